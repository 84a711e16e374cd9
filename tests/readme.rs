//! What the README promises about building: the minimum Rust version is the one the locked
//! dependencies need, and the README states the one `Cargo.toml` declares.

use std::process::Command;

use crate::util::root;

/// A Rust version (`1.89`, `1.85.0`) as numbers, for comparing.
fn version(text: &str) -> Vec<u64> {
    let numbers: Result<Vec<u64>, _> = text.trim().split('.').map(str::parse).collect();
    let mut v = numbers.unwrap_or_else(|e| panic!("{text:?} is no Rust version: {e}"));
    v.resize(3, 0);
    v
}

/// `cargo metadata` of the workspace, from the lock file as committed.
fn metadata() -> serde_json::Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root())
        .args(["metadata", "--locked", "--format-version", "1"])
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("cargo metadata prints JSON")
}

/// The `rust-version` of the workspace's own packages (all take it from `[workspace.package]`).
fn workspace_rust_version(meta: &serde_json::Value) -> String {
    let members = meta["workspace_members"].as_array().expect("members");
    let mut versions: Vec<&str> = meta["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .filter(|p| members.contains(&p["id"]))
        .map(|p| p["rust_version"].as_str().expect("every crate declares rust-version"))
        .collect();
    versions.dedup();
    assert_eq!(versions.len(), 1, "the crates declare different rust-versions: {versions:?}");
    versions[0].to_owned()
}

/// A toolchain older than what one locked dependency declares cannot build the workspace, so the
/// declared minimum must be at least the highest of them. (Lowering a dependency is fine; a
/// `cargo update` that raises one fails here until `rust-version` and the README follow.)
#[test]
fn rust_version_is_at_least_what_every_locked_dependency_declares() {
    let meta = metadata();
    let ours = workspace_rust_version(&meta);
    let members = meta["workspace_members"].as_array().unwrap();
    let (need, by) = meta["packages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| !members.contains(&p["id"]))
        .filter_map(|p| {
            let v = p["rust_version"].as_str()?;
            let name = format!("{} {}", p["name"].as_str()?, p["version"].as_str()?);
            Some((version(v), format!("{name} declares {v}")))
        })
        .max()
        .expect("some dependency declares a rust-version");
    assert!(version(&ours) >= need, "rust-version is {ours}, but {by}");
}

/// The README names the minimum Rust version `Cargo.toml` declares.
#[test]
fn readme_states_the_declared_rust_version() {
    let ours = workspace_rust_version(&metadata());
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let stated = format!("Rust toolchain, {ours} or newer");
    assert!(readme.contains(&stated), "README.md does not say {stated:?}");
}

/// The lines of the `sh` blocks of the README's section `heading` (down to the next `## `).
fn shell_lines(heading: &str) -> Vec<String> {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let start = readme.find(heading).unwrap_or_else(|| panic!("README.md has no {heading:?}"));
    let section = &readme[start + heading.len()..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    let mut lines = Vec::new();
    let mut in_block = false;
    for line in section.lines() {
        match line.trim() {
            "```sh" => in_block = true,
            "```" => in_block = false,
            l if in_block && !l.is_empty() => lines.push(l.to_owned()),
            _ => {}
        }
    }
    lines
}

/// The tour runs as written, from the root of a clone with `quizdeck` on the PATH: every line
/// ends with the exit status its comment names (`exit status 1`), or 0.
#[cfg(unix)]
#[test]
fn readme_tour_runs_as_written() {
    let lines = shell_lines("## A short tour");
    assert!(lines.len() >= 10, "{lines:?}");
    // A clone's root: the fixtures, and room for what the tour writes.
    let clone = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(root().join("fixtures"), clone.path().join("fixtures")).unwrap();
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_quizdeck")).parent().unwrap();
    let path = std::env::join_paths(
        std::iter::once(bin.to_path_buf())
            .chain(std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())),
    )
    .unwrap();
    for line in lines {
        let expected = line
            .split_once("exit status ")
            .and_then(|(_, rest)| rest.chars().next()?.to_digit(10))
            .unwrap_or(0) as i32;
        let out = Command::new("bash")
            .args(["-c", &line])
            .current_dir(clone.path())
            .env("PATH", &path)
            .stdin(std::process::Stdio::null())
            .output()
            .expect("bash runs");
        assert_eq!(
            out.status.code(),
            Some(expected),
            "{line}\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    for written in
        ["questions.json", "site.jsonl", "report.html", "quiz.apkg", "quiz.csv", "review.csv"]
    {
        assert!(clone.path().join(written).is_file(), "the tour writes {written}");
    }
}
