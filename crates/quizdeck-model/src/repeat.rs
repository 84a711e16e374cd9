//! The same question read twice: from its page and from the JSON `quizdeck parse` wrote of it
//! beside the page (`quizdeck parse pages -o pages/questions.json`, then `quizdeck check pages`).
//! Such a repeat says nothing new and is read once; a repeat of an id with other content is a
//! conflict the commands report.

use std::hash::{Hash, Hasher};

use crate::Question;

impl Question {
    /// Whether `other` is this question read again: the same in every field but `source`, which
    /// names where it was read from (the page, or the page as the JSON of it records it, with
    /// the path the run that wrote it was given).
    ///
    /// ```
    /// use quizdeck_model::Question;
    ///
    /// let page = Question::new("nl", "Vulkanen", "Welke vulkaan ligt op Sicilië?");
    /// let from_json = Question { source: "pages/nl-etna.html".into(), ..page.clone() };
    /// assert!(page.same_as(&from_json));
    /// let edited = Question { stem: "Welke vulkaan ligt op Sicilie?".into(), ..page.clone() };
    /// assert!(!page.same_as(&edited));
    /// ```
    pub fn same_as(&self, other: &Question) -> bool {
        self.content() == other.content()
    }

    /// Feeds every field but `source` to `state`: questions that are [`Question::same_as`] each
    /// other hash alike, so that a run can remember a question it has let go by its hash alone.
    pub fn hash_content<H: Hasher>(&self, state: &mut H) {
        self.content().hash(state);
    }

    /// Every field but `source`. Destructured, so that a field added to [`Question`] cannot be
    /// left out of the comparison unnoticed.
    fn content(&self) -> impl PartialEq + Hash + '_ {
        let Question {
            id,
            key,
            lang,
            declared_lang,
            topic,
            stem,
            choices,
            answer,
            answers,
            answer_from,
            answer_text,
            explanation,
            related,
            url,
            translations,
            media,
            source: _,
        } = self;
        (
            (id, key, lang, declared_lang, topic, stem),
            (choices, answer, answers, answer_from, answer_text, explanation),
            (related, url, translations, media),
        )
    }
}

#[cfg(test)]
mod tests {
    use std::hash::{DefaultHasher, Hasher};

    use crate::{Choice, Media, MediaField, Question};

    fn hash(q: &Question) -> u64 {
        let mut h = DefaultHasher::new();
        q.hash_content(&mut h);
        h.finish()
    }

    fn sample() -> Question {
        let mut q = Question::new("is", "Eldfjöll", "Hvaða eldfjall gaus árið 2010?");
        q.choices = vec![Choice::new("A", "Hekla"), Choice::new("B", "Eyjafjallajökull")];
        q.answer = "B".into();
        q.explanation = "Askan stöðvaði flug í Evrópu.".into();
        q.media =
            vec![Media { field: MediaField::Stem, src: "gos.png".into(), ..Media::default() }];
        q.source = "eldfjoll/is-2010.html".into();
        q.assign_id();
        q
    }

    #[test]
    fn a_question_read_again_from_elsewhere_is_the_same_and_hashes_alike() {
        let q = sample();
        let again = Question { source: "./is-2010.html".into(), ..q.clone() };
        assert!(q.same_as(&again));
        assert_eq!(hash(&q), hash(&again));
    }

    #[test]
    fn a_change_to_any_part_but_the_source_makes_another_question() {
        let q = sample();
        let edits: [fn(&mut Question); 8] = [
            |q| q.stem.push('!'),
            |q| q.choices[0].text = "Katla".into(),
            |q| q.answer = "A".into(),
            |q| q.explanation.clear(),
            |q| q.topic = "Jöklar".into(),
            |q| q.lang = "en".into(),
            |q| q.media[0].alt = "gos".into(),
            |q| q.related.push("Hvenær gaus Hekla síðast?".into()),
        ];
        for (k, edit) in edits.iter().enumerate() {
            let mut other = q.clone();
            edit(&mut other);
            assert!(!q.same_as(&other), "edit {k}");
            assert_ne!(hash(&q), hash(&other), "edit {k}");
        }
    }
}
