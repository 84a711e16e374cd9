//! The speed floor of `quizdeck parse`: the least a program must do to parse a folder of HTML
//! pages with the same HTML parser, and nothing more.
//!
//! It walks the folder as `quizdeck` does (`walkdir`, sorted by file name), reads every `.html`
//! file, checks that it is UTF-8 (quizdeck must decode its input, and the generated pages are
//! UTF-8, so this is the cheapest honest decoding) and builds the document with
//! `scraper::Html::parse_document`, on rayon's default pool: as many threads as `quizdeck` uses.
//! It extracts nothing; the document is dropped, as quizdeck drops its own.
//!
//! Text renderings are left out on purpose: they are not HTML, so the parser does no work for them
//! in quizdeck either. The benchmark therefore compares it with `quizdeck parse` run on the HTML
//! pages alone.
//!
//! ```text
//! cargo run --release --example html_floor -p quizdeck-scrape -- DIR
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use rayon::prelude::*;

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: html_floor DIR");
        return ExitCode::from(2);
    };
    let files: Vec<PathBuf> = walkdir::WalkDir::new(&dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(walkdir::DirEntry::into_path)
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .collect();
    let outcome: Result<usize, String> = files
        .par_iter()
        .map(|path| {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let text = std::str::from_utf8(&bytes)
                .map_err(|e| format!("{}: not UTF-8: {e}", path.display()))?;
            // black_box keeps the optimizer from dropping a parse whose result is unused.
            std::hint::black_box(scraper::Html::parse_document(text));
            Ok(bytes.len())
        })
        .try_reduce(|| 0, |a, b| Ok(a + b));
    match outcome {
        Ok(bytes) => {
            println!(
                "{} pages, {bytes} bytes, {} threads",
                files.len(),
                rayon::current_num_threads()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("html_floor: {e}");
            ExitCode::FAILURE
        }
    }
}
