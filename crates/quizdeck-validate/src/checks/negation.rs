//! `negation-mismatch`: a "not" added to or dropped from the stem or a choice.
//!
//! Each text is read with its language's negation table (`quizdeck_lang`'s `negations` and the
//! idioms that negate nothing: `no more than`, `не более`, `无论`, `ne … que`); a language the
//! registry has no table for is not judged. A flipped stem or correct choice teaches the opposite
//! (an error); a flipped wrong choice may turn into a second right one (a warning). Only a clear
//! majority blames a language; without one, the stem and the correct choice get a note (info)
//! naming each side. A wrong choice is judged only when one language stands against four or more:
//! languages say "unlimited" or "no limit", "unsorted" or "not sorted", as they please. Quotations
//! and code are what a text mentions, not what it says; a text two languages give alike reads
//! alike in both.

use super::consensus::{Verdict, verdict};
use super::wording::Wording;
use super::{GroupCtx, Part, sides};

use crate::report::Finding;
use crate::{Code, Severity};

/// A text compared across languages: its field, whether it decides what the card teaches (the
/// stem, the correct choice), and each member's part that gives it.
type Item = (String, bool, Vec<(usize, Part)>);

/// `negation-mismatch`, text by text: the stem, what each language marks as correct (whatever
/// its letter), then each other choice in the common order.
pub(super) fn negation_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    let all: Vec<usize> = (0..ctx.members.len()).collect();
    // (field, decisive, the members' parts compared)
    let mut items: Vec<Item> =
        vec![("stem".to_owned(), true, all.iter().map(|&i| (i, Part::Stem)).collect())];
    let reference = ctx.reference();
    let correct: Vec<usize> =
        reference.map(|r| ctx.members[r].q.correct_indices()).unwrap_or_default();
    if let (Some(r), &[k]) = (reference, &correct[..]) {
        // Each language's own correct choice, among those that mark what the reference marks.
        let marked: Vec<(usize, Part)> = all
            .iter()
            .filter(|&&i| ctx.correct_in(i, r) == correct)
            .filter_map(|&i| match ctx.members[i].q.correct_indices()[..] {
                [own] => Some((i, Part::Choice(own))),
                _ => None,
            })
            .collect();
        items.push((Part::Choice(k).name(&labels), true, marked));
    }
    let (n, ids) = ctx.comparable_choices();
    for k in (0..n).filter(|k| !correct.contains(k)) {
        items.push((
            Part::Choice(k).name(&labels),
            false,
            ids.iter().map(|&i| (i, Part::Choice(k))).collect(),
        ));
    }
    for (name, decisive, parts) in items {
        // A stem that one language asks with "except" ("All of these EXCEPT …") is negative
        // without a word of negation, and other languages ask it with one ("Which is not …"):
        // whether it is negated is not told then.
        let wordings: Vec<(usize, Part, Wording)> = parts
            .iter()
            .map(|&(i, part)| {
                let m = &ctx.members[i];
                // The part's anchors hold its text normalized (none for an empty explanation).
                let normalized = m.part(part).map_or("", |a| a.text.as_str());
                (i, part, Wording::of_normalized(normalized, m.lang()))
            })
            .collect();
        if name == "stem" && wordings.iter().any(|(_, _, w)| w.says_except()) {
            continue;
        }
        let mut read: Vec<(usize, Vec<String>, Part, bool)> = wordings
            .into_iter()
            .filter(|(_, _, w)| w.knows_negation())
            .map(|(i, part, w)| (i, w.negations(), part, w.spaced()))
            .collect();
        // The same text says the same in any language (a term, code, a sentence left as it is):
        // what one language's table finds in it, the others' pages have too.
        let texts: Vec<Option<&str>> = read
            .iter()
            .map(|r| ctx.members[r.0].part(r.2).map(|p| p.comparable.as_str()))
            .collect();
        let same_text = |a: usize, b: usize| texts[a].is_some() && texts[a] == texts[b];
        for a in 0..read.len() {
            if read[a].1.is_empty()
                && let Some(b) = (0..read.len()).find(|&b| same_text(a, b) && !read[b].1.is_empty())
            {
                read[a].1 = read[b].1.clone();
            }
        }
        let what = if name == "stem" {
            "the stem".to_owned()
        } else if decisive {
            "the correct choice".to_owned()
        } else {
            name.clone()
        };
        let negated = |a: usize| !read[a].1.is_empty();
        let v = verdict(read.len(), |a, b| negated(a) == negated(b));
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
                    .filter(|&&a| negated(a) != negated(at[0]))
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
                let rest = if examples.is_empty() || negated(at[0]) {
                    "the other languages have none".to_owned()
                } else {
                    format!("the other languages negate it ({} …)", examples.join(", "))
                };
                // Close languages (Spanish and Italian `no es de clase`, `non è di classe` for
                // English `non-class`) phrase alike more often than they err alike: when the
                // minority is only such languages, a warning. In a script without spaces a
                // negation inside a word (`不易`, `无效`) may as well make the word: a wrong
                // choice there is info.
                let langs: Vec<&str> = at.iter().map(|&a| lang(a)).collect();
                let severity = match (decisive, related(&langs)) {
                    (true, false) => Severity::Error,
                    (true, true) => Severity::Warning,
                    (false, _) if !read[at[0]].3 => Severity::Info,
                    (false, _) => Severity::Warning,
                };
                (format!("{name}: {} where {rest}", described.join("; ")), severity)
            }
            Verdict::Split(_) if !decisive => continue,
            Verdict::Split(camps) => (
                format!(
                    "{name}: the languages disagree on whether {what} is negated, with no clear \
                         majority: {}",
                    sides(camps, lang, words)
                ),
                // Without a majority no page is to blame: where languages split, they most often
                // phrase alike in their own ways (`without a posted limit`, `التي لا تحمل حدًا`,
                // "that carry no limit"); a dropped "not" leaves one language against the rest.
                Severity::Info,
            ),
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

/// Whether `langs` are two or more languages all close to one another (a family of the
/// registry: Spanish, Portuguese, Italian …).
fn related(langs: &[&str]) -> bool {
    let entries: Vec<Option<&quizdeck_lang::Language>> =
        langs.iter().map(|l| quizdeck_lang::get(l)).collect();
    langs.len() > 1
        && entries.iter().enumerate().all(|(k, a)| {
            entries[k + 1..].iter().all(|b| a.zip(*b).is_some_and(|(a, b)| a.is_close_to(b)))
        })
}
