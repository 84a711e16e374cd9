//! Labels listed in an answer line after its lead-in: `C`, `(c)`, `б) корневые волоски`, `A, C`,
//! `а, в, д`, `(a), (c)`, `A, D | Dificultad …`, or glued `AC` standing alone in its element.

use quizdeck_model::AnswerFrom;

use crate::choices::Run;
use crate::keys::{Candidate, core, found, has, same_text};
use crate::label::{direction_mark, first_letter, letter_index};

/// Labels listed after a lead-in's colon.
#[derive(Debug)]
pub(crate) struct Listed {
    pub labels: Vec<usize>,
    /// The text after a single label, if it is that choice's text or other words.
    pub text: Option<String>,
    pub rest: Option<String>,
}

impl Listed {
    pub(crate) fn into_candidate(self, at: usize) -> Candidate {
        Candidate {
            text: self.text,
            rest: self.rest,
            ..found(self.labels, AnswerFrom::KeyLine, at)
        }
    }
}

/// Words that join two labels into one answer of both (`A and C`, `A y C`, `A und C`, `A и C`).
const AND_WORDS: &[&str] = &[
    "and",
    "und",
    "et",
    "y",
    "e",
    "i",
    "и",
    "і",
    "та",
    "og",
    "och",
    "en",
    "ve",
    "và",
    "dan",
    "és",
    "ja",
    "oraz",
    "a",
    "ir",
    "un",
    "&",
    "+",
    "和",
    "与",
    "與",
    "及",
    "と",
    "및",
    "και",
    "ו",
    "و",
    "at",
    "na",
    "da",
    "și",
    "şi",
    "dhe",
    "ac",
    "agus",
    "eta",
    "და",
    "և",
    "եւ",
    "और",
    "এবং",
    "ও",
    "และ",
    "እና",
    "u",
    "və",
    "va",
    "және",
    "ба",
    "àti",
    "اور",
];

/// Labels joined by words (`A and C`, `A or C`, `(a) and (c)`) after a key line's lead-in: the
/// labels, when every word between them says "and" (the answer is all of them); `Some(None)`
/// when one is another word (`A or C`, `B oder C`: no one answer). `None` when `after` is not
/// labels and words in turn, at least two labels.
pub(crate) fn joined(after: &str, run: &Run) -> Option<Option<Vec<usize>>> {
    // A list with separators (`а, в, д`, `A; C`) is read by [`label_list`].
    let words: Vec<&str> = after.split_whitespace().collect();
    if words.len() < 3 || words.len().is_multiple_of(2) || after.contains([',', '，', '、', ';'])
    {
        return None;
    }
    let mut labels = Vec::new();
    let mut alphabet = None;
    let mut all_and = true;
    for (n, w) in words.iter().enumerate() {
        let w = w.trim_end_matches(['.', '。', '!', ';']);
        if n.is_multiple_of(2) {
            let t = crate::keys::run_label(w, run)
                .filter(|t| t.rest.is_empty() && has(run, t.index))?;
            // Labels of one alphabet: `D. RAID 6` is a label and its choice's text.
            let alpha = w.chars().find_map(letter_index).map(|l| l.1);
            if alphabet.is_some_and(|a| Some(a) != alpha)
                || alpha.is_some_and(|a| !crate::keys::names_in(run, a))
            {
                return None;
            }
            alphabet = alpha;
            labels.push(t.index);
        } else {
            // A word between two labels: short, in small letters (or none), without digits.
            if w.chars().count() > 6 || w.chars().any(|c| c.is_numeric() || c.is_uppercase()) {
                return None;
            }
            all_and &= AND_WORDS.contains(&w);
        }
    }
    Some(all_and.then_some(labels))
}

/// Whether `w` is a word for "and" ([`AND_WORDS`]), in any case of the ASCII letters: asked of
/// every word of an answer line, where a lowercased copy of each would cost more than reading it.
/// Compared only with the words of its length in bytes (ASCII case keeps a length), read from a
/// table built once.
fn is_and_word(w: &str) -> bool {
    static BY_LENGTH: std::sync::LazyLock<Vec<Vec<&str>>> = std::sync::LazyLock::new(|| {
        let longest = AND_WORDS.iter().map(|a| a.len()).max().unwrap_or(0);
        let mut table = vec![Vec::new(); longest + 1];
        for a in AND_WORDS {
            table[a.len()].push(*a);
        }
        table
    });
    BY_LENGTH.get(w.len()).is_some_and(|alike| alike.iter().any(|a| a.eq_ignore_ascii_case(w)))
}

/// Whether `hay` holds `needle`: a byte search for the needle's first byte, then a comparison
/// at each place found. Written by hand because `str::contains` builds a two-way searcher
/// (thousands of instructions) whenever the text is too short for its vector search, as an
/// answer line most often is; the texts here are at most 600 bytes.
fn holds(hay: &str, needle: &str) -> bool {
    let (h, n) = (hay.as_bytes(), needle.as_bytes());
    let Some((&first, rest)) = n.split_first() else { return true };
    h.len() >= n.len()
        && memchr::memchr_iter(first, &h[..=h.len() - n.len()])
            .any(|i| h[i + 1..].starts_with(rest))
}

/// Two choices or more named in a list, each by its label and its own whole text (`A) Bacterias,
/// C) Eritrocitos maduros de mamífero`, `a) Vltava a c) Botič`) or each by its whole text
/// (`Bacterias y Eritrocitos maduros de mamífero`), parted by commas, semicolons or words for
/// "and": their labels, and how they were named. A choice's own comma or "and" stays in it: the
/// longest run of parts that names a choice is taken.
pub(crate) fn choices_listed(after: &str, run: &Run) -> Option<(Vec<usize>, AnswerFrom)> {
    let said = after.trim().trim_end_matches(['.', '。']);
    // Two choices' texts at least must be in it as the page writes them: a byte search, where
    // most answer lines name one choice.
    let written = |c: &&(usize, String, usize)| {
        let t = core(&c.1);
        !t.is_empty() && holds(said, t)
    };
    if said.len() > 600 || run.choices.iter().filter(written).nth(1).is_none() {
        return None;
    }
    // Where the parts meet: a separator, or a word for "and" with a space on each side.
    let mut cuts: Vec<(usize, usize)> = said
        .match_indices([',', ';', '，', '、', '；'])
        .map(|(at, m)| (at, at + m.len()))
        .collect();
    for (at, w) in crate::sentence::words_at(said) {
        let spaced = said[..at].ends_with(' ') && said[at + w.len()..].starts_with(' ');
        if spaced && is_and_word(w) {
            cuts.push((at, at + w.len()));
        }
    }
    cuts.sort_unstable();
    let mut bounds = vec![0];
    for &(a, b) in &cuts {
        bounds.push(a);
        bounds.push(b);
    }
    bounds.push(said.len());
    // Part k runs from bounds[2k] to bounds[2k + 1].
    let parts = bounds.len() / 2;
    if parts < 2 {
        return None;
    }
    // No piece much longer than the longest choice (and its label) names one: most of an answer
    // line's pieces are not looked at.
    let longest = run.choices.iter().map(|c| c.1.len()).max().unwrap_or(0);
    let names = |piece: &str| -> Option<(usize, bool)> {
        let piece = piece.trim();
        if piece.len() > 2 * longest + 16 {
            return None;
        }
        if let Some(j) = crate::keys::by_text(run, piece) {
            return Some((j, false));
        }
        let tok = crate::keys::run_label(piece, run).filter(|t| t.strict && has(run, t.index))?;
        let own = run.choices.iter().find(|c| c.0 == tok.index)?;
        (!own.1.is_empty() && same_text(&own.1, tok.rest)).then_some((tok.index, true))
    };
    let mut labels = Vec::new();
    let mut by_label = Vec::new();
    let mut k = 0;
    while k < parts {
        let (j, named) = (k..parts)
            .rev()
            .find_map(|j| names(&said[bounds[2 * k]..bounds[2 * j + 1]]).map(|n| (j, n)))?;
        labels.push(named.0);
        by_label.push(named.1);
        k = j + 1;
    }
    let mut sorted = labels.clone();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() < 2
        || sorted.len() != labels.len()
        || by_label.iter().any(|&b| b != by_label[0])
    {
        return None;
    }
    let from = if by_label[0] { AnswerFrom::KeyLine } else { AnswerFrom::AnswerText };
    Some((sorted, from))
}

/// Separators between listed labels.
fn list_separator(c: char) -> bool {
    matches!(c, ',' | '，' | '、' | ';' | '&' | '+')
}

/// The labels listed in `text` from byte `from` on: `C`, `(c)`, `б) корневые волоски`, `A, C`,
/// `а, в, д`, `(a), (c)`, `A, D | Dificultad …`, or glued `AC` standing alone in its element.
/// A single label must end the text or be followed by a separator (`C.`, `C)`, `C –`), or by the
/// end of its element; several must be all the line says besides `|`-separated metadata.
pub(crate) fn label_list(text: &str, from: usize, breaks: &[usize], run: &Run) -> Option<Listed> {
    let openers = |c: char| c == '*' || quizdeck_lang::punctuation().opening_quotes.contains(&c);
    let spaces = |c: char| c.is_whitespace() || direction_mark(c);
    let start = from + (text.len() - from - text[from..].trim_start_matches(spaces).len());
    let start = start + text[start..].len() - text[start..].trim_start_matches(openers).len();
    let ends_element = |at: usize| breaks.contains(&at) || text[at..].trim().is_empty();
    let mut labels = Vec::new();
    let mut alphabet = None;
    let mut at = start;
    loop {
        let Some((index, alpha, end, closed)) = one_label(text, at, run.alphabet) else {
            return if labels.is_empty() { glued(text, at, at, breaks, run) } else { None };
        };
        if alphabet.is_some_and(|a| a != alpha) || !crate::keys::names_in(run, alpha) {
            return None;
        }
        alphabet = Some(alpha);
        // A label named twice (`Odpovědi: a, a`, the answers of two questions, or a slip) names
        // no set of answers of one question.
        if labels.contains(&index) {
            return None;
        }
        labels.push(index);
        // `A、C`: the enumeration comma a label may end with lists another label after it.
        if text[..end].ends_with('、')
            && one_label(text, end, run.alphabet)
                .is_some_and(|(_, a, e, c)| a == alpha && (c || label_end_ok(text, e)))
        {
            at = end;
            continue;
        }
        let after = &text[end..];
        let spaced = after.trim_start();
        match spaced.chars().next() {
            // A plus glued to a number is its sign, the start of the choice's text (`D. +7`,
            // an oxidation state; `B. +354`, a dialling code), not a list of labels.
            Some('+') if spaced[1..].starts_with(|d: char| d.is_numeric()) => {}
            Some(c) if list_separator(c) => {
                let next = end + (after.len() - spaced.len()) + c.len_utf8();
                let next = next + text[next..].len() - text[next..].trim_start().len();
                if one_label(text, next, run.alphabet)
                    .is_some_and(|(_, a, e, c)| a == alpha && (c || label_end_ok(text, e)))
                {
                    at = next;
                    continue;
                }
                if labels.len() > 1 {
                    return None;
                }
                let rest = spaced[c.len_utf8()..].trim();
                return Some(Listed {
                    labels,
                    text: Some(rest.to_owned()).filter(|r| !r.is_empty()),
                    rest: None,
                });
            }
            _ => {}
        }
        // The end of the list.
        let rest = after.trim_matches(spaces);
        let meta = rest.is_empty() || rest.starts_with('|') || rest.starts_with(['.', '。', '．']);
        if labels.len() > 1 {
            return (meta || ends_element(end)).then(|| Listed {
                labels,
                text: None,
                rest: after_break(text, end, breaks),
            });
        }
        let digit = alpha == crate::label::digit_alphabet();
        if digit && (rest.starts_with('/') || rest.starts_with(|c: char| c.is_ascii_digit())) {
            return None;
        }
        // The label, a space and its own choice's text (`정답: ② 세종`) names that choice.
        let own_text_after = || {
            let stop = breaks.iter().copied().find(|&b| b > end).unwrap_or(text.len());
            let said = text[end..stop].trim();
            let own = run.choices.iter().find(|c| c.0 == labels[0]);
            after.starts_with(char::is_whitespace)
                && own.is_some_and(|c| !c.1.is_empty() && same_text(&c.1, said))
        };
        if !closed && !label_end_ok(text, end) && !ends_element(end) && !own_text_after() {
            // "Answer: A model with …": a word, not a label. Glued labels ("AC") stand alone.
            return glued(text, at, end, breaks, run);
        }
        let own = run.choices.iter().find(|c| c.0 == labels[0]);
        // A dash between the label and the text (`A – 2.864 m`) is no part of it; a minus sign
        // right before a number is (`C. -89,2 °C`).
        let mut said = rest.trim_start_matches(spaces);
        while let Some(after) = said.strip_prefix(['-', '–', '—'])
            && !after.starts_with(|c: char| c.is_numeric())
        {
            said = after.trim_start_matches(spaces);
        }
        let said = in_brackets(said).unwrap_or(said);
        if enumerates_on(said, labels[0], alpha) {
            return None;
        }
        // After the element that holds the label, the text of a choice is the answer's text
        // (`<strong>Απάντηση: A.</strong> 1.e4 c5`), its own or another's (which the answer
        // then contradicts), not the explanation begun.
        let a_choice = |t: &str| run.choices.iter().any(|c| !c.1.is_empty() && same_text(&c.1, t));
        // So is its own text with a sentence after it (`<strong>Resposta: b)</strong> Xúpiter. A
        // súa masa …`), read below as the text and the explanation begun.
        let own_then = || own.is_some_and(|c| then_sentence(said, &c.1).is_some());
        let rest_of_line =
            after_break(text, end, breaks).filter(|_| !a_choice(said) && !own_then());
        // A bar after the label starts the next field of the key's line (`সঠিক উত্তর: গ |
        // কঠিনতা: সহজ`, its difficulty): no text of the answer.
        if said.starts_with(['|', '｜', '¦']) {
            return Some(Listed { labels, text: None, rest: rest_of_line });
        }
        // "Helyes válasz: B. A Duna választja el …": a sentence after the label, far longer than
        // any choice and starting with none, is the explanation begun on the answer's line, not
        // the answer's text.
        if rest_of_line.is_none() && explains(said, own, run) {
            return Some(Listed { labels, text: None, rest: Some(said.to_owned()) });
        }
        // "Answer: B. Kilimanjaro. It rises 5,895 m …": the choice's text, then a sentence of
        // explanation after it.
        if rest_of_line.is_none()
            && let Some((shown, more)) = own.and_then(|c| then_sentence(said, &c.1))
        {
            return Some(Listed { labels, text: Some(shown), rest: Some(more) });
        }
        if rest_of_line.is_none() && outgrows(said, own, run) {
            return Some(Listed { labels, text: None, rest: Some(said.to_owned()) });
        }
        let shown = (!said.is_empty() && rest_of_line.is_none()).then(|| said.to_owned());
        return Some(Listed { labels, text: shown, rest: rest_of_line });
    }
}

/// Whether `said`, the text after an answer's label, is a sentence of explanation rather than the
/// text of a choice: starting with a word, six words or more, more than twice as many as any
/// choice has, and starting with no choice's text (`B. Stromboli, the lighthouse of …` gives B's
/// text, however long; `C | Difficulty: easy | 2021` gives facts about the question).
fn explains(said: &str, own: Option<&(usize, String, usize)>, run: &Run) -> bool {
    let words = said.split_whitespace().count();
    let short_against = |c: &(usize, String, usize)| words <= 2 * c.1.split_whitespace().count();
    // Counted first, without copies, against the label's own choice first: most texts after a
    // label are its choice's.
    if !said.starts_with(char::is_alphanumeric)
        || words < 6
        || own.is_some_and(short_against)
        || run.choices.iter().any(short_against)
    {
        return false;
    }
    let lower = said.to_lowercase();
    run.choices.iter().all(|c| {
        let own = c.1.trim().to_lowercase();
        own.is_empty() || !lower.starts_with(&own)
    })
}

/// Whether `said` is a sentence far longer than the label's own choice (more than twice its
/// characters and ten more) and no choice's text (`Resposta: b — {} cria um dicionário vazio.`
/// for `set()`): the explanation, however short or however it starts; a text near its choice's
/// length is the answer's, right or wrong.
fn outgrows(said: &str, own: Option<&(usize, String, usize)>, run: &Run) -> bool {
    let Some(own) = own else { return false };
    said.chars().count() > 2 * own.1.chars().count() + 10
        && crate::sentence::ends_with_full_stop(said)
        && !run.choices.iter().any(|c| same_text(&c.1, said))
}

/// `said` split after its first part when that is the choice's text `own`, ended as a sentence
/// ends (`.`, `!`, `。`) or by a dash between spaces, and followed by three words or more: the
/// answer's text, and the explanation that goes on after it on the same line.
pub(crate) fn then_sentence(said: &str, own: &str) -> Option<(String, String)> {
    let own = own.trim().trim_end_matches(['.', '。', '!']);
    // What follows is looked at first: most answer lines end with the choice's text, and the
    // comparison of the texts is the costly part.
    let after = said.get(own.len()..)?;
    // Or a dash between spaces (`1. b) Laulujoutsen – valittiin kansallislinnuksi 1981.`), after
    // which the explanation may go on in small letters.
    let dashed = after_dash(after);
    let more = match dashed {
        Some(more) => more.trim_start(),
        None => {
            let more = after.strip_prefix(['.', '!', '。'])?;
            more.strip_prefix(' ').map_or(more, str::trim_start)
        }
    };
    let starts = more.chars().next().is_some_and(|c| {
        c.is_alphanumeric() && (dashed.is_some() || !crate::sentence::small_letter(c))
    });
    if !starts || more.split_whitespace().nth(2).is_none() {
        return None;
    }
    let head = said.get(..own.len()).filter(|h| same_text(h, own))?;
    Some((head.to_owned(), more.to_owned()))
}

/// What follows a dash set apart by spaces (` – `, ` — `, ` - `) at the start of `text`: the
/// reason after an answer's text.
pub(crate) fn after_dash(text: &str) -> Option<&str> {
    crate::lexicon::SPACED_DASHES.iter().find_map(|d| text.strip_prefix(d))
}

/// Whether `said`, the text after a label, goes on with the next label of the same alphabet
/// after a separator (`A. Horváthová (Žilina), B. Novák (Prešov)`): a list lettered like the
/// choices (of winners, of sources), not an answer and its text.
fn enumerates_on(said: &str, index: usize, alpha: usize) -> bool {
    let listed = said.char_indices().filter(|&(_, c)| list_separator(c)).any(|(k, c)| {
        let next = k + c.len_utf8();
        let next = next + said[next..].len() - said[next..].trim_start().len();
        one_label(said, next, None)
            .is_some_and(|(i, a, _, closed)| a == alpha && i == index + 1 && closed)
    });
    // Or a word for "and", then another label closed by its mark (`Hron a c) Čierny Váh`): the
    // line names two answers, one of them with a text its choice does not have.
    listed
        || crate::sentence::words_at(said).any(|(at, w)| {
            let next = at + w.len();
            is_and_word(w)
                && said[next..].starts_with(' ')
                && one_label(said, next + 1, None)
                    .is_some_and(|(i, a, _, closed)| a == alpha && i > index && closed)
        })
}

/// The text after an element's end right after `end`, when the key line goes on past it.
fn after_break(text: &str, end: usize, breaks: &[usize]) -> Option<String> {
    let b = breaks
        .iter()
        .copied()
        .find(|&b| b >= end && text[end..b].trim().chars().all(|c| !c.is_alphanumeric()))?;
    let rest = text[b..].trim();
    (!rest.is_empty() && !rest.starts_with('|')).then(|| rest.to_owned())
}

/// A label that is followed by the end, a separator or a closing mark.
fn label_end_ok(text: &str, end: usize) -> bool {
    match text[end..].chars().next() {
        None => true,
        Some(c) if c.is_whitespace() => {
            let after = text[end..].trim_start();
            after.is_empty()
                || after
                    .starts_with(|c: char| list_separator(c) || matches!(c, '|' | '-' | '–' | '—'))
                || in_brackets(after).is_some()
        }
        // `Ｂ（溶岩）`: the choice's text in brackets, glued.
        Some('（') => in_brackets(&text[end..]).is_some(),
        Some(c) => {
            list_separator(c)
                || matches!(
                    c,
                    '.' | ')' | '）' | ':' | '|' | '。' | '．' | '۔' | '*' | '"' | '”' | '»'
                )
        }
    }
}

/// The text inside the brackets `text` is, all of it but a full stop: `(Dos)`, `（溶岩）`,
/// `(Αριστοτέλης).`: a label's choice, as an answer line may give it after the label.
fn in_brackets(text: &str) -> Option<&str> {
    let text = text.trim_end().trim_end_matches(['.', '。', '．']);
    let inner = (text.strip_prefix('(').and_then(|t| t.strip_suffix(')')))
        .or_else(|| text.strip_prefix('（').and_then(|t| t.strip_suffix('）')))?;
    (!inner.contains(['(', ')', '（', '）']) && !inner.trim().is_empty()).then(|| inner.trim())
}

/// One label at byte `at`: `C`, `(c)`, `c)`, `C.`; its position, alphabet and where it ends
/// (after a closing bracket or a full stop, not after other marks). A letter two alphabets
/// write is read in `own`, the choices' alphabet, where that has it (`क` among `अ ब क ड`).
fn one_label(text: &str, at: usize, own: Option<usize>) -> Option<(usize, usize, usize, bool)> {
    let p = quizdeck_lang::punctuation();
    let opener = text[at..].chars().next()?;
    let opened = p.label_openers.contains(&opener) || opener == '[';
    let from = if opened { at + opener.len_utf8() } else { at };
    let (c, after) = first_letter(&text[from..], false)?;
    let (index, alpha) = letter_index(c)?;
    let (index, alpha) = match own.and_then(|o| crate::label::other_place(c, o).map(|j| (j, o))) {
        Some(theirs) => theirs,
        None => (index, alpha),
    };
    let mut i = text.len() - after.len();
    // A direction mark right after the label, before its full stop or bracket, goes with it.
    let unmarked = text[i..].trim_start_matches(direction_mark);
    i = text.len() - unmarked.len();
    let mut chars = unmarked.chars();
    // A number with decimals (`9.6`, `1,2`) is a measure, not a label.
    let mut ahead = text[i..].chars();
    if matches!(ahead.next(), Some('.' | ',')) && ahead.next().is_some_and(|d| d.is_ascii_digit()) {
        return None;
    }
    let closed = match chars.next() {
        Some(close @ (')' | '）' | ']')) => {
            i += close.len_utf8();
            true
        }
        _ if opened => return None,
        Some(stop @ ('.' | '．' | '、' | '۔'))
            if stop != '.'
                || text[i + 1..]
                    .chars()
                    .next()
                    .is_none_or(|c| c.is_whitespace() || direction_mark(c)) =>
        {
            i += stop.len_utf8();
            true
        }
        Some(n) if n.is_alphanumeric() => return None,
        _ => false,
    };
    Some((index, alpha, i, closed))
}

/// Glued labels standing alone in their element (`<span>AC</span>`): two or more letters of one
/// alphabet in increasing order. Digits glued are a number (`13` is thirteen, not 1 and 3).
fn glued(text: &str, at: usize, _end: usize, breaks: &[usize], run: &Run) -> Option<Listed> {
    let word_end = text[at..].find(char::is_whitespace).map_or(text.len(), |w| at + w);
    if !(breaks.contains(&word_end) || text[word_end..].trim().is_empty())
        || !text[at..word_end].chars().all(char::is_alphabetic)
    {
        return None;
    }
    let letters: Vec<(usize, usize)> =
        text[at..word_end].chars().map(letter_index).collect::<Option<_>>()?;
    let alpha = letters.first()?.1;
    if !crate::keys::names_in(run, alpha) {
        return None;
    }
    let increasing = letters.windows(2).all(|w| w[1].0 > w[0].0);
    let labels: Vec<usize> = letters.iter().map(|l| l.0).collect();
    (letters.len() >= 2
        && increasing
        && letters.iter().all(|l| l.1 == alpha)
        && labels.iter().all(|&l| has(run, l)))
    .then(|| Listed { labels, text: None, rest: after_break(text, word_end, breaks) })
}

#[cfg(test)]
mod tests {
    use super::holds;

    proptest::proptest! {
        /// The byte search finds a text in another exactly where `str::contains` does: a piece
        /// cut from the text (the whole of it, its ends, repeated and overlapping pieces) and
        /// any other, in several scripts.
        #[test]
        fn holds_as_contains_does(
            hay in "(a|b|ab| |,|\u{e9}|\u{e8}|\u{4e2d}){0,24}",
            other in "(a|b|ab| |\u{e9}|\u{4e2d}){0,5}",
            from in 0usize..30,
            len in 0usize..30,
        ) {
            let chars: Vec<char> = hay.chars().collect();
            let from = from.min(chars.len());
            let cut: String = chars[from..(from + len).min(chars.len())].iter().collect();
            for needle in [&cut, &other] {
                proptest::prop_assert_eq!(holds(&hay, needle), hay.contains(needle.as_str()));
            }
        }
    }

    /// The table of words by length answers as the list did, in any case.
    #[test]
    fn and_words_are_told_in_any_case() {
        for a in super::AND_WORDS {
            for w in [a.to_string(), a.to_ascii_uppercase(), format!("{a}s"), format!("x{a}")] {
                let listed = super::AND_WORDS.iter().any(|b| b.eq_ignore_ascii_case(&w));
                assert_eq!(super::is_and_word(&w), listed, "{w}");
            }
        }
        assert!(!super::is_and_word(""));
    }
}
