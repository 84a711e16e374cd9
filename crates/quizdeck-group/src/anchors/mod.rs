//! Language-neutral anchors of a text: what a faithful translation keeps.
//!
//! Numbers (in any notation: decimal comma or point, thousands separators, full-width or other
//! scripts' digits), units, acronyms and Latin-script technical terms survive translation. They
//! tell which pages are translations of one another (grouping) and whether a translation changed
//! what the question says (the cross-language checks), in the spirit of translate-toolkit's
//! `pofilter` number, acronym and unchanged tests.

mod around;
mod calendar;
mod clock;
mod compare;
mod convert;
mod decade;
mod forms;
mod half;
mod han;
mod likeness;
mod normalize;
mod number;
mod term;
mod unit;
mod value;
mod words;

pub use compare::{NumberMatch, match_numbers};
pub use decade::roman_century;
pub use likeness::{length_likeness, likeness, likeness_of, shared_likeness};
pub use normalize::{collapse, comparable, fold, is_latin_letter, normalize};
pub use number::{Number, numbers};
pub use term::{
    acronyms, canonical_acronym, is_localized_elsewhere, is_strong, latin_words, mentions,
};
pub use unit::{
    canonical as canonical_unit, compatible as compatible_units, spellings as unit_spellings,
};

/// The anchors of one text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Anchors {
    /// The text, normalized (see [`normalize`]).
    pub text: String,
    /// The text as compared whole with another (see [`comparable`]).
    pub comparable: String,
    /// Its numbers, in order, with their units.
    pub numbers: Vec<Number>,
    /// Its acronyms and technical terms, canonical, sorted.
    pub acronyms: Vec<String>,
    /// Its Latin-script words of four letters or more, folded, as [`word_id`]s, sorted: cognates
    /// and kept terms in a Latin-script text, technical terms in any other.
    pub words: Vec<u64>,
    /// The four-letter pieces of those words, hashed, sorted: cognates share them
    /// (`processor`, `processeur`, `Prozessor`, `procesador`).
    pub grams: Vec<u32>,
    /// Whether most of its letters are Latin (true when it has none).
    pub latin: bool,
    /// Its number of letters.
    pub letters: usize,
    /// How many of them are Latin.
    pub latin_letters: usize,
    /// Its length in characters, spaces left out.
    pub chars: usize,
}

impl Anchors {
    /// The anchors of `text`.
    pub fn of(text: &str) -> Self {
        let mut a = Self::text_only(text);
        let latin_words = latin_words(&a.text);
        a.numbers = numbers(&a.text);
        a.acronyms = acronyms(&a.text);
        a.words = latin_words.iter().map(|w| word_id(w)).collect();
        a.words.sort_unstable();
        a.grams = grams(&latin_words);
        a
    }

    /// [`Anchors::of`] without the words and their pieces, which only [`likeness`] reads: for
    /// texts never compared by likeness (a question's stem and explanation), at two thirds of the
    /// cost.
    pub fn without_words(text: &str) -> Self {
        let mut a = Self::text_only(text);
        a.numbers = numbers(&a.text);
        a.acronyms = acronyms(&a.text);
        a
    }

    /// What [`Anchors::of`] gives of `text` itself (its normal and comparable forms, its letters,
    /// its script), with no numbers, acronyms, words or pieces of words: enough for what reads
    /// only the text, such as language detection, at a fraction of the cost.
    pub fn text_only(text: &str) -> Self {
        let text = normalize(text);
        let (comparable, counts) = normalize::collapse_and_count::<true>(&text);
        let normalize::Counts { chars, letters, latin } = counts;
        Self {
            numbers: Vec::new(),
            acronyms: Vec::new(),
            words: Vec::new(),
            grams: Vec::new(),
            latin: 2 * latin >= letters,
            letters,
            latin_letters: latin,
            chars,
            comparable,
            text,
        }
    }

    /// The same anchors in no more memory than they need, for anchors held long (grouping holds
    /// those of every title of a site): a list collected in place keeps the room of the list it
    /// came from, and a list grown by pushing keeps up to twice its length.
    pub fn compact(mut self) -> Self {
        self.text.shrink_to_fit();
        self.comparable.shrink_to_fit();
        self.numbers.shrink_to_fit();
        self.acronyms.shrink_to_fit();
        self.words.shrink_to_fit();
        self.grams.shrink_to_fit();
        self
    }

    /// The units of its numbers, in order (of a duration in parts, its first part's).
    pub fn units(&self) -> impl Iterator<Item = &str> {
        self.numbers.iter().filter_map(|n| n.unit.as_deref().or(n.lead_unit()))
    }

    /// Whether the text would read the same in every language, so that two languages giving it
    /// identically is no sign of a missing translation: numbers, formulas, code, units, acronyms,
    /// a single technical term or a name.
    pub fn is_language_neutral(&self) -> bool {
        let text = &self.text;
        // Looked for in that order: most texts have a space early on, and the script is then not
        // asked (an explanation would be read to its end).
        let spaceless_script = || text.chars().any(|c| c.is_alphabetic() && !is_latin_letter(c));
        if !text.contains(char::is_whitespace) && !spaceless_script() {
            return true; // one token: `torch.compile()`, `O(n^2)`, `PyTorch`, `42`
        }
        let mut words = 0;
        let mut capitalized = 0;
        let mut at = 0;
        for word in text.split(|c: char| !c.is_alphabetic()) {
            let (start, end) = (at, at + word.len());
            at = end + text[end..].chars().next().map_or(0, char::len_utf8);
            let letters = word.chars().count();
            // A rate of units (`mmol/L`, `mg/dL`, `km/h`) is symbols, not words of a language:
            // a word beside a slash whose other side, or itself, is a unit the tables know.
            let after = text[end..]
                .strip_prefix('/')
                .map(|r| r.split(|c: char| !c.is_alphabetic()).next().unwrap_or(""));
            let before = text[..start]
                .strip_suffix('/')
                .map(|l| l.rsplit(|c: char| !c.is_alphabetic()).next().unwrap_or(""));
            let known = |w: &str| unit::canonical(w).is_some();
            let rate =
                [after, before].into_iter().flatten().any(|other| known(word) || known(other));
            // A particle between the words of a name (`Notre-Dame de Paris`, `Bank of England`,
            // `Museo del Prado`): small letters, three at most, between capital words, and no
            // word for "and", which joins names a translation words anew (`Mars and Venus`).
            // Written by hand: the conjunctions of two or three letters that join names.
            const AND: &[&str] = &["and", "und", "et", "og", "och", "en", "ve", "és", "ja", "dan"];
            let next_capital = || {
                text[end..]
                    .trim_start_matches(|c: char| !c.is_alphabetic())
                    .starts_with(char::is_uppercase)
            };
            let particle = capitalized > 0
                && letters <= 3
                && word.chars().all(char::is_lowercase)
                && !AND.contains(&word)
                && next_capital();
            if letters < 2 || is_acronym_word(word) || rate || particle {
                continue;
            }
            let cjk_like = word.chars().all(|c| !is_latin_letter(c) && !c.is_lowercase())
                && !word.chars().any(char::is_uppercase);
            // Scripts without spaces: a run of four characters says about as much as a word.
            words += if cjk_like { letters.div_ceil(4) } else { 1 };
            capitalized += usize::from(word.starts_with(char::is_uppercase));
            if words > 3 {
                return false;
            }
        }
        words <= 1 || (capitalized == words && words <= 3) || self.formula_like() || is_name(text)
    }

    fn formula_like(&self) -> bool {
        let symbols = self.text.chars().filter(|c| "=+*/^<>≤≥≈×÷()[]{}_".contains(*c)).count();
        symbols >= 2 && symbols * 2 >= self.letters
    }
}

/// A person's name with a lowercase particle of some language (`Guido van Rossum`, `Leonardo da
/// Vinci`, `Charles de Gaulle`): written the same in every Latin-script language.
fn is_name(text: &str) -> bool {
    let particle = |t: &str| quizdeck_lang::languages().iter().any(|l| l.particles.contains(&t));
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let capital = |t: &str| t.starts_with(char::is_uppercase) && t.chars().all(char::is_alphabetic);
    (3..=5).contains(&tokens.len())
        && capital(tokens[0])
        && capital(tokens[tokens.len() - 1])
        && tokens[1..tokens.len() - 1].iter().all(|t| capital(t) || particle(t))
}

/// The hashed four-letter pieces of a text's Latin-script `words` (see [`latin_words`] and
/// [`Anchors::grams`]), sorted, each once.
fn grams(words: &[String]) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::with_capacity(words.iter().map(|w| w.len() - 3).sum());
    for word in words {
        // Each piece is a slice of the word, from the start of one character to the end of the
        // fourth after it: of an ASCII word (most are), four bytes from each byte.
        if word.is_ascii() {
            let pieces = (0..word.len().saturating_sub(3)).map(|i| &word[i..i + 4]);
            out.extend(pieces.map(|piece| word_id(piece) as u32));
            continue;
        }
        let starts: Vec<usize> = word.char_indices().map(|(i, _)| i).chain([word.len()]).collect();
        out.extend(starts.windows(5).map(|w| word_id(&word[w[0]..w[4]]) as u32));
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// A word as a number, so that comparing word lists compares integers, not strings.
pub fn word_id(word: &str) -> u64 {
    use std::hash::BuildHasher;
    // Ids only live within one run, and are never shown: a fixed seed is enough. foldhash's
    // quality hasher rather than the standard one (SipHash): every four-letter piece of every
    // word of every text is hashed, and SipHash was a percent of `check`.
    static IDS: foldhash::quality::FixedState = foldhash::quality::FixedState::with_seed(0x5eed);
    IDS.hash_one(word)
}

fn is_acronym_word(word: &str) -> bool {
    word.chars().all(|c| c.is_ascii_uppercase())
        || canonical_unit(word).is_some()
        || word.chars().filter(char::is_ascii_uppercase).count() >= 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grams_are_the_four_letter_pieces_of_words_in_any_script() {
        let words: Vec<String> =
            ["procesador", "prozessor", "größe", "ήλιος", "ábcd"].map(String::from).into();
        // Each piece as its own string, hashed: what the slices must equal.
        let mut expected: Vec<u32> = words
            .iter()
            .flat_map(|w| {
                let chars: Vec<char> = w.chars().collect();
                let pieces: Vec<String> = chars.windows(4).map(|p| p.iter().collect()).collect();
                pieces
            })
            .map(|p| word_id(&p) as u32)
            .collect();
        expected.sort_unstable();
        expected.dedup();
        assert_eq!(grams(&words), expected);
        assert_eq!(expected.len(), 7 + 6 + 2 + 2 + 1);
    }

    proptest::proptest! {
        /// Counting ASCII bytes as they are collapsed gives what counting characters gives.
        #[test]
        fn counts_are_those_of_the_characters(text in "([a-zA-Z09 .\t\n\r\u{b}\u{c}]|\\PC){0,30}") {
            let by_char = text.chars().fold((0, 0, 0), |(n, l, la), c| {
                let letter = c.is_alphabetic();
                (
                    n + usize::from(!c.is_whitespace()),
                    l + usize::from(letter),
                    la + usize::from(letter && is_latin_letter(c)),
                )
            });
            let (collapsed, counts) = normalize::collapse_and_count::<true>(&text);
            let normalize::Counts { chars, letters, latin } = counts;
            proptest::prop_assert_eq!((chars, letters, latin), by_char);
            proptest::prop_assert_eq!(collapsed, collapse(&text));
        }
    }

    #[test]
    fn compact_anchors_are_the_same_anchors() {
        let text = "Le cache KV des GPUs en FP16 sur H100 : 14 Go à 2 To/s, 10 000 fois";
        let a = Anchors::of(text);
        let c = Anchors::of(text).compact();
        assert_eq!(a, c);
        assert_eq!(c.acronyms.capacity(), c.acronyms.len());
        assert_eq!(c.numbers.capacity(), c.numbers.len());
    }

    #[test]
    fn anchors_of_a_stem() {
        let a = Anchors::of(
            "A model with about 14 GB of weights in FP16 is decoded on a GPU with 2 TB/s.",
        );
        let nums: Vec<_> = a.numbers.iter().map(|n| n.text.as_str()).collect();
        assert_eq!(nums, ["14", "2"]);
        assert_eq!(a.units().collect::<Vec<_>>(), ["GB", "TB/s"]);
        assert_eq!(a.acronyms, ["FP16", "GPU"]);
        assert!(a.latin);
        let ja = Anchors::of("FP16で約14GBの重みを持つモデル");
        assert!(!ja.latin);
        assert_eq!(ja.acronyms, ["FP16"]);
    }

    #[test]
    fn rates_of_units_are_neutral() {
        assert!(Anchors::of("3.9 mmol/L (70 mg/dL)").is_language_neutral());
        assert!(Anchors::of("120 km/h").is_language_neutral());
        // Words a slash joins are words still.
        assert!(!Anchors::of("Yes and/or no, which depends on the case").is_language_neutral());
    }

    #[test]
    fn names_with_particles_are_neutral() {
        assert!(Anchors::of("Guido van Rossum").is_language_neutral());
        assert!(Anchors::of("Leonardo da Vinci").is_language_neutral());
        assert!(!Anchors::of("Because the disk is full").is_language_neutral());
        assert!(!Anchors::of("Parce que le disque est plein").is_language_neutral());
    }

    #[test]
    fn neutral_texts() {
        for t in ["O(n log n)", "42 ms", "PyTorch", "torch.compile()", "FP16 / INT8", "Alan Turing"]
        {
            assert!(Anchors::of(t).is_language_neutral(), "{t}");
        }
        for t in [
            "Both phases: network bandwidth",
            "The arithmetic intensity drops",
            "演算強度が下がり効率が落ちる",
            "Prefill: memory bandwidth; decode: compute throughput",
        ] {
            assert!(!Anchors::of(t).is_language_neutral(), "{t}");
        }
    }
}
