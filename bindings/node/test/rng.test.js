'use strict';

// Rng against the C library called directly and against docs/rng.md written
// out here with BigInt: SplitMix64 seeding, xoshiro256**, below and uniform.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');
const { lib } = require('../lib/native');

const MASK = (1n << 64n) - 1n;
const rotl = (v, k) => ((v << BigInt(k)) | (v >> BigInt(64 - k))) & MASK;

/** docs/rng.md: the generator of a seed. */
function reference(seed) {
  let sm = BigInt.asUintN(64, BigInt(seed));
  const splitmix = () => {
    sm = (sm + 0x9e3779b97f4a7c15n) & MASK;
    let z = sm;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
    return z ^ (z >> 31n);
  };
  const s = [splitmix(), splitmix(), splitmix(), splitmix()];
  const next = () => {
    const result = (rotl((s[1] * 5n) & MASK, 7) * 9n) & MASK;
    const t = (s[1] << 17n) & MASK;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
  };
  const below = (n) => {
    const bound = BigInt(n);
    const threshold = ((1n << 32n) - bound) % bound;
    for (;;) {
      const product = (next() >> 32n) * bound;
      if ((product & 0xffffffffn) >= threshold) return Number(product >> 32n);
    }
  };
  const uniform = () => Number(next() >> 11n) * 2 ** -53;
  return { state: s, next, below, uniform };
}

/** The first draw of a seed, through the C functions themselves. */
function firstDrawInC(seed) {
  const state = new BigUint64Array(4);
  lib.xiapl_rng_seed(state, seed);
  const out = new BigUint64Array(1);
  lib.xiapl_rng_next(state, out);
  return out[0];
}

test('the stream of a seed is the C library\'s', () => {
  for (const seed of [42n, 7n]) {
    assert.equal(new x.Rng(seed).next(), firstDrawInC(seed), `seed ${seed}`);
  }
  assert.notEqual(firstDrawInC(42n), firstDrawInC(7n));
  assert.equal(new x.Rng(42).next(), new x.Rng(42n).next(), 'a number and a bigint seed are the same seed');
});

test('the stream follows docs/rng.md: seeding, next, below and uniform', () => {
  for (const seed of [0n, 1n, 42n, 0xdeadbeefn, MASK]) {
    const rng = new x.Rng(seed);
    const ref = reference(seed);
    assert.deepEqual(rng.state, ref.state, `seed ${seed}: the four words`);
    for (let i = 0; i < 200; i += 1) {
      assert.equal(rng.next(), ref.next(), `seed ${seed} next ${i}`);
      const bound = [1, 2, 3, 52, 1000003, 2 ** 31 + 1, 2 ** 32][i % 7];
      assert.equal(rng.below(bound), ref.below(bound), `seed ${seed} below(${bound}) ${i}`);
      const u = rng.uniform();
      assert.equal(u, ref.uniform(), `seed ${seed} uniform ${i}`);
      assert.ok(u >= 0 && u < 1);
    }
    assert.deepEqual(rng.state, ref.state, `seed ${seed}: the same position after the draws`);
  }
});

test('below is uniform enough and stays in range', () => {
  const rng = new x.Rng(99);
  const counts = new Array(6).fill(0);
  for (let i = 0; i < 60000; i += 1) counts[rng.below(6)] += 1;
  for (const c of counts) assert.ok(Math.abs(c - 10000) < 500, String(counts));
  assert.equal(rng.below(1), 0);
  assert.equal(rng.below(1n), 0);
});

test('clone copies the stream position; the two then draw independently', () => {
  const a = new x.Rng(5);
  a.next();
  const b = a.clone();
  assert.ok(a.equals(b));
  assert.notEqual(a, b);
  const fromA = [a.next(), a.below(100), a.uniform()];
  assert.ok(!a.equals(b), 'drawing from one leaves the other where it was');
  const fromB = [b.next(), b.below(100), b.uniform()];
  assert.deepEqual(fromB, fromA);
  assert.ok(a.equals(b));
  const saved = x.Rng.fromState(a.state);
  assert.equal(saved.next(), a.next());
  assert.ok(!a.equals(new x.Rng(5)));
  assert.ok(!a.equals({ state: a.state }));
  assert.match(String(new x.Rng(0)), /^Rng \[0x[0-9a-f]+, /);
});

test('bad bounds, seeds and states are refused, the generator unchanged', () => {
  const rng = new x.Rng(1);
  const before = rng.state;
  for (const bound of [0, -1, 2 ** 32 + 1, 1.5, 0n, 2n ** 32n + 1n, NaN]) {
    assert.throws(() => rng.below(bound), x.InvalidArgumentError, String(bound));
  }
  assert.throws(() => rng.below('6'), x.InvalidArgumentError);
  assert.deepEqual(rng.state, before);
  assert.throws(() => new x.Rng(-1), x.InvalidArgumentError);
  assert.throws(() => new x.Rng(1n << 64n), x.InvalidArgumentError);
  assert.throws(() => new x.Rng('1'), TypeError);
  assert.throws(() => x.Rng.fromState([1n, 2n, 3n]), x.InvalidArgumentError);
  assert.throws(() => x.Rng.fromState(null), TypeError);
  // An all-zero state is no seeded position: the library refuses to draw from it.
  const zero = x.Rng.fromState([0n, 0n, 0n, 0n]);
  assert.throws(() => zero.next(), (e) => e instanceof x.InvalidArgumentError && /seed/.test(e.message));
  assert.throws(() => zero.uniform(), x.InvalidArgumentError);
  assert.throws(() => zero.below(3), x.InvalidArgumentError);
  assert.deepEqual(zero.state, [0n, 0n, 0n, 0n]);
});
