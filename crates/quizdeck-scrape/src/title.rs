//! A page title's parts and the words in them: a title split at its separators (`Rivers | Quiz
//! site`, `Kotisivu / Tähtitiede`), and whether a topic's words stand in a text whole or with an
//! ending (`Tähtitiede` in `tähtitieteen`), which the topic and the "more questions" heading are
//! told by ([`crate::parts`], [`crate::related`]).

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use crate::parts::{about_the_quiz, numbered_page};
use crate::trail::is_breadcrumb;

/// Separators of the parts of a page title or a breadcrumb.
pub(crate) fn title_separators() -> &'static [char] {
    &quizdeck_lang::punctuation().title_separators
}

/// The parts of a title split at its separators (`|`, `–`, `›` …); a slash only with a space on
/// each side, as one inside a word joins its halves (`TCP/IP-perusteet`, `km/h`).
pub(crate) fn split_title(text: &str) -> std::vec::IntoIter<&str> {
    let seps = title_separators();
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices().filter(|(_, c)| seps.contains(c)) {
        let end = i + c.len_utf8();
        if c == '/' && !(text[..i].ends_with(' ') || text[end..].starts_with(' ')) {
            continue;
        }
        parts.push(&text[start..i]);
        start = end;
    }
    parts.push(&text[start..]);
    parts.into_iter()
}

/// What a title `<stem> | <topic> | <site>` holds right after the stem (or before it).
pub(crate) fn title_beside(title: &str, stem: &str) -> Option<String> {
    // The stem cut out whole, as it may hold a separator itself (`about 40–60%?`).
    let whole =
        Some(stem.trim()).filter(|t| !t.is_empty()).and_then(|t| title.find(t).map(|at| (at, t)));
    // Only where a separator stands beside it (`<stem> — <topic>`): a hyphen is none.
    let seps = title_separators();
    if let Some((at, t)) = whole
        && (title[at + t.len()..].trim_start().starts_with(|c| seps.contains(&c))
            || title[..at].trim_end().ends_with(|c| seps.contains(&c)))
    {
        let after = split_title(&title[at + t.len()..]).map(str::trim).find(|p| !p.is_empty());
        let before = || split_title(&title[..at]).map(str::trim).rfind(|p| !p.is_empty());
        return after.or_else(before).map(str::to_owned);
    }
    let parts: Vec<&str> = split_title(title).map(str::trim).collect();
    let at = parts.iter().position(|p| p.eq_ignore_ascii_case(stem.trim()))?;
    let after = parts[at + 1..].iter().find(|p| !p.is_empty());
    let before = parts[..at].iter().rev().find(|p| !p.is_empty());
    after.or(before).map(|p| (*p).to_owned())
}

/// A block's text as topic candidates: a breadcrumb trail (`Home › IT › Networks`) gives its
/// deepest part that names a subject (not `Tanong 8`, the page itself), whose parents are broader
/// (`Quizzes`); a title's parts (`Biology – Cells`) give themselves, first first, then the whole
/// text: a title names its subject first and then what narrows or merely frames it (a subtopic,
/// the kind of page, the site, the state of the page: `Mazoezi ya Hisabati — Kagua majibu yako`,
/// maths practice — review your answers), and the broader subject is never wrong where the
/// frame is; other text gives itself.
pub(crate) fn segments(text: &str) -> Vec<String> {
    let parts: Vec<String> = split_title(text)
        .map(str::trim)
        .filter(|p| p.chars().count() >= 2)
        .map(str::to_owned)
        .collect();
    // A trail's parts are judged one by one, and a lone separator (`›` in an element of its
    // own) is none.
    if is_breadcrumb(text) {
        let last = parts.len().saturating_sub(1);
        return (parts.iter().enumerate().rev())
            .find(|&(k, p)| !(about_the_quiz(p) || k == last && k > 0 && numbered_page(p)))
            .map(|(_, p)| p.clone())
            .into_iter()
            .collect();
    }
    if parts.len() <= 1 {
        return vec![text.to_owned()];
    }
    // A part that only names the kind of page (`Lietuvos upės – viktorina`, `Azərbaycan tarixi:
    // test №12`) is no topic; the whole title still is a candidate.
    let subjects: Vec<String> =
        parts.iter().filter(|p| !crate::lexicon::names_a_quiz(p)).cloned().collect();
    let parts = if subjects.is_empty() { parts } else { subjects };
    parts.into_iter().chain([text.to_owned()]).collect()
}

/// Whether the only title separators in `text` are slashes with a space on each side.
pub(crate) fn spaced_slashes_only(text: &str) -> bool {
    let seps = title_separators();
    let mut any = false;
    for (i, c) in text.char_indices().filter(|&(_, c)| seps.contains(&c)) {
        let spaced = text[..i].ends_with(' ') && text[i + c.len_utf8()..].starts_with(' ');
        if c != '/' || !spaced {
            return false;
        }
        any = true;
    }
    any
}

/// Whether `text` names `part` with its first words or its last, as [`contains_words`] or
/// [`with_ending`] match (`More questions about Tides`, `Več vprašanj o vulkanih`, `Tides – more
/// questions`).
pub(crate) fn at_an_end(text: &str, part: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    let k = part.split_whitespace().count();
    if k == 0 || k > words.len() {
        return false;
    }
    [&words[..k], &words[words.len() - k..]].into_iter().any(|edge| {
        let edge = edge.join(" ");
        contains_words(&edge, part) || with_ending(&edge, part)
    })
}

/// Whether `hay` contains `needle` (ignoring case) as whole words: "Go" is not in "good", "IT" not
/// in "with". Only scripts whose words stand whole are held to word edges; Chinese, Japanese,
/// Korean particles or Thai attach to the topic freely (see [`quizdeck_lang::has_word_edges`]).
pub(crate) fn contains_words(hay: &str, needle: &str) -> bool {
    let (hay, needle) = (hay.to_lowercase(), needle.to_lowercase());
    if needle.is_empty() {
        return false;
    }
    let spaced = quizdeck_lang::has_word_edges;
    let first = needle.chars().next().is_some_and(spaced);
    let last = needle.chars().last().is_some_and(spaced);
    hay.match_indices(needle.as_str()).any(|(at, m)| {
        let before = hay[..at].chars().next_back();
        let after = hay[at + m.len()..].chars().next();
        let joined_before = first && before.is_some_and(spaced);
        let joined_after = last && after.is_some_and(spaced);
        !(joined_before || joined_after)
    })
}

/// Whether `hay` contains a title of two words or more, `needle`, whose last word takes an
/// ending of up to three letters (`Нүүдлийн мал аж ахуйн талаарх …`, `… ahuy` + genitive `н`),
/// as languages that decline their nouns write a topic's title inside a heading.
pub(crate) fn with_ending(hay: &str, needle: &str) -> bool {
    let (hay, needle) = (hay.to_lowercase(), needle.trim().to_lowercase());
    let spaced = quizdeck_lang::has_word_edges;
    if needle.split_whitespace().nth(1).is_none()
        || !needle.chars().all(|c| !c.is_alphabetic() || spaced(c))
    {
        return false;
    }
    let declined = hay.match_indices(needle.as_str()).any(|(at, m)| {
        let before = hay[..at].chars().next_back();
        let ending = hay[at + m.len()..].chars().take_while(|c| c.is_alphabetic()).count();
        !before.is_some_and(char::is_alphabetic) && (1..=3).contains(&ending)
    });
    // Any word may be declined, the first as well (`Fleiri spurningar um Náttúru Føroya` under
    // `Náttúra Føroya`, `по русской литературе` under `Русская литература`): each word of the
    // title in turn, whole or with its last letter (or its last two, in a word of six letters
    // or more) changed and an ending of up to three letters, where it has four letters or more.
    let words = |t: &str| -> Vec<String> {
        t.split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_owned())
            .filter(|w| !w.is_empty())
            .collect()
    };
    if declined {
        return true;
    }
    // Most headings hold no word of the title at all: its first letters are looked for before
    // any word is split out.
    // (Of the title without a short first word too, which the heading may have lost.)
    // (Of the title past its first two letters too, which a prefix may have changed.)
    let mut heads = std::iter::once(needle.as_str())
        .chain(needle.split_once(' ').filter(|(w, _)| w.chars().count() <= 3).map(|(_, r)| r))
        .chain(needle.char_indices().nth(2).map(|(at, _)| &needle[at..]));
    if !heads.any(|t| {
        let head: String = t.chars().take(3).collect();
        hay.contains(head.as_str())
    }) {
        return false;
    }
    // Accents folded: a declined word may move its accent (Greek `Πόλεμοι`, `Πολέμους`).
    let unaccented = |w: String| -> String {
        if w.is_ascii() { w } else { w.nfd().filter(|&c| !is_combining_mark(c)).collect() }
    };
    let hay_words: Vec<String> = words(&hay).into_iter().map(unaccented).collect();
    let needle_words: Vec<String> = words(&needle).into_iter().map(unaccented).collect();
    let same = |h: &str, n: &str| {
        let letters = n.chars().count();
        let cut = if letters >= 6 { 2 } else { 1 };
        let ending = |e: &str| e.chars().count() <= 3;
        h == n
            || letters >= 4 && {
                // The last letter or, in a longer word, the last two (`dějiny` in `dějinách`,
                // `Πόλεμοι` in `Πολέμους`).
                let stem =
                    |cut: usize| n.char_indices().rev().nth(cut - 1).map_or("", |(at, _)| &n[..at]);
                // Or the whole word with an ending (a definite article Bulgarian adds:
                // `Българско` in `Българското`).
                (1..=cut).any(|c| h.strip_prefix(stem(c)).is_some_and(ending))
                    || h.strip_prefix(n).is_some_and(ending)
            }
    };
    // The first word may change its start instead, as Celtic mutations do (`Cestyll Cymru` in
    // `am Gestyll Cymru`, `Tíreolaíocht` in `faoi Thíreolaíocht`) and a Bantu preposition fused
    // with the noun (`Izilwane zase-Afrika` in `mayelana neZilwane zase-Afrika`): its first
    // letter or two replaced by up to three, what stays of it four letters or more. Only where
    // the title's other words follow it.
    let mutated = |h: &str, n: &str| {
        (0..=2).any(|k| {
            n.char_indices().nth(k).is_some_and(|(at, _)| {
                let tail = &n[at..];
                tail.chars().count() >= 4
                    && h.strip_suffix(tail).is_some_and(|p| {
                        let p = p.chars().count();
                        p <= 3 && (k > 0 || p > 0)
                    })
            })
        })
    };
    let matches = |needle_words: &[String]| {
        let prefixed = needle_words.len() >= 2;
        hay_words.windows(needle_words.len()).any(|w| {
            let mut pairs = w.iter().zip(needle_words);
            pairs.next().is_some_and(|(h, n)| same(h, n) || prefixed && mutated(h, n))
                && pairs.all(|(h, n)| same(h, n))
        })
    };
    // A title of three words or more that starts with an article may lose it to a preposition it
    // fuses with (`Altre domande sulla Costituzione italiana` under `La Costituzione italiana`,
    // `τους Περσικούς Πολέμους` under `Οι Περσικοί Πόλεμοι`): a first word of one to three
    // letters may be missing.
    matches(&needle_words)
        || needle_words.len() >= 3
            && needle_words[0].chars().count() <= 3
            && matches(&needle_words[1..])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heading declines the topic's words: the last letter changed and an ending added
    /// (`dějiny` in `dějinách`), or in a longer word the last two (`Πόλεμοι` in `Πολέμους`).
    #[test]
    fn a_declined_title_is_found_in_a_heading() {
        assert!(with_ending("Ďalšie otázky o dejinách Bratislavy", "Dejiny Bratislavy"));
        assert!(with_ending("Další otázky o dějinách Prahy", "Dějiny Prahy"));
        assert!(with_ending(
            "Περισσότερες ερωτήσεις για τους Περσικούς Πολέμους",
            "Οι Περσικοί Πόλεμοι"
        ));
        assert!(!with_ending("Ďalšie otázky o dejepise Bratislavy", "Dejiny Bratislavy"));
    }

    /// A heading changes the start of the topic's first word: a Celtic mutation, or a Bantu
    /// preposition fused with the noun.
    #[test]
    fn a_title_whose_first_word_a_prefix_changes_is_found_in_a_heading() {
        assert!(with_ending("Rhagor o gwestiynau am Gestyll Cymru", "Cestyll Cymru"));
        assert!(with_ending(
            "Tuilleadh ceisteanna faoi Thíreolaíocht na hÉireann",
            "Tíreolaíocht na hÉireann"
        ));
        assert!(with_ending(
            "Eminye imibuzo mayelana neZilwane zase-Afrika",
            "Izilwane zase-Afrika"
        ));
        assert!(with_ending(
            "Eminye imibuzo malunga neeMbali zoMzantsi Afrika",
            "Iimbali zoMzantsi Afrika"
        ));
        // Its other words must follow it, as they are.
        assert!(!with_ending("Rhagor o gwestiynau am Gestyll Lloegr", "Cestyll Cymru"));
        assert!(!with_ending("Imibuzo mayelana nezilwane zasolwandle", "Izilwane zase-Afrika"));
    }

    #[test]
    fn a_slash_splits_a_title_only_with_a_space_beside_it() {
        let parts = |t: &'static str| split_title(t).map(str::trim).collect::<Vec<_>>();
        assert_eq!(parts("TCP/IP-perusteet"), ["TCP/IP-perusteet"]);
        assert_eq!(parts("Kotisivu / Tähtitiede"), ["Kotisivu", "Tähtitiede"]);
        assert_eq!(parts("Cymru — Adolygu / Ateb"), ["Cymru", "Adolygu", "Ateb"]);
        assert_eq!(segments("Daearyddiaeth — Adolygu")[0], "Daearyddiaeth");
    }
}
