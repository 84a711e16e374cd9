//! Who is at fault when languages disagree.

/// The items at fault among `n` compared pairwise by `agree`: those that disagree with more than
/// half of the others. When items disagree but no majority singles anyone out (two languages,
/// or two camps of equal size), every item in a disagreement is at fault.
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
    (0..n).filter(|&i| disagreements[i] > 0).collect()
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
}
