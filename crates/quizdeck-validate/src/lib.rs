//! quizdeck-validate (being written).
