//! The rules: one small function per rule, each with its stable code, in three tables by scope.
//!
//! - [`PAGE_RULES`] look at one page (its answer, choices, labels, language);
//! - [`GROUP_RULES`] compare the languages of one question (answer, choice count and order,
//!   numbers, units, acronyms, untranslated texts);
//! - [`SET_RULES`] look across the whole input (duplicate ids, topic titles, coverage).

mod anchored;
mod consensus;
mod contraction;
mod cross;
mod language;
mod negation;
mod order;
mod page;
mod set;
mod sister;
mod truncation;
mod units;
mod untranslated;
mod wording;

use foldhash::{HashMap, HashMapExt};

use quizdeck_group::Grouping;
use quizdeck_group::anchors::Anchors;
use quizdeck_model::Question;

use crate::Code;
use crate::report::Finding;

pub(crate) use language::Detector;

/// One page and what its rules need to know around it.
#[derive(Debug)]
pub(crate) struct PageCtx<'a> {
    pub q: &'a Question,
    /// The anchors of the page's texts.
    pub member: &'a Member<'a>,
    /// The pages of its group, its own included (none for a repeated page).
    pub peers: &'a [Member<'a>],
    /// The id of the question (group) the page belongs to.
    pub group: &'a str,
    /// The languages of the page's group, its own included.
    pub group_langs: &'a [String],
    pub detector: &'a Detector,
}

/// A rule about one page.
pub(crate) type PageRule = fn(&PageCtx<'_>, &mut Vec<Finding>);

/// The rules about one page, in documentation order.
pub(crate) const PAGE_RULES: &[(Code, PageRule)] = &[
    (Code::AnswerNotAChoice, page::answer_not_a_choice),
    (Code::AnswerTextMismatch, page::answer_text_mismatch),
    (Code::ConflictingAnswers, page::conflicting_answers),
    (Code::EmptyChoice, page::empty_choice),
    (Code::DuplicateChoice, page::duplicate_choice),
    (Code::LabelSequence, page::label_sequence),
    (Code::MissingStem, page::missing_stem),
    (Code::MissingExplanation, page::missing_explanation),
    (Code::TooFewChoices, page::too_few_choices),
    (Code::WrongLanguage, language::wrong_language),
];

/// A page of a group with the anchors of its texts.
#[derive(Debug)]
pub(crate) struct Member<'a> {
    pub q: &'a Question,
    pub stem: Anchors,
    pub choices: Vec<Anchors>,
    pub explanation: Anchors,
    /// The words of its texts that look like names, each once, sorted (see [`Member::names`]).
    names: std::sync::OnceLock<Vec<String>>,
}

impl<'a> Member<'a> {
    pub fn new(q: &'a Question) -> Self {
        Self {
            q,
            // Only choices are compared by likeness (to find them reordered).
            stem: Anchors::without_words(&q.stem),
            choices: q.choices.iter().map(|c| Anchors::of(&c.text)).collect(),
            explanation: Anchors::without_words(&q.explanation),
            names: std::sync::OnceLock::new(),
        }
    }

    /// The words of its texts that look like names (see [`language::as_name`]), each once,
    /// sorted: gathered the first time another page of its group asks.
    pub fn names(&self) -> &[String] {
        self.names.get_or_init(|| {
            let mut names: Vec<&str> = self
                .texts()
                .flat_map(str::split_whitespace)
                .filter_map(language::as_name)
                .collect();
            names.sort_unstable();
            names.dedup();
            names.into_iter().map(str::to_owned).collect()
        })
    }

    pub fn lang(&self) -> &str {
        &self.q.lang
    }

    /// The anchors of a part of the question.
    pub fn part(&self, part: Part) -> Option<&Anchors> {
        match part {
            Part::Stem => Some(&self.stem),
            Part::Choice(k) => self.choices.get(k),
            Part::Explanation => {
                (!self.q.explanation.trim().is_empty()).then_some(&self.explanation)
            }
        }
    }

    /// Whether one of its texts (stem, a choice, the explanation) reads `comparable`.
    pub fn has_text(&self, comparable: &str) -> bool {
        std::iter::once(&self.stem)
            .chain(&self.choices)
            .chain(std::iter::once(&self.explanation))
            .any(|a| a.comparable == comparable)
    }

    /// Its texts: the stem, each choice, the explanation.
    pub fn texts(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.q.stem.as_str())
            .chain(self.q.choices.iter().map(|c| c.text.as_str()))
            .chain([self.q.explanation.as_str()])
    }

    /// The text of a part of the question.
    pub fn text(&self, part: Part) -> &str {
        match part {
            Part::Stem => &self.q.stem,
            Part::Choice(k) => self.q.choices.get(k).map_or("", |c| c.text.as_str()),
            Part::Explanation => &self.q.explanation,
        }
    }
}

/// The parts of a question compared across languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Part {
    Stem,
    /// The choice at this position (0-based).
    Choice(usize),
    Explanation,
}

impl Part {
    /// The field name used in findings (`stem`, `choice B`, `explanation`).
    pub fn name(self, labels: &[&str]) -> String {
        match self {
            Part::Stem => "stem".to_owned(),
            Part::Choice(k) => match labels.get(k) {
                Some(l) if !l.is_empty() => format!("choice {l}"),
                _ => format!("choice {}", k + 1),
            },
            Part::Explanation => "explanation".to_owned(),
        }
    }
}

/// The sides of a split as a sentence, `de, en: 50 MB; fr: 60 MB`: each camp's languages
/// (`lang` names the language at a position of the camps) and what its first says (`what`).
pub(crate) fn sides<'l>(
    camps: &[Vec<usize>],
    lang: impl Fn(usize) -> &'l str,
    what: impl Fn(usize) -> String,
) -> String {
    let described: Vec<String> = camps
        .iter()
        .map(|camp| {
            let langs: Vec<&str> = camp.iter().map(|&a| lang(a)).collect();
            format!("{}: {}", langs.join(", "), what(camp[0]))
        })
        .collect();
    described.join("; ")
}

/// One question across its languages.
#[derive(Debug)]
pub(crate) struct GroupCtx<'a> {
    pub id: &'a str,
    /// One page per language, sorted by language.
    pub members: Vec<Member<'a>>,
    pub detector: &'a Detector,
    /// `orders[i][j]`: where member `i`'s choices are among member `j`'s, when `i` lists them in
    /// another order (see [`order::reorder`]); `None` for the same order.
    pub orders: Vec<Vec<Option<Vec<usize>>>>,
    /// Members whose choices are in another order than most languages' (see
    /// `choice-order-mismatch`); their choices are not compared position by position.
    pub reordered: Vec<usize>,
}

impl<'a> GroupCtx<'a> {
    pub fn new(id: &'a str, members: Vec<Member<'a>>, detector: &'a Detector) -> Self {
        let mut ctx = Self { id, members, detector, orders: Vec::new(), reordered: Vec::new() };
        let (_, ids) = ctx.aligned_choices();
        let gain = if ids.len() > 2 { order::REORDER_GAIN } else { order::REORDER_GAIN_ALONE };
        let n = ctx.members.len();
        ctx.orders = vec![vec![None; n]; n];
        // Each member's choices without what they share, once, for all its pairs.
        let distinct: Vec<Vec<Anchors>> =
            ids.iter().map(|&i| order::distinctive(&ctx.members[i].choices)).collect();
        for (x, &i) in ids.iter().enumerate() {
            for (y, &j) in ids.iter().enumerate().skip(x + 1) {
                let (a, b) =
                    ((&ctx.members[i], &distinct[x][..]), (&ctx.members[j], &distinct[y][..]));
                if let Some(o) = order::reorder(a, b, gain) {
                    let mut back = vec![0; o.len()];
                    for (k, &to) in o.iter().enumerate() {
                        back[to] = k;
                    }
                    ctx.orders[i][j] = Some(o);
                    ctx.orders[j][i] = Some(back);
                }
            }
        }
        let suspects = consensus::suspects(ids.len(), |a, b| ctx.orders[ids[a]][ids[b]].is_none());
        ctx.reordered = suspects.into_iter().map(|a| ids[a]).collect();
        ctx
    }

    /// The correct choices of member `i` as positions of member `j`'s choices: where `j` has
    /// the choices `i` marks, matched by what they say when the two order them differently.
    pub fn correct_in(&self, i: usize, j: usize) -> Vec<usize> {
        let own = self.members[i].q.correct_indices();
        let mut out: Vec<usize> = match &self.orders[i][j] {
            Some(order) => own.iter().filter_map(|&k| order.get(k).copied()).collect(),
            None => own,
        };
        out.sort_unstable();
        out
    }

    /// The member whose choice order the others are compared with: the first (English first)
    /// whose choices are in the common order.
    pub fn reference(&self) -> Option<usize> {
        self.pivot_or_first(&self.comparable_choices().1)
    }

    /// Whether member `i` is in the pivot language (English), which messages cite first.
    pub fn is_pivot(&self, i: usize) -> bool {
        self.members[i].lang() == quizdeck_lang::PIVOT
    }

    /// Of the members `ids`, the one in the pivot language, else the first.
    pub fn pivot_or_first(&self, ids: &[usize]) -> Option<usize> {
        ids.iter().copied().find(|&i| self.is_pivot(i)).or_else(|| ids.first().copied())
    }

    /// The members whose choices are compared position by position, and how many choices they
    /// have: the most common number of choices, in the common order.
    pub fn comparable_choices(&self) -> (usize, Vec<usize>) {
        let (n, ids) = self.aligned_choices();
        (n, ids.into_iter().filter(|i| !self.reordered.contains(i)).collect())
    }

    /// The labels of the group's most common choice list, for naming choices.
    pub fn labels(&self) -> Vec<&str> {
        let mut best: Option<&Question> = None;
        for m in &self.members {
            if best.is_none_or(|b| m.q.choices.len() > b.choices.len()) {
                best = Some(m.q);
            }
        }
        best.map(|q| q.choices.iter().map(|c| c.label.as_str()).collect()).unwrap_or_default()
    }

    /// The members whose choices can be compared position by position: those with the most
    /// common number of choices.
    pub fn aligned_choices(&self) -> (usize, Vec<usize>) {
        let mut count: HashMap<usize, usize> = HashMap::new();
        for m in &self.members {
            *count.entry(m.q.choices.len()).or_default() += 1;
        }
        let common =
            count.iter().max_by_key(|&(&len, &n)| (n, len)).map(|(&len, _)| len).unwrap_or(0);
        let ids = (0..self.members.len())
            .filter(|&i| self.members[i].q.choices.len() == common)
            .collect();
        (common, ids)
    }

    /// A finding of `code` blaming the members `at`.
    pub fn finding(&self, code: Code, at: &[usize], message: String) -> Finding {
        let mut f = Finding::new(code, self.id, message);
        for &i in at {
            f = f.at(self.members[i].lang(), &self.members[i].q.source);
        }
        f
    }
}

/// A rule comparing the languages of one question.
pub(crate) type GroupRule = fn(&GroupCtx<'_>, &mut Vec<Finding>);

/// The rules across the languages of one question, in documentation order.
pub(crate) const GROUP_RULES: &[(Code, GroupRule)] = &[
    (Code::ChoiceCountMismatch, cross::choice_count_mismatch),
    (Code::AnswerMismatch, cross::answer_mismatch),
    (Code::ChoiceOrderMismatch, cross::choice_order_mismatch),
    (Code::NumberMismatch, anchored::number_mismatch),
    (Code::UnitMismatch, units::unit_mismatch),
    (Code::AcronymMismatch, anchored::acronym_mismatch),
    (Code::NegationMismatch, negation::negation_mismatch),
    (Code::Truncated, truncation::truncated),
    (Code::Untranslated, untranslated::untranslated),
];

/// The whole input with its grouping.
#[derive(Debug)]
pub(crate) struct SetCtx<'a> {
    pub questions: &'a [Question],
    pub grouping: &'a Grouping,
}

impl SetCtx<'_> {
    /// The id of the group question `question` belongs to.
    pub fn group_id(&self, question: usize) -> &str {
        let g = self.grouping.group_of(question).unwrap_or_default();
        self.grouping.groups.get(g).map_or("", |g| g.id.as_str())
    }
}

/// A rule over the whole input.
pub(crate) type SetRule = fn(&SetCtx<'_>, &mut Vec<Finding>);

/// The rules over the whole input, in documentation order.
pub(crate) const SET_RULES: &[(Code, SetRule)] = &[
    (Code::DuplicateId, set::duplicate_id),
    (Code::TopicMismatch, set::topic_mismatch),
    (Code::MissingTranslation, set::missing_translation),
];

#[cfg(test)]
mod scripts_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod untabled_tests;
