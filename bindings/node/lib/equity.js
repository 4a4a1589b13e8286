'use strict';

// Equity of fixed hands, ranges and range equity. The C structs cross as byte
// buffers laid out by koffi's declarations in native.js (sizes and offsets
// read from koffi, not guessed).

const { lib, raw, check, invalid, koffi, constants, layout, CONSTANTS, finalizer } = require('./native');
const { toCount, toI32, toMask, toMaskArray, toU64 } = require('./convert');
const { toProgress, callWithProgress } = require('./progress');
const { toGame } = require('./games');

const SimulationMode = constants('XIAPL_EQUITY_');

const OPTIONS = layout('xiapl_equity_options');
const BREAKDOWN = layout('xiapl_category_breakdown');
const CATEGORY_COUNT = 9;
const PLAYER = layout('xiapl_player_equity');
const SPLIT = layout('xiapl_player_split');
const SUMMARY = layout('xiapl_equity_summary');
const RANGE_SUMMARY = layout('xiapl_range_equity_summary');
const COMBO_ROW = layout('xiapl_combo_equity');

/**
 * How an equity call counts deals. Build with SimulationOptions.exact(),
 * .mcSeeded(iterations, seed), .mcRandom(iterations) or .auto(); threads
 * (0: one per CPU) never changes a result. progress, a function (done, total),
 * is called on the calling thread about every 20 ms and once at the end (done
 * === total); returning false cancels the call (CancelledError), and what it
 * throws cancels the call and is thrown from it. breakdown: true also counts
 * each player's wins and splits by the category of the winning hand
 * (winByCategory, tieByCategory); Hold'em and Omaha high only, the other
 * games and calculateEquityVsRandom throw UnsupportedError.
 */
class SimulationOptions {
  constructor({
    mode = SimulationMode.EXACT, iterations = 1000000, seed = 0n, deterministic = true, threads = 0, progress = null,
    breakdown = false,
  } = {}) {
    this.mode = toI32(mode, 'mode');
    this.iterations = toU64(iterations, 'iterations');
    this.seed = toU64(seed, 'seed');
    this.deterministic = Boolean(deterministic);
    this.threads = toCount(threads, 'threads');
    if (this.threads > 0xffffffff) throw invalid(`threads must fit 32 bits, got ${this.threads}`);
    this.progress = toProgress(progress);
    this.breakdown = Boolean(breakdown);
    Object.freeze(this);
  }

  static exact({ threads = 0, progress = null, breakdown = false } = {}) {
    return new SimulationOptions({ threads, progress, breakdown });
  }

  static mcSeeded(iterations, seed, { threads = 0, progress = null, breakdown = false } = {}) {
    return new SimulationOptions({ mode: SimulationMode.MONTE_CARLO, iterations, seed, threads, progress, breakdown });
  }

  static mcRandom(iterations, { threads = 0, progress = null, breakdown = false } = {}) {
    return new SimulationOptions({
      mode: SimulationMode.MONTE_CARLO, iterations, deterministic: false, threads, progress, breakdown,
    });
  }

  static auto(iterations = 1000000, seed = 0n, { threads = 0, progress = null, breakdown = false } = {}) {
    return new SimulationOptions({ mode: SimulationMode.AUTO, iterations, seed, threads, progress, breakdown });
  }

  /** The same options with another progress function (null: none). */
  withProgress(progress) {
    return new SimulationOptions({ ...this, progress });
  }
}

function optionsBuffer(options) {
  const buffer = Buffer.alloc(OPTIONS.size);
  lib.xiapl_equity_options_init(buffer, OPTIONS.size);
  if (options == null) return buffer;
  const f = OPTIONS.fields;
  buffer.writeInt32LE(options.mode, f.mode);
  buffer.writeBigUInt64LE(options.iterations, f.iterations);
  buffer.writeBigUInt64LE(options.seed, f.seed);
  buffer.writeInt32LE(options.deterministic ? 1 : 0, f.deterministic);
  buffer.writeUInt32LE(options.threads, f.threads);
  return buffer;
}

/** The { winByCategory, tieByCategory } entries (nine fractions each, by Category) of a breakdown array. */
function readBreakdowns(memory, count) {
  const doubles = koffi.decode(memory, 'double', count * BREAKDOWN.size / 8);
  const out = [];
  for (let i = 0; i < count; i++) {
    const at = i * BREAKDOWN.size;
    const nine = (offset) => {
      const start = (at + offset) / 8;
      return Object.freeze(Array.from(doubles.subarray(start, start + CATEGORY_COUNT)));
    };
    out.push(Object.freeze({ winByCategory: nine(BREAKDOWN.fields.win), tieByCategory: nine(BREAKDOWN.fields.tie) }));
  }
  return out;
}

/**
 * Makes one equity call: `call(optionsBuffer)` returns the C status, which is
 * checked. The options' progress function, if any, is hooked in for the call
 * alone; what it throws is thrown here once the call has returned. When the
 * options ask for the breakdown, room for `entries` xiapl_category_breakdown
 * (one per player or range) is pointed at for the call alone, and their
 * { winByCategory, tieByCategory } are returned; otherwise null.
 */
function callWithOptions(options, call, entries) {
  if (options != null && !(options instanceof SimulationOptions)) options = new SimulationOptions(options);
  const buffer = optionsBuffer(options);
  const progress = options == null ? null : options.progress;
  if (options == null || !options.breakdown) {
    check(callWithProgress(buffer, OPTIONS.fields.progress, progress, call));
    return null;
  }
  // Memory koffi allocated, which does not move, for the library to write into during the call.
  const count = Math.max(entries, 1);
  const memory = koffi.alloc('xiapl_category_breakdown', count);
  try {
    koffi.encode(buffer, OPTIONS.fields.breakdown, 'xiapl_category_breakdown *', memory);
    check(callWithProgress(buffer, OPTIONS.fields.progress, progress, call));
    return readBreakdowns(memory, entries);
  } finally {
    koffi.free(memory);
  }
}

function summaryBuffer(shape) {
  const buffer = Buffer.alloc(shape.size);
  buffer.writeUInt32LE(shape.size, 0);
  return buffer;
}

/** The most players calculateEquity accepts for a game (Hold'em 23); 0 for the draw games (2-7, badugi). */
function maxPlayers(gameType = 0) {
  const out = new Int32Array(1);
  lib.xiapl_equity_max_players(toGame(gameType), out);
  return out[0];
}

function playerRow(players, i) {
  const at = i * PLAYER.size;
  return {
    equity: players.readDoubleLE(at + PLAYER.fields.equity),
    win: players.readDoubleLE(at + PLAYER.fields.win),
    tie: players.readDoubleLE(at + PLAYER.fields.tie),
    stdError: players.readDoubleLE(at + PLAYER.fields.std_error),
  };
}

function splitRow(splits, i) {
  const at = i * SPLIT.size;
  return {
    scoop: splits.readDoubleLE(at + SPLIT.fields.scoop),
    highShare: splits.readDoubleLE(at + SPLIT.fields.high_share),
    lowShare: splits.readDoubleLE(at + SPLIT.fields.low_share),
  };
}

/**
 * The frozen { players, trials, exact, chopRate, seed, evaluated } of count
 * player rows and a summary; with `splits`, each player also has scoop,
 * highShare and lowShare; with `breakdowns` (callWithOptions'), winByCategory
 * and tieByCategory.
 */
function equityResult(players, count, summary, splits = null, breakdowns = null) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    let row = playerRow(players, i);
    if (splits !== null) row = { ...row, ...splitRow(splits, i) };
    if (breakdowns !== null) row = { ...row, ...breakdowns[i] };
    rows.push(Object.freeze(row));
  }
  const f = SUMMARY.fields;
  return Object.freeze({
    players: Object.freeze(rows),
    trials: Number(summary.readBigUInt64LE(f.trials)),
    exact: summary.readInt32LE(f.exact) !== 0,
    chopRate: summary.readDoubleLE(f.chop_rate),
    seed: summary.readBigUInt64LE(f.seed),
    evaluated: Number(summary.readBigUInt64LE(f.evaluated)),
  });
}

/**
 * Each player's equity when the rest of the cards are dealt: holes[i] is
 * player i's hole-card mask; dead cards are out of the deck. Board games take
 * a board of 0, 3, 4 or 5 cards; the stud games (STUD, STUD_HILO, RAZZ) take
 * none (board 0): each player's cards so far, 1 to 7, are its hole cards and
 * the rest of its seven are dealt (folded players' up cards go in `dead`).
 * The draw games (LOWBALL27, BADUGI) throw InvalidArgumentError. options
 * default to exact enumeration. Returns { players: [{ equity, win, tie,
 * stdError, scoop, highShare, lowShare }], trials, exact, chopRate, seed,
 * evaluated }: scoop is the fraction of deals whose whole pot the player took
 * alone, highShare + lowShare = equity the shares won with the high and the
 * low half (outside the hi/lo games lowShare is 0 and scoop is win). With
 * options.breakdown each player also has winByCategory and tieByCategory:
 * nine fractions indexed by Category, the deals it won alone and split with a
 * best hand of that category, summing to win and tie (Hold'em and Omaha high
 * only; other games throw UnsupportedError).
 */
function calculateEquity(holes, board = 0n, options = null, gameType = 0, dead = 0n) {
  const holeArray = toMaskArray(holes, 'holes');
  const count = holeArray.length;
  const players = Buffer.alloc(PLAYER.size * Math.max(count, 1));
  const splits = Buffer.alloc(SPLIT.size * Math.max(count, 1));
  const length = new BigUint64Array(1);
  const summary = summaryBuffer(SUMMARY);
  const boardMask = toMask(board, 'board');
  const deadMask = toMask(dead, 'dead');
  const game = toGame(gameType);
  const holesArgument = holeArray.length ? holeArray : new BigUint64Array(1);
  const breakdowns = callWithOptions(options, (opts) => raw.xiapl_equity_calculate_split(game, holesArgument, count,
    boardMask, deadMask, opts, players, splits, count, length, summary), count);
  return equityResult(players, Number(length[0]), summary, splits, breakdowns);
}

/**
 * The equity of one hand against `opponents` players whose cards are unknown
 * (dealt at random from the cards left), on a board of 0, 3, 4 or 5 cards
 * (stud games: board 0, the hand's cards so far; each opponent is dealt seven).
 * options default to SimulationOptions.auto(): exact where the library finds
 * the enumeration tractable (Hold'em against one opponent on any street),
 * else seeded Monte Carlo; exact() throws LimitExceededError when it is not.
 * Returns the calculateEquity shape with one player, the hero, without the
 * split fields (the library reports no halves here); chopRate counts every
 * split pot, whoever splits it. The library gives no breakdown here: options
 * with breakdown throw UnsupportedError.
 */
function calculateEquityVsRandom(hole, board = 0n, opponents = 1, options = null, gameType = 0, dead = 0n) {
  const holeMask = toMask(hole, 'hole');
  const boardMask = toMask(board, 'board');
  const deadMask = toMask(dead, 'dead');
  const n = toCount(opponents, 'opponents');
  if (n > 0xffffffff) throw invalid(`opponents must fit 32 bits, got ${n}`);
  const game = toGame(gameType);
  const hero = Buffer.alloc(PLAYER.size);
  const summary = summaryBuffer(SUMMARY);
  callWithOptions(options == null ? SimulationOptions.auto() : options,
    (opts) => raw.xiapl_equity_vs_random(game, holeMask, boardMask, deadMask, n, opts, hero, summary), 1);
  return equityResult(hero, 1, summary);
}

// Frees the C range of a Range that was garbage-collected without close().
const registry = finalizer('Range', lib.xiapl_range_destroy);
const CREATE = Symbol('create');

/**
 * A set of distinct starting hands ("combos") of one game, each a hole-card
 * mask (BigInt) with a weight in (0, 1], in ascending mask order. Immutable.
 * Call close() when done (or use `using`); a finalizer frees it otherwise.
 */
class Range {
  #handle;

  constructor(token, handle) {
    if (token !== CREATE) {
      throw new TypeError('use Range.fromString(text, game), Range.all(game) or Range.fromCombos(combos, game)');
    }
    this.#handle = handle;
    registry.register(this, handle, this);
  }

  static #make(call) {
    const out = [null];
    call(out);
    return new Range(CREATE, out[0]);
  }

  /**
   * Parse range text ("QQ+, AKs, AQo:0.5", any two cards "random" or "XX"; Omaha
   * "AA**ds"). Items are separated by commas or line breaks; "[75]AA,KK[/75]"
   * weight blocks (a percentage) are read as Equilab and PokerStove write them.
   * Bad text throws ParseError.
   */
  static fromString(text, gameType = 0) {
    if (typeof text !== 'string') throw new TypeError(`range text must be a string, not ${typeof text}`);
    if (text.includes('\0')) throw invalid('range text must not contain a NUL character');
    const g = toGame(gameType);
    return Range.#make((out) => lib.xiapl_range_parse(g, text, out));
  }

  /** Every hand of the game with weight 1 (Hold'em 1,326). */
  static all(gameType = 0) {
    const g = toGame(gameType);
    return Range.#make((out) => lib.xiapl_range_all(g, out));
  }

  /**
   * A range of explicit combos: each a mask (weight 1) or a { mask, weight }
   * object, so r.combos() gives the range back. Each mask must hold the game's
   * number of hole cards, each weight be in (0, 1], and a mask given twice
   * carry one weight; the library's message names the offending combo.
   */
  static fromCombos(combos, gameType = 0) {
    if (combos == null || typeof combos[Symbol.iterator] !== 'function' || typeof combos === 'string') {
      throw new TypeError('combos must be an iterable of masks or { mask, weight } objects');
    }
    const list = Array.from(combos);
    const masks = new BigUint64Array(Math.max(list.length, 1));
    const weights = new Float64Array(Math.max(list.length, 1));
    list.forEach((item, i) => {
      if (item !== null && typeof item === 'object') {
        masks[i] = toMask(item.mask, `combos[${i}].mask`);
        const weight = item.weight === undefined ? 1 : item.weight;
        if (typeof weight !== 'number') {
          throw new TypeError(`combos[${i}].weight must be a number in (0, 1], not ${typeof weight}`);
        }
        weights[i] = weight;
      } else {
        masks[i] = toMask(item, `combos[${i}]`);
        weights[i] = 1;
      }
    });
    const g = toGame(gameType);
    return Range.#make((out) => lib.xiapl_range_from_combos(g, masks, weights, list.length, out));
  }

  /** @internal wraps a range handle written by another module's call. */
  static fromCall(call) {
    return Range.#make(call);
  }

  #live() {
    if (this.#handle === null) throw invalid('the range is closed; parse a new one with Range.fromString');
    return this.#handle;
  }

  /** @internal the C handle, for calls taking several ranges. */
  static handleOf(range) {
    if (!(range instanceof Range)) throw new TypeError('expected a Range');
    return range.#live();
  }

  /** @internal the game and the combos of a range in typed arrays, to rebuild it on another thread. */
  static arraysOf(range) {
    const handle = Range.handleOf(range);
    const { game, size } = range;
    const masks = new BigUint64Array(Math.max(size, 1));
    const weights = new Float64Array(Math.max(size, 1));
    const length = new BigUint64Array(1);
    lib.xiapl_range_combos(handle, 0n, masks, weights, size, length);
    return { game, masks, weights, count: Number(length[0]) };
  }

  /** @internal the range of arraysOf()'s arrays: the same combos in the same order. */
  static fromArrays({ game, masks, weights, count }) {
    return Range.#make((out) => lib.xiapl_range_from_combos(game, masks, weights, count, out));
  }

  get game() {
    const out = new Int32Array(1);
    lib.xiapl_range_game(this.#live(), out);
    return out[0];
  }

  /** The number of combos. */
  get size() {
    const out = new BigUint64Array(1);
    lib.xiapl_range_size(this.#live(), out);
    return Number(out[0]);
  }

  /** The sum of the weights. */
  get totalWeight() {
    const out = new Float64Array(1);
    lib.xiapl_range_total_weight(this.#live(), out);
    return out[0];
  }

  /** The combos sharing no card with dead (default: all), ascending mask: [{ mask, weight }]. */
  combos(dead = 0n) {
    const handle = this.#live();
    const deadMask = toMask(dead, 'dead');
    const capacity = this.size;
    const masks = new BigUint64Array(Math.max(capacity, 1));
    const weights = new Float64Array(Math.max(capacity, 1));
    const length = new BigUint64Array(1);
    lib.xiapl_range_combos(handle, deadMask, masks, weights, capacity, length);
    const out = [];
    for (let i = 0; i < Number(length[0]); i++) out.push(Object.freeze({ mask: masks[i], weight: weights[i] }));
    return out;
  }

  #combine(fn, other) {
    const a = this.#live();
    const b = Range.handleOf(other);
    return Range.#make((out) => fn(a, b, out));
  }

  /** A new range, each combo at max(wa, wb). */
  union(other) {
    return this.#combine(lib.xiapl_range_union, other);
  }

  /** A new range, each combo at min(wa, wb). */
  intersection(other) {
    return this.#combine(lib.xiapl_range_intersection, other);
  }

  /** A new range, each combo at max(0, wa - wb). */
  difference(other) {
    return this.#combine(lib.xiapl_range_difference, other);
  }

  /**
   * The range in its game's notation, which Range.fromString reads back to
   * exactly the same combos and weights. Hold'em: compact standard notation,
   * "QQ+, AKs, AsKd, 76s:0.5" (complete classes as classes, runs as "QQ+",
   * "TT-88", "AQs+", "KTs-K8s", "AK" when suited and offsuit are both
   * complete, other combos as exact hands; weight 1 first, then each weight's
   * items with their ":weight"). Omaha: "****" for every hand, else full rank
   * multisets ("AAKQ", "AAKQds") and exact hands. The empty range is "".
   */
  toString() {
    const handle = this.#live();
    const length = new BigUint64Array(1);
    let buffer = Buffer.alloc(256);
    for (;;) {
      const status = raw.xiapl_range_to_text(handle, buffer, buffer.length, length);
      // A short buffer says in length how long the text is: grow and call again.
      if (status === BUFFER_TOO_SMALL && Number(length[0]) >= buffer.length) {
        buffer = Buffer.alloc(Number(length[0]) + 1);
        continue;
      }
      check(status);
      return buffer.toString('latin1', 0, Number(length[0]));
    }
  }

  get closed() {
    return this.#handle === null;
  }

  /** Free the range now; later calls throw. Closing twice is harmless. */
  close() {
    if (this.#handle !== null) {
      registry.unregister(this);
      lib.xiapl_range_destroy(this.#handle);
      this.#handle = null;
    }
  }

  [Symbol.for('nodejs.dispose')]() {
    this.close();
  }
}

if (typeof Symbol.dispose === 'symbol' && Symbol.dispose !== Symbol.for('nodejs.dispose')) {
  Range.prototype[Symbol.dispose] = Range.prototype.close;
}

const PER_COMBO = CONSTANTS.XIAPL_RANGE_EQUITY_PER_COMBO;
const AGGREGATE_ONLY = CONSTANTS.XIAPL_RANGE_EQUITY_AGGREGATE_ONLY;
const BUFFER_TOO_SMALL = CONSTANTS.XIAPL_ERR_BUFFER_TOO_SMALL;

/**
 * The aggregates of a range equity summary; with `breakdowns` (callWithOptions'
 * two), heroBreakdown and villainBreakdown.
 */
function rangeAggregates(summary, breakdowns) {
  const f = RANGE_SUMMARY.fields;
  const aggregates = {
    heroEquity: summary.readDoubleLE(f.hero_equity),
    villainEquity: summary.readDoubleLE(f.villain_equity),
    stdError: summary.readDoubleLE(f.std_error),
    trials: Number(summary.readBigUInt64LE(f.trials)),
    matchups: Number(summary.readBigUInt64LE(f.matchups)),
    exact: summary.readInt32LE(f.exact) !== 0,
    seed: summary.readBigUInt64LE(f.seed),
  };
  if (breakdowns === null) return aggregates;
  return { ...aggregates, heroBreakdown: breakdowns[0], villainBreakdown: breakdowns[1] };
}

/**
 * Heads-up range equity (aggregates): the weighted mean of the fixed-hand
 * equity over every possible deal of combos. options default to exact, which
 * throws LimitExceededError past the library's caps (use mcSeeded or auto).
 * Returns { heroEquity, villainEquity, stdError, trials, matchups, exact, seed };
 * with options.breakdown also heroBreakdown and villainBreakdown, each
 * { winByCategory, tieByCategory } as calculateEquity's players have them.
 */
function calculateRangeEquity(hero, villain, board = 0n, dead = 0n, options = null) {
  const h = Range.handleOf(hero);
  const v = Range.handleOf(villain);
  const boardMask = toMask(board, 'board');
  const deadMask = toMask(dead, 'dead');
  const summary = summaryBuffer(RANGE_SUMMARY);
  const heroLength = new BigUint64Array(1);
  const villainLength = new BigUint64Array(1);
  const breakdowns = callWithOptions(options, (opts) => raw.xiapl_range_equity_calculate(h, v, boardMask, deadMask,
    AGGREGATE_ONLY, opts, null, 0, heroLength, null, 0, villainLength, summary), 2);
  return Object.freeze(rangeAggregates(summary, breakdowns));
}

if (COMBO_ROW.size % 8 !== 0 || Object.values(COMBO_ROW.fields).some((offset) => offset % 8 !== 0)) {
  throw new Error('xiapl_combo_equity is expected to be made of 8-byte fields');
}
const ROW_WORDS = COMBO_ROW.size / 8;

/** Zeroed room for count rows of xiapl_combo_equity (at least one, so the pointer is never NULL). */
function comboRows(count) {
  return new Float64Array(ROW_WORDS * Math.max(count, 1));
}

/** The frozen { mask, weight, equity, matchupWeight } rows written into a comboRows() array. */
function readComboRows(rows, count) {
  const masks = new BigUint64Array(rows.buffer, rows.byteOffset, rows.length);
  const f = COMBO_ROW.fields;
  const out = new Array(count);
  for (let i = 0; i < count; i++) {
    const at = i * ROW_WORDS;
    out[i] = Object.freeze({
      mask: masks[at + f.mask / 8],
      weight: rows[at + f.weight / 8],
      equity: rows[at + f.equity / 8],
      matchupWeight: rows[at + f.matchup_weight / 8],
    });
  }
  return Object.freeze(out);
}

/**
 * Heads-up range equity with one row per combo of each range, in the range's
 * order (ascending mask, as range.combos()): the aggregates of
 * calculateRangeEquity plus heroCombos and villainCombos, each row
 * { mask, weight, equity, matchupWeight }. equity is the combo's equity
 * against the other range; NaN, with matchupWeight 0, for a combo that meets
 * no opposing combo (it touches the board or dead cards, or collides with
 * every opposing combo). matchupWeight: exact, the summed weight of the
 * opposing combos it meets; Monte Carlo, the number of sampled deals it was
 * dealt in.
 */
function calculateRangeEquityPerCombo(hero, villain, board = 0n, dead = 0n, options = null) {
  const h = Range.handleOf(hero);
  const v = Range.handleOf(villain);
  const boardMask = toMask(board, 'board');
  const deadMask = toMask(dead, 'dead');
  const heroLength = new BigUint64Array(1);
  const villainLength = new BigUint64Array(1);
  // Sized from the ranges; should the library need more (*out_len says how
  // much; a short buffer fails before any work), the call is made again.
  let heroCapacity = hero.size;
  let villainCapacity = villain.size;
  for (;;) {
    const heroRows = comboRows(heroCapacity);
    const villainRows = comboRows(villainCapacity);
    const summary = summaryBuffer(RANGE_SUMMARY);
    let breakdowns;
    try {
      breakdowns = callWithOptions(options, (opts) => raw.xiapl_range_equity_calculate(h, v, boardMask, deadMask,
        PER_COMBO, opts, heroRows, heroCapacity, heroLength, villainRows, villainCapacity, villainLength, summary), 2);
    } catch (error) {
      const heroNeeded = Number(heroLength[0]);
      const villainNeeded = Number(villainLength[0]);
      if (error.status === BUFFER_TOO_SMALL && (heroNeeded > heroCapacity || villainNeeded > villainCapacity)) {
        heroCapacity = Math.max(heroCapacity, heroNeeded);
        villainCapacity = Math.max(villainCapacity, villainNeeded);
        continue;
      }
      throw error;
    }
    return Object.freeze({
      ...rangeAggregates(summary, breakdowns),
      heroCombos: readComboRows(heroRows, Math.min(Number(heroLength[0]), heroCapacity)),
      villainCombos: readComboRows(villainRows, Math.min(Number(villainLength[0]), villainCapacity)),
    });
  }
}

/**
 * Each range's aggregate equity when 2 or more ranges of one game meet (up to
 * maxPlayers(game)): a deal of combos is one combo per range sharing no card,
 * weighted by the product of the weights. options default to exact, which
 * throws LimitExceededError past the library's caps. With two ranges the
 * aggregates equal calculateRangeEquity's. Returns the calculateEquity shape,
 * one player per range; evaluated is the number of deals of combos enumerated
 * (exact) and chopRate the weighted fraction of deals with a split pot. With
 * options.breakdown each player also has winByCategory and tieByCategory.
 */
function calculateMultiwayRangeEquity(ranges, board = 0n, dead = 0n, options = null) {
  if (ranges == null || typeof ranges[Symbol.iterator] !== 'function') {
    throw new TypeError('ranges must be an iterable of Range, one per player');
  }
  const handles = Array.from(ranges, (range, i) => {
    if (!(range instanceof Range)) throw new TypeError(`ranges[${i}] must be a Range`);
    return Range.handleOf(range);
  });
  const count = handles.length;
  const boardMask = toMask(board, 'board');
  const deadMask = toMask(dead, 'dead');
  const players = Buffer.alloc(PLAYER.size * Math.max(count, 1));
  const length = new BigUint64Array(1);
  const summary = summaryBuffer(SUMMARY);
  const breakdowns = callWithOptions(options, (opts) => raw.xiapl_range_equity_multiway(count ? handles : [null], count,
    boardMask, deadMask, opts, players, count, length, summary), count);
  return equityResult(players, Math.min(Number(length[0]), count), summary, null, breakdowns);
}

function topPercent(value) {
  if (typeof value !== 'number') throw new TypeError(`topPercent must be a number in (0, 1], not ${typeof value}`);
  return value;
}

/**
 * The strongest floor(topPercent * 169) Hold'em starting-hand classes by exact
 * equity against one random hand, strongest first: ["AA", "KK", ...].
 * topPercent is a fraction of the 169 classes (0.10 for 10%), not of combos;
 * only Game.HOLDEM is ranked.
 */
function rankStartingHands(fraction, gameType = 0) {
  const value = topPercent(fraction);
  const g = toGame(gameType);
  const buffer = Buffer.alloc(1024);
  const length = new BigUint64Array(1);
  lib.xiapl_range_top_percent_classes(g, value, buffer, buffer.length, length);
  const text = buffer.toString('latin1', 0, Number(length[0]));
  return text ? text.split(',') : [];
}

/**
 * The strongest starting hands as a Range, every combo weight 1.
 * by: 'classes' (the default): the classes of rankStartingHands, a fraction of
 * the 169 classes (0.10: 16 classes, 104 combos). by: 'combos': a fraction of
 * the 1,326 combos, as PokerStove and Equilab count "top 10%": whole classes
 * in the same order, the prefix whose combo count is nearest
 * round(topPercent * 1326), the boundary class taken when that lands no
 * farther above the target than leaving it out lands below (0.10: target 133,
 * 21 classes, 134 combos).
 */
function generateTopPercentRange(fraction, gameType = 0, { by = 'classes' } = {}) {
  const value = topPercent(fraction);
  const g = toGame(gameType);
  if (by === 'combos') return Range.fromCall((out) => lib.xiapl_range_top_percent_by_combos(g, value, out));
  if (by !== 'classes') throw invalid(`by is 'classes' (the default) or 'combos' (of the 1,326), not ${String(by)}`);
  return Range.fromCall((out) => lib.xiapl_range_top_percent(g, value, out));
}

module.exports = {
  SimulationMode,
  SimulationOptions,
  maxPlayers,
  calculateEquity,
  calculateEquityVsRandom,
  Range,
  calculateRangeEquity,
  calculateRangeEquityPerCombo,
  calculateMultiwayRangeEquity,
  rankStartingHands,
  generateTopPercentRange,
};
