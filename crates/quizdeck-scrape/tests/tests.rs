//! The reader's tests against pages: the fixtures with an expected parse, layout variants written
//! inline, and inputs of any bytes. One test binary (one link instead of one per file); run one
//! module with `cargo test -p quizdeck-scrape --test integration <module>::`.

mod families;
mod fixtures;
mod layouts;
mod registry;
mod robustness;

/// The repository's `fixtures/` folder.
fn fixtures() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}
