//! Scripts: which letters belong to one, the choice labels, digits and punctuation it writes.

use std::sync::LazyLock;

use crate::language::HanForm;

/// A writing system, and `Common` for what every script shares (ASCII digits and punctuation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub enum Script {
    Common,
    Latin,
    Cyrillic,
    Greek,
    Armenian,
    Georgian,
    Hebrew,
    Arabic,
    Nko,
    Ethiopic,
    Devanagari,
    Bengali,
    Gurmukhi,
    Gujarati,
    Oriya,
    Tamil,
    Telugu,
    Kannada,
    Malayalam,
    Sinhala,
    Thai,
    Lao,
    Tibetan,
    Myanmar,
    Khmer,
    Mongolian,
    Limbu,
    NewTaiLue,
    Hangul,
    Hiragana,
    Katakana,
    Han,
}

/// What quizdeck knows of one script.
#[derive(Debug, Clone, Copy)]
pub struct ScriptInfo {
    /// Which script.
    pub script: Script,
    /// The code point ranges of its letters, inclusive.
    pub letters: &'static [(u32, u32)],
    /// Whether its words stand whole in running text, with no particle or prefix attached, so
    /// that a name is found at word edges only (`Go` is not in `good`). Chinese, Japanese,
    /// Korean, Thai, Arabic or Hebrew attach particles and prefixes to a name.
    pub word_edges: bool,
    /// Alphabets pages letter their choices with, each in order (`ABCD…`, `アイウエ…`).
    pub labels: &'static [&'static str],
    /// The zeros of its decimal digits (each starts a run of ten: `٠١٢…`).
    pub zeros: &'static [char],
    /// Its punctuation.
    pub punctuation: Punctuation,
    /// For Han: frequent characters written differently in the two forms, as
    /// `(Simplified, Traditional)`.
    pub han_pairs: &'static [(char, char)],
}

/// Punctuation marks of a script (or, in [`punctuation`], of all of them together).
#[derive(Debug, Clone, Copy, Default)]
pub struct Punctuation<S = &'static [char]> {
    /// Marks that end a statement (`.`, `。`, `।`).
    pub full_stops: S,
    /// Question marks (`?`, `？`, `؟`).
    pub question_marks: S,
    /// Exclamation marks.
    pub exclamation_marks: S,
    /// Ellipses that end a sentence (`…`).
    pub ellipses: S,
    /// Colons (`:`, `：`).
    pub colons: S,
    /// Marks that may close a sentence after its full stop: closing brackets and quotes, `;`.
    pub closers: S,
    /// Quotation marks that open a quote (`"`, `«`, `“`).
    pub opening_quotes: S,
    /// Marks that end a choice label even with no space after them (`A.`, `A)`, `A：`, `A、`).
    pub label_marks: S,
    /// Brackets that open around a choice label (`(A)`, `（A）`).
    pub label_openers: S,
    /// Marks between the parts of a page title or a breadcrumb (`|`, `›`).
    pub title_separators: S,
    /// Decimal separators only this script uses, never grouping thousands (`٫`).
    pub decimal_separators: S,
    /// Thousands separators only this script uses (`٬`).
    pub group_separators: S,
}

impl Punctuation<Vec<char>> {
    fn add(&mut self, p: &Punctuation) {
        let pairs: [(&mut Vec<char>, &[char]); 12] = [
            (&mut self.full_stops, p.full_stops),
            (&mut self.question_marks, p.question_marks),
            (&mut self.exclamation_marks, p.exclamation_marks),
            (&mut self.ellipses, p.ellipses),
            (&mut self.colons, p.colons),
            (&mut self.closers, p.closers),
            (&mut self.opening_quotes, p.opening_quotes),
            (&mut self.label_marks, p.label_marks),
            (&mut self.label_openers, p.label_openers),
            (&mut self.title_separators, p.title_separators),
            (&mut self.decimal_separators, p.decimal_separators),
            (&mut self.group_separators, p.group_separators),
        ];
        for (all, more) in pairs {
            let new: Vec<char> = more.iter().copied().filter(|c| !all.contains(c)).collect();
            all.extend(new);
        }
    }

    /// Every mark that ends a sentence: full stops, question and exclamation marks, ellipses.
    pub fn sentence_ends(&self) -> &[char] {
        &SENTENCE_ENDS
    }
}

impl Punctuation {
    /// No marks: for scripts with nothing to say about punctuation.
    pub const NONE: Punctuation = Punctuation {
        full_stops: &[],
        question_marks: &[],
        exclamation_marks: &[],
        ellipses: &[],
        colons: &[],
        closers: &[],
        opening_quotes: &[],
        label_marks: &[],
        label_openers: &[],
        title_separators: &[],
        decimal_separators: &[],
        group_separators: &[],
    };
}

static PUNCTUATION: LazyLock<Punctuation<Vec<char>>> = LazyLock::new(|| {
    let mut all = Punctuation::<Vec<char>>::default();
    for s in crate::data::SCRIPTS {
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

/// Every script the registry knows, `Common` first.
pub fn scripts() -> &'static [ScriptInfo] {
    crate::data::SCRIPTS
}

/// What the registry knows of `script`.
pub fn script(script: Script) -> &'static ScriptInfo {
    let found = crate::data::SCRIPTS.iter().find(|s| s.script == script);
    // Every variant has an entry (a test checks it); `Common` stands in otherwise.
    found.unwrap_or(&crate::data::SCRIPTS[0])
}

/// The script of letter `c`, if it is a letter of a script the registry knows.
pub fn script_of(c: char) -> Option<Script> {
    if !c.is_alphabetic() {
        return None;
    }
    let cp = c as u32;
    crate::data::SCRIPTS
        .iter()
        .find(|s| s.letters.iter().any(|&(from, to)| (from..=to).contains(&cp)))
        .map(|s| s.script)
}

/// Whether a word ending in `c` ends at a word edge when a letter of another script or
/// punctuation follows, as in the scripts of [`ScriptInfo::word_edges`]; digits count as such.
pub fn has_word_edges(c: char) -> bool {
    c.is_ascii_digit() || script_of(c).is_some_and(|s| script(s).word_edges)
}

static LABELS: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| crate::data::SCRIPTS.iter().flat_map(|s| s.labels.iter().copied()).collect());

/// Every choice-label alphabet, script by script (Latin capitals first).
pub fn label_alphabets() -> &'static [&'static str] {
    &LABELS
}

/// The ASCII digit a decimal digit of any script stands for (`٣` → `3`, `３` → `3`).
pub fn ascii_digit(c: char) -> Option<char> {
    let cp = c as u32;
    let zero = crate::data::SCRIPTS
        .iter()
        .flat_map(|s| s.zeros.iter())
        .map(|&z| z as u32)
        .find(|&z| (z..z + 10).contains(&cp))?;
    char::from_digit(cp - zero, 10)
}

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
