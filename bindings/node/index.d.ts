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
/** A hand strength 1..7462: larger wins, equal ties. */
export type Strength = number;

/** The XIAPL_ABI_VERSION this package is written for. */
export const ABI_VERSION: number;
/** The path of the libxiapl that was loaded. */
export const libraryPath: string;
/** The library's version, e.g. "0.1.0". */
export function version(): string;
/** The ABI version of the loaded library (equal to ABI_VERSION, or require() would have thrown). */
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
  /** The number of cards still in the deck. */
  readonly length: number;
  /** Whether close() was called. */
  readonly closed: boolean;
  /** Free the deck now; later calls throw InvalidArgumentError. */
  close(): void;
}

// --- evaluation ----------------------------------------------------------------

/** Games. Omaha uses exactly two hole cards with exactly three board cards. */
export const Game: Readonly<{ HOLDEM: 0; OMAHA4: 1; OMAHA5: 2; OMAHA6: 3 }>;
export type GameValue = (typeof Game)[keyof typeof Game];
/** "holdem", "omaha4", "omaha5", "omaha6", indexed by Game value. */
export const GAME_NAMES: readonly string[];

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

/** The strength of the best five of 5, 6 or 7 cards. */
export function evaluateMask(mask: MaskLike): Strength;
/** The same from card ids; an id given twice throws. */
export function evaluateIds(ids: Iterable<CardId> | Int32Array): Strength;
/** One player's strength in a game (default Hold'em). */
export function evaluateHand(board: MaskLike, hole: MaskLike, game?: GameValue): Strength;
/** Strengths of many 5-7 card masks in one call; a BigUint64Array is used without a copy. */
export function evaluateMany(masks: BigUint64Array | Iterable<MaskLike>): Uint16Array;
/** evaluateHand(boards[i], holes[i], game) for every i, in one call. */
export function evaluateHandsMany(
  boards: BigUint64Array | Iterable<MaskLike>,
  holes: BigUint64Array | Iterable<MaskLike>,
  game?: GameValue,
): Uint16Array;
/** The indices (ascending) of every player with the best hand; more than one is a split pot. */
export function judge(holes: BigUint64Array | Iterable<MaskLike>, board: MaskLike, game?: GameValue): number[];

/** The five cards that make a hand. */
export interface BestHand {
  /** The five cards. */
  five: Mask;
  /** five & hole: for Omaha always two cards. */
  holeUsed: Mask;
  strength: Strength;
}
/** The five cards that make the hand; among equally strong fives, the largest mask. */
export function bestHand(board: MaskLike, hole: MaskLike, game?: GameValue): BestHand;

/** The category of a strength. */
export function strengthCategory(strength: Strength): CategoryValue;
/** The ranks (2..14) that order hands within the category, most significant first. */
export function strengthKickers(strength: Strength): number[];
/** "Three of a Kind [14 13 9]". */
export function describeStrength(strength: Strength): string;
/** "full house, threes over twos", "royal flush". */
export function handName(strength: Strength): string;

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
}

/** The method of an equity call (immutable). */
export class SimulationOptions {
  constructor(init?: SimulationOptionsInit);
  readonly mode: SimulationModeValue;
  readonly iterations: bigint;
  readonly seed: bigint;
  readonly deterministic: boolean;
  readonly threads: number;
  /** Every deal, counted exactly. */
  static exact(opts?: { threads?: number }): SimulationOptions;
  /** Monte Carlo, reproducible from the seed at every thread count and on every platform. */
  static mcSeeded(iterations: bigint | number, seed: bigint | number, opts?: { threads?: number }): SimulationOptions;
  /** Monte Carlo with a fresh seed (the result's seed repeats the run). */
  static mcRandom(iterations: bigint | number, opts?: { threads?: number }): SimulationOptions;
  /** Exact when tractable, else seeded Monte Carlo. */
  static auto(iterations?: bigint | number, seed?: bigint | number, opts?: { threads?: number }): SimulationOptions;
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

/** The most players calculateEquity accepts for a game (Hold'em 23). */
export function maxPlayers(game?: GameValue): number;

/**
 * Each player's equity when the board (0, 3, 4 or 5 cards) is dealt out.
 * options default to exact enumeration; dead cards are out of the deck.
 */
export function calculateEquity(
  holes: BigUint64Array | Iterable<MaskLike>,
  board?: MaskLike,
  options?: SimulationOptions | SimulationOptionsInit | null,
  game?: GameValue,
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
  /** Parse range text ("QQ+, AKs, AQo:0.5"; Omaha "AA**ds"); bad text throws ParseError. */
  static fromString(text: string, game?: GameValue): Range;
  /** Every hand of the game with weight 1. */
  static all(game?: GameValue): Range;
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
export class BufferTooSmallError extends XiaplError {}
export class LimitExceededError extends XiaplError {}
export class OutOfMemoryError extends XiaplError {}
export class CancelledError extends XiaplError {}
/** A bug in the library: please report it. */
export class InternalError extends XiaplError {}
/** libxiapl was not found, could not be loaded, or has another ABI version. */
export class LibraryLoadError extends Error {
  constructor(message: string);
}
