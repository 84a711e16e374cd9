//! Rules about the language of texts: text in another language (and what `untranslated`
//! shares with it: when detection is confident, texts kept alike on purpose).
//!
//! Language detection (whatlang's trigram models) is unreliable on short texts, so it is used only
//! where it can be confident: long enough texts, candidates restricted to the languages at hand,
//! and a second opinion between the page's language and the one detected.

use std::collections::HashMap;
use std::sync::LazyLock;

use quizdeck_group::anchors::Anchors;
use quizdeck_lang::common::Candidates;
use quizdeck_model::text::clip;
use whatlang::Lang;

use super::PageCtx;

use crate::Code;
use crate::report::Finding;

/// Texts with fewer letters are not put to detection.
pub(super) const MIN_LETTERS: usize = 24;
/// Nor with fewer words (for scripts that separate words).
pub(super) const MIN_WORDS: usize = 4;
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
        let primary = tag.split(['-', '_']).next()?;
        if primary.len() == 3
            && let Some(lang) = model_lang_of_code(primary)
        {
            return Some(lang);
        }
        quizdeck_lang::get(tag).and_then(|l| model_lang_of_code(l.iso639_3))
    }

    /// The likeliest language of `text` among every language the detector knows, and whether
    /// detection is confident of it.
    fn likeliest(&self, text: &str) -> Option<(Lang, bool)> {
        if !self.enabled {
            return None;
        }
        let info = whatlang::detect(text)?;
        Some((info.lang(), info.is_reliable() && info.confidence() >= MIN_CONFIDENCE))
    }

    /// The language of `text` among `candidates`, when detection is confident.
    pub(super) fn detect(&self, text: &str, candidates: &[Lang]) -> Option<Lang> {
        if !self.enabled || candidates.len() < 2 {
            return None;
        }
        let info = whatlang::Detector::with_allowlist(candidates.to_vec()).detect(text)?;
        (info.is_reliable() && info.confidence() >= MIN_CONFIDENCE).then(|| info.lang())
    }
}

/// The detection model's language for an ISO 639-3 code, in any case: what
/// `Lang::from_code` gives, from a table made once. `from_code` copies the code twice and
/// compares it with every code in turn, and every page asks for its languages.
pub(super) fn model_lang_of_code(code: &str) -> Option<Lang> {
    static BY_CODE: LazyLock<HashMap<&'static str, Lang, foldhash::fast::FixedState>> =
        LazyLock::new(|| Lang::all().iter().map(|&l| (l.code(), l)).collect());
    if code.bytes().any(|b| b.is_ascii_uppercase()) {
        return BY_CODE.get(code.to_ascii_lowercase().as_str()).copied();
    }
    BY_CODE.get(code).copied()
}

/// The registry's entry for a language of the detection model.
pub(super) fn entry(lang: Lang) -> Option<&'static quizdeck_lang::Language> {
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
    let counts = script_counts(text);
    counts.iter().max_by_key(|c| c.1).is_some_and(|&(main, _)| lang.scripts.contains(&main))
}

/// How many letters of each script `text` has, scripts in the order they first come.
fn script_counts(text: &str) -> Vec<(quizdeck_lang::Script, usize)> {
    let mut counts: Vec<(quizdeck_lang::Script, usize)> = Vec::new();
    for s in text.chars().filter_map(quizdeck_lang::script_of) {
        match counts.iter_mut().find(|c| c.0 == s) {
            Some(c) => c.1 += 1,
            None => counts.push((s, 1)),
        }
    }
    counts
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
    // The counts first: the words are counted, up to as many as needed, only when they decide.
    let words = || a.text.split_whitespace().filter(|w| w.chars().any(char::is_alphabetic));
    a.letters >= MIN_LETTERS && (!a.latin || words().take(MIN_WORDS).count() == MIN_WORDS)
}

/// A field of a page that [`wrong_language`] reads; its name is written out only for a finding.
enum Field<'q> {
    Stem,
    Choice(&'q str),
    Explanation,
}

impl Field<'_> {
    fn name(&self) -> String {
        match self {
            Field::Stem => "stem".to_owned(),
            Field::Choice(label) => format!("choice {label}"),
            Field::Explanation => "explanation".to_owned(),
        }
    }
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
    let choices =
        (q.choices.iter().zip(&m.choices)).map(|(c, a)| (Field::Choice(&c.label), &*c.text, a));
    let fields = std::iter::once((Field::Stem, &*q.stem, &m.stem)).chain(choices).chain([(
        Field::Explanation,
        &*q.explanation,
        &m.explanation,
    )]);
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
        let long = long_enough(anchors);
        let short_foreign = !long && in_a_foreign_script(own, anchors);
        if !long && !short_foreign || anchors.is_language_neutral() {
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
        let mut found = language_of(ctx.detector, anchors, own, &candidates);
        // Names the other languages write alike (`Route 66`, `Santa Monica`, `Mojave`) say
        // nothing of the language: a text found in another is read again without them, and one
        // then too short to tell is left alone. Asked only of a text found foreign: most are not.
        if found.is_some()
            && let Some(t) = without_names(ctx, &anchors.text)
        {
            let unnamed = Anchors::text_only(&t);
            if !long_enough(&unnamed) && !in_a_foreign_script(own, &unnamed) {
                continue;
            }
            found = language_of(ctx.detector, &unnamed, own, &candidates);
        }
        let Some(found) = found else {
            // A language close to the page's, which detection among the question's languages
            // cannot tell (see [`super::sister`]); a text another page gives as it is, is
            // `untranslated`'s to report.
            if same == 0
                && let Some(sister) =
                    super::sister::sister_language(ctx.detector, own, &anchors.text)
            {
                let field = field.name();
                out.push(finding(ctx, &field, &field, sister, text));
            } else if matches!(field, Field::Explanation) {
                foreign_sentence(ctx, own, &candidates, anchors, out);
            }
            continue;
        };
        let field = field.name();
        out.push(finding(ctx, &field, &field, &found, text));
    }
}

/// The word as a name, without the marks around it, when it looks like one: a capital first, a
/// small letter after (acronyms stay: detection has always read them, and they are few letters).
pub(super) fn as_name(w: &str) -> Option<&str> {
    let w = w.trim_matches(|c: char| !c.is_alphanumeric());
    (w.chars().next().is_some_and(char::is_uppercase) && w.chars().any(char::is_lowercase))
        .then_some(w)
}

/// `text` without the names (see [`as_name`]) that pages of two other languages of the group
/// write alike (`Chicago`, `Santa Monica`, `Mojave`), or `None` when it has none. A detector
/// reads such names as evidence of whichever language spells like them (`Route`, `Desert` made
/// an English sentence French). A word one other page shares may be the page's own text left in
/// that language (`The Sun, the Moon and the Earth`), so one is not enough. Each page's names are
/// gathered once, sorted, for all the pages of its group that ask.
fn without_names(ctx: &PageCtx<'_>, text: &str) -> Option<String> {
    let others: Vec<&[String]> =
        ctx.peers.iter().filter(|p| p.lang() != ctx.q.lang).map(|p| p.names()).collect();
    if others.len() < 2 {
        return None;
    }
    let shared = |w: &str| {
        as_name(w).is_some_and(|w| {
            let has = |names: &&&[String]| names.binary_search_by(|n| n.as_str().cmp(w)).is_ok();
            others.iter().filter(has).nth(1).is_some()
        })
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let kept: Vec<&str> = words.iter().copied().filter(|w| !shared(w)).collect();
    (kept.len() < words.len()).then(|| kept.join(" "))
}

/// The `wrong-language` finding on `text`, `what` of the page (`choice B`, `a sentence of the
/// explanation`), which reads as `found`.
fn finding(ctx: &PageCtx<'_>, field: &str, what: &str, found: &str, text: &str) -> Finding {
    let q = ctx.q;
    let message =
        format!("{what} of the {} page reads as {found}: \"{}\"", q.lang, clip(text.trim(), 80));
    Finding::new(Code::WrongLanguage, ctx.group, message).field(field).at(&q.lang, &q.source)
}

/// `wrong-language` on one sentence of an explanation that as a whole reads as the page's
/// language: a sentence in a script the language does not use (`Le Brésil est le premier
/// producteur mondial de café depuis plus de 150 ans.` after an Arabic explanation, `…です。`
/// after a Polish one), long enough for detection or a phrase of another script (see
/// [`in_a_foreign_script`]), and not one the other pages' explanations quote as it is (a motto,
/// a title), nor code. The first one found is reported. A sentence in another language of the
/// page's own script is not looked for: detecting every sentence of every explanation would
/// cost a tenth of `check`, and one copied from another page is `untranslated`'s to report.
fn foreign_sentence(
    ctx: &PageCtx<'_>,
    own: Lang,
    candidates: &[Lang],
    whole: &Anchors,
    out: &mut Vec<Finding>,
) {
    // Too few letters of another script in the whole explanation for a sentence of it: most
    // explanations, which are then not split.
    let others =
        if latin_lang(own) { whole.letters - whole.latin_letters } else { whole.latin_letters };
    // Nor letters a language close to the page's writes and its own never does.
    let sister = super::sister::hints_at(own, &whole.text);
    if others < MIN_FOREIGN_SIGNS.min(MIN_LETTERS) && !sister {
        return;
    }
    let sentences = sentences(&whole.text);
    if sentences.len() < 2 {
        return;
    }
    let own_latin = latin_lang(own);
    for sentence in sentences {
        // The script first, letter by letter: most sentences are in the page's, and go no
        // further.
        let (mut letters, mut latin) = (0usize, 0usize);
        for c in sentence.chars().filter(|c| c.is_alphabetic()) {
            letters += 1;
            latin += usize::from(quizdeck_lang::script_of(c) == Some(quizdeck_lang::Script::Latin));
        }
        let other_script = if own_latin { latin * 5 < letters } else { latin * 5 > letters * 4 };
        if has_code(sentence) {
            continue;
        }
        if !other_script {
            if sister && let Some(found) = sister_sentence(ctx, own, sentence) {
                out.push(finding(
                    ctx,
                    "explanation",
                    "a sentence of the explanation",
                    found,
                    sentence,
                ));
                return;
            }
            continue;
        }
        let anchors = Anchors::text_only(sentence);
        let enough = long_enough(&anchors) || in_a_foreign_script(own, &anchors);
        if !enough || anchors.is_language_neutral() || writes_in_own_script(own, &anchors.text) {
            continue;
        }
        if quoted_elsewhere(ctx, sentence) {
            continue;
        }
        let Some(found) = language_of(ctx.detector, &anchors, own, candidates) else { continue };
        out.push(finding(ctx, "explanation", "a sentence of the explanation", &found, sentence));
        return;
    }
}

/// A sentence of an explanation in a language close to the page's (see [`super::sister`]): long
/// enough for detection, and not one another page's explanation quotes as it is.
fn sister_sentence(ctx: &PageCtx<'_>, own: Lang, sentence: &str) -> Option<&'static str> {
    let anchors = Anchors::text_only(sentence);
    if !long_enough(&anchors) || anchors.is_language_neutral() {
        return None;
    }
    if quoted_elsewhere(ctx, sentence) {
        return None;
    }
    super::sister::sister_language(ctx.detector, own, &anchors.text)
}

/// Whether another language's explanation quotes `sentence` as it is (a motto, a title).
fn quoted_elsewhere(ctx: &PageCtx<'_>, sentence: &str) -> bool {
    ctx.peers.iter().any(|p| p.lang() != ctx.q.lang && p.explanation.text.contains(sentence))
}

/// The sentences of `text`: split after a full stop, a question or exclamation mark (Latin,
/// CJK, Arabic, Devanagari's danda, the full stops of Armenian `։`, Urdu `۔`, Amharic `።`,
/// Burmese `။` and Khmer `។`) that white space or the end follows, and at line breaks.
/// Written by hand: the split needs only to keep decimals (`1.5`) and words together, and a
/// segmentation crate's rules for every language are more than that needs.
pub(super) fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        // Every explanation is split: an ASCII byte that ends nothing (most) is passed by itself,
        // and only the character after a mark is decoded.
        let c = if b.is_ascii() {
            if !matches!(b, b'\n' | b'.' | b'!' | b'?') {
                i += 1;
                continue;
            }
            char::from(b)
        } else {
            // `i` is always at the start of a character.
            let Some(c) = text[i..].chars().next() else { break };
            c
        };
        let mut after = i + c.len_utf8();
        i = after;
        let next = || text[after..].chars().next();
        let ends = match c {
            '\n' => true,
            '.' => {
                next().is_none_or(char::is_whitespace) && !numbered(&text[..i - 1], &text[after..])
            }
            '!' | '?' | '؟' | '।' | '։' | '۔' | '።' | '။' | '។' => {
                next().is_none_or(char::is_whitespace)
            }
            '。' | '！' | '？' => true,
            _ => false,
        };
        // A quotation that ends its sentence with it (`… the words "One small step."` or
        // `„… mankind.“`): the closing mark, white space or the end after it, ends the sentence
        // too, the mark with it.
        let quote = (!ends && matches!(c, '.' | '!' | '?'))
            .then(next)
            .flatten()
            .filter(|q| CLOSING_QUOTES.contains(q))
            .map(char::len_utf8)
            .filter(|&len| text[after + len..].chars().next().is_none_or(char::is_whitespace));
        if let Some(len) = quote {
            after += len;
            i = after;
        }
        let ends = ends || quote.is_some();
        if ends {
            let s = text[start..after].trim();
            if !s.is_empty() {
                out.push(s);
            }
            start = after;
        }
    }
    let rest = text[start..].trim();
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

/// The marks that close a quotation after its sentence's last mark: straight and curly quotes,
/// the German and Icelandic low-high pair's closing `“`, guillemets, CJK corner brackets.
const CLOSING_QUOTES: &[char] = &['"', '”', '“', '’', '»', '«', '」', '』'];

/// Whether a point between `before` and `after` closes the short word that names a number's
/// kind, the number following (`No. 9`, `Op. 125`, `nr. 9`, `br. 9`), rather than a sentence: a
/// word of one to three letters, then the point, a space and a digit.
fn numbered(before: &str, after: &str) -> bool {
    let word = before.rsplit(|c: char| !c.is_alphabetic()).next().unwrap_or("");
    (1..=3).contains(&word.chars().count())
        && after.trim_start_matches([' ', '\u{a0}']).starts_with(|c: char| c.is_ascii_digit())
        && after.starts_with([' ', '\u{a0}'])
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
    // A paragraph is code when one of its lines is: the lines of the paragraphs are the text's.
    // Every field of every page is asked, and most lines and words have no byte that code or an
    // identifier needs: the bytes are read once, and only a line or a word that has such a byte
    // is put to `is_code` or `is_identifier` (once each), as `lines().any(is_code) ||
    // split_whitespace().any(is_identifier)` would.
    let bytes = text.as_bytes();
    // Lines and words that end before these offsets have been asked already.
    let (mut line_end, mut word_end) = (0, 0);
    for (i, &b) in bytes.iter().enumerate() {
        // A mark of code (`::` and calls among them), a mark inside an identifier, a point that
        // white space or the end does not follow (at a word's end it is no identifier's), a
        // capital after a small letter.
        let (code, identifier) = match b {
            b'<' | b'>' | b'=' | b'{' | b'}' | b'[' | b']' | b'|' | b'\\' | b'`' | b'(' | b';' => {
                (true, false)
            }
            b':' => (true, true),
            b'.' => {
                (false, bytes.get(i + 1).is_some_and(|n| !n.is_ascii_whitespace() && *n != 0x0b))
            }
            b if identifier_mark(b) => (false, true),
            b'A'..=b'Z' => (false, i > 0 && bytes[i - 1].is_ascii_lowercase()),
            _ => continue,
        };
        if code && i >= line_end {
            let start = bytes[..i].iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1);
            line_end = bytes[i..].iter().position(|&c| c == b'\n').map_or(bytes.len(), |p| i + p);
            // A line's `\r` before its `\n` is white space at its end, which `is_code` passes by.
            if is_code(&text[start..line_end]) {
                return true;
            }
        }
        if identifier && i >= word_end {
            // The word around the byte, parted by white space as `split_whitespace` parts words
            // (the byte is ASCII, so a character starts there).
            let before = text[..i].char_indices().rev().find(|&(_, c)| c.is_whitespace());
            let start = before.map_or(0, |(p, c)| p + c.len_utf8());
            let after = text[i..].char_indices().find(|&(_, c)| c.is_whitespace());
            word_end = after.map_or(text.len(), |(p, _)| i + p);
            if is_identifier(&text[start..word_end]) {
                return true;
            }
        }
    }
    false
}

/// Whether a line of a paragraph makes it code (see [`prose`]).
fn is_code(line: &str) -> bool {
    // All ASCII, so looked for byte by byte, in one pass: a mark, `::`, or a call (`name(`).
    let mut before = 0u8;
    for (i, &b) in line.as_bytes().iter().enumerate() {
        let code = match b {
            b'<' | b'>' | b'=' => !relation(line, i),
            b'{' | b'}' | b'[' | b']' | b'|' | b'\\' | b'`' => true,
            b':' => before == b':',
            b'(' => before.is_ascii_alphanumeric() || before == b'_' || before == b'.',
            _ => false,
        };
        if code {
            return true;
        }
        before = b;
    }
    line.trim_end().ends_with(';')
}

/// Whether the `=`, `<` or `>` at byte `i` of `line` relates two amounts, as an explanation's
/// sum does (`4 × 12,50 € = 50,00 €`, `300 g ÷ 4 = 75 g`, `5/8 > 3/5`), rather than code's
/// assignment or markup (`x = 5`, `a <= b`, `<p>`): a lone mark between spaces, a number after
/// it, and before it a number, or a number and then a word of up to five letters (its unit).
fn relation(line: &str, i: usize) -> bool {
    let (head, tail) = (&line[..i], &line[i + 1..]);
    let Some(after) = tail.strip_prefix(' ') else { return false };
    let Some(head) = head.strip_suffix(' ') else { return false };
    // A number after it: digits, perhaps behind a minus or a currency's sign.
    let after = after.trim_start_matches(['-', '−', '€', '$', '£', '¥', '₹']);
    if !after.starts_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    // A number is a token with a digit and no ASCII letter (`3.24`, `1.80²`, `€12.50`, `45%`).
    let number = |t: &str| {
        t.bytes().any(|b| b.is_ascii_digit()) && !t.bytes().any(|b| b.is_ascii_alphabetic())
    };
    let mut tokens = head.split(' ').rev();
    let Some(last) = tokens.next() else { return false };
    if last.ends_with(['=', '<', '>', '!']) {
        return false;
    }
    number(last)
        || last.chars().count() <= 5
            && !last.bytes().any(|b| b.is_ascii_digit())
            && tokens.next().is_some_and(number)
}

/// Whether a word is an identifier (see [`prose`]). Only an ASCII word can be one, so its
/// letters are looked at as bytes.
fn is_identifier(word: &str) -> bool {
    let bytes = word.as_bytes();
    // The word up to its last letter or digit, which must be ASCII: a letter or digit of another
    // script after the last ASCII one, or any character of another script before it, makes the
    // word no identifier.
    let Some(last) = bytes.iter().rposition(u8::is_ascii_alphanumeric) else { return false };
    let tail = &word[last + 1..];
    if !bytes[..last].is_ascii() || !tail.is_ascii() && tail.chars().any(char::is_alphanumeric) {
        return false;
    }
    let word = &bytes[..=last];
    let camel = word.windows(2).any(|w| w[0].is_ascii_lowercase() && w[1].is_ascii_uppercase());
    // A mark inside the word, or a quote or colon before it: `':app'`, `"key":`.
    let start = (word.iter())
        .position(|&b| b.is_ascii_alphanumeric() || matches!(b, b'\'' | b'"' | b':'))
        .unwrap_or(word.len());
    camel || word[start..].iter().any(|&b| identifier_mark(b))
}

/// A mark that makes a word an identifier where it stands inside it (see [`is_identifier`]).
fn identifier_mark(b: u8) -> bool {
    matches!(b, b'_' | b'.' | b'@' | b'#' | b'$' | b'/' | b':' | b'\'' | b'"')
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
        // Named among the languages at hand when detection is sure of one that is also the
        // likeliest of all the detector knows; else the one detection is sure of among all; else
        // by its script (a French sentence on an Arabic page of a question in English and
        // Spanish reads as Spanish among those).
        let latin: Vec<Lang> = candidates.iter().copied().filter(|&l| latin_lang(l)).collect();
        let any = detector.likeliest(&anchors.text);
        let name = (detector.detect(&anchors.text, &latin))
            .filter(|&l| any.is_some_and(|(a, _)| a == l))
            .or_else(|| any.filter(|&(l, sure)| sure && latin_lang(l)).map(|(l, _)| l))
            .map_or("Latin-script text", |l| l.eng_name());
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
    // A text plainly in the page's language by its commonest words is not put to the detector,
    // which would say so or not be sure (see `quizdeck_lang::common`): most texts.
    let codes: Vec<&str> = same_script.iter().map(|l| l.code()).collect();
    if quizdeck_lang::common::plainly_in(own.code(), Candidates::Among(&codes), &anchors.text) {
        return None;
    }
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
    let mut counts = script_counts(text);
    counts.retain(|c| c.0 != Script::Latin);
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
pub(super) fn kept_on_purpose(same: usize, all: usize) -> bool {
    same >= 3 && 2 * same > all
}

#[cfg(test)]
mod prose_tests;
