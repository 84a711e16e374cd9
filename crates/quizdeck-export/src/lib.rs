//! quizdeck-export (being written).
