'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);

test('the starting-hand ranking: 169 distinct classes, AA first, prefixes by percent', () => {
  const all = x.rankStartingHands(1);
  assert.equal(all.length, 169);
  assert.equal(new Set(all).size, 169);
  assert.deepEqual(all.slice(0, 3), ['AA', 'KK', 'QQ']);
  const canonical = new Set();
  const range = x.Range.all();
  for (const { mask } of range.combos()) canonical.add(x.holdemHandClass(mask));
  range.close();
  assert.deepEqual(new Set(all), canonical, 'the labels are the 169 classes');
  const top = x.rankStartingHands(0.1);
  assert.equal(top.length, 16); // floor(0.1 * 169)
  assert.deepEqual(top, all.slice(0, 16));
  assert.deepEqual(x.rankStartingHands(0.001), []); // floor(0.169) classes
  assert.throws(() => x.rankStartingHands(0), /not a fraction in \(0, 1\]/);
  assert.deepEqual(x.rankStartingHands(0.5, x.Game.HOLDEM), all.slice(0, 84));
});

test('the top-percent range holds the ranked classes at weight 1', () => {
  const top = x.generateTopPercentRange(0.1);
  assert.equal(top.size, 104);
  assert.equal(top.totalWeight, 104);
  const parsed = x.Range.fromString(x.rankStartingHands(0.1).join(','));
  assert.deepEqual(top.combos(), parsed.combos());
  const whole = x.generateTopPercentRange(1);
  assert.equal(whole.size, 1326);
  for (const r of [top, parsed, whole]) r.close();
});

test('ranking errors name the problem', () => {
  assert.throws(() => x.rankStartingHands(1.5),
    (e) => e instanceof x.InvalidArgumentError && /top_percent/.test(e.message));
  assert.throws(() => x.generateTopPercentRange(-0.1), x.InvalidArgumentError);
  assert.throws(() => x.rankStartingHands(0.1, x.Game.OMAHA4), (e) => e instanceof x.InvalidArgumentError &&
    /Hold'em/.test(e.message));
  assert.throws(() => x.rankStartingHands('0.1'), TypeError);
});

test('Range.fromCombos: masks or { mask, weight }, and combos() round-trips', () => {
  const source = x.Range.fromString('QQ+, AKs, AQo:0.5');
  const copy = x.Range.fromCombos(source.combos());
  assert.deepEqual(copy.combos(), source.combos());
  assert.equal(copy.totalWeight, source.totalWeight);
  const plain = x.Range.fromCombos([m('As Ad'), m('Ks Kd'), m('As Ad')]);
  assert.equal(plain.size, 2, 'a mask given twice with one weight counts once');
  assert.equal(plain.totalWeight, 2);
  const mixed = x.Range.fromCombos([{ mask: m('As Ad'), weight: 0.25 }, m('Ks Kd'), { mask: 3n }]);
  // ascending mask: 2c3c (3n), then KdKs, then AdAs
  assert.deepEqual(mixed.combos(), [{ mask: 3n, weight: 1 }, { mask: m('Ks Kd'), weight: 1 },
    { mask: m('As Ad'), weight: 0.25 }]);
  assert.equal(mixed.totalWeight, 2.25);
  const empty = x.Range.fromCombos([]);
  assert.equal(empty.size, 0);
  const omaha = x.Range.fromCombos([m('As Ad Ks Kd')], x.Game.OMAHA4);
  assert.equal(omaha.game, x.Game.OMAHA4);
  assert.equal(omaha.size, 1);
  for (const r of [source, copy, plain, mixed, empty, omaha]) r.close();
});

test('Range.fromCombos errors name the offending combo', () => {
  assert.throws(() => x.Range.fromCombos([m('Ks Kd'), { mask: m('As Ad'), weight: 1.5 }]),
    (e) => e instanceof x.InvalidArgumentError && /combo 1/.test(e.message) && /1\.5/.test(e.message));
  assert.throws(() => x.Range.fromCombos([{ mask: m('As Ad'), weight: 0 }]), x.InvalidArgumentError);
  assert.throws(() => x.Range.fromCombos([m('As Ad Ks')]), (e) => e instanceof x.InvalidArgumentError &&
    /3 card/.test(e.message));
  assert.throws(() => x.Range.fromCombos([{ mask: m('As Ad'), weight: 0.5 }, m('As Ad')]), x.InvalidArgumentError);
  assert.throws(() => x.Range.fromCombos([m('As Ad')], x.Game.OMAHA4), x.InvalidArgumentError);
  assert.throws(() => x.Range.fromCombos([-1n]), x.InvalidArgumentError);
  assert.throws(() => x.Range.fromCombos([{ mask: m('As Ad'), weight: '1' }]), TypeError);
  assert.throws(() => x.Range.fromCombos('AA'), TypeError);
});
