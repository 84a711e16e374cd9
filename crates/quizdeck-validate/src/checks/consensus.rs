//! Who is at fault when languages disagree.

/// The items at fault among `n` compared pairwise by `agree`: those that disagree with more than
/// half of the others. When no majority singles anyone out (two languages, or two camps of equal
/// size), those that disagree with half of the others are. An item that disagrees with fewer
/// (agreement need not be transitive: a spelled-out number matches both sides) is not.
pub(crate) fn at_fault(n: usize, agree: impl Fn(usize, usize) -> bool) -> Vec<usize> {
    if n < 2 {
        return Vec::new();
    }
    let mut disagreements = vec![0usize; n];
    for i in 0..n {
        for j in i + 1..n {
            if !agree(i, j) {
                disagreements[i] += 1;
                disagreements[j] += 1;
            }
        }
    }
    let outvoted: Vec<usize> = (0..n).filter(|&i| 2 * disagreements[i] > n - 1).collect();
    if !outvoted.is_empty() {
        return outvoted;
    }
    (0..n).filter(|&i| disagreements[i] > 0 && 2 * disagreements[i] >= n - 1).collect()
}

#[cfg(test)]
mod tests {
    use super::at_fault;

    #[test]
    fn the_odd_one_out_is_at_fault() {
        let v = ["C", "C", "B", "C", "C"];
        assert_eq!(at_fault(v.len(), |i, j| v[i] == v[j]), [2]);
    }

    #[test]
    fn without_a_majority_everyone_involved_is() {
        let v = ["C", "B"];
        assert_eq!(at_fault(v.len(), |i, j| v[i] == v[j]), [0, 1]);
        let v = ["C", "C", "B", "B"];
        assert_eq!(at_fault(v.len(), |i, j| v[i] == v[j]), [0, 1, 2, 3]);
        let v = ["C", "C", "C"];
        assert!(at_fault(v.len(), |i, j| v[i] == v[j]).is_empty());
    }

    #[test]
    fn one_odd_pair_among_many_is_no_one_at_fault() {
        // 0 and 1 disagree with each other only; the 6 others agree with both.
        let at = at_fault(8, |i, j| !(i.min(j) == 0 && i.max(j) == 1));
        assert!(at.is_empty(), "{at:?}");
    }
}
