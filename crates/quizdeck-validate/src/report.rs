//! What a check run reports: findings, groups and a summary (serde types, the JSON format).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{BaselineOutcome, Code, Group, Severity};

/// The whole report: `{"findings": [...], "groups": [...], "summary": {...}}`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// Every finding, grouped per question in group order, most severe first within a question.
    pub findings: Vec<Finding>,
    /// How the pages were grouped into questions.
    pub groups: Vec<Group>,
    /// Counts.
    pub summary: Summary,
    /// When checked against a baseline: the findings it listed (left out) and its entries that
    /// no longer occur.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baseline: Option<BaselineOutcome>,
}

/// One problem found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// The rule's stable code.
    pub code: Code,
    /// How much it matters: the code's severity, or the lesser one its description names.
    pub severity: Severity,
    /// What is wrong, in one sentence.
    pub message: String,
    /// The id of the question (group) it concerns.
    pub question: String,
    /// The languages at fault (for a disagreement: the ones differing from the others).
    pub langs: Vec<String>,
    /// The input paths of the pages at fault, so an editor can open them.
    pub sources: Vec<String>,
    /// The part of the question concerned: `stem`, `choice B`, `choices`, `answer`,
    /// `explanation`, `topic`, `id`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// What each language of the group has there, side by side (language → value).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub values: BTreeMap<String, String>,
}

impl Finding {
    /// A finding of `code` about question `question`.
    pub fn new(code: Code, question: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            code,
            severity: code.severity(),
            message: message.into(),
            question: question.into(),
            langs: Vec::new(),
            sources: Vec::new(),
            field: None,
            values: BTreeMap::new(),
        }
    }

    /// Lowers the finding to `severity`, the lesser case its code describes (never above the
    /// code's own).
    pub fn with_severity(mut self, severity: Severity) -> Self {
        self.severity = severity.min(self.code.severity());
        self
    }

    /// Names the part of the question concerned.
    pub fn field(mut self, field: impl Into<String>) -> Self {
        self.field = Some(field.into());
        self
    }

    /// Names a language at fault and its page.
    pub fn at(mut self, lang: &str, source: &str) -> Self {
        if !self.langs.iter().any(|l| l == lang) {
            self.langs.push(lang.to_owned());
        }
        if !self.sources.iter().any(|s| s == source) {
            self.sources.push(source.to_owned());
        }
        self
    }

    /// Adds what `lang` has, for the side-by-side view.
    pub fn value(mut self, lang: &str, value: impl Into<String>) -> Self {
        self.values.insert(lang.to_owned(), value.into());
        self
    }
}

/// Counts over the whole run.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// Questions checked.
    pub pages: usize,
    /// Groups (questions across languages).
    pub groups: usize,
    /// Languages seen, sorted.
    pub languages: Vec<String>,
    /// Findings of severity error.
    pub errors: usize,
    /// Findings of severity warning.
    pub warnings: usize,
    /// Findings of severity info.
    pub infos: usize,
    /// Findings per code.
    pub codes: BTreeMap<String, usize>,
    /// Groups per way of grouping.
    pub grouped_by: BTreeMap<String, usize>,
    /// For each language, the number of groups that have it (the coverage table's totals).
    pub coverage: BTreeMap<String, usize>,
    /// Whether the run fails: errors, or warnings under `deny warnings`.
    pub failed: bool,
}

impl Report {
    /// The findings of one question.
    pub fn findings_of<'a>(&'a self, question: &'a str) -> impl Iterator<Item = &'a Finding> {
        self.findings.iter().filter(move |f| f.question == question)
    }

    /// The worst severity found, if any.
    pub fn worst(&self) -> Option<Severity> {
        self.findings.iter().map(|f| f.severity).max()
    }
}
