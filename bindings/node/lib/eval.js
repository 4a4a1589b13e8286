'use strict';

// Hand evaluation. A strength is an integer 1..7462: the rank of a hand's best
// five cards among the 7,462 distinct five-card hands; larger wins, equal ties.

const { lib, check, invalid } = require('./native');
const { toI32, toMask, toMaskArray, toIdArray } = require('./convert');

/** Games (values of XIAPL_GAME_*). Omaha uses exactly two hole cards and three board cards. */
const Game = Object.freeze({ HOLDEM: 0, OMAHA4: 1, OMAHA5: 2, OMAHA6: 3 });

/** Hand categories, weakest first (values of XIAPL_CATEGORY_*). */
const Category = Object.freeze({
  HIGH_CARD: 0,
  ONE_PAIR: 1,
  TWO_PAIR: 2,
  THREE_OF_A_KIND: 3,
  STRAIGHT: 4,
  FLUSH: 5,
  FULL_HOUSE: 6,
  FOUR_OF_A_KIND: 7,
  STRAIGHT_FLUSH: 8,
});

const CATEGORY_NAMES = Object.freeze(Object.keys(Category));
const GAME_NAMES = Object.freeze(['holdem', 'omaha4', 'omaha5', 'omaha6']);

/** The strength of a royal flush; 1 is 7-5-4-3-2 offsuit. */
const STRENGTH_MAX = 7462;

function game(value) {
  return toI32(value, 'game');
}

/** The strength of the best five of 5, 6 or 7 cards (a mask). */
function evaluateMask(mask) {
  const out = new Int32Array(1);
  check(lib.xiapl_evaluate_mask(toMask(mask), out));
  return out[0];
}

/** The same from card ids; an id given twice throws. */
function evaluateIds(ids) {
  const array = toIdArray(ids, 'ids');
  const out = new Int32Array(1);
  check(lib.xiapl_evaluate_ids(array, array.length, out));
  return out[0];
}

/** One player's strength: Hold'em, best five of hole + board; Omaha, two hole + three board. */
function evaluateHand(board, hole, gameType = Game.HOLDEM) {
  const out = new Int32Array(1);
  check(lib.xiapl_evaluate_hand(toMask(board, 'board'), toMask(hole, 'hole'), game(gameType), out));
  return out[0];
}

/**
 * Strengths of many 5-7 card masks in one call (a BigUint64Array is used
 * without copying). Every mask is checked first; a bad one throws naming its index.
 */
function evaluateMany(masks) {
  const array = toMaskArray(masks, 'masks');
  const out = new Uint16Array(array.length);
  check(lib.xiapl_evaluate_many(array, array.length, out));
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
  check(lib.xiapl_evaluate_hands_many(boardArray, holeArray, boardArray.length, game(gameType), out));
  return out;
}

/** Showdown: the indices (ascending) of every player with the best hand; more than one is a split pot. */
function judge(holes, board, gameType = Game.HOLDEM) {
  const holeArray = toMaskArray(holes, 'holes');
  const winners = new Int32Array(Math.max(holeArray.length, 1));
  const length = new BigUint64Array(1);
  check(lib.xiapl_judge(holeArray, holeArray.length, toMask(board, 'board'), game(gameType), winners,
    holeArray.length, length));
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
  check(lib.xiapl_best_hand(toMask(board, 'board'), toMask(hole, 'hole'), game(gameType), five, used, strength));
  return { five: five[0], holeUsed: used[0], strength: strength[0] };
}

/** The category (a Category value) of a strength. */
function strengthCategory(strength) {
  const out = new Int32Array(1);
  check(lib.xiapl_strength_category(toI32(strength, 'strength'), out));
  return out[0];
}

/** The ranks (2..14) that order hands within the category, most significant first. */
function strengthKickers(strength) {
  const ranks = new Int32Array(5);
  const length = new BigUint64Array(1);
  check(lib.xiapl_strength_kickers(toI32(strength, 'strength'), ranks, 5, length));
  return Array.from(ranks.subarray(0, Number(length[0])));
}

function text(fn, strength) {
  const buffer = Buffer.alloc(128);
  const length = new BigUint64Array(1);
  check(fn(toI32(strength, 'strength'), buffer, buffer.length, length));
  return buffer.toString('utf8', 0, Number(length[0]));
}

/** "Three of a Kind [14 13 9]": the category and the kickers. */
function describeStrength(strength) {
  return text(lib.xiapl_describe_strength, strength);
}

/** A readable name: "full house, threes over twos", "royal flush". */
function handName(strength) {
  return text(lib.xiapl_hand_name, strength);
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
