//! What alignment knows of each title: its anchors in a compact form, its comparable text as a
//! number, its length against its sequence's median and its page's count of choices; the keys
//! it is indexed by, and how alike two titles of different languages are.

use quizdeck_model::Question;

use crate::anchors::{Anchors, likeness_of, word_id};
use crate::links;
use crate::sequence::LangTopic;

/// What grouping needs to know of a title.
#[derive(Debug, Clone)]
pub(crate) struct Features {
    /// Its anchors, without their comparable text (held for every title of a site).
    pub(super) anchors: Anchors,
    /// Its comparable text as a number, when it has one: two titles compare equal whole when
    /// their numbers are equal (a 64-bit hash: two different texts share one with odds of about
    /// one in 10^19).
    pub(super) whole: Option<u64>,
    /// Length relative to the median title of its sequence.
    pub(super) rel_len: f64,
    /// Number of choices, when the page was read.
    pub(super) choices: Option<usize>,
}

pub(super) fn features(questions: &[Question], seq: &LangTopic) -> Vec<Features> {
    // Each title's comparable text becomes its number before the anchors are compacted.
    let anchors: Vec<(Anchors, Option<u64>)> = (seq.slots.iter())
        .map(|s| {
            let mut anchors = Anchors::of(s.title);
            let comparable = std::mem::take(&mut anchors.comparable);
            (anchors.compact(), Some(comparable).filter(|c| !c.is_empty()).map(|c| word_id(&c)))
        })
        .collect();
    let mut lens: Vec<usize> = anchors.iter().map(|(a, _)| a.chars.max(1)).collect();
    lens.sort_unstable();
    let median = lens[lens.len() / 2] as f64;
    seq.slots
        .iter()
        .zip(anchors)
        .map(|(slot, (anchors, whole))| Features {
            rel_len: anchors.chars.max(1) as f64 / median,
            // A linked page's outline holds no choices (see `outline`): its count is unknown.
            choices: slot
                .page
                .filter(|&p| !links::is_linked(&questions[p]))
                .map(|p| questions[p].choices.len()),
            whole,
            anchors,
        })
        .collect()
}

/// How many of `titles` carry a number that is not small or an acronym.
pub(super) fn anchored_count<'f>(titles: impl Iterator<Item = &'f Features>) -> usize {
    titles
        .filter(|f| {
            f.anchors.numbers.iter().any(|n| !n.is_small()) || !f.anchors.acronyms.is_empty()
        })
        .count()
}

/// An index key of a title.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) enum Key {
    /// A distinctive number with its unit (`14GB`).
    Number(String),
    /// Its distinctive numbers and acronyms together, when it has two or more.
    Signature(String),
    Acronym(String),
    /// A Latin word, by its id ([`word_id`]): most keys, made without a string.
    Word(u64),
}

/// Index keys of a title: its distinctive numbers, its acronyms, its shared words.
pub(super) fn keys(f: &Features) -> Vec<Key> {
    let a = &f.anchors;
    let mut out = Vec::with_capacity(a.words.len() + a.acronyms.len());
    let mut signature: Vec<String> = Vec::new();
    for n in a.numbers.iter().filter(|n| !n.is_small()) {
        let unit = n.unit.as_deref().unwrap_or("");
        let number = format!("{}{unit}", n.values[0]);
        out.push(Key::Number(number.clone()));
        signature.push(number);
    }
    signature.sort();
    signature.extend(a.acronyms.iter().cloned());
    if signature.len() > 1 {
        out.push(Key::Signature(signature.join(" ")));
    }
    out.extend(a.acronyms.iter().cloned().map(Key::Acronym));
    out.extend(a.words.iter().map(|&w| Key::Word(w)));
    out
}

/// How alike two titles in different languages are: positive when they look like translations.
pub(super) fn similarity(a: &Features, b: &Features) -> f64 {
    let same = a.whole.is_some() && a.whole == b.whole;
    let mut s = likeness_of(&a.anchors, &b.anchors, a.rel_len, b.rel_len, same);
    if let (Some(p), Some(q)) = (a.choices, b.choices) {
        s += if p == q { 0.2 } else { -0.2 };
    }
    s
}
