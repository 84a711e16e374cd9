//! Numbers in Han numerals, as Chinese and Japanese may write them (`二十`, `三百`, `一万二千`,
//! `九十年代`, `二十世纪`).
//!
//! Written by hand: the numeral crates read Arabic-Indic or Roman digits, not the positional
//! Han system with its `十 百 千` multipliers and `万 亿` groups. A single numeral below ten (`一个`,
//! `三种`) is a word as often as a number, and is left to the rules for small numbers.

/// The value of a Han digit.
fn digit(c: char) -> Option<u64> {
    Some(match c {
        '零' | '〇' => 0,
        '一' | '壹' => 1,
        '二' | '两' | '貳' | '贰' => 2,
        '三' | '叁' => 3,
        '四' => 4,
        '五' => 5,
        '六' => 6,
        '七' => 7,
        '八' => 8,
        '九' => 9,
        _ => return None,
    })
}

/// The power of ten a multiplier stands for within a group of four digits.
fn multiplier(c: char) -> Option<u64> {
    Some(match c {
        '十' | '拾' => 10,
        '百' | '佰' => 100,
        '千' | '仟' => 1000,
        _ => return None,
    })
}

/// The power of ten a group marker stands for.
fn group(c: char) -> Option<u64> {
    Some(match c {
        '万' | '萬' => 10_000,
        '亿' | '億' => 100_000_000,
        _ => return None,
    })
}

/// Whether `c` may begin a number in Han numerals.
pub(super) fn starts_number(c: char) -> bool {
    digit(c).is_some_and(|d| d > 0) || multiplier(c) == Some(10)
}

/// The number in Han numerals at the start of `chars`: its value and how many characters it
/// takes, when it is ten or more.
pub(super) fn number(chars: impl IntoIterator<Item = char>) -> Option<(u64, usize)> {
    number_from(chars).filter(|&(value, _)| value >= 10)
}

/// The number in Han numerals at the start of `chars`, however small: after a word that says it
/// is one (`百分之七`, seven per cent).
pub(super) fn number_from(chars: impl IntoIterator<Item = char>) -> Option<(u64, usize)> {
    let mut total: u64 = 0;
    let mut section: u64 = 0;
    let mut pending: Option<u64> = None;
    let mut taken = 0;
    for c in chars {
        if let Some(d) = digit(c) {
            if d == 0 {
                // `零` holds a place (`两千零二十`).
                taken += 1;
                continue;
            }
            if pending.is_some() {
                // Two digits in a row (`一二`) is a list or a word, not a number.
                break;
            }
            pending = Some(d);
        } else if let Some(m) = multiplier(c) {
            section = section.checked_add(pending.take().unwrap_or(1).checked_mul(m)?)?;
        } else if let Some(g) = group(c).filter(|_| taken > 0) {
            let part = section + pending.take().unwrap_or(0);
            total = total.checked_add(part.max(1).checked_mul(g)?)?;
            section = 0;
        } else {
            break;
        }
        taken += 1;
    }
    let value = total + section + pending.unwrap_or(0);
    (taken > 0 && value > 0).then_some((value, taken))
}

#[cfg(test)]
mod tests {
    use super::number;

    fn read(text: &str) -> Option<(u64, usize)> {
        number(text.chars())
    }

    #[test]
    fn han_numerals_read_as_numbers() {
        assert_eq!(read("十倍"), Some((10, 1)));
        assert_eq!(read("二十世纪"), Some((20, 2)));
        assert_eq!(read("九十年代"), Some((90, 2)));
        assert_eq!(read("三百六十五天"), Some((365, 5)));
        assert_eq!(read("一万二千"), Some((12000, 4)));
        assert_eq!(read("两千零二十"), Some((2020, 5)));
        assert_eq!(read("三亿"), Some((300_000_000, 2)));
    }

    #[test]
    fn a_lone_small_numeral_is_a_word() {
        assert_eq!(read("一个"), None);
        assert_eq!(read("三种"), None);
        assert_eq!(read("一二三"), None);
    }
}
