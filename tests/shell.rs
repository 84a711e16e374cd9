//! `quizdeck completions` and `quizdeck man`: generated from the command-line definitions, so
//! every subcommand and flag `--help` shows is in them.

use std::process::Command;

use crate::util::{quizdeck, quizdeck_ok, s};

/// The subcommands `quizdeck --help` lists (without `help`).
fn subcommands() -> Vec<String> {
    let help = quizdeck(&["--help"]).stdout;
    let listed: Vec<String> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_owned)
        .collect();
    assert!(listed.len() >= 5, "{help}");
    listed
}

fn stdout_of(args: &[&str]) -> String {
    let r = quizdeck(args);
    assert_eq!(r.code, 0, "quizdeck {args:?}: {}", r.stderr);
    r.stdout
}

/// Each shell's script is the shell's kind of script and names every subcommand, and the flags of
/// one (`check --format` with its values).
#[test]
fn completions_name_every_subcommand_for_each_shell() {
    let commands = subcommands();
    for (shell, signature) in [
        ("bash", "complete -F _quizdeck"),
        ("zsh", "#compdef quizdeck"),
        ("fish", "complete -c quizdeck"),
        ("powershell", "Register-ArgumentCompleter"),
        ("elvish", "edit:completion:arg-completer[quizdeck]"),
    ] {
        let script = stdout_of(&["completions", shell]);
        assert!(script.contains(signature), "{shell}: no {signature:?}");
        for command in &commands {
            assert!(script.contains(command.as_str()), "{shell} does not complete {command}");
        }
        for flag in ["format", "deny", "output"] {
            let spelled = if shell == "fish" { format!("-l {flag}") } else { format!("--{flag}") };
            assert!(script.contains(&spelled), "{shell} does not complete --{flag}");
        }
    }
    let r = quizdeck(&["completions", "tcsh"]);
    assert_eq!(r.code, 2, "an unknown shell is a usage error");
}

/// Runs the bash completion of the words typed so far (the last one being completed) and gives
/// what bash would offer.
fn bash_complete(script: &str, words: &[&str]) -> Vec<String> {
    let line = words.join(" ");
    let program = format!(
        "{script}\nCOMP_WORDS=({line}); COMP_CWORD={}; COMP_LINE='{line}'; COMP_POINT=${{#COMP_LINE}}\n\
         _quizdeck quizdeck '{}' '{}'\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        words.len() - 1,
        words[words.len() - 1],
        words[words.len() - 2],
    );
    let out = Command::new("bash").args(["--norc", "-c", &program]).output().expect("bash runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_owned).collect()
}

/// The bash script, sourced into bash, completes subcommands, flags and flag values.
#[test]
fn bash_completion_completes_subcommands_flags_and_values() {
    let script = stdout_of(&["completions", "bash"]);
    assert_eq!(bash_complete(&script, &["quizdeck", "ch"]), ["check"]);
    let flags = bash_complete(&script, &["quizdeck", "check", "--fo"]);
    assert_eq!(flags, ["--format"]);
    let mut formats = bash_complete(&script, &["quizdeck", "check", "--format", ""]);
    formats.sort();
    assert!(formats.contains(&"json".to_owned()), "{formats:?}");
    assert!(formats.contains(&"text".to_owned()), "{formats:?}");
}

/// `quizdeck man` prints one roff page naming every subcommand; `--dir` writes a page per
/// command.
#[test]
fn man_page_is_roff_and_names_every_subcommand() {
    let page = stdout_of(&["man"]);
    assert!(page.contains(".TH quizdeck 1"), "{page}");
    assert!(page.contains(".SH SYNOPSIS") && page.contains(".SH SUBCOMMANDS"), "{page}");
    let commands = subcommands();
    for command in &commands {
        assert!(page.contains(&format!("quizdeck\\-{command}(1)")), "no {command} in\n{page}");
    }
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("man1");
    quizdeck_ok(&["man", "--dir", s(&out)]);
    let check = std::fs::read_to_string(out.join("quizdeck-check.1")).unwrap();
    assert!(check.contains(".TH quizdeck-check 1"), "{check}");
    assert!(check.contains("\\-\\-format"), "the check page documents its flags");
    for command in &commands {
        assert!(out.join(format!("quizdeck-{command}.1")).is_file(), "no page for {command}");
    }
    assert!(out.join("quizdeck.1").is_file());
}

/// `scripts/dist` lays the binary out with every shell's completions and the manual pages where
/// each shell and `man` look for them under a prefix.
#[test]
fn release_layout_ships_completions_and_manual_pages() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("quizdeck-release");
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_quizdeck"));
    let status = Command::new("bash")
        .current_dir(crate::util::root())
        .args(["scripts/dist", "--bin", s(bin), "--out", s(&out)])
        .stdout(std::process::Stdio::null())
        .status()
        .expect("bash runs");
    assert!(status.success());
    let bash = std::fs::read_to_string(out.join("share/bash-completion/completions/quizdeck"));
    assert_eq!(bash.unwrap(), stdout_of(&["completions", "bash"]));
    for file in [
        "bin/quizdeck",
        "share/zsh/site-functions/_quizdeck",
        "share/fish/vendor_completions.d/quizdeck.fish",
        "share/powershell/quizdeck.ps1",
        "share/elvish/quizdeck.elv",
        "share/man/man1/quizdeck.1",
        "share/man/man1/quizdeck-check.1",
        "README.md",
    ] {
        let meta = std::fs::metadata(out.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(meta.len() > 0, "{file} is empty");
    }
}
