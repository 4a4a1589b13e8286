'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const { setImmediate: eventLoopTurn } = require('node:timers/promises');
const x = require('..');

const m = (text) => x.parseMask(text);
// Monte Carlo trials no test could finish: only a cancel ends such a call, so
// a test that cancels one never races the library's clock. Promptness is
// checked by counting reports, not by timing the call.
const HUGE = 2n ** 40n;

/** A progress function that records its calls; `answer(done, total, n)` is what it returns. */
function recorder(answer = () => undefined) {
  const calls = [];
  const progress = (done, total) => {
    calls.push([done, total]);
    return answer(done, total, calls.length);
  };
  return { calls, progress };
}

function assertWellFormed(calls) {
  assert.ok(calls.length >= 1, 'the progress function was called');
  const total = calls[0][1];
  for (let i = 0; i < calls.length; i++) {
    const [done, t] = calls[i];
    assert.equal(typeof done, 'number');
    assert.equal(t, total, 'total does not change during a call');
    assert.ok(done >= 0 && done <= total, `done ${done} within 0..${total}`);
    if (i > 0) assert.ok(done >= calls[i - 1][0], `done never decreases (${calls[i - 1][0]} then ${done})`);
  }
  assert.equal(calls[calls.length - 1][0], total, 'the last call reports done === total');
}

test('progress: done never decreases and ends at total, and the result is unchanged', () => {
  const hole = m('As Ks');
  for (const threads of [1, 2]) {
    const { calls, progress } = recorder();
    const plain = x.calculateEquityVsRandom(hole, 0n, 3, x.SimulationOptions.mcSeeded(600000, 5n, { threads }));
    const watched = x.calculateEquityVsRandom(hole, 0n, 3,
      x.SimulationOptions.mcSeeded(600000, 5n, { threads, progress }));
    assertWellFormed(calls);
    assert.equal(calls[calls.length - 1][1], 600000, 'Monte Carlo work is counted in trials');
    assert.deepEqual(watched, plain);
  }
});

test('progress: every call that takes options reports through it', () => {
  const aa = x.Range.fromString('AA, KK');
  const kk = x.Range.fromString('QQ, AKs');
  const board = m('2c 7d 9h');
  const cases = {
    calculateEquity: (o) => x.calculateEquity([m('As Ks'), m('Qd Qc')], 0n, o),
    calculateEquityVsRandom: (o) => x.calculateEquityVsRandom(m('As Ks'), board, 1, o),
    calculateRangeEquity: (o) => x.calculateRangeEquity(aa, kk, board, 0n, o),
    calculateRangeEquityPerCombo: (o) => x.calculateRangeEquityPerCombo(aa, kk, board, 0n, o),
    calculateMultiwayRangeEquity: (o) => x.calculateMultiwayRangeEquity([aa, kk], board, 0n, o),
  };
  for (const [name, run] of Object.entries(cases)) {
    for (const options of [x.SimulationOptions.exact(), x.SimulationOptions.mcSeeded(300000, 9n, { threads: 1 })]) {
      const { calls, progress } = recorder();
      const watched = run(options.withProgress(progress));
      assertWellFormed(calls);
      assert.deepEqual(watched, run(options), `${name}: a progress function does not change the result`);
    }
  }
  aa.close();
  kk.close();
});

test('progress: returning false cancels a 2**40-trial run at once with CancelledError', () => {
  const { calls, progress } = recorder((done, total, n) => n < 3);
  assert.throws(() => x.calculateEquityVsRandom(m('As Ks'), 0n, 3, x.SimulationOptions.mcSeeded(HUGE, 1n, { progress })),
    (error) => error instanceof x.CancelledError && error.status === -6 && error.statusName === 'XIAPL_ERR_CANCELLED');
  assert.equal(calls.length, 3, 'not called again once it asked to stop');
  assert.equal(calls[0][1], Number(HUGE));
  assert.ok(calls[2][0] < calls[2][1]);

  // a range equity run cancels the same way, at once
  const all = x.Range.all();
  const tt = x.Range.fromString('TT+');
  let rangeCalls = 0;
  const stop = () => { rangeCalls += 1; return false; };
  assert.throws(() => x.calculateRangeEquityPerCombo(all, tt, 0n, 0n,
    x.SimulationOptions.mcSeeded(HUGE, 2n, { threads: 2, progress: stop })), x.CancelledError);
  assert.equal(rangeCalls, 1, 'not called again once it asked to stop');
  all.close();
  tt.close();
});

test('progress: only false cancels; other return values continue', () => {
  for (const value of [undefined, null, 0, true, '', 1]) {
    const { calls, progress } = recorder(() => value);
    const r = x.calculateEquityVsRandom(m('Qh Qd'), 0n, 2, x.SimulationOptions.mcSeeded(300000, 4n, { progress }));
    assert.equal(r.trials, 300000);
    assertWellFormed(calls);
  }
});

test('progress: what the function throws cancels the call and is thrown after it', () => {
  const boom = new RangeError('stop here');
  let n = 0;
  assert.throws(() => x.calculateEquityVsRandom(m('As Ks'), 0n, 3, x.SimulationOptions.mcSeeded(HUGE, 3n, {
    progress: () => {
      n += 1;
      if (n === 2) throw boom;
    },
  })), (error) => error === boom);
  assert.equal(n, 2, 'not called again after throwing');

  // a thrown non-Error value comes back as it was
  for (const value of ['text', 42, undefined]) {
    let thrown = false;
    try {
      x.calculateMultiwayRangeEquity([x.Range.fromString('AA'), x.Range.fromString('KK')], 0n, 0n,
        x.SimulationOptions.mcSeeded(HUGE, 1n, { progress: () => { throw value; } }));
    } catch (error) {
      thrown = true;
      assert.equal(error, value);
    }
    assert.ok(thrown, `throw ${String(value)} surfaced`);
  }

  // the library keeps working afterwards, with and without a progress function
  const exact = x.calculateEquity([m('As Ks'), m('Qd Qc')]);
  assert.equal(Math.round(exact.players[0].equity * 10000), 4621);
  const { calls, progress } = recorder();
  const again = x.calculateEquity([m('As Ks'), m('Qd Qc')], 0n, x.SimulationOptions.exact({ progress }));
  assert.deepEqual(again, exact);
  assertWellFormed(calls);
  // and a later failure still carries its own message
  assert.throws(() => x.calculateEquity([m('As Ks'), m('As Qc')]), (e) => e instanceof x.InvalidArgumentError &&
    !/progress/.test(e.message));
});

test('progress: never called after the call has returned', async () => {
  const { calls, progress } = recorder();
  x.calculateEquityVsRandom(m('Jh Td'), 0n, 2, x.SimulationOptions.mcSeeded(300000, 8n, { threads: 2, progress }));
  const seen = calls.length;
  assert.ok(seen >= 1);
  let cancelledCalls = 0;
  assert.throws(() => x.calculateEquityVsRandom(m('Jh Td'), 0n, 2, x.SimulationOptions.mcSeeded(HUGE, 8n, {
    threads: 2, progress: () => { cancelledCalls += 1; return false; },
  })), x.CancelledError);
  assert.equal(cancelledCalls, 1);
  // The library reports on the calling thread during the call and joins its
  // workers before returning. A stray report from elsewhere would come during
  // another call or through the event loop (koffi hands a call made on another
  // thread to it): run another call and let the event loop turn, with no clock.
  x.calculateEquityVsRandom(m('Jh Td'), 0n, 2, x.SimulationOptions.mcSeeded(300000, 8n, { threads: 2 }));
  await eventLoopTurn();
  assert.equal(calls.length, seen);
  assert.equal(cancelledCalls, 1);
});

test('progress: each call releases its callback registration', () => {
  // more calls than koffi has callback slots (8,192): a leaked registration would make one fail
  const holes = [m('As Ks'), m('Qd Qc')];
  const board = m('2c 7d 9h Th 3s');
  let called = 0;
  const options = x.SimulationOptions.exact({ progress: () => { called += 1; } });
  for (let i = 0; i < 9000; i++) x.calculateEquity(holes, board, options);
  assert.ok(called >= 9000);
});

test('progress: an equity call from inside a progress function is refused and surfaces', () => {
  let inner;
  assert.throws(() => x.calculateEquityVsRandom(m('As Ks'), 0n, 3, x.SimulationOptions.mcSeeded(HUGE, 1n, {
    progress: () => {
      try {
        x.calculateEquity([m('As Ks'), m('Qd Qc')]);
      } catch (error) {
        inner = error;
        throw error;
      }
    },
  })), (error) => error === inner && error instanceof x.InvalidArgumentError && /progress function/.test(error.message));
  assert.equal(x.calculateEquity([m('As Ks'), m('Qd Qc')]).trials, 1712304);
});

test('progress: options accept a function only, in every form', () => {
  assert.throws(() => x.SimulationOptions.exact({ progress: 42 }), TypeError);
  assert.throws(() => new x.SimulationOptions({ progress: 'no' }), TypeError);
  assert.throws(() => x.calculateEquity([m('As Ks'), m('Qd Qc')], 0n, { progress: {} }), TypeError);
  assert.equal(x.SimulationOptions.exact().progress, null);
  const f = () => {};
  const o = x.SimulationOptions.mcSeeded(1000, 3n, { threads: 1, progress: f });
  assert.equal(o.progress, f);
  assert.equal(o.withProgress(null).progress, null);
  assert.equal(o.withProgress(null).iterations, 1000n);
  assert.equal(o.withProgress(null).seed, 3n);
  assert.ok(Object.isFrozen(o.withProgress(f)));
  // a plain options object carries one too
  const { calls, progress } = recorder(() => false);
  assert.throws(() => x.calculateEquityVsRandom(m('As Ks'), 0n, 3,
    { mode: x.SimulationMode.MONTE_CARLO, iterations: HUGE, seed: 1n, progress }), x.CancelledError);
  assert.equal(calls.length, 1);
});
