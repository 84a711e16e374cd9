//! Moodle XML, the format Moodle (and platforms that import from it) exports question banks in:
//! `<quiz>` holding `<question type="…">` elements. Multiple-choice questions (`multichoice`,
//! `multichoiceset`) are read; a `category` pseudo-question names the topic of the questions
//! after it; a `description` is no question; any other type (true/false, whose options the file
//! writes as the words `true` and `false` whatever the bank's language, short answer, essay,
//! matching …) is reported as a question with no options to pick from.
//!
//! The XML is read with `roxmltree` (no DTD, so no entity expansion). A question's right options
//! are those the file gives full marks (`fraction="100"`), or, in a question that takes several
//! answers (`<single>false</single>`), every option that earns marks.

use roxmltree::{Document, Node};

use crate::ErrorKind;
use crate::error::{Missing, Position};
use crate::exchange::{Item, Items, category_topic};

/// Whether the text is a Moodle XML document: its first element, after an XML declaration and
/// comments, is `<quiz>` (or its document type is).
pub(crate) fn looks_like(text: &str) -> bool {
    opens_with(text, "quiz")
}

/// Whether the first element of an XML text, after its declaration and comments, is `name`, or
/// its document type names it (refused when read: no DTD is expanded).
pub(crate) fn opens_with(text: &str, name: &str) -> bool {
    let mut rest = text.trim_start_matches('\u{feff}').trim_start();
    loop {
        if let Some(after) = rest.strip_prefix("<?") {
            let Some(end) = after.find("?>") else { return false };
            rest = after[end + 2..].trim_start();
        } else if let Some(after) = rest.strip_prefix("<!--") {
            let Some(end) = after.find("-->") else { return false };
            rest = after[end + 3..].trim_start();
        } else {
            break;
        }
    }
    let rest = match rest.strip_prefix("<!DOCTYPE") {
        Some(doctype) => doctype.trim_start(),
        None => match rest.strip_prefix('<') {
            Some(element) => element,
            None => return false,
        },
    };
    rest.strip_prefix(name).is_some_and(|r| r.starts_with(['>', ' ', '\t', '\r', '\n', '/', '[']))
}

/// A document that does not parse as XML, named with its line.
pub(crate) fn malformed(format: &'static str, e: &roxmltree::Error) -> ErrorKind {
    ErrorKind::Malformed {
        format,
        message: e.to_string(),
        at: Position::line(e.pos().row as usize),
    }
}

/// The questions of a Moodle XML document, each read or why not.
pub(crate) fn items(text: &str) -> Result<Items, ErrorKind> {
    let doc = Document::parse(text.trim_start_matches('\u{feff}'))
        .map_err(|e| malformed("Moodle XML", &e))?;
    let mut topic = String::new();
    let mut out = Vec::new();
    let questions = doc.root_element().children().filter(|n| n.has_tag_name("question"));
    for node in questions {
        let at = Position {
            line: Some(doc.text_pos_at(node.range().start).row as usize),
            question: Some(out.len() + 1),
        };
        match node.attribute("type").unwrap_or_default() {
            "category" => topic = category_topic(&text_in(node, "category")),
            "description" => {}
            "multichoice" | "multichoiceset" => {
                out.push(Ok(item(node, &topic, at)));
            }
            _ => out.push(Err(ErrorKind::Incomplete { missing: Missing::Options, at })),
        }
    }
    if out.is_empty() {
        return Err(ErrorKind::NotAQuiz(Missing::Options));
    }
    Ok(out)
}

/// One multiple-choice question.
fn item(node: Node<'_, '_>, topic: &str, at: Position) -> Item {
    let ty = node.attribute("type").unwrap_or_default();
    // Moodle writes `true`/`false` (older exports `1`/`0`); a set question always takes several.
    let single = child(node, "single").and_then(|n| n.text()).map(str::trim);
    let multiple = ty == "multichoiceset" || matches!(single, Some("false" | "0"));
    let answers: Vec<Node<'_, '_>> = node.children().filter(|n| n.has_tag_name("answer")).collect();
    let fraction =
        |n: &Node<'_, '_>| n.attribute("fraction").and_then(|f| f.trim().parse::<f64>().ok());
    let correct = (answers.iter().enumerate())
        .filter(|(_, n)| {
            let f = fraction(n).unwrap_or(0.0);
            if multiple { f > 0.0 } else { f >= 99.99 }
        })
        .map(|(k, _)| k)
        .collect();
    Item {
        stem: text_in(node, "questiontext"),
        options: answers.iter().map(|&n| formatted(n)).collect(),
        correct,
        multiple,
        explanation: text_in(node, "generalfeedback"),
        topic: topic.to_owned(),
        key: child(node, "idnumber")
            .and_then(|n| n.text())
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned),
        at,
    }
}

/// The first child element of `node` named `name` (its local name, whatever its namespace).
pub(crate) fn child<'a, 'i>(node: Node<'a, 'i>, name: &str) -> Option<Node<'a, 'i>> {
    node.children().find(|n| n.has_tag_name(name))
}

/// The plain text of the child element `name` of `node` (`<questiontext format="html"><text>…`).
fn text_in(node: Node<'_, '_>, name: &str) -> String {
    child(node, name).map(formatted).unwrap_or_default()
}

/// The plain text of an element with a `format` and a `<text>` child: HTML without its tags
/// (paragraphs apart), other formats (plain text, Markdown, Moodle's auto-format) as written,
/// lines of a paragraph joined.
pub(crate) fn formatted(node: Node<'_, '_>) -> String {
    let Some(text) = child(node, "text") else { return String::new() };
    let raw: String = text.descendants().filter(|n| n.is_text()).filter_map(|n| n.text()).collect();
    if node.attribute("format").unwrap_or("html") == "html" {
        crate::jsonld::strip_tags(&raw)
    } else {
        let paragraphs: Vec<String> =
            raw.split("\n\n").map(crate::block::collapse).filter(|p| !p.is_empty()).collect();
        paragraphs.join("\n\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quiz_element_first_is_moodle_xml() {
        assert!(looks_like("<?xml version=\"1.0\"?>\n<!-- bank -->\n<quiz>\n"));
        assert!(looks_like("\u{feff}<quiz>"));
        assert!(!looks_like("<?xml version=\"1.0\"?><html><body>quiz</body></html>"));
        assert!(!looks_like("<quizzes>"));
    }

    #[test]
    fn a_document_type_is_refused_not_expanded() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE quiz [<!ENTITY a \"aaaa\">]>\n<quiz></quiz>";
        assert!(looks_like(text));
        let e = items(text).unwrap_err().to_string();
        assert!(e.contains("not well-formed Moodle XML") && e.contains("DTD"), "{e}");
    }

    #[test]
    fn malformed_xml_names_its_line() {
        let e = items("<?xml version=\"1.0\"?>\n<quiz>\n<question type=\"multichoice\">\n</quiz>")
            .unwrap_err();
        assert!(e.to_string().contains("at line 4"), "{e}");
    }
}
