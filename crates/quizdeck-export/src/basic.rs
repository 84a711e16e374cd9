//! Anki's built-in Basic note type: the question on the Front, the answer on the Back.
//!
//! The Anki CSV layout names the user's own Basic (`#notetype:Basic`), which every profile has,
//! so its notes land there. A package cannot do that (Anki matches a package's note types by id,
//! see [`crate::note_type`]), so the package carries a copy of the stock Basic as rslib defines it
//! (`notetype/stock.rs`: fields `Front` and `Back`, the template `Card 1`, Anki's default
//! stylesheet, marked as a copy of the stock Basic) under a name of its own, `Basic (quizdeck)`,
//! as genanki names its copy `Basic (genanki)`: a copy named `Basic` would arrive as `Basic+`
//! beside the user's.

use crate::html::Sanitizer;
use crate::note_type::Model;
use crate::notes::{CardText, letter};

/// The stock note type's name, which the CSV's `#notetype:` line gives.
pub const STOCK_NAME: &str = "Basic";
/// The name of the package's copy.
pub const NAME: &str = "Basic (quizdeck)";
/// The copy's id (fixed forever).
pub const ID: i64 = 1_764_000_000_003;
/// When the copy's template or styling last changed.
const MTIME: i64 = 1_796_000_000;
/// Anki's number for the stock Basic (`OriginalStockKind::Basic`).
const STOCK_KIND_BASIC: i32 = 1;
/// Anki's default stylesheet for a new note type (rslib `notetype/styling.css`).
const CSS: &str = ".card {
    font-family: arial;
    font-size: 20px;
    line-height: 1.5;
    text-align: center;
    color: black;
    background-color: white;
}
";

/// The package's copy of the stock Basic.
pub fn model() -> Model {
    Model {
        id: ID,
        name: NAME,
        mtime: MTIME,
        fields: vec!["Front".to_owned(), "Back".to_owned()],
        template: "Card 1",
        front: "{{Front}}".to_owned(),
        back: "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}".to_owned(),
        css: CSS.to_owned(),
        stock_kind: Some(STOCK_KIND_BASIC),
    }
}

/// The Front and the Back.
pub fn fields(text: &CardText, clean: &Sanitizer) -> Vec<String> {
    vec![front(text, clean), back(text, clean)]
}

/// The Front: the stem, then one line per choice with its letter. The letter is text, not a list
/// marker, so it shows once wherever the card is shown (a list of type `A` around it would show it
/// twice: `A. A. …`).
pub fn front(text: &CardText, clean: &Sanitizer) -> String {
    let items: String = text
        .choices
        .iter()
        .enumerate()
        .map(|(i, c)| format!("<p><b>{}.</b> {c}</p>", letter(i)))
        .collect();
    clean.clean(&format!("<p>{}</p>{items}", text.stem))
}

/// The Back: every correct choice with its letter, then the explanation, then the hint
/// (`--hint-lang`).
pub fn back(text: &CardText, clean: &Sanitizer) -> String {
    let answers: String = text
        .correct
        .iter()
        .filter_map(|&i| text.choices.get(i).map(|c| format!("<p><b>{}. {c}</b></p>", letter(i))))
        .collect();
    let hint = text.hint.as_ref().map(|h| h.block()).unwrap_or_default();
    clean.clean(&(answers + &text.explanation + &hint))
}

#[cfg(test)]
mod tests {
    use quizdeck_model::{Choice, Question};

    use super::*;

    fn text(correct: &[usize]) -> CardText {
        let mut q = Question::new("en", "T", "S");
        q.choices = ["x", "third", "z"]
            .iter()
            .enumerate()
            .map(|(i, t)| Choice::new(letter(i).to_string(), *t))
            .collect();
        q.explanation = "Why.".into();
        CardText::new(&q, correct, &Sanitizer::default(), None)
    }

    #[test]
    fn the_front_shows_each_label_once_as_text() {
        let front = front(&text(&[1]), &Sanitizer::default());
        assert_eq!(front, "<p>S</p><p><b>A.</b> x</p><p><b>B.</b> third</p><p><b>C.</b> z</p>");
        assert!(!front.contains("<ol"), "no list marker adds a second label");
    }

    #[test]
    fn the_back_names_every_correct_choice_then_explains() {
        let back = back(&text(&[0, 1]), &Sanitizer::default());
        assert_eq!(back, "<p><b>A. x</b></p><p><b>B. third</b></p><p>Why.</p>");
    }

    #[test]
    fn the_copy_has_the_stock_fields_and_template() {
        let m = model();
        assert_eq!((m.fields.join(","), m.template), ("Front,Back".to_owned(), "Card 1"));
        assert_eq!(m.back, "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}");
        assert_eq!(m.stock_kind, Some(1));
    }
}
