//! Property tests of anchor extraction: a number reads the same in every notation translations
//! use, no text makes extraction fail, and the text-only anchors read the text as the full ones.

use proptest::prelude::*;
use quizdeck_group::anchors::{Anchors, match_numbers, normalize, numbers};

/// `int` with groups of three joined by `sep`.
fn grouped(int: u64, sep: &str) -> String {
    let digits = int.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(c);
    }
    out
}

/// The canonical reading of `int` and the fraction `frac` (`None` for a whole number).
fn canonical(int: u64, frac: Option<&str>) -> String {
    match frac.map(|f| f.trim_end_matches('0')).filter(|f| !f.is_empty()) {
        Some(f) => format!("{int}.{f}"),
        None => int.to_string(),
    }
}

/// The ways pages write one number: English, German, French (narrow no-break space), Swiss,
/// plain, full-width digits.
fn notations(int: u64, frac: Option<&str>) -> Vec<String> {
    let with = |thousands: &str, point: &str| match frac {
        Some(f) => format!("{}{point}{f}", grouped(int, thousands)),
        None => grouped(int, thousands),
    };
    let plain = with("", ".");
    let full_width: String = plain
        .chars()
        .map(|c| c.to_digit(10).map_or(c, |d| char::from_u32(0xFF10 + d).unwrap_or(c)))
        .collect();
    vec![with(",", "."), with(".", ","), with("\u{202F}", ","), with("'", "."), plain, full_width]
}

proptest! {
    #[test]
    fn every_notation_reads_as_the_same_value(
        int in 0u64..10_000_000_000,
        frac in proptest::option::of("[0-9]{1,4}"),
        words in "[a-z]{1,8}",
    ) {
        // The words around the number must not be numbers themselves: `vinte`, `dix`, `zwei`
        // are spelled numbers, which the reader rightly finds too.
        prop_assume!(numbers(&normalize(&words)).is_empty());
        // Nor units the reader converts to their base (`cl` reads `0.1 cl` as 1 ml), which read
        // every number in that base by design.
        let seven = numbers(&normalize(&format!("{words} 7 {words}")));
        prop_assume!(seven.len() == 1 && seven[0].values.contains(&"7".to_owned()));
        let want = canonical(int, frac.as_deref());
        for written in notations(int, frac.as_deref()) {
            let text = format!("{words} {written} {words}");
            let found = numbers(&normalize(&text));
            prop_assert_eq!(found.len(), 1, "{} gave {:?}", text, found);
            prop_assert!(found[0].values.contains(&want), "{} read as {:?}, want {}", text, found[0].values, want);
        }
    }

    #[test]
    fn the_same_numbers_in_other_notations_all_match(
        values in proptest::collection::vec((0u64..100_000_000, proptest::option::of("[0-9]{1,3}")), 1..5),
    ) {
        let text = |k: usize| -> String {
            let parts: Vec<String> =
                values.iter().map(|(i, f)| notations(*i, f.as_deref())[k].clone()).collect();
            format!("values {} end", parts.join(" and "))
        };
        let english = numbers(&normalize(&text(0)));
        for k in 1..6 {
            let other = numbers(&normalize(&text(k)));
            let m = match_numbers(&english, &other);
            let (a, b) = m.unmatched();
            prop_assert!(a.is_empty() && b.is_empty(), "{} vs {}: {:?} / {:?}", text(0), text(k), a, b);
        }
    }

    #[test]
    fn extraction_never_fails_and_numbers_come_from_the_text(text in "\\PC{0,200}") {
        let anchors = Anchors::of(&text);
        for n in &anchors.numbers {
            prop_assert!(!n.text.is_empty());
            prop_assert!(anchors.text.contains(&n.text));
            prop_assert!(!n.values.is_empty());
        }
        let _ = anchors.is_language_neutral();
    }

    #[test]
    fn text_only_anchors_read_the_text_as_the_full_ones_do(text in "\\PC{0,200}") {
        let full = Anchors::of(&text);
        let light = Anchors::text_only(&text);
        prop_assert_eq!(&light.text, &full.text);
        prop_assert_eq!(&light.comparable, &full.comparable);
        prop_assert_eq!((light.letters, light.chars, light.latin), (full.letters, full.chars, full.latin));
        prop_assert_eq!(light.is_language_neutral(), full.is_language_neutral());
    }

    #[test]
    fn a_changed_number_never_matches(a in 13u64..1_000_000, delta in 1u64..1000, unit in "(GB|ms|TB/s|%)") {
        let before = numbers(&normalize(&format!("about {a} {unit}")));
        let after = numbers(&normalize(&format!("environ {} {unit}", a + delta)));
        let m = match_numbers(&before, &after);
        let (x, y) = m.unmatched();
        prop_assert_eq!((x.len(), y.len()), (1, 1));
    }
}
