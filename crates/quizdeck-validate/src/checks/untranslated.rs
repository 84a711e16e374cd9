//! `untranslated`: a text of one language's page that another language's gives alike, left
//! untranslated: a stem, a choice, an explanation, or a paragraph or sentence of one.

use std::collections::{BTreeMap, BTreeSet};

use quizdeck_group::anchors::{Anchors, collapse, normalize, word_id};
use quizdeck_model::text::clip;
use whatlang::Lang;

use super::language::{Detector, MIN_LETTERS, MIN_WORDS, kept_on_purpose, sentences};
use super::{GroupCtx, Part};

use crate::Code;
use crate::report::Finding;

/// Whether member `i`'s language is written in Latin letters (one the registry lacks is taken to
/// be).
fn writes_latin(ctx: &GroupCtx<'_>, i: usize) -> bool {
    quizdeck_lang::get(ctx.members[i].lang()).is_none_or(|l| l.is_latin())
}

/// Whether a short text (a name: `Flat white`, `Caffè latte`) that three or more pages give alike
/// is kept by at least half of the pages whose languages are written in its script: languages of
/// other scripts transliterate such names (`ფლეტ უაითი`), which says nothing of those that keep
/// them. A sentence copied by mistake is longer.
fn kept_in_its_script(ctx: &GroupCtx<'_>, members: &[usize], anchors: &Anchors) -> bool {
    // Words and characters counted only as far as the bounds.
    let short = || {
        anchors.text.split_whitespace().nth(4).is_none() && anchors.text.chars().nth(40).is_none()
    };
    if members.len() < 3 || !short() {
        return false;
    }
    let latin_text = anchors.latin_letters * 2 > anchors.letters;
    let same_script =
        (0..ctx.members.len()).filter(|&i| writes_latin(ctx, i) == latin_text).count();
    2 * members.len() >= same_script
}

/// The words of three letters or more of `text`, in small letters.
fn words_of(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 3)
        .map(str::to_lowercase)
        .collect()
}

/// Of pages giving one text alike, those it was copied into, when exactly one of them uses its
/// words elsewhere on the page (`10 times faster` in the stem of the page whose choice reads
/// `Exactly 10 times`; `the` in the other sentences of the English explanation, none in those of
/// a Swahili one that copied its last sentence): a copied text shares its words with the page it
/// comes from. `rest(i)` is the rest of page `i`'s text.
fn copied<'t>(
    members: &[usize],
    own: &str,
    rest: impl Fn(usize) -> Vec<&'t str>,
) -> Option<Vec<usize>> {
    let own = words_of(own);
    let at_home = |i: usize| {
        let rest: BTreeSet<String> = rest(i).into_iter().flat_map(words_of).collect();
        own.intersection(&rest).count()
    };
    let home: Vec<usize> = members.iter().map(|&i| at_home(i)).collect();
    let best = home.iter().copied().max().filter(|&b| b > 0)?;
    (home.iter().filter(|&&h| h == best).count() == 1)
        .then(|| members.iter().zip(&home).filter(|&(_, &h)| h < best).map(|(&i, _)| i).collect())
}

/// Of pages giving one text for `part`, those it was copied into (see [`copied`]).
fn copied_into(ctx: &GroupCtx<'_>, members: &[usize], part: Part) -> Option<Vec<usize>> {
    let own = ctx.members[members[0]].text(part);
    copied(members, own, |i| {
        let m = &ctx.members[i];
        let others = [Part::Stem, Part::Explanation]
            .into_iter()
            .chain((0..m.q.choices.len()).map(Part::Choice))
            .filter(|&p| p != part);
        others.map(|p| m.text(p)).collect()
    })
}

/// Of pages whose explanations give one paragraph or sentence, `text`, alike, those it was copied
/// into (see [`copied`]): the rest of each page is its stem, its choices and the rest of its
/// explanation.
fn copied_part_into(ctx: &GroupCtx<'_>, members: &[usize], text: &str) -> Option<Vec<usize>> {
    let given = collapse(&normalize(text));
    copied(members, text, |i| {
        let m = &ctx.members[i];
        let choices = (0..m.q.choices.len()).map(|k| m.text(Part::Choice(k)));
        let sentences = m.q.explanation_paragraphs().flat_map(self::sentences);
        let rest = sentences.filter(|s| !given.contains(&collapse(&normalize(s))));
        [m.text(Part::Stem)].into_iter().chain(choices).chain(rest).collect()
    })
}

/// `untranslated`: a stem, choice, explanation, explanation paragraph or sentence identical to another
/// language's.
pub(super) fn untranslated(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    let (n, ids) = ctx.comparable_choices();
    let mut parts: Vec<(Part, Vec<usize>)> = vec![(Part::Stem, (0..ctx.members.len()).collect())];
    parts.extend((0..n).map(|k| (Part::Choice(k), ids.clone())));
    parts.push((Part::Explanation, (0..ctx.members.len()).collect()));
    for (part, ids) in parts {
        let mut same: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for &i in &ids {
            if let Some(a) = ctx.members[i].part(part).filter(|a| !a.comparable.is_empty()) {
                same.entry(a.comparable.clone()).or_default().push(i);
            }
        }
        for members in same.into_values() {
            let Some(anchors) = ctx.members[members[0]].part(part) else { continue };
            let text = ctx.members[members[0]].text(part);
            if let Some(f) = left_in_latin(ctx, part, &members, anchors, text) {
                out.push(f);
                continue;
            }
            let copied = || copied_into(ctx, &members, part);
            if let Some(f) = same_text(ctx, part.name(&labels), &members, anchors, text, copied) {
                out.push(f);
            }
        }
    }
    explanation_paragraphs(ctx, out);
}

/// `untranslated` on a text that reads alike in any language by its form (a word and a number:
/// "About 28 °C"), given alike by pages of languages written in Latin letters and in other
/// scripts, where every other Latin-script page words it otherwise (translated: no name or term
/// kept as it is) and most other pages of those other scripts write it in their own: the pages
/// of other scripts that give it in Latin letters left it untranslated.
fn left_in_latin(
    ctx: &GroupCtx<'_>,
    part: Part,
    members: &[usize],
    anchors: &Anchors,
    text: &str,
) -> Option<Finding> {
    if members.len() < 2 {
        return None;
    }
    // A word of small letters, not only acronyms, symbols and numbers.
    let worded = text
        .split(|c: char| !c.is_alphabetic())
        .any(|w| w.chars().filter(|c| c.is_lowercase() && c.is_ascii()).count() >= 2);
    if !worded || !anchors.is_language_neutral() || anchors.latin_letters * 10 < anchors.letters * 8
    {
        return None;
    }
    let (in_latin, in_other): (Vec<usize>, Vec<usize>) =
        members.iter().partition(|&&i| writes_latin(ctx, i));
    let others: Vec<usize> = (0..ctx.members.len())
        .filter(|i| !members.contains(i))
        .filter(|&i| ctx.members[i].part(part).is_some_and(|a| !a.comparable.is_empty()))
        .collect();
    // Worded otherwise: other words, not only another way of writing the number (`0,35 mm`
    // beside `0.35 mm`, `6.000 kWh` beside `6,000 kWh`).
    let words = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect()
    };
    let ours = words(text);
    let reworded = |i: usize| words(ctx.members[i].text(part)) != ours;
    let latin_others = others.iter().filter(|&&i| writes_latin(ctx, i) && reworded(i)).count();
    let own_script =
        |i: usize| ctx.members[i].part(part).is_some_and(|a| a.latin_letters * 2 < a.letters);
    let scripted = others.iter().filter(|&&i| !writes_latin(ctx, i) && own_script(i)).count();
    // Where no other page writes another script, every other Latin-script page words it
    // otherwise (`Rugslag`, `Rygsvømning` beside `Backstroke` in English and on the Bulgarian
    // page): a term, no name, which the one page of another script left as it is.
    let other_scripts = others.iter().filter(|&&i| !writes_latin(ctx, i)).count();
    let told_by_scripts = if other_scripts == 0 {
        latin_others == others.len() && in_other.len() == 1
    } else {
        // Or as many as left it, where three other Latin-script pages or more word it otherwise
        // (`5 semitones` on a Russian page, beside `5半音`, `5 semitonos`, `5 demi-tons`, …).
        scripted > in_other.len() || scripted == in_other.len() && latin_others >= 3
    };
    if in_latin.is_empty() || in_other.is_empty() || latin_others < 2 || !told_by_scripts {
        return None;
    }
    let field = part.name(&ctx.labels());
    let langs =
        |ix: &[usize]| ix.iter().map(|&i| ctx.members[i].lang()).collect::<Vec<_>>().join(", ");
    let message = format!(
        "{field}: {} give{} the same text as {}, \"{}\", which the other languages translate",
        langs(&in_other),
        if in_other.len() == 1 { "s" } else { "" },
        langs(&in_latin),
        clip(text.trim(), 80)
    );
    Some(ctx.finding(Code::Untranslated, &in_other, message).field(field))
}

/// `untranslated` paragraph by paragraph, in explanations of several paragraphs: one left in
/// another language among translated ones.
fn explanation_paragraphs(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let whole: BTreeSet<&str> =
        ctx.members.iter().map(|m| m.explanation.comparable.as_str()).collect();
    // Paragraphs (of explanations that have several), then sentences, told apart by their
    // comparable form alone (what `Anchors::of` keeps as `comparable`); the anchors are built
    // only for one that several pages give. A sentence of a paragraph given alike is that
    // paragraph's finding.
    let mut paragraphs: BTreeMap<String, (Vec<usize>, &str)> = BTreeMap::new();
    // Sentences by the words they are written with, hashed: most are one page's alone, and only
    // those of two pages or more are put in their comparable form.
    let mut by_words: BTreeMap<u64, Vec<(usize, &str)>> = BTreeMap::new();
    // The pages whose explanation has more than one sentence: a sentence given alike is
    // reported only where it is part of one (two whole explanations alike are the field's).
    let mut longer: Vec<bool> = vec![false; ctx.members.len()];
    for (i, m) in ctx.members.iter().enumerate() {
        let all: Vec<&str> = m.q.explanation_paragraphs().collect();
        let mut count = 0;
        for &p in &all {
            if all.len() >= 2 {
                let comparable = collapse(&normalize(p));
                if !comparable.is_empty() && !whole.contains(comparable.as_str()) {
                    add(&mut paragraphs, comparable, i, p);
                }
            }
            for sentence in self::sentences(p) {
                count += 1;
                let words = sentence.split_whitespace();
                // Counted only as far as the bounds (`MIN_WORDS` and `MIN_LETTERS` are above 0).
                if words.clone().nth(MIN_WORDS - 1).is_some()
                    && sentence.chars().nth(MIN_LETTERS - 1).is_some()
                {
                    let key = words.fold(0u64, |h, w| h.rotate_left(5) ^ word_id(w));
                    by_words.entry(key).or_default().push((i, sentence));
                }
            }
        }
        longer[i] = count >= 2;
    }
    let mut sentences: BTreeMap<String, (Vec<usize>, &str)> = BTreeMap::new();
    for same in by_words.into_values().filter(|s| s.iter().any(|&(i, _)| i != s[0].0)) {
        for (i, sentence) in same {
            add(&mut sentences, collapse(&normalize(sentence)), i, sentence);
        }
    }
    let mut said: Vec<(Vec<usize>, String)> = Vec::new();
    for (comparable, (members, text)) in paragraphs.into_iter().filter(|(_, (m, _))| m.len() > 1) {
        let name = "explanation paragraph".to_owned();
        let anchors = Anchors::of(text);
        let copied = || copied_part_into(ctx, &members, text);
        if let Some(f) = same_text(ctx, name, &members, &anchors, text, copied) {
            out.push(f);
            said.push((members, comparable));
        }
    }
    for (comparable, (members, text)) in sentences.into_iter().filter(|(_, (m, _))| m.len() > 1) {
        let whole_of = |i: usize| &ctx.members[i].explanation.comparable;
        if !members.iter().any(|&i| longer[i])
            || members.iter().all(|&i| whole_of(i) == whole_of(members[0]))
            || said.iter().any(|(m, p)| *m == members && p.contains(&comparable))
        {
            continue;
        }
        let name = "explanation sentence".to_owned();
        let anchors = Anchors::of(text);
        let copied = || copied_part_into(ctx, &members, text);
        if let Some(f) = same_text(ctx, name, &members, &anchors, text, copied) {
            out.push(f);
        }
    }
}

/// Adds page `i`'s text `text`, of comparable form `comparable`, to `same`, once per page.
fn add<'a>(
    same: &mut BTreeMap<String, (Vec<usize>, &'a str)>,
    comparable: String,
    i: usize,
    text: &'a str,
) {
    let entry = same.entry(comparable).or_insert_with(|| (Vec::new(), text));
    if !entry.0.contains(&i) {
        entry.0.push(i);
    }
}

/// The `untranslated` finding on a text that the pages `members` give alike, unless it is no sign
/// of a missing translation (one page, a language-neutral text, a name most languages keep, one
/// language's regional variants).
fn same_text(
    ctx: &GroupCtx<'_>,
    field: String,
    members: &[usize],
    anchors: &Anchors,
    text: &str,
    copied: impl Fn() -> Option<Vec<usize>>,
) -> Option<Finding> {
    if members.len() < 2
        || kept_on_purpose(members.len(), ctx.members.len())
        || anchors.is_language_neutral()
        || kept_in_its_script(ctx, members, anchors)
    {
        return None;
    }
    // Regional variants of one language (pt-BR, pt-PT) may well write the same, and so may the
    // standards of one language (Bosnian, Croatian, Serbian).
    let primary = |i: usize| ctx.members[i].lang().split('-').next().unwrap_or("").to_owned();
    let entry = |i: usize| quizdeck_lang::get(ctx.members[i].lang());
    let one_language = |i: usize| {
        primary(i) == primary(members[0])
            || entry(i).zip(entry(members[0])).is_some_and(|(a, b)| a.is_one_language_with(b))
    };
    if members.iter().all(|&i| one_language(i)) {
        return None;
    }
    // So may sister languages a quantity with a unit they abbreviate alike (`140/90 мм рт. ст.`
    // in Russian and Ukrainian): a number, and no word of more than three letters; or an amount
    // with its scale word and one word more, which sisters share (`लगभग 11 लाख`, about 11 lakh,
    // in Hindi and Nepali; `Cirka 11 millioner` in Danish and Norwegian). The digits may be any
    // script's (`लगभग ११ लाख`).
    let sisters = || {
        members.iter().all(|&i| {
            entry(i).zip(entry(members[0])).is_some_and(|(a, b)| a.tag == b.tag || a.is_close_to(b))
        })
    };
    let scale_word = |word: &str| {
        let word = word.to_lowercase();
        members.iter().filter_map(|&i| entry(i)).any(|l| {
            let mut scales = l.scale_words.iter().chain(l.scale_words_before);
            scales.any(|(s, _)| word.starts_with(&s.to_lowercase()))
        })
    };
    let words = text.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty());
    let scaled = words.clone().any(scale_word);
    let long = words.filter(|w| w.chars().count() > 3 && !scale_word(w)).count();
    let abbreviated = text.contains(char::is_numeric) && (long == 0 || (long == 1 && scaled));
    if abbreviated && sisters() {
        return None;
    }
    let mut candidates: Vec<Lang> = members
        .iter()
        .filter_map(|&i| Detector::model_lang(ctx.members[i].lang()))
        .chain([Lang::Eng])
        .collect();
    candidates.sort_by_key(|l| l.code());
    candidates.dedup();
    let owner = ctx.detector.detect(&anchors.text, &candidates);
    let at: Vec<usize> = members
        .iter()
        .copied()
        .filter(|&i| owner.is_none() || Detector::model_lang(ctx.members[i].lang()) != owner)
        .collect();
    let at = if at.is_empty() { members.to_vec() } else { at };
    // Too short to detect: the page whose other texts use its words is where it belongs.
    let at = match owner {
        None => copied().unwrap_or(at),
        Some(_) => at,
    };
    let langs: Vec<&str> = members.iter().map(|&i| ctx.members[i].lang()).collect();
    let message = format!(
        "{field}: {} give the same text \"{}\"{}",
        langs.join(", "),
        clip(text.trim(), 80),
        owner.map_or(String::new(), |l| format!(" ({})", l.eng_name()))
    );
    Some(ctx.finding(Code::Untranslated, &at, message).field(field))
}
