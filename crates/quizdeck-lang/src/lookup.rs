//! Looking things up in the registry: languages by tag, code or name; scripts by letter; the
//! label alphabets and punctuation of every script together.

use std::sync::LazyLock;

use crate::data::{LANGUAGES, NAMES, SCRIPTS};
use crate::language::Language;
use crate::script::{HanForm, Punctuation, Script, ScriptInfo};

/// Every language, in registry order.
pub fn languages() -> &'static [&'static Language] {
    &LANGUAGES
}

/// The language of a BCP-47 tag (`fr`, `pt-BR`, `zh-Hant`, `iw`, `no-NO`; any case, `-` or `_`),
/// if the registry has it: by a variant's tag, else by the primary language subtag.
pub fn get(tag: &str) -> Option<&'static Language> {
    let tag = lower(tag.trim());
    let primary = tag.split('-').next().unwrap_or("");
    let codes = &*CODES;
    (codes.variants.get(tag.as_ref()))
        .or_else(|| codes.tags.get(primary))
        .or_else(|| codes.variants.get(primary))
        .copied()
}

/// The language whose ISO 639-3 code (as language detection reports it) is `code`.
pub fn by_iso639_3(code: &str) -> Option<&'static Language> {
    CODES.iso639_3.get(lower(code).as_ref()).copied()
}

/// A tag or code as the tables hold it, lower case with hyphens (`pt_BR` → `pt-br`); most are
/// asked as they are, without a copy.
fn lower(tag: &str) -> std::borrow::Cow<'_, str> {
    if tag.bytes().any(|b| b == b'_' || b.is_ascii_uppercase()) {
        std::borrow::Cow::Owned(tag.replace('_', "-").to_ascii_lowercase())
    } else {
        std::borrow::Cow::Borrowed(tag)
    }
}

/// Tables keyed by the registry's own words, never a page's: hashed with foldhash, several times
/// faster than the standard SipHash on short keys, with no need to resist chosen collisions.
type Map<V> = std::collections::HashMap<String, V, foldhash::fast::FixedState>;

/// The registry's codes in lower case, each with the first language (in registry order) that has
/// it: [`get`] and [`by_iso639_3`] are asked for every text a check reads, and going down the
/// registry for each was a tenth of some checks.
struct Codes {
    /// Variants' tags (`pt-br`, `zh-hant`).
    variants: Map<&'static Language>,
    /// Languages' own tags (`pt`, `zh`).
    tags: Map<&'static Language>,
    iso639_3: Map<&'static Language>,
}

static CODES: LazyLock<Codes> = LazyLock::new(|| {
    let mut codes = Codes {
        variants: Default::default(),
        tags: Default::default(),
        iso639_3: Default::default(),
    };
    for &l in languages() {
        for v in l.variants {
            codes.variants.entry(v.tag.to_ascii_lowercase()).or_insert(l);
        }
        codes.tags.entry(l.tag.to_ascii_lowercase()).or_insert(l);
        codes.iso639_3.entry(l.iso639_3.to_ascii_lowercase()).or_insert(l);
    }
    codes
});

/// The tag of a language name as a language switcher shows it (`Nederlands` → `nl`,
/// `Português (Brasil)` → `pt-BR`), or of such a language's tag itself (`EN`, `pt-br`). Case,
/// spaces, brackets of either width and an arrow after the name (`Español ▾`) do not matter.
pub fn by_endonym(text: &str) -> Option<&'static str> {
    let t = text.trim().trim_end_matches(['▾', '▼', '⌄', '˅', ' ']).trim();
    // Most texts asked about are sentences: longer than any name, they need no lower-case copy
    // (unless full-width brackets, which are dropped, make them long: their bytes start with EF).
    if t.len() > ENDONYMS.longest && !t.as_bytes().contains(&0xEF) {
        return None;
    }
    let t = t.to_lowercase().replace(['（', '）'], "");
    ENDONYMS.names.get(t.as_str()).or_else(|| AUTONYMS.get(t.as_str())).copied()
}

/// Every name [`by_endonym`] knows from the registry, with and without its brackets, and every
/// tag in lower case, each with the first language (in registry order, variants after their
/// language) that has it.
struct Endonyms {
    names: Map<&'static str>,
    /// Length in bytes of the longest name or tag, lower case.
    longest: usize,
}

static ENDONYMS: LazyLock<Endonyms> = LazyLock::new(|| {
    let mut names = Map::default();
    let mut add = |tag: &'static str, endonyms: &'static [&'static str]| {
        for &name in endonyms {
            names.entry(name.to_owned()).or_insert(tag);
            names.entry(name.replace(['(', ')'], "")).or_insert(tag);
            names.entry(tag.to_lowercase()).or_insert(tag);
        }
    };
    for l in languages() {
        add(l.tag, l.endonyms);
        for v in l.variants {
            add(v.tag, v.endonyms);
        }
    }
    // A text with capitals the lower case of which is longer still fits: lower-casing changes
    // the length of few letters, and never by more than this factor.
    let longest = names.keys().chain(AUTONYMS.keys()).map(String::len).max().unwrap_or(0) * 3;
    Endonyms { names, longest }
});

/// The own names of the languages that have a two-letter code, as the Unicode CLDR gives them
/// (`қазақ тілі` → `kk`, `монгол` → `mn`, `Melayu` → `ms`), in lower case: names of languages the
/// registry has no tables for, which a page's language line may still show; then the names of
/// [`NAMES`] (`саха тыла` → `sah`) where the CLDR's do not have them. Only whole names, never
/// codes: `IT` or `NO` on a line of their own are words as often as tags.
static AUTONYMS: LazyLock<Map<&'static str>> = LazyLock::new(|| {
    let mut names: Map<&'static str> = isolang::languages()
        .filter_map(|l| Some((l.to_autonym()?.to_lowercase(), l.to_639_1()?)))
        .collect();
    for &(tag, more) in NAMES {
        for &name in more {
            names.entry(name.to_owned()).or_insert(tag);
        }
    }
    names
});

/// The tag for a text in `language`: the variant whose written form the text shows (Chinese in
/// Simplified or Traditional characters: `zh-Hans`, `zh-Hant`), else the language's own tag.
pub fn tag_for_text(language: &Language, text: &str) -> &'static str {
    let Some(form) = han_form(text) else { return language.tag };
    language.variants.iter().find(|v| v.han == Some(form)).map_or(language.tag, |v| v.tag)
}

impl Punctuation<Vec<char>> {
    fn add(&mut self, p: &Punctuation) {
        for (all, more) in self.marks_mut().into_iter().zip(p.marks()) {
            let new: Vec<char> = more.iter().copied().filter(|c| !all.contains(c)).collect();
            all.extend(new);
        }
    }
}

static PUNCTUATION: LazyLock<Punctuation<Vec<char>>> = LazyLock::new(|| {
    let mut all = Punctuation::<Vec<char>>::default();
    for s in SCRIPTS {
        all.add(&s.punctuation);
    }
    all
});

static SENTENCE_ENDS: LazyLock<Vec<char>> = LazyLock::new(|| {
    let p = punctuation();
    [&p.full_stops, &p.question_marks, &p.exclamation_marks, &p.ellipses]
        .into_iter()
        .flatten()
        .copied()
        .collect()
});

/// The punctuation of every script together: what to look for in a text whose script is not
/// known.
pub fn punctuation() -> &'static Punctuation<Vec<char>> {
    &PUNCTUATION
}

/// Every mark that ends a sentence, in any script: full stops, question and exclamation marks,
/// ellipses.
pub fn sentence_ends() -> &'static [char] {
    &SENTENCE_ENDS
}

/// Every script the registry knows, `Common` first.
pub fn scripts() -> &'static [ScriptInfo] {
    SCRIPTS
}

/// What the registry knows of `script`.
pub fn script(script: Script) -> &'static ScriptInfo {
    let found = SCRIPTS.iter().find(|s| s.script == script);
    // Every variant has an entry (a test checks it); `Common` stands in otherwise.
    found.unwrap_or(&SCRIPTS[0])
}

/// The script of letter `c`, if it is a letter of a script the registry knows.
#[inline]
pub fn script_of(c: char) -> Option<Script> {
    // ASCII letters are Latin (a test holds the table to it): most letters read are, and are
    // answered without the table, inlined where the other crates ask it character by character.
    if c.is_ascii() {
        return c.is_ascii_alphabetic().then_some(Script::Latin);
    }
    script_beyond_ascii(c)
}

/// [`script_of`] of a character beyond ASCII.
fn script_beyond_ascii(c: char) -> Option<Script> {
    if !c.is_alphabetic() {
        return None;
    }
    let cp = c as u32;
    match BMP_SCRIPTS.get(cp as usize) {
        Some(&NO_SCRIPT) => None,
        Some(&i) => Some(SCRIPTS[usize::from(i)].script),
        None => script_in_table(cp),
    }
}

/// The first script of [`SCRIPTS`] whose letters hold `cp`: the registry's own answer, which
/// [`BMP_SCRIPTS`] holds ready for the Basic Multilingual Plane.
fn script_in_table(cp: u32) -> Option<Script> {
    SCRIPTS
        .iter()
        .find(|s| s.letters.iter().any(|&(from, to)| (from..=to).contains(&cp)))
        .map(|s| s.script)
}

/// No script: see [`BMP_SCRIPTS`].
const NO_SCRIPT: u8 = u8::MAX;

/// For every code point of the Basic Multilingual Plane, the place in [`SCRIPTS`] of the first
/// script whose letters hold it, or [`NO_SCRIPT`]. Every text the other crates look at is read
/// letter by letter, most of them several times (anchors, words, language checks): a lookup in
/// 64 KiB, filled once, instead of a walk through every script's ranges for each letter.
static BMP_SCRIPTS: LazyLock<Vec<u8>> = LazyLock::new(|| {
    let mut table = vec![NO_SCRIPT; 0x1_0000];
    // In reverse, so that where ranges overlap the first script in the registry's order wins.
    for (i, s) in SCRIPTS.iter().enumerate().rev() {
        let i = u8::try_from(i).expect("fewer than 255 scripts");
        for &(from, to) in s.letters.iter().rev() {
            for cp in from..=to.min(0xFFFF) {
                table[cp as usize] = i;
            }
        }
    }
    table
});

/// The language a text must be in because of its script alone: its letters other than Latin
/// ones (terms and code) are all of one script, which writes at least half of all its letters, and
/// the registry has exactly one language written in that script alone (Hangul: Korean; Han with
/// no kana: Chinese, in the form [`tag_for_text`] tells; Greek, Thai, Georgian …). `None` for
/// scripts several languages share (Latin, Cyrillic, Arabic, Hebrew, Devanagari) and for text in
/// two scripts (Japanese): those need a detector.
pub fn by_script(text: &str) -> Option<&'static str> {
    let (mut main, mut n, mut letters) = (None, 0, 0);
    for s in text.chars().filter_map(script_of) {
        letters += 1;
        if s == Script::Latin {
            continue;
        }
        match main {
            None => main = Some(s),
            Some(m) if m != s => return None,
            Some(_) => {}
        }
        n += 1;
    }
    let main = main.filter(|_| n * 2 >= letters)?;
    let mut alone = languages().iter().filter(|l| l.scripts == [main]);
    match (alone.next(), alone.next()) {
        (Some(l), None) => Some(tag_for_text(l, text)),
        _ => None,
    }
}

/// Whether `c` is a letter of a script written without spaces between words (Chinese, Japanese,
/// Thai, Lao, Khmer, Burmese): a text in it is measured in characters, not words.
pub fn unspaced(c: char) -> bool {
    use Script::{Han, Hiragana, Katakana, Khmer, Lao, Myanmar, Thai};
    matches!(script_of(c), Some(Han | Hiragana | Katakana | Thai | Lao | Khmer | Myanmar))
}

/// Whether a word ending in `c` ends at a word edge when a letter of another script or
/// punctuation follows, as in the scripts of [`ScriptInfo::word_edges`]; digits count as such.
pub fn has_word_edges(c: char) -> bool {
    c.is_ascii_digit() || script_of(c).is_some_and(|s| script(s).word_edges)
}

static LABELS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    let common = |s: &&ScriptInfo| s.script == Script::Common;
    let scripts = SCRIPTS.iter().filter(|s| !common(s)).chain(SCRIPTS.iter().filter(common));
    scripts.flat_map(|s| s.labels.iter().copied()).collect()
});

/// Every choice-label alphabet, script by script (Latin capitals first, the alphabets every
/// script shares, such as circled numbers, last).
pub fn label_alphabets() -> &'static [&'static str] {
    &LABELS
}

/// The ASCII digit a decimal digit of any script stands for (`٣` → `3`, `３` → `3`).
#[inline]
pub fn ascii_digit(c: char) -> Option<char> {
    if c.is_ascii() {
        // `0` is the zero of the common digits: an ASCII digit stands for itself.
        return c.is_ascii_digit().then_some(c);
    }
    digit_beyond_ascii(c)
}

/// [`ascii_digit`] of a character beyond ASCII.
fn digit_beyond_ascii(c: char) -> Option<char> {
    let cp = c as u32;
    // The last zero at or before `cp`: the digit blocks of ten do not overlap.
    let at = ZEROS.partition_point(|&z| z <= cp).checked_sub(1)?;
    let zero = ZEROS[at];
    (cp < zero + 10).then(|| char::from_digit(cp - zero, 10)).flatten()
}

/// The zeros of every script's decimal digits, in code point order, for a binary search: texts
/// are normalized character by character, and most characters are no digit.
static ZEROS: LazyLock<Vec<u32>> = LazyLock::new(|| {
    let mut zeros: Vec<u32> =
        SCRIPTS.iter().flat_map(|s| s.zeros.iter()).map(|&z| z as u32).collect();
    zeros.sort_unstable();
    zeros
});

/// Which form of Han characters `text` is written in, when its frequent characters show it.
pub fn han_form(text: &str) -> Option<HanForm> {
    let pairs = script(Script::Han).han_pairs;
    let (mut simplified, mut traditional) = (0, 0);
    for c in text.chars() {
        for &(s, t) in pairs {
            if s != t {
                simplified += usize::from(c == s);
                traditional += usize::from(c == t);
            }
        }
    }
    match simplified.cmp(&traditional) {
        std::cmp::Ordering::Greater => Some(HanForm::Simplified),
        std::cmp::Ordering::Less => Some(HanForm::Traditional),
        std::cmp::Ordering::Equal => None,
    }
}

#[cfg(test)]
mod table_tests {
    use super::*;

    /// The digit of `c` as the registry's table gives it, walked in order.
    fn digit_in_table(c: char) -> Option<char> {
        let cp = c as u32;
        let zero = SCRIPTS
            .iter()
            .flat_map(|s| s.zeros.iter())
            .map(|&z| z as u32)
            .find(|&z| (z..z + 10).contains(&cp))?;
        char::from_digit(cp - zero, 10)
    }

    #[test]
    fn lookups_give_what_the_registry_s_order_gives_for_every_character() {
        let all = (0..=0x10_FFFFu32).filter_map(char::from_u32);
        for c in all.filter(|&c| (c as u32) < 0x3_0000 || c.is_alphabetic()) {
            let by_table = c.is_alphabetic().then(|| script_in_table(c as u32)).flatten();
            assert_eq!(script_of(c), by_table, "{c:?}");
            assert_eq!(ascii_digit(c), digit_in_table(c), "{c:?}");
        }
        // The digit blocks of ten do not overlap, as the binary search needs.
        assert!(ZEROS.windows(2).all(|w| w[0] + 10 <= w[1]), "{:?}", *ZEROS);
    }
}

#[cfg(test)]
mod by_script_tests {
    use super::by_script;

    #[test]
    fn a_script_only_one_language_writes_names_it() {
        assert_eq!(by_script("備抵資產帳戶對資產負債表有何影響？RPA 的優勢"), Some("zh-Hant"));
        assert_eq!(by_script("数据库的索引有什么作用？"), Some("zh-Hans"));
        assert_eq!(by_script("색인은 무엇을 빠르게 합니까? SQL"), Some("ko"));
        assert_eq!(by_script("Ποιο πρωτόκολλο χρησιμοποιεί η θύρα 443;"), Some("el"));
    }

    #[test]
    fn shared_scripts_and_mixed_text_are_left_to_the_detector() {
        assert_eq!(by_script("東京の人口はどのくらいですか"), None, "kana beside Han: Japanese");
        assert_eq!(by_script("Какой порт использует HTTPS?"), None, "Cyrillic: many languages");
        assert_eq!(by_script("What does 索引 mean here in this long English sentence?"), None);
        assert_eq!(by_script("123 + 456"), None);
    }
}

#[cfg(test)]
mod letters_tests {
    use super::{languages, script_of};

    /// A language's distinct and foreign letters are lower-case letters of its own scripts, no
    /// letter is both, and each letter foreign to it is one a language close to it writes (that
    /// has the letters' table and does not call it foreign).
    #[test]
    fn distinct_and_foreign_letters_are_its_scripts_and_its_sisters() {
        for l in languages() {
            let all = l.distinct_letters.iter().chain(l.foreign_letters);
            for &c in all {
                assert!(c.is_lowercase(), "{c} of {}", l.tag);
                assert!(script_of(c).is_some_and(|s| l.scripts.contains(&s)), "{c} of {}", l.tag);
            }
            for c in l.foreign_letters {
                assert!(!l.distinct_letters.contains(c), "{c} of {}", l.tag);
                let sister = languages().iter().any(|o| {
                    o.tag != l.tag
                        && o.is_close_to(l)
                        && !o.foreign_letters.is_empty()
                        && !o.foreign_letters.contains(c)
                });
                assert!(sister, "{c} foreign to {}: no language close to it writes it", l.tag);
            }
        }
    }
}
