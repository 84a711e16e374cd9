//! Scoring placements: the likeness tables of a sequence against a topic, which offsets and
//! placings are worth scoring, and whether the best is clearly ahead.

use foldhash::HashMap;

use super::{FULL_ROTATION, MIN_MARGIN, MIN_SCORE, Topic};
use crate::sequence::LangTopic;

/// The best of `placings` (each title's place) by the sum of `tables` at them, with its score and
/// the score of the best one that places the titles otherwise (0 when there is none).
pub(super) fn best_placing(
    placings: &[Vec<i64>],
    tables: &[&Table],
) -> Option<(f64, Vec<i64>, f64)> {
    let mut best: Option<(f64, &Vec<i64>)> = None;
    let mut runner_up = f64::NEG_INFINITY;
    for places in placings {
        let score = (tables.iter())
            .map(|table| {
                places.iter().enumerate().filter_map(|(k, &p)| table.at(k, p)).sum::<f64>()
            })
            .sum::<f64>();
        match best {
            Some((b, p)) if score > b => {
                if p != places {
                    runner_up = b;
                }
                best = Some((score, places));
            }
            Some((_, p)) if p != places => runner_up = runner_up.max(score),
            Some(_) => {}
            None => best = Some((score, places)),
        }
    }
    let (best, places) = best?;
    Some((best, places.clone(), if runner_up.is_finite() { runner_up } else { 0.0 }))
}

/// Whether a placement scoring `best` is one at all, and clearly ahead of the next best.
pub(super) fn clearly_ahead(best: f64, runner_up: f64) -> bool {
    best >= MIN_SCORE && best - runner_up.max(0.0) >= MIN_MARGIN.max(0.15 * best)
}

/// The best score of `scored` (best first) and the next best (0 when there is none).
pub(super) fn best_two(scored: &[(f64, usize, i64)]) -> Option<(f64, f64)> {
    Some((scored.first()?.0, scored.get(1).map_or(0.0, |r| r.0)))
}

/// The likeness of each title of a sequence (rows) to each place of a topic (columns).
pub(super) struct Table {
    places: HashMap<i64, usize>,
    likeness: Vec<Vec<f64>>,
}

impl Table {
    /// The table of `rows` against the places of `topic`: `cell(row, place, members placed
    /// there)` in each.
    pub(super) fn of<R>(
        topic: &Topic,
        rows: impl IntoIterator<Item = R>,
        cell: impl Fn(&R, i64, &[(usize, usize)]) -> f64,
    ) -> Self {
        let places = topic.slots.keys().enumerate().map(|(i, &pos)| (pos, i)).collect();
        let likeness = (rows.into_iter())
            .map(|row| topic.slots.iter().map(|(&pos, members)| cell(&row, pos, members)).collect())
            .collect();
        Table { places, likeness }
    }

    pub(super) fn at(&self, title: usize, pos: i64) -> Option<f64> {
        self.places.get(&pos).map(|&p| self.likeness[title][p])
    }

    pub(super) fn best_elsewhere(&self, title: usize, pos: i64) -> f64 {
        let skip = self.places.get(&pos).copied();
        self.likeness[title]
            .iter()
            .enumerate()
            .filter(|&(p, _)| Some(p) != skip)
            .map(|(_, &l)| l)
            .fold(f64::NEG_INFINITY, f64::max)
    }
}

/// The period two sequences share: `Some(None)` when neither knows it, `None` when they differ.
pub(super) fn compatible(a: Option<i64>, b: Option<i64>) -> Option<Option<i64>> {
    match (a, b) {
        (Some(x), Some(y)) if x != y => None,
        (a, b) => Some(a.or(b)),
    }
}

/// The offsets worth scoring for `seq` on `topic`.
pub(super) fn offsets(
    seq: &LangTopic,
    topic: &Topic,
    period: Option<i64>,
    votes: Option<&HashMap<i64, u32>>,
) -> Vec<i64> {
    let voted = || {
        let mut v: Vec<(i64, u32)> =
            votes.map(|m| m.iter().map(|(&o, &n)| (o, n)).collect()).unwrap_or_default();
        v.sort_by_key(|&(o, n)| (std::cmp::Reverse(n), o));
        v.into_iter().take(8).map(|(o, _)| o).collect::<Vec<_>>()
    };
    match period {
        Some(p) if p <= FULL_ROTATION => (0..p).collect(),
        Some(_) => voted(),
        None => {
            let (Some(first), Some(last)) =
                (topic.slots.keys().next(), topic.slots.keys().next_back())
            else {
                return Vec::new();
            };
            let span = seq.slots.last().map_or(0, |s| s.pos);
            let range = (first - span)..=*last;
            if range.clone().count() as i64 <= FULL_ROTATION { range.collect() } else { voted() }
        }
    }
}
