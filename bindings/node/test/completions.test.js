'use strict';

// countCompletions, completions and completionHistogram against an oracle
// built here from evaluateMask, strengthCategory and plain loops over card ids,
// so a completion the library leaves out, repeats or orders differently fails.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');
const native = require('../lib/native');

const invalid = (pattern) => (e) => e instanceof x.InvalidArgumentError && pattern.test(e.message);

/** The masks of every way to add two cards to `hand` from the deck less `hand` and `dead`: a < b, a outermost. */
function twoCardCompletions(hand, dead) {
  const out = [];
  const used = hand | dead;
  const free = (id) => (used & (1n << BigInt(id))) === 0n;
  for (let a = 0; a < 52; a++) {
    if (!free(a)) continue;
    for (let b = a + 1; b < 52; b++) {
      if (free(b)) out.push(hand | (1n << BigInt(a)) | (1n << BigInt(b)));
    }
  }
  return out;
}

function tally(values, size, key = (v) => v) {
  const counts = new Array(size).fill(0);
  for (const v of values) counts[key(v)] += 1;
  return counts;
}

const C = (n, k) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

test('a flop to seven cards: count, strengths in nested-loop order, both histograms', () => {
  const hand = x.parseMask('AsKs') | x.parseMask('Qs2d7c');
  const dead = x.parseMask('Jh');
  assert.equal(x.countCompletions(hand, dead, 7), 1035);
  assert.equal(C(46, 2), 1035);

  const masks = twoCardCompletions(hand, dead);
  assert.equal(masks.length, 1035);
  const expected = masks.map((mask) => x.evaluateMask(mask));

  const strengths = x.completions(hand, dead, 7);
  assert.ok(strengths instanceof Uint16Array);
  assert.equal(strengths.length, 1035);
  assert.deepEqual(Array.from(strengths), expected);
  // the defaults: no dead cards, seven cards
  assert.equal(x.completions(hand).length, C(47, 2));
  assert.equal(x.countCompletions(hand), C(47, 2));

  const byStrength = x.completionHistogram(hand, dead, 7, 'strength');
  assert.equal(byStrength.length, x.STRENGTH_MAX + 1);
  assert.equal(byStrength[0], 0);
  assert.deepEqual(byStrength, tally(expected, x.STRENGTH_MAX + 1));
  assert.deepEqual(x.completionHistogram(hand, dead, 7), byStrength, "'strength' is the default");

  const byCategory = x.completionHistogram(hand, dead, 7, 'category');
  assert.equal(byCategory.length, x.CATEGORY_NAMES.length);
  assert.deepEqual(byCategory, tally(expected, 9, (s) => x.strengthCategory(s)));
  assert.equal(byCategory.reduce((a, b) => a + b, 0), 1035);
  assert.ok(byCategory[x.Category.FLUSH] > 0 && byCategory[x.Category.STRAIGHT] > 0);
});

test('two cards to five: C(48, 3) completions, in order, the histograms summing to them', () => {
  const hand = x.parseMask('2c7d');
  const dead = x.parseMask('AhKh');
  assert.equal(x.countCompletions(hand, dead, 5), 17296);
  assert.equal(C(48, 3), 17296);

  const masks = [];
  const used = hand | dead;
  const bit = (id) => 1n << BigInt(id);
  for (let a = 0; a < 52; a++) {
    if (used & bit(a)) continue;
    for (let b = a + 1; b < 52; b++) {
      if (used & bit(b)) continue;
      for (let c = b + 1; c < 52; c++) {
        if (!(used & bit(c))) masks.push(hand | bit(a) | bit(b) | bit(c));
      }
    }
  }
  const strengths = x.completions(hand, dead, 5);
  assert.deepEqual(strengths, x.evaluateMany(masks));

  const byStrength = x.completionHistogram(hand, dead, 5);
  const byCategory = x.completionHistogram(hand, dead, 5, 'category');
  assert.equal(byStrength.reduce((a, b) => a + b, 0), 17296);
  assert.equal(byCategory.reduce((a, b) => a + b, 0), 17296);
  assert.deepEqual(byStrength, tally(strengths, x.STRENGTH_MAX + 1));
});

test('a full hand has one completion, itself; six cards to six likewise', () => {
  const seven = x.parseMask('AhKh7c2d2sAdAs');
  assert.equal(x.countCompletions(seven, 0n, 7), 1);
  assert.deepEqual(Array.from(x.completions(seven, 0n, 7)), [x.evaluateMask(seven)]);
  const six = x.parseMask('AhKh7c2d2sAd');
  assert.deepEqual(Array.from(x.completions(six, 0n, 6)), [x.evaluateMask(six)]);
  const byCategory = x.completionHistogram(six, 0n, 6, 'category');
  assert.equal(byCategory[x.Category.TWO_PAIR], 1); // aces and twos, king kicker
  // a number mask works as a bigint does
  assert.equal(x.countCompletions(0b11111, 0, 5), 1);
});

test('no completion when the deck runs out: an empty Uint16Array and zero counts', () => {
  // 2 cards in hand, 46 dead: 4 cards left, 5 needed
  const hand = x.parseMask('AsKs');
  let dead = 0n;
  for (let id = 0, n = 0; id < 52 && n < 46; id++) {
    const b = 1n << BigInt(id);
    if (!(hand & b)) { dead |= b; n++; }
  }
  assert.equal(x.countCompletions(hand, dead, 7), 0);
  assert.equal(x.completions(hand, dead, 7).length, 0);
  assert.ok(x.completionHistogram(hand, dead, 7, 'category').every((n) => n === 0));
});

test('refusals: hand size, a card both in the hand and dead, too many cards, bad arguments', () => {
  const hand = x.parseMask('AsKsQs2d7c');
  for (const call of [x.countCompletions, x.completions, x.completionHistogram]) {
    for (const size of [8, 4, 0, -1]) assert.throws(() => call(hand, 0n, size), invalid(/./), `hand size ${size}`);
    assert.throws(() => call(hand, x.parseMask('Ks'), 7), invalid(/./), 'a card both in the hand and dead');
    assert.throws(() => call(x.parseMask('AsKsQs2d7c9h'), 0n, 5), invalid(/./), 'six cards to five');
    assert.throws(() => call(1n << 52n, 0n, 7), invalid(/./), 'a bit >= 52');
    assert.throws(() => call(-1n, 0n, 7), invalid(/cards/));
    assert.throws(() => call(hand, -1, 7), invalid(/dead/));
    assert.throws(() => call(hand, 0n, 7.5), invalid(/handSize/));
  }
  assert.throws(() => x.completionHistogram(hand, 0n, 7, 'rank'), invalid(/histogram.*strength.*category/));
  assert.throws(() => x.completionHistogram(hand, 0n, 7, 'constructor'), invalid(/histogram/));
  assert.throws(() => x.completionHistogram(hand, 0n, 7, 1), TypeError);
  // the library refuses an unknown kind too
  const counts = new BigUint64Array(9);
  const length = new BigUint64Array(1);
  const status = native.raw.xiapl_eval_completions_histogram(hand, 0n, 7, 2, counts, 9, length);
  assert.equal(status, native.CONSTANTS.XIAPL_ERR_INVALID_ARGUMENT);
});

test('every seven-card hand (XIAPL_SLOW_TESTS=1): the category counts of the 133,784,560', (t) => {
  if (!process.env.XIAPL_SLOW_TESTS) {
    t.skip('set XIAPL_SLOW_TESTS=1 to enumerate all seven-card hands');
    return;
  }
  assert.equal(x.countCompletions(0n), 133784560);
  assert.deepEqual(x.completionHistogram(0n, 0n, 7, 'category'), [23294460, 58627800, 31433400, 6461620, 6180020,
    4047644, 3473184, 224848, 41584]);
  const byStrength = x.completionHistogram(0n);
  assert.equal(byStrength.reduce((a, b) => a + b, 0), 133784560);
  assert.equal(byStrength[x.STRENGTH_MAX], 4324, 'royal flushes');
});
