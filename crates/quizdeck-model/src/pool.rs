//! One copy of each text that many questions repeat.

use foldhash::HashSet;
use std::collections::BTreeMap;
use std::sync::Arc;

use crate::Question;

/// Hands out one shared copy of each text it is given, so that questions held together (to be
/// grouped and checked, or written as one file) keep one copy of the texts their pages repeat:
/// each page of a topic lists the titles of its neighbours, and each page of a question names the
/// URLs of all its translations. On a site those lists are about half of what a question holds.
///
/// ```
/// use quizdeck_model::{Question, TextPool};
///
/// let mut pool = TextPool::default();
/// let mut pages: Vec<Question> = (0..2).map(|_| Question::new("en", "Memory", "What is DRAM?")).collect();
/// for q in &mut pages {
///     q.related = vec!["What is SRAM?".into()];
///     pool.share(q);
/// }
/// assert!(std::sync::Arc::ptr_eq(&pages[0].related[0], &pages[1].related[0]));
///
/// let mut fr = Question::new("fr", "Mémoire", "Qu'est-ce que la DRAM ?");
/// let mut en = Question::new("en", "Memory", "What is DRAM?");
/// for q in [&mut fr, &mut en] {
///     let alternates = [("en", "https://q.example/en/7"), ("fr", "https://q.example/fr/7")];
///     q.translations = std::sync::Arc::new(alternates.iter().map(|(l, u)| ((*l).into(), (*u).into())).collect());
///     pool.share(q);
/// }
/// assert!(std::sync::Arc::ptr_eq(&fr.translations, &en.translations));
/// ```
#[derive(Debug, Default)]
pub struct TextPool {
    texts: HashSet<Arc<str>>,
    /// The translations maps: every page of a question names the same ones.
    maps: HashSet<Arc<Translations>>,
}

type Translations = BTreeMap<Arc<str>, Arc<str>>;

impl TextPool {
    /// The pool's copy of `text`, which becomes it when the pool had none.
    pub fn get(&mut self, text: &Arc<str>) -> Arc<str> {
        if let Some(shared) = self.texts.get(text) {
            return Arc::clone(shared);
        }
        self.texts.insert(Arc::clone(text));
        Arc::clone(text)
    }

    /// Makes `question`'s related titles and translations (the map, and the tags and URLs in
    /// it) the pool's copies.
    pub fn share(&mut self, question: &mut Question) {
        for title in &mut question.related {
            *title = self.get(title);
        }
        if question.translations.is_empty() {
            return;
        }
        if let Some(shared) = self.maps.get(&*question.translations) {
            question.translations = Arc::clone(shared);
            return;
        }
        let map: Translations = (question.translations.iter())
            .map(|(lang, url)| (self.get(lang), self.get(url)))
            .collect();
        let map = Arc::new(map);
        self.maps.insert(Arc::clone(&map));
        question.translations = map;
    }
}
