//! Bridging the two kinds of evidence: a question whose pages say which question they are (a key,
//! links) in some languages and come as text renderings, which say nothing, in others.
//!
//! The first pass groups the linked pages by what they say and the text renderings by their topic
//! sequences, each kind among its own, so such a question ends up as two groups (or the text
//! renderings alone, when the first pass could not place their sequence among the other text
//! renderings, as single pages). Here the linked pages of the languages that have no text
//! rendering in their topic join the text renderings in a second alignment of topic sequences;
//! where one place of a topic holds the linked pages of one group and, in other languages,
//! exactly the pages of one sequence group and pages of sequences the first pass left unplaced,
//! they are one question and are merged. A sequence left unplaced joins only as a whole, each of
//! its pages at its place, and its ambiguity is then withdrawn. Anything less clear leaves the
//! groups as they were: the second pass adds no ambiguity, and a language is never bridged into a
//! group that has a page in it already.

use foldhash::{HashMap, HashMapExt, HashSet};
use std::collections::BTreeSet;

use quizdeck_model::Question;

use crate::FullPage;
use crate::grouping::GroupBy;
use crate::plan::{Plan, sort_by_lang};
use crate::{align, sequence};

/// What the first pass made of the text renderings that may be bridged.
pub(crate) struct FirstPass<'a> {
    /// The text renderings, grouped or not.
    pub rest: &'a [usize],
    /// The sequences it could not place: the index of each one's ambiguity, and its pages (each
    /// a single group).
    pub unplaced: &'a [(usize, Vec<usize>)],
}

/// Where a text rendering stands after the first pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Text {
    /// In this sequence group.
    Grouped(usize),
    /// In this sequence the first pass left unplaced, alone.
    Unplaced(usize),
}

/// One place's merge: the linked group, the sequence group and the pages left unplaced that
/// join it, and the evidence.
struct Merge {
    linked: usize,
    grouped: Option<usize>,
    loose: Vec<usize>,
    evidence: String,
}

/// Merges into the linked groups of `plans` the text renderings that a second alignment places
/// at their places. Returns the unplaced sequences (indices into `first.unplaced`) that joined
/// whole, whose ambiguities no longer hold.
pub(crate) fn bridge(
    questions: &[Question],
    first: &FirstPass<'_>,
    plans: &mut Vec<Plan>,
    full: &FullPage<'_>,
) -> Vec<usize> {
    if first.rest.is_empty() {
        return Vec::new();
    }
    let lang = |p: usize| questions[p].lang.as_str();
    let unlinked: HashSet<(&str, &str)> =
        first.rest.iter().map(|&p| (lang(p), questions[p].topic.trim())).collect();
    // A linked page joins the second alignment where its list of the next questions can place
    // it, and its language has no text rendering in its topic.
    let is_eligible = |p: &usize| {
        !questions[*p].related.is_empty()
            && !unlinked.contains(&(lang(*p), questions[*p].topic.trim()))
    };
    let linked_plans: Vec<usize> = (0..plans.len())
        .filter(|&i| matches!(plans[i].by, GroupBy::Key | GroupBy::Url))
        .filter(|&i| plans[i].pages.iter().any(is_eligible))
        .collect();
    if linked_plans.is_empty() {
        return Vec::new();
    }
    // The languages of the linked groups: text renderings that share a language with each of
    // them can join none.
    let lang_sets: BTreeSet<BTreeSet<&str>> =
        linked_plans.iter().map(|&i| plans[i].pages.iter().map(|&p| lang(p)).collect()).collect();
    let may_join =
        |pages: &[usize]| lang_sets.iter().any(|set| pages.iter().all(|&p| !set.contains(lang(p))));
    let mut linked_of: HashMap<usize, usize> = HashMap::new();
    let mut text_of: HashMap<usize, Text> = HashMap::new();
    let mut pages = Vec::new();
    for i in linked_plans {
        for &p in plans[i].pages.iter().filter(|p| is_eligible(p)) {
            linked_of.insert(p, i);
            pages.push(p);
        }
    }
    let linked_pages = pages.len();
    for i in (0..plans.len()).filter(|&i| plans[i].by == GroupBy::Sequence) {
        if may_join(&plans[i].pages) {
            text_of.extend(plans[i].pages.iter().map(|&p| (p, Text::Grouped(i))));
            pages.extend_from_slice(&plans[i].pages);
        }
    }
    for (k, (_, seq)) in first.unplaced.iter().enumerate() {
        if may_join(seq) {
            text_of.extend(seq.iter().map(|&p| (p, Text::Unplaced(k))));
            pages.extend_from_slice(seq);
        }
    }
    if pages.len() == linked_pages {
        return Vec::new();
    }
    pages.sort_unstable();

    // Pages whose lists contradict each other, sequences that cannot be placed and pages left out
    // of their places were reported by the first pass (text renderings) or are grouped by what
    // they say (linked pages): nothing more is said of them here.
    let (seqs, _broken) = sequence::sequences(questions, &pages);
    let (topics, _unplaced, _left) = align::align(questions, &seqs, full);
    // Where each page was placed; a page alone in a topic of its own, which nothing was placed
    // beside, is nowhere.
    let mut place_of: HashMap<usize, (usize, i64)> = HashMap::new();
    for (t, topic) in topics.iter().enumerate() {
        if topic.slots.len() == 1 && topic.slots.values().all(|m| m.len() == 1) {
            continue;
        }
        for (&pos, members) in &topic.slots {
            for page in members.iter().filter_map(|&(s, k)| seqs[s].slots[k].page) {
                place_of.insert(page, (t, pos));
            }
        }
    }

    let mut merges = Vec::new();
    for (t, topic) in topics.iter().enumerate() {
        let of = topic.period.map_or_else(String::new, |p| format!(" of {p}"));
        let lead = &seqs[topic.placed[0].0];
        let title = lead.pages().next().map_or("", |p| questions[p].topic.trim());
        for (&pos, members) in &topic.slots {
            let here: Vec<usize> =
                members.iter().filter_map(|&(s, k)| seqs[s].slots[k].page).collect();
            let linked: BTreeSet<usize> =
                here.iter().filter_map(|p| linked_of.get(p)).copied().collect();
            let mut grouped = BTreeSet::new();
            let mut loose = Vec::new();
            for &p in &here {
                match text_of.get(&p) {
                    Some(Text::Grouped(q)) => {
                        grouped.insert(*q);
                    }
                    Some(Text::Unplaced(_)) => loose.push(p),
                    None => {}
                }
            }
            let [p] = linked.into_iter().collect::<Vec<_>>()[..] else { continue };
            if grouped.len() > 1 || grouped.is_empty() && loose.is_empty() {
                continue;
            }
            let q = grouped.first().copied();
            // The whole sequence group is at this place; the linked group's pages are here or
            // nowhere (a page without a list of the next questions may stay unplaced).
            if q.is_some_and(|q| plans[q].pages.iter().any(|x| place_of.get(x) != Some(&(t, pos))))
                || plans[p]
                    .pages
                    .iter()
                    .filter(|x| is_eligible(x))
                    .any(|x| place_of.get(x).is_some_and(|&at| at != (t, pos)))
            {
                continue;
            }
            // Never a language twice.
            let mut joining: Vec<usize> = q.map(|q| plans[q].pages.clone()).unwrap_or_default();
            joining.extend(&loose);
            let mut langs: Vec<&str> =
                plans[p].pages.iter().chain(&joining).map(|&x| lang(x)).collect();
            let count = langs.len();
            langs.sort_unstable();
            langs.dedup();
            if langs.len() != count {
                continue;
            }
            let mut named: Vec<&str> = joining.iter().map(|&x| lang(x)).collect();
            named.sort_unstable();
            let evidence = format!(
                "; {} placed by position {}{of} in the topic sequence of {} \"{title}\"",
                named.join(" "),
                pos + 1,
                lead.lang
            );
            merges.push(Merge { linked: p, grouped: q, loose, evidence });
        }
    }

    // A group that would take part in two merges was placed twice: the alignment is in doubt.
    let mut uses: HashMap<usize, usize> = HashMap::new();
    for m in &merges {
        *uses.entry(m.linked).or_default() += 1;
        if let Some(q) = m.grouped {
            *uses.entry(q).or_default() += 1;
        }
    }
    merges.retain(|m| uses[&m.linked] == 1 && m.grouped.is_none_or(|q| uses[&q] == 1));
    // A sequence left unplaced joins whole or not at all.
    let mut joined: HashMap<usize, usize> = HashMap::new();
    for m in &merges {
        for p in &m.loose {
            if let Some(Text::Unplaced(k)) = text_of.get(p) {
                *joined.entry(*k).or_default() += 1;
            }
        }
    }
    let mut whole: Vec<usize> = joined
        .into_iter()
        .filter(|&(k, n)| n == first.unplaced[k].1.len())
        .map(|(k, _)| k)
        .collect();
    whole.sort_unstable();
    for m in &mut merges {
        m.loose.retain(|p| matches!(text_of.get(p), Some(Text::Unplaced(k)) if whole.contains(k)));
    }
    merges.retain(|m| m.grouped.is_some() || !m.loose.is_empty());

    let plan_of: HashMap<usize, usize> = (0..plans.len())
        .filter(|&i| plans[i].by == GroupBy::Single && plans[i].pages.len() == 1)
        .map(|i| (plans[i].pages[0], i))
        .collect();
    let mut gone = vec![false; plans.len()];
    for m in &merges {
        let mut taken = Vec::new();
        for q in m.grouped.into_iter().chain(m.loose.iter().filter_map(|p| plan_of.get(p).copied()))
        {
            taken.append(&mut plans[q].pages);
            gone[q] = true;
        }
        let plan = &mut plans[m.linked];
        plan.pages.extend(taken);
        sort_by_lang(questions, &mut plan.pages);
        plan.evidence.push_str(&m.evidence);
    }
    let mut i = 0;
    plans.retain(|_| {
        i += 1;
        !gone[i - 1]
    });
    whole
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use crate::plan_tests::{keyed_topic, sized_topic};

    /// English keyed, French text renderings that the first pass left unplaced (each a single
    /// group, one ambiguity for the sequence): the plans and what `bridge` makes of them.
    fn bridged(fr_sizes: &[u32]) -> (Vec<Plan>, Vec<usize>, Vec<Question>) {
        let mut qs = keyed_topic("en", "How big is", &[11, 22, 33, 44, 55], "k");
        let en = qs.len();
        qs.extend(sized_topic("fr", "Quelle taille fait", fr_sizes));
        let mut plans: Vec<Plan> = (0..en)
            .map(|p| Plan {
                id: qs[p].key.clone().unwrap(),
                by: GroupBy::Key,
                evidence: format!("key {}", qs[p].key.as_deref().unwrap()),
                pages: vec![p],
            })
            .collect();
        let fr: Vec<usize> = (en..qs.len()).collect();
        plans.extend(fr.iter().map(|&p| Plan {
            id: qs[p].id.clone(),
            by: GroupBy::Single,
            evidence: "ambiguous topic alignment".into(),
            pages: vec![p],
        }));
        let unplaced = [(0, fr.clone())];
        let first = FirstPass { rest: &fr, unplaced: &unplaced };
        let whole = bridge(&qs, &first, &mut plans, &|p| Some(Cow::Borrowed(&qs[p])));
        (plans, whole, qs)
    }

    #[test]
    fn a_sequence_the_first_pass_left_unplaced_joins_the_keyed_pages_whole() {
        let (plans, whole, qs) = bridged(&[33, 44, 55, 11, 22]);
        assert_eq!(whole, [0]);
        assert_eq!(plans.len(), 5);
        for plan in &plans {
            let sizes: Vec<&str> =
                plan.pages.iter().map(|&p| qs[p].stem.rsplit(' ').nth(1).unwrap()).collect();
            assert_eq!(sizes.len(), 2, "{plan:?}");
            assert_eq!(sizes[0], sizes[1], "{plan:?}");
            assert!(plan.evidence.contains("; fr placed by position"), "{plan:?}");
        }
    }

    #[test]
    fn a_sequence_left_unplaced_that_cannot_join_whole_stays_as_it_was() {
        // One French question has no English page: the sequence does not join in part.
        let (plans, whole, _) = bridged(&[11, 22, 33, 44, 55, 66]);
        assert!(whole.is_empty());
        assert_eq!(plans.len(), 11);
        assert!(plans.iter().all(|p| p.pages.len() == 1));
    }

    #[test]
    fn keyed_pages_without_lists_leave_the_others_to_place_the_text_renderings() {
        let sizes = [11, 22, 33, 44, 55];
        let mut qs = keyed_topic("en", "How big is", &sizes, "k");
        for q in &mut qs {
            q.related.clear();
        }
        qs.extend(keyed_topic("de", "Wie groß ist", &sizes, "k"));
        qs.extend(sized_topic("fr", "Quelle taille fait", &[44, 55, 11, 22, 33]));
        let all: Vec<usize> = (0..qs.len()).collect();
        let (plans, ambiguities) = crate::plan::plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
        assert!(ambiguities.is_empty(), "{ambiguities:?}");
        assert_eq!(plans.len(), 5, "{plans:?}");
        for plan in &plans {
            let langs: Vec<&str> = plan.pages.iter().map(|&p| qs[p].lang.as_str()).collect();
            assert_eq!(langs, ["de", "en", "fr"], "{plan:?}");
            let sizes: BTreeSet<&str> =
                plan.pages.iter().map(|&p| qs[p].stem.rsplit(' ').nth(1).unwrap()).collect();
            assert_eq!(sizes.len(), 1, "{plan:?}");
        }
    }
}
