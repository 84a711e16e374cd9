//! Superscript and subscript characters: `10<sup>8</sup>` is 10⁸ and `H<sub>2</sub>O` is H₂O,
//! which read flat would be other numbers (108, H2O).

/// Superscript forms of `0123456789+-−=()`, in that order.
const SUPERSCRIPTS: [char; 16] =
    ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹', '⁺', '⁻', '⁻', '⁼', '⁽', '⁾'];
/// Subscript forms of the same characters.
const SUBSCRIPTS: [char; 16] =
    ['₀', '₁', '₂', '₃', '₄', '₅', '₆', '₇', '₈', '₉', '₊', '₋', '₋', '₌', '₍', '₎'];

/// The small Latin letters that have a superscript form, and the forms (`q` has none).
const RAISED_LETTERS: (&str, &str) = ("abcdefghijklmnoprstuvwxyz", "ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ");
/// The small Latin letters that have a subscript form, and the forms.
const LOWERED_LETTERS: (&str, &str) = ("aehijklmnoprstuvx", "ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ");

fn sign(c: char, forms: [char; 16]) -> Option<char> {
    match c {
        '0'..='9' => Some(forms[c as usize - '0' as usize]),
        '+' => Some(forms[10]),
        '-' => Some(forms[11]),
        '−' => Some(forms[12]),
        '=' => Some(forms[13]),
        '(' => Some(forms[14]),
        ')' => Some(forms[15]),
        _ => None,
    }
}

fn letter(c: char, (plain, forms): (&str, &str)) -> Option<char> {
    plain.chars().position(|p| p == c).and_then(|i| forms.chars().nth(i))
}

/// `text` in superscript (`up`) or subscript characters, when it is only digits and signs
/// (white space around them aside) and holds a digit; else `None`.
pub(super) fn digits(text: &str, up: bool) -> Option<String> {
    let core = text.trim();
    if core.is_empty() || !core.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    let forms = if up { SUPERSCRIPTS } else { SUBSCRIPTS };
    core.chars().map(|c| sign(c, forms)).collect()
}

/// `text` in superscript characters, letters too (`ˣ⁻¹`), when every character has one.
pub(super) fn raise(text: &str) -> Option<String> {
    if text.is_empty() {
        return None;
    }
    text.chars().map(|c| sign(c, SUPERSCRIPTS).or_else(|| letter(c, RAISED_LETTERS))).collect()
}

/// `text` in subscript characters, letters too (`ₙ`), when every character has one.
pub(super) fn lower(text: &str) -> Option<String> {
    if text.is_empty() {
        return None;
    }
    text.chars().map(|c| sign(c, SUBSCRIPTS).or_else(|| letter(c, LOWERED_LETTERS))).collect()
}

/// Endings a `<sup>` gives an ordinal or an abbreviation after a number (`1<sup>st</sup>`,
/// `2<sup>e</sup>`, `1<sup>er</sup>`, `1<sup>a</sup>`), which stay text.
const ORDINAL_ENDINGS: &[&str] = &["e", "o", "a"];
/// Catalan's one-letter ordinal endings (`1r`, `2n`, `3r`, `4t`), besides those.
const CATALAN_ENDINGS: &[&str] = &["r", "n", "t"];

/// A `<sup>`'s letters as an exponent (`2<sup>x</sup>` is 2ˣ, `e<sup>x−1</sup>` is eˣ⁻¹; flat,
/// `2x` and `ex−1` would be other formulas), where `before`, the text up to it, ends in what
/// such a power stands on: a closing bracket, a lone small letter (a variable, `e`), or a number
/// under an exponent that is no ordinal's ending (one letter, `2<sup>n</sup>`, or letters with a
/// sign or a digit, `2<sup>n+1</sup>`). Other letters stay text: an ordinal's or an
/// abbreviation's ending (`1<sup>st</sup>`, `XIX<sup>e</sup>`, `M<sup>me</sup>`,
/// `n<sup>o</sup>`), a footnote's letter after a word (`step<sup>a</sup>`). `catalan` pages
/// write ordinals with `r`, `n` and `t` too.
pub(super) fn exponent(before: &str, text: &str, catalan: bool) -> Option<String> {
    let core = text.trim();
    if !core.chars().any(|c| c.is_ascii_lowercase()) {
        return None;
    }
    let raised = raise(core)?;
    let signs = core.chars().any(|c| !c.is_ascii_lowercase());
    let single = core.chars().count() == 1;
    let last = before.chars().next_back()?;
    let word: String = before
        .chars()
        .rev()
        .take_while(|c| c.is_alphanumeric())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    let power = if last == ')' {
        true
    } else if !word.is_empty() && word.chars().all(|c| c.is_ascii_digit()) {
        let ordinal =
            ORDINAL_ENDINGS.contains(&core) || (catalan && CATALAN_ENDINGS.contains(&core));
        signs || (single && !ordinal)
    } else if word.chars().count() == 1 && last.is_lowercase() {
        signs || (single && core != "o")
    } else {
        false
    };
    power.then_some(raised)
}

#[cfg(test)]
mod tests {
    use super::exponent;

    #[test]
    fn letters_raised_only_where_they_are_an_exponent() {
        assert_eq!(exponent("If 2", "x", false).as_deref(), Some("ˣ"));
        assert_eq!(exponent("the derivative of e", "x", false).as_deref(), Some("ˣ"));
        assert_eq!(exponent("x·e", "x−1", false).as_deref(), Some("ˣ⁻¹"));
        assert_eq!(exponent("(1 + r)", "n", false).as_deref(), Some("ⁿ"));
        assert_eq!(exponent("2", "n+1", false).as_deref(), Some("ⁿ⁺¹"));
        assert_eq!(exponent("2", "n", false).as_deref(), Some("ⁿ"));
        // Ordinals, abbreviations and footnotes keep their letters as text.
        assert_eq!(exponent("2", "n", true), None, "Catalan's 2n, segon");
        assert_eq!(exponent("the 1", "st", false), None);
        assert_eq!(exponent("le 2", "e", false), None);
        assert_eq!(exponent("Napoléon I", "er", false), None);
        assert_eq!(exponent("XIX", "e", false), None);
        assert_eq!(exponent("M", "me", false), None);
        assert_eq!(exponent("n", "o", false), None);
        assert_eq!(exponent("step", "a", false), None);
        assert_eq!(exponent("2 ", "x", false), None, "a space sets it apart");
    }
}
