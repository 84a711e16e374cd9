//! A baseline: the findings a team has accepted, so that a CI gate fails only on new ones.
//!
//! Each finding is recorded by its code, its question, each language at fault and a digest of
//! the text involved (the stem, the choice, the explanation … of that language's page), so that
//! an entry survives unrelated edits and goes away when the text it is about is fixed. Checked
//! against a baseline, a report keeps only the findings it does not list, and names the entries
//! that no longer occur.

use foldhash::{HashMap, HashMapExt};
use std::collections::BTreeSet;

use quizdeck_model::{Question, short_hash};

use crate::Pages;
use serde::{Deserialize, Serialize};

use crate::{Code, Finding, Options, Report};

/// The version of the baseline file format.
const VERSION: u32 = 1;

/// The accepted findings, as `--write-baseline` writes them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Baseline {
    /// The file format's version (1).
    pub version: u32,
    /// One entry per finding and language at fault, sorted.
    pub entries: Vec<BaselineEntry>,
}

/// One accepted finding in one language.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BaselineEntry {
    /// The finding's code.
    pub code: Code,
    /// The id of its question.
    pub question: String,
    /// A language at fault (empty when the finding names none).
    pub lang: String,
    /// A digest of the field and of the text involved in that language.
    pub digest: String,
    /// The message as it was, for people reading the file; not compared.
    #[serde(default)]
    pub message: String,
}

impl BaselineEntry {
    fn key(&self) -> (Code, &str, &str, &str) {
        (self.code, &self.question, &self.lang, &self.digest)
    }
}

/// What checking against a baseline found, in the report.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BaselineOutcome {
    /// Findings the baseline lists, left out of the report.
    pub known: usize,
    /// Entries of the baseline no finding matches any more (fixed, or their text changed).
    pub stale: Vec<BaselineEntry>,
}

impl Baseline {
    /// The baseline of every finding of `report`, made from the pages checked (a slice of
    /// questions, or [`Spilled`](crate::Spilled) pages).
    pub fn of<P: Pages + ?Sized>(report: &Report, pages: &P) -> Result<Self, P::Error> {
        let texts = Texts::new(report, pages);
        let mut entries = Vec::new();
        for f in &report.findings {
            entries.extend(texts.entries(f)?);
        }
        entries.sort();
        entries.dedup_by(|a, b| a.key() == b.key());
        Ok(Self { version: VERSION, entries })
    }

    /// Leaves out of `report` the findings this baseline lists (every language of one), counts
    /// them and names the entries that no longer occur; the summary then counts what is left.
    pub fn apply<P: Pages + ?Sized>(
        &self,
        report: &mut Report,
        pages: &P,
        options: &Options,
    ) -> Result<(), P::Error> {
        let texts = Texts::new(report, pages);
        let listed: BTreeSet<(Code, &str, &str, &str)> =
            self.entries.iter().map(BaselineEntry::key).collect();
        let mut seen: BTreeSet<(Code, String, String, String)> = BTreeSet::new();
        let mut kept = Vec::new();
        let mut known = 0;
        for f in std::mem::take(&mut report.findings) {
            let entries = texts.entries(&f)?;
            for e in &entries {
                seen.insert((e.code, e.question.clone(), e.lang.clone(), e.digest.clone()));
            }
            if !entries.is_empty() && entries.iter().all(|e| listed.contains(&e.key())) {
                known += 1;
            } else {
                kept.push(f);
            }
        }
        report.findings = kept;
        let stale = self
            .entries
            .iter()
            .filter(|e| {
                let key = (e.code, e.question.clone(), e.lang.clone(), e.digest.clone());
                !seen.contains(&key)
            })
            .cloned()
            .collect();
        report.summary = crate::summarize(
            report.summary.pages,
            &report.findings,
            &report.groups,
            report.summary.languages.clone(),
            options,
        );
        report.baseline = Some(BaselineOutcome { known, stale });
        Ok(())
    }
}

/// The pages of a report's groups, to read the text a finding is about.
struct Texts<'q, P: ?Sized> {
    source: &'q P,
    pages: HashMap<(&'q str, &'q str), usize>,
    group_pages: HashMap<(String, String), (String, String)>,
}

impl<'q, P: Pages + ?Sized> Texts<'q, P> {
    fn new(report: &Report, source: &'q P) -> Self {
        let pages = (source.outlines().iter().enumerate())
            .map(|(i, q)| ((q.id.as_str(), q.lang.as_str()), i))
            .collect();
        let mut group_pages = HashMap::new();
        for g in &report.groups {
            for p in &g.pages {
                group_pages.insert((g.id.clone(), p.lang.clone()), (p.id.clone(), p.lang.clone()));
            }
        }
        Self { source, pages, group_pages }
    }

    /// The page of `lang` in question `question`, as an index into the pages.
    fn page(&self, question: &str, lang: &str) -> Option<usize> {
        let (id, lang) = self.group_pages.get(&(question.to_owned(), lang.to_owned()))?;
        self.pages.get(&(id.as_str(), lang.as_str())).copied()
    }

    /// A finding's entries: one per language at fault.
    fn entries(&self, f: &Finding) -> Result<Vec<BaselineEntry>, P::Error> {
        let langs: Vec<&str> = if f.langs.is_empty() {
            vec![""]
        } else {
            f.langs.iter().map(String::as_str).collect()
        };
        langs
            .into_iter()
            .map(|lang| {
                let field = f.field.as_deref().unwrap_or("");
                let text = match self.page(&f.question, lang) {
                    Some(i) => text_of(&*self.source.page(i)?, field),
                    None => None,
                };
                let text = text.unwrap_or_else(|| f.message.clone());
                Ok(BaselineEntry {
                    code: f.code,
                    question: f.question.clone(),
                    lang: lang.to_owned(),
                    digest: short_hash([field, text.as_str()]),
                    message: f.message.clone(),
                })
            })
            .collect()
    }
}

/// The text of `field` (as findings name it: `stem`, `choice B`, `answer` …) on page `q`.
fn text_of(q: &Question, field: &str) -> Option<String> {
    let choice = |label: &str| q.choices.iter().find(|c| c.label == label).map(|c| c.text.clone());
    Some(match field {
        "stem" => q.stem.clone(),
        "explanation" | "explanation paragraph" => q.explanation.clone(),
        "topic" => q.topic.clone(),
        "id" => q.id.clone(),
        "answer" => {
            let labels = q.correct_labels();
            let texts: Vec<String> = labels.iter().filter_map(|l| choice(l)).collect();
            format!("{}\n{}", labels.join(","), texts.join("\n"))
        }
        "choices" => {
            let all: Vec<String> =
                q.choices.iter().map(|c| format!("{}. {}", c.label, c.text)).collect();
            all.join("\n")
        }
        other => choice(other.strip_prefix("choice ")?)?,
    })
}

#[cfg(test)]
mod tests {
    use quizdeck_model::{Choice, NoProgress, Selection};

    use super::*;

    /// One question about a telescope in five languages; `qs[1]` is the French page.
    fn pages() -> Vec<Question> {
        let texts = [
            (
                "en",
                "A mirror of 14 m collects light for 3 hours. Which detector is used?",
                "Infrared",
            ),
            (
                "fr",
                "Un miroir de 14 m collecte la lumière pendant 3 heures. Quel détecteur ?",
                "Infrarouge",
            ),
            (
                "de",
                "Ein Spiegel von 14 m sammelt 3 Stunden lang Licht. Welcher Detektor?",
                "Infrarot",
            ),
            (
                "es",
                "Un espejo de 14 m recoge luz durante 3 horas. ¿Qué detector se usa?",
                "Infrarrojo",
            ),
            ("nl", "Een spiegel van 14 m verzamelt 3 uur lang licht. Welke detector?", "Infrarood"),
        ];
        texts
            .iter()
            .map(|(lang, stem, ir)| {
                let mut q = Question::new(*lang, "Telescopes", *stem);
                q.key = Some("7".into());
                q.choices = vec![Choice::new("A", "X-ray"), Choice::new("B", *ir)];
                q.answer = "B".into();
                q.explanation = "Cold dust glows in the infrared.".into();
                q.source = format!("{lang}.html");
                q.assign_id();
                q
            })
            .collect()
    }

    #[test]
    fn a_baseline_keeps_only_new_findings_and_names_stale_ones() {
        let options = Options::default();
        let mut qs = pages();
        qs[1].answer = "A".into();
        let first = crate::check(&qs, &options, &NoProgress);
        assert!(first.summary.failed);
        let baseline = Baseline::of(&first, &qs[..]).unwrap();
        assert!(!baseline.entries.is_empty());

        // The same run against its baseline: nothing new, nothing stale.
        let mut again = crate::check(&qs, &options, &NoProgress);
        baseline.apply(&mut again, &qs[..], &options).unwrap();
        assert!(again.findings.is_empty(), "{:#?}", again.findings);
        assert!(!again.summary.failed);
        let outcome = again.baseline.clone().unwrap();
        assert_eq!((outcome.known, outcome.stale.len()), (first.findings.len(), 0));

        // The known mistake fixed, a new one made: the new one fails, the old entry is stale.
        qs[1].answer = "B".into();
        qs[1].stem = qs[1].stem.replace("14", "16");
        let mut next = crate::check(&qs, &options, &NoProgress);
        baseline.apply(&mut next, &qs[..], &options).unwrap();
        assert!(next.summary.failed);
        assert!(
            next.findings.iter().all(|f| f.code == Code::NumberMismatch),
            "{:#?}",
            next.findings
        );
        let stale = next.baseline.unwrap().stale;
        assert!(stale.iter().any(|e| e.code == Code::AnswerMismatch), "{stale:#?}");
    }

    #[test]
    fn a_baseline_applied_to_a_selection_keeps_the_coverage_of_the_selected_languages() {
        let select = Selection { langs: vec!["fr".into(), "de".into()], topic: None };
        let options = Options { select, ..Options::default() };
        let mut qs = pages();
        qs[1].answer = "A".into();
        let baseline = Baseline::of(&crate::check(&qs, &options, &NoProgress), &qs[..]).unwrap();
        let mut report = crate::check(&qs, &options, &NoProgress);
        let before = report.summary.coverage.clone();
        assert_eq!(before.keys().collect::<Vec<_>>(), ["de", "fr"]);
        baseline.apply(&mut report, &qs[..], &options).unwrap();
        assert_eq!(report.summary.coverage, before);
    }

    #[test]
    fn an_edited_text_no_longer_matches_its_entry() {
        let options = Options::default();
        let mut qs = pages();
        qs[1].stem = qs[1].stem.replace("14", "16");
        let baseline = Baseline::of(&crate::check(&qs, &options, &NoProgress), &qs[..]).unwrap();
        qs[1].stem = qs[1].stem.replace("16", "18");
        let mut report = crate::check(&qs, &options, &NoProgress);
        baseline.apply(&mut report, &qs[..], &options).unwrap();
        assert!(report.findings.iter().any(|f| f.code == Code::NumberMismatch));
        assert_eq!(report.baseline.unwrap().stale.len(), 1);
    }
}
