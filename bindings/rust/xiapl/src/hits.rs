//! Hit tables: how much of a range's weight makes each hand category on a
//! board, and how much holds the common draws (`xiapl_range_hits`, unstable tier).

use crate::error::{check, Error, Result, Status};
use crate::eval::Category;
use crate::game::Game;
use crate::range::Range;
use crate::{ready, sys};

/// The draws of a hit table, in the order tables show them (the labels of
/// [`HitTable::rows`]).
pub const DRAWS: [&str; 5] = ["flush_draw", "open_ended", "gutshot", "combo_draw", "overcards"];

/// A range's hits on a board: weights of the combos that share no card with
/// the board or the dead cards. [`made`](HitTable::made) holds every category
/// (its weights sum to [`weight`](HitTable::weight)); a combo may hold several
/// draws, which are 0 on a river.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HitTable {
    /// The range's game.
    pub game: Game,
    /// The combos counted.
    pub combos: usize,
    /// Their total weight.
    pub weight: f64,
    /// `made[category as usize]`: the weight of the combos whose hand is of
    /// that [`Category`] ([`HitTable::made_weight`] reads it by category).
    pub made: [f64; 9],
    /// No flush yet, and one more card of a suit makes one (Hold'em: four of
    /// the suit with a hole card among them; Omaha: two hole cards and two
    /// board cards of it).
    pub flush_draw: f64,
    /// No straight yet, and cards of two or more ranks make one.
    pub open_ended: f64,
    /// No straight yet, and cards of exactly one rank make one.
    pub gutshot: f64,
    /// A flush draw and a straight draw together.
    pub combo_draw: f64,
    /// High card, with two hole cards above every board card.
    pub overcards: f64,
}

impl HitTable {
    /// The weight of the combos whose hand is of `category`.
    pub fn made_weight(&self, category: Category) -> f64 {
        self.made[category as usize]
    }

    /// A weight of this table as a share of the range's (0..=1; 0 when no
    /// combo was counted).
    pub fn share(&self, weight: f64) -> f64 {
        if self.weight != 0.0 {
            weight / self.weight
        } else {
            0.0
        }
    }

    /// (label, weight) of every made category ([`Category::name`], weakest
    /// first) then every draw ([`DRAWS`]), as tables show them.
    pub fn rows(&self) -> Vec<(&'static str, f64)> {
        let draws = [self.flush_draw, self.open_ended, self.gutshot, self.combo_draw, self.overcards];
        Category::ALL.iter().map(|&c| (c.name(), self.made_weight(c))).chain(DRAWS.iter().copied().zip(draws)).collect()
    }
}

/// The hit table of a range on a flop, turn or river: how much of its weight
/// makes each hand category (the category of the combo's hand on the board,
/// as [`evaluate_hand`](crate::evaluate_hand) gives it) and how much holds a
/// flush draw, an open-ended straight draw, a gutshot, a combo draw or two
/// overcards. A draw counts only a straight or flush the hand would make: in
/// Hold'em with at least one hole card, beating what the board alone would
/// make; in Omaha with two hole cards and three board cards. Combos holding a
/// board or a dead card are left out. `board` holds 3, 4 or 5 cards; `dead`
/// cards are out of the deck, or 0.
///
/// Ranges of [`Game::Holdem`], [`Game::ShortDeck`], [`Game::Omaha4`],
/// [`Game::Omaha5`] and [`Game::Omaha6`]; a game with a low half is
/// [`Status::Unsupported`](crate::Status::Unsupported). A board of other than
/// 3 to 5 cards, a dead card on the board or a bit >= 52 is
/// [`Status::InvalidArgument`](crate::Status::InvalidArgument), with a
/// message naming the problem.
///
/// ```no_run
/// use xiapl::{hit_table, parse_mask, Category, Range};
///
/// let range: Range = "JTs, T7s, 76s, AhKh, QhJh, AKo, 65s".parse()?;
/// let hits = hit_table(&range, parse_mask("9h 8h 2c")?, 0)?;
/// assert_eq!((hits.combos, hits.made_weight(Category::HighCard)), (30, 30.0));
/// println!("flush draws {:.0}%", 100.0 * hits.share(hits.flush_draw)); // flush draws 20%
/// # Ok::<(), xiapl::Error>(())
/// ```
pub fn hit_table(range: &Range, board: u64, dead: u64) -> Result<HitTable> {
    ready();
    // SAFETY: an all-zero struct is a valid value.
    let mut raw: sys::xiapl_hit_table = unsafe { std::mem::zeroed() };
    raw.struct_size = std::mem::size_of::<sys::xiapl_hit_table>() as u32;
    // SAFETY: a live range and a valid out pointer whose struct_size is set.
    check(unsafe { sys::xiapl_range_hits(range.as_ptr(), board, dead, &mut raw) })?;
    Ok(HitTable {
        game: range.game(),
        combos: usize::try_from(raw.combos)
            .map_err(|_| Error::new(Status::Internal, format!("the library counted {} combos", raw.combos)))?,
        weight: raw.weight,
        made: raw.made,
        flush_draw: raw.flush_draw,
        open_ended: raw.open_ended,
        gutshot: raw.gutshot,
        combo_draw: raw.combo_draw,
        overcards: raw.overcards,
    })
}
