//! Cards and masks.

use std::ffi::{c_char, CString};
use std::fmt;
use std::str::FromStr;

use crate::error::{check, Error, Result, Status};
use crate::{ready, sys};

/// One of the 52 cards: `id = suit * 13 + (rank - 2)`, suits c, d, h, s = 0..3,
/// ranks 2..14 (A = 14). Parse with [`Card::parse`] or `"As".parse()`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

fn c_text(text: &str) -> Result<CString> {
    CString::new(text).map_err(|_| Error::new(Status::Parse, format!("{text:?} contains a NUL character")))
}

impl Card {
    /// The card with this id (0..51).
    pub fn from_id(id: i32) -> Result<Card> {
        card_name(id).map(|_| Card(id as u8))
    }

    /// Exactly one card: a rank (2-9, T, J, Q, K, A, or 10) then a suit (c, d,
    /// h, s), case-insensitive: "As", "td", "10h". Anything else is a
    /// [`Status::Parse`] error.
    pub fn parse(text: &str) -> Result<Card> {
        ready();
        let text = c_text(text)?;
        let mut id = 0i32;
        // SAFETY: a NUL-terminated string and a valid out pointer.
        check(unsafe { sys::xiapl_card_parse(text.as_ptr(), &mut id) })?;
        Ok(Card(id as u8))
    }

    /// 0..51.
    pub fn id(self) -> i32 {
        i32::from(self.0)
    }

    /// 2..14 (11 = J, 12 = Q, 13 = K, 14 = A).
    pub fn rank(self) -> u8 {
        self.0 % 13 + 2
    }

    /// 'c', 'd', 'h' or 's'.
    pub fn suit(self) -> char {
        ['c', 'd', 'h', 's'][usize::from(self.0 / 13)]
    }

    /// The one-card mask.
    pub fn mask(self) -> u64 {
        1u64 << self.0
    }

    /// The two-character name: "As", "Th".
    pub fn name(self) -> String {
        card_name(self.id()).expect("a Card always holds a valid id")
    }
}

fn card_name(id: i32) -> Result<String> {
    ready();
    let mut buf = [0 as c_char; 3];
    let mut len = 0u64;
    // SAFETY: a 3-byte buffer and its capacity.
    check(unsafe { sys::xiapl_card_name(id, buf.as_mut_ptr(), 3, &mut len) })?;
    Ok(buf[..len as usize].iter().map(|&c| c as u8 as char).collect())
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Card({})", self.name())
    }
}

impl FromStr for Card {
    type Err = Error;
    fn from_str(text: &str) -> Result<Card> {
        Card::parse(text)
    }
}

fn to_cards(ids: &[i32]) -> Vec<Card> {
    ids.iter().map(|&id| Card(id as u8)).collect()
}

/// A list of cards written together ("AsKsQd") or separated by spaces, commas
/// or dashes ("As Ks, 10h"), in input order. A card given twice is a
/// [`Status::Parse`] error; blank text is an empty list.
pub fn parse_cards(text: &str) -> Result<Vec<Card>> {
    ready();
    let text = c_text(text)?;
    let mut ids = [0i32; 52];
    let mut len = 0u64;
    // SAFETY: a NUL-terminated string, a 52-id buffer and its capacity.
    check(unsafe { sys::xiapl_cards_parse(text.as_ptr(), ids.as_mut_ptr(), 52, &mut len) })?;
    Ok(to_cards(&ids[..len as usize]))
}

/// The mask of card ids (each 0..51, none twice), as the C call takes them.
pub fn mask_from_ids(ids: &[i32]) -> Result<u64> {
    ready();
    let mut mask = 0u64;
    // SAFETY: ids.len() readable ids (an empty slice is never read).
    check(unsafe { sys::xiapl_mask_from_ids(ids.as_ptr(), ids.len() as u64, &mut mask) })?;
    Ok(mask)
}

/// The mask of distinct cards; a card given twice is an error.
pub fn mask_from_cards(cards: &[Card]) -> Result<u64> {
    mask_from_ids(&cards.iter().map(|c| c.id()).collect::<Vec<_>>())
}

/// The mask of the cards of a text ("AsKs", "As Ks").
pub fn parse_mask(text: &str) -> Result<u64> {
    mask_from_cards(&parse_cards(text)?)
}

/// The cards of a mask, ascending by id; a bit >= 52 is an error.
pub fn mask_to_cards(mask: u64) -> Result<Vec<Card>> {
    ready();
    let mut ids = [0i32; 52];
    let mut len = 0u64;
    // SAFETY: a 52-id buffer and its capacity.
    check(unsafe { sys::xiapl_mask_to_ids(mask, ids.as_mut_ptr(), 52, &mut len) })?;
    Ok(to_cards(&ids[..len as usize]))
}

/// The cards of a mask as text, ascending by id: "2c Ks As".
pub fn mask_to_string(mask: u64) -> Result<String> {
    Ok(mask_to_cards(mask)?.into_iter().map(Card::name).collect::<Vec<_>>().join(" "))
}
