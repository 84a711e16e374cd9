//! Turning bytes into text: byte-order marks, declared charsets, detection.

use std::borrow::Cow;

use encoding_rs::Encoding;

use crate::ErrorKind;

/// Decodes `bytes` to UTF-8 text with CRLF and CR line endings made LF: borrowed from `bytes` when
/// they are that already (UTF-8 without CR, the common case), so a page is neither validated twice
/// nor copied.
///
/// In order: a byte-order mark; a charset declared in an HTML `<meta>` within the first 4 KiB;
/// valid UTF-8; otherwise the encoding `chardetng` guesses (legacy pages saved without a
/// declaration, such as windows-1252 or Shift_JIS). Input with NUL bytes or many control characters
/// is rejected as binary.
pub(crate) fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, ErrorKind> {
    if bytes.is_empty() {
        return Err(ErrorKind::Empty);
    }
    let text = if let Some((enc, bom_len)) = Encoding::for_bom(bytes) {
        enc.decode_without_bom_handling(&bytes[bom_len..]).0
    } else if let Some(enc) = utf16_without_bom(bytes) {
        enc.decode_without_bom_handling(bytes).0
    } else {
        looks_binary(bytes)?;
        let declared = declared_charset(bytes);
        // Whether the bytes are UTF-8 matters only where no other charset is declared.
        let utf8 = declared
            .is_none_or(|e| e == encoding_rs::UTF_8)
            .then(|| std::str::from_utf8(bytes).ok())
            .flatten();
        // A page declared UTF-8 whose bytes are not is a legacy page with a wrong declaration,
        // unless it writes characters beyond ASCII as UTF-8 does (see below).
        let says_utf8 = declared == Some(encoding_rs::UTF_8);
        let declared = declared.filter(|&e| e != encoding_rs::UTF_8 || utf8.is_some());
        match (declared, utf8) {
            // Declared UTF-8 and valid, or undeclared and valid UTF-8: the bytes as they are.
            (Some(enc), Some(s)) if enc == encoding_rs::UTF_8 => Cow::Borrowed(s),
            (None, Some(s)) => Cow::Borrowed(s),
            (Some(enc), _) => enc.decode_without_bom_handling(bytes).0,
            // UTF-8 with a stray byte or two (a page pasted together, a truncated character): the
            // characters it writes are UTF-8's, and the stray bytes become U+FFFD, where reading
            // the whole as a legacy charset would turn every accented letter into two (`cafÃ©`).
            (None, None) if mostly_utf8(bytes, says_utf8) => String::from_utf8_lossy(bytes),
            (None, None) => {
                let mut det = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
                det.feed(bytes, true);
                det.guess(None, chardetng::Utf8Detection::Allow)
                    .decode_without_bom_handling(bytes)
                    .0
            }
        }
    };
    // Byte searches here are the memchr crate's (vector code) rather than the standard
    // library's, a word at a time: every input is asked, and most have no CR and no NUL.
    Ok(if memchr::memchr(b'\r', text.as_bytes()).is_some() {
        Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
    } else {
        text
    })
}

/// Whether bytes that are not valid UTF-8 are UTF-8 all the same but for a few stray bytes: as
/// many characters beyond ASCII written validly as invalid sequences on a page that declares
/// UTF-8, twenty times as many on one that declares nothing. A legacy charset's text has few
/// sequences that happen to be valid UTF-8 (`Ã©` is UTF-8 read as windows-1252).
fn mostly_utf8(bytes: &[u8], declared: bool) -> bool {
    let (mut valid, mut invalid) = (0usize, 0usize);
    for chunk in bytes.utf8_chunks() {
        valid += chunk.valid().chars().filter(|c| !c.is_ascii()).count();
        invalid += usize::from(!chunk.invalid().is_empty());
    }
    let times = if declared { 1 } else { 20 };
    invalid > 0 && valid >= times * invalid
}

/// UTF-16 saved without a byte-order mark: text whose every other byte is NUL.
fn utf16_without_bom(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(4096) & !1];
    // Text with no NUL byte is not UTF-16 of this kind (found at once, where counting the NULs
    // of every other byte would look at each).
    if head.len() < 8 || memchr::memchr(0, head).is_none() {
        return None;
    }
    let pairs = head.len() / 2;
    let even = head.iter().step_by(2).filter(|&&b| b == 0).count();
    let odd = head.iter().skip(1).step_by(2).filter(|&&b| b == 0).count();
    if odd * 10 >= pairs * 9 && even * 10 < pairs {
        Some(encoding_rs::UTF_16LE)
    } else if even * 10 >= pairs * 9 && odd * 10 < pairs {
        Some(encoding_rs::UTF_16BE)
    } else {
        None
    }
}

fn looks_binary(bytes: &[u8]) -> Result<(), ErrorKind> {
    let head = &bytes[..bytes.len().min(8192)];
    if memchr::memchr(0, head).is_some() {
        return Err(ErrorKind::Binary("contains NUL bytes".into()));
    }
    // Summed rather than counted with a filter, in bytes over chunks of 255 (no chunk's count
    // overflows one), which the compiler turns into vector code of sixteen lanes or more.
    let control: usize = head
        .chunks(255)
        .map(|chunk| {
            let n: u8 = chunk
                .iter()
                .map(|&b| u8::from(b < 0x20 && !matches!(b, b'\n' | b'\r' | b'\t' | 0x0c)))
                .sum();
            usize::from(n)
        })
        .sum();
    if control * 20 > head.len() {
        return Err(ErrorKind::Binary("mostly control characters".into()));
    }
    Ok(())
}

/// The charset of `<meta charset=…>` or `<meta http-equiv content="…; charset=…">`, looked for in
/// the first 4 KiB as the HTML standard's prescan does.
fn declared_charset(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(4096)];
    // `<meta` in any case, found from each `<` rather than in a lower-case copy of the head: every
    // input is asked. Only a tag found is put in lower case.
    let mut from = 0;
    while let Some(i) = memchr::memchr(b'<', &head[from..]) {
        let start = from + i;
        if !head.get(start + 1..start + 5).is_some_and(|w| w.eq_ignore_ascii_case(b"meta")) {
            from = start + 1;
            continue;
        }
        let end = memchr::memchr(b'>', &head[start..]).map_or(head.len(), |e| start + e);
        let tag: Vec<u8> = head[start..end].iter().map(u8::to_ascii_lowercase).collect();
        let tag = tag.as_slice();
        if let Some(c) = memchr::memmem::find(tag, b"charset") {
            let rest = &tag[c + 7..];
            let rest = rest.strip_prefix(b" ").unwrap_or(rest);
            if let Some(rest) = rest.strip_prefix(b"=") {
                let value: Vec<u8> = rest
                    .iter()
                    .copied()
                    .skip_while(|b| matches!(b, b' ' | b'"' | b'\''))
                    .take_while(|b| !matches!(b, b' ' | b'"' | b'\'' | b';' | b'/' | b'>'))
                    .collect();
                if let Some(enc) = Encoding::for_label(&value) {
                    // A page that declares UTF-16 but was read as bytes is ASCII-compatible in fact.
                    return Some(if enc == encoding_rs::UTF_16LE || enc == encoding_rs::UTF_16BE {
                        encoding_rs::UTF_8
                    } else {
                        enc
                    });
                }
            }
        }
        from = end.max(start + 1);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `looks_binary` decided before it counted in chunks: the count it must agree with.
    fn control_share_plain(bytes: &[u8]) -> bool {
        let head = &bytes[..bytes.len().min(8192)];
        let control = head
            .iter()
            .filter(|&&b| b < 0x20 && !matches!(b, b'\n' | b'\r' | b'\t' | 0x0c))
            .count();
        control * 20 > head.len()
    }

    proptest::proptest! {
        #[test]
        fn control_characters_are_counted_as_one_by_one(
            // About one byte in twenty a control character: around the share that decides.
            bytes in proptest::collection::vec(
                proptest::prop_oneof![19 => 0x20u8..0x7f, 1 => 1u8..0x20],
                0..9000,
            ),
        ) {
            let binary = matches!(looks_binary(&bytes), Err(ErrorKind::Binary(_)));
            proptest::prop_assert_eq!(binary, control_share_plain(&bytes));
        }
    }

    #[test]
    fn utf8_bom_and_crlf() {
        assert_eq!(decode(b"\xEF\xBB\xBFa\r\nb\rc").unwrap(), "a\nb\nc");
    }

    #[test]
    fn declared_windows_1252() {
        let page = b"<html><head><meta charset=\"windows-1252\"></head><body>caf\xe9</body></html>";
        assert!(decode(page).unwrap().contains("caf\u{e9}"));
    }

    #[test]
    fn http_equiv_shift_jis() {
        let (body, _, _) = encoding_rs::SHIFT_JIS.encode("<p>日本語</p>");
        let mut page =
            b"<meta http-equiv=\"Content-Type\" content=\"text/html; charset=Shift_JIS\">".to_vec();
        page.extend_from_slice(&body);
        assert!(decode(&page).unwrap().contains("日本語"));
    }

    #[test]
    fn undeclared_latin1_is_detected() {
        assert!(
            decode(b"R\xe9ponse : A. Le caf\xe9 est tr\xe8s chaud").unwrap().contains("Réponse")
        );
    }

    #[test]
    fn wrong_utf8_declaration_falls_back_to_detection() {
        let page =
            b"<meta charset=\"utf-8\"><p>La m\xe9moire des donn\xe9es est tr\xe8s rapide</p>";
        assert!(decode(page).unwrap().contains("mémoire"));
    }

    #[test]
    fn utf8_with_a_stray_byte_stays_utf8() {
        let mut page =
            "<meta charset=\"utf-8\"><p>Réponse : A. Le café est très chaud, même à l'été. "
                .repeat(3)
                .into_bytes();
        page.extend_from_slice(b"\xff</p>");
        let text = decode(&page).unwrap();
        assert!(text.contains("café") && text.contains('\u{fffd}'), "{text}");
        // Declared, one letter written as UTF-8 against one stray byte is enough; undeclared,
        // the bytes are as likely a legacy page's, which detection reads.
        let declared = b"<meta charset=\"utf-8\">La m\xc3\xa9moire \xe9tait rapide";
        assert!(decode(declared).unwrap().contains("mémoire"));
        assert!(decode(b"La m\xc3\xa9moire \xe9tait rapide").unwrap().contains("Ã©"));
    }

    #[test]
    fn utf16_without_a_bom() {
        let le: Vec<u8> = "Answer: B. Ja".encode_utf16().flat_map(u16::to_le_bytes).collect();
        assert_eq!(decode(&le).unwrap(), "Answer: B. Ja");
        let be: Vec<u8> = "Answer: B. Ja".encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert_eq!(decode(&be).unwrap(), "Answer: B. Ja");
    }

    #[test]
    fn binary_is_rejected() {
        assert!(matches!(decode(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Err(ErrorKind::Binary(_))));
        assert!(matches!(decode(b""), Err(ErrorKind::Empty)));
        // Control characters without a NUL: one in twenty is too many, tabs and form feeds are
        // text.
        let control = [b"abcdefghijklmnopqr\x01\x02".as_slice(); 10].concat();
        assert!(matches!(decode(&control), Err(ErrorKind::Binary(_))));
        let text = [b"abcdefghijklmnopqrs\x01\t\x0c".as_slice(); 10].concat();
        assert!(decode(&text).is_ok());
    }
}
