//! `check` on units written the languages' own ways: no finding on right translations.

use quizdeck_validate::{Report, Severity};

use crate::util::{Run, fixtures, quizdeck_in};

/// Every page of `fixtures/check/time-units/consistent` is right, in `en el ru sw`: checked all
/// together and two languages at a time (no majority then to outvote a misread unit), no error
/// and no warning. Swahili's `60 × sekunde 10` has a product sign, no unit `×`; Greek's
/// `10 λεπτά` is ten minutes.
#[test]
fn times_written_with_unit_words_or_a_product_sign_agree() {
    let set = fixtures().join("check/time-units/consistent");
    let langs = ["el", "en", "ru", "sw"];
    let mut runs: Vec<Vec<&str>> = vec![langs.to_vec()];
    for (i, a) in langs.iter().enumerate() {
        for b in &langs[i + 1..] {
            runs.push(vec![a, b]);
        }
    }
    for run in runs {
        let dir = tempfile::tempdir().unwrap();
        for entry in std::fs::read_dir(&set).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if run.iter().any(|l| name.starts_with(&format!("{l}-"))) {
                std::fs::copy(&path, dir.path().join(&name)).unwrap();
            }
        }
        let r = Run::of(
            quizdeck_in(dir.path()).args(["check", "--quiet", "--format", "json", "."]),
            None,
        );
        let report: Report = r.json();
        let serious: Vec<_> =
            report.findings.iter().filter(|f| f.severity >= Severity::Warning).collect();
        assert!(serious.is_empty(), "{run:?}: {serious:#?}");
        assert_eq!(r.code, 0, "{run:?}");
        assert_eq!(report.groups.len(), 3, "{run:?}: three questions by key");
    }
}
