//! The registry's word lists (negations and the idioms that negate nothing, words that never end a
//! sentence) matched in a text of one language.
//!
//! An entry matches a whole word; `-` at its end lets it begin a longer word, at its start end one
//! (`않-`, `-n't`); words of a phrase follow one another, `…` letting a few words come between
//! (`ne … que`). In a language written without spaces between words (Chinese, Japanese) entries
//! match anywhere, and `…` lets a few characters come between.

use std::collections::{HashMap, HashSet};
use std::sync::{LazyLock, OnceLock};

use quizdeck_group::anchors::normalize;
use quizdeck_lang::{Language, Script, push_lowercase};
use unicode_normalization::char::is_combining_mark;

/// Words a `…` of a phrase may stand for; characters in a language without spaces.
const GAP_WORDS: usize = 8;
const GAP_CHARS: usize = 15;

/// A text of one language, ready for matching its word lists.
#[derive(Debug)]
pub(crate) struct Wording {
    lang: Option<&'static Language>,
    /// What the text says (see [`said`]).
    text: String,
    /// Spaced: the words, as written (marks aside) and folded. Unspaced: one item, the text.
    /// Split the first time a rule reads them: most texts negate nothing, which
    /// [`Wording::negations`] tells without them.
    words: OnceLock<Vec<(String, String)>>,
    /// Spaced: for each word, the mark that ends a clause right before it (see [`Break`]).
    breaks: OnceLock<Vec<Option<Break>>>,
    spaced: bool,
}

/// A mark between two words that ends a clause: a comma, or a stronger mark (`;`, `:`, a full
/// stop, a question or exclamation mark).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Break {
    Comma,
    Stop,
}

impl Break {
    /// The mark among the characters between two words, the stronger if both.
    fn between(gap: &str) -> Option<Self> {
        if gap.contains([';', ':', '.', '!', '?', '؛', '。', '！', '？', '；', '：']) {
            Some(Self::Stop)
        } else if gap.contains([',', '،', '，', '、']) {
            Some(Self::Comma)
        } else {
            None
        }
    }
}

impl Wording {
    #[cfg(test)]
    pub fn new(text: &str, tag: &str) -> Self {
        Self::of_normalized(&normalize(text), tag)
    }

    /// [`Wording::new`] of a text already normalized (`Anchors::text`, `normalize(text)`): the
    /// checks hold it for every text they compare.
    pub fn of_normalized(normalized: &str, tag: &str) -> Self {
        Self::read(normalized, tag, false)
    }

    /// [`Wording::open_end`] of `text`: only its last word is read.
    pub fn open_end_of(text: &str, tag: &str) -> Option<String> {
        Self::read(&normalize(text), tag, true).open_end()
    }

    /// The wording of a normalized text; with `last_only`, of its last word alone (all that
    /// [`Wording::open_end`] reads, for a fraction of the cost on a long text).
    fn read(normalized: &str, tag: &str, last_only: bool) -> Self {
        let lang = quizdeck_lang::get(tag);
        let spaced = lang.is_none_or(|l| {
            !l.scripts.first().is_some_and(|s| {
                matches!(
                    s,
                    Script::Han
                        | Script::Hiragana
                        | Script::Katakana
                        | Script::Thai
                        | Script::Lao
                        | Script::Khmer
                        | Script::Myanmar
                )
            })
        });
        let text = said(normalized);
        let words = OnceLock::new();
        if last_only {
            let last = if spaced { split(&text).next_back().map(word) } else { Some(whole(&text)) };
            let _ = words.set(last.into_iter().collect());
        }
        Self { lang, text, words, breaks: OnceLock::new(), spaced }
    }

    /// For each word of a spaced text, the mark that ends a clause right before it.
    fn breaks(&self) -> &[Option<Break>] {
        self.breaks.get_or_init(|| {
            let text = &self.text;
            let mut end = 0;
            split(text)
                .map(|w| {
                    // `split` gives slices of the text: where each starts is its offset.
                    let start = w.as_ptr() as usize - text.as_ptr() as usize;
                    let mark = Break::between(&text[end..start]);
                    end = start + w.len();
                    mark
                })
                .collect()
        })
    }

    /// Its words (see the field), split now if they were not yet.
    fn words(&self) -> &[(String, String)] {
        self.words.get_or_init(|| {
            if self.spaced {
                split(&self.text).map(word).collect()
            } else {
                vec![whole(&self.text)]
            }
        })
    }

    /// Whether the language writes spaces between its words.
    pub fn spaced(&self) -> bool {
        self.spaced
    }

    /// Whether the registry has this language's negations: without them the text is not judged.
    pub fn knows_negation(&self) -> bool {
        self.lang.is_some_and(|l| !l.negations.is_empty())
    }

    /// The words of negation that negate something (idioms such as `no more than` aside), as
    /// written.
    pub fn negations(&self) -> Vec<String> {
        let Some(lang) = self.lang else { return Vec::new() };
        let lists = Lists::of(lang);
        if self.spaced {
            // Most texts have no word of negation: told word by word, folded in one buffer,
            // without splitting the text into owned words.
            let mut folded = String::new();
            let any = split(&self.text).any(|w| {
                folded.clear();
                fold_into(w, &mut folded);
                lists.negates(&folded)
            });
            if !any {
                return Vec::new();
            }
            let words = self.words();
            // `No.` before a number (`Convention No. 29`) abbreviates "number".
            let numbering = |k: usize| {
                words[k].0 == "No"
                    && words.get(k + 1).is_some_and(|w| w.0.chars().all(|c| c.is_ascii_digit()))
            };
            let negating: Vec<usize> = (0..words.len())
                .filter(|&k| lists.negates(&words[k].1))
                .filter(|&k| !numbering(k))
                .collect();
            // Most texts negate nothing: the idioms that would make a negation neutral are then
            // not looked for.
            if negating.is_empty() {
                return Vec::new();
            }
            let mut neutral = vec![false; words.len()];
            for parts in &lists.idiom_words {
                for start in 0..words.len() {
                    if let Some(taken) = self.phrase_at(parts, start) {
                        taken.into_iter().for_each(|k| neutral[k] = true);
                    }
                }
            }
            negating.into_iter().filter(|&k| !neutral[k]).map(|k| words[k].0.clone()).collect()
        } else {
            let text: Vec<char> = self.words()[0].1.chars().collect();
            let mut neutral = vec![false; text.len()];
            for parts in &lists.idiom_pieces {
                mark_spans(&text, parts, &mut neutral);
            }
            let mut found = Vec::new();
            for n in &lists.negation_chars {
                for at in occurrences(&text, n, 0) {
                    if !neutral[at..at + n.len()].iter().any(|&x| x) {
                        found.push(n.iter().collect());
                    }
                }
            }
            found
        }
    }

    /// Whether the text says "except" in its language's words ([`Language::except_words`]):
    /// "Which of these is NOT …" and "All of these EXCEPT …" ask the same.
    pub fn says_except(&self) -> bool {
        let Some(lang) = self.lang else { return false };
        let lists = Lists::of(lang);
        if self.spaced {
            // Most texts say no "except": a word each phrase must start with is looked for word
            // by word, folded in one buffer, before the text is split into owned words.
            if let Some(firsts) = &lists.except_firsts {
                let mut folded = String::new();
                let any = split(&self.text).any(|w| {
                    folded.clear();
                    fold_into(w, &mut folded);
                    firsts.iter().any(|p| word_matches(p, &folded))
                });
                if !any {
                    return false;
                }
            }
            let starts = 0..self.words().len();
            lists
                .except_words
                .iter()
                .any(|p| starts.clone().any(|s| self.phrase_at(p, s).is_some()))
        } else {
            let Some((_, folded)) = self.words().first() else { return false };
            let text: Vec<char> = folded.chars().collect();
            lists.except_pieces.iter().any(|parts| {
                let mut found = vec![false; text.len()];
                mark_spans(&text, parts, &mut found);
                found.contains(&true)
            })
        }
    }

    /// The word the text ends with when it is one that never ends a sentence (`de`, `and`,
    /// `вместо`, `…라면`), compared as written.
    pub fn open_end(&self) -> Option<String> {
        let lang = self.lang?;
        let (last, _) = self.words().last()?;
        if self.spaced {
            lang.open_ends.iter().any(|p| word_matches(p, last)).then(|| last.clone())
        } else {
            let trimmed = last.trim_end();
            lang.open_ends
                .iter()
                .find(|p| trimmed.ends_with(p.trim_matches('-')))
                .map(|p| p.trim_matches('-').to_owned())
        }
    }

    /// The words of `parts` (folded; `…` a gap) from word `start` on: their indices. A gap stays
    /// in its clause: it crosses no mark that ends one, but for a comma right before the word
    /// it leads to (`Not only …, but also`). `Não voam, mas mergulham a mais de 500 m` (they
    /// cannot fly, but dive to more than 500 m) says no `não … mais` (no longer).
    fn phrase_at(&self, parts: &[String], start: usize) -> Option<Vec<usize>> {
        let words = self.words();
        let breaks = self.breaks();
        let mut taken = Vec::new();
        let mut k = start;
        let mut gap = false;
        for part in parts {
            if part == "…" {
                gap = true;
                continue;
            }
            let found = if gap {
                let mark = |w: usize| breaks.get(w).copied().flatten();
                let end = (k + GAP_WORDS + 1).min(words.len());
                // The gap reaches the first word after a mark, which a comma before it leaves
                // to the idiom, and no further.
                let reach = (k..end).position(|w| mark(w).is_some()).map_or(end, |p| k + p + 1);
                (k..reach)
                    .find(|&w| word_matches(part, &words[w].1) && mark(w) != Some(Break::Stop))?
            } else {
                (k..(k + 1).min(words.len())).find(|&w| word_matches(part, &words[w].1))?
            };
            taken.push(found);
            k = found + 1;
            gap = false;
        }
        Some(taken)
    }
}

/// A language's negations and idioms, folded as texts are, once per run: every text of every
/// page is matched against them.
#[derive(Debug)]
struct Lists {
    /// Each idiom's words (`…` a gap), for a language with spaces between words.
    idiom_words: Vec<Vec<String>>,
    /// Each idiom's pieces between its gaps, for a language without.
    idiom_pieces: Vec<Vec<Vec<char>>>,
    /// The negations that are whole words, for one lookup per word.
    negation_words: HashSet<String, foldhash::fast::FixedState>,
    /// The negations that begin or end a longer word, as word patterns (with their `-`).
    negation_affixes: Vec<String>,
    /// The negations as runs of characters (without their `-`).
    negation_chars: Vec<Vec<char>>,
    /// The words for "except", as [`Lists::idiom_words`] and [`Lists::idiom_pieces`].
    except_words: Vec<Vec<String>>,
    except_pieces: Vec<Vec<Vec<char>>>,
    /// The first word of each of [`Lists::except_words`] (a gap aside), which a text must have
    /// for the phrase to be found in it; `None` when a phrase has no word to look for.
    except_firsts: Option<Vec<String>>,
}

impl Lists {
    /// Whether a folded word is one of the negations (see [`word_matches`]).
    fn negates(&self, word: &str) -> bool {
        self.negation_words.contains(word)
            || self.negation_affixes.iter().any(|p| word_matches(p, word))
    }

    fn of(lang: &'static Language) -> &'static Lists {
        static LISTS: LazyLock<HashMap<&'static str, Lists, foldhash::fast::FixedState>> =
            LazyLock::new(|| {
                let languages = quizdeck_lang::languages().iter();
                languages.map(|&l| (l.tag, Lists::new(l))).collect()
            });
        &LISTS[lang.tag]
    }

    fn new(lang: &Language) -> Self {
        let words = |list: &[&str]| -> Vec<Vec<String>> {
            list.iter().map(|i| i.split(' ').map(fold).collect()).collect()
        };
        let pieces = |list: &[&str]| -> Vec<Vec<Vec<char>>> {
            list.iter()
                .map(|i| i.split('…').map(|p| fold(p.trim()).chars().collect()).collect())
                .collect()
        };
        let negations: Vec<String> = lang.negations.iter().map(|n| fold(n)).collect();
        let except_firsts = (words(lang.except_words).into_iter())
            .map(|parts| parts.into_iter().find(|p| p != "…"))
            .collect();
        Self {
            except_firsts,
            idiom_words: words(lang.negation_idioms),
            idiom_pieces: pieces(lang.negation_idioms),
            except_words: words(lang.except_words),
            except_pieces: pieces(lang.except_words),
            negation_words: negations.iter().filter(|n| !n.contains('-')).cloned().collect(),
            negation_affixes: negations.into_iter().filter(|n| n.contains('-')).collect(),
            negation_chars: lang
                .negations
                .iter()
                .map(|n| fold(n.trim_matches('-')).chars().collect())
                .collect(),
        }
    }
}

/// The text a sentence says in its own words: code (` ``` … ``` `, `` `…` ``), quotations
/// (`"User is not active"`, `« Ne plus demander »`, `「…」`) and a word in brackets (a name or a
/// gloss: the note `A4 (لا)`, la) are what it mentions, in any language, and are left out. So is
/// an aside in brackets of up to three words, which may say "not counting" in one language and
/// "except" or "without" in another (`(nem Sinkanszen)`, `(ohne Shinkansen)`).
fn said(text: &str) -> String {
    let text = quoted_out(text);
    // Most texts have no bracket: one byte searched for, and one character.
    if !text.as_bytes().contains(&b'(') && !text.contains('（') {
        return text;
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(at) = rest.find(['(', '（']) {
        let open = rest[at..].chars().next().unwrap_or('(');
        let close = if open == '(' { ')' } else { '）' };
        let inside = &rest[at + open.len_utf8()..];
        let word = inside.find(close).filter(|&end| {
            let w = inside[..end].trim();
            !w.is_empty() && w.split_whitespace().nth(3).is_none()
        });
        match word {
            Some(end) => {
                out.push_str(&rest[..at]);
                out.push(' ');
                rest = &inside[end + close.len_utf8()..];
            }
            None => {
                out.push_str(&rest[..at + open.len_utf8()]);
                rest = inside;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The marks that open code or a quotation, each with the mark that closes it.
const PAIRS: &[(char, char)] =
    &[('`', '`'), ('"', '"'), ('“', '”'), ('„', '“'), ('«', '»'), ('「', '」'), ('『', '』')];

/// Where the first mark of [`PAIRS`] that opens something stands in `text`, and which it is.
/// Every text compared for negations is searched: an ASCII byte is told by itself, and only the
/// other characters are decoded.
fn first_opening(text: &str) -> Option<(usize, char)> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b.is_ascii() {
            if b == b'`' || b == b'"' {
                return Some((i, char::from(b)));
            }
            i += 1;
            continue;
        }
        // `i` is always at the start of a character.
        let c = text[i..].chars().next()?;
        if PAIRS.iter().any(|p| p.0 == c) {
            return Some((i, c));
        }
        i += c.len_utf8();
    }
    None
}

/// `text` without its code and quotations (see [`said`]).
fn quoted_out(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((at, open)) = first_opening(rest) {
        let close = PAIRS.iter().find(|p| p.0 == open).map_or(open, |p| p.1);
        let inside = &rest[at + open.len_utf8()..];
        out.push_str(&rest[..at]);
        match inside.find(close) {
            Some(end) => {
                out.push(' ');
                rest = &inside[end + close.len_utf8()..];
            }
            None => {
                // An unmatched mark quotes nothing.
                out.push(open);
                rest = inside;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Lower case, marks aside: how words are compared. Accents stay (`né` is not `ne`).
fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    fold_into(word, &mut out);
    out
}

/// [`fold`] into `out`; an ASCII word (most words) is lowered as bytes.
fn fold_into(word: &str, out: &mut String) {
    if word.is_ascii() {
        let start = out.len();
        out.push_str(word);
        out[start..].make_ascii_lowercase();
    } else {
        for c in word.chars().filter(|&c| !is_mark(c)) {
            push_lowercase(out, c);
        }
    }
}

/// The words of a text in a language with spaces: split where no letter, digit, mark or joiner
/// is. Marks that join letters are in the word: a virama (`क्या`: क, virama, या), a nukta, and
/// the joiners Persian and the Indic scripts write between letters. Split at them, `क्या`
/// ("what") gave `या` ("or"), and `क्या नहीं` read as `या नहीं`, "or not".
fn split(text: &str) -> impl DoubleEndedIterator<Item = &str> {
    let apart = |c: char| {
        // No ASCII character is a mark or a joiner: the spaces and punctuation between the
        // words of most texts are told without the tables.
        if c.is_ascii() {
            return !(c.is_ascii_alphanumeric() || matches!(c, '\'' | '-'));
        }
        !(c.is_alphanumeric()
            || matches!(c, '\u{200C}' | '\u{200D}')
            || is_mark(c)
            || is_combining_mark(c))
    };
    text.split(apart).filter_map(|p| {
        let w = p.trim_matches('-');
        (!w.is_empty()).then_some(w)
    })
}

/// A word as written (marks aside) and folded.
fn word(w: &str) -> (String, String) {
    // An ASCII word (most words of most texts) has no marks: it is copied without looking at
    // its characters one by one (as `fold` lowers it).
    let written =
        if w.is_ascii() { w.to_owned() } else { w.chars().filter(|&c| !is_mark(c)).collect() };
    (written, fold(w))
}

/// A text of a language without spaces, as its one word.
fn whole(text: &str) -> (String, String) {
    (text.to_owned(), fold(text))
}

/// Combining marks (Arabic vowel signs, accents written apart) belong to their word.
fn is_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x0610..=0x061A | 0x064B..=0x065F | 0x0670)
}

/// Whether `word` is what the entry `pattern` (folded) names: the word itself, or with `-` a word
/// beginning or ending with it.
fn word_matches(pattern: &str, word: &str) -> bool {
    match (pattern.strip_suffix('-'), pattern.strip_prefix('-')) {
        (Some(head), Some(_)) => word.contains(head.trim_start_matches('-')),
        (Some(head), None) => word.starts_with(head),
        (None, Some(tail)) => word.ends_with(tail),
        (None, None) => word == pattern,
    }
}

/// Where `needle` occurs in `text` from `from` on.
fn occurrences(text: &[char], needle: &[char], from: usize) -> Vec<usize> {
    if needle.is_empty() || needle.len() > text.len() {
        return Vec::new();
    }
    (from..=text.len() - needle.len()).filter(|&i| text[i..i + needle.len()] == *needle).collect()
}

/// Marks as neutral the characters of every occurrence of the phrase `parts` (the pieces between
/// its gaps, each at most [`GAP_CHARS`] after the one before).
fn mark_spans(text: &[char], parts: &[Vec<char>], neutral: &mut [bool]) {
    let Some(first) = parts.first() else { return };
    for start in occurrences(text, first, 0) {
        let mut spans = vec![(start, first.len())];
        let mut end = start + first.len();
        let mut ok = true;
        for part in &parts[1..] {
            match occurrences(text, part, end).into_iter().find(|&at| at - end <= GAP_CHARS) {
                Some(at) => {
                    spans.push((at, part.len()));
                    end = at + part.len();
                }
                None => {
                    ok = false;
                    break;
                }
            }
        }
        if ok {
            for (at, len) in spans {
                neutral[at..at + len].iter_mut().for_each(|x| *x = true);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Wording;

    proptest::proptest! {
        /// Reading bytes finds the opening mark that reading characters finds.
        #[test]
        fn the_first_opening_is_the_first_character_that_opens(
            text in "([a-z `\"“”„«»「」『』()é]|\\PC){0,24}",
        ) {
            let by_chars = text.char_indices().find(|(_, c)| super::PAIRS.iter().any(|p| p.0 == *c));
            proptest::prop_assert_eq!(super::first_opening(&text), by_chars);
        }

        /// The words of a text split with ASCII told apart by itself are those the tables of
        /// letters, marks and joiners part.
        #[test]
        fn words_are_parted_as_the_tables_part_them(
            text in "([a-z0-9 ,.'\\-!?()é]|\u{301}|\u{94d}|\u{200c}|\u{64b}|\u{a0}|\\PC){0,24}",
        ) {
            let apart = |c: char| {
                !(c.is_alphanumeric()
                    || matches!(c, '\'' | '-' | '\u{200C}' | '\u{200D}')
                    || super::is_mark(c)
                    || unicode_normalization::char::is_combining_mark(c))
            };
            let by_tables: Vec<&str> = (text.split(apart).map(|p| p.trim_matches('-')))
                .filter(|w| !w.is_empty())
                .collect();
            proptest::prop_assert_eq!(super::split(&text).collect::<Vec<_>>(), by_tables);
        }
    }

    fn negated(text: &str, lang: &str) -> bool {
        !Wording::new(text, lang).negations().is_empty()
    }

    #[test]
    fn except_is_read_in_each_languages_words() {
        let except = |text: &str, lang: &str| Wording::new(text, lang).says_except();
        assert!(except("All of the following are mammals EXCEPT:", "en"));
        assert!(except("Wszystkie poniższe z wyjątkiem:", "pl"));
        assert!(except("Aşağıdakilerden hangisi dışında hepsi memelidir?", "tr"));
        assert!(except("以下のうち、哺乳類を除いてどれか。", "ja"));
        assert!(except("Tất cả đều là động vật có vú, ngoại trừ:", "vi"));
        // Only its own language's words, and whole words.
        assert!(!except("Which of these is no mammal?", "en"));
        assert!(!except("Alle er pattedyr utom én", "en"));
        assert!(!except("The exceptional case", "en"));
    }

    /// Every "except" phrase of every language with spaces is found in a sentence that says it:
    /// the look for each phrase's first word before the text is split lets none through.
    #[test]
    fn every_except_phrase_of_every_language_is_found() {
        for lang in quizdeck_lang::languages() {
            let w = Wording::new("x", lang.tag);
            if !w.spaced() {
                continue;
            }
            for phrase in lang.except_words {
                let said = phrase.replace('…', "zzz");
                let text = format!("Qqq {said} www");
                assert!(Wording::new(&text, lang.tag).says_except(), "{}: {text}", lang.tag);
            }
        }
    }

    #[test]
    fn sentence_negation_in_many_languages() {
        for (lang, text) in [
            ("en", "Which planet does not have a moon?"),
            ("en", "The telescope doesn't need cooling"),
            ("de", "Welcher Planet hat keinen Mond?"),
            ("fr", "Quelle planète n'a pas de lune ?"),
            ("fr", "La levure ne fermente pas sans sucre"),
            ("es", "¿Qué planeta no tiene luna?"),
            ("pt-BR", "Qual planeta não tem lua?"),
            ("pl", "Która planeta nie ma księżyca?"),
            ("ru", "У какой планеты нет спутника?"),
            ("ja", "衛星を持たない惑星はどれですか。"),
            ("zh-Hans", "哪颗行星没有卫星？"),
            ("zh-Hans", "酵母不能在没有糖的情况下发酵"),
            ("ko", "위성이 없는 행성은 무엇입니까?"),
            ("ko", "효모는 설탕 없이 발효하지 않는다"),
            ("ar", "أي كوكب ليس له قمر؟"),
            ("ar", "لا يحتاج التلسكوب إلى تبريد"),
            ("vi", "Hành tinh nào KHÔNG có vệ tinh?"),
            ("vi", "Men chưa lên men khi thiếu đường"),
        ] {
            assert!(negated(text, lang), "{lang}: {text}");
        }
    }

    /// Gujarati, Punjabi and Odia negate with a word of their own (`નથી`, `ਨਹੀਂ`, `ନାହିଁ`), as
    /// Hindi does: read, so that one dropped from a stem is seen; their "no more than" is none.
    #[test]
    fn a_negation_word_of_gujarati_punjabi_and_odia_is_read() {
        for (lang, text) in [
            ("gu", "ભારત ડેલાઇટ સેવિંગ ટાઇમનો ઉપયોગ કરતું નથી."),
            ("pa", "ਭਾਰਤ ਡੇਲਾਈਟ ਸੇਵਿੰਗ ਟਾਈਮ ਦੀ ਵਰਤੋਂ ਨਹੀਂ ਕਰਦਾ।"),
            ("or", "ଭାରତ ଦିବାଲୋକ ସଞ୍ଚୟ ସମୟ ବ୍ୟବହାର କରେ ନାହିଁ।"),
        ] {
            assert!(negated(text, lang), "{lang}: {text}");
        }
        assert!(!negated("ભારત ડેલાઇટ સેવિંગ ટાઇમનો ઉપયોગ કરે છે.", "gu"));
        assert!(!negated("ਇਹ ੨ ਘੰਟੇ ਤੋਂ ਵੱਧ ਨਹੀਂ ਲੈਂਦਾ।", "pa"));
    }

    #[test]
    fn a_gap_of_an_idiom_stays_in_its_clause() {
        // `não … mais`, `non … più`, `ne … plus` (no longer): the "more" of another clause is
        // none of theirs, and the negation stands.
        for (lang, text) in [
            ("pt", "Não voam, mas mergulham a mais de 500 m"),
            ("it", "Non sanno volare, ma si immergono a più di 500 m"),
            ("fr", "Ils ne volent pas; ils plongent à plus de 500 m"),
        ] {
            assert!(negated(text, lang), "{lang}: {text}");
        }
        // A comma right before the idiom's next word is part of it.
        assert!(!negated("Not only is it cheap, but also fast", "en"));
        assert!(!negated("Eles já não voam mais", "pt"));
    }

    #[test]
    fn idioms_with_a_negation_word_negate_nothing() {
        for (lang, text) in [
            ("en", "The dough rises in no more than two hours"),
            ("en", "Submit the form no later than noon"),
            ("ru", "Тесто поднимается не более двух часов"),
            ("ru", "Подождите, пока тесто не поднимется"),
            ("zh-Hans", "无论温度多高，面团都会发酵"),
            ("zh-Hans", "两种酵母的作用不同"),
            ("zh-Hans", "一笔1万美元的贷款分12期偿还，不计利息，每期还多少？"),
            ("ko", "온도와 관계없이 반죽이 부푼다"),
            ("ar", "يجب ألا يقل الوزن عن كيلوغرام"),
            ("ar", "لا يقل الوزن عن كيلوغرام"),
            ("fr", "La pâte ne lève qu'une heure"),
            ("pl", "Czekaj, dopóki ciasto nie wyrośnie"),
            ("ja", "温度にかかわらず生地は膨らむ"),
            ("de", "Der Teig ruht nicht mehr als zwei Stunden"),
            ("es", "La masa reposa no más de dos horas"),
            ("vi", "Không khí ở trên cao loãng hơn"),
            ("vi", "Hãng hàng không nào bay đến không gian?"),
            ("vi", "Bột nở trong không quá hai giờ"),
            ("vi", "Men có phải là một loại nấm không?"),
            ("vi", "Bột được nhào mà không cần men"),
        ] {
            assert!(
                !negated(text, lang),
                "{lang}: {text}: {:?}",
                Wording::new(text, lang).negations()
            );
        }
    }

    #[test]
    fn quoted_text_and_code_are_mentioned_not_said() {
        assert!(!negated("显示文本\"User is not active\"的 else 分支", "zh-Hans"));
        assert!(!negated("Il affiche « Ne plus demander » à l'utilisateur", "fr"));
        assert!(!negated("Which command prints `not found`?", "en"));
        assert!(negated("Which command does not print \"found\"?", "en"));
        // A word in brackets names or glosses: the note A4 is `لا` (la) in Arabic.
        assert!(!negated("ما التردد الذي يحدده معيار ISO 16 لنغمة الضبط A4 (لا)؟", "ar"));
        assert!(negated("أي نغمة لا تقع في السلم (دو)؟", "ar"));
        assert!(negated("Which key does not use it (in the end)?", "en"));
        // An aside of a few words in brackets says what is left out: "not counting the
        // Shinkansen", which other languages say with "without" or "except".
        assert!(!negated("Hány kilométer vasútvonal van Japánban (nem Sinkanszen)?", "hu"));
        assert!(negated("Melyik vonal nem Japánban fut (a Sinkanszen kivételével)?", "hu"));
    }

    #[test]
    fn a_virama_joins_its_word() {
        // `क्या` ("what") is one word, not `क` and `या` ("or"), which made `क्या नहीं` the
        // idiom `या नहीं`, "or not".
        assert!(negated("नकसीर वाले व्यक्ति के लिए इनमें से क्या नहीं करना चाहिए?", "hi"));
        assert!(!negated("यह सही है या नहीं?", "hi"));
    }

    #[test]
    fn words_that_merely_contain_a_negation_are_no_negation() {
        assert!(!negated("für eine Nicht-Klassen-Abhängigkeit", "de"));
        assert!(!negated("se ne ha uno, lo mostra", "it"));
        assert!(!negated("on whether or not the planet has rings", "en"));
        assert!(!negated("Nieograniczona liczba rdzeni", "pl"));
        assert!(!negated("Неограниченное ускорение", "ru"));
        assert!(!negated("Cela concerne la mémoire non volatile", "fr"));
        assert!(!negated("非易失性存储器", "zh-Hans"));
        assert!(!negated("무선 네트워크는 잘못 설정되었다", "ko"));
    }

    #[test]
    fn a_text_cut_after_a_word_that_needs_more() {
        let end = |t: &str, l: &str| {
            let whole = Wording::new(t, l).open_end();
            assert_eq!(Wording::open_end_of(t, l), whole, "the last word alone reads as all");
            whole
        };
        assert_eq!(end("Illimitée, avec assez de", "fr").as_deref(), Some("de"));
        assert_eq!(end("Процессор пропускает команду и вместо", "ru").as_deref(), Some("вместо"));
        assert!(end("전기 요금이 kWh당 0.30달러라면", "ko").is_some());
        assert_eq!(end("Vitamina A", "pt-BR"), None, "a capital letter is no article");
        assert_eq!(end("The file it came from", "en"), None);
        assert_eq!(end("生地を", "ja").as_deref(), Some("を"));
        assert_eq!(end("在1971年推出的", "zh-Hans"), None);
        assert_eq!(end("Il manque la fin du -", "fr"), Some("du".to_owned()), "a lone dash");
        assert_eq!(end("y, con", "es").as_deref(), Some("con"));
        assert_eq!(end("— ,", "es"), None);
        assert_eq!(end("", "en"), None);
    }
}
