//! Numbers a translation converted into other units of the same quantity: `500 miles` as `805 km`,
//! `2.5 miles` as `cirka 4 km`, `100 °F` as `38 °C`. Translators for readers who measure
//! otherwise convert and round; the two numbers then differ, and so do their units, yet neither
//! text lost or changed anything.
//!
//! Two numbers pair when converting one into the other's unit gives the other as written, to the
//! precision it is written with: its last decimal, or for a whole number of three digits or more
//! ending in zeros the last digit before them (`800 km` for 804.7 km, `4 km` for 4.02 km). Converting either way is
//! tried, so that a rounded original (`26.2 miles`) pairs with an exact conversion
//! (`42.195 km`). The same number with another unit (`2.5 km` for `2.5 miles`) converts to
//! nothing and stays a change of unit.
//!
//! Written by hand: unit crates convert values, but none reads the precision a translator
//! rounded to from how the number is written, which is what deciding "the same" needs here.

use super::Number;

/// A unit's quantity and its size in that quantity's base unit (metres, grams, litres,
/// kilopascals, kilojoules, metres per second); temperatures are apart (see [`to_celsius`]).
fn scale(unit: &str) -> Option<(u8, f64)> {
    const LENGTH: u8 = 0;
    const MASS: u8 = 1;
    const VOLUME: u8 = 2;
    const PRESSURE: u8 = 3;
    const ENERGY: u8 = 4;
    const SPEED: u8 = 5;
    Some(match unit {
        "mm" => (LENGTH, 0.001),
        "cm" => (LENGTH, 0.01),
        "m" => (LENGTH, 1.0),
        "km" => (LENGTH, 1000.0),
        "inch" => (LENGTH, 0.0254),
        "yd" => (LENGTH, 0.9144),
        "ft" => (LENGTH, 0.3048),
        "mile" => (LENGTH, 1609.344),
        "µg" => (MASS, 0.000_001),
        "mg" => (MASS, 0.001),
        "g" => (MASS, 1.0),
        "kg" => (MASS, 1000.0),
        "oz" => (MASS, 28.349_523_125),
        "lb" => (MASS, 453.592_37),
        "mL" => (VOLUME, 0.001),
        "cL" => (VOLUME, 0.01),
        "dL" => (VOLUME, 0.1),
        "L" => (VOLUME, 1.0),
        "Pa" => (PRESSURE, 0.001),
        "hPa" | "mbar" => (PRESSURE, 0.1),
        "kPa" => (PRESSURE, 1.0),
        "MPa" => (PRESSURE, 1000.0),
        "bar" => (PRESSURE, 100.0),
        "atm" => (PRESSURE, 101.325),
        "psi" => (PRESSURE, 6.894_757),
        "mmHg" => (PRESSURE, 0.133_322_4),
        "kJ" => (ENERGY, 1.0),
        "kcal" => (ENERGY, 4.184),
        "Wh" => (ENERGY, 3.6),
        "kWh" => (ENERGY, 3600.0),
        "m/s" => (SPEED, 1.0),
        "km/h" => (SPEED, 1.0 / 3.6),
        "mile/h" => (SPEED, 0.447_04),
        _ => return None,
    })
}

/// `value` in `from` as degrees Celsius, for the two temperature scales.
fn to_celsius(value: f64, from: &str) -> Option<f64> {
    match from {
        "°C" => Some(value),
        "°F" => Some((value - 32.0) * 5.0 / 9.0),
        _ => None,
    }
}

fn from_celsius(value: f64, to: &str) -> Option<f64> {
    match to {
        "°C" => Some(value),
        "°F" => Some(value * 9.0 / 5.0 + 32.0),
        _ => None,
    }
}

/// `value` in unit `from` expressed in unit `to`, when both measure the same quantity.
fn convert(value: f64, from: &str, to: &str) -> Option<f64> {
    if let (Some(c), Some(_)) = (to_celsius(value, from), to_celsius(0.0, to)) {
        return from_celsius(c, to);
    }
    let ((qa, sa), (qb, sb)) = (scale(from)?, scale(to)?);
    (qa == qb).then(|| value * sa / sb)
}

/// Half the step of the last digit a number is written to: `0.05` for `4.0`, `0.5` for `805`.
/// A whole number of three digits or more that ends in zeros may be rounded to the digit before
/// them, within a twentieth of its size (`800` for 804.7, `100` for 96.6); a shorter one is
/// taken as exact (`10` is no rounding of 12).
fn precision(reading: &str) -> f64 {
    match reading.split_once('.') {
        Some((_, decimals)) => 0.5 * 10f64.powi(-(decimals.len() as i32)),
        None => {
            let digits = reading.trim_start_matches('-');
            let zeros = digits.len() - digits.trim_end_matches('0').len();
            let size = digits.parse::<f64>().unwrap_or(0.0);
            if digits.len() >= 3 && zeros > 0 {
                (0.5 * 10f64.powi(zeros as i32)).min(size / 20.0)
            } else {
                0.5
            }
        }
    }
}

/// Whether `b` is `a` converted into `b`'s unit (or the other way round), rounded as written.
pub(super) fn converted(a: &Number, b: &Number) -> bool {
    let (Some(ua), Some(ub)) = (a.unit.as_deref(), b.unit.as_deref()) else { return false };
    if ua == ub || convert(1.0, ua, ub).is_none() {
        return false;
    }
    let readings = |n: &'_ Number| -> Vec<(f64, f64)> {
        n.values
            .iter()
            .filter_map(|v| v.parse::<f64>().ok().filter(|x| *x != 0.0).map(|x| (x, precision(v))))
            .collect()
    };
    let (ra, rb) = (readings(a), readings(b));
    let close = |x: f64, from: &str, to: &str, (y, step): (f64, f64)| {
        convert(x, from, to).is_some_and(|c| (c - y).abs() <= step * (1.0 + 1e-9))
    };
    ra.iter().any(|&(x, sx)| {
        rb.iter().any(|&(y, sy)| close(x, ua, ub, (y, sy)) || close(y, ub, ua, (x, sx)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::anchors::normalize::normalize;
    use crate::anchors::numbers;

    fn one(text: &str) -> Number {
        let mut v = numbers(&normalize(text));
        assert_eq!(v.len(), 1, "{text}: {v:?}");
        v.remove(0)
    }

    #[test]
    fn conversions_rounded_as_written_pair() {
        assert!(converted(&one("500 miles"), &one("805 km")));
        assert!(converted(&one("2.5 miles"), &one("4 km")));
        assert!(converted(&one("500 miles"), &one("800 km")));
        assert!(converted(&one("26.2 miles"), &one("42,195 km")));
        assert!(converted(&one("100 °F"), &one("37,8 °C")));
        assert!(converted(&one("30 psi"), &one("2,1 bar")));
        assert!(converted(&one("120 mmHg"), &one("16 kPa")));
        assert!(converted(&one("12 yards"), &one("11 m")));
        // Feet, in the words of other languages too.
        assert!(converted(&one("3,776 m"), &one("12,388 ft")));
        assert!(converted(&one("12 388 pieds"), &one("3 776 m")));
        assert!(converted(&one("8 849 m"), &one("29 032 фута")));
        assert!(!converted(&one("3776 m"), &one("3776 ft")));
    }

    #[test]
    fn speeds_converted_between_mph_km_h_and_m_s_pair() {
        assert!(converted(&one("767 mph"), &one("1 235 km/h")));
        assert!(converted(&one("343 m/s"), &one("1235 km/h")));
        assert!(converted(&one("70 mph"), &one("113 km/h")));
        assert!(!converted(&one("1 235 mph"), &one("1 235 km/h")));
        assert!(!converted(&one("343 m/s"), &one("343 km/h")));
        assert!(!converted(&one("70 mph"), &one("70 km")));
    }

    /// Pounds (`lb`, `lbs`) and ounces (`oz`) are units of mass, and a weight converted from
    /// them into kilograms or grams pairs with them; the same number in kilograms does not.
    #[test]
    fn pounds_and_ounces_convert_to_kilograms_and_grams() {
        assert_eq!(one("16 lb").unit.as_deref(), Some("lb"));
        assert_eq!(one("16 lbs").unit.as_deref(), Some("lb"));
        assert_eq!(one("100 MPH").unit.as_deref(), Some("mile/h"));
        assert!(converted(&one("16 lb"), &one("7,26 kg")));
        assert!(converted(&one("8.8 lb"), &one("4 kg")));
        assert!(converted(&one("8 oz"), &one("227 g")));
        assert!(!converted(&one("7.26 lb"), &one("7,26 kg")));
        assert!(!converted(&one("16 lb"), &one("7,26 km")));
    }

    #[test]
    fn the_same_number_in_another_unit_is_no_conversion() {
        assert!(!converted(&one("2.5 miles"), &one("2,5 km")));
        assert!(!converted(&one("500 miles"), &one("500 km")));
        assert!(!converted(&one("2.5 miles"), &one("4.5 km")));
        // Ten inches are no rounding of 30.48 cm (twelve inches).
        assert!(!converted(&one("30.48 cm"), &one("10 inches")));
        // Another quantity, or the same unit: no.
        assert!(!converted(&one("4 kg"), &one("4 km")));
        assert!(!converted(&one("4 km"), &one("4 km")));
        assert!(!converted(&one("9 kcal"), &one("9 km")));
    }

    #[test]
    fn precision_is_the_last_digit_written() {
        assert_eq!(precision("4.0"), 0.05);
        assert_eq!(precision("805"), 0.5);
        assert_eq!(precision("800"), 40.0);
        assert_eq!(precision("1500"), 50.0);
        assert_eq!(precision("10"), 0.5);
        assert_eq!(precision("0"), 0.5);
    }
}
