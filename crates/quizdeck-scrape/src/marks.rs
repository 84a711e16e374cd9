//! Marks a document read as text carries that are no part of its text: a Markdown file's (`#`
//! before headings, `>` before quotes, `**` around strong text, the backticks of code spans, the
//! tags of its `<details>` reveals) and a text browser's link numbers (`[12]`).

/// Removes the marks of a Markdown document that reads as text (one with headings but with no
/// task list or code fence, whose choices stand on lines of their own, which the Markdown reader
/// would join): `#` before a heading, `>` before a quoted line, `**` around strong text. Only in
/// a document with a Markdown heading (`# Title`, `## 1. …`) or a line that starts in strong
/// text (`**1. Which …?**`); a text rendering has neither. Written
/// by hand: three marks at known places on a line, which no Markdown crate leaves the lines of.
pub(crate) fn strip_markdown_marks(text: &str) -> std::borrow::Cow<'_, str> {
    let heading = |line: &str| {
        let hashes = line.bytes().take_while(|&b| b == b'#').count();
        ((1..=6).contains(&hashes) && line[hashes..].starts_with(' ')).then_some(hashes)
    };
    // Strong text a whole line long (`**1. Which …?**`, `**Answer:** B`) says Markdown as a
    // heading does; a text rendering has neither.
    let strong = |l: &str| l.starts_with("**") && l[2..].contains("**");
    if !text.lines().any(|l| heading(l).is_some() || strong(l.trim_start())) {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    // The fence of a code block open (its first character and length): its lines are code, kept
    // as written (`SELECT COUNT(*)`).
    let mut fence: Option<(u8, usize)> = None;
    for line in text.lines() {
        let t = line.trim_start();
        let run = |c: u8| t.bytes().take_while(|&b| b == c).count();
        match fence {
            Some((c, n)) => {
                if run(c) >= n && t.trim_end().bytes().all(|b| b == c) {
                    fence = None;
                }
                out.push_str(line);
                out.push('\n');
                continue;
            }
            None => {
                if let Some(c) = [b'`', b'~'].into_iter().find(|&c| run(c) >= 3) {
                    fence = Some((c, run(c)));
                    out.push_str(line);
                    out.push('\n');
                    continue;
                }
            }
        }
        // A quote may stand indented under a list item (`   > Because …`): its marks go, the
        // indentation stays.
        let indent = &line[..line.len() - line.trim_start().len()];
        let mut l = line;
        if line.trim_start().starts_with('>') {
            out.push_str(indent);
            l = line.trim_start();
        }
        while let Some(rest) = l.strip_prefix('>') {
            l = rest.strip_prefix(' ').unwrap_or(rest);
        }
        if let Some(hashes) = heading(l) {
            l = l[hashes..].trim_start();
            out.push(HEADING);
            out.push(char::from(b'0' + hashes as u8));
        }
        // A thematic break (`---`, `* * *`) stays as it is: it parts the page.
        if crate::block::is_rule(l) {
            out.push_str(l.trim());
            out.push('\n');
            continue;
        }
        if is_summary_line(l) {
            out.push(SUMMARY);
        }
        // A choice all in strong text (`- B. **1954**`, `- A. __30/4/1975__`) may be the one a
        // page marks right so: said at the line's end, for the block (see `crate::strong`).
        if crate::strong::strong_line(l) {
            inline_marks(&l.replace("__", ""), &mut out);
            out.push(crate::strong::STRONG);
        } else {
            inline_marks(l, &mut out);
        }
        out.push('\n');
    }
    out.into()
}

/// Stands first on a line of a Markdown document read as text that was a reveal's summary
/// (`<summary>Spoiler: yesterday's quiz</summary>`), for [`text_blocks`](crate::block::text_blocks)
/// to make it the block that opens a section, as the `<summary>` of a page's markup is. A
/// private-use character, which no page text is expected to hold.
pub(crate) const SUMMARY: char = '\u{e001}';

/// Stands first on a line of a Markdown document read as text that was a heading (`##
/// Kaasautorid`), then its level as a digit, for [`text_blocks`](crate::block::text_blocks) to
/// make it a heading, which ends an explanation running up to it. A private-use character, as
/// [`SUMMARY`] is.
pub(crate) const HEADING: char = '\u{e002}';

/// Whether a line is a `<summary>` element alone.
fn is_summary_line(line: &str) -> bool {
    let line = line.trim();
    let open = line.strip_prefix("<summary").is_some_and(|r| r.starts_with(['>', ' ']));
    open && line.ends_with("</summary>")
}

/// Elements a Markdown quiz file writes as raw HTML around its reveals (`<details>`,
/// `<summary>Answer</summary>`, `<p>`, `<b>`): in a document read as text, their tags are no
/// text.
const REVEAL_TAGS: &[(&str, bool)] = &[
    ("details", true),
    ("summary", true),
    ("p", true),
    ("div", true),
    ("br", true),
    ("span", false),
    ("b", false),
    ("strong", false),
    ("i", false),
    ("em", false),
];

/// One line of a Markdown document read as text, into `out` without its inline marks: the
/// backticks of code spans (whose text is kept as it is, `**` and tags included), `**` around
/// strong text, and the tags of [`REVEAL_TAGS`].
fn inline_marks(line: &str, out: &mut String) {
    let line_start = out.len();
    let spaced_before =
        |out: &String| out.len() == line_start || out.ends_with(char::is_whitespace);
    let mut rest = line;
    while let Some(at) = rest.find(['`', '*', '<', '[']) {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let ticks = rest.bytes().take_while(|&b| b == b'`').count();
        // A link, `[text](target)`: its text.
        if let Some((text, len)) = link(rest) {
            inline_marks_into(text, out);
            rest = &rest[len..];
            continue;
        }
        if ticks > 0 {
            let fence = &rest[..ticks];
            // A code span ends at the next run of as many backticks; a lone run is text.
            match rest[ticks..].find(fence).filter(|&e| !rest[ticks + e + ticks..].starts_with('`'))
            {
                Some(end) => {
                    out.push_str(&rest[ticks..ticks + end]);
                    rest = &rest[ticks + end + ticks..];
                }
                None => {
                    out.push_str(fence);
                    rest = &rest[ticks..];
                }
            }
        } else if let Some(after) = rest.strip_prefix("**")
            && !(spaced_before(out) && (after.is_empty() || after.starts_with(char::is_whitespace)))
        {
            // Strong text's mark touches its text on one side; `2 ** 4` has spaces on both.
            rest = after;
        } else if let Some(after) = rest.strip_prefix('*')
            && !after.starts_with('*')
            && emphasis_mark(out, line_start, after)
        {
            // `*Explanation:*`: emphasis opens before a word and closes after one; `2*3` and
            // `2 * 3` are products.
            rest = after;
        } else if let Some((len, block)) = reveal_tag(rest) {
            // A block's tag parts words (`<summary>Answer</summary>C`); an inline one does not.
            if block && !out.ends_with(char::is_whitespace) && !out.is_empty() {
                out.push(' ');
            }
            rest = &rest[len..];
        } else {
            out.push_str(&rest[..1]);
            rest = &rest[1..];
        }
    }
    out.push_str(rest);
    // The space a closing tag left at the line's end (`C</details>`).
    let end = line_start + out[line_start..].trim_end().len();
    out.truncate(end);
}

/// Whether a single `*` between `out` (the line so far, from `line_start`) and `after` marks
/// emphasis: it opens where a word starts after it (and none ends before it), or closes where
/// one ends before it (and none starts after it).
fn emphasis_mark(out: &str, line_start: usize, after: &str) -> bool {
    let before = out[line_start..].chars().next_back();
    let next = after.chars().next();
    let word = |c: Option<char>| c.is_some_and(|c| !c.is_whitespace());
    if before == Some('*') {
        // The second star of `**` that stayed (`2 ** 4`).
        return false;
    }
    let opens = !word(before) && word(next);
    let closes = word(before) && next.is_none_or(|c| c.is_whitespace() || c.is_ascii_punctuation());
    opens || closes
}

/// A Markdown link at the start of `s`, `[text](target)` with no space in the target: its text
/// and the link's length.
fn link(s: &str) -> Option<(&str, usize)> {
    let inner = s.strip_prefix('[')?;
    let close = inner.find(']')?;
    let text = &inner[..close];
    let target = inner[close + 1..].strip_prefix('(')?;
    let end = target.find(')')?;
    (!text.is_empty() && !text.contains('[') && !target[..end].contains(char::is_whitespace))
        .then(|| (text, 1 + close + 1 + 1 + end + 1))
}

/// [`inline_marks`] of a part of a line (a link's text), appended to `out` as it is.
fn inline_marks_into(text: &str, out: &mut String) {
    let mut own = String::new();
    inline_marks(text, &mut own);
    out.push_str(&own);
}

/// The length of the tag of [`REVEAL_TAGS`] `s` starts with (`<details>`, `</summary>`,
/// `<p align="left">`), and whether it is a block's.
fn reveal_tag(s: &str) -> Option<(usize, bool)> {
    let inner = s.strip_prefix('<')?;
    let inner = inner.strip_prefix('/').unwrap_or(inner);
    let name_len = inner.bytes().take_while(u8::is_ascii_alphanumeric).count();
    let name = &inner[..name_len];
    let &(_, block) = REVEAL_TAGS.iter().find(|t| t.0.eq_ignore_ascii_case(name))?;
    let after = &inner[name_len..];
    let close = after.find('>')?;
    (after.starts_with(['>', ' ', '/']) && !after[..close].contains('<'))
        .then(|| (s.len() - after.len() + close + 1, block))
}

/// Removes the link numbers (`[12]`) that text browsers such as lynx put before every link, when
/// a rendering has them (three or more). Written by hand: one pass over the text, no pattern
/// engine needed.
pub(crate) fn strip_link_numbers(text: &str) -> std::borrow::Cow<'_, str> {
    let marker_at = |s: &str| -> Option<usize> {
        let digits = s.strip_prefix('[')?.bytes().take_while(u8::is_ascii_digit).count();
        (digits > 0 && digits <= 4 && s.as_bytes().get(digits + 1) == Some(&b']'))
            .then_some(digits + 2)
    };
    let count =
        text.match_indices('[').filter(|(i, _)| marker_at(&text[*i..]).is_some()).take(3).count();
    if count < 3 {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('[') {
        out.push_str(&rest[..i]);
        match marker_at(&rest[i..]) {
            Some(len) => rest = &rest[i + len..],
            None => {
                out.push('[');
                rest = &rest[i + 1..];
            }
        }
    }
    out.push_str(rest);
    out.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reveal's summary alone on its line becomes a block of its own that opens a section (a
    /// spoiler for yesterday's quiz is no key of today's); one with the answer after it on the
    /// line stays text.
    #[test]
    fn a_summary_line_of_a_markdown_file_read_as_text_is_a_summary_block() {
        let text = "# Quiz\n\nA long first line of prose that goes on for more than sixty characters\n<summary class=\"s\">Spoiler: <b>Tuesday</b></summary>\n<summary>Answer</summary>C\n";
        let blocks = crate::block::text_blocks(&strip_markdown_marks(text));
        let kinds: Vec<_> = blocks.iter().map(|b| (b.kind, b.text.as_str())).collect();
        assert_eq!(
            kinds[1..],
            [
                (
                    crate::block::Kind::Para,
                    "A long first line of prose that goes on for more than sixty characters"
                ),
                (crate::block::Kind::Summary, "Spoiler: Tuesday"),
                (crate::block::Kind::Para, "Answer C"),
            ]
        );
    }

    #[test]
    fn a_markdown_lines_marks_go_and_code_spans_stay_as_written() {
        let marks = |line: &str| {
            let mut out = String::new();
            inline_marks(line, &mut out);
            out
        };
        assert_eq!(marks("**Resposta:** b"), "Resposta: b");
        assert_eq!(marks("Qual é a saída de `print(2 ** 3)`?"), "Qual é a saída de print(2 ** 3)?");
        assert_eq!(marks("D. 2 ** 4"), "D. 2 ** 4");
        assert_eq!(marks("A. `<link>`"), "A. <link>");
        assert_eq!(marks("``a ` b``"), "a ` b");
        assert_eq!(marks("</details>"), "");
        assert_eq!(marks("<details><summary>Відповідь</summary>C</details>"), "Відповідь C");
        assert_eq!(marks("if a < b and <b>c</b>"), "if a < b and c");
        assert_eq!(marks("a lone ` tick"), "a lone ` tick");
        assert_eq!(
            marks("*Forklaring:* Sognefjorden er lang."),
            "Forklaring: Sognefjorden er lang."
        );
        assert_eq!(marks("x = 2*3 and 2 * 3"), "x = 2*3 and 2 * 3");
        assert_eq!(marks("- [Quiz: Norske fylker](/quiz/norske-fylker)"), "- Quiz: Norske fylker");
        assert_eq!(marks("[ ] not a link, [a](b c) neither"), "[ ] not a link, [a](b c) neither");
    }
}
