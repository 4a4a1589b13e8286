'use strict';

// Tournament prize equity (lib/icm.js): the shared vectors tests/vectors/icm.json
// (exact fields, seeded Monte Carlo bit-identical at every thread count, bubble
// factors, shove/call spots, refusals) and the binding's own refusals.

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const DIR = process.env.XIAPL_VECTORS_DIR || path.join(__dirname, '..', '..', '..', 'tests', 'vectors');
const ICM = JSON.parse(fs.readFileSync(path.join(DIR, 'icm.json'), 'utf8'));

function closeAll(got, want, what) {
  assert.equal(got.length, want.length, what);
  for (let i = 0; i < want.length; i++) {
    assert.ok(Math.abs(got[i] - want[i]) <= 1e-12 * Math.max(1, Math.abs(want[i])), `${what}[${i}]: ${got[i]} vs ${want[i]}`);
  }
}

function throwsStatus(fn, statusName, what) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof x.XiaplError, `${what}: ${error}`);
    assert.equal(error.statusName, statusName, `${what}: ${error.message}`);
    assert.ok(error.message.length > 0);
    return true;
  }, what);
}

describe('icm.json', () => {
  it('has every section', () => {
    assert.equal(ICM.format, 1);
    for (const key of ['exact', 'monte_carlo', 'bubble', 'shove_call', 'errors']) assert.ok(ICM[key].length > 0, key);
  });
  it('exact', () => {
    for (const row of ICM.exact) closeAll(x.icm.exact(row.stacks, row.payouts), row.equity, 'exact');
  });
  it('monte carlo, bit-identical at every thread count', () => {
    for (const row of ICM.monte_carlo) {
      for (const threads of [row.threads, 1, 2]) {
        const est = x.icm.monteCarlo(row.stacks, row.payouts, row.iterations, { seed: BigInt(row.seed), threads });
        assert.deepEqual(Array.from(est.equity), row.equity);
        assert.deepEqual(Array.from(est.stdError), row.std_error);
        assert.equal(est.seed, BigInt(row.seed));
      }
    }
  });
  it('bubble factor', () => {
    for (const row of ICM.bubble) {
      const bf = x.icm.bubbleFactor(row.stacks, row.payouts, row.player, row.opponent);
      closeAll([bf.equity, bf.equityWin, bf.equityLose, bf.factor, bf.breakEven, bf.riskPremium],
        [row.equity, row.equity_win, row.equity_lose, row.factor, row.break_even, row.risk_premium], 'bubble');
    }
  });
  it('shove or call', () => {
    for (const row of ICM.shove_call) {
      const sc = x.icm.shoveCall(row.stacks, row.payouts, row.shover, row.caller, row.win, row.tie, { posted: row.posted });
      closeAll(sc.fold, row.fold, 'fold');
      closeAll(sc.callWin, row.call_win, 'call_win');
      closeAll(sc.callLose, row.call_lose, 'call_lose');
      closeAll(sc.callSplit, row.call_split, 'call_split');
      closeAll(sc.call, row.call, 'call');
      closeAll([sc.breakEven], [row.break_even], 'break_even');
      assert.equal(sc.callGain, sc.call[row.caller] - sc.fold[row.caller]);
    }
  });
  it('refusals', () => {
    const calls = {
      exact: (r) => x.icm.exact(r.stacks, r.payouts),
      monte_carlo: (r) => x.icm.monteCarlo(r.stacks, r.payouts, r.iterations, { seed: BigInt(r.seed), threads: r.threads }),
      bubble_factor: (r) => x.icm.bubbleFactor(r.stacks, r.payouts, r.player, r.opponent),
      shove_call: (r) => x.icm.shoveCall(r.stacks, r.payouts, r.shover, r.caller, r.win, r.tie, { posted: r.posted }),
    };
    for (const row of ICM.errors) throwsStatus(() => calls[row.call](row), row.status, row.call);
  });
});

describe('icm: the binding refuses before calling', () => {
  it('checks its arguments', () => {
    assert.throws(() => x.icm.exact('100,200', [1]), TypeError);
    assert.throws(() => x.icm.exact([100, '200'], [1]), TypeError);
    assert.throws(() => x.icm.monteCarlo([100, 200], [1], 1), x.InvalidArgumentError);
    assert.throws(() => x.icm.monteCarlo([100, 200], [1], 10, { threads: -1 }), x.InvalidArgumentError);
    assert.throws(() => x.icm.bubbleFactor([100, 200], [1], -1, 0), x.InvalidArgumentError);
    assert.throws(() => x.icm.shoveCall([100, 200], [1], 0, 1, 0.5, 0, { posted: [0] }), x.InvalidArgumentError);
    assert.equal(x.ICM_MAX_EXACT_PLAYERS, 64);
  });
});
