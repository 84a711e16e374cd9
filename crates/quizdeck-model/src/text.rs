//! Small text helpers shared by the readers, the checks and the exporters.

/// `text` with every run of white space made one space, and none at either end.
pub fn collapse_whitespace(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
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
