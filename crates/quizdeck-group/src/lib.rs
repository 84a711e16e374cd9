//! Finds which quiz pages are one question in different languages.
//!
//! [`group`] ties pages together, strongest evidence first: a shared key (the page id in the URL
//! or the markup); hreflang alternates and canonical URLs linking pages; and, for text renderings
//! that carry neither, each language's topic sequence (rebuilt from the "more questions" lists)
//! aligned with the others' by language-neutral [`anchors`] (numbers, units, acronyms, shared
//! words); the text renderings of a question whose other languages are keyed or linked join
//! those pages' group. Every [`Group`] records how it was formed and on what evidence; pages
//! that could not be placed with confidence stay alone and are listed in
//! [`Grouping::ambiguities`], so that a checker can report them.
//!
//! `quizdeck check` compares the pages of each group; the review CSV puts them side by side; a
//! card can show a question's text in another language with [`Grouping::page_in`].
//!
//! ```
//! use quizdeck_group::{GroupBy, group};
//! use quizdeck_model::{NoProgress, Question};
//!
//! let page = |lang: &str, stem: &str| {
//!     let mut q = Question::new(lang, "Memory", stem);
//!     q.key = Some("42".into());
//!     q.assign_id();
//!     q
//! };
//! let pages = vec![
//!     page("en", "How long does reading 14 GB at 2 TB/s take?"),
//!     page("fr", "Combien de temps pour lire 14 Go à 2 To/s ?"),
//!     page("en", "What does a KV cache hold?"),
//! ];
//! let grouping = group(&pages, &NoProgress);
//! assert_eq!(grouping.groups.len(), 1);
//! assert_eq!(grouping.groups[0].by, GroupBy::Key);
//! assert_eq!(grouping.groups[0].langs, ["en", "fr"]);
//! // The French page of the first question; the third page repeats the first's id.
//! assert_eq!(grouping.page_in(0, "fr"), Some(1));
//! assert_eq!(grouping.duplicates, [(2, 0)]);
//! ```

mod align;
pub mod anchors;
mod bridge;
mod grouping;
mod links;
mod plan;
mod sequence;
mod union;

use foldhash::{HashMap, HashMapExt};
use std::borrow::Cow;
use std::collections::BTreeSet;

use quizdeck_model::{Choice, Progress, Question};

pub use grouping::{Ambiguity, Group, GroupBy, GroupPage, Grouping};
pub use union::Sets;

/// `questions`, each with an id: those without one get the id [`Question::assign_id`] gives.
/// Borrowed as they are when every question has one.
pub fn with_ids(questions: &[Question]) -> Cow<'_, [Question]> {
    if questions.iter().any(|q| q.id.is_empty()) {
        let mut owned = questions.to_vec();
        owned.iter_mut().filter(|q| q.id.is_empty()).for_each(Question::assign_id);
        Cow::Owned(owned)
    } else {
        Cow::Borrowed(questions)
    }
}

/// What grouping reads of `q` from every page: `q` without the texts it reads of a few pages at
/// most, so that a checker can hold the outlines of a whole site in memory and keep the rest
/// elsewhere (see [`group_outlines`]).
///
/// An outline keeps the page's identity (id, key, language, URL, translations, source), its
/// topic, stem and "more questions" list. A page that says nothing of which question it is (no
/// key, URL or translation links), and so is placed by its topic sequence, also keeps the labels
/// of its choices, which count. The texts of the choices, the explanation, the answer, the
/// answer's text and the images are left out.
///
/// ```
/// use quizdeck_group::outline;
/// use quizdeck_model::{Choice, Question};
///
/// let mut q = Question::new("de", "Optik", "Welche Brennweite hat eine Linse mit 5 dpt?");
/// q.choices = vec![Choice::new("A", "20 cm"), Choice::new("B", "50 cm")];
/// q.explanation = "f = 1/D.".into();
/// q.answer = "A".into();
/// let placed_by_sequence = outline(q.clone());
/// let labels: Vec<(&str, &str)> =
///     placed_by_sequence.choices.iter().map(|c| (c.label.as_str(), c.text.as_str())).collect();
/// assert_eq!(labels, [("A", ""), ("B", "")]);
/// assert_eq!(placed_by_sequence.explanation, "");
/// q.key = Some("7".into());
/// let linked = outline(q);
/// assert!(linked.choices.is_empty());
/// assert_eq!(linked.stem, "Welche Brennweite hat eine Linse mit 5 dpt?");
/// ```
pub fn outline(q: Question) -> Question {
    let linked = links::is_linked(&q);
    let Question {
        id,
        key,
        lang,
        declared_lang: _,
        topic,
        stem,
        choices,
        answer: _,
        answers: _,
        answer_from: _,
        answer_text: _,
        explanation: _,
        related,
        url,
        translations,
        media: _,
        source,
    } = q;
    let choices = if linked {
        Vec::new()
    } else {
        choices.into_iter().map(|c| Choice { label: c.label, text: String::new() }).collect()
    };
    Question {
        id,
        key,
        lang,
        topic,
        stem,
        choices,
        related,
        url,
        translations,
        source,
        ..Question::default()
    }
}

/// Groups `questions` (pages of any languages, in input order) into questions across languages.
///
/// Every question ends up in exactly one group, except a repeat of an earlier question's id and
/// language, which is listed in [`Grouping::duplicates`] and counts as a page of its first's
/// group. Questions without an id are grouped with the id [`Question::assign_id`] gives (see
/// [`with_ids`]).
pub fn group(questions: &[Question], progress: &dyn Progress) -> Grouping {
    let questions = with_ids(questions);
    let questions = &questions[..];
    group_outlines(questions, &|p| Some(Cow::Borrowed(&questions[p])), progress)
}

/// Reads page `i` in full, where placing a page needs more than its [`outline`]: the texts of
/// its choices and its explanation. `None` when the page cannot be read.
pub type FullPage<'q> = dyn Fn(usize) -> Option<Cow<'q, Question>> + Sync + 'q;

/// [`group`] on the [`outline`]s of the pages, each with an id, reading a page in full through
/// `full` only where its outline does not say enough. Grouping the outlines of some questions
/// gives what grouping the questions gives, as long as `full` reads every page it is asked for;
/// a caller whose `full` failed must not trust the grouping.
pub fn group_outlines(
    questions: &[Question],
    full: &FullPage<'_>,
    progress: &dyn Progress,
) -> Grouping {
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
    let (plans, ambiguities) = plan::plan(questions, &usable, full);
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
    let langs: Vec<String> = usable
        .iter()
        .map(|&i| questions[i].lang.clone())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let groups = plans.iter().map(|plan| report(questions, plan, &langs)).collect();
    let members = plans.into_iter().map(|plan| plan.pages).collect();
    Grouping { groups, ambiguities, duplicates, langs, members, group_of }
}

/// A plan as reported: its pages' languages, ids and sources, its topic from its lead page, and
/// the languages of the input it lacks (none for a page that could not be grouped: its
/// translations may well be there).
fn report(questions: &[Question], plan: &plan::Plan, all_langs: &[String]) -> Group {
    let lead = plan::lead(questions, &plan.pages);
    let langs: Vec<String> = plan.pages.iter().map(|&p| questions[p].lang.clone()).collect();
    let missing = if plan.by == GroupBy::Single {
        Vec::new()
    } else {
        all_langs.iter().filter(|l| !langs.contains(l)).cloned().collect()
    };
    Group {
        id: plan.id.clone(),
        by: plan.by,
        evidence: plan.evidence.clone(),
        topic: lead.map(|q| q.topic.trim().to_owned()).unwrap_or_default(),
        langs,
        missing,
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
}

#[cfg(test)]
mod plan_tests;
