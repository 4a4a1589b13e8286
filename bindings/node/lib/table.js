'use strict';

// The table rules engine: one hand of No-Limit Hold'em or Pot-Limit Omaha for
// 2 to 10 seats, in integer chips (docs/table.md). A TableState is immutable:
// every action or deal returns a new state and leaves the old one valid.

const crypto = require('node:crypto');
const { lib, raw, check, invalid, koffi, constants, CONSTANTS, finalizer } = require('./native');
const { InvalidArgumentError, IllegalActionError, IllegalStepError } = require('./errors');
const { toI32, toMask, toU64 } = require('./convert');
const { toGame } = require('./games');

const TABLE_MAX_SEATS = CONSTANTS.XIAPL_TABLE_MAX_SEATS;
const Betting = constants('XIAPL_BETTING_', ['NO_LIMIT', 'POT_LIMIT']);
const Phase = constants('XIAPL_PHASE_', ['BETTING', 'DEALING', 'FINISHED']);
const Street = constants('XIAPL_STREET_', ['PREFLOP', 'FLOP', 'TURN', 'RIVER']);
/** BET_OR_RAISE takes the seat's street total after the action ("raise to"); the others ignore the amount. */
const ActionKind = constants('XIAPL_ACTION_', ['FOLD', 'CHECK', 'CALL', 'BET_OR_RAISE', 'ALL_IN', 'CHECK_OR_CALL']);
/** The applyMany step that deals board cards: its amount is the mask of the cards due. */
const DEAL_BOARD = CONSTANTS.XIAPL_STEP_DEAL_BOARD;

const ACTION_NAMES = Object.freeze(Object.keys(ActionKind));
const COLUMN = constants('XIAPL_SEAT_', ['STACK', 'BET', 'CONTRIBUTED', 'WON', 'FOLDED', 'ALL_IN', 'HOLE']);
const BUFFER_TOO_SMALL = CONSTANTS.XIAPL_ERR_BUFFER_TOO_SMALL;
const I64_MIN = -(1n << 63n);
const I64_LIMIT = 1n << 63n;

function offsets(name, names) {
  const fields = {};
  for (const field of names) fields[field] = koffi.offsetof(name, field);
  return { size: koffi.sizeof(name), fields };
}

const CONFIG = offsets('xiapl_table_config', ['game', 'betting', 'seat_count', 'button', 'random_holes', 'seed',
  'min_bet', 'stacks', 'antes', 'blinds', 'hole_cards']);
const INFO = offsets('xiapl_table_info', ['seat_count', 'phase', 'street', 'actor', 'cards_needed', 'board',
  'pot_total', 'current_bet', 'min_raise', 'total_chips', 'history_len']);

/**
 * A chip amount as an int64 BigInt, from a safe-integer number or a bigint.
 * The library checks the range that matters (0..2^52) and names the field.
 */
function toChips(value, what) {
  if (typeof value === 'bigint') {
    if (value < I64_MIN || value >= I64_LIMIT) throw invalid(`${what} must fit 64 bits, got ${value}`);
    return value;
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw invalid(`${what} must be a whole number of chips, got ${value}`);
    return BigInt(value);
  }
  throw new TypeError(`${what} must be a number of chips (number or bigint), not ${typeof value}`);
}

/** One value per seat: a single amount for all, or an array of exactly `n`. */
function perSeat(values, n, what) {
  if (typeof values === 'number' || typeof values === 'bigint') return new Array(n).fill(toChips(values, what));
  if (values == null || typeof values[Symbol.iterator] !== 'function') {
    throw new TypeError(`${what} must be an amount or an array of one amount per seat`);
  }
  const list = Array.from(values);
  if (list.length !== n) throw invalid(`${what} has ${list.length} entries for ${n} seats; give one per seat`);
  return list.map((v, i) => toChips(v, `${what}[${i}]`));
}

/**
 * Per-seat blinds the usual way: heads-up the button posts the small blind,
 * otherwise the two seats after the button post.
 */
function standardBlinds(seatCount, button, smallBlind, bigBlind) {
  const out = new BigInt64Array(TABLE_MAX_SEATS);
  const length = new BigUint64Array(1);
  lib.xiapl_table_standard_blinds(toI32(seatCount, 'seatCount'), toI32(button, 'button'),
    toChips(smallBlind, 'small blind'), toChips(bigBlind, 'big blind'), out, TABLE_MAX_SEATS, length);
  return Array.from(out.subarray(0, Number(length[0])), Number);
}

/** Runs a transition; an InvalidArgumentError becomes the IllegalActionError of the rule broken. */
function illegal(fn) {
  try {
    return fn();
  } catch (error) {
    if (error instanceof InvalidArgumentError && !(error instanceof IllegalActionError)) {
      throw new IllegalActionError(error.message, error.status, error.statusName);
    }
    throw error;
  }
}

// Frees the C state of a TableState that was garbage-collected without close().
const registry = finalizer('TableState', lib.xiapl_table_destroy);
const CREATE = Symbol('create');

/**
 * One immutable state of a hand. Start with TableState.start(...); apply,
 * deal and dealRandom return a NEW state and leave this one valid. An illegal
 * request throws IllegalActionError naming the rule. Call close() on states
 * you are done with (or use `using`); a finalizer frees them otherwise.
 */
class TableState {
  #handle;

  constructor(token, handle) {
    if (token !== CREATE) throw new TypeError('use TableState.start({ stacks, blinds, ... }) to begin a hand');
    this.#handle = handle;
    registry.register(this, handle, this);
  }

  static #make(call) {
    const out = [null];
    call(out);
    return new TableState(CREATE, out[0]);
  }

  /**
   * Post the forced bets of a new hand. stacks: one per seat (2..10 seats,
   * clockwise). blinds: [small, big] placed by standardBlinds, or seatBlinds:
   * one nominal blind or straddle per seat. antes: one amount for all or one
   * per seat. potLimit defaults to true for Omaha, false for Hold'em; minBet 0
   * means the largest blind. holeCards: one mask (or null: unknown) per seat.
   * With a seed, unknown hole cards are dealt from it and so is dealRandom;
   * without one, dealRandom draws from a fresh random seed.
   */
  static start({
    stacks, blinds = [1, 2], seatBlinds = null, antes = 0, button = 0, game = 0, potLimit = null, minBet = 0,
    holeCards = null, seed = null,
  } = {}) {
    if (stacks == null || typeof stacks[Symbol.iterator] !== 'function') {
      throw new TypeError('stacks must be an array of one stack per seat');
    }
    const stackList = Array.from(stacks);
    const n = stackList.length;
    if (n > TABLE_MAX_SEATS) throw invalid(`a table has 2 to ${TABLE_MAX_SEATS} seats, not ${n}`);
    const g = toGame(game);
    const buttonSeat = toI32(button, 'button');
    let blindList;
    if (seatBlinds != null) {
      blindList = perSeat(seatBlinds, n, 'seatBlinds');
    } else {
      if (blinds == null || typeof blinds[Symbol.iterator] !== 'function' || Array.from(blinds).length !== 2) {
        throw invalid('blinds is [small blind, big blind]; use seatBlinds for one blind per seat');
      }
      const [small, big] = Array.from(blinds);
      blindList = standardBlinds(n, buttonSeat, small, big).map(BigInt);
    }
    const anteList = perSeat(antes, n, 'antes');
    const stackValues = stackList.map((v, i) => toChips(v, `stacks[${i}]`));
    let holes = null;
    if (holeCards != null) {
      holes = Array.from(holeCards);
      if (holes.length !== n) throw invalid(`holeCards has ${holes.length} entries for ${n} seats; give one per seat`);
      holes = holes.map((h, i) => (h == null ? 0n : toMask(h, `holeCards[${i}]`)));
    }

    const config = Buffer.alloc(CONFIG.size);
    lib.xiapl_table_config_init(config, CONFIG.size);
    const f = CONFIG.fields;
    config.writeInt32LE(g, f.game);
    config.writeInt32LE((potLimit == null ? g !== 0 : Boolean(potLimit)) ? Betting.POT_LIMIT : Betting.NO_LIMIT,
      f.betting);
    config.writeInt32LE(n, f.seat_count);
    config.writeInt32LE(buttonSeat, f.button);
    config.writeBigInt64LE(toChips(minBet, 'minBet'), f.min_bet);
    if (seed != null) {
      config.writeBigUInt64LE(toU64(seed, 'seed'), f.seed);
      config.writeInt32LE(1, f.random_holes);
    } else {
      config.writeBigUInt64LE(crypto.randomBytes(8).readBigUInt64LE(0), f.seed);
    }
    for (let i = 0; i < n; i++) {
      config.writeBigInt64LE(stackValues[i], f.stacks + 8 * i);
      config.writeBigInt64LE(anteList[i], f.antes + 8 * i);
      config.writeBigInt64LE(blindList[i], f.blinds + 8 * i);
      if (holes) config.writeBigUInt64LE(holes[i], f.hole_cards + 8 * i);
    }
    return TableState.#make((out) => lib.xiapl_table_create(config, out));
  }

  /**
   * The state saved by toText(): the config, then every action and deal
   * replayed through the rules, the seeded stream included, so it continues
   * the hand exactly as the saved state would. Text that is not a saved state
   * throws ParseError; a config or step the rules refuse throws
   * InvalidArgumentError. Either message names the line.
   */
  static fromText(text) {
    if (typeof text !== 'string') {
      throw new TypeError(`TableState.fromText takes the string of toText(), not ${typeof text}`);
    }
    const data = Buffer.from(text, 'utf8');
    return TableState.#make((out) => lib.xiapl_table_from_text(data, data.length, out));
  }

  /**
   * The hand so far as text (ASCII, one line per item): its config and every
   * action and deal that led to it. TableState.fromText() turns it back into
   * a state, in this process or another.
   */
  toText() {
    const handle = this.#live();
    const length = new BigUint64Array(1);
    let buffer = Buffer.alloc(1024);
    for (;;) {
      const status = raw.xiapl_table_to_text(handle, buffer, buffer.length, length);
      // A short buffer says in length how long the text is: grow and call again.
      if (status === BUFFER_TOO_SMALL && Number(length[0]) >= buffer.length) {
        buffer = Buffer.alloc(Number(length[0]) + 1);
        continue;
      }
      check(status);
      return buffer.toString('latin1', 0, Number(length[0]));
    }
  }

  #live() {
    if (this.#handle === null) throw invalid('the table state is closed; keep the states you still need open');
    return this.#handle;
  }

  // -- transitions -----------------------------------------------------------

  /** The state after the seat to act does `kind` (an ActionKind; amount: the raise-to total). */
  apply(kind, amount = 0) {
    const handle = this.#live();
    const k = toI32(kind, 'action kind');
    const chips = toChips(amount, 'amount');
    return TableState.#make((out) => illegal(() => lib.xiapl_table_apply(handle, k, chips, out)));
  }

  fold() {
    return this.apply(ActionKind.FOLD);
  }

  check() {
    return this.apply(ActionKind.CHECK);
  }

  call() {
    return this.apply(ActionKind.CALL);
  }

  checkOrCall() {
    return this.apply(ActionKind.CHECK_OR_CALL);
  }

  /** Bet or raise to a street total. */
  betOrRaiseTo(amount) {
    return this.apply(ActionKind.BET_OR_RAISE, amount);
  }

  allIn() {
    return this.apply(ActionKind.ALL_IN);
  }

  /**
   * The state after a run of steps, applied in one call: each step is
   * { kind, amount = 0, seat } with kind an ActionKind or DEAL_BOARD (amount:
   * the mask of the board cards due). A step with seat >= 0 must be by that
   * seat. A refused step throws IllegalStepError whose `index` is its position.
   */
  applyMany(steps) {
    const handle = this.#live();
    if (steps == null || typeof steps[Symbol.iterator] !== 'function') {
      throw new TypeError('steps must be an iterable of { kind, amount, seat } objects');
    }
    const list = Array.from(steps);
    const count = list.length;
    const kinds = new Int32Array(Math.max(count, 1));
    const amounts = new BigInt64Array(Math.max(count, 1));
    let seats = null;
    list.forEach((step, i) => {
      if (step === null || typeof step !== 'object') {
        throw new TypeError(`steps[${i}] must be a { kind, amount } object`);
      }
      kinds[i] = toI32(step.kind, `steps[${i}].kind`);
      amounts[i] = toChips(step.amount === undefined ? 0 : step.amount, `steps[${i}].amount`);
      if (step.seat !== undefined && step.seat !== null) {
        if (seats === null) seats = new Int32Array(Math.max(count, 1)).fill(-1);
        seats[i] = toI32(step.seat, `steps[${i}].seat`);
      }
    });
    const failed = new BigUint64Array(1);
    return TableState.#make((out) => {
      try {
        lib.xiapl_table_apply_many(handle, seats, kinds, amounts, count, out, failed);
      } catch (error) {
        if (error instanceof InvalidArgumentError) {
          throw new IllegalStepError(error.message, error.status, error.statusName, Number(failed[0]));
        }
        throw error;
      }
    });
  }

  /** Deal the due board cards (a mask: 3 cards for the flop, 1 for the turn and the river). */
  deal(cards) {
    const handle = this.#live();
    const mask = toMask(cards, 'board cards');
    return TableState.#make((out) => illegal(() => lib.xiapl_table_deal_board(handle, mask, out)));
  }

  /** Deal the due board cards from the hand's seeded stream. */
  dealRandom() {
    const handle = this.#live();
    return TableState.#make((out) => illegal(() => lib.xiapl_table_deal_board_random(handle, out)));
  }

  // -- queries ---------------------------------------------------------------

  /**
   * The legal actions of the seat to act: [{ kind, min, max }] (CALL: the
   * chips the call adds; BET_OR_RAISE: the smallest and largest street total;
   * ALL_IN: the street total after it). None when no seat is to act.
   */
  legalActions() {
    const kinds = new Int32Array(8);
    const lo = new BigInt64Array(8);
    const hi = new BigInt64Array(8);
    const length = new BigUint64Array(1);
    lib.xiapl_table_legal_actions(this.#live(), kinds, lo, hi, 8, length);
    const out = [];
    for (let i = 0; i < Number(length[0]); i++) {
      out.push(Object.freeze({ kind: kinds[i], min: Number(lo[i]), max: Number(hi[i]) }));
    }
    return out;
  }

  /** Throws InvalidArgumentError naming the first broken invariant (chips, cards, actor, awards), if any. */
  checkInvariants() {
    lib.xiapl_table_check_invariants(this.#live());
  }

  /**
   * A snapshot: { seatCount, phase, street, actor (-1: none), cardsNeeded,
   * board, potTotal, currentBet, minRaise, totalChips, historyLength }.
   */
  info() {
    const buffer = Buffer.alloc(INFO.size);
    buffer.writeUInt32LE(INFO.size, 0);
    lib.xiapl_table_info_get(this.#live(), buffer);
    const f = INFO.fields;
    return Object.freeze({
      seatCount: buffer.readInt32LE(f.seat_count),
      phase: buffer.readInt32LE(f.phase),
      street: buffer.readInt32LE(f.street),
      actor: buffer.readInt32LE(f.actor),
      cardsNeeded: buffer.readInt32LE(f.cards_needed),
      board: buffer.readBigUInt64LE(f.board),
      potTotal: Number(buffer.readBigInt64LE(f.pot_total)),
      currentBet: Number(buffer.readBigInt64LE(f.current_bet)),
      minRaise: Number(buffer.readBigInt64LE(f.min_raise)),
      totalChips: Number(buffer.readBigInt64LE(f.total_chips)),
      historyLength: Number(buffer.readBigInt64LE(f.history_len)),
    });
  }

  #column(column) {
    const out = new BigInt64Array(TABLE_MAX_SEATS);
    const length = new BigUint64Array(1);
    lib.xiapl_table_seat_values(this.#live(), column, out, TABLE_MAX_SEATS, length);
    return out.subarray(0, Number(length[0]));
  }

  get seatCount() {
    return this.info().seatCount;
  }

  get phase() {
    return this.info().phase;
  }

  get street() {
    return this.info().street;
  }

  /** The seat to act, or null. */
  get actor() {
    const actor = this.info().actor;
    return actor < 0 ? null : actor;
  }

  get isFinished() {
    return this.phase === Phase.FINISHED;
  }

  /** Board cards due (Dealing phase), else 0. */
  get cardsNeeded() {
    return this.info().cardsNeeded;
  }

  /** The board as a mask. */
  get board() {
    return this.info().board;
  }

  /** Chips in the pots (0 once finished). */
  get potTotal() {
    return this.info().potTotal;
  }

  /** The street's bet level. */
  get currentBet() {
    return this.info().currentBet;
  }

  /** The last full raise. */
  get minRaise() {
    return this.info().minRaise;
  }

  /** The chips in play, conserved through the hand. */
  get totalChips() {
    return this.info().totalChips;
  }

  /** Chips behind, per seat (finished: the final stacks). */
  get stacks() {
    return Array.from(this.#column(COLUMN.STACK), Number);
  }

  /** Chips put in on this street, per seat. */
  get bets() {
    return Array.from(this.#column(COLUMN.BET), Number);
  }

  /** Chips put in this hand, uncalled chips returned, per seat. */
  get contributed() {
    return Array.from(this.#column(COLUMN.CONTRIBUTED), Number);
  }

  /** Chips awarded from the pots, per seat. */
  get won() {
    return Array.from(this.#column(COLUMN.WON), Number);
  }

  get folded() {
    return Array.from(this.#column(COLUMN.FOLDED), (v) => v !== 0n);
  }

  get allInSeats() {
    return Array.from(this.#column(COLUMN.ALL_IN), (v) => v !== 0n);
  }

  /** Each seat's hole-card mask (0n: unknown). */
  get holeMasks() {
    return Array.from(this.#column(COLUMN.HOLE), (v) => BigInt.asUintN(64, v));
  }

  /** The pots, main pot first: [{ amount, eligible: seats }]; finished: as awarded. */
  get pots() {
    const amounts = new BigInt64Array(TABLE_MAX_SEATS);
    const eligible = new BigUint64Array(TABLE_MAX_SEATS);
    const length = new BigUint64Array(1);
    lib.xiapl_table_pots(this.#live(), amounts, eligible, TABLE_MAX_SEATS, length);
    const out = [];
    for (let i = 0; i < Number(length[0]); i++) {
      const seats = [];
      for (let s = 0; s < TABLE_MAX_SEATS; s++) if ((eligible[i] >> BigInt(s)) & 1n) seats.push(s);
      out.push(Object.freeze({ amount: Number(amounts[i]), eligible: Object.freeze(seats) }));
    }
    return out;
  }

  get closed() {
    return this.#handle === null;
  }

  /** Free the state now (other states are unaffected); later calls throw. Closing twice is harmless. */
  close() {
    if (this.#handle !== null) {
      registry.unregister(this);
      lib.xiapl_table_destroy(this.#handle);
      this.#handle = null;
    }
  }

  [Symbol.for('nodejs.dispose')]() {
    this.close();
  }

  toString() {
    if (this.#handle === null) return 'TableState (closed)';
    const info = this.info();
    const actor = info.actor >= 0 ? `, actor ${info.actor}` : '';
    return `TableState ${Object.keys(Phase)[info.phase]} ${Object.keys(Street)[info.street]}${actor}, ` +
      `stacks [${this.stacks.join(', ')}], pot ${info.potTotal}`;
  }
}

if (typeof Symbol.dispose === 'symbol' && Symbol.dispose !== Symbol.for('nodejs.dispose')) {
  TableState.prototype[Symbol.dispose] = TableState.prototype.close;
}

module.exports = {
  TABLE_MAX_SEATS,
  Betting,
  Phase,
  Street,
  ActionKind,
  ACTION_NAMES,
  DEAL_BOARD,
  standardBlinds,
  TableState,
};
