//! Comparing the numbers and units of two translations of one text.

use std::borrow::Cow;

use super::number::Number;
use super::value::Value;

/// How the numbers of two texts pair up.
#[derive(Debug, Clone, Default)]
pub struct NumberMatch<'a> {
    /// The numbers of the first text as compared (spaced groups possibly split).
    pub a: Cow<'a, [Number]>,
    /// The numbers of the second text as compared.
    pub b: Cow<'a, [Number]>,
    /// Pairs of equal numbers (index in `a`, index in `b`).
    pub pairs: Vec<(usize, usize)>,
}

impl NumberMatch<'_> {
    /// Numbers of `a` without a counterpart in `b`, and of `b` without one in `a`, leaving out
    /// small whole numbers that only one side has (spelled out in the other language) and a
    /// number that only says again one that is paired (`18世纪…属于18世纪` where English says
    /// "the 18th century … falls within it"), or says it again in other units.
    pub fn unmatched(&self) -> (Vec<&Number>, Vec<&Number>) {
        // A pair that keeps its number's unit, or converts it: not one whose unit changed (`2,448
        // miles` against `2.448 km`), which no number said again in other units may lean on.
        let sound = |&(i, j): &(usize, usize)| {
            let (x, y) = (&self.a[i], &self.b[j]);
            match (&x.unit, &y.unit) {
                (Some(u), Some(w)) => super::unit::compatible(u, w) || !x.same_value(y),
                _ => true,
            }
        };
        let paired_a = |i: usize| self.pairs.iter().any(|p| p.0 == i);
        let paired_b = |j: usize| self.pairs.iter().any(|p| p.1 == j);
        let soundly_a = |i: usize| self.pairs.iter().any(|p| p.0 == i && sound(p));
        let soundly_b = |j: usize| self.pairs.iter().any(|p| p.1 == j && sound(p));
        let repeats = |v: &[Number],
                       k: usize,
                       paired: &dyn Fn(usize) -> bool,
                       soundly: &dyn Fn(usize) -> bool| {
            (0..v.len()).any(|o| {
                // The unit may be said once of a number said twice (`6.5 L`, then `6.5`).
                let unit = match (&v[o].unit, &v[k].unit) {
                    (Some(x), Some(y)) => super::unit::compatible(x, y),
                    _ => true,
                };
                paired(o) && unit && v[o].values.iter().any(|x| v[k].values.contains(x))
                    // Or says it again in other units (`2,448 miles (3,940 km)`).
                    || soundly(o) && super::convert::converted(&v[o], &v[k])
            })
        };
        // A number the other text gives in other units, paired (`500 mil (cirka 805 km)`
        // against `500 miles`).
        let glosses = |n: &Number, other: &[Number], soundly: &dyn Fn(usize) -> bool| {
            (0..other.len()).any(|o| soundly(o) && super::convert::converted(&other[o], n))
        };
        let mut only_a: Vec<usize> = (0..self.a.len()).filter(|&i| !paired_a(i)).collect();
        let mut only_b = self.unpaired_b_at();
        // Only where the other side lacks nothing: a number changed into one said before (`3
        // and 5` as `3 and 3`) leaves the other side's number unpaired.
        if only_b.is_empty() {
            only_a.retain(|&i| {
                !repeats(&self.a, i, &paired_a, &soundly_a)
                    && !glosses(&self.a[i], &self.b, &soundly_b)
            });
        } else if only_a.is_empty() {
            only_b.retain(|&j| {
                !repeats(&self.b, j, &paired_b, &soundly_b)
                    && !glosses(&self.b[j], &self.a, &soundly_a)
            });
        }
        // What a translation may say in words: a small number, or a simple fraction's percent.
        fn small(n: &Number) -> bool {
            n.is_small() || n.is_fraction_percent()
        }
        let small_a = only_a.iter().any(|&i| small(&self.a[i]));
        let small_b = only_b.iter().any(|&i| small(&self.b[i]));
        fn keep(v: &[Number], idx: Vec<usize>, other_small: bool) -> Vec<&Number> {
            idx.into_iter().map(|i| &v[i]).filter(|n| other_small || !small(n)).collect()
        }
        (keep(&self.a, only_a, small_b), keep(&self.b, only_b, small_a))
    }

    /// The numbers of `a` without a counterpart in `b`, all of them, small ones too.
    pub fn unpaired_a(&self) -> Vec<&Number> {
        (0..self.a.len())
            .filter(|&i| !self.pairs.iter().any(|p| p.0 == i))
            .map(|i| &self.a[i])
            .collect()
    }

    /// The numbers of `b` without a counterpart in `a`, all of them: what a report quotes as the
    /// other side's where [`NumberMatch::unmatched`] leaves its small numbers out (`18 min`
    /// against `8 min`, which alone would be excused as spelled out).
    pub fn unpaired_b(&self) -> Vec<&Number> {
        self.unpaired_b_at().into_iter().map(|j| &self.b[j]).collect()
    }

    /// Where in `b` the numbers without a counterpart in `a` stand.
    fn unpaired_b_at(&self) -> Vec<usize> {
        (0..self.b.len()).filter(|&j| !self.pairs.iter().any(|p| p.1 == j)).collect()
    }

    /// Pairs of equal numbers whose units differ: `(unit in a, unit in b)`. A unit present on one
    /// side only counts when it is one translations always keep and the other text is in the
    /// Latin script (where the symbol would have been written).
    pub fn unit_changes(&self, a_latin: bool, b_latin: bool) -> Vec<(Option<&str>, Option<&str>)> {
        // A unit one side lacks is a change when translations always keep it; not a currency,
        // which many languages write as a word that takes endings (`eurolla`, `dolarów`,
        // `долларов`) or once for a whole sum: only another currency is a change.
        let lost = |u: &str| super::unit::is_strict(u) && !super::unit::is_currency(u);
        let mut out = Vec::new();
        for &(i, j) in &self.pairs {
            let (ua, ub) = (self.a[i].unit.as_deref(), self.b[j].unit.as_deref());
            let differ = match (ua, ub) {
                (Some(x), Some(y)) => !super::unit::compatible(x, y),
                (Some(x), None) => b_latin && lost(x),
                (None, Some(y)) => a_latin && lost(y),
                (None, None) => false,
            };
            // A number converted into another unit (`805 km` for `500 miles`) changed nothing.
            let conversion = differ && !self.a[i].same_value(&self.b[j]);
            if differ && !conversion {
                out.push((ua, ub));
            } else if let (Some(x), Some(y)) = (self.a[i].lead_unit(), self.b[j].lead_unit())
                && x != y
            {
                // Two durations in parts whose first parts count other units (`12 h 25 min`
                // against `12 min 25 s`).
                out.push((Some(x), Some(y)));
            }
        }
        out
    }
}

/// Pairs the numbers of `a` and `b` by value, as multisets (order does not matter), preferring
/// pairs with the same unit, and reading ordinary-space groups (`10 000`) either as one number or
/// as their pieces, and a number such as `9.47` either as a decimal or as a time of day (its
/// hour and minutes, as `9:47` gives them), whichever pairs more.
pub fn match_numbers<'a>(a: &'a [Number], b: &'a [Number]) -> NumberMatch<'a> {
    // Most texts have no spaced group and no dotted time: each side is read one way only, and
    // the lists are paired as they are, without listing readings.
    let one_reading =
        |v: &[Number]| v.iter().all(|n| n.parts.is_empty() && dotted_time(n).is_none());
    if one_reading(a) && one_reading(b) {
        return NumberMatch { a: Cow::Borrowed(a), b: Cow::Borrowed(b), pairs: pair_up(a, b) };
    }
    match_readings(a, b)
}

/// [`match_numbers`] over every reading of each side: the whole groups and their pieces, the
/// decimals and the times of day.
fn match_readings<'a>(a: &'a [Number], b: &'a [Number]) -> NumberMatch<'a> {
    let variants = |v: &'a [Number]| -> Vec<Cow<'a, [Number]>> {
        let mut out = vec![Cow::Borrowed(v)];
        if v.iter().any(|n| !n.parts.is_empty()) {
            out.push(Cow::Owned(v.iter().flat_map(split).collect()));
        }
        if v.iter().any(|n| dotted_time(n).is_some()) {
            let times: Vec<Cow<'a, [Number]>> = out
                .iter()
                .map(|v| {
                    Cow::Owned(
                        v.iter()
                            .flat_map(|n| dotted_time(n).unwrap_or_else(|| vec![n.clone()]))
                            .collect(),
                    )
                })
                .collect();
            out.extend(times);
        }
        out
    };
    let mut best: Option<(usize, NumberMatch<'a>)> = None;
    for va in variants(a) {
        for vb in variants(b) {
            let pairs = pair_up(&va, &vb);
            let left = va.len() + vb.len() - 2 * pairs.len();
            if best.as_ref().is_none_or(|(l, _)| left < *l) {
                best = Some((left, NumberMatch { a: va.clone(), b: vb, pairs }));
            }
        }
    }
    best.map(|b| b.1).unwrap_or_default()
}

fn split(n: &Number) -> Vec<Number> {
    if n.parts.is_empty() {
        return vec![n.clone()];
    }
    let last = n.parts.len() - 1;
    n.parts
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let mut part = Number::new(p.clone(), vec![p.clone()]);
            part.unit = if k == last { n.unit.clone() } else { None };
            part
        })
        .collect()
}

/// A number written as a time of day with a point (`09.47`, `13.12`: an hour up to 24, a point,
/// two digits of minutes, no unit) as its hour and its minutes, the two numbers a time with a
/// colon gives. Many languages write times so without a word that says it (Czech `v 9.47`,
/// Swedish `från 09.47 till 12.47`); where a translation writes `9:47`, the two readings pair.
///
/// So is a section of a text of law with its paragraph (`artículo 7.1`, which others write
/// `Article 7(1)`, `articolo 7, comma 1`): a whole number of up to three digits, a point and
/// one digit, no unit, as its two numbers.
fn dotted_time(n: &Number) -> Option<Vec<Number>> {
    // The cheap tests first, the unit, then the point found byte by byte: this is asked for
    // every number of every pair of texts compared.
    if n.unit.is_some() {
        return None;
    }
    let dot = n.text.bytes().position(|b| b == b'.')?;
    let (hour, minutes) = (&n.text[..dot], &n.text[dot + 1..]);
    if let Some(time) = super::clock::hour_and_minutes(hour, minutes) {
        return Some(Vec::from(time));
    }
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let section = digits(hour) && hour.len() <= 3 && digits(minutes) && minutes.len() == 1;
    section.then(|| {
        [hour, minutes]
            .iter()
            .map(|p| Number::new(*p, vec![Value::new(false, p, "").canonical()]))
            .collect()
    })
}

/// Maximum matching (Kuhn's augmenting paths; texts have few numbers) where two numbers match
/// when they share a reading, or one converts into the other (see [`super::convert`]); a first
/// pass only pairs numbers with the same unit.
fn pair_up(a: &[Number], b: &[Number]) -> Vec<(usize, usize)> {
    // One number on each side (most texts with numbers): they pair when any of the passes below
    // would pair them, with nothing else to pair.
    if let ([x], [y]) = (a, b) {
        let paired = x.same_value(y) || super::convert::converted(x, y);
        return if paired { vec![(0, 0)] } else { Vec::new() };
    }
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    pair_every(a, b)
}

/// [`pair_up`] of any two lists.
fn pair_every(a: &[Number], b: &[Number]) -> Vec<(usize, usize)> {
    if a.len() * b.len() > MAX_PAIRINGS {
        return pair_greedily(a, b);
    }
    let same_value = |i: usize, j: usize| a[i].same_value(&b[j]);
    let mut of_b: Vec<Option<usize>> = vec![None; b.len()];
    let mut of_a: Vec<Option<usize>> = vec![None; a.len()];
    // Same value and unit first, then same value, then a number converted into another unit
    // (`805 km` for `500 miles`), so that a conversion never takes a number's own match.
    let mut seen = vec![false; b.len()];
    for pass in 0..3 {
        let edge = |i: usize, j: usize| match pass {
            0 => same_value(i, j) && a[i].unit == b[j].unit,
            1 => same_value(i, j),
            _ => same_value(i, j) || super::convert::converted(&a[i], &b[j]),
        };
        for i in 0..a.len() {
            if of_a[i].is_some() {
                continue;
            }
            seen.fill(false);
            if augment(i, &edge, &mut seen, &mut of_b) {
                of_a.iter_mut().for_each(|m| *m = None);
                for (j, m) in of_b.iter().enumerate() {
                    if let Some(i) = *m {
                        of_a[i] = Some(j);
                    }
                }
            }
        }
    }
    let mut pairs: Vec<(usize, usize)> =
        of_b.iter().enumerate().filter_map(|(j, m)| m.map(|i| (i, j))).collect();
    same_units_together(a, b, &mut pairs, &same_value);
    pairs
}

/// Exchanges partners between pairs while that puts more numbers with their own unit together
/// (`32 bit, 32 B` against `32 B, 32 bit`): the same pairs of values, the fewest unit changes.
fn same_units_together(
    a: &[Number],
    b: &[Number],
    pairs: &mut [(usize, usize)],
    same_value: &dyn Fn(usize, usize) -> bool,
) {
    let fits = |i: usize, j: usize| match (&a[i].unit, &b[j].unit) {
        (Some(x), Some(y)) => super::unit::compatible(x, y),
        (x, y) => x == y,
    };
    let mut improved = true;
    while improved {
        improved = false;
        for p in 0..pairs.len() {
            for q in p + 1..pairs.len() {
                let ((i, j), (k, l)) = (pairs[p], pairs[q]);
                let now = usize::from(fits(i, j)) + usize::from(fits(k, l));
                let swapped = usize::from(fits(i, l)) + usize::from(fits(k, j));
                if swapped > now && same_value(i, l) && same_value(k, j) {
                    pairs[p] = (i, l);
                    pairs[q] = (k, j);
                    improved = true;
                }
            }
        }
    }
}

/// Texts with more numbers than this pairs' worth (tables, lists) are paired greedily, in linear
/// time and without deep recursion.
const MAX_PAIRINGS: usize = 64 * 64;

fn pair_greedily(a: &[Number], b: &[Number]) -> Vec<(usize, usize)> {
    let mut free: foldhash::HashMap<&str, Vec<usize>> = foldhash::HashMap::default();
    for (j, n) in b.iter().enumerate().rev() {
        for v in &n.values {
            free.entry(v.as_str()).or_default().push(j);
        }
    }
    let mut taken = vec![false; b.len()];
    let mut pairs = Vec::new();
    for (i, n) in a.iter().enumerate() {
        let found = n.values.iter().find_map(|v| {
            let list = free.get_mut(v.as_str())?;
            while list.last().is_some_and(|&j| taken[j]) {
                list.pop();
            }
            // As `pair_up` pairs: by a scale word's amount where both have one.
            list.iter().rev().copied().find(|&j| !taken[j] && n.same_value(&b[j]))
        });
        if let Some(j) = found {
            taken[j] = true;
            pairs.push((i, j));
        }
    }
    pairs
}

fn augment(
    i: usize,
    edge: &dyn Fn(usize, usize) -> bool,
    seen: &mut [bool],
    of_b: &mut [Option<usize>],
) -> bool {
    for j in 0..of_b.len() {
        if !seen[j] && edge(i, j) {
            seen[j] = true;
            if of_b[j].is_none_or(|k| augment(k, edge, seen, of_b)) {
                of_b[j] = Some(i);
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::anchors::normalize::normalize;
    use crate::anchors::number::numbers;

    fn m(a: &str, b: &str) -> NumberMatch<'static> {
        let (a, b) = (numbers(&normalize(a)), numbers(&normalize(b)));
        let r = match_numbers(&a, &b);
        NumberMatch { a: r.a.into_owned().into(), b: r.b.into_owned().into(), pairs: r.pairs }
    }

    fn texts(v: Vec<&Number>) -> Vec<String> {
        v.into_iter().map(|n| n.text.clone()).collect()
    }

    /// Numbers as texts write them: units, conversions, spaced groups, dotted times, sections,
    /// words, repeats.
    const SAID: &[&str] = &[
        "14 GB",
        "14 Go",
        "2 TB/s",
        "0,5 s",
        "0.5 s",
        "500 miles",
        "805 km",
        "10 000",
        "10000",
        "9.47",
        "9:47",
        "7.1",
        "3",
        "three",
        "12 h 25 min",
        "12 min 25 s",
        "-5 °C",
        "23 °F",
        "1990s",
        "25 %",
        "2,448 miles",
        "2.448 km",
        "6.5 L",
        "6.5",
        "32 bit",
        "32 B",
        "$75",
        "1 000 000",
        "18",
        "8 min",
    ];

    #[test]
    fn one_number_pairs_with_its_conversion_or_its_value_alone() {
        assert_eq!(m("500 miles", "805 km").pairs, [(0, 0)]);
        assert_eq!(m("25 %", "25").pairs, [(0, 0)]);
        assert!(m("500 miles", "300 km").pairs.is_empty());
    }

    proptest::proptest! {
        /// Pairing the lists as they are, where neither side can be read another way, and a
        /// number on each side at once, pair what trying every reading and every pass pairs.
        #[test]
        fn the_shortcuts_pair_what_every_reading_pairs(
            a in proptest::collection::vec(0..SAID.len(), 0..4),
            b in proptest::collection::vec(0..SAID.len(), 0..4),
        ) {
            let text = |v: &[usize]| v.iter().map(|&k| SAID[k]).collect::<Vec<_>>().join(" and ");
            let (a, b) = (numbers(&normalize(&text(&a))), numbers(&normalize(&text(&b))));
            let (quick, every) = (match_numbers(&a, &b), match_readings(&a, &b));
            proptest::prop_assert_eq!(&quick.a[..], &every.a[..]);
            proptest::prop_assert_eq!(&quick.b[..], &every.b[..]);
            proptest::prop_assert_eq!(&quick.pairs, &every.pairs);
            let (a, b) = (&quick.a[..], &quick.b[..]);
            proptest::prop_assert_eq!(pair_up(a, b), pair_every(a, b));
        }
    }

    #[test]
    fn same_numbers_in_another_order_and_notation_agree() {
        let r = m("14 GB at 2 TB/s, 0.5 s", "0,5 s : 2 To/s et 14 Go");
        let (a, b) = r.unmatched();
        assert!(a.is_empty() && b.is_empty());
        assert!(r.unit_changes(true, true).is_empty());
    }

    #[test]
    fn a_changed_number_is_unmatched_on_both_sides() {
        let r = m("about 14 GB", "environ 16 Go");
        let (a, b) = r.unmatched();
        assert_eq!((texts(a), texts(b)), (vec!["14".to_owned()], vec!["16".to_owned()]));
    }

    #[test]
    fn a_spelled_out_small_number_is_no_mismatch() {
        let r = m("one token at a time", "1トークンずつ");
        let (a, b) = r.unmatched();
        assert!(a.is_empty() && b.is_empty());
        let r = m("2 phases", "3 phases");
        let (a, b) = r.unmatched();
        assert_eq!((a.len(), b.len()), (1, 1));
    }

    /// A simple fraction's percent may be said in words (`about half` ↔ `etwa 50 %`, `un tiers`
    /// ↔ `33 %`), as a small number may; another percent on one side, or a fraction's percent
    /// changed into another, is still a mismatch.
    #[test]
    fn a_simple_fractions_percent_is_no_mismatch_against_its_words() {
        for (a, b) in [
            ("about half of the oxygen", "etwa 50 % des Sauerstoffs"),
            ("environ un tiers plus lente", "about 33% slower"),
            ("three quarters of the votes", "75 % dos votos"),
            ("un dixième", "10 %"),
        ] {
            let r = m(a, b);
            let (x, y) = r.unmatched();
            assert!(x.is_empty() && y.is_empty(), "{a} | {b}");
        }
        let r = m("about half of the oxygen", "etwa 60 % des Sauerstoffs");
        let (x, y) = r.unmatched();
        assert_eq!((x.len(), texts(y)), (0, vec!["60".to_owned()]));
        let r = m("50 % of the oxygen", "25 % du dioxygène");
        let (x, y) = r.unmatched();
        assert_eq!((texts(x), texts(y)), (vec!["50".to_owned()], vec!["25".to_owned()]));
    }

    #[test]
    fn a_changed_scale_word_is_a_changed_number() {
        let r = m("32 million users", "32 miliar pengguna");
        let (a, b) = r.unmatched();
        assert_eq!(
            (texts(a), texts(b)),
            (vec!["32 million".to_owned()], vec!["32 miliar".to_owned()])
        );
        // The same amount in other scale words, or with none, agrees.
        for other in ["32 juta pengguna", "32 000 000 users", "3,2 crore", "32 millions"] {
            let r = m("32 million users", other);
            let (a, b) = r.unmatched();
            assert!(a.is_empty() && b.is_empty(), "{other}");
        }
        let r = m("9,46 triljonus km", "9.46 trillion km");
        let (a, b) = r.unmatched();
        assert!(a.is_empty() && b.is_empty(), "a scale word the registry lacks says nothing");
    }

    #[test]
    fn changed_and_dropped_units() {
        let r = m("14 GB", "14 MB");
        assert_eq!(r.unit_changes(true, true), [(Some("GB"), Some("MB"))]);
        assert_eq!(m("14 GB", "14 de memória").unit_changes(true, true), [(Some("GB"), None)]);
        assert!(m("14 GB", "14 ギガバイト").unit_changes(true, false).is_empty());
        assert!(m("5 ms", "5 millisecondes").unit_changes(true, true).is_empty());
    }

    #[test]
    fn long_lists_of_numbers_pair_without_deep_recursion() {
        let many: String = (0..5000).map(|i| format!("{i} ")).collect();
        let reversed: String = (0..5000).rev().map(|i| format!("{i} ")).collect();
        let r = m(&many, &reversed);
        let (a, b) = r.unmatched();
        assert!(a.is_empty() && b.is_empty());
        assert_eq!(r.pairs.len(), 5000);
    }

    #[test]
    fn a_number_said_again_is_no_mismatch_but_a_changed_one_is() {
        let r = m("the 18th century, so it falls within it", "18世纪，因此属于18世纪");
        let (a, b) = r.unmatched();
        assert!(a.is_empty() && b.is_empty(), "{a:?} {b:?}");
        // `3 and 5` written `3 and 3`: the 5 is missed, whatever the second 3 is.
        let r = m("between 3 and 5 days", "entre 3 et 3 jours");
        assert_eq!(texts(r.unmatched().0), ["5"]);
        // The same value in another unit is no repeat; with its unit said once, it is.
        let r = m("18 km", "18 km, 18 m");
        assert_eq!(texts(r.unmatched().1), ["18"]);
        let r = m("240 km at 6.5 l", "6.5 L로 240 km, 6.5 L");
        assert!(r.unmatched().1.is_empty());
    }

    #[test]
    fn a_time_written_with_a_point_pairs_with_one_written_with_a_colon() {
        let r = m("Od 9.47 do 12.47 jsou to 3 hodiny", "From 09:47 to 12:47 is 3 hours");
        let (a, b) = r.unmatched();
        assert!(a.is_empty() && b.is_empty(), "{a:?} {b:?}");
        // A changed minute is still told.
        let r = m("Od 9.47 do 12.47", "From 09:47 to 12:74");
        let (a, b) = r.unmatched();
        assert_eq!((texts(a), texts(b)), (vec!["47".to_owned()], vec!["74".to_owned()]));
        // A section and its paragraph (`artículo 7.1`) pair with the two numbers of `7(1)`.
        let r = m("el artículo 7.1 de la ley", "Article 7(1) of the law");
        assert!(r.unmatched().0.is_empty() && r.unmatched().1.is_empty());
        let r = m("el artículo 7.1", "Article 7(2)");
        assert!(!r.unmatched().1.is_empty());
        // A decimal stays one where no time pairs with it.
        let r = m("9.47 kg", "9,47 kg");
        assert!(r.unmatched().0.is_empty() && r.pairs.len() == 1);
        let r = m("9.47", "9.5");
        assert_eq!(texts(r.unmatched().0), ["9.47"]);
    }

    #[test]
    fn spaced_thousands_pair_either_way() {
        let r = m("10 000 users", "10,000 users");
        let (a, b) = r.unmatched();
        assert!(a.is_empty() && b.is_empty());
        let r = m("between 2 100 and more", "entre 2 et 100");
        let (a, b) = r.unmatched();
        assert!(a.is_empty() && b.is_empty());
    }
}
