//! A deck with a reproducible seeded shuffle.

use std::ptr::NonNull;

use crate::card::Card;
use crate::error::{check, Error, Result};
use crate::{ready, sys};

/// The ordered cards still in a deck. A new or reset deck holds the 52 cards in
/// id order; dealing takes cards from the front. [`Deck::shuffle`] gives the
/// same order for the same seed on every platform and in every binding
/// (xoshiro256** seeded through SplitMix64, docs/rng.md). A failing method
/// leaves the deck unchanged. The C deck is freed on drop.
#[derive(Debug)]
pub struct Deck {
    raw: NonNull<sys::xiapl_deck>,
}

// SAFETY: a deck is plain owned memory that the library never shares; &mut
// access keeps it to one thread at a time (it is not Sync).
unsafe impl Send for Deck {}

impl Deck {
    /// A full deck in id order.
    pub fn new() -> Result<Deck> {
        ready();
        let mut raw = std::ptr::null_mut();
        // SAFETY: a valid out pointer.
        check(unsafe { sys::xiapl_deck_create(&mut raw) })?;
        NonNull::new(raw).map(|raw| Deck { raw }).ok_or_else(|| Error::new(crate::Status::Internal, "null deck"))
    }

    /// Shuffle the cards still in the deck.
    pub fn shuffle(&mut self, seed: u64) -> Result<()> {
        // SAFETY: a live deck.
        check(unsafe { sys::xiapl_deck_shuffle(self.raw.as_ptr(), seed) })
    }

    /// Take `count` cards from the front; more than remain is an error.
    pub fn deal(&mut self, count: usize) -> Result<Vec<Card>> {
        let mut ids = [0i32; 52];
        let mut len = 0u64;
        let capacity = count.min(52) as u64;
        // SAFETY: a live deck, a 52-id buffer and a capacity within it.
        check(unsafe { sys::xiapl_deck_deal(self.raw.as_ptr(), count as u64, ids.as_mut_ptr(), capacity, &mut len) })?;
        ids[..len as usize].iter().map(|&id| Card::from_id(id)).collect()
    }

    /// Discard `count` cards from the front.
    pub fn burn(&mut self, count: usize) -> Result<()> {
        // SAFETY: a live deck.
        check(unsafe { sys::xiapl_deck_burn(self.raw.as_ptr(), count as u64) })
    }

    /// Take the cards of a mask out of the deck; a card no longer in it is an
    /// error and nothing is removed.
    pub fn remove(&mut self, mask: u64) -> Result<()> {
        // SAFETY: a live deck.
        check(unsafe { sys::xiapl_deck_remove(self.raw.as_ptr(), mask) })
    }

    /// Put all 52 cards back, in id order.
    pub fn reset(&mut self) -> Result<()> {
        // SAFETY: a live deck.
        check(unsafe { sys::xiapl_deck_reset(self.raw.as_ptr()) })
    }

    /// The cards still in the deck, front first.
    pub fn cards(&self) -> Vec<Card> {
        let mut ids = [0i32; 52];
        let mut len = 0u64;
        // SAFETY: a live deck and a 52-id buffer (a deck never holds more).
        check(unsafe { sys::xiapl_deck_cards(self.raw.as_ptr(), ids.as_mut_ptr(), 52, &mut len) })
            .expect("a deck holds at most 52 cards");
        ids[..len as usize].iter().map(|&id| Card::from_id(id).expect("the deck holds valid cards")).collect()
    }

    /// Replace the deck's cards by `ids`, front first: 0 to 52 distinct card
    /// ids 0..51 (as [`Card::id`] gives them). An id out of range, a repeated
    /// id or more than 52 ids is an error and the deck is unchanged.
    pub fn set_cards(&mut self, ids: &[i32]) -> Result<()> {
        // SAFETY: a live deck and `ids.len()` readable ids (the pointer is
        // unread when the slice is empty).
        check(unsafe { sys::xiapl_deck_set_cards(self.raw.as_ptr(), ids.as_ptr(), ids.len() as u64) })
    }

    /// A new deck holding the same cards in the same order, with its own C
    /// deck: its deals and seeded shuffles match this deck's, and dropping
    /// either leaves the other valid. Not `Clone`, since creating a deck can
    /// fail.
    pub fn try_clone(&self) -> Result<Deck> {
        let ids: Vec<i32> = self.cards().iter().map(|card| card.id()).collect();
        let mut copy = Deck::new()?;
        copy.set_cards(&ids)?;
        Ok(copy)
    }

    /// The number of cards still in the deck.
    pub fn len(&self) -> usize {
        self.cards().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Drop for Deck {
    fn drop(&mut self) {
        // SAFETY: created by xiapl_deck_create and destroyed exactly once.
        unsafe { sys::xiapl_deck_destroy(self.raw.as_ptr()) }
    }
}
