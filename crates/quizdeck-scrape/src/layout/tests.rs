use super::*;
use crate::block::Kind;

#[test]
fn prose_leaves_out_code_and_its_stem_part_comes_first() {
    let texts = ["", "Was ist", "let x = 1;", "richtig?", "Weil", "fn main() {}", "es so ist."];
    let blocks: Vec<Block> = texts
        .iter()
        .enumerate()
        .map(|(i, t)| Block { code: i == 2 || i == 5, ..Block::new((*t).to_owned(), Kind::Para) })
        .collect();
    // Each part as joining the texts that are not code would give it.
    let joined = |ix: &[usize]| {
        ix.iter().filter(|&&i| !blocks[i].code).map(|&i| texts[i]).collect::<Vec<_>>().join(" ")
    };
    for (stem, rest) in [
        (vec![0, 1, 2, 3], vec![4, 5, 6]),
        (vec![1, 2], vec![3, 4]),
        (vec![2], vec![4, 6]),
        (vec![], vec![1, 3]),
        (vec![1, 3], vec![]),
        (vec![5], vec![2]),
    ] {
        let (prose, stem_len) = prose_of(&blocks, &stem, &rest);
        let all: Vec<usize> = stem.iter().chain(&rest).copied().collect();
        assert_eq!(prose, joined(&all), "{stem:?} {rest:?}");
        assert_eq!(&prose[..stem_len], joined(&stem), "{stem:?} {rest:?}");
    }
}
