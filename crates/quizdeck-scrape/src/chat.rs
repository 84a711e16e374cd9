//! Chat exports (WhatsApp's "Export chat", one message a line: `12/03/2024, 20:02 - Juma: …` or
//! `[12/03/2024, 20:02:15] Juma: …`) in which one member, the quizmaster, posts questions with
//! their choices and then the answers, while the others reply with their guesses (`B`, `A 🤔`).
//!
//! Read as they are, every line carries its date and sender into the text, and a guess reads as
//! well as the quizmaster's answer. So the quiz is the quizmaster's messages alone from the first
//! question on, without their dates and names, each a paragraph; the others' are left out. When no member, or more than one,
//! posts questions with choices, the chat is not read this way.
//!
//! Written by hand: the export's line format is a few fixed shapes, and no crate reads it.

/// The fewest messages (a question, a guess and the answer), and the share of non-empty lines
/// that must start one, for a text to be taken for a chat.
const MIN_MESSAGES: usize = 3;

/// A message's sender and text, when `line` starts a message of an exported chat. A line of the
/// chat's own (`Messages and calls are end-to-end encrypted…`) has no sender: `Some((None, …))`.
fn message(line: &str) -> Option<(Option<&str>, &str)> {
    if let Some(m) = line_app_message(line) {
        return Some(m);
    }
    let rest = line.strip_prefix('[').unwrap_or(line);
    // The date: digits with `/`, `.` or `-` between (`12/03/2024`, `3/12/24`, `2024-03-12`).
    let date_end = rest.find(|c: char| !(c.is_ascii_digit() || matches!(c, '/' | '.' | '-')))?;
    let date = &rest[..date_end];
    if date.chars().filter(char::is_ascii_digit).count() < 4
        || date.chars().filter(|c| !c.is_ascii_digit()).count() != 2
    {
        return None;
    }
    let rest = rest[date_end..].strip_prefix(',').unwrap_or(&rest[date_end..]).trim_start();
    // The time: `20:02`, `20:02:15`, `8:02 PM`, `8:02 p. m.`.
    let time_end = rest.find(|c: char| !(c.is_ascii_digit() || c == ':'))?;
    if !rest[..time_end].contains(':') || time_end < 4 {
        return None;
    }
    let mut rest = rest[time_end..].trim_start();
    for meridiem in ["AM", "PM", "am", "pm", "a. m.", "p. m.", "a.m.", "p.m."] {
        if let Some(r) = rest.strip_prefix(meridiem) {
            rest = r.trim_start();
            break;
        }
    }
    let rest = rest
        .strip_prefix("- ")
        .or_else(|| rest.strip_prefix("] "))
        .or_else(|| rest.strip_prefix("]"))?;
    match rest.split_once(": ") {
        // A name of a few words (`Prof. Helena`), not a sentence of the chat's own.
        Some((sender, text))
            if sender.chars().count() <= 40
                && sender.split_whitespace().count() <= 5
                && !sender.contains(['!', '?']) =>
        {
            Some((Some(sender.trim()), text))
        }
        _ => Some((None, rest)),
    }
}

/// A line of LINE's chat export: its title (`[LINE] Chat history in …`), a day's date
/// (`2024.03.12 Tuesday`, `2024/03/12(Tue)`), both the chat's own, or a message, its time, sender
/// and text parted by tabs (`19:02\tSomchai\tQuestion 1 …`).
fn line_app_message(line: &str) -> Option<(Option<&str>, &str)> {
    if line.starts_with("[LINE]") {
        return Some((None, line));
    }
    let mut parts = line.splitn(3, '\t');
    let (first, sender, text) = (parts.next()?, parts.next(), parts.next());
    let digits = first.chars().filter(char::is_ascii_digit).count();
    match (sender, text) {
        (Some(sender), Some(text)) => {
            // `19:02`, `午後7:02`, `7:02 PM`: a time with its colon, and at most a word besides.
            let time = first.contains(':') && (3..=4).contains(&digits) && first.len() <= 16;
            let name = !sender.trim().is_empty() && sender.chars().count() <= 40;
            (time && name).then_some((Some(sender.trim()), text))
        }
        (None, _) => {
            // A day's date: eight digits with `.` or `/` between year, month and day, first.
            let date = first.get(..10)?;
            let dated = digits >= 8
                && date.chars().filter(char::is_ascii_digit).count() == 8
                && matches!((date.as_bytes()[4], date.as_bytes()[7]), (b'.', b'.') | (b'/', b'/'));
            dated.then_some((None, ""))
        }
        _ => None,
    }
}

/// Whether `line` is a choice as a quizmaster types one: a letter or digit and `)` or `.`, then
/// its text (`A) Mlima Kenya`, `b. 12`), or the label in brackets (`(C) പെരിയാർ`).
fn choice_line(line: &str) -> bool {
    let line = line.trim_start();
    let mut chars = line.strip_prefix('(').unwrap_or(line).chars();
    let (Some(label), Some(mark), Some(space)) = (chars.next(), chars.next(), chars.next()) else {
        return false;
    };
    label.is_alphanumeric() && matches!(mark, ')' | '.') && space == ' '
}

/// The quizmaster's messages of an exported chat, each a paragraph without its date and sender,
/// when `text` is such a chat and one member alone posts questions with choices.
pub(crate) fn quizmaster(text: &str) -> Option<String> {
    // Most texts are no chat, and their first line tells: it starts no message.
    let first = text.lines().find(|l| !l.trim().is_empty())?;
    message(first)?;
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    // Each message: its sender, and its lines (the first without its date and sender).
    let mut messages: Vec<(Option<&str>, Vec<&str>)> = Vec::new();
    for line in &lines {
        match message(line) {
            Some((sender, first)) => messages.push((sender, vec![first])),
            None => match messages.last_mut() {
                Some((_, body)) => body.push(line),
                // Text before the first message: not a chat.
                None => return None,
            },
        }
    }
    if messages.len() < MIN_MESSAGES || messages.len() * 3 < lines.len() {
        return None;
    }
    let mut posters: Vec<&str> = messages
        .iter()
        .filter(|(_, body)| body.iter().filter(|l| choice_line(l)).count() >= 2)
        .filter_map(|(sender, _)| *sender)
        .collect();
    posters.dedup();
    let [quizmaster] = posters[..] else { return None };
    // From the first question on: what the quizmaster says before it greets the group (`Boa
    // noite, turma!`), and a chat has no title to take for the topic.
    let first = messages
        .iter()
        .position(|(_, body)| body.iter().filter(|l| choice_line(l)).count() >= 2)?;
    let kept: Vec<String> = messages[first..]
        .iter()
        .filter(|(sender, _)| *sender == Some(quizmaster))
        .map(|(_, body)| unquoted(&body.join("\n")))
        .collect();
    Some(kept.join("\n\n"))
}

/// A message of several lines as LINE exports it, in double quotes (`"Question 1 …` … `D. …"`):
/// without them.
fn unquoted(body: &str) -> String {
    match body.strip_prefix('"').and_then(|b| b.strip_suffix('"')) {
        Some(inner) if inner.contains('\n') => inner.replace("\"\"", "\""),
        _ => body.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_lines_of_both_exports_are_read() {
        assert_eq!(
            message("12/03/2024, 20:02 - Juma: Swali la 1"),
            Some((Some("Juma"), "Swali la 1"))
        );
        assert_eq!(
            message("[12/03/2024, 20:02:15] Ana Lúcia: Pergunta 2"),
            Some((Some("Ana Lúcia"), "Pergunta 2"))
        );
        assert_eq!(message("3/12/24, 8:02 PM - Bob: B"), Some((Some("Bob"), "B")));
        assert_eq!(
            message("[05/11/2024, 19:31:10] Prof. Helena: Oi"),
            Some((Some("Prof. Helena"), "Oi"))
        );
        let notice = "12/03/2024, 19:58 - Messages and calls are end-to-end encrypted. No one can read them.";
        assert!(matches!(message(notice), Some((None, _))));
        // A date in prose, a numbered line, a time alone: no message.
        assert_eq!(message("12/03/2024 was a Tuesday"), None);
        assert_eq!(message("1. Which lake is largest?"), None);
        assert_eq!(message("20:02 - Juma: hi"), None);
    }

    #[test]
    fn lines_of_lines_export_are_read() {
        assert_eq!(message("19:02\tครูสมศรี\tข้อ 1"), Some((Some("ครูสมศรี"), "ข้อ 1")));
        assert_eq!(message("午後7:02\t田中\t問1"), Some((Some("田中"), "問1")));
        assert!(matches!(message("[LINE] Chat history in Class 3"), Some((None, _))));
        assert_eq!(message("2024.03.12 Tuesday"), Some((None, "")));
        assert_eq!(message("2024/03/12(Tue)"), Some((None, "")));
        // A table's row, a tab in prose: no message.
        assert_eq!(message("Paris\tFrance\tEurope"), None);
        assert_eq!(message("2024 was\ta year"), None);
    }

    #[test]
    fn a_message_of_several_lines_loses_its_quotes() {
        assert_eq!(unquoted("\"Question 1\nA. x\nB. y\""), "Question 1\nA. x\nB. y");
        assert_eq!(unquoted("\"Hi\""), "\"Hi\"");
    }

    #[test]
    fn the_quizmasters_messages_alone_are_the_quiz() {
        let chat = "12/03/2024, 20:01 - Juma: Habari!\n\
                    12/03/2024, 20:02 - Juma: Swali la 1: Mlima mrefu zaidi ni upi?\n\
                    A) Mlima Kenya\n\
                    B) Kilimanjaro\n\
                    12/03/2024, 20:03 - Amina: B\n\
                    12/03/2024, 20:03 - Baraka: A 🤔\n\
                    12/03/2024, 20:04 - Juma: Jibu sahihi ni B.";
        let quiz = quizmaster(chat).expect("one quizmaster");
        assert_eq!(
            quiz,
            "Swali la 1: Mlima mrefu zaidi ni upi?\nA) Mlima Kenya\nB) Kilimanjaro\n\n\
             Jibu sahihi ni B."
        );
        // Two members posting questions: no quizmaster.
        let two = format!(
            "{chat}\n12/03/2024, 20:05 - Amina: Swali: ipi?\nA) moja\nB) mbili\n12/03/2024, 20:06 - Juma: A"
        );
        assert_eq!(quizmaster(&two), None);
        // Text that is no chat.
        assert_eq!(quizmaster("1. Which?\nA) x\nB) y\nAnswer: A"), None);
    }

    #[test]
    fn a_question_a_guess_and_the_answer_with_bracketed_labels_are_a_chat() {
        let chat = "[2025-01-09 07:45] Sreeja: Which river is longest?\n\
                    (A) Pamba\n\
                    (B) Periyar\n\
                    [2025-01-09 07:52] Anu: A?\n\
                    [2025-01-09 08:10] Sreeja: Answer: (B)";
        let quiz = quizmaster(chat).expect("one quizmaster");
        assert_eq!(quiz, "Which river is longest?\n(A) Pamba\n(B) Periyar\n\nAnswer: (B)");
    }
}
