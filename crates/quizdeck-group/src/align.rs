//! Aligning the topic sequences of different languages by their language-neutral anchors.
//!
//! Languages are taken in turn, the one with most pages first. Each topic sequence of a language
//! is placed on the topics built so far: candidate topics come from an index of anchors (numbers,
//! units, acronyms, shared Latin-script words), and every rotation of the sequence against a
//! candidate is scored title by title. A placement is taken only when its score is clearly ahead
//! of every other; a sequence with no plausible counterpart starts a topic of its own, and one with
//! two close placements is reported ambiguous.

use foldhash::{HashMap, HashMapExt};
use std::collections::BTreeMap;

use quizdeck_model::Question;
use quizdeck_model::text::clip;
use rayon::prelude::*;

use crate::FullPage;
use crate::anchors::{Anchors, likeness};
use crate::sequence::LangTopic;

mod features;
mod placing;

use features::{Features, Key, anchored_count, features, keys, similarity};
use placing::{Table, best_placing, best_two, clearly_ahead, compatible, offsets};

/// Index entries beyond this many per anchor make it too common to say anything.
const INDEX_CAP: usize = 48;
/// Smallest score of a placement.
const MIN_SCORE: f64 = 1.0;
/// Smallest lead of the best placement over the next best.
const MIN_MARGIN: f64 = 1.0;
/// A page's own title scoring below this against the titles it would join (or this much below
/// another place's) contradicts an alignment its neighbours support.
const CONTRADICTION: f64 = -1.5;
/// A page title scoring this much against its counterparts needs no look at the page bodies.
const CONFIDENT_TITLE: f64 = 1.5;
/// The same for a page without neighbours (no "more questions" list: a quiz file's question):
/// its title and body are all the evidence there is.
const CONFIDENT_LONE_TITLE: f64 = 6.0;
/// Two pages' choices and explanations scoring below this are different questions.
const BODY_CONTRADICTION: f64 = -1.5;
/// Two pages' choices and explanations scoring this much confirm the place of a page whose title
/// says little.
const CONFIDENT_BODY: f64 = 2.0;
/// Otherwise the other titles of its sequence must score this much together at the place.
const NEIGHBOUR_SUPPORT: f64 = 3.0;
/// Sequences of up to this many titles whose titles leave their placement open are placed by
/// their pages' choices and explanations too (see `State::add_bodies`); longer ones have titles
/// enough.
const BODY_TIE_BREAK_SLOTS: usize = 12;
/// A run with at most this many topics tries every topic for a sequence whose titles share no
/// anchor with any; a larger one only those its titles' anchors point to.
const TRY_EVERY_TOPIC: usize = 12;
/// Rotations tried in full up to this period; longer ones only at the offsets anchors vote for.
const FULL_ROTATION: i64 = 96;

/// A topic across languages: positions to the language sequences placed there.
#[derive(Debug, Clone, Default)]
pub(crate) struct Topic {
    pub period: Option<i64>,
    /// Position → (sequence, slot) of each language placed there.
    pub slots: BTreeMap<i64, Vec<(usize, usize)>>,
    /// Per sequence placed: (sequence, score, next best score); the first has no score.
    pub placed: Vec<(usize, f64, f64)>,
}

/// A sequence that could not be placed with confidence.
#[derive(Debug, Clone)]
pub(crate) struct Unplaced {
    pub sequence: usize,
    /// Why, in words.
    pub why: String,
}

/// A page left out of the place its sequence took: it contradicts the place, which the rest of
/// its sequence confirms.
#[derive(Debug, Clone)]
pub(crate) struct Left {
    pub page: usize,
    /// Why, in words.
    pub why: String,
}

/// At most this share of a sequence's pages may contradict their places for the rest to be
/// placed without them (one page in four); more, and the alignment itself is in doubt.
const MAX_LEFT_SHARE: usize = 4;

#[derive(Debug, Clone)]
enum Placement {
    New,
    At {
        topic: usize,
        offset: i64,
        score: f64,
        runner_up: f64,
        /// Slots whose pages contradict their places, with why.
        left: Vec<(usize, String)>,
    },
    /// On a topic with more questions: each title at its own place, in order, skipping the
    /// places of the questions this language lacks.
    Partial {
        topic: usize,
        places: Vec<i64>,
        score: f64,
        runner_up: f64,
        left: Vec<(usize, String)>,
    },
    Ambiguous(String),
}

/// Places every sequence; returns the topics, the sequences left out, and the pages left out of
/// the places their sequences took.
pub(crate) fn align<'q>(
    questions: &[Question],
    seqs: &[LangTopic],
    full: &FullPage<'q>,
) -> (Vec<Topic>, Vec<Unplaced>, Vec<Left>) {
    let features: Vec<Vec<Features>> = seqs.par_iter().map(|s| features(questions, s)).collect();
    let mut by_lang: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, s) in seqs.iter().enumerate() {
        by_lang.entry(s.lang.as_str()).or_default().push(i);
    }
    let pages = |i: &usize| seqs[*i].pages().count();
    let mut langs: Vec<(&str, Vec<usize>)> = by_lang.into_iter().collect();
    // Most pages first; the pivot language (English) first among equals, as group ids prefer it.
    langs.sort_by_key(|(lang, ids)| {
        let pivot = *lang == quizdeck_lang::PIVOT;
        (std::cmp::Reverse(ids.iter().map(pages).sum::<usize>()), !pivot, *lang)
    });

    let mut state =
        State { full, seqs, features: &features, topics: Vec::new(), index: HashMap::new() };
    let mut unplaced = Vec::new();
    let mut loose = Vec::new();
    for (_, mut ids) in langs {
        ids.sort_by_key(|i| (std::cmp::Reverse(pages(i)), seqs[*i].slots[0].title));
        let placements: Vec<Placement> = ids.par_iter().map(|&s| state.place(s)).collect();
        let mut taken: HashMap<(usize, i64), usize> = HashMap::new();
        for (&s, placement) in ids.iter().zip(placements) {
            match placement {
                Placement::New => state.add_new(s),
                Placement::At { topic, offset, score, runner_up, left } => {
                    let period = state.topics[topic].period.or(seqs[s].period);
                    let spots: Vec<(usize, i64)> = seqs[s]
                        .slots
                        .iter()
                        .map(|slot| (topic, norm(slot.pos + offset, period)))
                        .collect();
                    if !claim(&mut taken, spots, s, &mut unplaced) {
                        continue;
                    }
                    let skip: Vec<usize> = left.iter().map(|l| l.0).collect();
                    state.add_at(s, topic, offset, (score, runner_up), &skip);
                    loose.extend(left_pages(&seqs[s], left));
                }
                Placement::Partial { topic, places, score, runner_up, left } => {
                    let spots: Vec<(usize, i64)> = places.iter().map(|&p| (topic, p)).collect();
                    if !claim(&mut taken, spots, s, &mut unplaced) {
                        continue;
                    }
                    state.topics[topic].placed.push((s, score, runner_up));
                    let skip: Vec<usize> = left.iter().map(|l| l.0).collect();
                    state.insert_at(s, topic, &places, &skip);
                    loose.extend(left_pages(&seqs[s], left));
                }
                Placement::Ambiguous(why) => unplaced.push(Unplaced { sequence: s, why }),
            }
        }
    }
    (state.topics, unplaced, loose)
}

/// The pages of the slots `left` of a sequence.
fn left_pages<'a>(
    seq: &'a LangTopic<'_>,
    left: Vec<(usize, String)>,
) -> impl Iterator<Item = Left> + 'a {
    left.into_iter().filter_map(|(k, why)| seq.slots[k].page.map(|page| Left { page, why }))
}

fn norm(pos: i64, period: Option<i64>) -> i64 {
    period.map_or(pos, |p| pos.rem_euclid(p))
}

struct State<'a, 'q> {
    /// Pages in full, for their choices and explanations.
    full: &'a FullPage<'q>,
    seqs: &'a [LangTopic<'a>],
    features: &'a [Vec<Features>],
    topics: Vec<Topic>,
    /// Anchor key → (topic, raw position) of the titles placed.
    index: HashMap<Key, Vec<(usize, i64)>>,
}

impl State<'_, '_> {
    fn place(&self, s: usize) -> Placement {
        let placement = self.place_whole(s);
        if matches!(placement, Placement::New | Placement::Ambiguous(_))
            && self.topics.len() <= TRY_EVERY_TOPIC
            && self.small_cycle(s)
            && let Some(partial) = self.best_partial(s)
        {
            return partial;
        }
        placement
    }

    /// Whether two titles or more placed on topic `t` carry an anchor a translation keeps: a
    /// number that is not small, or an acronym.
    fn anchored_topic(&self, t: usize) -> bool {
        let titles = self.topics[t].slots.values().flatten().map(|&(s, k)| &self.features[s][k]);
        anchored_count(titles) >= 2
    }

    /// A small topic cycle that fits no topic as long as itself, placed on one with a question
    /// or two more (which this language lacks), by its titles and its pages' bodies: the best
    /// such placement over every topic, when there is one.
    fn best_partial(&self, s: usize) -> Option<Placement> {
        (0..self.topics.len())
            .filter_map(|t| match self.place_partial(s, t)? {
                p @ Placement::Partial { score, .. } => Some((score, p)),
                _ => None,
            })
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, p)| p)
    }

    /// Places sequence `s` on a topic of as many questions, or on one with more when the titles
    /// it shares by anchors are there.
    fn place_whole(&self, s: usize) -> Placement {
        let (seqs, features) = (self.seqs, self.features);
        let seq = &seqs[s];
        let mut votes: HashMap<usize, HashMap<i64, u32>> = HashMap::new();
        // Titles shared with topics whose length differs (a question missing on one side).
        let mut other_length: HashMap<usize, u32> = HashMap::new();
        for (slot, f) in seq.slots.iter().zip(&features[s]) {
            for key in keys(f) {
                let Some(hits) = self.index.get(&key).filter(|h| h.len() <= INDEX_CAP) else {
                    continue;
                };
                for &(t, pos) in hits {
                    let Some(period) = compatible(seq.period, self.topics[t].period) else {
                        *other_length.entry(t).or_default() += 1;
                        continue;
                    };
                    let offset = norm(pos - slot.pos, period);
                    *votes.entry(t).or_default().entry(offset).or_default() += 1;
                }
            }
        }
        let mut candidates: Vec<(usize, u32)> =
            votes.iter().map(|(&t, offs)| (t, offs.values().copied().max().unwrap_or(0))).collect();
        candidates.sort_by_key(|&(t, v)| (std::cmp::Reverse(v), t));
        candidates.truncate(3);
        let longer = other_length.iter().max_by_key(|&(&t, &n)| (n, std::cmp::Reverse(t)));
        if candidates.is_empty()
            && let Some(placement) = longer.and_then(|(&t, _)| self.place_partial(s, t))
        {
            return placement;
        }
        if candidates.is_empty()
            && let Some((&t, _)) = other_length.iter().filter(|&(_, &n)| n >= 3).max_by_key(|e| e.1)
        {
            return Placement::Ambiguous(format!(
                "its topic has {} questions, but the topic its titles match has {} in other \
                 languages",
                seq.period.unwrap_or(0),
                self.topics[t].period.unwrap_or(0)
            ));
        }
        let unshared = candidates.is_empty();
        if candidates.is_empty() && self.topics.len() <= TRY_EVERY_TOPIC {
            // Nothing shared by anchors: small sets still try every topic (lengths, word order).
            candidates = (0..self.topics.len())
                .filter(|&t| compatible(seq.period, self.topics[t].period).is_some())
                .map(|t| (t, 0))
                .collect();
        }
        if candidates.is_empty() {
            return Placement::New;
        }
        let mut scored: Vec<(f64, usize, i64)> = Vec::new();
        let mut tables: HashMap<usize, Table> = HashMap::new();
        for &(t, _) in &candidates {
            let topic = &self.topics[t];
            let Some(period) = compatible(seq.period, topic.period) else { continue };
            let table = self.table(s, t);
            for offset in offsets(seq, topic, period, votes.get(&t)) {
                let score = seq
                    .slots
                    .iter()
                    .enumerate()
                    .filter_map(|(k, slot)| table.at(k, norm(slot.pos + offset, period)))
                    .sum();
                scored.push((score, t, offset));
            }
            tables.insert(t, table);
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let open = best_two(&scored).is_some_and(|(best, next)| !clearly_ahead(best, next));
        if open && self.few_titles(s) {
            self.add_bodies(s, &mut scored);
        }
        let (Some(&(_, topic, offset)), Some((best, runner_up))) =
            (scored.first(), best_two(&scored))
        else {
            return Placement::New;
        };
        if best < MIN_SCORE {
            return Placement::New;
        }
        if !clearly_ahead(best, runner_up) {
            // Titles that share no anchor, where one side's carry numbers or acronyms, which a
            // translation keeps: another topic, not one whose order is in doubt.
            if unshared && (anchored_count(features[s].iter()) >= 2 || self.anchored_topic(topic)) {
                return Placement::New;
            }
            return Placement::Ambiguous(format!(
                "two alignments fit about as well (scores {best:.1} and {runner_up:.1})"
            ));
        }
        let period = compatible(seq.period, self.topics[topic].period).flatten();
        let places: Vec<i64> =
            seq.slots.iter().map(|slot| norm(slot.pos + offset, period)).collect();
        match self.leave_out(s, topic, &places, &tables[&topic]) {
            Ok(left) => Placement::At { topic, offset, score: best, runner_up, left },
            Err(why) => Placement::Ambiguous(why),
        }
    }

    /// Scores the placements `scored` again, with how much each page's choices and explanation
    /// look like those at its place added, best first. Titles asked in words alone say little of
    /// which question they are in another language, and every rotation of a small topic then fits
    /// about as well; the bodies, where they hold numbers, units and terms, tell them apart. All
    /// the pages of the sequence must fit at once, so one body that happens to look like another
    /// question's does not carry a rotation.
    fn add_bodies(&self, s: usize, scored: &mut [(f64, usize, i64)]) {
        let seq = &self.seqs[s];
        let mut bodies: HashMap<usize, Table> = HashMap::new();
        for (score, t, offset) in scored.iter_mut() {
            let period = compatible(seq.period, self.topics[*t].period).flatten();
            let table = bodies.entry(*t).or_insert_with(|| self.body_table(s, *t));
            *score += (seq.slots.iter().enumerate())
                .filter_map(|(k, slot)| table.at(k, norm(slot.pos + *offset, period)))
                .fold(0.0, |sum, b| sum + b);
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    }

    /// Whether sequence `s` is a whole topic cycle of a few titles, which its pages' bodies may
    /// place (see [`State::add_bodies`]). Only a whole cycle, whose pages must all fit at once:
    /// a lone page (a quiz file's question) or a broken chain could take another question's
    /// place on a body about the same subject.
    fn small_cycle(&self, s: usize) -> bool {
        let seq = &self.seqs[s];
        seq.period.is_some() && (2..=BODY_TIE_BREAK_SLOTS).contains(&seq.slots.len())
    }

    /// Whether the pages' bodies of sequence `s` may place it where its titles leave its place
    /// open (see [`State::add_bodies`]): a small cycle, or a short chain of titles that does not
    /// wrap (a page or two and the titles their lists give: one question checked in a few
    /// languages, whose other titles are asked in words alone). A lone page, without a list,
    /// is not: nothing but its body would then place it.
    fn few_titles(&self, s: usize) -> bool {
        let seq = &self.seqs[s];
        self.small_cycle(s)
            || (seq.period.is_none() && (2..=BODY_TIE_BREAK_SLOTS).contains(&seq.slots.len()))
    }

    /// How much the choices and explanation of each page of sequence `s` (rows) look like those
    /// at each place of topic `t` (columns); 0 where a title has no page, or a place none.
    fn body_table(&self, s: usize, t: usize) -> Table {
        Table::of(&self.topics[t], &self.seqs[s].slots, |slot, pos, _| {
            slot.page.and_then(|p| self.body_at(p, t, pos)).unwrap_or(0.0)
        })
    }

    /// The pages of sequence `s` to leave out of their places on topic `t`, when a few contradict
    /// them and the rest of the sequence confirms them; `Err` with why when the alignment itself
    /// is in doubt.
    fn leave_out(
        &self,
        s: usize,
        t: usize,
        places: &[i64],
        table: &Table,
    ) -> Result<Vec<(usize, String)>, String> {
        let bad = self.contradictions(s, t, places, table);
        let Some((_, first)) = bad.first() else { return Ok(Vec::new()) };
        let seq = &self.seqs[s];
        let read = seq.pages().count();
        let confirmed: f64 = (0..seq.slots.len())
            .filter(|k| !bad.iter().any(|b| b.0 == *k))
            .filter_map(|k| table.at(k, places[k]))
            .sum();
        let all_pages = bad.iter().all(|&(k, _)| seq.slots[k].page.is_some());
        if all_pages && bad.len() * MAX_LEFT_SHARE <= read && confirmed >= NEIGHBOUR_SUPPORT {
            Ok(bad)
        } else {
            Err(first.clone())
        }
    }

    /// The likeness of every title of sequence `s` to every place of topic `t`.
    fn table(&self, s: usize, t: usize) -> Table {
        let features = self.features;
        Table::of(&self.topics[t], &features[s], |f, _, members| {
            let members = &members[..members.len().min(2)];
            let sum: f64 = members.iter().map(|&(ms, mi)| similarity(f, &features[ms][mi])).sum();
            sum / members.len() as f64
        })
    }

    /// Placing sequence `s` on topic `t`, which has more questions (one or two that this
    /// language lacks): every order-keeping way round the cycle that skips that many places is
    /// scored like a rotation, and the best is taken when it is clearly ahead and no page
    /// contradicts its place.
    fn place_partial(&self, s: usize, t: usize) -> Option<Placement> {
        let seq = &self.seqs[s];
        let (short, long) = (seq.period?, self.topics[t].period?);
        let missing = long - short;
        if !(1..=2).contains(&missing) || long > FULL_ROTATION || (missing == 2 && long > 24) {
            return None;
        }
        let table = self.table(s, t);
        // Gaps: the positions of the sequence before which a question is skipped.
        let gaps: Vec<Vec<i64>> = if missing == 1 {
            (1..=short).map(|g| vec![g]).collect()
        } else {
            (1..=short).flat_map(|g| (g..=short).map(move |h| vec![g, h])).collect()
        };
        let placings: Vec<Vec<i64>> = (0..long)
            .flat_map(|rotation| {
                gaps.iter().map(move |gap| {
                    (seq.slots.iter())
                        .map(|slot| {
                            let skipped = gap.iter().filter(|&&g| slot.pos >= g).count() as i64;
                            (rotation + slot.pos + skipped).rem_euclid(long)
                        })
                        .collect()
                })
            })
            .collect();
        let mut found = best_placing(&placings, &[&table])?;
        if !clearly_ahead(found.0, found.2) && self.small_cycle(s) {
            found = best_placing(&placings, &[&table, &self.body_table(s, t)])?;
        }
        let (best, places, runner_up) = found;
        if !clearly_ahead(best, runner_up) {
            return None;
        }
        match self.leave_out(s, t, &places, &table) {
            Ok(left) => Some(Placement::Partial { topic: t, places, score: best, runner_up, left }),
            Err(why) => Some(Placement::Ambiguous(why)),
        }
    }

    /// Why placing the titles of `s` on topic `t` at `places` is wrong for some of its titles,
    /// title by title: the neighbours line up, but a title looks nothing like the titles it would
    /// join, or clearly like another place's; or a page's own title says little and neither its
    /// choices and explanation nor enough neighbours vouch for the place.
    fn contradictions(
        &self,
        s: usize,
        t: usize,
        places: &[i64],
        table: &Table,
    ) -> Vec<(usize, String)> {
        let mut out = Vec::new();
        let seqs = self.seqs;
        let aligned: Vec<Option<f64>> =
            places.iter().enumerate().map(|(k, &here)| table.at(k, here)).collect();
        // In a small cycle, the pages' choices and explanations speak too (see `add_bodies`); how
        // much each looks like those at its own place is worked out once needed.
        let small = self.few_titles(s);
        let mut bodies: Option<Vec<Option<f64>>> = None;
        let mut shaped: Option<bool> = None;
        for (k, slot) in seqs[s].slots.iter().enumerate() {
            let (here, Some(likeness_here)) = (places[k], aligned[k]) else { continue };
            let elsewhere = table.best_elsewhere(k, here);
            let title = || clip(slot.title, 60);
            if likeness_here < CONTRADICTION || elsewhere > likeness_here - CONTRADICTION {
                out.push((
                    k,
                    format!(
                        "the neighbours line up, but \"{}\" does not look like the question at its \
                     place (likeness {likeness_here:.1}, elsewhere {elsewhere:.1})",
                        title()
                    ),
                ));
                continue;
            }
            // A title that looks like its counterparts settles it; a page without neighbours needs
            // a title that looks very much like them, or a body that does.
            let lone = seqs[s].slots.len() == 1;
            let confident = if lone { CONFIDENT_LONE_TITLE } else { CONFIDENT_TITLE };
            let Some(page) = slot.page.filter(|_| likeness_here < confident) else {
                continue;
            };
            let content = self.body_at(page, t, here);
            if let Some(content) = content.filter(|&c| c < BODY_CONTRADICTION) {
                out.push((k, format!(
                    "the neighbours line up, but the choices and explanation of the page \"{}\" \
                     do not match those of the question at its place (likeness {content:.1})",
                    title()
                )));
                continue;
            }
            if small {
                // A body that looks like another place's question, with confidence and clearly
                // more than like its own place's, contradicts the place, as a title does (a
                // language whose topic has its questions in another order). A translation
                // mistake leaves a body unlike its own place's, but like no other.
                let elsewhere = (self.topics[t].slots.keys())
                    .filter(|&&at| at != here)
                    .filter_map(|&at| self.body_at(page, t, at))
                    .fold(f64::NEG_INFINITY, f64::max);
                let body = content.unwrap_or(0.0);
                if elsewhere >= CONFIDENT_BODY && elsewhere > body - CONTRADICTION {
                    out.push((k, format!(
                        "the neighbours line up, but the choices and explanation of the page \"{}\" \
                         look more like those of another question (likeness {body:.1}, elsewhere \
                         {elsewhere:.1})",
                        title()
                    )));
                    continue;
                }
            }
            if content.is_some_and(|c| c >= CONFIDENT_BODY) {
                continue;
            }
            // The neighbours vouch for the place with their titles; in a small cycle, with their
            // choices and explanations where those say more (titles in words alone, bodies full
            // of numbers).
            let bodies = bodies.get_or_insert_with(|| {
                (seqs[s].slots.iter().zip(places))
                    .map(|(sl, &at)| sl.page.filter(|_| small).and_then(|p| self.body_at(p, t, at)))
                    .collect()
            });
            let neighbours: f64 = (aligned.iter().zip(bodies.iter()).enumerate())
                .filter(|&(other, _)| other != k)
                .filter_map(|(_, (title, body))| title.map(|l| body.map_or(l, |b| l.max(b))))
                .fold(0.0, |sum, l| sum + l);
            if neighbours < NEIGHBOUR_SUPPORT
                && !*shaped.get_or_insert_with(|| self.shaped(s, t, places))
            {
                out.push((k, format!(
                    "the page \"{}\" says too little to confirm its place and its neighbours \
                     support it only weakly (likeness {likeness_here:.1}, neighbours {neighbours:.1})",
                    title()
                )));
            }
        }
        out
    }

    /// Whether the shapes of the choices (how many, which correct) place the whole cycle `s` at
    /// `places` of topic `t` on their own: every page has the shape of the pages at its place,
    /// and no other rotation of the cycle fits them all. A topic asked in words alone in another
    /// script keeps nothing else a translation keeps, but a translation keeps these.
    fn shaped(&self, s: usize, t: usize, places: &[i64]) -> bool {
        let seq = &self.seqs[s];
        let Some(period) = self.topics[t].period.filter(|_| self.small_cycle(s)) else {
            return false;
        };
        if seq.period != Some(period) || seq.slots.iter().any(|slot| slot.page.is_none()) {
            return false;
        }
        let fits = |rotation: i64| {
            (seq.slots.iter().zip(places)).all(|(slot, &here)| {
                slot.page
                    .is_some_and(|p| self.same_shape(p, t, norm(here + rotation, Some(period))))
            })
        };
        fits(0) && (1..period).all(|rotation| !fits(rotation))
    }

    /// Whether `page` has the shape of choices of the pages at place `here` of topic `t` (the
    /// first two languages placed there), and says which of them is correct.
    fn same_shape(&self, page: usize, t: usize, here: i64) -> bool {
        let Some(members) = self.topics[t].slots.get(&here) else { return false };
        let Some(q) = (self.full)(page) else { return false };
        let Some(places) = answer_places(&q) else { return false };
        let others: Vec<usize> =
            (members.iter()).filter_map(|&(ms, mi)| self.seqs[ms].slots[mi].page).take(2).collect();
        !others.is_empty()
            && others.iter().all(|&o| {
                (self.full)(o).is_some_and(|other| {
                    other.choices.len() == q.choices.len()
                        && answer_places(&other).as_ref() == Some(&places)
                })
            })
    }

    /// How alike the choices and explanation of `page` are to those of the pages at place
    /// `here` of topic `t` (the first two languages placed there, on average); `None` when no
    /// page is there, or a page cannot be read in full (grouping then fails as a whole).
    fn body_at(&self, page: usize, t: usize, here: i64) -> Option<f64> {
        let seqs = self.seqs;
        let others: Vec<usize> = (self.topics[t].slots.get(&here)?.iter())
            .filter_map(|&(ms, mi)| seqs[ms].slots[mi].page)
            .take(2)
            .collect();
        let sum = (!others.is_empty())
            .then(|| others.iter().map(|&o| self.body_likeness(page, o)).sum::<Option<f64>>())??;
        Some(sum / others.len() as f64)
    }

    /// How alike two pages' choices and explanations are; `None` when a page cannot be read.
    fn body_likeness(&self, a: usize, b: usize) -> Option<f64> {
        let (qa, qb) = ((self.full)(a)?, (self.full)(b)?);
        let (ba, bb) = (body(&qa), body(&qb));
        // Body length over stem length: languages that write longer do so in both.
        let ratio = |b: &Anchors, q: &Question| {
            b.chars.max(1) as f64 / Anchors::of(&q.stem).chars.max(1) as f64
        };
        // The shape of the choices is kept by a translation whatever its script: their number,
        // and, among as many, which of them is correct (`answer-mismatch` is a defect).
        let same_count = qa.choices.len() == qb.choices.len();
        let shape = match (same_count, answer_places(&qa), answer_places(&qb)) {
            (false, ..) => -0.5,
            (true, Some(a), Some(b)) if a == b => 1.0,
            (true, Some(_), Some(_)) => 0.0,
            (true, ..) => 0.5,
        };
        Some(likeness(&ba, &bb, ratio(&ba, &qa), ratio(&bb, &qb)) + shape)
    }

    fn add_new(&mut self, s: usize) {
        let t = self.topics.len();
        self.topics.push(Topic { period: self.seqs[s].period, ..Topic::default() });
        self.topics[t].placed.push((s, 0.0, 0.0));
        self.insert(s, t, 0, &[]);
    }

    /// Places sequence `s` on topic `t`, but for its slots `skip`; `scores` are its placement's
    /// and the next best's.
    fn add_at(&mut self, s: usize, t: usize, offset: i64, scores: (f64, f64), skip: &[usize]) {
        let topic = &mut self.topics[t];
        if topic.period.is_none() && self.seqs[s].period.is_some() {
            // The topic's length is known now: fold its positions.
            topic.period = self.seqs[s].period;
            let slots = std::mem::take(&mut topic.slots);
            for (pos, members) in slots {
                topic.slots.entry(norm(pos, topic.period)).or_default().extend(members);
            }
        }
        topic.placed.push((s, scores.0, scores.1));
        self.insert(s, t, offset, skip);
    }

    fn insert(&mut self, s: usize, t: usize, offset: i64, skip: &[usize]) {
        let period = self.topics[t].period;
        let places: Vec<i64> =
            self.seqs[s].slots.iter().map(|slot| norm(slot.pos + offset, period)).collect();
        self.insert_at(s, t, &places, skip);
    }

    /// Places the titles of sequence `s` on topic `t`, each at its place, but for the slots
    /// `skip` (pages left out of their places).
    fn insert_at(&mut self, s: usize, t: usize, places: &[i64], skip: &[usize]) {
        for (k, (f, &pos)) in self.features[s].iter().zip(places).enumerate() {
            if skip.contains(&k) {
                continue;
            }
            self.topics[t].slots.entry(pos).or_default().push((s, k));
            for key in keys(f) {
                let hits = self.index.entry(key).or_default();
                if hits.len() <= INDEX_CAP && !hits.contains(&(t, pos)) {
                    hits.push((t, pos));
                }
            }
        }
    }
}

/// The anchors of a page's choices and explanation.
/// The places among its choices of a question's correct ones; `None` when it names none, or a
/// label that is none of its choices'.
fn answer_places(q: &Question) -> Option<Vec<usize>> {
    let labels = q.correct_labels();
    let places: Vec<usize> = (q.choices.iter().enumerate())
        .filter(|(_, c)| labels.contains(&c.label.as_str()))
        .map(|(i, _)| i)
        .collect();
    (!labels.is_empty() && places.len() == labels.len()).then_some(places)
}

fn body(q: &Question) -> Anchors {
    let mut text = String::new();
    for c in &q.choices {
        text.push_str(&c.text);
        text.push('\n');
    }
    text.push_str(&q.explanation);
    Anchors::of(&text)
}

/// Takes the places `spots` of a topic for sequence `s`, unless another sequence of the same
/// language already sits on one of them; then `s` is left unplaced, and `false` returned.
fn claim(
    taken: &mut HashMap<(usize, i64), usize>,
    spots: Vec<(usize, i64)>,
    s: usize,
    unplaced: &mut Vec<Unplaced>,
) -> bool {
    if spots.iter().any(|spot| taken.contains_key(spot)) {
        let why = "another sequence of the same language claims the same places".to_owned();
        unplaced.push(Unplaced { sequence: s, why });
        return false;
    }
    for spot in spots {
        taken.insert(spot, s);
    }
    true
}

#[cfg(test)]
mod tests;
