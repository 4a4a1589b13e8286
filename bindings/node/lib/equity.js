'use strict';

// Equity of fixed hands, ranges and range equity. The C structs cross as byte
// buffers laid out by koffi's declarations in native.js (sizes and offsets
// read from koffi, not guessed).

const { lib, check, invalid, koffi } = require('./native');
const { toCount, toI32, toMask, toMaskArray, toU64 } = require('./convert');

const SimulationMode = Object.freeze({ EXACT: 0, MONTE_CARLO: 1, AUTO: 2 });

function layout(name, names) {
  const fields = {};
  for (const field of names) fields[field] = koffi.offsetof(name, field);
  return { size: koffi.sizeof(name), fields };
}

const OPTIONS = layout('xiapl_equity_options', ['mode', 'iterations', 'seed', 'deterministic', 'threads']);
const PLAYER = layout('xiapl_player_equity', ['equity', 'win', 'tie', 'std_error']);
const SUMMARY = layout('xiapl_equity_summary', ['exact', 'trials', 'chop_rate', 'seed', 'evaluated']);
const RANGE_SUMMARY = layout('xiapl_range_equity_summary',
  ['exact', 'trials', 'matchups', 'seed', 'hero_equity', 'villain_equity', 'std_error']);

/**
 * How an equity call counts deals. Build with SimulationOptions.exact(),
 * .mcSeeded(iterations, seed), .mcRandom(iterations) or .auto(); threads
 * (0: one per CPU) never changes a result.
 */
class SimulationOptions {
  constructor({ mode = SimulationMode.EXACT, iterations = 1000000, seed = 0n, deterministic = true, threads = 0 } = {}) {
    this.mode = toI32(mode, 'mode');
    this.iterations = toU64(iterations, 'iterations');
    this.seed = toU64(seed, 'seed');
    this.deterministic = Boolean(deterministic);
    this.threads = toCount(threads, 'threads');
    if (this.threads > 0xffffffff) throw invalid(`threads must fit 32 bits, got ${this.threads}`);
    Object.freeze(this);
  }

  static exact({ threads = 0 } = {}) {
    return new SimulationOptions({ threads });
  }

  static mcSeeded(iterations, seed, { threads = 0 } = {}) {
    return new SimulationOptions({ mode: SimulationMode.MONTE_CARLO, iterations, seed, threads });
  }

  static mcRandom(iterations, { threads = 0 } = {}) {
    return new SimulationOptions({ mode: SimulationMode.MONTE_CARLO, iterations, deterministic: false, threads });
  }

  static auto(iterations = 1000000, seed = 0n, { threads = 0 } = {}) {
    return new SimulationOptions({ mode: SimulationMode.AUTO, iterations, seed, threads });
  }
}

function optionsBuffer(options) {
  const buffer = Buffer.alloc(OPTIONS.size);
  check(lib.xiapl_equity_options_init(buffer));
  if (options == null) return buffer;
  if (!(options instanceof SimulationOptions)) options = new SimulationOptions(options);
  const f = OPTIONS.fields;
  buffer.writeInt32LE(options.mode, f.mode);
  buffer.writeBigUInt64LE(options.iterations, f.iterations);
  buffer.writeBigUInt64LE(options.seed, f.seed);
  buffer.writeInt32LE(options.deterministic ? 1 : 0, f.deterministic);
  buffer.writeUInt32LE(options.threads, f.threads);
  return buffer;
}

function summaryBuffer(shape) {
  const buffer = Buffer.alloc(shape.size);
  buffer.writeUInt32LE(shape.size, 0);
  return buffer;
}

/** The most players calculateEquity accepts for a game (Hold'em 23). */
function maxPlayers(gameType = 0) {
  const out = new Int32Array(1);
  check(lib.xiapl_equity_max_players(toI32(gameType, 'game'), out));
  return out[0];
}

/**
 * Each player's equity when the board (0, 3, 4 or 5 cards) is dealt out:
 * holes[i] is player i's hole-card mask; dead cards are out of the deck.
 * options default to exact enumeration. Returns { players: [{ equity, win,
 * tie, stdError }], trials, exact, chopRate, seed, evaluated }.
 */
function calculateEquity(holes, board = 0n, options = null, gameType = 0, dead = 0n) {
  const holeArray = toMaskArray(holes, 'holes');
  const count = holeArray.length;
  const players = Buffer.alloc(PLAYER.size * Math.max(count, 1));
  const length = new BigUint64Array(1);
  const summary = summaryBuffer(SUMMARY);
  const opts = optionsBuffer(options);
  check(lib.xiapl_calculate_equity(holeArray.length ? holeArray : new BigUint64Array(1), count,
    toMask(board, 'board'), toMask(dead, 'dead'), toI32(gameType, 'game'), opts, players, count, length, summary));
  const rows = [];
  for (let i = 0; i < Number(length[0]); i++) {
    const at = i * PLAYER.size;
    rows.push(Object.freeze({
      equity: players.readDoubleLE(at + PLAYER.fields.equity),
      win: players.readDoubleLE(at + PLAYER.fields.win),
      tie: players.readDoubleLE(at + PLAYER.fields.tie),
      stdError: players.readDoubleLE(at + PLAYER.fields.std_error),
    }));
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

// Frees the C range of a Range that was garbage-collected without close().
const registry = new FinalizationRegistry((handle) => lib.xiapl_range_destroy(handle));
const CREATE = Symbol('create');

/**
 * A set of distinct starting hands ("combos") of one game, each a hole-card
 * mask (BigInt) with a weight in (0, 1], in ascending mask order. Immutable.
 * Call close() when done (or use `using`); a finalizer frees it otherwise.
 */
class Range {
  #handle;

  constructor(token, handle) {
    if (token !== CREATE) throw new TypeError('use Range.fromString(text, game) or Range.all(game)');
    this.#handle = handle;
    registry.register(this, handle, this);
  }

  static #make(call) {
    const out = [null];
    check(call(out));
    return new Range(CREATE, out[0]);
  }

  /** Parse range text ("QQ+, AKs, AQo:0.5"; Omaha "AA**ds"); bad text throws ParseError. */
  static fromString(text, gameType = 0) {
    if (typeof text !== 'string') throw new TypeError(`range text must be a string, not ${typeof text}`);
    if (text.includes('\0')) throw invalid('range text must not contain a NUL character');
    const g = toI32(gameType, 'game');
    return Range.#make((out) => lib.xiapl_range_parse(text, g, out));
  }

  /** Every hand of the game with weight 1 (Hold'em 1,326). */
  static all(gameType = 0) {
    const g = toI32(gameType, 'game');
    return Range.#make((out) => lib.xiapl_range_all(g, out));
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

  get game() {
    const out = new Int32Array(1);
    check(lib.xiapl_range_game(this.#live(), out));
    return out[0];
  }

  /** The number of combos. */
  get size() {
    const out = new BigUint64Array(1);
    check(lib.xiapl_range_size(this.#live(), out));
    return Number(out[0]);
  }

  /** The sum of the weights. */
  get totalWeight() {
    const out = new Float64Array(1);
    check(lib.xiapl_range_total_weight(this.#live(), out));
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
    check(lib.xiapl_range_combos(handle, deadMask, masks, weights, capacity, length));
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

const AGGREGATE_ONLY = 1;

/**
 * Heads-up range equity (aggregates): the weighted mean of the fixed-hand
 * equity over every possible deal of combos. options default to exact, which
 * throws LimitExceededError past the library's caps (use mcSeeded or auto).
 * Returns { heroEquity, villainEquity, stdError, trials, matchups, exact, seed }.
 */
function calculateRangeEquity(hero, villain, board = 0n, dead = 0n, options = null) {
  const h = Range.handleOf(hero);
  const v = Range.handleOf(villain);
  const summary = summaryBuffer(RANGE_SUMMARY);
  const heroLength = new BigUint64Array(1);
  const villainLength = new BigUint64Array(1);
  check(lib.xiapl_calculate_range_equity(h, v, toMask(board, 'board'), toMask(dead, 'dead'), optionsBuffer(options),
    AGGREGATE_ONLY, null, 0, heroLength, null, 0, villainLength, summary));
  const f = RANGE_SUMMARY.fields;
  return Object.freeze({
    heroEquity: summary.readDoubleLE(f.hero_equity),
    villainEquity: summary.readDoubleLE(f.villain_equity),
    stdError: summary.readDoubleLE(f.std_error),
    trials: Number(summary.readBigUInt64LE(f.trials)),
    matchups: Number(summary.readBigUInt64LE(f.matchups)),
    exact: summary.readInt32LE(f.exact) !== 0,
    seed: summary.readBigUInt64LE(f.seed),
  });
}

module.exports = { SimulationMode, SimulationOptions, maxPlayers, calculateEquity, Range, calculateRangeEquity };
