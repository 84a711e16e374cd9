//! Web archives (`.mhtml`, a browser's "save as single file"): the page inside the MIME envelope.

use mail_parser::{MessageParser, MimeHeaders};

/// Whether `bytes` is a MIME web archive rather than a page: a `MIME-Version` header and a
/// `multipart/related` body near the start.
pub(crate) fn is_archive(bytes: &[u8]) -> bool {
    // Every input is asked, so the two words are looked for in the bytes, ignoring ASCII case,
    // from each `m` a byte search finds, rather than in a lower-case copy of the head.
    let head = &bytes[..bytes.len().min(2048)];
    let at = |word: &[u8]| {
        memchr::memchr2_iter(b'm', b'M', head)
            .any(|i| head.get(i..i + word.len()).is_some_and(|w| w.eq_ignore_ascii_case(word)))
    };
    at(b"mime-version:") && at(b"multipart/related")
}

/// The archive's first HTML part, decoded (quoted-printable or base64, and its charset).
pub(crate) fn main_page(bytes: &[u8]) -> Option<String> {
    let message = MessageParser::default().parse(bytes)?;
    message.parts.iter().find_map(|part| {
        let ct = part.content_type()?;
        let html = ct.ctype().eq_ignore_ascii_case("text")
            && ct.subtype().is_some_and(|s| s.eq_ignore_ascii_case("html"));
        if !html {
            return None;
        }
        part.text_contents().map(str::to_owned)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The byte search finds the two words wherever a lower-case copy of the head has them.
        #[test]
        fn archives_are_told_as_a_lower_case_copy_tells_them(
            pieces in proptest::collection::vec(
                (
                    "MIME-Version: 1.0|mime-version:|Content-Type: multipart/related;|MULTIPART/RELATED|mime|\\PC{0,6}",
                    proptest::collection::vec(proptest::num::u8::ANY, 0..3),
                ),
                0..8,
            ),
            pad in 0usize..2100,
        ) {
            // Pieces of the two words' lines, stray bytes (invalid UTF-8 too) between them.
            let mut bytes = vec![b' '; pad];
            for (piece, junk) in &pieces {
                bytes.extend_from_slice(piece.as_bytes());
                bytes.extend_from_slice(junk);
            }
            let head = String::from_utf8_lossy(&bytes[..bytes.len().min(2048)]).to_ascii_lowercase();
            let expected = head.contains("mime-version:") && head.contains("multipart/related");
            proptest::prop_assert_eq!(is_archive(&bytes), expected);
        }
    }

    #[test]
    fn quoted_printable_page_is_unpacked() {
        let archive = "From: <Saved by Blink>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/related;\r\n\
            \ttype=\"text/html\";\r\n\tboundary=\"----B\"\r\n\r\n------B\r\nContent-Type: text/html\r\n\
            Content-Transfer-Encoding: quoted-printable\r\n\r\n<html lang=3D\"fr\"><p>m=C3=A9moire =\r\nvive</p></html>\r\n\
            ------B--\r\n";
        assert!(is_archive(archive.as_bytes()));
        let page = main_page(archive.as_bytes()).unwrap();
        assert!(page.contains("<html lang=\"fr\"><p>mémoire vive</p>"), "{page}");
    }
}
