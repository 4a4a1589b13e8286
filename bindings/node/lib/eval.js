'use strict';

// Hand evaluation. A strength is an integer that orders hands within one
// ranking: larger wins, equal ties. In Hold'em's ranking (Ranking.HIGH) it is
// 1..7462, the rank of a hand's best five cards among the 7,462 distinct
// five-card hands; the other rankings (short deck, the lows, badugi) have their
// own ranges (rankingMax), and the decoding functions take the ranking.

const { lib, invalid, constants, CONSTANTS } = require('./native');
const { toI32, toMask, toMaskArray, toIdArray } = require('./convert');
const { Game, Ranking, toGame } = require('./games');

/** Hand categories, weakest first (values of XIAPL_CATEGORY_*). */
const Category = constants('XIAPL_CATEGORY_');

const CATEGORY_NAMES = Object.freeze(Object.keys(Category));

/** The strength of a royal flush; 1 is 7-5-4-3-2 offsuit. */
const STRENGTH_MAX = CONSTANTS.XIAPL_STRENGTH_MAX;

function game(value) {
  return toGame(value);
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

/**
 * One player's strength in the game's main ranking (gameInfo(game).highRanking;
 * the high half of a hi/lo game): Hold'em, the best five of hole + board;
 * Omaha, exactly two hole + three board. Stud, razz, 2-7 lowball and badugi
 * have no board: all of a player's cards are `hole` and `board` is 0.
 */
function evaluateHand(board, hole, gameType = Game.HOLDEM) {
  const out = new Int32Array(1);
  lib.xiapl_eval_hand(game(gameType), toMask(hole, 'hole'), toMask(board, 'board'), out);
  return out[0];
}

/**
 * The low half of a hi/lo hand (OMAHA4_HILO, OMAHA5_HILO, STUD_HILO): its
 * Ranking.EIGHT_OR_BETTER strength, or null when the hand has no qualifying
 * low. A game without a low half throws InvalidArgumentError.
 */
function evaluateLow(board, hole, gameType) {
  const out = new Int32Array(1);
  lib.xiapl_eval_low(game(gameType), toMask(hole, 'hole'), toMask(board, 'board'), out);
  return out[0] === 0 ? null : out[0];
}

/**
 * Strengths of many 5-7 card masks (a BigUint64Array is used without
 * copying). A bad mask throws, naming its index.
 */
function evaluateMany(masks) {
  const array = toMaskArray(masks, 'masks');
  const out = new Uint16Array(array.length);
  // out is new and dropped on an error, so a long batch goes in calls the
  // library evaluates in one pass (xiapl_eval_masks reads a longer one
  // twice); on an error the whole batch is passed once more, for the message
  // with the index in the whole batch.
  const step = CONSTANTS.XIAPL_EVAL_MASKS_ONE_PASS;
  if (array.length <= step) {
    lib.xiapl_eval_masks(array, array.length, out);
    return out;
  }
  try {
    for (let start = 0; start < array.length; start += step) {
      const end = Math.min(start + step, array.length);
      lib.xiapl_eval_masks(array.subarray(start, end), end - start, out.subarray(start, end));
    }
  } catch (error) {
    lib.xiapl_eval_masks(array, array.length, out);
    throw error;
  }
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

/**
 * evaluateLow(boards[i], holes[i], game) for every i, in one call: the low
 * half of each hi/lo hand, 0 where no low qualifies. Every hand is checked
 * first (a bad one throws naming its index); a game without a low half throws
 * InvalidArgumentError, even with no hands.
 */
function evaluateLowsMany(boards, holes, gameType) {
  const boardArray = toMaskArray(boards, 'boards');
  const holeArray = toMaskArray(holes, 'holes');
  if (boardArray.length !== holeArray.length) {
    throw invalid(`boards has ${boardArray.length} item(s) but holes has ${holeArray.length}; give one hole per board`);
  }
  const out = new Uint16Array(boardArray.length);
  lib.xiapl_eval_lows(game(gameType), holeArray, boardArray, boardArray.length, out);
  return out;
}

// Completions of a partial Hold'em hand: every way to add handSize - |cards|
// cards, from the deck less `cards` and `dead`, to `cards`, in ascending
// lexicographic order of the added card ids (nested loops, the first added
// card outermost), each hand's strength as evaluateMask gives it.

function completionArguments(cards, dead, handSize) {
  return { mask: toMask(cards, 'cards'), deadMask: toMask(dead, 'dead'), size: toI32(handSize, 'handSize') };
}

/**
 * The number of completions of `cards` to `handSize` (5, 6 or 7) cards:
 * C(52 - |cards| - |dead|, handSize - |cards|). More cards than handSize, a
 * card both in `cards` and `dead` or another hand size throws InvalidArgumentError.
 */
function countCompletions(cards, dead = 0n, handSize = 7) {
  const { mask, deadMask, size } = completionArguments(cards, dead, handSize);
  const out = new BigUint64Array(1);
  lib.xiapl_eval_count_completions(mask, deadMask, size, out);
  return Number(out[0]);
}

/**
 * The strength of every completion (countCompletions of them), in the order
 * above: a Uint16Array; each is evaluateMask(cards | added). From no cards
 * to seven that is 133,784,560 strengths (268 MB); completionHistogram counts
 * them without holding them.
 */
function completions(cards, dead = 0n, handSize = 7) {
  const { mask, deadMask, size } = completionArguments(cards, dead, handSize);
  const count = new BigUint64Array(1);
  lib.xiapl_eval_count_completions(mask, deadMask, size, count);
  const out = new Uint16Array(Number(count[0]));
  const length = new BigUint64Array(1);
  lib.xiapl_eval_completions(mask, deadMask, size, out, out.length, length);
  return out;
}

const HISTOGRAMS = Object.freeze({
  strength: { by: CONSTANTS.XIAPL_HISTOGRAM_BY_STRENGTH, size: STRENGTH_MAX + 1 },
  category: { by: CONSTANTS.XIAPL_HISTOGRAM_BY_CATEGORY, size: CATEGORY_NAMES.length },
});

/**
 * How many completions have each strength (by 'strength', the default:
 * counts[s] for s = 0..STRENGTH_MAX, counts[0] is 0) or each category (by
 * 'category': counts[k] for Category k, nine counts). The counts sum to
 * countCompletions(cards, dead, handSize).
 */
function completionHistogram(cards, dead = 0n, handSize = 7, by = 'strength') {
  if (typeof by !== 'string') throw new TypeError(`by must be 'strength' or 'category', not ${typeof by}`);
  const kind = Object.hasOwn(HISTOGRAMS, by) ? HISTOGRAMS[by] : undefined;
  if (kind === undefined) throw invalid(`unknown histogram ${JSON.stringify(by)}; use 'strength' or 'category'`);
  const { mask, deadMask, size } = completionArguments(cards, dead, handSize);
  const counts = new BigUint64Array(kind.size);
  const length = new BigUint64Array(1);
  lib.xiapl_eval_completions_histogram(mask, deadMask, size, kind.by, counts, counts.length, length);
  return Array.from(counts.subarray(0, Number(length[0])), Number);
}

function showdown(fn, holes, board, gameType) {
  const holeArray = toMaskArray(holes, 'holes');
  const winners = new Int32Array(Math.max(holeArray.length, 1));
  const length = new BigUint64Array(1);
  fn(game(gameType), holeArray, holeArray.length, toMask(board, 'board'), winners, holeArray.length, length);
  return Array.from(winners.subarray(0, Number(length[0])));
}

/** Showdown: the indices (ascending) of every player with the best hand; more than one is a split pot. */
function judge(holes, board, gameType = Game.HOLDEM) {
  return showdown(lib.xiapl_eval_showdown, holes, board, gameType);
}

/**
 * The low half of a hi/lo showdown: the indices (ascending) of every player
 * with the best qualifying low, [] when no hand qualifies (the high hands then
 * take the whole pot).
 */
function judgeLow(holes, board, gameType) {
  return showdown(lib.xiapl_eval_showdown_low, holes, board, gameType);
}

function best(fn, board, hole, gameType) {
  const five = new BigUint64Array(1);
  const used = new BigUint64Array(1);
  const strength = new Int32Array(1);
  fn(game(gameType), toMask(hole, 'hole'), toMask(board, 'board'), five, used, strength);
  return { five: five[0], holeUsed: used[0], strength: strength[0] };
}

/**
 * The five cards that make the hand (a badugi: its one to four cards) and the
 * hole cards among them. Among equally strong fives, the one with the
 * numerically largest mask is chosen.
 */
function bestHand(board, hole, gameType = Game.HOLDEM) {
  return best(lib.xiapl_eval_best_five, board, hole, gameType);
}

/**
 * The five cards of a hi/lo hand's low half and the hole cards among them,
 * with bestHand's tie rule; null when no low qualifies.
 */
function bestLow(board, hole, gameType) {
  const result = best(lib.xiapl_eval_best_low, board, hole, gameType);
  return result.strength === 0 ? null : result;
}

function ranking(value) {
  return toI32(value, 'ranking');
}

/** The strength of a ranking's best hand (Ranking.HIGH: STRENGTH_MAX; Ranking.NONE: 0). */
function rankingMax(rankingType) {
  const out = new Int32Array(1);
  lib.xiapl_ranking_max(ranking(rankingType), out);
  return out[0];
}

/**
 * The category (a Category value) of a strength of `rankingType` (default
 * Ranking.HIGH); a low or a badugi with no pair is HIGH_CARD.
 */
function strengthCategory(strength, rankingType = Ranking.HIGH) {
  const r = ranking(rankingType);
  const s = toI32(strength, 'strength');
  const out = new Int32Array(1);
  if (r === Ranking.HIGH) lib.xiapl_strength_category(s, out);
  else lib.xiapl_ranking_category(r, s, out);
  return out[0];
}

/**
 * The ranks that order hands within the category, most significant first:
 * 2..14 in the high rankings; in the eight-or-better, ace-to-five and badugi
 * rankings the ace is 1 (a badugi lists one rank per card).
 */
function strengthKickers(strength, rankingType = Ranking.HIGH) {
  const r = ranking(rankingType);
  const s = toI32(strength, 'strength');
  const ranks = new Int32Array(5);
  const length = new BigUint64Array(1);
  if (r === Ranking.HIGH) lib.xiapl_strength_kickers(s, ranks, 5, length);
  else lib.xiapl_ranking_kickers(r, s, ranks, 5, length);
  return Array.from(ranks.subarray(0, Number(length[0])));
}

function text(high, other, strength, rankingType) {
  const r = ranking(rankingType);
  const s = toI32(strength, 'strength');
  const buffer = Buffer.alloc(128);
  const length = new BigUint64Array(1);
  if (r === Ranking.HIGH) high(s, buffer, buffer.length, length);
  else other(r, s, buffer, buffer.length, length);
  return buffer.toString('utf8', 0, Number(length[0]));
}

/** "Three of a Kind [14 13 9]", "Low [8 6 4 2 1]", "Badugi [4 3 2 1]": the category and the ranks. */
function describeStrength(strength, rankingType = Ranking.HIGH) {
  return text(lib.xiapl_strength_describe, lib.xiapl_ranking_describe, strength, rankingType);
}

/** A readable name: "full house, threes over twos", "royal flush", "8-6-4-2-A low", "three-card badugi 5-3-2". */
function handName(strength, rankingType = Ranking.HIGH) {
  return text(lib.xiapl_strength_name, lib.xiapl_ranking_name, strength, rankingType);
}

module.exports = {
  Category,
  CATEGORY_NAMES,
  STRENGTH_MAX,
  evaluateMask,
  evaluateIds,
  evaluateHand,
  evaluateLow,
  evaluateMany,
  evaluateHandsMany,
  evaluateLowsMany,
  countCompletions,
  completions,
  completionHistogram,
  judge,
  judgeLow,
  bestHand,
  bestLow,
  rankingMax,
  strengthCategory,
  strengthKickers,
  describeStrength,
  handName,
};
