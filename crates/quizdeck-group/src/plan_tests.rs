//! Grouping on pages as the site publishes them (the parsed text renderings of `fixtures/site`).

use std::borrow::Cow;
use std::path::PathBuf;

use quizdeck_model::{NoProgress, Question, QuestionSet};

use crate::GroupBy;
use crate::plan::{Plan, plan};

fn site_text_pages() -> Vec<Question> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/site/expected");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".txt.json"))
        .collect();
    names.sort();
    names
        .into_iter()
        .flat_map(|name| {
            let text = std::fs::read_to_string(dir.join(&name)).unwrap();
            let set: QuestionSet = serde_json::from_str(&text).unwrap();
            set.questions.into_iter().map(move |mut q| {
                q.source = name.trim_end_matches(".txt.json").to_owned();
                q.assign_id();
                q
            })
        })
        .collect()
}

/// `en-q1` → `q1`: which question of the site a page is.
fn question_of(q: &Question) -> &str {
    q.source.split('-').nth(1).unwrap_or("")
}

fn assert_groups_are_questions(qs: &[Question], plans: &[Plan]) {
    for plan in plans {
        let first = question_of(&qs[plan.pages[0]]);
        for &p in &plan.pages {
            assert_eq!(question_of(&qs[p]), first, "{} grouped with {first}", qs[p].source);
        }
    }
}

#[test]
fn text_renderings_group_by_their_topic_sequences() {
    let qs = site_text_pages();
    assert_eq!(qs.len(), 9);
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert!(ambiguities.is_empty(), "{ambiguities:?}");
    assert_eq!(plans.len(), 3);
    assert!(plans.iter().all(|p| p.by == GroupBy::Sequence && p.pages.len() == 3));
    assert_groups_are_questions(&qs, &plans);
    let en_ids: Vec<&str> = qs.iter().filter(|q| q.lang == "en").map(|q| q.id.as_str()).collect();
    assert!(
        plans.iter().all(|p| en_ids.contains(&p.id.as_str())),
        "ids come from the English page"
    );
}

#[test]
fn input_order_and_missing_pages_do_not_change_the_grouping() {
    let mut qs = site_text_pages();
    qs.reverse();
    // Without the Dutch page of question 2 and the French page of question 1.
    qs.retain(|q| q.source != "nl-q2" && q.source != "fr-q1");
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert!(ambiguities.is_empty(), "{ambiguities:?}");
    assert_groups_are_questions(&qs, &plans);
    let sizes: Vec<usize> = plans.iter().map(|p| p.pages.len()).collect();
    assert_eq!(sizes.iter().sum::<usize>(), 7);
    assert_eq!(plans.len(), 3);
}

#[test]
fn a_lone_page_of_a_language_finds_its_question() {
    let qs: Vec<Question> =
        site_text_pages().into_iter().filter(|q| q.lang == "en" || q.source == "fr-q3").collect();
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert!(ambiguities.is_empty(), "{ambiguities:?}");
    assert_groups_are_questions(&qs, &plans);
    assert!(plans.iter().any(|p| p.pages.len() == 2));
}

/// A topic in `lang` whose titles (`words`) carry no anchor, share no word with another language's
/// and have the same length.
fn faceless_topic(lang: &str, words: [&str; 4]) -> Vec<Question> {
    let n = words.len();
    (0..n)
        .map(|i| {
            let title = |k: usize| words[k % n].to_owned();
            let mut q = Question::new(lang, format!("{lang} topic"), title(i));
            q.related = (1..n).map(|k| title((i + k) % n).into()).collect();
            q.source = format!("{lang}-{i}");
            q.assign_id();
            q
        })
        .collect()
}

#[test]
fn sequences_without_evidence_are_reported_not_guessed() {
    let mut qs = faceless_topic("en", ["Which cat?", "Which dog?", "Which cow?", "Which owl?"]);
    qs.extend(faceless_topic("fr", ["Quel chat ?", "Quel lion ?", "Quel ours ?", "Quel loup ?"]));
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    // Every rotation is as good as any other: no French page may be paired with an English one.
    for plan in &plans {
        let langs: Vec<&str> = plan.pages.iter().map(|&p| qs[p].lang.as_str()).collect();
        assert!(langs.len() == 1, "guessed a pairing: {langs:?}");
    }
    assert!(!ambiguities.is_empty());
}

#[test]
fn clashing_links_leave_the_pages_alone() {
    let page = |lang: &str, url: &str, alt: &str| {
        let mut q = Question::new(lang, "t", format!("{lang} {url}"));
        q.url = Some(url.into());
        std::sync::Arc::make_mut(&mut q.translations).insert("de".into(), alt.into());
        q.source = url.into();
        q.assign_id();
        q
    };
    let qs = vec![
        page("en", "https://x/en/a", "https://x/de/a"),
        page("en", "https://x/en/b", "https://x/de/a"),
        page("fr", "https://x/fr/a", "https://x/de/a"),
    ];
    let (plans, ambiguities) = plan(&qs, &[0, 1, 2], &|p| Some(Cow::Borrowed(&qs[p])));
    assert_eq!(ambiguities.len(), 1);
    let sources: Vec<&str> = ambiguities[0].pages.iter().map(|&p| qs[p].source.as_str()).collect();
    assert_eq!(sources, ["https://x/en/a", "https://x/en/b"]);
    assert_eq!(plans.len(), 3);
}

#[test]
fn sparse_pages_of_a_topic_find_their_places() {
    let keep = ["en-q1", "fr-q1", "fr-q3", "nl-q2", "nl-q3"];
    let qs: Vec<Question> =
        site_text_pages().into_iter().filter(|q| keep.contains(&q.source.as_str())).collect();
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert!(ambiguities.is_empty(), "{ambiguities:?}");
    assert_groups_are_questions(&qs, &plans);
    let mut shapes: Vec<Vec<&str>> =
        plans.iter().map(|p| p.pages.iter().map(|&i| qs[i].source.as_str()).collect()).collect();
    shapes.sort();
    assert_eq!(shapes, [vec!["en-q1", "fr-q1"], vec!["fr-q3", "nl-q3"], vec!["nl-q2"]]);
}

/// A full topic in `lang`: title `k` names the number `sizes[k]`, each page lists all others.
pub(crate) fn sized_topic(lang: &str, word: &str, sizes: &[u32]) -> Vec<Question> {
    let n = sizes.len();
    let title = |k: usize| format!("{word} {} GB?", sizes[k % n]);
    (0..n)
        .map(|i| {
            let mut q = Question::new(lang, format!("{lang} topic"), title(i));
            q.related = (1..n).map(|k| title(i + k).into()).collect();
            q.source = format!("{lang}-{i}");
            q.assign_id();
            q
        })
        .collect()
}

#[test]
fn a_topic_with_questions_missing_in_one_language_is_aligned_around_the_gaps() {
    for (fr, missing) in [(&[11, 22, 44, 55][..], &[33][..]), (&[22, 33, 44][..], &[11, 55][..])] {
        let mut qs = sized_topic("en", "How big is", &[11, 22, 33, 44, 55]);
        qs.extend(sized_topic("fr", "Quelle taille fait", fr));
        let all: Vec<usize> = (0..qs.len()).collect();
        let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
        assert!(ambiguities.is_empty(), "{ambiguities:?}");
        assert_eq!(plans.len(), 5);
        for p in &plans {
            let sizes: Vec<&str> =
                p.pages.iter().map(|&i| qs[i].stem.rsplit(' ').nth(1).unwrap()).collect();
            let alone = missing.iter().any(|m| m.to_string() == sizes[0]);
            assert_eq!(sizes.len(), if alone { 1 } else { 2 }, "{sizes:?}");
            assert!(sizes.iter().all(|s| *s == sizes[0]), "{sizes:?}");
        }
    }
    // Titles that match no place of the longer topic are not forced into it.
    let mut qs = sized_topic("en", "How big is", &[11, 22, 33, 44, 55]);
    qs.extend(sized_topic("fr", "Quelle taille fait", &[66, 77, 88, 99]));
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, _) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert!(plans.iter().all(|p| p.pages.len() == 1));
    // With the question there, the languages pair up.
    let mut qs = sized_topic("en", "How big is", &[11, 22, 33, 44, 55]);
    qs.extend(sized_topic("fr", "Quelle taille fait", &[33, 44, 55, 11, 22]));
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert!(ambiguities.is_empty(), "{ambiguities:?}");
    assert_eq!(plans.len(), 5);
    for p in &plans {
        let sizes: Vec<&str> =
            p.pages.iter().map(|&i| qs[i].stem.rsplit(' ').nth(1).unwrap()).collect();
        assert_eq!(sizes[0], sizes[1], "{sizes:?}");
    }
}

#[test]
fn a_page_finds_its_translation_and_a_repeat_finds_its_first_group() {
    let qs: Vec<Question> = site_text_pages().into_iter().filter(|q| q.lang != "nl").collect();
    let fr_q2 = qs.iter().position(|q| q.source == "fr-q2").unwrap();
    let en_q2 = qs.iter().position(|q| q.source == "en-q2").unwrap();
    let mut with_repeat = qs.clone();
    with_repeat.push(qs[en_q2].clone());
    let grouping = crate::group(&with_repeat, &quizdeck_model::NoProgress);
    assert_eq!(grouping.page_in(en_q2, "fr"), Some(fr_q2));
    assert_eq!(grouping.page_in(fr_q2, "en"), Some(en_q2));
    assert_eq!(grouping.page_in(fr_q2, "fr"), Some(fr_q2));
    assert_eq!(grouping.page_in(en_q2, "nl"), None, "no Dutch page was read");
    let repeat = with_repeat.len() - 1;
    assert_eq!(grouping.duplicates, [(repeat, en_q2)]);
    assert_eq!(grouping.page_in(repeat, "fr"), Some(fr_q2));
    let g = grouping.group_of(en_q2).unwrap();
    assert_eq!(grouping.groups[g].langs, ["en", "fr"]);
    assert!(grouping.groups[g].missing.is_empty());
    assert!(grouping.members(grouping.groups.len()).is_empty());
}

/// A topic of questions on sizes, each page with choices (`title` overrides the titles).
fn topic_with_bodies(
    lang: &str,
    word: &str,
    sizes: &[u32],
    title: impl Fn(usize) -> Option<String>,
) -> Vec<Question> {
    let n = sizes.len();
    let title = |k: usize| title(k % n).unwrap_or_else(|| format!("{word} {} GB?", sizes[k % n]));
    (0..n)
        .map(|i| {
            let mut q = Question::new(lang, format!("{lang} topic"), title(i));
            q.related = (1..n).map(|k| title(i + k).into()).collect();
            let s = sizes[i];
            q.choices = [s, 2 * s, 4 * s]
                .iter()
                .zip(["A", "B", "C"])
                .map(|(v, l)| quizdeck_model::Choice::new(l, format!("{v} ms")))
                .collect();
            q.explanation = format!("{s} GB / {} GB/s = 1 s", s);
            q.source = format!("{lang}-{i}");
            q.assign_id();
            q
        })
        .collect()
}

#[test]
fn one_page_that_contradicts_its_place_leaves_only_itself_ungrouped() {
    let sizes = [11, 22, 33, 44, 55, 66, 77, 88];
    let mut qs = topic_with_bodies("en", "How big is", &sizes, |_| None);
    let mut fr = topic_with_bodies("fr", "Quelle taille fait", &sizes, |k| {
        (k == 2).then(|| "Quelle taille ?".to_owned())
    });
    // The page at that place says nothing its counterpart says.
    fr[2].choices.iter_mut().zip([7001, 7002, 7003]).for_each(|(c, v)| c.text = format!("{v} h"));
    fr[2].explanation.clear();
    qs.extend(fr);
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert_eq!(ambiguities.len(), 1, "{ambiguities:?}");
    assert_eq!(ambiguities[0].pages.len(), 1);
    assert_eq!(qs[ambiguities[0].pages[0]].source, "fr-2");
    let pairs = plans.iter().filter(|p| p.pages.len() == 2).count();
    assert_eq!(pairs, 7, "the other French pages are grouped");
    for p in plans.iter().filter(|p| p.pages.len() == 2) {
        let ends: Vec<&str> = p.pages.iter().map(|&i| &qs[i].source[3..]).collect();
        assert_eq!(ends[0], ends[1]);
    }
}

/// A quiz file's question: no key, no "more questions" list.
fn lone(lang: &str, stem: &str, choices: [&str; 3], source: &str) -> Question {
    let mut q = Question::new(lang, "Astronomy", stem);
    q.choices = choices
        .iter()
        .zip(["A", "B", "C"])
        .map(|(t, l)| quizdeck_model::Choice::new(l, *t))
        .collect();
    q.answer = "A".into();
    q.source = source.into();
    q.assign_id();
    q
}

#[test]
fn pages_without_neighbours_group_only_on_what_they_say() {
    let qs = vec![
        lone(
            "en",
            "Which probe flew past Pluto in 2015?",
            ["New Horizons", "Voyager 2", "Cassini"],
            "en#1",
        ),
        lone(
            "en",
            "Which telescope observes in the infrared from the L2 point?",
            ["JWST", "Hubble", "Chandra"],
            "en#2",
        ),
        lone(
            "de",
            "Welche Sonde flog 2015 an Pluto vorbei?",
            ["New Horizons", "Voyager 2", "Cassini"],
            "de#1",
        ),
        // About the same telescope as en#2, but another question with other choices.
        lone(
            "de",
            "Wann startete das Weltraumteleskop am Punkt L2?",
            ["Im Dezember 2021", "Im Juni 2019", "Im März 2023"],
            "de#9",
        ),
    ];
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    let grouped: Vec<Vec<&str>> = plans
        .iter()
        .filter(|p| p.pages.len() > 1)
        .map(|p| p.pages.iter().map(|&i| qs[i].source.as_str()).collect())
        .collect();
    assert_eq!(grouped, [vec!["de#1", "en#1"]], "{ambiguities:?}");
}

#[test]
fn outlines_group_as_their_questions_do() {
    // Text renderings of the site, a topic whose misplaced page only its body gives away, quiz
    // file questions without neighbours, and pages linked by keys and URLs, with everything an
    // outline leaves out filled in.
    let sizes = [12, 24, 36, 48, 60, 72];
    let mut qs = site_text_pages();
    qs.extend(topic_with_bodies("en", "How large is", &sizes, |_| None));
    let mut es = topic_with_bodies("es", "Qué tamaño tiene", &sizes, |k| {
        (k == 3).then(|| "¿Qué tamaño?".to_owned())
    });
    es[3].choices.iter_mut().zip([901, 902, 903]).for_each(|(c, v)| c.text = format!("{v} h"));
    es[3].explanation.clear();
    qs.extend(es);
    qs.push(lone(
        "en",
        "Which moon of Saturn has a thick atmosphere?",
        ["Titan", "Rhea", "Mimas"],
        "en#3",
    ));
    qs.push(lone(
        "pl",
        "Który księżyc Saturna ma gęstą atmosferę?",
        ["Tytan", "Rea", "Mimas"],
        "pl#3",
    ));
    for (lang, key) in [("en", "k1"), ("sv", "k1"), ("sv", "k2")] {
        let mut q = lone(lang, "Hur långt är ett ljusår?", ["9,46 Pm", "1 AU", "3,26 pc"], key);
        q.key = Some(key.into());
        qs.push(q);
    }
    let mut linked = lone("fi", "Kuinka pitkä on valovuosi?", ["9,46 Pm", "1 AU", "3,26 pc"], "fi");
    linked.translations = std::sync::Arc::new(
        [("sv".into(), "https://q.example/sv/k1".into())].into_iter().collect(),
    );
    qs.push(linked);
    for q in &mut qs {
        q.answer_text = Some(format!("{} (answer)", q.stem));
        q.declared_lang = Some("und".into());
        q.media = vec![quizdeck_model::Media { src: "x.png".into(), ..Default::default() }];
    }
    let outlines: Vec<Question> = qs.iter().cloned().map(crate::outline).collect();
    assert!(outlines.iter().any(|q| q.choices.is_empty()), "linked pages drop their choices");
    let reads = std::sync::Mutex::new(std::collections::BTreeSet::new());
    let full = |p: usize| {
        reads.lock().unwrap().insert(p);
        Some(Cow::Borrowed(&qs[p]))
    };
    let outlined = crate::group_outlines(&outlines, &full, &NoProgress);
    let whole = crate::group(&qs, &NoProgress);
    assert!(whole.ambiguities.iter().any(|a| a.message.contains("choices and explanation")));
    assert_eq!(outlined, whole);
    let reads = reads.into_inner().unwrap().len();
    assert!(reads > 0 && reads < qs.len(), "{reads} of {} pages read in full", qs.len());
}

/// `sized_topic` with every page keyed `<prefix><size>`.
pub(crate) fn keyed_topic(lang: &str, word: &str, sizes: &[u32], prefix: &str) -> Vec<Question> {
    let mut qs = sized_topic(lang, word, sizes);
    for (q, size) in qs.iter_mut().zip(sizes) {
        q.key = Some(format!("{prefix}{size}"));
        q.assign_id();
    }
    qs
}

/// The plans as sorted lists of `lang:size` (the number each title names).
fn shapes(qs: &[Question], plans: &[Plan]) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = plans
        .iter()
        .map(|p| {
            let mut s: Vec<String> = p
                .pages
                .iter()
                .map(|&i| format!("{}:{}", qs[i].lang, qs[i].stem.rsplit(' ').nth(1).unwrap()))
                .collect();
            s.sort();
            s
        })
        .collect();
    out.sort();
    out
}

#[test]
fn text_renderings_join_the_keyed_pages_of_their_question() {
    let sizes = [11, 22, 33, 44, 55];
    let mut qs = keyed_topic("en", "How big is", &sizes, "k");
    qs.extend(keyed_topic("de", "Wie groß ist", &sizes, "k"));
    // Dutch in another order: its pages start elsewhere in the topic.
    qs.extend(sized_topic("nl", "Hoe groot is", &[33, 44, 55, 11, 22]));
    qs.extend(sized_topic("fr", "Quelle taille fait", &sizes));
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert!(ambiguities.is_empty(), "{ambiguities:?}");
    assert_eq!(plans.len(), 5, "{:?}", shapes(&qs, &plans));
    for p in &plans {
        assert_eq!(p.by, GroupBy::Key);
        let size = qs[p.pages[0]].stem.rsplit(' ').nth(1).unwrap();
        assert_eq!(p.id, format!("k{size}"));
        let langs: Vec<&str> = p.pages.iter().map(|&i| qs[i].lang.as_str()).collect();
        assert_eq!(langs, ["de", "en", "fr", "nl"]);
        assert!(p.evidence.starts_with(&format!("key k{size}; fr nl placed by position")), "{p:?}");
    }
    assert_eq!(shapes(&qs, &plans).iter().flatten().count(), 20);
    for s in shapes(&qs, &plans) {
        let size = s[0].split(':').nth(1).unwrap();
        assert!(s.iter().all(|x| x.ends_with(&format!(":{size}"))), "{s:?}");
    }
}

#[test]
fn text_renderings_of_a_keyed_language_stay_apart_from_its_keyed_pages() {
    // French comes keyed and as text renderings: the French text pages may not join a group that
    // has a French page already, and the keyed French pages have text pages of their own.
    let sizes = [11, 22, 33, 44, 55];
    let mut qs = keyed_topic("en", "How big is", &sizes, "k");
    qs.extend(keyed_topic("fr", "Quelle taille fait", &sizes, "k"));
    qs.extend(sized_topic("fr", "Quelle taille fait", &sizes));
    qs.extend(sized_topic("nl", "Hoe groot is", &sizes));
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert!(ambiguities.is_empty(), "{ambiguities:?}");
    assert_eq!(plans.len(), 10, "{:?}", shapes(&qs, &plans));
    for p in &plans {
        let langs: Vec<&str> = p.pages.iter().map(|&i| qs[i].lang.as_str()).collect();
        match p.by {
            GroupBy::Key => assert_eq!(langs, ["en", "fr"]),
            GroupBy::Sequence => assert_eq!(langs, ["fr", "nl"]),
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn text_renderings_of_other_questions_do_not_join_keyed_pages() {
    let mut qs = keyed_topic("en", "How big is", &[11, 22, 33, 44, 55], "k");
    qs.extend(sized_topic("fr", "Quelle taille fait", &[66, 77, 88, 99, 111]));
    qs.extend(sized_topic("nl", "Hoe groot is", &[66, 77, 88, 99, 111]));
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, _) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    let keyed: Vec<&Plan> = plans.iter().filter(|p| p.by == GroupBy::Key).collect();
    assert_eq!(keyed.len(), 5);
    assert!(keyed.iter().all(|p| p.pages.len() == 1 && !p.evidence.contains(';')), "{keyed:?}");
    for s in shapes(&qs, &plans) {
        let size = s[0].split(':').nth(1).unwrap();
        assert!(s.iter().all(|x| x.ends_with(&format!(":{size}"))), "{s:?}");
    }
}

#[test]
fn outlines_of_keyed_pages_bridge_as_their_questions_do() {
    // A linked page's outline has no choices: the text renderings still join its group, whether
    // its choices are known or not.
    let sizes = [12, 24, 36, 48, 60, 72];
    let mut qs = topic_with_bodies("en", "How large is", &sizes, |_| None);
    qs.extend(topic_with_bodies("es", "Qué tamaño tiene", &sizes, |_| None));
    let mut de = topic_with_bodies("de", "Wie groß ist", &sizes, |_| None);
    for (q, size) in de.iter_mut().zip(sizes) {
        q.key = Some(format!("size{size}"));
        q.assign_id();
    }
    qs.extend(de);
    let outlines: Vec<Question> = qs.iter().cloned().map(crate::outline).collect();
    let full = |p: usize| Some(Cow::Borrowed(&qs[p]));
    let outlined = crate::group_outlines(&outlines, &full, &NoProgress);
    let whole = crate::group(&qs, &NoProgress);
    assert_eq!(outlined, whole);
    assert_eq!(whole.groups.len(), 6, "{:?}", whole.groups);
    assert!(whole.groups.iter().all(|g| g.by == GroupBy::Key && g.langs == ["de", "en", "es"]));
}

#[test]
fn a_topic_in_words_beside_another_language_s_topic_of_numbers_is_another_topic() {
    // Two topics of four questions in two languages, sharing nothing: the Danish titles carry
    // numbers the Italian ones would keep if they were the same questions.
    let mut qs =
        faceless_topic("it", ["Quale arpa?", "Quale viola?", "Quale tromba?", "Quale oboe?"]);
    qs.extend(sized_topic("da", "Hvor stor er", &[12, 34, 56, 78]));
    let all: Vec<usize> = (0..qs.len()).collect();
    let (plans, ambiguities) = plan(&qs, &all, &|p| Some(Cow::Borrowed(&qs[p])));
    assert!(ambiguities.is_empty(), "{ambiguities:?}");
    assert_eq!(plans.len(), 8);
    assert!(plans.iter().all(|p| p.pages.len() == 1 && p.by == GroupBy::Sequence), "{plans:?}");
}
