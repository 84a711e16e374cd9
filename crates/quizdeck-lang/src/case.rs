//! Letter case: lowering the letters of the commonest alphabets at the cost of ASCII.

/// Pushes `c` in lower case onto `out`, as `out.extend(c.to_lowercase())` does. Texts are
/// lowered letter by letter to be compared, and the standard lookup searches a table of every
/// letter with a case; the letters of the commonest alphabets beyond ASCII (Latin-1, Greek,
/// Russian and the other Cyrillic languages) are lowered by their place in it instead.
pub fn push_lowercase(out: &mut String, c: char) {
    let cp = u32::from(c);
    // The capitals of each block are at a fixed distance from their small letters.
    let offset = match c {
        'A'..='Z' | 'À'..='Ö' | 'Ø'..='Þ' | 'Α'..='Ρ' | 'Σ'..='Ϋ' | 'А'..='Я' => 0x20,
        'Ѐ'..='Џ' => 0x50,
        // Small letters and signs that have no capital in these blocks.
        '\0'..='@' | '['..='\u{bf}' | '×' | 'ß'..='ÿ' | 'ά'..='ώ' | 'а'..='џ' => 0,
        _ => {
            out.extend(c.to_lowercase());
            return;
        }
    };
    out.push(char::from_u32(cp + offset).unwrap_or(c));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_character_is_lowered_as_the_standard_library_lowers_it() {
        for c in (0..=0x10ffff).filter_map(char::from_u32) {
            let mut fast = String::new();
            push_lowercase(&mut fast, c);
            assert_eq!(
                fast,
                c.to_lowercase().collect::<String>(),
                "{c:?} (U+{:04X})",
                u32::from(c)
            );
        }
    }
}
