'use strict';

// Hand evaluation. A strength is an integer 1..7462: the rank of a hand's best
// five cards among the 7,462 distinct five-card hands; larger wins, equal ties.

const { lib, invalid, constants, CONSTANTS } = require('./native');
const { toI32, toMask, toMaskArray, toIdArray } = require('./convert');

/** Games (values of XIAPL_GAME_*). Omaha uses exactly two hole cards and three board cards. */
const Game = constants('XIAPL_GAME_', ['HOLDEM', 'OMAHA4', 'OMAHA5', 'OMAHA6']);

/** Hand categories, weakest first (values of XIAPL_CATEGORY_*). */
const Category = constants('XIAPL_CATEGORY_', ['HIGH_CARD', 'ONE_PAIR', 'TWO_PAIR', 'THREE_OF_A_KIND', 'STRAIGHT',
  'FLUSH', 'FULL_HOUSE', 'FOUR_OF_A_KIND', 'STRAIGHT_FLUSH']);

const CATEGORY_NAMES = Object.freeze(Object.keys(Category));
const GAME_NAMES = Object.freeze(['holdem', 'omaha4', 'omaha5', 'omaha6']);

/** The strength of a royal flush; 1 is 7-5-4-3-2 offsuit. */
const STRENGTH_MAX = CONSTANTS.XIAPL_STRENGTH_MAX;

function game(value) {
  return toI32(value, 'game');
}

/** The strength of the best five of 5, 6 or 7 cards (a mask). */
function evaluateMask(mask) {
  const out = new Int32Array(1);
  lib.xiapl_eval_mask(toMask(mask), out);
  return out[0];
}

/** The same from card ids; an id given twice throws. */
function evaluateIds(ids) {
  const array = toIdArray(ids, 'ids');
  const out = new Int32Array(1);
  lib.xiapl_eval_ids(array, array.length, out);
  return out[0];
}

/** One player's strength: Hold'em, best five of hole + board; Omaha, two hole + three board. */
function evaluateHand(board, hole, gameType = Game.HOLDEM) {
  const out = new Int32Array(1);
  lib.xiapl_eval_hand(game(gameType), toMask(hole, 'hole'), toMask(board, 'board'), out);
  return out[0];
}

/**
 * Strengths of many 5-7 card masks in one call (a BigUint64Array is used
 * without copying). Every mask is checked first; a bad one throws naming its index.
 */
function evaluateMany(masks) {
  const array = toMaskArray(masks, 'masks');
  const out = new Uint16Array(array.length);
  lib.xiapl_eval_masks(array, array.length, out);
  return out;
}

/** evaluateHand(boards[i], holes[i], game) for every i, in one call. */
function evaluateHandsMany(boards, holes, gameType = Game.HOLDEM) {
  const boardArray = toMaskArray(boards, 'boards');
  const holeArray = toMaskArray(holes, 'holes');
  if (boardArray.length !== holeArray.length) {
    throw invalid(`boards has ${boardArray.length} item(s) but holes has ${holeArray.length}; give one hole per board`);
  }
  const out = new Uint16Array(boardArray.length);
  lib.xiapl_eval_hands(game(gameType), holeArray, boardArray, boardArray.length, out);
  return out;
}

/** Showdown: the indices (ascending) of every player with the best hand; more than one is a split pot. */
function judge(holes, board, gameType = Game.HOLDEM) {
  const holeArray = toMaskArray(holes, 'holes');
  const winners = new Int32Array(Math.max(holeArray.length, 1));
  const length = new BigUint64Array(1);
  lib.xiapl_eval_showdown(game(gameType), holeArray, holeArray.length, toMask(board, 'board'), winners,
    holeArray.length, length);
  return Array.from(winners.subarray(0, Number(length[0])));
}

/**
 * The five cards that make the hand and the hole cards among them. Among
 * equally strong fives, the one with the numerically largest mask is chosen.
 */
function bestHand(board, hole, gameType = Game.HOLDEM) {
  const five = new BigUint64Array(1);
  const used = new BigUint64Array(1);
  const strength = new Int32Array(1);
  lib.xiapl_eval_best_five(game(gameType), toMask(hole, 'hole'), toMask(board, 'board'), five, used, strength);
  return { five: five[0], holeUsed: used[0], strength: strength[0] };
}

/** The category (a Category value) of a strength. */
function strengthCategory(strength) {
  const out = new Int32Array(1);
  lib.xiapl_strength_category(toI32(strength, 'strength'), out);
  return out[0];
}

/** The ranks (2..14) that order hands within the category, most significant first. */
function strengthKickers(strength) {
  const ranks = new Int32Array(5);
  const length = new BigUint64Array(1);
  lib.xiapl_strength_kickers(toI32(strength, 'strength'), ranks, 5, length);
  return Array.from(ranks.subarray(0, Number(length[0])));
}

function text(fn, strength) {
  const buffer = Buffer.alloc(128);
  const length = new BigUint64Array(1);
  fn(toI32(strength, 'strength'), buffer, buffer.length, length);
  return buffer.toString('utf8', 0, Number(length[0]));
}

/** "Three of a Kind [14 13 9]": the category and the kickers. */
function describeStrength(strength) {
  return text(lib.xiapl_strength_describe, strength);
}

/** A readable name: "full house, threes over twos", "royal flush". */
function handName(strength) {
  return text(lib.xiapl_strength_name, strength);
}

module.exports = {
  Game,
  GAME_NAMES,
  Category,
  CATEGORY_NAMES,
  STRENGTH_MAX,
  evaluateMask,
  evaluateIds,
  evaluateHand,
  evaluateMany,
  evaluateHandsMany,
  judge,
  bestHand,
  strengthCategory,
  strengthKickers,
  describeStrength,
  handName,
};
