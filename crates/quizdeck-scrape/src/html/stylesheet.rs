//! The lists a page's own stylesheet shows with letters, by class: what a browser draws before
//! each item where the markup alone says nothing. Word processors export lists so: Google Docs
//! writes every list as `<ol class="lst-kix_… start">` and draws its markers from a `<style>`
//! rule, `.lst-kix_…-0>li:before{content:"" counter(lst-ctn-kix_…-0,upper-latin) ". "}`, with
//! the list's own `list-style-type:none`; a site may write `.options{list-style-type:
//! upper-alpha}`. The class names are the page's own, generated, and tell nothing by themselves:
//! only the rule that gives them letters does.

use ego_tree::NodeRef;
use scraper::{Node, node::Element};

use super::Renderer;
use crate::element::{Attrs, Marks};

/// The letter styles of CSS (`upper-alpha`, `lower-latin` …), lower case.
const LETTERS: [&str; 4] = ["upper-alpha", "lower-alpha", "upper-latin", "lower-latin"];

impl Renderer {
    /// Reads the list styles of a `<style>` element's text.
    pub(super) fn read_style(&mut self, name: &str, node: NodeRef<'_, Node>) {
        if name == "style" {
            for t in node.children().filter_map(|c| c.value().as_text().map(|t| &**t)) {
                lettered_classes(t, &mut self.lettered);
            }
        }
    }

    /// How the list element `el` named `name` marks its items: as its attributes say, or with
    /// letters where the page's stylesheet shows it so and its attributes say no other letters
    /// or numerals than a plain `<ol>`'s.
    pub(super) fn list_marks(
        &self,
        name: &str,
        attrs: &Attrs<'_>,
        el: &Element,
    ) -> Option<(Marks, usize)> {
        match attrs.list_marks(name) {
            Some((Marks::Digits, _)) | None
                if !self.lettered.is_empty()
                    && matches!(name, "ol" | "ul")
                    && shows_letters(&self.lettered, el) =>
            {
                Some((Marks::Letters, 0))
            }
            marks => marks,
        }
    }
}

/// Adds to `out` the classes a rule of the stylesheet `css` shows lists with letters by: for each
/// selector whose declarations give a letter style to a list (`list-style-type`, `list-style`)
/// or count its items in letters (`counter(…, upper-latin)`), the classes of the list's own
/// compound, all of which an element must have (`ol.lst-kix_x-0`, `.lst-kix_x-0>li:before`,
/// `.choices li::marker`). A selector whose list has no class (`.quiz ol`) names none.
pub(super) fn lettered_classes(css: &str, out: &mut Vec<Vec<String>>) {
    // The cheap test first, with no copy: most pages' styles letter nothing.
    let letters = |w: &[u8]| w.eq_ignore_ascii_case(b"-alpha") || w.eq_ignore_ascii_case(b"-latin");
    if !css.as_bytes().windows(6).any(letters) {
        return;
    }
    let css = without_comments(&css.to_ascii_lowercase());
    for rule in css.split('}') {
        let Some((head, body)) = rule.rsplit_once('{') else { continue };
        if !lettered(body) {
            continue;
        }
        // Inside `@media …{` the rule's selectors follow the block's opening brace, and after
        // a statement (`@import url(…);`, as Google Docs opens its styles) its semicolon.
        let selectors = head.rsplit_once('{').map_or(head, |(_, s)| s);
        let selectors = selectors.rsplit_once(';').map_or(selectors, |(_, s)| s);
        for selector in selectors.split(',') {
            if let Some(classes) = list_classes(selector).filter(|c| !c.is_empty())
                && !out.contains(&classes)
            {
                out.push(classes);
            }
        }
    }
}

/// Whether the element (a list) has every class of one of the sets `lettered` holds.
fn shows_letters(lettered: &[Vec<String>], el: &Element) -> bool {
    let Some(class) = el.attr("class") else { return false };
    lettered.iter().any(|set| set.iter().all(|c| class.split_whitespace().any(|k| k == c)))
}

/// Whether a rule's declarations give letters: a list style of letters, or a counter shown in
/// letters.
fn lettered(body: &str) -> bool {
    LETTERS.iter().any(|l| body.contains(l))
        && body.split(';').any(|d| {
            let Some((prop, value)) = d.split_once(':') else { return false };
            let prop = prop.trim();
            let letters = LETTERS.iter().any(|l| value.contains(l));
            letters
                && (prop == "list-style-type"
                    || prop == "list-style"
                    || prop == "content" && value.contains("counter("))
        })
}

/// The classes of the list a selector styles: its last compound, or the one before an item's
/// (`li`, `li:before`, `li::marker`); `None` where the list's compound names no class.
fn list_classes(selector: &str) -> Option<Vec<String>> {
    let compounds: Vec<&str> =
        selector.split(['>', ' ', '+', '~']).map(str::trim).filter(|c| !c.is_empty()).collect();
    let mut last = *compounds.last()?;
    if last == "li" || last.starts_with("li:") || last.starts_with("li.") {
        last = *compounds.get(compounds.len().checked_sub(2)?)?;
    }
    // Pseudo-classes and elements (`:before`, `:not(…)`) are no classes of the element.
    let compound = last.split(':').next().unwrap_or(last);
    if !matches!(compound.split('.').next(), Some("" | "ol" | "ul")) {
        return None;
    }
    Some(compound.split('.').skip(1).filter(|c| !c.is_empty()).map(str::to_owned).collect())
}

/// `css` without its comments (`/* … */`), which Word's styles are full of.
fn without_comments(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(open) = rest.find("/*") {
        out.push_str(&rest[..open]);
        match rest[open + 2..].find("*/") {
            Some(close) => rest = &rest[open + 2 + close + 2..],
            None => return out,
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classes(css: &str) -> Vec<Vec<String>> {
        let mut out = Vec::new();
        lettered_classes(css, &mut out);
        out
    }

    fn set(c: &[&str]) -> Vec<String> {
        c.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn a_counter_shown_in_letters_before_a_lists_items_letters_the_list_of_its_class() {
        let docs = r#"@import url(https://fonts.example/css?kit=x);.lst-kix_a1-0>li:before{content:"" counter(lst-ctn-kix_a1-0,upper-latin) ". "}ol.lst-kix_a1-0{list-style-type:none}.lst-kix_b2-0>li:before{content:"" counter(lst-ctn-kix_b2-0,decimal) ". "}"#;
        assert_eq!(classes(docs), vec![set(&["lst-kix_a1-0"])]);
    }

    #[test]
    fn a_list_style_of_letters_names_the_classes_of_the_lists_own_compound() {
        let css = "/* options */ ol.choices.big { list-style-type: Upper-Alpha } \
                   @media print { .opts li::marker { list-style: lower-latin inside } } \
                   .quiz ol { list-style-type: upper-alpha } p.note { color: red }";
        assert_eq!(classes(css), vec![set(&["choices", "big"]), set(&["opts"])]);
    }

    #[test]
    fn letters_outside_a_list_style_or_a_counter_letter_nothing() {
        assert!(classes(".a{font-family:upper-alpha}.b{content:\"lower-latin\"}").is_empty());
        assert!(classes("ol.x{list-style-type:lower-roman}").is_empty());
    }
}
