//! Reading back the JSON and JSON Lines that `quizdeck parse` writes.

use quizdeck_model::{Question, QuestionSet};

use crate::{ErrorKind, Position};

/// Whether the text is JSON rather than a page: it opens with `{` followed by a key, or `[`
/// followed by an object (a `lynx -dump` text opens with a link number such as `[1]`).
pub(crate) fn looks_like_json(text: &str) -> bool {
    let after = |c: char| text[c.len_utf8()..].trim_start();
    (text.starts_with('{') && (after('{').starts_with('"') || after('{').starts_with('}')))
        || (text.starts_with('[') && (after('[').starts_with('{') || after('[').starts_with(']')))
}

/// Parses `{"questions": [...]}`, a bare array of questions, or one question object per line.
pub(crate) fn parse(text: &str) -> Result<Vec<Question>, ErrorKind> {
    let whole = serde_json::from_str::<QuestionSet>(text)
        .map(|s| s.questions)
        .or_else(|_| serde_json::from_str::<Vec<Question>>(text));
    if let Ok(questions) = whole {
        return Ok(questions);
    }
    // JSON Lines: one question per non-blank line.
    let mut questions = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let q = serde_json::from_str::<Question>(line)
            .map_err(|e| ErrorKind::Json { message: e.to_string(), at: Position::line(i + 1) })?;
        questions.push(q);
    }
    if questions.is_empty() {
        return Err(ErrorKind::Json { message: "no questions".into(), at: Position::default() });
    }
    Ok(questions)
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
}
