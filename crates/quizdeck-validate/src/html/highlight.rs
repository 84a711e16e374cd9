//! What to highlight in the side-by-side values of a finding: the numbers, units, letters and
//! terms in which a language differs from the others.
//!
//! Translations share no words, so words are not compared. What a faithful translation keeps is
//! compared: tokens with a digit (`60`, `4,5`, `FP16`), capitals (`SSD`, `SYN-ACK`, the letter
//! `B`, `TB/s`, `PyTorch`), and every token of values that are short lists of such anchors (the
//! `s` and `ms` of a unit mismatch). Each value's sequence of these tokens is compared with the
//! one most languages not at fault share: position by position when the lengths agree (a swap
//! marks both sides), else by longest common subsequence (an extra or missing token is marked,
//! on the side that has it).

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use crate::Finding;

/// Values of at most this many tokens are anchor lists: all their tokens are compared.
const SHORT_VALUE: usize = 4;
/// Sequences longer than this are not aligned (the LCS table would grow quadratically).
const MAX_TOKENS: usize = 400;

/// For each language of `f.values`, the byte ranges of its value to highlight, in order.
pub(crate) fn marks(f: &Finding) -> BTreeMap<&str, Vec<Range<usize>>> {
    let tokens: BTreeMap<&str, Vec<(Range<usize>, &str)>> =
        f.values.iter().map(|(lang, v)| (lang.as_str(), tokenize(v))).collect();
    let short = tokens.values().all(|t| t.len() <= SHORT_VALUE);
    let seqs: BTreeMap<&str, Vec<(Range<usize>, &str)>> = tokens
        .into_iter()
        .map(|(lang, t)| (lang, t.into_iter().filter(|(_, tok)| short || neutral(tok)).collect()))
        .collect();
    let mut out: BTreeMap<&str, Vec<Range<usize>>> = BTreeMap::new();
    let Some(consensus) = consensus(f, &seqs) else {
        return out;
    };
    if seqs.len() < 2 || seqs.values().any(|s| s.len() > MAX_TOKENS) {
        return out;
    }
    let texts = |s: &[(Range<usize>, &str)]| s.iter().map(|(_, t)| t.to_string()).collect();
    let consensus: Vec<String> = texts(&seqs[consensus]);
    // The languages at fault are compared with the consensus (all languages, when none or every
    // one is at fault); the others get marked what those lack or have instead.
    let blamed = |l: &str| f.langs.iter().any(|b| b == l);
    let all = f.langs.is_empty() || seqs.keys().all(|l| blamed(l));
    let mut differ: BTreeSet<String> = BTreeSet::new();
    for (&lang, seq) in seqs.iter().filter(|(l, _)| all || blamed(l)) {
        let (mine, theirs) = differing(&texts(seq), &consensus);
        out.insert(lang, mine.iter().map(|&i| seq[i].0.clone()).collect());
        differ.extend(theirs.into_iter().map(|j| consensus[j].clone()));
    }
    for (&lang, seq) in &seqs {
        if !out.contains_key(lang) {
            let marked = seq.iter().filter(|(_, t)| differ.contains(*t));
            out.insert(lang, marked.map(|(r, _)| r.clone()).collect());
        }
    }
    out.retain(|_, ranges| !ranges.is_empty());
    out
}

/// The language whose sequence most languages not at fault share (all languages, when every one
/// or none is at fault); the first in order on a tie.
fn consensus<'a>(
    f: &Finding,
    seqs: &BTreeMap<&'a str, Vec<(Range<usize>, &str)>>,
) -> Option<&'a str> {
    let blamed = |l: &str| f.langs.iter().any(|b| b == l);
    let innocent: Vec<&str> = seqs.keys().copied().filter(|l| !blamed(l)).collect();
    let voters = if innocent.is_empty() || innocent.len() == seqs.len() {
        seqs.keys().copied().collect()
    } else {
        innocent
    };
    let words = |l: &str| seqs[l].iter().map(|(_, t)| *t).collect::<Vec<_>>();
    let mut best: Option<(&str, usize)> = None;
    for &lang in &voters {
        let n = voters.iter().filter(|&&o| words(o) == words(lang)).count();
        if best.is_none_or(|(_, b)| n > b) {
            best = Some((lang, n));
        }
    }
    best.map(|(lang, _)| lang)
}

/// The positions of `a` and of `b` that do not correspond: position by position when the lengths
/// agree, else those outside a longest common subsequence.
fn differing(a: &[String], b: &[String]) -> (Vec<usize>, Vec<usize>) {
    if a.len() == b.len() {
        let diff: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).collect();
        return (diff.clone(), diff);
    }
    // Longest common subsequence by dynamic programming: the sequences are anchors of one
    // field (a handful of tokens), so the table is small.
    let (n, m) = (a.len(), b.len());
    let mut table = vec![vec![0u32; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            table[i][j] = if a[i] == b[j] {
                table[i + 1][j + 1] + 1
            } else {
                table[i + 1][j].max(table[i][j + 1])
            };
        }
    }
    let (mut in_a, mut in_b) = (vec![false; n], vec![false; m]);
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if a[i] == b[j] {
            (in_a[i], in_b[j]) = (true, true);
            (i, j) = (i + 1, j + 1);
        } else if table[i + 1][j] >= table[i][j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    let unmatched = |v: &[bool]| (0..v.len()).filter(|&k| !v[k]).collect();
    (unmatched(&in_a), unmatched(&in_b))
}

/// The tokens of `text`: runs of letters and digits, joined by `.`, `,`, `-`, `/`, `'` or `_`
/// between two of them (`1,234.5`, `SYN-ACK`, `TB/s`), with their byte ranges.
fn tokenize(text: &str) -> Vec<(Range<usize>, &str)> {
    let joiner = |c: char| matches!(c, '.' | ',' | '-' | '/' | '\'' | '_');
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut tokens = Vec::new();
    let mut k = 0;
    while k < chars.len() {
        if !chars[k].1.is_alphanumeric() {
            k += 1;
            continue;
        }
        let start = k;
        while k < chars.len()
            && (chars[k].1.is_alphanumeric()
                || (joiner(chars[k].1) && chars.get(k + 1).is_some_and(|c| c.1.is_alphanumeric())))
        {
            k += 1;
        }
        let end = chars.get(k).map_or(text.len(), |c| c.0);
        tokens.push((chars[start].0..end, &text[chars[start].0..end]));
    }
    tokens
}

/// Whether a token is one translations keep: it has a digit, or capitals beyond a first letter
/// (`SSD`, `B`, `TB/s`, `PyTorch`, not `Nach` nor words of scripts without case).
fn neutral(token: &str) -> bool {
    let has_digit = token.chars().any(|c| c.is_numeric());
    let upper = token.chars().filter(|c| c.is_uppercase()).count();
    let lower = token.chars().any(|c| c.is_lowercase());
    let inner_capital = token.chars().skip(1).any(|c| c.is_uppercase());
    has_digit || (upper > 0 && (!lower || inner_capital))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Code;

    fn finding(blamed: &[&str], values: &[(&str, &str)]) -> Finding {
        let mut f = Finding::new(Code::NumberMismatch, "q", "m");
        for l in blamed {
            f = f.at(l, "x.html");
        }
        for (lang, v) in values {
            f = f.value(lang, *v);
        }
        f
    }

    /// The highlighted texts of each language.
    fn marked(f: &Finding) -> Vec<(String, Vec<String>)> {
        marks(f)
            .into_iter()
            .map(|(l, rs)| {
                (l.to_owned(), rs.into_iter().map(|r| f.values[l][r].to_owned()).collect())
            })
            .collect()
    }

    fn m(lang: &str, texts: &[&str]) -> (String, Vec<String>) {
        (lang.to_owned(), texts.iter().map(|t| t.to_string()).collect())
    }

    #[test]
    fn a_differing_number_is_marked_in_the_language_at_fault_and_in_the_others() {
        let f = finding(&["de"], &[("de", "60 MB"), ("en", "50 MB"), ("fr", "50 Mo")]);
        // `Mo` and `MB` differ too, but between languages not at fault.
        assert_eq!(marked(&f), [m("de", &["60"]), m("en", &["50"]), m("fr", &["50"])]);
    }

    #[test]
    fn a_missing_term_is_marked_where_it_is_present() {
        let f = finding(
            &["ja"],
            &[("de", "DNS, HTTP, TCP"), ("en", "DNS, HTTP, TCP"), ("ja", "DNS, TCP")],
        );
        assert_eq!(marked(&f), [m("de", &["HTTP"]), m("en", &["HTTP"])]);
    }

    #[test]
    fn in_translated_sentences_only_letters_numbers_and_terms_are_compared() {
        let f = finding(
            &["es"],
            &[
                ("en", "C. Because an SSD has no moving parts"),
                ("es", "B. Porque un SSD guarda cada archivo en 4 KB"),
                ("nl", "C. Omdat een SSD geen bewegende delen heeft"),
            ],
        );
        assert_eq!(marked(&f), [m("en", &["C"]), m("es", &["B", "4", "KB"]), m("nl", &["C"])]);
    }

    #[test]
    fn swapped_choices_mark_what_moved() {
        let f = finding(
            &["de"],
            &[
                ("de", "B: Nach 60 ms, ACK | C: Nach 40 ms, SYN-ACK"),
                ("en", "B: After 40 ms, SYN-ACK | C: After 60 ms, ACK"),
                ("ja", "B: 40 ms 後。SYN-ACK | C: 60 ms 後。ACK"),
            ],
        );
        let (de, others) = (["60", "ACK", "40", "SYN-ACK"], ["40", "SYN-ACK", "60", "ACK"]);
        assert_eq!(marked(&f), [m("de", &de), m("en", &others), m("ja", &others)]);
    }

    #[test]
    fn agreeing_values_and_single_values_mark_nothing() {
        assert!(marks(&finding(&["de"], &[("de", "12 ms"), ("en", "12 ms")])).is_empty());
        assert!(marks(&finding(&["de"], &[("de", "Netze → Netzwerke")])).is_empty());
        assert!(marks(&finding(&[], &[])).is_empty());
    }

    #[test]
    fn tokens_keep_numbers_and_terms_whole() {
        let words: Vec<&str> =
            tokenize("1,234.5 TB/s; SYN-ACK, (x) 16進数").into_iter().map(|t| t.1).collect();
        assert_eq!(words, ["1,234.5", "TB/s", "SYN-ACK", "x", "16進数"]);
        assert!(neutral("SSD") && neutral("B") && neutral("PyTorch") && neutral("4,5"));
        assert!(!neutral("Nach") && !neutral("ms") && !neutral("ストレージ"));
    }
}
