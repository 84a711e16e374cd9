//! The registry's data: one entry per language, in files by family, and the scripts.
//!
//! Where two entries could answer one question (a number word two languages share), the one
//! listed first answers.

mod africa;
mod africa_more;
mod asia;
mod europe_other;
mod further;
mod germanic;
mod middle_east;
mod names;
mod pacific;
mod regional;
mod romance;
mod romance_more;
mod scripts;
mod slavic;
mod south_asia;
mod south_slavic;
mod turkic_iranian;
mod west_slavic;

use std::sync::LazyLock;

use crate::language::Language;

pub(crate) use names::NAMES;
pub(crate) use scripts::SCRIPTS;

/// Every language, in the order of the files above' lists.
pub(crate) static LANGUAGES: LazyLock<Vec<&'static Language>> = LazyLock::new(|| {
    [
        germanic::LANGUAGES,
        romance::LANGUAGES,
        romance_more::LANGUAGES,
        slavic::LANGUAGES,
        south_slavic::LANGUAGES,
        west_slavic::LANGUAGES,
        asia::LANGUAGES,
        south_asia::LANGUAGES,
        middle_east::LANGUAGES,
        turkic_iranian::LANGUAGES,
        africa_more::LANGUAGES,
        europe_other::LANGUAGES,
        pacific::LANGUAGES,
        africa::LANGUAGES,
        regional::LANGUAGES,
        further::LANGUAGES,
    ]
    .into_iter()
    .flatten()
    .collect()
});
