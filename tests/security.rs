//! Hostile input, tried as an attacker would: a page someone sent you must not pack your private
//! files into the deck you share, must not make Anki run anything, must not drive your terminal,
//! and must not exhaust time, memory or disk. Each test guards one way in; the media tests check
//! through Anki's own import that nothing from the fake home folder arrives.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::util::anki::{Import, anki_import, python};
use crate::util::{quizdeck, quizdeck_in, root, s};

/// A page about tides whose stem shows the images `srcs` (as the page writes them).
fn page(srcs: &[&str], stem_extra: &str) -> String {
    let imgs: String =
        srcs.iter().map(|src| format!("<img src=\"{src}\" alt=\"figure\">")).collect();
    format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <title>Tides | Oceans</title></head><body><main><p>Oceans</p>\
         <h1>What mainly causes ocean tides on Earth?{stem_extra} {imgs}</h1><ol>\
         <li>A. The gravity of the Moon and the Sun</li><li>B. Wind over the open sea</li>\
         <li>C. Earthquakes on the sea floor</li></ol>\
         <p>Answer: A. The gravity of the Moon and the Sun</p>\
         <p>The Moon's pull raises a bulge of water that the Earth turns under.</p>\
         </main></body></html>"
    )
}

/// A fake home folder: private images in `Pictures/` and `.ssh/`, and a folder of pages someone
/// sent, `Downloads/quiz/`, with one image of its own (`img/tide.png`).
struct Home {
    dir: tempfile::TempDir,
}

impl Home {
    fn new() -> Home {
        let dir = tempfile::tempdir().unwrap();
        let home = dir.path();
        for sub in ["Pictures", ".ssh", "Downloads/quiz/img"] {
            std::fs::create_dir_all(home.join(sub)).unwrap();
        }
        let chip = root().join("fixtures/export/media/img/chip.png");
        std::fs::copy(&chip, home.join("Pictures/passport.png")).unwrap();
        std::fs::copy(&chip, home.join(".ssh/id_rsa.png")).unwrap();
        let chart = root().join("fixtures/export/media/shared/chart.png");
        std::fs::copy(chart, home.join("Downloads/quiz/img/tide.png")).unwrap();
        Home { dir }
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    fn quiz(&self) -> PathBuf {
        self.path().join("Downloads/quiz")
    }

    /// Writes the page showing `srcs` (and the quiz's own image), exports the quiz folder with
    /// `extra` arguments, imports the deck with Anki and returns what Anki's media folder holds
    /// and the export's standard error.
    fn export_page(&self, srcs: &[&str], extra: &[&str]) -> (Vec<String>, String) {
        let mut all = vec!["img/tide.png"];
        all.extend_from_slice(srcs);
        std::fs::write(self.quiz().join("page.html"), page(&all, "")).unwrap();
        self.export(&[s(&self.quiz())], extra)
    }

    fn export(&self, inputs: &[&str], extra: &[&str]) -> (Vec<String>, String) {
        let deck = self.path().join("deck.apkg");
        let mut args = vec!["export", "-o", s(&deck)];
        args.extend_from_slice(extra);
        args.extend_from_slice(inputs);
        let run = quizdeck(&args);
        assert_eq!(run.code, 0, "{}", run.stderr);
        // A fresh collection each time, so each import counts its note as new.
        let col = (0..).map(|i| self.path().join(format!("c{i}.anki2"))).find(|c| !c.exists());
        let anki = anki_import(&col.unwrap(), Import::Apkg(&deck), 0);
        assert_eq!(anki.log().new, 1);
        (anki.media, run.stderr)
    }
}

/// Asserts that Anki received the quiz's own image and nothing from the home folder, and that
/// each private reference was refused with a warning naming it.
fn only_the_quiz_image_arrives(media: &[String], stderr: &str, refused: &[&str]) {
    assert_eq!(media.len(), 1, "{media:?}\n{stderr}");
    assert!(media[0].starts_with("tide-"), "{media:?}");
    for r in refused {
        assert!(
            stderr
                .lines()
                .any(|l| l.contains("page.html") && l.contains(r) && l.contains("outside")),
            "no warning for {r}: {stderr}"
        );
    }
}

#[test]
fn media_outside_the_input_root_is_refused_dot_dot() {
    let home = Home::new();
    let (media, err) = home.export_page(&["../../Pictures/passport.png"], &[]);
    only_the_quiz_image_arrives(&media, &err, &["Pictures/passport.png"]);
}

#[test]
fn media_outside_the_input_root_is_refused_percent_encoded() {
    let home = Home::new();
    let srcs = ["..%2F..%2FPictures/passport.png", "%2e%2e/%2E%2E/.ssh/id_rsa.png"];
    let (media, err) = home.export_page(&srcs, &[]);
    only_the_quiz_image_arrives(&media, &err, &["Pictures/passport.png", ".ssh/id_rsa.png"]);
}

#[test]
fn media_outside_the_input_root_is_refused_percent_encoded_absolute_path() {
    let home = Home::new();
    let absolute = home.path().join("Pictures/passport.png");
    let encoded = s(&absolute).replace('/', "%2F");
    let (media, err) = home.export_page(&[&encoded], &[]);
    only_the_quiz_image_arrives(&media, &err, &["Pictures/passport.png"]);
}

#[cfg(unix)]
#[test]
fn media_outside_the_input_root_is_refused_through_a_symlink() {
    let home = Home::new();
    std::os::unix::fs::symlink(home.path().join("Pictures"), home.quiz().join("pics")).unwrap();
    std::os::unix::fs::symlink(home.path().join(".ssh/id_rsa.png"), home.quiz().join("k.png"))
        .unwrap();
    let (media, err) = home.export_page(&["pics/passport.png", "k.png"], &[]);
    only_the_quiz_image_arrives(&media, &err, &["pics/passport.png", "k.png"]);
}

#[test]
fn media_outside_the_input_root_is_refused_ten_levels_up_to_the_root() {
    let home = Home::new();
    let up = format!("{}{}", "../".repeat(10), s(&home.path().join("Pictures/passport.png")));
    let (media, err) = home.export_page(&[up.trim_start_matches('/')], &[]);
    only_the_quiz_image_arrives(&media, &err, &["Pictures/passport.png"]);
}

#[test]
fn media_of_a_json_model_outside_its_folder_is_refused_whatever_its_source_says() {
    let home = Home::new();
    let passport = home.path().join("Pictures/passport.png");
    let json = serde_json::json!({"questions": [{
        "lang": "en", "topic": "Oceans", "stem": "What mainly causes ocean tides?",
        "choices": [{"label": "A", "text": "The Moon"}, {"label": "B", "text": "Wind"}],
        "answer": "A",
        // The source claims the page sits beside the private picture.
        "source": s(&home.path().join("Pictures/page.html")),
        "media": [
            {"field": {"part": "stem"}, "src": "x", "file": s(&passport), "alt": "a"},
            {"field": {"part": "stem"}, "src": "x", "file": "passport.png", "alt": "b"},
            {"field": {"part": "stem"}, "src": "x", "file": "img/tide.png", "alt": "c"},
        ],
    }]});
    let file = home.quiz().join("model.json");
    std::fs::write(&file, json.to_string()).unwrap();
    let (media, err) = home.export(&[s(&file)], &[]);
    assert!(media.is_empty(), "{media:?}\n{err}");
    assert_eq!(err.matches("outside the input folder").count(), 2, "{err}");
    // Beside the JSON file, its own images still go in.
    let beside = home.quiz().join("page.html");
    let json = json.to_string().replace(s(&home.path().join("Pictures/page.html")), s(&beside));
    std::fs::write(&file, json).unwrap();
    let (media, _) = home.export(&[s(&file)], &[]);
    assert_eq!(media.len(), 1, "{media:?}");
}

#[test]
fn media_root_widens_the_input_root_explicitly() {
    let home = Home::new();
    let pictures = home.path().join("Pictures");
    let (media, err) =
        home.export_page(&["../../Pictures/passport.png"], &["--media-root", s(&pictures)]);
    assert_eq!(media.len(), 2, "{media:?}\n{err}");
    assert!(media.iter().any(|m| m.starts_with("passport-")), "{media:?}");
}

#[test]
fn images_larger_than_max_image_size_are_refused() {
    let home = Home::new();
    let size = std::fs::metadata(home.quiz().join("img/tide.png")).unwrap().len();
    std::fs::write(home.quiz().join("page.html"), page(&["img/tide.png"], "")).unwrap();
    let deck = home.path().join("deck.apkg");
    let limit = (size - 1).to_string();
    let run = quizdeck(&["export", "--max-image-size", &limit, "-o", s(&deck), s(&home.quiz())]);
    assert!(run.stderr.contains(&format!("larger than the {limit}-byte limit")), "{}", run.stderr);
    assert!(run.stderr.contains("0 media files"), "{}", run.stderr);
}

/// What Anki's backend reads as its own syntax in the collection at `col`.
pub(crate) fn anki_syntax(col: &Path) -> serde_json::Value {
    let out = Command::new(python())
        .arg(root().join("tests/anki/anki_syntax.py"))
        .arg(col)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn anki_sound_tags_and_latex_from_page_text_stay_inert() {
    let home = Home::new();
    let stem = " [sound:../../Pictures/passport.png] [SOUND:a.mp3] \
                [latex]\\input{/etc/passwd}[/latex] [$]\\input{/etc/hostname}[/$] \
                [$$]x[/$$] [anki:tts lang=en_US]spoken[/anki:tts]";
    std::fs::write(home.quiz().join("page.html"), page(&[], stem)).unwrap();
    let deck = home.path().join("deck.apkg");
    let col = home.path().join("c.anki2");
    crate::util::quizdeck_ok(&["export", "-o", s(&deck), s(&home.quiz())]);
    anki_import(&col, Import::Apkg(&deck), 0);
    let syntax = anki_syntax(&col);
    assert_eq!(syntax["av_tags"], serde_json::json!([]), "{syntax}");
    assert_eq!(syntax["latex"], serde_json::json!([]), "{syntax}");
    let front = syntax["rendered"][0].as_str().unwrap();
    assert!(front.contains("&#91;sound:") && front.contains("&#91;latex]"), "{front}");
}

#[test]
fn anki_sound_tags_and_latex_from_a_topic_or_given_tags_stay_out_of_the_cards_tags() {
    // The card shows its tags (`{{Tags}}`), and Anki reads its own syntax in the rendered card.
    let dir = tempfile::tempdir().unwrap();
    let question = serde_json::json!({
        "id": "tides-en", "key": null, "lang": "en",
        "topic": "Tides [sound:a.mp3] [$]\\input{/etc/hostname}[/$]",
        "stem": "What mainly causes ocean tides on Earth?",
        "choices": [{"label": "A", "text": "The Moon"}, {"label": "B", "text": "Wind"}],
        "answer": "A", "answer_from": "key-line", "explanation": "", "related": [], "url": null,
        "translations": {}, "media": [], "source": "q.json"
    });
    let model = dir.path().join("q.json");
    std::fs::write(&model, serde_json::json!({ "questions": [question] }).to_string()).unwrap();
    let deck = dir.path().join("deck.apkg");
    let col = dir.path().join("c.anki2");
    let tags = "[sound:b.mp3],[latex]\\input{/etc/passwd}[/latex]";
    crate::util::quizdeck_ok(&["export", "--tags", tags, "-o", s(&deck), s(&model)]);
    anki_import(&col, Import::Apkg(&deck), 0);
    let syntax = anki_syntax(&col);
    assert_eq!(syntax["av_tags"], serde_json::json!([]), "{syntax}");
    assert_eq!(syntax["latex"], serde_json::json!([]), "{syntax}");
    let front = syntax["rendered"][0].as_str().unwrap();
    assert!(front.contains("topic::Tides_sound:a.mp3"), "{front}");
}

#[test]
fn mathjax_commands_that_link_or_style_from_page_text_stay_inert() {
    let home = Home::new();
    let stem = " \\(\\href{javascript:alert(1)}{x} + \\frac{1}{2}\\) \\[\\class{c}{y} \
                \\style{color:red}{z} \\cssId{i}{w} \\unicode{x41} \\require{html}\\] \
                \\(\\text{\\)}\\href{javascript:alert(2)}{x}\\)";
    std::fs::write(home.quiz().join("page.html"), page(&[], stem)).unwrap();
    let deck = home.path().join("deck.apkg");
    let col = home.path().join("c.anki2");
    crate::util::quizdeck_ok(&["export", "-o", s(&deck), s(&home.quiz())]);
    anki_import(&col, Import::Apkg(&deck), 0);
    let syntax = anki_syntax(&col);
    let front = syntax["rendered"][0].as_str().unwrap();
    for command in ["href", "class", "style", "cssId", "unicode", "require"] {
        assert!(!front.contains(&format!(" \\{command}")), "{command} in {front}");
        assert!(front.contains(&format!("\\backslash{{}}{command}")), "{command} in {front}");
    }
    assert!(front.contains("\\frac{1}{2}\\)"), "formulas stay: {front}");
    // A closing delimiter inside braces closes nothing, as MathJax reads it.
    assert!(front.contains("}\\backslash{}href{javascript:alert(2)}"), "{front}");
}

#[test]
fn control_characters_from_page_text_are_made_visible_in_check_and_warnings() {
    let home = Home::new();
    let esc = "\u{1b}]0;owned\u{7}\u{1b}[2J\u{1b}[31mall checks passed\u{1b}[0m\u{202e}";
    // A page whose two choices repeat one text (a finding quoting it) and whose image is named
    // with the escapes (a warning quoting it).
    let text = page(&[&format!("img/{esc}.png")], "")
        .replace("Wind over the open sea", &format!("The gravity of the Moon and the Sun{esc}"));
    let text = text.replace(
        "The gravity of the Moon and the Sun</li>",
        &format!("The gravity of the Moon and the Sun{esc}</li>"),
    );
    std::fs::write(home.quiz().join("page.html"), text).unwrap();
    let check = quizdeck(&["check", "--color", "never", s(&home.quiz())]);
    assert!(check.stdout.contains("duplicate-choice"), "{}", check.stdout);
    let deck = home.path().join("deck.apkg");
    let export = quizdeck(&["export", "-o", s(&deck), s(&home.quiz())]);
    assert!(export.stderr.contains("not found"), "{}", export.stderr);
    for out in [&check.stdout, &check.stderr, &export.stderr] {
        assert!(!out.contains(['\u{1b}', '\u{7}', '\u{202e}']), "raw controls in {out:?}");
    }
    assert!(check.stdout.contains("\\x1b]0;owned\\x07"), "{}", check.stdout);
    assert!(export.stderr.contains("\\x1b[2J"), "{}", export.stderr);
}

#[test]
fn a_deeply_nested_page_still_gives_its_question() {
    let dir = tempfile::tempdir().unwrap();
    let nested = "<div><span>".repeat(100_000);
    let file = dir.path().join("nested.html");
    std::fs::write(&file, page(&[], &nested)).unwrap();
    assert!(std::fs::metadata(&file).unwrap().len() > 1_000_000);
    // 90 s before the depth cap, about 1.5 s in a debug build after it. The test asserts no
    // time: the cap itself is held by the depth module's tests (what reaches the parser nests at
    // most MAX_DEPTH deep), and this one that such a page still gives its question.
    let run = quizdeck(&["parse", s(&file)]);
    // Still parsed: the question sits beyond the cap, flattened, its text kept.
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("What mainly causes ocean tides on Earth?"), "{}", run.stderr);
}

#[test]
fn a_tag_of_two_hundred_thousand_attributes_still_gives_its_question() {
    let dir = tempfile::tempdir().unwrap();
    let attrs: String = (0..200_000).map(|i| format!(" a{i}=x")).collect();
    let file = dir.path().join("attributes.html");
    std::fs::write(&file, page(&[], &format!(" <b{attrs}>Spring</b{attrs}>"))).unwrap();
    // 20 s in a release build before the attribute cap (the parser compares each attribute
    // with every one before it), a few hundredths after it. The test asserts no time: the cap
    // itself is held by the depth module's tests (what reaches the parser is the tag bare), and
    // this one that such a page still gives its question, the tag's text kept.
    let run = quizdeck(&["parse", s(&file)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("ocean tides on Earth? Spring"), "{}", run.stderr);
}

#[cfg(unix)]
#[test]
fn devices_as_input_are_refused_unread() {
    let run = quizdeck(&["parse", "/dev/zero", "/dev/urandom"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.stderr.matches("a character device, not a file").count(), 2, "{}", run.stderr);
}

#[cfg(unix)]
#[test]
fn a_fifo_is_still_read_as_input() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("page.fifo");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let writer = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::write(fifo, page(&[], "")).unwrap())
    };
    let run = quizdeck(&["parse", s(&fifo)]);
    writer.join().unwrap();
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("ocean tides"));
}

#[test]
fn check_reads_a_question_of_thirty_thousand_choices() {
    let dir = tempfile::tempdir().unwrap();
    let choices: Vec<_> = (0..30_000)
        .map(|i| serde_json::json!({"label": format!("A{i}"), "text": format!("choice {i}")}))
        .collect();
    let json = serde_json::json!({"questions": [{
        "lang": "en", "topic": "T", "stem": "Which?", "choices": choices, "answer": "A1",
    }]});
    let file = dir.path().join("many.json");
    std::fs::write(&file, json.to_string()).unwrap();
    // Over 100 s for 10 000 choices before, a few seconds for 30 000 after (measured, not
    // asserted: tests assert no time).
    let run = quizdeck(&["check", "--no-language-detection", s(&file)]);
    assert!(run.stdout.contains("label-sequence"), "{}", run.stderr);
}

#[test]
fn every_format_writes_to_standard_output_with_dash() {
    let dir = tempfile::tempdir().unwrap();
    for format in ["apkg", "csv", "json", "jsonl"] {
        let mut cmd = quizdeck_in(dir.path());
        cmd.args(["--quiet", "export", "--format", format, "-o", "-"]);
        let out = cmd.arg(root().join("fixtures/site/v1/en-q1.html")).output().unwrap();
        assert!(out.status.success(), "{format}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(out.stdout.len() > 100, "{format}");
        if format == "apkg" {
            assert!(out.stdout.starts_with(b"PK"), "a zip");
        }
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "{format} made a file");
    }
}

#[cfg(unix)]
#[test]
fn an_output_symlink_writes_its_target() {
    let dir = tempfile::tempdir().unwrap();
    let (real, link) = (dir.path().join("real.json"), dir.path().join("link.json"));
    std::fs::write(&real, "old").unwrap();
    std::os::unix::fs::symlink(&real, &link).unwrap();
    crate::util::quizdeck_ok(&["export", "-o", s(&link), "fixtures/site/v1/en-q1.html"]);
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert!(std::fs::read_to_string(&real).unwrap().starts_with("{\n  \"questions\""));
}

#[cfg(unix)]
#[test]
fn an_output_fifo_is_written_through_not_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("out.json");
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    crate::util::quizdeck_ok(&["export", "-o", s(&fifo), "fixtures/site/v1/en-q1.html"]);
    assert!(reader.join().unwrap().contains("\"questions\""));
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1, "no temporary file left");
}

#[cfg(unix)]
#[test]
fn a_full_disk_gives_one_plain_error_and_the_device_stays_a_device() {
    use std::os::unix::fs::FileTypeExt;
    for args in
        [&["parse", "-o", "/dev/full"][..], &["export", "--format", "csv", "-o", "/dev/full"]]
    {
        let mut all = args.to_vec();
        all.push("fixtures/site/v1/en-q1.html");
        let run = quizdeck(&all);
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stderr.contains("No space left on device"), "{}", run.stderr);
        assert!(!run.stderr.contains("at path"), "{}", run.stderr);
    }
    let full = std::fs::metadata("/dev/full").unwrap();
    assert!(full.file_type().is_char_device());
}

#[test]
fn an_output_that_is_an_input_is_refused_before_anything_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let page_file = dir.path().join("page.html");
    std::fs::write(&page_file, page(&[], "")).unwrap();
    let before = std::fs::read(&page_file).unwrap();
    let dotted = dir.path().join(".").join("page.html");
    for args in [
        vec!["export", "--format", "json", "-o", s(&dotted), s(&page_file)],
        vec!["parse", "-o", s(&page_file), s(&dotted)],
    ] {
        let run = quizdeck(&args);
        assert_eq!(run.code, 2, "{}", run.stderr);
        assert!(run.stderr.contains("is one of the inputs"), "{}", run.stderr);
    }
    assert_eq!(std::fs::read(&page_file).unwrap(), before);
}

#[cfg(unix)]
#[test]
fn an_output_inside_an_input_folder_or_linked_into_it_never_replaces_a_page() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir(&site).unwrap();
    let page_file = site.join("page.html");
    std::fs::write(&page_file, page(&[], "")).unwrap();
    std::fs::write(site.join("other.html"), page(&[], " Still?")).unwrap();
    let before = std::fs::read(&page_file).unwrap();
    // A link outside the folder that leads to a page in it.
    let link = dir.path().join("out.json");
    std::os::unix::fs::symlink(&page_file, &link).unwrap();
    for args in [
        vec!["parse", "-o", s(&page_file), s(&site)],
        vec!["export", "--format", "json", "-o", s(&page_file), s(&site)],
        vec!["parse", "-o", s(&link), s(&site)],
        vec!["export", "-o", s(&link), s(&site)],
        vec!["check", "--format", "json", "-o", s(&link), s(&site)],
        vec!["check", "--format", "html", "-o", s(&page_file), s(&page_file)],
    ] {
        let run = quizdeck(&args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains("is one of the inputs"), "{args:?}: {}", run.stderr);
    }
    assert_eq!(std::fs::read(&page_file).unwrap(), before);
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    // An earlier output of the same kind, named directly, is still replaced (and not read).
    let earlier = site.join("questions.json");
    for _ in 0..2 {
        let err = crate::util::quizdeck_ok(&["parse", "-o", s(&earlier), s(&site)]);
        assert!(err.contains("2 questions"), "{err}");
    }
}

#[cfg(unix)]
#[test]
fn an_interrupted_export_leaves_no_temporary_file() {
    // Slow enough to interrupt: many pages to parse, written beside the output.
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("pages");
    std::fs::create_dir(&pages).unwrap();
    for i in 0..3000 {
        std::fs::write(pages.join(format!("p{i}.html")), page(&[], &format!(" ({i})"))).unwrap();
    }
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    for signal in ["INT", "TERM"] {
        let mut child = quizdeck_in(dir.path())
            .args(["--quiet", "export", "-o", s(&out.join("deck.apkg")), s(&pages)])
            .spawn()
            .unwrap();
        // Until the temporary files exist, then the signal.
        let start = Instant::now();
        while std::fs::read_dir(&out).unwrap().count() == 0 && start.elapsed().as_secs() < 60 {
            std::thread::sleep(Duration::from_millis(5));
        }
        let kill = Command::new("kill")
            .args([format!("-{signal}"), child.id().to_string()])
            .status()
            .unwrap();
        assert!(kill.success());
        let status = child.wait().unwrap();
        assert!(!status.success(), "{signal}: the run was to be interrupted");
        let left: Vec<_> = std::fs::read_dir(&out).unwrap().map(|e| e.unwrap().path()).collect();
        assert!(left.is_empty(), "{signal}: {left:?}");
    }
}
