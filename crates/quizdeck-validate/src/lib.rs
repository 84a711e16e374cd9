//! Checks that every quiz question is consistent and that its translations agree.
//!
//! [`check`] groups the pages of one question in different languages (by shared key, by hreflang
//! and canonical links, or, for text renderings, by aligning each language's topic sequence on
//! language-neutral [`anchors`]), runs every rule of one page and every rule across the languages
//! of a question, and returns a [`Report`] of findings, each with a stable [`Code`], a
//! [`Severity`], the languages and input files at fault, and the question's id. [`render_text`]
//! prints it for people; the report serializes to JSON as it is.
//!
//! ```
//! use quizdeck_model::{Choice, NoProgress, Question};
//! use quizdeck_validate::{Code, Options, check};
//!
//! let page = |lang: &str, stem: &str, choices: [&str; 3], answer: &str| {
//!     let mut q = Question::new(lang, "Memory", stem);
//!     q.key = Some("42".into());
//!     q.choices = ["A", "B", "C"].iter().zip(choices).map(|(l, t)| Choice::new(*l, t)).collect();
//!     q.answer = answer.into();
//!     q.explanation = "Bandwidth bounds decoding.".into();
//!     q.source = format!("{lang}.html");
//!     q.assign_id();
//!     q
//! };
//! let pages = vec![
//!     page("en", "How long does reading 14 GB at 2 TB/s take?", ["7 ms", "14 ms", "28 ms"], "A"),
//!     page("fr", "Combien de temps pour lire 14 Go à 2 To/s ?", ["7 ms", "14 ms", "28 ms"], "B"),
//! ];
//! let report = check(&pages, &Options::default(), &NoProgress);
//! assert_eq!(report.groups.len(), 1);
//! let f = report.findings.iter().find(|f| f.code == Code::AnswerMismatch).unwrap();
//! assert_eq!(f.question, "42");
//! assert!(report.summary.failed);
//! ```

pub mod anchors;
mod checks;
mod code;
mod grouping;
mod render;
mod report;

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap};

use quizdeck_model::{Progress, Question};
use rayon::prelude::*;

pub use code::{Code, Severity};
pub use render::render_text;
pub use report::{Finding, Group, GroupBy, GroupPage, Report, Summary};

use checks::{Detector, GroupCtx, Member, PageCtx, SetCtx};

/// What a check run does beyond the rules themselves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Warnings fail the run too (`--deny warnings`).
    pub deny_warnings: bool,
    /// Detect the language of texts (`wrong-language`, and which language an untranslated text
    /// is in). On by default.
    pub detect_languages: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self { deny_warnings: false, detect_languages: true }
    }
}

/// Checks `questions` (pages of any languages, in input order) and reports what is wrong.
///
/// Questions without an id get one as [`Question::assign_id`] gives.
pub fn check(questions: &[Question], options: &Options, progress: &dyn Progress) -> Report {
    let questions: Cow<'_, [Question]> = if questions.iter().any(|q| q.id.is_empty()) {
        let mut owned = questions.to_vec();
        owned.iter_mut().filter(|q| q.id.is_empty()).for_each(Question::assign_id);
        Cow::Owned(owned)
    } else {
        Cow::Borrowed(questions)
    };
    let questions = &questions[..];

    progress.start("group", None);
    let mut first_of: HashMap<(&str, &str), usize> = HashMap::new();
    let mut duplicates = Vec::new();
    let mut usable = Vec::new();
    for (i, q) in questions.iter().enumerate() {
        match first_of.get(&(q.id.as_str(), q.lang.as_str())) {
            Some(&first) => duplicates.push((i, first)),
            None => {
                first_of.insert((&q.id, &q.lang), i);
                usable.push(i);
            }
        }
    }
    let (plans, mut findings) = grouping::group(questions, &usable);
    progress.finish();

    let mut group_of = vec![0; questions.len()];
    for (g, plan) in plans.iter().enumerate() {
        for &p in &plan.pages {
            group_of[p] = g;
        }
    }
    for &(repeat, first) in &duplicates {
        group_of[repeat] = group_of[first];
    }
    let plan_langs: Vec<Vec<String>> = plans
        .iter()
        .map(|p| p.pages.iter().map(|&i| questions[i].lang.clone()).collect())
        .collect();
    let detector = Detector::new(options.detect_languages);

    progress.start("check", Some(questions.len() as u64));
    // One pass per group: the anchors of its pages serve the rules of each page and those across
    // its languages. Repeated pages (duplicate ids) belong to no group and get the page rules only.
    let page_rules =
        |member: &Member<'_>, peers: &[Member<'_>], g: usize, out: &mut Vec<Finding>| {
            let ctx = PageCtx {
                q: member.q,
                member,
                peers,
                group: &plans[g].id,
                group_langs: &plan_langs[g],
                detector: &detector,
            };
            for (_, rule) in checks::PAGE_RULES {
                rule(&ctx, out);
            }
            progress.advance(1);
        };
    let by_group: Vec<Finding> = plans
        .par_iter()
        .enumerate()
        .flat_map_iter(|(g, plan)| {
            let mut out = Vec::new();
            let members: Vec<Member<'_>> =
                plan.pages.iter().map(|&p| Member::new(&questions[p])).collect();
            for member in &members {
                page_rules(member, &members, g, &mut out);
            }
            if members.len() > 1 {
                let ctx = GroupCtx::new(&plan.id, members, &detector);
                for (_, rule) in checks::GROUP_RULES {
                    rule(&ctx, &mut out);
                }
            }
            out
        })
        .collect();
    findings.extend(by_group);
    let repeated: Vec<Finding> = duplicates
        .par_iter()
        .flat_map_iter(|&(repeat, _)| {
            let mut out = Vec::new();
            page_rules(&Member::new(&questions[repeat]), &[], group_of[repeat], &mut out);
            out
        })
        .collect();
    findings.extend(repeated);

    let groups: Vec<(String, Vec<usize>)> =
        plans.iter().map(|p| (p.id.clone(), p.pages.clone())).collect();
    let ambiguous: BTreeSet<usize> =
        (0..plans.len()).filter(|&g| plans[g].by == GroupBy::Single).collect();
    let langs: Vec<String> = usable
        .iter()
        .map(|&i| questions[i].lang.clone())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let set = SetCtx {
        questions,
        group_of: &group_of,
        groups: &groups,
        duplicates: &duplicates,
        ambiguous: &ambiguous,
        langs: &langs,
    };
    for (_, rule) in checks::SET_RULES {
        rule(&set, &mut findings);
    }
    progress.finish();

    let report_groups: Vec<Group> = plans
        .iter()
        .enumerate()
        .map(|(g, plan)| {
            let lead = plan
                .pages
                .iter()
                .find(|&&p| questions[p].lang == "en")
                .or(plan.pages.first())
                .map(|&p| &questions[p]);
            Group {
                id: plan.id.clone(),
                by: plan.by,
                evidence: plan.evidence.clone(),
                topic: lead.map(|q| q.topic.trim().to_owned()).unwrap_or_default(),
                langs: plan_langs[g].clone(),
                missing: set.missing(g),
                pages: plan
                    .pages
                    .iter()
                    .map(|&p| GroupPage {
                        lang: questions[p].lang.clone(),
                        id: questions[p].id.clone(),
                        source: questions[p].source.clone(),
                    })
                    .collect(),
            }
        })
        .collect();
    order(&mut findings, &report_groups);
    let summary = summarize(questions.len(), &findings, &report_groups, langs, options);
    Report { findings, groups: report_groups, summary }
}

/// Sorts findings per question in group order, most severe first.
fn order(findings: &mut [Finding], groups: &[Group]) {
    let mut rank: HashMap<&str, usize> = HashMap::new();
    for (g, group) in groups.iter().enumerate() {
        rank.entry(group.id.as_str()).or_insert(g);
    }
    let key = |f: &Finding| {
        (
            rank.get(f.question.as_str()).copied().unwrap_or(usize::MAX),
            std::cmp::Reverse(f.severity),
            f.code,
            f.field.clone(),
            f.langs.clone(),
        )
    };
    findings.sort_by_cached_key(key);
}

fn summarize(
    pages: usize,
    findings: &[Finding],
    groups: &[Group],
    languages: Vec<String>,
    options: &Options,
) -> Summary {
    let count = |s: Severity| findings.iter().filter(|f| f.severity == s).count();
    let mut codes: BTreeMap<String, usize> = BTreeMap::new();
    for f in findings {
        *codes.entry(f.code.as_str().to_owned()).or_default() += 1;
    }
    let mut grouped_by: BTreeMap<String, usize> = BTreeMap::new();
    let mut coverage: BTreeMap<String, usize> = BTreeMap::new();
    for g in groups {
        *grouped_by.entry(g.by.as_str().to_owned()).or_default() += 1;
        for lang in &g.langs {
            *coverage.entry(lang.clone()).or_default() += 1;
        }
    }
    let (errors, warnings, infos) =
        (count(Severity::Error), count(Severity::Warning), count(Severity::Info));
    Summary {
        pages,
        groups: groups.len(),
        languages,
        errors,
        warnings,
        infos,
        codes,
        grouped_by,
        coverage,
        failed: errors > 0 || (options.deny_warnings && warnings > 0),
    }
}

/// The language and source of each of `pages`.
pub(crate) fn sources_of<'a>(
    questions: &'a [Question],
    pages: &[usize],
) -> Vec<(&'a str, &'a str)> {
    pages.iter().map(|&p| (questions[p].lang.as_str(), questions[p].source.as_str())).collect()
}
