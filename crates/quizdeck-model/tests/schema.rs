//! The JSON Schema generated from the types names what `quizdeck parse` prints. (That
//! `docs/quizdeck.schema.json` is this schema is checked with the other golden files, in the
//! binary's `tests/golden.rs`.)

#[test]
fn schema_names_every_field_parse_prints() {
    let schema: serde_json::Value = serde_json::from_str(&quizdeck_model::json_schema()).unwrap();
    let question = &schema["$defs"]["Question"]["properties"];
    for field in [
        "id",
        "lang",
        "topic",
        "stem",
        "choices",
        "answer",
        "explanation",
        "related",
        "url",
        "translations",
        "source",
    ] {
        assert!(question.get(field).is_some(), "{field} missing from the schema");
    }
}
