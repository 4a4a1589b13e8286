//! Outs: every card that could come next on the board and where it leaves
//! the hero against the other known hands (`xiapl_eval_outs`, unstable tier).

use crate::card::Card;
use crate::error::{check, Error, Result, Status};
use crate::eval::{evaluate_hand, Strength};
use crate::game::Game;
use crate::{ready, sys};

/// Where the hero stands among the hands (`XIAPL_STANDING_*`). Ordered from
/// worst to best: `Behind < Shares < Ahead`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(i32)]
pub enum Standing {
    /// Another hand is better.
    Behind = sys::XIAPL_STANDING_BEHIND,
    /// The hero shares the best hand with at least one other.
    Shares = sys::XIAPL_STANDING_SHARES,
    /// The hero's hand is the best alone.
    Ahead = sys::XIAPL_STANDING_AHEAD,
}

impl Standing {
    pub const ALL: [Standing; 3] = [Standing::Behind, Standing::Shares, Standing::Ahead];

    /// The standing of an XIAPL_STANDING_* code the library wrote.
    fn from_code(code: i32) -> Result<Standing> {
        Standing::ALL
            .into_iter()
            .find(|s| *s as i32 == code)
            .ok_or_else(|| Error::new(Status::Internal, format!("unknown standing {code}")))
    }
}

/// One card that could come next, and the hero with it on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NextCard {
    pub card: Card,
    /// The hero's standing with the card on the board.
    pub standing: Standing,
    /// The hero's hand with the card on the board, in the game's
    /// [`Game::ranking`] (what [`evaluate_hand`] gives).
    pub strength: Strength,
    /// `standing` is better than the hero's standing now ([`Outs::now`]).
    pub is_out: bool,
}

/// Every card left in the game's deck (not dealt, not dead), ascending by
/// card id, with the hero's standing after it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Outs {
    pub game: Game,
    /// The hero's standing on the board as it is.
    pub now: Standing,
    /// The hero's hand now, in the game's [`Game::ranking`].
    pub strength: Strength,
    pub cards: Vec<NextCard>,
}

impl Outs {
    /// The outs: the cards that leave the hero better placed than now
    /// (behind to sharing or ahead, sharing to ahead), ascending by id.
    pub fn outs(&self) -> Vec<Card> {
        self.cards.iter().filter(|c| c.is_out).map(|c| c.card).collect()
    }

    /// The number of outs.
    pub fn count(&self) -> usize {
        self.cards.iter().filter(|c| c.is_out).count()
    }

    /// The cards after which the hero's standing is `standing`, ascending by id.
    pub fn by_standing(&self, standing: Standing) -> Vec<Card> {
        self.cards.iter().filter(|c| c.standing == standing).map(|c| c.card).collect()
    }
}

/// The rows a call can write: every card of the deck.
const MAX_ROWS: usize = 52;

/// The hero's outs against known hands on a flop or a turn: every card left
/// in the deck put on the board in turn, every hand judged as [`judge`](crate::judge)
/// would judge it. `hero` and each of `villains` are hole-card masks (at
/// least one villain); `board` holds 3 or 4 cards; `dead` cards are out of
/// the deck (folded hands, burned cards seen), or 0.
///
/// Games with a board and one ranking: [`Game::Holdem`], [`Game::ShortDeck`],
/// [`Game::Omaha4`], [`Game::Omaha5`], [`Game::Omaha6`]; the others are
/// [`Status::Unsupported`]. No villain, a board of other than 3 or 4 cards, a
/// hand the game refuses, a card dealt twice or both dealt and dead are
/// [`Status::InvalidArgument`], with a message naming the problem.
///
/// ```no_run
/// use xiapl::{outs, parse_mask, Game, Standing};
///
/// let spot = outs(parse_mask("Ah Jh")?, &[parse_mask("Ks Kd")?], parse_mask("2h 7h 9c")?, Game::Holdem, 0)?;
/// assert_eq!(spot.now, Standing::Behind);
/// let cards: Vec<String> = spot.outs().iter().map(|c| c.name()).collect();
/// println!("{} outs: {}", spot.count(), cards.join(" ")); // 12 outs: Ac Ad 3h 4h 5h 6h 8h 9h Th Qh Kh As
/// # Ok::<(), xiapl::Error>(())
/// ```
pub fn outs(hero: u64, villains: &[u64], board: u64, game: Game, dead: u64) -> Result<Outs> {
    ready();
    let holes: Vec<u64> = std::iter::once(hero).chain(villains.iter().copied()).collect();
    let mut rows = [sys::xiapl_next_card { card: 0, standing: 0, strength: 0, is_out: 0 }; MAX_ROWS];
    let mut len = 0u64;
    let mut now = 0i32;
    // SAFETY: holes holds holes.len() masks (at least the hero's), rows has
    // room for MAX_ROWS rows, the out pointers are valid.
    check(unsafe {
        sys::xiapl_eval_outs(
            game as i32,
            holes.as_ptr(),
            holes.len() as u64,
            board,
            dead,
            rows.as_mut_ptr(),
            MAX_ROWS as u64,
            &mut len,
            &mut now,
        )
    })?;
    if len as usize > MAX_ROWS {
        return Err(Error::new(Status::Internal, format!("the library wrote {len} rows into {MAX_ROWS}")));
    }
    let ranking = game.ranking();
    let cards = rows[..len as usize]
        .iter()
        .map(|row| {
            Ok(NextCard {
                card: Card::from_id(row.card)
                    .map_err(|_| Error::new(Status::Internal, format!("the library wrote card id {}", row.card)))?,
                standing: Standing::from_code(row.standing)?,
                strength: Strength::of(ranking, row.strength),
                is_out: row.is_out != 0,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Outs { game, now: Standing::from_code(now)?, strength: evaluate_hand(board, hero, game)?, cards })
}
