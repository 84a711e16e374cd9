//! `truncated`: a stem, choice or explanation cut mid-sentence.
//!
//! A text is cut when it ends with a word that never ends a sentence in its language (`de`,
//! `and`, `вместо`, `…라면`, from `quizdeck_lang`'s `open_ends`), when a stem lacks the closing
//! punctuation most other languages give it (a choice, whose marks vary more, only when it is
//! also short), or when it is far shorter than the text of the other languages of its script,
//! measured against how long each writes the rest of the question.
//! Each test stays silent when the other languages' texts look the same way (a stem that ends
//! with code in every language).

use std::cell::OnceCell;

use quizdeck_model::text::clip;

use super::wording::Wording;
use super::{GroupCtx, Member, Part};

use crate::Code;
use crate::report::Finding;

/// A text this much shorter than expected from the languages' usual ratio is cut …
const SHORT: f64 = 0.5;
/// … when the other language's text has at least this many characters.
const SHORT_MIN_CHARS: usize = 24;

/// Whether `text` (trimmed) ends as a finished sentence or phrase may: with a mark that ends a
/// sentence, a colon, or a closing bracket or quote.
fn closed(text: &str) -> bool {
    let p = quizdeck_lang::punctuation();
    text.chars().next_back().is_some_and(|c| {
        quizdeck_lang::sentence_ends().contains(&c)
            || p.colons.contains(&c)
            || p.closers.contains(&c)
    })
}

/// Whether `text` ends with a mark that ends a sentence (`.`, `?`, `。`, `؟`, a colon), perhaps
/// inside a closing bracket or quote: what languages that write such marks give a finished stem.
fn ends_sentence(text: &str) -> bool {
    let p = quizdeck_lang::punctuation();
    let inner = text.trim_end_matches(|c: char| p.closers.contains(&c) || c.is_whitespace());
    inner
        .chars()
        .next_back()
        .is_some_and(|c| quizdeck_lang::sentence_ends().contains(&c) || p.colons.contains(&c))
}

/// Whether a member's language ends sentences with marks at all: some paragraph of its
/// explanation ends with one, not with an abbreviation's point. A mark inside it is no sign:
/// Thai ends its sentences with none, yet writes a point after abbreviations (`กม.`, `กม./ชม.`).
fn writes_end_marks(m: &Member<'_>) -> bool {
    let abbreviated = |p: &str| {
        let last = p.trim_end().rsplit(char::is_whitespace).next().unwrap_or("");
        last.strip_suffix('.').is_some_and(|w| w.contains('.'))
    };
    m.q.explanation_paragraphs().any(|p| ends_sentence(p) && !abbreviated(p))
}

/// Whether `text` ends where a sentence cannot: a letter, or a comma.
fn ends_open(text: &str) -> bool {
    text.chars()
        .next_back()
        .is_some_and(|c| c.is_alphabetic() || matches!(c, ',' | '、' | '，' | '،'))
}

/// Whether the last word of `text` follows another word, not a number or a mark, and ends it: `4
/// с` ends with a unit (seconds), `ГБ/с` with a rate, neither with the preposition `с`; `de €`
/// with a currency.
fn after_a_word(text: &str) -> bool {
    // A number with an ordinal's letter (`La 30.ª`, `1º`) ends on a number, not on a word.
    let last = text.rsplit(char::is_whitespace).next().unwrap_or("");
    let ordinal = |c: char| c.is_numeric() || matches!(c, '.' | 'ª' | 'º');
    if last.starts_with(char::is_numeric) && last.chars().all(ordinal) {
        return false;
    }
    // A currency's sign after its amount ends on the sign: `75 millones de €` is `75 millones de
    // euros`, whole.
    let sign =
        |c: char| matches!(c, '$' | '¢' | '£' | '¤' | '¥' | '%' | '‰' | '\u{20a0}'..='\u{20cf}');
    if !last.is_empty() && last.chars().all(sign) {
        return false;
    }
    let Some((head, _)) = text.rsplit_once(char::is_whitespace) else { return true };
    head.trim_end().chars().next_back().is_some_and(char::is_alphabetic) && !last.contains('/')
}

fn text_of<'a>(ctx: &'a GroupCtx<'_>, i: usize, part: Part) -> &'a str {
    ctx.members[i].text(part).trim()
}

/// The length of a member's question, spaces aside: how long its language writes.
fn total(m: &Member<'_>) -> usize {
    m.stem.chars + m.choices.iter().map(|c| c.chars).sum::<usize>() + m.explanation.chars
}

/// `truncated`: the stem, each choice and the explanation of each language, against the other
/// languages.
pub(super) fn truncated(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    let mut parts = vec![(Part::Stem, (0..ctx.members.len()).collect::<Vec<_>>())];
    let (n, ids) = ctx.comparable_choices();
    parts.extend((0..n).map(|k| (Part::Choice(k), ids.clone())));
    // Explanations, of the pages that give one.
    let explained: Vec<usize> = (0..ctx.members.len())
        .filter(|&i| !ctx.members[i].text(Part::Explanation).trim().is_empty())
        .collect();
    parts.push((Part::Explanation, explained));
    for (part, ids) in parts {
        // The word each member's text ends on when no sentence ends there, found once per member
        // and only when asked (each text is compared with all the others).
        let open_ends: Vec<OnceCell<Option<String>>> =
            ctx.members.iter().map(|_| OnceCell::new()).collect();
        let open_end = |i: usize| {
            let m = &ctx.members[i];
            open_ends[i].get_or_init(|| Wording::open_end_of(m.text(part).trim(), m.lang()))
        };
        for &a in &ids {
            let others: Vec<usize> = ids.iter().copied().filter(|&b| b != a).collect();
            if let Some(why) = cut(ctx, part, a, &others, &open_end) {
                let m = &ctx.members[a];
                let text = text_of(ctx, a, part);
                let tail: String = {
                    let chars: Vec<char> = text.chars().collect();
                    let from = chars.len().saturating_sub(40);
                    let head = if from > 0 { "…" } else { "" };
                    format!("{head}{}", chars[from..].iter().collect::<String>())
                };
                let name = part.name(&labels);
                let message = format!(
                    "{name} of the {} page ends mid-sentence: \"{tail}\" ({why})",
                    m.lang()
                );
                let mut f = ctx.finding(Code::Truncated, &[a], message).field(name);
                for &i in &ids {
                    f = f.value(ctx.members[i].lang(), clip(ctx.members[i].text(part).trim(), 60));
                }
                out.push(f);
            }
        }
    }
}

/// Why member `a`'s text of `part` looks cut, compared with the members `others`; `open_end`
/// gives the word a member's text of `part` ends on where no sentence ends.
fn cut<'o>(
    ctx: &GroupCtx<'_>,
    part: Part,
    a: usize,
    others: &[usize],
    open_end: &dyn Fn(usize) -> &'o Option<String>,
) -> Option<String> {
    let text = |i: usize| text_of(ctx, i, part);
    let own = text(a);
    // Armenian marks a question on the word it asks about (`Քանի՞`), and may end it with no
    // mark at all: a text with that mark asks, whole.
    if own.is_empty() || others.len() < 2 || closed(own) || own.contains('\u{55e}') {
        return None;
    }
    let lang = ctx.members[a].lang();
    let open_others = others.iter().filter(|&&b| open_end(b).is_some()).count();
    if let Some(word) =
        open_end(a).as_deref().filter(|_| 2 * open_others < others.len() && after_a_word(own))
    {
        return Some(format!("\"{word}\" never ends a sentence in {lang}"));
    }
    // Far shorter than the usual ratio of the two languages, against most of the others written
    // in the same script (how much a Chinese noun phrase takes says little of a Spanish one).
    let chars = |i: usize| ctx.members[i].part(part).map_or(0, |p| p.chars);
    let script =
        |i: usize| quizdeck_lang::get(ctx.members[i].lang()).and_then(|l| l.scripts.first());
    let alike: Vec<usize> =
        others.iter().copied().filter(|&b| script(a).is_some() && script(b) == script(a)).collect();
    let short_against = alike
        .iter()
        .filter(|&&b| {
            let (mine, theirs) = (chars(a) as f64, chars(b) as f64);
            let usual = total(&ctx.members[a]) as f64 / total(&ctx.members[b]).max(1) as f64;
            chars(b) >= SHORT_MIN_CHARS && mine < SHORT * usual * theirs
        })
        .count();
    let short = short_against >= 2 && 3 * short_against >= 2 * alike.len();
    // A stem without the closing mark the others give it; a choice (whose marks vary more) only
    // when it is short as well.
    let closing: Vec<usize> = others.iter().copied().filter(|&b| ends_sentence(text(b))).collect();
    // An explanation of one paragraph cut mid-sentence shows no end mark of its own: its stem's
    // tells that the language writes them.
    // Thai and Lao end sentences with no mark at all, whatever points their abbreviations
    // carry (`กม.`) or their explanations borrow.
    let unmarked = quizdeck_lang::get(ctx.members[a].lang()).is_some_and(|l| {
        l.scripts
            .first()
            .is_some_and(|s| matches!(s, quizdeck_lang::Script::Thai | quizdeck_lang::Script::Lao))
    });
    let marks_written = !unmarked
        && (writes_end_marks(&ctx.members[a])
            || part == Part::Explanation && ends_sentence(text_of(ctx, a, Part::Stem)));
    if ends_open(own)
        && (matches!(part, Part::Stem | Part::Explanation) || short)
        && marks_written
        && closing.len() >= 2
        && 3 * closing.len() >= 2 * others.len()
    {
        let marks: Vec<String> = {
            let mut m: Vec<String> = closing
                .iter()
                .filter_map(|&b| text(b).chars().next_back().map(String::from))
                .collect();
            m.sort();
            m.dedup();
            m.into_iter().map(|c| format!("\"{c}\"")).collect()
        };
        return Some(format!("the other languages end it with {}", marks.join(" or ")));
    }
    (ends_open(own) && short).then(|| {
        "it is less than half as long as the other languages' text, against how long each \
         writes the rest of the question"
            .to_owned()
    })
}

#[cfg(test)]
mod tests {
    use super::after_a_word;

    #[test]
    fn an_ordinal_number_is_no_word_a_text_ends_on() {
        assert!(!after_a_word("La 30.ª"));
        assert!(!after_a_word("el 1º"));
        // A word glued to a number (Korean) is a word.
        assert!(after_a_word("전기 요금이 kWh당 0.30달러라면"));
        assert!(after_a_word("el precio de"));
    }

    #[test]
    fn a_currency_sign_after_its_amount_ends_the_text() {
        assert!(!after_a_word("75 millones de €"));
        assert!(!after_a_word("entre 5 y 10 %"));
        assert!(after_a_word("75 millones de"));
    }
}
