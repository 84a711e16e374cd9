//! Who is at fault when languages disagree.
//!
//! A side is blamed only when a clear majority stands against it; otherwise the finding is the
//! group's, and it says what each side has. Three languages against one are a clear majority;
//! two against one, or two camps of like size, are not: with as few witnesses, the one language
//! that differs may as well be the one that is right (a translation made from an older version).

/// The fewest languages a side blamed must be outnumbered by, and how many times over.
const MIN_MAJORITY: usize = 3;
const MAJORITY_FACTOR: usize = 2;

/// What comparing the languages of one question found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// They agree (agreement need not be transitive: a spelled-out number matches both sides).
    Agree,
    /// These few disagree with a clear majority: they are at fault.
    Minority(Vec<usize>),
    /// No clear majority: the camps, each a list of items that agree with one another, largest
    /// first. Every item that disagrees with another is in one.
    Split(Vec<Vec<usize>>),
}

impl Verdict {
    /// The items a finding names: the minority, or every item of a split.
    pub fn blamed(&self) -> Vec<usize> {
        match self {
            Verdict::Agree => Vec::new(),
            Verdict::Minority(at) => at.clone(),
            Verdict::Split(camps) => {
                let mut all: Vec<usize> = camps.iter().flatten().copied().collect();
                all.sort_unstable();
                all
            }
        }
    }
}

/// The pairwise comparison of `n` items: who disagrees with whom, and how often.
struct Tally {
    agrees: Vec<Vec<bool>>,
    disagreements: Vec<usize>,
}

fn tally(n: usize, agree: impl Fn(usize, usize) -> bool) -> Tally {
    let mut disagreements = vec![0usize; n];
    let mut agrees = vec![vec![true; n]; n];
    for i in 0..n {
        for j in i + 1..n {
            if !agree(i, j) {
                disagreements[i] += 1;
                disagreements[j] += 1;
                agrees[i][j] = false;
                agrees[j][i] = false;
            }
        }
    }
    Tally { agrees, disagreements }
}

/// The items that disagree with more than half of the others; failing any, with half of them (a
/// mistake only some comparisons see, or two sides of one size).
fn outvoted(n: usize, disagreements: &[usize]) -> Vec<usize> {
    let more: Vec<usize> = (0..n).filter(|&i| 2 * disagreements[i] > n - 1).collect();
    if !more.is_empty() {
        return more;
    }
    (0..n).filter(|&i| disagreements[i] > 0 && 2 * disagreements[i] >= n - 1).collect()
}

/// The items that may be at fault, majority or not: those [`verdict`] would blame, or name in a
/// split when it has no majority. What is left out of a comparison (a language whose choices are
/// in another order) rather than blamed.
pub(crate) fn suspects(n: usize, agree: impl Fn(usize, usize) -> bool) -> Vec<usize> {
    if n < 2 {
        return Vec::new();
    }
    outvoted(n, &tally(n, agree).disagreements)
}

/// The verdict on `n` items compared pairwise by `agree`.
pub(crate) fn verdict(n: usize, agree: impl Fn(usize, usize) -> bool) -> Verdict {
    if n < 2 {
        return Verdict::Agree;
    }
    let Tally { agrees, disagreements } = tally(n, agree);
    if disagreements.iter().all(|&d| d == 0) {
        return Verdict::Agree;
    }
    let outvoted = outvoted(n, &disagreements);
    if outvoted.is_empty() {
        // Everyone agrees with most others: a disagreement between two items that a third
        // matches both of (a number spelled out on one side) is no one's fault.
        return Verdict::Agree;
    }
    let rest = n - outvoted.len();
    if rest >= MIN_MAJORITY && rest >= MAJORITY_FACTOR * outvoted.len() {
        return Verdict::Minority(outvoted);
    }
    Verdict::Split(camps(n, &agrees, &disagreements))
}

/// The items grouped into camps that agree within themselves: the items that disagree with
/// someone, each joining the first camp whose every member it agrees with.
fn camps(n: usize, agrees: &[Vec<bool>], disagreements: &[usize]) -> Vec<Vec<usize>> {
    let mut camps: Vec<Vec<usize>> = Vec::new();
    for (i, row) in agrees.iter().enumerate().take(n) {
        match camps.iter_mut().find(|c| c.iter().all(|&j| row[j])) {
            Some(camp) => camp.push(i),
            None => camps.push(vec![i]),
        }
    }
    // A camp of items that disagree with no one is no side.
    camps.retain(|c| c.iter().any(|&i| disagreements[i] > 0));
    camps.sort_by_key(|c| (std::cmp::Reverse(c.len()), c[0]));
    camps
}

#[cfg(test)]
mod tests {
    use super::{Verdict, verdict};

    fn of(v: &[&str]) -> Verdict {
        verdict(v.len(), |i, j| v[i] == v[j])
    }

    #[test]
    fn the_odd_one_out_of_many_is_at_fault() {
        assert_eq!(of(&["C", "C", "B", "C", "C"]), Verdict::Minority(vec![2]));
        assert_eq!(of(&["C", "C", "B", "C"]), Verdict::Minority(vec![2]));
        let eleven = ["C", "C", "C", "B", "C", "C", "C", "C", "A", "C", "C"];
        assert_eq!(of(&eleven), Verdict::Minority(vec![3, 8]));
    }

    #[test]
    fn without_a_clear_majority_every_side_is_named() {
        assert_eq!(of(&["C", "B"]), Verdict::Split(vec![vec![0], vec![1]]));
        assert_eq!(of(&["C", "C", "B"]), Verdict::Split(vec![vec![0, 1], vec![2]]));
        assert_eq!(of(&["C", "C", "B", "B"]), Verdict::Split(vec![vec![0, 1], vec![2, 3]]));
        assert_eq!(of(&["A", "A", "A", "B", "B"]), Verdict::Split(vec![vec![0, 1, 2], vec![3, 4]]));
        assert_eq!(of(&["C", "C", "C"]), Verdict::Agree);
    }

    #[test]
    fn one_odd_pair_among_many_is_no_one_at_fault() {
        // 0 and 1 disagree with each other only; the 6 others agree with both.
        let v = verdict(8, |i, j| !(i.min(j) == 0 && i.max(j) == 1));
        assert_eq!(v, Verdict::Agree);
    }

    #[test]
    fn a_mistake_half_the_comparisons_see_is_still_a_minority() {
        // 4 disagrees with 0 and 1 only: the others cannot tell it apart.
        let v = verdict(5, |i, j| !(i.max(j) == 4 && i.min(j) < 2));
        assert_eq!(v, Verdict::Minority(vec![4]));
    }

    #[test]
    fn a_split_names_every_item_of_its_camps() {
        assert_eq!(of(&["C", "C", "B"]).blamed(), [0, 1, 2]);
        assert_eq!(of(&["C", "C", "B", "C", "C"]).blamed(), [2]);
    }
}
