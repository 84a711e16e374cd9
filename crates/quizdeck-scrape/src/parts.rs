//! The parts of a page around its questions: the topic (a heading, a title's part, a labelled
//! line above the stem), and what is no topic (a dateline, a line about the quiz itself, a
//! notice). The "more questions about <topic>" list is [`crate::related`]'s; a title's parts and
//! the words in them, [`crate::title`]'s.

use unicode_normalization::char::is_combining_mark;

use crate::block::{Block, Kind};
use crate::related::is_menu;
use crate::sentence::ends_with_full_stop;
use crate::title::{
    contains_words, segments, spaced_slashes_only, split_title, title_beside, title_separators,
};
use crate::trail::{is_breadcrumb, trail_tail, trail_topic};

/// Visible blocks that can hold question content.
pub(crate) fn is_content(b: &Block) -> bool {
    !b.hidden && b.kind != Kind::Summary && !b.text.is_empty()
}

/// Whether block `i` (before `stem`) stands in another section of the page than the stem: under
/// a heading as high as, or lower than, the one over the stem's own section, before it
/// (`## Installation` and its text above `## Sample question`). The stem's section, the
/// sections around it (under higher headings) and the text before any heading are its own.
fn other_sections(blocks: &[Block], stem: usize) -> impl Fn(usize) -> bool + '_ {
    let heading = |i: usize| blocks[i].kind == Kind::Heading && (1..=6).contains(&blocks[i].level);
    // Going up from the stem, the headings that open its section and those around it.
    let mut own = Vec::new();
    let mut cap = u8::MAX;
    for i in (0..stem).rev().filter(|&i| heading(i)) {
        if blocks[i].level < cap {
            cap = blocks[i].level;
            own.push(i);
        }
    }
    move |i: usize| {
        // The heading over block `i`: itself, or the nearest above it (within a few hundred
        // blocks: a page's sections are shorter, and its topic is near the stem).
        let over = (0..=i).rev().take(400).find(|&h| heading(h));
        over.is_some_and(|h| !own.contains(&h))
    }
}

/// The topic when no "more questions" heading names it, looked for among the few content blocks
/// before the stem: one the page's `<title>` repeats; else what the title holds besides the stem
/// (`<stem> | <topic>`); on a page of several questions, the nearest heading; else the nearest
/// block, unless that is the page's first line and a language name (the language switcher of a
/// page without a menu). Buttons are never the topic; a breadcrumb (`Home › Topic`) gives its
/// last part.
pub(crate) fn topic_before(
    blocks: &[Block],
    stem: usize,
    title: Option<&str>,
    many: bool,
) -> Option<(Option<usize>, String)> {
    // A counter ("Question 3 of 10", "2 / 5") above the stem says where the reader is, not what
    // the question is about; the site's menu and its name (a link home) are the same on every
    // page. A breadcrumb trail (`Home › Astronomy`) may be in a menu and start at home, and
    // names the topic all the same.
    let other_section = other_sections(blocks, stem);
    let before: Vec<usize> = (0..stem)
        .rev()
        .filter(|&i| {
            let b = &blocks[i];
            !other_section(i) &&
            // A table's row is a record's field (`Status Finished`, `Started on …`), no title;
            // code (a README's `git clone …`) is none either.
            is_content(b)
                && !b.control
                && !b.row
                && !b.code
                && !ends_in_button(&b.text)
                && !has_blank(&b.text)
                && !b.notice
                && !b.byline
                && (!b.chrome || is_breadcrumb(&b.text))
                && crate::counter::counter(b).is_none()
                // A trail's parts are judged one by one (`首页 > 化学 > 多选题`).
                && (is_breadcrumb(&b.text) || !about_the_quiz_first(&b.text))
        })
        .take(6)
        .collect();
    let stem_text = &blocks[stem].text;
    // A topic line: a short link right above the stem (`<p><a href="/topic/">Optics</a></p>`).
    if !many
        && let Some(&i) = before.first()
        && blocks[i].link_only
        && blocks[i].links == 1
        && blocks[i].kind != Kind::Item
        && blocks[i].text.chars().count() <= 80
        && crate::lang::endonym(&blocks[i].text).is_none()
        && let Some(seg) = segments(&blocks[i].text).into_iter().next()
    {
        return Some((Some(i), seg));
    }
    // A breadcrumb trail names the topic by its deepest part, before what a heading or the
    // title says (a heading is as often the question's headline: "Quiz: Unconscious patient").
    let trail = before.iter().find(|&&i| is_breadcrumb(&blocks[i].text) && blocks[i].links > 0);
    // Its last part without a link is the page itself, unless a heading between it and the
    // stem gives the same words, which the stem does not repeat (`Domov › Teme › Čebelarstvo`
    // over `<h1>Čebelarstvo</h1>`): then the trail ends at the topic. A headline the stem
    // repeats (`… › Bitka pri Kobaridu`, "… bitka pri Kobaridu …?") is the question's own.
    if let Some(&i) = trail
        && let Some(tail) = trail_tail(&blocks[i])
        && !contains_words(stem_text, tail)
        && !crate::stem::asks(tail)
        && (before.iter().any(|&h| {
            // Or a labelled line's value (`பாடப்பிரிவு: தமிழ் இலக்கியம்`).
            let names = |t: &str| t.trim().eq_ignore_ascii_case(tail);
            h > i
                && (blocks[h].kind == Kind::Heading && names(&blocks[h].text)
                    || label_value(&blocks[h].text).is_some_and(|v| names(&v)))
        }) || (i + 1..stem).any(|h| {
            // Or a heading's first part, before the question's number (`Kerajaan Majapahit –
            // Soal 4`), which makes it a counter of its own.
            let mut parts = split_title(&blocks[h].text);
            blocks[h].kind == Kind::Heading
                && parts.next().is_some_and(|p| p.trim().eq_ignore_ascii_case(tail))
                && parts.next().is_some()
        }))
    {
        return Some((Some(i), tail.to_owned()));
    }
    if let Some(&i) = trail
        && let Some(part) = trail_topic(&blocks[i], stem_text)
    {
        return Some((Some(i), part));
    }
    if let Some(title) = title {
        // What the title says besides the stem: a word of the stem ("home" in "In backgammon,
        // what is the home board? — Board games") is no evidence for a block's part (`Home`).
        let stem_at = Some(stem_text.trim())
            .filter(|t| !t.is_empty())
            .and_then(|t| title.find(t).map(|at| (at, at + t.len())));
        let rest = match stem_at {
            // The stem may hold a separator itself (`40–60%`): it is cut out whole.
            Some((from, to)) => format!("{} | {}", &title[..from], &title[to..]),
            None => {
                let parts: Vec<&str> = split_title(title)
                    .filter(|p| !p.trim().eq_ignore_ascii_case(stem_text.trim()))
                    .collect();
                parts.join(" | ")
            }
        };
        for &i in before.iter().filter(|&&i| !trail_end(blocks, i)) {
            // A headline that asks what the question asks (`<h1>Noiz bonbardatu zuten
            // Gernika?</h1>`, which the title repeats) is the question put another way, no topic.
            let repeated = topic_parts(&blocks[i])
                .into_iter()
                .find(|s| s != stem_text && contains_words(&rest, s) && !restates(s, stem_text));
            if let Some(seg) = repeated {
                return Some((Some(i), seg));
            }
        }
        // Never the site's name, the text of its link home (`<h2><a href="/">Vedomostné
        // kvízy</a></h2>` under a title `Kvíz: <stem> – Vedomostné kvízy`).
        let site = |part: &str| blocks.iter().any(|b| b.home_link && b.text.trim() == part.trim());
        if let Some(topic) = title_beside(title, stem_text).filter(|t| !site(t)) {
            return Some((None, topic));
        }
        // A trail of two, home and one page (`<a href="/">ပင်မ</a> / <a>အထွေထွေဗဟုသုတ</a>`), too
        // short to tell from a menu by its marks: its second part, where the title repeats it.
        let pair = (0..stem).rev().find_map(|i| {
            let b = &blocks[i];
            if !(b.home_link && b.links == 2 && is_content(b)) {
                return None;
            }
            let parts: Vec<&str> = split_title(&b.text).map(str::trim).collect();
            (parts.len() == 2)
                .then(|| parts[1])
                .filter(|p| !p.is_empty() && contains_words(&rest, p) && !site(p))
                .map(|p| (Some(i), p.to_owned()))
        });
        if pair.is_some() {
            return pair;
        }
    }
    // A page of several questions: its heading, else its first line of content (under the
    // language switcher), not a "Question 1" right above the first stem.
    if many {
        if let Some(&i) = before.iter().find(|&&i| blocks[i].kind == Kind::Heading) {
            return Some((Some(i), blocks[i].text.clone()));
        }
        // Not the language switcher, however many languages it lists, nor the menu, nor a
        // sentence (`Choose the right answer to each question.`, an instruction).
        let first = before.iter().rev().copied().find(|&i| {
            let t = &blocks[i].text;
            crate::lang::endonym(t).is_none()
                && crate::lang::switcher(t).is_empty()
                && !is_menu(t)
                && !ends_with_full_stop(t)
        });
        if let Some(i) = first {
            // A trail (`Bosh sahifa > Testlar > Ona tili va adabiyot`) by its deepest part; a
            // labelled line that dates the page (`Kundi: <a>Afya</a> · Imechapishwa: 12/02/2024`)
            // by its link.
            let text = &blocks[i].text;
            let trail = is_breadcrumb(text).then(|| segments(text).into_iter().next()).flatten();
            if trail.is_none() && has_recent_date(text) {
                return line_topic(&blocks[i], stem_text).map(|s| (Some(i), s));
            }
            return Some((Some(i), trail.unwrap_or_else(|| text.clone())));
        }
    }
    // Else the line right above the stem, when it reads as a title, or right above the data the
    // question gives before it; else what a title of the question's number says besides it.
    line_above(blocks, &before, stem)
        .or_else(|| (!many).then(|| past_lead_in(blocks, &before, stem)).flatten())
        .or_else(|| title_subject(title?, blocks).map(|t| (None, t)))
}

/// The topic a line names above the data a problem gives before the line that asks
/// (`Matemaatika` / `Mari ostis 3 kg õunu … ja maksis 5 € rahatähega.` / "Kui palju raha sai
/// Mari tagasi?"), when it reads as a title (see [`line_above`]): between it and the stem, one
/// to three paragraphs of sentences that can open the stem ([`crate::stem::lead_in`]: no link,
/// no record's line, no instruction such as `Read the question carefully.`), which then do (see
/// [`crate::stem::with_lead_in`]).
fn past_lead_in(
    blocks: &[Block],
    before: &[usize],
    stem: usize,
) -> Option<(Option<usize>, String)> {
    // Sentences that can open the stem, not a dateline (`Közzétéve: 2025. március 3.`).
    let data = |i: usize| {
        let b = &blocks[i];
        !b.code && ends_with_full_stop(&b.text) && crate::stem::lead_in(b)
    };
    let n = before.iter().take_while(|&&i| data(i)).count();
    // Right above the stem, one after the other, with a line above them.
    let adjacent = before[..n].iter().enumerate().all(|(k, &i)| i + 1 + k == stem);
    if !(1..=3).contains(&n) || before.len() == n || !adjacent {
        return None;
    }
    line_above(blocks, &before[n..], stem)
}

/// The subject a title of two parts names beside the question's number (`Glazbena teorija -
/// pitanje 14`, `Měsíce planet – otázka 3`): a word for "question" and a number, nothing else.
/// Never a part that holds the text of the site's link home (`気象予報士 過去問ドリル`).
fn title_subject(title: &str, blocks: &[Block]) -> Option<String> {
    // A hyphen with a space on each side parts it too, where nothing else does.
    let mut parts: Vec<&str> =
        split_title(title).map(str::trim).filter(|p| !p.is_empty()).collect();
    if parts.len() == 1 {
        parts = title.split(" - ").map(str::trim).filter(|p| !p.is_empty()).collect();
    }
    let numbered = |p: &str| {
        let words: Vec<&str> = p.split_whitespace().collect();
        let question = |w: &str| crate::stem::question_word_at(w) == Some(w.len());
        matches!(words[..], [w, n] if question(w) && n.chars().all(char::is_numeric))
    };
    let subject = match parts[..] {
        [a, b] if numbered(b) && !numbered(a) => a,
        [a, b] if numbered(a) && !numbered(b) => b,
        _ => return None,
    };
    let site =
        |b: &Block| b.home_link && !b.text.trim().is_empty() && subject.contains(b.text.trim());
    (!blocks.iter().any(site) && !about_the_quiz(subject) && !crate::lexicon::names_a_quiz(subject))
        .then(|| subject.to_owned())
}

/// The topic the line right above the stem names, when it reads as a title: not a sentence (the
/// first sentence of the question, "A ball is dropped from 20 m."), not a row of links (a share
/// bar), not the language switcher.
fn line_above(blocks: &[Block], before: &[usize], stem: usize) -> Option<(Option<usize>, String)> {
    let &t = before.first()?;
    let b = &blocks[t];
    let stem_text = blocks[stem].text.as_str();
    // A rule (`<hr>`) between it and the stem sets it apart: the page's header (`Glazbena škola
    // "Vatroslav Lisinski" – vježbe iz teorije`), not the question's topic.
    if (t + 1..=stem).any(|i| blocks[i].rule_before) {
        return None;
    }
    // The line right under a first line that names the language, a word or two with no blank
    // line between (`Български` / `Меню`), is the site's menu button where no topic line follows.
    let menu_button = t == 1
        && !b.gap_before
        && b.text.split_whitespace().count() <= 2
        && crate::lang::endonym(&blocks[0].text).is_some();
    // The last item of a list right above the stem is the last entry of the site's menu
    // (`Ana sayfa · Konular · Giriş`, as links or as a text rendering's bullets) or of a row of
    // tags, not the question's topic; a list of one item may be.
    let menu_entry = b.kind == Kind::Item
        && blocks[..t].iter().rev().any(|o| o.parent == b.parent && o.kind == Kind::Item);
    if (t == 0 && crate::lang::endonym(&b.text).is_some())
        || menu_button
        || menu_entry
        || ends_with_full_stop(&b.text)
        || b.links > 1 && !is_breadcrumb(&b.text)
        || leads_in(&b.text)
        || calls_out(&b.text)
        || has_clock_time(&b.text)
        // Two parts split by a spaced slash are a path (`Home / Chess openings`, a trail too
        // short for [`is_breadcrumb`], without the links that would say where it leads): broad
        // to narrow, its first part the site's home, which no word tells in every language.
        // With nothing else (a title that repeats a part) to say which part is the topic, none
        // is.
        || spaced_slashes_only(&b.text) && !is_breadcrumb(&b.text)
    {
        return None;
    }
    line_topic(b, stem_text).map(|s| (Some(t), s))
}

/// The topic a line above the stem names: its first part (see [`topic_parts`]). A dateline
/// (`Pubblicato il 5 marzo 2025 da Giulia`) names none; the link of a line that also dates the
/// page (`Kategori: <a>Gizi Klinik</a> · Diperbarui 12 Maret 2025`) still does. Other parts of
/// a dated line are its byline (`Pridal: Marek · 12. 5. 2023`), and a link that counts the
/// replies (`Odpovede: 3`) is none either.
fn line_topic(b: &Block, stem_text: &str) -> Option<String> {
    let dated = has_recent_date(&b.text);
    let link = |s: &String| b.link_text.as_ref() == Some(s);
    topic_parts(b).into_iter().next().filter(|s| {
        (link(s) || !dated) && !counts(s) && !has_recent_date(s) && !restates(s, stem_text)
    })
}

/// Whether `line` asks what `stem` asks, in other words: it asks, and half its words or more (of
/// three letters or more) begin as a word of the stem does, by four letters (`Noiz bonbardatu
/// zuten Gernika?` over "Zein urtetan bonbardatu zuten Gernika …?"). An article's title that
/// asks something else (`Varför blir löven gula på hösten?` over a quiz on which pigment) may
/// name its subject.
fn restates(line: &str, stem: &str) -> bool {
    let head = |w: &str| w.chars().take(4).flat_map(char::to_lowercase).collect::<String>();
    let words = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.chars().count() >= 3)
            .map(head)
            .collect()
    };
    let (ours, theirs) = (words(line), words(stem));
    let shared = ours.iter().filter(|w| theirs.contains(w)).count();
    crate::stem::asks(line) && !ours.is_empty() && 2 * shared >= ours.len()
}

/// Whether a line calls out to the reader and goes on (`SSC CGL 2025 मॉक टेस्ट सीरीज़ – अभी
/// जुड़ें! यहाँ क्लिक करें`, join now! click here): a notice's exclamation inside it, which no
/// title holds.
fn calls_out(text: &str) -> bool {
    let t = text.trim_end();
    t.char_indices().any(|(i, c)| matches!(c, '!' | '！' | '¡') && i + c.len_utf8() < t.len())
}

/// Whether a line leads into what follows it rather than naming it: it ends in a colon after a
/// sentence or four words or more (`Habari wanafunzi! Swali la wiki hii:`, "Here is this week's
/// question:"), not a label (`Geography:`).
fn leads_in(text: &str) -> bool {
    let colons = &quizdeck_lang::punctuation().colons;
    let Some(lead) = text.trim_end().strip_suffix(|c| colons.contains(&c)) else { return false };
    let sentence_inside = lead.char_indices().any(|(i, c)| {
        quizdeck_lang::sentence_ends().contains(&c) && lead[i..].len() > c.len_utf8()
    });
    sentence_inside || lead.split_whitespace().count() >= 4
}

/// Whether `text` holds a time of day (`8:15`, `16:30`), as a post's byline does beside its date
/// (`na mwalimu_juma » Jumatatu Machi 04, 2024 8:15 am`).
pub(crate) fn has_clock_time(text: &str) -> bool {
    let b = text.as_bytes();
    b.iter().enumerate().any(|(i, &c)| {
        c == b':'
            && i > 0
            && b[i - 1].is_ascii_digit()
            && b.get(i + 1..i + 3).is_some_and(|m| m.iter().all(u8::is_ascii_digit))
            && !b.get(i + 3).is_some_and(u8::is_ascii_digit)
            && !(i >= 3 && b[i - 3..i].iter().all(u8::is_ascii_digit))
    })
}

/// Whether `text` holds a full date of these decades, as a post's dateline does (`Pubblicato il 5
/// marzo 2025 da Giulia`): written in digits (`05.03.2025`, `2025-03-05`, `5/3/2025`), or a day,
/// a word (the month's name) and the year (`5 marzo 2025`, `5. März 2025`, `March 5, 2025`),
/// the year from 1990 on. A topic names a date of history, if any.
pub(crate) fn has_recent_date(text: &str) -> bool {
    let number = |t: &str| {
        let t = t.trim_end_matches(['.', ',']);
        (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
            .then(|| t.parse::<u32>().ok())
            .flatten()
            .map(|n| (n, t.len()))
    };
    let year = |t: &str| number(t).is_some_and(|(y, len)| len == 4 && (1990..=2099).contains(&y));
    let day = |t: &str| number(t).is_some_and(|(d, len)| len <= 2 && (1..=31).contains(&d));
    let month = |t: &str| t.chars().count() >= 3 && t.chars().all(char::is_alphabetic);
    let words: Vec<&str> = text.split_whitespace().collect();
    // In digits: three numbers joined by `.`, `/` or `-`, one of them the year.
    let in_digits = words.iter().any(|w| {
        let parts: Vec<&str> = w.trim_end_matches(['.', ',']).split(['.', '/', '-']).collect();
        parts.len() == 3
            && parts.iter().all(|p| number(p).is_some())
            && (year(parts[0]) && day(parts[2]) || year(parts[2]) && day(parts[0]))
    });
    // Or spaced, each number with its full stop (`12. 5. 2023`).
    let month_number =
        |t: &str| t.ends_with('.') && number(t).is_some_and(|(m, _)| (1..=12).contains(&m));
    // Or the year first, with its full stop, then a day and a month within three words (`2024.
    // gada 5. aprīlī`, `2024. január 17.`).
    let year_first = (0..words.len()).any(|i| {
        let next = &words[i + 1..words.len().min(i + 4)];
        words[i].ends_with('.')
            && year(words[i])
            && next.iter().any(|w| day(w))
            && next.iter().any(|w| month(w))
    });
    // Or the year with a case ending glued on, then a month and a day with theirs (Basque
    // `2023ko martxoaren 14a`).
    let day_with_ending = |t: &str| {
        let digits = t.bytes().take_while(u8::is_ascii_digit).count();
        day(&t[..digits]) && t[digits..].chars().count() <= 3
    };
    let year_glued = (0..words.len()).any(|i| {
        let w = words[i];
        let digits = w.bytes().take_while(u8::is_ascii_digit).count();
        let ending = w[digits..].trim_start_matches('-');
        let next = &words[i + 1..words.len().min(i + 3)];
        digits == 4
            && year(&w[..4])
            && (1..=3).contains(&ending.chars().count())
            && ending.chars().all(char::is_alphabetic)
            && next.iter().any(|w| month(w))
            && next.iter().any(|w| day_with_ending(w))
    });
    in_digits
        || year_first
        || year_glued
        || words.windows(3).any(|w| {
            year(w[2])
                && (day(w[0]) && month(w[1])
                    || month(w[0]) && day(w[1])
                    || w[0].ends_with('.') && day(w[0]) && month_number(w[1]))
        })
}

/// Whether a trail's last part is a numbered page, the page itself in whatever language: a
/// counter's words and number (`ข้อ 5`, `Frage 12`).
pub(crate) fn numbered_page(part: &str) -> bool {
    crate::counter::counter_text(part).is_some_and(|(words, _)| !words.trim().is_empty())
}

/// Whether a line ends in a button as a text rendering shows one (`This site uses cookies.
/// [Accept]`, `[OK]`): a notice, not a title.
fn ends_in_button(text: &str) -> bool {
    let Some(inner) = text.trim_end().strip_suffix(']') else { return false };
    let Some(open) = inner.rfind('[') else { return false };
    let button = &inner[open + 1..];
    !button.trim().is_empty()
        && button.split_whitespace().count() <= 2
        && !button.chars().any(|c| c.is_ascii_digit())
}

/// Whether a line holds a blank to fill in, a run of three underscores or five full stops
/// (`Naam: ____________ Datum: ______`, `नाम: ............ रोल नं.: ....`): a worksheet's field
/// for the pupil's name or class, never the topic. A title's ellipsis (`Wait...`) is none.
fn has_blank(text: &str) -> bool {
    let mut run = (0u8, 0usize);
    text.bytes().any(|c| {
        run = match c {
            b'_' | b'.' if run.0 == c => (c, run.1 + 1),
            b'_' | b'.' => (c, 1),
            _ => (0, 0),
        };
        run.1 >= if c == b'_' { 3 } else { 5 }
    })
}

/// Whether a line speaks of the quiz rather than of a subject: it names a question ("Question of
/// the day", "Вопрос дня №214", "Tanong #58"), addresses the reader ("Your result: 2 of 3"), or
/// is a score (`Mark 0.00 out of 1.00`: two decimals; `Score: 3/10`; or no letters at all).
pub(crate) fn about_the_quiz(text: &str) -> bool {
    names_the_quiz(text) || crate::lexicon::reader_named(text)
}

/// [`about_the_quiz`] for a line that may be a title in parts: one addresses the reader in its
/// first part ("Your answers – Rivers"), not only after a subject (`Daearyddiaeth Cymru —
/// Adolygu eich atebion`, Welsh geography — review your answers).
fn about_the_quiz_first(text: &str) -> bool {
    let first = split_title(text).map(str::trim).find(|p| !p.is_empty()).unwrap_or(text);
    names_the_quiz(text) || crate::lexicon::reader_named(first)
}

/// [`about_the_quiz`] but for the reader: a question, a score, no letters.
fn names_the_quiz(text: &str) -> bool {
    // A score (`3/10`, `2 / 5`), not a date (`12/02/2024`: two slashes in one run of digits).
    let fraction = text.match_indices('/').any(|(i, _)| {
        let (before, after) = (text[..i].trim_end(), text[i + 1..].trim_start());
        let date =
            |run: &str| run.starts_with('/') && run[1..].starts_with(|c: char| c.is_ascii_digit());
        before.ends_with(|c: char| c.is_ascii_digit())
            && after.starts_with(|c: char| c.is_ascii_digit())
            && !date(after.trim_start_matches(|c: char| c.is_ascii_digit()))
            && !before.trim_end_matches(|c: char| c.is_ascii_digit()).ends_with('/')
    });
    let decimals = text
        .split(|c: char| !(c.is_numeric() || c == '.' || c == ','))
        .filter(|n| {
            let n = n.trim_matches(['.', ',']);
            n.contains(['.', ',']) && n.starts_with(char::is_numeric)
        })
        .count();
    // A word for "question" that leads the line, is numbered, or is most of a short line: a
    // longer title that only ends with one ("한국사 능력 검정 시험 대비 문제", exam preparation
    // questions) names its subject too.
    let words: Vec<&str> = text
        .split(|c: char| !(c.is_alphanumeric() || is_combining_mark(c)))
        .filter(|w| !w.is_empty())
        .collect();
    // A whole word that is one of the words for "question" (`Spurning`, `Вопрос`, `Tanong`).
    let is_question_word =
        |w: &str| w.chars().count() > 1 && crate::stem::question_word_at(w) == Some(w.len());
    let question_word = words.iter().enumerate().any(|(k, w)| {
        let numbered = words.get(k + 1).is_some_and(|n| n.starts_with(char::is_numeric));
        is_question_word(w) && (k == 0 || numbered || words.len() <= 3)
    });
    question_word
        || counts(text)
        || crate::lexicon::is_grade(text)
        || !text.chars().any(char::is_alphabetic)
        || decimals >= 2
        || fraction
}

/// Whether a line is a short label and a number (`Odpovede: 3`, `پاسخ‌ها: ۲`, replies; `Views:
/// 1204`): a count the page keeps of itself.
pub(crate) fn counts(text: &str) -> bool {
    let Some((label, number)) = text.split_once([':', '：']) else { return false };
    let number = number.trim();
    !number.is_empty()
        && number.chars().all(char::is_numeric)
        && (1..=3).contains(&label.split_whitespace().count())
        && label.chars().any(char::is_alphabetic)
}

/// Whether a line gives a count in digit groups (`เล่นแล้ว 12,408 ครั้ง`, played 12,408 times;
/// `2.318 oy`): a line about the page, not a subject.
fn counted(text: &str) -> bool {
    let seps = [',', '.', '\u{a0}', '\u{202f}'];
    text.split(|c: char| !(c.is_ascii_digit() || seps.contains(&c)))
        .map(|n| n.trim_matches(|c: char| !c.is_ascii_digit()))
        .any(|n| {
            let groups: Vec<&str> = n.split(seps).collect();
            groups.len() >= 2
                && (1..=3).contains(&groups[0].len())
                && groups[1..].iter().all(|g| g.len() == 3)
        })
}

/// A block's text as topic candidates: its [`segments`] without a part that counts
/// ([`counted`]); but a line of several parts with one link (`Kategori: <a>PPN</a> · Diperbarui 5
/// Januari 2024`) names its subject by that link.
/// Whether block `i` is the unlinked last item of a list whose item before it is a link
/// (`<ol><li><a>Mayeso 3</a></li><li>Ndemanga</li></ol>`, a review page's trail outside a
/// `<nav>`): the page itself, which the title names too, never its topic.
fn trail_end(blocks: &[Block], i: usize) -> bool {
    let b = &blocks[i];
    // Items of one list: the same elements around them, but for each item's own.
    let parent = |x: &Block| x.ancestors.split_last().map(|(_, up)| up.to_vec());
    let item = |x: &Block| x.kind == Kind::Item && parent(x) == parent(b);
    item(b)
        && b.links == 0
        && i > 0
        && item(&blocks[i - 1])
        && blocks[i - 1].link_only
        && blocks.get(i + 1).is_none_or(|n| !item(n))
}

fn topic_parts(b: &Block) -> Vec<String> {
    // A trail with its links is read as one: not its home, nor the page itself.
    if is_breadcrumb(&b.text) && b.links > 0 {
        return trail_topic(b, "").into_iter().filter(|p| !counted(p)).collect();
    }
    let parts = segments(&b.text);
    if parts.len() > 1
        && let Some(link) = b.link_text.as_ref().filter(|_| !is_breadcrumb(&b.text))
    {
        return vec![link.clone()];
    }
    let mut parts: Vec<String> = parts.into_iter().filter(|p| !counted(p)).collect();
    parts.extend(label_value(&b.text));
    parts
}

/// What a labelled line names (`Darasi: Lissafi`, `Kategorya: Biyolohiya`): the value after a
/// label of a word or two, when it is a name of a few words and no sentence. It is a candidate
/// after the line's own parts: the line names the topic where the title or the heading of more
/// questions repeats its value (`Tambayar Lissafi ta 3`, "question 3 of maths"), which no
/// word of the label need tell.
pub(crate) fn label_value(text: &str) -> Option<String> {
    let value = without_label(text, &[]);
    (value.len() < text.len()
        && !value.is_empty()
        && value.split_whitespace().count() <= 5
        && !ends_with_full_stop(value)
        && !crate::stem::asks(value)
        && !has_recent_date(value))
    .then(|| value.trim().to_owned())
}

/// `text` without a label that says what it is (`Explanation: …`, `Giải thích: …`, `解説：…`,
/// `Category: Chemistry`): a word or two before a colon, at the start, that the question says
/// nowhere else. A term the text explains (`Mitochondria: they …`) is in the stem or a choice and
/// stays; so does a lead with a digit, or one with nothing after it.
pub(crate) fn without_label<'a>(text: &'a str, elsewhere: &[&str]) -> &'a str {
    // A label in lenticular brackets (`【解析】…`, `【解説】…`), as Chinese and Japanese write one.
    if let Some(close) = crate::sentence::bracket_lead(text) {
        let word = &text['【'.len_utf8()..close];
        let rest = &text[close + '】'.len_utf8()..];
        if (1..=6).contains(&word.chars().count())
            && !rest.trim().is_empty()
            && !elsewhere.iter().any(|t| t.contains(word))
        {
            return rest.trim_start();
        }
    }
    let Some(at) = crate::sentence::first_colon(text) else { return text };
    let lead = text[..at].trim();
    let colon_len = text[at..].chars().next().map_or(1, char::len_utf8);
    // A colon of the Latin script is followed by a space when it ends a label (not in
    // `https://…` or `10:30`).
    if colon_len == 1 && !text[at + 1..].starts_with(char::is_whitespace) {
        return text;
    }
    let rest = text[at + colon_len..].trim_start();
    let words = lead.split_whitespace().count();
    // Words counted where the script spaces them, characters where it does not (`解説：…`).
    let spaced = !lead.chars().any(quizdeck_lang::unspaced);
    // Scripts written with letters and vowel signs take more characters to a word (`คำอธิบาย`,
    // Thai for "explanation", is eight) than Chinese and Japanese take to a label (`解説`).
    let alphabetic = |c: char| {
        use quizdeck_lang::Script::{Khmer, Lao, Myanmar, Thai};
        matches!(quizdeck_lang::script_of(c), Some(Thai | Lao | Khmer | Myanmar))
    };
    let most = if lead.chars().any(alphabetic) { 10 } else { 6 };
    let short =
        if spaced { (1..=2).contains(&words) } else { (1..=most).contains(&lead.chars().count()) };
    let label = short
        // Letters and the marks that join them (a virama is no letter), no digit or sign.
        && lead.chars().all(|c| {
            c.is_alphabetic() || matches!(c, ' ' | '\'' | '-') || !(c.is_ascii() || c.is_numeric())
        })
        // What it labels goes on in its line: a sentence that ends in a colon before a table or
        // a list ("Compare the periods:") is no label. One word alone on its line
        // (`**Comentário:**`) labels the paragraph of prose after it.
        && (text[at + colon_len..]
            .split('\n')
            .next()
            .is_some_and(|l| l.chars().filter(|c| c.is_alphanumeric()).count() >= 2)
            || words == 1 && rest.split('\n').next().is_some_and(prose_line))
        && !elsewhere.iter().any(|t| contains_words(t, lead));
    if label { rest } else { text }
}

/// Whether `line` reads as prose: it starts with a letter, as no list item, table row or
/// number does, and has three words or more (or, in a script without spaces, ten characters).
fn prose_line(line: &str) -> bool {
    let line = line.trim();
    let long = if line.chars().any(quizdeck_lang::unspaced) {
        line.chars().count() >= 10
    } else {
        line.split_whitespace().count() >= 3
    };
    line.starts_with(char::is_alphabetic) && long
}

/// The topic of a page of several questions (before block `first`, where the first question
/// starts): the first heading inside `holder`, the elements that hold all the questions (a
/// rendered quiz file, whose page's `<h1>` is only the file's name), not a counter; else the `<h1>`
/// that the `<title>` repeats (the longest, if several do); else the longest breadcrumb link the
/// title repeats (the quiz, where the first heading is the course); else the first `<h1>`. `None`
/// where there is none of them.
pub(crate) fn page_topic(
    blocks: &[Block],
    first: usize,
    title: Option<&str>,
    holder: &[usize],
    counters: &[usize],
) -> Option<(usize, String)> {
    let before = &blocks[..first.min(blocks.len())];
    let own = (0..before.len()).find(|&i| {
        let b = &before[i];
        !holder.is_empty()
            && b.kind == Kind::Heading
            && b.ancestors.starts_with(holder)
            && !counters.contains(&i)
    });
    if let Some(i) = own {
        return Some((i, before[i].text.clone()));
    }
    // A heading that links to the site's home page is the site's name (a blog's title), not
    // what its questions are about.
    let headings: Vec<usize> = (0..before.len())
        .filter(|&i| before[i].kind == Kind::Heading && !before[i].home_link)
        .collect();
    let h1: Vec<usize> = headings.iter().copied().filter(|&i| before[i].level == 1).collect();
    let in_title = |t: &str| title.is_some_and(|title| t.chars().count() >= 3 && title.contains(t));
    let longest =
        |ix: &mut dyn Iterator<Item = usize>| ix.max_by_key(|&i| before[i].text.chars().count());
    if let Some(i) = longest(&mut h1.iter().copied().filter(|&i| in_title(&before[i].text))) {
        return Some((i, before[i].text.clone()));
    }
    // Where the site's name is the only first-level heading, or there is none (a learning
    // platform's `<h2>` quiz name under its course's trail), the page's own heading that its
    // title repeats.
    if h1.is_empty()
        && let Some(i) =
            longest(&mut headings.iter().copied().filter(|&i| in_title(&before[i].text)))
    {
        return Some((i, before[i].text.clone()));
    }
    // A breadcrumb's links are items of a list.
    let links = (0..before.len()).filter(|&i| {
        let b = &before[i];
        (b.link_only || b.link_heavy) && !b.hidden && b.kind == Kind::Item
    });
    let link_text = |i: usize| {
        let trim = |c: char| title_separators().contains(&c) || c.is_whitespace();
        before[i].text.trim_end_matches(trim).to_owned()
    };
    if let Some(i) = longest(&mut links.filter(|&i| in_title(&link_text(i)))) {
        return Some((i, link_text(i)));
    }
    h1.first().map(|&i| (i, before[i].text.clone()))
}

#[cfg(test)]
mod tests;
