//! The flat text of a rendered block: white space collapsed, the marks where inline elements
//! ended taken out (their places kept), a code block's lines as written. Written by hand: one
//! pass over the characters of every block of every page, which no text crate gives with the
//! places of the marks.

use quizdeck_model::text::is_space_byte;

/// Marks the end of an inline element in the text being collected; taken out at the end of the
/// block, where its place is kept in [`Block::breaks`](crate::block::Block::breaks). A
/// private-use character, which no page text is expected to hold.
pub(crate) const BREAK: char = '\u{e000}';

/// The text of a block without the marks of [`BREAK`], white space collapsed, and where the marks
/// were (byte offsets, each once): [`collapse`](crate::block::collapse), then the marks taken out
/// with the spaces they leave doubled or at either end, in one pass over the characters. A mark stands after the space
/// before it (`x \u{e000} y` has its mark at 2). Every block of every page goes through here,
/// and the two passes and the count of visible characters after them were a tenth of rendering.
pub(crate) fn breaks(raw: &str) -> (String, Vec<usize>) {
    let mut out = String::with_capacity(raw.len());
    let mut at: Vec<usize> = Vec::new();
    // White space seen since the last character kept or mark: one space, unless at the start.
    let mut space = false;
    let bytes = raw.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        // A run of ASCII other than white space (most of most texts) is copied whole.
        let c = if b.is_ascii() && !is_space_byte(b) {
            let run = bytes[i..].iter().position(|&b| !b.is_ascii() || is_space_byte(b));
            let end = run.map_or(bytes.len(), |n| i + n);
            if space && !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
            space = false;
            out.push_str(&raw[i..end]);
            i = end;
            continue;
        } else {
            // `i` is always at the start of a character.
            let Some(c) = raw[i..].chars().next() else { break };
            i += c.len_utf8();
            c
        };
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if crate::block::invisible(c) {
            continue;
        }
        if space && !out.is_empty() && !out.ends_with(' ') {
            out.push(' ');
        }
        space = false;
        if c == BREAK {
            if at.last() != Some(&out.len()) {
                at.push(out.len());
            }
        } else {
            out.push(c);
        }
    }
    // Only a space before a last mark can end the text.
    let trimmed = out.trim_end().len();
    out.truncate(trimmed);
    at.retain(|&b| b > 0 && b < out.len());
    (out, at)
}

/// How many characters of `text` are not white space; an ASCII text's bytes are counted as they
/// are (the text of every link of every page is counted).
pub(crate) fn visible_chars(text: &str) -> usize {
    if text.is_ascii() {
        return text.bytes().filter(|&b| !is_space_byte(b)).count();
    }
    text.chars().filter(|c| !c.is_whitespace()).count()
}

/// The text of a code block: its lines as written (tabs and indentation kept, trailing white
/// space and surrounding blank lines dropped).
pub(crate) fn code_text(raw: &str) -> String {
    let raw = raw.replace(BREAK, "");
    let lines: Vec<&str> = raw.lines().map(str::trim_end).collect();
    let first = lines.iter().position(|l| !l.is_empty()).unwrap_or(lines.len());
    let last = lines.iter().rposition(|l| !l.is_empty()).map_or(first, |l| l + 1);
    lines[first..last].join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::block::collapse;

    /// What `breaks` gave before it was one pass: collapsed, then the marks taken out.
    fn breaks_in_two_passes(raw: &str) -> (String, Vec<usize>) {
        let text = collapse(raw);
        let mut out = String::with_capacity(text.len());
        let mut at = Vec::new();
        for c in text.chars() {
            if c == BREAK {
                if at.last() != Some(&out.len()) {
                    at.push(out.len());
                }
            } else if !(c == ' ' && (out.is_empty() || out.ends_with(' '))) {
                out.push(c);
            }
        }
        let trimmed = out.trim_end().len();
        out.truncate(trimmed);
        at.retain(|&b| b > 0 && b < out.len());
        (out, at)
    }

    #[test]
    fn visible_characters_leave_out_every_white_space() {
        for text in ["", " a\tb\nc\u{b}\u{c}\r ", "\u{a0}é\u{3000}x ", "    "] {
            assert_eq!(visible_chars(text), text.chars().filter(|c| !c.is_whitespace()).count());
        }
        assert_eq!(visible_chars(" a\tb\u{b}"), 2);
    }

    #[test]
    fn marks_stand_after_the_space_before_them() {
        assert_eq!(breaks("x \u{e000} y"), ("x y".to_owned(), vec![2]));
        assert_eq!(breaks("x\u{e000} y"), ("x y".to_owned(), vec![1]));
        assert_eq!(breaks("x\u{e000}y\u{e000}\u{e000}z"), ("xyz".to_owned(), vec![1, 2]));
        assert_eq!(breaks(" \u{e000} x \u{e000} "), ("x".to_owned(), vec![]));
        assert_eq!(breaks("soft\u{ad}ware \u{200b} now"), ("software now".to_owned(), vec![]));
    }

    proptest::proptest! {
        /// One pass gives what collapsing and then taking the marks out gave, and leaves no
        /// white space but single spaces (which the count of visible characters relies on).
        #[test]
        fn breaks_in_one_pass_are_breaks_in_two(
            raw in "([ab é.,\t\n\r\u{b}\u{c}\u{85}\u{a0}\u{3000}\u{e000}\u{ad}\u{200b}\u{feff}\u{200d}]|\\PC){0,24}"
        ) {
            let (text, at) = breaks(&raw);
            proptest::prop_assert_eq!((text.clone(), at), breaks_in_two_passes(&raw));
            proptest::prop_assert!(!text.contains("  ") && text.trim() == text);
            proptest::prop_assert!(text.chars().all(|c| c == ' ' || !c.is_whitespace()));
        }
    }
}
