//! `unit-mismatch`: the units of the numbers each part gives, compared across languages as
//! [`super::anchored`] compares the numbers.

use quizdeck_group::anchors::match_numbers;

use super::anchored::{anchors, parts};
use super::consensus::{Verdict, verdict};
use super::{GroupCtx, Part, sides};

use crate::report::Finding;
use crate::{Code, Severity};

/// `unit-mismatch`: a number carries another unit (or lost one translations always keep).
pub(super) fn unit_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    for (part, ids) in parts(ctx) {
        let an = |a: usize| anchors(ctx, ids[a], part);
        let all_changes = |a: usize, b: usize| {
            let m = match_numbers(&an(a).numbers, &an(b).numbers);
            m.unit_changes(an(a).latin, an(b).latin)
                .into_iter()
                .map(|(x, y)| (x.map(str::to_owned), y.map(str::to_owned)))
                .collect::<Vec<_>>()
        };
        // Another unit in a number's place (`mg` for `g`, `°F` for `°C`) is an error, judged
        // first and without the languages that only leave a unit out. A unit left out is often
        // one written as a word the tables do not know (`asilimia 50`, `Nyuzi 27 za Selsiasi`):
        // recorded as information, where no unit was swapped.
        let swaps = |a: usize, b: usize| {
            let mut c = all_changes(a, b);
            c.retain(|(x, y)| x.is_some() && y.is_some());
            c
        };
        let name = part.name(&labels);
        // Languages with no unit here agree with either side of a swap; where they outvote
        // it (`8,849 km` against `8,849 m`, the others writing metres as words), it is judged
        // among the languages that give units.
        let voters: Vec<usize> =
            (0..ids.len()).filter(|&a| an(a).units().next().is_some()).collect();
        let among = |a: usize, b: usize| swaps(voters[a], voters[b]);
        let voting: Vec<usize> = voters.iter().map(|&a| ids[a]).collect();
        if let Some(f) = unit_finding(ctx, &ids, part, &name, swaps)
            .or_else(|| unit_finding(ctx, &voting, part, &name, among))
        {
            out.push(f);
        } else if let Some(f) = unit_finding(ctx, &ids, part, &name, all_changes) {
            out.push(f.with_severity(Severity::Info));
        }
    }
}

/// The `unit-mismatch` finding on one part of the members `ids`, where the unit changes
/// `changes` finds between two of them (positions in `ids`) make a verdict.
fn unit_finding(
    ctx: &GroupCtx<'_>,
    ids: &[usize],
    part: Part,
    name: &str,
    changes: impl Fn(usize, usize) -> Vec<(Option<String>, Option<String>)>,
) -> Option<Finding> {
    let an = |a: usize| anchors(ctx, ids[a], part);
    let units = |a: usize| {
        let units: Vec<&str> = an(a).units().collect();
        if units.is_empty() { "none".to_owned() } else { units.join(", ") }
    };
    let v = verdict(ids.len(), |a, b| changes(a, b).is_empty());
    let message = match &v {
        Verdict::Agree => return None,
        Verdict::Minority(at) => {
            // The majority, its pivot language (English) first: what the message cites.
            let mut rest: Vec<usize> = (0..ids.len()).filter(|a| !at.contains(a)).collect();
            rest.sort_by_key(|&r| !ctx.is_pivot(ids[r]));
            let mut described = Vec::new();
            for &a in at {
                let lang = ctx.members[ids[a]].lang();
                let found = rest.iter().find_map(|&r| {
                    let c = changes(a, r);
                    (!c.is_empty()).then_some((r, c))
                });
                let Some((r, found)) = found else {
                    described.push(format!("{lang} has {}", units(a)));
                    continue;
                };
                for (mine, theirs) in found {
                    described.push(format!(
                        "{lang} has {} where {} has {}",
                        mine.as_deref().unwrap_or("no unit"),
                        ctx.members[ids[r]].lang(),
                        theirs.as_deref().unwrap_or("no unit")
                    ));
                }
            }
            described.dedup();
            format!("{name}: units differ: {}", described.join("; "))
        }
        Verdict::Split(camps) => format!(
            "{name}: units differ, with no clear majority: {}",
            sides(camps, |a| ctx.members[ids[a]].lang(), units)
        ),
    };
    let blamed: Vec<usize> = v.blamed().iter().map(|&a| ids[a]).collect();
    let mut f = ctx.finding(Code::UnitMismatch, &blamed, message).field(name.to_owned());
    for (a, &i) in ids.iter().enumerate() {
        f = f.value(ctx.members[i].lang(), units(a));
    }
    Some(f)
}
