'use strict';

// Poker Hand History (PHH, docs/phh.md): documents of one hand (.phh) or
// several (.phhs) read, checked, written and replayed by the library's core,
// the same in every language; and the exact decimal chip arithmetic PHH
// amounts need. Every variant code of the PHH specification is read, written
// and replayed (NT, NS, PO, FT, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB; an
// undefined code throws UnsupportedError).

const { lib, raw, check, invalid, koffi, layout, CONSTANTS, finalizer } = require('./native');
const { errorClassFor, XiaplError } = require('./errors');
const { toI32, toCount } = require('./convert');
const { TableState, TABLE_MAX_SEATS } = require('./table');

/** The index of Phh.text and Phh.json for every hand of a document. */
const PHH_ALL = CONSTANTS.XIAPL_PHH_ALL;
const OK = CONSTANTS.XIAPL_OK;
const BUFFER_TOO_SMALL = CONSTANTS.XIAPL_ERR_BUFFER_TOO_SMALL;
const INFO = layout('xiapl_phh_info');
const ACTION = layout('xiapl_phh_action');
const POT_LIMIT = CONSTANTS.XIAPL_BETTING_POT_LIMIT;

/**
 * Calls a (..., buf, capacity, out_len) function and returns its text: a
 * short buffer says in out_len how long the text is, so grow and call again.
 */
function textOut(fn, args, initial = 256) {
  const length = new BigUint64Array(1);
  let buffer = Buffer.alloc(initial);
  for (;;) {
    const status = raw[fn](...args, buffer, buffer.length, length);
    if (status === BUFFER_TOO_SMALL && Number(length[0]) >= buffer.length) {
      buffer = Buffer.alloc(Number(length[0]) + 1);
      continue;
    }
    check(status);
    return buffer.toString('utf8', 0, Number(length[0]));
  }
}

/** PHH text (a string, or the bytes of a file) as UTF-8 bytes; the library takes their length. */
function textBytes(text, what) {
  if (typeof text === 'string') return Buffer.from(text, 'utf8');
  if (text instanceof Uint8Array) return text;
  throw new TypeError(`${what} must be a string or the bytes of a file (Buffer, Uint8Array), not ${typeof text}`);
}

/**
 * An amount or a unit as the decimal text the library reads ("12.5", "300",
 * "1e3"): a string, a finite number or a bigint. The library names a malformed one.
 */
function decimalText(value, what) {
  let text;
  if (typeof value === 'string') {
    text = value.trim();
  } else if (typeof value === 'bigint') {
    text = value.toString();
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalid(`${what} ${value} is not a finite number`);
    text = String(value);
  } else {
    throw new TypeError(`${what} must be a decimal string like "12.5", a number or a bigint, not ${typeof value}`);
  }
  // The library reads a NUL-terminated string: a NUL inside would cut it short.
  if (text.includes('\0')) throw invalid(`${what} must not contain a NUL character`);
  return text;
}

/** A chip unit: a decimal, or null/undefined for the library's default. */
function unitText(unit) {
  return unit == null ? null : decimalText(unit, 'unit');
}

// Frees the C document of a Phh that was garbage-collected without close().
const registry = finalizer('Phh', lib.xiapl_phh_destroy);
const CREATE = Symbol('create');

/**
 * A PHH document: one hand (a .phh text) or several (a .phhs text, tables
 * [1], [2], ...), checked field by field; other keys are kept in order and
 * written back. Immutable, so one document may be shared (there is no need
 * to clone it). Hand indexes count from 0. Call close() when done (or use
 * `using`); a finalizer frees it otherwise.
 */
class Phh {
  #handle;
  #count;

  constructor(token, handle) {
    if (token !== CREATE) throw new TypeError('use parsePhh(text), Phh.fromJson(json) or state.toPhh() for a document');
    this.#handle = handle;
    registry.register(this, handle, this);
    const count = new BigUint64Array(1);
    lib.xiapl_phh_count(handle, count);
    this.#count = Number(count[0]);
  }

  static #make(call) {
    const out = [null];
    call(out);
    return new Phh(CREATE, out[0]);
  }

  /**
   * Read PHH text: a .phh hand or a .phhs file of hands (a string, or the
   * file's bytes). Text that is not PHH throws ParseError naming the line,
   * the field or action, and the token; a variant code the PHH specification
   * does not define throws UnsupportedError.
   */
  static parse(text) {
    const data = textBytes(text, 'PHH text');
    return Phh.#make((out) => lib.xiapl_phh_parse(data, data.length, out));
  }

  /**
   * A document from JSON: one hand object or an array of them with the PHH
   * field names (the form json() gives), as a string or as the value itself.
   * Checked as parse checks a file.
   */
  static fromJson(json) {
    const text = typeof json === 'string' ? json : JSON.stringify(json);
    if (typeof text !== 'string') throw new TypeError('fromJson takes a JSON string, a hand object or an array of them');
    const data = Buffer.from(text, 'utf8');
    return Phh.#make((out) => lib.xiapl_phh_from_json(data, data.length, out));
  }

  /**
   * The hand of a table state as a one-hand document (state.toPhh(unit)):
   * amounts are chips times `unit` (a decimal; default "1").
   */
  static fromTable(state, unit = '1') {
    const handle = TableState.handleOf(state);
    const u = unitText(unit);
    return Phh.#make((out) => lib.xiapl_phh_from_table(handle, u, out));
  }

  #live() {
    if (this.#handle === null) throw invalid('the PHH document is closed; parse it again with parsePhh');
    return this.#handle;
  }

  #index(index, what = 'hand index') {
    const i = toCount(index, what);
    if (i >= this.#count) {
      throw invalid(this.#count === 0 ? `${what} ${i} is out of range: the document holds no hands`
        : `${what} ${i} is out of range: the document holds ${this.#count} hand(s), 0..${this.#count - 1}`);
    }
    return i;
  }

  /** An index of text() / json(): a hand, or PHH_ALL. */
  #indexOrAll(index) {
    return index === PHH_ALL ? PHH_ALL : this.#index(index);
  }

  /** The number of hands (1 for a .phh text). */
  get count() {
    this.#live();
    return this.#count;
  }

  /**
   * PHH text in the canonical field order: hand `index` as a .phh text, or
   * PHH_ALL for every hand as a .phhs text ([1], [2], ...). Without an index:
   * the whole document, as a .phh text when it holds one hand. Reading it
   * back gives the same hands.
   */
  text(index) {
    const handle = this.#live();
    const i = index === undefined ? (this.#count === 1 ? 0 : PHH_ALL) : this.#indexOrAll(index);
    return textOut('xiapl_phh_to_text', [handle, BigInt(i)], 4096);
  }

  /**
   * Hand `index` as a JSON value (an object with the PHH field names, the
   * known fields first), or PHH_ALL (the default) for an array of every hand.
   * TOML values JSON lacks are one-key objects ({ $datetime: "..." }, {
   * $float: "inf" }); integers beyond 2^53 lose digits here (text() is exact).
   */
  json(index = PHH_ALL) {
    return JSON.parse(this.jsonText(index));
  }

  /** json() as the library writes it: the JSON text. */
  jsonText(index = PHH_ALL) {
    const handle = this.#live();
    const i = this.#indexOrAll(index);
    return textOut('xiapl_phh_to_json', [handle, BigInt(i)], 4096);
  }

  /**
   * Import a poker site's hand-history text (docs/sites.md): a document of
   * the hands kept, each proved by replay to the site's collections, and the
   * report of the others. `site` is one of SITES, or null to detect each
   * hand's format; another name throws InvalidArgumentError.
   */
  static readSites(text, site = null) {
    const data = textBytes(text, 'site text');
    if (site !== null && typeof site !== 'string') throw new TypeError(`site must be a string or null, not ${typeof site}`);
    if (site !== null && site.includes('\0')) throw invalid('site must not contain a NUL character');
    const phh = Phh.#make((out) => lib.xiapl_sites_read(data, data.length, site, out));
    return { phh, report: phh.siteReport() };
  }

  /**
   * What readSites found: { hands, kept, failures: [{ site, hand, line,
   * reason }] } (a document read otherwise: its hands kept, no failure).
   */
  siteReport() {
    const handle = this.#live();
    return JSON.parse(textOut('xiapl_sites_report', [handle], 256));
  }

  /**
   * Hand `index` as PokerStars text, such that readSites gives the hand
   * back. Throws UnsupportedError for a variant other than NT, FT, PT, PO,
   * NO, FO, FO/8, PO/8 and NO/8 or runs PokerStars does not deal (more than
   * three).
   */
  pokerStars(index = 0) {
    const handle = this.#live();
    return textOut('xiapl_sites_to_pokerstars', [handle, this.#index(index)], 4096);
  }

  /**
   * The hand's own chip unit as a decimal string ("1", "0.01"): the largest
   * power of ten, at most 1, that makes its antes, blinds, min_bet, starting
   * stacks and bets whole.
   */
  chipUnit(index = 0) {
    const handle = this.#live();
    return textOut('xiapl_phh_chip_unit', [handle, this.#index(index)], 32);
  }

  /**
   * What the hand's actions say about its game and cards, as its replay reads
   * them: { game (the variant's Game value), betting (its Betting value),
   * potLimit, playerCount, board (every board card, a mask; 0n in stud and
   * the draw games), holes (known hole cards per player, p1 first; 0n:
   * unknown) }. Every variant has them.
   */
  info(index = 0) {
    const handle = this.#live();
    const i = this.#index(index);
    const buffer = Buffer.alloc(INFO.size);
    buffer.writeUInt32LE(INFO.size, 0);
    lib.xiapl_phh_info_get(handle, i, buffer);
    const players = buffer.readInt32LE(INFO.fields.player_count);
    const holes = [];
    for (let p = 0; p < Math.min(players, TABLE_MAX_SEATS); p++) holes.push(buffer.readBigUInt64LE(INFO.fields.holes + 8 * p));
    const betting = buffer.readInt32LE(INFO.fields.betting);
    return Object.freeze({
      game: buffer.readInt32LE(INFO.fields.game),
      betting,
      potLimit: betting === POT_LIMIT,
      playerCount: players,
      board: buffer.readBigUInt64LE(INFO.fields.board),
      holes: Object.freeze(holes),
    });
  }

  /** The board cards of a hand in the order dealt, as card ids. */
  boardCards(index = 0) {
    const handle = this.#live();
    const cards = new Int32Array(52);
    const length = new BigUint64Array(1);
    lib.xiapl_phh_board_cards(handle, this.#index(index), cards, 52, length);
    return Array.from(cards.subarray(0, Number(length[0])));
  }

  /**
   * Replays hand `index` through the rules engine and returns the final
   * TableState. Seats follow the player order (p1 = seat 0) and the button is
   * the last player. Amounts become chips of `unit` (a decimal; default: the
   * hand's chipUnit()); convert the state's stacks back with chipsToAmount.
   * Every variant replays (stud and draw hands too: their hole deals, bring-ins
   * and discards are history steps). An action the rules refuse throws
   * InvalidArgumentError whose message gives its index and text and the rule.
   */
  replay(index = 0, unit = null) {
    const handle = this.#live();
    const i = this.#index(index);
    const u = unitText(unit);
    return TableState.fromCall((out) => lib.xiapl_phh_replay(handle, i, u, out));
  }

  /**
   * Every state replay() passes through, in order: after the forced bets,
   * then after each board deal and each player action (board games: each
   * knows the hole cards the whole hand reveals), or after each action line
   * (stud and draw games: the hole deals and discards too; a show/muck line
   * repeats the state before it). Throws as replay() does.
   */
  replayStates(index = 0, unit = null) {
    const handle = this.#live();
    const i = this.#index(index);
    const u = unitText(unit);
    // The handles come back in a BigUint64Array: koffi writes an array of handles
    // into typed memory, and each is read back with koffi.decode.
    let capacity = 64;
    for (;;) {
      const handles = new BigUint64Array(capacity);
      const length = new BigUint64Array(1);
      const status = raw.xiapl_phh_replay_states(handle, i, u, handles, capacity, length);
      if (status === BUFFER_TOO_SMALL && Number(length[0]) > capacity) {
        capacity = Number(length[0]);
        continue;
      }
      check(status);
      return wrapStates(handles, Number(length[0]));
    }
  }

  get closed() {
    return this.#handle === null;
  }

  /** Free the document now; later calls throw. Closing twice is harmless. */
  close() {
    if (this.#handle !== null) {
      registry.unregister(this);
      lib.xiapl_phh_destroy(this.#handle);
      this.#handle = null;
    }
  }

  [Symbol.for('nodejs.dispose')]() {
    this.close();
  }

  toString() {
    if (this.#handle === null) return 'Phh (closed)';
    return `Phh (${this.#count} hand${this.#count === 1 ? '' : 's'})`;
  }
}

if (typeof Symbol.dispose === 'symbol' && Symbol.dispose !== Symbol.for('nodejs.dispose')) {
  Phh.prototype[Symbol.dispose] = Phh.prototype.close;
}

/** The handle at index i of a BigUint64Array of state handles (null for NULL). */
function handleAt(handles, i) {
  return handles[i] === 0n ? null : koffi.decode(handles, 8 * i, 'xiapl_table_state *');
}

/** TableStates owning the first `count` handles (every handle is owned before anything can throw). */
function wrapStates(handles, count) {
  const states = [];
  for (let i = 0; i < count; i++) states.push(TableState.fromHandle(handleAt(handles, i)));
  return states;
}

/** Read PHH text (a .phh hand or a .phhs file): Phh.parse. */
function parsePhh(text) {
  return Phh.parse(text);
}

/**
 * Why a text failed in a batch: it is read and replayed alone, which throws
 * the library's error with its message.
 */
function replayError(data, status) {
  let document = null;
  let state = null;
  try {
    document = Phh.parse(data);
    if (document.count !== 1) {
      const ErrorClass = errorClassFor(status);
      return new ErrorClass(`the text holds ${document.count} hands; replayTexts takes one hand per text`, status,
        raw.xiapl_status_name(status));
    }
    state = document.replay(0);
  } catch (error) {
    if (error instanceof XiaplError) return error;
    throw error;
  } finally {
    if (state) state.close();
    if (document) document.close();
  }
  const ErrorClass = errorClassFor(status);
  return new ErrorClass(`the hand failed in a batch (${raw.xiapl_status_name(status)}) but replays alone; ` +
    'please report it', status, raw.xiapl_status_name(status));
}

/**
 * Parses and replays many PHH texts of one hand each (strings or the bytes
 * of .phh files) in one call over `threads` threads (0, the default: one per
 * CPU), each with its own chip unit. Returns one entry per text, in order:
 * the final TableState, or the XiaplError that text alone gives (ParseError,
 * UnsupportedError for an undefined variant code, or InvalidArgumentError for
 * an action the rules refuse or a text of several hands). A failed text does not stop the others.
 */
function replayTexts(texts, { threads = 0 } = {}) {
  if (texts == null || typeof texts[Symbol.iterator] !== 'function' || typeof texts === 'string') {
    throw new TypeError('replayTexts takes an array (or iterable) of PHH texts, one hand each');
  }
  const threadCount = toI32(threads, 'threads');
  if (threadCount < 0) throw invalid(`threads is ${threadCount}; give 0 (one per CPU) or a positive count`);
  const data = Array.from(texts, (text, i) => textBytes(text, `texts[${i}]`));
  const count = data.length;
  if (count === 0) return [];
  // koffi passes the array of Buffers as the const char *const * of the texts
  // (each element a pointer to its Buffer's bytes, no copy, no NUL needed: the
  // lengths go beside). The handles come back in typed memory, as in replayStates.
  const lengths = BigUint64Array.from(data, (d) => BigInt(d.length));
  const handles = new BigUint64Array(count);
  const statuses = new Int32Array(count);
  lib.xiapl_phh_replay_texts(data, lengths, count, threadCount, handles, statuses);
  // Own every state first, so none leaks if finding an error's message throws.
  const states = [];
  for (let i = 0; i < count; i++) {
    const handle = handleAt(handles, i);
    states.push(handle === null ? null : TableState.fromHandle(handle));
  }
  return states.map((state, i) => (state !== null ? state : replayError(data[i], statuses[i] === OK
    ? CONSTANTS.XIAPL_ERR_INTERNAL : statuses[i])));
}

// The token of each XIAPL_PHH_VERB_* (xiapl_phh_action.verb).
const VERB_TOKENS = new Map([
  [CONSTANTS.XIAPL_PHH_VERB_DEAL_HOLE, 'dh'],
  [CONSTANTS.XIAPL_PHH_VERB_DEAL_BOARD, 'db'],
  [CONSTANTS.XIAPL_PHH_VERB_FOLD, 'f'],
  [CONSTANTS.XIAPL_PHH_VERB_CHECK_CALL, 'cc'],
  [CONSTANTS.XIAPL_PHH_VERB_BET_RAISE, 'cbr'],
  [CONSTANTS.XIAPL_PHH_VERB_SHOW_MUCK, 'sm'],
  [CONSTANTS.XIAPL_PHH_VERB_BRING_IN, 'pb'],
  [CONSTANTS.XIAPL_PHH_VERB_DISCARD, 'sd'],
  [CONSTANTS.XIAPL_PHH_VERB_COMMENT, ''],
]);

const VERB_KINDS = Object.freeze({
  dh: 'dealHole',
  db: 'dealBoard',
  f: 'fold',
  cc: 'checkOrCall',
  cbr: 'betOrRaise',
  sm: 'showOrMuck',
  pb: 'bringIn',
  sd: 'standPatOrDiscard',
  '': '', // commentary alone ("# note"): no step of the hand
});

/**
 * One PHH action line ("p1 cbr 300", "d dh p2 AsKs # note", "p3 pb", "p1 sd
 * 7c2d") read into { actor (1-based, null for the dealer), verb ("dh", "db",
 * "f", "cc", "cbr", "sm", "pb", "sd"), kind (its name: "dealHole",
 * "dealBoard", "fold", "checkOrCall", "betOrRaise", "showOrMuck", "bringIn",
 * "standPatOrDiscard"), player (dealt to by dh), cards (shown, or discarded
 * by sd), amount (the decimal as written, a string), comment }, absent fields
 * null. A line outside the grammar throws ParseError naming the token.
 */
function parsePhhAction(line) {
  if (typeof line !== 'string') {
    throw new TypeError(`a PHH action is a string like "p1 cbr 300", not ${typeof line}`);
  }
  const data = Buffer.from(line, 'utf8');
  const parts = Buffer.alloc(ACTION.size);
  parts.writeUInt32LE(ACTION.size, 0);
  lib.xiapl_phh_action_parse(data, data.length, parts);
  const field = (name) => parts.readInt32LE(ACTION.fields[name]);
  // A text of the line as written: its offset and length in the struct.
  const text = (name) => {
    const offset = Number(parts.readBigUInt64LE(ACTION.fields[`${name}_offset`]));
    const length = Number(parts.readBigUInt64LE(ACTION.fields[`${name}_length`]));
    return data.toString('utf8', offset, offset + length);
  };
  const verb = VERB_TOKENS.get(field('verb'));
  const cardIds = [];
  for (let k = 0; k < field('card_count'); k++) cardIds.push(parts.readInt32LE(ACTION.fields.card_ids + 4 * k));
  const cards = text('cards');
  return Object.freeze({
    actor: field('actor') || null,
    verb,
    kind: VERB_KINDS[verb],
    player: field('player') || null,
    cards: cards === '' ? null : cards,
    amount: verb === 'cbr' ? text('amount') : null,
    comment: field('has_comment') ? text('comment') : null,
    // The known cards in the order written ("7h6h": 7h, then 6h) and how many are written "??".
    cardIds: Object.freeze(cardIds),
    unknownCount: field('unknown_count'),
  });
}

// -- exact chips --------------------------------------------------------------

/**
 * A decimal amount as a whole number of chips of `unit`, exactly:
 * chipsFromAmount("0.5", "12.5") is 25. An amount that is not a whole number
 * of units throws InvalidArgumentError (use a smaller unit); never rounded.
 */
function chipsFromAmount(unit, amount) {
  const out = new BigInt64Array(1);
  lib.xiapl_chips_from_amount(decimalText(unit, 'unit'), decimalText(amount, 'amount'), out);
  const chips = out[0];
  if (chips > BigInt(Number.MAX_SAFE_INTEGER) || chips < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw invalid(`${amount} is ${chips} chips of ${unit}, beyond 2^53: use a larger unit`);
  }
  return Number(chips);
}

/** Chips times `unit` as an exact decimal string: chipsToAmount("0.5", 25) is "12.5". */
function chipsToAmount(unit, chips) {
  let value;
  if (typeof chips === 'bigint') {
    value = chips;
  } else if (typeof chips === 'number' && Number.isSafeInteger(chips)) {
    value = BigInt(chips);
  } else {
    throw invalid(`chips must be a whole number (a safe integer or a bigint), got ${String(chips)}`);
  }
  if (value < -(1n << 63n) || value >= 1n << 63n) throw invalid(`chips must fit 64 bits, got ${value}`);
  return textOut('xiapl_chips_to_amount', [decimalText(unit, 'unit'), value], 48);
}

/**
 * The largest power of ten, at most 1, that makes every amount a whole number
 * of chips, as a decimal string: chipUnit(["12.5", 0.25]) is "0.01"; no
 * amounts give "1".
 */
function chipUnit(amounts) {
  if (amounts == null || typeof amounts[Symbol.iterator] !== 'function' || typeof amounts === 'string') {
    throw new TypeError('chipUnit takes an array (or iterable) of amounts');
  }
  // An array of JS strings is the const char *const * koffi builds: each
  // element converted to a NUL-terminated UTF-8 copy for the call.
  const texts = Array.from(amounts, (a, i) => decimalText(a, `amounts[${i}]`));
  return textOut('xiapl_chip_unit', [texts.length ? texts : null, texts.length], 32);
}

/** The site formats readSites reads. */
const SITES = Object.freeze(['pokerstars', 'ggpoker', 'winningpoker', 'pacific', 'ipoker', 'partypoker', 'winamax', 'fulltilt']);

/** Phh.readSites(text, site): { phh, report }. */
function readSites(text, site = null) {
  return Phh.readSites(text, site);
}

module.exports = {
  PHH_ALL,
  SITES,
  readSites,
  Phh,
  parsePhh,
  replayTexts,
  parsePhhAction,
  chipsFromAmount,
  chipsToAmount,
  chipUnit,
};
