//! The HTML reader: any bytes after an HTML start, so the input is read as a page.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut page = b"<!DOCTYPE html><html><body>".to_vec();
    page.extend_from_slice(data);
    let _ = quizdeck_scrape::parse_bytes(&page, "fuzz.html", None);
});
