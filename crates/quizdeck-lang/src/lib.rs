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
//! 1. Add one [`Language`] entry to the list of its family in `src/data/` (`germanic.rs`,
//!    `romance.rs`, `slavic.rs`, `asia.rs`, `more.rs`): its tag, English name, ISO 639-3 code
//!    (the one language detection reports), scripts, the [`Family`] it is too close to for
//!    detection to tell apart, and its endonyms in lower case. Fill in what you know well of the
//!    rest (number, scale, unit and time words, acronyms, emphasis, name particles) and end with
//!    `..Language::BLANK`, which leaves the other parts empty.
//! 2. Run `QUIZDECK_UPDATE_LANGUAGES=1 cargo test -p quizdeck-lang` to regenerate
//!    `languages.md`, and check that its row shows the parts you gave.
//! 3. Add a test where the language's part matters: a text rendering whose first line is its
//!    endonym gets its tag (`quizdeck-scrape`), or its numbers pair with digits
//!    (`quizdeck-group`'s anchors).
//!
//! Nothing else changes: the readers, grouping and checks read every language from here.
//!
//! # Add a label alphabet
//!
//! 1. Add the alphabet, in order, to `labels` of its script in `src/data/scripts.rs` (add the
//!    script, with its letter ranges, if it is not there). A character in two alphabets reads as
//!    a letter of the earlier one, so add a new alphabet after the others of its script.
//! 2. Regenerate `languages.md` as above.
//! 3. Add a test: a page labelled in the new alphabet parses, its labels read as `A`, `B`, `C`.

mod data;
mod language;
mod script;
mod table;

pub use language::{Family, HanForm, Language, NumberWords, Variant};
pub use script::{
    Punctuation, Script, ScriptInfo, ascii_digit, han_form, has_word_edges, label_alphabets,
    punctuation, script, script_of, scripts,
};
pub use table::table;

/// The language a group of translations takes its id and topic from when it has it: English,
/// which most quiz sites write first and translate from.
pub const PIVOT: &str = "en";

/// Every language, in registry order.
pub fn languages() -> &'static [&'static Language] {
    &data::LANGUAGES
}

/// The language of a BCP-47 tag (`fr`, `pt-BR`, `zh-Hant`, `iw`, `no-NO`; any case, `-` or `_`),
/// if the registry has it: by a variant's tag, else by the primary language subtag.
pub fn get(tag: &str) -> Option<&'static Language> {
    let tag = tag.trim().replace('_', "-");
    let primary = tag.split('-').next().unwrap_or("");
    let variant = |t: &str| {
        languages()
            .iter()
            .copied()
            .find(|l| l.variants.iter().any(|v| v.tag.eq_ignore_ascii_case(t)))
    };
    variant(&tag)
        .or_else(|| languages().iter().copied().find(|l| l.tag.eq_ignore_ascii_case(primary)))
        .or_else(|| variant(primary))
}

/// The language whose ISO 639-3 code (as language detection reports it) is `code`.
pub fn by_iso639_3(code: &str) -> Option<&'static Language> {
    languages().iter().copied().find(|l| l.iso639_3.eq_ignore_ascii_case(code))
}

/// The tag of a language name as a language switcher shows it (`Nederlands` → `nl`,
/// `Português (Brasil)` → `pt-BR`), or of such a language's tag itself (`EN`, `pt-br`). Case,
/// spaces, brackets of either width and an arrow after the name (`Español ▾`) do not matter.
pub fn by_endonym(text: &str) -> Option<&'static str> {
    let t = text.trim().trim_end_matches(['▾', '▼', '⌄', '˅', ' ']).trim().to_lowercase();
    let t = t.replace(['（', '）'], "");
    let names = |tag: &'static str, endonyms: &'static [&'static str]| {
        endonyms.iter().map(move |&name| (name, tag))
    };
    languages()
        .iter()
        .flat_map(|l| {
            let variants = l.variants.iter().flat_map(move |v| names(v.tag, v.endonyms));
            names(l.tag, l.endonyms).chain(variants)
        })
        .find(|(name, tag)| {
            t == *name || t == name.replace(['(', ')'], "") || t == tag.to_lowercase()
        })
        .map(|(_, tag)| tag)
}
