//! Rules about the choices and the answer across the languages of one question.

use quizdeck_model::text::clip;

use super::consensus::{Verdict, verdict};
use super::order::moved;
use super::{GroupCtx, sides};

use crate::report::Finding;
use crate::{Code, Severity};

/// Choice texts are shown this long in messages.
const SHOWN: usize = 40;

fn names(ctx: &GroupCtx<'_>, at: &[usize]) -> String {
    at.iter().map(|&i| ctx.members[i].lang()).collect::<Vec<_>>().join(", ")
}

/// `choice-count-mismatch`: a language has more or fewer choices than the others.
pub(super) fn choice_count_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let count = |i: usize| ctx.members[i].q.choices.len();
    let v = verdict(ctx.members.len(), |i, j| count(i) == count(j));
    let message = match &v {
        Verdict::Agree => return,
        Verdict::Minority(at) => {
            let rest: Vec<usize> = (0..ctx.members.len()).filter(|i| !at.contains(i)).collect();
            let differing: Vec<String> =
                at.iter().map(|&i| format!("{} has {}", ctx.members[i].lang(), count(i))).collect();
            format!("{} where {} have {}", differing.join(", "), names(ctx, &rest), count(rest[0]))
        }
        Verdict::Split(camps) => format!(
            "the languages have different numbers of choices: {}",
            sides(camps, |i| ctx.members[i].lang(), |i| count(i).to_string())
        ),
    };
    let mut f = ctx.finding(Code::ChoiceCountMismatch, &v.blamed(), message).field("choices");
    for m in &ctx.members {
        f = f.value(m.lang(), m.q.choices.len().to_string());
    }
    out.push(f);
}

/// A member's correct choices as the report shows them: `C "About 40 times"`.
fn marked(ctx: &GroupCtx<'_>, i: usize) -> String {
    let q = ctx.members[i].q;
    let shown: Vec<String> = q
        .correct_indices()
        .into_iter()
        .map(|k| format!("{} \"{}\"", q.choices[k].label, clip(q.choices[k].text.trim(), SHOWN)))
        .collect();
    shown.join(", ")
}

/// `answer-mismatch`: a language marks another choice as correct. What the correct choices say is
/// compared (a language may list the choices in another order, and its letter follow them); the
/// letters only where the choices cannot be told apart.
pub(super) fn answer_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let answered: Vec<usize> = (0..ctx.members.len())
        .filter(|&i| !ctx.members[i].q.correct_indices().is_empty())
        .collect();
    let agree = |a: usize, b: usize| {
        let (i, j) = (answered[a], answered[b]);
        let same_letters = ctx.members[i].q.correct_labels() == ctx.members[j].q.correct_labels();
        let same_count = ctx.members[i].q.choices.len() == ctx.members[j].q.choices.len();
        let reordered = ctx.reordered.contains(&i) || ctx.reordered.contains(&j);
        // A dropped choice: the letters, as far as both lists go. Choices in another order under
        // the same letter: `choice-order-mismatch` says that it marks another choice.
        if same_count {
            (reordered && same_letters)
                || ctx.correct_in(i, j) == ctx.members[j].q.correct_indices()
        } else {
            same_letters
        }
    };
    let v = verdict(answered.len(), agree);
    let blamed: Vec<usize> = v.blamed().into_iter().map(|a| answered[a]).collect();
    let message = match &v {
        Verdict::Agree => return,
        Verdict::Minority(at) => {
            let at: Vec<usize> = at.iter().map(|&a| answered[a]).collect();
            let rest: Vec<usize> = answered.iter().copied().filter(|i| !at.contains(i)).collect();
            // What the majority marks, as its pivot language (English) words it when it has it.
            let Some(shown) = ctx.pivot_or_first(&rest) else { return };
            let differing: Vec<String> = at
                .iter()
                .map(|&i| format!("{} marks {}", ctx.members[i].lang(), marked(ctx, i)))
                .collect();
            format!(
                "{} where {} mark {}",
                differing.join(", "),
                names(ctx, &rest),
                marked(ctx, shown)
            )
        }
        Verdict::Split(camps) => {
            let camps: Vec<Vec<usize>> =
                camps.iter().map(|c| c.iter().map(|&a| answered[a]).collect()).collect();
            format!(
                "the languages mark different answers: {}",
                sides(&camps, |i| ctx.members[i].lang(), |i| marked(ctx, i))
            )
        }
    };
    let mut f = ctx.finding(Code::AnswerMismatch, &blamed, message).field("answer");
    for &i in &answered {
        let q = ctx.members[i].q;
        let texts: Vec<String> = q
            .correct_indices()
            .into_iter()
            .map(|k| format!("{}. {}", q.choices[k].label, q.choices[k].text.trim()))
            .collect();
        f = f.value(ctx.members[i].lang(), texts.join(" | "));
    }
    out.push(f);
}

/// `choice-order-mismatch`: a language has the choices in another order. An error when its
/// answer letter stayed (it marks another choice); `info` when the letter follows the choices.
pub(super) fn choice_order_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let (_, ids) = ctx.aligned_choices();
    let v = verdict(ids.len(), |a, b| ctx.orders[ids[a]][ids[b]].is_none());
    let at: Vec<usize> = v.blamed().into_iter().map(|a| ids[a]).collect();
    if at.is_empty() {
        return;
    }
    let rest: Vec<usize> = ids.iter().copied().filter(|i| !at.contains(i)).collect();
    let labels = ctx.labels();
    let label = |k: usize| labels.get(k).map_or_else(|| (k + 1).to_string(), |l| (*l).to_owned());
    // The order a language has, compared with the first language (the others first, then the
    // other side) where the reorder shows.
    let order_of = |i: usize| {
        rest.iter()
            .chain(&at)
            .filter(|&&j| j != i)
            .find_map(|&r| ctx.orders[i][r].as_ref().map(|o| (r, o)))
    };
    let describe = |i: usize| -> Option<String> {
        let (_, order) = order_of(i)?;
        let moved = moved(order);
        if moved.is_empty() {
            return None;
        }
        let lang = ctx.members[i].lang();
        Some(match moved[..] {
            [x, y] => {
                format!("{lang} has choices {} and {} the other way round", label(x), label(y))
            }
            _ => {
                let pairs: Vec<String> =
                    moved.iter().map(|&k| format!("{} is {}", label(k), label(order[k]))).collect();
                format!("{lang} has the choices in another order ({})", pairs.join(", "))
            }
        })
    };
    let against_rest = at.iter().any(|&i| rest.iter().any(|&r| ctx.orders[i][r].is_some()));
    let mut message = if against_rest {
        at.iter().filter_map(|&i| describe(i)).collect::<Vec<_>>().join("; ")
    } else {
        // Two sides that only each other can tell apart: name both, and how one differs where
        // that can be told (else the line below says it without the how).
        at.iter().find_map(|&i| describe(i)).map_or_else(String::new, |detail| {
            format!("{} list the choices in different orders: {detail}", names(ctx, &at))
        })
    };
    if message.is_empty() {
        message = format!("{} list the choices in another order", names(ctx, &at));
    }
    if !rest.is_empty() && against_rest {
        message.push_str(&format!(" (compared with {})", names(ctx, &rest)));
    } else if !rest.is_empty() {
        message.push_str(&format!(" ({} cannot tell which)", names(ctx, &rest)));
    }
    // The answer follows the reorder when every reordered language marks what the others mark.
    let follows = at.iter().all(|&i| {
        let others: Vec<usize> = ids.iter().copied().filter(|&j| j != i).collect();
        let agreeing = others
            .iter()
            .filter(|&&j| ctx.correct_in(i, j) == ctx.members[j].q.correct_indices())
            .count();
        2 * agreeing > others.len()
    });
    if follows {
        message.push_str("; its answer letter follows them, so it marks the same choice");
    } else {
        message.push_str("; its answer letter did not follow them, so it marks another choice");
    }
    let mut f = ctx.finding(Code::ChoiceOrderMismatch, &at, message).field("choices");
    if follows {
        f = f.with_severity(Severity::Info);
    }
    // Side by side: the choices concerned, as each language has them.
    let mut shown: Vec<usize> =
        at.iter().filter_map(|&i| order_of(i)).flat_map(|(_, o)| moved(o)).collect();
    shown.sort_unstable();
    shown.dedup();
    for &i in &ids {
        let q = ctx.members[i].q;
        let texts: Vec<String> = shown
            .iter()
            .filter_map(|&k| q.choices.get(k))
            .map(|c| format!("{}: {}", c.label, c.text.trim()))
            .collect();
        f = f.value(ctx.members[i].lang(), texts.join(" | "));
    }
    out.push(f);
}
