//! `--lang` and `--topic` for `check`: the report narrowed to the selected questions and
//! languages, after grouping and checking every page.
//!
//! Selecting after the fact is what keeps the report right: a Japanese page is grouped with its
//! translations and compared with them even when only `ja` is selected, so the Japanese findings
//! are the ones a full run gives, and no other.

use foldhash::{HashMap, HashMapExt};

use quizdeck_model::Question;

use crate::{Options, Report, summarize};

/// Keeps, of `report` on `questions`, the questions (groups) `options.select` selects and the
/// findings that blame a selected language, and counts the summary again over them.
///
/// A group is selected when the topic title of one of its pages matches (so a German title
/// selects the question in every language) and it has, or lacks, a selected language. A finding
/// is kept when its group is selected and one of the languages it blames is selected. The
/// summary counts the selected pages of the selected groups, and lists only the selected
/// languages.
pub(crate) fn apply(mut report: Report, questions: &[Question], options: &Options) -> Report {
    let select = &options.select;
    if select.is_all() {
        return report;
    }
    let mut group_of: HashMap<(&str, &str), usize> = HashMap::new();
    for (g, group) in report.groups.iter().enumerate() {
        for page in &group.pages {
            group_of.insert((page.lang.as_str(), page.id.as_str()), g);
        }
    }
    let page_group = |q: &Question| group_of.get(&(q.lang.as_str(), q.id.as_str())).copied();
    let mut topic = vec![false; report.groups.len()];
    for q in questions {
        if let Some(g) = page_group(q).filter(|_| select.topic(&q.topic)) {
            topic[g] = true;
        }
    }
    let kept: Vec<bool> = report
        .groups
        .iter()
        .zip(&topic)
        .map(|(group, &topic)| {
            topic && group.langs.iter().chain(&group.missing).any(|l| select.lang(l))
        })
        .collect();
    let pages = questions
        .iter()
        .filter(|q| select.lang(&q.lang) && page_group(q).is_some_and(|g| kept[g]))
        .count();

    let kept_ids: HashMap<&str, bool> =
        report.groups.iter().zip(&kept).map(|(g, &k)| (g.id.as_str(), k)).collect();
    let findings: Vec<_> = report
        .findings
        .iter()
        .filter(|f| {
            kept_ids.get(f.question.as_str()).copied().unwrap_or(false)
                && f.langs.iter().any(|l| select.lang(l))
        })
        .cloned()
        .collect();
    let mut k = kept.iter();
    report.groups.retain(|_| k.next().copied().unwrap_or(false));
    let mut languages = std::mem::take(&mut report.summary.languages);
    languages.retain(|l| select.lang(l));
    let summary = summarize(pages, &findings, &report.groups, languages, options);
    Report { findings, groups: report.groups, summary, baseline: report.baseline }
}

#[cfg(test)]
mod tests {
    use quizdeck_model::{Choice, NoProgress, Question, Selection};

    use crate::{Code, Options, check};

    /// One question in `langs`, keyed `key`, on topic `topic`; `wrong` marks another answer.
    fn question(key: &str, topic: &str, langs: &[&str], wrong: &[&str]) -> Vec<Question> {
        langs
            .iter()
            .map(|&lang| {
                let mut q = Question::new(lang, topic, format!("Question {key} ({lang})?"));
                q.key = Some(key.into());
                q.choices = vec![Choice::new("A", "12 ms"), Choice::new("B", "40 ms")];
                q.answer = if wrong.contains(&lang) { "B" } else { "A" }.into();
                q.explanation = format!("Because of {key} ({lang}).");
                q.source = format!("{lang}-{key}.html");
                q.assign_id();
                q
            })
            .collect()
    }

    fn selection(langs: &[&str], topic: Option<&str>) -> Options {
        let select = Selection {
            langs: langs.iter().map(|l| l.to_string()).collect(),
            topic: topic.map(|t| t.parse().unwrap()),
        };
        Options { select, ..Options::default() }
    }

    /// Three questions of five languages each, one language marking another answer in each: a
    /// clear majority (four against one) that blames it.
    fn pages() -> Vec<Question> {
        let mut pages = question("1", "Disks", &["de", "en", "es", "fr", "pt-BR"], &["pt-BR"]);
        pages.extend(question("2", "Disks", &["de", "en", "es", "fr", "pt-BR"], &["fr"]));
        pages.extend(question("3", "Networks", &["de", "en", "es", "fr", "it"], &["fr"]));
        pages
    }

    fn mismatches(options: &Options) -> Vec<(String, Vec<String>)> {
        let report = check(&pages(), options, &NoProgress);
        let found = report.findings.iter().filter(|f| f.code == Code::AnswerMismatch);
        found.map(|f| (f.question.clone(), f.langs.clone())).collect()
    }

    #[test]
    fn a_language_selection_keeps_the_findings_blaming_it_as_the_full_run_finds_them() {
        let all = mismatches(&Options::default());
        assert_eq!(all.len(), 3);
        // Question 1 blames pt-BR: found by comparing with en and fr, which are not selected.
        assert_eq!(mismatches(&selection(&["pt"], None)), [("1".into(), vec!["pt-BR".into()])]);
        let french: Vec<_> = all.iter().filter(|(_, l)| l == &["fr"]).cloned().collect();
        assert_eq!(mismatches(&selection(&["fr"], None)), french);
        assert!(mismatches(&selection(&["en"], None)).is_empty());
    }

    #[test]
    fn a_selection_counts_its_own_pages_languages_and_failure() {
        let report = check(&pages(), &selection(&["pt-BR"], None), &NoProgress);
        let s = &report.summary;
        // Question 3 has no pt-BR page: it is there for its missing-translation finding.
        assert_eq!((s.pages, s.groups, s.languages.clone()), (2, 3, vec!["pt-BR".to_owned()]));
        assert_eq!(s.codes.get("missing-translation"), Some(&1));
        assert_eq!(s.coverage.keys().collect::<Vec<_>>(), ["pt-BR"]);
        assert!(s.failed, "pt-BR has an error");
        assert!(report.groups.iter().all(|g| g.langs.len() == 5), "groups keep their languages");
        let report = check(&pages(), &selection(&["en"], None), &NoProgress);
        assert!(!report.summary.failed && report.findings.is_empty());
    }

    #[test]
    fn a_topic_selects_whole_questions_by_the_title_of_any_of_their_pages() {
        let mut pages = pages();
        let french_networks = |q: &&mut Question| q.lang == "fr" && q.topic == "Networks";
        pages.iter_mut().filter(french_networks).for_each(|q| q.topic = "Réseaux".into());
        let report = check(&pages, &selection(&[], Some("rése")), &NoProgress);
        let ids: Vec<&str> = report.groups.iter().map(|g| g.id.as_str()).collect();
        assert_eq!(ids, ["3"], "the French title selects the question in every language");
        assert_eq!(report.summary.pages, 5);
        let report = check(&pages, &selection(&["en"], Some("disk")), &NoProgress);
        assert_eq!(report.summary.groups, 2);
        assert!(report.findings.is_empty(), "en is not blamed for what fr and pt-BR got wrong");
    }
}
