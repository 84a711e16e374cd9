//! learnr tutorials: R Markdown whose questions are R calls in its code chunks, as the learnr
//! package writes them:
//!
//! ```text
//! question("Which is the highest?",
//!   answer("Ben Nevis", correct = TRUE),
//!   answer("Ben Lomond"),
//!   message = "Ben Nevis is 1,345 m high."
//! )
//! ```
//!
//! Each `question(…)` (or `question_radio`, `question_checkbox`) is a question: its first string
//! the stem, each `answer("…")` an option, right where it says `correct = TRUE` (several make a
//! question of several answers), its `message` the explanation. `question_text(…)` and
//! `question_numeric(…)` ask for a typed answer: no options to pick from.
//!
//! Written by hand: the calls are a few fixed shapes of R, strings with their escapes, names,
//! `=`, commas and brackets; no crate reads R.

use crate::ErrorKind;
use crate::error::{Missing, Position};
use crate::exchange::{Item, Items};

/// Whether the text is a learnr tutorial: it calls `question(` with an `answer(` marked right.
pub(crate) fn looks_like(text: &str) -> bool {
    text.contains("question") && text.contains("answer(") && right_mark(text)
}

/// Whether `text` marks an answer right (`correct = TRUE`, `correct=TRUE`).
fn right_mark(text: &str) -> bool {
    text.match_indices("correct").any(|(i, _)| {
        let rest = text[i + "correct".len()..].trim_start();
        rest.strip_prefix('=').is_some_and(|r| r.trim_start().starts_with("TRUE"))
    })
}

/// One argument of a call: its name (`correct` in `correct = TRUE`), and its value: a string's
/// text, a call's name and arguments, or a word (`TRUE`, a number).
#[derive(Debug)]
struct Arg {
    name: Option<String>,
    value: Value,
}

#[derive(Debug)]
enum Value {
    Text(String),
    Call(String, Vec<Arg>),
    Word(String),
}

/// A reader over the R source, from a byte offset.
struct Reader<'a> {
    text: &'a str,
    at: usize,
}

impl Reader<'_> {
    fn skip_space(&mut self) {
        let rest = &self.text[self.at..];
        self.at += rest.len() - rest.trim_start().len();
    }

    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    /// A string literal (`"…"` or `'…'`, with backslash escapes), the reader on its quote.
    fn string(&mut self) -> Option<String> {
        let quote = self.peek()?;
        let mut out = String::new();
        let mut chars = self.text[self.at + 1..].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' => match chars.next()? {
                    (_, 'n') => out.push('\n'),
                    (_, 't') => out.push('\t'),
                    (_, e) => out.push(e),
                },
                c if c == quote => {
                    self.at += 1 + i + 1;
                    return Some(out);
                }
                c => out.push(c),
            }
        }
        None
    }

    /// A name or a word (`answer`, `TRUE`, `1.5`, `learnr::question`).
    fn word(&mut self) -> String {
        let rest = &self.text[self.at..];
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | '.' | ':')))
            .unwrap_or(rest.len());
        self.at += end;
        rest[..end].to_owned()
    }

    /// The arguments of a call, the reader past its opening bracket; `None` where the call is
    /// not closed or holds what this reader does not take apart.
    fn args(&mut self, depth: usize) -> Option<Vec<Arg>> {
        if depth > 16 {
            return None;
        }
        let mut out = Vec::new();
        loop {
            self.skip_space();
            match self.peek()? {
                ')' => {
                    self.at += 1;
                    return Some(out);
                }
                ',' => {
                    self.at += 1;
                    continue;
                }
                _ => {}
            }
            let mut name = None;
            let mut value = self.value(depth)?;
            self.skip_space();
            if let Value::Word(w) = &value
                && self.peek() == Some('=')
                && !self.text[self.at..].starts_with("==")
            {
                self.at += 1;
                self.skip_space();
                name = Some(w.clone());
                value = self.value(depth)?;
            }
            out.push(Arg { name, value });
        }
    }

    fn value(&mut self, depth: usize) -> Option<Value> {
        match self.peek()? {
            '"' | '\'' => self.string().map(Value::Text),
            c if c.is_alphanumeric() || c == '_' || c == '.' => {
                let word = self.word();
                self.skip_space();
                if self.peek() == Some('(') {
                    self.at += 1;
                    let args = self.args(depth + 1)?;
                    let name = word.rsplit("::").next().unwrap_or(&word).to_owned();
                    Some(Value::Call(name, args))
                } else {
                    Some(Value::Word(word))
                }
            }
            '-' => {
                self.at += 1;
                self.value(depth)
            }
            _ => None,
        }
    }
}

/// The questions of a learnr tutorial, each read or why not.
pub(crate) fn items(text: &str) -> Result<Items, ErrorKind> {
    let mut out = Vec::new();
    let calls = [
        "question(",
        "question_radio(",
        "question_checkbox(",
        "question_text(",
        "question_numeric(",
    ];
    let mut at = 0;
    // The line of `counted` (1-based), counted on from the last question's, not from the start.
    let (mut line, mut counted) = (1, 0);
    while let Some((start, call)) = calls
        .iter()
        .filter_map(|c| text[at..].find(c).map(|i| (at + i, *c)))
        .min_by_key(|&(i, _)| i)
    {
        at = start + call.len();
        // A call, not the end of a longer name (`my_question(`).
        if text[..start].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.') {
            continue;
        }
        line += text[counted..start].bytes().filter(|&b| b == b'\n').count();
        counted = start;
        let pos = Position { line: Some(line), question: Some(out.len() + 1) };
        let mut reader = Reader { text, at };
        let Some(args) = reader.args(0) else {
            let message = "its call is not closed, or holds what this reader cannot read".into();
            out.push(Err(ErrorKind::Inconsistent { message, at: pos }));
            continue;
        };
        at = reader.at;
        if matches!(call, "question_text(" | "question_numeric(") {
            out.push(Err(ErrorKind::Incomplete { missing: Missing::Options, at: pos }));
            continue;
        }
        out.push(Ok(item(&args, call == "question_checkbox(", pos)));
    }
    if out.is_empty() {
        return Err(ErrorKind::NotAQuiz(Missing::Options));
    }
    Ok(out)
}

/// One question of `question(…)`'s arguments.
fn item(args: &[Arg], checkbox: bool, at: Position) -> Item {
    let text = |v: &Value| match v {
        Value::Text(t) => Some(t.trim().to_owned()),
        _ => None,
    };
    let stem = args.iter().find(|a| a.name.is_none()).and_then(|a| text(&a.value));
    let mut options = Vec::new();
    let mut correct = Vec::new();
    for arg in args.iter().filter(|a| a.name.is_none()) {
        let Value::Call(name, answer) = &arg.value else { continue };
        if name != "answer" {
            continue;
        }
        let option = answer.iter().find(|a| a.name.is_none()).and_then(|a| text(&a.value));
        let right = answer.iter().any(|a| {
            a.name.as_deref() == Some("correct")
                && matches!(&a.value, Value::Word(w) if w == "TRUE" || w == "T")
        });
        if right {
            correct.push(options.len());
        }
        options.push(option.unwrap_or_default());
    }
    let message = args.iter().find(|a| a.name.as_deref() == Some("message"));
    Item {
        stem: stem.unwrap_or_default(),
        multiple: checkbox || correct.len() > 1,
        options,
        correct,
        explanation: message.and_then(|a| text(&a.value)).unwrap_or_default(),
        at,
        ..Item::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_call_gives_its_stem_options_and_right_ones() {
        let text = "quiz(\n  question(\"Which \\\"one\\\"?\",\n    answer('a'),\n    answer(\"b\", correct = TRUE),\n    message = \"Because.\"\n  )\n)\n";
        assert!(looks_like(text));
        let items = items(text).unwrap();
        let i = items[0].as_ref().unwrap();
        assert_eq!(i.stem, "Which \"one\"?");
        assert_eq!(i.options, ["a", "b"]);
        assert_eq!((i.correct.clone(), i.multiple), (vec![1], false));
        assert_eq!(i.explanation, "Because.");
        assert_eq!(i.at.line, Some(2));
    }

    #[test]
    fn several_right_answers_make_a_question_of_several_and_typed_ones_have_no_options() {
        let text = "question(\"Which?\", answer(\"a\", correct = TRUE), answer(\"b\"), answer(\"c\", correct=TRUE))\nquestion_text(\"Name one\", answer(\"x\", correct = TRUE))\n";
        let items = items(text).unwrap();
        let i = items[0].as_ref().unwrap();
        assert_eq!((i.correct.clone(), i.multiple), (vec![0, 2], true));
        assert!(matches!(items[1], Err(ErrorKind::Incomplete { missing: Missing::Options, .. })));
    }

    #[test]
    fn prose_about_questions_is_no_tutorial() {
        assert!(!looks_like("Each question(s) has one answer(s); none is correct = FALSE."));
        let unclosed = "question(\"Which?\", answer(\"a\", correct = TRUE)";
        assert!(matches!(items(unclosed).unwrap()[0], Err(ErrorKind::Inconsistent { .. })));
    }
}
