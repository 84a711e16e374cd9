//! Which SVG images may be packed: an allow-list, checked on the document an XML parser builds.
//!
//! An SVG is XML that a browser runs scripts in when it is opened directly, and Anki serves its
//! media folder to the card webview. Looking for bad words in the text cannot work: a prefix
//! bound to the SVG namespace (`<x:script xmlns:x="http://www.w3.org/2000/svg">`) is a script
//! too. So the file is parsed (roxmltree: namespaces resolved, no DTD and so no entities), and
//! every element must be a drawing element of the SVG namespace, every attribute a presentation
//! or geometry attribute in no namespace, and no value may refer to anything outside the file
//! but `url(#id)` (a gradient or clip path of the same file). Anything else refuses the file.

use std::fmt;

/// The SVG namespace.
const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// Elements an SVG may have: shapes, text, groups, gradients, clipping and masks, descriptions.
/// Not `script`, `style`, `foreignObject`, `a`, `use`, `image`, `feImage`, `animate*`, `set`,
/// `metadata` (whose content is anything at all).
const ELEMENTS: &[&str] = &[
    "svg",
    "g",
    "defs",
    "title",
    "desc",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "linearGradient",
    "radialGradient",
    "stop",
    "clipPath",
    "mask",
    "pattern",
    "marker",
    "symbol",
];

/// Attributes an element may have (in no namespace).
const ATTRIBUTES: &[&str] = &[
    "id",
    "class",
    "version",
    "baseProfile",
    "width",
    "height",
    "viewBox",
    "preserveAspectRatio",
    "x",
    "y",
    "x1",
    "y1",
    "x2",
    "y2",
    "cx",
    "cy",
    "r",
    "rx",
    "ry",
    "fx",
    "fy",
    "d",
    "points",
    "pathLength",
    "transform",
    "dx",
    "dy",
    "rotate",
    "textLength",
    "lengthAdjust",
    "text-anchor",
    "dominant-baseline",
    "alignment-baseline",
    "baseline-shift",
    "font-family",
    "font-size",
    "font-style",
    "font-weight",
    "font-variant",
    "letter-spacing",
    "word-spacing",
    "writing-mode",
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-miterlimit",
    "stroke-dasharray",
    "stroke-dashoffset",
    "opacity",
    "color",
    "display",
    "visibility",
    "clip-path",
    "clip-rule",
    "clipPathUnits",
    "mask",
    "maskUnits",
    "maskContentUnits",
    "offset",
    "stop-color",
    "stop-opacity",
    "gradientUnits",
    "gradientTransform",
    "spreadMethod",
    "patternUnits",
    "patternContentUnits",
    "patternTransform",
    "markerWidth",
    "markerHeight",
    "markerUnits",
    "refX",
    "refY",
    "orient",
    "marker-start",
    "marker-mid",
    "marker-end",
    "vector-effect",
    "shape-rendering",
    "text-rendering",
    "style",
];

/// Why an SVG is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not well-formed XML, or XML with a document type declaration.
    NotXml(String),
    /// The root element is not an SVG `svg` element.
    NotSvg,
    /// An element not on the allow-list.
    Element(String),
    /// An attribute not on the allow-list.
    Attribute(String),
    /// A value that refers to something outside the file, or CSS that could.
    Reference(String),
    /// A processing instruction (`<?xml-stylesheet …?>`).
    Instruction,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotXml(e) => write!(f, "not well-formed XML without a DTD ({e})"),
            Refusal::NotSvg => f.write_str("its root is not an SVG element"),
            Refusal::Element(e) => write!(f, "element <{e}> is not allowed"),
            Refusal::Attribute(a) => write!(f, "attribute {a} is not allowed"),
            Refusal::Reference(v) => write!(f, "value {v:?} refers outside the file"),
            Refusal::Instruction => f.write_str("it has a processing instruction"),
        }
    }
}

/// Checks that `bytes` are an SVG made only of allowed elements, attributes and values.
pub fn check(bytes: &[u8]) -> Result<(), Refusal> {
    let text = std::str::from_utf8(bytes).map_err(|e| Refusal::NotXml(e.to_string()))?;
    // roxmltree refuses a DTD unless told otherwise, so no entity can expand or fetch anything.
    let doc = roxmltree::Document::parse(text).map_err(|e| Refusal::NotXml(e.to_string()))?;
    let root = doc.root_element();
    if root.tag_name().namespace() != Some(SVG_NS) || root.tag_name().name() != "svg" {
        return Err(Refusal::NotSvg);
    }
    for node in doc.descendants() {
        if node.is_pi() {
            return Err(Refusal::Instruction);
        }
        if !node.is_element() {
            continue;
        }
        let tag = node.tag_name();
        if tag.namespace() != Some(SVG_NS) || !ELEMENTS.contains(&tag.name()) {
            return Err(Refusal::Element(qualified(tag.namespace(), tag.name())));
        }
        for attr in node.attributes() {
            if attr.namespace().is_some() || !ATTRIBUTES.contains(&attr.name()) {
                return Err(Refusal::Attribute(qualified(attr.namespace(), attr.name())));
            }
            if !value_is_local(attr.value()) {
                return Err(Refusal::Reference(attr.value().to_owned()));
            }
        }
    }
    Ok(())
}

fn qualified(namespace: Option<&str>, name: &str) -> String {
    match namespace {
        Some(ns) if ns != SVG_NS => format!("{{{ns}}}{name}"),
        _ => name.to_owned(),
    }
}

/// Whether an attribute value (or a `style` declaration list) refers to nothing outside the file:
/// no `url(…)` but `url(#id)`, no CSS escapes, at-rules or `expression(…)`, nothing that
/// could end a declaration early.
fn value_is_local(value: &str) -> bool {
    let lower = value.to_ascii_lowercase();
    if lower.contains(['\\', '@', '<', '>', '&']) || lower.contains("expression") {
        return false;
    }
    let mut rest = lower.as_str();
    while let Some(i) = rest.find('(') {
        let function = rest[..i].trim_end();
        let local = function.ends_with("url") && rest[i + 1..].trim_start().starts_with('#')
            || [
                "rgb",
                "rgba",
                "hsl",
                "hsla",
                "matrix",
                "translate",
                "scale",
                "rotate",
                "skewx",
                "skewy",
            ]
            .iter()
            .any(|f| function.ends_with(f) && !function.ends_with("url"));
        if !local {
            return false;
        }
        rest = &rest[i + 1..];
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drawings_pass() {
        let ok = [
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect width='1'/></svg>",
            "<?xml version='1.0'?><svg xmlns='http://www.w3.org/2000/svg'><defs>\
             <linearGradient id='g'><stop offset='0' stop-color='rgb(1,2,3)'/></linearGradient>\
             </defs><g transform='translate(1 2) scale(2)'><path d='M0 0L1 1' fill='url(#g)' \
             style='stroke: red; stroke-width: 2'/><text x='1'>A &lt; B</text></g></svg>",
            "<svg:svg xmlns:svg='http://www.w3.org/2000/svg'><svg:circle r='2'/></svg:svg>",
        ];
        for svg in ok {
            assert_eq!(check(svg.as_bytes()), Ok(()), "{svg}");
        }
    }

    #[test]
    fn scripts_links_references_and_unknown_markup_are_refused() {
        let ns = "xmlns='http://www.w3.org/2000/svg'";
        let bad = [
            format!("<svg {ns}><script>alert(1)</script></svg>"),
            "<svg xmlns='http://www.w3.org/2000/svg'><x:script \
             xmlns:x='http://www.w3.org/2000/svg'>alert(1)</x:script></svg>"
                .to_owned(),
            format!("<svg {ns} onload='alert(1)'/>"),
            format!("<svg {ns}><a href='javascript:alert(1)'><text>x</text></a></svg>"),
            format!("<svg {ns} xmlns:l='http://www.w3.org/1999/xlink'><use l:href='#x'/></svg>"),
            format!("<svg {ns}><foreignObject><div/></foreignObject></svg>"),
            format!("<svg {ns}><image href='file:///etc/passwd'/></svg>"),
            format!("<svg {ns}><rect style='fill:url(http://x/y)'/></svg>"),
            format!("<svg {ns}><rect fill='url( https://x/y)'/></svg>"),
            format!("<svg {ns}><rect style='background:\\75rl(x)'/></svg>"),
            format!("<svg {ns}><style>@import url(x)</style></svg>"),
            format!("<svg {ns}><set attributeName='href' to='javascript:x'/></svg>"),
            format!("<?xml-stylesheet href='x.css'?><svg {ns}/>"),
            format!("<!DOCTYPE svg [<!ENTITY x SYSTEM 'file:///etc/passwd'>]><svg {ns}>&x;</svg>"),
            "<svg><rect/></svg>".to_owned(),
            "<html/>".to_owned(),
            "not xml".to_owned(),
        ];
        for svg in &bad {
            assert!(check(svg.as_bytes()).is_err(), "{svg}");
        }
    }
}
