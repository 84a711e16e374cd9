//! Rules over the whole input: repeated ids, topic titles within a language, coverage.

use foldhash::{HashMap, HashMapExt};
use std::collections::BTreeMap;
use std::collections::hash_map::Entry;

use quizdeck_group::Sets;
use quizdeck_group::anchors::collapse;
use rayon::prelude::*;

use super::SetCtx;

use crate::report::Finding;
use crate::{Code, Severity};

/// `duplicate-id`: two inputs give the same question id (and so the same language).
pub(super) fn duplicate_id(ctx: &SetCtx<'_>, out: &mut Vec<Finding>) {
    for &(repeat, first) in &ctx.grouping.duplicates {
        let (q, r) = (&ctx.questions[first], &ctx.questions[repeat]);
        let message = if q.source == r.source {
            format!("{} gives question {} twice", q.source, q.id)
        } else {
            format!("{} and {} both give question {}", q.source, r.source, q.id)
        };
        out.push(
            Finding::new(Code::DuplicateId, ctx.group_id(first), message)
                .field("id")
                .at(&q.lang, &q.source)
                .at(&r.lang, &r.source),
        );
    }
}

/// `topic-mismatch`: within one language, pages of one topic (tied by their "more questions"
/// lists) carry different topic titles; the titles most pages carry are taken as right.
pub(super) fn topic_mismatch(ctx: &SetCtx<'_>, out: &mut Vec<Finding>) {
    let mut repeated = vec![false; ctx.questions.len()];
    for &(repeat, _) in &ctx.grouping.duplicates {
        repeated[repeat] = true;
    }
    let mut by_lang: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, q) in ctx.questions.iter().enumerate() {
        if !repeated[i] {
            by_lang.entry(q.lang.as_str()).or_default().push(i);
        }
    }
    let found: Vec<Vec<Finding>> = by_lang
        .par_iter()
        .map(|(_, pages)| {
            let mut out = Vec::new();
            one_language(ctx, pages, &mut out);
            out
        })
        .collect();
    out.extend(found.into_iter().flatten());
}

/// `topic-mismatch` within the pages of one language.
fn one_language(ctx: &SetCtx<'_>, pages: &[usize], out: &mut Vec<Finding>) {
    let mut stems: HashMap<String, usize> = HashMap::new();
    for (k, &p) in pages.iter().enumerate() {
        match stems.entry(collapse(&ctx.questions[p].stem)) {
            Entry::Occupied(first) => asked_twice(ctx, pages[*first.get()], p, first.key(), out),
            Entry::Vacant(slot) => {
                slot.insert(k);
            }
        }
    }
    // A title is listed by several pages: each, as written, is collapsed and looked up once.
    let mut listed: HashMap<&str, Option<usize>> = HashMap::new();
    let mut sets = Sets::new(pages.len());
    for (k, &p) in pages.iter().enumerate() {
        for title in &ctx.questions[p].related {
            let found =
                *listed.entry(&**title).or_insert_with(|| stems.get(&collapse(title)).copied());
            if let Some(other) = found {
                sets.union(k, other);
            }
        }
    }
    let mut topics: HashMap<usize, Vec<usize>> = HashMap::new();
    for (k, &p) in pages.iter().enumerate() {
        topics.entry(sets.find(k)).or_default().push(p);
    }
    let mut topics: Vec<Vec<usize>> = topics.into_values().collect();
    topics.sort();
    for members in topics {
        one_topic(ctx, &members, out);
    }
}

/// `duplicate-id` (a warning): one language asks the same stem (`collapsed`) on pages of two
/// questions whose stems differ in at least two other languages, and are alike in none: one of
/// its two pages may be another question's, placed under this question's key or at its place
/// (or a translator worded two questions alike). A stem of fewer than 24 characters (`Which is
/// true?`) may word two questions alike, and is left alone.
fn asked_twice(
    ctx: &SetCtx<'_>,
    first: usize,
    second: usize,
    collapsed: &str,
    out: &mut Vec<Finding>,
) {
    const SHORTEST: usize = 24;
    let (Some(g1), Some(g2)) = (ctx.grouping.group_of(first), ctx.grouping.group_of(second)) else {
        return;
    };
    if g1 == g2 || collapsed.chars().count() < SHORTEST {
        return;
    }
    let (q, r) = (&ctx.questions[first], &ctx.questions[second]);
    let mut differ = Vec::new();
    for &a in ctx.grouping.members(g1) {
        let lang = &ctx.questions[a].lang;
        if *lang == q.lang {
            continue;
        }
        let Some(&b) = ctx.grouping.members(g2).iter().find(|&&b| ctx.questions[b].lang == *lang)
        else {
            continue;
        };
        if collapse(&ctx.questions[a].stem) == collapse(&ctx.questions[b].stem) {
            return;
        }
        differ.push(lang.as_str());
    }
    if differ.len() < 2 {
        return;
    }
    let (id1, id2) = (ctx.group_id(first), ctx.group_id(second));
    let message = format!(
        "{} and {} ask one question, under {} and {}, where {} ask two: one page may be the other's, under another question's key",
        q.source,
        r.source,
        id1,
        id2,
        differ.join(", ")
    );
    out.push(
        Finding::new(Code::DuplicateId, id1, message)
            .with_severity(Severity::Warning)
            .field("stem")
            .at(&q.lang, &q.source)
            .at(&r.lang, &r.source),
    );
}

fn one_topic(ctx: &SetCtx<'_>, members: &[usize], out: &mut Vec<Finding>) {
    let mut titles: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for &p in members {
        titles.entry(collapse(&ctx.questions[p].topic)).or_default().push(p);
    }
    if titles.len() < 2 {
        return;
    }
    let most = titles.values().map(Vec::len).max().unwrap_or(0);
    let winners: Vec<&Vec<usize>> = titles.values().filter(|v| v.len() == most).collect();
    let right = (winners.len() == 1).then(|| &ctx.questions[winners[0][0]].topic);
    for pages in titles.values() {
        if right.is_some() && pages.len() == most {
            continue;
        }
        for &p in pages {
            let q = &ctx.questions[p];
            let message = match right {
                Some(right) => format!(
                    "topic title \"{}\" differs from \"{}\" on the {} other {} pages of this topic",
                    q.topic.trim(),
                    right.trim(),
                    most,
                    q.lang
                ),
                None => format!(
                    "topic title \"{}\": the {} pages of this topic disagree on its title",
                    q.topic.trim(),
                    q.lang
                ),
            };
            let mut f = Finding::new(Code::TopicMismatch, ctx.group_id(p), message)
                .field("topic")
                .at(&q.lang, &q.source);
            if let Some(right) = right {
                f = f.value(&q.lang, format!("{} → {}", q.topic.trim(), right.trim()));
            }
            out.push(f);
        }
    }
}

/// `missing-translation`: a question lacks a language other questions of the set have.
pub(super) fn missing_translation(ctx: &SetCtx<'_>, out: &mut Vec<Finding>) {
    for (g, group) in ctx.grouping.groups.iter().enumerate() {
        if group.missing.is_empty() {
            continue;
        }
        let message = format!("no {} page for this question", group.missing.join(", "));
        let mut f = Finding::new(Code::MissingTranslation, group.id.clone(), message);
        f.langs = group.missing.clone();
        f.sources =
            ctx.grouping.members(g).iter().map(|&p| ctx.questions[p].source.clone()).collect();
        f.sources.dedup();
        out.push(f);
    }
}
