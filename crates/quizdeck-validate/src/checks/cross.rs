//! Rules about the choices and the answer across the languages of one question.

use quizdeck_group::anchors::{Anchors, likeness};

use super::consensus::at_fault;
use super::{GroupCtx, Member};

use crate::Code;
use crate::report::Finding;

/// Smallest gain in likeness from swapping two choices that counts as a swap, when several
/// languages vote on which one is out of order.
const SWAP_GAIN: f64 = 1.5;
/// The same when only two languages are compared, and one pair decides alone.
const SWAP_GAIN_ALONE: f64 = 2.5;

fn names(ctx: &GroupCtx<'_>, at: &[usize]) -> String {
    at.iter().map(|&i| ctx.members[i].lang()).collect::<Vec<_>>().join(", ")
}

fn others(ctx: &GroupCtx<'_>, at: &[usize]) -> Vec<usize> {
    (0..ctx.members.len()).filter(|i| !at.contains(i)).collect()
}

/// `choice-count-mismatch`: a language has more or fewer choices than the others.
pub(super) fn choice_count_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let count = |i: usize| ctx.members[i].q.choices.len();
    let at = at_fault(ctx.members.len(), |i, j| count(i) == count(j));
    if at.is_empty() {
        return;
    }
    let rest = others(ctx, &at);
    let message = if rest.is_empty() {
        let all: Vec<String> =
            at.iter().map(|&i| format!("{} {}", ctx.members[i].lang(), count(i))).collect();
        format!("the languages have different numbers of choices: {}", all.join(", "))
    } else {
        let differing: Vec<String> =
            at.iter().map(|&i| format!("{} has {}", ctx.members[i].lang(), count(i))).collect();
        format!(
            "{} where {} {} {}",
            differing.join(", "),
            names(ctx, &rest),
            if rest.len() == 1 { "has" } else { "have" },
            count(rest[0])
        )
    };
    let mut f = ctx.finding(Code::ChoiceCountMismatch, &at, message).field("choices");
    for m in &ctx.members {
        f = f.value(m.lang(), m.q.choices.len().to_string());
    }
    out.push(f);
}

/// `answer-mismatch`: a language marks another choice as correct.
pub(super) fn answer_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let answered: Vec<(usize, usize)> = ctx
        .members
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.q.correct_index().map(|k| (i, k)))
        .collect();
    let at: Vec<usize> = at_fault(answered.len(), |a, b| answered[a].1 == answered[b].1)
        .into_iter()
        .map(|a| answered[a].0)
        .collect();
    if at.is_empty() {
        return;
    }
    // Letters name positions; where two languages letter their choices differently, say which.
    let ambiguous_letters = answered.iter().any(|&(i, k)| {
        answered.iter().any(|&(j, l)| k != l && ctx.members[i].q.answer == ctx.members[j].q.answer)
    });
    let letter = |i: usize| {
        let q = ctx.members[i].q;
        match q.correct_index() {
            Some(k) if ambiguous_letters => {
                format!("{} (choice {} of {})", q.answer, k + 1, q.choices.len())
            }
            _ => q.answer.clone(),
        }
    };
    let rest: Vec<usize> = answered.iter().map(|a| a.0).filter(|i| !at.contains(i)).collect();
    let differing: Vec<String> =
        at.iter().map(|&i| format!("{} marks {}", ctx.members[i].lang(), letter(i))).collect();
    let message = match rest.first() {
        Some(&r) => {
            format!("{} where {} mark {}", differing.join(", "), names(ctx, &rest), letter(r))
        }
        None => format!("the languages mark different answers: {}", differing.join(", ")),
    };
    let mut f = ctx.finding(Code::AnswerMismatch, &at, message).field("answer");
    for &(i, _) in &answered {
        let m = &ctx.members[i];
        let text = m.q.correct_choice().map_or("", |c| c.text.as_str());
        f = f.value(m.lang(), format!("{}. {}", m.q.answer, text.trim()));
    }
    out.push(f);
}

/// `choice-order-mismatch`: a language has two choices the other way round.
pub(super) fn choice_order_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let (_, ids) = ctx.aligned_choices();
    let at = ctx.reordered.clone();
    if at.is_empty() {
        return;
    }
    let rest: Vec<usize> = ids.iter().copied().filter(|i| !at.contains(i)).collect();
    let labels = ctx.labels();
    let label = |k: usize| labels.get(k).map_or_else(|| (k + 1).to_string(), |l| (*l).to_owned());
    // The pair a language has the other way round, compared with the first language (the
    // others first, then the other side) where the swap shows.
    let pair_of = |i: usize| {
        rest.iter()
            .chain(&at)
            .filter(|&&j| j != i)
            .find_map(|&r| swapped_pair(&ctx.members[i], &ctx.members[r]))
    };
    let against_rest = at
        .iter()
        .any(|&i| rest.iter().any(|&r| swapped_pair(&ctx.members[i], &ctx.members[r]).is_some()));
    let mut message = if against_rest {
        let mut parts = Vec::new();
        for &i in &at {
            if let Some((x, y)) = pair_of(i) {
                parts.push(format!(
                    "{} has choices {} and {} the other way round",
                    ctx.members[i].lang(),
                    label(x),
                    label(y)
                ));
            }
        }
        parts.join("; ")
    } else {
        // Two sides that only each other can tell apart: name both.
        let (x, y) = at.first().and_then(|&i| pair_of(i)).unwrap_or((0, 1));
        format!(
            "{} have choices {} and {} the other way round compared with each other",
            names(ctx, &at),
            label(x),
            label(y)
        )
    };
    if !rest.is_empty() && against_rest {
        message.push_str(&format!(" (compared with {})", names(ctx, &rest)));
    } else if !rest.is_empty() {
        message.push_str(&format!(" ({} cannot tell which)", names(ctx, &rest)));
    }
    let mut f = ctx.finding(Code::ChoiceOrderMismatch, &at, message).field("choices");
    // Side by side: the choices concerned, as each language has them.
    let mut shown: Vec<usize> = Vec::new();
    for &i in &at {
        if let Some((x, y)) = pair_of(i) {
            shown.extend([x, y]);
        }
    }
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

/// The members (among `ids`) whose choices are in another order than most languages'.
pub(crate) fn reordered(members: &[Member<'_>], ids: &[usize]) -> Vec<usize> {
    let gain = if ids.len() > 2 { SWAP_GAIN } else { SWAP_GAIN_ALONE };
    at_fault(ids.len(), |a, b| swapped(&members[ids[a]], &members[ids[b]], gain).is_none())
        .into_iter()
        .map(|a| ids[a])
        .collect()
}

/// The two choice positions that `a` has the other way round compared with `b`, when the choices'
/// anchors, shared words and lengths say so clearly.
pub(crate) fn swapped_pair(a: &Member<'_>, b: &Member<'_>) -> Option<(usize, usize)> {
    swapped(a, b, SWAP_GAIN)
}

/// The choices without the words and pieces most of them share (`La entrada debe …`, `The input
/// must …`): what tells one choice from another is what is left.
fn distinctive(choices: &[Anchors]) -> Vec<Anchors> {
    fn common<T: Ord + Copy>(lists: &[&[T]]) -> Vec<T> {
        let mut all: Vec<T> = lists.iter().flat_map(|l| l.iter().copied()).collect();
        all.sort_unstable();
        let mut out = Vec::new();
        for run in all.chunk_by(|x, y| x == y) {
            if 2 * run.len() > lists.len() {
                out.push(run[0]);
            }
        }
        out
    }
    let grams = common(&choices.iter().map(|c| &c.grams[..]).collect::<Vec<_>>());
    let words = common(&choices.iter().map(|c| &c.words[..]).collect::<Vec<_>>());
    choices
        .iter()
        .map(|c| {
            let mut c = c.clone();
            if !grams.is_empty() || !words.is_empty() {
                c.grams.retain(|g| grams.binary_search(g).is_err());
                c.words.retain(|w| words.binary_search(w).is_err());
                // Whole-text equality says nothing once the shared part is gone.
                c.comparable.clear();
            }
            c
        })
        .collect()
}

fn swapped(a: &Member<'_>, b: &Member<'_>, min_gain: f64) -> Option<(usize, usize)> {
    let n = a.choices.len();
    if n != b.choices.len() || n < 2 {
        return None;
    }
    let mean =
        |m: &Member<'_>| m.choices.iter().map(|c| c.chars.max(1) as f64).sum::<f64>() / n as f64;
    let (ma, mb) = (mean(a), mean(b));
    let rel = |m: &Member<'_>, k: usize, mean: f64| m.choices[k].chars.max(1) as f64 / mean;
    let (ca, cb) = (distinctive(&a.choices), distinctive(&b.choices));
    let sim = |i: usize, j: usize| likeness(&ca[i], &cb[j], rel(a, i, ma), rel(b, j, mb));
    let straight: Vec<f64> = (0..n).map(|i| sim(i, i)).collect();
    let mut best: Option<(f64, usize, usize)> = None;
    for i in 0..n {
        for j in i + 1..n {
            let (cross_ij, cross_ji) = (sim(i, j), sim(j, i));
            let gain = cross_ij + cross_ji - straight[i] - straight[j];
            if gain >= min_gain
                && cross_ij > straight[i]
                && cross_ji > straight[j]
                && best.is_none_or(|b| gain > b.0)
            {
                best = Some((gain, i, j));
            }
        }
    }
    best.map(|(_, i, j)| (i, j))
}
