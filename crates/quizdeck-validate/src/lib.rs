//! Checks that every quiz question is consistent and that its translations agree.
//!
//! [`check`] groups the pages of one question in different languages with [`quizdeck_group`] (by
//! shared key, by hreflang and canonical links, or, for text renderings, by aligning each
//! language's topic sequence on language-neutral anchors), runs every rule of one page and every
//! rule across the languages of a question, and returns a [`Report`] of findings, each with a
//! stable [`Code`], a [`Severity`], the languages and input files at fault, and the question's id.
//! [`render_text`] prints it for people, [`render_html`] writes it as one self-contained page for
//! translators (languages side by side, filters), [`render_sarif`] as SARIF 2.1.0 for code
//! scanning; the report serializes to JSON as it is. [`Options::select`] narrows it to some
//! languages and topics after every page has been grouped and checked.
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

mod baseline;
mod checks;
mod code;
mod html;
mod links;
mod pages;
mod render;
mod report;
mod sarif;
mod select;

use foldhash::{HashMap, HashMapExt};
use std::collections::BTreeMap;

use quizdeck_group::Ambiguity;
use quizdeck_model::{Progress, Question, Selection};
use rayon::prelude::*;

pub use baseline::{Baseline, BaselineEntry, BaselineOutcome};
pub use code::{Code, Severity};
pub use html::{HtmlOptions, render_html};
pub use pages::{Pages, Spill, Spilled};
pub use quizdeck_group::{Group, GroupBy, GroupPage};
pub use render::render_text;
pub use report::{Finding, Report, Summary};
pub use sarif::{SarifOptions, render_sarif};

use checks::{Detector, GroupCtx, Member, PageCtx, SetCtx};

/// What a check run does beyond the rules themselves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Warnings fail the run too (`--deny warnings`).
    pub deny_warnings: bool,
    /// Detect the language of texts (`wrong-language`, and which language an untranslated text
    /// is in). On by default.
    pub detect_languages: bool,
    /// Report only on these languages and topics (`--lang`, `--topic`). Every page is still
    /// grouped and checked; the report keeps the selected questions and the findings that blame a
    /// selected language, and its summary counts them alone.
    pub select: Selection,
}

impl Default for Options {
    fn default() -> Self {
        Self { deny_warnings: false, detect_languages: true, select: Selection::default() }
    }
}

/// Checks `questions` (pages of any languages, in input order) and reports what is wrong.
///
/// Questions without an id get one as [`Question::assign_id`] gives.
pub fn check(questions: &[Question], options: &Options, progress: &dyn Progress) -> Report {
    // `check_pages` gives the pages without an id theirs.
    let Ok(report) = check_pages(questions, options, progress);
    report
}

/// [`check`] on pages held as [`Pages`]: grouping and the rules over the whole input read the
/// outlines, and each group's pages are read in full while its rules run (for a [`Spilled`]
/// run, from its temporary file). The report is the one [`check`] gives on the pages
/// themselves; it fails only when a page cannot be read back.
pub fn check_pages<P: Pages + ?Sized>(
    pages: &P,
    options: &Options,
    progress: &dyn Progress,
) -> Result<Report, P::Error> {
    // Pages given without ids are grouped and reported with the ids they would be given.
    let questions = quizdeck_group::with_ids(pages.outlines());
    let questions = &questions[..];
    // Grouping reads a page in full only to compare the choices and explanations of a few
    // pages placed by their topic sequences; a page that cannot be read fails the run.
    let unread = std::sync::Mutex::new(None);
    let full = |p: usize| match pages.page(p) {
        Ok(page) => Some(page),
        Err(e) => {
            unread.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get_or_insert(e);
            None
        }
    };
    // Grouped on a worker of the pool that read the pages: the allocator gives it back the memory
    // its parsing freed (which it keeps a while before returning it to the system), where the
    // calling thread would take new memory for the groups and raise the peak by a tenth.
    let grouping = rayon::scope(|_| quizdeck_group::group_outlines(questions, &full, progress));
    if let Some(e) = unread.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner) {
        return Err(e);
    }
    let mut findings: Vec<Finding> =
        grouping.ambiguities.iter().map(|a| ambiguous_group(questions, a)).collect();
    let groups = &grouping.groups;
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
                group: &groups[g].id,
                group_langs: &groups[g].langs,
                detector: &detector,
            };
            for (_, rule) in checks::PAGE_RULES {
                rule(&ctx, out);
            }
            progress.advance(1);
        };
    let by_group: Vec<Vec<Finding>> = (0..groups.len())
        .into_par_iter()
        .map(|g| {
            let mut out = Vec::new();
            let read: Vec<_> =
                grouping.members(g).iter().map(|&p| pages.page(p)).collect::<Result<_, _>>()?;
            let members: Vec<Member<'_>> = read.iter().map(|q| Member::new(q)).collect();
            for member in &members {
                page_rules(member, &members, g, &mut out);
            }
            if members.len() > 1 {
                let ctx = GroupCtx::new(&groups[g].id, members, &detector);
                for (_, rule) in checks::GROUP_RULES {
                    rule(&ctx, &mut out);
                }
            }
            Ok(out)
        })
        .collect::<Result<_, P::Error>>()?;
    findings.extend(by_group.into_iter().flatten());
    let repeated: Vec<Vec<Finding>> = grouping
        .duplicates
        .par_iter()
        .map(|&(repeat, first)| {
            let mut out = Vec::new();
            let g = grouping.group_of(first).unwrap_or_default();
            let page = pages.page(repeat)?;
            page_rules(&Member::new(&page), &[], g, &mut out);
            Ok(out)
        })
        .collect::<Result<_, P::Error>>()?;
    findings.extend(repeated.into_iter().flatten());

    let set = SetCtx { questions, grouping: &grouping };
    for (_, rule) in checks::SET_RULES {
        rule(&set, &mut findings);
    }
    progress.finish();

    order(&mut findings, groups);
    let summary = summarize(questions.len(), &findings, groups, grouping.langs.clone(), options);
    Ok(select::apply(
        Report { findings, groups: grouping.groups, summary, baseline: None },
        questions,
        options,
    ))
}

/// The `ambiguous-group` finding on pages grouping could not place.
fn ambiguous_group(questions: &[Question], a: &Ambiguity) -> Finding {
    let id = a.pages.first().map_or("", |&p| questions[p].id.as_str());
    let mut f = Finding::new(Code::AmbiguousGroup, id, a.message.clone());
    for &p in &a.pages {
        f = f.at(&questions[p].lang, &questions[p].source);
    }
    f
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

pub(crate) fn summarize(
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
        // Only the languages reported: with `--lang`, the selected ones.
        for lang in g.langs.iter().filter(|l| languages.contains(l)) {
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
