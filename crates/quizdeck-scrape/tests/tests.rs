//! The reader's tests against pages: the fixtures with an expected parse, layout variants written
//! inline, and inputs of any bytes. One test binary (one link instead of one per file); run one
//! module with `cargo test -p quizdeck-scrape --test integration <module>::`.

use std::path::{Path, PathBuf};

use serde_json::Value;

mod families;
mod fixtures;
mod layouts;
mod registry;
mod robustness;

/// The repository's `fixtures/` folder.
fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}

/// Every file under `dir`, in sorted order.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() { stack.push(p) } else { out.push(p) }
        }
    }
    out.sort();
    out
}

/// Collapses white space inside each paragraph; paragraphs stay separated by one blank line.
fn norm(v: &Value) -> Value {
    match v {
        Value::String(s) => Value::String(
            s.split("\n\n")
                .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
                .filter(|p| !p.is_empty())
                .collect::<Vec<_>>()
                .join("\n\n"),
        ),
        Value::Array(a) => Value::Array(a.iter().map(norm).collect()),
        Value::Object(o) => Value::Object(o.iter().map(|(k, v)| (k.clone(), norm(v))).collect()),
        other => other.clone(),
    }
}
