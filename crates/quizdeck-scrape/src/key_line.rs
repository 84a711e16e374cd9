//! One line of a page read as a key: a lead-in, a colon and labels (`Antwort: B`, `Ответ: а, в`),
//! a lead-in and a choice's whole text, a short line ending in a label (`정답 ①`), a label said
//! in a sentence (`The correct answer is B because …`), a line that ends in a choice's text
//! (`Răspunsul corect este Dunărea`). What the lines say together is [`crate::keys`]'s to weigh.

use quizdeck_model::AnswerFrom;

use crate::block::{Block, Kind};
use crate::choices::{Run, Shape};
use crate::denial::{ELSEWHERE_WORDS, negates, negates_for, negation_before_label};
use crate::keys::{Candidate, by_text, core, found, has, run_label, same_text};
use crate::label::{label_token, letter_index};
use crate::lexicon::{names_answer, reader_named};
use crate::listed::label_list;

pub(crate) fn line_one(blocks: &[Block], at: usize, run: &Run) -> Option<Vec<Candidate>> {
    let b = &blocks[at];
    let text = b.text.as_str();
    if numbered_labels(text) > 1 || key_entry(blocks, at) {
        return None;
    }
    if let Some(c) = crate::reveal::under_summary(blocks, at, run) {
        return Some(vec![c]);
    }
    // A lead in lenticular brackets (`【答案】B`, `【正解】(C)`) ends where they close, as a
    // colon ends one.
    let bracketed = crate::sentence::bracket_lead(text);
    let first_colon = crate::sentence::first_colon(text).into_iter().chain(bracketed).min();
    // A colon between two digits (`3:2`, `10:30`, `１：２`) writes a ratio, a time or a score:
    // what follows it is no label.
    let between_digits = |c: usize| {
        let after = text[c..].chars().nth(1);
        text[..c].chars().next_back().is_some_and(char::is_numeric)
            && after.is_some_and(char::is_numeric)
    };
    // A verdict may come first, a short sentence of its own ("Wrong! Correct answer: B",
    // "Bohužel, špatně. Správná odpověď: B"): the lead starts after it.
    let from = first_colon.map_or(0, |c| after_verdict(&text[..c]));
    let lead_end = first_colon.filter(|&c| short_lead(&text[from..c]) && !between_digits(c));
    // "Your answer: B": the reader's own choice on a results page. Nothing else on the line is
    // a key either.
    if lead_end.is_some_and(|c| reader_named(&text[from..c])) {
        return None;
    }
    // A heading that counts (`<h3>Majibu: 3</h3>`, "Answers: 3" over the readers' replies)
    // names no choice by its place, among choices that are not numbered.
    let count_only = |c: usize| {
        let after = text[c..].trim_matches(|ch: char| !ch.is_alphanumeric());
        !after.is_empty() && after.chars().all(char::is_numeric)
    };
    if b.kind == Kind::Heading && !run.digits && lead_end.is_some_and(count_only) {
        return None;
    }
    // A line the page marks wrong at its end (`… პასუხი: A. 1008 ✗`) is the reader's pick, in
    // any language: no key says its own answer is wrong. (A cross before a verdict, `❌ Wrong!
    // Correct answer: B`, marks the reader's pick the line goes on to correct.)
    if text.trim_end().ends_with(crate::reshape::CROSSES) {
        return None;
    }
    // "Skupina: A", "Chemical symbol: C": a lead that does not say it names the answer. `A:`
    // alone says it after `Q:` in any language, where the choices have no letters that `A`
    // could be one of (`- Multi-AZ deployment` … `A: Multi-AZ deployment`).
    // So it does where the question itself is led by `Q:` right above the choices, whatever
    // their labels (`Q: Сколько …?`, `а) 4`, `б) 6`, `A: б`): the pair names its parts.
    let unlettered = matches!(run.shape, Shape::Plain | Shape::Task);
    let asked_by_q = run.start > 0 && led_by_q(&blocks[run.start - 1].text);
    let answers =
        |lead: &str| names_answer(lead) || (unlettered || asked_by_q) && answer_lead(lead);
    if let Some(c) = lead_end.filter(|&c| answers(&text[from..c])) {
        let colon_len = text[c..].chars().next().map_or(1, char::len_utf8);
        let after_at = c + colon_len;
        let after = &text[after_at..];
        // The whole answer is one choice's whole text of two words or more, which may itself
        // start like a label (`Odpověď: a) i b)` for the choice `a) i b)`): that choice, not the
        // labels read in it.
        let said = after.trim();
        let mut whole = (said.split_whitespace().nth(1).is_some())
            .then(|| run.choices.iter().filter(|c| !c.1.is_empty() && same_text(&c.1, said)))
            .into_iter()
            .flatten();
        if let (Some(c), None) = (whole.next(), whole.next()) {
            let found = found(vec![c.0], AnswerFrom::AnswerText, at);
            return Some(vec![Candidate { text: Some(c.1.clone()), ..found }]);
        }
        // "A) Bacterias, C) Eritrocitos maduros", "a) Vltava a c) Botič", "Bacterias y
        // Eritrocitos maduros": choices named each by its label and its text, or by its text.
        if let Some((labels, from)) = crate::listed::choices_listed(after, run) {
            return Some(vec![found(labels, from, at)]);
        }
        // "Answer: A and C" names two; "Answer: A or C" none.
        if let Some(joined) = crate::listed::joined(after, run) {
            return joined.map(|labels| vec![found(labels, AnswerFrom::KeyLine, at)]);
        }
        // "Answer: Not A", "Answer: B, not C": the label a negation stands before is no answer,
        // and a negation after it is no part of the choice's text.
        // `Amsa: B ne`, `सही उत्तर: B है`: a copula of the lead's language after the label says
        // only "it is"; the labels are read in the line without it.
        let bare = without_copula(&text[from..c], text, after_at);
        let cut: Vec<usize>;
        let breaks = if bare < text.len() {
            cut = b.breaks.iter().copied().filter(|&x| x <= bare).collect();
            &cut
        } else {
            &b.breaks
        };
        let by_label = label_list(&text[..bare], after_at, breaks, run)
            .filter(|_| !negation_before_label(&text[after_at..]))
            // `Resposta máis votada: A (62 %)`, `B — 64%, A — 21%`: a poll's tally, no key.
            .filter(|l| {
                let after_label = l.text.as_deref().or(l.rest.as_deref());
                !after_label.is_some_and(|t| crate::keys::share_after_label(t, run))
            })
            .map(|mut l| {
                // A choice that is itself a denial ("No", "Nie wiem") stays the answer's text.
                let own = |t: &str| run.choices.iter().any(|c| same_text(&c.1, t));
                if l.text.as_deref().is_some_and(|t| negates(t) && !own(t)) {
                    l.text = None;
                }
                l
            });
        let by_texts = texts(run, after);
        // "Answer: 3" among choices the page letters A to D, one of which is `3`: a number
        // names a choice by its text there, not by its place, which letters give. Among
        // numbered or unlabelled items (a Markdown list) both readings stand.
        // So does a number among lettered choices (or a form's) some of which are numbers
        // (`3.5`, `3`, `4`, `3.0` under "Prawidłowa odpowiedź to: 3"), even where it names none
        // of them alike: it is no place then.
        let lettered =
            matches!(run.shape, Shape::Lettered | Shape::Implicit | Shape::Form) && !run.digits;
        let numbers_among = || {
            run.choices.iter().any(|c| c.1.trim_start().starts_with(|d: char| d.is_ascii_digit()))
        };
        let by_label = by_label.filter(|_| {
            !lettered
                || (by_texts.is_none() && !numbers_among())
                || !after.trim_start().starts_with(char::is_numeric)
        });
        match (by_label, by_texts) {
            // "Answer: A" where a choice's text is "A": both readings are kept, and disagree.
            (Some(l), Some(t)) if l.labels != t => {
                return Some(vec![l.into_candidate(at), found(t, AnswerFrom::AnswerText, at)]);
            }
            (Some(l), _) => return Some(vec![l.into_candidate(at)]),
            (None, Some(t)) => {
                // The answer's text as its choice writes it (`12`, not the line's `12.`).
                let given = match t[..] {
                    [one] => run.choices.iter().find(|c| c.0 == one).map(|c| c.1.clone()),
                    _ => None,
                };
                let lead = &text[from..c];
                let by_text = Candidate {
                    text: Some(given.unwrap_or_else(|| after.trim().to_owned())),
                    ..found(t.clone(), AnswerFrom::AnswerText, at)
                };
                // A label ending the lead (`Answer – A: Banana split`) names the answer too.
                if let Some(label) = lead_label(lead, run)
                    && t != [label]
                {
                    return Some(vec![found(vec![label], AnswerFrom::KeyLine, at), by_text]);
                }
                return Some(vec![by_text]);
            }
            (None, None) => {
                // A choice's whole text ended as a sentence, and the explanation going on after
                // it (`La resposta correcta és: Tenora. La tenora, juntament amb …`).
                let said = after.trim();
                let mut split = run.choices.iter().filter(|c| !c.1.is_empty()).filter_map(|c| {
                    crate::listed::then_sentence(said, &c.1).map(|(_, rest)| (c, rest))
                });
                if let (Some((c, rest)), None) = (split.next(), split.next()) {
                    return Some(vec![Candidate {
                        text: Some(c.1.clone()),
                        rest: Some(rest),
                        ..found(vec![c.0], AnswerFrom::AnswerText, at)
                    }]);
                }
            }
        }
    }
    if let Some(j) = quoted(text, run) {
        let given = choice_text(run, j);
        return Some(vec![Candidate { text: given, ..found(vec![j], AnswerFrom::AnswerText, at) }]);
    }
    if text.len() <= 300 || text.chars().count() <= 300 {
        // A label followed by its choice's text: "Correct is C. Because …", at the start and
        // after every space.
        let starts = std::iter::once(0).chain(text.match_indices(' ').map(|(p, _)| p + 1));
        for pos in starts.filter(|&p| p < text.len()) {
            let Some(tok) = run_label(&text[pos..], run).filter(|t| t.strict && has(run, t.index))
            else {
                continue;
            };
            // A heading that is a label and its text with nothing before the label titles a
            // section (`## A. Requirements` under a table of contents lettered as choices are):
            // a heading that names the answer says so (`#### Answer: B`, `## ✔ B. Paris`).
            if b.kind == Kind::Heading && text[..pos].trim_matches(['*', '_', ' ']).is_empty() {
                continue;
            }
            // The choice's text, the rest of the line or up to where its element ends
            // (`<strong>Richtig ist B – Bauchspeicheldrüse.</strong> Insulin wird …`).
            let rest_at = text.len() - tok.rest.len();
            let own_end = b.breaks.iter().copied().find(|&e| e > rest_at && e < text.len());
            let own = own_end.map_or(tok.rest, |e| &text[rest_at..e]);
            let is_choice = |t: &str| {
                run.choices
                    .iter()
                    .any(|c| c.0 == tok.index && !c.1.is_empty() && same_text(&c.1, t))
            };
            let whole = is_choice(tok.rest);
            // Or by its whole text and a dash that sets the reason apart (`A: c. 1918 — La 1
            // decembrie …`).
            let dashed = (!whole).then(|| dash_reason(tok.rest, tok.index, run)).flatten();
            // A lead in a language the registry does not know (`Ka pane: A. Kamehameha I`,
            // Hawaiian; `Whakautu: B. Ngā Kiwi`, Māori) names the answer when the label after it
            // is followed by its own choice's whole text, and by nothing else but such a reason.
            let unknown_lead =
                || (whole || dashed.is_some()) && lead_alone(&text[..pos]) && !negates(text);
            if let Some((given, reason)) = dashed.filter(|_| !reader_named(&text[..pos])) {
                let named = answer_lead(&text[..pos]);
                if named || unknown_lead() {
                    let c = found(vec![tok.index], AnswerFrom::KeyLine, at);
                    return Some(vec![Candidate {
                        text: Some(given.trim().to_owned()),
                        rest: Some(reason.to_owned()),
                        unknown_lead: !named,
                        ..c
                    }]);
                }
            }
            if !(whole || own_end.is_some() && is_choice(own)) || reader_named(&text[..pos]) {
                // A label followed by another choice's whole text (`Answer — A. Banana split`,
                // where B is "Banana split"): the line names two answers, which disagree.
                let lead = &text[..pos];
                let other = by_text(run, tok.rest)
                    .or_else(|| own_end.and_then(|_| by_text(run, own)))
                    .filter(|&j| j != tok.index);
                if let Some(other) = other
                    && answer_lead(lead)
                    && !reader_named(lead)
                    && !negates(lead)
                {
                    return Some(contradicted(tok.index, other, run, at));
                }
                continue;
            }
            let named = answer_lead(&text[..pos]);
            if named || unknown_lead() {
                let c = found(vec![tok.index], AnswerFrom::KeyLine, at);
                let (given, after) = match own_end.filter(|_| !whole) {
                    Some(e) => (core(own), Some(text[e..].trim()).filter(|r| !r.is_empty())),
                    None => (tok.rest, None),
                };
                return Some(vec![Candidate {
                    text: Some(given.trim().to_owned()),
                    rest: after.map(str::to_owned),
                    unknown_lead: !named,
                    ..c
                }]);
            }
        }
    }
    if let Some(c) = ends_in_choice(text, run).filter(|_| b.kind != Kind::Heading && !b.legend) {
        let given = choice_text(run, c);
        return Some(vec![Candidate { text: given, ..found(vec![c], AnswerFrom::AnswerText, at) }]);
    }
    // A label said in a sentence after words that name the answer ("The correct answer is B
    // because …"): a key like any other, which a key line naming another answer contradicts.
    if let Some((i, rest, other)) =
        crate::said::label_in_sentence(text, run).filter(|_| b.kind != Kind::Heading && !b.legend)
    {
        let c = found(vec![i], AnswerFrom::KeyLine, at);
        // Followed by another choice's whole text, the label is contradicted on its own line.
        if let Some(o) = other {
            return Some(contradicted(i, o, run, at));
        }
        return Some(vec![Candidate { rest, ..c }]);
    }
    // A short line ending in a label: "Antwort B", "정답 ①", "The right answer is (a).", "B".
    // A heading too where it is only the word for "answer" and the label, three words at most
    // (`#### 答案 B` in a quiz file's reveal), not a longer title that ends in a letter.
    let words = text.split_whitespace().count();
    if b.kind == Kind::Heading && words > 3 || b.legend || words > 6 {
        return None;
    }
    let trimmed = text.trim_end_matches(stop_mark);
    // A score's total (`Result: 0 / 3`) is no label.
    let before_last = trimmed.trim_end_matches(|c: char| c.is_ascii_digit()).trim_end();
    if before_last.ends_with('/') {
        return None;
    }
    let last = trimmed.split_whitespace().last().unwrap_or("");
    // A label in quotes (`گزینه «ج»`, option "C") is the label.
    let p = quizdeck_lang::punctuation();
    let bare = last
        .trim_start_matches(|c| p.opening_quotes.contains(&c))
        .trim_end_matches(|c| p.closers.contains(&c));
    let index = bare_label(bare, run)?;
    // "Hint: it is not vitamin B", "Not B": a line that denies a label names no answer; "You
    // chose B" names the reader's.
    let lead = trimmed[..trimmed.len() - last.len()].trim_end();
    if negates_for(lead, text) || reader_named(text) || !names_answer(lead) {
        return None;
    }
    // "The answer is A or C": another label in the lead-in (past its first word, which may be
    // an article: "A correct answer is C") makes the last one no answer by itself.
    let other_label = |w: &str| {
        let w = w.trim_end_matches([',', ';', ':']);
        run_label(w, run).is_some_and(|t| t.rest.is_empty() && t.strict && has(run, t.index))
    };
    if lead.split_whitespace().skip(1).any(other_label) {
        return None;
    }
    Some(vec![found(vec![index], AnswerFrom::KeyLine, at)])
}

/// The choice a line names that is only a lead of one or two words, a colon and a bare label
/// (`Kutichiy: B`), where the lead is no word of the registry for "answer" or for the reader's
/// pick: alone, such a line says nothing the registry can tell, but beside a reading whose lead
/// the registry does not know either, it may be the page's key naming another answer.
pub(crate) fn unknown_lead_label(text: &str, run: &Run) -> Option<usize> {
    let colon = crate::sentence::first_colon(text)?;
    let after_at = colon + text[colon..].chars().next().map_or(1, char::len_utf8);
    let (lead, said) = (&text[..colon], text[after_at..].trim());
    let said = said.trim_end_matches(stop_mark).trim_matches(['*', '_']).trim();
    if !lead_alone(&text[..after_at])
        || names_answer(lead)
        || reader_named(lead)
        || said.contains(char::is_whitespace)
    {
        return None;
    }
    bare_label(said, run)
}

/// The choice of `run` a word names that is a label alone (`B`, `ج`), in an alphabet that names
/// choices by their place there (see [`crate::keys::names_by_place`]).
fn bare_label(word: &str, run: &Run) -> Option<usize> {
    let tok = run_label(word, run).filter(|t| t.rest.is_empty() && has(run, t.index))?;
    let (_, alphabet) = word.chars().find_map(letter_index)?;
    crate::keys::names_by_place(run, alphabet).then_some(tok.index)
}

/// Where `text` ends without a copula of the languages `lead` names the answer in, when the
/// words after its colon (from `after_at`) are a label and that copula alone, maybe before a
/// full stop (`B ne`, `B है।`); else its length.
fn without_copula(lead: &str, text: &str, after_at: usize) -> usize {
    let said = text[after_at..].trim_end().trim_end_matches(['.', '।', '۔', '።', '!']);
    let mut words = crate::sentence::words_at(said);
    let (Some(_), Some((at, last)), None) = (words.next(), words.next(), words.next()) else {
        return text.len();
    };
    let last = last.to_lowercase();
    let copula =
        crate::lexicon::answer_languages(lead).iter().any(|l| l.copulas.contains(&last.as_str()));
    if copula { after_at + at } else { text.len() }
}

/// The choice whose whole text ends a short line that says it is the answer, with no colon
/// (`Jawapan yang betul ialah Rafflesia.`, `Răspunsul corect este Dunărea`): a lead of five
/// words at most that names the answer, no negation, not the reader's pick, and one choice's
/// text alone after it. A line ending in a label is left to the label's reading.
fn ends_in_choice(text: &str, run: &Run) -> Option<usize> {
    let trimmed = text.trim_end().trim_end_matches(stop_mark).trim_end();
    // The choice's text as it writes it, compared byte for byte: every line after the choices
    // is asked.
    let mut hits = run.choices.iter().filter(|c| !c.1.is_empty()).filter_map(|c| {
        let at = trimmed.len().checked_sub(c.1.len())?;
        let lead = trimmed.get(..at)?;
        (trimmed.ends_with(c.1.as_str())
            && lead.ends_with(' ')
            && (1..=5).contains(&lead.split_whitespace().count()))
        .then_some((c.0, lead.trim_end()))
    });
    let (index, lead) = hits.next()?;
    let last = trimmed.split_whitespace().last()?;
    if run_label(last, run).is_some_and(|t| t.rest.is_empty() && has(run, t.index)) {
        return None;
    }
    // Here a word that negates in some language is taken to negate (`Răspunsul corect nu este
    // 1859`): the line has no label to stand for the answer whatever the word means.
    let elsewhere =
        lead.split_whitespace().any(|w| ELSEWHERE_WORDS.contains(&w.to_lowercase().as_str()));
    if hits.next().is_some()
        || negates(text)
        || elsewhere
        || reader_named(text)
        || !names_answer(lead)
    {
        return None;
    }
    Some(index)
}

/// The text of the choice of `run` whose label is `label`, as a line that names it by that text
/// gives it.
fn choice_text(run: &Run, label: usize) -> Option<String> {
    run.choices.iter().find(|k| k.0 == label).map(|k| k.1.clone())
}

/// A line's two readings that disagree: label `said` and the whole text of choice `text_of`.
fn contradicted(said: usize, text_of: usize, run: &Run, at: usize) -> Vec<Candidate> {
    let text = choice_text(run, text_of);
    let by_text = Candidate { text, ..found(vec![text_of], AnswerFrom::AnswerText, at) };
    vec![found(vec![said], AnswerFrom::KeyLine, at), by_text]
}

/// The choice a label names that ends a lead-in after a dash (`Answer – A`, `Jibu — B`), where
/// the words before the dash name the answer.
fn lead_label(lead: &str, run: &Run) -> Option<usize> {
    let (words, last) = lead.trim_end().rsplit_once(' ')?;
    let words = words.trim_end();
    let before = words.strip_suffix(['–', '—', '-'])?;
    let index = bare_label(last, run)?;
    (names_answer(before) && !negates(before)).then_some(index)
}

/// Whether the words before a label name the answer: an answer word of a language the registry
/// knows, or `A:` alone, the shorthand after `Q:` that quiz files write in every language.
fn answer_lead(before: &str) -> bool {
    let lead = before.trim().trim_matches(['*', '_']).trim_end_matches([':', '：']);
    names_answer(before) || lead.trim_matches(['*', '_', ' ']) == "A"
}

/// Whether a line is led by `Q:` (or `Q：`), the shorthand for "question" that `A:` answers.
fn led_by_q(text: &str) -> bool {
    let t = text.trim_start().trim_start_matches(['*', '_']);
    t.strip_prefix('Q').is_some_and(|r| r.trim_start_matches(['*', '_']).starts_with([':', '：']))
}

/// `rest`, the text after a label, as the whole text of that label's choice `index` and a reason
/// after a dash set apart by spaces (`1918 — La 1 decembrie …`), where it is one.
pub(crate) fn dash_reason<'t>(
    rest: &'t str,
    index: usize,
    run: &Run,
) -> Option<(&'t str, &'t str)> {
    let own = run.choices.iter().find(|c| c.0 == index && !c.1.is_empty())?.1.trim();
    let rest = rest.trim_start();
    let head = rest.get(..own.len()).filter(|h| same_text(h, own))?;
    let reason = crate::listed::after_dash(&rest[own.len()..])?.trim();
    reason.chars().any(char::is_alphabetic).then_some((head, reason))
}

/// Whether `before`, the start of a line up to a label, is a lead and nothing more: one or two
/// words of letters and a colon (`Ka pane:`, `**Kutichiy:**`), with no word that names a grade or
/// the reader's pick in a language the registry knows.
fn lead_alone(before: &str) -> bool {
    let t = before.trim_end().trim_matches(['*', '_']);
    let colons = &quizdeck_lang::punctuation().colons;
    let Some(lead) = t.strip_suffix(|c| colons.contains(&c)) else { return false };
    let lead = lead.trim_matches(['*', '_', ' ']);
    let words: Vec<&str> = lead.split_whitespace().collect();
    (1..=2).contains(&words.len())
        && words.iter().all(|w| w.chars().all(|c| c.is_alphabetic() || "ʻ'’-".contains(c)))
        && !crate::lexicon::is_grade(lead)
}

/// A full stop or an exclamation mark, of any script: what ends a verdict ("Wrong!") and what a
/// short line ending in a label may end with ("Antwort B.").
fn stop_mark(c: char) -> bool {
    let p = quizdeck_lang::punctuation();
    p.full_stops.contains(&c) || p.exclamation_marks.contains(&c)
}

/// Where a lead-in starts in `before` (a line up to its first colon): after a short sentence
/// that ends with a full stop or an exclamation mark, four words at most ("Wrong!", "Bohužel,
/// špatně.", "Yanlış cevap verdiniz."), else at the start.
pub(crate) fn after_verdict(before: &str) -> usize {
    let mut ends = before.char_indices().filter(|&(_, c)| stop_mark(c));
    let Some((at, c)) = ends.next_back() else { return 0 };
    let next = at + c.len_utf8();
    let spaced = before[next..].starts_with(char::is_whitespace);
    let short = before[..at].split_whitespace().count() <= 4;
    if spaced && short && !before[next..].trim().is_empty() { next } else { 0 }
}

/// Whether block `at` is an item of a list of bare labels (`1. c`, `2. b`, `3. a` under a
/// key's heading): an entry of a key of several questions, which question it answers is its
/// place's to say, and only the key as a whole reads it (see [`crate::answer_key`]).
fn key_entry(blocks: &[Block], at: usize) -> bool {
    let bare = |b: &Block| {
        b.kind == Kind::Item && label_token(b.text.trim()).is_some_and(|t| t.rest.is_empty())
    };
    let b = &blocks[at];
    // An item an ordered list numbers, a label and a reason after a dash (`<ol><li>B – "she"
    // can be a subject</li></ol>` under "Answers"): the entry of the question of its number,
    // whichever question it follows.
    let numbered = b.kind == Kind::Item && (b.ordinal.is_some() || b.number.is_some());
    let text = b.text.trim();
    if numbered
        && let Some(t) = label_token(text)
        && !t.rest.is_empty()
        && text[..text.len() - t.rest.len()].contains(['–', '—', '-'])
    {
        return true;
    }
    bare(b)
        && [at.checked_sub(1), Some(at + 1)]
            .into_iter()
            .flatten()
            .any(|j| blocks.get(j).is_some_and(|o| bare(o) && o.parent == b.parent))
}

/// How many labels `text` pairs with a question's number (`2 – D, 1 – B`, `1) C 2) A`, `2: D;
/// 1: B`): two or more make an answer key of several questions, none of whose pairs can be taken
/// for one question's answer without knowing its number.
fn numbered_labels(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut count = 0;
    let mut i = 0;
    while i < bytes.len() {
        let starts = bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric());
        if !starts {
            i += 1;
            continue;
        }
        let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
        i += digits;
        let rest = &text[i..];
        let after = rest.trim_start_matches([
            ' ', '\u{a0}', '\u{3000}', '–', '—', '-', ':', ')', '.', '=', '．', '）', '：', '、',
        ]);
        // A mark between them, not only a space: `5 V` and `2 A` are amounts with a unit.
        let between = &rest[..rest.len() - after.len()];
        if digits > 3 || !between.contains(|c: char| !c.is_whitespace()) {
            continue;
        }
        let mut chars = after.chars();
        let label = chars.next().and_then(letter_index);
        let next = chars.next();
        let alone = next.is_none_or(|c| !c.is_alphanumeric());
        // A number for a numbered choice (`1 – 3, 2 – 2`) only where an entry ends after it: `2 –
        // 4 hours`, `12.5 – 13.5` are amounts.
        let entry_end = next.is_none_or(|c| matches!(c, ',' | ';' | '、' | '，' | '；' | '،'));
        count += usize::from(label.is_some_and(|(_, alphabet)| {
            alone && (alphabet != crate::label::digit_alphabet() || entry_end)
        }));
    }
    count
}

/// Whether the text before a colon is a lead-in ("Antwort", "Die richtigen Antworten sind").
fn short_lead(lead: &str) -> bool {
    lead.chars().count() <= 48 && lead.split_whitespace().count() <= 7
}

/// Choices named by their whole texts after a colon: one, or several separated by commas (a
/// choice's own comma is matched as part of its text).
fn texts(run: &Run, after: &str) -> Option<Vec<usize>> {
    if let Some(j) = by_text(run, after) {
        return Some(vec![j]);
    }
    let parts: Vec<&str> = after.split([',', '，', '、']).collect();
    if parts.len() < 2 {
        return None;
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < parts.len() {
        // The longest run of parts that is one choice's text.
        let j = (i + 1..=parts.len())
            .rev()
            .find_map(|j| by_text(run, &parts[i..j].join(",")).map(|c| (j, c)))?;
        out.push(j.1);
        i = j.0;
    }
    let mut sorted = out.clone();
    sorted.sort_unstable();
    sorted.dedup();
    (sorted.len() == out.len() && out.len() >= 2).then_some(sorted)
}

/// A choice's whole text in quotes after a short lead-in: `… ist „Falsch“.`, `… is 'False'.`
fn quoted(text: &str, run: &Run) -> Option<usize> {
    let p = quizdeck_lang::punctuation();
    let open =
        text.find(|c: char| p.opening_quotes.contains(&c) || matches!(c, '„' | '\'' | '‘' | '「'))?;
    let lead = &text[..open];
    if lead.split_whitespace().count() > 8 || reader_named(lead) || !names_answer(lead) {
        return None;
    }
    let inner_start = open + text[open..].chars().next()?.len_utf8();
    let close =
        text.rfind(|c: char| p.closers.contains(&c) || matches!(c, '“' | '”' | '\'' | '’' | '」'))?;
    if close <= inner_start {
        return None;
    }
    let tail = &text[close..];
    if tail.chars().skip(1).any(char::is_alphanumeric) {
        return None;
    }
    by_text(run, &text[inner_start..close])
}
