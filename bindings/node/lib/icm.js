'use strict';

// Tournament prize equity by the Independent Chip Model (docs/icm.md): a
// player takes first place with probability stack / total chips, and each
// next place the same way among the players left. Stacks are positive chip
// counts, one per player still in; payouts the prizes of the places still
// paid, first place first (at most one per player, none larger than the place
// above). Bad input throws InvalidArgumentError naming the input and the fix.

const { lib, invalid, CONSTANTS } = require('./native');

/** The largest field exact() takes (a 64-bit set of players). */
const ICM_MAX_EXACT_PLAYERS = CONSTANTS.XIAPL_ICM_MAX_EXACT_PLAYERS;
const ROWS = CONSTANTS.XIAPL_ICM_ROWS;

function doubles(values, what) {
  if (values === null || typeof values !== 'object' || typeof values[Symbol.iterator] !== 'function') {
    throw new TypeError(`${what} must be an array of numbers, not ${values === null ? 'null' : typeof values}`);
  }
  const items = Array.from(values);
  items.forEach((value, i) => {
    if (typeof value !== 'number') throw new TypeError(`${what}[${i}] is ${String(value)}; give a number`);
  });
  return Float64Array.from(items);
}

function playerIndex(value, what) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`${what} must be a player index (an integer), not ${String(value)}`);
  }
  if (value < 0) throw invalid(`${what} is ${value}; player indices start at 0`);
  return value;
}

/** Each player's prize equity, exactly (a Float64Array in the order of stacks). Throws
 * LimitExceededError for a field beyond the exact form's bounds: use monteCarlo. */
function exact(stacks, payouts) {
  const s = doubles(stacks, 'stacks');
  const p = doubles(payouts, 'payouts');
  const out = new Float64Array(s.length);
  lib.xiapl_icm_exact(s, s.length, p, p.length, out, out.length, new BigUint64Array(1));
  return out;
}

/**
 * Each player's prize equity from `iterations` finishing orders drawn from
 * `seed` (a number or BigInt), with standard errors: { equity, stdError
 * (Float64Array), iterations, seed (BigInt) }. The same seed gives
 * bit-identical results at every `threads` (0, the default: one per CPU).
 */
function monteCarlo(stacks, payouts, iterations, { seed = 0, threads = 0 } = {}) {
  const s = doubles(stacks, 'stacks');
  const p = doubles(payouts, 'payouts');
  if (!Number.isSafeInteger(iterations) || iterations < 2) {
    throw invalid(`iterations is ${String(iterations)}; give an integer >= 2 (a standard error needs two samples)`);
  }
  if (!Number.isInteger(threads) || threads < 0) {
    throw invalid(`threads is ${String(threads)}; give 0 (one per CPU) or a positive count`);
  }
  const seedValue = BigInt.asUintN(64, BigInt(seed));
  const equity = new Float64Array(s.length);
  const stdError = new Float64Array(s.length);
  lib.xiapl_icm_monte_carlo(s, s.length, p, p.length, iterations, seedValue, threads, equity, stdError, s.length,
    new BigUint64Array(1));
  return Object.freeze({ equity, stdError, iterations, seed: seedValue });
}

/**
 * The bubble factor of `player` in an all-in against `opponent` for the
 * smaller of their stacks (exact form): { equity, equityWin, equityLose,
 * factor (Infinity when winning gains nothing), breakEven (factor / (1 +
 * factor)), riskPremium (breakEven - 0.5) }.
 */
function bubbleFactor(stacks, payouts, player, opponent) {
  const s = doubles(stacks, 'stacks');
  const p = doubles(payouts, 'payouts');
  const v = Array.from({ length: 6 }, () => new Float64Array(1));
  lib.xiapl_icm_bubble_factor(s, s.length, p, p.length, playerIndex(player, 'player'),
    playerIndex(opponent, 'opponent'), v[0], v[1], v[2], v[3], v[4], v[5]);
  return Object.freeze({
    equity: v[0][0], equityWin: v[1][0], equityLose: v[2][0], factor: v[3][0], breakEven: v[4][0], riskPremium: v[5][0],
  });
}

/**
 * Prize equity of every player when `shover` moves all in and `caller` calls
 * or folds (everyone else has folded). `stacks` are the stacks at the start
 * of the hand, `posted` what each had already put in (blinds, antes; default
 * none); `win` and `tie` the caller's showdown chances. Returns { fold,
 * callWin, callLose, callSplit, call (Float64Array each), breakEven, caller,
 * callGain (calling minus folding, for the caller) }.
 */
function shoveCall(stacks, payouts, shover, caller, win, tie = 0, { posted = null } = {}) {
  const s = doubles(stacks, 'stacks');
  const p = doubles(payouts, 'payouts');
  const posts = posted === null ? new Float64Array(s.length) : doubles(posted, 'posted');
  if (posts.length !== s.length) {
    throw invalid(`posted has ${posts.length} amounts but stacks has ${s.length}; give one per player (0 for none)`);
  }
  if (typeof win !== 'number' || typeof tie !== 'number') throw new TypeError('win and tie must be numbers');
  const c = playerIndex(caller, 'caller');
  const n = s.length;
  const rows = new Float64Array(n * ROWS);
  const breakEven = new Float64Array(1);
  lib.xiapl_icm_shove_call(s, n, p, p.length, posts, playerIndex(shover, 'shover'), c, win, tie, rows, rows.length,
    new BigUint64Array(1), breakEven);
  const row = (r) => rows.slice(r * n, (r + 1) * n);
  const call = row(CONSTANTS.XIAPL_ICM_ROW_CALL);
  const fold = row(CONSTANTS.XIAPL_ICM_ROW_FOLD);
  return Object.freeze({
    fold,
    callWin: row(CONSTANTS.XIAPL_ICM_ROW_CALL_WIN),
    callLose: row(CONSTANTS.XIAPL_ICM_ROW_CALL_LOSE),
    callSplit: row(CONSTANTS.XIAPL_ICM_ROW_CALL_SPLIT),
    call,
    breakEven: breakEven[0],
    caller: c,
    callGain: call[c] - fold[c],
  });
}

module.exports = { ICM_MAX_EXACT_PLAYERS, icm: Object.freeze({ exact, monteCarlo, bubbleFactor, shoveCall }) };
