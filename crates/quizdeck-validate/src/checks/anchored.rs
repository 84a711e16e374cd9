//! Rules comparing the anchors (numbers, units, acronyms) of each part across languages, in the
//! manner of pofilter's `numbers` and `acronyms` tests but with every language compared to every
//! other: a text's facts (values with their units) as a multiset, in any order and notation; a
//! clear majority decides who is at fault, and without one the finding names what each side has.

use quizdeck_group::anchors::{
    Anchors, Number, compatible_units, is_localized_elsewhere, is_strong, match_numbers, mentions,
    normalize, unit_spellings,
};

use super::consensus::{Verdict, verdict};
use super::{GroupCtx, Part, sides};

use crate::report::Finding;
use crate::{Code, Severity};

/// The parts compared and, for each, the members that have it.
pub(super) fn parts(ctx: &GroupCtx<'_>) -> Vec<(Part, Vec<usize>)> {
    let all = |part: Part| -> Vec<usize> {
        (0..ctx.members.len()).filter(|&i| ctx.members[i].part(part).is_some()).collect()
    };
    let mut out = vec![(Part::Stem, all(Part::Stem))];
    let (n, ids) = ctx.comparable_choices();
    for k in 0..n {
        out.push((Part::Choice(k), ids.clone()));
    }
    out.push((Part::Explanation, all(Part::Explanation)));
    out
}

fn show(numbers: &[&Number]) -> String {
    if numbers.is_empty() {
        return "none".to_owned();
    }
    let shown: Vec<String> = numbers
        .iter()
        .map(|n| match &n.unit {
            // A unit the number's own words say (`百分之五`, five per cent) is not said again.
            Some(u)
                if !n.text.contains(u.as_str())
                    && !unit_spellings(u)
                        .iter()
                        .any(|s| s.chars().count() > 1 && n.text.contains(s)) =>
            {
                format!("{} {u}", n.shown())
            }
            _ => n.shown(),
        })
        .collect();
    shown.join(", ")
}

fn show_all(numbers: &[Number]) -> String {
    show(&numbers.iter().collect::<Vec<_>>())
}

pub(super) fn anchors<'c>(ctx: &'c GroupCtx<'_>, i: usize, part: Part) -> &'c Anchors {
    ctx.members[i].part(part).unwrap_or(&ctx.members[i].stem)
}

/// Whether the numbers a text in `lang` lacks (`theirs`, which the other text has) and has
/// instead (`mine`) may be what `lang` writes in words the language tables do not hold: with no
/// scale words known for it, each of `mine` is one of `theirs` without its thousands or millions
/// (`11 milionů` read as 11 against `11,000,000`); with no number words known (nor Han
/// numerals, which the reader knows), `theirs` may be written out (`dvacet` for 20), and so may
/// a round thousand or million its number words lack (`tysiąc`). Such a
/// difference is left unreported: it may hide a change, but reporting it would cry wolf on every
/// such language's correct pages.
fn unread(lang: &str, mine: &[&Number], theirs: &[&Number]) -> bool {
    let Some(tables) = quizdeck_lang::get(lang) else { return false };
    let mut theirs: Vec<&Number> = theirs.to_vec();
    if tables.scale_words.is_empty() {
        for n in mine {
            let scaled = theirs.iter().position(|t| n.unit.is_none() && scaled_by_a_word(n, t));
            match scaled {
                Some(k) => {
                    theirs.remove(k);
                }
                None => return false,
            }
        }
    } else if !mine.is_empty() {
        return false;
    }
    // A round thousand, million or more that no word of its tables gives may be a word there
    // too (`tysiąc razy`, a thousand times); a hundred, which some tables hold, is not excused
    // so (`le centenaire` for the `100th` anniversary stays a note).
    let worded =
        |v: u64| tables.numbers.iter().any(|w| w.extra.iter().any(|&(_, x)| u64::from(x) == v));
    let power_of_ten = |v: u64| v >= 1000 && 10u64.pow(v.ilog10()) == v;
    let round = |t: &&Number| {
        t.values.iter().filter_map(|v| v.parse::<u64>().ok()).any(|v| power_of_ten(v) && !worded(v))
    };
    theirs.retain(|t| !round(t));
    // Han numerals (`十四`) are read whatever the tables hold.
    let reads_words =
        !tables.numbers.is_empty() || tables.scripts.contains(&quizdeck_lang::Script::Han);
    theirs.is_empty() || !reads_words
}

/// Whether a text that lacks `theirs` gives instead a number of its own in the same unit (any of
/// `own`, its unpaired numbers, small ones too): `지방 1 g` where another language says `10 g`.
/// A number written out in words leaves no such number behind, so [`unread`] does not excuse it.
fn replaced(own: &[&Number], theirs: &[&Number]) -> bool {
    theirs
        .iter()
        .filter_map(|t| t.unit.as_deref())
        .any(|u| own.iter().filter_map(|n| n.unit.as_deref()).any(|mine| compatible_units(mine, u)))
}

/// A text's numbers without a counterpart (`unmatched`), with its small ones in figures too
/// (`all`, its unpaired numbers): a text that gives a small number of its own where the other
/// gives another (`09` in `2:01:09` against `39` in `2:01:39`) did not write the other's in
/// words, and [`unread`] does not excuse it. Dates' days and months and numbers in words stay out;
/// a fraction's denominator is in (`160/100 mmHg` against `160/110 mmHg`: the `100` is no `110`
/// in words).
fn in_figures<'a>(unmatched: &[&'a Number], all: &[&'a Number]) -> Vec<&'a Number> {
    let mut out = unmatched.to_vec();
    let figure = |n: &&&Number| {
        (!n.loose || n.denominator)
            && !n.spelled
            && !unmatched.iter().any(|m| std::ptr::eq(*m, **n))
    };
    out.extend(all.iter().filter(figure));
    out
}

/// Whether some reading of `t` is a reading of `n` times a thousand, ten thousand or a power of
/// those (`11` and `11000000`).
fn scaled_by_a_word(n: &Number, t: &Number) -> bool {
    let value = |v: &String| v.parse::<f64>().ok().filter(|x| *x > 0.0);
    n.values.iter().filter_map(value).any(|x| {
        t.values.iter().filter_map(value).any(|y| {
            [3, 4, 6, 8, 9, 12].iter().any(|&k| ((x * 10f64.powi(k)) / y - 1.0).abs() < 1e-9)
        })
    })
}

/// `number-mismatch`: the numbers of the stem, a choice or the explanation differ.
pub(super) fn number_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    for (part, ids) in parts(ctx) {
        let nums = |a: usize| &anchors(ctx, ids[a], part).numbers;
        let lang = |a: usize| ctx.members[ids[a]].lang();
        let agree = |a: usize, b: usize| {
            let m = match_numbers(nums(a), nums(b));
            let (x, y) = m.unmatched();
            if x.is_empty() && y.is_empty() {
                return true;
            }
            let (all_x, all_y) = (m.unpaired_a(), m.unpaired_b());
            (unread(lang(a), &in_figures(&x, &all_x), &y) && !replaced(&all_x, &y))
                || (unread(lang(b), &in_figures(&y, &all_y), &x) && !replaced(&all_y, &x))
        };
        let v = verdict(ids.len(), agree);
        let name = part.name(&labels);
        let message = match &v {
            Verdict::Agree => continue,
            Verdict::Minority(at) => {
                let rest: Vec<usize> = (0..ids.len()).filter(|a| !at.contains(a)).collect();
                let changes: Vec<String> = at
                    .iter()
                    .map(|&a| {
                        let lang = ctx.members[ids[a]].lang();
                        // Against the first of the majority it disagrees with.
                        let r = rest.iter().copied().find(|&r| !agree(a, r)).unwrap_or(rest[0]);
                        let m = match_numbers(nums(a), nums(r));
                        let (mine, mut theirs) = m.unmatched();
                        if theirs.is_empty() {
                            theirs = m.unpaired_b();
                        }
                        if mine.is_empty() && theirs.is_empty() {
                            format!("{lang} has {}", show_all(nums(a)))
                        } else {
                            format!(
                                "{lang} has {} where others have {}",
                                show(&mine),
                                show(&theirs)
                            )
                        }
                    })
                    .collect();
                format!("{name}: numbers differ: {}", changes.join("; "))
            }
            Verdict::Split(camps) => format!(
                "{name}: the languages give different numbers, with no clear majority: {}",
                sides(camps, |a| ctx.members[ids[a]].lang(), |a| show_all(nums(a)))
            ),
        };
        let blamed: Vec<usize> = v.blamed().iter().map(|&a| ids[a]).collect();
        let mut f = ctx.finding(Code::NumberMismatch, &blamed, message).field(name);
        for (a, &i) in ids.iter().enumerate() {
            f = f.value(ctx.members[i].lang(), show_all(nums(a)));
        }
        // An explanation is prose a translator may word otherwise: a number one language says
        // with a word (`le centenaire de la Révolution`, its 100th anniversary) is missing from
        // it, while no number is changed: none that one language gives where another has
        // something else is given by any other language (`1898` where the others say `1889`).
        // One language alone without it against a clear majority is a warning; languages split
        // over it, information.
        let elsewhere = |a: usize, n: &Number| {
            let one = std::slice::from_ref(n);
            (0..ids.len()).any(|c| c != a && match_numbers(nums(c), one).unpaired_b().is_empty())
        };
        // Every number without a counterpart on each side, small ones included (`unmatched`
        // leaves out a small one against a number that is not: `3 %` against `百分之五`).
        let changed = |a: usize, b: usize| {
            let (to_mine, to_theirs) =
                (match_numbers(nums(b), nums(a)), match_numbers(nums(a), nums(b)));
            !to_theirs.unpaired_b().is_empty()
                && to_mine.unpaired_b().iter().any(|n| !elsewhere(a, n))
        };
        // Whether some number is given by every language but one, as often as one gives it (a
        // year said twice, once changed in one language).
        let lone_gap = || {
            (0..ids.len()).any(|a| {
                nums(a).iter().any(|n| {
                    let times = vec![n.clone(); nums(a).iter().filter(|m| m.same_value(n)).count()];
                    let lacking = (0..ids.len())
                        .filter(|&c| !match_numbers(nums(c), &times).unpaired_b().is_empty())
                        .count();
                    lacking == 1
                })
            })
        };
        let any_changed = || {
            (0..ids.len()).any(|a| (0..ids.len()).any(|b| a != b && !agree(a, b) && changed(a, b)))
        };
        if part == Part::Explanation && !any_changed() {
            let split = matches!(v, Verdict::Split(_));
            f = f.with_severity(if split { Severity::Info } else { Severity::Warning });
        } else if part == Part::Explanation
            && let Verdict::Split(camps) = &v
            && camps.iter().map(Vec::len).max().is_some_and(|most| most + 2 <= ids.len())
            && !lone_gap()
        {
            // Languages that each give numbers of their own in their explanations (a country's
            // own scale or standard added), two or more apart from any camp, and no number that
            // all languages but one give: prose adapted for its readers, with no one shown at
            // fault; a warning. A number all but one language give (`1889`, where one says
            // `1898`) stays an error.
            f = f.with_severity(Severity::Warning);
        }
        // A gloss one language adds in brackets (`ハイエン（平成25年台風第30号）`, the era's year and the
        // season's number of a typhoon named alike elsewhere): every language apart gives only
        // numbers the others lack, each inside an aside in brackets, and lacks none. Information.
        if let Verdict::Minority(at) = &v {
            let rest: Vec<usize> = (0..ids.len()).filter(|a| !at.contains(a)).collect();
            let glossed = |a: usize| {
                let text = normalize(ctx.members[ids[a]].text(part));
                rest.iter().all(|&r| {
                    let lacks = match_numbers(nums(a), nums(r));
                    let extra = match_numbers(nums(r), nums(a));
                    let extra = extra.unpaired_b();
                    lacks.unpaired_b().is_empty()
                        && !extra.is_empty()
                        && extra.iter().all(|n| in_brackets(&text, &n.text))
                })
            };
            if !rest.is_empty() && at.iter().all(|&a| glossed(a)) {
                f = f.with_severity(Severity::Info);
            }
        }
        out.push(f);
    }
}

/// Whether `needle` is written inside a pair of round brackets of `text` (normalized: full-width
/// brackets are ASCII ones).
fn in_brackets(text: &str, needle: &str) -> bool {
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let inside = &rest[open + 1..];
        let Some(close) = inside.find(')') else { return false };
        if inside[..close].contains(needle) {
            return true;
        }
        rest = &inside[close + 1..];
    }
    false
}

/// How many words of `text` are acronyms of a cased script other than Latin: two letters or
/// more, all capitals (`ΠΟΥ`, `ВОЗ`, `НАТО`); or Hebrew ones, which the script marks with
/// gershayim before their last letter (`נאט"ו`, `אונסק"ו`; not `ק"מ`, a unit of two letters).
fn own_script_acronyms(text: &str) -> usize {
    let cased = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| {
            w.chars().count() >= 2
                && w.chars().all(|c| c.is_uppercase() && !c.is_ascii() && !is_latin(c))
        })
        .count();
    let hebrew = |c: char| ('\u{05D0}'..='\u{05EA}').contains(&c);
    let marked = text
        .split(|c: char| !(hebrew(c) || matches!(c, '"' | '\u{05F4}')))
        .filter(|w| {
            let mut parts = w.split(['"', '\u{05F4}']);
            match (parts.next(), parts.next(), parts.next()) {
                (Some(head), Some(last), None) => {
                    head.chars().count() >= 2 && last.chars().count() == 1
                }
                _ => false,
            }
        })
        .count();
    cased + marked
}

/// Whether `c` is a letter of the Latin script (with diacritics too: `É`, `Ł`).
fn is_latin(c: char) -> bool {
    quizdeck_lang::script_of(c) == Some(quizdeck_lang::Script::Latin)
}

/// Whether `text` introduces the acronym `acr` with its words (`منظمة الصحة العالمية (WHO)`,
/// `WHO (World Health Organization)`) and `part` writes those words: the part says the name in
/// full where the others write the acronym, as translators do once it is introduced. The words
/// are the last two before the bracket, or the last two inside it; `part` may glue a prefix to
/// them (`لمنظمة`). A name in Han characters before the bracket may be contracted in `part`
/// (see [`super::contraction`]).
fn spelled_out_in(text: &str, acr: &str, part: &str) -> bool {
    let tail = |words: &str| -> Option<String> {
        let w: Vec<&str> = words.split_whitespace().collect();
        (w.len() >= 2).then(|| w[w.len() - 2..].join(" "))
    };
    let found = |phrase: Option<String>| {
        phrase.is_some_and(|p| {
            p.chars().filter(|c| c.is_alphabetic()).count() >= 6 && part.contains(&p)
        })
    };
    let mut from = 0;
    while let Some(at) = text[from..].find(acr).map(|i| from + i) {
        let end = at + acr.len();
        from = end;
        let before = text[..at].trim_end();
        let after = &text[end..];
        // `<words> (ACR)`
        if before.ends_with(['(', '（']) && after.trim_start().starts_with([')', '）']) {
            let words = before.trim_end_matches(['(', '（']);
            if found(tail(words)) {
                return true;
            }
            // A name in Han characters, which has no spaces, in full or contracted (`東証`).
            let han = super::contraction::han_name(words.trim_end());
            if han.is_some_and(|name| super::contraction::writes_han_name(part, name)) {
                return true;
            }
        }
        // `ACR (<words>)`
        let rest = after.trim_start();
        if let Some(inner) = rest.strip_prefix(['(', '（'])
            && let Some(close) = inner.find([')', '）'])
            && found(tail(&inner[..close]))
        {
            return true;
        }
    }
    false
}

/// Whether `text` introduces the acronym `acr` after a name in its own script that does not hold
/// its letters in their order (`Kính viễn vọng Không gian James Webb (HST)`: no `t` after the `s`),
/// where a translator's own acronym spells its name (`Europäische Zentralbank (EZB)`, `Agence
/// spatiale européenne (ASE)`): the acronym is another name's. The name is the last twelve words
/// at most before the bracket, two at least; letters are compared without their accents.
fn named_otherwise(text: &str, acr: &str) -> bool {
    let base = |c: char| {
        let mut first = None;
        unicode_normalization::char::decompose_canonical(c, |d| {
            first.get_or_insert(d);
        });
        first.unwrap_or(c).to_lowercase().next().unwrap_or(c)
    };
    let wanted: Vec<char> = acr.chars().filter(|c| c.is_alphabetic()).map(base).collect();
    let Some(script) = acr.chars().find_map(quizdeck_lang::script_of) else { return false };
    if wanted.len() < 2 {
        return false;
    }
    for before in introduced(text, acr) {
        let words: Vec<&str> = before.split_whitespace().collect();
        let name = &words[words.len().saturating_sub(12)..];
        let letters: Vec<char> =
            name.iter().flat_map(|w| w.chars()).filter(|c| c.is_alphabetic()).collect();
        let own = letters.iter().filter(|&&c| quizdeck_lang::script_of(c) == Some(script)).count();
        if name.len() < 2 || own * 5 < letters.len() * 4 {
            continue;
        }
        let mut rest = letters.iter().map(|&c| base(c));
        if !wanted.iter().all(|w| rest.any(|c| c == *w)) {
            return true;
        }
    }
    false
}

/// Whether `text` introduces the acronym `acr` in brackets after a name whose words begin its
/// letters, in order (`Astronomische Einheit (AE)`, `Organización Mundial de la Salud (OMS)`,
/// `Europäische Zentralbank (EZB)`): each word of the name gives the letter its initial is, and
/// may give the next ones from inside it (a compound); short words between (three letters at
/// most: `de`, `la`, `of`) may be passed over. Stricter than [`named_otherwise`]'s letters in
/// order: a name that spells an acronym one letter off the original is how a language localizes
/// it, not a slip, and `Random Access Memory (ROM)` holds `r`, `o`, `m` in order but is no name
/// of `ROM`.
fn initialed(text: &str, acr: &str) -> bool {
    let lower = |c: char| c.to_lowercase().next().unwrap_or(c);
    let wanted: Vec<char> = acr.chars().filter(|c| c.is_alphabetic()).map(lower).collect();
    if wanted.len() < 2 {
        return false;
    }
    introduced(text, acr).any(|before| {
        let words: Vec<Vec<char>> = before
            .split_whitespace()
            .rev()
            .take(2 * wanted.len() + 2)
            // An elided article is no word of the name (`l'Agence`, `dell'Unione`).
            .map(|w| w.rsplit(['\'', '’']).next().unwrap_or(w))
            .map(|w| w.chars().filter(|c| c.is_alphabetic()).map(lower).collect::<Vec<char>>())
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        // The name ends right before the bracket: it is the last words, as many as spell it.
        (0..words.len()).any(|start| spells(&words[start..], &wanted))
    })
}

/// The text before each place `text` introduces the acronym `acr` in brackets (`… Einheit (AE)`),
/// without the bracket: the name it follows is at its end.
fn introduced<'t>(text: &'t str, acr: &'t str) -> impl Iterator<Item = &'t str> {
    text.match_indices(acr).filter_map(move |(at, _)| {
        let before = text[..at].trim_end();
        let closed = text[at + acr.len()..].trim_start().starts_with([')', '）']);
        (before.ends_with(['(', '（']) && closed).then(|| before.trim_end_matches(['(', '（']))
    })
}

/// Whether `words` (lower case, letters only) spell `wanted` from their initials: the first
/// word's initial is its first letter, every word gives at least its initial but a short
/// word (three letters at most: `de`, `la`), which may give nothing, and a word may give more
/// letters from inside it.
fn spells(words: &[Vec<char>], wanted: &[char]) -> bool {
    let Some((word, rest)) = words.split_first() else { return wanted.is_empty() };
    let skippable = word.len() <= 3;
    if wanted.is_empty() {
        return false;
    }
    if skippable && !rest.is_empty() && spells(rest, wanted) {
        return true;
    }
    if word.first() != wanted.first() {
        return false;
    }
    // The word gives its initial, then each next letter found in order inside it.
    let mut k = 1;
    let mut inside = word[1..].iter();
    loop {
        if spells(rest, &wanted[k..]) && (rest.is_empty() || k < wanted.len()) {
            return true;
        }
        if k == wanted.len() {
            return false;
        }
        let next = wanted[k];
        if !inside.by_ref().any(|&c| c == next) {
            return false;
        }
        k += 1;
    }
}

/// Whether two acronyms differ the way a slip does: in one letter or digit at most (`GPU` and
/// `CPU`, `RAM` and `ROM`, `IPv4` and `IPv6`), or only in their digits (`FP16` and `FP32`).
fn alike_acronyms(a: &str, b: &str) -> bool {
    let letters = |s: &str| s.chars().filter(|c| !c.is_ascii_digit()).collect::<String>();
    let (x, y): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let one_edit = match x.len().abs_diff(y.len()) {
        0 => x.iter().zip(&y).filter(|(p, q)| p != q).count() <= 1,
        1 => {
            let (long, short) = if x.len() > y.len() { (&x, &y) } else { (&y, &x) };
            (0..long.len()).any(|skip| {
                long.iter().enumerate().filter(|&(i, _)| i != skip).map(|(_, c)| c).eq(short.iter())
            })
        }
        _ => false,
    };
    one_edit || (letters(a) == letters(b) && a.chars().any(|c| c.is_ascii_digit()))
}

/// What one part's acronyms are on each page of its group: those most languages write that the
/// page lacks, and those only the page has (in their place, maybe).
struct Gaps<'c> {
    missing: Vec<Vec<&'c str>>,
    instead: Vec<Vec<&'c str>>,
}

fn gaps<'c>(ctx: &'c GroupCtx<'_>, part: Part, ids: &[usize]) -> Gaps<'c> {
    let k = ids.len();
    let mut all: Vec<&String> = ids.iter().flat_map(|&i| &anchors(ctx, i, part).acronyms).collect();
    all.sort();
    all.dedup();
    let has = |a: usize, acr: &str| {
        let an = anchors(ctx, ids[a], part);
        an.acronyms.iter().any(|x| x == acr) || mentions(&an.text, acr)
    };
    let present = |acr: &str| (0..k).filter(|&a| has(a, acr)).count();
    let mut missing: Vec<Vec<&str>> = vec![Vec::new(); k];
    for acr in all {
        let n = present(acr);
        let expected = 2 * n > k || (k == 2 && is_strong(acr));
        if n < k && expected {
            for (a, list) in missing.iter_mut().enumerate() {
                if !has(a, acr) {
                    list.push(acr);
                }
            }
        }
    }
    // What a member has that no other has: an acronym in place of the missing one. One that
    // another language writes too (`NRV` beside an `EU` spelled out) replaced nothing.
    let instead = (0..k)
        .map(|a| {
            let own = &anchors(ctx, ids[a], part).acronyms;
            own.iter().map(String::as_str).filter(|x| present(x) == 1).collect()
        })
        .collect();
    Gaps { missing, instead }
}

/// The pages (by member) whose text, in Latin letters, puts acronyms of its own in place of two
/// or more that the others write, over all parts: `EZB`, `IWF` and `BIZ` for `ECB`, `IMF` and
/// `BIS`; `TAS` and `AMA` for `CAS` and `WADA`. Such a page's translator localizes acronyms, and
/// one of them a letter away from the original (`EZB`, `TAS`) is localized too. A slip changes one
/// acronym (`EIF` for `EIB`), however often the page writes it.
fn localizing(ctx: &GroupCtx<'_>, parts: &[(Part, Vec<usize>, Gaps<'_>)]) -> Vec<bool> {
    let mut replaced: Vec<Vec<&str>> = vec![Vec::new(); ctx.members.len()];
    for (part, ids, g) in parts {
        for (a, &i) in ids.iter().enumerate() {
            let an = anchors(ctx, i, *part);
            if 2 * an.latin_letters > an.letters && !g.instead[a].is_empty() {
                replaced[i].extend(&g.missing[a]);
            }
        }
    }
    replaced
        .into_iter()
        .map(|mut r| {
            r.sort_unstable();
            r.dedup();
            r.len() >= 2
        })
        .collect()
}

/// `acronym-mismatch`: an acronym most languages write is missing in some. A warning where the
/// language has another acronym like it in its place (`ROM` for `RAM`) on a page that does not
/// localize acronyms elsewhere, or any other in a text
/// of another script, or where it lacks one that every other language keeps and that it writes
/// itself elsewhere on the page (`MIDI`), or that languages of other scripts keep in Latin
/// letters while its own text is in them (`MAC`); `info` where it only lacks it, or has its own unlike it (it may write it
/// out, or localize it, in a way the language tables do not know: `TVA` for `VAT`).
pub(super) fn acronym_mismatch(ctx: &GroupCtx<'_>, out: &mut Vec<Finding>) {
    let labels = ctx.labels();
    // Each part's gaps, gathered once: they tell which pages localize, then what to report.
    let gapped: Vec<(Part, Vec<usize>, Gaps<'_>)> = parts(ctx)
        .into_iter()
        .filter(|(_, ids)| ids.len() >= 2)
        .map(|(part, ids)| {
            let g = gaps(ctx, part, &ids);
            (part, ids, g)
        })
        .collect();
    let localizes = localizing(ctx, &gapped);
    for (part, ids, Gaps { missing, instead }) in &gapped {
        let (part, k) = (*part, ids.len());
        let has = |a: usize, acr: &str| {
            let an = anchors(ctx, ids[a], part);
            an.acronyms.iter().any(|x| x == acr) || mentions(&an.text, acr)
        };
        let instead = |a: usize| -> &[&str] { &instead[a] };
        let name = part.name(&labels);
        // The texts of a page.
        let texts = |a: usize| {
            let q = &ctx.members[ids[a]].q;
            std::iter::once(q.stem.as_str())
                .chain(q.choices.iter().map(|c| c.text.as_str()))
                .chain([q.explanation.as_str()])
        };
        // A page's own acronym that the name it follows does not spell (`Kính viễn vọng Không
        // gian James Webb (HST)`) is no localization of that name.
        let misnamed =
            |a: usize| instead(a).iter().any(|r| texts(a).any(|t| named_otherwise(t, r)));
        // Another acronym in place of the missing one is a mistake (`CPU` for `GPU`, `FP32` for
        // `FP16`) when the two are alike, when the text around it is in another script (a kept
        // Latin term changed), or when its own name does not spell it. A Latin-script language's
        // own acronym, unlike the original (`KDV`, `TVA`, `GTGT` for `VAT`; `UA` for `AU`), is
        // how translators localize it.
        // So is another organization's acronym, one the languages localize as it (`NATO` for
        // `UN`, where the others write `ООН`, `ΟΗΕ`, `BM`): no translator's own spelling.
        let another_known = |a: usize| {
            instead(a).iter().any(|r| {
                is_localized_elsewhere(r) && missing[a].iter().all(|m| is_localized_elsewhere(m))
            })
        };
        // A page that writes the missing acronym itself in another part does not localize it:
        // another one in its place there is no translator's own spelling (`FDA` in a stem whose
        // explanation says `EFSA`), unless the page spells it from its own name (`Agence
        // spatiale européenne (ASE)`).
        let uses_elsewhere = |a: usize| {
            missing[a].iter().any(|m| texts(a).any(|t| mentions(t, m)))
                && !instead(a).iter().any(|r| texts(a).any(|t| initialed(t, r)))
        };
        let mistaken = |a: usize| {
            let an = anchors(ctx, ids[a], part);
            let latin_text = 2 * an.latin_letters > an.letters;
            !latin_text
                || misnamed(a)
                || another_known(a)
                || uses_elsewhere(a)
                || !localizes[ids[a]]
                    && missing[a].iter().any(|m| {
                        // Alike, unless its own name spells it (`Astronomische Einheit (AE)` for
                        // `AU`).
                        instead(a)
                            .iter()
                            .any(|r| alike_acronyms(m, r) && !texts(a).any(|t| initialed(t, r)))
                    })
        };
        let (with_other, dropped): (Vec<usize>, Vec<usize>) =
            (0..k).filter(|&a| !missing[a].is_empty()).partition(|&a| !instead(a).is_empty());
        let (changed, localized): (Vec<usize>, Vec<usize>) =
            with_other.into_iter().partition(|&a| mistaken(a));
        // A term every other language keeps is no word the language writes out or localizes
        // where it writes the term itself elsewhere on the page (`MIDI` in a Greek explanation),
        // or where its text is in Latin letters and languages of other scripts keep the term
        // in Latin letters (`MAC` in Greek, Hebrew and Hindi, not in Swedish; not written out in
        // their script, `الأمم المتحدة`): its text without it, and nothing in its place, lost it.
        let latin = |b: usize| {
            let an = anchors(ctx, ids[b], part);
            2 * an.latin_letters > an.letters
        };
        // Whether a page writes out in this part the name it introduces with an acronym
        // elsewhere (see [`spelled_out_in`]).
        let spelled_out = |a: usize, m: &str| {
            let own = ctx.members[ids[a]].text(part);
            texts(a).any(|text| spelled_out_in(text, m, own))
        };
        let kept_in_latin =
            |b: usize, m: &str| !latin(b) && anchors(ctx, ids[b], part).text.contains(m);
        let kept_everywhere = |a: usize| {
            let others: Vec<usize> = (0..k).filter(|&b| b != a).collect();
            others.len() >= 3
                && missing[a].iter().all(|m| {
                    let kept_in_other_scripts =
                        latin(a) && others.iter().any(|&b| kept_in_latin(b, m));
                    is_strong(m)
                        && others.iter().all(|&b| has(b, m) || spelled_out(b, m))
                        && (kept_in_other_scripts || texts(a).any(|text| mentions(text, m)))
                        && !spelled_out(a, m)
                })
        };
        let (lost, dropped): (Vec<usize>, Vec<usize>) =
            dropped.into_iter().partition(|&a| kept_everywhere(a));
        // A text of another cased script with as many acronyms of its own as it lacks (`ΠΟΥ` for
        // `WHO`, `ВОЗ`, `ЕЦБ` for `ECB`; Hebrew `נאט"ו` for `NATO`) localized them the way its
        // readers know them: no note.
        let dropped: Vec<usize> = dropped
            .into_iter()
            .filter(|&a| own_script_acronyms(&anchors(ctx, ids[a], part).text) < missing[a].len())
            .collect();
        let changed: Vec<usize> = {
            let mut c = changed;
            c.extend(lost);
            c.sort_unstable();
            c
        };
        let dropped: Vec<usize> = {
            let mut d = dropped;
            d.extend(localized);
            d.sort_unstable();
            d
        };
        for (at, severity) in [(changed, Severity::Warning), (dropped, Severity::Info)] {
            if at.is_empty() {
                continue;
            }
            let described: Vec<String> = at
                .iter()
                .map(|&a| {
                    let lang = ctx.members[ids[a]].lang();
                    let lacks = missing[a].join(", ");
                    match instead(a)[..] {
                        [] => format!("{lacks} missing in {lang}"),
                        ref other => format!(
                            "{lacks} missing in {lang}, which has {} instead",
                            other.join(", ")
                        ),
                    }
                })
                .collect();
            let message = format!("{name}: {}", described.join("; "));
            let blamed: Vec<usize> = at.iter().map(|&a| ids[a]).collect();
            let mut f = ctx
                .finding(Code::AcronymMismatch, &blamed, message)
                .field(name.clone())
                .with_severity(severity);
            for &i in ids {
                let acr = &anchors(ctx, i, part).acronyms;
                f = f.value(
                    ctx.members[i].lang(),
                    if acr.is_empty() { "none".into() } else { acr.join(", ") },
                );
            }
            out.push(f);
        }
    }
}

#[cfg(test)]
mod tests;
