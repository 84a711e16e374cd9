//! Formulas in MathML (`<math>`), read as a line of text: `<mfrac><mn>1</mn><mn>2</mn></mfrac>`
//! is `1/2`, `<msup><mi>x</mi><mn>2</mn></msup>` is `x²`, `<msqrt><mn>2</mn></msqrt>` is `√2`.
//! Flat, the layout elements' text runs together into other numbers (`1/2 + 1/3` reads `12+13`).
//! A formula's annotations (the TeX source a renderer keeps beside it) are no part of it, and
//! neither is the drawing of it a renderer sets beside the MathML for the eye and hides from
//! screen readers (KaTeX's `aria-hidden` spans, MathJax's): read too, the formula would be there
//! twice, the second time flat.

use ego_tree::NodeRef;
use scraper::Node;

use super::shift;

/// Elements nested deeper than this are read flat: a formula is never so deep, a hostile page
/// may be, and the reading recurses.
const DEPTH: usize = 24;

/// The formula `math` (a `<math>` element) as one line of text.
pub(super) fn text(math: NodeRef<'_, Node>) -> String {
    let mut out = String::new();
    write(math, 0, &mut out);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `node`, an element hidden from screen readers, is a drawing of a formula that its
/// parent also holds as MathML: the same formula for the eye. The parent holds the two and
/// nothing else, as renderers wrap them (`<span class="katex">`, `<mjx-container>`), and the
/// MathML's element holds no other text: an icon hidden beside a formula in a choice's text (a
/// check mark), or an answer's panel hidden beside the button that shows it, is no drawing.
pub(super) fn drawn_formula(node: NodeRef<'_, Node>) -> bool {
    let Some(parent) = node.parent() else { return false };
    let both = parts(parent);
    let [a, b] = both.as_slice() else { return false };
    let other = if a.id() == node.id() { b } else { a };
    let is_math = |n: NodeRef<'_, Node>| n.value().as_element().is_some_and(|e| e.name() == "math");
    // The other holds a formula and no text outside it (not a button `Show the answer to
    // <math>…</math>` beside its hidden panel).
    other.value().is_element()
        && other.descendants().any(is_math)
        && other.descendants().all(|d| match d.value() {
            Node::Text(t) if !t.trim().is_empty() => {
                d.ancestors().take_while(|a| a.id() != other.id()).any(is_math)
            }
            _ => true,
        })
}

/// The element and text children of `node`, without white space between them.
fn parts(node: NodeRef<'_, Node>) -> Vec<NodeRef<'_, Node>> {
    node.children()
        .filter(|c| match c.value() {
            Node::Element(_) => true,
            Node::Text(t) => !t.trim().is_empty(),
            _ => false,
        })
        .collect()
}

fn render(node: NodeRef<'_, Node>, depth: usize) -> String {
    let mut out = String::new();
    write(node, depth, &mut out);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Operators set apart by a space on each side when they stand between two terms.
const SPACED: &[&str] = &[
    "+", "-", "−", "=", "×", "÷", "<", ">", "≤", "≥", "≠", "≈", "±", "∓", "→", "⇒", "⇔", "∈", "∉",
    "⊂", "⊆", "∪", "∩", "≡", "∝", "∼",
];

fn write(node: NodeRef<'_, Node>, depth: usize, out: &mut String) {
    let el = match node.value() {
        Node::Text(t) => {
            out.push_str(t);
            return;
        }
        Node::Element(el) => el,
        _ => return,
    };
    if depth > DEPTH {
        for d in node.descendants() {
            if let Node::Text(t) = d.value() {
                out.push_str(t);
            }
        }
        return;
    }
    let kids = parts(node);
    let part = |i: usize| kids.get(i).map(|k| render(*k, depth + 1)).unwrap_or_default();
    match el.name() {
        "annotation" | "annotation-xml" | "mphantom" | "none" | "mprescripts" | "malignmark"
        | "maligngroup" => {}
        "semantics" => {
            if let Some(first) = kids.first() {
                write(*first, depth + 1, out);
            }
        }
        "mo" => {
            let op: String = render(node, depth + 1)
                .chars()
                .filter(|c| !('\u{2061}'..='\u{2064}').contains(c))
                .collect();
            let before = out.trim_end();
            let unary = before.is_empty()
                || before.ends_with(['(', '[', '{', ','])
                || SPACED.iter().any(|s| before.ends_with(s));
            if SPACED.contains(&op.as_str()) && !unary {
                out.push(' ');
                out.push_str(&op);
                out.push(' ');
            } else if op == "," {
                out.push_str(", ");
            } else {
                out.push_str(&op);
            }
        }
        // A function's name (`sin`, `log`) is a word: what it applies to stands apart.
        "mi" => {
            let name = render(node, depth + 1);
            let word = name.chars().count() > 1;
            out.push_str(&name);
            if word {
                out.push(' ');
            }
        }
        "mfrac" if kids.len() == 2 => {
            out.push_str(&grouped(&part(0)));
            out.push('/');
            out.push_str(&grouped(&part(1)));
        }
        "msup" if kids.len() == 2 => {
            out.push_str(&part(0));
            out.push_str(&raised(&part(1)));
        }
        "msub" if kids.len() == 2 => {
            out.push_str(&part(0));
            out.push_str(&lowered(&part(1)));
        }
        "msubsup" if kids.len() == 3 => {
            out.push_str(&part(0));
            out.push_str(&lowered(&part(1)));
            out.push_str(&raised(&part(2)));
        }
        "msqrt" => {
            let mut inner = String::new();
            kids.iter().for_each(|k| write(*k, depth + 1, &mut inner));
            let inner = inner.split_whitespace().collect::<Vec<_>>().join(" ");
            out.push('√');
            out.push_str(&grouped(&inner));
        }
        "mroot" if kids.len() == 2 => {
            out.push_str(&raised(&part(1)));
            out.push('√');
            out.push_str(&grouped(&part(0)));
        }
        "mfenced" => {
            let open = el.attr("open").unwrap_or("(");
            let close = el.attr("close").unwrap_or(")");
            let separator = el.attr("separators").map_or(",", str::trim);
            let inner: Vec<String> = kids.iter().map(|k| render(*k, depth + 1)).collect();
            out.push_str(open);
            out.push_str(&inner.join(&format!("{separator} ")));
            out.push_str(close);
        }
        "mspace" | "mtd" => {
            out.push(' ');
            kids.iter().for_each(|k| write(*k, depth + 1, out));
            out.push(' ');
        }
        "mtr" | "mlabeledtr" => {
            if !out.trim_end().is_empty() {
                out.push_str("; ");
            }
            kids.iter().for_each(|k| write(*k, depth + 1, out));
        }
        _ => kids.iter().for_each(|k| write(*k, depth + 1, out)),
    }
}

/// `part` as one term of a fraction or a root: in brackets unless it is one already (a number,
/// a name, a power).
fn grouped(part: &str) -> String {
    let atom = part.chars().all(|c| c.is_alphanumeric() || matches!(c, '.' | ',' | '√' | '′'));
    let bracketed =
        part.starts_with('(') && part.ends_with(')') && balanced(&part[1..part.len() - 1]);
    if atom || bracketed || part.is_empty() { part.to_owned() } else { format!("({part})") }
}

/// Whether the brackets of `s` close as they open.
fn balanced(s: &str) -> bool {
    let mut depth = 0i32;
    for c in s.chars() {
        depth += match c {
            '(' => 1,
            ')' => -1,
            _ => 0,
        };
        if depth < 0 {
            return false;
        }
    }
    depth == 0
}

/// An exponent: in superscript characters where each has one (`²`, `ⁿ`, `⁻¹`), else after `^`.
fn raised(part: &str) -> String {
    let tight: String = part.chars().filter(|c| !c.is_whitespace()).collect();
    shift::raise(&tight).unwrap_or_else(|| format!("^{}", grouped(part)))
}

/// An index: in subscript characters where each has one (`₂`, `ₙ`), else after `_`.
fn lowered(part: &str) -> String {
    let tight: String = part.chars().filter(|c| !c.is_whitespace()).collect();
    shift::lower(&tight).unwrap_or_else(|| format!("_{}", grouped(part)))
}

#[cfg(test)]
mod tests {
    use scraper::Html;

    fn read(html: &str) -> String {
        let doc = Html::parse_fragment(html);
        let math = doc
            .tree
            .root()
            .descendants()
            .find(|n| n.value().as_element().is_some_and(|e| e.name() == "math"))
            .expect("a formula");
        super::text(math)
    }

    #[test]
    fn layout_elements_read_as_a_line() {
        let sum = "<math><mfrac><mn>1</mn><mn>2</mn></mfrac><mo>+</mo>\
                   <mfrac><mn>1</mn><mn>3</mn></mfrac></math>";
        assert_eq!(read(sum), "1/2 + 1/3");
        assert_eq!(read("<math><msup><mi>x</mi><mn>2</mn></msup></math>"), "x²");
        let power =
            "<math><msup><mi>e</mi><mrow><mi>x</mi><mo>−</mo><mn>1</mn></mrow></msup></math>";
        assert_eq!(read(power), "eˣ⁻¹");
        let root = "<math><msqrt><mi>x</mi><mo>+</mo><mn>1</mn></msqrt></math>";
        assert_eq!(read(root), "√(x + 1)");
        let fraction =
            "<math><mfrac><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></mfrac></math>";
        assert_eq!(read(fraction), "(a + b)/2");
        assert_eq!(read("<math><mo>−</mo><mn>3</mn></math>"), "−3");
        assert_eq!(read("<math><msub><mi>log</mi><mn>2</mn></msub><mn>8</mn></math>"), "log₂8");
    }

    #[test]
    fn annotations_are_no_part_of_the_formula() {
        let tex = "<math><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow>\
                   <annotation encoding=\"application/x-tex\">x^2</annotation></semantics></math>";
        assert_eq!(read(tex), "x²");
    }
}
