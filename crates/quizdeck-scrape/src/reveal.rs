//! The answer a reveal hides: a line right under a reveal's summary (`<details><summary>Show
//! answer</summary>`, a folded callout's title `> [!success]- Answer`), or a heading that names
//! the answer (`## Answer`), that starts with a choice's label (`**b.** Sandro Botticelli, around
//! 1485.`, `**B** — mitochondria …`). The summary is the line's lead-in: the page shows the line
//! only to a reader who asks for the answer.

use quizdeck_model::AnswerFrom;

use crate::block::{Block, Kind};
use crate::choices::Run;
use crate::denial::negates;
use crate::keys::{Candidate, found, has, same_text};
use crate::label::label_token;
use crate::lexicon::{names_answer, reader_named};
use crate::sentence::ends_sentence;

/// The candidate line `at` gives as the first line under a reveal's summary, if it starts with a
/// label of `run` and goes on with that choice's text, or with nothing, or (under a summary
/// that says it hides the answer) with a dash or a colon and an explanation. What follows the
/// choice's text is the explanation (`rest`): the whole line after the label where the choice's
/// text starts a sentence that goes on (`Sandro Botticelli, around 1485.`).
pub(crate) fn under_summary(blocks: &[Block], at: usize, run: &Run) -> Option<Candidate> {
    let summary = &blocks[at.checked_sub(1)?];
    let line = &blocks[at];
    // Or a heading that says what follows is the answer (`## Answer`, a box's title `Réponse`).
    let lead = summary.kind == Kind::Summary
        || summary.kind == Kind::Heading && names_answer(&summary.text);
    if !lead
        || matches!(line.kind, Kind::Summary | Kind::Heading)
        || line.code
        || summary.text.split_whitespace().count() > 5
        || ends_sentence(&summary.text)
        || reader_named(&summary.text)
    {
        return None;
    }
    // Several labels (`**B, D** — tuple and str …`): all of them, and the reason after the
    // dash, under a summary that says it hides the answer.
    if let Some((labels, rest)) = crate::answer_key::several(&line.text, run) {
        if !names_answer(&summary.text) || negates(&line.text) {
            return None;
        }
        return Some(Candidate { rest, ..found(labels, AnswerFrom::KeyLine, at) });
    }
    let tok = crate::keys::run_label(&line.text, run).filter(|t| has(run, t.index))?;
    // A label listed with others that cannot all be read (`B, D, or E`) is not the answer alone.
    let listed = tok.rest.trim_start().strip_prefix([',', '，', '、', ';']);
    if listed.is_some_and(|r| crate::keys::run_label(r.trim_start(), run).is_some()) {
        return None;
    }
    let own = &run.choices.iter().find(|c| c.0 == tok.index)?.1;
    let after = tok.rest.trim();
    // The label and what parts it from the rest (`B — `, `b. `): a dash or a colon there sets
    // an explanation apart.
    let gap = &line.text[..line.text.len() - tok.rest.len()];
    let dashed = gap.contains(['—', '–', '-', ':', '：']).then_some(after);
    // "Not B", "B is not right": a negation by the label denies it; one in the reason a dash
    // sets apart (`**C** — … para não quebrar código`) is part of the reason.
    if negates(if dashed.is_some() { gap } else { &line.text }) {
        return None;
    }
    // `B Mitochondria are …`: a capital and a space may start a sentence, unless the choice's
    // own text follows (`**ウ**　徳川家康は…`).
    // A label of a script written without spaces (`ア`) starts no word of its own.
    let word_like = line.text.chars().next().is_none_or(|c| !quizdeck_lang::unspaced(c));
    let bare = !tok.strict && !after.is_empty() && dashed.is_none() && word_like;
    if bare && !starts_with_text(after, own) && !same_text(after, own) {
        return None;
    }
    let c = found(vec![tok.index], AnswerFrom::KeyLine, at);
    let (text, rest) = if after.is_empty() || same_text(after, own) {
        (Some(own.clone()), None)
    } else if let Some(explained) = dashed {
        // `**B** — mitochondria are …`: the label alone names the answer, under a summary that
        // says it hides one.
        if !names_answer(&summary.text) {
            return None;
        }
        (None, Some(explained.trim().to_owned()))
    } else if let Some((head, more)) = crate::listed::then_sentence(after, own) {
        (Some(head), Some(more))
    } else if let Some(more) = after_colon(after, own) {
        // `**c)** 2: fa♯ and do♯.`: the choice's text, a colon, why.
        (Some(own.clone()), Some(more.to_owned()))
    } else if starts_with_text(after, own) {
        (Some(own.clone()), Some(after.to_owned()))
    } else if (tok.strict || !word_like)
        && names_answer(&summary.text)
        && !next_label(blocks, at, tok.index)
    {
        // `**a)** The king moves two squares …`: a marked label and why, under a summary that
        // says it hides the answer; not the first of lettered lines (`a) …`, `b) …`), which
        // answer the parts of a question one by one.
        (None, Some(after.to_owned()))
    } else {
        return None;
    };
    Some(Candidate { text, rest, ..c })
}

/// What follows `own` and a colon at the start of `said` (`2: fa♯ and do♯.`), three words or
/// more.
fn after_colon<'a>(said: &'a str, own: &str) -> Option<&'a str> {
    let own = own.trim();
    let head = said.get(..own.len()).filter(|h| same_text(h, own))?;
    let more = said[head.len()..].strip_prefix([':', '：'])?.trim_start();
    more.split_whitespace().nth(2).is_some().then_some(more)
}

/// Whether the block after `at` starts with the label after `index` (`b)` after `a)`).
fn next_label(blocks: &[Block], at: usize, index: usize) -> bool {
    let next = blocks.get(at + 1).and_then(|b| label_token(&b.text));
    next.is_some_and(|t| t.strict && t.index == index + 1)
}

/// Whether `said` starts with `own` followed by a mark that goes on with the sentence (`,`, `;`,
/// ` (`), or by a letter of a script written without spaces (`徳川家康は…`): the choice's text is
/// the subject of what follows.
fn starts_with_text(said: &str, own: &str) -> bool {
    let own = own.trim();
    let Some(after) = said.get(own.len()..) else { return false };
    let goes_on = after.starts_with([',', ';', '，', '、', ' '])
        || after.starts_with(quizdeck_lang::unspaced) && own.chars().any(quizdeck_lang::unspaced);
    said.get(..own.len()).is_some_and(|head| same_text(head, own))
        && goes_on
        && after.trim_start_matches([',', ';', '，', '、', ' ']).chars().count() > 3
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choices::Shape;

    fn run() -> Run {
        let choices = ["Leonardo da Vinci", "Sandro Botticelli", "Raffaello", "Michelangelo"];
        Run {
            id: 0,
            start: 0,
            end: 4,
            choices: choices.iter().enumerate().map(|(i, t)| (i, t.to_string(), i)).collect(),
            shape: Shape::Lettered,
            digits: false,
            alphabet: None,
        }
    }

    fn read(summary: &str, line: &str) -> Option<(Vec<usize>, Option<String>, Option<String>)> {
        read_under(Kind::Summary, summary, line)
    }

    fn read_under(
        kind: Kind,
        lead: &str,
        line: &str,
    ) -> Option<(Vec<usize>, Option<String>, Option<String>)> {
        let blocks = [Block::new(lead.into(), kind), Block::new(line.into(), Kind::Para)];
        under_summary(&blocks, 1, &run()).map(|c| (c.labels, c.text, c.rest))
    }

    #[test]
    fn a_label_under_a_summary_names_the_answer_and_the_rest_explains_it() {
        let text = || Some("Sandro Botticelli".to_owned());
        assert_eq!(read("Mostra risposta", "b."), Some((vec![1], text(), None)));
        assert_eq!(read("Show", "b. Sandro Botticelli"), Some((vec![1], text(), None)));
        let said = "b. Sandro Botticelli, around 1485. It hangs in the Uffizi.";
        let rest = Some("Sandro Botticelli, around 1485. It hangs in the Uffizi.".to_owned());
        assert_eq!(read("Mostra risposta", said), Some((vec![1], text(), rest)));
        let dashed = "B — he painted it around 1485.";
        let why = Some("he painted it around 1485.".to_owned());
        assert_eq!(read("Answer", dashed), Some((vec![1], None, why)));
        let colon = "b) Sandro Botticelli: he painted it in Florence.";
        let why = Some("he painted it in Florence.".to_owned());
        assert_eq!(read("Answer", colon), Some((vec![1], text(), why)));
        let prose = "a) He stood in Florence, then.";
        let why = Some("He stood in Florence, then.".to_owned());
        assert_eq!(read("Answer", prose), Some((vec![0], None, why)));
    }

    #[test]
    fn a_label_and_its_choice_run_on_in_a_script_without_spaces() {
        let run = Run {
            id: 0,
            start: 0,
            end: 4,
            choices: ["織田信長", "豊臣秀吉", "徳川家康", "足利尊氏"]
                .iter()
                .enumerate()
                .map(|(i, t)| (i, t.to_string(), i))
                .collect(),
            shape: Shape::Lettered,
            digits: false,
            alphabet: None,
        };
        let blocks = [
            Block::new("正解を見る".into(), Kind::Summary),
            Block::new("ウ\u{3000}徳川家康は1603年に征夷大将軍に任命された。".into(), Kind::Para),
        ];
        let c = under_summary(&blocks, 1, &run).expect("a key");
        assert_eq!((c.labels, c.text.as_deref()), (vec![2], Some("徳川家康")));
        // The label and why, under a summary that says it shows the answer.
        let why = "1635年の武家諸法度で制度化された。";
        let blocks = [
            Block::new("正解を見る".into(), Kind::Summary),
            Block::new(format!("ア\u{3000}{why}"), Kind::Para),
        ];
        let c = under_summary(&blocks, 1, &run).expect("a key");
        assert_eq!((c.labels, c.rest.as_deref()), (vec![0], Some(why)));
    }

    #[test]
    fn the_first_of_lettered_answers_to_parts_is_no_key() {
        let blocks = [
            Block::new("Answers".into(), Kind::Summary),
            Block::new("a) Florence, in 1485.".into(), Kind::Para),
            Block::new("b) Rome, in 1508.".into(), Kind::Para),
        ];
        assert_eq!(under_summary(&blocks, 1, &run()), None);
    }

    #[test]
    fn a_label_under_a_summary_that_names_no_answer_or_asks_is_no_key() {
        // A dash and prose under a summary that does not say it hides the answer: a note.
        assert_eq!(read("Show more", "B — see the next chapter."), None);
        // Another choice's text after the label, a label that starts a sentence, a denial.
        assert_eq!(read("Show", "b. Raffaello"), None);
        assert_eq!(read("Answer", "A painter from Florence."), None);
        assert_eq!(read("Answer", "b. Sandro Botticelli is not it."), None);
        // Not a summary's few words: a sentence, or the reader's own pick.
        assert_eq!(read("Click here to see what we think.", "b."), None);
        assert_eq!(read("Your answer", "b."), None);
    }

    #[test]
    fn a_heading_leads_a_label_only_where_it_names_the_answer() {
        let text = Some("Sandro Botticelli".to_owned());
        assert_eq!(read_under(Kind::Heading, "Ateb", "b."), Some((vec![1], text, None)));
        assert_eq!(read_under(Kind::Heading, "Painters", "b."), None);
        assert_eq!(read_under(Kind::Heading, "Question 2", "b. Sandro Botticelli"), None);
    }
}
