//! Rebuilding each language's topic sequences from the "more questions" lists.
//!
//! Every page lists the titles of the next questions of its topic, in order, wrapping around at
//! the end. So a listed title sits one, two, … places after the page listing it, whether or not
//! its own page is among the inputs, and a topic whose list wraps shows its length.

use foldhash::{HashMap, HashMapExt};

use quizdeck_model::Question;
use rayon::prelude::*;

use crate::anchors::collapse;
use crate::union::Positions;

/// One topic's questions in one language, in sequence order.
#[derive(Debug, Clone)]
pub(crate) struct LangTopic<'q> {
    pub lang: String,
    /// Number of questions of the topic when the sequence was seen to wrap around.
    pub period: Option<i64>,
    /// Its questions, sorted by position: those read and those only listed by others.
    pub slots: Vec<Slot<'q>>,
}

/// A question's place in a topic sequence.
#[derive(Debug, Clone)]
pub(crate) struct Slot<'q> {
    /// Position in the sequence (modulo the period when known, else from 0).
    pub pos: i64,
    /// The question's title (its stem), as a page read or listing it gives it, trimmed.
    pub title: &'q str,
    /// The page read for it, if any.
    pub page: Option<usize>,
}

impl LangTopic<'_> {
    /// The pages read, in sequence order.
    pub fn pages(&self) -> impl Iterator<Item = usize> + '_ {
        self.slots.iter().filter_map(|s| s.page)
    }
}

/// The topic sequences of the pages `pages` (indices into `questions`), per language, and the
/// pages whose lists contradict each other (no consistent order exists).
pub(crate) fn sequences<'q>(
    questions: &'q [Question],
    pages: &[usize],
) -> (Vec<LangTopic<'q>>, Vec<usize>) {
    let mut by_lang: HashMap<&str, Vec<usize>> = HashMap::new();
    for &p in pages {
        by_lang.entry(questions[p].lang.as_str()).or_default().push(p);
    }
    let mut langs: Vec<_> = by_lang.into_iter().collect();
    langs.sort();
    let per_lang: Vec<(Vec<LangTopic<'q>>, Vec<usize>)> =
        langs.par_iter().map(|(lang, pages)| one_language(questions, lang, pages)).collect();
    let mut topics = Vec::new();
    let mut broken = Vec::new();
    for (t, b) in per_lang {
        topics.extend(t);
        broken.extend(b);
    }
    (topics, broken)
}

fn one_language<'q>(
    questions: &'q [Question],
    lang: &str,
    pages: &[usize],
) -> (Vec<LangTopic<'q>>, Vec<usize>) {
    // A title names one question; the rare title several questions share (in different topics)
    // is told apart by the topic of the page that lists it.
    let mut stems: HashMap<String, usize> = HashMap::new();
    for &p in pages {
        *stems.entry(collapse(&questions[p].stem)).or_default() += 1;
    }
    let mut nodes = Nodes::default();
    let mut edges = Vec::new();
    for &p in pages {
        let q = &questions[p];
        let own = nodes.get(&stems, &q.stem, &q.topic);
        edges.push((own, own, 0));
        for (k, title) in q.related.iter().enumerate() {
            if !title.trim().is_empty() {
                edges.push((own, nodes.get(&stems, title, &q.topic), k as i64 + 1));
            }
        }
        if nodes.page[own].is_none() {
            nodes.page[own] = Some(p);
        }
    }
    let Nodes { titles, page: node_page, .. } = nodes;
    let mut pos = Positions::new(titles.len());
    for &(a, b, d) in &edges {
        pos.link(a, b, d);
    }
    let mut components: HashMap<usize, Vec<(usize, i64)>> = HashMap::new();
    for n in 0..titles.len() {
        let (root, at) = pos.find(n);
        components.entry(root).or_default().push((n, at));
    }
    let mut components: Vec<_> = components.into_iter().collect();
    components.sort_by_key(|(_, members)| members[0].0);
    let mut topics = Vec::new();
    let mut broken = Vec::new();
    for (root, members) in components {
        let period = pos.period(root);
        let min = members.iter().map(|m| m.1).min().unwrap_or(0);
        let mut slots: Vec<Slot> = members
            .iter()
            .map(|&(n, at)| Slot {
                pos: if period > 0 { at.rem_euclid(period) } else { at - min },
                title: titles[n],
                page: node_page[n],
            })
            .collect();
        slots.sort_by_key(|s| s.pos);
        // Two titles at one place: a page whose stem was edited after the others listed it (or
        // a stale list). That is one question as long as only one of them is a page read.
        // A period shorter than a page's list means the lists disagree, not that the topic is
        // that short.
        let longest = slots
            .iter()
            .filter_map(|s| s.page)
            .map(|p| questions[p].related.len() as i64)
            .max()
            .unwrap_or(0);
        let mut consistent = period == 0 || period > longest;
        let read: Vec<usize> = slots.iter().filter_map(|s| s.page).collect();
        let mut merged: Vec<Slot> = Vec::with_capacity(slots.len());
        let mut names = 0;
        for slot in slots {
            match merged.last_mut() {
                Some(last) if last.pos == slot.pos => {
                    names += 1;
                    if (last.page.is_some() && slot.page.is_some()) || names > 2 {
                        consistent = false;
                    } else if slot.page.is_some() {
                        *last = slot;
                    }
                }
                _ => {
                    names = 1;
                    merged.push(slot);
                }
            }
        }
        if consistent {
            topics.push(LangTopic {
                lang: lang.to_owned(),
                period: (period > 0).then_some(period),
                slots: merged,
            });
        } else {
            broken.extend(read);
        }
    }
    // Lists that contradict each other as lists of the next questions may each give the topic's
    // other questions in the site's order instead.
    let mut by_topic: HashMap<String, Vec<usize>> = HashMap::new();
    for &p in &broken {
        by_topic.entry(collapse(&questions[p].topic)).or_default().push(p);
    }
    let mut by_topic: Vec<_> = by_topic.into_iter().collect();
    by_topic.sort();
    for (_, pages) in by_topic {
        if let Some(slots) = others_in_order(questions, &pages) {
            broken.retain(|p| !pages.contains(p));
            topics.push(LangTopic { lang: lang.to_owned(), period: None, slots });
        }
    }
    (topics, broken)
}

/// The sequence of a topic whose pages each list all its other questions in the site's order
/// (`q1 q3 q4` on the page of `q2`), when exactly one order agrees with every list: each list
/// is that order without the page's own title. Two pages or more are needed to place each one.
/// Only for topics of at most a few hundred questions: the orders tried grow with the square of
/// the topic's size, each checked against every page.
fn others_in_order<'q>(questions: &'q [Question], pages: &[usize]) -> Option<Vec<Slot<'q>>> {
    // Each title as written (for the slots) and as compared, collapsed once.
    let keyed = |t: &'q str| (t, collapse(t));
    let lists: Vec<Vec<Titled<'q>>> = pages
        .iter()
        .map(|&p| {
            let titles = questions[p].related.iter().map(|t| t.trim());
            titles.filter(|t| !t.is_empty()).map(keyed).collect()
        })
        .collect();
    let stems: Vec<Titled<'q>> = pages.iter().map(|&p| keyed(questions[p].stem.trim())).collect();
    if let Some(order) = one_order(&lists, &stems) {
        return Some(slots(order, pages, &stems, &stems));
    }
    // A page whose stem was edited after the others listed it (or whose translation changed it)
    // is listed under its old title: the one page no list names takes the one listed title no
    // page has, if exactly one such title gives an order. Tried in topics of a few dozen pages.
    if pages.len() > 60 {
        return None;
    }
    let listed = |key: &str| lists.iter().flatten().any(|(_, k)| k == key);
    let mut unlisted = (0..pages.len()).filter(|&i| !listed(&stems[i].1));
    let (Some(edited), None) = (unlisted.next(), unlisted.next()) else { return None };
    let mut titles: Vec<&Titled<'q>> =
        lists.iter().flatten().filter(|(_, k)| !stems.iter().any(|(_, s)| s == k)).collect();
    titles.sort_by(|a, b| a.1.cmp(&b.1));
    titles.dedup_by(|a, b| a.1 == b.1);
    let mut found = None;
    for t in titles {
        let mut own = stems.clone();
        own[edited] = t.clone();
        if let Some(order) = one_order(&lists, &own) {
            if found.is_some() {
                return None;
            }
            found = Some(slots(order, pages, &own, &stems));
        }
    }
    found
}

/// A title as written and as compared.
type Titled<'q> = (&'q str, String);

/// The one order of titles that every page's list (`lists[i]`) is without the page's own title
/// (`own[i]`).
fn one_order<'q>(lists: &[Vec<Titled<'q>>], own: &[Titled<'q>]) -> Option<Vec<Titled<'q>>> {
    let head = lists.first()?;
    if lists.len() < 2 || head.is_empty() || head.len() > 300 {
        return None;
    }
    let fits = |order: &[Titled<'q>], i: usize| {
        let key = &own[i].1;
        order.len() == lists[i].len() + 1
            && order.iter().filter(|o| &o.1 == key).count() == 1
            && order.iter().filter(|o| &o.1 != key).map(|o| &o.1).eq(lists[i].iter().map(|l| &l.1))
    };
    let mut found = None;
    for at in 0..=head.len() {
        let mut order = head.clone();
        order.insert(at, own[0].clone());
        if (0..lists.len()).all(|i| fits(&order, i)) {
            if found.is_some() {
                return None;
            }
            found = Some(order);
        }
    }
    found
}

/// The slots of `order`: a title that is a page's own (`own`) holds that page, under the title
/// the page itself gives (`stems`).
fn slots<'q>(
    order: Vec<Titled<'q>>,
    pages: &[usize],
    own: &[Titled<'q>],
    stems: &[Titled<'q>],
) -> Vec<Slot<'q>> {
    order
        .into_iter()
        .enumerate()
        .map(|(k, (title, key))| {
            let i = own.iter().position(|o| o.1 == key);
            Slot {
                pos: k as i64,
                title: i.map_or(title, |i| stems[i].0),
                page: i.map(|i| pages[i]),
            }
        })
        .collect()
}

/// The titles of one language, each a node of the position sets.
#[derive(Default)]
struct Nodes<'q> {
    ids: HashMap<(Option<String>, String), usize>,
    /// The node of each title as written that no two stems share, whatever page lists it: a
    /// title is listed by several pages (and is a page's stem), and is collapsed only once.
    unscoped: HashMap<&'q str, usize>,
    /// The titles, borrowed from the pages: a site's titles are held once, by its pages.
    titles: Vec<&'q str>,
    page: Vec<Option<usize>>,
}

impl<'q> Nodes<'q> {
    /// The node of `title` listed (or had as its stem) by a page of topic `topic`. `stems`, which
    /// counts the pages of each stem (collapsed), does not change between calls.
    fn get(&mut self, stems: &HashMap<String, usize>, title: &'q str, topic: &str) -> usize {
        if let Some(&id) = self.unscoped.get(title) {
            return id;
        }
        let c = collapse(title);
        let scoped = stems.get(&c).copied().unwrap_or(0) > 1;
        let scope = scoped.then(|| collapse(topic));
        let next = self.titles.len();
        let id = *self.ids.entry((scope, c)).or_insert(next);
        if id == next {
            self.titles.push(title.trim());
            self.page.push(None);
        }
        if !scoped {
            self.unscoped.insert(title, id);
        }
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pages `read` of a topic of `n` questions titled `{prefix}{i}`, each listing the next five.
    fn topic(lang: &str, prefix: &str, n: usize, read: &[usize]) -> Vec<Question> {
        read.iter()
            .map(|&i| {
                let mut q = Question::new(lang, "T", format!("{prefix}{i}"));
                q.related =
                    (1..=5.min(n - 1)).map(|k| format!("{prefix}{}", (i + k) % n).into()).collect();
                q
            })
            .collect()
    }

    #[test]
    fn a_wrapping_sequence_gives_its_period_and_places_absent_pages() {
        let qs = topic("en", "q", 7, &[0, 1, 4]);
        let (topics, broken) = sequences(&qs, &[0, 1, 2]);
        assert!(broken.is_empty());
        assert_eq!(topics.len(), 1);
        let t = &topics[0];
        assert_eq!(t.period, Some(7));
        assert_eq!(t.slots.len(), 7);
        let at = |title: &str| t.slots.iter().find(|s| s.title == title).map(|s| s.pos);
        assert_eq!((at("q1").unwrap() - at("q0").unwrap()).rem_euclid(7), 1);
        assert_eq!((at("q4").unwrap() - at("q0").unwrap()).rem_euclid(7), 4);
        assert_eq!(t.pages().count(), 3);
    }

    #[test]
    fn a_sequence_seen_without_wrapping_is_linear() {
        let qs = topic("fr", "q", 20, &[3]);
        let (topics, _) = sequences(&qs, &[0]);
        assert_eq!(topics[0].period, None);
        assert_eq!(topics[0].slots.iter().map(|s| s.pos).collect::<Vec<_>>(), [0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn languages_and_topics_stay_apart() {
        let mut qs = topic("en", "a", 6, &[0, 1]);
        qs.extend(topic("en", "b", 6, &[0]));
        qs.extend(topic("nl", "a", 6, &[0]));
        let all: Vec<usize> = (0..qs.len()).collect();
        let (topics, _) = sequences(&qs, &all);
        assert_eq!(topics.len(), 3);
    }

    #[test]
    fn a_title_two_topics_share_is_a_question_of_each_however_often_it_is_listed() {
        // "Recap" closes both topics; every page lists the next three questions of its own.
        let titles = |prefix: &str| {
            let mut t: Vec<String> = (0..3).map(|i| format!("{prefix}{i}")).collect();
            t.push("Recap".into());
            t
        };
        let mut qs = Vec::new();
        for (topic, prefix) in [("Optics", "o"), ("Acoustics", "a")] {
            let all = titles(prefix);
            for i in 0..4 {
                let mut q = Question::new("en", topic, all[i].clone());
                q.related = (1..=3).map(|k| all[(i + k) % 4].as_str().into()).collect();
                qs.push(q);
            }
        }
        let all: Vec<usize> = (0..qs.len()).collect();
        let (topics, broken) = sequences(&qs, &all);
        assert!(broken.is_empty());
        assert_eq!(topics.len(), 2);
        for t in &topics {
            assert_eq!(t.period, Some(4));
            let pages: Vec<usize> = t.pages().collect();
            assert_eq!(pages.len(), 4);
            // The four pages of one topic, "Recap" among them.
            let topic = &qs[pages[0]].topic;
            assert!(pages.iter().all(|&p| &qs[p].topic == topic), "{pages:?}");
        }
    }

    #[test]
    fn an_edited_stem_keeps_its_place() {
        let mut qs = topic("en", "q", 7, &[0, 1, 2]);
        qs[1].stem = "q1 edited".into();
        let (topics, broken) = sequences(&qs, &[0, 1, 2]);
        assert!(broken.is_empty());
        let t = &topics[0];
        assert_eq!(t.slots.len(), 7);
        let edited = t.slots.iter().find(|s| s.page == Some(1)).unwrap();
        assert_eq!(edited.title, "q1 edited");
    }

    /// Pages that each list the topic's other questions in the site's order (`q0 q2 q3` on the
    /// page of `q1`), not the next ones, give that order.
    #[test]
    fn lists_of_the_other_questions_in_order_give_the_order() {
        let n = 4;
        let qs: Vec<Question> = [2, 0, 3]
            .iter()
            .map(|&i| {
                let mut q = Question::new("en", "T", format!("q{i}"));
                q.related = (0..n).filter(|&k| k != i).map(|k| format!("q{k}").into()).collect();
                q
            })
            .collect();
        let (topics, broken) = sequences(&qs, &[0, 1, 2]);
        assert!(broken.is_empty(), "{broken:?}");
        let t = &topics[0];
        assert_eq!(t.period, None);
        let order: Vec<(&str, Option<usize>)> = t.slots.iter().map(|s| (s.title, s.page)).collect();
        assert_eq!(order, [("q0", Some(1)), ("q1", None), ("q2", Some(0)), ("q3", Some(2))]);
        assert_eq!(t.slots.iter().map(|s| s.pos).collect::<Vec<_>>(), [0, 1, 2, 3]);
        // One page alone cannot say where it stands among the others.
        let (topics, broken) = sequences(&qs, &[0]);
        assert!(topics.len() == 1 && broken.is_empty());
        // A stem edited after the others listed it keeps its place.
        let mut edited = qs.clone();
        edited[1].stem = "q0, edited".into();
        let (topics, broken) = sequences(&edited, &[0, 1, 2]);
        assert!(broken.is_empty(), "{broken:?}");
        let order: Vec<(&str, Option<usize>)> =
            topics[0].slots.iter().map(|s| (s.title, s.page)).collect();
        assert_eq!(
            order,
            [("q0, edited", Some(1)), ("q1", None), ("q2", Some(0)), ("q3", Some(2))]
        );
    }

    #[test]
    fn contradicting_lists_are_reported_not_guessed() {
        let mut qs = topic("en", "q", 7, &[0, 1]);
        qs[1].related.swap(0, 1);
        let (topics, broken) = sequences(&qs, &[0, 1]);
        assert!(topics.is_empty());
        assert_eq!(broken, [0, 1]);
    }
}
