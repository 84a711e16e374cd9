//! Breadcrumb trails written as lists: `<ol><li><a>Home</a></li><li><a>Chemistry</a></li>
//! <li aria-current="page">Question 4</li></ol>`, their separators drawn by the style sheet. A
//! text rendering gives one line per item, and no item alone reads as a trail; joined, they read
//! as the trail a page writes on one line (`Home › Chemistry › Question 4`), whose deepest part
//! that names a subject is the topic (see [`trail_topic`]).
//!
//! Reading trails: which line is one ([`is_breadcrumb`]), its parts, and the topic it names.
//!
//! Written by hand: what makes a list a trail is in its markup, not in its words, and the blocks
//! the renderer made are what is joined.

use crate::block::{Block, Kind};
use crate::parts::{about_the_quiz, numbered_page};

/// Longest item of a trail, in characters: a trail names pages, it says no sentences.
const MAX_ITEM: usize = 80;

/// The separator a joined trail is written with; [`is_breadcrumb`] reads it.
const SEPARATOR: &str = " › ";

/// Joins the items of each list that is a breadcrumb trail into one block: a list schema.org's
/// vocabulary types as one (`itemtype="https://schema.org/BreadcrumbList"`), or an ordered list
/// in a `<nav>` whose items lead somewhere but the last, the page the reader is on: marked so
/// (`aria-current`, as WAI-ARIA's breadcrumb pattern writes it) or left unlinked; or whose items
/// all lead somewhere, down one path to the page (`/hu/`, `/hu/taplalkozas/` over the page
/// `/hu/taplalkozas/311/`), each into the one before but a first link home, when the page gives
/// its own address (`page`, its canonical link). A menu is an unordered list, or its links lead
/// side by side (`/`, `/about/`); a table of contents links every entry and marks its current
/// one wherever it is. `hrefs` gives where the one link of such an item leads, by its block's
/// index, in order.
pub(crate) fn join(blocks: &mut Vec<Block>, hrefs: &[(usize, String)], page: Option<&str>) {
    let mut i = 0;
    // Blocks joined so far: block `i` was block `i + gone` when `hrefs` was written.
    let mut gone = 0;
    while i < blocks.len() {
        let n = run_at(blocks, i);
        if n >= 2 {
            let from = i + gone;
            let leads = || {
                let first = hrefs.partition_point(|&(b, _)| b < from);
                let links = hrefs[first..].iter().take_while(|&&(b, _)| b < from + n);
                leads_to(&blocks[i..i + n], links.collect(), page)
            };
            if is_trail(&blocks[i..i + n], leads) {
                let joined = joined(&blocks[i..i + n]);
                blocks.splice(i..i + n, [joined]);
                gone += n - 1;
            }
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
/// `leads_down` tells whether the items' links lead down one path to the page (see [`leads_to`]),
/// asked only of a list neither typed nor ending at the page.
fn is_trail(items: &[Block], leads_down: impl FnOnce() -> bool) -> bool {
    let typed = items.iter().any(|b| b.crumb == Some(true));
    let (last, before) = items.split_last().expect("a trail has items");
    // The page itself: marked as where the reader is, or the one part left unlinked.
    let ends_here = !before.iter().any(|b| b.current) && (last.current || last.links == 0);
    (typed || ends_here || leads_down())
        && items.iter().all(|b| {
            !b.hidden && !b.text.contains('\n') && b.text.chars().count() <= MAX_ITEM
        })
        // Every part but the page itself leads somewhere.
        && before.iter().all(|b| b.links > 0 && b.link_heavy)
}

/// Whether every item has one link (`links`: by block, where each leads) and they lead down one
/// path to the page at `page` (see [`join`]): the first may lead home instead (`/`, `/hu/`),
/// where a trail starts.
fn leads_to(items: &[Block], links: Vec<&(usize, String)>, page: Option<&str>) -> bool {
    let Some(page) = page else { return false };
    if links.len() != items.len() || !items.iter().all(|b| b.links == 1 && b.link_heavy) {
        return false;
    }
    let from = usize::from(items[0].home_link);
    let hrefs: Vec<&str> = links[from..].iter().map(|(_, h)| h.as_str()).collect();
    crate::html::nested(&hrefs, Some(page))
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

/// The parts of a trail, split where its own marks stand (a part may hold a title's dash:
/// `Ohm's law – quiz`), trimmed.
fn trail_parts(text: &str) -> Vec<&str> {
    let split: Vec<&str> = if text.contains(BREADCRUMB_MARKS) {
        text.split(BREADCRUMB_MARKS).collect()
    } else {
        text.split(" / ").collect()
    };
    let mut parts: Vec<&str> = split.into_iter().map(str::trim).collect();
    if let Some(last) = parts.last_mut() {
        *last = without_switcher(last);
    }
    parts
}

/// `part` without the language switcher a trail's element may hold after its last page
/// (`Tides Hrvatski Lietuvių Latviešu`): two language names or more, each of four letters or
/// more and not a tag (`IT`, `HR` end many a topic), with a word before them.
fn without_switcher(part: &str) -> &str {
    let words: Vec<(usize, &str)> = part.split_whitespace().map(|w| (offset(part, w), w)).collect();
    let is_name = |text: &str| {
        text.chars().filter(|c| c.is_alphabetic()).count() >= 4
            && !text.chars().all(|c| !c.is_lowercase())
            && crate::lang::endonym(text).is_some()
    };
    let (mut end, mut names) = (words.len(), 0);
    // A name may have up to three words (`Norsk bokmål`, `Português (Brasil)`).
    'names: while end > 1 {
        for k in 1..=3.min(end - 1) {
            let (from, _) = words[end - k];
            let (at, last) = words[end - 1];
            if is_name(&part[from..at + last.len()]) {
                end -= k;
                names += 1;
                continue 'names;
            }
        }
        break;
    }
    if names >= 2 { part[..words[end].0].trim_end() } else { part }
}

/// Byte offset of `word`, a slice of `text`, in `text`.
fn offset(text: &str, word: &str) -> usize {
    word.as_ptr() as usize - text.as_ptr() as usize
}

/// The last part of a trail when it has no link (the page the trail leads to).
pub(crate) fn trail_tail(b: &Block) -> Option<&str> {
    let last = b.unlinked_tail.then(|| trail_parts(&b.text).pop()).flatten();
    last.filter(|p| p.chars().count() >= 2)
}

/// The topic a trail names: its deepest part that names a subject, whose parents are broader
/// (`Quizzes`), and not the page itself: the question (`Home › Chemistry › What is …?`), or
/// the last part where the trail leads on to every part but that one (`<a>Home</a> ›
/// <a>Chemistry</a> › Alcohols`: the page's own headline) or marks it as the page the reader
/// is on (`aria-current`).
/// Nor is the site's home (the first part, where it links home), nor a part about the quiz
/// (`Quizzes`, `Question of the day`).
pub(crate) fn trail_topic(b: &Block, stem: &str) -> Option<String> {
    let mut parts: Vec<&str> =
        trail_parts(&b.text).into_iter().filter(|p| p.chars().count() >= 2).collect();
    let numbered_last = parts.last().is_some_and(|p| numbered_page(p));
    if (b.unlinked_tail || b.current || numbered_last) && parts.len() >= 2 {
        parts.pop();
    }
    if b.home_link && parts.len() >= 2 {
        parts.remove(0);
    }
    let stem = stem.trim();
    let is_stem = |p: &str| {
        let cut = p.trim_end_matches(['…', '.']).trim_end();
        p.eq_ignore_ascii_case(stem)
            || cut.len() < p.len() && cut.len() >= 8 && stem.starts_with(cut)
    };
    parts.into_iter().rev().find(|p| !about_the_quiz(p) && !is_stem(p)).map(str::to_owned)
}

/// The two parts of a short trail in the site's chrome that one slash splits (`<nav><a>Menu</a> /
/// <a>Tides</a></nav>`): too few slashes for [`is_breadcrumb`], which a line of text with one
/// (`TCP / IP`, `km / h`) would pass. Only in a `<nav>` whose links lead down one path
/// ([`Block::links_descend`]: a menu's `Home / About` lead side by side), each part a few words
/// that end no sentence and name no language (a switcher's `English / Français`). A language
/// switcher after the last part is left out, as [`trail_parts`] does. `None` for any other block.
pub(crate) fn slash_pair(b: &Block) -> Option<[&str; 2]> {
    if !b.links_descend || b.text.contains('\n') || b.text.matches(" / ").count() != 1 {
        return None;
    }
    let (first, last) = b.text.split_once(" / ")?;
    let parts = [first.trim(), without_switcher(last.trim())];
    let fits = |p: &str| {
        let words = p.split_whitespace().count();
        (1..=4).contains(&words)
            && !crate::sentence::ends_with_full_stop(p)
            && crate::lang::endonym(p).is_none()
    };
    parts.iter().all(|p| fits(p)).then_some(parts)
}

/// Marks that point onwards, as breadcrumb trails put them between their pages.
const BREADCRUMB_MARKS: [char; 10] = ['›', '»', '→', '>', '❯', '＞', '➔', '⟩', '≫', '▸'];

/// Whether `c` is a mark that points onwards, as trails put between their pages.
pub(crate) fn is_mark(c: char) -> bool {
    BREADCRUMB_MARKS.contains(&c)
}

/// Whether `text` is a trail of pages (`Home › IT`, `Hafan » Cwisiau`, `Home / IT / Networks`):
/// its parts are separated by marks that point onwards, or by two slashes or more, where a
/// menu's (`Home | IT`) and a title's (`Quiz – IT`) are not.
pub(crate) fn is_breadcrumb(text: &str) -> bool {
    text.contains(BREADCRUMB_MARKS) || text.matches(" / ").count() >= 2
}

#[cfg(test)]
mod tests {
    use scraper::Html;

    /// The texts of the blocks `html` renders to, trails joined.
    fn texts(html: &str) -> Vec<String> {
        let (blocks, _) = crate::html::render(&Html::parse_document(html));
        blocks.into_iter().map(|b| b.text).collect()
    }

    /// The two parts `slash_pair` reads in the first block of `body`, under a page whose own
    /// address is `page`.
    fn pair(body: &str, page: &str) -> Option<[String; 2]> {
        let (blocks, _) = crate::html::render(&Html::parse_document(&at(body, page)));
        super::slash_pair(&blocks[0]).map(|p| p.map(str::to_owned))
    }

    #[test]
    fn two_links_down_one_path_in_a_nav_are_a_trail_of_two_parts() {
        let page = "https://kuis.example/id/gunung-berapi/12/";
        let trail = r#"<nav><a href="https://kuis.example/id/">Kuis</a> /
            <a href="https://kuis.example/id/gunung-berapi/">Gunung Berapi</a>
            <a hreflang="en" href="/en/volcanoes/12/">English</a>
            <a hreflang="nl" href="/nl/vulkanen/12/">Nederlands</a></nav>"#;
        assert_eq!(pair(trail, page), Some(["Kuis".into(), "Gunung Berapi".into()]));
        // Relative addresses, and a page that gives none of its own.
        let relative = r#"<nav><a href="/id/">Kuis</a> / <a href="/id/gunung-berapi/">Gunung Berapi</a></nav>"#;
        assert!(pair(relative, "/id/gunung-berapi/12/").is_some());
    }

    #[test]
    fn menus_and_text_with_one_slash_are_no_trail() {
        let page = "https://kunst.example/et/v/1/";
        // A menu: home, then a page beside the others.
        let home = r#"<nav><a href="/">Avaleht</a> / <a href="/meist/">Meist</a></nav>"#;
        assert_eq!(pair(home, page), None);
        let beside =
            r#"<nav><a href="/et/v/">Viktoriinid</a> / <a href="/et/meist/">Meist</a></nav>"#;
        assert_eq!(pair(beside, page), None);
        // Down one path, but the page is not under the last link.
        let elsewhere = r#"<nav><a href="/et/">Avaleht</a> / <a href="/et/meist/">Meist</a></nav>"#;
        assert_eq!(pair(elsewhere, page), None);
        // Not in a `<nav>`: `TCP / IP` in a paragraph.
        let text = r#"<p><a href="/et/">TCP</a> / <a href="/et/v/">IP</a></p>"#;
        assert_eq!(pair(text, page), None);
        // A language switcher.
        let switcher = r#"<nav><a href="/et/">Eesti</a> / <a href="/et/v/">English</a></nav>"#;
        assert_eq!(pair(switcher, page), None);
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

    /// A page of `body` whose own address (its canonical link) is `page`.
    fn at(body: &str, page: &str) -> String {
        format!(r#"<head><link rel="canonical" href="{page}"></head><body>{body}</body>"#)
    }

    /// The texts of the blocks of `body` under a page whose own address is `page`.
    fn texts_at(body: &str, page: &str) -> Vec<String> {
        texts(&at(body, page))
    }

    #[test]
    fn a_nav_list_whose_links_all_lead_down_to_the_page_is_one_trail() {
        let page = "https://prasanja.example/mk/geologija/57/";
        let home_first = r#"<nav><ol><li><a href="https://prasanja.example/mk/">Почетна</a></li>
            <li><a href="https://prasanja.example/mk/geologija/">Геологија</a></li></ol></nav>"#;
        assert_eq!(texts_at(home_first, page), ["Почетна › Геологија"]);
        let relative = r#"<nav><ol><li><a href="/">Почетна</a></li><li><a href="/mk/">Прашања</a></li>
            <li><a href="/mk/geologija/">Геологија</a></li></ol></nav>"#;
        assert_eq!(texts_at(relative, page), ["Почетна › Прашања › Геологија"]);
    }

    #[test]
    fn a_nav_list_of_links_beside_each_other_or_away_from_the_page_stays_items() {
        let page = "https://kvizomat.example/hr/kvizovi/astronomija/14/";
        // A menu's links lead side by side.
        let menu = r#"<nav><ol><li><a href="/hr/">Početna</a></li><li><a href="/hr/kvizovi/">Kvizovi</a></li>
            <li><a href="/hr/blog/">Blog</a></li></ol></nav>"#;
        assert_eq!(texts_at(menu, page), ["Početna", "Kvizovi", "Blog"]);
        // Down one path, but to another topic than the page's.
        let elsewhere = r#"<nav><ol><li><a href="/hr/kvizovi/">Kvizovi</a></li>
            <li><a href="/hr/kvizovi/povijest/">Povijest</a></li></ol></nav>"#;
        assert_eq!(texts_at(elsewhere, page), ["Kvizovi", "Povijest"]);
        // A page that gives no address of its own cannot be placed under the last link.
        let nowhere = r#"<nav><ol><li><a href="/hr/">Početna</a></li>
            <li><a href="/hr/kvizovi/">Kvizovi</a></li></ol></nav>"#;
        assert_eq!(texts(nowhere), ["Početna", "Kvizovi"]);
        // An item of two links is no part of a trail.
        let two = r#"<nav><ol><li><a href="/hr/">Početna</a></li>
            <li><a href="/hr/kvizovi/">Kvizovi</a> <a href="/hr/kvizovi/astronomija/">Astronomija</a></li></ol></nav>"#;
        assert_eq!(texts_at(two, page).len(), 2);
    }

    #[test]
    fn a_language_switcher_inside_the_trail_is_no_part_of_the_topic() {
        let parts =
            |t: &str| super::trail_parts(t).into_iter().map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(
            parts("Izbornik › Plima i oseka English Lietuvių Latviešu"),
            ["Izbornik", "Plima i oseka"]
        );
        assert_eq!(parts("Home › Exams Norsk bokmål Español"), ["Home", "Exams"]);
        // One language name may be the topic's own word; tags end many a topic; a trail of
        // language names alone keeps its first.
        assert_eq!(parts("Home › Learning English"), ["Home", "Learning English"]);
        assert_eq!(parts("Home › Careers in HR IT"), ["Home", "Careers in HR IT"]);
        assert_eq!(parts("Home › Deutsch English Français"), ["Home", "Deutsch"]);
    }
}
