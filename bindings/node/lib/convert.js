'use strict';

// Checks of JS values before they cross into libxiapl: koffi wraps
// out-of-range integers silently (-1n becomes 2^64 - 1), so every integer is
// checked here first.

const { invalid } = require('./native');

const U64_LIMIT = 1n << 64n;

/** A uint64 as a BigInt, from a bigint or a non-negative safe integer. */
function toU64(value, what) {
  if (typeof value === 'bigint') {
    if (value < 0n || value >= U64_LIMIT) throw invalid(`${what} must be between 0 and 2^64 - 1, got ${value}`);
    return value;
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw invalid(`${what} must be a non-negative integer (use a BigInt above 2^53), got ${value}`);
    }
    return BigInt(value);
  }
  throw new TypeError(`${what} must be a bigint or a number, not ${typeof value}`);
}

/** A card mask (bits >= 52 are rejected by the library with its own message). */
function toMask(value, what = 'card mask') {
  return toU64(value, what);
}

/** An int32 (ids, strengths, games): the library checks the range that matters. */
function toI32(value, what) {
  if (typeof value === 'bigint') value = Number(value);
  if (typeof value !== 'number') throw new TypeError(`${what} must be an integer, not ${typeof value}`);
  if (!Number.isInteger(value) || value < -2147483648 || value > 2147483647) {
    throw invalid(`${what} must be a 32-bit integer, got ${value}`);
  }
  return value;
}

/** A count (cards to deal, burn): a non-negative safe integer. */
function toCount(value, what) {
  if (typeof value === 'bigint') value = Number(value);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalid(`${what} must be a non-negative integer, got ${String(value)}`);
  }
  return value;
}

/** A BigUint64Array of masks: used as is if it already is one, else copied and checked. */
function toMaskArray(values, what) {
  if (values instanceof BigUint64Array) return values;
  if (values == null || typeof values[Symbol.iterator] !== 'function') {
    throw new TypeError(`${what} must be a BigUint64Array or an iterable of masks`);
  }
  const list = Array.from(values);
  const out = new BigUint64Array(list.length);
  list.forEach((value, i) => { out[i] = toMask(value, `${what}[${i}]`); });
  return out;
}

/** An Int32Array of card ids. */
function toIdArray(values, what) {
  if (values instanceof Int32Array) return values;
  if (values == null || typeof values[Symbol.iterator] !== 'function') {
    throw new TypeError(`${what} must be an Int32Array or an iterable of card ids`);
  }
  const list = Array.from(values);
  const out = new Int32Array(list.length);
  list.forEach((value, i) => { out[i] = toI32(value, `${what}[${i}]`); });
  return out;
}

module.exports = { toU64, toMask, toI32, toCount, toMaskArray, toIdArray };
