//! Forming the groups: which pages are one question in different languages.
//!
//! In order of strength: a shared key (the page id in the URL or markup); hreflang alternates and
//! canonical URLs linking pages; and, for text renderings that carry neither, each language's
//! topic sequence aligned with the others' by language-neutral anchors; then the text renderings
//! of a question whose other languages are linked pages join those (see [`bridge`]). Every group
//! records how it was formed; pages that could not be placed with confidence stay alone and are
//! reported.

use std::collections::BTreeMap;

use quizdeck_model::Question;

use crate::FullPage;
use crate::grouping::{Ambiguity, GroupBy};
use crate::{align, bridge, links, sequence};

/// A group of pages found to be one question.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    pub id: String,
    pub by: GroupBy,
    pub evidence: String,
    /// Question indices, sorted by language.
    pub pages: Vec<usize>,
}

/// Groups the questions `usable` (indices into `questions`); every one ends up in exactly one
/// plan. The pages that could not be placed with confidence are returned with why.
pub(crate) fn plan(
    questions: &[Question],
    usable: &[usize],
    full: &FullPage<'_>,
) -> (Vec<Plan>, Vec<Ambiguity>) {
    let mut plans = Vec::new();
    let mut ambiguities = Vec::new();
    let (linked, rest) = links::link(questions, usable);
    for set in linked {
        let (pages, clashing) = split_clashes(questions, set.pages);
        if !pages.is_empty() {
            let (by, evidence) = match &set.key {
                Some(key) => (GroupBy::Key, format!("key {key}")),
                None if pages.len() == 1 => (GroupBy::Url, "its own URL".to_owned()),
                None => (
                    GroupBy::Url,
                    format!("hreflang and canonical links between {} pages", pages.len()),
                ),
            };
            let id = set.key.clone().unwrap_or_else(|| group_id(questions, &pages));
            plans.push(Plan { id, by, evidence, pages });
        }
        if !clashing.is_empty() {
            let lang = &questions[clashing[0]].lang;
            ambiguities.push(Ambiguity {
                pages: clashing.clone(),
                message: format!(
                    "{} {lang} pages link to the same translations; each is checked on its own",
                    clashing.len()
                ),
            });
            plans.extend(clashing.iter().map(|&p| single(questions, p, "ambiguous links")));
        }
    }

    let (seqs, broken) = sequence::sequences(questions, &rest);
    for (lang, pages) in by_lang(questions, &broken) {
        ambiguities.push(Ambiguity {
            pages: pages.clone(),
            message: format!(
                "the \"more questions\" lists of these {} {lang} pages contradict each other, so \
                 their order in the topic is unknown",
                pages.len()
            ),
        });
        plans.extend(pages.iter().map(|&p| single(questions, p, "contradicting topic lists")));
    }
    let (topics, unplaced, left) = align::align(questions, &seqs, full);
    for l in left {
        let q = &questions[l.page];
        ambiguities.push(Ambiguity {
            pages: vec![l.page],
            message: format!(
                "cannot tell which question of the other languages this {} page translates: {}; \
                 the other {} pages of its topic are grouped",
                q.lang, l.why, q.lang
            ),
        });
        plans.push(single(questions, l.page, "contradicts its place in the topic sequence"));
    }
    let mut loose = Vec::new();
    for u in unplaced {
        let seq = &seqs[u.sequence];
        let pages: Vec<usize> = seq.pages().collect();
        loose.push((ambiguities.len(), pages.clone()));
        ambiguities.push(Ambiguity {
            pages: pages.clone(),
            message: format!(
                "cannot tell which questions of the other languages these {} {} pages translate: {}",
                pages.len(),
                seq.lang,
                u.why
            ),
        });
        plans.extend(pages.iter().map(|&p| single(questions, p, "ambiguous topic alignment")));
    }
    for topic in &topics {
        plans.extend(sequence_plans(questions, &seqs, topic));
    }
    let first = bridge::FirstPass { rest: &rest, unplaced: &loose };
    let bridged = bridge::bridge(questions, &first, &mut plans, full);
    // The sequences that joined linked groups whole were placed after all.
    for k in bridged.into_iter().rev() {
        ambiguities.remove(loose[k].0);
    }
    plans.sort_by_key(|p| p.pages.iter().copied().min());
    (plans, ambiguities)
}

fn sequence_plans<'a>(
    questions: &'a [Question],
    seqs: &'a [sequence::LangTopic],
    topic: &'a align::Topic,
) -> impl Iterator<Item = Plan> + 'a {
    let margins: Vec<String> = topic
        .placed
        .iter()
        .skip(1)
        .map(|&(s, score, next)| format!("{} {score:.1} (next {next:.1})", seqs[s].lang))
        .collect();
    // How long the sequence is, when its pages say (their lists of more questions come round).
    let of = topic.period.map_or_else(String::new, |p| format!(" of {p}"));
    let unknown = if topic.period.is_none() { " (its length unknown)" } else { "" };
    topic.slots.iter().filter_map(move |(pos, members)| {
        let mut pages: Vec<usize> =
            members.iter().filter_map(|&(s, k)| seqs[s].slots[k].page).collect();
        if pages.is_empty() {
            return None;
        }
        sort_by_lang(questions, &mut pages);
        let first = &seqs[topic.placed[0].0];
        let mut evidence = format!(
            "position {}{of} in the topic sequence of {} \"{}\"{unknown}",
            pos + 1,
            first.lang,
            first.pages().next().map_or("", |p| questions[p].topic.as_str())
        );
        if !margins.is_empty() {
            evidence.push_str("; aligned by anchors, score: ");
            evidence.push_str(&margins.join(", "));
        }
        Some(Plan { id: group_id(questions, &pages), by: GroupBy::Sequence, evidence, pages })
    })
}

/// Separates the pages of a language that several pages claim.
fn split_clashes(questions: &[Question], mut pages: Vec<usize>) -> (Vec<usize>, Vec<usize>) {
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for &p in &pages {
        *count.entry(questions[p].lang.as_str()).or_default() += 1;
    }
    let (clashing, mut ok): (Vec<usize>, Vec<usize>) =
        pages.drain(..).partition(|&p| count[questions[p].lang.as_str()] > 1);
    ok.sort_by(|&a, &b| questions[a].lang.cmp(&questions[b].lang));
    (ok, clashing)
}

/// Sorts the pages of a group by language, then by input order.
pub(crate) fn sort_by_lang(questions: &[Question], pages: &mut [usize]) {
    pages.sort_by(|&a, &b| questions[a].lang.cmp(&questions[b].lang).then(a.cmp(&b)));
}

fn single(questions: &[Question], page: usize, why: &str) -> Plan {
    Plan {
        id: questions[page].id.clone(),
        by: GroupBy::Single,
        evidence: why.to_owned(),
        pages: vec![page],
    }
}

fn by_lang(questions: &[Question], pages: &[usize]) -> BTreeMap<String, Vec<usize>> {
    let mut out: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for &p in pages {
        out.entry(questions[p].lang.clone()).or_default().push(p);
    }
    out
}

/// The page a group takes its id and topic from: its page in the pivot language (English), else
/// its page in the first language.
pub(crate) fn lead<'q>(questions: &'q [Question], pages: &[usize]) -> Option<&'q Question> {
    let pick = pages
        .iter()
        .find(|&&p| questions[p].lang == quizdeck_lang::PIVOT)
        .or_else(|| pages.iter().min_by(|&&a, &&b| questions[a].lang.cmp(&questions[b].lang)));
    pick.map(|&p| &questions[p])
}

/// A stable id for a group without a key: the id of its [`lead`] page.
fn group_id(questions: &[Question], pages: &[usize]) -> String {
    lead(questions, pages).map(|q| q.id.clone()).unwrap_or_default()
}
