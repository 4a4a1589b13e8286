//! The games and how each ranks hands: [`Game`], its [`GameInfo`] (read from
//! the library, not from tables of this crate) and the [`Ranking`]s.

use std::ffi::c_char;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::error::{check, Error, Result, Status};
use crate::eval::{text, Category, Strength};
use crate::{ready, sys};

/// The rules of the game-aware calls (`XIAPL_GAME_*`). Stud, razz, 2-7 and
/// badugi have no board: all of a player's cards are its hole cards and the
/// board is 0. [`Game::info`] gives each game's figures.
///
/// A game also parses from a name (`FromStr`; case, spaces and `-`,
/// `_`, `/`, `'` ignored): `"holdem"`, `"nlhe"`, `"plo"`, `"omaha"`,
/// `"plo5"`, `"plo6"`, `"shortdeck"`, `"6+"`, `"plo8"`, `"o8"`,
/// `"plo hi/lo"`, `"plo5hilo"`, `"stud"`, `"stud8"`, `"razz"`, `"2-7"`,
/// `"lowball27"`, `"badugi"`, and the names [`Game::name`] and
/// [`GameInfo::name`] give.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum Game {
    /// 2 hole cards; the best five of hole + board.
    Holdem = sys::XIAPL_GAME_HOLDEM,
    /// 4 hole cards; exactly two of them with exactly three board cards.
    Omaha4 = sys::XIAPL_GAME_OMAHA4,
    /// 5 hole cards, same rule.
    Omaha5 = sys::XIAPL_GAME_OMAHA5,
    /// 6 hole cards, same rule.
    Omaha6 = sys::XIAPL_GAME_OMAHA6,
    /// Six-plus Hold'em: the 36 cards six to ace, A-6-7-8-9 a straight, a
    /// flush beats a full house.
    ShortDeck = sys::XIAPL_GAME_SHORT_DECK,
    /// Omaha with 4 hole cards, a high half and an eight-or-better low half.
    Omaha4HiLo = sys::XIAPL_GAME_OMAHA4_HILO,
    /// The same with 5 hole cards.
    Omaha5HiLo = sys::XIAPL_GAME_OMAHA5_HILO,
    /// Seven-card stud: the best five of a player's own 5 to 7 cards.
    Stud = sys::XIAPL_GAME_STUD,
    /// Seven-card stud, a high half and an eight-or-better low half.
    StudHiLo = sys::XIAPL_GAME_STUD_HILO,
    /// Seven-card stud for the ace-to-five low.
    Razz = sys::XIAPL_GAME_RAZZ,
    /// Deuce-to-seven low of exactly 5 cards (single and triple draw).
    Lowball27 = sys::XIAPL_GAME_LOWBALL27,
    /// Exactly 4 cards: the most of different ranks and suits, then the lowest.
    Badugi = sys::XIAPL_GAME_BADUGI,
}

impl Game {
    /// Every game, in the order of their values.
    pub const ALL: [Game; 12] = [
        Game::Holdem,
        Game::Omaha4,
        Game::Omaha5,
        Game::Omaha6,
        Game::ShortDeck,
        Game::Omaha4HiLo,
        Game::Omaha5HiLo,
        Game::Stud,
        Game::StudHiLo,
        Game::Razz,
        Game::Lowball27,
        Game::Badugi,
    ];

    /// The game's canonical name in the library's table of games, which
    /// parses back: "holdem", "plo", "plo5", "plo6", "shortdeck", "plohilo",
    /// "plo5hilo", "stud", "studhilo", "razz", "lowball27", "badugi".
    /// [`GameInfo::name`] is the name players write ("PLO Hi/Lo").
    pub fn name(self) -> &'static str {
        &self.info().names[0]
    }

    /// How the game deals: board, stud or draw.
    pub fn family(self) -> Family {
        self.info().family
    }

    /// What the game deals and how it ranks hands, as the library reports it
    /// (`xiapl_game_info_get`, `xiapl_game_name`); read once per process.
    pub fn info(self) -> &'static GameInfo {
        static INFO: OnceLock<Vec<GameInfo>> = OnceLock::new();
        let all = INFO.get_or_init(|| {
            Game::ALL
                .iter()
                .map(|&game| {
                    GameInfo::read(game).unwrap_or_else(|e| panic!("libxiapl does not describe game {game}: {e}"))
                })
                .collect()
        });
        &all[self as usize]
    }

    /// The name players write: "Hold'em", "PLO", "PLO Hi/Lo", "Razz", ...
    pub fn display_name(self) -> &'static str {
        &self.info().name
    }

    /// The number of cards a player holds at showdown: 2, 4, 5, 6; 7 in the
    /// stud games, 5 in 2-7, 4 in badugi.
    pub fn hole_cards(self) -> usize {
        self.info().hole_cards
    }

    /// The ranking that decides the pot (the high half of a hi/lo game).
    pub fn ranking(self) -> Ranking {
        self.info().high_ranking
    }

    /// The ranking of the low half of a hi/lo game; `None` in the other games.
    pub fn low_ranking(self) -> Option<Ranking> {
        self.info().low_ranking
    }

    /// Whether half of each pot goes to the best qualifying low.
    pub fn is_hilo(self) -> bool {
        self.info().is_hilo()
    }

    /// Hold'em or Omaha high: the games of ranges, suit canonicalization and
    /// the table engine.
    pub(crate) fn is_holdem_or_omaha(self) -> bool {
        (self as i32) <= Game::Omaha6 as i32
    }

    /// Refuses the games beyond Hold'em and Omaha high for `what` ("canonical forms").
    pub(crate) fn holdem_or_omaha(self, what: &str) -> Result<Game> {
        if self.is_holdem_or_omaha() {
            return Ok(self);
        }
        Err(Error::invalid(format!("{what} are for Hold'em and PLO, PLO5, PLO6, not {}", self.display_name())))
    }
}

impl TryFrom<i32> for Game {
    type Error = Error;
    fn try_from(value: i32) -> Result<Game> {
        Game::ALL.get(usize::try_from(value).unwrap_or(usize::MAX)).copied().ok_or_else(|| {
            Error::invalid(format!(
                "unknown game {value}; games are 0 (Hold'em), 1-3 (Omaha 4-6), 4 (short deck), 5-6 (Omaha hi/lo \
                 4-5), 7 (stud), 8 (stud hi/lo), 9 (razz), 10 (2-7 lowball) and 11 (badugi)"
            ))
        })
    }
}

impl fmt::Display for Game {
    /// [`Game::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Game {
    type Err = Error;

    /// A game from a name as the library's table of games reads it
    /// (`xiapl_game_parse`): one of [`GameInfo::names`] ("plo", "plo8", "o8",
    /// "stud8", "2-7", ...) or [`GameInfo::name`] ("PLO Hi/Lo"), whatever the
    /// case, spaces, `-`, `_`, `/` and `'`. An unknown name is
    /// [`Status::Parse`], its message quoting the name and listing the
    /// canonical names.
    fn from_str(text: &str) -> Result<Game> {
        ready();
        let mut out = 0i32;
        // SAFETY: text's bytes with their length (no NUL needed), and a valid out pointer.
        check(unsafe { sys::xiapl_game_parse(text.as_ptr().cast::<c_char>(), text.len() as u64, &mut out) })?;
        Game::try_from(out)
    }
}

/// How a game deals (`XIAPL_FAMILY_*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(i32)]
pub enum Family {
    /// Hole cards, then a shared board: Hold'em, short deck, Omaha, Omaha hi/lo.
    Board = sys::XIAPL_FAMILY_BOARD,
    /// Each seat's own cards, some face up, one a street: stud, stud hi/lo, razz.
    Stud = sys::XIAPL_FAMILY_STUD,
    /// A hand each, then draw rounds: 2-7 lowball, badugi.
    Draw = sys::XIAPL_FAMILY_DRAW,
}

impl TryFrom<i32> for Family {
    type Error = Error;
    fn try_from(value: i32) -> Result<Family> {
        match value {
            sys::XIAPL_FAMILY_BOARD => Ok(Family::Board),
            sys::XIAPL_FAMILY_STUD => Ok(Family::Stud),
            sys::XIAPL_FAMILY_DRAW => Ok(Family::Draw),
            _ => Err(Error::new(Status::Internal, format!("the library reports family {value}"))),
        }
    }
}

/// What a game deals and how it ranks hands (`xiapl_game_info`), from
/// [`Game::info`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct GameInfo {
    pub game: Game,
    /// The name players write: "Hold'em", "PLO", "PLO Hi/Lo", "Razz", ...
    pub name: String,
    /// Cards a player holds at showdown: 2, 4, 5, 6; 7 (stud games), 5 (2-7), 4 (badugi).
    pub hole_cards: usize,
    /// The fewest cards a hand is evaluated from (stud games: 5).
    pub min_hole_cards: usize,
    /// Community cards at showdown: 5, or 0 (stud and draw games).
    pub board_cards: usize,
    /// Hole cards every hand uses exactly: 2 (Omaha games), or 0 (any).
    pub hole_used: usize,
    /// 52, or 36 (short deck).
    pub deck_cards: usize,
    /// The ranking that decides the pot (the high half).
    pub high_ranking: Ranking,
    /// The low half's ranking; `None` but in hi/lo games.
    pub low_ranking: Option<Ranking>,
    /// The most players [`calculate_equity`](crate::calculate_equity) takes;
    /// 0 for the draw games, whose equity the cards alone do not decide.
    pub max_players: usize,
    /// How the game deals.
    pub family: Family,
    /// The names [`Game::from_str`](std::str::FromStr) reads besides `name`, the canonical
    /// one ([`Game::name`]) first: "plohilo", "plo8", "o8", ...
    pub names: Vec<String>,
}

impl GameInfo {
    /// Whether half of each pot goes to the best qualifying low.
    pub fn is_hilo(&self) -> bool {
        self.low_ranking.is_some()
    }

    fn read(game: Game) -> Result<GameInfo> {
        ready();
        // SAFETY: an all-zero struct is a valid value.
        let mut raw: sys::xiapl_game_info = unsafe { std::mem::zeroed() };
        raw.struct_size = size_of::<sys::xiapl_game_info>() as u32;
        // SAFETY: a valid out pointer whose struct_size is set.
        check(unsafe { sys::xiapl_game_info_get(game as i32, &mut raw) })?;
        let mut buf = [0 as c_char; 64];
        let mut len = 0u64;
        // SAFETY: a 64-byte buffer and its capacity.
        check(unsafe { sys::xiapl_game_name(game as i32, buf.as_mut_ptr(), buf.len() as u64, &mut len) })?;
        let mut names = [0 as c_char; 256];
        let mut names_len = 0u64;
        // SAFETY: a 256-byte buffer and its capacity.
        check(unsafe { sys::xiapl_game_names(game as i32, names.as_mut_ptr(), names.len() as u64, &mut names_len) })?;
        let count = |n: i32| usize::try_from(n).map_err(|_| Error::new(Status::Internal, format!("count {n}")));
        let high = Ranking::try_from(raw.high_ranking)?;
        let low = match raw.low_ranking {
            sys::XIAPL_RANKING_NONE => None,
            other => Some(Ranking::try_from(other)?),
        };
        Ok(GameInfo {
            game,
            name: text_of(&buf, len),
            hole_cards: count(raw.hole_cards)?,
            min_hole_cards: count(raw.min_hole_cards)?,
            board_cards: count(raw.board_cards)?,
            hole_used: count(raw.hole_used)?,
            deck_cards: count(raw.deck_cards)?,
            high_ranking: high,
            low_ranking: low,
            max_players: count(raw.max_players)?,
            family: Family::try_from(raw.family)?,
            names: text_of(&names, names_len).split(',').map(str::to_owned).collect(),
        })
    }
}

/// How a game orders hands (`XIAPL_RANKING_*`). A [`Strength`] compares
/// only with strengths of its own ranking: larger wins, equal ties, in every
/// ranking (the best low has the largest strength).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(i32)]
pub enum Ranking {
    /// Hold'em's: 1 (7-5-4-3-2) ..= 7462 (a royal flush).
    High = sys::XIAPL_RANKING_HIGH,
    /// Short deck: six to ace, A-6-7-8-9 a straight, a flush beats a full house.
    ShortDeck = sys::XIAPL_RANKING_SHORT_DECK,
    /// The low half of hi/lo games: five different ranks eight or lower, ace low.
    EightOrBetter = sys::XIAPL_RANKING_EIGHT_OR_BETTER,
    /// Razz: the lowest five, ace low, straights and flushes ignored, pairs count.
    AceToFive = sys::XIAPL_RANKING_ACE_TO_FIVE,
    /// 2-7: the lowest five, ace high, straights and flushes count against the hand.
    DeuceToSeven = sys::XIAPL_RANKING_DEUCE_TO_SEVEN,
    /// Badugi: the most cards of different ranks and suits, then the lowest.
    Badugi = sys::XIAPL_RANKING_BADUGI,
}

impl Ranking {
    pub const ALL: [Ranking; 6] = [
        Ranking::High,
        Ranking::ShortDeck,
        Ranking::EightOrBetter,
        Ranking::AceToFive,
        Ranking::DeuceToSeven,
        Ranking::Badugi,
    ];

    /// "HIGH" ... "BADUGI", as in XIAPL_RANKING_*.
    pub fn name(self) -> &'static str {
        ["HIGH", "SHORT_DECK", "EIGHT_OR_BETTER", "ACE_TO_FIVE", "DEUCE_TO_SEVEN", "BADUGI"][self as usize - 1]
    }

    /// The strength of the ranking's best hand (`xiapl_ranking_max`): 7462
    /// for [`Ranking::High`].
    pub fn max_strength(self) -> Strength {
        ready();
        let mut out = 0i32;
        // SAFETY: a valid out pointer.
        check(unsafe { sys::xiapl_ranking_max(self as i32, &mut out) }).expect("every Ranking has a maximum");
        Strength::of(self, out)
    }

    /// A strength of this ranking from its value; a value the ranking never
    /// gives is [`Status::InvalidArgument`].
    pub fn strength(self, value: i32) -> Result<Strength> {
        self.category(value).map(|_| Strength::of(self, value))
    }

    /// The category of a strength value of this ranking (a low or a badugi
    /// with no pair is [`Category::HighCard`]).
    pub fn category(self, value: i32) -> Result<Category> {
        ready();
        let mut out = 0i32;
        // SAFETY: a valid out pointer.
        check(unsafe { sys::xiapl_ranking_category(self as i32, value, &mut out) })?;
        Category::from_code(out)
    }

    /// The ranks that order hands of the value's category, most significant
    /// first; in [`Ranking::EightOrBetter`], [`Ranking::AceToFive`] and
    /// [`Ranking::Badugi`] the ace is 1 (a badugi lists one rank per card).
    pub fn kickers(self, value: i32) -> Result<Vec<i32>> {
        ready();
        let mut ranks = [0i32; 5];
        let mut len = 0u64;
        // SAFETY: a 5-rank buffer and its capacity.
        check(unsafe { sys::xiapl_ranking_kickers(self as i32, value, ranks.as_mut_ptr(), 5, &mut len) })?;
        Ok(ranks[..(len as usize).min(5)].to_vec())
    }

    /// The category and ranks as text: "Flush [14 12 9 8 7]", "Low [8 6 4 2 1]", "Badugi [4 3 2 1]".
    pub fn describe(self, value: i32) -> Result<String> {
        // SAFETY: `text` passes a buffer, its capacity and a valid length pointer.
        text(|buf, cap, len| unsafe { sys::xiapl_ranking_describe(self as i32, value, buf, cap, len) })
    }

    /// A readable name: "flush, ace-high (beats a full house)", "8-6-4-2-A
    /// low", "7-5-4-3-2 low (number one)", "three-card badugi 5-3-2".
    pub fn hand_name(self, value: i32) -> Result<String> {
        // SAFETY: `text` passes a buffer, its capacity and a valid length pointer.
        text(|buf, cap, len| unsafe { sys::xiapl_ranking_name(self as i32, value, buf, cap, len) })
    }
}

impl TryFrom<i32> for Ranking {
    type Error = Error;
    fn try_from(value: i32) -> Result<Ranking> {
        Ranking::ALL.iter().copied().find(|&r| r as i32 == value).ok_or_else(|| {
            Error::invalid(format!(
                "unknown ranking {value}; rankings are 1 (high), 2 (short deck), 3 (eight or better), 4 (ace to \
                 five), 5 (deuce to seven) and 6 (badugi)"
            ))
        })
    }
}

impl fmt::Display for Ranking {
    /// [`Ranking::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text the library wrote into `buf` (`len` bytes, without the NUL).
pub(crate) fn text_of(buf: &[c_char], len: u64) -> String {
    let bytes: Vec<u8> = buf[..(len as usize).min(buf.len())].iter().map(|&c| c as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}
