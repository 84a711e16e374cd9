//! Grouping by what pages say about themselves: a shared key, hreflang alternates, canonical URLs.

use foldhash::{HashMap, HashMapExt};

use quizdeck_model::Question;

use crate::union::Sets;

/// A set of pages tied together by keys or links.
#[derive(Debug, Clone)]
pub(crate) struct Linked {
    /// The pages (question indices), in input order.
    pub pages: Vec<usize>,
    /// The key they share, if any page has one.
    pub key: Option<String>,
}

/// URLs compare without scheme, fragment, trailing slash or surrounding spaces, and with the host
/// in lower case (`HTTPS://Quiz.example/fr/1/#a` is `quiz.example/fr/1`).
fn url_key(url: &str) -> String {
    let url = url.trim();
    let url = url.split('#').next().unwrap_or(url);
    let url = url.split_once("://").map_or(url, |(_, rest)| rest);
    let (host, path) = url.split_at(url.find('/').unwrap_or(url.len()));
    format!("{}{}", host.to_ascii_lowercase(), path.trim_end_matches('/'))
}

/// A page's key, trimmed, if it has one.
fn key_of(q: &Question) -> Option<&str> {
    q.key.as_deref().map(str::trim).filter(|k| !k.is_empty())
}

/// Whether a page says which question it is (a key, its URL or translation links): such a page
/// is grouped by what it says, never by its place in a topic sequence (which only places text
/// renderings beside it, see `bridge`).
pub(crate) fn is_linked(q: &Question) -> bool {
    key_of(q).is_some()
        || q.url.as_deref().is_some_and(|u| !url_key(u).is_empty())
        || !q.translations.is_empty()
}

/// Groups the pages `ids` (indices into `questions`) that have a key, a URL or translation links.
/// Pages with none of these are returned apart, for sequence grouping.
///
/// Keys win over links: two pages with different keys are never joined, however their links
/// point (a wrong hreflang does not merge two questions).
pub(crate) fn link(questions: &[Question], ids: &[usize]) -> (Vec<Linked>, Vec<usize>) {
    let mut sets = Sets::new(ids.len());
    let mut key_of_root: HashMap<usize, &str> = HashMap::new();
    let mut by_key: HashMap<&str, usize> = HashMap::new();
    let mut by_url: HashMap<String, usize> = HashMap::new();
    let mut unlinked = Vec::new();
    let mut linked = Vec::new();

    for (node, &q) in ids.iter().enumerate() {
        let question = &questions[q];
        if !is_linked(question) {
            unlinked.push(q);
            continue;
        }
        linked.push(node);
        if let Some(key) = key_of(question) {
            key_of_root.insert(node, key);
            if let Some(&other) = by_key.get(key) {
                join(&mut sets, &mut key_of_root, other, node);
            } else {
                by_key.insert(key, node);
            }
        }
    }
    // URLs after keys, so that a link never merges two keyed sets. An URL no input has becomes a
    // node of its own: two pages naming the same absent translation are still one question.
    for &node in &linked {
        let question = &questions[ids[node]];
        let own = question.url.as_deref().map(url_key).filter(|u| !u.is_empty());
        if let Some(own) = own {
            match by_url.get(&own) {
                Some(&other) => join(&mut sets, &mut key_of_root, other, node),
                None => {
                    by_url.insert(own, node);
                }
            }
        }
    }
    for &node in &linked {
        let question = &questions[ids[node]];
        for url in question.translations.values().map(|u| url_key(u)).filter(|u| !u.is_empty()) {
            let other = match by_url.get(&url) {
                Some(&other) => other,
                None => {
                    let n = sets.push();
                    by_url.insert(url, n);
                    n
                }
            };
            join(&mut sets, &mut key_of_root, node, other);
        }
    }

    let mut components: HashMap<usize, Vec<usize>> = HashMap::new();
    for &node in &linked {
        components.entry(sets.find(node)).or_default().push(ids[node]);
    }
    let mut out: Vec<Linked> = components
        .into_iter()
        .map(|(root, pages)| Linked { pages, key: key_of_root.get(&root).map(|k| (*k).to_owned()) })
        .collect();
    out.sort_by_key(|l| l.pages[0]);
    (out, unlinked)
}

/// Joins two sets unless both carry a key and the keys differ.
fn join(sets: &mut Sets, keys: &mut HashMap<usize, &str>, a: usize, b: usize) {
    let (ra, rb) = (sets.find(a), sets.find(b));
    if ra == rb {
        return;
    }
    match (keys.get(&ra).copied(), keys.get(&rb).copied()) {
        (Some(x), Some(y)) if x != y => {}
        (ka, kb) => {
            sets.union(ra, rb);
            if let Some(k) = ka.or(kb) {
                keys.insert(ra, k);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(lang: &str, key: Option<&str>, url: Option<&str>, alts: &[(&str, &str)]) -> Question {
        let mut q = Question::new(lang, "t", "s");
        q.key = key.map(Into::into);
        q.url = url.map(Into::into);
        q.translations =
            std::sync::Arc::new(alts.iter().map(|(l, u)| ((*l).into(), (*u).into())).collect());
        q
    }

    #[test]
    fn keys_group_and_links_attach_keyless_pages() {
        let qs = vec![
            page("en", Some("7"), Some("https://x/en/7/"), &[]),
            page("fr", Some("7"), None, &[]),
            page("nl", None, Some("https://x/nl/7"), &[("en", "https://x/en/7")]),
            page("en", Some("8"), Some("https://x/en/8"), &[("nl", "https://x/nl/7/")]),
            page("de", None, None, &[]),
        ];
        let (linked, rest) = link(&qs, &[0, 1, 2, 3, 4]);
        assert_eq!(rest, [4]);
        assert_eq!(linked.len(), 2);
        assert_eq!(linked[0].pages, [0, 1, 2]);
        assert_eq!(linked[0].key.as_deref(), Some("7"));
        assert_eq!(linked[1].pages, [3], "a wrong hreflang does not merge two keys");
    }

    #[test]
    fn urls_compare_without_scheme_case_fragment_or_slash() {
        assert_eq!(url_key(" HTTPS://Quiz.Example/fr/Q/1/#top "), "quiz.example/fr/Q/1");
        assert_eq!(url_key("http://quiz.example/fr/Q/1"), "quiz.example/fr/Q/1");
    }

    #[test]
    fn an_absent_translation_still_ties_two_pages() {
        let qs = vec![
            page("en", None, Some("https://x/en/a"), &[("de", "https://x/de/a")]),
            page("fr", None, Some("https://x/fr/a"), &[("de", "https://x/de/a")]),
        ];
        let (linked, _) = link(&qs, &[0, 1]);
        assert_eq!(linked.len(), 1);
        assert_eq!(linked[0].key, None);
    }
}
