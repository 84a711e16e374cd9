//! Rules comparing the anchors (numbers, units, acronyms) of each part across languages, in the
//! manner of pofilter's `numbers` and `acronyms` tests but with every language compared to every
//! other and the majority deciding who is at fault.

use quizdeck_group::anchors::{Anchors, Number, is_strong, match_numbers, mentions};

use super::consensus::at_fault;
use super::{GroupCtx, Part};

use crate::Code;
use crate::report::Finding;

/// The parts compared and, for each, the members that have it.
fn parts(ctx: &GroupCtx<'_>) -> Vec<(Part, Vec<usize>)> {
    let all = |part: Part| -> Vec<usize> {
        (0..ctx.members.len()).filter(|&i| ctx.members[i].part(part).is_some()).collect()
    };
    let mut out = vec![(Part::Stem, all(Part::Stem))];
    let (n, ids) = ctx.comparable_choices();
    for k in 0..n {
        out.push((Part::Choice(k), ids.clone()));
    }
    out.push((Part::Explanation, all(Part::Explanation)));
    out
}

fn show(numbers: &[Number]) -> String {
    if numbers.is_empty() {
        return "none".to_owned();
    }
    let shown: Vec<String> = numbers
        .iter()
        .map(|n| match &n.unit {
            Some(u) if !n.text.contains(u.as_str()) => format!("{} {u}", n.text),
            _ => n.text.clone(),
        })
        .collect();
    shown.join(", ")
}

fn anchors<'c>(ctx: &'c GroupCtx<'_>, i: usize, part: Part) -> &'c Anchors {
    ctx.members[i].part(part).unwrap_or(&ctx.members[i].stem)
}

/// `number-mismatch`: the numbers of the stem, a choice or the explanation differ.
pub(super) fn number_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    for (part, ids) in parts(ctx) {
        let nums = |a: usize| &anchors(ctx, ids[a], part).numbers;
        let agree = |a: usize, b: usize| {
            let m = match_numbers(nums(a), nums(b));
            let (x, y) = m.unmatched();
            x.is_empty() && y.is_empty()
        };
        let at = at_fault(ids.len(), agree);
        if at.is_empty() {
            continue;
        }
        let reference = (0..ids.len()).find(|a| !at.contains(a));
        let mut changes = Vec::new();
        for &a in &at {
            let lang = ctx.members[ids[a]].lang();
            match reference {
                Some(r) => {
                    let m = match_numbers(nums(a), nums(r));
                    let (mine, theirs) = m.unmatched();
                    let mine: Vec<Number> = mine.into_iter().cloned().collect();
                    let theirs: Vec<Number> = theirs.into_iter().cloned().collect();
                    changes.push(format!(
                        "{lang} has {} where others have {}",
                        show(&mine),
                        show(&theirs)
                    ));
                }
                None => changes.push(format!("{lang} has {}", show(nums(a)))),
            }
        }
        let message = format!("{}: numbers differ: {}", part.name(&labels), changes.join("; "));
        let blamed: Vec<usize> = at.iter().map(|&a| ids[a]).collect();
        let mut f = ctx.finding(Code::NumberMismatch, &blamed, message).field(part.name(&labels));
        for (a, &i) in ids.iter().enumerate() {
            f = f.value(ctx.members[i].lang(), show(nums(a)));
        }
        out.push(f);
    }
}

/// `unit-mismatch`: a number carries another unit (or lost one translations always keep).
pub(super) fn unit_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    for (part, ids) in parts(ctx) {
        let an = |a: usize| anchors(ctx, ids[a], part);
        let changes = |a: usize, b: usize| {
            let m = match_numbers(&an(a).numbers, &an(b).numbers);
            m.unit_changes(an(a).latin, an(b).latin)
                .into_iter()
                .map(|(x, y)| (x.map(str::to_owned), y.map(str::to_owned)))
                .collect::<Vec<_>>()
        };
        let at = at_fault(ids.len(), |a, b| changes(a, b).is_empty());
        if at.is_empty() {
            continue;
        }
        let reference = (0..ids.len()).find(|a| !at.contains(a)).or(at.get(1).copied());
        let mut described = Vec::new();
        for &a in &at {
            let lang = ctx.members[ids[a]].lang();
            let Some(r) = reference.filter(|&r| r != a).or(at.first().copied().filter(|&f| f != a))
            else {
                continue;
            };
            for (mine, theirs) in changes(a, r) {
                described.push(format!(
                    "{lang} has {} where {} has {}",
                    mine.as_deref().unwrap_or("no unit"),
                    ctx.members[ids[r]].lang(),
                    theirs.as_deref().unwrap_or("no unit")
                ));
            }
        }
        described.dedup();
        let message = format!("{}: units differ: {}", part.name(&labels), described.join("; "));
        let blamed: Vec<usize> = at.iter().map(|&a| ids[a]).collect();
        let mut f = ctx.finding(Code::UnitMismatch, &blamed, message).field(part.name(&labels));
        for (a, &i) in ids.iter().enumerate() {
            let units: Vec<&str> = an(a).units().collect();
            let shown = if units.is_empty() { "none".to_owned() } else { units.join(", ") };
            f = f.value(ctx.members[i].lang(), shown);
        }
        out.push(f);
    }
}

/// `acronym-mismatch`: an acronym most languages write is missing in some.
pub(super) fn acronym_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    for (part, ids) in parts(ctx) {
        let k = ids.len();
        if k < 2 {
            continue;
        }
        let mut all: Vec<&String> =
            ids.iter().flat_map(|&i| &anchors(ctx, i, part).acronyms).collect();
        all.sort();
        all.dedup();
        // member position → acronyms it lacks
        let mut missing: Vec<Vec<&str>> = vec![Vec::new(); k];
        for acr in all {
            let has = |a: usize| {
                let an = anchors(ctx, ids[a], part);
                an.acronyms.contains(acr) || mentions(&an.text, acr)
            };
            let present = (0..k).filter(|&a| has(a)).count();
            let expected = 2 * present > k || (k == 2 && is_strong(acr));
            if present < k && expected {
                for (a, list) in missing.iter_mut().enumerate() {
                    if !has(a) {
                        list.push(acr);
                    }
                }
            }
        }
        let at: Vec<usize> = (0..k).filter(|&a| !missing[a].is_empty()).collect();
        if at.is_empty() {
            continue;
        }
        let described: Vec<String> = at
            .iter()
            .map(|&a| {
                format!("{} missing in {}", missing[a].join(", "), ctx.members[ids[a]].lang())
            })
            .collect();
        let message = format!("{}: {}", part.name(&labels), described.join("; "));
        let blamed: Vec<usize> = at.iter().map(|&a| ids[a]).collect();
        let mut f = ctx.finding(Code::AcronymMismatch, &blamed, message).field(part.name(&labels));
        for &i in &ids {
            let acr = &anchors(ctx, i, part).acronyms;
            f = f.value(
                ctx.members[i].lang(),
                if acr.is_empty() { "none".into() } else { acr.join(", ") },
            );
        }
        out.push(f);
    }
}
