'use strict';

// The library's random number generator (docs/rng.md): xoshiro256** seeded by
// SplitMix64, the generator behind seeded Monte Carlo and seeded dealing, so
// that code in any language can draw the same stream from the same seed.

const { lib, invalid } = require('./native');
const { toU64 } = require('./convert');

const TWO_32 = 2 ** 32;

/**
 * A seeded generator (xiapl_rng): a plain value of four 64-bit words this
 * object owns, nothing to free. clone() copies the stream position, so the
 * copy and the original then draw the same numbers independently. One Rng
 * must not be shared between threads (each worker has its own objects anyway).
 */
class Rng {
  #state;

  /** A generator seeded with `seed` (a bigint or a safe integer; default 0). */
  constructor(seed = 0) {
    this.#state = new BigUint64Array(4);
    lib.xiapl_rng_seed(this.#state, toU64(seed, 'seed'));
  }

  /**
   * A generator at the position `words` (the four words of `state`), e.g. one
   * saved earlier. All-zero words are no seeded position: the draws refuse them.
   */
  static fromState(words) {
    if (words == null || typeof words[Symbol.iterator] !== 'function') {
      throw new TypeError('Rng.fromState takes the four words of rng.state');
    }
    const list = Array.from(words);
    if (list.length !== 4) throw invalid(`an Rng state is 4 words, not ${list.length}`);
    const rng = new Rng();
    list.forEach((word, i) => { rng.#state[i] = toU64(word, `state[${i}]`); });
    return rng;
  }

  /** The next 64 random bits, as a bigint. */
  next() {
    const out = new BigUint64Array(1);
    lib.xiapl_rng_next(this.#state, out);
    return out[0];
  }

  /** A uniform integer in [0, bound), without bias; 1 <= bound <= 2^32. */
  below(bound) {
    const integer = typeof bound === 'bigint' || (typeof bound === 'number' && Number.isSafeInteger(bound));
    if (!integer || bound < 1 || bound > TWO_32) throw invalid(`bound is ${String(bound)}; give an integer 1 .. 2^32`);
    const out = new BigUint64Array(1);
    lib.xiapl_rng_below(this.#state, BigInt(bound), out);
    return Number(out[0]);
  }

  /** A uniform number in [0, 1): the top 53 bits of the next draw. */
  uniform() {
    const out = new Float64Array(1);
    lib.xiapl_rng_uniform(this.#state, out);
    return out[0];
  }

  /** A copy at the same position: it draws what this generator would, independently. */
  clone() {
    return Rng.fromState(this.#state);
  }

  /** The four words of the xoshiro256** state (a copy). */
  get state() {
    return Array.from(this.#state);
  }

  /** True when `other` is an Rng at the same position. */
  equals(other) {
    return other instanceof Rng && this.#state.every((word, i) => word === other.#state[i]);
  }

  toString() {
    return `Rng [${Array.from(this.#state, (w) => `0x${w.toString(16)}`).join(', ')}]`;
  }
}

module.exports = { Rng };
