//! Names in Han characters and their contractions (略称): Japanese and Chinese shorten a name
//! once introduced by keeping a character or two of its parts in their order (`東京証券取引所`
//! → `東証`, `国際連合` → `国連`, `经济产业省` → `经产省`), where other languages repeat the
//! acronym the name came with (`TSE`).
//!
//! Written by hand: no library knows which contractions a language uses; the shape alone (the
//! name's first character, then characters of the name in their order, skipping some) is what
//! a page gives to go on.

use quizdeck_lang::{Script, script_of};

fn is_han(c: char) -> bool {
    script_of(c) == Some(Script::Han)
}

/// The name in Han characters right before `before`'s end (the text before an acronym's
/// bracket: `東京証券取引所（TSE）`), when it has three characters or more.
pub(super) fn han_name(before: &str) -> Option<&str> {
    let start =
        before.char_indices().rev().take_while(|&(_, c)| is_han(c)).last().map(|(i, _)| i)?;
    let name = &before[start..];
    (name.chars().count() >= 3).then_some(name)
}

/// Whether `part` writes the Han name `name` in full or contracted: a run of Han characters in
/// `part` that starts with the name's first character and whose first two to four characters
/// are characters of the name in their order, skipping at least one (`東証` in `東証の取引`;
/// not `東京`, which is the name's first word and says only "Tokyo").
pub(super) fn writes_han_name(part: &str, name: &str) -> bool {
    if part.contains(name) {
        return true;
    }
    let name: Vec<char> = name.chars().collect();
    let chars: Vec<char> = part.chars().collect();
    (0..chars.len()).filter(|&i| chars[i] == name[0]).any(|i| {
        let run: Vec<char> =
            chars[i..].iter().copied().take_while(|&c| is_han(c)).take(4).collect();
        (2..=run.len()).any(|len| contracts(&run[..len], &name))
    })
}

/// Whether `short` is `name` contracted: its characters are the name's, in their order, the
/// first one first, with at least one of the name's characters skipped between them.
fn contracts(short: &[char], name: &[char]) -> bool {
    let mut at = 0;
    let mut skipped = false;
    for (k, &c) in short.iter().enumerate() {
        let Some(found) = name[at..].iter().position(|&n| n == c) else { return false };
        if k == 0 && found != 0 {
            return false;
        }
        skipped |= found > 0;
        at += found + 1;
    }
    skipped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_han_name_is_read_before_its_bracket() {
        assert_eq!(han_name("東京証券取引所"), Some("東京証券取引所"));
        assert_eq!(han_name("の取引は東京証券取引所"), Some("東京証券取引所"));
        assert_eq!(han_name("日銀"), None);
        assert_eq!(han_name("Bourse de Tokyo "), None);
    }

    #[test]
    fn contractions_keep_characters_of_the_name_in_order() {
        let name = "東京証券取引所";
        assert!(writes_han_name("東証の取引時間は", name));
        assert!(writes_han_name("東京証券取引所の取引時間", name));
        assert!(writes_han_name("国連の機関", "国際連合"));
        assert!(writes_han_name("经产省发布", "经济产业省"));
        // The name's first word alone, another order, another first character: no.
        assert!(!writes_han_name("東京の取引所", name));
        assert!(!writes_han_name("証東の取引", name));
        assert!(!writes_han_name("京証の取引", name));
        assert!(!writes_han_name("東京都の人口", name));
    }
}
