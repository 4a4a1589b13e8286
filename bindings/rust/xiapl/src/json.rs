//! Reads the one JSON form this crate takes from the library: an object whose
//! values are `null`, integers, strings or arrays of integers (the objects of
//! `xiapl_sites_report`). The crate has no crates.io dependency, so this is
//! done by hand.

use std::collections::BTreeMap;

/// A value of such an object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Scalar {
    Null,
    Int(i64),
    Str(String),
    Ints(Vec<i64>),
}

/// The members of a flat JSON object, or why the text is not one.
pub(crate) fn flat_object(text: &str) -> std::result::Result<BTreeMap<String, Scalar>, String> {
    let mut reader = Reader { bytes: text.as_bytes(), at: 0 };
    let mut members = BTreeMap::new();
    reader.expect(b'{')?;
    if reader.peek() == Some(b'}') {
        reader.at += 1;
    } else {
        loop {
            reader.space();
            let key = reader.string()?;
            reader.expect(b':')?;
            let value = match reader.peek() {
                Some(b'"') => Scalar::Str(reader.string()?),
                Some(b'n') if reader.bytes[reader.at..].starts_with(b"null") => {
                    reader.at += 4;
                    Scalar::Null
                }
                Some(b'-' | b'0'..=b'9') => Scalar::Int(reader.integer()?),
                Some(b'[') => Scalar::Ints(reader.integers()?),
                _ => return Err(format!("expected null, an integer, a string or an array at byte {}", reader.at)),
            };
            members.insert(key, value);
            match reader.peek() {
                Some(b',') => reader.at += 1,
                Some(b'}') => {
                    reader.at += 1;
                    break;
                }
                _ => return Err(format!("expected , or }} at byte {}", reader.at)),
            }
        }
    }
    reader.space();
    if reader.at != reader.bytes.len() {
        return Err(format!("text after the object at byte {}", reader.at));
    }
    Ok(members)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn space(&mut self) {
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.space();
        self.bytes.get(self.at).copied()
    }

    fn expect(&mut self, byte: u8) -> std::result::Result<(), String> {
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(format!("expected {:?} at byte {}", byte as char, self.at))
        }
    }

    fn integer(&mut self) -> std::result::Result<i64, String> {
        let start = self.at;
        if self.bytes.get(self.at) == Some(&b'-') {
            self.at += 1;
        }
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).map_err(|e| e.to_string())?;
        text.parse().map_err(|_| format!("expected an integer at byte {start}"))
    }

    fn integers(&mut self) -> std::result::Result<Vec<i64>, String> {
        self.expect(b'[')?;
        let mut out = Vec::new();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(out);
        }
        loop {
            self.space();
            out.push(self.integer()?);
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(out);
                }
                _ => return Err(format!("expected , or ] at byte {}", self.at)),
            }
        }
    }

    fn hex4(&mut self) -> std::result::Result<u32, String> {
        let digits = self.bytes.get(self.at..self.at + 4).ok_or("a short \\u escape")?;
        self.at += 4;
        let digits = std::str::from_utf8(digits).map_err(|e| e.to_string())?;
        u32::from_str_radix(digits, 16).map_err(|_| format!("bad \\u escape {digits:?}"))
    }

    fn string(&mut self) -> std::result::Result<String, String> {
        if self.bytes.get(self.at) != Some(&b'"') {
            return Err(format!("expected a string at byte {}", self.at));
        }
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let byte = *self.bytes.get(self.at).ok_or("an unterminated string")?;
            self.at += 1;
            match byte {
                b'"' => return String::from_utf8(out).map_err(|e| e.to_string()),
                b'\\' => {
                    let escape = *self.bytes.get(self.at).ok_or("an unterminated escape")?;
                    self.at += 1;
                    let c = match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let mut code = self.hex4()?;
                            if (0xD800..0xDC00).contains(&code) && self.bytes[self.at..].starts_with(b"\\u") {
                                self.at += 2;
                                let low = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&low) {
                                    return Err("a lone surrogate in a \\u escape".to_string());
                                }
                                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                            }
                            char::from_u32(code).ok_or("a lone surrogate in a \\u escape")?
                        }
                        other => return Err(format!("bad escape \\{}", other as char)),
                    };
                    let mut utf8 = [0u8; 4];
                    out.extend_from_slice(c.encode_utf8(&mut utf8).as_bytes());
                }
                other => out.push(other),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{flat_object, Scalar};

    #[test]
    fn reads_an_action_object() {
        let members =
            flat_object(r#"{"actor": null, "player": -2, "comment": "a \"q\" \u00e9\ud83d\ude00\n"}"#).unwrap();
        assert_eq!(members["actor"], Scalar::Null);
        assert_eq!(members["player"], Scalar::Int(-2));
        assert_eq!(members["comment"], Scalar::Str("a \"q\" é😀\n".to_string()));
        assert!(flat_object("{}").unwrap().is_empty());
        let arrays = flat_object(r#"{"card_ids": [31, 30], "none": [ ]}"#).unwrap();
        assert_eq!(arrays["card_ids"], Scalar::Ints(vec![31, 30]));
        assert_eq!(arrays["none"], Scalar::Ints(vec![]));
        for bad in [
            "",
            "{",
            r#"{"a": 1,}"#,
            r#"{"a": [1,]}"#,
            r#"{"a": ["x"]}"#,
            r#"{"a": 1} x"#,
            r#"{"a": "\ud800"}"#,
            r#"{"a": 1.5}"#,
        ] {
            assert!(flat_object(bad).is_err(), "{bad:?}");
        }
    }
}
