'use strict';

const test = require('node:test');
const assert = require('node:assert');
const xiapl = require('..');

const SPOT = {
  oop: 'AA,QQ,AKs,87s', ip: 'KK,JJ,AQs,65s', board: 'Td9d6hQc2s', pot: 100, stack: 200, bets: '50%, a', raises: '',
};

test('a river spot solves to the target, and a node reads by action names', () => {
  const solver = new xiapl.Solver(SPOT);
  try {
    const r = solver.solve({ target: 0.5 });
    assert.ok(r.iterations > 0 && r.exploitabilityPercent <= 0.5);
    assert.ok(Math.abs(r.ev[0] + r.ev[1] - 100) < 1e-4);
    assert.ok(r.memoryBytes > 0);
    const root = solver.node('');
    assert.strictEqual(root, 0);
    assert.deepStrictEqual(solver.actions(root), ['check', 'bet 50', 'allin 200']);
    const hands = solver.hands(0);
    assert.strictEqual(hands.length, 17); // AA 6, QQ 3 (Qc on the board), AKs 4, 87s 4
    const strategy = solver.strategy(root);
    assert.strictEqual(strategy.length, 3);
    for (let h = 0; h < hands.length; h++) {
      const sum = strategy.reduce((s, row) => s + row[h], 0);
      assert.ok(Math.abs(sum - 1) < 1e-5, `hand ${h} sums to ${sum}`);
    }
    const bet = solver.node(' Bet 50 ');
    assert.deepStrictEqual(solver.actions(bet), ['fold', 'call']);
    for (let h = 0; h < hands.length; h++) {
      assert.ok(Math.abs(solver.range(bet, 0)[h] - strategy[1][h]) < 1e-6);
    }
    for (const p of [0, 1]) {
      const eq = solver.equity(root, p);
      assert.strictEqual(eq.length, solver.ev(root, p).length);
      assert.ok(eq.every((e) => e >= 0 && e <= 1));
    }
    assert.throws(() => solver.node('raise 300'), (e) => e instanceof xiapl.InvalidArgumentError &&
      /check, bet 50/.test(e.message));
  } finally {
    solver.close();
  }
  assert.throws(() => solver.solve(), xiapl.InvalidArgumentError);
});

test('bad spots throw errors naming the input', () => {
  assert.throws(() => new xiapl.Solver({ ...SPOT, oop: 'AA,KQx' }), (e) => e instanceof xiapl.ParseError &&
    /KQx/.test(e.message));
  assert.throws(() => new xiapl.Solver({ ...SPOT, pot: -5 }), (e) => e instanceof xiapl.InvalidArgumentError &&
    /pot is -5/.test(e.message));
  assert.throws(() => new xiapl.Solver({ ...SPOT, bets: '50%, 3x' }), xiapl.ParseError);
});

test('tree edits add and remove sizes; a refused edit changes nothing', () => {
  const solver = new xiapl.Solver(SPOT);
  try {
    solver.addAction('', 'bet 75');
    solver.removeAction('check', 'allin');
    assert.throws(() => solver.addAction('', 'jam 50'), (e) => e instanceof xiapl.ParseError && /"jam 50"/.test(e.message));
    assert.throws(() => solver.addAction('', 'bet 500'),
      (e) => e instanceof xiapl.InvalidArgumentError && /above all-in \(200 chips\)/.test(e.message));
    assert.throws(() => solver.removeAction('', 'bet 70'), xiapl.InvalidArgumentError);
    assert.throws(() => solver.addAction('', 5), TypeError);
    assert.deepStrictEqual(solver.actions(solver.node('')), ['check', 'bet 50', 'bet 75', 'allin 200']);
    assert.deepStrictEqual(solver.actions(solver.node('check')), ['check', 'bet 50']);
    assert.throws(() => solver.addAction('', 'bet 20'), /already built/);
  } finally {
    solver.close();
  }
});

test('a progress function sees each check; returning false cancels and the solver continues', () => {
  const solver = new xiapl.Solver(SPOT);
  const straight = new xiapl.Solver(SPOT);
  try {
    const reports = [];
    const progress = (iterations, exploitability) => {
      reports.push([iterations, exploitability]);
      return iterations < 70;
    };
    assert.throws(() => solver.solve({ target: 0, checkEvery: 7, progress }),
      (e) => e instanceof xiapl.CancelledError && /70 iterations/.test(e.message));
    assert.deepStrictEqual(reports.map(([i]) => i), [7, 14, 21, 28, 35, 42, 49, 56, 63, 70]);
    assert.ok(reports.every(([, e]) => e > 0));
    assert.ok(reports[9][1] < reports[0][1] / 2, `exploitability did not fall: ${reports.map(([, e]) => e)}`);
    // the solver keeps the 70 iterations: going on to 140 gives the bits of a solve never stopped
    const r = solver.solve({ target: 0, maxIterations: 140, checkEvery: 7 });
    const want = straight.solve({ target: 0, maxIterations: 140, checkEvery: 7 });
    assert.strictEqual(r.iterations, 140);
    assert.strictEqual(r.exploitability, want.exploitability);
    assert.deepStrictEqual(r.ev, want.ev);
  } finally {
    solver.close();
    straight.close();
  }
});

test('what a progress function throws cancels the solve and is thrown again; it may not call the solver', () => {
  const solver = new xiapl.Solver(SPOT);
  try {
    const boom = new Error('boom');
    assert.throws(() => solver.solve({ target: 0, progress: () => { throw boom; } }), (e) => e === boom);
    let inner = null;
    assert.throws(() => solver.solve({
      target: 0,
      progress: () => {
        try {
          solver.node('');
        } catch (e) {
          inner = e;
          throw e;
        }
      },
    }), (e) => e === inner && e instanceof xiapl.InvalidArgumentError && /progress function/.test(e.message));
    assert.strictEqual(solver.solve({ maxIterations: 100, target: 0 }).iterations, 100);
    assert.throws(() => solver.solve({ progress: 5 }), TypeError);
    // close() from the progress function frees the solver once the solve has returned
    const r = solver.solve({ maxIterations: 150, target: 0, progress: () => solver.close() });
    assert.strictEqual(r.iterations, 150);
    assert.ok(solver.closed);
    assert.throws(() => solver.node(''), /closed/);
  } finally {
    solver.close();
  }
});

test('16-bit storage takes less memory and reaches the target; a target in chips takes the place of the percent', () => {
  const solver = new xiapl.Solver(SPOT);
  const chips = new xiapl.Solver(SPOT);
  try {
    const full = solver.memory(false);
    const half = solver.memory(true);
    assert.ok(half > 0 && half < full, `${half} < ${full}`);
    assert.strictEqual(solver.memory(), full);
    const r = solver.solve({ compressed: true, threads: 2 });
    assert.ok(r.iterations > 0 && r.exploitabilityPercent <= 0.5);
    assert.throws(() => solver.solve({ compressed: false }), (e) => e instanceof xiapl.InvalidArgumentError &&
      /compressed/.test(e.message));
    const c = chips.solve({ target: 0.001, targetChips: 2 });
    assert.ok(c.exploitability <= 2 && c.iterations < 1000);
  } finally {
    solver.close();
    chips.close();
  }
});

test('sizes per player and street, donks included, change the actions; nodeInfo says what a node is', () => {
  const solver = new xiapl.Solver({ oop: 'AA,QQ,AKs', ip: 'KK,JJ,AQs', board: 'Td9d6hQc', pot: 100, stack: 400,
    bets: '50%', raises: '' });
  try {
    solver.setSizes({ player: 'ip', street: 'turn', bets: '75%' });
    solver.setSizes({ player: 0, street: 'river', donks: '25%' });
    solver.setSizes({ street: 2, raises: '3x' });
    const actions = (path) => solver.actions(solver.node(path));
    assert.deepStrictEqual(actions(''), ['check', 'bet 50']);
    assert.deepStrictEqual(actions('check'), ['check', 'bet 75']);
    assert.deepStrictEqual(actions('check, bet 75, call, deal 2s'), ['check', 'bet 63', 'allin 325']);
    assert.deepStrictEqual(actions('check, bet 75, call, deal 2s, check'), ['check', 'bet 125', 'allin 325']);
    assert.deepStrictEqual(actions('check, check, deal 2s, bet 50'), ['fold', 'call', 'raise 150']);
    const root = solver.nodeInfo(0);
    assert.deepStrictEqual({ ...root, contrib: [...root.contrib] }, {
      kind: 'player', player: 0, street: 1, actionCount: 2, parent: null, board: xiapl.parseMask('Td9d6hQc'),
      contrib: [50, 50],
    });
    const deal = solver.nodeInfo(solver.node('check, bet 75, call'));
    assert.strictEqual(deal.kind, 'chance');
    assert.strictEqual(deal.player, null);
    assert.deepStrictEqual(deal.contrib, [125, 125]);
    const fold = solver.nodeInfo(solver.node('check, bet 75, fold'));
    assert.strictEqual(fold.kind, 'fold');
    assert.strictEqual(fold.player, 0);
    assert.strictEqual(fold.parent, solver.node('check, bet 75'));
    assert.throws(() => solver.nodeInfo(10 ** 9), xiapl.InvalidArgumentError);
    assert.throws(() => solver.setSizes({ bets: '33%' }), /already built/);
  } finally {
    solver.close();
  }
});

test('bad options, players and streets throw errors naming the input and change nothing', () => {
  const solver = new xiapl.Solver(SPOT);
  try {
    for (const [options, pattern] of [
      [{ threads: 0 }, /threads is 0; give an integer from 1 to 256/],
      [{ threads: 257 }, /threads is 257/],
      [{ target: -1 }, /target is -1/],
      [{ targetChips: Number.NaN }, /targetChips is NaN/],
      [{ maxIterations: 0 }, /maxIterations is 0/],
      [{ checkEvery: 0 }, /checkEvery is 0/],
    ]) {
      assert.throws(() => solver.solve(options), (e) => e instanceof xiapl.InvalidArgumentError &&
        pattern.test(e.message), JSON.stringify(options));
    }
    assert.throws(() => solver.solve({ compressed: 1 }), TypeError);
    assert.throws(() => solver.setSizes({ player: 'villain', bets: '33%' }), (e) =>
      e instanceof xiapl.InvalidArgumentError && /player is 'villain'; give one of 'oop', 'ip', 'both'/.test(e.message));
    assert.throws(() => solver.setSizes({ player: 2, bets: '33%' }), /player is 2/);
    assert.throws(() => solver.setSizes({ street: 'preflop', bets: '33%' }), /street is 'preflop'/);
    assert.throws(() => solver.setSizes({ street: 3, bets: '33%' }), /street is 3/);
    assert.throws(() => solver.setSizes({ bets: '33%, 4x' }), xiapl.ParseError);
    assert.throws(() => solver.setSizes({ bets: 33 }), TypeError);
    assert.deepStrictEqual(solver.actions(solver.node('')), ['check', 'bet 50', 'allin 200']);
    assert.ok(solver.solve().exploitabilityPercent <= 0.5);
  } finally {
    solver.close();
  }
});
