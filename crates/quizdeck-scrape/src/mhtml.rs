//! Web archives (`.mhtml`, a browser's "save as single file"): the page inside the MIME envelope.

use mail_parser::{MessageParser, MimeHeaders};

/// Whether `bytes` is a MIME web archive rather than a page: a `MIME-Version` header and a
/// `multipart/related` body near the start.
pub(crate) fn is_archive(bytes: &[u8]) -> bool {
    let head = String::from_utf8_lossy(&bytes[..bytes.len().min(2048)]).to_ascii_lowercase();
    head.contains("mime-version:") && head.contains("multipart/related")
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
