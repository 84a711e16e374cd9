//! The "more questions about <topic>" list (`related`): a list that follows the questions under a
//! heading naming their topic, up to where the page's other parts (a pager, a menu, the footer)
//! begin.

use crate::block::{Block, Kind};
use crate::parts::{is_content, label_value};
use crate::sentence::ends_with_full_stop;
use crate::title::{at_an_end, contains_words, segments, title_separators, with_ending};
use crate::trail::{is_breadcrumb, slash_pair, trail_tail, trail_topic};

/// Whether `text` is a menu: three short parts or more between bars (`Home | Quizzes | About`,
/// `Trang chủ | Câu đố | Giới thiệu`), as a text rendering gives a site's menu: a "more
/// questions" heading that repeats a word of it ("Quay lại trang chủ đề", back to the topic
/// page) does not name it as the topic.
pub(crate) fn is_menu(text: &str) -> bool {
    text.matches('|').count() >= 2 && text.split('|').all(|p| p.split_whitespace().count() <= 3)
}

pub(crate) struct Related {
    pub heading: usize,
    pub items: Vec<String>,
    pub topic: Option<String>,
}

/// The "more questions about <topic>" section: a list after the last answer whose heading contains
/// an earlier block's text (or a part of a breadcrumb), the topic title. Under a heading without
/// it, only on a page of one question, a list of titles most of which ask; a list of other titles
/// (recent posts, other topics, archives, a sidebar) is not related.
pub(crate) fn related_section(
    blocks: &[Block],
    after: usize,
    stem: Option<usize>,
    text_mode: bool,
    many: bool,
) -> Option<Related> {
    let stem = stem?;
    // The language switcher's name (`မြန်မာ`) is no topic, however often the text names it.
    let candidates: Vec<usize> = (0..stem)
        .filter(|&i| {
            let b = &blocks[i];
            is_content(b) && !is_menu(&b.text) && crate::lang::endonym(&b.text).is_none()
        })
        .collect();
    let mut fallback = None;
    let mut asking_none = None;
    // Whether a heading gave way to the line that heads its titles (see `leads_rest`): once.
    let mut gave_way = false;
    for h in after + 1..blocks.len() {
        let head = &blocks[h];
        if head.kind == Kind::Item || head.hidden || head.link_only {
            continue;
        }
        // A heading is short, the topic with a few words around it, and no sentence.
        let head_len = head.text.chars().count();
        // A sentence in brackets or quotes is finished too (`(Tea spread there later.)`).
        let closed = head.text.trim_end().trim_end_matches([')', '）', '"', '”', '»', '’']);
        let heading_like = head.kind == Kind::Heading || !ends_with_full_stop(closed);
        if !heading_like || head_len > 160 {
            continue;
        }
        // The topic: the nearest block before the stem whose text the heading repeats. Not an
        // item of the site's menu (a trail aside) that a sidebar's heading repeats
        // (`Viktoriinid` under "Populaarsed viktoriinid"): that list is any topic's.
        // A trail of two parts (`Menu / Tides`) is no menu item either.
        let menu_item = |t: usize| {
            blocks[t].chrome && !is_breadcrumb(&blocks[t].text) && slash_pair(&blocks[t]).is_none()
        };
        let topic =
            candidates.iter().rev().filter(|&&t| !(head.aside && menu_item(t))).find_map(|&t| {
                let b = &blocks[t];
                // A trail's deepest part that names a subject: its parents are broader
                // ("Quizzes", which "Other quizzes" repeats).
                // A title the heading repeats whole (`Φυσική – Μηχανική`) is the topic, not one of
                // its parts.
                let parts: Vec<String> = if is_breadcrumb(&b.text) && b.links > 0 {
                    // Its unlinked last part too, after the others: the page itself, unless the
                    // heading names it (`Sākums » Tēmas » Ģeogrāfija` over "Vairāk jautājumu par
                    // ģeogrāfiju"), which it does of a topic, never of the page's question.
                    let tail = trail_tail(b).filter(|t| !crate::stem::asks(t)).map(str::to_owned);
                    trail_topic(b, &blocks[stem].text).into_iter().chain(tail).collect()
                } else if let Some(pair) = slash_pair(b) {
                    // Either part may be the topic the heading names (the last may be the
                    // topic's page, unlinked or not), where a heading names its topic: at its
                    // start or its end. A menu's `Home / About` is no topic of "More questions
                    // about Tides".
                    (pair.iter().rev())
                        .filter(|p| at_an_end(&head.text, p))
                        .map(|p| (*p).to_owned())
                        .collect()
                } else if b.text.contains(title_separators()) && contains_words(&head.text, &b.text)
                {
                    vec![b.text.clone()]
                } else {
                    let mut parts = segments(&b.text);
                    parts.extend(label_value(&b.text));
                    parts
                };
                parts
                    .into_iter()
                    .find(|seg| {
                        let len = seg.chars().count();
                        head_len > len
                            && head_len <= len + 80
                            && (contains_words(&head.text, seg) || with_ending(&head.text, seg))
                    })
                    // Nor a word for "question" the heading repeats ("関連する問題" over "問題").
                    .filter(|seg| crate::stem::question_word_at(seg) != Some(seg.len()))
                    .map(|seg| (t, seg))
            });
        if let Some((_, topic)) = topic {
            let items = list_after(blocks, h, text_mode, true);
            // Whether each item asks, told once for the three tests below.
            let asked: Vec<bool> = items.iter().map(|t| crate::stem::asks(t)).collect();
            let asking = asked.iter().filter(|&&a| a).count();
            // Titles of questions, not names: the list under "2 thoughts on “<topic>”" gives
            // its commenters ("Jenny", "Mark"). A title that asks is one however short, as
            // scripts without spaces write them ("保险丝有什么作用？").
            let titles = items.iter().zip(&asked).filter(|(t, a)| **a || t.chars().count() >= 12);
            let titles = titles.count();
            // A line that names the topic again and asks nothing, over titles that all ask,
            // starts the list ("Practise <topic>" / "More questions about <topic>" / …), first
            // or after other links ("All geography quizzes"), or is all the heading's list has
            // (over a list of its own): that later heading is the list's. (Greek asks with `;`.)
            // A Thai title asks without a mark: one that names the topic (`ใครพัฒนาวัคซีน…`, who
            // developed the vaccine, alone under "…เกี่ยวกับวัคซีน", about vaccines) is a title,
            // not a line that heads the rest.
            let asks = |k: usize| {
                asked[k] || items[k].trim_end().ends_with(';') || crate::stem::title_asks(&items[k])
            };
            // Alone, it reads as a heading: no finished sentence, a few words.
            let heading_like = |t: &str| {
                !crate::sentence::ends_with_full_stop(t) && t.split_whitespace().count() <= 8
            };
            let heads_rest = |k: usize| {
                !asks(k)
                    && (k + 1 < items.len() || items.len() == 1 && heading_like(&items[k]))
                    && (k + 1..items.len()).all(asks)
                    && contains_words(&items[k], &topic)
            };
            let headed = || (0..items.len()).any(heads_rest);
            // After a list of questions under a heading of its own ("Més preguntes sobre el
            // Modernisme", which names the topic in other words than the page), a sidebar's
            // heading that repeats a word of the site's menu ("Altres qüestionaris" over
            // "Qüestionaris") is the sidebar's, and so is a later list of titles that mostly do
            // not ask ("Kuize të tjera": other quizzes).
            let outdone =
                fallback.is_some() && (head.aside || head.chrome || asking * 2 < items.len());
            // Titles that ask without a mark (Thai) under "Practise <topic>", the first of them
            // a line that ends in the topic and the others not ("คำถามเพิ่มเติมเกี่ยวกับ<topic>",
            // more questions about it, as scripts without spaces glue it): that line is the
            // heading of the rest, looked at next. So it is when the heading itself ends in the
            // topic ("ฝึกทำ<topic>", practise it), though a title may end in it too.
            let ends_in_topic = |t: &str| {
                let t = t.trim();
                t.len() > topic.len()
                    && t.to_lowercase().ends_with(&topic.to_lowercase())
                    && contains_words(t, &topic)
            };
            // Only where the titles are plain lines: an item of a list under the heading is a
            // title, whatever it ends in (`…ที่สร้างแนวปะการัง`, that build coral reefs).
            let leads_rest = || {
                !gave_way
                    && blocks.get(h + 1).is_some_and(|b| b.kind != Kind::Item)
                    && asking == 0
                    && items.len() >= 2
                    && heading_like(items[0].trim())
                    && ends_in_topic(&items[0])
                    && (ends_in_topic(&head.text) || !items[1..].iter().any(|t| ends_in_topic(t)))
            };
            if !items.is_empty() && leads_rest() {
                gave_way = true;
                continue;
            }
            // Two lines or more that end in the topic and read as headings ("Practise <topic>",
            // "More questions about <topic>"), then titles that do not: those lines head the
            // titles, and a line above them that names the topic without ending in it is no
            // heading of theirs. An explanation with no full stop (Thai ends a sentence with
            // none) that starts with the topic (`ดวงจันทร์ใช้เวลาประมาณ 27.3 วัน…`) took them and
            // the titles as its list, and was lost as the explanation. Longer than those lines,
            // as a sentence is, or right under the answer, where the explanation stands: a
            // heading that starts with its topic over titles (`富士山に関するその他の質問`) is
            // about as long as they are, and comes after the explanation.
            let heads_below = || {
                let lines = items.iter().take_while(|t| heading_like(t.trim()) && ends_in_topic(t));
                let (p, longest) =
                    lines.fold((0, 0), |(n, m), t| (n + 1, m.max(t.chars().count())));
                p >= 2
                    && p < items.len()
                    && (head_len > longest || h == after + 1)
                    && !items[p..].iter().any(|t| ends_in_topic(t))
                    && !ends_in_topic(&head.text)
            };
            if text_mode && heads_below() {
                continue;
            }
            // The heading over an empty list (`Më shumë pyetje për Matematika` and nothing under
            // it but the footer) still ends the explanation, and lists no title; a later
            // heading with titles wins.
            if items.is_empty() && text_mode && head_len <= 120 && far_below(blocks, h) {
                asking_none.get_or_insert(Related { heading: h, items, topic: Some(topic) });
                continue;
            }
            if !items.is_empty()
                && titles * 2 >= items.len()
                && (!many || asking * 2 >= items.len())
                && !headed()
                && !outdone
            {
                let related = Related { heading: h, items, topic: Some(topic) };
                // Links that ask nothing ("Practise geography" / "All geography quizzes") give
                // way to a later heading that names the topic over titles that ask.
                if asking > 0 {
                    return Some(related);
                }
                asking_none.get_or_insert(related);
                continue;
            }
        }
        // A heading without the topic ("More questions"): its list counts only on a page of one
        // question, and only if it lists questions, which ask; not in a sidebar (`<aside>`) or
        // a menu, whose "Latest quizzes" are any topic's.
        let items = list_after(blocks, h, text_mode, false);
        let asking = items.iter().filter(|t| crate::stem::asks(t)).count();
        let beside = head.aside || head.chrome;
        // Most of them: a forum's "New topics in this forum" asks now and then.
        if !many && !beside && head_len <= 120 && !items.is_empty() && asking * 3 >= items.len() * 2
        {
            fallback.get_or_insert(Related { heading: h, items, topic: None });
        }
    }
    asking_none.or(fallback)
}

/// Whether the line after line `h` of a text rendering stands more than one blank line below it.
fn far_below(blocks: &[Block], h: usize) -> bool {
    let next = blocks.get(h + 1).and_then(|b| b.line);
    next.zip(blocks[h].line).is_some_and(|(n, l)| n > l + 2)
}

/// The items of a list right after block `h`: list items, or (in HTML) sibling blocks of links.
/// With `plain_lines`, a text rendering's list may also be plain lines with no blank between.
fn list_after(blocks: &[Block], h: usize, text_mode: bool, plain_lines: bool) -> Vec<String> {
    let Some(first) = blocks.get(h + 1).filter(|b| !b.hidden) else { return Vec::new() };
    if text_mode && plain_lines && first.kind == Kind::Para && !first.link_heavy {
        // The footer's links under an empty list (`Rreth nesh`, `Privatësia`, several blank
        // lines below the heading) are no titles: those follow their heading with at most one
        // blank line between.
        if far_below(blocks, h) {
            return Vec::new();
        }
        // A copyright line (`© 2024 …`) is the page's footer, not a title. Titles that ask may
        // stand apart, a blank line between each (a page copied from a browser).
        let asking = crate::stem::asks(&first.text);
        let rest = blocks[h + 2..].iter().take_while(|b| {
            b.kind == Kind::Para
                && !crate::explain::copyright_line(&b.text)
                // Nor a row of buttons (`Condividi   Segnala un errore`).
                && !b.link_heavy
                && (!b.gap_before || asking && crate::stem::asks(&b.text))
        });
        let titles: Vec<&str> =
            std::iter::once(first).chain(rest).map(|b| b.text.as_str()).collect();
        // Numbered in a way a text rendering does not read as a list (`1、…`, `１．…`, `(1) …`,
        // `①…`): the numbers go where every title has one.
        let numbered: Option<Vec<&str>> = titles.iter().map(|t| after_enumeration(t)).collect();
        return numbered.unwrap_or(titles).into_iter().map(str::to_owned).collect();
    }
    let is_list = first.kind == Kind::Item || (!text_mode && first.link_only);
    if !is_list {
        return Vec::new();
    }
    // A text rendering's bullets a blank line apart each (`•  …`, a blank, `•  …`) are one list
    // of one item each: one list, where two such items at least follow each other and none
    // is a list of more (a footer's links under the titles are one).
    if text_mode && first.number.is_none() {
        let alone = |i: usize| {
            let b = &blocks[i];
            b.kind == Kind::Item
                && b.number.is_none()
                && b.gap_before
                && !b.hidden
                && !is_pager(&b.text)
                && blocks.get(i + 1).is_none_or(|n| n.parent != b.parent)
        };
        let spaced = (h + 1..blocks.len()).take_while(|&i| alone(i)).count();
        if spaced >= 2 {
            return blocks[h + 1..h + 1 + spaced].iter().map(|b| b.text.clone()).collect();
        }
    }
    // A pager ("← Previous question", "Next: Which …? →", both in one line) leads on, whatever
    // the title it shows: no list of the topic's questions.
    blocks[h + 1..]
        .iter()
        .take_while(|b| {
            b.parent == first.parent
                && b.kind == first.kind
                && !b.hidden
                && (first.kind == Kind::Item || b.link_only && b.links == 1)
                && !is_pager(&b.text)
        })
        .map(|b| b.text.clone())
        .collect()
}

/// `text` after a number that enumerates it, in the ways CJK pages and some others write one
/// (`1、`, `１．`, `2)`, `(3)`, `（3）`, `④`), when something follows it.
fn after_enumeration(text: &str) -> Option<&str> {
    let t = text.trim_start();
    let rest = if let Some(r) = t.strip_prefix(|c: char| ('①'..='⑳').contains(&c)) {
        r
    } else if let Some(r) = t.strip_prefix(['(', '（']) {
        let digits = r.find(|c: char| !c.is_ascii_digit() && !('０'..='９').contains(&c))?;
        (digits > 0).then_some(())?;
        r[digits..].strip_prefix([')', '）'])?
    } else {
        let digits = t.find(|c: char| !c.is_ascii_digit() && !('０'..='９').contains(&c))?;
        (digits > 0).then_some(())?;
        t[digits..].strip_prefix(['、', '．', '.', ')', '）'])?
    };
    let rest = rest.trim_start();
    // Not a decimal (`1.5 kg …`).
    (!rest.is_empty() && !rest.starts_with(|c: char| c.is_ascii_digit())).then_some(rest)
}

/// Whether a line leads to another page ("← Previous question", "Next: Which …? →", "Question
/// suivante »"): an arrow or a guillemet at its start or end that quotes nothing (`« acquérir »`
/// is a quote).
pub(crate) fn is_pager(text: &str) -> bool {
    let t = text.trim();
    let lone = |open: char, close: char| t.matches(open).count() != t.matches(close).count();
    // An arrow at either end (right-to-left pages put `←` after "Next"), or `>` set apart.
    t.starts_with(['←', '→'])
        || t.ends_with(['→', '←'])
        || t.ends_with(" >")
        || t.starts_with("< ")
        || (t.starts_with(['«', '»', '‹', '›']) || t.ends_with(['«', '»', '‹', '›']))
            && (lone('«', '»') || lone('‹', '›'))
        // `« Previous question   Next question »`: both marks set apart, a short line (a
        // quotation in French guillemets ends its sentence inside them).
        || (t.starts_with("« ") || t.starts_with("‹ "))
            && (t.ends_with(" »") || t.ends_with(" ›"))
            && t.chars().count() <= 60
            && !t.trim_end_matches(['»', '›']).trim_end().ends_with(['.', '!', '?', '…'])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enumerations_a_text_rendering_keeps_are_told() {
        assert_eq!(after_enumeration("1、汉朝的开国皇帝是谁？"), Some("汉朝的开国皇帝是谁？"));
        assert_eq!(after_enumeration("１．貴ガスとは何ですか？"), Some("貴ガスとは何ですか？"));
        assert_eq!(after_enumeration("(2) Kdo byl Karel IV.?"), Some("Kdo byl Karel IV.?"));
        assert_eq!(
            after_enumeration("④ 경복궁은 언제 지어졌나요?"),
            Some("경복궁은 언제 지어졌나요?")
        );
        assert_eq!(after_enumeration("1.5 kg of what?"), None);
        assert_eq!(after_enumeration("Kdo byl Karel IV.?"), None);
        assert_eq!(after_enumeration("2、"), None);
    }

    #[test]
    fn pagers_with_both_marks_set_apart() {
        assert!(is_pager("« Предишен въпрос Следващ въпрос »"));
        assert!(is_pager("‹ Previous Next ›"));
        assert!(!is_pager("« Le cœur a ses raisons que la raison ne connaît point. »"));
        assert!(!is_pager("«Война и мир»"));
    }
}
