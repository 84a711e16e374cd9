//! Where sentences end: what tells prose from headings, link lines and lead-ins.

/// Whether text ends with a mark that ends a sentence, in any script (`.`, `?`, `。`, `؟`, `।`):
/// no heading does.
pub(crate) fn ends_with_full_stop(text: &str) -> bool {
    text.trim_end().ends_with(quizdeck_lang::sentence_ends())
}

/// Whether text ends like a sentence: a mark that ends one, or a bracket, quote, colon or
/// semicolon that closes one.
pub(crate) fn ends_sentence(text: &str) -> bool {
    let p = quizdeck_lang::punctuation();
    let t = text.trim_end();
    // An apostrophe right after a letter ends a word, not a quotation: Hebrew's geresh written
    // as one (`לכיתה ה'`, fifth grade), an elision (`rock 'n' roll`, `goin'`).
    let elided = t.strip_suffix('\'').is_some_and(|w| w.ends_with(char::is_alphabetic));
    ends_with_full_stop(text)
        || !elided && t.ends_with(|c| p.closers.contains(&c) || p.colons.contains(&c))
}

/// Where a lead in lenticular brackets at the start of `text` closes (`【答案】B`, `【解析】…`),
/// as Chinese and Japanese write a label: the byte offset of its `】`.
pub(crate) fn bracket_lead(text: &str) -> Option<usize> {
    text.strip_prefix('【').and_then(|rest| rest.find('】')).map(|at| '【'.len_utf8() + at)
}

/// Where the first colon of `text` is, of any script (`:`, `：`, `៖`): the first of each kind's
/// first, each found by a byte search, and each kind looked for only before the first found so
/// far.
pub(crate) fn first_colon(text: &str) -> Option<usize> {
    let colons = quizdeck_lang::punctuation().colons.as_slice();
    let ascii = memchr::memchr(b':', text.as_bytes()).filter(|_| colons.contains(&':'));
    // The colons of other scripts are never ASCII: in ASCII text only `:` is looked for.
    if text.is_ascii() {
        return ascii;
    }
    let mut first = ascii;
    for &colon in colons.iter().filter(|c| !c.is_ascii()) {
        let before = &text[..first.unwrap_or(text.len())];
        if let Some(at) = before.find(colon) {
            first = Some(at);
        }
    }
    first
}

/// Whether `c` is a small letter of a script that writes sentences with a capital first: not
/// Georgian, whose Mkhedruli letters Unicode counts as small (beside capitals that are not used
/// to begin sentences).
pub(crate) fn small_letter(c: char) -> bool {
    c.is_lowercase() && quizdeck_lang::script_of(c) != Some(quizdeck_lang::Script::Georgian)
}

/// The words of `text` (parted by white space) with the byte each starts at.
pub(crate) fn words_at(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_whitespace().map(move |w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #[test]
        fn the_first_colon_is_the_first_of_any_colon(text in "[a-z :]{0,40}|[a-z :：፡꞉é。]{0,40}") {
            let colons = &quizdeck_lang::punctuation().colons;
            let each = colons.iter().filter_map(|&c| text.find(c)).min();
            proptest::prop_assert_eq!(first_colon(&text), each);
        }
    }
}
