//! Reading back the JSON and JSON Lines that `quizdeck parse` writes.

use quizdeck_model::{Question, QuestionSet};
use serde::de::IgnoredAny;

use crate::{ErrorKind, Position};

/// Whether the text is JSON rather than a page: it opens with `{` followed by a key, or `[`
/// followed by an object (a `lynx -dump` text opens with a link number such as `[1]`).
pub(crate) fn looks_like_json(text: &str) -> bool {
    let after = |c: char| text[c.len_utf8()..].trim_start();
    (text.starts_with('{') && (after('{').starts_with('"') || after('{').starts_with('}')))
        || (text.starts_with('[') && (after('[').starts_with('{') || after('[').starts_with(']')))
}

/// Parses `{"questions": [...]}`, a bare array of questions, or one question object per line.
///
/// The shape is told first, from the text alone: one JSON value that is the whole text is a
/// document (a set when its object has a `questions` key, else an array or a single question);
/// several values are JSON Lines. Then the text is read as that shape only, so a mistake is
/// reported as what it is (`invalid type: integer 5, expected a string at line 3 column 12`),
/// never as the error of a shape the text does not have.
pub(crate) fn parse(text: &str) -> Result<Vec<Question>, ErrorKind> {
    let mut values = serde_json::Deserializer::from_str(text).into_iter::<IgnoredAny>();
    let first = values.next();
    let single = values.byte_offset() == text.trim_end().len();
    match first {
        // The first value itself is broken: where it breaks is the error, whatever the shape.
        Some(Err(e)) => Err(document_error(&e)),
        _ if !single => lines(text),
        _ if text.starts_with('[') => {
            let questions: Vec<Question> =
                serde_json::from_str(text).map_err(|e| document_error(&e))?;
            match questions.iter().position(holds_nothing) {
                Some(k) => Err(not_a_question(Position::default(), Some(k + 1))),
                None => Ok(questions),
            }
        }
        _ => {
            let probe: Probe = serde_json::from_str(text).map_err(|e| document_error(&e))?;
            if probe.questions.is_some() {
                let set: QuestionSet =
                    serde_json::from_str(text).map_err(|e| document_error(&e))?;
                Ok(set.questions)
            } else {
                let question: Question =
                    serde_json::from_str(text).map_err(|e| document_error(&e))?;
                match holds_nothing(&question) {
                    true => Err(not_a_question(Position::default(), None)),
                    false => Ok(vec![question]),
                }
            }
        }
    }
}

/// Whether an object has a `questions` key, whatever else it has.
#[derive(serde::Deserialize)]
struct Probe {
    questions: Option<IgnoredAny>,
}

/// Whether a question read holds none of what makes one: every field of the model may be left
/// out, so any JSON object (a check report, another tool's record) reads as such an empty
/// question. Told from the question read, not from a second reading of the text.
fn holds_nothing(q: &Question) -> bool {
    q.lang.is_empty()
        && q.stem.is_empty()
        && q.choices.is_empty()
        && q.answer.is_empty()
        && q.topic.is_empty()
}

/// JSON that is no quizdeck question: an object with none of a question's keys set.
fn not_a_question(at: Position, item: Option<usize>) -> ErrorKind {
    let which = item.map_or_else(String::new, |k| format!(" (item {k})"));
    ErrorKind::Json {
        message: format!(
            "an object{which} with no `questions` list and none of a question's keys (`lang`, \
             `stem`, `choices`, `answer`, `topic`) set: not quizdeck's JSON (a check report?)"
        ),
        at,
    }
}

/// JSON Lines: one question per non-blank line; an error names the line of its record.
fn lines(text: &str) -> Result<Vec<Question>, ErrorKind> {
    let mut questions = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let json_error = |e: serde_json::Error| ErrorKind::Json {
            message: format!("{} (column {})", without_position(&e), e.column()),
            at: Position::line(i + 1),
        };
        let q = serde_json::from_str::<Question>(line).map_err(json_error)?;
        if holds_nothing(&q) {
            return Err(not_a_question(Position::line(i + 1), None));
        }
        questions.push(q);
    }
    if questions.is_empty() {
        return Err(ErrorKind::Json { message: "no questions".into(), at: Position::default() });
    }
    Ok(questions)
}

/// An error in a JSON document: serde's message, which ends with its line and column.
fn document_error(e: &serde_json::Error) -> ErrorKind {
    ErrorKind::Json { message: e.to_string(), at: Position::default() }
}

/// serde's message without the ` at line L column C` it ends with.
fn without_position(e: &serde_json::Error) -> String {
    let message = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    message.strip_suffix(&suffix).map_or(message.clone(), str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_set_array_and_lines() {
        let q = r#"{"lang":"en","stem":"S","answer":"A","choices":[{"label":"A","text":"x"}]}"#;
        assert_eq!(parse(&format!(r#"{{"questions":[{q}]}}"#)).unwrap().len(), 1);
        assert_eq!(parse(&format!("[{q},{q}]")).unwrap().len(), 2);
        assert_eq!(parse(&format!("{q}\n\n{q}\n")).unwrap().len(), 2);
    }

    #[test]
    fn json_with_no_question_keys_is_no_question() {
        for text in [
            r#"{"findings": [], "groups": [], "summary": {"errors": 0}}"#,
            r#"[{"file": "a.txt", "code": "x"}]"#,
            "{\"severity\": \"error\"}\n{\"severity\": \"info\"}\n",
        ] {
            let err = parse(text).unwrap_err().to_string();
            assert!(err.contains("none of a question's keys"), "{text}: {err}");
        }
        assert_eq!(parse(r#"{"lang": "en"}"#).unwrap().len(), 1);
    }

    #[test]
    fn a_link_number_is_not_json() {
        assert!(!looks_like_json("[1]Quiz Example"));
        assert!(looks_like_json("[ {\"lang\": \"en\"} ]"));
        assert!(looks_like_json("{\n  \"questions\": []}"));
    }

    #[test]
    fn bad_line_is_named() {
        let err = parse("{\"lang\":\"en\"}\n{oops\n").unwrap_err();
        assert!(err.to_string().contains("line 2"), "{err}");
    }

    #[test]
    fn malformed_json_reports_the_real_error_for_json_and_jsonl() {
        let set = "{\"questions\": [{\"lang\": \"en\", \"stem\": \"S\", \"topic\": 5}]}";
        let err = parse(set).unwrap_err().to_string();
        assert_eq!(
            err,
            "invalid question JSON: invalid type: integer `5`, expected a string at line 1 column 53"
        );
        let pretty = "{\n  \"questions\": [\n    {\"lang\": \"en\", \"stem\": 5}\n  ]\n}\n";
        let err = parse(pretty).unwrap_err().to_string();
        assert!(err.ends_with("expected a string at line 3 column 28"), "{err}");
        let array = "[{\"lang\": \"en\", \"choices\": {}}]";
        assert!(parse(array).unwrap_err().to_string().contains("expected a sequence"));
        let lines = "{\"lang\":\"en\"}\n\n{\"lang\":\"en\",\"topic\":5}\n";
        let err = parse(lines).unwrap_err().to_string();
        assert_eq!(
            err,
            "invalid question JSON at line 3: invalid type: integer `5`, expected a string \
             (column 22)"
        );
        let single = "{\"lang\": \"en\", \"stem\": \"S\"}";
        assert_eq!(parse(single).unwrap()[0].stem, "S");
        let cut = "{\"questions\": [{\"lang\": \"en\"";
        assert!(parse(cut).unwrap_err().to_string().contains("EOF while parsing"));
        let comma = "{\n  \"questions\": [\n    {\"lang\": \"en\"}\n    {\"lang\": \"fr\"}\n  ]\n}";
        let err = parse(comma).unwrap_err().to_string();
        assert!(err.ends_with("expected `,` or `]` at line 4 column 5"), "{err}");
    }
}
