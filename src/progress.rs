//! Draws library progress as an indicatif bar on standard error.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use quizdeck_model::Progress;

/// A progress bar that shows itself only on a terminal, only for batches worth watching, and never
/// with `--quiet`.
#[derive(Debug)]
pub struct Bar {
    bar: ProgressBar,
    quiet: bool,
}

/// Batches smaller than this finish before a bar would help.
const MIN_STEPS: u64 = 200;

impl Bar {
    pub fn new(quiet: bool) -> Self {
        Self { bar: ProgressBar::hidden(), quiet }
    }
}

impl Progress for Bar {
    fn start(&self, stage: &str, total: Option<u64>) {
        self.bar.reset();
        let show = !self.quiet && total.is_none_or(|t| t >= MIN_STEPS);
        self.bar.set_draw_target(if show {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        });
        match total {
            Some(t) => {
                self.bar.set_length(t);
                self.bar.set_style(
                    ProgressStyle::with_template(
                        "{prefix:>8} [{bar:40}] {human_pos}/{human_len} {elapsed} eta {eta}",
                    )
                    .unwrap_or_else(|_| ProgressStyle::default_bar())
                    .progress_chars("=> "),
                );
            }
            // An unknown length (the pages of a crawl archive): how many so far, and for how long.
            None => self.bar.set_style(
                ProgressStyle::with_template("{prefix:>8} {spinner} {human_pos} {elapsed}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            ),
        }
        self.bar.set_prefix(stage.to_owned());
    }

    fn advance(&self, n: u64) {
        self.bar.inc(n);
    }

    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
