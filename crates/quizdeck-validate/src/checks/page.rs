//! Rules about one page.

use quizdeck_group::anchors::comparable;
use quizdeck_model::CardProblem;

use super::PageCtx;

use crate::Code;
use crate::report::Finding;

fn finding(ctx: &PageCtx<'_>, code: Code, field: &str, message: String) -> Finding {
    Finding::new(code, ctx.group, message).field(field).at(&ctx.q.lang, &ctx.q.source)
}

fn labels(ctx: &PageCtx<'_>) -> String {
    let labels: Vec<&str> = ctx.q.choices.iter().map(|c| c.label.as_str()).collect();
    if labels.is_empty() { "none".to_owned() } else { labels.join(", ") }
}

/// `answer-not-a-choice`: the answer letter names no choice.
pub(super) fn answer_not_a_choice(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    let q = ctx.q;
    if !q.card_problems().contains(&CardProblem::AnswerNotAChoice) {
        return;
    }
    let message = if q.answer.trim().is_empty() {
        format!("the page gives no answer letter (choices: {})", labels(ctx))
    } else {
        format!("the answer \"{}\" names no choice (choices: {})", q.answer, labels(ctx))
    };
    out.push(finding(ctx, Code::AnswerNotAChoice, "answer", message).value(&q.lang, &q.answer));
}

/// Comparable form of an answer or choice text: case, spacing and final punctuation aside.
fn answer_form(text: &str) -> String {
    let p = quizdeck_lang::punctuation();
    let end = |c: char| {
        c == ' '
            || p.full_stops.contains(&c)
            || p.question_marks.contains(&c)
            || p.exclamation_marks.contains(&c)
    };
    comparable(text).trim_end_matches(end).to_owned()
}

/// [`answer_form`] with the text's case kept: the same where [`answer_form`] is, and the letters
/// in the case they are written.
fn case_kept_form(text: &str) -> String {
    let form = answer_form(text);
    if form.is_empty() {
        return form;
    }
    // `answer_form` lowers every letter; its length in characters is that of the text's own
    // comparable form, whose case the text's letters give back.
    let kept: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let cased: Vec<char> = kept.chars().collect();
    if cased.len() >= form.chars().count()
        && cased.iter().zip(form.chars()).all(|(c, f)| c.to_lowercase().eq(std::iter::once(f)))
    {
        cased[..form.chars().count()].iter().collect()
    } else {
        form
    }
}

/// Whether a reveal's text gives `choice`: the same text, or its beginning cut with an ellipsis.
fn same_answer(given: &str, choice: &str) -> bool {
    // Most reveals give the choice's text as it is, which is the same text in any form.
    if given == choice {
        return true;
    }
    let choice = answer_form(choice);
    if answer_form(given) == choice {
        return true;
    }
    let given = comparable(given);
    let cut = given.strip_suffix('…').or_else(|| given.strip_suffix("...")).map(str::trim_end);
    cut.is_some_and(|head| head.chars().count() >= 8 && choice.starts_with(head))
}

/// `answer-text-mismatch`: the text given with the answer is not the named choice's text.
pub(super) fn answer_text_mismatch(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    let q = ctx.q;
    let (Some(given), Some(choice)) = (q.answer_text.as_deref(), q.correct_choice()) else {
        return;
    };
    if given.trim().is_empty() || same_answer(given, &choice.text) {
        return;
    }
    let other = q.choices.iter().find(|c| c.label != choice.label && same_answer(given, &c.text));
    let mut message = format!(
        "the answer names {} but gives the text \"{}\", while choice {} reads \"{}\"",
        choice.label,
        given.trim(),
        choice.label,
        choice.text.trim()
    );
    if let Some(other) = other {
        message.push_str(&format!(" (the given text is choice {})", other.label));
    }
    out.push(finding(ctx, Code::AnswerTextMismatch, "answer", message));
}

/// `conflicting-answers`: the page gives both a single answer and a list of answers, and they
/// disagree.
pub(super) fn conflicting_answers(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    let q = ctx.q;
    if !q.card_problems().contains(&CardProblem::ConflictingAnswers) {
        return;
    }
    let message = format!(
        "the page gives the answer \"{}\" and the answers \"{}\"",
        q.answer,
        q.answers.join(", ")
    );
    out.push(finding(ctx, Code::ConflictingAnswers, "answer", message));
}

/// `empty-choice`: a choice without text.
pub(super) fn empty_choice(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    for c in ctx.q.choices.iter().filter(|c| c.text.trim().is_empty()) {
        let field = format!("choice {}", c.label);
        out.push(finding(
            ctx,
            Code::EmptyChoice,
            &field,
            format!("choice {} has no text", c.label),
        ));
    }
}

/// `duplicate-choice`: two choices with the same text.
pub(super) fn duplicate_choice(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    // The first choice of each text, by its comparable form: one pass, where comparing every
    // choice with all earlier ones was quadratic (100 000 choices ran past a minute).
    let mut seen =
        foldhash::HashMap::with_capacity_and_hasher(ctx.q.choices.len(), Default::default());
    for later in &ctx.q.choices {
        // Case counts in a single word (`0xff` and `0xFF`, `pH` and `PH`: spellings an author
        // sets side by side on purpose), not in a sentence shouted in capitals; white space,
        // width and final punctuation never do.
        let one_word = later.text.split_whitespace().nth(1).is_none();
        let text = if one_word { case_kept_form(&later.text) } else { answer_form(&later.text) };
        if text.is_empty() {
            continue;
        }
        if let Some(first) = seen.get(&text).copied().or_else(|| {
            seen.insert(text, later);
            None
        }) {
            let message = format!(
                "choices {} and {} have the same text \"{}\"",
                first.label,
                later.label,
                later.text.trim()
            );
            let field = format!("choice {}", later.label);
            out.push(finding(ctx, Code::DuplicateChoice, &field, message));
        }
    }
}

/// `label-sequence`: labels are not A, B, C … (or 1, 2, 3 …, or another alphabet) in order.
pub(super) fn label_sequence(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    let labels: Vec<&str> = ctx.q.choices.iter().map(|c| c.label.trim()).collect();
    let Some(first) = labels.first() else { return };
    let expected: Vec<String> = if first.parse::<u32>().is_ok() {
        (1..=labels.len()).map(|n| n.to_string()).collect()
    } else {
        // Alphabets of every script the language registry knows, Latin capitals first.
        let alphabets = quizdeck_lang::label_alphabets();
        let alphabet = alphabets
            .iter()
            .find(|a| a.chars().next().is_some_and(|c| first.starts_with(c)))
            .or_else(|| alphabets.iter().find(|a| a.contains(*first)))
            .unwrap_or(&alphabets[0]);
        alphabet.chars().take(labels.len()).map(String::from).collect()
    };
    if labels.iter().zip(&expected).all(|(l, e)| l == e) && expected.len() == labels.len() {
        return;
    }
    let message = format!(
        "choice labels are {} where {} was expected",
        labels.join(", "),
        expected.join(", ")
    );
    out.push(finding(ctx, Code::LabelSequence, "choices", message));
}

/// `missing-stem`: no question text.
pub(super) fn missing_stem(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    if ctx.q.card_problems().contains(&CardProblem::NoStem) {
        out.push(finding(ctx, Code::MissingStem, "stem", "the question has no text".to_owned()));
    }
}

/// `missing-explanation`: no explanation.
pub(super) fn missing_explanation(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    if ctx.q.explanation.trim().is_empty() {
        let message = "the question has no explanation".to_owned();
        out.push(finding(ctx, Code::MissingExplanation, "explanation", message));
    }
}

/// `too-few-choices`: fewer than two choices.
pub(super) fn too_few_choices(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    let too_few = ctx.q.card_problems().into_iter().find_map(|p| match p {
        CardProblem::TooFewChoices { count } => Some(count),
        _ => None,
    });
    if let Some(n) = too_few {
        let message = format!("the question has {n} choice{}", if n == 1 { "" } else { "s" });
        out.push(finding(ctx, Code::TooFewChoices, "choices", message));
    }
}

#[cfg(test)]
mod tests {
    use super::case_kept_form;

    /// Used for one-word choices only (see `duplicate_choice`).
    #[test]
    fn choices_that_differ_only_in_case_are_two_texts() {
        assert_ne!(case_kept_form("0xff"), case_kept_form("0xFF"));
        assert_eq!(case_kept_form("  Paris. "), case_kept_form("Paris"));
        assert_eq!(case_kept_form("Deux  mots"), case_kept_form("Deux mots."));
        assert_ne!(case_kept_form("pH"), case_kept_form("PH"));
    }
}
