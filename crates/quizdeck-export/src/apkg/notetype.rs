//! quizdeck's multiple-choice note type, and every note type as the schema-11 `models` JSON Anki
//! reads.
//!
//! Anki matches an incoming note type by id. When the ids match and every field and template
//! matches (by the ids given here), it keeps the existing note type and updates it only when ours
//! has a newer `mod`; any other difference makes Anki add a copy, and notes of the copy then
//! count as "conflicting" instead of updating. So:
//! - the id, the field list and the template list never change for a given [`NOTETYPE_ID`];
//! - a change of wording, styling or script bumps [`NOTETYPE_MTIME`] (Anki then updates the note
//!   type in place);
//! - a change of fields needs a new id and name.

use quizdeck_model::Question;
use serde_json::{Value, json};

use crate::html;
use crate::note_type::Model;
use crate::notes::{CardText, MAX_CHOICES, letter};

/// The note type's id (fixed forever; see the module comment).
pub const NOTETYPE_ID: i64 = 1_764_000_000_001;
/// The note type's name.
pub const NOTETYPE_NAME: &str = "quizdeck multiple choice";
/// When templates or styling last changed (Unix seconds); bump it with every such change.
pub const NOTETYPE_MTIME: i64 = 1_796_000_000;
/// The card template's name.
pub const TEMPLATE_NAME: &str = "Multiple choice";
/// The bilingual variant's id (`--hint-lang`): the same note type with two more fields, `Hint`
/// and `Hint Language`, so a note type of its own (fixed forever too).
pub const BILINGUAL_ID: i64 = 1_764_000_000_002;
/// The bilingual variant's name.
pub const BILINGUAL_NAME: &str = "quizdeck multiple choice (bilingual)";
/// The bilingual variant's extra fields.
const HINT_FIELDS: [&str; 2] = ["Hint", "Hint Language"];
/// Where the back shows the hint, in the bilingual variant: after the explanation, in a block of
/// its own that names its language.
const HINT_BLOCK: &str = "{{#Hint}}<div class=\"qd-hint\" lang=\"{{text:Hint Language}}\">\
                          <div class=\"qd-hint-lang\">{{text:Hint Language}}</div>{{Hint}}</div>\
                          {{/Hint}}";

const FRONT: &str = include_str!("assets/front.html");
const BACK: &str = include_str!("assets/back.html");
const QUESTION: &str = include_str!("assets/question.html");
const SCRIPT: &str = include_str!("assets/card.js");
/// The note type's stylesheet.
pub const CSS: &str = include_str!("assets/style.css");

/// Field names in order: the stem, one per choice, then the rest.
pub fn field_names() -> Vec<String> {
    let mut names = vec!["Question".to_owned()];
    names.extend((0..MAX_CHOICES).map(|i| letter(i).to_string()));
    names.extend(
        ["Answer", "Explanation", "Topic", "Language", "Source URL", "ID"].map(str::to_owned),
    );
    names
}

/// The front template.
pub fn front() -> String {
    fill(FRONT)
}

/// The back template: the question again (the correct choice marked), then the answer, and in
/// the `bilingual` variant the hint.
pub fn back(bilingual: bool) -> String {
    fill(BACK).replace("@HINT@\n", if bilingual { HINT_BLOCK } else { "" })
}

/// A template with the shared question markup and script put in.
fn fill(template: &str) -> String {
    template.replace("@QUESTION@", QUESTION.trim_end()).replace("@SCRIPT@", SCRIPT.trim_end())
}

/// quizdeck's note type, or its `bilingual` variant.
pub fn quizdeck_model(bilingual: bool) -> Model {
    let mut fields = field_names();
    if bilingual {
        fields.extend(HINT_FIELDS.map(str::to_owned));
    }
    Model {
        id: if bilingual { BILINGUAL_ID } else { NOTETYPE_ID },
        name: if bilingual { BILINGUAL_NAME } else { NOTETYPE_NAME },
        mtime: NOTETYPE_MTIME,
        fields,
        template: TEMPLATE_NAME,
        front: front(),
        back: back(bilingual),
        css: CSS.to_owned(),
        stock_kind: None,
    }
}

/// The fields of a quizdeck note, in the order of [`quizdeck_model`]'s of the same `bilingual`.
pub fn quizdeck_fields(text: &CardText, q: &Question, bilingual: bool) -> Vec<String> {
    let mut f = Vec::with_capacity(MAX_CHOICES + 7);
    f.push(text.stem.clone());
    f.extend((0..MAX_CHOICES).map(|i| text.choices.get(i).cloned().unwrap_or_default()));
    f.push(text.answer_letters());
    f.push(text.explanation.clone());
    f.push(text.topic.clone());
    f.push(text.lang.clone());
    f.push(text.url.clone());
    // The note type also puts the id into an attribute (`data-qd-id`).
    f.push(html::attribute_text(&q.id));
    if bilingual {
        let hint = text.hint.as_ref();
        f.push(hint.map(|h| h.html.clone()).unwrap_or_default());
        // Only letters, digits and `-`: the note type puts it into an attribute (`lang`).
        f.push(hint.map(|h| h.lang.clone()).unwrap_or_default());
    }
    f
}

/// A note type as an entry of the `col.models` map.
pub fn model_json(m: &Model) -> Value {
    let fields: Vec<Value> = m
        .fields
        .iter()
        .enumerate()
        .map(|(ord, name)| {
            json!({
                "name": name, "ord": ord, "sticky": false, "rtl": false, "font": "Arial",
                "size": 20, "media": [], "description": "", "plainText": false,
                "collapsed": false, "excludeFromSearch": false, "id": m.part_id("field", name),
            })
        })
        .collect();
    let mut model = json!({
        "id": m.id,
        "name": m.name,
        "type": 0,
        "mod": m.mtime,
        "usn": -1,
        "sortf": 0,
        "did": null,
        "tmpls": [{
            "name": m.template, "ord": 0, "qfmt": m.front, "afmt": m.back,
            "bqfmt": "", "bafmt": "", "did": null, "bfont": "", "bsize": 0,
            "id": m.part_id("template", m.template),
        }],
        "flds": fields,
        "css": m.css,
        "latexPre": "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
        "latexPost": "\\end{document}",
        "latexsvg": false,
        "req": [[0, "any", [0]]],
        "tags": [],
        "vers": [],
    });
    if let Some(kind) = m.stock_kind {
        model["originalStockKind"] = kind.into();
    }
    model
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_question_choices_and_the_rest() {
        let names = field_names();
        assert_eq!(names[0], "Question");
        assert_eq!(names[1..=MAX_CHOICES].join(""), "ABCDEFGHI");
        assert_eq!(
            &names[MAX_CHOICES + 1..],
            ["Answer", "Explanation", "Topic", "Language", "Source URL", "ID"]
        );
    }

    #[test]
    fn identity_is_pinned() {
        // These values are in users' collections: changing any of them makes Anki treat the next
        // import as a different note type and report every note as conflicting.
        let model = quizdeck_model(false);
        let m = model_json(&model);
        assert_eq!(m["id"], 1_764_000_000_001_i64);
        assert_eq!(m["flds"][0]["id"], model.part_id("field", "Question"));
        assert_eq!(model.part_id("field", "Question"), 4_230_449_298_272_308_148);
        assert_eq!(model.part_id("template", TEMPLATE_NAME), 324_550_462_649_328_427);
        let bilingual = quizdeck_model(true);
        assert_eq!((bilingual.id, bilingual.name), (1_764_000_000_002, BILINGUAL_NAME));
        assert_eq!(&bilingual.fields[..model.fields.len()], &model.fields[..]);
        assert_eq!(&bilingual.fields[model.fields.len()..], HINT_FIELDS);
    }

    #[test]
    fn templates_use_every_field_and_carry_the_script() {
        let plain = back(false);
        let (front, back) = (front(), back(true));
        assert!(!plain.contains("Hint") && !plain.contains('@') && back.contains("{{Hint}}"));
        for name in quizdeck_model(true).fields {
            assert!(
                front.contains(&format!("{name}}}}}")) || back.contains(&format!("{name}}}}}")),
                "{name}"
            );
        }
        assert!(front.contains("quizdeck-pick") && back.contains("quizdeck-pick"));
        assert!(!front.contains('@') && !back.contains('@'));
        assert!(CSS.contains(".nightMode") && CSS.contains("@media"));
    }
}
