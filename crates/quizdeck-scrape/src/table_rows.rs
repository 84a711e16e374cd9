//! A table that holds one question per row, as a teacher's test is laid out in a spreadsheet or
//! a word processor: a head row naming the question's column, then columns headed `A`, `B`, `C`
//! … for the choices, then one headed by a word for the answer (`Antwoord`, `Answer`), and
//! maybe the explanation's after it:
//!
//! | Nr. | Vraag | A | B | C | D | Antwoord | Toelichting |
//! |---|---|---|---|---|---|---|---|
//! | 1 | Wat is de hoofdstad …? | Rotterdam | Den Haag | Amsterdam | Utrecht | C | … |
//!
//! Each row becomes the blocks a question is read from elsewhere: its stem, its choices as
//! labelled items (an empty cell is no choice), the answer as a line led by the head's own word
//! (`Antwoord: C`), and the explanation. Written by hand: which column is which is told by the
//! head row's words, which no table parser knows.

use crate::block::{Block, Kind};
use crate::label::letter_index;

/// The columns a head row names: the question's, the choices' (from the first label on), the
/// answer's and the explanation's, if any.
struct Columns {
    stem: usize,
    choices: std::ops::Range<usize>,
    answer: usize,
    explanation: Option<usize>,
}

/// The columns of a head row, when its cells are a column before the labels, three labels or
/// more in order (`A`, `B`, `C`), and, after them, one a few words long that names the answer.
fn columns(head: &[&str]) -> Option<Columns> {
    let first = head.iter().position(|c| letter_index_of(c) == Some(0))?;
    let n = head[first..]
        .iter()
        .enumerate()
        .take_while(|(k, c)| letter_index_of(c) == Some(*k))
        .count();
    if n < 3 || first == 0 {
        return None;
    }
    let answer = first + n;
    let named = head.get(answer).is_some_and(|c| {
        c.split_whitespace().count() <= 3 && crate::lexicon::names_answer(c) && !c.is_empty()
    });
    if !named {
        return None;
    }
    let explanation =
        head.get(answer + 1).filter(|c| c.chars().any(char::is_alphabetic)).map(|_| answer + 1);
    Some(Columns { stem: first - 1, choices: first..answer, answer, explanation })
}

/// The place of a cell that is one label letter alone (`A`, `b`, `В`) in its alphabet.
fn letter_index_of(cell: &str) -> Option<usize> {
    let mut chars = cell.chars();
    let c = chars.next()?;
    chars.next().is_none().then(|| letter_index(c)).flatten().map(|(i, _)| i)
}

/// Replaces each table of questions, one per row, by the blocks of its questions.
pub(crate) fn split_question_rows(blocks: &mut Vec<Block>) {
    let mut i = 0;
    while i < blocks.len() {
        let head = &blocks[i];
        let found = (head.row && !head.hidden)
            .then(|| columns(&head.parts().collect::<Vec<_>>()))
            .flatten();
        let Some(cols) = found else {
            i += 1;
            continue;
        };
        let answer_word = head.parts().nth(cols.answer).unwrap_or_default().to_owned();
        // The rows under it: table rows one after another, each with a question in its column.
        let rows = blocks[i + 1..]
            .iter()
            .take_while(|b| b.row && b.parts().nth(cols.stem).is_some_and(|s| !s.is_empty()))
            .count();
        if rows == 0 {
            i += 1;
            continue;
        }
        let first_id = blocks
            .iter()
            .flat_map(|b| b.ancestors.iter().copied().chain([b.parent]))
            .max()
            .unwrap_or(0)
            + 1;
        let mut made = Vec::new();
        for (list, row) in (first_id..).zip(&blocks[i + 1..i + 1 + rows]) {
            let cells: Vec<&str> = row.parts().collect();
            let cell = |k: usize| cells.get(k).copied().unwrap_or("");
            let block = |text: String, kind: Kind| {
                let mut b = row.clone();
                b.text = text;
                b.kind = kind;
                b.row = false;
                b.breaks.clear();
                b
            };
            made.push(block(cell(cols.stem).to_owned(), Kind::Para));
            for (n, k) in cols.choices.clone().enumerate() {
                if cell(k).is_empty() {
                    continue;
                }
                let label = cells_label(n);
                let mut item = block(format!("{label}. {}", cell(k)), Kind::Item);
                item.parent = list;
                made.push(item);
            }
            if !cell(cols.answer).is_empty() {
                let answer = latin_labels(cell(cols.answer));
                made.push(block(format!("{answer_word}: {answer}"), Kind::Para));
            }
            // Prose, not a number of points a column after the answer may give.
            let prose = |e: &&str| e.split_whitespace().count() >= 3;
            if let Some(e) = cols.explanation.map(cell).filter(prose) {
                made.push(block(e.to_owned(), Kind::Para));
            }
        }
        let len = made.len();
        blocks.splice(i..i + 1 + rows, made);
        i += len;
    }
}

/// An answer cell's labels as the Latin capitals the rows' choices now have (`В` under the head
/// `А Б В Г` is C, whatever Latin letter it looks like); a cell of other words as it is.
fn latin_labels(cell: &str) -> String {
    let letters = || cell.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty());
    if !letters().all(|w| w.chars().count() == 1 && letter_index_of(w).is_some()) {
        return cell.to_owned();
    }
    cell.chars().map(|c| letter_index(c).map_or(c, |(i, _)| cells_label(i))).collect()
}

/// The Latin capital of place `n` (`A` for 0), as the rows' choices are labelled: the model
/// stores labels so whatever the head wrote.
fn cells_label(n: usize) -> char {
    char::from(b'A' + u8::try_from(n % 26).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::columns;

    #[test]
    fn a_head_names_the_question_the_labels_and_the_answer() {
        let head = ["Nr.", "Vraag", "A", "B", "C", "D", "Antwoord", "Toelichting"];
        let c = columns(&head).expect("a table of questions");
        assert_eq!((c.stem, c.choices, c.answer, c.explanation), (1, 2..6, 6, Some(7)));
        let cyrillic = ["Питання", "А", "Б", "В", "Відповідь"];
        assert!(columns(&cyrillic).is_some_and(|c| c.explanation.is_none()));
        // No column for the answer, two labels, labels first: no table of questions.
        assert!(columns(&["Avtale", "A", "B", "C", "Pris per kWh"]).is_none());
        assert!(columns(&["Vraag", "A", "B", "Antwoord"]).is_none());
        assert!(columns(&["A", "B", "C", "Answer"]).is_none());
    }
}
