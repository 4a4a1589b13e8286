'use strict';

// Hand-strength tables: for one canonical Hold'em board (3, 4 or 5 cards), one
// row per canonical (hero, board) situation, in the order of the canonical
// situation stream (heroes ascending by mask), with the situation's orbit
// size, the hero's expected hand strength (EHS) against one uniformly random
// opponent hand, the mean squared river strength (EHS^2) over the run-outs and,
// with bins, a histogram of the run-outs' river strengths. Over a board's rows
// the orbit-weighted mean of the EHS is 1/2. docs/strength.md.

const { lib, invalid, CONSTANTS } = require('./native');
const { toMask } = require('./convert');

/** The most rows one board has (every hero off a flop whose suits all differ, C(49, 2)). */
const STRENGTH_MAX_HEROES = CONSTANTS.XIAPL_STRENGTH_MAX_HEROES;
/** The most histogram bins boardStrengths takes. */
const STRENGTH_MAX_BINS = CONSTANTS.XIAPL_STRENGTH_MAX_BINS;

function binCount(value) {
  if (typeof value !== 'number') throw new TypeError(`bins must be a number, not ${typeof value}`);
  if (!Number.isInteger(value) || value < 0 || value > STRENGTH_MAX_BINS) {
    throw invalid(`bins ${value} is out of range; use 0 (no histogram) to ${STRENGTH_MAX_BINS}`);
  }
  return value;
}

/** The first `length` items of a column, copied when shorter so the spare rows are freed. */
function trim(column, length) {
  return length === column.length ? column : column.slice(0, length);
}

/**
 * Every canonical (hero, board) row of one Hold'em board with its EHS, EHS^2
 * and, with `bins` (1 to STRENGTH_MAX_BINS; default 0, none), its run-out
 * histogram: { board, bins, heroes, orbitSizes (BigUint64Array), ehs, ehs2
 * (Float64Array), histogram (Uint32Array of heroes.length * bins counters,
 * row-major: row i is histogram.subarray(i * bins, (i + 1) * bins); null
 * without bins) }. A run-out with river strength e counts in bin
 * min(floor(e * bins), bins - 1); each row's counters add up to its run-outs
 * (1081 on the flop, 46 on the turn, 1 on the river). `board` must be in
 * canonical form (canonicalizeBoard gives it back): any other board throws
 * InvalidArgumentError naming the canonical board to pass.
 */
function boardStrengths(board, { bins = 0 } = {}) {
  const mask = toMask(board, 'board');
  const width = binCount(bins);
  const capacity = STRENGTH_MAX_HEROES;
  const heroes = new BigUint64Array(capacity);
  const orbitSizes = new BigUint64Array(capacity);
  const ehs = new Float64Array(capacity);
  const ehs2 = new Float64Array(capacity);
  const histogram = width ? new Uint32Array(capacity * width) : null;
  const count = new BigUint64Array(1);
  lib.xiapl_strength_board(mask, width, heroes, orbitSizes, ehs, ehs2, histogram, capacity, count);
  const rows = Number(count[0]);
  return Object.freeze({
    board: mask,
    bins: width,
    heroes: trim(heroes, rows),
    orbitSizes: trim(orbitSizes, rows),
    ehs: trim(ehs, rows),
    ehs2: trim(ehs2, rows),
    histogram: histogram && trim(histogram, rows * width),
  });
}

module.exports = { STRENGTH_MAX_HEROES, STRENGTH_MAX_BINS, boardStrengths };
