'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const round4 = (v) => Math.round(v * 10000) / 10000;
const m = (text) => x.parseMask(text);

test('AsKs vs QdQc preflop, exact', () => {
  const result = x.calculateEquity([m('As Ks'), m('Qd Qc')], 0n, x.SimulationOptions.exact());
  assert.equal(result.trials, 1712304);
  assert.equal(result.exact, true);
  assert.equal(result.seed, 0n);
  assert.deepEqual(result.players.map((p) => round4(p.equity)), [0.4621, 0.5379]);
  const [p] = result.players;
  assert.equal(p.stdError, 0);
  assert.ok(Math.abs(p.win + p.tie / 2 - p.equity) < 1e-12);
  assert.ok(result.chopRate > 0 && result.chopRate < 0.05);
  assert.deepEqual(x.calculateEquity([m('As Ks'), m('Qd Qc')]).players, result.players, 'default options are exact');
});

test('a seeded Monte Carlo run is identical at 1 and 2 threads', () => {
  const holes = [m('As Ks'), m('Qd Qc'), m('7h 6h')];
  const one = x.calculateEquity(holes, 0n, x.SimulationOptions.mcSeeded(200000, 42, { threads: 1 }));
  const two = x.calculateEquity(holes, 0n, x.SimulationOptions.mcSeeded(200000, 42n, { threads: 2 }));
  assert.deepEqual(one, two);
  assert.equal(one.exact, false);
  assert.equal(one.trials, 200000);
  assert.equal(one.seed, 42n);
  assert.ok(one.players.every((p) => p.stdError > 0));
});

test('equity errors', () => {
  assert.throws(() => x.calculateEquity([m('As Ks'), m('As Qc')]), x.InvalidArgumentError);
  assert.throws(() => x.calculateEquity([]), x.InvalidArgumentError);
  assert.throws(() => x.calculateEquity([m('As Ks'), -1n]), x.InvalidArgumentError);
  assert.throws(() => x.SimulationOptions.mcSeeded(100, -3), x.InvalidArgumentError);
  assert.equal(x.maxPlayers(x.Game.HOLDEM), 23);
});

test('ranges: size, weight, combos, set algebra, close', () => {
  const r = x.Range.fromString('QQ+, AKs', x.Game.HOLDEM);
  assert.equal(r.size, 22);
  assert.equal(r.totalWeight, 22);
  assert.equal(r.game, x.Game.HOLDEM);
  const combos = r.combos();
  assert.equal(combos.length, 22);
  combos.forEach((c, i) => {
    assert.equal(typeof c.mask, 'bigint');
    assert.equal(x.maskToIds(c.mask).length, 2);
    assert.equal(c.weight, 1);
    if (i > 0) assert.ok(combos[i - 1].mask < c.mask);
  });
  assert.equal(r.combos(m('As')).length, 22 - 3 - 1);

  const half = x.Range.fromString('AA:0.5, KK');
  assert.equal(half.totalWeight, 9);
  const u = r.union(half);
  const i = r.intersection(half);
  const d = r.difference(half);
  assert.deepEqual([u.size, u.totalWeight, i.size, i.totalWeight, d.size, d.totalWeight], [22, 22, 12, 9, 16, 13]);
  for (const range of [u, i, d, half]) range.close();

  const omaha = x.Range.fromString('AA**', x.Game.OMAHA4);
  assert.ok(omaha.size > 0);
  assert.throws(() => r.union(omaha), x.InvalidArgumentError);
  omaha.close();
  omaha.close();
  assert.equal(omaha.closed, true);
  assert.throws(() => omaha.size, x.InvalidArgumentError);
  assert.throws(() => new x.Range(), TypeError);
  r.close();
});

test('a range parse error is a ParseError with the library message', () => {
  assert.throws(() => x.Range.fromString('AA, KQx'), (e) => e instanceof x.ParseError &&
    e.statusName === 'XIAPL_ERR_PARSE' && e.message.length > 0 && !/^XIAPL_/.test(e.message));
  assert.throws(() => x.Range.fromString('AA', 9), (e) => e instanceof x.InvalidArgumentError && !(e instanceof x.ParseError));
});

test('AA vs KK range equity, exact, and seeded Monte Carlo across threads', () => {
  const aa = x.Range.fromString('AA');
  const kk = x.Range.fromString('KK');
  const exact = x.calculateRangeEquity(aa, kk);
  assert.equal(exact.exact, true);
  assert.equal(exact.matchups, 36);
  assert.deepEqual([round4(exact.heroEquity), round4(exact.villainEquity)], [0.8195, 0.1805]);
  const a = x.calculateRangeEquity(aa, kk, 0n, 0n, x.SimulationOptions.mcSeeded(100000, 7, { threads: 1 }));
  const b = x.calculateRangeEquity(aa, kk, 0n, 0n, x.SimulationOptions.mcSeeded(100000, 7, { threads: 2 }));
  assert.deepEqual(a, b);
  assert.equal(a.exact, false);
  assert.ok(Math.abs(a.heroEquity - 0.8195) < 0.01);
  aa.close();
  kk.close();
});
