//! What grouping finds: the groups (serde types, part of `quizdeck check`'s JSON report) and the
//! index of which page is in which group.

use serde::{Deserialize, Serialize};

/// How a group of pages was recognized as one question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GroupBy {
    /// The pages share a page id (from the URL or the markup).
    Key,
    /// The pages link to each other (hreflang alternates, canonical URLs).
    Url,
    /// Text renderings placed by aligning each language's topic sequence.
    Sequence,
    /// Nothing tied the page to a translation (or grouping was ambiguous).
    Single,
}

impl GroupBy {
    /// The name used in reports.
    pub fn as_str(self) -> &'static str {
        match self {
            GroupBy::Key => "key",
            GroupBy::Url => "url",
            GroupBy::Sequence => "sequence",
            GroupBy::Single => "single",
        }
    }
}

/// One question and its pages, one per language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    /// The question id: the shared key, else a page id of the group (English first).
    pub id: String,
    /// How the group was formed.
    pub by: GroupBy,
    /// The evidence, in words (`key 1041`, `position 3 of 7 in the topic sequence, …`).
    pub evidence: String,
    /// The topic title in the group's first language.
    pub topic: String,
    /// The languages present, sorted.
    pub langs: Vec<String>,
    /// The languages other groups have and this one lacks (in the JSON always, `[]` for none).
    #[serde(default)]
    pub missing: Vec<String>,
    /// The pages.
    pub pages: Vec<GroupPage>,
}

/// A page of a group.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupPage {
    /// Its language.
    pub lang: String,
    /// Its question id.
    pub id: String,
    /// Its input path.
    pub source: String,
}

/// Pages that could not be placed with confidence; each stays in a group of its own
/// ([`GroupBy::Single`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ambiguity {
    /// The pages (question indices), all of one language.
    pub pages: Vec<usize>,
    /// Why, in one sentence.
    pub message: String,
}

/// How the pages of a run are grouped into questions: what [`group`](crate::group) returns.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Grouping {
    /// The groups, in the order of their first page in the input.
    pub groups: Vec<Group>,
    /// The pages that could not be placed with confidence, and why.
    pub ambiguities: Vec<Ambiguity>,
    /// Questions that repeat an earlier question's id and language: `(repeat, first)`. A repeat
    /// is in no group's pages but counts as a page of its first's group in [`Grouping::group_of`].
    pub duplicates: Vec<(usize, usize)>,
    /// Every language of the input, sorted.
    pub langs: Vec<String>,
    /// Per group, its pages as question indices, in the order of [`Group::pages`].
    pub(crate) members: Vec<Vec<usize>>,
    /// Per question, the index of its group.
    pub(crate) group_of: Vec<usize>,
}

impl Grouping {
    /// The pages of group `group` as indices into the questions grouped, sorted by language
    /// (repeated pages left out).
    pub fn members(&self, group: usize) -> &[usize] {
        self.members.get(group).map_or(&[], Vec::as_slice)
    }

    /// The index of the group of question `question` (an index into the questions grouped).
    pub fn group_of(&self, question: usize) -> Option<usize> {
        self.group_of.get(question).copied()
    }

    /// The page in language `lang` of the question `question` is a page of, if its group has
    /// one: `page_in(i, "fr")` is the French translation of question `i` (or `i` itself when it is
    /// in French). `lang` is compared with each page's tag as it is (`pt-BR` is not `pt`).
    pub fn page_in(&self, question: usize, lang: &str) -> Option<usize> {
        let group = self.group_of(question)?;
        let pages = &self.groups[group].pages;
        pages.iter().zip(self.members(group)).find(|(p, _)| p.lang == lang).map(|(_, &i)| i)
    }
}
