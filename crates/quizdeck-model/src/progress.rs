//! Progress reporting for long batches.

/// Receives progress from long-running library work; the command-line tool draws it as a bar.
///
/// Library crates call it from several threads at once, so implementations must be `Sync`. Every
/// method has a do-nothing default.
pub trait Progress: Sync {
    /// A stage begins; `total` is the number of steps when known.
    fn start(&self, _stage: &str, _total: Option<u64>) {}
    /// `n` more steps of the current stage are done.
    fn advance(&self, _n: u64) {}
    /// The current stage is over.
    fn finish(&self) {}
}

/// A [`Progress`] that ignores everything.
#[derive(Debug, Default, Clone, Copy)]
pub struct NoProgress;

impl Progress for NoProgress {}
