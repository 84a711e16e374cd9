//! An answer said in a sentence by its label, with no colon: `The correct answer is B because
//! …`, `Jawaban yang benar adalah B karena …`, `… the key is right: the answer is B.` A forum's
//! reply or a blog's paragraph says the answer this way, and the explanation goes on in the same
//! sentence. A word that negates in the language the lead names the answer in makes the sentence
//! no key: Swahili's `Jibu sahihi ni B` (`ni`, is) is a key, Slovenian's `Pravilni odgovor ni B`
//! ("is not B") is none (see [`crate::denial::negates_for`]).

use crate::choices::Run;
use crate::denial::negates_for;
use crate::keys::has;
use crate::label::letter_index;
use crate::lexicon::{names_answer, reader_named};

/// Marks that end a clause: what leads a label must be in the label's own clause.
const CLAUSE_ENDS: &[char] = &[':', '：', '.', '!', '?', ';', '。', '！', '？', '；'];

/// The choice of `run` a sentence of `text` names by its label after a lead of two to five words
/// that names the answer and ends in a word that does not (`the answer is`, `Jawaban yang benar
/// adalah`:
/// not `Answer A is tempting`, where the label is the lead's own object), with no negation, no
/// word for the reader and no other label of the run right after it (`B or C`).
/// What the sentence goes on to say after the label, three words or more, is the start of the
/// explanation (`karena ragi memakan gula …`); the third is another choice whose whole text
/// follows the label (`Jibu ni B. Tanzania`, where Tanzania is C), which the line names too.
pub(crate) fn label_in_sentence(
    text: &str,
    run: &Run,
) -> Option<(usize, Option<String>, Option<usize>)> {
    if text.len() > 600 {
        return None;
    }
    // Where the clause the word is in starts: after the last clause mark of a word before it.
    let mut clause_start = 0;
    // The answer is said at the start of its line (`The key is right: the answer is B.`): the
    // first sixteen words are read, not the rest of a long explanation.
    for (at, word) in crate::sentence::words_at(text).take(16) {
        let index = label_word(word, run);
        if let Some(end) = word.rfind(CLAUSE_ENDS) {
            let mark = word[end..].chars().next().map_or(1, char::len_utf8);
            // A label's own full stop (`B.`) ends its clause, not the lead's.
            if index.is_none() {
                clause_start = at + end + mark;
            }
        }
        let Some(index) = index else { continue };
        let lead = text[clause_start..at].trim();
        let lead_words: Vec<&str> = lead.split_whitespace().collect();
        let Some(last) = lead_words.last() else { continue };
        if !(2..=5).contains(&lead_words.len())
            || !names_answer(lead)
            || names_answer(last)
            || negates_for(lead, lead)
            || reader_named(lead)
        {
            continue;
        }
        // What follows in the clause: no denial, no other label named beside it.
        let after = &text[at + word.len()..];
        let clause = &after[..after.find(CLAUSE_ENDS).unwrap_or(after.len())];
        let next: Vec<&str> = clause.split_whitespace().take(3).collect();
        if next.iter().any(|w| negates_for(lead, w) || label_word(w, run).is_some()) {
            return None;
        }
        let rest = after.trim_start_matches(|c: char| c.is_whitespace() || matches!(c, ',' | '，'));
        let goes_on = rest.split_whitespace().nth(2).is_some();
        let said = rest.trim().trim_end_matches('!');
        let other = crate::keys::by_text(run, said).filter(|&j| j != index);
        return Some((index, goes_on.then(|| rest.trim().to_owned()), other));
    }
    None
}

/// The choice a word is the label of: a letter alone, a capital where the alphabet has cases
/// (`a` is a word in many languages), in brackets or quotes or bold or before a comma or a full
/// stop (`B,`, `(b)`, `**B**`).
fn label_word(word: &str, run: &Run) -> Option<usize> {
    // At most a letter and a few marks around it: most words are passed over here.
    if word.len() > 10 {
        return None;
    }
    let bare = word
        .trim_start_matches(['(', '*', '"', '«', '“', '\'', '['])
        .trim_end_matches([',', '.', ';', ':', '!', '?', ')', '*', '"', '»', '”', '\'', ']']);
    let bracketed = word.starts_with('(') && bare.len() < word.len();
    let mut chars = bare.chars();
    let letter = chars.next()?;
    if chars.next().is_some() || letter.is_lowercase() && !bracketed {
        return None;
    }
    let (_, alphabet) = letter_index(letter)?;
    let tok =
        crate::keys::run_label(bare, run).filter(|t| t.rest.is_empty() && has(run, t.index))?;
    crate::keys::names_by_place(run, alphabet).then_some(tok.index)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choices::Shape;

    fn run() -> Run {
        Run {
            id: 0,
            start: 0,
            end: 4,
            choices: (0..4).map(|i| (i, format!("choice {i}"), i)).collect(),
            shape: Shape::Lettered,
            digits: false,
            alphabet: None,
        }
    }

    #[test]
    fn a_label_after_words_that_name_the_answer_is_the_answer() {
        for (text, label) in [
            ("The correct answer is B because the interest compounds.", 1),
            ("Jawaban yang benar adalah C karena nyamuk menggigit pada malam hari.", 2),
            ("The key is right: the answer is B.", 1),
            ("La respuesta correcta es la (d), ya que el agua hierve antes.", 3),
        ] {
            assert_eq!(label_in_sentence(text, &run()).map(|l| l.0), Some(label), "{text}");
        }
    }

    #[test]
    fn what_the_sentence_goes_on_to_say_explains() {
        let said = label_in_sentence("The answer is B, because the interest compounds.", &run());
        assert_eq!(said, Some((1, Some("because the interest compounds.".to_owned()), None)));
        assert_eq!(label_in_sentence("The answer is B.", &run()), Some((1, None, None)));
    }

    #[test]
    fn another_choices_text_after_the_label_is_named_too() {
        let said = label_in_sentence("Jibu ni B. choice 2", &run());
        assert_eq!(said, Some((1, None, Some(2))));
        assert_eq!(label_in_sentence("Jibu ni B. choice 1", &run()), Some((1, None, None)));
    }

    #[test]
    fn a_label_the_sentence_does_not_give_as_the_answer_is_none() {
        for text in [
            // The lead's own object, the reader's pick, a denial, two labels, a small letter.
            "Answer A is tempting, but it forgets the second year.",
            "I picked A because 5% of 1,000 is 50.",
            "Your answer was B, which is wrong.",
            "The answer is not B, as many think.",
            "The answer is B or C, depending on the year.",
            "The answer is a matter of taste.",
            // An answer word too far from the label, in another clause.
            "We checked the answer twice. Option B costs more.",
        ] {
            assert_eq!(label_in_sentence(text, &run()), None, "{text}");
        }
    }
}
