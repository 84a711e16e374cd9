//! quizdeck's own outputs met among its inputs. Users keep what quizdeck writes beside the pages
//! it read (`check site --format html -o site/report.html`, `export site --csv-layout review -o
//! site/review.csv`); the next `parse site` or `export site` then meets them. None holds a
//! question to read, and none is a mistake of the user's: each is named as what it is and passed
//! over, not counted as an input that failed. (The JSON `parse` writes is read: it holds the
//! questions, which are read once.)
//!
//! Told of an input that gave no question (see [`crate::parse_page`]), and of a question sheet
//! before it is read (the review sheet of one language is one), by what each output says of
//! itself: the generator of the HTML report, the tool of the SARIF log, the keys of the JSON
//! report, the header of each CSV layout with quizdeck's note ids.

/// What quizdeck wrote `text` as, when it is one of its outputs that holds no question.
pub(crate) fn output(text: &str) -> Option<&'static str> {
    if text.starts_with('<') {
        html_report(text).then_some("the HTML report of `quizdeck check`")
    } else if text.starts_with('{') {
        json_report(text)
    } else if text.starts_with("#separator:") {
        anki_csv(text).then_some("a CSV for Anki's import that `quizdeck export` wrote")
    } else {
        review_csv(text).then_some("a review sheet that `quizdeck export` wrote")
    }
}

/// The report's head names quizdeck as its generator, right after its content policy.
fn html_report(text: &str) -> bool {
    let head = text.get(..text.len().min(4096)).unwrap_or(text);
    let head = head.split("</head>").next().unwrap_or(head);
    head.contains("<meta name=\"generator\" content=\"quizdeck ")
}

/// `check --format json` (its findings, groups and summary) or `--format sarif` (a log whose
/// tool is quizdeck).
fn json_report(text: &str) -> Option<&'static str> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let object = value.as_object()?;
    if ["findings", "groups", "summary"].iter().all(|k| object.contains_key(*k)) {
        return Some("the JSON report of `quizdeck check`");
    }
    let sarif = object.get("$schema").and_then(|s| s.as_str()).is_some_and(|s| s.contains("sarif"));
    let by_quizdeck = object.get("runs").and_then(|r| r.as_array()).is_some_and(|runs| {
        !runs.is_empty()
            && runs.iter().all(|run| run.pointer("/tool/driver/name") == Some(&"quizdeck".into()))
    });
    (sarif && by_quizdeck).then_some("the SARIF log of `quizdeck check`")
}

/// Anki's CSV layout as `export` writes it: its settings name the deck, tags and GUID columns,
/// and the first note's GUID (its last column) is one of quizdeck's (`qd` and 16 hex digits).
fn anki_csv(text: &str) -> bool {
    let settings: Vec<&str> = text.lines().take_while(|l| l.starts_with('#')).collect();
    let columns =
        settings.iter().any(|l| l.starts_with("#columns:") && l.ends_with(",Deck,Tags,GUID"));
    let guid_setting = settings.iter().any(|l| l.starts_with("#guid column:"));
    // The first row after the settings: its last field.
    let first_row = text.lines().nth(settings.len()).unwrap_or("");
    let guid = first_row.rsplit(',').next().unwrap_or("");
    columns
        && guid_setting
        && guid.len() == 18
        && guid.starts_with("qd")
        && guid[2..].bytes().all(|b| b.is_ascii_hexdigit())
}

/// The review layout: a header of `question`, then each field once per language (`topic (en)`,
/// `stem (en)`, …).
fn review_csv(text: &str) -> bool {
    let header = text.lines().next().unwrap_or("");
    let mut cells = header.split(',');
    cells.next() == Some("question")
        && cells.clone().next().is_some_and(|c| c.starts_with("topic (") && c.ends_with(')'))
        && cells.any(|c| c.starts_with("stem (") && c.ends_with(')'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_output_is_told_by_what_it_says_of_itself() {
        let html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
                    <meta name=\"generator\" content=\"quizdeck 0.1.0\">\n<title>r</title></head>";
        assert_eq!(output(html), Some("the HTML report of `quizdeck check`"));
        let json = r#"{"findings": [], "groups": [], "summary": {"errors": 0}}"#;
        assert_eq!(output(json), Some("the JSON report of `quizdeck check`"));
        let sarif = r#"{"$schema": "https://x/sarif-2.1.0.json", "runs": [{"tool": {"driver": {"name": "quizdeck"}}}]}"#;
        assert_eq!(output(sarif), Some("the SARIF log of `quizdeck check`"));
        let anki = "#separator:Comma\n#html:true\n#notetype:Basic\n#deck column:3\n#tags column:4\n\
                    #guid column:5\n#columns:Front,Back,Deck,Tags,GUID\n\
                    \"<p>Stem</p>\",Back,Quizdeck::en::T,lang::en,qd0123456789abcdef\n";
        assert!(output(anki).is_some());
        let review =
            "question,topic (en),topic (fr),stem (en),stem (fr)\n1,Tides,Marées,How?,Comment ?\n";
        assert!(output(review).is_some());
    }

    #[test]
    fn lookalikes_written_by_others_are_not_quizdeck_s() {
        // A page that says nothing of its generator, or names another.
        assert_eq!(
            output("<html><head><meta name=\"generator\" content=\"Hugo 0.1\"></head>"),
            None
        );
        // Another tool's SARIF log, and JSON with only some of the report's keys.
        let sarif = r#"{"$schema": "https://x/sarif-2.1.0.json", "runs": [{"tool": {"driver": {"name": "clippy"}}}]}"#;
        assert_eq!(output(sarif), None);
        assert_eq!(output(r#"{"findings": [], "summary": {}}"#), None);
        // Anki's CSV written by another tool: its GUIDs are not quizdeck's.
        let anki = "#separator:Comma\n#guid column:5\n#columns:Front,Back,Deck,Tags,GUID\n\
                    a,b,Default,,f3Jk9!xQ\n";
        assert_eq!(output(anki), None);
        // A question sheet whose first column is `question`.
        assert_eq!(output("question,A,B,C,answer\nWhich?,x,y,z,A\n"), None);
    }
}
