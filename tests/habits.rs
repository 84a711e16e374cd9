//! What users do by habit or by mistake: a Word document or a PDF given for a page, a folder
//! holding what an office suite or a platform's export leaves beside the pages, an output into a
//! folder that does not exist. Each gets a clear message naming the file and what to do, and the
//! rest of the batch still goes through.

use std::io::Write;
use std::path::Path;

use crate::util::{quizdeck, s};

/// A page about the Danube: one question, answer B.
fn page(n: usize) -> String {
    format!(
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <title>Rivers | Europe</title></head><body><main><p>Europe</p>\
         <h1>Into which sea does the Danube flow? ({n})</h1><ol>\
         <li>A. The North Sea</li><li>B. The Black Sea</li><li>C. The Baltic Sea</li></ol>\
         <p>Answer: B. The Black Sea</p><p>Its delta lies in Romania and Ukraine.</p>\
         </main></body></html>"
    )
}

/// A zip archive of `files` (name, contents), stored, as the formats built on zip write them.
fn zip(path: &Path, files: &[(&str, &str)]) {
    let mut zip = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    let stored =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, text) in files {
        zip.start_file(*name, stored).unwrap();
        zip.write_all(text.as_bytes()).unwrap();
    }
    zip.finish().unwrap();
}

#[test]
fn a_document_given_for_a_page_is_named_with_what_to_do_and_the_rest_goes_through() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("danube.html"), page(1)).unwrap();
    let docx = [("[Content_Types].xml", "<Types/>"), ("word/document.xml", "<w:document/>")];
    zip(&d.join("quiz.docx"), &docx);
    zip(&d.join("quiz.xlsx"), &[("[Content_Types].xml", "<Types/>"), ("xl/workbook.xml", "<w/>")]);
    let odt = [("mimetype", "application/vnd.oasis.opendocument.text"), ("content.xml", "<o/>")];
    zip(&d.join("quiz.odt"), &odt);
    // A zip of pages named directly, and a PDF, whose text a reader would search for choices.
    zip(&d.join("pages.zip"), &[("danube.html", &page(2))]);
    let pdf = "%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\n(A. The North Sea) Tj (Answer: A) Tj\n";
    std::fs::write(d.join("quiz.pdf"), pdf).unwrap();
    let deck = d.join("out.apkg");
    let named = [d.join("quiz.pdf"), d.join("pages.zip")];
    let run = quizdeck(&["export", "-o", s(&deck), s(d), s(&named[0]), s(&named[1])]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    for (file, says) in [
        ("quiz.docx", "a Word document (.docx), not a quiz page: save it as a web page (.html)"),
        (
            "quiz.xlsx",
            "an Excel workbook (.xlsx), not a quiz page: save its sheet of questions as CSV",
        ),
        ("quiz.odt", "an OpenDocument text (.odt), not a quiz page"),
        ("quiz.pdf", "a PDF document, not a quiz page"),
        ("pages.zip", "a zip archive, not a quiz page: unzip it"),
    ] {
        let line = format!("{}: {says}", s(&d.join(file)));
        assert!(run.stderr.contains(&line), "{line}\n{}", run.stderr);
    }
    assert!(run.stderr.contains("1 note in"), "{}", run.stderr);
    // The deck written is one too: named back as input, it is named for what it is.
    let again = quizdeck(&["parse", s(&deck)]);
    assert!(again.stderr.contains("an Anki package, not a quiz page"), "{}", again.stderr);
}

#[test]
fn what_an_office_suite_or_an_unzipped_qti_package_leaves_beside_the_questions_is_passed_over() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("danube.html"), page(1)).unwrap();
    // The owner file a word processor keeps beside a document while it is open.
    std::fs::write(d.join("~$quiz.docx"), b"\x05Maria\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0").unwrap();
    // An IMS content package's manifest: it lists the package's files, and holds no question.
    let manifest = "<?xml version=\"1.0\"?><manifest identifier=\"m\" \
                    xmlns=\"http://www.imsglobal.org/xsd/imscp_v1p1\"><resources><resource \
                    identifier=\"r\" type=\"imsqti_item_xmlv2p1\" href=\"danube.html\"/>\
                    </resources></manifest>";
    std::fs::write(d.join("imsmanifest.xml"), manifest).unwrap();
    let run = quizdeck(&["parse", s(d)]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    assert_eq!(crate::util::questions(&run.stdout).len(), 1);
}

#[test]
fn an_output_into_a_missing_folder_is_refused_before_anything_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let page_file = dir.path().join("danube.html");
    std::fs::write(&page_file, page(1)).unwrap();
    let missing = dir.path().join("decks");
    let not_a_folder = page_file.join("deck.apkg");
    for (out, args) in [
        (missing.join("q.json"), &["parse"][..]),
        (missing.join("r.html"), &["check", "--format", "html"]),
        (missing.join("deck.apkg"), &["export"]),
        (missing.join("a.csv"), &["export", "--format", "csv"]),
        (not_a_folder, &["export"]),
    ] {
        let mut all = args.to_vec();
        all.extend(["-o", s(&out), s(&page_file)]);
        let run = quizdeck(&all);
        assert_eq!(run.code, 2, "{all:?}: {}", run.stderr);
        assert_eq!(run.stderr.lines().count(), 1, "{all:?}: {}", run.stderr);
        let folder = s(out.parent().unwrap());
        let why = if out.starts_with(&missing) {
            format!("there is no folder {folder}")
        } else {
            format!("{folder} is not a folder")
        };
        assert!(run.stderr.contains(&format!("cannot write {}: {why}", s(&out))), "{}", run.stderr);
    }
    assert!(!missing.exists(), "no folder made");
}
