//! One language's entry: how pages name it, its codes and scripts, and the words of it that the
//! readers and checks look for.

use crate::script::{HanForm, Script};

/// Everything quizdeck knows of one language. Every list may be empty: an empty list only means
/// that part is not known yet (the generated `languages.md` shows which are).
#[derive(Debug, Clone, Copy)]
pub struct Language {
    /// The primary language subtag of BCP-47: the ISO 639-1 code (`fr`, `zh`), or the ISO 639-3
    /// code for a language without one.
    pub tag: &'static str,
    /// Its name in English.
    pub name: &'static str,
    /// The ISO 639-3 code language detection reports for it (`fra`; for a macrolanguage, the
    /// individual language sites write: `cmn` for Chinese, `pes` for Persian, `nob` for
    /// Norwegian).
    pub iso639_3: &'static str,
    /// The scripts it is written in, the usual one first.
    pub scripts: &'static [Script],
    /// The groups of languages it is too alike for detection to tell apart on a sentence or two.
    pub families: &'static [Family],
    /// Its names as a language switcher shows them, in lower case: endonyms, and the English
    /// names some sites use (`english`). A page's first line reading one of them (or the tag
    /// itself, for a language with names) gives the page's language.
    pub endonyms: &'static [&'static str],
    /// Tags for regional, script or former forms (`pt-BR`, `zh-Hant`, `iw`), with their names.
    pub variants: &'static [Variant],
    /// Numbers spelled out in words, one set per grammatical form (`двадцать`, `двадцати`).
    pub numbers: &'static [NumberWords],
    /// Words for powers of ten after a number (`million` → 6, `万` → 4); a word matches with up
    /// to three more letters of inflection (`milliards`, `тысячи`), a single character (the scripts
    /// without spaces) on its own.
    pub scale_words: &'static [(&'static str, i32)],
    /// Words for powers of ten written before the number (Swahili `milioni 150`, Hausa `miliyan
    /// 150`), whole words.
    pub scale_words_before: &'static [(&'static str, i32)],
    /// Characters after a number that make it a base rather than a quantity (`16進数`).
    pub radix_marks: &'static [char],
    /// How it writes unit symbols: canonical symbol → its spellings (`GB` → `Go`, `ГБ`).
    pub unit_words: &'static [(&'static str, &'static [&'static str])],
    /// Its words for units of time after a number: `s`, `min`, `h` → words (`Sekunden`, `分钟`).
    /// Read only after a number: some are ordinary words too (`ora`).
    pub time_words: &'static [(&'static str, &'static [&'static str])],
    /// Time units after the slash of a rate (`ГБ/с`, `GB/秒`): spelling → canonical symbol.
    pub rate_units: &'static [(&'static str, &'static str)],
    /// Words of negation (`not`, `nicht`, `pas`, `不`, `않-`). A word matches a whole word of a
    /// text; a `-` at its end lets it begin a longer word (`않-`: `않는다`), at its start end one
    /// (`-n't`: `doesn't`); in a script without spaces between words (Chinese, Japanese) it matches
    /// anywhere. Only sentence negation: a prefix of a word (`un-`, `non-`, `非`) is no flip.
    pub negations: &'static [&'static str],
    /// Phrases with a word of negation that negate nothing, matched as [`Language::negations`]
    /// are, word by word: bounds (`no more than`, `не более`, `不超过`), "regardless" (`无论`,
    /// `관계없이`), restrictives (`ne … que`: only), expletive negation (`dopóki … nie`: until),
    /// words that merely contain one (`不同`: different). `…` stands for a gap of a few words.
    pub negation_idioms: &'static [&'static str],
    /// Words for "except" that make a stem ask for the one choice that does not belong ("All of
    /// the following EXCEPT", `sauf`, `kromě`, `除いて`): such a question is negative without a word
    /// of negation, and other languages ask it with one ("Which is not …"). Matched as
    /// [`Language::negation_idioms`] are.
    pub except_words: &'static [&'static str],
    /// Beginnings of the words a line naming the answer leads with (`ans`: `Answer`, `Ans.`;
    /// `richtig`, `odpov`, `cevab`, `答`, `정답`), lower case: a line that names a label after a
    /// lead without one of them ("Skupina: A", "Most pupils pick A", "Chemical symbol: C") is
    /// no key. Matched at the start of a word; in Hangul and in the scripts without spaces,
    /// anywhere.
    pub answer_words: &'static [&'static str],
    /// Beginnings of words that say a label is not the answer (`wrong`, `incorrect`, `falsch`,
    /// `不正解`): a line whose lead has one ("Wrong answer: A") is no key, even with an answer word
    /// in it. Matched as [`Language::answer_words`] are.
    pub wrong_words: &'static [&'static str],
    /// Words of negation a key line may hold beside its label (`pareizā atbilde nav C`, "the
    /// right answer is not C"; `není`, `nėra`, `mhux`), in a language whose [`negations`] are
    /// not listed: its verbs take negation as a prefix (`nezná`, `nepieder`), which a list of
    /// words cannot follow, so `check` does not compare its texts for a "not". The readers
    /// alone use them: a label beside one is denied, never the answer. Matched as whole words.
    ///
    /// [`negations`]: Language::negations
    pub denials: &'static [&'static str],
    /// Beginnings of words that say the answer a line gives is an earlier question's (`last
    /// week's`, `previous`, `vorige`, `прошл`): a newsletter gives last week's answer under this
    /// week's question ("Last week's answer: C"), which is no key of it. Matched as
    /// [`Language::answer_words`] are.
    pub earlier_words: &'static [&'static str],
    /// Words by which a page addresses its reader (`you`, `your`, `votre`, `あなた`): a line
    /// that does so before a label ("Your answer: B", "Vous avez choisi B") names the reader's
    /// own choice, as a results page shows it, never the answer. Matched as whole words, in any
    /// case; in Hangul and in the scripts without spaces, anywhere.
    pub reader_words: &'static [&'static str],
    /// How it writes decades and centuries (`the 1990s`, `w latach 90. XX wieku`, `التسعينيات`).
    pub decades: Decades,
    /// Words that never end a finished sentence or choice, as [`Language::negations`] match
    /// them: articles, conjunctions, prepositions that need their object (`the`, `and`, `de`,
    /// `вместо`, `-라면`). A text that ends with one was cut; case counts (`Vitamina A` ends
    /// with no article `a`).
    pub open_ends: &'static [&'static str],
    /// Words for a minus sign right before a number (`minus`, `минус`, `零下`).
    pub minus_words: &'static [&'static str],
    /// Its own spellings of acronyms, with the canonical (English) one: `IA` → `AI`.
    pub acronyms: &'static [(&'static str, &'static str)],
    /// Beginnings of the words it writes out instead of an acronym (`processeur` for `CPU`),
    /// lower case.
    pub written_out: &'static [(&'static str, &'static [&'static str])],
    /// All-caps words its quizzes use for emphasis rather than as acronyms (`NOT`, `SAUF`).
    pub emphasis: &'static [&'static str],
    /// Its words for a quiz, a test or an exam as a page's title names one beside its subject
    /// (`quiz`, `viktorina`, `сорил`, `テスト`): a title's part that is only such a word
    /// (`Lietuvos upės – viktorina`, `Azərbaycan tarixi: test №12`) is no topic. Lower case;
    /// matched as whole words, in the scripts without spaces as the whole part.
    pub quiz_words: &'static [&'static str],
    /// Its words for "question", and their abbreviations, that number or label a question's stem
    /// (`Q3: …`, `Question: …`, `Pitanje: …`, `質問：…`); matched in any case.
    pub question_prefixes: &'static [&'static str],
    /// Words for "option" that exam-prep pages write before a choice's letter or number
    /// (`Option 2: ARP`, `Correct Answer: Option 2`, `Opción B`), lower case.
    pub option_words: &'static [&'static str],
    /// Words that say only "it is" after the label a key names (`B ne` in Hausa, `B है` in
    /// Hindi): the line still names that label alone. Lower case; read only after a lead in
    /// the language's own answer words.
    pub copulas: &'static [&'static str],
    /// Lowercase particles inside people's names (`van`, `de`, `bin`), which a name keeps in every
    /// language.
    pub particles: &'static [&'static str],
    /// Lowercase letters it writes that the languages close to it (see [`Language::is_close_to`])
    /// do not all write: `ř`, `ů`, `ě` for Czech, `і`, `ї`, `є`, `ґ` for Ukrainian.
    pub distinct_letters: &'static [char],
    /// Lowercase letters of its script that languages close to it write and it never does: `ä`,
    /// `ľ`, `ô` for Czech, `ы`, `э`, `ъ`, `ё` for Ukrainian. A sentence of its page that writes
    /// them, and none of its [`Language::distinct_letters`], may be in one of those languages.
    pub foreign_letters: &'static [char],
    /// Its commonest words, lower case: articles, pronouns, prepositions, conjunctions, forms of
    /// "to be" and "to have", question words; the words a sentence of a few words in the
    /// language seldom goes without (`the`, `of`, `is`; `het`, `een`, `van`). A text that holds
    /// several of its words and none of the other languages' at hand is taken to be in it
    /// without asking the language detector (see [`crate::common`]).
    pub common_words: &'static [&'static str],
}

impl Language {
    /// An entry with nothing but a tag; data entries fill in the rest and take the empty lists
    /// from here (`..Language::BLANK`).
    pub const BLANK: Language = Language {
        tag: "",
        name: "",
        iso639_3: "",
        scripts: &[],
        families: &[],
        endonyms: &[],
        variants: &[],
        numbers: &[],
        scale_words: &[],
        scale_words_before: &[],
        radix_marks: &[],
        unit_words: &[],
        time_words: &[],
        rate_units: &[],
        negations: &[],
        negation_idioms: &[],
        except_words: &[],
        reader_words: &[],
        answer_words: &[],
        wrong_words: &[],
        denials: &[],
        earlier_words: &[],
        decades: Decades::NONE,
        open_ends: &[],
        minus_words: &[],
        acronyms: &[],
        written_out: &[],
        emphasis: &[],
        quiz_words: &[],
        question_prefixes: &[],
        option_words: &[],
        copulas: &[],
        particles: &[],
        distinct_letters: &[],
        foreign_letters: &[],
        common_words: &[],
    };

    /// Whether it is written in the Latin script (among others, as Serbian).
    pub fn is_latin(&self) -> bool {
        self.scripts.contains(&Script::Latin)
    }

    /// Whether detection may take it for `other`: the two share a family.
    pub fn is_close_to(&self, other: &Language) -> bool {
        self.families.iter().any(|f| other.families.contains(f))
    }

    /// Whether `other` is this language or another standard of it (Bosnian, Croatian and
    /// Serbian; Malay and Indonesian), which may write a whole text word for word as it does.
    pub fn is_one_language_with(&self, other: &Language) -> bool {
        let standards = |f: &Family| matches!(f, Family::Shtokavian | Family::Malayic);
        self.tag == other.tag
            || self.families.iter().any(|f| standards(f) && other.families.contains(f))
    }
}

/// How a language writes decades and centuries, so that `the 1990s`, `los años noventa`,
/// `w latach 90.`, `20世纪90年代` and `التسعينيات` all read as the decade 1990.
#[derive(Debug, Clone, Copy)]
pub struct Decades {
    /// Words right before a decade's number that make it one, lower case (`années` in `années
    /// 90`, `latach` in `w latach 90.`, `década de`).
    pub before: &'static [&'static str],
    /// What follows a number, glued, to make it a decade (`s` in `1990s`, `er` in `90er`, `-х`
    /// in `1990-х`, `年代`, `년대`).
    pub after: &'static [&'static str],
    /// Decades in words with their tens (`nineties` → 90, `تسعينيات` → 90): a word containing one,
    /// in any case, is that decade.
    pub words: &'static [(&'static str, u32)],
    /// Words for "century" beside its number or Roman numeral (`wieku` in `XX wieku`, `世纪` in
    /// `20世纪`, `siècle`), lower case.
    pub century_words: &'static [&'static str],
    /// Centuries in words, with their number (`القرن العشرين` → 20).
    pub centuries: &'static [(&'static str, u32)],
}

impl Decades {
    /// Nothing known.
    pub const NONE: Decades =
        Decades { before: &[], after: &[], words: &[], century_words: &[], centuries: &[] };

    /// How many entries it has.
    pub fn len(&self) -> usize {
        self.before.len()
            + self.after.len()
            + self.words.len()
            + self.century_words.len()
            + self.centuries.len()
    }

    /// Whether it has none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A regional, script or former form of a language, with its own tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Variant {
    /// Its tag (`pt-BR`, `zh-Hans`, `iw`).
    pub tag: &'static str,
    /// Its names as a language switcher shows them, lower case.
    pub endonyms: &'static [&'static str],
    /// For Chinese: the form of Han characters it is written in.
    pub han: Option<HanForm>,
}

/// Groups of languages that language detection confuses on a sentence or two: close relatives,
/// or languages sharing a script and much vocabulary. Text one of them copied from another is
/// reported as untranslated rather than as in the wrong language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    /// Spanish, Portuguese, Italian, Catalan, Romanian, Latin (detection tells French apart).
    Romance,
    /// Danish, Norwegian, Swedish.
    Scandinavian,
    /// Czech and Slovak.
    CzechSlovak,
    /// Croatian, Bosnian, Serbian, Slovenian, Macedonian, Bulgarian.
    SouthSlavic,
    /// Bosnian, Croatian and Serbian: the standards of one language, whose pages may give a
    /// sentence word for word alike, as regional variants of one language do.
    Shtokavian,
    /// Russian, Ukrainian, Belarusian.
    EastSlavic,
    /// Indonesian and Javanese.
    Sundic,
    /// Malay and Indonesian: the standards of one language, whose pages may give a sentence word
    /// for word alike (`Kapal angkasa itu melintasinya pada 2015.`), as Shtokavian's do.
    Malayic,
    /// Dutch and Afrikaans.
    LowFranconian,
    /// Hindi, Marathi, Nepali, Urdu.
    IndoAryan,
    /// Persian, Urdu, Arabic: one script and much shared vocabulary.
    PersoArabic,
    /// Chinese and Japanese: Han characters.
    Sinitic,
}

/// Numbers from 13 to 99 spelled out in one grammatical form of a language.
#[derive(Debug, Clone, Copy)]
pub struct NumberWords {
    /// 13 to 19.
    pub teens: &'static [&'static str],
    /// 20, 30, … (as many as the language writes as one word).
    pub tens: &'static [&'static str],
    /// 1 to 9 as they enter a compound (`vier` in `vierundzwanzig`); empty when compounds are
    /// several words.
    pub units: &'static [&'static str],
    /// How a ten and a unit make one word (`vierundzwanzig`), in every accepted spelling.
    pub compound: Option<fn(ten: &str, unit: &str) -> Vec<String>>,
    /// Words the rules above do not make (`veinticuatro`; `zwölf`, `dodici`: ten to twelve, only
    /// where the word is no common word of another language, since a text's numbers are read with
    /// every language's words and `once`, `onze`, `elf` or `ten` mean other things elsewhere;
    /// `hundred`, which a translation writes
    /// where another has `100`), with their values.
    pub extra: &'static [(&'static str, u32)],
}

impl NumberWords {
    /// Every word of this form with its value.
    pub fn words(&self) -> Vec<(String, u32)> {
        let mut out = Vec::new();
        for (k, w) in self.teens.iter().enumerate() {
            out.push(((*w).to_owned(), 13 + k as u32));
        }
        for (k, t) in self.tens.iter().enumerate() {
            let ten = 20 + 10 * k as u32;
            out.push(((*t).to_owned(), ten));
            for (u, unit) in self.units.iter().enumerate() {
                for w in self.compound.map(|c| c(t, unit)).unwrap_or_default() {
                    out.push((w, ten + 1 + u as u32));
                }
            }
        }
        out.extend(self.extra.iter().map(|&(w, v)| (w.to_owned(), v)));
        out
    }
}
