'use strict';

// The table rules engine: one hand of any game for 2 to 10 seats (8 in
// stud), no limit, pot limit or fixed limit, in integer chips (docs/table.md):
// the board games (Hold'em, short deck, Omaha with 4, 5 or 6 hole cards,
// Omaha hi/lo with 4 or 5) deal hole cards and then the board; stud, stud
// hi/lo and razz deal street by street with antes and a bring-in; 2-7 lowball
// and badugi deal a hand and then have draw rounds. A TableState is
// immutable: every action or deal returns a new state and leaves the old one
// valid. A state also reads its history, the pots as awarded and the all-in
// equity of its run-out, and writes itself as PHH (lib/phh.js).

const crypto = require('node:crypto');
const { lib, raw, check, invalid, constants, layout, CONSTANTS, finalizer } = require('./native');
const { InvalidArgumentError, IllegalActionError, IllegalStepError } = require('./errors');
const { toI32, toMask, toU64 } = require('./convert');
const { toGame, Game, Family, gameInfo } = require('./games');
const { parseCards } = require('./cards');

const TABLE_MAX_SEATS = CONSTANTS.XIAPL_TABLE_MAX_SEATS;
/** Betting structures: no limit, pot limit, fixed limit (every bet and raise of the street's size). */
const Betting = constants('XIAPL_BETTING_');
// The names toBetting reads, once lowered and with "_" and spaces as "-": the Python package's.
const BETTING_NAMES = new Map([
  ['no-limit', Betting.NO_LIMIT], ['nl', Betting.NO_LIMIT],
  ['pot-limit', Betting.POT_LIMIT], ['pl', Betting.POT_LIMIT],
  ['fixed-limit', Betting.FIXED_LIMIT], ['limit', Betting.FIXED_LIMIT], ['fl', Betting.FIXED_LIMIT],
]);
// The stud games: no blinds (antes and a bring-in open the betting). The draw games: draw rounds.
const gamesOf = (family) => new Set(Object.values(Game).filter((game) => gameInfo(game).family === family));
const STUD_GAMES = gamesOf(Family.STUD);
const DRAW_GAMES = gamesOf(Family.DRAW);
/**
 * Phases of a hand: BETTING (a seat must act), DEALING (board or hole cards
 * are due), FINISHED (the pots are awarded), DRAWING (a seat must discard or
 * stand pat).
 */
const Phase = constants('XIAPL_PHASE_');
/**
 * Streets, numbered from 0: the board games' as named; stud 0 (third street)
 * to 4 (seventh); draw games 0 (before the first draw) and one per draw.
 */
const Street = constants('XIAPL_STREET_');
/**
 * BET_OR_RAISE takes the seat's street total after the action ("raise to");
 * the others ignore the amount. BRING_IN: stud's first actor posts the
 * bring-in (or completes with BET_OR_RAISE). DISCARD: a legal-actions row and
 * a history step of a draw (TableState.discard), not an apply() action.
 */
const ActionKind = constants('XIAPL_ACTION_');
/** The applyMany step that deals board cards: its amount is the mask of the cards due. */
const DEAL_BOARD = CONSTANTS.XIAPL_STEP_DEAL_BOARD;
// The most cards one deal or draw gives; an unseen card's id in an ordered deal or draw.
const RUN_MAX = CONSTANTS.XIAPL_TABLE_RUN_MAX;
const UNKNOWN_CARD = CONSTANTS.XIAPL_CARD_UNKNOWN;

/** Cards in order as an Int32Array of ids: a string ("Jc3d5c") or an iterable of ids. */
function cardIdArray(cards, what) {
  let list;
  if (typeof cards === 'string') {
    list = parseCards(cards);
  } else if (cards != null && typeof cards[Symbol.iterator] === 'function') {
    list = Array.from(cards, (id, i) => toI32(id, `${what}[${i}]`));
  } else {
    throw new TypeError(`${what} must be cards in order: a string such as "Jc3d5c" or an array of card ids`);
  }
  if (list.length > RUN_MAX) throw invalid(`${what}: ${list.length} cards given; one deal or draw takes at most ${RUN_MAX}`);
  const out = new Int32Array(Math.max(list.length, 1));
  out.set(list);
  return { ids: out, count: list.length };
}
/** The history (and applyMany) step that deals hole cards: stud streets, a draw's replacements. */
const DEAL_HOLE = CONSTANTS.XIAPL_STEP_DEAL_HOLE;

const ACTION_NAMES = Object.freeze(Object.keys(ActionKind));
const COLUMN = constants('XIAPL_SEAT_');
const BUFFER_TOO_SMALL = CONSTANTS.XIAPL_ERR_BUFFER_TOO_SMALL;
const I64_MIN = -(1n << 63n);
const I64_LIMIT = 1n << 63n;

const CONFIG = layout('xiapl_table_config');
const INFO = layout('xiapl_table_info');
const STEP = layout('xiapl_table_step');
const WARNING = layout('xiapl_table_warning');
const POT_RESULT = layout('xiapl_pot_result');
const ALLIN_SPOT = layout('xiapl_allin_spot');
const ALLIN_POT = layout('xiapl_allin_pot');
// xiapl_table_allin_equity's rows: the preflop, flop and turn spots (4 always suffice), and their pots.
const MAX_SPOTS = 4;
const MAX_ALLIN_POTS = MAX_SPOTS * TABLE_MAX_SEATS;

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

/**
 * A betting structure: a Betting value, or a name ("no-limit", "pot-limit",
 * "fixed-limit"; also "nl", "pl", "limit", "fl"; case, "_" and spaces ignored).
 */
const DEFAULTS = layout('xiapl_game_defaults');

/**
 * The table a game is usually played at, from the library's table of games
 * (xiapl_game_defaults_init), frozen: { betting, draws, smallBlind, bigBlind,
 * ante, bringIn, smallBet, bigBet }. betting (default: the game's usual one:
 * fixed limit for the stud games, Omaha hi/lo, badugi and 2-7 with more than
 * one draw, pot limit for Omaha, no limit for the others) and draws (0: three
 * under fixed limit, else one) may be given. Chips are numbers.
 */
function usualTable(game, betting = null, draws = 0) {
  const g = toGame(game);
  const structure = betting == null ? CONSTANTS.XIAPL_BETTING_USUAL : toBetting(betting);
  const buffer = Buffer.alloc(DEFAULTS.size);
  lib.xiapl_game_defaults_init(buffer, DEFAULTS.size, g, structure, toI32(draws, 'draws'));
  const chips = (field) => Number(buffer.readBigInt64LE(DEFAULTS.fields[field]));
  return Object.freeze({
    betting: buffer.readInt32LE(DEFAULTS.fields.betting),
    draws: buffer.readInt32LE(DEFAULTS.fields.draws),
    smallBlind: chips('small_blind'),
    bigBlind: chips('big_blind'),
    ante: chips('ante'),
    bringIn: chips('bring_in'),
    smallBet: chips('small_bet'),
    bigBet: chips('big_bet'),
  });
}

function toBetting(value) {
  if (typeof value === 'string') {
    const betting = BETTING_NAMES.get(value.trim().toLowerCase().replace(/[_ ]/g, '-'));
    if (betting === undefined) {
      throw invalid(`betting ${JSON.stringify(value)} is unknown; use "no-limit", "pot-limit" or "fixed-limit"`);
    }
    return betting;
  }
  if (typeof value !== 'number' || !Object.values(Betting).includes(value)) {
    throw invalid(`betting ${String(value)} is unknown; use a Betting value or "no-limit", "pot-limit", "fixed-limit"`);
  }
  return value;
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

/** A list of chip amounts from an iterable (straddles). */
function chipList(values, what) {
  if (values == null || typeof values[Symbol.iterator] !== 'function' || typeof values === 'string') {
    throw new TypeError(`${what} must be an array of amounts`);
  }
  return Array.from(values, (v, i) => toChips(v, `${what}[${i}]`));
}

/**
 * The per-seat blinds and antes of the usual layouts: heads-up the button
 * posts the small blind, otherwise the two seats after it; straddles follow
 * the big blind seat by seat; every seat posts `ante` and the big blind's seat
 * also `bigBlindAnte`. Returns { blinds, antes }, one entry per seat.
 */
function forcedBets(seatCount, button, smallBlind, bigBlind, { straddles = [], ante = 0, bigBlindAnte = 0 } = {}) {
  const given = chipList(straddles, 'straddles');
  const straddleArray = new BigInt64Array(Math.max(given.length, 1));
  given.forEach((v, i) => { straddleArray[i] = v; });
  const blinds = new BigInt64Array(TABLE_MAX_SEATS);
  const antes = new BigInt64Array(TABLE_MAX_SEATS);
  const length = new BigUint64Array(1);
  lib.xiapl_table_forced_bets(toI32(seatCount, 'seatCount'), toI32(button, 'button'),
    toChips(smallBlind, 'small blind'), toChips(bigBlind, 'big blind'), straddleArray, given.length,
    toChips(ante, 'ante'), toChips(bigBlindAnte, 'bigBlindAnte'), blinds, antes, TABLE_MAX_SEATS, length);
  const n = Number(length[0]);
  return Object.freeze({
    blinds: Array.from(blinds.subarray(0, n), Number),
    antes: Array.from(antes.subarray(0, n), Number),
  });
}

/** The seats whose bits are set in a mask of seats. */
function seatsOf(bits, n) {
  const seats = [];
  for (let s = 0; s < n; s++) if ((bits >> BigInt(s)) & 1n) seats.push(s);
  return Object.freeze(seats);
}

// A hole deal's or a discard's amount as xiapl_table_apply_many takes it
// (XIAPL_APPLY_UNKNOWN_SHIFT): the known cards, the unseen count and the
// face-up card. A part that does not fit its field (an unseen count past 15,
// several face-up cards) is passed as one the library refuses, naming the step.
function packCards(step, what) {
  const cards = toMask(step.cards === undefined || step.cards === null ? 0n : step.cards, `${what}.cards`);
  const up = toMask(step.up === undefined || step.up === null ? 0n : step.up, `${what}.up`);
  const unknown = toI32(step.unknown === undefined || step.unknown === null ? 0 : step.unknown, `${what}.unknown`);
  const CARDS = (1n << 52n) - 1n;
  if ((cards & ~CARDS) !== 0n || (up & ~CARDS) !== 0n || unknown < 0 || unknown > 15 || (up & (up - 1n)) !== 0n) {
    return -1n;
  }
  let amount = cards | (BigInt(unknown) << BigInt(CONSTANTS.XIAPL_APPLY_UNKNOWN_SHIFT));
  if (up !== 0n) {
    const id = up.toString(2).length - 1; // the one face-up card
    amount |= BigInt(id + 1) << BigInt(CONSTANTS.XIAPL_APPLY_UP_SHIFT);
  }
  return BigInt.asIntN(64, amount);
}

// The text of warning `index` of xiapl_table_warnings.
function warningText(handle, index) {
  const length = new BigUint64Array(1);
  let buffer = Buffer.alloc(256);
  for (;;) {
    const status = raw.xiapl_table_warning_text(handle, BigInt(index), buffer, buffer.length, length);
    if (status === BUFFER_TOO_SMALL && Number(length[0]) >= buffer.length) {
      buffer = Buffer.alloc(Number(length[0]) + 1);
      continue;
    }
    check(status);
    return buffer.toString('latin1', 0, Number(length[0]));
  }
}

/** `count` doubles of a buffer from `offset` on. */
function doubles(buffer, offset, count) {
  const out = [];
  for (let i = 0; i < count; i++) out.push(buffer.readDoubleLE(offset + 8 * i));
  return Object.freeze(out);
}

/** `count` int64 chip amounts of a buffer from `offset` on. */
function chipsAt(buffer, offset, count) {
  const out = [];
  for (let i = 0; i < count; i++) out.push(Number(buffer.readBigInt64LE(offset + 8 * i)));
  return Object.freeze(out);
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
 * deal, dealHole, dealRandom and discard return a NEW state and leave this
 * one valid. An illegal
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

  /** @internal wraps a state handle written by another module's call (lib/phh.js). */
  static fromCall(call) {
    return TableState.#make(call);
  }

  /** @internal wraps a state handle the library returned in an array of handles. */
  static fromHandle(handle) {
    return new TableState(CREATE, handle);
  }

  /** @internal the C handle, for calls that take a state (lib/phh.js). */
  static handleOf(state) {
    if (!(state instanceof TableState)) throw new TypeError('expected a TableState');
    return state.#live();
  }

  /**
   * Post the forced bets of a new hand. stacks: one per seat (2..10 seats,
   * 8 in stud, clockwise). blinds: [small, big] placed by standardBlinds
   * (default [1, 2]; none in the stud games, which have no blinds), or
   * seatBlinds: one nominal blind or straddle per seat. antes: one amount for
   * all or one per seat. game: any Game (or its name). betting: a Betting
   * value or "no-limit", "pot-limit", "fixed-limit"; by default the Omaha
   * games play pot limit, the stud games fixed limit and the others no limit
   * (potLimit: true/false is the older way to choose; give one of the two).
   * minBet 0 means the largest blind. Fixed limit bets smallBet on streets 0
   * and 1 (preflop and the flop; stud's third and fourth street) and bigBet
   * later (0: the largest blind, and twice the small bet; stud has no blind,
   * so fixed-limit stud needs smallBet), at most four bets and raises a
   * street. bringIn: stud's bring-in, below the full bet; the seat with the
   * lowest up card (razz: the highest) posts it or completes. draws: the draw
   * rounds of a draw game, 1 to 3 (0: 1 under no and pot limit, 3 under fixed
   * limit). holeCards: one mask (or null: unknown) per seat, board and
   * draw games only (stud deals street by street: dealHole). With a seed,
   * unknown hole cards are dealt from it at the start (stud: third street;
   * draw games: the whole hand) and so is dealRandom; without one, a stud or
   * draw hand starts in the Dealing phase (dealHole or dealRandom, which
   * then draws from a fresh random seed).
   */
  static start({
    stacks, blinds, seatBlinds = null, straddles = [], antes = 0, bigBlindAnte = 0, button = 0, game = 0,
    potLimit = null, betting = null, minBet = 0, smallBet = 0, bigBet = 0, holeCards = null, holeOrder = null, seed = null,
    bringIn = 0, draws = 0,
  } = {}) {
    if (stacks == null || typeof stacks[Symbol.iterator] !== 'function') {
      throw new TypeError('stacks must be an array of one stack per seat');
    }
    const stackList = Array.from(stacks);
    const n = stackList.length;
    if (n > TABLE_MAX_SEATS) throw invalid(`a table has 2 to ${TABLE_MAX_SEATS} seats, not ${n}`);
    const g = toGame(game);
    if (betting != null && potLimit != null) throw invalid('give betting or potLimit, not both');
    let structure;
    if (betting != null) structure = toBetting(betting);
    else if (potLimit != null) structure = potLimit ? Betting.POT_LIMIT : Betting.NO_LIMIT;
    const usual = usualTable(g, structure, draws);
    if (structure === undefined) structure = usual.betting;
    const blindPair = blinds !== undefined ? blinds : [usual.smallBlind, usual.bigBlind];
    const buttonSeat = toI32(button, 'button');
    const straddleList = chipList(straddles, 'straddles');
    let small = 0;
    let big = 0;
    if (seatBlinds != null) {
      if (straddleList.length > 0) {
        throw invalid('give straddles either in seatBlinds (one entry per seat) or as straddles, not both');
      }
    } else {
      if (blindPair == null || typeof blindPair[Symbol.iterator] !== 'function' || Array.from(blindPair).length !== 2) {
        throw invalid('blinds is [small blind, big blind]; use seatBlinds for one blind per seat');
      }
      [small, big] = Array.from(blindPair);
    }
    // The library places the blinds, the straddles and the big blind's ante (with seatBlinds, only the ante).
    const layout = forcedBets(n, buttonSeat, small, big, { straddles: straddleList, bigBlindAnte });
    const blindList = seatBlinds != null ? perSeat(seatBlinds, n, 'seatBlinds') : layout.blinds.map(BigInt);
    const anteList = perSeat(antes, n, 'antes').map((a, i) => a + BigInt(layout.antes[i]));
    const stackValues = stackList.map((v, i) => toChips(v, `stacks[${i}]`));
    let holes = null;
    if (holeCards != null) {
      holes = Array.from(holeCards);
      if (holes.length !== n) throw invalid(`holeCards has ${holes.length} entries for ${n} seats; give one per seat`);
      holes = holes.map((h, i) => (h == null ? 0n : toMask(h, `holeCards[${i}]`)));
    }
    let order = null;
    if (holeOrder != null) {
      order = Array.from(holeOrder);
      if (order.length !== n) throw invalid(`holeOrder has ${order.length} entries for ${n} seats; give one per seat`);
      order = order.map((o, i) => (o == null ? null : cardIdArray(o, `holeOrder[${i}]`)));
    }

    const config = Buffer.alloc(CONFIG.size);
    lib.xiapl_table_config_init(config, CONFIG.size);
    const f = CONFIG.fields;
    config.writeInt32LE(g, f.game);
    config.writeInt32LE(structure, f.betting);
    config.writeInt32LE(n, f.seat_count);
    config.writeInt32LE(buttonSeat, f.button);
    config.writeBigInt64LE(toChips(minBet, 'minBet'), f.min_bet);
    config.writeBigInt64LE(toChips(smallBet, 'smallBet'), f.small_bet);
    config.writeBigInt64LE(toChips(bigBet, 'bigBet'), f.big_bet);
    config.writeBigInt64LE(toChips(bringIn, 'bringIn'), f.bring_in);
    config.writeInt32LE(toI32(draws, 'draws'), f.draws);
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
      if (order && order[i]) {
        config.writeInt32LE(1, f.hole_order_given);
        for (let k = 0; k < order[i].count; k++) config.writeInt32LE(order[i].ids[k], f.hole_order + 4 * (i * RUN_MAX + k));
      }
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

  /** Stud, third street: the first actor posts the bring-in (the other choice: complete with betOrRaiseTo). */
  bringIn() {
    return this.apply(ActionKind.BRING_IN);
  }

  /**
   * The state after a run of steps: each step is { kind, amount = 0, seat }
   * with kind an ActionKind or DEAL_BOARD (amount, or cards: the mask of the
   * board cards due), or one of the steps history() writes for stud and draw
   * games: { kind: DEAL_HOLE, to, cards, up = 0n, unknown = 0 } (dealHole) and
   * { kind: DISCARD, cards = 0n, unknown = 0, seat } (discard). A step with
   * seat >= 0 must be by that seat. Every step goes to the library in one
   * call. A refused step throws IllegalStepError whose `index` is its
   * position.
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
    const seats = new Int32Array(Math.max(count, 1)).fill(-1);
    list.forEach((step, i) => {
      if (step === null || typeof step !== 'object') {
        throw new TypeError(`steps[${i}] must be a { kind, amount } object`);
      }
      const kind = toI32(step.kind, `steps[${i}].kind`);
      kinds[i] = kind;
      const given = (value) => value !== undefined && value !== null;
      if (kind === DEAL_HOLE) {
        if (!given(step.to)) throw new TypeError(`steps[${i}] deals hole cards: give the seat dealt to as \`to\``);
        seats[i] = toI32(step.to, `steps[${i}].to`);
        amounts[i] = packCards(step, `steps[${i}]`);
        return;
      }
      if (given(step.seat)) seats[i] = toI32(step.seat, `steps[${i}].seat`);
      if (kind === ActionKind.DISCARD) {
        amounts[i] = packCards(step, `steps[${i}]`);
      } else if (kind === DEAL_BOARD && given(step.cards)) {
        // A deal step of history() carries its cards as `cards`.
        amounts[i] = BigInt.asIntN(64, toMask(step.cards, `steps[${i}].cards`));
      } else {
        amounts[i] = toChips(step.amount === undefined ? 0 : step.amount, `steps[${i}].amount`);
      }
    });
    const failed = new BigUint64Array(1);
    return TableState.#make((out) => {
      try {
        lib.xiapl_table_apply_many(handle, seats, kinds, amounts, count, out, failed);
      } catch (error) {
        if (error instanceof InvalidArgumentError && Number(failed[0]) < count) {
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

  /**
   * Deal hole cards to a seat due them (Dealing phase; dealSeat is the next
   * one, but any seat due cards may be dealt first): stud streets' cards and a
   * draw's replacements. cards: the known cards (a mask); up: which of them are
   * dealt face up (stud: third street deals two down and one up, then up, up,
   * up and down); unknown: how many are dealt unseen (a hand history's "??").
   */
  dealHole(seat, cards, { up = 0n, unknown = 0 } = {}) {
    const handle = this.#live();
    const s = toI32(seat, 'seat');
    const mask = toMask(cards, 'hole cards');
    const upMask = toMask(up, 'up cards');
    const hidden = toI32(unknown, 'unknown');
    return TableState.#make((out) => illegal(() => lib.xiapl_table_deal_hole(handle, s, mask, upMask, hidden, out)));
  }

  /**
   * Deal whatever is due next from the hand's seeded stream: the board cards,
   * or every card due to dealSeat (stud: the face-down ones first). A deck
   * with no card left throws LimitExceededError.
   */
  dealRandom() {
    const handle = this.#live();
    return TableState.#make((out) => illegal(() => lib.xiapl_table_deal_random(handle, out)));
  }

  /**
   * The seat to draw (Drawing phase) discards cards: the known ones (a mask,
   * a part of its hole cards) and `unknown` unseen ones; none to stand pat.
   * The replacements are due once every live seat has drawn.
   */
  discard(cards = 0n, unknown = 0) {
    const handle = this.#live();
    const mask = toMask(cards, 'discarded cards');
    const hidden = toI32(unknown, 'unknown');
    return TableState.#make((out) => illegal(() => lib.xiapl_table_discard(handle, mask, hidden, out)));
  }

  /**
   * deal() with the cards in the order dealt ("Kd9h2c", or an array of card
   * ids): boardCards, history's cardIds and toPhh keep it. A card given twice
   * throws IllegalActionError, as deal's refusals do.
   */
  dealCards(cards) {
    const handle = this.#live();
    const { ids, count } = cardIdArray(cards, 'board cards');
    return TableState.#make((out) => illegal(() => lib.xiapl_table_deal_board_cards(handle, ids, count, out)));
  }

  /**
   * dealHole() with the cards in the order dealt (a string, or an array of
   * card ids with UNKNOWN_CARD for each unseen one); up as dealHole's.
   */
  dealHoleCards(seat, cards, { up = 0n } = {}) {
    const handle = this.#live();
    const s = toI32(seat, 'seat');
    const { ids, count } = cardIdArray(cards, 'hole cards');
    const upMask = toMask(up, 'up cards');
    return TableState.#make((out) => illegal(() => lib.xiapl_table_deal_hole_cards(handle, s, ids, count, upMask, out)));
  }

  /** discard() with the cards in the order discarded (UNKNOWN_CARD for an unseen one; none: stand pat). */
  discardCards(cards) {
    const handle = this.#live();
    const { ids, count } = cardIdArray(cards, 'discarded cards');
    return TableState.#make((out) => illegal(() => lib.xiapl_table_discard_cards(handle, ids, count, out)));
  }

  /** The seat to draw keeps its cards: discard(0n). */
  standPat() {
    return this.discard(0n, 0);
  }

  // -- queries ---------------------------------------------------------------

  /**
   * The legal actions of the seat to act: [{ kind, min, max }] (CALL: the
   * chips the call adds; BET_OR_RAISE: the smallest and largest street total;
   * ALL_IN: the street total after it; BRING_IN: the chips it posts; DISCARD,
   * the one row of a seat to draw: 0 and the most cards it may discard). None
   * when no seat is to act or draw.
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
   * board, potTotal, currentBet, minRaise, totalChips, historyLength, game,
   * betting, button, raises (bets and raises on this street, the blinds not
   * counted), fixedBet (fixed limit: this street's bet size; else 0),
   * needlessFolds (history steps marked needless: folds when checking was
   * free, kept from a replayed hand history), dealSeat (Dealing: the seat
   * next due hole cards, else -1), holeCardsDue (the cards due to dealSeat,
   * else 0), lastStreet (the game's last street: 3 in the board games, 4 in
   * stud, the number of draws in the draw games), completing (stud's third
   * street while a bet or raise completes the bring-in), returned and
   * returnedTo (what the step that made this state returned uncalled, and to
   * which seat; 0 and -1 when none) }.
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
      game: buffer.readInt32LE(f.game),
      betting: buffer.readInt32LE(f.betting),
      button: buffer.readInt32LE(f.button),
      raises: buffer.readInt32LE(f.raises),
      fixedBet: Number(buffer.readBigInt64LE(f.fixed_bet)),
      needlessFolds: buffer.readInt32LE(f.needless_folds),
      dealSeat: buffer.readInt32LE(f.deal_seat),
      holeCardsDue: buffer.readInt32LE(f.hole_cards_due),
      lastStreet: buffer.readInt32LE(f.last_street),
      completing: buffer.readInt32LE(f.completing) !== 0,
      returned: Number(buffer.readBigInt64LE(f.returned)),
      returnedTo: buffer.readInt32LE(f.returned_to),
    });
  }

  /**
   * Every action, deal and discard that led to this state, oldest first (the
   * forced bets are the start, not steps): [{ seat, kind, amount, cards,
   * random, needless, to, unknown, up }]. An action has its seat and its kind
   * as applied (FOLD, CHECK, CALL, BET_OR_RAISE or BRING_IN: a checkOrCall is
   * the check or call it was, an allIn the call or raise it was) with amount
   * the street total after a call, bet, raise or bring-in (else 0). A board
   * deal has seat null, kind DEAL_BOARD and the cards dealt (a mask); a hole
   * deal has seat null, kind DEAL_HOLE, `to` the seat dealt to, the known
   * cards dealt, `up` the face-up part of them (stud) and `unknown` the cards
   * dealt unseen; either deal has random true when its cards came from the
   * seeded stream. A discard has the drawer's seat, kind DISCARD, the known
   * cards discarded and `unknown` the unseen ones (none: it stood pat). to is
   * null and unknown and up are 0 where they do not apply. needless is true
   * for a fold when checking was free, which only a replayed hand history
   * holds (the rules never offer it). The steps are applyMany steps:
   * start.applyMany(s.history()) plays the hand again, except that it refuses
   * a needless fold as the rules do (toText/fromText keep it).
   */
  history() {
    const handle = this.#live();
    const count = this.info().historyLength;
    const buffer = Buffer.alloc(STEP.size * Math.max(count, 1));
    const length = new BigUint64Array(1);
    lib.xiapl_table_history(handle, buffer, count, length);
    const rows = new Int32Array(Math.max(count, 1) * RUN_MAX);
    lib.xiapl_table_history_cards(handle, rows, count, length);
    const f = STEP.fields;
    const out = [];
    for (let i = 0; i < Number(length[0]); i++) {
      const at = i * STEP.size;
      const kind = buffer.readInt32LE(at + f.kind);
      const deal = kind === DEAL_BOARD || kind === DEAL_HOLE;
      const to = buffer.readInt32LE(at + f.to);
      const step = {
        seat: deal ? null : buffer.readInt32LE(at + f.seat),
        kind,
        amount: Number(buffer.readBigInt64LE(at + f.amount)),
        cards: buffer.readBigUInt64LE(at + f.cards),
        random: buffer.readInt32LE(at + f.random) !== 0,
        needless: !deal && buffer.readInt32LE(at + f.needless) !== 0,
        to: to < 0 ? null : to,
        unknown: buffer.readInt32LE(at + f.unknown),
        up: buffer.readBigUInt64LE(at + f.up),
      };
      // The cards in the order dealt or discarded (UNKNOWN_CARD: unseen); not enumerable, so that a
      // step compares equal to one built from masks (applyMany steps).
      const ids = Array.from(rows.subarray(i * RUN_MAX, (i + 1) * RUN_MAX)).filter((id) => id !== CONSTANTS.XIAPL_CARD_NONE);
      Object.defineProperty(step, 'cardIds', { value: Object.freeze(ids), enumerable: false });
      // The street the step belongs to and its draw (a draw or a draw's replacements: 1..3; else
      // 0), as the library records them; not enumerable either.
      Object.defineProperty(step, 'street', { value: buffer.readInt32LE(at + f.street), enumerable: false });
      Object.defineProperty(step, 'draw', { value: buffer.readInt32LE(at + f.draw), enumerable: false });
      out.push(Object.freeze(step));
    }
    return out;
  }

  /**
   * Every warning about the history, oldest first, as the library makes it:
   * [{ kind ('needlessFold': a fold when checking was free, which a replayed
   * hand history may hold and the replay keeps), step (its index in
   * history()), seat, player (the seat as PHH numbers it, the button the last
   * player), street, text }]. None for a hand the rules alone made.
   */
  replayWarnings() {
    const handle = this.#live();
    const count = this.info().needlessFolds;
    if (count === 0) return [];
    const buffer = Buffer.alloc(WARNING.size * count);
    const length = new BigUint64Array(1);
    lib.xiapl_table_warnings(handle, buffer, count, length);
    const f = WARNING.fields;
    const out = [];
    for (let i = 0; i < Number(length[0]); i++) {
      const at = i * WARNING.size;
      const kind = buffer.readInt32LE(at + f.kind);
      out.push(Object.freeze({
        kind: kind === CONSTANTS.XIAPL_WARNING_NEEDLESS_FOLD ? 'needlessFold' : `kind ${kind}`,
        step: Number(buffer.readBigInt64LE(at + f.step)),
        seat: buffer.readInt32LE(at + f.seat),
        player: buffer.readInt32LE(at + f.player),
        street: buffer.readInt32LE(at + f.street),
        text: warningText(handle, i),
      }));
    }
    return out;
  }

  /**
   * The text of each warning of replayWarnings(): "p1 folds preflop when
   * checking was free; the replay keeps the fold" ("on fourth street" in
   * stud, "after the first draw" in the draw games). None for a hand without
   * such folds.
   */
  warnings() {
    return this.replayWarnings().map((w) => w.text);
  }

  /**
   * Who won each pot of a finished hand and how much, main pot first: [{
   * amount, eligible (seats that could win it), winners (seats that took a
   * share), won (chips per seat), highWinners and lowWinners (the winners of
   * each half; outside hi/lo, and in a hi/lo pot without a low, highWinners
   * are the winners and lowWinners none), oddChips (chips a split left over)
   * and oddChipSeats (who took them: the first winner clockwise from the
   * button of each half), order (the winners clockwise from the seat after
   * the button, the order odd chips go in) }]. The won of every pot sum to `won`.
   * Throws InvalidArgumentError for a hand that is not finished.
   */
  potResults() {
    const handle = this.#live();
    const n = this.seatCount;
    const buffer = Buffer.alloc(POT_RESULT.size * TABLE_MAX_SEATS);
    const length = new BigUint64Array(1);
    lib.xiapl_table_pot_results(handle, buffer, TABLE_MAX_SEATS, length);
    const f = POT_RESULT.fields;
    const out = [];
    for (let i = 0; i < Number(length[0]); i++) {
      const at = i * POT_RESULT.size;
      out.push(Object.freeze({
        amount: Number(buffer.readBigInt64LE(at + f.amount)),
        eligible: seatsOf(buffer.readBigUInt64LE(at + f.eligible), n),
        winners: seatsOf(buffer.readBigUInt64LE(at + f.winners), n),
        won: chipsAt(buffer, at + f.won, n),
        highWinners: seatsOf(buffer.readBigUInt64LE(at + f.high_winners), n),
        lowWinners: seatsOf(buffer.readBigUInt64LE(at + f.low_winners), n),
        oddChips: Number(buffer.readBigInt64LE(at + f.odd_chips)),
        oddChipSeats: seatsOf(buffer.readBigUInt64LE(at + f.odd_chip_seats), n),
        order: Array.from({ length: n }, (_, k) => buffer.readInt32LE(at + f.order + 4 * k)).filter((s) => s >= 0),
      }));
    }
    return out;
  }

  /**
   * The all-in equity of the hand: its history is replayed, and every state
   * where the betting is over with board cards to come is a spot, the first the
   * street the money went in. Each spot is { street, board, dead, live (seats),
   * expected (chips per seat over every pot), pots }, each pot { amount,
   * eligible (seats), equity, win, tie (per seat, 0..1) }, shared by exact
   * enumeration. No spots when nobody was all-in before the river. A stud
   * spot is the end of a street's betting, each live seat's own cards to come
   * (no board); draw hands have no spots (their equity depends on the draws).
   * countFoldedCards (default true): folded seats' known cards are dead.
   * threads: 0 (default) = one per CPU. A live seat at a spot whose hole cards
   * are unknown throws InvalidArgumentError naming the seat.
   */
  allInEquity({ countFoldedCards = true, threads = 0 } = {}) {
    const handle = this.#live();
    const n = this.seatCount;
    const threadCount = toI32(threads, 'threads');
    if (threadCount < 0) throw invalid(`threads is ${threadCount}; give 0 (one per CPU) or a positive count`);
    const spots = Buffer.alloc(ALLIN_SPOT.size * MAX_SPOTS);
    const pots = Buffer.alloc(ALLIN_POT.size * MAX_ALLIN_POTS);
    const spotCount = new BigUint64Array(1);
    const potCount = new BigUint64Array(1);
    lib.xiapl_table_allin_equity(handle, countFoldedCards ? 1 : 0, threadCount, spots, MAX_SPOTS, spotCount, pots,
      MAX_ALLIN_POTS, potCount);
    const sf = ALLIN_SPOT.fields;
    const pf = ALLIN_POT.fields;
    const potRows = [];
    for (let i = 0; i < Number(potCount[0]); i++) {
      const at = i * ALLIN_POT.size;
      potRows.push({
        spot: pots.readInt32LE(at + pf.spot),
        pot: Object.freeze({
          amount: Number(pots.readBigInt64LE(at + pf.amount)),
          eligible: seatsOf(pots.readBigUInt64LE(at + pf.eligible), n),
          equity: doubles(pots, at + pf.equity, n),
          win: doubles(pots, at + pf.win, n),
          tie: doubles(pots, at + pf.tie, n),
        }),
      });
    }
    const out = [];
    for (let i = 0; i < Number(spotCount[0]); i++) {
      const at = i * ALLIN_SPOT.size;
      out.push(Object.freeze({
        street: spots.readInt32LE(at + sf.street),
        board: spots.readBigUInt64LE(at + sf.board),
        dead: spots.readBigUInt64LE(at + sf.dead),
        live: seatsOf(spots.readBigUInt64LE(at + sf.live), n),
        expected: doubles(spots, at + sf.expected, n),
        pots: Object.freeze(potRows.filter((row) => row.spot === i).map((row) => row.pot)),
      }));
    }
    return out;
  }

  /**
   * The hand so far as a one-hand Phh document: its config and every action
   * and deal, the seats rotated so the button is the last player (as PHH
   * places it), known hole cards dealt and unknown ones written "????",
   * amounts in chips times `unit` (a decimal string or number; default "1").
   * A game and betting PHH has no variant code for (no-limit stud, say)
   * throws UnsupportedError listing the codes.
   */
  toPhh(unit = '1') {
    // Required here: lib/phh.js requires this module.
    const { Phh } = require('./phh');
    return Phh.fromTable(this, unit);
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

  /** The Game of the hand. */
  get game() {
    return this.info().game;
  }

  /** Betting.NO_LIMIT, Betting.POT_LIMIT or Betting.FIXED_LIMIT. */
  get betting() {
    return this.info().betting;
  }

  get potLimit() {
    return this.info().betting === Betting.POT_LIMIT;
  }

  /** The dealer button's seat. */
  get button() {
    return this.info().button;
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

  /** The seat next due hole cards (Dealing phase), or null. */
  get dealSeat() {
    const seat = this.info().dealSeat;
    return seat < 0 ? null : seat;
  }

  /** The hole cards due to dealSeat, else 0. */
  get holeCardsDue() {
    return this.info().holeCardsDue;
  }

  /** The game's last street: 3 in the board games, 4 in stud, the number of draws in the draw games. */
  get lastStreet() {
    return this.info().lastStreet;
  }

  /** The board as a mask. */
  get board() {
    return this.info().board;
  }

  /** The board cards in the order dealt, as card ids. */
  get boardCards() {
    const handle = this.#live();
    const ids = new Int32Array(RUN_MAX);
    const length = new BigUint64Array(1);
    lib.xiapl_table_board_cards(handle, ids, RUN_MAX, length);
    return Array.from(ids.subarray(0, Number(length[0])));
  }

  /**
   * A seat's known hole cards in the order dealt, as card ids (holeCards: the
   * same cards as masks); a draw's replacements come after the cards kept.
   */
  holeCardsInOrder(seat) {
    const handle = this.#live();
    const s = toI32(seat, 'seat');
    const ids = new Int32Array(RUN_MAX);
    const length = new BigUint64Array(1);
    lib.xiapl_table_hole_cards(handle, s, ids, RUN_MAX, length);
    return Array.from(ids.subarray(0, Number(length[0])));
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

  /** Bets and raises made on this street (the blinds not counted). */
  get raises() {
    return this.info().raises;
  }

  /** Fixed limit: this street's bet size (the small bet preflop and on the flop, the big bet after); else 0. */
  get fixedBet() {
    return this.info().fixedBet;
  }

  /** Folds when checking was free that a replayed hand history held (history() marks them needless). */
  get needlessFolds() {
    return this.info().needlessFolds;
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

  /** Each seat's known hole cards, a mask (stud: the up cards too; board games: 0n is unknown). */
  get holeMasks() {
    return Array.from(this.#column(COLUMN.HOLE), (v) => BigInt.asUintN(64, v));
  }

  /** Stud: each seat's face-up cards, a mask (0n in the other games). */
  get upMasks() {
    return Array.from(this.#column(COLUMN.UP), (v) => BigInt.asUintN(64, v));
  }

  /** Stud and draw games: how many cards each seat holds that are not known. */
  get unknownCounts() {
    return Array.from(this.#column(COLUMN.UNKNOWN), Number);
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
    const board = !STUD_GAMES.has(info.game) && !DRAW_GAMES.has(info.game);
    const street = board ? Object.keys(Street)[info.street] : `street ${info.street}`;
    return `TableState ${Object.keys(Phase)[info.phase]} ${street}${actor}, ` +
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
  DEAL_HOLE,
  RUN_MAX,
  UNKNOWN_CARD,
  standardBlinds,
  forcedBets,
  usualTable,
  TableState,
};
