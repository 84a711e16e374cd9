//! GIFT, Moodle's plain-text question format: `::Title:: Question {=right ~wrong ~wrong}`, one
//! question per paragraph, `//` comment lines, `$CATEGORY:` lines naming the topic of the
//! questions after them. Multiple-choice questions are read: one option marked `=`, or options
//! weighted `~%50%` (a question that takes several answers: every option with a positive
//! weight). `####` gives the general feedback, the explanation; a text after the answers makes
//! the question a sentence with a gap (`Moodle costs {…} to download.` reads `Moodle costs _____
//! to download.`). Questions of other kinds (true/false, short answer, numerical, matching) are
//! reported as questions with no options to pick from.
//!
//! Written by hand: no maintained Rust crate reads GIFT, and the format is small (Moodle's own
//! reader is one file of string splitting).

use crate::ErrorKind;
use crate::error::{Missing, Position};
use crate::exchange::{Item, Items, category_topic};

/// Where a gap stands in a question whose answers come in the middle of its sentence.
const GAP: &str = "_____";

/// One paragraph of the file: its first line (1-based) and its text, comment lines left out.
struct Chunk {
    line: usize,
    text: String,
}

/// The file's paragraphs. A paragraph whose braces are not closed goes on past a blank line.
fn chunks(text: &str) -> Vec<Chunk> {
    let mut out: Vec<Chunk> = Vec::new();
    let mut open: Option<Chunk> = None;
    for (n, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.starts_with("//") {
            continue;
        }
        if t.is_empty() {
            if let Some(c) = open.take_if(|c| braces_closed(&c.text)) {
                out.push(c);
            }
            continue;
        }
        match &mut open {
            Some(c) => {
                c.text.push('\n');
                c.text.push_str(line);
            }
            None => open = Some(Chunk { line: n + 1, text: line.to_owned() }),
        }
    }
    out.extend(open);
    out
}

fn braces_closed(text: &str) -> bool {
    let open = unescaped(text).filter(|&(_, c)| c == '{').count();
    let close = unescaped(text).filter(|&(_, c)| c == '}').count();
    open <= close
}

/// The characters of `text` that no backslash escapes, with their byte offsets.
fn unescaped(text: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    let mut escaped = false;
    text.char_indices().filter(move |&(_, c)| {
        let plain = !escaped;
        escaped = plain && c == '\\';
        plain && c != '\\'
    })
}

/// Byte offset of the first unescaped `needle` at or after `from`.
fn find(text: &str, needle: char, from: usize) -> Option<usize> {
    unescaped(text).find(|&(i, c)| i >= from && c == needle).map(|(i, _)| i)
}

/// `\~`, `\=`, `\#`, `\{`, `\}`, `\:` as the characters, `\n` as a line break.
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (c, chars.clone().next()) {
            ('\\', Some('n')) => {
                out.push('\n');
                chars.next();
            }
            ('\\', Some(e @ ('~' | '=' | '#' | '{' | '}' | ':' | '\\'))) => {
                out.push(e);
                chars.next();
            }
            _ => out.push(c),
        }
    }
    out
}

/// Whether the text is a GIFT file: every paragraph with braces holds an answer set (what comes
/// after `{` starts as GIFT answers do, or closes it at once: `{}` asks for an essay), and one
/// of them is a multiple-choice question's.
pub(crate) fn looks_like(text: &str) -> bool {
    // Most texts have no brace at all, and are not split into paragraphs.
    if !text.contains('{') {
        return false;
    }
    let mut multiple_choice = false;
    for chunk in chunks(text) {
        let Some(open) = find(&chunk.text, '{', 0) else { continue };
        let inside = chunk.text[open + 1..].trim_start();
        let gift = ["=", "~", "#", "%", "}", "T}", "F}", "TRUE", "FALSE", "T#", "F#"]
            .iter()
            .any(|p| inside.starts_with(p));
        if !gift {
            return false;
        }
        multiple_choice |= find(inside, '~', 0).is_some();
    }
    multiple_choice
}

/// The questions of a GIFT file, each read or why not.
pub(crate) fn items(text: &str) -> Result<Items, ErrorKind> {
    let mut topic = String::new();
    let mut out = Vec::new();
    for chunk in chunks(text) {
        let t = chunk.text.trim();
        if let Some(path) = t.strip_prefix("$CATEGORY:") {
            topic = category_topic(path.trim());
            continue;
        }
        let Some(open) = find(t, '{', 0) else { continue };
        let at = Position { line: Some(chunk.line), question: Some(out.len() + 1) };
        let Some(close) = find(t, '}', open) else {
            let message = "its answers open with `{` and are not closed".to_owned();
            out.push(Err(ErrorKind::Inconsistent { message, at }));
            continue;
        };
        out.push(item(&t[..open], &t[open + 1..close], &t[close + 1..], &topic, at));
    }
    if out.is_empty() {
        return Err(ErrorKind::NotAQuiz(Missing::Options));
    }
    Ok(out)
}

/// The format a question's texts are written in (`[html]`, `[markdown]`; else plain text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Format {
    Plain,
    Html,
    Markdown,
}

/// The question text before its answers: without its `::title::` and `[format]`.
fn question_text(before: &str) -> (String, Format) {
    let mut t = before.trim();
    if let Some(rest) = t.strip_prefix("::")
        && let Some(end) = rest.find("::")
    {
        t = rest[end + 2..].trim_start();
    }
    let mut format = Format::Plain;
    if let Some(rest) = t.strip_prefix('[')
        && let Some(end) = rest.find(']')
    {
        let name = &rest[..end];
        if name.eq_ignore_ascii_case("html") {
            format = Format::Html;
        } else if name.eq_ignore_ascii_case("markdown") {
            format = Format::Markdown;
        }
        if name.chars().all(|c| c.is_ascii_alphabetic()) {
            t = rest[end + 1..].trim_start();
        }
    }
    (t.to_owned(), format)
}

/// Plain text of a GIFT text: unescaped, HTML tags removed when the question is HTML, Markdown's
/// marks when it is Markdown (`**ẹ̀wà**` reads `ẹ̀wà`).
fn plain(text: &str, format: Format) -> String {
    let text = unescape(text.trim());
    match format {
        Format::Html => crate::jsonld::strip_tags(&text),
        Format::Markdown => markdown_text(&text),
        Format::Plain => {
            let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
            lines.join("\n")
        }
    }
}

/// The text a Markdown snippet shows: its words and code, paragraphs apart, without its marks.
fn markdown_text(text: &str) -> String {
    use pulldown_cmark::{Event, Parser, TagEnd};
    let mut out = String::with_capacity(text.len());
    for event in Parser::new(text) {
        match event {
            Event::Text(t) | Event::Code(t) => out.push_str(&t),
            Event::SoftBreak | Event::HardBreak => out.push('\n'),
            Event::End(TagEnd::Paragraph | TagEnd::Item | TagEnd::Heading(_)) => {
                out.push_str("\n\n");
            }
            _ => {}
        }
    }
    let paragraphs: Vec<&str> =
        out.split("\n\n").map(str::trim).filter(|p| !p.is_empty()).collect();
    paragraphs.join("\n\n")
}

fn item(
    before: &str,
    inside: &str,
    after: &str,
    topic: &str,
    at: Position,
) -> Result<Item, ErrorKind> {
    let (stem, format) = question_text(before);
    let after = after.trim();
    let stem = if after.is_empty() { stem } else { format!("{stem} {GAP} {after}") };
    let no_options = || ErrorKind::Incomplete { missing: Missing::Options, at };
    // The general feedback, after `####`.
    let (answers, feedback) =
        match unescaped(inside).map(|(i, _)| i).find(|&i| inside[i..].starts_with("####")) {
            Some(i) => (&inside[..i], &inside[i + 4..]),
            None => (inside, ""),
        };
    let answers = answers.trim();
    // Numerical (`{#3.14:0.01}`), true/false (`{T}`) and matching (`{=a -> 1}`) questions.
    let bare = answers.split('#').next().unwrap_or_default().trim();
    let truth = ["T", "F", "TRUE", "FALSE"].iter().any(|t| bare.eq_ignore_ascii_case(t));
    if answers.starts_with('#') || truth || answers.contains("->") {
        return Err(no_options());
    }
    // The answers: each starts at an unescaped `=` or `~`.
    let starts: Vec<usize> =
        unescaped(answers).filter(|&(_, c)| c == '=' || c == '~').map(|(i, _)| i).collect();
    if starts.first() != Some(&0) {
        return Err(no_options());
    }
    let mut options = Vec::new();
    let mut right = Vec::new();
    let mut weighted = Vec::new();
    for (k, &s) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(answers.len());
        let (mark, mut body) = (&answers[s..s + 1], &answers[s + 1..end]);
        // A weight: `~%50%`, `~%-100%`.
        let mut weight = None;
        if let Some(rest) = body.trim_start().strip_prefix('%')
            && let Some(e) = rest.find('%')
        {
            weight = rest[..e].trim().parse::<f64>().ok();
            body = &rest[e + 1..];
        }
        // Feedback on this answer, after an unescaped `#`.
        let text = match find(body, '#', 0) {
            Some(h) => &body[..h],
            None => body,
        };
        if mark == "=" {
            right.push(k);
        }
        if weight.is_some_and(|w| w > 0.0) {
            weighted.push(k);
        }
        options.push(plain(text, format));
    }
    // Only `=` answers: a short-answer question, whose answers are typed, not picked.
    if right.len() == options.len() {
        return Err(no_options());
    }
    let (correct, multiple) = if right.is_empty() { (weighted, true) } else { (right, false) };
    Ok(Item {
        stem: plain(&stem, format),
        options,
        correct,
        multiple,
        explanation: plain(feedback, format),
        topic: topic.to_owned(),
        key: None,
        at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Result<Item, ErrorKind> {
        items(text).unwrap().remove(0)
    }

    fn one_ok(text: &str) -> Item {
        one(text).unwrap()
    }

    #[test]
    fn marks_and_feedback_are_taken_apart() {
        let i = one_ok(
            "::Q1:: Which is \\{odd\\}? {\n  ~2#No\n  =3#Yes, 3 \\= 2 + 1\n  ~4\n  ####Odd numbers.\n}",
        );
        assert_eq!(i.stem, "Which is {odd}?");
        assert_eq!(i.options, ["2", "3", "4"]);
        assert_eq!((i.correct, i.multiple), (vec![1], false));
        assert_eq!(i.explanation, "Odd numbers.");
    }

    #[test]
    fn weights_make_a_question_of_several_answers() {
        let i = one_ok("Primes? {~%50%2 ~%50%3 ~%-100%4}");
        assert_eq!((i.correct, i.multiple), (vec![0, 1], true));
    }

    #[test]
    fn an_essays_empty_braces_leave_a_file_gift() {
        let text = "::Q1:: Which? {=a ~b}\n\n::Q2:: Write about it. {}\n";
        assert!(looks_like(text));
        let items = items(text).unwrap();
        assert!(matches!(items[1], Err(ErrorKind::Incomplete { missing: Missing::Options, .. })));
    }

    #[test]
    fn a_markdown_questions_marks_are_no_text() {
        let i = one_ok("::Q2::[markdown]Which is made of **beans**? {=*Akara* ~Eba}");
        assert_eq!(i.stem, "Which is made of beans?");
        assert_eq!(i.options, ["Akara", "Eba"]);
    }

    #[test]
    fn answers_in_the_middle_leave_a_gap() {
        let i = one_ok("Moodle costs {~lots of money =nothing ~a small amount} to download.");
        assert_eq!(i.stem, "Moodle costs _____ to download.");
    }

    #[test]
    fn other_kinds_have_no_options_to_pick_from() {
        for q in [
            "Sun is a star. {T}",
            "Pi? {#3.14:0.01}",
            "Capital? {=Paris =paris}",
            "{=a -> 1 =b -> 2}",
        ] {
            let e = one(q).unwrap_err();
            assert!(matches!(e, ErrorKind::Incomplete { missing: Missing::Options, .. }), "{q}");
        }
    }

    proptest::proptest! {
        /// Any text of GIFT's marks, escapes and non-ASCII letters: read or refused, never a
        /// panic.
        #[test]
        fn any_marks_are_read_or_refused(text in "([=~#%{}:\\\\\\[\\]>\\-é→ TFab0-9\n]){0,60}") {
            if looks_like(&text) {
                let _ = items(&text);
            }
            let _ = items(&text);
        }
    }

    #[test]
    fn only_files_of_answer_sets_are_gift() {
        assert!(looks_like("// c\n::T:: Q? {=a ~b}\n"));
        assert!(!looks_like("fun main() {\n  println(1)\n}\n\nQ? {=a ~b}"));
        assert!(!looks_like("Sun is a star. {T}"));
        assert!(!looks_like("Just text."));
    }
}
