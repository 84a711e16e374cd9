//! `docs/quizdeck.schema.json` is the schema generated from the types. Run with
//! `QUIZDECK_UPDATE_SCHEMA=1` to rewrite it after changing the model.

#[test]
fn shipped_json_schema_matches_the_types() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/quizdeck.schema.json");
    let generated = quizdeck_model::json_schema();
    if std::env::var_os("QUIZDECK_UPDATE_SCHEMA").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &generated).unwrap();
    }
    let shipped = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        shipped == generated,
        "docs/quizdeck.schema.json is out of date: rerun with QUIZDECK_UPDATE_SCHEMA=1"
    );
}

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
