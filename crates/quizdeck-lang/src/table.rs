//! The registry as a table, one row per language and per script: what `languages.md` shows, so
//! that a language's missing parts are plain to see.

use std::fmt::Write;

use crate::language::Language;
use crate::lookup::{languages, scripts};

/// `languages.md`: every language with the parts the registry has of it (a count of words, or
/// `·` for none), then every script with its label alphabets, digits and punctuation.
pub fn table() -> String {
    let mut out = String::from(
        "# Languages\n\n\
         Generated from the registry by `SNAPSHOTS=overwrite cargo test -p quizdeck-lang`; \
         do not edit. Numbers count the entries of each part; `·` marks a part not known yet.\n\n\
         | tag | language | ISO 639-3 | scripts | families | endonyms | variants | numbers | \
         scale | radix | units | time | rates | negations | negation idioms | except words | answer words | wrong words | reader words | decades | open ends | \
         minus | acronyms | written out | emphasis | quiz words | question prefixes | option words | copulas | particles | \
         distinct letters | foreign letters | common words |\n\
         |---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for l in languages() {
        row(&mut out, l);
    }
    out.push_str(
        "\n# Scripts\n\n\
         | script | letters | word edges | label alphabets | digits from | punctuation |\n\
         |---|---|---|---|---|---|\n",
    );
    for s in scripts() {
        let p = &s.punctuation;
        let marks: String = p
            .marks()
            .iter()
            .flat_map(|m| m.iter())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let ranges: Vec<String> =
            s.letters.iter().map(|(a, b)| format!("{a:04X}–{b:04X}")).collect();
        let _ = writeln!(
            out,
            "| {:?} | {} | {} | {} | {} | {} |",
            s.script,
            dot(ranges.join(", ")),
            if s.word_edges { "yes" } else { "·" },
            dot(s.labels.join(" ")),
            dot(s.zeros.iter().map(char::to_string).collect::<Vec<_>>().join(" ")),
            dot(cell(&marks)),
        );
    }
    out
}

fn row(out: &mut String, l: &Language) {
    let count = |n: usize| if n == 0 { "·".to_owned() } else { n.to_string() };
    let pairs = |p: &[(&str, &[&str])]| count(p.iter().map(|(_, w)| w.len()).sum());
    let numbers: usize = l.numbers.iter().map(|n| n.words().len()).sum();
    let scripts: Vec<String> = l.scripts.iter().map(|s| format!("{s:?}")).collect();
    let families: Vec<String> = l.families.iter().map(|f| format!("{f:?}")).collect();
    let variants: Vec<&str> = l.variants.iter().map(|v| v.tag).collect();
    let _ = writeln!(
        out,
        "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
        l.tag,
        l.name,
        l.iso639_3,
        scripts.join(", "),
        dot(families.join(", ")),
        dot(cell(&l.endonyms.join(", "))),
        dot(variants.join(", ")),
        count(numbers),
        count(l.scale_words.len() + l.scale_words_before.len()),
        count(l.radix_marks.len()),
        pairs(l.unit_words),
        pairs(l.time_words),
        count(l.rate_units.len()),
        count(l.negations.len()),
        count(l.negation_idioms.len()),
        count(l.except_words.len()),
        count(l.answer_words.len()),
        count(l.wrong_words.len()),
        count(l.reader_words.len()),
        count(l.decades.len()),
        count(l.open_ends.len()),
        count(l.minus_words.len()),
        count(l.acronyms.len()),
        pairs(l.written_out),
        count(l.emphasis.len()),
        count(l.quiz_words.len()),
        count(l.question_prefixes.len()),
        count(l.option_words.len()),
        count(l.copulas.len()),
        count(l.particles.len()),
        dot(l.distinct_letters.iter().collect()),
        dot(l.foreign_letters.iter().collect()),
        count(l.common_words.len()),
    );
}

/// A table cell: `|` escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|")
}

fn dot(text: String) -> String {
    if text.is_empty() { "·".to_owned() } else { text }
}
