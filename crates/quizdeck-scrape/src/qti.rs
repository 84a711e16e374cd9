//! IMS QTI, the question format Canvas, Blackboard, D2L and Sakai export quizzes in (a package
//! unzipped to its XML files):
//! - **QTI 1.2** (`<questestinterop>`): each `<item>` shows its stem in `presentation/material`
//!   and its options as `response_label`s of a `response_lid`; the right options are those a
//!   `respcondition` that gives marks (`setvar` above 0) asks for with `varequal` (not under
//!   `<not>`); `rcardinality="Multiple"` takes several. The general feedback (`itemfeedback`
//!   `general_fb`) is the explanation. Canvas's `question_type` metadata, where given, must be a
//!   multiple-choice or multiple-answers question, and so must Blackboard's `bbmd_questiontype`;
//!   Blackboard wraps the stem in `<flow>`s, writes text as `mat_formattedtext` and gives full
//!   marks as `SCORE.max`.
//! - **QTI 2.x** (`<assessmentItem>`): a `choiceInteraction`'s `simpleChoice`s are the options,
//!   its `prompt` and the item body's other blocks the stem; `correctResponse` names the right
//!   ones (`cardinality="multiple"` takes several), else the `mapping`'s entries that give marks.
//!
//! The language is the root's `xml:lang` where it names one, else told from the text. Any other
//! item (true/false, whose options the export writes in its own words, fill-in, essay,
//! matching …) is reported as a question with no options to pick from. Read with `roxmltree`.

use roxmltree::{Document, Node};

use crate::ErrorKind;
use crate::error::{Missing, Position};
use crate::exchange::{Item, Items};
use crate::moodle_xml::{child, malformed, opens_with};

/// Whether the text is a QTI document (1.2 or 2.x).
pub(crate) fn looks_like(text: &str) -> bool {
    opens_with(text, "questestinterop") || opens_with(text, "assessmentItem")
}

/// The questions of a QTI document, each read or why not, and the language the document declares (`xml:lang` on its root), if any.
pub(crate) fn items(text: &str) -> Result<(Items, Option<String>), ErrorKind> {
    let doc = Document::parse(text.trim_start_matches('\u{feff}'))
        .map_err(|e| malformed("QTI XML", &e))?;
    let root = doc.root_element();
    let lang = root
        .attribute((roxmltree::NS_XML_URI, "lang"))
        .map(str::trim)
        .filter(|l| quizdeck_model::is_language_tag(l))
        .map(str::to_owned);
    let at = |node: Node<'_, '_>, k: usize| Position {
        line: Some(doc.text_pos_at(node.range().start).row as usize),
        question: Some(k + 1),
    };
    let out: Items = if root.has_tag_name("assessmentItem") {
        vec![v2(root, at(root, 0))]
    } else {
        let items = root.descendants().filter(|n| n.has_tag_name("item"));
        items.enumerate().map(|(k, n)| v1(n, at(n, k))).collect()
    };
    if out.is_empty() {
        return Err(ErrorKind::NotAQuiz(Missing::Options));
    }
    Ok((out, lang))
}

fn descendant<'a, 'i>(node: Node<'a, 'i>, name: &str) -> Option<Node<'a, 'i>> {
    node.descendants().find(|n| n.has_tag_name(name))
}

/// The text of a QTI 1.2 `material`: its `mattext`s (Blackboard's `mat_formattedtext`, HTML),
/// HTML without its tags.
fn material(node: Option<Node<'_, '_>>) -> String {
    let Some(node) = node else { return String::new() };
    let texts = node
        .descendants()
        .filter(|n| n.has_tag_name("mattext") || n.has_tag_name("mat_formattedtext"));
    let texts: Vec<String> = texts
        .map(|m| {
            let raw: String =
                m.descendants().filter(|t| t.is_text()).filter_map(|t| t.text()).collect();
            let html = |a: &str| m.attribute(a).is_some_and(|t| t.to_lowercase().contains("html"));
            if html("texttype") || html("type") || raw.contains("</") {
                crate::jsonld::strip_tags(&raw)
            } else {
                crate::block::collapse(&raw)
            }
        })
        .filter(|t| !t.is_empty())
        .collect();
    texts.join("\n\n")
}

/// Canvas's `question_type`, where the item's metadata gives it.
fn question_type<'a>(item: Node<'a, '_>) -> Option<&'a str> {
    let fields = item.descendants().filter(|n| n.has_tag_name("qtimetadatafield"));
    fields
        .filter(|f| child(*f, "fieldlabel").and_then(|l| l.text()) == Some("question_type"))
        .find_map(|f| child(f, "fieldentry").and_then(|e| e.text()))
        .map(str::trim)
}

/// One QTI 1.2 item.
fn v1(item: Node<'_, '_>, at: Position) -> Result<Item, ErrorKind> {
    let no_options = || ErrorKind::Incomplete { missing: Missing::Options, at };
    if question_type(item)
        .is_some_and(|t| !matches!(t, "multiple_choice_question" | "multiple_answers_question"))
    {
        return Err(no_options());
    }
    // Blackboard's own field for it: true/false items write their options as `true` and `false`
    // whatever the quiz's language.
    let bb_type = descendant(item, "bbmd_questiontype").and_then(|t| t.text()).map(str::trim);
    if bb_type.is_some_and(|t| !matches!(t, "Multiple Choice" | "Multiple Answer")) {
        return Err(no_options());
    }
    let presentation = child(item, "presentation").ok_or_else(no_options)?;
    let lid = descendant(presentation, "response_lid").ok_or_else(no_options)?;
    let labels: Vec<Node<'_, '_>> =
        lid.descendants().filter(|n| n.has_tag_name("response_label")).collect();
    let idents: Vec<&str> = labels.iter().map(|l| l.attribute("ident").unwrap_or("")).collect();
    // The right options: what a condition that gives marks asks for, not under `<not>`.
    let mut right: Vec<&str> = Vec::new();
    let conditions = item.descendants().filter(|n| n.has_tag_name("respcondition"));
    for cond in conditions {
        // A number above 0, or the variable's maximum (Blackboard's `SCORE.max`).
        let gives = |v: &str| {
            let v = v.trim();
            v.parse::<f64>().is_ok_and(|v| v > 0.0)
                || v.rsplit_once('.').is_some_and(|(var, max)| !var.is_empty() && max == "max")
        };
        let marks = (cond.children().filter(|n| n.has_tag_name("setvar")))
            .filter_map(|s| s.text())
            .any(gives);
        if !marks {
            continue;
        }
        let asked = cond.descendants().filter(|n| n.has_tag_name("varequal")).filter(|v| {
            !v.ancestors()
                .take_while(|a| !a.has_tag_name("conditionvar"))
                .any(|a| a.has_tag_name("not"))
        });
        right.extend(asked.filter_map(|v| v.text()).map(str::trim));
    }
    let correct: Vec<usize> = (idents.iter().enumerate())
        .filter(|(_, id)| !id.is_empty() && right.contains(id))
        .map(|(k, _)| k)
        .collect();
    let explanation = (item.children().filter(|n| n.has_tag_name("itemfeedback")))
        .find(|f| f.attribute("ident") == Some("general_fb"))
        .map(|f| material(Some(f)))
        .unwrap_or_default();
    // The stem: the presentation's own material, not the options', right under it or in a
    // `<flow>` (Blackboard's).
    let own = presentation.descendants().find(|n| {
        n.has_tag_name("material")
            && !n
                .ancestors()
                .take_while(|a| *a != presentation)
                .any(|a| a.has_tag_name("response_lid"))
    });
    let stem = material(own);
    Ok(Item {
        stem,
        options: labels.iter().map(|&l| material(Some(l))).collect(),
        correct,
        multiple: lid.attribute("rcardinality").is_some_and(|c| c.eq_ignore_ascii_case("multiple")),
        explanation,
        at,
        ..Item::default()
    })
}

/// The plain text of a QTI 2.x body element: its text, paragraphs apart, without the options
/// and the feedback shown inside it.
fn body_text(node: Node<'_, '_>) -> String {
    let skip = |n: &Node<'_, '_>| {
        n.ancestors().take_while(|a| *a != node).any(|a| {
            a.has_tag_name("simpleChoice")
                || a.has_tag_name("feedbackInline")
                || a.has_tag_name("feedbackBlock")
                || a.has_tag_name("modalFeedback")
        })
    };
    let mut paragraphs: Vec<String> = Vec::new();
    let mut current = String::new();
    for n in node.descendants() {
        if n.is_element()
            && matches!(n.tag_name().name(), "p" | "div" | "li" | "br" | "prompt" | "pre")
            && !current.trim().is_empty()
        {
            paragraphs.push(crate::block::collapse(&std::mem::take(&mut current)));
        }
        if let Some(t) = n.text().filter(|_| n.is_text() && !skip(&n)) {
            current.push_str(t);
            current.push(' ');
        }
    }
    paragraphs.push(crate::block::collapse(&current));
    paragraphs.retain(|p| !p.is_empty());
    paragraphs.join("\n\n")
}

/// One QTI 2.x item.
fn v2(item: Node<'_, '_>, at: Position) -> Result<Item, ErrorKind> {
    let no_options = || ErrorKind::Incomplete { missing: Missing::Options, at };
    let body = child(item, "itemBody").ok_or_else(no_options)?;
    let interaction = descendant(body, "choiceInteraction").ok_or_else(no_options)?;
    let choices: Vec<Node<'_, '_>> =
        interaction.children().filter(|n| n.has_tag_name("simpleChoice")).collect();
    let response = interaction.attribute("responseIdentifier").unwrap_or("RESPONSE");
    let declaration = (item.children().filter(|n| n.has_tag_name("responseDeclaration")))
        .find(|d| d.attribute("identifier") == Some(response));
    let mut right: Vec<&str> = declaration
        .and_then(|d| child(d, "correctResponse"))
        .map(|c| c.children().filter(|n| n.has_tag_name("value")).filter_map(|v| v.text()))
        .into_iter()
        .flatten()
        .map(str::trim)
        .collect();
    // Without a `correctResponse`, the options its `mapping` gives marks (`mapEntry` with a
    // `mappedValue` above 0), as items scored with `map_response` say which are right.
    if right.is_empty()
        && let Some(mapping) = declaration.and_then(|d| child(d, "mapping"))
    {
        let entries = mapping.children().filter(|n| n.has_tag_name("mapEntry"));
        right = entries
            .filter(|e| {
                e.attribute("mappedValue")
                    .and_then(|v| v.trim().parse::<f64>().ok())
                    .is_some_and(|v| v > 0.0)
            })
            .filter_map(|e| e.attribute("mapKey"))
            .map(str::trim)
            .collect();
    }
    let correct = (choices.iter().enumerate())
        .filter(|(_, c)| c.attribute("identifier").is_some_and(|id| right.contains(&id)))
        .map(|(k, _)| k)
        .collect();
    let multiple =
        declaration.and_then(|d| d.attribute("cardinality")).is_some_and(|c| c != "single");
    Ok(Item {
        stem: body_text(body),
        options: choices.iter().map(|&c| body_text(c)).collect(),
        correct,
        multiple,
        at,
        ..Item::default()
    })
}
