//! Choices marked right by strong text alone: a page that sets the one right option of every
//! question in bold (`- B. **1954**`, `<li><b>C. Hồ Chí Minh</b></li>`), and often says so
//! in a sentence no reader here could read in every language ("the right answers are in bold").
//!
//! Bold is also plain emphasis (`**None of the above**`), so it marks an answer only where the
//! page is consistent about it: two lists of choices or more, each with exactly one choice whose
//! whole text (its label aside) is strong, and no other mark of the answer on the page (a check
//! mark, a checked box, markup). A key that names the answer is taken over it
//! ([`crate::answer`]). Written by hand: the three readers (HTML, Markdown, Markdown read as
//! text) each tell where strong text is; what is asked of it is this crate's own.

use crate::block::Block;
use crate::label::{is_bare_label, leading_label};

/// Ends a line of a Markdown document read as text whose text is strong but for its label (see
/// [`strong_line`]); [`text_blocks`](crate::block::text_blocks) takes it off into
/// [`Block::strong`].
pub(crate) const STRONG: char = '\u{e003}';

/// Whether a block's raw text is strong text all but a label and white space: `spans` are the
/// byte ranges of `text` inside strong elements (`<b>`, `<strong>`, Markdown's `**`). Marks
/// between inline elements (`flat::BREAK`) count as white space.
pub(crate) fn wholly_strong(text: &str, spans: &[(usize, usize)]) -> bool {
    /// Longer than any label with its marks (`(A)`, `ア．`).
    const LABEL: usize = 12;
    if spans.is_empty() {
        return false;
    }
    // The spans come in the order of the text: one walk over both. Most blocks with strong text
    // have words outside it (`<b>Answer:</b> C`), which end the walk early.
    let mut outside = String::new();
    let mut strong_words = false;
    let mut span = 0;
    for (at, c) in text.char_indices() {
        while spans.get(span).is_some_and(|&(_, e)| e <= at) {
            span += 1;
        }
        if spans.get(span).is_some_and(|&(s, _)| s <= at) {
            strong_words |= c.is_alphanumeric();
        } else if !c.is_whitespace() && c != crate::flat::BREAK {
            outside.push(c);
            if outside.len() > LABEL {
                return false;
            }
        }
    }
    strong_words && (outside.is_empty() || is_bare_label(&outside))
}

/// Whether a line of Markdown (its quote marks taken off) is a list item or a labelled line whose
/// text is strong all but its bullet and label: `- B. **1954**`, `- **C. Hồ Chí Minh**`,
/// `- A. __30/4/1975__`. One strong span only, from the text's start to its end.
pub(crate) fn strong_line(line: &str) -> bool {
    let t = line.trim();
    let t = match t.strip_prefix(['-', '*', '+']) {
        Some(rest) if rest.starts_with(' ') => rest.trim_start(),
        _ => t,
    };
    let wrapped = |s: &str| {
        ["**", "__"].iter().any(|m| {
            s.strip_prefix(m).and_then(|r| r.strip_suffix(m)).is_some_and(|inner| {
                !inner.contains(m)
                    && !inner.starts_with(char::is_whitespace)
                    && !inner.ends_with(char::is_whitespace)
                    && inner.chars().any(char::is_alphanumeric)
            })
        })
    };
    if wrapped(t) {
        return leading_label(t.trim_start_matches(['*', '_']), false).is_some();
    }
    leading_label(t, false).is_some_and(|(_, _, rest)| wrapped(rest.trim()))
}

/// Marks the one strong choice of each list of choices (`check_mark`'s kin,
/// [`Block::strong_mark`]) where the page is consistent about it (see the module's overview).
pub(crate) fn mark_strong(blocks: &mut [Block]) {
    if !blocks.iter().any(|b| b.strong)
        || blocks.iter().any(|b| b.check_mark || b.marked_correct || b.task && b.checked)
    {
        return;
    }
    let labelled = |b: &Block| {
        !b.code
            && (b.implicit_label.is_some()
                || b.kind != crate::block::Kind::Heading && leading_label(&b.text, false).is_some())
    };
    // Lists of choices: blocks in a row, each labelled, in one list, the labels A, B, C … from
    // the first.
    let label = |b: &Block| b.implicit_label.or_else(|| leading_label(&b.text, false).map(|l| l.0));
    let mut lists: Vec<std::ops::Range<usize>> = Vec::new();
    let mut i = 0;
    while i < blocks.len() {
        if !labelled(&blocks[i]) || label(&blocks[i]) != Some(0) {
            i += 1;
            continue;
        }
        let start = i;
        while i + 1 < blocks.len()
            && labelled(&blocks[i + 1])
            && blocks[i + 1].parent == blocks[start].parent
            && label(&blocks[i + 1]) == Some(i + 1 - start)
        {
            i += 1;
        }
        i += 1;
        if i - start >= 2 {
            lists.push(start..i);
        }
    }
    let one_each = lists.len() >= 2
        && lists.iter().all(|r| blocks[r.clone()].iter().filter(|b| b.strong).count() == 1);
    if !one_each {
        return;
    }
    for r in lists {
        for b in blocks[r].iter_mut().filter(|b| b.strong) {
            b.strong_mark = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strong_line_is_strong_but_for_its_bullet_and_label() {
        assert!(strong_line("- B. **1954**"));
        assert!(strong_line("- **C. Hồ Chí Minh**"));
        assert!(strong_line("- A. __30/4/1975__"));
        assert!(strong_line("B) **Oslo**"));
        assert!(!strong_line("- **B.** 1954"), "a bold label alone marks nothing");
        assert!(!strong_line("- B. **19**54"));
        assert!(!strong_line("- B. 1954"));
        assert!(!strong_line("- **Note** and more"));
        assert!(!strong_line("**Câu 1.** Chiến thắng?"), "a numbered question's number alone");
    }

    #[test]
    fn wholly_strong_allows_a_label_outside() {
        assert!(wholly_strong("B. 1954", &[(3, 7)]));
        assert!(wholly_strong("1954", &[(0, 4)]));
        assert!(!wholly_strong("B. 1954", &[(0, 2)]));
        assert!(!wholly_strong("Paris is big", &[(0, 5)]));
        assert!(!wholly_strong("B. 1954", &[]));
    }
}
