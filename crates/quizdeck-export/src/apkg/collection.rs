//! The `collection.anki2` inside a package: an Anki collection at schema 11, the layout genanki
//! writes and every Anki since 2.1 imports (its `col` row holds the note types, decks and deck
//! options as JSON).

use std::path::Path;

use rusqlite::{Connection, params};
use serde_json::{Map, Value, json};

use super::notetype;
use crate::identity;
use crate::note_type::Model;

/// The schema-11 tables and indexes, as Anki 2.1 created them.
const SCHEMA: &str = "
CREATE TABLE col (
    id integer primary key, crt integer not null, mod integer not null, scm integer not null,
    ver integer not null, dty integer not null, usn integer not null, ls integer not null,
    conf text not null, models text not null, decks text not null, dconf text not null,
    tags text not null
);
CREATE TABLE notes (
    id integer primary key, guid text not null, mid integer not null, mod integer not null,
    usn integer not null, tags text not null, flds text not null, sfld integer not null,
    csum integer not null, flags integer not null, data text not null
);
CREATE TABLE cards (
    id integer primary key, nid integer not null, did integer not null, ord integer not null,
    mod integer not null, usn integer not null, type integer not null, queue integer not null,
    due integer not null, ivl integer not null, factor integer not null, reps integer not null,
    lapses integer not null, left integer not null, odue integer not null, odid integer not null,
    flags integer not null, data text not null
);
CREATE TABLE revlog (
    id integer primary key, cid integer not null, usn integer not null, ease integer not null,
    ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
    type integer not null
);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
";

/// The collection's creation time. Fixed, so the same input gives the same bytes; the importer
/// only uses it to shift due dates of reviewed cards, and these cards are all new.
const CREATED: i64 = 1_700_000_000;

/// One note (with its one card) as stored.
#[derive(Debug)]
pub struct NoteRow<'a> {
    /// Note id, which is also the card id.
    pub id: i64,
    /// Note type id.
    pub notetype: i64,
    /// GUID.
    pub guid: &'a str,
    /// Modification time, Unix seconds.
    pub mtime: i64,
    /// Tags, space separated.
    pub tags: &'a str,
    /// Fields joined with U+001F.
    pub flds: &'a str,
    /// Sort field (the stem as text).
    pub sfld: &'a str,
    /// Anki's duplicate checksum of the first field.
    pub csum: i64,
    /// Deck id of the card.
    pub deck: i64,
    /// New-card position.
    pub due: i64,
}

/// A schema-11 collection being written.
#[derive(Debug)]
pub struct Collection {
    conn: Connection,
}

impl Collection {
    /// Creates the tables in the (empty) file at `path`.
    pub fn create(path: &Path) -> rusqlite::Result<Self> {
        let conn = Connection::open(path)?;
        // A scratch file: nothing to recover if the process dies, so no journal.
        conn.execute_batch("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")?;
        conn.execute_batch(SCHEMA)?;
        conn.execute_batch("BEGIN")?;
        Ok(Self { conn })
    }

    /// Adds a note and its card.
    pub fn add(&mut self, n: &NoteRow<'_>) -> rusqlite::Result<()> {
        let mut note = self.conn.prepare_cached(
            "INSERT INTO notes VALUES (?1, ?2, ?3, ?4, -1, ?5, ?6, ?7, ?8, 0, '')",
        )?;
        let tags = if n.tags.is_empty() { String::new() } else { format!(" {} ", n.tags) };
        note.execute(params![n.id, n.guid, n.notetype, n.mtime, tags, n.flds, n.sfld, n.csum])?;
        let mut card = self.conn.prepare_cached(
            "INSERT INTO cards VALUES (?1, ?1, ?2, 0, ?3, -1, 0, 0, ?4, 0, 0, 0, 0, 0, 0, 0, 0, '')",
        )?;
        card.execute(params![n.id, n.deck, n.mtime, n.due])?;
        Ok(())
    }

    /// Writes the `col` row (note type `model`, `decks` and deck options), commits and closes.
    pub fn finish(self, decks: &[String], model: &Model) -> rusqlite::Result<()> {
        let models = json!({ model.id.to_string(): notetype::model_json(model) });
        self.conn.execute(
            "INSERT INTO col VALUES (1, ?1, ?2, ?2, 11, 0, 0, 0, ?3, ?4, ?5, ?6, '{}')",
            params![
                CREATED,
                CREATED * 1000,
                conf_json(model.id).to_string(),
                models.to_string(),
                decks_json(decks).to_string(),
                dconf_json().to_string()
            ],
        )?;
        self.conn.execute_batch("COMMIT")?;
        self.conn.close().map_err(|(_, e)| e)
    }
}

fn conf_json(model: i64) -> Value {
    json!({
        "activeDecks": [1], "addToCur": true, "collapseTime": 1200, "curDeck": 1,
        "curModel": model.to_string(), "dueCounts": true, "estTimes": true,
        "newBury": true, "newSpread": 0, "nextPos": 1, "sortBackwards": false,
        "sortType": "noteFld", "timeLim": 0,
    })
}

fn deck_json(id: i64, name: &str) -> Value {
    json!({
        "id": id, "name": name, "mod": CREATED, "usn": -1, "desc": "", "dyn": 0, "conf": 1,
        "collapsed": false, "browserCollapsed": false, "extendNew": 0, "extendRev": 0,
        "newToday": [0, 0], "revToday": [0, 0], "lrnToday": [0, 0], "timeToday": [0, 0],
    })
}

/// The `decks` map: Anki's Default deck and every deck named.
fn decks_json(decks: &[String]) -> Value {
    let mut map = Map::new();
    map.insert("1".into(), deck_json(1, "Default"));
    for name in decks {
        let id = identity::deck_id(name);
        map.insert(id.to_string(), deck_json(id, name));
    }
    Value::Object(map)
}

/// Anki's default deck options (only used when a user imports them along with the decks).
fn dconf_json() -> Value {
    json!({ "1": {
        "id": 1, "name": "Default", "mod": 0, "usn": 0, "maxTaken": 60, "autoplay": true,
        "timer": 0, "replayq": true, "dyn": false,
        "new": { "bury": false, "delays": [1, 10], "initialFactor": 2500, "ints": [1, 4, 0],
                 "order": 1, "perDay": 20 },
        "lapse": { "delays": [10], "leechAction": 1, "leechFails": 8, "minInt": 1, "mult": 0 },
        "rev": { "bury": false, "ease4": 1.3, "ivlFct": 1, "maxIvl": 36500, "perDay": 200,
                 "hardFactor": 1.2 },
    }})
}
