//! The text-rendering reader: any text that does not open like HTML or JSON.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let page = format!("Topic\n\n{}", text.trim_start_matches(['<', '{', '[']));
    let _ = quizdeck_scrape::parse_bytes(page.as_bytes(), "fuzz.txt", None);
});
