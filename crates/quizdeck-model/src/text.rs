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

/// `text` cut to its first `max` characters, with `…` added where it was cut.
pub fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_owned(),
    }
}

/// The Latin letter of the choice at `index` (`0` → `A`), going round after `Z`.
pub fn letter_for_index(index: usize) -> char {
    char::from(b'A' + (index % 26) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn letters_follow_positions() {
        assert_eq!(letter_for_index(0), 'A');
        assert_eq!(letter_for_index(8), 'I');
        assert_eq!(letter_for_index(26), 'A');
    }
}
