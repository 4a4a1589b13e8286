//! Hand evaluation in every game: strengths, batches, showdowns (both halves
//! of hi/lo games), best fives and names; every completion of a partial
//! Hold'em hand, as strengths or histograms.

use std::ffi::c_char;
use std::fmt;

use crate::card::Card;
use crate::error::{check, Error, Result, Status};
use crate::game::{text_of, Game, Ranking};
use crate::{ready, sys};

/// The strength of a royal flush ([`Ranking::High`]'s best hand); 1 is 7-5-4-3-2 offsuit.
pub const STRENGTH_MAX: i32 = sys::XIAPL_STRENGTH_MAX;

/// Hand categories, weakest first. A low or a badugi with no pair is
/// [`Category::HighCard`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(i32)]
pub enum Category {
    HighCard = sys::XIAPL_CATEGORY_HIGH_CARD,
    OnePair = sys::XIAPL_CATEGORY_ONE_PAIR,
    TwoPair = sys::XIAPL_CATEGORY_TWO_PAIR,
    ThreeOfAKind = sys::XIAPL_CATEGORY_THREE_OF_A_KIND,
    Straight = sys::XIAPL_CATEGORY_STRAIGHT,
    Flush = sys::XIAPL_CATEGORY_FLUSH,
    FullHouse = sys::XIAPL_CATEGORY_FULL_HOUSE,
    FourOfAKind = sys::XIAPL_CATEGORY_FOUR_OF_A_KIND,
    StraightFlush = sys::XIAPL_CATEGORY_STRAIGHT_FLUSH,
}

impl Category {
    pub const ALL: [Category; 9] = [
        Category::HighCard,
        Category::OnePair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
    ];

    /// "HIGH_CARD" ... "STRAIGHT_FLUSH", as in XIAPL_CATEGORY_*.
    pub fn name(self) -> &'static str {
        [
            "HIGH_CARD",
            "ONE_PAIR",
            "TWO_PAIR",
            "THREE_OF_A_KIND",
            "STRAIGHT",
            "FLUSH",
            "FULL_HOUSE",
            "FOUR_OF_A_KIND",
            "STRAIGHT_FLUSH",
        ][self as usize]
    }

    /// The category of an XIAPL_CATEGORY_* code the library wrote.
    pub(crate) fn from_code(code: i32) -> Result<Category> {
        Category::ALL
            .get(usize::try_from(code).unwrap_or(usize::MAX))
            .copied()
            .ok_or_else(|| Error::new(Status::Internal, format!("unknown category {code}")))
    }
}

/// A hand's strength in one [`Ranking`]: larger wins, equal ties, whatever
/// the ranking (the best low is the largest). Hold'em's ranking
/// ([`Ranking::High`]) gives 1..=7462, the rank of the best five among the
/// 7,462 distinct five-card hands; [`Ranking::max_strength`] gives each
/// ranking's best. A strength compares only with strengths of its own
/// ranking: `Ord` orders by ranking first, then by value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Strength {
    ranking: Ranking,
    value: u16,
}

impl Strength {
    /// A [`Ranking::High`] strength from its value; outside 1..=7462 is an
    /// error. [`Ranking::strength`] makes one of another ranking.
    pub fn new(value: i32) -> Result<Strength> {
        strength_category(value).map(|_| Strength::of(Ranking::High, value))
    }

    /// A strength the library gave (always one the ranking gives).
    pub(crate) fn of(ranking: Ranking, value: i32) -> Strength {
        Strength { ranking, value: value as u16 }
    }

    /// The strength value, as the C calls and the batch calls give it.
    pub fn value(self) -> i32 {
        i32::from(self.value)
    }

    /// The ranking the value belongs to.
    pub fn ranking(self) -> Ranking {
        self.ranking
    }

    pub fn category(self) -> Category {
        match self.ranking {
            Ranking::High => strength_category(self.value()),
            other => other.category(self.value()),
        }
        .expect("a Strength is always valid")
    }

    /// The ranks that order hands within the category, most significant
    /// first: 2..=14 in the high rankings and 2-7; in the eight-or-better,
    /// ace-to-five and badugi rankings the ace is 1.
    pub fn kickers(self) -> Vec<i32> {
        match self.ranking {
            Ranking::High => strength_kickers(self.value()),
            other => other.kickers(self.value()),
        }
        .expect("a Strength is always valid")
    }

    /// "Three of a Kind [14 13 9]", "Low [8 6 4 2 1]", "Badugi [4 3 2 1]".
    pub fn describe(self) -> String {
        match self.ranking {
            Ranking::High => describe_strength(self.value()),
            other => other.describe(self.value()),
        }
        .expect("a Strength is always valid")
    }

    /// "full house, threes over twos", "royal flush", "8-6-4-2-A low",
    /// "three-card badugi 5-3-2", "flush, ace-high (beats a full house)".
    pub fn name(self) -> String {
        match self.ranking {
            Ranking::High => hand_name(self.value()),
            other => other.hand_name(self.value()),
        }
        .expect("a Strength is always valid")
    }
}

impl fmt::Display for Strength {
    /// [`Strength::describe`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// The category of a Hold'em strength value (1..=7462); [`Ranking::category`] reads any ranking's.
pub fn strength_category(strength: i32) -> Result<Category> {
    ready();
    let mut out = 0i32;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_strength_category(strength, &mut out) })?;
    Category::from_code(out)
}

/// The tie-break ranks of a Hold'em strength value, most significant first.
pub fn strength_kickers(strength: i32) -> Result<Vec<i32>> {
    ready();
    let mut ranks = [0i32; 5];
    let mut len = 0u64;
    // SAFETY: a 5-rank buffer and its capacity.
    check(unsafe { sys::xiapl_strength_kickers(strength, ranks.as_mut_ptr(), 5, &mut len) })?;
    Ok(ranks[..(len as usize).min(5)].to_vec())
}

/// The text a call writes into a 128-byte buffer: `call(buffer, capacity, length out)`.
pub(crate) fn text(call: impl FnOnce(*mut c_char, u64, *mut u64) -> i32) -> Result<String> {
    ready();
    let mut buf = [0 as c_char; 128];
    let mut len = 0u64;
    check(call(buf.as_mut_ptr(), buf.len() as u64, &mut len))?;
    Ok(text_of(&buf, len))
}

/// "Three of a Kind [14 13 9]": the category and the kickers of a Hold'em
/// strength value; [`Ranking::describe`] reads any ranking's.
pub fn describe_strength(strength: i32) -> Result<String> {
    // SAFETY: `text` passes a buffer, its capacity and a valid length pointer.
    text(|buf, cap, len| unsafe { sys::xiapl_strength_describe(strength, buf, cap, len) })
}

/// A readable name of a Hold'em strength value: "two pair, aces and kings";
/// [`Ranking::hand_name`] reads any ranking's.
pub fn hand_name(strength: i32) -> Result<String> {
    // SAFETY: `text` passes a buffer, its capacity and a valid length pointer.
    text(|buf, cap, len| unsafe { sys::xiapl_strength_name(strength, buf, cap, len) })
}

/// The strength of the best five of 5, 6 or 7 cards (Hold'em's ranking).
pub fn evaluate_mask(cards: u64) -> Result<Strength> {
    ready();
    let mut out = 0i32;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_eval_mask(cards, &mut out) })?;
    Ok(Strength::of(Ranking::High, out))
}

/// The same from card ids as the C call takes them; an id given twice is an error.
pub fn evaluate_ids(ids: &[i32]) -> Result<Strength> {
    ready();
    let mut out = 0i32;
    // SAFETY: ids.len() readable ids.
    check(unsafe { sys::xiapl_eval_ids(ids.as_ptr(), ids.len() as u64, &mut out) })?;
    Ok(Strength::of(Ranking::High, out))
}

/// The strength of 5, 6 or 7 distinct cards (Hold'em's ranking).
pub fn evaluate_cards(cards: &[Card]) -> Result<Strength> {
    evaluate_ids(&cards.iter().map(|c| c.id()).collect::<Vec<_>>())
}

/// One player's hand in the game's main ranking ([`Game::ranking`]; the
/// high half of a hi/lo game). Hold'em and short deck: the best five of hole
/// (2) + board (3 to 5); Omaha (high or hi/lo): exactly two hole cards with
/// exactly three board cards. Stud, razz, 2-7 and badugi have no board: all
/// of the player's cards are `hole` (stud games 5 to 7, 2-7 exactly 5,
/// badugi exactly 4) and `board` is 0.
///
/// ```no_run
/// use xiapl::{evaluate_hand, parse_mask, Game};
///
/// let razz = evaluate_hand(0, parse_mask("As 2d 3c 4h 6s Kd Kc")?, Game::Razz)?;
/// println!("{}", razz.name()); // 6-4-3-2-A low
/// # Ok::<(), xiapl::Error>(())
/// ```
pub fn evaluate_hand(board: u64, hole: u64, game: Game) -> Result<Strength> {
    ready();
    let mut out = 0i32;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_eval_hand(game as i32, hole, board, &mut out) })?;
    Ok(Strength::of(game.ranking(), out))
}

/// The low half of a hi/lo hand ([`Game::Omaha4HiLo`], [`Game::Omaha5HiLo`],
/// [`Game::StudHiLo`]): its [`Ranking::EightOrBetter`] strength, or `None`
/// when the hand has no qualifying low. The cards are given as for
/// [`evaluate_hand`]; a game without a low half is
/// [`Status::InvalidArgument`].
pub fn evaluate_low(board: u64, hole: u64, game: Game) -> Result<Option<Strength>> {
    ready();
    let mut out = 0i32;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_eval_low(game as i32, hole, board, &mut out) })?;
    low_strength(game, out)
}

/// `None` for 0 (no qualifying low), else a strength of the game's low ranking.
fn low_strength(game: Game, value: i32) -> Result<Option<Strength>> {
    if value == 0 {
        return Ok(None);
    }
    let ranking = game.low_ranking().ok_or_else(|| {
        Error::new(
            Status::Internal,
            format!("the library gave a low for {}, which has no low half", game.display_name()),
        )
    })?;
    Ok(Some(Strength::of(ranking, value)))
}

/// The strength value of every mask (5 to 7 cards each). A bad mask fails the
/// call, the message naming the first bad index.
pub fn evaluate_many(masks: &[u64]) -> Result<Vec<u16>> {
    let mut out = vec![0u16; masks.len()];
    // `out` is new and dropped on an error, so a long batch goes in calls the
    // library evaluates in one pass (xiapl_eval_masks reads a longer one
    // twice); on an error the whole batch is passed once more, for the
    // message with the index in the whole batch.
    let step = sys::XIAPL_EVAL_MASKS_ONE_PASS as usize;
    if masks.len() <= step {
        evaluate_many_into(masks, &mut out)?;
        return Ok(out);
    }
    let mut start = 0;
    while start < masks.len() {
        let end = (start + step).min(masks.len());
        if let Err(part) = evaluate_many_into(&masks[start..end], &mut out[start..end]) {
            return Err(evaluate_many_into(masks, &mut out).err().unwrap_or(part));
        }
        start = end;
    }
    Ok(out)
}

/// [`evaluate_many`] into a slice of the same length; every mask is checked
/// before any strength is written, so on an error `out` is untouched.
pub fn evaluate_many_into(masks: &[u64], out: &mut [u16]) -> Result<()> {
    ready();
    if out.len() != masks.len() {
        return Err(Error::invalid(format!(
            "out holds {} strengths but {} masks were given; give one slot per mask",
            out.len(),
            masks.len()
        )));
    }
    // SAFETY: masks.len() readable masks and as many writable slots.
    check(unsafe { sys::xiapl_eval_masks(masks.as_ptr(), masks.len() as u64, out.as_mut_ptr()) })
}

/// `evaluate_hand(boards[i], holes[i], game)` for every i, in one call: the
/// values of the game's [`Game::ranking`] (`game.ranking().strength(v)`
/// decodes one). Every game works; stud and draw games take boards of 0.
pub fn evaluate_hands_many(boards: &[u64], holes: &[u64], game: Game) -> Result<Vec<u16>> {
    let mut out = vec![0u16; boards.len()];
    evaluate_hands_many_into(boards, holes, game, &mut out)?;
    Ok(out)
}

/// [`evaluate_hands_many`] into a slice of the same length.
pub fn evaluate_hands_many_into(boards: &[u64], holes: &[u64], game: Game, out: &mut [u16]) -> Result<()> {
    ready();
    if holes.len() != boards.len() || out.len() != boards.len() {
        return Err(Error::invalid(format!(
            "boards, holes and out have lengths {}, {} and {}; give one hole and one slot per board",
            boards.len(),
            holes.len(),
            out.len()
        )));
    }
    // SAFETY: boards.len() readable boards and holes, as many writable slots.
    check(unsafe {
        sys::xiapl_eval_hands(game as i32, holes.as_ptr(), boards.as_ptr(), boards.len() as u64, out.as_mut_ptr())
    })
}

/// `evaluate_low(boards[i], holes[i], game)` for every i, in one call: the
/// values of the game's [`Game::low_ranking`], 0 where no low qualifies
/// (`ranking.strength(v)` decodes another). Every hand is checked first:
/// on an error nothing is evaluated and the message names the first bad index.
/// A game without a low half is [`Status::InvalidArgument`], even with no hands.
pub fn evaluate_lows_many(boards: &[u64], holes: &[u64], game: Game) -> Result<Vec<u16>> {
    let mut out = vec![0u16; boards.len()];
    evaluate_lows_many_into(boards, holes, game, &mut out)?;
    Ok(out)
}

/// [`evaluate_lows_many`] into a slice of the same length.
pub fn evaluate_lows_many_into(boards: &[u64], holes: &[u64], game: Game, out: &mut [u16]) -> Result<()> {
    ready();
    if holes.len() != boards.len() || out.len() != boards.len() {
        return Err(Error::invalid(format!(
            "boards, holes and out have lengths {}, {} and {}; give one hole and one slot per board",
            boards.len(),
            holes.len(),
            out.len()
        )));
    }
    // SAFETY: boards.len() readable boards and holes, as many writable slots.
    check(unsafe {
        sys::xiapl_eval_lows(game as i32, holes.as_ptr(), boards.as_ptr(), boards.len() as u64, out.as_mut_ptr())
    })
}

/// The number of strength counters of [`completion_histogram_by_strength`]:
/// one per strength value 0..=[`STRENGTH_MAX`] (7,463; value 0 is never counted).
pub const STRENGTH_HISTOGRAM_LEN: usize = STRENGTH_MAX as usize + 1;

/// A hand size as the completion calls take it; beyond `i32` is refused as
/// any size but 5 to 7 is.
fn hand_size_arg(hand_size: usize) -> Result<i32> {
    i32::try_from(hand_size)
        .map_err(|_| Error::invalid(format!("hand_size {hand_size} is not supported; give 5, 6 or 7")))
}

/// The number of completions of a partial Hold'em hand: the ways to add
/// `hand_size - |cards|` cards to `cards` from the deck less `cards` and
/// `dead`, C(52 - |cards| - |dead|, hand_size - |cards|) (counted, not
/// enumerated). `cards` holds at most `hand_size` cards (0 is fine), `dead`
/// is 0 or cards out of the deck, `hand_size` is 5, 6 or 7; another size,
/// more cards than it or a card both in the hand and dead is
/// [`Status::InvalidArgument`].
pub fn count_completions(cards: u64, dead: u64, hand_size: usize) -> Result<u64> {
    ready();
    let hand_size = hand_size_arg(hand_size)?;
    let mut out = 0u64;
    // SAFETY: a valid out pointer.
    check(unsafe { sys::xiapl_eval_count_completions(cards, dead, hand_size, &mut out) })?;
    Ok(out)
}

/// The strength value of every completion of a partial Hold'em hand (as
/// [`evaluate_mask`] gives it), one per completion counted by
/// [`count_completions`], in ascending lexicographic order of the added card
/// ids: nested loops over ids 0..=51 skipping the hand's and the dead cards,
/// the first added card outermost. Refuses what [`count_completions`]
/// refuses. Seven cards from none are 133,784,560 values (268 MB); the
/// histograms count without holding them.
///
/// ```no_run
/// use xiapl::{completions, parse_mask};
///
/// let hand = parse_mask("As Ks Qs 2d 7c")?; // hole cards and flop
/// let strengths = completions(hand, parse_mask("Jh")?, 7)?; // 1,035 turn and river pairs
/// println!("{}", strengths.iter().filter(|&&s| i32::from(s) == xiapl::STRENGTH_MAX).count());
/// # Ok::<(), xiapl::Error>(())
/// ```
pub fn completions(cards: u64, dead: u64, hand_size: usize) -> Result<Vec<u16>> {
    let count = count_completions(cards, dead, hand_size)?;
    let len = usize::try_from(count).map_err(|_| {
        Error::new(Status::LimitExceeded, format!("{count} completions do not fit in this platform's memory"))
    })?;
    let mut out = vec![0u16; len];
    let mut written = 0u64;
    // SAFETY: a buffer of `count` strengths and its capacity (the library
    // writes nothing when the capacity is short).
    check(unsafe {
        sys::xiapl_eval_completions(cards, dead, hand_size as i32, out.as_mut_ptr(), count, &mut written)
    })?;
    if written != count {
        return Err(Error::new(
            Status::Internal,
            format!("the library counted {count} completions but wrote {written}"),
        ));
    }
    Ok(out)
}

fn histogram(cards: u64, dead: u64, hand_size: usize, by: i32, out: &mut [u64]) -> Result<()> {
    ready();
    let hand_size = hand_size_arg(hand_size)?;
    let mut len = 0u64;
    // SAFETY: a buffer of out.len() counters and its capacity (the library
    // writes nothing when the capacity is short).
    check(unsafe {
        sys::xiapl_eval_completions_histogram(cards, dead, hand_size, by, out.as_mut_ptr(), out.len() as u64, &mut len)
    })?;
    if len != out.len() as u64 {
        return Err(Error::new(
            Status::Internal,
            format!("the library gave a histogram of {len} counters, {} expected", out.len()),
        ));
    }
    Ok(())
}

/// How many completions of a partial Hold'em hand (those of [`completions`])
/// have each strength: `counts[s]` for s = 0..=[`STRENGTH_MAX`]
/// ([`STRENGTH_HISTOGRAM_LEN`] counters; `counts[0]` is 0). Counted in the
/// library without holding the strengths. Refuses what
/// [`count_completions`] refuses.
pub fn completion_histogram_by_strength(cards: u64, dead: u64, hand_size: usize) -> Result<Vec<u64>> {
    let mut counts = vec![0u64; STRENGTH_HISTOGRAM_LEN];
    histogram(cards, dead, hand_size, sys::XIAPL_HISTOGRAM_BY_STRENGTH, &mut counts)?;
    Ok(counts)
}

/// How many completions of a partial Hold'em hand have each [`Category`]:
/// `counts[category as usize]`, weakest first (as [`Category::ALL`]); the
/// counts sum to [`count_completions`]. Refuses what [`count_completions`]
/// refuses.
///
/// ```no_run
/// use xiapl::{completion_histogram_by_category, parse_mask, Category};
///
/// let counts = completion_histogram_by_category(parse_mask("Ah Kh")?, 0, 7)?;
/// println!("{}", counts[Category::Flush as usize]);
/// # Ok::<(), xiapl::Error>(())
/// ```
pub fn completion_histogram_by_category(cards: u64, dead: u64, hand_size: usize) -> Result<[u64; 9]> {
    let mut counts = [0u64; 9];
    histogram(cards, dead, hand_size, sys::XIAPL_HISTOGRAM_BY_CATEGORY, &mut counts)?;
    Ok(counts)
}

/// The indices a showdown call writes: `call(holes, count, winners out, capacity, length out)`.
fn showdown(holes: &[u64], call: impl FnOnce(*const u64, u64, *mut i32, u64, *mut u64) -> i32) -> Result<Vec<usize>> {
    ready();
    let mut winners = vec![0i32; holes.len().max(1)];
    let mut len = 0u64;
    let none = [0u64; 1];
    let holes_ptr = if holes.is_empty() { none.as_ptr() } else { holes.as_ptr() };
    // holes_ptr holds holes.len() masks (or is a valid unread pointer); a
    // winners buffer of at least holes.len().
    check(call(holes_ptr, holes.len() as u64, winners.as_mut_ptr(), holes.len() as u64, &mut len))?;
    winners.truncate((len as usize).min(holes.len()));
    Ok(winners.into_iter().map(|i| i as usize).collect())
}

/// Showdown: the indices (ascending) of every player whose hand is best in
/// the game's main ranking (the high half of a hi/lo game); more than one
/// means a split pot. `holes[i]` are player i's cards (stud and draw games:
/// all of them, with `board` 0).
pub fn judge(holes: &[u64], board: u64, game: Game) -> Result<Vec<usize>> {
    // SAFETY: `showdown` passes the holes, a winners buffer and their sizes.
    showdown(holes, |h, n, out, cap, len| unsafe { sys::xiapl_eval_showdown(game as i32, h, n, board, out, cap, len) })
}

/// The low half of a hi/lo showdown: the indices (ascending) of every player
/// holding the best qualifying low; empty when no hand qualifies (the high
/// hands then take the whole pot). A game without a low half is
/// [`Status::InvalidArgument`].
pub fn judge_low(holes: &[u64], board: u64, game: Game) -> Result<Vec<usize>> {
    // SAFETY: `showdown` passes the holes, a winners buffer and their sizes.
    showdown(holes, |h, n, out, cap, len| unsafe {
        sys::xiapl_eval_showdown_low(game as i32, h, n, board, out, cap, len)
    })
}

/// The cards that make a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BestHand {
    /// The five cards (a mask); a badugi's 1 to 4 cards.
    pub five: u64,
    /// `five & hole`: for the Omaha games always two cards; in games without
    /// a board, `five`.
    pub hole_used: u64,
    pub strength: Strength,
}

/// The five cards that make the hand in the game's main ranking (a badugi:
/// the 1 to 4 cards that count); among equally strong fives, the one whose
/// mask is numerically largest, so every binding picks the same cards.
pub fn best_hand(board: u64, hole: u64, game: Game) -> Result<BestHand> {
    ready();
    let (mut five, mut used, mut strength) = (0u64, 0u64, 0i32);
    // SAFETY: valid out pointers.
    check(unsafe { sys::xiapl_eval_best_five(game as i32, hole, board, &mut five, &mut used, &mut strength) })?;
    Ok(BestHand { five, hole_used: used, strength: Strength::of(game.ranking(), strength) })
}

/// The five cards of a hi/lo hand's low half and the hole cards among them
/// (the tie rule of [`best_hand`]), or `None` when no low qualifies. A game
/// without a low half is [`Status::InvalidArgument`].
pub fn best_low(board: u64, hole: u64, game: Game) -> Result<Option<BestHand>> {
    ready();
    let (mut five, mut used, mut strength) = (0u64, 0u64, 0i32);
    // SAFETY: valid out pointers.
    check(unsafe { sys::xiapl_eval_best_low(game as i32, hole, board, &mut five, &mut used, &mut strength) })?;
    Ok(low_strength(game, strength)?.map(|strength| BestHand { five, hole_used: used, strength }))
}
