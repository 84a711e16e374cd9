//! Prose that ends a page rather than explaining its last answer: a closing remark after the
//! last of several questions, and a paragraph that signs a post off.

use super::Found;
use crate::ErrorKind;

/// On a page of several questions none of which explains its answer, prose after the last one
/// that says nothing of it (no word or number of its stem or choices: "Good luck in the test!
/// Ask in the comments.") closes the page: it is no explanation of the last question. Where
/// other questions are explained, so does a short exclamation with no number ("Thanks for
/// playing!") that is all the last question would have for one.
pub(super) fn closing_remark_left_out(items: &mut [(usize, Result<Found, ErrorKind>)]) {
    let found: Vec<&Found> = items.iter().filter_map(|i| i.1.as_ref().ok()).collect();
    let Some((last, others)) = found.split_last() else { return };
    if others.is_empty() || last.explanation.is_empty() {
        return;
    }
    // A reason on the answer's own line is the answer's, whatever its words: only what follows
    // it may close the page.
    let after_reason = last.explanation.get(last.reason_len..).unwrap_or("").trim();
    if after_reason.is_empty() {
        return;
    }
    let exclaims = after_reason.len() == last.explanation.trim().len()
        && !after_reason.contains("\n\n")
        && exclaims(after_reason)
        && brief(after_reason);
    if !exclaims && others.iter().any(|f| !f.explanation.is_empty()) {
        return;
    }
    // Words of three letters and more (`DNS`), numbers, and in the scripts without word edges
    // (all but Latin, Cyrillic, Greek, Armenian) each pair of characters: besides the scripts
    // written without spaces, that takes Arabic's and Hebrew's words with their prefixes
    // (`والماء`, `במים`) as sharing letters with the stem, where whole words would not, and an
    // explanation is then never taken for a closing remark for want of an identical word.
    let words = |t: &str| -> Vec<String> {
        let mut out = Vec::new();
        for w in t.split(|c: char| !c.is_alphanumeric()) {
            let chars: Vec<char> = w.chars().collect();
            if chars.iter().any(|&c| !quizdeck_lang::has_word_edges(c) && c.is_alphabetic()) {
                out.extend(chars.windows(2).map(|p| p.iter().collect::<String>()));
            } else if chars.len() >= 3 || chars.iter().any(|c| c.is_numeric()) {
                out.push(w.to_lowercase());
            }
        }
        out
    };
    let asked: Vec<String> = std::iter::once(last.stem.as_str())
        .chain(last.choices.iter().map(|c| c.1.as_str()))
        .flat_map(words)
        .collect();
    if words(after_reason).iter().any(|w| asked.contains(w)) {
        return;
    }
    if let Some((_, Ok(f))) = items.iter_mut().rev().find(|i| i.1.is_ok()) {
        let reason = f.explanation.get(..f.reason_len).unwrap_or("").trim_end().len();
        f.explanation.truncate(reason);
        f.explanation_media.clear();
    }
}

/// An explanation's last paragraph that signs the post off rather than explaining (`Ngiyabonga
/// ngokufunda! Shiya amazwana ngezansi.`, "Thanks for reading! Leave a comment below."): short, an
/// exclamation in it, no number, and no word of four letters or more that the question, its
/// choices or the rest of the explanation use. Left out; a lone paragraph stays. After the last
/// of several questions the page ends there, and such a paragraph closes it without an
/// exclamation too (`Terima kasih kerana mencuba kuiz ini.`, "Thank you for taking this quiz.").
pub(super) fn sign_off_left_out(f: &mut Found, last_of_several: bool) {
    let Some((rest, last)) = f.explanation.rsplit_once("\n\n") else { return };
    let closes = last_of_several || exclaims(last);
    if !closes || !f.explanation_media.is_empty() || !brief(last) {
        return;
    }
    let words = |t: &str| -> Vec<String> {
        t.split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.chars().count() >= 4)
            .map(str::to_lowercase)
            .collect()
    };
    let said: Vec<String> = std::iter::once(f.stem.as_str())
        .chain(f.choices.iter().map(|c| c.1.as_str()))
        .chain(std::iter::once(rest))
        .flat_map(words)
        .collect();
    // Scripts written without spaces have no words to compare: their paragraphs stay.
    let spaced = last.chars().filter(|c| c.is_alphabetic()).all(quizdeck_lang::has_word_edges);
    if spaced && !words(last).iter().any(|w| said.contains(w)) {
        let keep = rest.trim_end().len();
        f.explanation.truncate(keep);
    }
}

/// Whether `text` exclaims, in any script's marks.
fn exclaims(text: &str) -> bool {
    text.contains(['!', '！', '¡'])
}

/// Whether `text` is as short as a closing line is: twelve words at most, and no number.
fn brief(text: &str) -> bool {
    text.split_whitespace().count() <= 12 && !text.chars().any(char::is_numeric)
}
