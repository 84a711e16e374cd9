//! Rules about the language of texts: text left untranslated, text in another language.
//!
//! Language detection (whatlang's trigram models) is unreliable on short texts, so it is used only
//! where it can be confident: long enough texts, candidates restricted to the languages at hand,
//! and a second opinion between the page's language and the one detected.

use std::collections::{BTreeMap, BTreeSet};

use quizdeck_group::anchors::{Anchors, collapse, normalize};
use quizdeck_model::text::clip;
use whatlang::Lang;

use super::{GroupCtx, PageCtx, Part};

use crate::Code;
use crate::report::Finding;

/// Texts with fewer letters are not put to detection.
const MIN_LETTERS: usize = 24;
/// Nor with fewer words (for scripts that separate words).
const MIN_WORDS: usize = 4;
/// Confidence whatlang must reach, both times.
const MIN_CONFIDENCE: f64 = 0.9;

/// Language detection, restricted to what a run can be confident about.
#[derive(Debug, Clone)]
pub(crate) struct Detector {
    enabled: bool,
}

impl Detector {
    pub fn new(enabled: bool) -> Self {
        Self { enabled }
    }

    /// The detection model's language for a BCP-47 tag (`pt-BR` → Portuguese), if it has one.
    pub fn model_lang(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        if primary.len() == 3
            && let Some(lang) = Lang::from_code(primary.as_str())
        {
            return Some(lang);
        }
        quizdeck_lang::get(tag).and_then(|l| Lang::from_code(l.iso639_3))
    }

    /// The language of `text` among `candidates`, when detection is confident.
    fn detect(&self, text: &str, candidates: &[Lang]) -> Option<Lang> {
        if !self.enabled || candidates.len() < 2 {
            return None;
        }
        let info = whatlang::Detector::with_allowlist(candidates.to_vec()).detect(text)?;
        (info.is_reliable() && info.confidence() >= MIN_CONFIDENCE).then(|| info.lang())
    }
}

/// The registry's entry for a language of the detection model.
fn entry(lang: Lang) -> Option<&'static quizdeck_lang::Language> {
    quizdeck_lang::by_iso639_3(lang.code())
}

/// Whether a language is written in the Latin script (a language the registry lacks is taken to
/// be).
fn latin_lang(lang: Lang) -> bool {
    entry(lang).is_none_or(|l| l.is_latin())
}

/// Whether most letters of `text` are of a script the language `own` is written in besides the
/// Latin one (Serbian's Cyrillic).
fn writes_in_own_script(own: Lang, text: &str) -> bool {
    let Some(lang) = entry(own) else { return false };
    let mut counts: Vec<(quizdeck_lang::Script, usize)> = Vec::new();
    for s in text.chars().filter_map(quizdeck_lang::script_of) {
        match counts.iter_mut().find(|c| c.0 == s) {
            Some(c) => c.1 += 1,
            None => counts.push((s, 1)),
        }
    }
    counts.iter().max_by_key(|c| c.1).is_some_and(|&(main, _)| lang.scripts.contains(&main))
}

/// Languages too alike for detection to tell apart on a sentence or two.
fn close(a: Lang, b: Lang) -> bool {
    entry(a).zip(entry(b)).is_some_and(|(a, b)| a.is_close_to(b))
}

/// Letters of a script that writes words without spaces (Chinese, Japanese, Thai …) or
/// syllable by syllable (Korean) a text needs to be a phrase, not one sign; letters of the other
/// scripts, in two words or more.
const MIN_FOREIGN_SIGNS: usize = 4;
const MIN_FOREIGN_LETTERS: usize = 8;

/// Whether `a`, too short for detection, is a phrase in a script that the page's language `own`,
/// written in Latin letters, does not use: `大约十六米` or `上弦と下弦のころの小さな潮` as a
/// choice of a Slovak page. Its script alone says it is not the page's language.
fn in_a_foreign_script(own: Lang, a: &Anchors) -> bool {
    if !latin_lang(own) || a.latin_letters * 5 >= a.letters {
        return false;
    }
    let dense = |c: char| {
        use quizdeck_lang::Script::*;
        matches!(quizdeck_lang::script_of(c), Some(Han | Hiragana | Katakana | Hangul))
            || !quizdeck_lang::has_word_edges(c)
    };
    let signs = a.text.chars().filter(|&c| c.is_alphabetic() && dense(c)).count();
    let words = a.text.split_whitespace().filter(|w| w.chars().any(char::is_alphabetic)).count();
    signs >= MIN_FOREIGN_SIGNS || a.letters >= MIN_FOREIGN_LETTERS && words >= 2
}

/// Enough text to say what language it is in.
fn long_enough(a: &Anchors) -> bool {
    let words = a.text.split_whitespace().filter(|w| w.chars().any(char::is_alphabetic)).count();
    a.letters >= MIN_LETTERS && (words >= MIN_WORDS || !a.latin)
}

/// `wrong-language`: the stem, a choice or the explanation is in another language than the page.
pub(super) fn wrong_language(ctx: &PageCtx<'_>, out: &mut Vec<Finding>) {
    let q = ctx.q;
    let Some(own) = Detector::model_lang(&q.lang) else { return };
    if !ctx.detector.enabled {
        return;
    }
    let mut candidates: Vec<Lang> = vec![own, Lang::Eng];
    candidates.extend(ctx.group_langs.iter().filter_map(|l| Detector::model_lang(l)));
    candidates.sort_by_key(|l| l.code());
    candidates.dedup();

    let m = ctx.member;
    let mut fields: Vec<(String, &str, &Anchors)> = vec![("stem".to_owned(), &q.stem, &m.stem)];
    for (c, a) in q.choices.iter().zip(&m.choices) {
        fields.push((format!("choice {}", c.label), &c.text, a));
    }
    fields.push(("explanation".to_owned(), &q.explanation, &m.explanation));
    for (field, text, anchors) in fields {
        // Code in a stem or a choice says nothing of the language the question is asked in.
        let without_code = (has_code(text).then(|| prose(text)))
            .filter(|p| !p.split_whitespace().eq(text.split_whitespace()));
        let prose_anchors;
        let anchors = match &without_code {
            None => anchors,
            Some(p) => {
                // Only the text's letters are read below: its numbers and terms are not needed.
                prose_anchors = Anchors::text_only(p);
                &prose_anchors
            }
        };
        let short_foreign = !long_enough(anchors) && in_a_foreign_script(own, anchors);
        if !long_enough(anchors) && !short_foreign || anchors.is_language_neutral() {
            continue;
        }
        let same = ctx.peers.iter().filter(|p| p.has_text(&anchors.comparable)).count();
        if kept_on_purpose(same, ctx.peers.len()) {
            continue;
        }
        // A short text of another script that every other page in Latin letters gives alike is
        // what the question asks about (`ありがとう` among the choices of "Which word means
        // …?"), not a translation left undone; with no such page to compare, that cannot be
        // told.
        let mut latin_peers = ctx.peers.iter().filter(|p| {
            p.lang() != q.lang && quizdeck_lang::get(p.lang()).is_none_or(|l| l.is_latin())
        });
        if short_foreign && latin_peers.all(|p| p.has_text(&anchors.comparable)) {
            continue;
        }
        let Some(found) = language_of(ctx.detector, anchors, own, &candidates) else { continue };
        let message = format!(
            "{field} of the {} page reads as {}: \"{}\"",
            q.lang,
            found,
            clip(text.trim(), 80)
        );
        out.push(
            Finding::new(Code::WrongLanguage, ctx.group, message)
                .field(field)
                .at(&q.lang, &q.source),
        );
    }
}

/// The prose of `text`: its paragraphs that hold no code, without identifiers. Quiz files put
/// code in stems and choices (`@Component({`, `{{ 'x' | truncate: 10 }}`, `<p #bio></p>`,
/// `fixture.detectChanges()`, `paramMap`), which a detector reads as English or as Latin-script
/// text whatever language the question is asked in. Written by hand: a paragraph is code when a
/// line of it has a mark prose does not use (braces, brackets, angle brackets, `=`, `|`,
/// backslashes, backticks, `::`), ends in `;` (`transition: opacity 1s;`) or has a call (`name(`); an identifier is an ASCII word with `_`,
/// `.`, `@`, `#`, `$`, `/`, `:` or a quote in it, or a capital after a small letter
/// (`queryParamMap`, `':app'`). An apostrophe makes `l'ordinateur` one too: it only leaves
/// less to detect on. What prose is taken
/// for code only leaves less to detect on.
fn prose(text: &str) -> String {
    let paragraphs: Vec<String> = text
        .split("\n\n")
        .filter(|p| !p.lines().any(is_code))
        .map(|p| p.split_whitespace().filter(|w| !is_identifier(w)).collect::<Vec<_>>().join(" "))
        .collect();
    paragraphs.join("\n\n")
}

/// Whether [`prose`] leaves anything out of `text`: a paragraph of code or an identifier. Most
/// texts have neither, and are then read as they are, without a copy.
fn has_code(text: &str) -> bool {
    text.split("\n\n").any(|p| p.lines().any(is_code) || p.split_whitespace().any(is_identifier))
}

/// Whether a line of a paragraph makes it code (see [`prose`]).
fn is_code(line: &str) -> bool {
    // All ASCII, so looked for byte by byte.
    let mark =
        |b: u8| matches!(b, b'{' | b'}' | b'[' | b']' | b'<' | b'>' | b'=' | b'|' | b'\\' | b'`');
    let call = line
        .as_bytes()
        .windows(2)
        .any(|w| w[1] == b'(' && (w[0].is_ascii_alphanumeric() || w[0] == b'_' || w[0] == b'.'));
    line.bytes().any(mark) || line.contains("::") || line.trim_end().ends_with(';') || call
}

/// Whether a word is an identifier (see [`prose`]). Only an ASCII word can be one, so its
/// letters are looked at as bytes.
fn is_identifier(word: &str) -> bool {
    let word = word.trim_end_matches(|c: char| !c.is_alphanumeric());
    if !word.is_ascii() {
        return false;
    }
    let camel =
        word.as_bytes().windows(2).any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
    // A mark inside the word, or a quote or colon before it: `':app'`, `"key":`.
    let inner = word.trim_start_matches(|c: char| !c.is_alphanumeric() && !"'\":".contains(c));
    camel
        || inner
            .bytes()
            .any(|b| matches!(b, b'_' | b'.' | b'@' | b'#' | b'$' | b'/' | b':' | b'\'' | b'"'))
}

/// The language `anchors`' text is in, when it is confidently not `own`.
fn language_of(
    detector: &Detector,
    anchors: &Anchors,
    own: Lang,
    candidates: &[Lang],
) -> Option<String> {
    let latin_share = anchors.latin_letters as f64 / anchors.letters.max(1) as f64;
    // A script the language is not written in is enough by itself.
    if !latin_lang(own) && latin_share > 0.8 {
        let latin: Vec<Lang> = candidates.iter().copied().filter(|&l| latin_lang(l)).collect();
        let name =
            detector.detect(&anchors.text, &latin).map_or("Latin-script text", |l| l.eng_name());
        return Some(name.to_owned());
    }
    if latin_lang(own) && latin_share < 0.2 {
        // Serbian is written in Cyrillic as well as in Latin letters: its own other script.
        if writes_in_own_script(own, &anchors.text) {
            return None;
        }
        return Some(format!("{} text", script_name(&anchors.text)));
    }
    // The detector knows Serbian in Cyrillic letters only: Serbian in Latin letters reads to it
    // as Croatian, Slovak or Slovene, so it cannot say such a text is not Serbian. Text copied
    // from another page is `untranslated`'s to report.
    if own == Lang::Srp && latin_share > 0.8 {
        return None;
    }
    let same_script: Vec<Lang> =
        candidates.iter().copied().filter(|&l| latin_lang(l) == latin_lang(own)).collect();
    let found = detector.detect(&anchors.text, &same_script)?;
    // A language of another script (the detector names one whatever it was asked to choose
    // from, when the text's script is that language's alone) is told by that script: Han
    // characters are Japanese to the detector.
    if latin_lang(found) != latin_lang(own) {
        return Some(format!("{} text", script_name(&anchors.text)));
    }
    if found == own || close(own, found) {
        // Sister languages (Spanish and Portuguese, Danish and Norwegian …) share too much for
        // detection to tell them apart on a sentence; text copied from one is `untranslated`.
        return None;
    }
    // A second opinion between the two alone.
    (detector.detect(&anchors.text, &[own, found]) == Some(found))
        .then(|| found.eng_name().to_owned())
}

/// What the letters of `text`, in a script other than the Latin one, are most: `Chinese` for
/// Han characters alone, `Japanese` where kana stand among them (a detector of scripts counts Han
/// characters as Japanese too), `Korean`, else the script's name (`Cyrillic`, `Arabic`).
fn script_name(text: &str) -> String {
    use quizdeck_lang::Script;
    let mut counts: Vec<(Script, usize)> = Vec::new();
    for s in text.chars().filter_map(quizdeck_lang::script_of).filter(|&s| s != Script::Latin) {
        match counts.iter_mut().find(|c| c.0 == s) {
            Some(c) => c.1 += 1,
            None => counts.push((s, 1)),
        }
    }
    let kana = counts.iter().any(|c| matches!(c.0, Script::Hiragana | Script::Katakana));
    match counts.iter().max_by_key(|c| c.1).map(|c| c.0) {
        None => "another script".to_owned(),
        Some(Script::Han | Script::Hiragana | Script::Katakana) if kana => "Japanese".to_owned(),
        Some(Script::Han) => "Chinese".to_owned(),
        Some(Script::Hangul) => "Korean".to_owned(),
        Some(other) => format!("{other:?}"),
    }
}

/// Whether a text that `same` of the `all` pages of a question give identically is kept so on
/// purpose: a name, a book title or a term most languages leave as it is (`Guido van Rossum`,
/// `The Art of Computer Programming`), rather than one language left untranslated. Text copied by
/// mistake is on two pages (the source and the copy), or a few, not on most of them.
fn kept_on_purpose(same: usize, all: usize) -> bool {
    same >= 3 && 2 * same > all
}

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
    let short = anchors.text.split_whitespace().count() <= 4 && anchors.text.chars().count() <= 40;
    if members.len() < 3 || !short {
        return false;
    }
    let latin_text = anchors.latin_letters * 2 > anchors.letters;
    let same_script =
        (0..ctx.members.len()).filter(|&i| writes_latin(ctx, i) == latin_text).count();
    2 * members.len() >= same_script
}

/// Of pages giving one text for `part`, those it was copied into, when exactly one of them uses
/// its words elsewhere on the page (`10 times faster` in the stem of the page whose choice reads
/// `Exactly 10 times`): a copied text shares its words with the page it comes from.
fn copied_into(ctx: &GroupCtx<'_>, members: &[usize], part: Part) -> Option<Vec<usize>> {
    fn words(text: &str) -> BTreeSet<String> {
        text.split(|c: char| !c.is_alphabetic())
            .filter(|w| w.chars().count() >= 3)
            .map(str::to_lowercase)
            .collect()
    }
    let at_home = |i: usize| {
        let m = &ctx.members[i];
        let own = words(m.text(part));
        let others = [Part::Stem, Part::Explanation]
            .into_iter()
            .chain((0..m.q.choices.len()).map(Part::Choice))
            .filter(|&p| p != part);
        let rest: BTreeSet<String> = others.flat_map(|p| words(m.text(p))).collect();
        own.intersection(&rest).count()
    };
    let home: Vec<usize> = members.iter().map(|&i| at_home(i)).collect();
    let best = home.iter().copied().max().filter(|&b| b > 0)?;
    (home.iter().filter(|&&h| h == best).count() == 1)
        .then(|| members.iter().zip(&home).filter(|&(_, &h)| h < best).map(|(&i, _)| i).collect())
}

/// `untranslated`: a stem, choice, explanation or explanation paragraph identical to another
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
    if in_latin.is_empty() || in_other.is_empty() || latin_others < 2 || scripted <= in_other.len()
    {
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
    let whole: BTreeSet<String> =
        ctx.members.iter().map(|m| m.explanation.comparable.clone()).collect();
    // Paragraphs told apart by their comparable form alone (what `Anchors::of` keeps as
    // `comparable`); the anchors are built only for one that several pages give.
    let mut same: BTreeMap<String, (Vec<usize>, &str)> = BTreeMap::new();
    for (i, m) in ctx.members.iter().enumerate() {
        let paragraphs: Vec<&str> = m.q.explanation_paragraphs().collect();
        if paragraphs.len() < 2 {
            continue;
        }
        for p in paragraphs {
            let comparable = collapse(&normalize(p));
            if comparable.is_empty() || whole.contains(&comparable) {
                continue;
            }
            let entry = same.entry(comparable).or_insert_with(|| (Vec::new(), p));
            if !entry.0.contains(&i) {
                entry.0.push(i);
            }
        }
    }
    for (members, text) in same.into_values().filter(|(members, _)| members.len() > 1) {
        let name = "explanation paragraph".to_owned();
        let anchors = Anchors::of(text);
        if let Some(f) = same_text(ctx, name, &members, &anchors, text, || None) {
            out.push(f);
        }
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
    // Regional variants of one language (pt-BR, pt-PT) may well write the same.
    let primary = |i: usize| ctx.members[i].lang().split('-').next().unwrap_or("").to_owned();
    if members.iter().all(|&i| primary(i) == primary(members[0])) {
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

#[cfg(test)]
mod prose_tests {
    use super::{has_code, prose};

    /// `has_code` is the test that lets a text be read without [`prose`]: it must say so
    /// exactly when `prose` would leave a word out.
    fn agrees(text: &str) {
        let same = prose(text).split_whitespace().eq(text.split_whitespace());
        assert_eq!(has_code(text), !same, "{text:?}");
    }

    #[test]
    fn a_text_without_code_is_read_as_it_is() {
        for text in [
            "Gosling created Java (1995); Ritchie created C.",
            "fixture.detectChanges() के बाद",
            "paramMap ist der neue Name",
            "Qu'est-ce que l'ordinateur ?",
            "Ceci est « une citation » : 3 > 2",
            "A\n\n\n\nB",
            "e.g. the U.S. and 10 km/h",
            "İstanbul'da ÇOK güzel",
            "Ünïcödé wörds only",
            "",
            "   \n\n ",
        ] {
            agrees(text);
        }
    }

    /// The identifier test as it read characters before it read bytes.
    fn is_identifier_by_chars(word: &str) -> bool {
        let word = word.trim_end_matches(|c: char| !c.is_alphanumeric());
        let camel = word
            .chars()
            .zip(word.chars().skip(1))
            .any(|(a, b)| a.is_lowercase() && b.is_uppercase());
        let inner = word.trim_start_matches(|c: char| !c.is_alphanumeric() && !"'\":".contains(c));
        word.is_ascii() && (camel || inner.contains(['_', '.', '@', '#', '$', '/', ':', '\'', '"']))
    }

    proptest::proptest! {
        #[test]
        fn identifiers_are_told_by_bytes_as_by_characters(word in "[a-zA-ZéÉ'\"_.:@#$/!?0-9]{0,10}") {
            proptest::prop_assert_eq!(super::is_identifier(&word), is_identifier_by_chars(&word));
        }

        #[test]
        fn has_code_says_whether_prose_leaves_a_word_out(
            text in "([a-zA-Zé'\"_.:@#$/(){};=<>|`ÄöÜ ]{0,12}[ \n]{0,3}){0,8}"
        ) {
            agrees(&text);
        }
    }

    #[test]
    fn code_paragraphs_and_identifiers_leave_the_prose() {
        let stem = "在这个组件类中，ViewChild 装饰器的作用是什么？\n\n@Component({\n    template: '<p #bio></p>'\n})\nexport class BioComponent {}";
        assert_eq!(prose(stem), "在这个组件类中，ViewChild 装饰器的作用是什么？");
        assert_eq!(
            prose("paramMap ist der neue Name von queryParamMap in Angular."),
            "ist der neue Name von in Angular."
        );
        assert_eq!(prose("{{ 'long text' | truncate: 10 }}"), "");
        assert_eq!(prose("transition: opacity 1s ease-in;"), "");
        assert_eq!(prose("settings.gradle में: include ':app',':about'"), "में: include");
        // A line with a call is code: its paragraph is left out whole.
        assert_eq!(prose("fixture.detectChanges() के बाद"), "");
    }

    #[test]
    fn prose_with_parentheses_and_semicolons_stays() {
        let text = "Gosling created Java (1995); Ritchie created C.";
        assert_eq!(prose(text), text);
    }
}
