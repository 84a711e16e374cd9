//! Words of the registry a key line is read by: the words that name the answer (`Answer`,
//! `Lösung`, `정답`) and those that address the reader (`Your`, `votre`, `あなた`), in every
//! language the registry knows, since a page's language is not known yet when its key lines are
//! read.

use std::sync::LazyLock;

use quizdeck_lang::{Language, Script};

/// One list of words of every language, lower case.
struct Lexicon {
    /// Words of the scripts that separate words with spaces.
    words: std::collections::HashSet<String, foldhash::fast::FixedState>,
    /// The length in bytes of the longest of them.
    longest: usize,
    /// Words in Hangul and the scripts without spaces (`あなた`, `답`): matched anywhere, since
    /// particles glue on to them (`당신의`, `정답은`).
    pieces: Vec<&'static str>,
}

/// Whether `c` is a letter of Hangul or of a script without spaces between words, whose words are
/// matched anywhere in a text, since particles glue on to them (`정답은`).
fn unspaced(c: char) -> bool {
    matches!(
        quizdeck_lang::script_of(c),
        Some(
            Script::Han
                | Script::Hiragana
                | Script::Katakana
                | Script::Hangul
                | Script::Thai
                | Script::Lao
                | Script::Khmer
                | Script::Myanmar
        )
    )
}

impl Lexicon {
    fn of(list: fn(&Language) -> &'static [&'static str]) -> Self {
        let mut lexicon = Lexicon { words: Default::default(), longest: 0, pieces: Vec::new() };
        for &w in quizdeck_lang::languages().iter().flat_map(|l| list(l).iter()) {
            if w.chars().any(unspaced) {
                lexicon.pieces.push(w);
            } else {
                lexicon.longest = lexicon.longest.max(w.to_lowercase().len());
                lexicon.words.insert(w.to_lowercase());
            }
        }
        lexicon
    }

    /// Whether a word of `text` is one of the words (`whole`) or begins with one, or one of the
    /// pieces is in `text`.
    fn in_text(&self, text: &str, whole: bool) -> bool {
        let found = |w: &str| {
            if whole {
                self.words.contains(w)
            } else {
                // Each beginning of the word up to the longest entry, looked up whole.
                let ends = w.char_indices().map(|(i, _)| i).skip(1).chain([w.len()]);
                ends.take_while(|&e| e <= self.longest).any(|e| self.words.contains(&w[..e]))
            }
        };
        words(text).any(|w| {
            if w.chars().any(char::is_uppercase) { found(&w.to_lowercase()) } else { found(w) }
        }) || self.pieces.iter().any(|p| text.contains(p))
    }
}

/// The words of `text`: runs up to white space or a mark of punctuation, not up to any
/// character that is no letter, for the signs that write vowels and the virama (`तुम्हारा`) are
/// none. The invisible marks that set the direction of right-to-left text (`&rlm;` before a
/// Yiddish or Arabic lead, an isolate around a number) part words too: they are no letter of
/// the word they stand before.
fn words(text: &str) -> impl Iterator<Item = &str> {
    let p = quizdeck_lang::punctuation();
    let apart = move |c: char| {
        c.is_whitespace()
            || if c.is_ascii() {
                !c.is_ascii_alphanumeric() && c != '\''
            } else {
                p.marks().iter().any(|m| m.contains(&c))
                    || matches!(c, '«' | '»' | '“' | '”' | '‘' | '’' | '—' | '–')
                    || crate::label::direction_mark(c)
                    || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
            }
    };
    text.split(apart).filter(|w| !w.is_empty())
}

/// Whether `text` addresses the reader in a language the registry knows (`your`, `vous`,
/// `あなた`, from its reader words): a key line that does ("Your answer: B", "Vous avez choisi
/// B") shows the reader's own choice, as a results page does, which may be wrong.
///
/// A reader word right after an answer word is another language's, unless one language has
/// both: Dutch `je` (your) is "is" in the Slavic languages that write `Pravilen odgovor je: B`,
/// `Správná odpověď je B`, where Swahili `Jibu lako` and Yoruba `Ìdáhùn rẹ` say "your answer".
pub(crate) fn reader_named(text: &str) -> bool {
    static READER: LazyLock<Lexicon> = LazyLock::new(|| Lexicon::of(|l| l.reader_words));
    if !READER.in_text(text, true) {
        return false;
    }
    let mut previous: Option<&str> = None;
    let mut named = READER.pieces.iter().any(|p| text.contains(p));
    for w in words(text) {
        named |= READER.in_text(w, true)
            && !READER.pieces.iter().any(|p| w.contains(p))
            && !previous.is_some_and(|p| ANSWER.in_text(p, false) && !one_language_says(p, w));
        previous = Some(w);
    }
    named
}

/// Whether one language of the registry has both `answer`, a word beginning with one of its
/// answer words, and `reader`, one of its reader words. Asked only of a lead with both.
fn one_language_says(answer: &str, reader: &str) -> bool {
    let (answer, reader) = (answer.to_lowercase(), reader.to_lowercase());
    quizdeck_lang::languages().iter().any(|l| {
        l.reader_words.iter().any(|r| r.to_lowercase() == reader)
            && l.answer_words.iter().any(|a| answer.starts_with(&a.to_lowercase()))
    })
}

/// The languages whose answer words begin a word of `lead` (`Jibu sahihi` → Swahili; `Pravilni
/// odgovor` → Slovenian, Croatian, Serbian …), as [`names_answer`] finds them: by a word's
/// beginning, or anywhere for a word of Hangul or a script without spaces (`정답`). Asked only
/// of a lead that holds a word of negation somewhere.
pub(crate) fn answer_languages(lead: &str) -> Vec<&'static Language> {
    let words: Vec<String> = words(lead).map(str::to_lowercase).collect();
    quizdeck_lang::languages()
        .iter()
        .filter(|l| {
            l.answer_words.iter().any(|a| {
                let a = a.to_lowercase();
                words.iter().any(|w| w.starts_with(&a))
                    || (a.chars().any(unspaced) && lead.contains(&a))
            })
        })
        .copied()
        .collect()
}

/// Whether `text`, the lead of a line that names a label, says that it names the answer: a word
/// of it begins with an answer word of a language the registry knows (`Answer`, `Ans.`,
/// `Lösungen`, `odpovědi`, `正解`). Without one, a label after a lead is something else of the
/// choice's letter ("Skupina: A", a worksheet's group; "Most pupils pick A."; "Chemical symbol:
/// C"), and so is one with a word saying it is not the answer ("Wrong answer: A", `不正解`). A
/// lead with no letters at all (`→ B`, `(B)` alone) is no lead.
pub(crate) fn names_answer(text: &str) -> bool {
    // "Wrong answer: A", "不正解：A": an answer word, and a word that says it is not the answer.
    !text.chars().any(char::is_alphanumeric)
        || (ANSWER.in_text(text, false)
            && !WRONG.in_text(text, false)
            // An earlier question's answer takes a word besides the answer word.
            && !(text.trim().contains(char::is_whitespace) && EARLIER.in_text(text, false)))
}

/// Whether `text` speaks of the quiz itself, as an instruction does (`Soma swali kwa makini kisha
/// uchague jibu moja sahihi.`, read the question carefully and pick the one right answer): a
/// word of it begins with a word for "answer" of a language the registry knows, or is one of
/// their words for "question", or names a quiz. The data a problem gives before the line that
/// asks speaks of its subject.
pub(crate) fn speaks_of_the_quiz(text: &str) -> bool {
    static QUESTION: LazyLock<Lexicon> = LazyLock::new(|| Lexicon::of(|l| l.question_prefixes));
    ANSWER.in_text(text, false) || QUESTION.in_text(text, true) || mentions_quiz(text)
}

/// Whether `text` is a grade a results page gives the reader's pick (`गलत`, incorrect;
/// `Incorrect`, `Teilweise richtig`): a word saying right or wrong, and little else.
pub(crate) fn is_grade(text: &str) -> bool {
    let n = words(text).count();
    (1..=2).contains(&n) && (WRONG.in_text(text, false) || n == 1 && ANSWER.in_text(text, false))
}

/// Every language's quiz words, in lower case.
static QUIZ_WORDS: LazyLock<std::collections::HashSet<String, foldhash::fast::FixedState>> =
    LazyLock::new(|| {
        let all = quizdeck_lang::languages().iter().flat_map(|l| l.quiz_words.iter());
        all.map(|w| w.to_lowercase()).collect()
    });

/// Whether `part`, a part of a title (`viktorina`, `test №12`, `テスト`), names only the kind of
/// page it is (a quiz, a test) in a language the registry knows: its words with letters, lower
/// case, are one of the registry's quiz words; numbers and marks beside them (`№12`, `#3`) aside.
pub(crate) fn names_a_quiz(part: &str) -> bool {
    let tokens: Vec<&str> = part
        .split(|c: char| c.is_whitespace() || matches!(c, '-' | '–' | '—'))
        .filter(|w| !w.is_empty())
        .collect();
    let numeric = |t: &str| t.chars().any(char::is_numeric) && !t.chars().any(char::is_alphabetic);
    // An abbreviation that numbers what follows (`nr 4`, `No. 12`) says nothing either.
    let numbering = |k: usize| {
        tokens[k].trim_matches('.').chars().count() <= 3
            && tokens.get(k + 1).is_some_and(|n| numeric(n))
    };
    let words: Vec<String> = (0..tokens.len())
        .filter(|&k| !numbering(k))
        .map(|k| tokens[k].trim_matches(|c: char| !c.is_alphabetic()))
        .filter(|w| w.chars().any(char::is_alphabetic) && !w.chars().any(char::is_numeric))
        .map(str::to_lowercase)
        .collect();
    !words.is_empty() && (QUIZ_WORDS.contains(&words.join(" ")) || counts_questions(&words))
}

/// Whether `part` is one word that ends in a quiz word after a longer word of its own, as
/// languages that compound write a kind of test (`kontrolltest`, `Abschlusstest`); a shorter
/// head is a word of its own (`protest`). Such a word may name the quiz's subject too
/// (`Sienivisa`, the mushroom quiz): it only says that what stands before a colon
/// (`Pythoni alused: kontrolltest`) is the subject.
pub(crate) fn compound_quiz_word(part: &str) -> bool {
    let w = part.trim().to_lowercase();
    !w.contains(char::is_whitespace)
        && QUIZ_WORDS.iter().any(|q| {
            let head = w.strip_suffix(q.as_str()).map_or(0, |h| h.chars().count());
            q.chars().count() >= 4 && !q.contains(' ') && head >= 5
        })
}

/// Whether `text` names a quiz, a test or an exam anywhere in it, in a language the registry
/// knows (`천문학 퀴즈 – 행성`, `Test de révision`, `Abschlusstest`): one of its words is a quiz
/// word, or ends in one as a compound, or it holds a quiz word of several (`trắc nghiệm`).
pub(crate) fn mentions_quiz(text: &str) -> bool {
    let lower = text.to_lowercase();
    words(&lower).any(|w| QUIZ_WORDS.contains(w) || compound_quiz_word(w))
        || QUIZ_WORDS.iter().any(|q| q.contains(' ') && lower.contains(q.as_str()))
}

/// Whether `part` is a few words led by a quiz word (`qüestionari de repàs`, `test de repaso`,
/// `quiz final`): a kind of test with what it is for. Like [`compound_quiz_word`], it only says
/// that what stands before a colon (`Astronomia: qüestionari de repàs`) is the subject; alone
/// such words may name one (`Test de Turing`).
pub(crate) fn led_by_quiz_word(part: &str) -> bool {
    let mut words = part.split_whitespace();
    let first = words.next().map(|w| w.trim_end_matches(|c: char| !c.is_alphabetic()));
    let rest = words.count();
    (1..=3).contains(&rest) && first.is_some_and(|w| QUIZ_WORDS.contains(&w.to_lowercase()))
}

/// The dashes, with a space on each side, that set a part of a text off (`Zeměpis – kvíz`, an
/// answer's text – its reason).
pub(crate) const SPACED_DASHES: [&str; 3] = [" – ", " — ", " - "];

/// The subject a quiz's title names beside the words that only say it is a quiz, in a
/// language the registry knows: after a leading quiz word and a short word that links it, where
/// the subject is a name with a capital (`Quiz de Astronomía`, `Trắc nghiệm Lịch sử Việt Nam`;
/// not `Тест по ботанике`, whose noun the preposition inflects), before a
/// trailing one (`JavaScript kvíz`), or apart from a part a spaced dash sets off (`Zeměpis –
/// kvíz`, `Basketbol qaydaları — test`, `Quiz — Astronomy`); without the
/// pictures a title is decorated with (`🌌`). `title` itself where nothing is left besides.
/// Not a leading `test`, which names subjects too (`Test de Turing`).
pub(crate) fn subject_of_title(title: &str) -> &str {
    // Arrows, signs and pictographs, with the marks that join and colour them.
    let picture = |c: char| {
        ('\u{2190}'..='\u{2BFF}').contains(&c)
            || ('\u{1F000}'..='\u{1FAFF}').contains(&c)
            || matches!(c, '\u{fe0f}' | '\u{200d}')
    };
    let t = title.trim_matches(|c: char| c.is_whitespace() || picture(c));
    let has_subject = |s: &str| s.chars().any(char::is_alphabetic);
    // Parts a spaced dash sets off: the one that only names a quiz goes.
    for dash in SPACED_DASHES {
        if let Some((left, right)) = t.rsplit_once(dash) {
            if of_the_quiz(right) && has_subject(left) {
                return subject_of_title(left);
            }
            if names_a_quiz(left) && has_subject(right) {
                return subject_of_title(right);
            }
        }
    }
    let words: Vec<(usize, &str)> = crate::sentence::words_at(t).collect();
    if words.len() < 2 {
        return t;
    }
    // A leading quiz word of one or two words, and a short word after it that links it.
    for n in [2, 1] {
        let Some(&(end_at, last)) = words.get(n - 1) else { continue };
        // With the full stop or colon that may close it (`Тест. История на …`).
        let lead = t[..end_at + last.len()].trim_end_matches(['.', ':', '：']);
        let lower = lead.to_lowercase();
        if !QUIZ_WORDS.contains(&lower) || lower == "test" || words.len() <= n {
            continue;
        }
        let (mut at, next) = words[n];
        let linking = next.chars().count() <= 3 && next.chars().all(char::is_lowercase);
        // Or the quiz's number (`Prøve 2: Norges geografi`, `Quiz #3 – …`).
        let numbered = next.chars().any(|c| c.is_ascii_digit())
            && next.chars().all(|c| c.is_ascii_digit() || matches!(c, '#' | '№' | '.' | ':'));
        if linking || numbered {
            let Some(&(after, _)) = words.get(n + 1) else { continue };
            at = after;
        }
        // The subject as a name, with a capital: a noun a preposition has inflected (`Тест по
        // ботанике`) or a script without capitals (`חידון באקולוגיה`) is left as it is.
        let rest = &t[at..];
        if rest.chars().next().is_some_and(char::is_uppercase) {
            return rest;
        }
    }
    // A trailing quiz word, unless one word in small letters that a spaced dash sets off
    // stands before it (`Árpád-házi királyok – gyors kvíz`, the quick quiz): whether it says
    // what kind of quiz it is or names part of the subject cannot be told, and the title stays
    // whole. Words in capitals or in a script without them may be the subject (`중학교 과학 –
    // 힘과 운동 퀴즈`, force and motion).
    let &(last_at, last) = words.last().unwrap_or(&(0, ""));
    let before = t[..last_at].trim_end();
    let lone_small_word = |part: &str| {
        let part = part.trim();
        !part.contains(char::is_whitespace) && part.starts_with(char::is_lowercase)
    };
    let dashed = SPACED_DASHES
        .iter()
        .any(|d| before.rsplit_once(d).is_some_and(|(_, r)| lone_small_word(r)));
    if QUIZ_WORDS.contains(&last.to_lowercase()) && has_subject(before) && !dashed {
        return before;
    }
    t
}

/// Whether `part` of a title only says it is a quiz: the kind of page (`kvíz`, `test №12`), a
/// compound that ends in a quiz word (`Wissenstest`) or a few words a quiz word leads
/// (`qüestionari de repàs`). Not a few words before one (`힘과 운동 퀴즈`, force and motion
/// quiz), which may be the subject.
fn of_the_quiz(part: &str) -> bool {
    let part = part.trim();
    names_a_quiz(part)
        || compound_quiz_word(part)
        || led_by_quiz_word(part)
        || kind_of_questions(part)
}

/// Whether `part` of a title, set off from its subject, only says what kind of questions the
/// page holds (`practice questions`, `pytania testowe`, `अभ्यास प्रश्नहरू`, `preguntas de
/// repaso`): two or three words, one of them a word for "question" of a language the registry
/// knows in one of its forms, the others what they are for. A third word with a capital may
/// be a subject (`Questions of Life`).
pub(crate) fn kind_of_questions(part: &str) -> bool {
    /// A letter, or a vowel sign or other mark joined to one (`प्रश्नहरू`).
    fn letter(c: char) -> bool {
        c.is_alphabetic() || unicode_normalization::char::is_combining_mark(c)
    }
    static QUESTION: LazyLock<Vec<String>> = LazyLock::new(|| {
        let all = quizdeck_lang::languages().iter().flat_map(|l| l.question_prefixes.iter());
        all.filter(|w| w.chars().count() >= 4 && w.chars().all(letter))
            .map(|w| unaccented(&w.to_lowercase()))
            .collect()
    });
    let words: Vec<&str> = part
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| {
                !(c.is_alphanumeric() || unicode_normalization::char::is_combining_mark(c))
            })
        })
        .filter(|w| !w.is_empty())
        .collect();
    if !(2..=3).contains(&words.len())
        || words.iter().any(|w| !w.chars().all(letter))
        || words.len() == 3 && words[2].starts_with(char::is_uppercase)
    {
        return false;
    }
    // The word as it is, or less its last letter, then an ending of up to two letters, the
    // vowel signs that join them aside (`question`s, `pytani`a, `प्रश्न`हरू; not `question`ing).
    let form = |w: &str, q: &str| {
        let stem = q.char_indices().next_back().map_or("", |(at, _)| &q[..at]);
        let letters = |e: &str| {
            e.chars().filter(|&c| !unicode_normalization::char::is_combining_mark(c)).count()
        };
        [q, stem].iter().any(|s| w.strip_prefix(s).is_some_and(|e| letters(e) <= 2))
    };
    words.iter().any(|w| {
        let w = unaccented(&w.to_lowercase());
        QUESTION.iter().any(|q| form(&w, q))
    })
}

/// `word` with the accents that a letter carries as a precomposed character taken off (`ώ` is
/// `ω`, `é` is `e`): a word for "question" moves its accent as it is inflected (Greek
/// `ερώτηση`, `ερωτήσεις`, the plural). Only letters of alphabets with small letters lose them:
/// vowel signs written as marks of their own (`प्रश्न`) are no accents, and a Hangul syllable or
/// a voiced kana (`문`, `が`), which decompose too, is another letter without its parts.
fn unaccented(word: &str) -> String {
    if word.is_ascii() {
        return word.to_owned();
    }
    word.chars()
        .map(|c| {
            let mut base = None;
            if c.is_lowercase() {
                unicode_normalization::char::decompose_canonical(c, |d| {
                    base.get_or_insert(d);
                });
            }
            base.unwrap_or(c)
        })
        .collect()
}

/// Whether `words` (lower case) count the page's questions: a few short words or a number, then
/// a word for "question" of a language the registry knows, perhaps in the plural (`tres
/// preguntas`, `10 questions`, `cinq questions`).
fn counts_questions(words: &[String]) -> bool {
    static QUESTION: LazyLock<Vec<String>> = LazyLock::new(|| {
        let all = quizdeck_lang::languages().iter().flat_map(|l| l.question_prefixes.iter());
        all.filter(|w| w.chars().count() >= 4).map(|w| unaccented(&w.to_lowercase())).collect()
    });
    let Some((last, count)) = words.split_last() else { return false };
    let last = &unaccented(last);
    // The word less its last letter, which a plural or a case may change (`pytanie`, `pytania`),
    // and an ending of up to three letters.
    let plural = |q: &String| {
        let stem = q.char_indices().next_back().map_or("", |(at, _)| &q[..at]);
        last.strip_prefix(stem).is_some_and(|ending| ending.chars().count() <= 3)
    };
    count.len() <= 1 && count.iter().all(|w| w.chars().count() <= 6) && QUESTION.iter().any(plural)
}

static ANSWER: LazyLock<Lexicon> = LazyLock::new(|| Lexicon::of(|l| l.answer_words));
static WRONG: LazyLock<Lexicon> = LazyLock::new(|| Lexicon::of(|l| l.wrong_words));
static EARLIER: LazyLock<Lexicon> = LazyLock::new(|| Lexicon::of(|l| l.earlier_words));

/// The word a page sets over a sponsor's box or a readers' poll, in the languages quiz sites are
/// written in, lower case (`Advertisement`, `Anzeige`, `Publicidad`, `广告`, `विज्ञापन`, `Polling`).
/// Written by hand: no crate lists it, and the language registry's tables hold what quiz pages
/// say about questions, not their furniture.
const BOX_WORDS: &[&str] = &[
    "advertisement",
    "advertising",
    "ad",
    "ads",
    "sponsored",
    "promo",
    "poll",
    "anzeige",
    "werbung",
    "gesponsert",
    "umfrage",
    "publicidad",
    "patrocinado",
    "encuesta",
    "publicité",
    "sponsorisé",
    "sondage",
    "pubblicità",
    "sponsorizzato",
    "sondaggio",
    "publicidade",
    "enquete",
    "advertentie",
    "peiling",
    "reklama",
    "sponsorowane",
    "ankieta",
    "sonda",
    "inzerce",
    "anketa",
    "реклама",
    "опрос",
    "опитування",
    "reklam",
    "anket",
    "iklan",
    "polling",
    "quảng cáo",
    "广告",
    "廣告",
    "広告",
    "アンケート",
    "광고",
    "설문",
    "إعلان",
    "استطلاع",
    "विज्ञापन",
    "मतदान",
    "διαφήμιση",
    "δημοσκόπηση",
    "hirdetés",
    "reclamă",
    "sondaj",
    "פרסומת",
    "סקר",
    "mainos",
    "kysely",
    "annonse",
    "annons",
    "reklame",
    "โฆษณา",
    "tangazo",
];

/// Whether `text` is, or starts with, the word a sponsor's box or a poll wears, alone in its
/// element or before a colon, a dash, a dot or a bar (`Advertisement`, `REKLAMA — Kurs …`,
/// `广告：VIP会员…`, `<small>Advertisement</small> Buy …`): `breaks` are where the block's
/// elements meet.
pub(crate) fn boxed_off(text: &str, breaks: &[usize]) -> bool {
    // The first letter, lower case, must begin one of the words: asked of every block after a
    // key, most of which begin otherwise.
    static FIRSTS: LazyLock<Vec<char>> = LazyLock::new(|| {
        let mut f: Vec<char> = BOX_WORDS.iter().filter_map(|w| w.chars().next()).collect();
        f.sort_unstable();
        f.dedup();
        f
    });
    let first = text.trim_start().chars().next().and_then(|c| c.to_lowercase().next());
    if first.is_none_or(|c| FIRSTS.binary_search(&c).is_err()) {
        return false;
    }
    let start = text.len() - text.trim_start().len();
    BOX_WORDS.iter().any(|w| {
        // The word's letters, compared one by one in lower case, as the page writes them.
        let mut end = start;
        let mut said = text[start..].chars();
        for want in w.chars() {
            match said.next() {
                Some(c) if c.to_lowercase().eq(std::iter::once(want)) => end += c.len_utf8(),
                _ => return false,
            }
        }
        let rest = text[end..].trim_start();
        let word_ends = !text[end..].starts_with(char::is_alphanumeric);
        word_ends
            && (rest.is_empty()
                || breaks.contains(&end) && !rest.starts_with(char::is_lowercase)
                || rest.starts_with([':', '：', '—', '–', '-', '·', '|']))
    })
}

#[cfg(test)]
#[path = "lexicon_tests.rs"]
mod tests;
