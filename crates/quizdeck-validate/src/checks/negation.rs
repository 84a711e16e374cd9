//! `negation-mismatch`: a "not" added to or dropped from the stem or a choice.
//!
//! Each text is read with its language's negation table (`quizdeck_lang`'s `negations` and the
//! idioms that negate nothing: `no more than`, `не более`, `无论`, `ne … que`); a language the
//! registry has no table for is not judged. A flipped stem or correct choice teaches the opposite
//! (an error); a flipped wrong choice may turn into a second right one (a warning). Only a clear
//! majority blames a language; without one, the stem and the correct choice get a warning naming
//! each side. A wrong choice is judged only when one language stands against four or more:
//! languages say "unlimited" or "no limit", "unsorted" or "not sorted", as they please.

use super::consensus::{Verdict, verdict};
use super::wording::Wording;
use super::{GroupCtx, Part};

use crate::report::Finding;
use crate::{Code, Severity};

/// `negation-mismatch`, part by part: the stem, then each choice in the common order.
pub(super) fn negation_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    let all: Vec<usize> = (0..ctx.members.len()).collect();
    let mut parts: Vec<(Part, Vec<usize>, bool)> = vec![(Part::Stem, all, true)];
    let (n, ids) = ctx.comparable_choices();
    let correct: Vec<usize> =
        ctx.reference().map(|r| ctx.members[r].q.correct_indices()).unwrap_or_default();
    for k in 0..n {
        parts.push((Part::Choice(k), ids.clone(), correct.contains(&k)));
    }
    for (part, ids, decisive) in parts {
        let read: Vec<(usize, Vec<String>)> = ids
            .iter()
            .filter_map(|&i| {
                let m = &ctx.members[i];
                let wording = Wording::new(m.text(part), m.lang());
                wording.knows_negation().then(|| (i, wording.negations()))
            })
            .collect();
        let negated = |a: usize| !read[a].1.is_empty();
        let v = verdict(read.len(), |a, b| negated(a) == negated(b));
        let name = part.name(&labels);
        let what = if part == Part::Stem {
            "the stem".to_owned()
        } else if decisive {
            format!("the correct {name}")
        } else {
            name.clone()
        };
        let words = |a: usize| {
            if read[a].1.is_empty() {
                "none".to_owned()
            } else {
                read[a].1.iter().map(|w| format!("\"{w}\"")).collect::<Vec<_>>().join(", ")
            }
        };
        let lang = |a: usize| ctx.members[read[a].0].lang();
        let (message, severity) = match &v {
            Verdict::Agree => continue,
            // On a wrong choice, lexical negation (`unlimited` ↔ `no limit`, `unsorted` ↔ `not
            // sorted`) is common: only one language against many is told.
            Verdict::Minority(at) if !decisive && (at.len() > 1 || read.len() < 5) => continue,
            Verdict::Minority(at) => {
                let others: Vec<usize> = (0..read.len()).filter(|a| !at.contains(a)).collect();
                let examples: Vec<String> = others
                    .iter()
                    .filter(|&&a| negated(a))
                    .take(3)
                    .map(|&a| format!("{} {}", lang(a), words(a)))
                    .collect();
                let described: Vec<String> = at
                    .iter()
                    .map(|&a| {
                        if negated(a) {
                            format!("{} negates {what} ({})", lang(a), words(a))
                        } else {
                            format!("{} has no negation in {what}", lang(a))
                        }
                    })
                    .collect();
                let rest = if examples.is_empty() {
                    "the other languages have none".to_owned()
                } else {
                    format!("the other languages negate it ({} …)", examples.join(", "))
                };
                let severity = if decisive { Severity::Error } else { Severity::Warning };
                (format!("{name}: {} where {rest}", described.join("; ")), severity)
            }
            Verdict::Split(_) if !decisive => continue,
            Verdict::Split(camps) => {
                let sides: Vec<String> = camps
                    .iter()
                    .map(|c| {
                        let langs: Vec<&str> = c.iter().map(|&a| lang(a)).collect();
                        format!("{}: {}", langs.join(", "), words(c[0]))
                    })
                    .collect();
                (
                    format!(
                        "{name}: the languages disagree on whether {what} is negated, with no clear \
                         majority: {}",
                        sides.join("; ")
                    ),
                    Severity::Warning,
                )
            }
        };
        let blamed: Vec<usize> = v.blamed().iter().map(|&a| read[a].0).collect();
        let mut f = ctx
            .finding(Code::NegationMismatch, &blamed, message)
            .field(name)
            .with_severity(severity);
        for a in 0..read.len() {
            f = f.value(lang(a), words(a));
        }
        out.push(f);
    }
}
