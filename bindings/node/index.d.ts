// Type declarations of the xiapl Node package (a binding of libxiapl).
//
// Cards are ids 0..51 (id = suit * 13 + rank - 2, suits c, d, h, s = 0..3,
// ranks 2..14). A set of cards is a mask: a bigint with bit `id` set. Functions
// that take a mask also accept a non-negative safe-integer number.

/** A card mask: bit `id` set for each card (bits 52..63 are never valid). */
export type Mask = bigint;
/** What functions accept as a mask. */
export type MaskLike = bigint | number;
/** A card id 0..51. */
export type CardId = number;
/**
 * A hand strength: larger wins, equal ties, within one ranking (Hold'em's:
 * 1..7462; see Ranking and rankingMax for the others).
 */
export type Strength = number;

/**
 * The XIAPL_ABI_VERSION this package is written for: major * 1000 + minor. A
 * library loads when its ABI has the same major and at least this minor.
 */
export const ABI_VERSION: number;
/** The path of the libxiapl that was loaded. */
export const libraryPath: string;
/** The library's version, e.g. "0.1.0". */
export function version(): string;
/** The ABI version of the loaded library (ABI_VERSION's major, a minor at least ABI_VERSION's, or require() would have thrown). */
export function libraryAbiVersion(): number;
/** The C name of a status code, e.g. "XIAPL_ERR_PARSE". */
export function statusName(status: number): string;

// --- cards -------------------------------------------------------------------

/** Parse one card: "As", "td", "10h" (case-insensitive). Throws ParseError otherwise. */
export function parseCard(text: string): CardId;
/** Parse a list of cards ("AsKsQd", "As Ks, 10h", "2c-3c"); ids in input order. */
export function parseCards(text: string): CardId[];
/** The two-character name of a card ("As", "Th"). */
export function cardName(id: CardId): string;
/** 2..14 (11 = J, 12 = Q, 13 = K, 14 = A). */
export function cardRank(id: CardId): number;
/** 'c', 'd', 'h' or 's'. */
export function cardSuit(id: CardId): 'c' | 'd' | 'h' | 's';
/** The mask of distinct card ids; an id outside 0..51 or given twice throws InvalidArgumentError. */
export function maskFromIds(ids: Iterable<CardId> | Int32Array): Mask;
/** The card ids of a mask, ascending. */
export function maskToIds(mask: MaskLike): CardId[];
/** The mask of the cards of a text ("AsKs", "As Ks"). */
export function parseMask(text: string): Mask;
/** The cards of a mask as text, ascending by id: "2c Ks As". */
export function maskToString(mask: MaskLike): string;

// --- deck --------------------------------------------------------------------

/**
 * The ordered cards still in a deck. A new or reset deck holds the 52 cards in
 * id order; dealing takes cards from the front. shuffle(seed) gives the same
 * order for the same seed on every platform and in every binding. A failing
 * method leaves the deck unchanged. Call close() when done (or `using`).
 */
export class Deck {
  constructor();
  /** Shuffle the remaining cards with a 64-bit seed. */
  shuffle(seed: bigint | number): this;
  /** Take `count` cards (default 1) from the front. */
  deal(count?: number): CardId[];
  /** Discard `count` cards (default 1) from the front. */
  burn(count?: number): this;
  /** Take the cards of a mask out of the deck; a card no longer there throws and nothing is removed. */
  remove(mask: MaskLike): this;
  /** Put all 52 cards back, in id order. */
  reset(): this;
  /** The card ids still in the deck, front first. */
  cards(): CardId[];
  /**
   * Replace the deck's cards by `ids`, front first (0 to 52 distinct ids 0..51). An id out of
   * range, a repeated id or more than 52 ids throws InvalidArgumentError; the deck is then unchanged.
   */
  setCards(ids: Iterable<CardId> | Int32Array): this;
  /** A new Deck with the same cards in the same order and its own C deck (close it too). */
  clone(): Deck;
  /** The number of cards still in the deck. */
  readonly length: number;
  /** Whether close() was called. */
  readonly closed: boolean;
  /** Free the deck now; later calls throw InvalidArgumentError. */
  close(): void;
}

// --- evaluation ----------------------------------------------------------------

/**
 * Games. Omaha uses exactly two hole cards with exactly three board cards;
 * stud, razz, 2-7 lowball and badugi have no board (all of a player's cards
 * are its hole cards, the board is 0). gameInfo(game) gives each game's figures.
 */
export const Game: Readonly<{
  HOLDEM: 0;
  OMAHA4: 1;
  OMAHA5: 2;
  OMAHA6: 3;
  /** Hold'em with the 36 cards six to ace: A-6-7-8-9 is a straight, a flush beats a full house. */
  SHORT_DECK: 4;
  /** Omaha with 4 cards, high half and an eight-or-better low half. */
  OMAHA4_HILO: 5;
  /** The same with 5 hole cards. */
  OMAHA5_HILO: 6;
  /** Seven-card stud: the best five of 5 to 7 cards of one player. */
  STUD: 7;
  /** Stud, high half and an eight-or-better low half. */
  STUD_HILO: 8;
  /** Stud dealt for the ace-to-five low. */
  RAZZ: 9;
  /** Deuce-to-seven low of exactly 5 cards (single and triple draw). */
  LOWBALL27: 10;
  /** Exactly 4 cards: the most of different ranks and suits, then the lowest. */
  BADUGI: 11;
}>;
export type GameValue = (typeof Game)[keyof typeof Game];
/**
 * What a game argument accepts: a Game value, or a name parseGame reads
 * ("plo", "plo8", "razz", "2-7", ...).
 */
export type GameLike = GameValue | string;
/** "holdem", "omaha4", ..., "badugi": the Game keys in lower case, indexed by Game value. */
export const GAME_NAMES: readonly string[];
/** How a game deals: BOARD (hole cards, then a shared board), STUD (own cards, some up), DRAW (draw rounds). */
export const Family: Readonly<{ BOARD: 0; STUD: 1; DRAW: 2 }>;
export type FamilyValue = (typeof Family)[keyof typeof Family];

/**
 * Rankings: how a game orders hands. A strength compares only with strengths
 * of its own ranking: larger wins, equal ties (the best low is the largest).
 */
export const Ranking: Readonly<{
  /** No such half (the low ranking of a game without one). */
  NONE: 0;
  /** Hold'em's: 1..STRENGTH_MAX. */
  HIGH: 1;
  /** Short deck's: A-6-7-8-9 a straight, a flush beats a full house. */
  SHORT_DECK: 2;
  /** Five different ranks, eight or lower, ace low (the hi/lo games' low half). */
  EIGHT_OR_BETTER: 3;
  /** Razz: the lowest five, ace low, straights and flushes ignored, pairs count. */
  ACE_TO_FIVE: 4;
  /** 2-7: the lowest five, ace high, straights and flushes count against the hand. */
  DEUCE_TO_SEVEN: 5;
  /** Badugi: the most cards of different ranks and suits, then the lowest. */
  BADUGI: 6;
}>;
export type RankingValue = (typeof Ranking)[keyof typeof Ranking];
/** "NONE" ... "BADUGI", indexed by Ranking value. */
export const RANKING_NAMES: readonly string[];

/**
 * The Game of a name, as the library's table of games reads it: a name of
 * gameInfo(game).names ("holdem", "nlhe", "plo", "omaha", "plo8", "o8", "6+",
 * "stud8", "2-7", ...) or gameName(game) ("PLO Hi/Lo"); case, surrounding white
 * space, spaces, "-", "_", "/" and "'" are ignored. Anything else throws
 * ParseError (an InvalidArgumentError) quoting the name.
 */
export function parseGame(name: string): GameValue;
/** The name players write: "Hold'em", "PLO", "PLO Hi/Lo", "Razz", "2-7 lowball", ... */
export function gameName(game: GameLike): string;

/** What a game deals and how it ranks hands (read from the library). */
export interface GameInfo {
  readonly game: GameValue;
  /** gameName(game). */
  readonly name: string;
  /** Cards a player holds at showdown: 2, 4, 5, 6; 7 (stud games); 5 (2-7); 4 (badugi). */
  readonly holeCards: number;
  /** The fewest cards a hand is evaluated from (stud games: 5; else holeCards). */
  readonly minHoleCards: number;
  /** Community cards at showdown: 5, or 0 (stud and draw games). */
  readonly boardCards: number;
  /** Hole cards every hand uses exactly: 2 (Omaha games), 0 (any). */
  readonly holeUsed: number;
  /** 52, or 36 (short deck). */
  readonly deckCards: number;
  /** The ranking that decides the pot (the high half of a hi/lo game): evaluateHand's. */
  readonly highRanking: RankingValue;
  /** The low half's ranking (evaluateLow's), or Ranking.NONE. */
  readonly lowRanking: RankingValue;
  /** lowRanking !== Ranking.NONE. */
  readonly hiLo: boolean;
  /** The most players calculateEquity takes (maxPlayers); 0 for the draw games. */
  readonly maxPlayers: number;
  /** How the game deals: a Family value. */
  readonly family: FamilyValue;
  /** The names parseGame reads besides name, the canonical one first ("plohilo", "plo8", ...). */
  readonly names: readonly string[];
}
/** What a game deals and how it ranks hands. */
export function gameInfo(game: GameLike): GameInfo;

/** Hand categories, weakest first. */
export const Category: Readonly<{
  HIGH_CARD: 0;
  ONE_PAIR: 1;
  TWO_PAIR: 2;
  THREE_OF_A_KIND: 3;
  STRAIGHT: 4;
  FLUSH: 5;
  FULL_HOUSE: 6;
  FOUR_OF_A_KIND: 7;
  STRAIGHT_FLUSH: 8;
}>;
export type CategoryValue = (typeof Category)[keyof typeof Category];
/** "HIGH_CARD" ... "STRAIGHT_FLUSH", indexed by Category value. */
export const CATEGORY_NAMES: readonly string[];

/** The strength of a royal flush (7462); 1 is 7-5-4-3-2 offsuit. */
export const STRENGTH_MAX: 7462;

/** The strength of the best five of 5, 6 or 7 cards (Hold'em's ranking). */
export function evaluateMask(mask: MaskLike): Strength;
/** The same from card ids; an id given twice throws. */
export function evaluateIds(ids: Iterable<CardId> | Int32Array): Strength;
/**
 * One player's strength in the game's main ranking (gameInfo(game).highRanking;
 * default Hold'em). Stud, razz, 2-7 and badugi: all the player's cards are
 * `hole`, `board` is 0.
 */
export function evaluateHand(board: MaskLike, hole: MaskLike, game?: GameLike): Strength;
/**
 * The low half of a hi/lo hand (OMAHA4_HILO, OMAHA5_HILO, STUD_HILO): a
 * Ranking.EIGHT_OR_BETTER strength, or null when no low qualifies. A game
 * without a low half throws InvalidArgumentError.
 */
export function evaluateLow(board: MaskLike, hole: MaskLike, game: GameLike): Strength | null;
/** Strengths of many 5-7 card masks in one call; a BigUint64Array is used without a copy. */
export function evaluateMany(masks: BigUint64Array | Iterable<MaskLike>): Uint16Array;
/** evaluateHand(boards[i], holes[i], game) for every i, in one call. */
export function evaluateHandsMany(
  boards: BigUint64Array | Iterable<MaskLike>,
  holes: BigUint64Array | Iterable<MaskLike>,
  game?: GameLike,
): Uint16Array;
/**
 * evaluateLow(boards[i], holes[i], game) for every i, in one call: the low
 * half of each hi/lo hand, 0 where no low qualifies. Every hand is checked
 * first (a bad one throws naming its index); a game without a low half throws
 * InvalidArgumentError, even with no hands.
 */
export function evaluateLowsMany(
  boards: BigUint64Array | Iterable<MaskLike>,
  holes: BigUint64Array | Iterable<MaskLike>,
  game: GameLike,
): Uint16Array;
/**
 * The number of completions of a partial Hold'em hand: every way to add
 * handSize - |cards| cards (handSize 5, 6 or 7; default 7) from the deck less
 * `cards` and `dead` (default 0) to `cards`, C(52 - |cards| - |dead|, handSize - |cards|).
 * More cards than handSize, a card both in `cards` and `dead` or another hand
 * size throws InvalidArgumentError.
 */
export function countCompletions(cards: MaskLike, dead?: MaskLike, handSize?: number): number;
/**
 * The strength (evaluateMask's) of every completion, in ascending
 * lexicographic order of the added card ids (nested loops, the first added card outermost).
 */
export function completions(cards: MaskLike, dead?: MaskLike, handSize?: number): Uint16Array;
/**
 * How many completions have each strength (by 'strength', the default: counts[s]
 * for s = 0..STRENGTH_MAX, counts[0] is 0) or each category (by 'category':
 * counts[k] for Category k, nine counts); they sum to countCompletions. Another
 * `by` throws InvalidArgumentError.
 */
export function completionHistogram(
  cards: MaskLike,
  dead?: MaskLike,
  handSize?: number,
  by?: HistogramKind,
): number[];
/** What completionHistogram counts by. */
export type HistogramKind = 'strength' | 'category';
/** The indices (ascending) of every player with the best hand; more than one is a split pot. */
export function judge(holes: BigUint64Array | Iterable<MaskLike>, board: MaskLike, game?: GameLike): number[];
/**
 * The low half of a hi/lo showdown: the indices (ascending) of every player
 * with the best qualifying low; [] when none qualifies (the high hands then
 * take the whole pot).
 */
export function judgeLow(holes: BigUint64Array | Iterable<MaskLike>, board: MaskLike, game: GameLike): number[];

/** The five cards that make a hand. */
export interface BestHand {
  /** The five cards (a badugi: its one to four cards). */
  five: Mask;
  /** five & hole: for Omaha always two cards. */
  holeUsed: Mask;
  /** In the ranking of the call: evaluateHand's, or evaluateLow's for bestLow. */
  strength: Strength;
}
/** The five cards that make the hand; among equally strong fives, the largest mask. */
export function bestHand(board: MaskLike, hole: MaskLike, game?: GameLike): BestHand;
/** The five cards of a hi/lo hand's low half (bestHand's tie rule), or null when no low qualifies. */
export function bestLow(board: MaskLike, hole: MaskLike, game: GameLike): BestHand | null;

/** The strength of a ranking's best hand (Ranking.HIGH: STRENGTH_MAX; Ranking.NONE: 0). */
export function rankingMax(ranking: RankingValue): number;
/**
 * The category of a strength of `ranking` (default Ranking.HIGH); a low or a
 * badugi with no pair is HIGH_CARD. A strength the ranking never gives throws.
 */
export function strengthCategory(strength: Strength, ranking?: RankingValue): CategoryValue;
/**
 * The ranks that order hands within the category, most significant first:
 * 2..14 in the high rankings; in the eight-or-better, ace-to-five and badugi
 * rankings the ace is 1 (a badugi lists one rank per card).
 */
export function strengthKickers(strength: Strength, ranking?: RankingValue): number[];
/** "Three of a Kind [14 13 9]", "Low [8 6 4 2 1]", "Badugi [4 3 2 1]". */
export function describeStrength(strength: Strength, ranking?: RankingValue): string;
/** "full house, threes over twos", "royal flush", "8-6-4-2-A low", "three-card badugi 5-3-2". */
export function handName(strength: Strength, ranking?: RankingValue): string;

// --- outs ----------------------------------------------------------------------

/** Where the hero stands among known hands (XIAPL_STANDING_*): BEHIND < SHARES < AHEAD. */
export const Standing: Readonly<{ BEHIND: -1; SHARES: 0; AHEAD: 1 }>;
export type StandingValue = (typeof Standing)[keyof typeof Standing];

/** One card that could come next on the board, and the hero with it there. */
export interface NextCard {
  readonly card: CardId;
  /** Standing.AHEAD: the best hand alone; SHARES: the best hand with others; BEHIND. */
  readonly standing: StandingValue;
  /** The hero's strength with the card on the board (evaluateHand's). */
  readonly strength: Strength;
  /** standing is better than the hero's standing now. */
  readonly isOut: boolean;
}

/** outs()'s result. */
export interface Outs {
  /** The hero's standing on the board as it is. */
  readonly now: StandingValue;
  /** The hero's strength on the board as it is (evaluateHand's). */
  readonly strength: Strength;
  /** One row per card left in the game's deck (neither dealt nor dead), by increasing id. */
  readonly cards: readonly NextCard[];
  /** The rows with isOut, by increasing id. */
  readonly outs: readonly NextCard[];
  /** outs.length. */
  readonly count: number;
}
/**
 * Every card that could come next on a board of 3 or 4 cards and where it
 * leaves `hero` against `villains` (hole-card masks, at least one). Hold'em,
 * short deck, PLO, PLO5, PLO6 (default Hold'em); a hi/lo game or one without a
 * board throws UnsupportedError. `dead` cards are out of the deck; a dead card
 * that is dealt, a board of another size or a hand the showdown refuses throws
 * InvalidArgumentError naming it. From the library's unstable tier.
 */
export function outs(
  hero: MaskLike,
  villains: BigUint64Array | Iterable<MaskLike>,
  board: MaskLike,
  game?: GameLike,
  dead?: MaskLike,
): Outs;

/** The draws of a hit table, as rows() labels them. */
export type HitDraw = 'flushDraw' | 'openEnded' | 'gutshot' | 'comboDraw' | 'overcards';

/**
 * hitTable()'s result: weights of the range's combos that share no card with
 * the board or the dead cards. A combo may hold several draws. Frozen.
 */
export interface HitTable {
  /** The range's game. */
  readonly game: GameValue;
  /** The combos counted. */
  readonly combos: number;
  /** Their total weight. */
  readonly weight: number;
  /** made[k]: the weight of those whose hand (evaluateHand's) is of Category k; the nine sum to weight. */
  readonly made: readonly number[];
  /**
   * No flush yet, and one more card of a suit makes one (Hold'em: four of the
   * suit with a hole card among them; Omaha: two hole and two board cards of
   * it); 0 on a river.
   */
  readonly flushDraw: number;
  /** No straight yet, and cards of two or more ranks make one; 0 on a river. */
  readonly openEnded: number;
  /** No straight yet, and cards of exactly one rank make one; 0 on a river. */
  readonly gutshot: number;
  /** A flush draw and a straight draw together; 0 on a river. */
  readonly comboDraw: number;
  /** High card, with two hole cards above every board card (on a river too). */
  readonly overcards: number;
  /** A weight of this table as a share of its weight (0..1; 0 for an empty table). */
  share(weight: number): number;
  /** [label, weight] of every made category (CATEGORY_NAMES) then every draw (HitDraw), as tables show them. */
  rows(): Array<[string, number]>;
}
/**
 * The hit table of `range` (Hold'em, short deck, PLO, PLO5 or PLO6) on a board
 * of 3, 4 or 5 cards: how much of its weight makes each hand category and how
 * much holds the common draws. A draw counts only what the hand makes (Hold'em:
 * with a hole card, beating what the board alone makes; Omaha: two hole cards
 * and three board cards). Combos holding a board or `dead` card are left out.
 * A board of another size or a dead card on the board throws
 * InvalidArgumentError naming it; a range of a hi/lo game throws
 * UnsupportedError. From the library's unstable tier.
 */
export function hitTable(range: Range, board: MaskLike, dead?: MaskLike): HitTable;

// --- board facts -------------------------------------------------------------------------

/** A flop's one texture label (XIAPL_FLOP_TEXTURE_*). */
export const FlopTexture: Readonly<{ MONOTONE: 0; PAIRED: 1; CONNECTED: 2; TWO_TONE: 3; RAINBOW: 4 }>;
/** A flop's suits (XIAPL_FLOP_SUITS_*). */
export const FlopSuits: Readonly<{ MONOTONE: 0; TWO_TONE: 1; RAINBOW: 2 }>;
/** A flop's pairing (XIAPL_FLOP_PAIRING_*). */
export const FlopPairing: Readonly<{ UNPAIRED: 0; PAIRED: 1; TRIPS: 2 }>;

/** flopTexture()'s result, the labels as words. */
export interface FlopTextureFacts {
  /** The first that holds of monotone, paired (a pair or trips), connected, two-tone, rainbow. */
  readonly texture: 'monotone' | 'paired' | 'connected' | 'two-tone' | 'rainbow';
  readonly suits: 'monotone' | 'two-tone' | 'rainbow';
  readonly pairing: 'unpaired' | 'paired' | 'trips';
  /** One straight of the game can use the three ranks (the ace high or low; short deck: A-6-7-8-9). */
  readonly connected: boolean;
}
/**
 * The texture of a flop (three cards of the game's deck) of a board game
 * (default Hold'em); anything else throws InvalidArgumentError. From the
 * library's unstable tier.
 */
export function flopTexture(flop: MaskLike, game?: GameLike): FlopTextureFacts;

/** A class of flops: its smallest mask and its size. */
export interface FlopClass {
  readonly flop: Mask;
  readonly weight: number;
}
/**
 * The classes of a board game's flops under a group of suit relabellings
 * (each [to(c), to(d), to(h), to(s)]; the identity among them, closed under
 * composition), ascending by mask. All 24 give the canonical flops; the
 * weights sum to the number of flops of the deck. From the library's unstable tier.
 */
export function flopClasses(relabellings: readonly (readonly number[])[], game?: GameLike): FlopClass[];
/**
 * The suit relabellings that map every range onto itself, weights included
 * (a group: the identity first, then lexicographic), each [to(c), to(d),
 * to(h), to(s)]. From the library's unstable tier.
 */
export function suitSymmetries(...ranges: Range[]): number[][];

/** The cards a game deals from: all 52, or the 36 six to ace of short deck. */
export function gameDeck(game: GameLike): Mask;

/** moneyFacts()'s result (rounds from 0: preflop, stud's third street, a draw game's first round). */
export interface MoneyFacts {
  /** Per seat: the first round it put chips in voluntarily, or -1 (VPIP counts 0). */
  readonly voluntaryRound: number[];
  /** Per seat: the first round it raised, or -1 (PFR counts 0). */
  readonly raiseRound: number[];
  /** The seat that raised first in, or null. */
  readonly firstInRaiser: number | null;
}
/** Who put chips in voluntarily and who raised, from a table state's history. From the unstable tier. */
export function moneyFacts(state: TableState): MoneyFacts;
/**
 * The street total a pot-sized bet or raise of the seat to act reaches (the
 * call, then the whole pot including it, within the legal range; under pot
 * limit the largest legal raise). Throws InvalidArgumentError when nobody may
 * bet or raise. From the unstable tier.
 */
export function potRaiseTo(state: TableState): number;

// --- equity ----------------------------------------------------------------------

/** How an equity call counts deals (XIAPL_EQUITY_*). */
export const SimulationMode: Readonly<{ EXACT: 0; MONTE_CARLO: 1; AUTO: 2 }>;
export type SimulationModeValue = (typeof SimulationMode)[keyof typeof SimulationMode];

export interface SimulationOptionsInit {
  mode?: SimulationModeValue;
  /** Monte Carlo trials (default 1,000,000). */
  iterations?: bigint | number;
  seed?: bigint | number;
  /** true (default): use seed; false: a fresh seed each call (reported in the result). */
  deterministic?: boolean;
  /** 0 (default): one per CPU; 1: the calling thread alone. Never changes a result. */
  threads?: number;
  /** Called during the call; returning false cancels it (see ProgressFunction). */
  progress?: ProgressFunction | null;
  /**
   * true: also count each player's (range's) wins and splits by the category of
   * the winning hand (CategoryBreakdown). Hold'em and Omaha high only: other
   * games, and calculateEquityVsRandom, throw UnsupportedError. Default false.
   */
  breakdown?: boolean;
}

/**
 * Progress of a long equity call: work done so far out of total (Monte Carlo:
 * trials; enumerations: their own units), called on the calling thread about
 * every 20 ms and once at the end (done === total); done never decreases.
 * Returning false cancels the call, which then throws CancelledError; any
 * other value continues. What it throws cancels the call and is thrown from
 * the call once it has returned. It is never called after the call returns,
 * and must not call an equity function itself (that call throws
 * InvalidArgumentError). Counts past 2**53 are rounded.
 *
 * With the ...Async calls it runs on the calling thread as the worker's
 * reports arrive, outside the C call (so it may call the library); returning
 * false or throwing stops the call the same way, and it is not called again.
 */
export type ProgressFunction = (done: number, total: number) => boolean | void;

/** threads, progress and breakdown, for the SimulationOptions factories. */
export interface SimulationExtras {
  threads?: number;
  progress?: ProgressFunction | null;
  /** See SimulationOptionsInit.breakdown. */
  breakdown?: boolean;
}

/** The method of an equity call (immutable). */
export class SimulationOptions {
  constructor(init?: SimulationOptionsInit);
  readonly mode: SimulationModeValue;
  readonly iterations: bigint;
  readonly seed: bigint;
  readonly deterministic: boolean;
  readonly threads: number;
  /** null when none was given. */
  readonly progress: ProgressFunction | null;
  /** The calls also return the breakdown by hand category. */
  readonly breakdown: boolean;
  /** Every deal, counted exactly. */
  static exact(opts?: SimulationExtras): SimulationOptions;
  /** Monte Carlo, reproducible from the seed at every thread count and on every platform. */
  static mcSeeded(iterations: bigint | number, seed: bigint | number, opts?: SimulationExtras): SimulationOptions;
  /** Monte Carlo with a fresh seed (the result's seed repeats the run). */
  static mcRandom(iterations: bigint | number, opts?: SimulationExtras): SimulationOptions;
  /** Exact when tractable, else seeded Monte Carlo. */
  static auto(iterations?: bigint | number, seed?: bigint | number, opts?: SimulationExtras): SimulationOptions;
  /** The same options with another progress function (null: none). */
  withProgress(progress: ProgressFunction | null): SimulationOptions;
}

/**
 * One player's (or range's) wins and splits by the category of the winning
 * hand (options.breakdown): nine fractions each, indexed by Category value.
 */
export interface CategoryBreakdown {
  /** [c]: fraction of deals the player won alone with a best hand of Category c; they sum to win. */
  readonly winByCategory: readonly number[];
  /** [c]: fraction of deals whose pot it split with a best hand of Category c; they sum to tie. */
  readonly tieByCategory: readonly number[];
}

/** One player's result. */
export interface PlayerEquity {
  /** Expected share of the pot: wins + split shares. */
  readonly equity: number;
  /** Fraction of deals won outright. */
  readonly win: number;
  /** Fraction of deals whose pot this player splits. */
  readonly tie: number;
  /** Monte Carlo standard error of equity (0 when exact). */
  readonly stdError: number;
  /** With options.breakdown only (CategoryBreakdown); absent otherwise. */
  readonly winByCategory?: readonly number[];
  /** With options.breakdown only (CategoryBreakdown); absent otherwise. */
  readonly tieByCategory?: readonly number[];
}

/**
 * How one player's share of the pot was won (calculateEquity). In a hi/lo game
 * half of each pot goes to the best high hand and half to the best qualifying
 * low (all to the high hands when no low qualifies); in the other games
 * highShare is the equity, lowShare 0 and scoop the win rate.
 */
export interface PlayerSplit {
  /** Fraction of deals whose whole pot the player took alone. */
  readonly scoop: number;
  /** Share of the pot won with the main (high) ranking. */
  readonly highShare: number;
  /** Share won with the low half; highShare + lowShare = equity. */
  readonly lowShare: number;
}

export interface EquityResult {
  readonly players: readonly PlayerEquity[];
  /** Deals counted. */
  readonly trials: number;
  /** Every deal was counted. */
  readonly exact: boolean;
  /** Fraction of deals with a split pot. */
  readonly chopRate: number;
  /** The Monte Carlo seed used (0n when exact). */
  readonly seed: bigint;
  /** Deals, or classes of deals, actually evaluated. */
  readonly evaluated: number;
}

/** calculateEquity's result: each player also says how its share was won. */
export interface SplitEquityResult extends EquityResult {
  readonly players: readonly (PlayerEquity & PlayerSplit)[];
}

/** The most players calculateEquity accepts for a game (Hold'em 23); 0 for the draw games. */
export function maxPlayers(game?: GameLike): number;

/**
 * Each player's equity when the rest of the cards are dealt: board games a
 * board of 0, 3, 4 or 5 cards; the stud games (STUD, STUD_HILO, RAZZ) board 0,
 * each player's cards so far (1 to 7) as its hole. The draw games (LOWBALL27,
 * BADUGI) throw InvalidArgumentError. options default to exact enumeration;
 * dead cards are out of the deck. Each player has its PlayerSplit.
 */
export function calculateEquity(
  holes: BigUint64Array | Iterable<MaskLike>,
  board?: MaskLike,
  options?: SimulationOptions | SimulationOptionsInit | null,
  game?: GameLike,
  dead?: MaskLike,
): SplitEquityResult;

/**
 * The equity of one hand against `opponents` (default 1) players holding
 * unknown cards, on a board of 0, 3, 4 or 5 cards. options default to
 * SimulationOptions.auto() (exact where tractable: Hold'em against one
 * opponent on any street); exact() throws LimitExceededError when it is not.
 * Stud games: board 0, the hand's cards so far. The result holds one player,
 * the hero, without a PlayerSplit (the library reports no halves here).
 */
export function calculateEquityVsRandom(
  hole: MaskLike,
  board?: MaskLike,
  opponents?: number,
  options?: SimulationOptions | SimulationOptionsInit | null,
  game?: GameLike,
  dead?: MaskLike,
): EquityResult;

// --- ranges ----------------------------------------------------------------------

/** One hand of a range. */
export interface Combo {
  readonly mask: Mask;
  /** In (0, 1]. */
  readonly weight: number;
}

/**
 * Weighted starting hands of one game, ascending mask. Immutable; call close()
 * when done (or `using`), a finalizer frees it otherwise.
 */
export class Range {
  private constructor();
  /**
   * Parse range text ("QQ+, AKs, AQo:0.5", "random"; Omaha "AA**ds"); commas or line
   * breaks between items, "[75]AA,KK[/75]" weight blocks. Bad text throws ParseError.
   */
  static fromString(text: string, game?: GameLike): Range;
  /** Every hand of the game with weight 1. */
  static all(game?: GameLike): Range;
  /**
   * Explicit combos: masks (weight 1) or { mask, weight } objects, so
   * Range.fromCombos(r.combos(), r.game) copies r. Bad combos throw InvalidArgumentError naming them.
   */
  static fromCombos(combos: Iterable<MaskLike | { mask: MaskLike; weight?: number }>, game?: GameLike): Range;
  readonly game: GameValue;
  /** The number of combos. */
  readonly size: number;
  /** The sum of the weights. */
  readonly totalWeight: number;
  readonly closed: boolean;
  /** The combos sharing no card with dead (default: all). */
  combos(dead?: MaskLike): Combo[];
  /** max(wa, wb) per combo. */
  union(other: Range): Range;
  /** min(wa, wb) per combo. */
  intersection(other: Range): Range;
  /** max(0, wa - wb) per combo. */
  difference(other: Range): Range;
  /**
   * The range in its game's notation, which Range.fromString reads back to the
   * same combos and weights: Hold'em compact notation ("QQ+, AKs, AsKd, 76s:0.5"),
   * Omaha full rank multisets ("AAKQ", "AAKQds") and exact hands.
   */
  toString(): string;
  /** Free the range now; later calls throw. */
  close(): void;
}

/** Heads-up range equity aggregates. */
export interface RangeEquityResult {
  readonly heroEquity: number;
  readonly villainEquity: number;
  /** Monte Carlo standard error of the aggregates (0 when exact). */
  readonly stdError: number;
  /** Exact: boards over every deal of combos; Monte Carlo: deals sampled. */
  readonly trials: number;
  /** Exact: deals of combos enumerated; Monte Carlo: 0. */
  readonly matchups: number;
  readonly exact: boolean;
  readonly seed: bigint;
  /** With options.breakdown only: the hero range's wins and splits by category; absent otherwise. */
  readonly heroBreakdown?: CategoryBreakdown;
  /** With options.breakdown only: the villain range's; absent otherwise. */
  readonly villainBreakdown?: CategoryBreakdown;
}

/**
 * Heads-up aggregate equity of two ranges of one game. options default to
 * exact, which throws LimitExceededError past the library's caps.
 */
export function calculateRangeEquity(
  hero: Range,
  villain: Range,
  board?: MaskLike,
  dead?: MaskLike,
  options?: SimulationOptions | SimulationOptionsInit | null,
): RangeEquityResult;

/** One combo's row of calculateRangeEquityPerCombo. */
export interface ComboEquity {
  readonly mask: Mask;
  /** The combo's weight in its range. */
  readonly weight: number;
  /** Its equity against the other range; NaN when it meets no opposing combo. */
  readonly equity: number;
  /**
   * Exact: the summed weight of the opposing combos it meets; Monte Carlo: the
   * number of sampled deals it was dealt in. 0 for a combo that touches the
   * board or dead cards, or collides with every opposing combo.
   */
  readonly matchupWeight: number;
}

/** The aggregates and one row per combo of each range, in range order. */
export interface RangeEquityPerComboResult extends RangeEquityResult {
  readonly heroCombos: readonly ComboEquity[];
  readonly villainCombos: readonly ComboEquity[];
}

/**
 * Heads-up range equity with one row per combo of each range, in the range's
 * order (ascending mask, as range.combos()), besides the aggregates of
 * calculateRangeEquity. Exact, the aggregate is the mean of the rows' equities
 * weighted by weight x matchupWeight.
 */
export function calculateRangeEquityPerCombo(
  hero: Range,
  villain: Range,
  board?: MaskLike,
  dead?: MaskLike,
  options?: SimulationOptions | SimulationOptionsInit | null,
): RangeEquityPerComboResult;

/**
 * Each range's aggregate equity when 2 or more ranges of one game meet (one
 * player per range). options default to exact (LimitExceededError past the
 * caps). With two ranges the aggregates equal calculateRangeEquity's;
 * `evaluated` is the number of deals of combos enumerated (exact).
 */
export function calculateMultiwayRangeEquity(
  ranges: Iterable<Range>,
  board?: MaskLike,
  dead?: MaskLike,
  options?: SimulationOptions | SimulationOptionsInit | null,
): EquityResult;

/**
 * The strongest floor(topPercent * 169) Hold'em starting-hand classes by exact
 * equity against one random hand, strongest first ("AA", "KK", ...).
 * topPercent is a fraction in (0, 1] of the 169 classes; Hold'em only.
 */
export function rankStartingHands(topPercent: number, game?: GameLike): string[];
/** What generateTopPercentRange counts: the 169 classes (the default) or the 1,326 combos. */
export interface TopPercentOptions {
  by?: 'classes' | 'combos';
}
/**
 * The strongest starting hands as a Range, every combo weight 1. by 'classes'
 * (the default): the classes of rankStartingHands (0.10: 104 combos). by
 * 'combos': as PokerStove and Equilab count "top 10%", whole classes in ranking
 * order whose combos come nearest round(topPercent * 1326) (0.10: 134 combos).
 */
export function generateTopPercentRange(topPercent: number, game?: GameLike, options?: TopPercentOptions): Range;

// --- equity on a worker thread ------------------------------------------------------

/** The last argument of the ...Async equity calls. */
export interface AsyncCallOptions {
  /**
   * Aborting it stops the call: the promise rejects with a CancelledError
   * whose `cause` is `signal.reason`, once the worker has left the C call. An
   * already-aborted signal rejects at once, before any work.
   */
  signal?: AbortSignal | null;
}

/**
 * calculateEquity on a worker thread: the same arguments, checks, result and
 * errors (a rejection), the event loop free meanwhile. A progress function in
 * the options gets the worker's reports; false or a throw stops the call.
 */
export function calculateEquityAsync(
  holes: BigUint64Array | Iterable<MaskLike>,
  board?: MaskLike,
  options?: SimulationOptions | SimulationOptionsInit | null,
  game?: GameLike,
  dead?: MaskLike,
  control?: AsyncCallOptions | null,
): Promise<SplitEquityResult>;

/** calculateEquityVsRandom on a worker thread (see calculateEquityAsync). */
export function calculateEquityVsRandomAsync(
  hole: MaskLike,
  board?: MaskLike,
  opponents?: number,
  options?: SimulationOptions | SimulationOptionsInit | null,
  game?: GameLike,
  dead?: MaskLike,
  control?: AsyncCallOptions | null,
): Promise<EquityResult>;

/**
 * calculateRangeEquity on a worker thread (see calculateEquityAsync). The
 * ranges are copied when the call starts: closing them afterwards is harmless.
 */
export function calculateRangeEquityAsync(
  hero: Range,
  villain: Range,
  board?: MaskLike,
  dead?: MaskLike,
  options?: SimulationOptions | SimulationOptionsInit | null,
  control?: AsyncCallOptions | null,
): Promise<RangeEquityResult>;

/** calculateRangeEquityPerCombo on a worker thread (see calculateRangeEquityAsync). */
export function calculateRangeEquityPerComboAsync(
  hero: Range,
  villain: Range,
  board?: MaskLike,
  dead?: MaskLike,
  options?: SimulationOptions | SimulationOptionsInit | null,
  control?: AsyncCallOptions | null,
): Promise<RangeEquityPerComboResult>;

/** calculateMultiwayRangeEquity on a worker thread (see calculateRangeEquityAsync). */
export function calculateMultiwayRangeEquityAsync(
  ranges: Iterable<Range>,
  board?: MaskLike,
  dead?: MaskLike,
  options?: SimulationOptions | SimulationOptionsInit | null,
  control?: AsyncCallOptions | null,
): Promise<EquityResult>;

// --- suit canonicalization ----------------------------------------------------------

/** The canonical form of a 3-, 4- or 5-card board. */
export function canonicalizeBoard(board: MaskLike): Mask;
/** How many raw boards share the board's canonical form (1, 4, 6, 12 or 24). */
export function boardOrbitSize(board: MaskLike): number;
/** The canonical form of hole cards alone (2, 4, 5 or 6 cards). */
export function canonicalizeHand(hand: MaskLike): Mask;
/** How many raw hands share the hand's canonical form (Hold'em: 6 pairs, 4 suited, 12 offsuit). */
export function handOrbitSize(hand: MaskLike): number;
/** A canonical (hero, board) situation and the number of raw situations it stands for. */
export interface CanonicalSituation {
  readonly hero: Mask;
  /** Equal to canonicalizeBoard(board). */
  readonly board: Mask;
  readonly orbitSize: number;
}
/** The canonical (hero, board) situation: both relabelled together, kept apart. */
export function canonicalizeHeroAndBoard(hero: MaskLike, board: MaskLike): CanonicalSituation;
/** The Hold'em class of two hole cards: "AA", "AKs" or "AKo" (one of 169). */
export function holdemHandClass(hand: MaskLike): string;
/** Canonical boards: 1,755 (3), 16,432 (4), 134,459 (5). */
export function countCanonicalBoards(boardSize: 3 | 4 | 5): number;
/** Canonical starting hands: 169 (Hold'em), 16,432 (Omaha-4), ... */
export function countCanonicalHands(game?: GameLike): number;
/** Canonical (hero, board) situations: Hold'em 1,286,792 / 13,960,050 / 123,156,254. */
export function countCanonicalSituations(boardSize: 3 | 4 | 5, game?: GameLike): number;

/** Consecutive canonical situations; weights are orbit sizes. */
export interface SituationChunk {
  readonly heroes: BigUint64Array;
  readonly boards: BigUint64Array;
  readonly weights: BigUint64Array;
}
export interface BoardChunk {
  readonly boards: BigUint64Array;
  readonly weights: BigUint64Array;
}
export interface HandChunk {
  readonly hands: BigUint64Array;
  readonly weights: BigUint64Array;
}
/**
 * A stream of canonical situations in chunks (boards ascending by mask, heroes
 * ascending within a board). Iterate with for...of; it frees itself at the end
 * or when the loop exits early; close() frees it at once.
 */
export class CanonStream<Chunk> implements IterableIterator<Chunk> {
  private constructor();
  /** The next chunk, or null once finished (the stream is then closed). */
  nextChunk(): Chunk | null;
  next(): IteratorResult<Chunk, undefined>;
  return(value?: unknown): IteratorResult<Chunk, undefined>;
  [Symbol.iterator](): CanonStream<Chunk>;
  readonly closed: boolean;
  close(): void;
}
/** Options of the generators: chunkSize 1..2^26 (default 65,536) never changes the stream. */
export interface StreamOptions {
  chunkSize?: number;
}
/** Every canonical (hero, board) situation of a game; the weights add up to the raw count. */
export function generateCanonicalSituations(boardSize: 3 | 4 | 5, game?: GameLike,
  options?: StreamOptions): CanonStream<SituationChunk>;
/** Every canonical board of a size. */
export function generateCanonicalBoards(boardSize: 3 | 4 | 5, options?: StreamOptions): CanonStream<BoardChunk>;
/** Every canonical starting hand of a game. */
export function generateCanonicalHands(game?: GameLike, options?: StreamOptions): CanonStream<HandChunk>;

// --- hand-strength tables ----------------------------------------------------------

/** The most rows one board has in boardStrengths: every hero off a flop whose suits all differ, C(49, 2). */
export const STRENGTH_MAX_HEROES: 1176;
/** The most histogram bins boardStrengths takes. */
export const STRENGTH_MAX_BINS: 1000;
/** Options of boardStrengths. */
export interface BoardStrengthsOptions {
  /** Histogram counters per row: 0 (the default, no histogram) to STRENGTH_MAX_BINS. */
  bins?: number;
}
/**
 * The rows of one canonical board: equal-length columns, row i of each is the
 * i-th canonical hero (ascending by mask, the canonical situation stream's order).
 */
export interface BoardStrengths {
  readonly board: Mask;
  /** The histogram's counters per row (0: no histogram). */
  readonly bins: number;
  /** The hero masks, ascending. */
  readonly heroes: BigUint64Array;
  /** The raw situations each row stands for. */
  readonly orbitSizes: BigUint64Array;
  /** The expected hand strength against one uniformly random opponent hand. */
  readonly ehs: Float64Array;
  /** The mean squared river strength over the run-outs. */
  readonly ehs2: Float64Array;
  /**
   * heroes.length * bins run-out counts, row-major (row i: subarray(i * bins,
   * (i + 1) * bins)); each row adds up to its run-outs (1081 flop, 46 turn, 1
   * river). null without bins.
   */
  readonly histogram: Uint32Array | null;
}
/**
 * Every canonical (hero, board) row of one Hold'em board (3, 4 or 5 cards in
 * canonical form: canonicalizeBoard gives it back) with its EHS, EHS^2 and,
 * with bins, the histogram of its run-outs' river strengths. Over the rows
 * the orbitSizes-weighted mean of ehs is 1/2. A board not in canonical form
 * throws InvalidArgumentError naming the canonical board; so do bins outside
 * 0..STRENGTH_MAX_BINS.
 */
export function boardStrengths(board: MaskLike, options?: BoardStrengthsOptions): BoardStrengths;

// --- tournament prize equity (ICM) -----------------------------------------------

/** The largest field icm.exact takes (a 64-bit set of players). */
export const ICM_MAX_EXACT_PLAYERS: 64;
/** A Monte Carlo estimate of every player's prize equity. */
export interface IcmEstimate {
  /** Each player's mean payout over the sampled finishing orders. */
  readonly equity: Float64Array;
  /** The standard error of each mean. */
  readonly stdError: Float64Array;
  readonly iterations: number;
  readonly seed: bigint;
}
/** What an all-in for the smaller of two stacks is worth to one player in prize money. */
export interface IcmBubbleFactor {
  readonly equity: number;
  readonly equityWin: number;
  readonly equityLose: number;
  /** (equity - equityLose) / (equityWin - equity); Infinity when winning gains nothing. */
  readonly factor: number;
  /** factor / (1 + factor): the chance of winning needed to break even. */
  readonly breakEven: number;
  /** breakEven - 0.5. */
  readonly riskPremium: number;
}
/** Every player's prize equity in each outcome of a shove called or folded to. */
export interface IcmShoveCall {
  readonly fold: Float64Array;
  readonly callWin: Float64Array;
  readonly callLose: Float64Array;
  readonly callSplit: Float64Array;
  /** Calling, weighted by the caller's win and tie chances. */
  readonly call: Float64Array;
  /** The caller's showdown equity (ties half) at which calling equals folding. */
  readonly breakEven: number;
  readonly caller: number;
  /** The caller's prize equity calling minus folding (positive: call). */
  readonly callGain: number;
}
/** A heads-up postflop spot for Solver: ranges as text, the board, pot and effective stack, sizes. */
export interface SolverSpot {
  oop: string;
  ip: string;
  board: string | bigint;
  pot: number;
  stack: number;
  /** Both players, every street: "60%, e, a" (the default); "" for none. */
  bets?: string;
  /** Both players, every street: "2.5x" (the default); "" for none. */
  raises?: string;
  rakeRate?: number;
  rakeCap?: number;
}
/** What a solve reached. */
export interface SolveResult {
  readonly exploitability: number;
  readonly exploitabilityPercent: number;
  /** Each player's expected share of the pot at the root, [oop, ip]. */
  readonly ev: readonly [number, number];
  readonly iterations: number;
  readonly seconds: number;
  readonly memoryBytes: number;
}
/**
 * Reports a solve's progress after each exploitability check: the iterations done in all and
 * the exploitability in chips. Returning false cancels the solve (CancelledError); what it
 * throws cancels it and is thrown again. A method of the solver called from it throws;
 * close() from it waits for the solve to return.
 */
export type SolverProgressFunction = (iterations: number, exploitability: number) => boolean | void;
/** How Solver.solve runs. */
export interface SolveOptions {
  /** Percent of the starting pot (default 0.5; 0: no target). */
  target?: number;
  /** Chips; above 0 it takes the place of target (default 0). */
  targetChips?: number;
  /** The most iterations in all, solves of a Solver adding up (default 1000). */
  maxIterations?: number;
  /** Iterations between exploitability checks and progress reports (default 10). */
  checkEvery?: number;
  /** Workers over the chance nodes, 1 to 256 (default 1); any count gives the same bits. */
  threads?: number;
  /** Regrets and strategies in 16 bits, half the memory (default false); fixed by the first solve. */
  compressed?: boolean;
  progress?: SolverProgressFunction | null;
}
/** Sizes of one player on one street for Solver.setSizes; a list left out is unchanged, "" is none. */
export interface SolverSizes {
  /** 'oop' (0), 'ip' (1) or 'both' (the default). */
  player?: 'oop' | 'ip' | 'both' | 0 | 1;
  /** 'flop' (0), 'turn' (1), 'river' (2) or 'all' (the default). */
  street?: 'flop' | 'turn' | 'river' | 'all' | 0 | 1 | 2;
  bets?: string | null;
  raises?: string | null;
  /** Out of position's first bet of a turn or river after calling a bet; "-": none (the usual bets). */
  donks?: string | null;
}
/** What a node of the solver's tree is. */
export interface SolverNodeInfo {
  readonly kind: 'player' | 'chance' | 'fold' | 'showdown';
  /** Who acts (a player node) or folded (a fold); null at other nodes. */
  readonly player: number | null;
  /** 0 flop, 1 turn, 2 river. */
  readonly street: number;
  readonly actionCount: number;
  /** null at the root. */
  readonly parent: number | null;
  readonly board: bigint;
  /** Chips each player has put in, the starting pot split equally, [oop, ip]. */
  readonly contrib: readonly [number, number];
}
/**
 * The postflop solver (docs/solver.md): Discounted CFR over a heads-up spot. Out of
 * position is player 0. Nodes are numbers found by action names ("check, bet 120").
 * Call close() when done (a finalizer frees it otherwise).
 */
export class Solver {
  constructor(spot: SolverSpot);
  /** One player's sizes on one street, before the tree is built. */
  setSizes(sizes: SolverSizes): void;
  /** Adds a bet, raise or all-in ("bet 50") after a betting line, before the tree is built. */
  addAction(line: string, action: string): void;
  /** Removes a bet, raise or all-in, with its subtree, after a betting line. */
  removeAction(line: string, action: string): void;
  /** The bytes a solve needs (16-bit storage when compressed), before it allocates them. */
  memory(compressed?: boolean): number;
  /** Solves to the target or maxIterations iterations in all; a second call continues. */
  solve(options?: SolveOptions): SolveResult;
  /** The node reached by action names separated by commas; "" is the root. */
  node(path?: string): number;
  /** What a node is. */
  nodeInfo(node: number): SolverNodeInfo;
  /** The names of a node's actions. */
  actions(node: number): string[];
  /** A player's hands as masks, the order of every per-hand result. */
  hands(player: number): bigint[];
  /** One Float64Array per action: its frequency for each hand of the acting player. */
  strategy(node: number): Float64Array[];
  /** Each hand's weight in a player's range at a node. */
  range(node: number, player: number): Float64Array;
  /** Each hand's expected value at a node, chips. */
  ev(node: number, player: number): Float64Array;
  /** Each hand's equity at a node. */
  equity(node: number, player: number): Float64Array;
  readonly closed: boolean;
  close(): void;
}
/** Tournament prize equity by the Independent Chip Model (docs/icm.md). */
export const icm: {
  /** Each player's prize equity, exactly; LimitExceededError beyond the exact form's bounds. */
  exact(stacks: ArrayLike<number> & Iterable<number>, payouts: ArrayLike<number> & Iterable<number>): Float64Array;
  /** Seeded Monte Carlo, bit-identical at every thread count. */
  monteCarlo(
    stacks: ArrayLike<number> & Iterable<number>,
    payouts: ArrayLike<number> & Iterable<number>,
    iterations: number,
    options?: { seed?: number | bigint; threads?: number },
  ): IcmEstimate;
  /** The bubble factor of player against opponent. */
  bubbleFactor(
    stacks: ArrayLike<number> & Iterable<number>,
    payouts: ArrayLike<number> & Iterable<number>,
    player: number,
    opponent: number,
  ): IcmBubbleFactor;
  /** A shove by shover that caller calls or folds. */
  shoveCall(
    stacks: ArrayLike<number> & Iterable<number>,
    payouts: ArrayLike<number> & Iterable<number>,
    shover: number,
    caller: number,
    win: number,
    tie?: number,
    options?: { posted?: ArrayLike<number> & Iterable<number> | null },
  ): IcmShoveCall;
};

// --- table rules engine -----------------------------------------------------------

/** The most seats at a table. */
export const TABLE_MAX_SEATS: 10;
/** Betting structures: no limit, pot limit, fixed limit (every bet and raise of the street's size). */
export const Betting: Readonly<{ NO_LIMIT: 0; POT_LIMIT: 1; FIXED_LIMIT: 2 }>;
export type BettingValue = (typeof Betting)[keyof typeof Betting];
/** A betting structure: a Betting value or its name (case, "_" and spaces ignored; also "nl", "pl", "limit", "fl"). */
export type BettingLike = BettingValue | 'no-limit' | 'pot-limit' | 'fixed-limit' | (string & {});
/**
 * BETTING: a seat must act; DEALING: board or hole cards are due; FINISHED: the pots are awarded;
 * DRAWING: a seat must discard or stand pat (draw games).
 */
export const Phase: Readonly<{ BETTING: 0; DEALING: 1; FINISHED: 2; DRAWING: 3 }>;
export type PhaseValue = (typeof Phase)[keyof typeof Phase];
/**
 * The board games' streets by name. Streets are numbered from 0: stud 0 (third street) to 4 (seventh);
 * draw games 0 (before the first draw) and one per draw.
 */
export const Street: Readonly<{ PREFLOP: 0; FLOP: 1; TURN: 2; RIVER: 3 }>;
/** A street: a Street value, or up to 4 in stud. */
export type StreetValue = (typeof Street)[keyof typeof Street] | 4;
/**
 * BET_OR_RAISE takes the street total ("raise to"); the others ignore the amount. BRING_IN: stud's first
 * actor posts the bring-in. DISCARD: a legalActions row and a history step of a draw (discard()), not applied.
 */
export const ActionKind: Readonly<{
  FOLD: 0; CHECK: 1; CALL: 2; BET_OR_RAISE: 3; ALL_IN: 4; CHECK_OR_CALL: 5; BRING_IN: 6; DISCARD: 7;
}>;
export type ActionKindValue = (typeof ActionKind)[keyof typeof ActionKind];
/** "FOLD" ... "DISCARD", indexed by ActionKind value. */
export const ACTION_NAMES: readonly string[];
/** The applyMany step kind that deals board cards (amount: their mask). */
export const DEAL_BOARD: 16;
/** The history (and applyMany) step kind that deals hole cards: stud streets, a draw's replacements. */
export const DEAL_HOLE: 17;
/** The most cards one deal or draw gives (dealCards, dealHoleCards, discardCards, a step's cardIds). */
export const RUN_MAX: 8;
/** An unseen card in dealHoleCards, discardCards and a step's cardIds (a hand history's "??"). */
export const UNKNOWN_CARD: -1;

/** A chip amount: a safe-integer number or a bigint. */
export type Chips = number | bigint;

/** Per-seat blinds: heads-up the button posts the small blind, else the two seats after it. */
export function standardBlinds(seatCount: number, button: number, smallBlind: Chips, bigBlind: Chips): number[];

export interface ForcedBetsOptions {
  /** Straddles, following the big blind seat by seat (at most seatCount - 2; heads-up none). */
  straddles?: Iterable<Chips>;
  /** Every seat's ante. */
  ante?: Chips;
  /** The big blind seat's ante on top (the big-blind ante of tournaments). */
  bigBlindAnte?: Chips;
}

export interface ForcedBets {
  /** One blind or straddle per seat. */
  readonly blinds: number[];
  /** One ante per seat. */
  readonly antes: number[];
}

/**
 * The blinds and antes of the usual layouts, one per seat: the standardBlinds
 * placement, straddles after the big blind, antes, and the big-blind ante.
 */
export function forcedBets(seatCount: number, button: number, smallBlind: Chips, bigBlind: Chips,
  options?: ForcedBetsOptions): ForcedBets;

/** The table a game is usually played at (usualTable), from the library's table of games. */
export interface TableDefaults {
  readonly betting: BettingValue;
  /** Draw games: 1 to 3; other games 0. */
  readonly draws: number;
  /** 1; stud games 0. */
  readonly smallBlind: number;
  /** 2; stud games 0. */
  readonly bigBlind: number;
  /** Every seat's: 1 in stud games, else 0. */
  readonly ante: number;
  /** Stud games: 2; else 0. */
  readonly bringIn: number;
  /** Fixed limit, the first two streets (stud 4, else the big blind); else 0. */
  readonly smallBet: number;
  /** Fixed limit, the later streets: twice the small bet; else 0. */
  readonly bigBet: number;
}
/**
 * The table a game is usually played at; betting (default: the game's usual one) and draws (0: the
 * betting's usual number) may be given.
 */
export function usualTable(game: GameLike, betting?: BettingLike | null, draws?: number): TableDefaults;

export interface TableStart {
  /** One stack per seat, clockwise (2..10 seats, 8 in stud). */
  stacks: Iterable<Chips>;
  /** [small, big] placed by standardBlinds (default usualTable's: [1, 2]; none in the stud games). */
  blinds?: [Chips, Chips];
  /** One nominal blind or straddle per seat (instead of blinds). */
  seatBlinds?: Iterable<Chips> | null;
  /** Straddles after the big blind, seat by seat (with blinds, not seatBlinds). */
  straddles?: Iterable<Chips>;
  /** One ante for all, or one per seat. */
  antes?: Chips | Iterable<Chips>;
  /** An ante the big blind's seat posts on top. */
  bigBlindAnte?: Chips;
  button?: number;
  /** Any game: a board game, a stud game or a draw game. */
  game?: GameLike;
  /** The older way to choose between pot and no limit (give betting or potLimit, not both). */
  potLimit?: boolean | null;
  /** Default: the game's usual one (usualTable): pot limit for Omaha; fixed limit for stud, Omaha hi/lo, badugi and 2-7 triple draw; else no limit. */
  betting?: BettingLike | null;
  /** No and pot limit; 0 (default): the largest blind. */
  minBet?: Chips;
  /** Fixed limit, streets 0 and 1 (preflop and flop); 0 (default): the largest blind (stud has none: give it). */
  smallBet?: Chips;
  /** Fixed limit, later streets; 0 (default): twice the small bet. */
  bigBet?: Chips;
  /** Stud: the bring-in, below the full bet (0: none). */
  bringIn?: Chips;
  /** Draw games: the draw rounds, 1 to 3; 0 (default): 1 under no and pot limit, 3 under fixed limit. */
  draws?: number;
  /** One mask per seat; null or 0n: unknown. None in stud (dealHole deals street by street). */
  holeCards?: Iterable<MaskLike | null> | null;
  /** Per seat, the order in which its holeCards were dealt ("7h6h" or card ids; null: card-id order). */
  holeOrder?: Iterable<string | Iterable<number> | null> | null;
  /** Deal unknown hole cards (stud: third street) and dealRandom cards from this seed. */
  seed?: bigint | number | null;
}

export interface LegalAction {
  readonly kind: ActionKindValue;
  /**
   * CALL: the chips it adds; BET_OR_RAISE: the smallest street total; ALL_IN: the total after it;
   * BRING_IN: the chips it posts; DISCARD: 0 (max: the most cards the seat may discard).
   */
  readonly min: number;
  readonly max: number;
}

export interface Pot {
  readonly amount: number;
  /** The seats that can win it. */
  readonly eligible: readonly number[];
}

export interface TableInfo {
  readonly seatCount: number;
  readonly phase: PhaseValue;
  readonly street: StreetValue;
  /** The seat to act, or -1. */
  readonly actor: number;
  readonly cardsNeeded: number;
  readonly board: Mask;
  readonly potTotal: number;
  readonly currentBet: number;
  readonly minRaise: number;
  readonly totalChips: number;
  readonly historyLength: number;
  readonly game: GameValue;
  readonly betting: BettingValue;
  /** The dealer button's seat. */
  readonly button: number;
  /** Bets and raises made on this street (the blinds not counted). */
  readonly raises: number;
  /** Fixed limit: this street's bet size; else 0. */
  readonly fixedBet: number;
  /** History steps marked needless: folds when checking was free, kept from a replayed hand history. */
  readonly needlessFolds: number;
  /** Dealing: the seat next due hole cards; else -1. */
  readonly dealSeat: number;
  /** The hole cards due to dealSeat; else 0. */
  readonly holeCardsDue: number;
  /** The game's last street: 3 in the board games, 4 in stud, the number of draws in the draw games. */
  readonly lastStreet: number;
  /** Stud's third street while a bet or raise completes the bring-in (it is due, or it stands). */
  readonly completing: boolean;
  /** What the step that made this state returned uncalled (the top bet's part nobody called); else 0. */
  readonly returned: number;
  /** The seat it went back to; else -1. */
  readonly returnedTo: number;
}

export interface TableStep {
  kind: ActionKindValue | typeof DEAL_BOARD | typeof DEAL_HOLE;
  /** BET_OR_RAISE: the street total; DEAL_BOARD: the mask of the cards due (or give it as cards). */
  amount?: Chips;
  /** DEAL_BOARD: the mask of the cards due; DEAL_HOLE: the known cards dealt; DISCARD: the known cards thrown. */
  cards?: MaskLike | null;
  /** When given (>= 0), the seat that must be acting (or drawing). */
  seat?: number | null;
  /** DEAL_HOLE: the seat dealt to (required). */
  to?: number | null;
  /** DEAL_HOLE: the face-up part of cards (stud). */
  up?: MaskLike;
  /** DEAL_HOLE: cards dealt unseen; DISCARD: unseen cards thrown. */
  unknown?: number;
}

/** One action, deal or discard of TableState.history() (an applyMany step too). */
export interface HistoryStep {
  /** The acting or drawing seat; null for a deal. */
  readonly seat: number | null;
  /** FOLD, CHECK, CALL, BET_OR_RAISE or BRING_IN as applied, DISCARD, or DEAL_BOARD or DEAL_HOLE. */
  readonly kind: ActionKindValue | typeof DEAL_BOARD | typeof DEAL_HOLE;
  /** The street total after a call, bet, raise, all-in or bring-in; else 0. */
  readonly amount: number;
  /** A deal's known cards (board or hole), a discard's known cards; else 0n. */
  readonly cards: Mask;
  /** A deal drawn from the seeded stream. */
  readonly random: boolean;
  /** A fold when checking was free, kept from a replayed hand history (the rules never offer it; applyMany refuses it). */
  readonly needless: boolean;
  /** DEAL_HOLE: the seat dealt to; else null. */
  readonly to: number | null;
  /** DEAL_HOLE: cards dealt unseen; DISCARD: unseen cards thrown; else 0. */
  readonly unknown: number;
  /** DEAL_HOLE: the face-up part of cards (stud); else 0n. */
  readonly up: Mask;
  /**
   * A deal's or discard's card ids in the order dealt or discarded (UNKNOWN_CARD: unseen; a deal given as a
   * mask: card-id order); [] for an action. Not enumerable: a step equals one built from masks.
   */
  readonly cardIds: readonly number[];
  /**
   * The street the step belongs to: an action, the street it is made on; a deal, the street its cards are for
   * (the flop deal: FLOP; a draw's replacements: the street after the draw); a discard, the street after its
   * draw. Not enumerable, as cardIds.
   */
  readonly street: number;
  /** A discard or a draw's replacement deal: its draw, 1..3; else 0. Not enumerable. */
  readonly draw: number;
}

/** A warning about a state's history (TableState.replayWarnings), as the library makes it. */
export interface ReplayWarning {
  /** 'needlessFold': a fold when checking was free, kept by the replay. */
  readonly kind: string;
  /** The step's index in history(). */
  readonly step: number;
  readonly seat: number;
  /** The seat as PHH numbers it: 1 is the seat after the button. */
  readonly player: number;
  /** The step's street. */
  readonly street: number;
  /** "p1 folds preflop when checking was free; the replay keeps the fold". */
  readonly text: string;
}

/** One pot of a finished hand as awarded. */
export interface PotResult {
  readonly amount: number;
  /** The seats that could win it. */
  readonly eligible: readonly number[];
  /** The seats that took a share of it. */
  readonly winners: readonly number[];
  /** Chips each seat took from it, one per seat. */
  readonly won: readonly number[];
  /** The seats that took a share of the high half (the whole pot outside hi/lo, or without a low). */
  readonly highWinners: readonly number[];
  /** Hi/lo: the seats that took a share of the low half; none without a low. */
  readonly lowWinners: readonly number[];
  /** The chips a split left over (each half apart), given to its first winner clockwise from the button. */
  readonly oddChips: number;
  /** The seats that took the odd chips. */
  readonly oddChipSeats: readonly number[];
  /** The winners clockwise from the seat after the button: the order odd chips go in. */
  readonly order: readonly number[];
}

/** One pot at stake in an all-in spot; the arrays hold one entry per seat. */
export interface AllInPot {
  readonly amount: number;
  /** The live seats that can win it. */
  readonly eligible: readonly number[];
  /** Each seat's expected share of the pot, 0..1. */
  readonly equity: readonly number[];
  /** The fraction of run-outs the seat wins it alone. */
  readonly win: readonly number[];
  /** The fraction of run-outs the seat splits it. */
  readonly tie: readonly number[];
}

/** One street of a run-out: the betting is over, board cards are to come. */
export interface AllInSpot {
  /** The last street bet on. */
  readonly street: StreetValue;
  readonly board: Mask;
  /** Known cards of folded seats, out of the deck (when counted). */
  readonly dead: Mask;
  /** The seats that have not folded. */
  readonly live: readonly number[];
  /** Expected chips per seat over every pot. */
  readonly expected: readonly number[];
  /** Main pot first. */
  readonly pots: readonly AllInPot[];
}

export interface AllInOptions {
  /** Folded seats' known cards are dead (default true); false: they may come. */
  countFoldedCards?: boolean;
  /** Threads for the enumeration; 0 (default) = one per CPU. */
  threads?: number;
}

/**
 * One immutable state of a hand. Every transition returns a new state;
 * illegal ones throw IllegalActionError naming the rule. Call close() on
 * states you are done with (or `using`); a finalizer frees them otherwise.
 */
export class TableState {
  private constructor();
  static start(config: TableStart): TableState;
  /**
   * The state saved by toText(), replayed through the rules (the seeded stream included).
   * Throws ParseError for text that is not a saved state, InvalidArgumentError for a config or
   * step the rules refuse; the message names the line.
   */
  static fromText(text: string): TableState;
  /** The hand so far as ASCII text: its config and every action and deal, one a line. */
  toText(): string;
  apply(kind: ActionKindValue, amount?: Chips): TableState;
  fold(): TableState;
  check(): TableState;
  call(): TableState;
  checkOrCall(): TableState;
  betOrRaiseTo(amount: Chips): TableState;
  allIn(): TableState;
  /** Stud, third street: post the bring-in (or complete with betOrRaiseTo). */
  bringIn(): TableState;
  /**
   * Steps applied in order (actions and board deals in one library call, hole deals and discards one call
   * each); a refused step throws IllegalStepError with its index.
   */
  applyMany(steps: Iterable<TableStep>): TableState;
  /** Deal the due board cards (a mask). */
  deal(cards: MaskLike): TableState;
  /**
   * Deal hole cards to a seat due them: the known cards, which of them are face up (stud), and how many
   * are dealt unseen.
   */
  dealHole(seat: number, cards: MaskLike, options?: { up?: MaskLike; unknown?: number }): TableState;
  /** Deal whatever is due next (board cards, or dealSeat's hole cards) from the hand's seeded stream. */
  dealRandom(): TableState;
  /** The seat to draw throws the known cards given and `unknown` unseen ones; none: it stands pat. */
  discard(cards?: MaskLike, unknown?: number): TableState;
  /** The seat to draw keeps its cards: discard(0n). */
  standPat(): TableState;
  /** deal() with the cards in the order dealt ("Kd9h2c" or card ids); boardCards and toPhh keep it. */
  dealCards(cards: string | Iterable<number>): TableState;
  /** dealHole() with the cards in the order dealt (UNKNOWN_CARD for an unseen one). */
  dealHoleCards(seat: number, cards: string | Iterable<number>, options?: { up?: MaskLike }): TableState;
  /** discard() with the cards in the order discarded (UNKNOWN_CARD for an unseen one). */
  discardCards(cards: string | Iterable<number>): TableState;
  /** A seat's known hole cards in the order dealt, as card ids. */
  holeCardsInOrder(seat: number): number[];
  /** The board cards in the order dealt, as card ids (board: the same cards as a mask). */
  readonly boardCards: number[];
  legalActions(): LegalAction[];
  /** Throws InvalidArgumentError naming the first broken invariant. */
  checkInvariants(): void;
  info(): TableInfo;
  /** Every action and board deal so far, oldest first (the forced bets are the start). */
  history(): HistoryStep[];
  /** Every warning about the history, oldest first, with the library's text; none for a hand the rules made. */
  replayWarnings(): ReplayWarning[];
  /** One "pN folds <street> when checking was free; the replay keeps the fold" per needless fold of the history. */
  warnings(): string[];
  /** Who won each pot of a finished hand, main pot first; throws InvalidArgumentError before the end. */
  potResults(): PotResult[];
  /** The all-in spots of the hand, the all-in street first; none without a run-out. */
  allInEquity(options?: AllInOptions): AllInSpot[];
  /**
   * The hand as a one-hand PHH document, the button the last player, amounts in chips times unit (default "1");
   * UnsupportedError for a game and betting PHH has no variant code for.
   */
  toPhh(unit?: Decimal): Phh;
  readonly seatCount: number;
  readonly game: GameValue;
  readonly betting: BettingValue;
  readonly potLimit: boolean;
  /** The dealer button's seat. */
  readonly button: number;
  readonly phase: PhaseValue;
  readonly street: StreetValue;
  /** The seat to act, or null. */
  readonly actor: number | null;
  readonly isFinished: boolean;
  /** Board cards due (Dealing), else 0. */
  readonly cardsNeeded: number;
  /** The seat next due hole cards (Dealing), or null. */
  readonly dealSeat: number | null;
  /** The hole cards due to dealSeat, else 0. */
  readonly holeCardsDue: number;
  /** The game's last street: 3 in the board games, 4 in stud, the number of draws in the draw games. */
  readonly lastStreet: number;
  readonly board: Mask;
  readonly potTotal: number;
  readonly currentBet: number;
  readonly minRaise: number;
  /** Bets and raises made on this street (the blinds not counted). */
  readonly raises: number;
  /** Fixed limit: this street's bet size (the small bet preflop and on the flop, the big bet after); else 0. */
  readonly fixedBet: number;
  /** Folds when checking was free that a replayed hand history held (history() marks them needless). */
  readonly needlessFolds: number;
  readonly totalChips: number;
  readonly stacks: number[];
  readonly bets: number[];
  readonly contributed: number[];
  readonly won: number[];
  readonly folded: boolean[];
  readonly allInSeats: boolean[];
  /** The known hole cards (stud: the up cards too); board games: 0n is unknown. */
  readonly holeMasks: Mask[];
  /** Stud: the face-up cards; 0n in the other games. */
  readonly upMasks: Mask[];
  /** Stud and draw games: the cards held that are not known. */
  readonly unknownCounts: number[];
  readonly pots: Pot[];
  readonly closed: boolean;
  close(): void;
}

// --- PHH hand histories and chips ----------------------------------------------

/** A decimal amount or chip unit: "12.5", "0.01", "1e3", a finite number or a bigint. */
export type Decimal = string | number | bigint;
/** PHH text: a string, or the bytes of a file. */
export type PhhText = string | Uint8Array;

/** The index of Phh.text and Phh.json for every hand of a document. */
export const PHH_ALL: -1;

/**
 * One hand as JSON: the PHH field names, the known fields first, every other
 * key kept. TOML values JSON lacks are { $datetime: "..." } or { $float: "inf" }.
 */
export interface PhhHandJson {
  variant: string;
  ante_trimming_status?: boolean;
  antes: number[];
  /** Every variant but stud (absent there). */
  blinds_or_straddles?: number[];
  /** Stud only (absent elsewhere). */
  bring_in?: number;
  /** No and pot limit only (absent in the fixed-limit variants). */
  min_bet?: number;
  /** Fixed limit only (absent elsewhere). */
  small_bet?: number;
  /** Fixed limit only (absent elsewhere). */
  big_bet?: number;
  starting_stacks: number[];
  actions: string[];
  [field: string]: unknown;
}

/** What a hand's actions say about its game and cards. */
export interface PhhInfo {
  readonly game: GameValue;
  readonly betting: BettingValue;
  readonly potLimit: boolean;
  readonly playerCount: number;
  /** Every board card dealt. */
  readonly board: Mask;
  /** Known hole cards per player, p1 first; 0n: unknown. */
  readonly holes: readonly Mask[];
}

/**
 * A PHH document of one hand (.phh) or several (.phhs), read, checked, written
 * and replayed by the library. Immutable (share it; no clone needed). Hand
 * indexes count from 0. Call close() when done (or `using`).
 */
/** A hand xiapl_sites_read left out (docs/sites.md). */
export interface SiteFailure {
  site: string;
  hand: string;
  line: number;
  reason: string;
}
/** What readSites found. */
export interface SiteReport {
  hands: number;
  kept: number;
  failures: SiteFailure[];
}
/** The site formats readSites reads. */
export const SITES: readonly string[];
/** A poker site's hand-history text as a PHH document of the hands kept, and the report. */
export function readSites(text: PhhText, site?: string | null): { phh: Phh; report: SiteReport };

export class Phh {
  private constructor();
  /** A poker site's hand-history text: the hands kept and the report (InvalidArgumentError for an unknown site). */
  static readSites(text: PhhText, site?: string | null): { phh: Phh; report: SiteReport };
  /** What readSites found (a document read otherwise: its hands kept, no failure). */
  siteReport(): SiteReport;
  /** Hand `index` as PokerStars text (UnsupportedError for a variant or runs PokerStars text does not carry here). */
  pokerStars(index?: number): string;
  /** Throws ParseError naming the line and token, UnsupportedError for a variant code PHH does not define. */
  static parse(text: PhhText): Phh;
  /** From the JSON of json() / jsonText(): one hand object or an array, as text or as the value. */
  static fromJson(json: string | PhhHandJson | readonly PhhHandJson[]): Phh;
  /** The hand of a table state (state.toPhh(unit)). */
  static fromTable(state: TableState, unit?: Decimal): Phh;
  /** The number of hands. */
  readonly count: number;
  /** A hand as .phh text, PHH_ALL: every hand as .phhs; none given: the whole document (.phh for one hand). */
  text(index?: number): string;
  /** Every hand (PHH_ALL, the default) as an array, or one hand. */
  json(index?: typeof PHH_ALL): PhhHandJson[];
  json(index: number): PhhHandJson;
  /** json() as the library writes it. */
  jsonText(index?: number): string;
  /** The hand's own chip unit: "1", "0.01". */
  chipUnit(index?: number): string;
  info(index?: number): PhhInfo;
  /** The board cards in the order dealt. */
  boardCards(index?: number): CardId[];
  /** The final state (the button the last player), any variant; an action the rules refuse throws InvalidArgumentError. */
  replay(index?: number, unit?: Decimal | null): TableState;
  /**
   * Every state on the way: after the forced bets, then after each board deal and action (board games) or
   * after each action line (stud and draw games: hole deals and discards too; a show/muck line repeats the state).
   */
  replayStates(index?: number, unit?: Decimal | null): TableState[];
  readonly closed: boolean;
  close(): void;
}

/** Read PHH text (a .phh hand or a .phhs file): Phh.parse. */
export function parsePhh(text: PhhText): Phh;

export interface ReplayTextsOptions {
  /** 0 (default): one per CPU; 1: this thread. */
  threads?: number;
}

/**
 * Parses and replays many texts of one hand each on threads: per text, in
 * order, its final state or the error it gives alone.
 */
export function replayTexts(texts: Iterable<PhhText>, options?: ReplayTextsOptions): (TableState | XiaplError)[];

/** One PHH action line read into its parts; absent fields are null. */
export interface PhhAction {
  /** The acting player (1-based), or null for the dealer. */
  readonly actor: number | null;
  readonly verb: 'dh' | 'db' | 'f' | 'cc' | 'cbr' | 'sm' | 'pb' | 'sd' | '';
  /** '' for commentary alone ("# note"), which is no step of the hand. */
  readonly kind: 'dealHole' | 'dealBoard' | 'fold' | 'checkOrCall' | 'betOrRaise' | 'showOrMuck' | 'bringIn' |
    'standPatOrDiscard' | '';
  /** The player dealt to (dh). */
  readonly player: number | null;
  /** The cards dealt, shown or discarded (sd) ("AsKs", "????"). */
  readonly cards: string | null;
  /** The bet-or-raise-to amount, the decimal as written. */
  readonly amount: string | null;
  readonly comment: string | null;
  /** The known cards' ids in the order written ("7h6h": [31, 30]; "??" adds none). */
  readonly cardIds: readonly number[];
  /** How many cards are written "??". */
  readonly unknownCount: number;
}

/** Read one action line ("p1 cbr 300", "d dh p2 AsKs # note", "p3 pb", "p1 sd 7c"); ParseError names a bad token. */
export function parsePhhAction(line: string): PhhAction;

/** An amount as a whole number of chips of unit, exactly (never rounded: InvalidArgumentError). */
export function chipsFromAmount(unit: Decimal, amount: Decimal): number;
/** Chips times unit as an exact decimal string. */
export function chipsToAmount(unit: Decimal, chips: Chips): string;
/** The largest power of ten, at most 1, that makes every amount whole: "0.01". */
export function chipUnit(amounts: Iterable<Decimal>): string;

// --- random numbers --------------------------------------------------------------

/**
 * The library's generator (xoshiro256** seeded by SplitMix64): the same seed
 * gives the same stream in every language. A value: clone() copies the position.
 */
export class Rng {
  constructor(seed?: bigint | number);
  /** A generator at a saved position (the four words of state). */
  static fromState(words: Iterable<bigint | number>): Rng;
  /** The next 64 random bits. */
  next(): bigint;
  /** A uniform integer in [0, bound), 1 <= bound <= 2^32. */
  below(bound: number | bigint): number;
  /** A uniform number in [0, 1). */
  uniform(): number;
  clone(): Rng;
  /** The four state words (a copy). */
  readonly state: bigint[];
  equals(other: unknown): boolean;
}

// --- errors --------------------------------------------------------------------

/** Any failure reported by libxiapl; `status` is the C status code. */
export class XiaplError extends Error {
  constructor(message: string, status?: number, statusName?: string);
  readonly status: number;
  /** e.g. "XIAPL_ERR_PARSE". */
  readonly statusName: string;
}
/** A value out of range, a duplicate card, a wrong count (XIAPL_ERR_INVALID_ARGUMENT). */
export class InvalidArgumentError extends XiaplError {}
/** Text that does not follow the grammar (XIAPL_ERR_PARSE). */
export class ParseError extends InvalidArgumentError {}
/** A table action or deal the rules forbid; the state is unchanged. */
export class IllegalActionError extends InvalidArgumentError {}
/** A refused step of TableState.applyMany; `index` is its position. */
export class IllegalStepError extends IllegalActionError {
  constructor(message: string, status?: number, statusName?: string, index?: number);
  readonly index: number;
}
export class BufferTooSmallError extends XiaplError {}
export class LimitExceededError extends XiaplError {}
export class OutOfMemoryError extends XiaplError {}
/**
 * A call was stopped: its progress function returned false, or (the ...Async
 * calls) its AbortSignal was aborted, `cause` then being the signal's reason.
 */
export class CancelledError extends XiaplError {}
/** A bug in the library: please report it. */
export class InternalError extends XiaplError {}
/**
 * Well-formed input the library does not play: a PHH variant other than NT and
 * PO, outs in a hi/lo game or one without a board, a hit table of a hi/lo
 * range (XIAPL_ERR_UNSUPPORTED).
 */
export class UnsupportedError extends XiaplError {}
/** libxiapl was not found, could not be loaded, or has another ABI version. */
export class LibraryLoadError extends Error {
  constructor(message: string);
}
