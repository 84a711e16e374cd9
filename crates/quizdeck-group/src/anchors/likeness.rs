//! How much two texts in different languages look like translations of each other.

use super::{Anchors, match_numbers, mentions};

/// A score, positive when `x` and `y` look like translations of each other, from what survives
/// translation: equal numbers (more for distinctive ones and their units), acronyms one text
/// mentions and the other too, shared Latin-script words (cognates between Latin-script languages,
/// technical terms kept in others), and similar relative length. `rel_x` and `rel_y` are each
/// text's length relative to its neighbours (the other choices, the other titles of the topic),
/// so that languages that write longer or shorter compare alike.
pub fn likeness(x: &Anchors, y: &Anchors, rel_x: f64, rel_y: f64) -> f64 {
    let same = !x.comparable.is_empty() && x.comparable == y.comparable;
    likeness_of(x, y, rel_x, rel_y, same)
}

/// [`likeness`] with whether the two texts compare equal whole already known (`same`), for
/// anchors held without their comparable text; their `comparable` is not read.
pub fn likeness_of(x: &Anchors, y: &Anchors, rel_x: f64, rel_y: f64, same: bool) -> f64 {
    shared_likeness(x, y, same) + length_likeness(rel_x, rel_y)
}

/// The part of [`likeness`] that lengths play: up to 0.6 for like relative lengths, down to
/// −0.6 for very unlike ones.
pub fn length_likeness(rel_x: f64, rel_y: f64) -> f64 {
    let d = (rel_x.max(1e-3) / rel_y.max(1e-3)).ln().abs();
    (0.6 * (1.0 - d / 0.4)).clamp(-0.6, 0.6)
}

/// The part of [`likeness`] that what two texts share plays (the whole texts, numbers, acronyms,
/// words), their lengths left out.
pub fn shared_likeness(x: &Anchors, y: &Anchors, same: bool) -> f64 {
    let mut s = 0.0;
    if same {
        s += 2.0;
    }
    if !x.numbers.is_empty() || !y.numbers.is_empty() {
        let m = match_numbers(&x.numbers, &y.numbers);
        for &(i, j) in &m.pairs {
            s += if m.a[i].is_small() { 0.5 } else { 1.5 };
            if m.a[i].unit.is_some() && m.a[i].unit == m.b[j].unit {
                s += 0.5;
            }
        }
        let (ua, ub) = m.unmatched();
        s -= (ua.len() + ub.len()).min(3) as f64 * 0.75;
    }
    for (from, to) in [(x, y), (y, x)] {
        for acr in &from.acronyms {
            s += if to.acronyms.contains(acr) || mentions(&to.text, acr) { 0.6 } else { -0.3 };
        }
    }
    s += if x.latin == y.latin {
        // Cognates and kept terms: the share of four-letter pieces in common (Dice).
        let common = shared(&x.grams, &y.grams);
        let total = x.grams.len() + y.grams.len();
        let dice = if total == 0 { 0.0 } else { 2.0 * common as f64 / total as f64 };
        (dice * 6.0).min(2.0) + shared(&x.words, &y.words).min(4) as f64 * 0.2
    } else {
        // The other script's Latin words are technical terms: each found is strong evidence.
        let (latin, other) = if x.latin { (x, y) } else { (y, x) };
        let found = shared(&other.words, &latin.words);
        found as f64 * 0.8 - (other.words.len() - found).min(3) as f64 * 0.2
    };
    s
}

/// How many items two sorted lists have in common (one merge pass), an item listed twice on
/// both sides counted twice.
///
/// Without a branch on which side is ahead: titles are compared by the thousand when grouping,
/// and which list steps next cannot be foretold, so a branch on it is mispredicted about half the
/// time.
fn shared<T: Ord + Copy>(a: &[T], b: &[T]) -> usize {
    let (mut i, mut j, mut n) = (0, 0, 0);
    while let (Some(&x), Some(&y)) = (a.get(i), b.get(j)) {
        n += usize::from(x == y);
        i += usize::from(x <= y);
        j += usize::from(y <= x);
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    fn like(a: &str, b: &str) -> f64 {
        likeness(&Anchors::of(a), &Anchors::of(b), 1.0, 1.0)
    }

    #[test]
    fn translations_score_above_unrelated_texts() {
        let en = "A model with about 14 GB of weights in FP16 on a GPU with 2 TB/s";
        let ja = "FP16で約14GBの重みを持つモデルを、2 TB/sのGPUで";
        let other = "What is the role of the KV cache?";
        assert!(like(en, ja) > 4.0);
        assert!(like(en, ja) > like(other, ja) + 4.0);
        let fr = "Quel est le rôle du cache KV utilisé en inférence ?";
        assert!(like(other, fr) > like(en, fr));
    }

    proptest::proptest! {
        /// The merge counts what a count of each item on both sides gives.
        #[test]
        fn shared_counts_the_items_both_lists_hold(
            mut a in proptest::collection::vec(0u8..12, 0..20),
            mut b in proptest::collection::vec(0u8..12, 0..20),
        ) {
            a.sort_unstable();
            b.sort_unstable();
            let both: usize = (0..12u8)
                .map(|v| a.iter().filter(|&&x| x == v).count().min(b.iter().filter(|&&y| y == v).count()))
                .sum();
            proptest::prop_assert_eq!(shared(&a, &b), both);
        }
    }
}
