//! Hostile input through every reader besides HTML pages' `<img>`: Markdown images (inline,
//! reference-style, raw HTML), question banks' `@@PLUGINFILE@@` and embedded files, QTI hrefs,
//! sheets' cells of HTML, JSON-LD `image`, a web archive's parts at `file:///` addresses, a page's
//! `<base href>` and full-width dots, Anki's syntax split across elements, written as entities or
//! broken by invisible characters, in an image's `alt`, and remote addresses a card would fetch
//! at each review. One folder, one export, one import into Anki (its import is slow): nothing
//! from the home folder is packed, nothing is played or typeset, no card fetches anything, and
//! no input changes.

use std::collections::BTreeMap;
use std::path::Path;

use crate::util::anki::{Import, anki_import, assert_fields_are_inert};
use crate::util::{quizdeck, root, s};

const CHOICES: [&str; 3] = ["The gravity of the Moon and the Sun", "Wind", "Earthquakes"];

/// A page whose stem is `stem` (HTML), with `head` in its head.
fn page(stem: &str, head: &str) -> String {
    format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Tides | Oceans\
         </title>{head}</head><body><main><p>Oceans</p><h1>{stem}</h1><ol><li>A. {}</li>\
         <li>B. {}</li><li>C. {}</li></ol><p>Answer: A. {}</p></main></body></html>",
        CHOICES[0], CHOICES[1], CHOICES[2], CHOICES[0]
    )
}

/// The folder's files: each reader's way to name a private file or a remote one.
fn hostile_files(home: &Path) -> BTreeMap<&'static str, String> {
    let private = home.join("Pictures/passport.png");
    let private = s(&private);
    let [a, b, c] = CHOICES;
    let md = |n: &str, stem: &str, tail: &str| {
        format!(
            "# Oceans\n\n## Question 1\n\nWhat causes tides ({n})? {stem}\n\nA. {a}\nB. {b}\nC. {c}\n\n**Answer:** A\n{tail}"
        )
    };
    let chip = std::fs::read(root().join("fixtures/export/media/img/chip.png")).unwrap();
    let chip = base64(&chip);
    let mut files = BTreeMap::new();
    files.insert(
        "md-inline.md",
        md("inline", "![t](img/tide.png) ![p](../../Pictures/passport.png)", ""),
    );
    files.insert("md-ref.md", md("ref", "![p][pp]", "\n[pp]: ../../Pictures/passport.png\n"));
    let raw = format!(
        "<img src=\"../../Pictures/passport.png\"> ![f](file://{private}) ![u](https://tracker.example/m.png) <https://tracker.example/auto>"
    );
    files.insert("md-raw.md", md("raw", &raw, ""));
    files.insert(
        "bank.gift",
        format!(
            "::T::[html]What causes tides (gift)? <img src\\=\"@@PLUGINFILE@@/../../Pictures/passport.png\"> \
             <img src\\=\"https://tracker.example/g.png\"> {{\n={a}\n~{b}\n~{c}\n}}\n"
        ),
    );
    files.insert(
        "bank.xml",
        format!(
            "<?xml version=\"1.0\"?><quiz><question type=\"multichoice\"><name><text>T</text></name>\
             <questiontext format=\"html\"><text><![CDATA[<p>What causes tides (moodle)? \
             <img src=\"@@PLUGINFILE@@/../../../Pictures/passport.png\"><img src=\"@@PLUGINFILE@@/evil.png\"></p>]]></text>\
             <file name=\"../../evil.png\" path=\"/../\" encoding=\"base64\">{chip}</file></questiontext>\
             <single>true</single><answer fraction=\"100\"><text>{a}</text></answer>\
             <answer fraction=\"0\"><text>{b}</text></answer><answer fraction=\"0\"><text>{c}</text></answer>\
             </question></quiz>"
        ),
    );
    files.insert(
        "item.xml",
        format!(
            "<?xml version=\"1.0\"?><assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" \
             identifier=\"t\" title=\"T\" adaptive=\"false\" timeDependent=\"false\" xml:lang=\"en\">\
             <responseDeclaration identifier=\"R\" cardinality=\"single\" baseType=\"identifier\">\
             <correctResponse><value>A</value></correctResponse></responseDeclaration><itemBody>\
             <p>What causes tides (qti)? <img src=\"../../Pictures/passport.png\" alt=\"p\"/>\
             <object data=\"../../.ssh/id_rsa.png\" type=\"image/png\"/></p>\
             <choiceInteraction responseIdentifier=\"R\" maxChoices=\"1\">\
             <simpleChoice identifier=\"A\">{a}</simpleChoice><simpleChoice identifier=\"B\">{b}</simpleChoice>\
             <simpleChoice identifier=\"C\">{c}</simpleChoice></choiceInteraction></itemBody></assessmentItem>"
        ),
    );
    files.insert(
        "sheet.csv",
        format!(
            "Question,Option A,Option B,Option C,Answer\n\"What causes tides (sheet)? <img src=../../Pictures/passport.png \
             onerror=alert(1)>\",\"{a} <script>alert(1)</script>\",\"{b} <img src=https://tracker.example/s.png>\",{c},A\n"
        ),
    );
    let ld = serde_json::json!({"@context": "https://schema.org", "@type": "Quiz", "name": "Tides",
        "image": format!("file://{private}"), "hasPart": [{"@type": "Question",
        "name": "What causes tides (json-ld)?", "image": ["../../Pictures/passport.png", "https://tracker.example/l.png"],
        "acceptedAnswer": {"@type": "Answer", "text": a, "image": "../../.ssh/id_rsa.png"},
        "suggestedAnswer": [{"@type": "Answer", "text": b}, {"@type": "Answer", "text": c}]}]});
    files.insert(
        "ld.html",
        format!(
            "<!DOCTYPE html><html lang=\"en\"><head><title>Tides</title><script \
             type=\"application/ld+json\">{ld}</script></head><body><p>Quiz</p></body></html>"
        ),
    );
    let archived = page(
        &format!(
            "What causes tides (mhtml)? <img src=3D\"file://{private}\"> <img src=3D\"cid:p\">"
        ),
        "",
    );
    files.insert(
        "saved.mhtml",
        format!(
            "MIME-Version: 1.0\nContent-Type: multipart/related; type=\"text/html\"; boundary=\"B\"\n\n\
             --B\nContent-Type: text/html\nContent-Transfer-Encoding: quoted-printable\n\
             Content-Location: https://quiz.example/t\n\n{archived}\n--B\nContent-Type: image/png\n\
             Content-Transfer-Encoding: base64\nContent-Location: file://{private}\nContent-ID: <p>\n\n{chip}\n\
             --B\nContent-Type: image/png\nContent-Transfer-Encoding: base64\n\
             Content-Location: ../../../pwned.png\n\n{chip}\n--B--\n"
        ),
    );
    files.insert(
        "base.html",
        page(
            "What causes tides (base)? <img src=\"passport.png\">",
            "<base href=\"../../Pictures/\">",
        ),
    );
    let syntax = "What causes tides (syntax)? [<b></b>sound:a.mp3] [<span>sound:b.mp3</span>] \
                  &#91;sound:c.mp3&#93; &lbrack;sound:d.mp3&rbrack; [sou&shy;nd:e.mp3] \
                  [la\u{200b}tex]\\input{/etc/passwd}[/latex] [\u{feff}$]x[/$] \
                  <img src=\"img/tide.png\" alt=\"[sound:alt.mp3] [latex]y[/latex]\"> \
                  <img src=\"．．／．．／Pictures/passport.png\">";
    files.insert("syntax.html", page(syntax, ""));
    let remote = "What causes tides (remote)? <video poster=\"https://tracker.example/p.png\" \
                  src=\"https://tracker.example/v.mp4\"><track src=\"https://tracker.example/t.vtt\">\
                  </video><audio src=\"https://tracker.example/a.mp3\" autoplay></audio>\
                  <b style=\"position:fixed;inset:0;background:url(https://tracker.example/b.png)\">x</b>\
                  <img src=\"https://tracker.example/i.png\" srcset=\"https://tracker.example/j.png 2x\">";
    let head = "<link rel=\"stylesheet\" href=\"https://tracker.example/s.css\"><style>@font-face{font-family:x;\
                src:url(https://tracker.example/f.woff)} h1{position:fixed}</style>";
    files.insert("remote.html", page(remote, head));
    files
}

/// `bytes` in base64, as a question bank or a web archive embeds a file.
fn base64(bytes: &[u8]) -> String {
    const DIGITS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            let digit = DIGITS[(n >> (18 - 6 * i) & 63) as usize];
            out.push(if i <= chunk.len() { char::from(digit) } else { '=' });
        }
    }
    out
}

/// Every file under `dir` with its bytes.
fn snapshot(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(snapshot(&path));
        } else {
            out.insert(s(&path).to_owned(), std::fs::read(&path).unwrap());
        }
    }
    out
}

#[test]
fn no_reader_packs_private_files_plays_typesets_or_fetches_anything() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("home");
    let quiz = home.join("Downloads/quiz");
    for sub in ["Pictures", ".ssh", "Downloads/quiz/img"] {
        std::fs::create_dir_all(home.join(sub)).unwrap();
    }
    let chip = root().join("fixtures/export/media/img/chip.png");
    std::fs::copy(&chip, home.join("Pictures/passport.png")).unwrap();
    std::fs::copy(&chip, home.join(".ssh/id_rsa.png")).unwrap();
    std::fs::copy(root().join("fixtures/export/media/shared/chart.png"), quiz.join("img/tide.png"))
        .unwrap();
    let files = hostile_files(&home);
    for (name, text) in &files {
        std::fs::write(quiz.join(name), text).unwrap();
    }
    let before = snapshot(dir.path());
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    for (name, extra) in [
        ("deck.apkg", &[][..]),
        ("anki.csv", &[]),
        ("review.csv", &["--csv-layout", "review"]),
        ("model.json", &[]),
    ] {
        let mut args = vec!["export", "-o"];
        let file = out.join(name);
        args.push(s(&file));
        args.extend_from_slice(extra);
        args.push(s(&quiz));
        let run = quizdeck(&args);
        assert_eq!(run.code, 0, "{name}: {}", run.stderr);
        // The model keeps each image's address (`src`); the CSV files hold none.
        if name.ends_with(".csv") {
            let written = std::fs::read_to_string(&file).unwrap();
            assert!(!written.contains("tracker.example/i.png"), "{name}: {written}");
        }
    }
    assert_eq!(
        snapshot(dir.path())
            .into_iter()
            .filter(|(p, _)| !p.contains("/out/"))
            .collect::<BTreeMap<_, _>>(),
        before,
        "an input changed, or a file was written beside them"
    );
    let col = out.join("c.anki2");
    let anki = anki_import(&col, Import::Apkg(&out.join("deck.apkg")), 0);
    assert_eq!(anki.log().new, files.len(), "one note a file: {:?}", anki.log());
    assert_eq!(anki.media.len(), 1, "{:?}", anki.media);
    assert!(anki.media[0].starts_with("tide-"), "{:?}", anki.media);
    assert_fields_are_inert(&anki);
    for card in anki.notes.iter().flat_map(|n| &n.cards) {
        // Addresses in attributes are fetched at each review; one shown as text is not.
        for url in &card.markup.urls {
            assert!(!url.contains("tracker"), "a card fetches {url}");
        }
    }
    let syntax = crate::security::anki_syntax(&col);
    assert_eq!(syntax["av_tags"], serde_json::json!([]), "{syntax}");
    assert_eq!(syntax["latex"], serde_json::json!([]), "{syntax}");
}

#[test]
fn images_a_card_would_fetch_at_each_review_are_left_out_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let stem = "What causes tides? <img src=\"https://tracker.example/a.png\"> \
                <img src=\"//tracker.example/b.png\"> <img src=\"data:image/png;base64,AAAA\">";
    std::fs::write(dir.path().join("page.html"), page(stem, "")).unwrap();
    let deck = dir.path().join("deck.apkg");
    let run = quizdeck(&["export", "-o", s(&deck), s(dir.path())]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let said = "warning: 3 images with no local file (a web address, data: or a page of a crawl \
                archive) left out: a card fetches nothing when shown";
    assert!(run.stderr.contains(said), "{}", run.stderr);
}
