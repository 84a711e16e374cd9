//! The end-to-end tests: the real `quizdeck` binary run on `fixtures/`, in one test binary (one
//! link instead of one per file). Each module covers one command or one output; `util` holds what
//! they share.
//!
//! Run one module with `cargo test --test integration <module>::`, and rewrite the golden files
//! after a deliberate change with `SNAPSHOTS=overwrite cargo test --test integration`.

mod util;

mod check_cli;
mod check_far_notations;
mod check_fixtures;
mod check_formats;
mod check_new_topics;
mod check_numbers;
mod check_rare_notations;
mod check_sentences;
mod check_terms;
mod check_trust_notations;
mod check_units;
mod check_unseen_notations;
mod export_apkg;
mod export_bilingual;
mod export_card;
mod export_csv;
mod export_json;
mod export_note_types;
mod golden;
mod habits;
mod outputs;
mod parse;
mod parse_archives;
mod read_again;
mod readme;
mod security;
mod security_formats;
mod select;
mod shell;
mod spill;
mod summaries;

/// With `autotests = false`, a file in a `tests/` folder that no `mod` line names is never
/// compiled: its tests would silently stop running. This holds the binary's own folder and every
/// crate's that merges its tests the same way.
#[test]
fn every_test_file_is_a_module_of_its_test_binary() {
    let root = util::root();
    let mut folders = vec![root.join("tests")];
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        let krate = entry.unwrap().path();
        let manifest = std::fs::read_to_string(krate.join("Cargo.toml")).unwrap_or_default();
        if manifest.lines().any(|l| l.trim() == "autotests = false") {
            folders.push(krate.join("tests"));
        }
    }
    for folder in folders {
        let main = std::fs::read_to_string(folder.join("tests.rs")).unwrap();
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
            if path.extension().is_some_and(|e| e == "rs") && stem != "tests" {
                let declared = main.lines().any(|l| l.trim() == format!("mod {stem};"));
                assert!(declared, "{} is no module of {}", path.display(), folder.display());
            }
        }
    }
}
