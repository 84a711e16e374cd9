//! What quizdeck knows of each language and script, in one place.
//!
//! The readers and the checks look for language-specific things: a language's name on a page
//! (`Nederlands`), its ISO codes, the letters pages label choices with (`A B C`, `А Б В`, `イ ロ
//! ハ`), its punctuation (`：`, `。`, `؟`), its numbers, units and acronyms as translations write
//! them (`vierzehn`, `Go`, `IA`). All of it lives here, as data: one [`Language`] entry per
//! language and one [`ScriptInfo`] per script, looked up through a few functions — [`get`],
//! [`by_endonym`], [`by_iso639_3`], [`languages`], [`scripts`], [`script_of`],
//! [`label_alphabets`], [`punctuation`]. `languages.md`, beside this crate's manifest, lists every
//! language with the parts it has; a test keeps it current.
//!
//! ```
//! let fr = quizdeck_lang::get("fr").unwrap();
//! assert_eq!((fr.name, fr.iso639_3), ("French", "fra"));
//! assert!(fr.is_latin());
//! assert_eq!(quizdeck_lang::get("pt-BR").map(|l| l.tag), Some("pt"));
//! assert_eq!(quizdeck_lang::by_endonym("Português (Brasil)"), Some("pt-BR"));
//! assert_eq!(quizdeck_lang::by_iso639_3("cmn").map(|l| l.tag), Some("zh"));
//! assert_eq!(quizdeck_lang::script_of('Б'), Some(quizdeck_lang::Script::Cyrillic));
//! assert!(quizdeck_lang::label_alphabets().iter().any(|a| a.starts_with("АБВ")));
//! assert!(quizdeck_lang::punctuation().colons.contains(&'：'));
//! ```
//!
//! # Add a language
//!
//! 1. Add one [`Language`] entry to the list of its family or region in `src/data/`
//!    (`germanic.rs`, `romance.rs`, `slavic.rs`, `asia.rs`, `south_asia.rs`, `middle_east.rs`,
//!    `europe_other.rs`, `further.rs` …; a file past 800 lines is split by region, keeping the
//!    order of the list, since the first entry answers): its tag, English name, ISO 639-3 code
//!    (the one language detection reports), scripts, the [`Family`] it is too close to for
//!    detection to tell apart, its endonyms in lower case, and its answer words (the beginnings
//!    of the words a line naming the answer leads with: `answer`, `lösung`, `odpov`), without
//!    which no key line of the language is read. Fill in what you know well of the rest (words
//!    addressing the reader, number, scale, unit and time words, acronyms, emphasis, name
//!    particles, its commonest words) and end with `..Language::BLANK`, which leaves the other
//!    parts empty. A text plainly in a language is spared language detection only when that
//!    language and every other language at hand have their commonest words (see [`common`]).
//! 2. Run `SNAPSHOTS=overwrite cargo test -p quizdeck-lang` to regenerate
//!    `languages.md`, and check that its row shows the parts you gave.
//! 3. Add a test where the language's part matters: a text rendering whose first line is its
//!    endonym gets its tag (`quizdeck-scrape`), or its numbers pair with digits
//!    (`quizdeck-group`'s anchors).
//!
//! Nothing else changes: the readers, grouping and checks read every language from here. The ISO
//! 639-3 code also lets language detection name the language, when the detector knows it; a
//! language written in a script the registry lacks needs that script first (see below).
//!
//! # Add a label alphabet
//!
//! 1. Add the alphabet, in order, to `labels` of its script in `src/data/scripts.rs` (add the
//!    script, with its letter ranges, if it is not there). A character in two alphabets reads as
//!    a letter of the earlier one, so add a new alphabet after the others of its script.
//! 2. Regenerate `languages.md` as above.
//! 3. Add a test: a page labelled in the new alphabet parses, its labels read as `A`, `B`, `C`.

mod case;
pub mod common;
mod data;
mod language;
mod lookup;
mod script;
mod table;

pub use case::push_lowercase;
pub use language::{Decades, Family, Language, NumberWords, Variant};
pub use lookup::{
    ascii_digit, by_endonym, by_iso639_3, by_script, get, han_form, has_word_edges,
    label_alphabets, languages, punctuation, script, script_of, scripts, sentence_ends,
    tag_for_text, unspaced,
};
pub use script::{HanForm, Punctuation, Script, ScriptInfo};
pub use table::table;

/// The language a group of translations takes its id and topic from when it has it: English,
/// which most quiz sites write first and translate from.
pub const PIVOT: &str = "en";
