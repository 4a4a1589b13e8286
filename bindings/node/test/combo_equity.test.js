'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);
const close = (a, b, tolerance = 1e-12) => Math.abs(a - b) <= tolerance;

/** The mean of the rows' equities weighted by combo weight x matchup weight. */
function weightedMean(rows) {
  let sum = 0;
  let weight = 0;
  for (const row of rows) {
    if (row.matchupWeight === 0) continue;
    sum += row.weight * row.matchupWeight * row.equity;
    weight += row.weight * row.matchupWeight;
  }
  return sum / weight;
}

test('per-combo rows: one per combo, in the range order', () => {
  const hero = x.Range.fromString('AA, KQs:0.5, 72o:0.25');
  const villain = x.Range.fromString('TT+, AKs');
  const r = x.calculateRangeEquityPerCombo(hero, villain, m('Ah 7c 2d'));
  for (const [range, rows] of [[hero, r.heroCombos], [villain, r.villainCombos]]) {
    assert.equal(rows.length, range.size);
    assert.deepEqual(rows.map((row) => row.mask), range.combos().map((c) => c.mask));
    assert.deepEqual(rows.map((row) => row.weight), range.combos().map((c) => c.weight));
    assert.ok(Object.isFrozen(rows) && Object.isFrozen(rows[0]));
    for (const row of rows) assert.equal(typeof row.mask, 'bigint');
  }
  assert.equal(r.exact, true);
  assert.equal(r.seed, 0n);
  hero.close();
  villain.close();
});

test('per-combo rows: their weighted mean is the aggregate', () => {
  const hero = x.Range.fromString('AA, KQs:0.5, 72o:0.25, JTs');
  const villain = x.Range.fromString('TT+, AKs, 98s:0.75');
  for (const board of [m('Ah 7c 2d'), m('Ah 7c 2d 9s'), m('Jc Tc 3h 4d 5s')]) {
    const r = x.calculateRangeEquityPerCombo(hero, villain, board);
    const aggregate = x.calculateRangeEquity(hero, villain, board);
    assert.ok(close(r.heroEquity, aggregate.heroEquity), 'the same aggregates as calculateRangeEquity');
    assert.equal(r.trials, aggregate.trials);
    assert.equal(r.matchups, aggregate.matchups);
    assert.ok(close(weightedMean(r.heroCombos), r.heroEquity, 1e-9), 'hero rows');
    assert.ok(close(weightedMean(r.villainCombos), r.villainEquity, 1e-9), 'villain rows');
    assert.ok(close(r.heroEquity + r.villainEquity, 1, 1e-9));
  }
  hero.close();
  villain.close();
});

test('per-combo rows: a combo blocked by the board or dead cards meets nobody', () => {
  const hero = x.Range.fromString('AA, KK');
  const villain = x.Range.fromString('QQ, JJ');
  const board = m('Ah Kd 2c');
  const dead = m('Qs');
  const r = x.calculateRangeEquityPerCombo(hero, villain, board, dead);
  let blocked = 0;
  for (const row of [...r.heroCombos, ...r.villainCombos]) {
    if ((row.mask & (board | dead)) !== 0n) {
      blocked += 1;
      assert.equal(row.matchupWeight, 0, `${x.maskToString(row.mask)} touches the board or dead cards`);
      assert.ok(Number.isNaN(row.equity));
    } else {
      assert.ok(row.matchupWeight > 0);
      assert.ok(row.equity >= 0 && row.equity <= 1);
    }
  }
  assert.equal(blocked, 3 + 3 + 3, 'AA and KK lose 3 combos each to the board, QQ 3 to the dead card');
  hero.close();
  villain.close();
});

test('per-combo rows: a tiny exact case equals fixed-hand equity', () => {
  const board = m('Qs 7d 2h');
  const hero = x.Range.fromString('AsAd, JhJc:0.5');
  const villain = x.Range.fromString('KhKc:0.25');
  const r = x.calculateRangeEquityPerCombo(hero, villain, board);
  assert.equal(r.heroCombos.length, 2);
  assert.equal(r.villainCombos.length, 1);
  const byMask = new Map(r.heroCombos.map((row) => [row.mask, row]));
  for (const text of ['As Ad', 'Jh Jc']) {
    const fixed = x.calculateEquity([m(text), m('Kh Kc')], board);
    const row = byMask.get(m(text));
    assert.ok(close(row.equity, fixed.players[0].equity), `${text} against Kh Kc`);
    assert.equal(row.matchupWeight, 0.25, 'the weight of the one villain combo it meets');
  }
  const [kings] = r.villainCombos;
  assert.equal(kings.mask, m('Kh Kc'));
  assert.equal(kings.weight, 0.25);
  assert.equal(kings.matchupWeight, 1.5, 'both hero combos, weights 1 and 0.5');
  const aces = x.calculateEquity([m('As Ad'), m('Kh Kc')], board).players[1].equity;
  const jacks = x.calculateEquity([m('Jh Jc'), m('Kh Kc')], board).players[1].equity;
  assert.ok(close(kings.equity, (aces + 0.5 * jacks) / 1.5));
  hero.close();
  villain.close();
});

test('per-combo rows: seeded Monte Carlo counts sampled deals and repeats at every thread count', () => {
  const hero = x.Range.fromString('AA, KQs:0.5, 72o:0.25');
  const villain = x.Range.fromString('TT+, AKs');
  const board = m('Ah 7c 2d');
  const one = x.calculateRangeEquityPerCombo(hero, villain, board, 0n,
    x.SimulationOptions.mcSeeded(200000, 3n, { threads: 1 }));
  const two = x.calculateRangeEquityPerCombo(hero, villain, board, 0n,
    x.SimulationOptions.mcSeeded(200000, 3n, { threads: 2 }));
  assert.deepEqual(one, two);
  assert.equal(one.exact, false);
  assert.equal(one.seed, 3n);
  assert.ok(one.stdError > 0);
  for (const rows of [one.heroCombos, one.villainCombos]) {
    assert.equal(rows.reduce((sum, row) => sum + row.matchupWeight, 0), one.trials, 'each deal counted once a side');
    assert.ok(rows.every((row) => Number.isInteger(row.matchupWeight)));
  }
  const exact = x.calculateRangeEquity(hero, villain, board);
  assert.ok(Math.abs(one.heroEquity - exact.heroEquity) < 5 * one.stdError + 1e-3);
  hero.close();
  villain.close();
});

test('per-combo rows: errors', () => {
  const all = x.Range.all();
  const aa = x.Range.fromString('AA');
  const omaha = x.Range.fromString('AA**', x.Game.OMAHA4);
  assert.throws(() => x.calculateRangeEquityPerCombo(all, all), x.LimitExceededError);
  assert.throws(() => x.calculateRangeEquityPerCombo(aa, omaha), x.InvalidArgumentError);
  assert.throws(() => x.calculateRangeEquityPerCombo(aa, aa, m('As Ad Ah')), x.InvalidArgumentError);
  assert.throws(() => x.calculateRangeEquityPerCombo(aa, 'KK'), TypeError);
  aa.close();
  assert.throws(() => x.calculateRangeEquityPerCombo(aa, all), x.InvalidArgumentError);
  all.close();
  omaha.close();
});
