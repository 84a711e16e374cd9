//! Files given by mistake: a word processor's document, a spreadsheet, a PDF, a zip archive, an
//! Anki package, an image. Told by their first bytes (and, for the formats that are zip archives,
//! by the names of the files inside), so that the message says what the file is and what to do
//! with it, where reading it as text would say "binary data" or, for a PDF, look for choices in
//! its drawing commands.

/// What a file is, and what to do instead of reading it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Document {
    /// What it is (`a Word document (.docx)`).
    pub what: &'static str,
    /// What to do (`save it as a web page …`).
    pub advice: &'static str,
}

const AS_PAGE: &str = "save it as a web page (.html) or as plain text (.txt) and read that";
const AS_SHEET: &str = "save its sheet of questions as CSV and read that";
const AS_TEXT: &str = "copy its questions into a text file and read that";
const IMAGE: &str = "an image";
const AS_NONE: &str = "quizdeck reads no text from images; read the page that shows it";

/// How far into a zip archive the names of its files are looked for: the formats below write
/// the names that tell them among the first entries.
const ZIP_HEAD: usize = 256 * 1024;

/// The document `bytes` is, when it starts as one of the formats no quiz page is written in.
/// Asks only the first bytes of a page (one comparison of four bytes for most inputs).
pub fn recognize(bytes: &[u8]) -> Option<Document> {
    let doc = |what, advice| Some(Document { what, advice });
    let head = bytes.get(..4)?;
    match head {
        b"PK\x03\x04" => Some(zip(bytes)),
        b"%PDF" if bytes.get(4) == Some(&b'-') => doc("a PDF document", AS_TEXT),
        [0xD0, 0xCF, 0x11, 0xE0] => doc("an older Office document (.doc, .xls or .ppt)", AS_PAGE),
        b"SQLi" if bytes.starts_with(b"SQLite format 3\0") => doc(
            "an SQLite database (an Anki collection is one)",
            "read the pages or the JSON the deck was made from",
        ),
        [0x89, b'P', b'N', b'G'] | [0xFF, 0xD8, 0xFF, _] => doc(IMAGE, AS_NONE),
        b"GIF8" if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") => {
            doc(IMAGE, AS_NONE)
        }
        _ => None,
    }
}

/// What a zip archive is, by the names of the files in it (`word/document.xml` in a .docx) or
/// the `mimetype` entry an OpenDocument or EPUB file starts with.
fn zip(bytes: &[u8]) -> Document {
    let head = &bytes[..bytes.len().min(ZIP_HEAD)];
    let has = |needle: &[u8]| memchr::memmem::find(head, needle).is_some();
    let names: Vec<&[u8]> = entry_names(head).collect();
    let under = |dir: &[u8]| names.iter().any(|n| n.starts_with(dir));
    let (what, advice) = if under(b"word/") {
        ("a Word document (.docx)", AS_PAGE)
    } else if under(b"xl/") {
        ("an Excel workbook (.xlsx)", AS_SHEET)
    } else if under(b"ppt/") {
        ("a PowerPoint presentation (.pptx)", AS_TEXT)
    } else if names.first() == Some(&&b"mimetype"[..]) && has(b"application/epub+zip") {
        ("an EPUB book", "unzip it and read the folder: its chapters are XHTML pages")
    } else if names.first() == Some(&&b"mimetype"[..]) && has(b"opendocument.spreadsheet") {
        ("an OpenDocument spreadsheet (.ods)", AS_SHEET)
    } else if names.first() == Some(&&b"mimetype"[..]) && has(b"opendocument.text") {
        ("an OpenDocument text (.odt)", AS_PAGE)
    } else if names.first() == Some(&&b"mimetype"[..]) && has(b"opendocument.presentation") {
        ("an OpenDocument presentation (.odp)", AS_TEXT)
    } else if names.iter().any(|n| n.starts_with(b"collection.anki2")) {
        ("an Anki package", "read the pages or the JSON the deck was made from")
    } else {
        ("a zip archive", "unzip it and read the folder it gives")
    };
    Document { what, advice }
}

/// The names of the entries whose local headers lie in `head`, in order: each header is found
/// by its signature, and its name read from the length the header gives (a header cut off at the
/// end of `head` gives none).
///
/// Written by hand rather than with the `zip` crate: that reads the central directory at the
/// archive's end, which a download cut short lacks and which would mean reading the whole file;
/// the first local headers name what the file is, and need only the two lengths read here.
fn entry_names(head: &[u8]) -> impl Iterator<Item = &[u8]> {
    memchr::memmem::find_iter(head, b"PK\x03\x04").filter_map(move |at| {
        let len = head.get(at + 26..at + 28)?;
        let len = usize::from(u16::from_le_bytes([len[0], len[1]]));
        head.get(at + 30..at + 30 + len)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A zip archive holding empty files of these names (stored, as a zip writer writes them).
    fn zip_of(names: &[&str]) -> Vec<u8> {
        let mut out = Vec::new();
        for name in names {
            out.extend_from_slice(b"PK\x03\x04");
            out.extend_from_slice(&[20, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
            out.extend_from_slice(&[0; 12]);
            out.extend_from_slice(&u16::try_from(name.len()).unwrap().to_le_bytes());
            out.extend_from_slice(&[0, 0]);
            out.extend_from_slice(name.as_bytes());
        }
        out
    }

    fn what(bytes: &[u8]) -> Option<&'static str> {
        recognize(bytes).map(|d| d.what)
    }

    #[test]
    fn office_documents_are_told_by_the_files_inside() {
        let docx = zip_of(&["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
        assert_eq!(what(&docx), Some("a Word document (.docx)"));
        let xlsx = zip_of(&["[Content_Types].xml", "xl/workbook.xml"]);
        assert_eq!(what(&xlsx), Some("an Excel workbook (.xlsx)"));
        let mut odt = zip_of(&["mimetype"]);
        odt.extend_from_slice(b"application/vnd.oasis.opendocument.text");
        assert_eq!(what(&odt), Some("an OpenDocument text (.odt)"));
        let apkg = zip_of(&["collection.anki21", "collection.anki2", "media"]);
        assert_eq!(what(&apkg), Some("an Anki package"));
    }

    #[test]
    fn a_zip_of_pages_is_a_zip_archive_whatever_its_pages_say() {
        // A page inside that mentions word/ or a mimetype names no format.
        let mut zip = zip_of(&["quiz/page.html"]);
        zip.extend_from_slice(b"<p>word/document.xml application/epub+zip</p>");
        assert_eq!(what(&zip), Some("a zip archive"));
    }

    #[test]
    fn pages_and_text_are_no_document() {
        for text in
            [&b"<!DOCTYPE html>"[..], b"PK", b"", b"%PD", b"%PDF files", b"GIF8 is", b"PKZIP"]
        {
            assert_eq!(recognize(text), None, "{text:?}");
        }
        assert_eq!(what(b"%PDF-1.7\n"), Some("a PDF document"));
    }
}
