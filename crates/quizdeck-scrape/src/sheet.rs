//! Question sheets: a spreadsheet of questions saved as CSV (comma, semicolon or tab separated),
//! one question per row, as people keep quizzes by hand:
//!
//! ```text
//! Question,A,B,C,D,Answer,Explanation
//! What is the capital of Kenya?,Mombasa,Nairobi,Kisumu,Nakuru,B,Nairobi has been the capital since 1905.
//! ```
//!
//! The columns are told by what they hold, never by the header's words (which are in the
//! sheet's language): the **answer** column is one whose every row names one of the row's
//! options, by its letter (`B`, `b)`), its place where the header numbers the options, or its
//! whole text, or several options each by its letter or place (`A, C`, `1,3`); the **options**
//! are, with a header, the columns before it whose headers run as a sequence (`A`, `B`, `C` or
//! `Option 1`, `Option 2` …, or `A válasz`, `B válasz`, the label first; a template's note after
//! a dash left out),
//! without one, every column between the first and the answer; the **stem** is the column
//! before the options with the most text (the first, without a header); the **explanation**,
//! with a header, the column after the answer with the most prose. A row whose answer names no option is reported; a file where most rows
//! do not fit is no sheet, nor is one without a header whose stems mostly ask nothing (no
//! question mark, no gap `___`): a table of marks (`Ana,85,92,78,B`) fits the columns too.
//!
//! Read with the `csv` crate.

use quizdeck_lang::ascii_digit;

use crate::ErrorKind;
use crate::error::{Missing, Position};
use crate::exchange::{Item, Items};

/// Separators a sheet may use, the first line's most frequent one (outside quotes) winning.
const SEPARATORS: [u8; 3] = [b',', b';', b'\t'];

/// The most columns a question sheet has.
const MAX_COLUMNS: usize = 40;

/// The columns of a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Columns {
    stem: usize,
    /// Options: `first..end`.
    first: usize,
    end: usize,
    answer: usize,
    explanation: Option<usize>,
    /// The header numbers the options (`Option 1`, `Answer 2`): a number in the answer column
    /// is an option's place.
    numbered: bool,
}

/// A sheet's rows, its header (if any) apart: each row's fields and its line.
struct Rows {
    header: Option<Vec<String>>,
    rows: Vec<(usize, Vec<String>)>,
}

/// The separator a spreadsheet names on a line of its own before the rows (`sep=;`, as Excel
/// writes and reads it).
fn declared_separator(text: &str) -> Option<u8> {
    let first = text.lines().next()?.trim_end();
    let sep = first.strip_prefix("sep=").or_else(|| first.strip_prefix("SEP="))?;
    SEPARATORS.into_iter().find(|&s| sep.as_bytes() == [s])
}

fn separator(text: &str) -> Option<u8> {
    if let Some(sep) = declared_separator(text) {
        return Some(sep);
    }
    let first = text.lines().next()?;
    let count = |sep: u8| {
        let mut quoted = false;
        first
            .bytes()
            .filter(|&b| {
                if b == b'"' {
                    quoted = !quoted;
                }
                !quoted && b == sep
            })
            .count()
    };
    SEPARATORS.into_iter().map(|s| (count(s), s)).max().filter(|&(n, _)| n >= 3).map(|(_, s)| s)
}

fn records(text: &str, sep: u8) -> Option<Vec<(usize, Vec<String>)>> {
    let mut reader = csv::ReaderBuilder::new()
        .delimiter(sep)
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut out = Vec::new();
    // The line that names the separator is no row.
    let skip = usize::from(declared_separator(text).is_some());
    for record in reader.records().skip(skip) {
        let record = record.ok()?;
        let line = record.position().map_or(0, |p| p.line() as usize);
        let fields: Vec<String> = record.iter().map(|f| f.trim().to_owned()).collect();
        if fields.iter().any(|f| !f.is_empty()) {
            out.push((line, fields));
        }
    }
    Some(out)
}

/// Whether `value` names one of `options`: its letter (`B`, `b)`, `(B)`), its place where the
/// header numbers the options (`2`), or its whole text. A number among options that are numbers
/// themselves, under no header that numbers them, names none: `2` may be the second option or
/// the option `2`.
fn named(value: &str, options: &[String], numbered: bool) -> Option<usize> {
    let letter = value.trim_matches(|c: char| matches!(c, '(' | ')' | '.' | ' '));
    let mut chars = letter.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && c.is_ascii_alphabetic()
    {
        let k = (c.to_ascii_uppercase() as u8 - b'A') as usize;
        return options.get(k).filter(|o| !o.is_empty()).map(|_| k);
    }
    let number = |t: &str| !t.is_empty() && t.chars().all(|c| ascii_digit(c).is_some());
    if number(value) {
        if numbered {
            // In the digits of any script (`२` is the Devanagari 2).
            let digits: String = value.chars().filter_map(ascii_digit).collect();
            let k = digits.parse::<usize>().ok()?.checked_sub(1)?;
            return options.get(k).filter(|o| !o.is_empty()).map(|_| k);
        }
        if options.iter().any(|o| number(o)) {
            return None;
        }
    }
    let mut same = options.iter().enumerate().filter(|(_, o)| !o.is_empty() && *o == value);
    match (same.next(), same.next()) {
        (Some((k, _)), None) => Some(k),
        _ => None,
    }
}

/// The options `value` names: one, as [`named`] reads it, or several, each by its letter or its
/// place, parted by commas or semicolons (`A, C`; `1,3` under Kahoot's "Correct answer(s)").
/// A value that reads both ways (`1,5`, an option's text and places 1 and 5) names none.
fn named_all(value: &str, options: &[String], numbered: bool) -> Option<Vec<usize>> {
    let one = named(value, options, numbered);
    let parts: Vec<&str> = value.split([',', ';', '、']).map(str::trim).collect();
    let several = (parts.len() >= 2)
        .then(|| {
            parts
                .iter()
                .map(|p| {
                    let by_label =
                        p.chars().count() <= 3 || p.chars().all(|c| ascii_digit(c).is_some());
                    by_label.then(|| named(p, options, numbered)).flatten()
                })
                .collect::<Option<Vec<usize>>>()
        })
        .flatten()
        .filter(|ks| (1..ks.len()).all(|i| !ks[..i].contains(&ks[i])));
    match (one, several) {
        (Some(_), Some(_)) => None,
        (Some(k), None) => Some(vec![k]),
        (None, ks) => ks,
    }
}

/// The options of a row under `cols`, trailing empty ones left out.
fn options(row: &[String], cols: Columns) -> Vec<String> {
    let mut out: Vec<String> = row.get(cols.first..cols.end).unwrap_or_default().to_vec();
    while out.last().is_some_and(String::is_empty) {
        out.pop();
    }
    out
}

/// A header cell's name: without a template's note after it (`Answer 1 - max 75 characters`
/// names `Answer 1`), trimmed.
fn header_name(cell: &str) -> &str {
    [" - ", " – ", " ("].iter().fold(cell, |c, cut| c.split(cut).next().unwrap_or(c)).trim()
}

/// A header's label character as ASCII: a letter, or a digit of any script (`उत्तर १` is
/// `Answer 1` in Devanagari digits).
fn label_char(c: char) -> Option<char> {
    if c.is_ascii_alphanumeric() { Some(c.to_ascii_uppercase()) } else { ascii_digit(c) }
}

/// A header cell's words and its label, the label last (`Option A`, `choice_2`, `(B`: apart from
/// the words before it).
fn label_last(cell: &str) -> Option<(String, char)> {
    let c = header_name(cell);
    let last = c.chars().next_back()?;
    let before = &c[..c.len() - last.len_utf8()];
    let label = label_char(last)?;
    (!before.ends_with(|p: char| p.is_alphanumeric()))
        .then(|| (before.trim_end().to_lowercase(), label))
}

/// A header cell's words and its label, the label first, as languages that put the word after it
/// write it (`A válasz`, `B şıkkı`, `1. vaihtoehto`).
fn label_first(cell: &str) -> Option<(String, char)> {
    let c = header_name(cell);
    let first = c.chars().next()?;
    let after = &c[first.len_utf8()..];
    let label = label_char(first)?;
    (!after.starts_with(|p: char| p.is_alphanumeric()))
        .then(|| (after.trim_start().to_lowercase(), label))
}

/// Each header cell's words and label, all read one way (the label last, else first).
fn labels(cells: &[String]) -> Option<Vec<(String, char)>> {
    let last = cells.iter().map(|c| label_last(c)).collect::<Option<Vec<_>>>();
    last.or_else(|| cells.iter().map(|c| label_first(c)).collect())
}

/// Whether header cells go on one from the other: the same words, each label the next
/// (`Votes 3`, `Votes 4`).
fn consecutive(parts: &[(String, char)]) -> bool {
    parts
        .iter()
        .zip(parts.iter().skip(1))
        .all(|((h, l), (next_h, next_l))| h == next_h && *l as u32 + 1 == *next_l as u32)
}

/// Whether header cells run as a sequence of labels: the same words, then `A`, `B`, `C` … or
/// `1`, `2`, `3` …, in the digits of any script (`Option A`, `Option B`; `Choice 1`, `Choice 2`;
/// `उत्तर १`, `उत्तर २`; `A válasz`, `B válasz`).
fn labelled_run(cells: &[String]) -> bool {
    let Some(parts) = labels(cells) else { return false };
    parts.len() >= 2 && matches!(parts[0].1, 'A' | '1') && consecutive(&parts)
}

/// Whether the header of column `k` goes on with its neighbour's, before or after it (`Votes 3`,
/// `Votes 4`): one of a column for each option (a poll's counts, points), no column of its own.
fn in_a_run(header: &[String], k: usize) -> bool {
    let pair =
        |s: usize| header.get(s..s + 2).and_then(labels).is_some_and(|parts| consecutive(&parts));
    k.checked_sub(1).is_some_and(pair) || pair(k)
}

/// The columns that fit the most rows, and how many they fit.
fn columns(rows: &Rows) -> Option<(Columns, usize)> {
    let width = rows.rows.iter().map(|r| r.1.len()).max()?;
    // A question's row has a stem, up to 26 options and a few columns more; a wider table is
    // some other data (and the runs of headers are looked for in time cubic in the width).
    if width > MAX_COLUMNS {
        return None;
    }
    // How much text a column holds over all rows, and how many of its cells are prose (three
    // words or more, no address).
    let text = |k: usize| -> (usize, usize, usize) {
        let cells = rows.rows.iter().filter_map(|r| r.1.get(k)).filter(|c| !c.is_empty());
        cells.fold((0, 0, 0), |(len, prose, all), c| {
            let words = c.split_whitespace().filter(|w| w.chars().any(char::is_alphabetic));
            let is_prose = words.count() >= 3 && !c.contains("://");
            (len + c.chars().count(), prose + usize::from(is_prose), all + 1)
        })
    };
    let mut best: Option<(Columns, usize)> = None;
    for answer in 2..width {
        let (first, end, numbered) = match &rows.header {
            Some(h) if h.len() <= answer => continue,
            Some(h) => {
                // The longest run of labelled headers before the answer, nearest it first;
                // columns between them (`Time limit`) are the template's own.
                let run = (1..answer)
                    .rev()
                    .flat_map(|e| (0..e.saturating_sub(1)).map(move |s| (s, e + 1)))
                    .filter(|&(s, e)| e <= answer && labelled_run(&h[s..e]))
                    .max_by_key(|&(s, e)| (e - s, e));
                let Some((first, end)) = run else { continue };
                if first == 0 {
                    continue;
                }
                // A column whose header goes on with its neighbours' (`Votes 3`, `Votes 4`) is
                // one of a column for each option, a poll's counts or points: no answers.
                if in_a_run(h, answer) {
                    continue;
                }
                let name = header_name(&h[first]);
                let digit = |c: Option<char>| c.and_then(ascii_digit).is_some();
                let numbered = digit(name.chars().next_back()) || digit(name.chars().next());
                (first, end, numbered)
            }
            None => (1, answer, false),
        };
        // The stem: with a header, the column before the options that holds the most text (a
        // `Question Type` column may stand between); without one, the first.
        let stem = match rows.header {
            Some(_) => (0..first).max_by_key(|&k| (text(k).0, k))?,
            None => 0,
        };
        // The explanation: with a header, the column after the answer with the most prose,
        // most of its cells prose (not `Time in seconds`, not an image's address).
        let explanation = rows.header.as_ref().and_then(|_| {
            (answer + 1..width)
                .filter(|&k| {
                    let (_, prose, all) = text(k);
                    all > 0 && prose * 2 > all
                })
                .max_by_key(|&k| text(k).0)
        });
        let cols = Columns { stem, first, end, answer, explanation, numbered };
        let fit = rows
            .rows
            .iter()
            .filter(|(_, r)| {
                let opts = options(r, cols);
                opts.len() >= 2
                    && r.get(answer).is_some_and(|v| named_all(v, &opts, numbered).is_some())
            })
            .count();
        if fit > best.map_or(0, |b| b.1) {
            best = Some((cols, fit));
        }
    }
    best
}

/// The sheet's rows and columns, when the text is one: most of its rows fit.
fn sheet(text: &str) -> Option<(Rows, Columns)> {
    let sep = separator(text)?;
    let mut all = records(text, sep)?;
    if all.is_empty() {
        return None;
    }
    // A header is a first row that fits no columns the other rows fit.
    let plain = Rows { header: None, rows: all.clone() };
    let first = all.remove(0);
    let headed = Rows { header: Some(first.1), rows: all };
    let (rows, (cols, fit)) = [headed, plain]
        .into_iter()
        .filter_map(|r| columns(&r).map(|c| (r, c)))
        .max_by_key(|(r, (_, fit))| (*fit, r.header.is_some()))?;
    // Without a header row to label the options, the rows must read as questions: most stems
    // ask (a question mark of any script) or leave a gap, or a table of marks (`Ana,85,92,B`)
    // would pass for one.
    let asking = || {
        let asks = |r: &&(usize, Vec<String>)| {
            r.1.get(cols.stem).is_some_and(|s| crate::stem::asks(s) || s.contains("___"))
        };
        rows.rows.iter().filter(asks).count() * 2 > rows.rows.len()
    };
    (fit * 2 > rows.rows.len() && (rows.header.is_some() || asking())).then_some((rows, cols))
}

/// Whether the text is a question sheet.
pub(crate) fn looks_like(text: &str) -> bool {
    separator(text).is_some() && sheet(text).is_some()
}

/// The questions of a sheet, each read or why not.
pub(crate) fn items(text: &str) -> Result<Items, ErrorKind> {
    let (rows, cols) = sheet(text).ok_or(ErrorKind::NotAQuiz(Missing::Choices))?;
    let mut out = Vec::new();
    for (n, (line, row)) in rows.rows.iter().enumerate() {
        let at = Position { line: Some(*line), question: Some(n + 1) };
        let opts = options(row, cols);
        let cell = |k: Option<usize>| k.and_then(|k| row.get(k)).cloned().unwrap_or_default();
        match row.get(cols.answer).and_then(|v| named_all(v, &opts, cols.numbered)) {
            Some(correct) => out.push(Ok(Item {
                stem: cell(Some(cols.stem)),
                options: opts,
                multiple: correct.len() > 1,
                correct,
                explanation: cell(cols.explanation),
                at,
                ..Item::default()
            })),
            None => out.push(Err(ErrorKind::Incomplete { missing: Missing::Marked, at })),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_run_in_sequence() {
        let cells = |c: &[&str]| c.iter().map(|&s| s.to_owned()).collect::<Vec<_>>();
        assert!(labelled_run(&cells(&["A", "B", "C"])));
        assert!(labelled_run(&cells(&["Opción 1", "Opción 2"])));
        assert!(labelled_run(&cells(&["Option A", "Option B", "Option C", "Option D"])));
        assert!(!labelled_run(&cells(&["Option A", "Option C"])));
        assert!(!labelled_run(&cells(&["Question", "A"])));
        assert!(!labelled_run(&cells(&["Area", "B"])));
        assert!(labelled_run(&cells(&["A válasz", "B válasz", "C válasz"])));
        assert!(labelled_run(&cells(&["1. vaihtoehto", "2. vaihtoehto"])));
        assert!(!labelled_run(&cells(&["A válasz", "B kérdés"])));
        assert!(!labelled_run(&cells(&["Alma", "Banán"])));
    }

    #[test]
    fn options_numbered_in_the_digits_of_another_script_name_the_answer_by_place() {
        let cells = |c: &[&str]| c.iter().map(|&s| s.to_owned()).collect::<Vec<_>>();
        assert!(labelled_run(&cells(&["उत्तर १", "उत्तर २", "उत्तर ३"])));
        let text = "प्रश्न,उत्तर १,उत्तर २,उत्तर ३,सही उत्तर\nक?,क१,ख१,ग१,२\nख?,क२,ख२,ग२,१\n";
        let items = items(text).unwrap();
        assert_eq!(items[0].as_ref().unwrap().correct, vec![1]);
        assert_eq!(items[1].as_ref().unwrap().correct, vec![0]);
    }

    #[test]
    fn a_column_of_a_run_for_each_option_is_no_answer() {
        // A poll's counts, one column for each option: the last column's small counts are no
        // options' places.
        let text = "Question,Option 1,Option 2,Option 3,Votes 1,Votes 2,Votes 3\n\
                    Which lake?,Kivu,Muhazi,Burera,12,3,1\n\
                    Which hill?,Karisimbi,Bisoke,Muhabura,2,15,2\n";
        assert!(!looks_like(text));
    }

    #[test]
    fn a_sheet_without_header_has_the_stem_first() {
        let text = "Capital of Kenya?;Mombasa;Nairobi;Kisumu;b\nLargest planet?;Mars;Jupiter;Venus;Jupiter\n";
        let items = items(text).unwrap();
        let i = items[1].as_ref().unwrap();
        assert_eq!((i.stem.as_str(), i.correct.clone()), ("Largest planet?", vec![1]));
        assert_eq!(items[0].as_ref().unwrap().options, ["Mombasa", "Nairobi", "Kisumu"]);
    }

    proptest::proptest! {
        /// Rows of any width, header or not, quoted or not: read or refused, never a panic.
        #[test]
        fn any_rows_are_read_or_refused(text in "([a-dA-D0-9 \"]{0,6}[,;\t\n]){0,40}") {
            if looks_like(&text) {
                let _ = items(&text);
            }
        }
    }

    #[test]
    fn an_answer_cell_may_name_several_options() {
        let opts: Vec<String> = ["0,5", "1", "1,5", "2", "5"].map(str::to_owned).to_vec();
        assert_eq!(named_all("A, C", &opts, false), Some(vec![0, 2]));
        assert_eq!(named_all("2;4", &opts, true), Some(vec![1, 3]));
        // An option's text and places 1 and 5: which, the file does not say.
        assert_eq!(named_all("1,5", &opts, true), None);
        assert_eq!(named_all("1,5", &opts, false), Some(vec![2]));
        assert_eq!(named_all("A, A", &opts, false), None);
        assert_eq!(named_all("B, F", &opts, false), None);
    }

    #[test]
    fn a_line_naming_the_separator_is_no_row() {
        let text = "sep=;\nFrage;A;B;C;Lösung\nWo liegt Graz?;Tirol;Steiermark;Wien;B\n";
        let items = items(text).unwrap();
        assert_eq!(items.len(), 1);
        let i = items[0].as_ref().unwrap();
        assert_eq!((i.at.line, i.correct.clone()), (Some(3), vec![1]));
    }

    #[test]
    fn a_table_wider_than_a_question_sheet_is_none() {
        let header = (0..200).map(|k| format!("Option {k}")).collect::<Vec<_>>().join(",");
        let row = (0..200).map(|k| k.to_string()).collect::<Vec<_>>().join(",");
        assert!(!looks_like(&format!("{header}\n{row}\n{row}\n")));
    }

    #[test]
    fn rows_wider_than_the_header_are_no_panic() {
        let text = "Title, with, commas, here\nQ?,a,b,c,B,x,y\nR?,a,b,c,A\n";
        let _ = looks_like(text);
    }

    #[test]
    fn prose_with_commas_is_no_sheet() {
        assert!(!looks_like("Well, well, well, what do we have here?\nA quiz, perhaps.\n"));
        assert!(!looks_like("a,b,c,d\n1,2,3,4\n5,6,7,8\n"));
        assert!(!looks_like("Ana,85,92,78,B\nBo,61,70,55,C\nCy,90,88,97,A\n"));
    }
}
