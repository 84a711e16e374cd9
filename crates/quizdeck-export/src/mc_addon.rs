//! The note type of the "Multiple Choice for Anki" add-on (zjosua/anki-mc), so that its users get
//! notes their add-on shows.
//!
//! The add-on installs one note type, `AllInOne (kprim, mc, sc)` with one template of the same
//! name, and looks its fields up by name (its `template.py`): `Question`, `Title`,
//! `QType (0=kprim,1=mc,2=sc)`, `Q_1` … `Q_5`, `Answers`, `Sources`, `Extra 1`. `QType` is `1` for
//! a question with several right choices and `2` for one with a single right choice; `Answers`
//! holds one `1` (right) or `0` (wrong) per filled `Q_` field, separated by single spaces
//! (`1 0 1 0`). quizdeck writes the name and the fields exactly so, in that order.
//!
//! Its templates are the add-on's, under the AGPL, and are not copied here. A package carries a
//! short template of quizdeck's own that shows the same fields: the title, the question, the
//! choices lettered A to E, and on the back each right choice marked with CSS alone, the sources
//! and the extra field. Where the user has the add-on, the CSV (`#notetype:AllInOne (kprim, mc,
//! sc)`) fills the add-on's own note type instead, with its own templates; see
//! [`crate::note_type`] for why a package cannot.

use std::fmt::Write;

use crate::note_type::Model;
use crate::notes::CardText;

/// The add-on's note type name (also its template's name).
pub const NAME: &str = "AllInOne (kprim, mc, sc)";
/// The most choices the add-on's note type holds: `Q_1` to `Q_5`.
pub const MAX_CHOICES: usize = 5;
/// The question type field's name.
const QTYPE: &str = "QType (0=kprim,1=mc,2=sc)";
/// The id of the package's copy (fixed forever).
pub const ID: i64 = 1_764_000_000_004;
/// When the package's template or styling last changed.
const MTIME: i64 = 1_796_000_000;

/// The add-on's field names, in its order.
pub fn field_names() -> Vec<String> {
    let mut names: Vec<String> = ["Question", "Title", QTYPE].map(str::to_owned).to_vec();
    names.extend((1..=MAX_CHOICES).map(|i| format!("Q_{i}")));
    names.extend(["Answers", "Sources", "Extra 1"].map(str::to_owned));
    names
}

/// The note type as a package carries it: the add-on's name and fields, quizdeck's template.
pub fn model() -> Model {
    Model {
        id: ID,
        name: NAME,
        mtime: MTIME,
        fields: field_names(),
        template: NAME,
        front: side("qdmc-front", ""),
        back: side(
            "qdmc-back\" data-answers=\"{{text:Answers}}",
            "<hr id=\"answer\">\n\
             {{#Sources}}<div class=\"qdmc-sources\">{{Sources}}</div>{{/Sources}}\n\
             {{#Extra 1}}<div class=\"qdmc-extra\">{{Extra 1}}</div>{{/Extra 1}}\n",
        ),
        css: css(),
        stock_kind: None,
    }
}

/// One side of the card: the title, the question and the lettered choices, then `rest`, in a
/// `div` of class `class` (which may close its quote to add attributes).
fn side(class: &str, rest: &str) -> String {
    let mut out = format!(
        "<div class=\"qdmc {class}\" data-qtype=\"{{{{text:{QTYPE}}}}}\">\n\
         {{{{#Title}}}}<div class=\"qdmc-title\">{{{{Title}}}}</div>{{{{/Title}}}}\n\
         <div class=\"qdmc-question\">{{{{Question}}}}</div>\n<ol class=\"qdmc-choices\" type=\"A\">\n"
    );
    for i in 1..=MAX_CHOICES {
        let _ = writeln!(out, "{{{{#Q_{i}}}}}<li data-q=\"{i}\">{{{{Q_{i}}}}}</li>{{{{/Q_{i}}}}}");
    }
    out + "</ol>\n" + rest + "</div>"
}

/// The stylesheet. The back marks choice `k` when the `k`-th value of `Answers` is `1`: one
/// selector per way of reaching it (`Answers` starts with `k - 1` values, each `0` or `1`, then
/// `1`), since CSS cannot count.
fn css() -> String {
    let mut marks = Vec::new();
    for k in 1..=MAX_CHOICES {
        for before in 0..1u32 << (k - 1) {
            let mut prefix: String =
                (0..k - 1).map(|bit| if before >> bit & 1 == 1 { "1 " } else { "0 " }).collect();
            prefix.push('1');
            marks.push(format!(".qdmc-back[data-answers^=\"{prefix}\"] li[data-q=\"{k}\"]"));
        }
    }
    format!(
        ".card {{ font-family: arial; font-size: 20px; line-height: 1.5; color: black; \
         background-color: white; }}\n\
         .qdmc {{ max-width: 40em; margin: 0 auto; text-align: left; }}\n\
         .qdmc-title {{ font-size: 0.8em; color: #666; }}\n\
         .qdmc-question {{ font-weight: bold; margin: 0.5em 0; }}\n\
         .qdmc-choices li {{ margin: 0.3em 0; }}\n\
         .qdmc-sources, .qdmc-extra {{ font-size: 0.8em; margin-top: 0.8em; }}\n\
         .nightMode .qdmc-title, .night_mode .qdmc-title {{ color: #aaa; }}\n\
         /* The right choices, marked on the back. */\n{} {{ color: #1f8a47; font-weight: bold; }}\n\
         {} {{ content: \" \\2713\"; }}\n",
        marks.join(",\n"),
        marks.iter().map(|m| format!("{m}::after")).collect::<Vec<_>>().join(",\n")
    )
}

/// The fields of a note, in the order of [`field_names`]: the stem, the topic as the title, the
/// question type, the choices, a `1` or `0` for each, the page's URL as the source, and the
/// explanation (then the hint, with `--hint-lang`) as the extra field.
pub fn fields(text: &CardText) -> Vec<String> {
    let qtype = if text.correct.len() > 1 { "1" } else { "2" };
    let mut f = vec![text.stem.clone(), text.topic.clone(), qtype.to_owned()];
    f.extend((0..MAX_CHOICES).map(|i| text.choices.get(i).cloned().unwrap_or_default()));
    let answers: Vec<&str> = (0..text.choices.len())
        .map(|i| if text.correct.contains(&i) { "1" } else { "0" })
        .collect();
    f.push(answers.join(" "));
    f.push(text.url.clone());
    f.push(text.explanation.clone() + &text.hint.as_ref().map(|h| h.block()).unwrap_or_default());
    f
}

#[cfg(test)]
mod tests {
    use quizdeck_model::{Choice, Question};

    use super::*;
    use crate::html::Sanitizer;

    #[test]
    fn fields_are_the_add_ons_in_its_order() {
        assert_eq!(
            field_names(),
            [
                "Question",
                "Title",
                "QType (0=kprim,1=mc,2=sc)",
                "Q_1",
                "Q_2",
                "Q_3",
                "Q_4",
                "Q_5",
                "Answers",
                "Sources",
                "Extra 1"
            ]
        );
        assert_eq!((model().name, model().template), (NAME, NAME));
        assert_eq!(NAME, "AllInOne (kprim, mc, sc)");
    }

    #[test]
    fn several_right_choices_are_type_1_and_one_is_type_2() {
        let mut q = Question::new("en", "Volcanoes", "Which?");
        q.choices = (0..4).map(|i| Choice::new(char::from(b'A' + i).to_string(), "c")).collect();
        q.explanation = "Because.".into();
        let clean = Sanitizer::default();
        let multi = fields(&CardText::new(&q, &[0, 2], &clean, None));
        assert_eq!((&multi[1][..], &multi[2][..], &multi[8][..]), ("Volcanoes", "1", "1 0 1 0"));
        assert_eq!((&multi[6][..], &multi[7][..], &multi[10][..]), ("c", "", "<p>Because.</p>"));
        let single = fields(&CardText::new(&q, &[3], &clean, None));
        assert_eq!((&single[2][..], &single[8][..]), ("2", "0 0 0 1"));
    }

    #[test]
    fn every_way_to_a_right_choice_has_its_selector() {
        let css = css();
        // 1 + 2 + 4 + 8 + 16 prefixes.
        assert_eq!(css.matches("li[data-q=").count(), 2 * 31);
        assert!(css.contains(".qdmc-back[data-answers^=\"1\"] li[data-q=\"1\"]"));
        assert!(css.contains(".qdmc-back[data-answers^=\"0 1 0 0 1\"] li[data-q=\"5\"]"));
        assert!(!css.contains("[data-answers^=\"1 1\"] li[data-q=\"1\"]"));
    }
}
