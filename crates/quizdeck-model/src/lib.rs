//! The normalized question model of quizdeck.
//!
//! Every reader (text renderings, HTML pages, JSON-LD, the JSON that `quizdeck parse` writes) produces
//! these types, and every exporter (Anki packages, CSV, JSON) reads them, the way Anki's `ForeignData`
//! sits between its importers and its collection. The crate holds plain serde types and pure helpers:
//! no I/O, no parsing of pages. What keeps a question from being a card is said once, by
//! [`Question::card_problems`], and the small text helpers every crate needs are in [`text`].
//!
//! ```
//! use quizdeck_model::{Choice, Question, QuestionSet};
//!
//! let mut q = Question::new("nl", "Rekenen", "Hoeveel is 2 + 2?");
//! q.choices = vec![Choice::new("A", "3"), Choice::new("B", "4")];
//! q.answer = "B".into();
//! q.assign_id();
//! assert_eq!(q.correct_choice().map(|c| c.text.as_str()), Some("4"));
//! assert!(q.card_problems().is_empty());
//!
//! let set = QuestionSet { questions: vec![q] };
//! let json = serde_json::to_string(&set).unwrap();
//! let back: QuestionSet = serde_json::from_str(&json).unwrap();
//! assert_eq!(back, set);
//! ```

mod id;
mod lang;
mod pool;
mod progress;
mod question;
mod repeat;
mod select;
pub mod text;

pub use id::{digest_u64, question_id, short_hash};
pub use lang::{is_language_tag, normalize_lang};
pub use pool::TextPool;
pub use progress::{NoProgress, Progress};
pub use question::{AnswerFrom, CardProblem, Choice, Media, MediaField, Question, QuestionSet};
pub use select::{Selection, SelectionError, TopicPattern, parse_lang_range};

/// The JSON Schema of what `quizdeck parse` prints (`{"questions": [...]}`), generated from the
/// types. `docs/quizdeck.schema.json` is this, kept current by a test.
pub fn json_schema() -> String {
    let schema = schemars::schema_for!(QuestionSet);
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}
