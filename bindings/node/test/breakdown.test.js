'use strict';

// options.breakdown: each player's (range's) wins and splits by the category
// of the winning hand, against their sums and a board-by-board count.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);
const sum = (values) => values.reduce((a, b) => a + b, 0);
/** A copy of object without the given keys. */
const without = (object, keys) => Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
const CATEGORY_KEYS = ['winByCategory', 'tieByCategory'];

/** Each player's nine fractions sum to its win and its tie. */
function assertSums(players) {
  for (const [i, p] of players.entries()) {
    assert.equal(p.winByCategory.length, 9);
    assert.equal(p.tieByCategory.length, 9);
    assert.ok(Math.abs(sum(p.winByCategory) - p.win) < 1e-12, `player ${i}: win`);
    assert.ok(Math.abs(sum(p.tieByCategory) - p.tie) < 1e-12, `player ${i}: tie`);
    assert.ok(Object.isFrozen(p.winByCategory) && Object.isFrozen(p.tieByCategory));
  }
}

test('AsKs vs QdQc preflop, exact: the categories sum to win and tie', () => {
  const holes = [m('As Ks'), m('Qd Qc')];
  const result = x.calculateEquity(holes, 0n, x.SimulationOptions.exact({ breakdown: true }));
  assertSums(result.players);
  const [ak] = result.players;
  assert.ok(ak.winByCategory[x.Category.STRAIGHT_FLUSH] > 0);
  assert.ok(ak.winByCategory[x.Category.FLUSH] > 0);
  assert.equal(ak.winByCategory[x.Category.HIGH_CARD], 0, 'queens always hold a pair');
  // The breakdown changes none of the other figures.
  const plain = x.calculateEquity(holes, 0n, x.SimulationOptions.exact());
  const { players, ...rest } = result;
  const { players: plainPlayers, ...plainRest } = plain;
  assert.deepEqual(rest, plainRest);
  assert.deepEqual(players.map((row) => without(row, CATEGORY_KEYS)), plainPlayers);
});

test('on a flop the fractions are the board-by-board count', () => {
  const holes = [m('As Ks'), m('Qd Qc')];
  const board = m('2c 7d 9h');
  const result = x.calculateEquity(holes, board, { breakdown: true });
  const wins = [new Array(9).fill(0), new Array(9).fill(0)];
  const ties = [new Array(9).fill(0), new Array(9).fill(0)];
  const used = holes[0] | holes[1] | board;
  const left = [];
  for (let id = 0; id < 52; id++) if ((used >> BigInt(id) & 1n) === 0n) left.push(1n << BigInt(id));
  let deals = 0;
  for (let i = 0; i < left.length; i++) {
    for (let j = i + 1; j < left.length; j++) {
      const full = board | left[i] | left[j];
      const strengths = holes.map((hole) => x.evaluateMask(full | hole));
      const best = Math.max(...strengths);
      const category = x.strengthCategory(best);
      const winners = strengths.flatMap((s, p) => (s === best ? [p] : []));
      if (winners.length === 1) wins[winners[0]][category] += 1;
      else for (const p of winners) ties[p][category] += 1;
      deals += 1;
    }
  }
  assert.equal(deals, 990);
  assert.equal(result.trials, 990);
  result.players.forEach((p, i) => {
    assert.deepEqual(p.winByCategory, wins[i].map((n) => n / deals), `player ${i}: wins`);
    assert.deepEqual(p.tieByCategory, ties[i].map((n) => n / deals), `player ${i}: ties`);
  });
  assertSums(result.players);
});

test('seeded Monte Carlo: sums hold and 1 and 2 threads give the same breakdown', () => {
  const holes = [m('As Ks'), m('Qd Qc'), m('7h 6h')];
  const one = x.calculateEquity(holes, 0n, x.SimulationOptions.mcSeeded(200000, 42, { threads: 1, breakdown: true }));
  const two = x.calculateEquity(holes, 0n, x.SimulationOptions.mcSeeded(200000, 42, { threads: 2, breakdown: true }));
  assert.equal(one.trials, 200000);
  assertSums(one.players);
  assert.deepEqual(one, two);
  const plain = x.calculateEquity(holes, 0n, x.SimulationOptions.mcSeeded(200000, 42, { threads: 2 }));
  assert.deepEqual(one.players.map((p) => p.equity), plain.players.map((p) => p.equity));
});

test('Omaha high takes the breakdown', () => {
  const holes = [m('As Ks Qh Jh'), m('9c 9d 8c 7d')];
  const result = x.calculateEquity(holes, m('Ts 8h 2c'), { breakdown: true }, x.Game.OMAHA4);
  assertSums(result.players);
});

test('range equity: multiway sums, and the heads-up call gives the same two breakdowns', () => {
  const hero = x.Range.fromString('QQ+,AKs');
  const villain = x.Range.fromString('JJ-99,AQs');
  const board = m('Jd 8c 3s');
  try {
    const multi = x.calculateMultiwayRangeEquity([hero, villain], board, 0n, { breakdown: true });
    assert.equal(multi.exact, true);
    assertSums(multi.players);
    const headsUp = x.calculateRangeEquity(hero, villain, board, 0n, { breakdown: true });
    const expected = multi.players.map(({ winByCategory, tieByCategory }) => ({ winByCategory, tieByCategory }));
    assert.deepEqual([headsUp.heroBreakdown, headsUp.villainBreakdown], expected);
    const perCombo = x.calculateRangeEquityPerCombo(hero, villain, board, 0n, { breakdown: true });
    assert.deepEqual([perCombo.heroBreakdown, perCombo.villainBreakdown], expected);
    // Without it: the same aggregates and no breakdown.
    const plain = x.calculateRangeEquity(hero, villain, board);
    assert.ok(!('heroBreakdown' in plain) && !('villainBreakdown' in plain));
    assert.deepEqual(without(headsUp, ['heroBreakdown', 'villainBreakdown']), { ...plain });
    const three = x.calculateMultiwayRangeEquity([hero, villain, x.Range.fromString('T9s')], board, 0n,
      x.SimulationOptions.mcSeeded(100000, 7, { breakdown: true }));
    assertSums(three.players);
    assert.equal(three.players.length, 3);
  } finally {
    hero.close();
    villain.close();
  }
});

test('without breakdown the results carry none', () => {
  const holes = [m('As Ks'), m('Qd Qc')];
  const result = x.calculateEquity(holes, m('2c 7d 9h'));
  for (const p of result.players) assert.ok(!('winByCategory' in p) && !('tieByCategory' in p));
  assert.equal(x.SimulationOptions.exact().breakdown, false);
  assert.equal(new x.SimulationOptions({ breakdown: true }).withProgress(null).breakdown, true);
  const ranges = [x.Range.fromString('AA'), x.Range.fromString('KK')];
  const multi = x.calculateMultiwayRangeEquity(ranges, m('2c 7d 9h'));
  for (const p of multi.players) assert.ok(!('winByCategory' in p));
  for (const r of ranges) r.close();
});

test('the library refuses the breakdown for hi/lo games and against random hands', () => {
  const options = { breakdown: true };
  assert.throws(() => x.calculateEquity([m('As Ks 2c 3d'), m('Qd Qc 4h 5h')], 0n, options, x.Game.OMAHA4_HILO),
    x.UnsupportedError);
  assert.throws(() => x.calculateEquity([m('As Ks 2c 3d'), m('Qd Qc 4h 5h')], 0n, options, 'plo8'),
    x.UnsupportedError);
  assert.throws(() => x.calculateEquityVsRandom(m('As Ks'), 0n, 1, x.SimulationOptions.auto(1000, 1, options)),
    x.UnsupportedError);
  assert.throws(() => x.calculateEquity([m('As Ks'), m('Qd Qc')], 0n, options, x.Game.SHORT_DECK),
    x.UnsupportedError);
});

test('with a progress function, and on a worker thread', async () => {
  const holes = [m('As Ks'), m('Qd Qc'), m('7h 6h')];
  let reports = 0;
  const options = x.SimulationOptions.mcSeeded(300000, 5, { threads: 1, breakdown: true, progress: () => { reports += 1; } });
  const sync = x.calculateEquity(holes, 0n, options);
  assert.ok(reports >= 1);
  assertSums(sync.players);
  const onWorker = await x.calculateEquityAsync(holes, 0n, options.withProgress(null));
  assert.deepEqual(onWorker, sync);
  const hero = x.Range.fromString('QQ+,AKs');
  const villain = x.Range.fromString('JJ-99,AQs');
  const board = m('Jd 8c 3s');
  try {
    const expected = x.calculateRangeEquity(hero, villain, board, 0n, { breakdown: true });
    assert.deepEqual(await x.calculateRangeEquityAsync(hero, villain, board, 0n, { breakdown: true }), expected);
    const multi = await x.calculateMultiwayRangeEquityAsync([hero, villain], board, 0n, { breakdown: true });
    assertSums(multi.players);
    await assert.rejects(x.calculateEquityVsRandomAsync(m('As Ks'), 0n, 1, { mode: x.SimulationMode.AUTO, breakdown: true }),
      x.UnsupportedError);
  } finally {
    hero.close();
    villain.close();
  }
});
