//! Small text helpers shared by the readers, the checks and the exporters.

/// `text` with every run of white space made one space, and none at either end.
///
/// Every block of every page goes through here, so it is read byte by byte, not char by char,
/// and copied in stretches, not word by word: a stretch runs up to white space other than one
/// space between two words (most texts are one stretch). White space is what
/// [`char::is_whitespace`] says: an ASCII byte is asked [`is_space_byte`], and only a character
/// starting with one of the four bytes that begin the others (U+0085 and U+00A0 start with C2,
/// U+1680 with E1, U+2000 to U+205F with E2, U+3000 with E3) is decoded. No other byte is
/// white space or starts it, whatever part of a character it is.
pub fn collapse_whitespace(text: &str) -> String {
    /// For each byte: 0 for one that is never white space nor starts it, else 1.
    const MAY_BE_SPACE: [u8; 256] = {
        let mut table = [0; 256];
        let mut b = 0;
        while b < 128 {
            table[b] = is_space_byte(b as u8) as u8;
            b += 1;
        }
        table[0xc2] = 1;
        table[0xe1] = 1;
        table[0xe2] = 1;
        table[0xe3] = 1;
        table
    };
    let bytes = text.as_bytes();
    // The length of the white space character at `i`, 0 where there is none.
    let space_at = |i: usize| match bytes.get(i) {
        Some(&b) if b < 0x80 => usize::from(is_space_byte(b)),
        Some(0xc2 | 0xe1 | 0xe2 | 0xe3) => {
            text[i..].chars().next().filter(|c| c.is_whitespace()).map_or(0, char::len_utf8)
        }
        _ => 0,
    };
    let skip_spaces = |mut i: usize| {
        while let n @ 1.. = space_at(i) {
            i += n;
        }
        i
    };
    let mut out = String::with_capacity(text.len());
    let mut i = skip_spaces(0);
    // Where the stretch being read starts: always at a character that is no white space.
    let mut stretch = i;
    while i < bytes.len() {
        while bytes.get(i).is_some_and(|&b| MAY_BE_SPACE[usize::from(b)] == 0) {
            i += 1;
        }
        let n = space_at(i);
        if n == 0 {
            i += 1;
            continue;
        }
        // One space between two words stays in the stretch.
        if bytes[i] == b' ' && i + 1 < bytes.len() && space_at(i + 1) == 0 {
            i += 1;
            continue;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&text[stretch..i]);
        i = skip_spaces(i + n);
        stretch = i;
    }
    if stretch < bytes.len() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&text[stretch..]);
    }
    out
}

/// Whether an ASCII byte is white space as [`char::is_whitespace`] has it (tab, line feed,
/// vertical tab, form feed, carriage return, space): what the byte-by-byte readers of text
/// count as white space. `u8::is_ascii_whitespace` leaves out the vertical tab.
pub const fn is_space_byte(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b' ')
}

/// `text` cut to its first `max` characters, with `…` added where it was cut.
pub fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_owned(),
    }
}

/// `text` safe to print on a terminal or in a log: every control character (C0, DEL, C1) and
/// every bidirectional override or isolate is shown as its escape (`\u{1b}` as `\x1b`,
/// U+202E as `\u{202e}`), so text from a page can neither run terminal escape sequences (set
/// the window title, clear the screen, colour a fake message) nor reorder what is shown around
/// it. Tabs and line breaks are shown too: one message stays one line.
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    let unsafe_char =
        |c: char| c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    if !text.contains(unsafe_char) {
        return text.into();
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x100 && unsafe_char(c) => {
                out.push_str(&format!("\\x{:02x}", u32::from(c)));
            }
            c if unsafe_char(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.into()
}

/// The Latin letter of the choice at `index` (`0` → `A`), going round after `Z`.
pub fn letter_for_index(index: usize) -> char {
    char::from(b'A' + (index % 26) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn space_bytes_are_the_ascii_white_space_of_char() {
        for b in 0..=0x7f_u8 {
            assert_eq!(is_space_byte(b), char::from(b).is_whitespace(), "{b:#04x}");
        }
        assert!(is_space_byte(0x0b) && !0x0b_u8.is_ascii_whitespace());
    }

    proptest::proptest! {
        /// Read byte by byte, white space is what `split_whitespace` splits on: every kind of
        /// it, next to letters of every width, including those that share a first byte with it.
        #[test]
        fn collapse_splits_where_split_whitespace_does(
            text in "( |\t|\n|\u{b}|\u{c}|\r|\u{85}|\u{a0}|\u{1680}|\u{2000}|\u{2009}|\u{200a}|\u{200b}|\u{2028}|\u{2029}|\u{202f}|\u{205f}|\u{3000}|\u{3001}|\u{e9}|\u{a9}|\u{2014}|\u{1681}|a|\u{4e2d}|\u{1f600}|\\PC){0,24}"
        ) {
            let words: Vec<&str> = text.split_whitespace().collect();
            proptest::prop_assert_eq!(collapse_whitespace(&text), words.join(" "));
        }
    }

    /// Every white space character beyond ASCII starts with one of the bytes decoded.
    #[test]
    fn white_space_beyond_ascii_starts_with_the_bytes_decoded() {
        for c in (0x80..=0x10ffff).filter_map(char::from_u32).filter(|c| c.is_whitespace()) {
            let mut buf = [0; 4];
            let first = c.encode_utf8(&mut buf).as_bytes()[0];
            assert!(matches!(first, 0xc2 | 0xe1 | 0xe2 | 0xe3), "{c:?}");
        }
    }

    #[test]
    fn whitespace_runs_become_one_space() {
        assert_eq!(collapse_whitespace("  a \t b\n\nc\u{a0}d  "), "a b c d");
        assert_eq!(collapse_whitespace(" \n "), "");
    }

    #[test]
    fn clip_counts_characters_not_bytes() {
        assert_eq!(clip("héllo wörld", 5), "héllo…");
        assert_eq!(clip("short", 5), "short");
        assert_eq!(clip("日本語", 2), "日本…");
    }

    #[test]
    fn control_characters_and_bidi_overrides_are_shown_not_run() {
        assert_eq!(printable("plain é 日本"), "plain é 日本");
        assert_eq!(
            printable("\u{1b}]0;owned\u{7}\u{1b}[2J\u{9b}31m a\u{202e}b\u{7f}\n"),
            "\\x1b]0;owned\\x07\\x1b[2J\\x9b31m a\\u{202e}b\\x7f\\n"
        );
    }

    #[test]
    fn letters_follow_positions() {
        assert_eq!(letter_for_index(0), 'A');
        assert_eq!(letter_for_index(8), 'I');
        assert_eq!(letter_for_index(26), 'A');
    }
}
