//! quizdeck's multiple-choice note type, as the schema-11 `models` JSON Anki reads.
//!
//! Anki matches an incoming note type by id. When the ids match and every field and template
//! matches (by the ids given here), it keeps the existing note type and updates it only when ours
//! has a newer `mod`; any other difference makes Anki add a copy, and notes of the copy then
//! count as "conflicting" instead of updating. So:
//! - the id, the field list and the template list never change for a given [`NOTETYPE_ID`];
//! - a change of wording, styling or script bumps [`NOTETYPE_MTIME`] (Anki then updates the note
//!   type in place);
//! - a change of fields needs a new id and name.

use quizdeck_model::digest_u64;
use serde_json::{Value, json};

use crate::notes::{MAX_CHOICES, letter};

/// The note type's id (fixed forever; see the module comment).
pub const NOTETYPE_ID: i64 = 1_764_000_000_001;
/// The note type's name.
pub const NOTETYPE_NAME: &str = "quizdeck multiple choice";
/// When templates or styling last changed (Unix seconds); bump it with every such change.
pub const NOTETYPE_MTIME: i64 = 1_796_000_000;
/// The card template's name.
pub const TEMPLATE_NAME: &str = "Multiple choice";

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

/// The back template: the question again (the correct choice marked), then the answer.
pub fn back() -> String {
    fill(BACK)
}

/// A template with the shared question markup and script put in.
fn fill(template: &str) -> String {
    template.replace("@QUESTION@", QUESTION.trim_end()).replace("@SCRIPT@", SCRIPT.trim_end())
}

/// A stable id for a field or template of this note type, so Anki matches them by id even if a
/// user renames them.
fn part_id(kind: &str, name: &str) -> i64 {
    (digest_u64(["quizdeck-notetype", &NOTETYPE_ID.to_string(), kind, name]) >> 2) as i64
}

/// The note type as an entry of the `col.models` map.
pub fn model_json() -> Value {
    let fields: Vec<Value> = field_names()
        .iter()
        .enumerate()
        .map(|(ord, name)| {
            json!({
                "name": name, "ord": ord, "sticky": false, "rtl": false, "font": "Arial",
                "size": 20, "media": [], "description": "", "plainText": false,
                "collapsed": false, "excludeFromSearch": false, "id": part_id("field", name),
            })
        })
        .collect();
    json!({
        "id": NOTETYPE_ID,
        "name": NOTETYPE_NAME,
        "type": 0,
        "mod": NOTETYPE_MTIME,
        "usn": -1,
        "sortf": 0,
        "did": null,
        "tmpls": [{
            "name": TEMPLATE_NAME, "ord": 0, "qfmt": front(), "afmt": back(),
            "bqfmt": "", "bafmt": "", "did": null, "bfont": "", "bsize": 0,
            "id": part_id("template", TEMPLATE_NAME),
        }],
        "flds": fields,
        "css": CSS,
        "latexPre": "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
        "latexPost": "\\end{document}",
        "latexsvg": false,
        "req": [[0, "any", [0]]],
        "tags": [],
        "vers": [],
    })
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
        let m = model_json();
        assert_eq!(m["id"], 1_764_000_000_001_i64);
        assert_eq!(m["flds"][0]["id"], part_id("field", "Question"));
        assert_eq!(part_id("field", "Question"), 4_230_449_298_272_308_148);
        assert_eq!(part_id("template", TEMPLATE_NAME), 324_550_462_649_328_427);
    }

    #[test]
    fn templates_use_every_field_and_carry_the_script() {
        let (front, back) = (front(), back());
        for name in field_names() {
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
