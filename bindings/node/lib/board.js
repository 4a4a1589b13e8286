'use strict';

// Board facts (the header's analysis section, unstable tier) and a hand's
// money facts: a flop's texture, the classes of a deck's flops under a group
// of suit relabellings, a game's deck, and the VPIP/PFR facts of a table
// state's history. The library decides every one; this module only reads them.

const { lib, constants, invalid } = require('./native');
const { toMask } = require('./convert');
const { Game, toGame } = require('./games');

/** A flop's one texture label (values of XIAPL_FLOP_TEXTURE_*). */
const FlopTexture = constants('XIAPL_FLOP_TEXTURE_');
/** A flop's suits (values of XIAPL_FLOP_SUITS_*). */
const FlopSuits = constants('XIAPL_FLOP_SUITS_');
/** A flop's pairing (values of XIAPL_FLOP_PAIRING_*). */
const FlopPairing = constants('XIAPL_FLOP_PAIRING_');

// The members of an enumeration as words, by value: TWO_TONE is "two-tone".
function words(members) {
  return Object.fromEntries(Object.entries(members).map(([name, value]) => [value, name.toLowerCase().replace(/_/g, '-')]));
}

const TEXTURE_WORDS = words(FlopTexture);
const SUIT_WORDS = words(FlopSuits);
const PAIRING_WORDS = words(FlopPairing);

// The most flop classes: every flop of a full deck its own.
const MAX_FLOPS = 22100;
const MAX_SEATS = 10;

/**
 * The texture of a flop (three cards of the game's deck) of a board game:
 * { texture, suits, pairing, connected }, the first three as words
 * ("connected", "two-tone", "unpaired", ...). texture is the first that holds
 * of monotone, paired, connected, two-tone, rainbow; connected: one straight
 * of the game can use the three ranks (the ace high or low; in short deck low
 * in A-6-7-8-9).
 */
function flopTexture(flop, gameType = Game.HOLDEM) {
  const out = new Int32Array(4);
  lib.xiapl_flop_texture(toGame(gameType), toMask(flop, 'flop'), out.subarray(0, 1), out.subarray(1, 2),
    out.subarray(2, 3), out.subarray(3, 4));
  return {
    texture: TEXTURE_WORDS[out[0]],
    suits: SUIT_WORDS[out[1]],
    pairing: PAIRING_WORDS[out[2]],
    connected: out[3] !== 0,
  };
}

/**
 * The classes of a board game's flops under a group of suit relabellings
 * (arrays of 4: suit s moves to r[s]; a group: the identity among them, closed
 * under composition), ascending by mask: [{ flop (a BigInt mask), weight }].
 * All 24 relabellings give the canonical flops; the weights sum to the number
 * of flops of the deck (22,100, or 7,140 in short deck).
 */
function flopClasses(relabellings, gameType = Game.HOLDEM) {
  if (!Array.isArray(relabellings)) throw invalid('relabellings must be an array of suit relabellings such as [0, 1, 2, 3]');
  const flat = new Int32Array(4 * relabellings.length + 1);
  relabellings.forEach((r, i) => {
    if (!Array.isArray(r) || r.length !== 4 || !r.every(Number.isInteger)) {
      throw invalid(`relabelling ${i} must be an array of 4 suits 0..3 (c, d, h, s), not ${JSON.stringify(r)}`);
    }
    flat.set(r, 4 * i);
  });
  const flops = new BigUint64Array(MAX_FLOPS);
  const weights = new BigUint64Array(MAX_FLOPS);
  const count = new BigUint64Array(1);
  lib.xiapl_flop_classes(toGame(gameType), flat, relabellings.length, flops, weights, MAX_FLOPS, count);
  const out = [];
  for (let i = 0; i < Number(count[0]); i++) out.push({ flop: flops[i], weight: Number(weights[i]) });
  return out;
}

/** The cards a game deals from as a mask (BigInt): all 52, or the 36 six to ace of short deck. */
function gameDeck(gameType) {
  const out = new BigUint64Array(1);
  lib.xiapl_game_deck(toGame(gameType), out);
  return out[0];
}

/**
 * The money facts of a table state's history: { voluntaryRound, raiseRound,
 * firstInRaiser }. Per seat the first betting round (0: preflop, stud's third
 * street, a draw game's first round) in which it put chips in voluntarily
 * (VPIP counts 0) and the first in which it raised (PFR counts 0), -1 for
 * never; the seat that raised first in, or null.
 */
function moneyFacts(state) {
  const { TableState } = require('./table');
  const handle = TableState.handleOf(state);
  const voluntary = new Int32Array(MAX_SEATS);
  const raised = new Int32Array(MAX_SEATS);
  const seats = new BigUint64Array(1);
  const firstIn = new Int32Array(1);
  lib.xiapl_table_money_facts(handle, voluntary, raised, MAX_SEATS, seats, firstIn);
  const n = Number(seats[0]);
  return {
    voluntaryRound: Array.from(voluntary.subarray(0, n)),
    raiseRound: Array.from(raised.subarray(0, n)),
    firstInRaiser: firstIn[0] >= 0 ? firstIn[0] : null,
  };
}

/**
 * The street total a pot-sized bet or raise of the seat to act reaches: it
 * calls, then raises by the whole pot including the call, kept within the
 * legal bet-or-raise range (under pot limit: the largest legal raise).
 * Throws InvalidArgumentError when nobody may bet or raise.
 */
function potRaiseTo(state) {
  const { TableState } = require('./table');
  const out = new BigInt64Array(1);
  lib.xiapl_table_pot_raise_to(TableState.handleOf(state), out);
  return Number(out[0]);
}

/**
 * The suit relabellings that map every range onto itself, weights included:
 * a group (what flopClasses takes), the identity first, then in lexicographic
 * order, each [to(c), to(d), to(h), to(s)]. All 24 for ranges of hand classes
 * ("AKs", "QQ"); fewer when a range names suits ("AhKh").
 */
function suitSymmetries(...ranges) {
  const { Range } = require('./equity');
  const handles = ranges.map((range, i) => {
    if (!(range instanceof Range)) throw new TypeError(`ranges[${i}] must be a Range`);
    return Range.handleOf(range);
  });
  const out = new Int32Array(4 * 24);
  const count = new BigUint64Array(1);
  lib.xiapl_range_suit_symmetries(handles.length ? handles : [null], handles.length, out, 24, count);
  const group = [];
  for (let i = 0; i < Number(count[0]); i++) group.push(Array.from(out.subarray(4 * i, 4 * i + 4)));
  return group;
}

module.exports = {
  FlopTexture, FlopSuits, FlopPairing, flopTexture, flopClasses, gameDeck, moneyFacts, potRaiseTo, suitSymmetries,
};
