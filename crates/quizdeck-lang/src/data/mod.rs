//! The registry's data: one entry per language, in files by family, and the scripts.
//!
//! Where two entries could answer one question (a number word two languages share), the one
//! listed first answers.

mod africa;
mod asia;
mod further;
mod germanic;
mod more;
mod names;
mod pacific;
mod regional;
mod romance;
mod scripts;
mod slavic;

use std::sync::LazyLock;

use crate::language::Language;

pub(crate) use names::NAMES;
pub(crate) use scripts::SCRIPTS;

/// Every language, in the order of the files above' lists.
pub(crate) static LANGUAGES: LazyLock<Vec<&'static Language>> = LazyLock::new(|| {
    [
        germanic::LANGUAGES,
        romance::LANGUAGES,
        slavic::LANGUAGES,
        asia::LANGUAGES,
        more::LANGUAGES,
        pacific::LANGUAGES,
        africa::LANGUAGES,
        regional::LANGUAGES,
        further::LANGUAGES,
    ]
    .into_iter()
    .flatten()
    .collect()
});
