//! `quizdeck check` keeps only the pages' outlines in memory and the pages themselves in a
//! temporary file: the report, the baseline written from it and the baseline applied to it are
//! those of the pages held in memory, on every kind of input the fixtures have.

use quizdeck_model::{NoProgress, Question, Selection, parse_lang_range};
use quizdeck_scrape::ReadOptions;
use quizdeck_validate::{Baseline, Options, Pages, Severity, Spill, check, check_pages};

use crate::util::fixtures;

/// Every page of `dirs` (under `fixtures/`), read as `check` reads them.
fn pages(dirs: &[&str]) -> Vec<Question> {
    let paths = dirs.iter().map(|d| fixtures().join(d)).collect();
    let options = ReadOptions { paths, ..ReadOptions::default() };
    let batch = quizdeck_scrape::read_all(&options, &NoProgress);
    assert!(batch.failures.is_empty(), "{:?}", batch.failures);
    batch.into_questions()
}

fn json<T: serde::Serialize>(value: &T) -> serde_json::Value {
    serde_json::to_value(value).unwrap()
}

#[test]
fn spilled_pages_give_the_report_and_baseline_of_pages_in_memory() {
    // Each set, and whether it has findings (the seeds are two of the site's text renderings,
    // read once).
    let sets: [(&[&str], bool); 5] = [
        (&["check/defects/html", "check/defects/text"], true),
        (&["check/qa/defects/html", "check/qa/defects/text", "check/qa/partial"], true),
        (&["check/processors/defects/html", "check/processors/defects/text"], true),
        (&["check/consistent/html", "check/consistent/text"], false),
        (&["site/v1", "site/text", "seeds"], false),
    ];
    for (dirs, planted) in sets {
        let questions = pages(dirs);
        let mut spill = Spill::new();
        for q in &questions {
            spill.push(q.clone()).unwrap();
        }
        let spilled = spill.finish().unwrap();
        // Linked pages are held without their choices: the rules must read them back.
        let slim = (spilled.outlines().iter().zip(&questions))
            .filter(|(o, q)| o.choices.len() < q.choices.len())
            .count();
        assert!(slim > 0, "{dirs:?}: no page was held in outline");

        // The whole set, and the language of its last page alone.
        let lang = parse_lang_range(&questions[questions.len() - 1].lang).unwrap();
        let one = Selection { langs: vec![lang], topic: None };
        for options in [Options::default(), Options { select: one, ..Options::default() }] {
            let held = check(&questions, &options, &NoProgress);
            let report = check_pages(&spilled, &options, &NoProgress).unwrap();
            assert_eq!(json(&report), json(&held), "{dirs:?}");
            if options.select.is_all() {
                let serious = report.findings.iter().filter(|f| f.severity >= Severity::Warning);
                assert_eq!(serious.count() > 0, planted, "{dirs:?}: {:#?}", report.findings);
            }

            let baseline = Baseline::of(&report, &spilled).unwrap();
            assert_eq!(baseline, Baseline::of(&held, &questions[..]).unwrap(), "{dirs:?}");
            // A baseline missing one entry leaves exactly that finding's entries to report.
            let mut partial = baseline.clone();
            partial.entries.pop();
            let (mut a, mut b) = (report.clone(), held.clone());
            partial.apply(&mut a, &spilled, &options).unwrap();
            partial.apply(&mut b, &questions[..], &options).unwrap();
            assert_eq!(json(&a), json(&b), "{dirs:?}");
        }
    }
}
