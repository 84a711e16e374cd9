//! The end-to-end tests: the real `quizdeck` binary run on `fixtures/`, in one test binary (one
//! link instead of one per file). Each module covers one command or one output; `util` holds what
//! they share.
//!
//! Run one module with `cargo test --test integration <module>::`, and rewrite the golden files
//! after a deliberate change with `QUIZDECK_BLESS=1 cargo test --test integration`.

mod util;

mod check_cli;
mod check_fixtures;
mod export_apkg;
mod export_csv;
mod export_json;
mod golden;
mod parse;
