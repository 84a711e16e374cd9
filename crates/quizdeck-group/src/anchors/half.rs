//! A duration and a half (`6時間半`, `6 ชั่วโมงครึ่ง`, `6시간 반`, `6个半小时`, `6 heures et
//! demie`, `6 с половиной часов`), for the reader of [`super::number`]: the half is said with a
//! word, after the unit of time or between the number and it, where English writes `6½ hours` or
//! `6.5 hours`. Read as the number and a half, so that it pairs with those and not with `6 hours`.

/// Words for "and a half" right after a unit of time: Japanese and Chinese `半` (`6時間半`,
/// `6小时半`, `3分半`), Thai `ครึ่ง`, Korean `반` as a word of its own, and the Romance languages'
/// (`6 heures et demie`, `6 horas y media`, `6 ore e mezza`, `6 horas e meia`).
const AFTER_UNIT: &[&str] = &[
    "半",
    "ครึ่ง",
    " 반",
    " et demie",
    " et demi",
    " y media",
    " y medio",
    " e mezza",
    " e mezzo",
    " e meia",
    " e meio",
];

/// Words for "and a half" between a number and its unit of time: Chinese `个半` (`6个半小时`,
/// `6個半小時`), English, Russian, Ukrainian, Polish, Czech and Dutch.
const BEFORE_UNIT: &[&str] = &[
    "个半",
    "個半",
    " and a half ",
    " с половиной ",
    " з половиною ",
    " i pół ",
    " a půl ",
    " en een half ",
    " en half ",
];

/// What `半` starts after a unit of time when it is no half of it: a half (`半分`), the middle
/// (`半ば`), half the number or price (`半数`, `半額`), a radius, a half year, month or day, a
/// half-width character.
const NO_HALF: &[&str] =
    &["半分", "半ば", "半数", "半額", "半径", "半年", "半月", "半日", "半世紀", "半角", "半島"];

/// Korean words that may follow `반` when it is a half of the duration before it (`6시간 반이`,
/// `반 만에`): particles. Any other Hangul after it makes another word (`반대`, `반면`).
const KOREAN_ENDINGS: &[&str] =
    &["", "이", "을", "은", "의", "에", "만", "도", "쯤", "가량", "이나", "이면", "동안", "후"];

/// Whether "and a half" follows a unit of time, `after` being the text right after the unit.
pub(super) fn half_after_unit(after: &str) -> bool {
    AFTER_UNIT.iter().any(|w| {
        let Some(rest) = after.strip_prefix(w) else { return false };
        match *w {
            "半" => !NO_HALF.iter().any(|n| after.starts_with(n)),
            // Thai writes no spaces: whatever follows is the next word.
            "ครึ่ง" => true,
            " 반" => {
                let word: String = rest.chars().take_while(|&c| is_hangul(c)).collect();
                KOREAN_ENDINGS.contains(&word.as_str())
            }
            _ => !rest.starts_with(char::is_alphanumeric),
        }
    })
}

/// The length of the words for "and a half" at the start of `rest`, the text right after a
/// number, when a unit may follow them (the caller asks whether one of time does).
pub(super) fn half_before_unit(rest: &str) -> Option<usize> {
    BEFORE_UNIT.iter().find(|w| rest.starts_with(*w)).map(|w| w.len())
}

fn is_hangul(c: char) -> bool {
    quizdeck_lang::script_of(c) == Some(quizdeck_lang::Script::Hangul)
}

#[cfg(test)]
mod tests {
    use crate::anchors::{normalize, numbers};

    fn read(text: &str) -> Vec<(Vec<String>, Option<String>)> {
        numbers(&normalize(text)).into_iter().map(|n| (n.values, n.unit)).collect()
    }

    fn half(value: &str, unit: &str) -> Vec<(Vec<String>, Option<String>)> {
        vec![(vec![value.to_owned()], Some(unit.to_owned()))]
    }

    /// Six hours and a half as languages say it reads as `6½ hours` does.
    #[test]
    fn a_duration_and_a_half_reads_as_its_number_and_a_half() {
        for t in [
            "約6時間半後",
            "ราว 6 ชั่วโมงครึ่ง",
            "๖ ชั่วโมงครึ่ง",
            "6个半小时",
            "6個半小時後",
            "6小时半",
            "6시간 반",
            "6시간 반이 걸렸다",
            "6 heures et demie",
            "6 horas y media",
            "6 ore e mezza",
            "6 horas e meia",
            "6 and a half hours",
            "6 с половиной часов",
            "6 i pół godziny",
            "6½ hours",
            "6.5 hours",
            "6,5 Stunden",
        ] {
            assert_eq!(read(t), half("6.5", "h"), "{t}");
        }
        assert_eq!(read("3分半で"), half("3.5", "min"));
    }

    /// Han numerals before the half, however small (`六個半小時`): the number and a half, as
    /// with digits. Not a half of something else, a clock's half past (`六點半`, `六時半`), nor
    /// a duration without a half.
    #[test]
    fn a_duration_and_a_half_in_han_numerals_reads_as_its_number_and_a_half() {
        for t in ["約六個半小時", "六个半小时", "六小時半", "約六時間半"] {
            assert_eq!(read(t), half("6.5", "h"), "{t}");
        }
        assert_eq!(read("两个半小时"), half("2.5", "h"));
        assert_eq!(read("十二個半小時"), half("12.5", "h"));
        assert_eq!(read("三分半で"), half("3.5", "min"));
        assert_eq!(read("六個半月"), vec![]);
        assert_eq!(read("六點半"), vec![]);
        assert_eq!(read("六時半に"), vec![]);
        assert_eq!(read("六個小時"), vec![]);
        assert_eq!(read("十二小時"), vec![(vec!["12".to_owned()], Some("h".to_owned()))]);
    }

    /// A half that is not the duration's: another word starting with `半` or `반`, a half of
    /// something else, a unit that is no time, a decimal already.
    #[test]
    fn a_half_that_is_not_the_durations_is_not_read() {
        assert_eq!(read("6時間半分の"), half("6", "h"));
        assert_eq!(read("6시간 반대로"), half("6", "h"));
        assert_eq!(read("6 heures et demander"), half("6", "h"));
        assert_eq!(read("6 km et demi"), half("6", "km"));
        assert_eq!(read("6 and a half kilometres")[0].0, ["6"]);
        assert_eq!(read("6 horas y medias"), half("6", "h"));
        assert_eq!(read("6小时"), half("6", "h"));
        assert_eq!(read("6个半月"), vec![(vec!["6".to_owned()], None)]);
    }
}
