//! `quizdeck check` (being written).

use quizdeck_model::Progress;

use crate::Status;

/// Arguments of `quizdeck check`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files and directories to read.
    pub paths: Vec<std::path::PathBuf>,
}

pub fn run(_args: Args, _progress: &dyn Progress) -> anyhow::Result<Status> {
    anyhow::bail!("quizdeck check is not written yet")
}
