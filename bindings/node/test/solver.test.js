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
