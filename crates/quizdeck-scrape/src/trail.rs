//! Breadcrumb trails written as lists: `<ol><li><a>Home</a></li><li><a>Chemistry</a></li>
//! <li aria-current="page">Question 4</li></ol>`, their separators drawn by the style sheet. A
//! text rendering gives one line per item, and no item alone reads as a trail; joined, they read
//! as the trail a page writes on one line (`Home › Chemistry › Question 4`), whose deepest part
//! that names a subject is the topic (see [`crate::parts`]).
//!
//! Written by hand: what makes a list a trail is in its markup, not in its words, and the blocks
//! the renderer made are what is joined.

use crate::block::{Block, Kind};
use crate::parts::is_mark;

/// Longest item of a trail, in characters: a trail names pages, it says no sentences.
const MAX_ITEM: usize = 80;

/// The separator a joined trail is written with; [`crate::parts::is_breadcrumb`] reads it.
const SEPARATOR: &str = " › ";

/// Joins the items of each list that is a breadcrumb trail into one block: a list schema.org's
/// vocabulary types as one (`itemtype="https://schema.org/BreadcrumbList"`), or an ordered list
/// in a `<nav>` whose items lead somewhere but the last, the page the reader is on: marked so
/// (`aria-current`, as WAI-ARIA's breadcrumb pattern writes it) or left unlinked. A menu is an
/// unordered list, and a table of contents links every entry and marks its current one wherever
/// it is.
pub(crate) fn join(blocks: &mut Vec<Block>) {
    let mut i = 0;
    while i < blocks.len() {
        let n = run_at(blocks, i);
        if n >= 2 && is_trail(&blocks[i..i + n]) {
            let joined = joined(&blocks[i..i + n]);
            blocks.splice(i..i + n, [joined]);
        }
        i += n.max(1);
    }
}

/// How many items of one list that may be a trail there are from block `i` on (none when block
/// `i` is no such item).
fn run_at(blocks: &[Block], i: usize) -> usize {
    let first = &blocks[i];
    if first.crumb.is_none() || first.kind != Kind::Item {
        return 0;
    }
    blocks[i..]
        .iter()
        .take_while(|b| b.crumb.is_some() && b.kind == Kind::Item && b.parent == first.parent)
        .count()
}

/// Whether a list's items are a trail's parts (see [`join`]).
fn is_trail(items: &[Block]) -> bool {
    let typed = items.iter().any(|b| b.crumb == Some(true));
    let (last, before) = items.split_last().expect("a trail has items");
    // The page itself: marked as where the reader is, or the one part left unlinked.
    let ends_here = !before.iter().any(|b| b.current) && (last.current || last.links == 0);
    (typed || ends_here)
        && items.iter().all(|b| {
            !b.hidden && !b.text.contains('\n') && b.text.chars().count() <= MAX_ITEM
        })
        // Every part but the page itself leads somewhere.
        && before.iter().all(|b| b.links > 0 && b.link_heavy)
}

/// One block for the trail's items, as a page that writes its trail on one line gives it. An
/// item's own separator (`<li><a>Home</a> /</li>`) is left out.
fn joined(items: &[Block]) -> Block {
    let separator = |c: char| c.is_whitespace() || matches!(c, '/' | '|') || is_mark(c);
    let parts: Vec<&str> =
        items.iter().map(|b| b.text.trim_matches(separator)).filter(|t| !t.is_empty()).collect();
    let last = &items[items.len() - 1];
    let mut block = items[0].clone();
    block.text = parts.join(SEPARATOR);
    block.kind = Kind::Para;
    block.breaks = Vec::new();
    block.links = items.iter().map(|b| b.links).sum();
    block.link_only = items.iter().all(|b| b.link_only);
    block.link_heavy = items.iter().filter(|b| b.link_heavy).count() * 10 >= items.len() * 6;
    block.chrome = items.iter().any(|b| b.chrome);
    block.unlinked_tail = !last.link_only || last.current;
    block.current = last.current;
    block.link_text = None;
    block.crumb = None;
    block.parent = items[0].parent;
    block.ancestors.pop();
    block
}

#[cfg(test)]
mod tests {
    use scraper::Html;

    /// The texts of the blocks `html` renders to, trails joined.
    fn texts(html: &str) -> Vec<String> {
        let (blocks, _) = crate::html::render(&Html::parse_document(html));
        blocks.into_iter().map(|b| b.text).collect()
    }

    #[test]
    fn a_typed_list_or_a_nav_list_ending_at_the_current_page_is_one_trail() {
        let typed = r#"<ol itemscope itemtype="https://schema.org/BreadcrumbList">
            <li><a href="/">Start</a> /</li><li><a href="/x/">Optik</a></li><li>Frage 3</li></ol>"#;
        assert_eq!(texts(typed), ["Start › Optik › Frage 3"]);
        let aria = r#"<nav><ol><li><a href="/">Start</a></li>
            <li><a href="/x/" aria-current="page">Optik</a></li></ol></nav>"#;
        assert_eq!(texts(aria), ["Start › Optik"]);
        let unlinked_last = r#"<nav><ol><li><a href="/">Start</a></li><li><a href="/x/">Optik</a></li>
            <li><span>Vorschau</span></li></ol></nav>"#;
        assert_eq!(texts(unlinked_last), ["Start › Optik › Vorschau"]);
    }

    #[test]
    fn menus_and_tables_of_contents_stay_items() {
        // A menu is an unordered list; its current entry does not make it a trail.
        let menu = r#"<nav><ul><li><a href="/">Start</a></li>
            <li><a href="/q/" aria-current="page">Quiz</a></li></ul></nav>"#;
        assert_eq!(texts(menu), ["Start", "Quiz"]);
        // A table of contents marks its current step wherever it is.
        let contents = r#"<nav><ol><li><a href="/1">Eins</a></li>
            <li><a href="/2" aria-current="step">Zwei</a></li><li><a href="/3">Drei</a></li></ol></nav>"#;
        assert_eq!(texts(contents), ["Eins", "Zwei", "Drei"]);
        // Parts before the page itself must lead somewhere.
        let unlinked = r#"<nav><ol><li>Eins</li><li aria-current="page">Zwei</li></ol></nav>"#;
        assert_eq!(texts(unlinked), ["Eins", "Zwei"]);
        let all_linked =
            r#"<nav><ol><li><a href="/1">Eins</a></li><li><a href="/2">Zwei</a></li></ol></nav>"#;
        assert_eq!(texts(all_linked), ["Eins", "Zwei"]);
    }
}
