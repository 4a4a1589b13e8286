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

test('equity vs 1 random opponent equals heads-up range equity against every hand', () => {
  const hole = m('As Ad');
  const vsRandom = x.calculateEquityVsRandom(hole, 0n, 1, x.SimulationOptions.exact());
  assert.equal(vsRandom.exact, true);
  assert.equal(vsRandom.players.length, 1);
  assert.equal(round4(vsRandom.players[0].equity), 0.852); // AA against a random hand: 85.2 %
  const hero = x.Range.fromCombos([hole]);
  const all = x.Range.all();
  const ranged = x.calculateRangeEquity(hero, all);
  assert.ok(Math.abs(ranged.heroEquity - vsRandom.players[0].equity) < 1e-9);
  // on the flop too, with a dead card
  const board = m('Kh 7c 2d');
  const dead = m('Qs');
  const flop = x.calculateEquityVsRandom(m('Ah Kd'), board, 1, null, x.Game.HOLDEM, dead);
  assert.equal(flop.exact, true, 'default options are auto: exact where tractable');
  const akRange = x.Range.fromCombos([m('Ah Kd')]);
  const akEquity = x.calculateRangeEquity(akRange, all, board, dead).heroEquity;
  assert.ok(Math.abs(akEquity - flop.players[0].equity) < 1e-9);
  const p = flop.players[0];
  assert.ok(Math.abs(p.win + p.tie / 2 - p.equity) < 1e-9, 'heads-up, a tie is half the pot');
  for (const r of [hero, all, akRange]) r.close();
});

test('equity vs random: Monte Carlo is reproducible and agrees with exact', () => {
  const hole = m('Jh Th');
  const exact = x.calculateEquityVsRandom(hole, 0n, 1, x.SimulationOptions.exact()).players[0].equity;
  const one = x.calculateEquityVsRandom(hole, 0n, 1, x.SimulationOptions.mcSeeded(50000, 11, { threads: 1 }));
  const two = x.calculateEquityVsRandom(hole, 0n, 1, x.SimulationOptions.mcSeeded(50000, 11, { threads: 2 }));
  assert.deepEqual(one, two);
  assert.equal(one.exact, false);
  assert.equal(one.seed, 11n);
  assert.ok(Math.abs(one.players[0].equity - exact) < 5 * one.players[0].stdError + 1e-3);
  const three = x.calculateEquityVsRandom(hole, 0n, 3, x.SimulationOptions.mcSeeded(50000, 3));
  assert.ok(three.players[0].equity < exact, 'more opponents, less equity');
  const auto = x.calculateEquityVsRandom(hole, 0n, 3, x.SimulationOptions.auto(20000, 5));
  assert.equal(auto.exact, false, 'auto falls back to Monte Carlo when exact is intractable');
});

test('equity vs random errors', () => {
  const hole = m('As Ad');
  assert.throws(() => x.calculateEquityVsRandom(hole, 0n, 0), (e) => e instanceof x.InvalidArgumentError &&
    /0 opponents/.test(e.message));
  assert.throws(() => x.calculateEquityVsRandom(hole, 0n, 23), (e) => e instanceof x.LimitExceededError &&
    /22/.test(e.message));
  assert.throws(() => x.calculateEquityVsRandom(hole, 0n, 3, x.SimulationOptions.exact()),
    (e) => e instanceof x.LimitExceededError && /Monte Carlo/.test(e.message));
  assert.throws(() => x.calculateEquityVsRandom(hole, 0n, -1), x.InvalidArgumentError);
  assert.throws(() => x.calculateEquityVsRandom(hole, m('As 2c 3c')), x.InvalidArgumentError);
  assert.throws(() => x.calculateEquityVsRandom(m('As')), x.InvalidArgumentError);
});

test('multiway range equity: sums to 1, and two ranges match calculateRangeEquity', () => {
  const aa = x.Range.fromString('AA');
  const kk = x.Range.fromString('KK');
  const mid = x.Range.fromString('JJ, AKs, 76s');
  const three = x.calculateMultiwayRangeEquity([aa, kk, mid]);
  assert.equal(three.exact, true);
  assert.equal(three.players.length, 3);
  const total = three.players.reduce((s, p) => s + p.equity, 0);
  assert.ok(Math.abs(total - 1) < 1e-9);
  assert.ok(three.players[0].equity > three.players[1].equity);
  assert.ok(three.evaluated > 0);
  const two = x.calculateMultiwayRangeEquity([aa, kk]);
  const headsUp = x.calculateRangeEquity(aa, kk);
  assert.ok(Math.abs(two.players[0].equity - headsUp.heroEquity) < 1e-12);
  assert.ok(Math.abs(two.players[1].equity - headsUp.villainEquity) < 1e-12);
  assert.equal(two.evaluated, headsUp.matchups);
  const a = x.calculateMultiwayRangeEquity([aa, kk, mid], m('2c 7d 9h'), 0n,
    x.SimulationOptions.mcSeeded(30000, 9, { threads: 1 }));
  const b = x.calculateMultiwayRangeEquity([aa, kk, mid], m('2c 7d 9h'), 0n,
    x.SimulationOptions.mcSeeded(30000, 9, { threads: 2 }));
  assert.deepEqual(a, b);
  assert.ok(Math.abs(a.players.reduce((s, p) => s + p.equity, 0) - 1) < 1e-9);
  for (const r of [aa, kk, mid]) r.close();
});

test('multiway range equity errors', () => {
  const aa = x.Range.fromString('AA');
  const plo = x.Range.fromString('KK**', x.Game.OMAHA4);
  assert.throws(() => x.calculateMultiwayRangeEquity([aa]), (e) => e instanceof x.InvalidArgumentError &&
    /two ranges/.test(e.message));
  assert.throws(() => x.calculateMultiwayRangeEquity([]), x.InvalidArgumentError);
  assert.throws(() => x.calculateMultiwayRangeEquity([aa, plo]), x.InvalidArgumentError);
  assert.throws(() => x.calculateMultiwayRangeEquity([aa, aa], m('As Ad Ah')), x.InvalidArgumentError);
  assert.throws(() => x.calculateMultiwayRangeEquity([aa, 'KK']), TypeError);
  assert.throws(() => x.calculateMultiwayRangeEquity(aa), TypeError);
  plo.close();
  assert.throws(() => x.calculateMultiwayRangeEquity([aa, plo]), (e) => /closed/.test(e.message));
  aa.close();
});
