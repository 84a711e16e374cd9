//! Bridging the two kinds of evidence: a question whose pages say which question they are (a key,
//! links) in some languages and come as text renderings, which say nothing, in others.
//!
//! The first pass groups the linked pages by what they say and the text renderings by their topic
//! sequences, each kind among its own, so such a question ends up as two groups. Here the linked
//! pages of the languages that have no text rendering in their topic join the text renderings in
//! a second alignment of topic sequences; where one place of a topic holds the linked pages of one
//! group and exactly the pages of one sequence group, in other languages, the two are one
//! question and are merged. Anything less clear leaves both groups as they were: the second pass
//! adds no ambiguity, and a page that has both kinds in one language is never bridged (it would
//! be two pages of one language in a group).

use std::collections::{BTreeSet, HashMap, HashSet};

use quizdeck_model::Question;

use crate::FullPage;
use crate::grouping::GroupBy;
use crate::plan::Plan;
use crate::{align, sequence};

/// Merges into the linked groups of `plans` the sequence groups of the text renderings `rest`
/// that a second alignment places at their places. Returns how many were merged.
pub(crate) fn bridge(
    questions: &[Question],
    rest: &[usize],
    plans: &mut Vec<Plan>,
    full: &FullPage<'_>,
) -> usize {
    if rest.is_empty() {
        return 0;
    }
    let unlinked: HashSet<(&str, &str)> =
        rest.iter().map(|&p| (questions[p].lang.as_str(), questions[p].topic.trim())).collect();
    let is_eligible =
        |p: &usize| !unlinked.contains(&(questions[*p].lang.as_str(), questions[*p].topic.trim()));
    let linked_plans: Vec<usize> = (0..plans.len())
        .filter(|&i| matches!(plans[i].by, GroupBy::Key | GroupBy::Url))
        .filter(|&i| plans[i].pages.iter().any(is_eligible))
        .collect();
    if linked_plans.is_empty() {
        return 0;
    }
    // The languages of the linked groups: a sequence group that shares a language with each of
    // them can join none.
    let lang_sets: BTreeSet<BTreeSet<&str>> = linked_plans
        .iter()
        .map(|&i| plans[i].pages.iter().map(|&p| questions[p].lang.as_str()).collect())
        .collect();
    let text_plans = (0..plans.len()).filter(|&i| plans[i].by == GroupBy::Sequence).filter(|&i| {
        lang_sets
            .iter()
            .any(|set| plans[i].pages.iter().all(|&p| !set.contains(questions[p].lang.as_str())))
    });
    let mut plan_of: HashMap<usize, usize> = HashMap::new();
    let mut pages = Vec::new();
    let mut eligible_set: HashSet<usize> = HashSet::new();
    for i in linked_plans {
        for &p in plans[i].pages.iter().filter(|p| is_eligible(p)) {
            plan_of.insert(p, i);
            eligible_set.insert(p);
            pages.push(p);
        }
    }
    let linked_pages = pages.len();
    for i in text_plans {
        for &p in &plans[i].pages {
            plan_of.insert(p, i);
            pages.push(p);
        }
    }
    if pages.len() == linked_pages {
        return 0;
    }
    pages.sort_unstable();

    // Pages whose lists contradict each other, sequences that cannot be placed and pages left out
    // of their places were reported by the first pass (text renderings) or are grouped by what
    // they say (linked pages): nothing more is said of them here.
    let (seqs, _broken) = sequence::sequences(questions, &pages);
    let (topics, _unplaced, _left) = align::align(questions, &seqs, full);

    let mut merges: Vec<(usize, usize, String)> = Vec::new();
    for topic in &topics {
        let of = topic.period.map_or_else(String::new, |p| format!(" of {p}"));
        let first = &seqs[topic.placed[0].0];
        let title = first.pages().next().map_or("", |p| questions[p].topic.trim());
        for (pos, members) in &topic.slots {
            let (mut linked, mut texts) = (BTreeSet::new(), BTreeSet::new());
            let mut text_pages = Vec::new();
            for page in members.iter().filter_map(|&(s, k)| seqs[s].slots[k].page) {
                let Some(&plan) = plan_of.get(&page) else { continue };
                if eligible_set.contains(&page) {
                    linked.insert(plan);
                } else {
                    texts.insert(plan);
                    text_pages.push(page);
                }
            }
            let (Some(&p), Some(&q)) = (linked.first(), texts.first()) else { continue };
            if linked.len() > 1 || texts.len() > 1 || plans[q].by != GroupBy::Sequence {
                continue;
            }
            // The whole sequence group is at this place, and so are all the linked pages of the
            // linked group that took part.
            let linked_here = members
                .iter()
                .filter_map(|&(s, k)| seqs[s].slots[k].page)
                .filter(|pg| eligible_set.contains(pg))
                .count();
            let linked_all = plans[p].pages.iter().filter(|pg| eligible_set.contains(pg)).count();
            text_pages.sort_unstable();
            let mut whole = plans[q].pages.clone();
            whole.sort_unstable();
            if text_pages != whole || linked_here != linked_all {
                continue;
            }
            let langs_p: HashSet<&str> =
                plans[p].pages.iter().map(|&x| questions[x].lang.as_str()).collect();
            if plans[q].pages.iter().any(|&x| langs_p.contains(questions[x].lang.as_str())) {
                continue;
            }
            let langs: Vec<&str> =
                plans[q].pages.iter().map(|&x| questions[x].lang.as_str()).collect();
            let evidence = format!(
                "; {} placed by position {}{of} in the topic sequence of {} \"{title}\"",
                langs.join(" "),
                pos + 1,
                first.lang
            );
            merges.push((p, q, evidence));
        }
    }

    // A group that would take part in two merges was placed twice: the alignment is in doubt.
    let mut uses: HashMap<usize, usize> = HashMap::new();
    for &(p, q, _) in &merges {
        *uses.entry(p).or_default() += 1;
        *uses.entry(q).or_default() += 1;
    }
    merges.retain(|(p, q, _)| uses[p] == 1 && uses[q] == 1);
    let mut gone = vec![false; plans.len()];
    for (p, q, evidence) in &merges {
        let taken = std::mem::take(&mut plans[*q].pages);
        plans[*p].pages.extend(taken);
        plans[*p].pages.sort_by(|&a, &b| questions[a].lang.cmp(&questions[b].lang).then(a.cmp(&b)));
        plans[*p].evidence.push_str(evidence);
        gone[*q] = true;
    }
    let mut i = 0;
    plans.retain(|_| {
        i += 1;
        !gone[i - 1]
    });
    merges.len()
}
