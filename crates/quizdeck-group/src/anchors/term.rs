//! Acronyms, Latin-script technical terms and words shared across languages.

use foldhash::{HashMap, HashMapExt};
use std::sync::LazyLock;

use super::normalize::{GROUP_SPACE, family, fold, is_latin_letter};

/// Every language's own spellings of acronyms (`IA`, `KI`, `ИИ` for `AI`), with the canonical one.
fn equivalents() -> impl Iterator<Item = &'static (&'static str, &'static str)> {
    quizdeck_lang::languages().iter().flat_map(|l| l.acronyms)
}

/// The beginnings of the words the languages write out instead of `acronym` (any case), so that
/// `процессора`, `le processeur` or `处理器` still name the `CPU`: folded, as texts are compared
/// with them, once for every run rather than at every comparison.
fn written_out(acronym: &str) -> &'static [String] {
    static FOLDED: LazyLock<HashMap<&'static str, Vec<String>>> = LazyLock::new(|| {
        let mut folded: HashMap<&'static str, Vec<String>> = HashMap::new();
        for (acronym, words) in quizdeck_lang::languages().iter().flat_map(|l| l.written_out) {
            folded.entry(acronym).or_default().extend(words.iter().map(|w| fold(w)));
        }
        folded
    });
    FOLDED.get(acronym).map_or(&[], Vec::as_slice)
}

/// Every language's spellings of acronyms, both ways: local → canonical (the first language's,
/// in registry order, as a scan of [`equivalents`] finds it) and canonical → its local spellings
/// (in registry order). Asked for every term of every text and every acronym two texts compare.
struct Equivalents {
    canonical: HashMap<&'static str, &'static str>,
    locals: HashMap<&'static str, Vec<&'static str>>,
}

static EQUIVALENTS: LazyLock<Equivalents> = LazyLock::new(|| {
    let mut canonical = HashMap::new();
    let mut locals: HashMap<&'static str, Vec<&'static str>> = HashMap::new();
    for &(local, canon) in equivalents() {
        canonical.entry(local).or_insert(canon);
        locals.entry(canon).or_default().push(local);
    }
    Equivalents { canonical, locals }
});

/// The local spellings of the canonical `acronym` (`ИИ`, `IA`, `KI` for `AI`), in registry order.
fn local_spellings(acronym: &str) -> &'static [&'static str] {
    EQUIVALENTS.locals.get(acronym).map_or(&[], Vec::as_slice)
}

/// The canonical spelling of an acronym (`IA` → `AI`, `GPUs` → `GPU`).
pub fn canonical_acronym(token: &str) -> String {
    let base = inflected_stem(token).unwrap_or(token);
    EQUIVALENTS.canonical.get(base).copied().unwrap_or(base).to_owned()
}

/// Whether `acronym` is one that languages localize (`UN`, for `ONU`, `ООН`, `BM`): an acronym of
/// its own, which no language writes for another.
pub fn is_localized_elsewhere(acronym: &str) -> bool {
    local_spellings(acronym).iter().any(|&local| local != acronym)
}

/// The acronym of a plural (`GPUs`) or of a word with a case ending ([`case_stem`]).
fn inflected_stem(token: &str) -> Option<&str> {
    let plural = token.strip_suffix('s').filter(|stem| {
        stem.len() >= 2 && stem.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
    });
    plural.or_else(|| case_stem(token))
}

/// Finnish case endings longer than two letters, as an acronym said as a word takes them glued
/// on (`CERNissä`, `NASAssa`, `NATOlle`): in, from, to, as; and Basque ones (`NBEren`,
/// `NATOrekin`, `UNESCOtik`): of, with, from; and Uzbek ones (`BMTning`, `NATOdan`,
/// `BMTdagi`): of, from, in.
const LONG_ENDINGS: &[&str] = &[
    "ssa", "ssä", "sta", "stä", "lla", "llä", "lta", "ltä", "lle", "ksi", "iin", "issa", "issä",
    "ista", "istä", "ille", "illa", "illä", "ilta", "iltä", "ren", "rekin", "tik", "ning", "dan",
    "dagi",
];

/// The acronym of a word that glues a case ending to it (Finnish `NASAn`, `GPUn`, `CERNissä`,
/// the partitive `CERNiä`): three capitals or more, then a case ending ([`is_case_ending`]),
/// and no unit (`MHz`). A longer run of small letters makes another word (`SQLite`, `GNUstep`).
/// Two capitals are enough where they are a language's own spelling of an acronym (Estonian
/// `ELi`, `ELis`: of the EU, in the EU), which no unit or other word of two capitals is.
fn case_stem(token: &str) -> Option<&str> {
    let caps = token.bytes().take_while(u8::is_ascii_uppercase).count();
    let known = || caps == 2 && EQUIVALENTS.canonical.contains_key(&token[..caps]);
    ((caps >= 3 || known())
        && is_case_ending(&token[caps..])
        && super::unit::canonical(token).is_none())
    .then(|| &token[..caps])
}

/// Whether `ending`, glued to an acronym or a term, is a case ending: one or two small letters,
/// or one of the longer endings the languages glue on ([`LONG_ENDINGS`]).
fn is_case_ending(ending: &str) -> bool {
    let short = (1..=2).contains(&ending.chars().count()) && ending.chars().all(char::is_lowercase);
    short || LONG_ENDINGS.contains(&ending)
}

/// Whether `term` is one of mixed case, two capitals or more, that ends in a small letter
/// (`CPython`, `PyTorch`, `JavaScript`).
fn mixed_case_term(term: &str) -> bool {
    term.bytes().filter(u8::is_ascii_uppercase).count() >= 2
        && term.bytes().last().is_some_and(|b| b.is_ascii_lowercase())
}

/// Whether `word`, all capitals of the Cyrillic or Greek script, is `acronym` (ASCII capitals)
/// written letter by letter in that script, as translators write names they keep (`НАСА` for
/// `NASA`, `ΝΑΤΟ` for `NATO`, `ЮНЕСКО` for `UNESCO`).
fn transliterates(word: &str, acronym: &str) -> bool {
    fn letters(latin: u8) -> &'static str {
        match latin {
            b'A' => "АΑ",
            b'B' => "БВΒ",
            b'C' => "СКЦΚΣ",
            b'D' => "ДΔ",
            b'E' => "ЕЭЄΕΗ",
            b'F' => "ФΦ",
            b'G' => "ГҐΓ",
            b'H' => "ХГΗΧ",
            b'I' => "ИІЇЙΙ",
            b'J' => "ДЙЖ",
            b'K' => "КΚ",
            b'L' => "ЛΛ",
            b'M' => "МΜ",
            b'N' => "НΝ",
            b'O' => "ОΟΩ",
            b'P' => "ПΠ",
            b'Q' => "К",
            b'R' => "РΡ",
            b'S' => "СΣ",
            b'T' => "ТΤ",
            b'U' => "УЮΥ",
            b'V' => "ВΒ",
            b'W' => "ВУ",
            b'X' => "ХКΞΧ",
            b'Y' => "ИЙЫΥ",
            b'Z' => "ЗΖ",
            _ => "",
        }
    }
    acronym.len() >= 2
        && word.chars().count() == acronym.len()
        && word.chars().zip(acronym.bytes()).all(|(c, a)| letters(a).contains(c))
}

/// Whether `token` (ASCII letters and digits, starting with a letter) looks like an acronym or a
/// technical term rather than a word: `GPU`, `GPUs`, `FP16`, `H100`, `x86`, `PyTorch`, `iOS`.
fn is_acronym_like(token: &str) -> bool {
    let upper = token.chars().filter(char::is_ascii_uppercase).count();
    let lower = token.chars().filter(char::is_ascii_lowercase).count();
    let digits = token.chars().filter(char::is_ascii_digit).count();
    let first_lower = token.starts_with(|c: char| c.is_ascii_lowercase());
    digits > 0 && upper + lower > 0 || upper >= 2 || (upper == 1 && first_lower && lower > 0)
}

/// Whether an acronym is distinctive enough to be expected in a translation even without a
/// majority of languages to tell: not an all-caps word a language's quizzes use for emphasis
/// (`Which is NOT …`), which only a majority could tell from an acronym.
pub fn is_strong(acronym: &str) -> bool {
    let emphasis = || quizdeck_lang::languages().iter().flat_map(|l| l.emphasis);
    acronym.chars().any(|c| c.is_ascii_digit())
        || acronym.chars().any(|c| c.is_ascii_lowercase())
        || (acronym.len() <= 4 && !emphasis().any(|e| *e == acronym))
}

/// The runs of ASCII letters and digits of `text` that look like an acronym or a term (see
/// [`is_acronym_like`]), with their byte offsets, skipping those that are glued to a Latin letter
/// with diacritics (part of a longer word).
///
/// Every word of every text is a run: each is read byte by byte with its capitals, small letters
/// and digits counted as it goes, and only the few that may be a term are kept.
pub(crate) fn term_runs(text: &str) -> Vec<(usize, &str)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if BYTE_CLASS[usize::from(bytes[i])] == 0 {
            i += 1;
            continue;
        }
        let start = i;
        // Capitals, small letters and digits, counted in one sum of their bits.
        let mut sum = 0u32;
        while let Some(&class) = bytes.get(i).map(|&b| &BYTE_CLASS[usize::from(b)]) {
            if class == 0 {
                break;
            }
            sum += class;
            i += 1;
        }
        let (upper, lower, digits) = (sum & 0x3ff, (sum >> 10) & 0x3ff, sum >> 20);
        let first_lower = bytes[start].is_ascii_lowercase();
        // A run of a thousand letters or more overflows its count: it is read again by bytes.
        let like = if i - start >= 0x3ff {
            is_acronym_like(&text[start..i])
        } else {
            digits > 0 && upper + lower > 0
                || upper >= 2
                || (upper == 1 && first_lower && lower > 0)
        };
        // An ASCII character next to the run is no letter with diacritics: only the characters
        // beyond ASCII on either side are decoded.
        let glued = || {
            text[..start].chars().next_back().is_some_and(glued_before)
                || text[i..].chars().next().is_some_and(is_latin_letter)
        };
        if like && !glued() {
            out.push((start, &text[start..i]));
        }
    }
    out
}

/// Whether a letter right before a run of ASCII letters and digits makes it part of a longer
/// word: a Latin letter (`Straße` holds no `e`), or a letter of another script that spaces its
/// words, which begins a word the run ends: the piece of a chess move as Cyrillic notation
/// writes it (`Кg1`, `Фxf7`, for `Kg1`, `Qxf7`) names no square. Endings after a term (`ЦЕРН-нің`,
/// `GPUs`) are read as before.
fn glued_before(c: char) -> bool {
    is_latin_letter(c) || !c.is_ascii() && c.is_alphabetic() && quizdeck_lang::has_word_edges(c)
}

/// What [`term_runs`] counts of a byte: 1 for a capital, 1 << 10 for a small letter, 1 << 20
/// for a digit (ASCII ones), 0 for any other byte, which ends a run.
static BYTE_CLASS: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut b = 0;
    while b < 128 {
        let byte = b as u8;
        table[b] = if byte.is_ascii_uppercase() {
            1
        } else if byte.is_ascii_lowercase() {
            1 << 10
        } else if byte.is_ascii_digit() {
            1 << 20
        } else {
            0
        };
        b += 1;
    }
    table
};

/// The acronyms and technical terms of `text` (normalized), canonical, sorted, once each. Unit
/// symbols after a number (`14 GB`) are units, not acronyms; an all-caps text is shouting, not a
/// list of acronyms.
pub fn acronyms(text: &str) -> Vec<String> {
    let runs: Vec<(usize, &str)> = term_runs(text)
        .into_iter()
        .map(|(at, t)| glued_to_number(t).map_or((at, t), |k| (at + k, &t[k..])))
        .filter(|(_, t)| t.starts_with(|c: char| c.is_ascii_alphabetic()) && is_acronym_like(t))
        .collect();
    // Most texts have no run that could be one: the letters are then not counted.
    if runs.is_empty() {
        return Vec::new();
    }
    if shouting(text) {
        return Vec::new();
    }
    let mut out: Vec<String> = runs
        .into_iter()
        .filter(|&(at, t)| !(after_number(&text[..at]) && super::unit::canonical(t).is_some()))
        .filter(|&(_, t)| super::decade::roman_numeral(t).is_none())
        // Letters glued to a dollar sign name its country (`US$`, `AS$` in Malay, `NZ$`, `R$`):
        // the currency's, which the number's unit compares, not an acronym of the text.
        .filter(|&(at, t)| !text[at + t.len()..].starts_with('$'))
        .map(|(_, t)| canonical_acronym(t))
        .collect();
    // Equal strings are alike: an unstable sort gives the same list.
    out.sort_unstable();
    out.dedup();
    out
}

/// Whether `text` is written in capitals (more than eight, three times as many as small letters,
/// and Latin letters half of its letters at least): shouting, not a list of acronyms.
fn shouting(text: &str) -> bool {
    // A capital is an ASCII one or a character beyond ASCII (whose first byte is at least 0xC0):
    // a text with eight of them at most is not read letter by letter.
    text.bytes().filter(|&b| b.is_ascii_uppercase() || b >= 0xC0).count() > 8
        && shouting_by_letters(text)
}

/// [`shouting`], told by reading every letter.
fn shouting_by_letters(text: &str) -> bool {
    let (mut upper, mut lower, mut letters) = (0, 0, 0);
    for c in text.chars().filter(|c| c.is_alphabetic()) {
        letters += 1;
        let latin = is_latin_letter(c);
        upper += usize::from(latin && c.is_uppercase());
        lower += usize::from(latin && c.is_lowercase());
    }
    upper > 8 && upper > 3 * lower && 2 * (upper + lower) >= letters
}

/// Where the capitals start in a run of digits and capitals only (`346TEU` of `24,346TEU`, as
/// Korean and Japanese write a unit-like acronym right after its number): the acronym.
fn glued_to_number(run: &str) -> Option<usize> {
    let digits = run.bytes().take_while(u8::is_ascii_digit).count();
    let caps = &run[digits..];
    (digits > 0 && caps.len() >= 2 && caps.bytes().all(|b| b.is_ascii_uppercase()))
        .then_some(digits)
}

/// Whether `before` ends with a number, and at most a space or the hyphen of a compound
/// (`5-GB-Datei`, `4-KiB-Seite`), so that what follows is its unit.
fn after_number(before: &str) -> bool {
    let before = before.strip_suffix([' ', GROUP_SPACE, '-']).unwrap_or(before);
    before.ends_with(|c: char| c.is_ascii_digit())
}

/// Whether `text` (normalized) writes `acronym` or an equivalent spelling as a whole token:
/// `KV` is in `KV-cache`, `KVキャッシュ` and `GPU's`, not in `KVM`.
pub fn mentions(text: &str, acronym: &str) -> bool {
    let mut spellings: Vec<&str> = vec![acronym];
    spellings.extend(local_spellings(acronym));
    // A unit named on its own (`in GB`) may be written as the language writes the unit (`en Go`).
    spellings.extend(super::unit::spellings(acronym));
    let words = written_out(acronym);
    if !words.is_empty() {
        // Case and diacritics aside (`Système`, `نظامُ`).
        let folded = fold(text);
        // Where words have case they have spaces too: match at a word's start only.
        let starts_word = |w: &str, i: usize| {
            !w.starts_with(char::is_lowercase)
                || !folded[..i].chars().next_back().is_some_and(char::is_alphabetic)
        };
        if words.iter().any(|w| folded.match_indices(w.as_str()).any(|(i, _)| starts_word(w, i))) {
            return true;
        }
    }
    if acronym.len() >= 2 && acronym.bytes().all(|b| b.is_ascii_uppercase()) {
        let mut words = text.split(|c: char| !c.is_alphabetic());
        if words.any(|w| w.chars().all(char::is_uppercase) && transliterates(w, acronym)) {
            return true;
        }
    }
    spellings.iter().any(|s| {
        let fam = s.chars().next().and_then(family);
        // A spelling in a script of its own (`كيلوواط ساعة`, `千瓦时`) may take the words around
        // it as that script does (`الكيلوواط ساعة`, `每千瓦时`).
        if fam == Some(super::normalize::Family::Other) {
            return text.contains(s);
        }
        text.match_indices(s).any(|(i, _)| {
            let mut before = text[..i].chars().rev();
            let mut after = text[i + s.len()..].chars();
            let glued_before = before.next().is_some_and(|c| c.is_numeric() || family(c) == fam);
            let glued_after = match after.next() {
                None => false,
                Some(c) if c.is_numeric() || c.is_uppercase() => true,
                // A plural `s` (`GPUs`) still names the acronym, and so does a case ending
                // glued to an acronym of three capitals or more (`NASAn`, `CERNissä`). The
                // ending is only put together with the acronym (a copy) where the acronym is
                // one of three capitals or more, as `case_stem` asks, not at every match.
                Some(c)
                    if c.is_lowercase()
                        && s.len() >= 3
                        && s.bytes().all(|b| b.is_ascii_uppercase()) =>
                {
                    let rest = &text[i + s.len()..];
                    let run = rest.find(|c: char| !c.is_lowercase()).unwrap_or(rest.len());
                    let next = rest[run..].chars().next();
                    case_stem(&format!("{s}{}", &rest[..run])).is_none()
                        || next.is_some_and(|n| family(n) == fam || n.is_numeric())
                }
                // A term of mixed case that ends in a small letter (`CPython`, `PyTorch`)
                // takes a case ending as an acronym does (Estonian `CPythoni`, Finnish
                // `PyTorchin`, `PyTorchilla`); a longer run makes another word.
                Some(c) if c.is_lowercase() && mixed_case_term(s) => {
                    let rest = &text[i + s.len()..];
                    let run = rest.find(|c: char| !c.is_lowercase()).unwrap_or(rest.len());
                    let next = rest[run..].chars().next();
                    !is_case_ending(&rest[..run])
                        || next.is_some_and(|n| family(n) == fam || n.is_numeric())
                }
                Some('s') => after.next().is_some_and(|c| family(c) == fam),
                Some(c) => family(c) == fam,
            };
            !glued_before && !glued_after
        })
    })
}

/// The Latin-script words of `text` of at least four letters, folded (`Inférence` → `inference`),
/// sorted, once each: cognates and kept terms shared by translations.
pub fn latin_words(text: &str) -> Vec<String> {
    let mut out: Vec<String> = text
        .split(|c: char| !is_latin_letter(c))
        .filter(|w| w.chars().count() >= 4)
        .map(fold)
        .collect();
    // Equal strings are alike: an unstable sort gives the same list.
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runs of ASCII letters and digits of `text` with their byte offsets, skipping those that
    /// are glued to a Latin letter with diacritics (part of a longer word).
    fn ascii_runs(text: &str) -> Vec<(usize, &str)> {
        let mut out = Vec::new();
        let mut start = None;
        let mut glued = false;
        let mut flush = |start: &mut Option<usize>, end: usize, glued: bool| {
            if let Some(s) = start.take()
                && !glued
            {
                out.push((s, &text[s..end]));
            }
        };
        for (i, c) in text.char_indices() {
            if c.is_ascii_alphanumeric() {
                if start.is_none() {
                    start = Some(i);
                    glued = text[..i].chars().next_back().is_some_and(|c| {
                        is_latin_letter(c) || c.is_alphabetic() && quizdeck_lang::has_word_edges(c)
                    });
                }
            } else {
                glued |= is_latin_letter(c) && start.is_some();
                flush(&mut start, i, glued);
                glued = false;
            }
        }
        flush(&mut start, text.len(), glued);
        out
    }

    #[test]
    fn runs_too_long_for_their_counts_are_read_again() {
        let camel = format!("{}B{}", "a".repeat(1500), "c".repeat(600));
        assert_eq!(term_runs(&camel), [(0, camel.as_str())]);
        let word = "a".repeat(1100);
        assert!(term_runs(&word).is_empty());
        let capitals = format!("x {} y", "AB".repeat(700));
        assert_eq!(term_runs(&capitals), [(2, &capitals[2..1402])]);
    }

    proptest::proptest! {
        /// Counting capitals at most by bytes first says what counting letters says.
        #[test]
        fn shouting_is_told_as_by_counting_every_letter(text in "[A-Za-zÉéÀЖжΣ !]{0,40}") {
            proptest::prop_assert_eq!(shouting(&text), shouting_by_letters(&text));
        }

        /// Reading runs byte by byte and keeping those that may be terms gives the runs of the
        /// character by character reading that are.
        #[test]
        fn term_runs_are_the_ascii_runs_that_look_like_terms(
            text in "([a-zA-Z09 .\\-]|[éÉßñ\u{301}\u{a0}ĞΣЖ中]|\\PC){0,30}"
        ) {
            let expected: Vec<(usize, &str)> =
                ascii_runs(&text).into_iter().filter(|(_, t)| is_acronym_like(t)).collect();
            proptest::prop_assert_eq!(term_runs(&text), expected);
        }
    }

    #[test]
    fn acronyms_written_out_are_mentioned() {
        assert!(mentions("В простое процессора", "CPU"));
        assert!(mentions("un processeur tourne", "CPU"));
        assert!(mentions("中央处理器的温度", "CPU"));
        assert!(!mentions("un coprocesseur", "CPU"));
        assert!(!mentions("la mémoire", "CPU"));
    }

    #[test]
    fn acronyms_and_terms_are_found_words_are_not() {
        let t = "Le cache KV des GPUs en FP16 sur H100 avec PyTorch et l'IA, 14 GB";
        assert_eq!(acronyms(t), ["AI", "FP16", "GPU", "H100", "KV", "PyTorch"]);
        assert!(acronyms("Which statement is correct?").is_empty());
        assert!(acronyms("THIS WHOLE SENTENCE IS SHOUTED").is_empty());
        assert_eq!(acronyms("KVキャッシュとGPU"), ["GPU", "KV"]);
        assert_eq!(acronyms("2만 4,346TEU(20피트)"), ["TEU"]);
        assert_eq!(acronyms("64GB, 5G, 3GPP"), ["GPP"]);
        assert!(acronyms("sekitar US$65 dan AS$65, NZ$40").is_empty());
        // Cyrillic chess notation: the piece's letter begins the move, which names no square.
        assert!(acronyms("Кg1, Фxf7#, Сxf7+").is_empty());
        assert_eq!(acronyms("Kg1 и CERN-а"), ["CERN", "Kg1"]);
    }

    #[test]
    fn mentions_respects_token_boundaries_and_equivalents() {
        assert!(mentions("la KV-cache", "KV"));
        assert!(mentions("KVキャッシュ", "KV"));
        assert!(mentions("des GPUs", "GPU"));
        assert!(!mentions("KVM", "KV"));
        assert!(mentions("l'IA générative", "AI"));
        assert!(mentions("la mémoire en Go", "GB"));
        assert!(!mentions("naïve", "AI"));
    }

    #[test]
    fn inflected_and_transliterated_acronyms_are_mentioned() {
        assert!(mentions("NASAn avaruusteleskooppi", "NASA"));
        assert!(mentions("NASA:lla on", "NASA"));
        assert!(mentions("GPUt ja", "GPU"));
        assert!(!mentions("GPUx3", "GPU"));
        assert!(mentions("NASAssa on", "NASA"));
        assert!(mentions("työskennellessään CERNissä Genevén lähellä", "CERN"));
        assert!(!mentions("NASAsoft on", "NASA"), "a longer run of small letters is another word");
        assert!(!mentions("SQLite", "SQL"));
        assert_eq!(canonical_acronym("NASAn"), "NASA");
        assert_eq!(canonical_acronym("MHz"), "MHz");
        assert_eq!(canonical_acronym("SQLite"), "SQLite");
        assert!(mentions("NATOrekin sinatu zuen", "NATO"));
        assert_eq!(canonical_acronym("NASAren"), "NASA", "a Basque genitive");
        assert_eq!(canonical_acronym("BMTning"), "UN", "an Uzbek genitive");
        assert!(mentions("BMTning ta’sischi a’zolari", "UN"));
        assert!(mentions("NATOdan chiqdi", "NATO"));
        assert!(mentions("телескоп НАСА запустили", "NASA"));
        assert!(mentions("ο ΝΑΤΟ ιδρύθηκε", "NATO"));
        assert!(mentions("штаб-квартира ЮНЕСКО", "UNESCO"));
        assert!(!mentions("телескоп НАСТ запустили", "NASA"));
        assert!(!mentions("наса", "NASA"), "a lower-case word is no acronym");
        assert!(mentions("CPythoni vabalõimelise ehituse", "CPython"), "an Estonian genitive");
        assert!(mentions("PyTorchilla on", "PyTorch"));
        assert!(!mentions("PyTorchlight", "PyTorch"), "a longer run of small letters");
        assert!(!mentions("JavaScriptia2", "JavaScript"));
    }

    #[test]
    fn words_are_folded_and_long_enough() {
        assert_eq!(
            latin_words("L'inférence du Transformer (prefill)"),
            ["inference", "prefill", "transformer"]
        );
        assert_eq!(latin_words("プリフィル（prefill）"), ["prefill"]);
    }

    #[test]
    fn units_in_compounds_and_centuries_are_not_acronyms() {
        assert!(acronyms("Kopieren einer 5-GB-Datei über eine 4-KiB-Seite").is_empty());
        assert!(acronyms("Rozwój w XX wieku i na początku XXI wieku").is_empty());
        // A Roman numeral is a number anywhere (`XX століття`, `World War II`), never an acronym.
        assert_eq!(acronyms("the XX team and the GPU"), ["GPU"]);
        assert_eq!(acronyms("у XX столітті, після II світової війни"), Vec::<String>::new());
    }

    #[test]
    fn localized_and_written_out_acronyms_are_mentioned() {
        assert!(mentions("le système d'exploitation charge la page", "OS"));
        assert!(mentions("le SE charge la page", "OS"));
        assert!(mentions("Das Betriebssystem lädt", "OS"));
        assert!(mentions("systemu operacyjnego", "OS"));
        assert!(mentions("操作系统把页面载入", "OS"));
        assert!(mentions("أعاد نظام التشغيل تحميل", "OS"));
        assert!(mentions("СУБД хранит таблицы", "RDBMS"));
        assert!(mentions("un SGBDR stocke les tables", "RDBMS"));
        assert!(mentions("سعر الكيلوواط ساعة", "kWh"));
        assert!(mentions("每千瓦时0.30美元", "kWh"));
        assert!(mentions("la taille en Eio", "EiB"));
        assert!(!mentions("le système de fichiers", "OS"));
        assert!(mentions("uchwalona przez ONZ w 1948 roku", "UN"));
        assert!(mentions("вакцины на основе мРНК", "mRNA"));
    }

    #[test]
    fn emphasis_is_not_strong() {
        assert!(!is_strong("NOT"));
        assert!(is_strong("GPU"));
        assert!(is_strong("FP16"));
        assert!(!is_strong("NVIDIA"));
    }
}
