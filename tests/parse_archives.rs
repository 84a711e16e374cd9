//! Crawls saved whole: crawl archives (WARC) and pages compressed with gzip, read by every
//! command as the pages they hold.

use std::io::Write;

use crate::util::anki::{Import, anki_import, assert_fields_are_inert};
use crate::util::{Run, fixtures, questions, quizdeck, quizdeck_in, s};

/// The crawl of a site of three pages by `wget --warc-file` (see `fixtures/archives/README.md`).
const CRAWL: &str = "fixtures/archives/eldfjoll.warc.gz";
const SITE: &str = "http://127.0.0.1:8765";

#[test]
fn a_crawl_archive_gives_each_page_once_named_by_its_address() {
    let r = quizdeck(&["parse", CRAWL]);
    // The site's index page is no question: named, and the rest goes through.
    assert_eq!(r.code, 1, "{}", r.stderr);
    let index = format!("{CRAWL}#{SITE}/: not a quiz page");
    assert_eq!(r.stderr.matches("not a quiz page").count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains(&index), "{}", r.stderr);
    let got = questions(&r.stdout);
    // The Icelandic page, fetched again after a redirect, is read once; the style sheet, the
    // image, robots.txt, the redirect and the pages not found are no pages.
    let langs: Vec<&str> = got.iter().map(|q| q.lang.as_str()).collect();
    assert_eq!(langs, ["is", "tr", "id"]);
    for q in &got {
        assert_eq!(q.source, format!("{CRAWL}#{SITE}/{}/eldfjoll/laki/", q.lang));
        assert_eq!((q.answer.as_str(), q.choices.len()), ("B", 4), "{}", q.source);
        assert_eq!(q.choices[3].text, "Eyjafjallajökull");
        // The image's address is on the crawled site, not a file beside the archive.
        assert!(q.media.iter().all(|m| m.file.is_none()), "{:?}", q.media);
    }
    // Sent compressed and in chunks.
    assert!(
        got[0].explanation.starts_with("Lakagígar gusu frá júní 1783"),
        "{}",
        got[0].explanation
    );
    // In windows-1254, named only by the response's header.
    assert_eq!(
        got[1].stem,
        "Hangi yanardağ 1783'te patlayarak İzlanda'da büyük bir kıtlığa yol açtı?"
    );
    assert_eq!(got[1].topic, "Yanardağlar");
}

#[test]
fn check_and_export_read_a_crawl_archive_as_its_pages() {
    let r = quizdeck(&["check", CRAWL]);
    assert!(r.stdout.contains("3 pages, 1 question"), "{}", r.stdout);
    assert!(r.stdout.contains("0 errors, 0 warnings"), "{}", r.stdout);
    let dir = tempfile::tempdir().unwrap();
    let deck = dir.path().join("eldfjoll.apkg");
    let r = quizdeck(&["export", CRAWL, "-o", s(&deck)]);
    assert!(r.stderr.contains("3 notes"), "{}", r.stderr);
    let anki = anki_import(&dir.path().join("c.anki2"), Import::Apkg(&deck), 0);
    let log = anki.log();
    assert_eq!((log.new, log.updated, log.duplicate, log.conflicting), (3, 0, 0, 0));
    assert!(anki.integrity.ok, "{}", anki.integrity.message);
    for d in ["Quizdeck::is::Eldfjöll", "Quizdeck::tr::Yanardağlar", "Quizdeck::id::Gunung berapi"]
    {
        assert!(anki.decks.iter().any(|x| x == d), "{d} not in {:?}", anki.decks);
    }
    // The image each page shows is on the crawled site: nothing is packed from disk.
    assert!(anki.media.is_empty(), "{:?}", anki.media);
    assert_fields_are_inert(&anki);
}

/// The crawl, unpacked (an uncompressed archive reads alike) and cut off inside the record of
/// its Indonesian page.
fn cut_crawl(dir: &std::path::Path) -> std::path::PathBuf {
    let packed = std::fs::read(fixtures().join("archives/eldfjoll.warc.gz")).unwrap();
    let mut whole = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::MultiGzDecoder::new(&packed[..]), &mut whole)
        .unwrap();
    let page = memchr::memmem::find(&whole, "Gunung berapi mana".as_bytes()).unwrap();
    let path = dir.join("cut.warc");
    std::fs::write(&path, &whole[..page]).unwrap();
    path
}

#[test]
fn a_crawl_archive_cut_off_keeps_the_pages_before_the_break_and_names_its_record() {
    let dir = tempfile::tempdir().unwrap();
    let cut = cut_crawl(dir.path());
    let r = Run::of(quizdeck_in(dir.path()).args(["--quiet", "parse", "cut.warc"]), None);
    assert_eq!(r.code, 1);
    let langs: Vec<String> = questions(&r.stdout).into_iter().map(|q| q.lang).collect();
    assert_eq!(langs, ["is", "tr"]);
    let broken =
        r.stderr.lines().find(|l| l.contains("cut off")).unwrap_or_else(|| panic!("{}", r.stderr));
    assert!(broken.starts_with("quizdeck: cut.warc: crawl archive, record "), "{broken}");
    assert!(cut.exists());
}

#[test]
fn a_file_named_as_a_crawl_archive_that_is_none_is_named() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.warc"), "<html><p>A. one B. two</p></html>").unwrap();
    let r = Run::of(quizdeck_in(dir.path()).args(["--quiet", "parse", "notes.warc"]), None);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("notes.warc: crawl archive, record 1: \"<html>")
            && r.stderr.contains("where a record should begin with WARC/"),
        "{}",
        r.stderr
    );
    // An archive of records that hold no page at all is named as such.
    let info = "WARC/1.1\r\nWARC-Type: warcinfo\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
    std::fs::write(dir.path().join("empty.warc"), info).unwrap();
    let r = Run::of(quizdeck_in(dir.path()).args(["--quiet", "parse", "empty.warc"]), None);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("empty.warc: not a quiz page: a web archive with no HTML page"),
        "{}",
        r.stderr
    );
}

#[test]
fn pages_compressed_with_gzip_are_read_and_other_compressed_files_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let seed = std::fs::read_dir(fixtures().join("seeds")).unwrap().next().unwrap().unwrap().path();
    let gz = |name: &str, bytes: &[u8]| {
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        e.write_all(bytes).unwrap();
        std::fs::write(dir.path().join(name), e.finish().unwrap()).unwrap();
    };
    gz("page.txt.gz", &std::fs::read(&seed).unwrap());
    // A backup of the folder and a compressed drawing sit beside it: not pages.
    gz("site.tar.gz", b"page.txt\0\0\0\0binary");
    gz("logo.svg.gz", b"<svg xmlns='http://www.w3.org/2000/svg'/>");
    let r = Run::of(quizdeck_in(dir.path()).args(["--quiet", "parse", "."]), None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let got = questions(&r.stdout);
    assert_eq!(got.len(), 1);
    let plain = quizdeck(&["parse", s(&seed)]);
    assert_eq!(got[0].stem, questions(&plain.stdout)[0].stem);
    assert_eq!(got[0].source, "./page.txt.gz");
    // Piped in, compressed pages read alike.
    let packed = std::fs::read(dir.path().join("page.txt.gz")).unwrap();
    let piped = Run::of(quizdeck_in(dir.path()).args(["--quiet", "parse", "-"]), Some(&packed));
    assert_eq!(questions(&piped.stdout)[0].stem, got[0].stem, "{}", piped.stderr);
}

#[test]
fn a_saved_folder_gives_its_pages_alone_without_what_a_system_or_crawler_left_beside_them() {
    let dir = tempfile::tempdir().unwrap();
    let seed = std::fs::read_dir(fixtures().join("seeds")).unwrap().next().unwrap().unwrap().path();
    std::fs::copy(&seed, dir.path().join("vraag.txt")).unwrap();
    std::fs::write(dir.path().join("desktop.ini"), "[.ShellClassInfo]\nIconResource=A.ico\n")
        .unwrap();
    std::fs::write(dir.path().join("Thumbs.db"), b"\xd0\xcf\x11\xe0\0\0\0\0").unwrap();
    std::fs::write(dir.path().join("robots.txt"), "User-agent: *\nDisallow: /a/\n").unwrap();
    let r = Run::of(quizdeck_in(dir.path()).args(["--quiet", "parse", "."]), None);
    assert_eq!((r.code, r.stderr.as_str()), (0, ""));
    assert_eq!(questions(&r.stdout).len(), 1);
    // Named on its own, such a file is read all the same.
    let r = Run::of(quizdeck_in(dir.path()).args(["--quiet", "parse", "robots.txt"]), None);
    assert!(r.code == 1 && r.stderr.contains("robots.txt: not a quiz page"), "{}", r.stderr);
}
