//! Turning a recognized page into model questions: language, URLs, ids, media.

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use quizdeck_model::{
    AnswerFrom, Choice, Media, MediaField, Question, is_language_tag, normalize_lang, question_id,
};

use crate::block::{Block, text_blocks};
use crate::layout::{Found, Layout, Mode, recognize};
use crate::{ErrorKind, html, jsonld, lang, markdown};

/// Each question of an input: read, or rejected with why.
pub(crate) type Outcome = Result<Question, ErrorKind>;

/// Questions of a text rendering.
/// `declared`: the language its front matter gives, if any.
pub(crate) fn from_text(text: &str, declared: Option<&str>) -> Result<Vec<Outcome>, ErrorKind> {
    let text = crate::marks::strip_markdown_marks(text);
    let text = crate::marks::strip_link_numbers(&text);
    let mut blocks = text_blocks(&text);
    let layout = recognize(&mut blocks, Mode::Text, None)?;
    let first = blocks.first().map(|b| b.text.as_str()).unwrap_or("");
    // The language's name is the first line, or the line right above the menu when a site's
    // name comes first (`МэдлэгКвиз` / `Монгол` / `Нүүр | Сэдвүүд | …`).
    let above_menu = || {
        let menu = blocks.iter().take(3).position(|b| crate::related::is_menu(&b.text))?;
        lang::endonym(&blocks[menu.checked_sub(1)?].text)
    };
    // Or a line among the first that names it after a one-word lead (`Språk: Norsk bokmål`).
    let led = || blocks.iter().take(4).find_map(|b| lang::led_endonym(&b.text));
    let lang = declared
        .or_else(|| lang::endonym(first))
        .or_else(above_menu)
        .or_else(led)
        .map(str::to_owned);
    // A language switcher among the first lines (`Galego | Castellano | English`, under a
    // site's name and menu) names the languages the page may be in.
    let switcher = match lang {
        None => blocks.iter().take(4).map(|b| lang::switcher(&b.text)).find(|s| !s.is_empty()),
        Some(_) => None,
    };
    let switcher = switcher.unwrap_or_default();
    Ok(build(&blocks, layout, &PageInfo { lang, switcher, ..PageInfo::default() }, None))
}

/// Questions of a Markdown document. Its language is its text's.
/// `declared`: the language its front matter gives, if any.
pub(crate) fn from_markdown(
    text: &str,
    base: Option<&Path>,
    declared: Option<&str>,
) -> Result<Vec<Outcome>, ErrorKind> {
    let mut blocks = markdown::blocks(&crate::admonition::unboxed(text));
    let layout = recognize(&mut blocks, Mode::Markup, None)?;
    let info = PageInfo { lang: declared.map(str::to_owned), ..PageInfo::default() };
    Ok(build(&blocks, layout, &info, base))
}

/// Questions of an HTML page: its visible layout, else its JSON-LD.
pub(crate) fn from_html(text: &str, base: Option<&Path>) -> Result<Vec<Outcome>, ErrorKind> {
    let doc = scraper::Html::parse_document(&crate::depth::cap_depth(text));
    let (mut blocks, meta) = html::render(&doc);
    let info = PageInfo::from_meta(&meta, &blocks);
    match recognize(&mut blocks, Mode::Markup, info.title.as_deref()) {
        Ok(layout) => {
            let mut out = build(&blocks, layout, &info, base);
            // Structured data that marks another choice correct than the reveal: one of the
            // two is wrong, and the page does not say which.
            if !meta.json_ld.is_empty() {
                let ld = jsonld::questions(&meta.json_ld);
                let many = out.len() > 1;
                for (i, outcome) in out.iter_mut().enumerate() {
                    if let Ok(q) = outcome
                        && let Some(message) = jsonld::contradiction(q, &ld, !many)
                    {
                        let question = many.then_some(i + 1);
                        let at = crate::error::Position { line: None, question };
                        *outcome = Err(ErrorKind::Inconsistent { message, at });
                    }
                }
            }
            Ok(out)
        }
        Err(e) => {
            let ld = jsonld::questions(&meta.json_ld);
            if ld.is_empty() {
                return Err(e);
            }
            Ok(ld.into_iter().map(|q| Ok(from_json_ld(q, &info))).collect())
        }
    }
}

/// What a page says about itself.
#[derive(Debug, Default)]
struct PageInfo {
    lang: Option<String>,
    /// The page declares `lang` and lists its own URL under that language among its
    /// translations.
    confirmed: bool,
    /// `lang` is the markup's declaration (`<html lang>`), which a site's template may give every
    /// page whatever its text, rather than the language line a text rendering shows.
    from_markup: bool,
    /// The languages a text rendering's switcher lists, where its first line is one: the page
    /// is in one of them.
    switcher: Vec<&'static str>,
    url: Option<String>,
    translations: Arc<BTreeMap<Arc<str>, Arc<str>>>,
    /// The page id shared by the URLs of all translations.
    url_key: Option<String>,
    title: Option<String>,
}

impl PageInfo {
    fn from_meta(meta: &html::PageMeta, blocks: &[Block]) -> Self {
        let mut alternates: Vec<(String, String)> = meta
            .alternates
            .iter()
            .filter(|(l, _)| !l.eq_ignore_ascii_case("x-default"))
            .cloned()
            .collect();
        if alternates.is_empty() && meta.canonical.is_some() {
            alternates = meta.body_hreflang.clone();
        }
        // Relative links are resolved against `<base href>`, else the canonical URL.
        let base_href = meta.base.as_deref().and_then(|b| url::Url::parse(b).ok());
        let resolve = |base: Option<&url::Url>, href: &str| -> String {
            base.and_then(|b| b.join(href).ok()).map_or_else(|| href.to_owned(), String::from)
        };
        // An absolute URL comes back in its normal form (percent-encoded), relative ones resolved.
        // Else the address a browser saved the page from (its mark of the web).
        let url =
            meta.canonical.as_deref().or(meta.saved_from.as_deref()).map(
                |c| match url::Url::parse(c) {
                    Ok(u) => String::from(u),
                    Err(_) => resolve(base_href.as_ref(), c),
                },
            );
        let base = base_href.or_else(|| url.as_deref().and_then(|u| url::Url::parse(u).ok()));
        let absolute = |href: &str| resolve(base.as_ref(), href);
        let alternates: Vec<(String, String)> = alternates
            .into_iter()
            .filter(|(l, _)| is_language_tag(l))
            .map(|(l, h)| (l, absolute(&h)))
            .collect();
        let declared = meta.lang.clone().filter(|l| is_language_tag(l));
        let listed = url
            .as_deref()
            .and_then(|url| alternates.iter().find(|(_, h)| h == url).map(|(l, _)| l.clone()));
        // A host's template declares one language around every page it serves; a site that
        // lists this very URL under that language among its translations says it of this page.
        // Said both ways, the page is in that language by the site's word: text in another
        // language is then a translation left undone, for `check` to report, not a page to move
        // to another language. Links that list one URL under several languages (a site that
        // switches language by a cookie) say nothing of this page's; nor does a language
        // switcher naming a language, since a two-language site's toggle names the other one.
        let confirmed = declared.as_deref().zip(url.as_deref()).is_some_and(|(d, url)| {
            let mut under = alternates.iter().filter(|(_, h)| h == url).peekable();
            under.peek().is_some() && under.all(|(l, _)| same_language(d, l))
        });
        let lang = declared.or(listed).or_else(|| {
            blocks
                .iter()
                .find(|b| !b.hidden)
                .and_then(|b| lang::endonym(&b.text))
                .map(str::to_owned)
        });
        let mut translations: BTreeMap<Arc<str>, Arc<str>> =
            alternates.iter().map(|(l, h)| (normalize_lang(l).into(), h.as_str().into())).collect();
        if !translations.is_empty()
            && let (Some(l), Some(u)) = (&lang, &url)
            && !translations.values().any(|h| **h == **u)
        {
            translations.entry(normalize_lang(l).into()).or_insert_with(|| u.as_str().into());
        }
        let url_key =
            url.as_deref().and_then(|u| shared_segment(u, translations.values().map(|h| &**h)));
        Self {
            from_markup: lang.is_some(),
            lang,
            confirmed,
            switcher: Vec::new(),
            url,
            translations: Arc::new(translations),
            url_key,
            title: meta.title.clone(),
        }
    }
}

/// Whether two language tags name one language by their primary subtag (`pt`, `pt-BR` and
/// `pt_PT` do: regions and scripts are not told apart).
fn same_language(a: &str, b: &str) -> bool {
    fn primary(t: &str) -> &str {
        t.trim().split(['-', '_']).next().unwrap_or_default()
    }
    primary(a).eq_ignore_ascii_case(primary(b))
}

/// The path segment with a digit that the canonical URL shares, at the same place, with every
/// alternate (`…/1041/` in `/en/topic/1041/` and `/nl/topic/1041/`); without alternates, the
/// canonical URL's last segment with a digit.
fn shared_segment<'a>(url: &str, others: impl Iterator<Item = &'a str>) -> Option<String> {
    let segs = |u: &str| -> Vec<String> {
        let path = u.split(['?', '#']).next().unwrap_or("");
        let path = path
            .split_once("://")
            .map_or(path, |(_, rest)| rest.split_once('/').map_or("", |(_, p)| p));
        path.split('/').map(str::to_owned).collect()
    };
    let own = segs(url);
    let others: Vec<Vec<String>> = others.map(segs).collect();
    own.iter()
        .enumerate()
        .rev()
        .filter(|(_, s)| s.chars().any(|c| c.is_ascii_digit()))
        .find(|(i, s)| others.iter().all(|o| o.get(*i) == Some(s)))
        .map(|(_, s)| s.clone())
}

fn build(blocks: &[Block], layout: Layout, info: &PageInfo, base: Option<&Path>) -> Vec<Outcome> {
    let single = layout.items.len() == 1;
    let read: Vec<&Found> = layout.items.iter().filter_map(|i| i.as_ref().ok()).collect();
    let shared_label = label_of_every_stem(&read);
    let counted = crate::counter::shared_counter(read.iter().map(|f| f.stem.as_str()));
    // A title `<stem> | <topic>` (or `<stem> - <topic>`) names the topic beside the stem; the
    // part that holds the stem is none, nor the site's name (the text of its link home).
    let title_topic = || {
        let title = info.title.as_deref()?.replace(" - ", " | ");
        let stem = read.first()?.stem.as_str();
        let site = |part: &str| blocks.iter().any(|b| b.chrome && b.text.trim() == part);
        (!stem.is_empty() && title.contains(stem))
            .then(|| {
                title
                    .split(['|', '–', '—', '·'])
                    .map(str::trim)
                    .find(|part| !part.is_empty() && !part.contains(stem) && !site(part))
                    .map(str::to_owned)
            })
            .flatten()
    };
    let topic = layout.topic.clone().or_else(title_topic).unwrap_or_default();
    // "Category: Chemistry": the label is no part of the topic, unless the page says its word
    // elsewhere ("Chemistry: Acids" under a title "Chemistry quiz").
    let said: Vec<&str> = info
        .title
        .as_deref()
        .into_iter()
        .chain(read.iter().flat_map(|f| {
            std::iter::once(f.stem.as_str()).chain(f.choices.iter().map(|c| c.1.as_str()))
        }))
        .collect();
    let unlabelled = crate::parts::without_label(&topic, &said);
    // What follows a subject's name and a colon may only name the kind of page (`Azərbaycan
    // tarixi: test №12`) or speak of the quiz (`Sterrekunde: vraag van die week`, question of
    // the week): the subject is the topic then.
    // So may a compound that ends in a quiz word (`Pythoni alused: kontrolltest`), or a few
    // words a quiz word leads (`Astronomia: qüestionari de repàs`).
    let of_the_quiz = |t: &str| {
        crate::lexicon::names_a_quiz(t)
            || crate::parts::about_the_quiz(t)
            || crate::lexicon::compound_quiz_word(t)
            || crate::lexicon::led_by_quiz_word(t)
            || crate::lexicon::kind_of_questions(t)
    };
    // Where no label was cut, what follows the first colon.
    let after_colon = match topic.split_once([':', '：']) {
        Some((subject, rest)) if unlabelled.len() == topic.len() => {
            Some(rest.trim_start()).filter(|_| subject.split_whitespace().count() <= 4)
        }
        _ => None,
    };
    let quiz_part = Some(unlabelled).filter(|u| u.len() < topic.len()).or(after_colon);
    let topic = if let Some(part) = quiz_part.filter(|p| of_the_quiz(p)) {
        let label = &topic[..topic.len() - part.len()];
        label.trim_end().trim_end_matches(|c: char| !c.is_alphanumeric()).trim().to_owned()
    } else if layout.topic_repeated {
        // The list of more questions names the topic with its lead (`Więcej pytań o Historia:
        // średniowiecze`): the lead is part of its name, no label.
        topic
    } else {
        unlabelled.to_owned()
    };
    // What is left of a labelled line may be only a date or a number (`Exported: 2025-02-14`,
    // `Експортовано: 14.02.2025`): a record's field, no subject. Nor is a name of the kind of
    // page alone (a Q&A site's `Pitanja`, questions; `Quiz`).
    // Such a name is a word or three (`Test nr 4`): a longer topic is not put to the lexicon.
    let long =
        topic.split(|c: char| c.is_whitespace() || c == '-').filter(|w| !w.is_empty()).nth(3);
    let subject = topic.chars().any(char::is_alphabetic)
        && (long.is_some() || !crate::lexicon::names_a_quiz(&topic));
    let topic = if subject { topic } else { String::new() };
    // A title's words that only say it is a quiz (`Quiz de Astronomía`, `Zeměpis – kvíz`) are
    // no part of its subject; a topic the list of more questions repeats whole is as it is.
    let topic = match layout.topic_repeated {
        false => crate::lexicon::subject_of_title(&topic).to_owned(),
        true => topic,
    };
    // One language per page: the declared one, unless the quiz text is clearly in another;
    // detected over all its questions when the page does not say.
    let stems = quiz_text(&read, Found::stem_prose);
    // Gathered once, when first asked for.
    let all_prose = std::cell::LazyCell::new(|| quiz_text(&read, |f| &f.prose));
    let declared = info.lang.as_deref().map(normalize_lang);
    // A page declared in a Cyrillic language the detector knows whose text writes letters that
    // language never does (`lang="ru"` around Mongolian `ө`, `ү`) is told as if undeclared.
    // So is a page declared English whose text is mostly not in English's letters (a template's
    // `lang="en"` around Yoruba `Ìlù wo la mọ̀ sí …`).
    // Asked of the stems first, already at hand, so that an English page's whole prose is
    // gathered only when its stems hold letters beyond the basic ones at all.
    let accented =
        |t: &str| t.chars().filter(|c| !c.is_ascii() && c.is_alphabetic()).nth(2).is_some();
    let declared = declared.filter(|d| {
        let foreign = || {
            lang::cyrillic_of_detector(d) && lang::foreign_to(d, &all_prose)
                || d == "en" && accented(&stems) && lang::beyond_basic_latin(&all_prose)
        };
        info.confirmed || !foreign()
    });
    let (lang, overruled) = match declared {
        Some(d) if info.confirmed => (d, None),
        // The stems must say so too: a translation that left one paragraph of its explanation
        // in the source language is still a page in its declared language. They are asked
        // first: short, they are most often too short to overrule anything, and the whole prose
        // then need not be put to the detector.
        // Stems too short for the detector to be sure (one question's) may still lean towards
        // the language the whole prose is clearly in: a template's `lang="en"` around a Polish
        // question and its explanation.
        Some(d) => match lang::overruling(&d, &stems)
            .or_else(|| info.from_markup.then(|| lang::leaning(&d, &stems)).flatten())
            // Or the stems' language is one the whole prose goes beyond (no Russian writes `ө`).
            .and_then(|t| {
                lang::overruling(&d, &all_prose)
                    .filter(|&all| all == t || all == lang::UNDETERMINED)
            }) {
            // A text in no language the detector names (Mongolian, which is not Russian) may be
            // named by the page's leads (`Хариулт:`).
            Some(lang::UNDETERMINED) => {
                match lang::by_leads(None, blocks.iter().map(|b| b.text.as_str())) {
                    Some(lang::Leads::Name(t)) => (t.to_owned(), Some(d)),
                    _ => (lang::UNDETERMINED.to_owned(), Some(d)),
                }
            }
            // The detector may have taken the text for a language near one it does not know
            // (Swahili for Shona): the page's leads (`Jibu:`) name that one, as they do on a
            // page that declares nothing. Leads that name another language the detector knows
            // (a template's `Answer:`) say nothing against it.
            Some(t) => match lang::by_leads(Some(t), blocks.iter().map(|b| b.text.as_str())) {
                Some(lang::Leads::Name(named)) if named == d => (d, None),
                Some(lang::Leads::Name(named)) => (named.to_owned(), Some(d)),
                _ => (t.to_owned(), Some(d)),
            },
            // Text the detector cannot name (Basque, Hausa) under a template's declaration
            // (`lang="en"`) that uses none of the declared language's commonest words, in its
            // stems nor in its whole prose, is in the language its leads name alone
            // (`Erantzuna:`), as on a page that declares nothing.
            None => {
                let named = || match lang::by_leads(Some(&d), blocks.iter().map(|b| &*b.text)) {
                    Some(lang::Leads::Name(named)) => Some(named),
                    _ => None,
                };
                match lang::without_common_words(&d, &stems)
                    .then(named)
                    .flatten()
                    .filter(|_| lang::lacks_common_words(&d, &all_prose))
                {
                    Some(named) => (named.to_owned(), Some(d)),
                    None => (d, None),
                }
            }
        },
        // Undeclared: told from the stems, which say what language the questions are asked in
        // (explanations may quote another language at length), else from all the prose.
        None => {
            // Letters only a language the detector does not know writes, often in the page's
            // text (Maltese `ħ`), name it whatever the stems were taken for.
            let page_text: String =
                blocks.iter().map(|b| b.text.as_str()).collect::<Vec<_>>().join("\n");
            // Stems that use none of the commonest words of the language they were taken for
            // (Icelandic `Hvaða gagnatag er óbreytanlegt?` for Tagalog) do not tell it: the
            // whole prose is asked.
            let told = lang::lettered_beyond_detector(&page_text)
                .or_else(|| lang::detect(&stems).filter(|t| !lang::without_common_words(t, &stems)))
                .or_else(|| lang::detect(&all_prose));
            // Letters of the rest of the page that the language told does not write.
            let told = told.filter(|t| !lang::foreign_to(t, &all_prose));
            let told = lang::among(told, &info.switcher);
            // A language the detector does not know, named by the page's leads.
            let leads = |told| lang::by_leads(told, blocks.iter().map(|b| b.text.as_str()));
            // Unless they name the language of the whole prose, where the stems were taken for
            // another: a file translated in part, whose stems left in English outweigh those
            // translated (`Apa yang akan tampil?`), under leads of the translation (`Jawaban:`,
            // a word for "answer" in Indonesian and in Malay alike).
            let (told, by_leads) = match leads(told) {
                Some(named) => match lang::detect(&all_prose).filter(|&p| Some(p) != told) {
                    Some(prose) if leads(Some(prose)).is_none() => (Some(prose), None),
                    _ => (told, Some(named)),
                },
                None => (told, None),
            };
            let told = match by_leads {
                Some(lang::Leads::Name(t)) => Some(t),
                // Not a language its script alone names (an Aiken file's `ANSWER:` under
                // Georgian questions).
                Some(lang::Leads::Contradict) => {
                    told.filter(|&t| quizdeck_lang::by_script(&stems) == Some(t))
                }
                None => told,
            };
            (told.map(normalize_lang).unwrap_or_else(|| "und".to_owned()), None)
        }
    };
    layout
        .items
        .into_iter()
        .map(|item| {
            let f = item?;
            // An answer read only after a lead that is no answer word: on a page in a language
            // whose words for "answer" the registry knows, that lead says something else
            // (`Eniten ääniä: B – kesä.`, a poll's most votes).
            if let Some(at) = f.unknown_lead
                && quizdeck_lang::get(&lang).is_some_and(|l| !l.answer_words.is_empty())
            {
                return Err(ErrorKind::Incomplete { missing: crate::error::Missing::Answer, at });
            }
            let key = f.key.clone().or_else(|| single.then(|| info.url_key.clone()).flatten());
            // A page of several questions may give them in two languages side by side: a
            // question whose own prose is clearly in another (another script, or the detector
            // very sure) is in that one.
            // So is one in the script of the page's declaration where the page was read as in
            // another script's language.
            // Told from its stem first, as the page's language is: an explanation may quote
            // another language at length.
            let stem = f.stem_prose();
            let declared_own = || {
                overruled
                    .clone()
                    .filter(|d| lang::written_in(d, stem) && !lang::written_in(&lang, stem))
            };
            let overruled_by = || {
                lang::overruling(&lang, stem)
                    .filter(|&t| lang::overruling(&lang, &f.prose) == Some(t))
                    .map(str::to_owned)
            };
            let own = (!single).then(|| overruled_by().or_else(declared_own)).flatten();
            let mut q = Question {
                key,
                topic: f.section.clone().unwrap_or_else(|| topic.clone()),
                stem: match counted {
                    Some(k) => without_words(&f.stem, k).to_owned(),
                    None if shared_label => without_label(&f.stem).to_owned(),
                    None => f.stem.clone(),
                },
                choices: f.choices.iter().map(|(l, t, _)| Choice::new(l, t)).collect(),
                answer_from: f.answer_from,
                answer_text: f.answer_text.clone(),
                explanation: f.explanation.clone(),
                related: layout.related.clone(),
                url: info.url.clone(),
                translations: info.translations.clone(),
                media: media(blocks, &f, base),
                lang: own.unwrap_or_else(|| lang.clone()),
                declared_lang: overruled.clone(),
                ..Question::default()
            };
            q.set_correct_labels(f.answers.iter().cloned());
            // Questions sharing one page (a topic page) are told apart by their stem.
            let url = if single { q.url.as_deref() } else { None };
            q.id = question_id(&q.lang, q.key.as_deref(), url, &q.topic, &q.stem);
            Ok(q)
        })
        .collect()
}

/// Whether every stem of a page of several questions starts with a label and its colon (`Față:`
/// on each card of a set of flashcards, `Frage:`; `السؤال الأول:`, `السؤال الثاني:`, the first
/// question, the second): a word or two the page says of each question, no part of any. The
/// labels are one, or two words each that share the first (an ordinal after it). Each stem
/// must go on, after it, as a question does: it asks, and starts with a capital letter or a
/// letter of a script without case (`Translate: Hund` is kept whole).
fn label_of_every_stem(questions: &[&Found]) -> bool {
    if questions.len() < 2 {
        return false;
    }
    let leads: Option<Vec<&str>> = questions
        .iter()
        .map(|f| {
            let at = crate::sentence::first_colon(&f.stem)?;
            let lead = f.stem[..at].trim();
            let words = lead.split_whitespace().count();
            let after = without_label(&f.stem);
            let labelled = (1..=2).contains(&words)
                && lead.chars().count() <= 20
                && lead.chars().all(|c| c.is_alphabetic() || c == ' ')
                && crate::stem::asks(after)
                && after.starts_with(|c: char| c.is_alphabetic() && !c.is_lowercase());
            labelled.then_some(lead)
        })
        .collect();
    let Some(leads) = leads else { return false };
    fn first_word(l: &str) -> &str {
        l.split_whitespace().next().unwrap_or("")
    }
    let two = |l: &str| l.split_whitespace().count() == 2;
    leads.iter().all(|l| *l == leads[0])
        || leads.iter().all(|l| two(l) && first_word(l) == first_word(leads[0]))
            && leads.iter().skip(1).any(|l| *l != leads[0])
}

/// `stem` after its first colon and the spaces after it.
fn without_label(stem: &str) -> &str {
    match crate::sentence::first_colon(stem) {
        Some(at) => {
            let colon = stem[at..].chars().next().map_or(1, char::len_utf8);
            stem[at + colon..].trim_start()
        }
        None => stem,
    }
}

/// `text` after its first `k` words and the spaces after them.
fn without_words(text: &str, k: usize) -> &str {
    let mut rest = text.trim_start();
    for _ in 0..k {
        rest = rest.find(char::is_whitespace).map_or("", |at| rest[at..].trim_start());
    }
    rest
}

/// The quiz's own prose (`part` of each question: stems and explanations, without code) for
/// telling its language, at most a few thousand characters of it.
fn quiz_text(questions: &[&Found], part: impl Fn(&Found) -> &str) -> String {
    let mut text = String::new();
    for f in questions {
        if text.len() > 6000 {
            break;
        }
        text.extend(part(f).chars().take(2000));
        text.push(' ');
    }
    text
}

fn media(blocks: &[Block], f: &Found, base: Option<&Path>) -> Vec<Media> {
    let parts = f
        .stem_media
        .iter()
        .map(|&b| (b, MediaField::Stem))
        .chain(f.choices.iter().map(|(l, _, b)| (*b, MediaField::Choice(l.clone()))))
        .chain(f.explanation_media.iter().map(|&b| (b, MediaField::Explanation)));
    let mut out = Vec::new();
    for (b, field) in parts {
        for (src, alt) in &blocks[b].images {
            out.push(Media {
                field: field.clone(),
                src: src.clone(),
                file: resolve(src, base),
                alt: alt.clone(),
            });
        }
    }
    out
}

/// The local file a relative `src` names, relative to the page's folder. A URL with a scheme
/// (`https:`, `data:`, `cid:` of a saved web archive, `javascript:`, a drive letter's `C:`), one
/// from the root of a host (`/x.png`, `//cdn/x.png`) or a Windows path (`\\server`) names none.
/// Tabs and line breaks go first, as a browser drops them from a URL (`jav&#x09;ascript:`).
fn resolve(src: &str, base: Option<&Path>) -> Option<String> {
    let base = base?;
    let src: String = src.chars().filter(|c| !matches!(c, '\t' | '\n' | '\r')).collect();
    let src = src.trim_matches(|c: char| c <= ' ');
    if has_scheme(src) || src.starts_with(['/', '\\']) {
        return None;
    }
    let path = src.split(['?', '#']).next()?;
    let decoded = percent_decode(path);
    Some(base.join(decoded).to_string_lossy().into_owned())
}

/// Whether a URL starts with a scheme: a letter, then letters, digits, `+`, `-` or `.`, then `:`
/// (RFC 3986).
fn has_scheme(url: &str) -> bool {
    let Some((scheme, _)) = url.split_once(':') else { return false };
    scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

/// Decodes `%20`-style escapes in a relative URL path. Written by hand: it is the only URL
/// handling needed, and a URL crate cannot parse a relative reference without a base URL.
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(h) = s.get(i + 1..i + 3).and_then(|h| u8::from_str_radix(h, 16).ok())
        {
            out.push(h);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn from_json_ld(ld: jsonld::LdQuestion, info: &PageInfo) -> Question {
    let lang = ld
        .lang
        .filter(|l| is_language_tag(l))
        .or_else(|| info.lang.clone())
        .or_else(|| lang::detect(&ld.stem).map(str::to_owned));
    let mut q = Question {
        answer_from: Some(AnswerFrom::JsonLd),
        lang: lang.map(|l| normalize_lang(&l)).unwrap_or_else(|| "und".to_owned()),
        topic: ld.topic.or_else(|| info.title.clone()).unwrap_or_default(),
        stem: ld.stem,
        choices: ld.choices.into_iter().map(|(l, t)| Choice::new(l, t)).collect(),
        answer: ld.answer,
        explanation: ld.explanation,
        key: ld.key,
        url: ld.url.or_else(|| info.url.clone()),
        translations: info.translations.clone(),
        ..Question::default()
    };
    q.id = question_id(&q.lang, q.key.as_deref(), None, &q.topic, &q.stem);
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_segment_is_the_page_id() {
        let others = ["https://q.example/nl/topic/1041/", "https://q.example/fr/onderwerp/1041/"];
        assert_eq!(
            shared_segment("https://q.example/en/topic/1041/", others.into_iter()).as_deref(),
            Some("1041")
        );
        assert_eq!(
            shared_segment("https://q.example/en/t/q-77?x=1", std::iter::empty()).as_deref(),
            Some("q-77")
        );
        assert_eq!(shared_segment("https://q.example/en/t/", std::iter::empty()), None);
    }

    #[test]
    fn tags_name_one_language_by_their_primary_subtag() {
        assert!(same_language("pt-BR", "pt"));
        assert!(same_language("pt_PT", "PT-br"));
        assert!(same_language(" ro ", "ro-RO"));
        assert!(!same_language("en", "eo"));
        assert!(!same_language("sr-Latn", "hr"));
    }

    #[test]
    fn relative_images_resolve_against_the_page_folder() {
        let base = Path::new("site/pages");
        assert_eq!(
            resolve("img/a%20b.png?v=2", Some(base)).as_deref(),
            Some("site/pages/img/a b.png")
        );
        assert_eq!(resolve("https://cdn/x.png", Some(base)), None);
        assert_eq!(resolve("data:image/png;base64,AAAA", Some(base)), None);
    }

    #[test]
    fn a_url_with_a_scheme_or_from_a_root_names_no_local_image() {
        let base = Path::new("site");
        for src in [
            "cid:frame-1@mhtml.blink",
            "javascript:alert(1)",
            "jav\tascript:alert(1)",
            " JavaScript:x",
            "file:/etc/passwd.png",
            "mailto:x@example.com",
            "C:/Users/me/Pictures/passport.png",
            "c:passport.png",
            "\\\\server\\share\\x.png",
            "/home/me/x.png",
            "//cdn.example/x.png",
        ] {
            assert_eq!(resolve(src, Some(base)), None, "{src}");
        }
        // A colon after a slash is in a path, not a scheme.
        assert_eq!(resolve("img/a:b.png", Some(base)).as_deref(), Some("site/img/a:b.png"));
        assert_eq!(resolve("./c:x.png", Some(base)).as_deref(), Some("site/./c:x.png"));
    }
}
