//! Scripts: which letters belong to one, the choice labels, digits and punctuation it writes
//! (the types; the entries are in `data`).

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
    Thaana,
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
    CanadianSyllabics,
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

/// Punctuation marks of a script (or, in [`punctuation`](crate::punctuation), of all of them
/// together).
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

impl<S> Punctuation<S> {
    /// Every kind of mark, in the order of the fields.
    pub fn marks(&self) -> [&S; 12] {
        [
            &self.full_stops,
            &self.question_marks,
            &self.exclamation_marks,
            &self.ellipses,
            &self.colons,
            &self.closers,
            &self.opening_quotes,
            &self.label_marks,
            &self.label_openers,
            &self.title_separators,
            &self.decimal_separators,
            &self.group_separators,
        ]
    }

    pub(crate) fn marks_mut(&mut self) -> [&mut S; 12] {
        [
            &mut self.full_stops,
            &mut self.question_marks,
            &mut self.exclamation_marks,
            &mut self.ellipses,
            &mut self.colons,
            &mut self.closers,
            &mut self.opening_quotes,
            &mut self.label_marks,
            &mut self.label_openers,
            &mut self.title_separators,
            &mut self.decimal_separators,
            &mut self.group_separators,
        ]
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

/// The two written forms of Chinese characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HanForm {
    /// Simplified characters (`这个`), `Hans`.
    Simplified,
    /// Traditional characters (`這個`), `Hant`.
    Traditional,
}
