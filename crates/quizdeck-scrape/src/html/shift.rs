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
