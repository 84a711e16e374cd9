//! Which choice of one language is which of another's: the choices matched by what they say
//! (their anchors, shared words and lengths), so that a language that lists them in another order
//! is told apart from one that changed them.

use quizdeck_group::anchors::{Anchors, length_likeness, shared_likeness};

use super::Member;

/// Smallest gain in likeness from reordering choices that counts as a reorder, when several
/// languages vote on which one is out of order.
pub(crate) const REORDER_GAIN: f64 = 1.5;
/// The same when only two languages are compared, and one pair decides alone.
pub(crate) const REORDER_GAIN_ALONE: f64 = 2.5;
/// Choice lists up to this long are matched in every order; longer ones by one swap at most.
const EVERY_ORDER: usize = 6;

/// The choices without the words and pieces most of them share (`La entrada debe …`, `The input
/// must …`): what tells one choice from another is what is left.
pub(crate) fn distinctive(choices: &[Anchors]) -> Vec<Anchors> {
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

/// Where `a`'s choices are among `b`'s when `a` lists them in another order: `order[k]` is the
/// position in `b` of `a`'s choice `k`. `None` when the order is the same, when the two cannot be
/// told apart clearly (a reorder must gain at least `min_gain` in likeness, and every choice moved
/// must look more like its new counterpart than like the one at its own position), or when the
/// lists differ in length. `ca` and `cb` are the [`distinctive`] anchors of `a`'s and `b`'s
/// choices.
pub(crate) fn reorder(
    (a, ca): (&Member<'_>, &[Anchors]),
    (b, cb): (&Member<'_>, &[Anchors]),
    min_gain: f64,
) -> Option<Vec<usize>> {
    let n = a.choices.len();
    if n != b.choices.len() || n < 2 {
        return None;
    }
    let mean =
        |m: &Member<'_>| m.choices.iter().map(|c| c.chars.max(1) as f64).sum::<f64>() / n as f64;
    let (ma, mb) = (mean(a), mean(b));
    let rel = |m: &Member<'_>, k: usize, mean: f64| m.choices[k].chars.max(1) as f64 / mean;
    // What the texts share (numbers, acronyms, words), their lengths left out. Lengths alone
    // (`США` beside `The United States`, names in two scripts) tell no choice from another: a
    // reorder needs what one moved choice shares with its new place, and none of the moved
    // may share more with its old place (`Japan` stays where `Japan` is).
    let content: Vec<Vec<f64>> = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| {
                    let same = !ca[i].comparable.is_empty() && ca[i].comparable == cb[j].comparable;
                    shared_likeness(&ca[i], &cb[j], same)
                })
                .collect()
        })
        .collect();
    // And with their lengths: the likeness of the two.
    let sim: Vec<Vec<f64>> = (0..n)
        .map(|i| {
            (0..n).map(|j| content[i][j] + length_likeness(rel(a, i, ma), rel(b, j, mb))).collect()
        })
        .collect();
    let score = |p: &[usize]| (0..n).map(|i| sim[i][p[i]]).sum::<f64>();
    let straight = score(&(0..n).collect::<Vec<_>>());
    let clear = |p: &[usize]| {
        let moved = || (0..n).filter(|&i| p[i] != i);
        score(p) - straight >= min_gain
            && moved().all(|i| sim[i][p[i]] > sim[i][i] && content[i][p[i]] >= content[i][i])
            && moved().any(|i| content[i][p[i]] > content[i][i].max(0.0))
    };
    let mut best: Option<(f64, Vec<usize>)> = None;
    let mut consider = |p: Vec<usize>| {
        if clear(&p) && best.as_ref().is_none_or(|b| score(&p) > b.0) {
            best = Some((score(&p), p));
        }
    };
    if n <= EVERY_ORDER {
        for p in permutations(n) {
            consider(p);
        }
    } else {
        for i in 0..n {
            for j in i + 1..n {
                let mut p: Vec<usize> = (0..n).collect();
                p.swap(i, j);
                consider(p);
            }
        }
    }
    best.map(|b| b.1)
}

/// Every order of `0..n` but the identity (Heap's algorithm).
fn permutations(n: usize) -> Vec<Vec<usize>> {
    let mut p: Vec<usize> = (0..n).collect();
    let mut c = vec![0; n];
    let mut out = Vec::new();
    let mut i = 1;
    while i < n {
        if c[i] < i {
            if i % 2 == 0 {
                p.swap(0, i);
            } else {
                p.swap(c[i], i);
            }
            out.push(p.clone());
            c[i] += 1;
            i = 1;
        } else {
            c[i] = 0;
            i += 1;
        }
    }
    out
}

/// The positions an order moves (`order[k] != k`), in order.
pub(crate) fn moved(order: &[usize]) -> Vec<usize> {
    (0..order.len()).filter(|&k| order[k] != k).collect()
}

#[cfg(test)]
mod tests {
    use super::permutations;

    #[test]
    fn every_order_but_the_first_once() {
        let all = permutations(4);
        assert_eq!(all.len(), 23);
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 23);
        assert!(!all.contains(&vec![0, 1, 2, 3]));
    }
}
