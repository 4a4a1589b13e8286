'use strict';

// The Promise-returning equity calls: the same results and errors as the
// synchronous ones, cancellation through an AbortSignal or the progress
// function, workers that stop with the call and never hold the process open.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { getEventListeners } = require('node:events');
const x = require('..');
const { poolState } = require('../lib/async');

const m = (text) => x.parseMask(text);
// Monte Carlo trials no test could finish: only a cancel ends such a call.
const HUGE = 2n ** 40n;

/** Each async call's name and its arguments for given options (undefined: the default). */
function cases() {
  const aa = x.Range.fromString('AA, KK');
  const qq = x.Range.fromString('QQ, AKs');
  const jj = x.Range.fromString('JJ, AQs:0.5');
  const board = m('2c 7d 9h');
  const list = [
    ['calculateEquity', (o) => [[m('As Ks'), m('Qd Qc')], board, o]],
    ['calculateEquity', (o) => [[m('As Ks'), m('Qd Qc'), m('7h 7s')], 0n, o, x.Game.HOLDEM, m('2d')]],
    ['calculateEquity', (o) => [[m('Ah Kh Qs Js'), m('Ad As 9c 8c')], board, o, x.Game.OMAHA4]],
    ['calculateEquityVsRandom', (o) => [m('As Ks'), board, 1, o]],
    ['calculateEquityVsRandom', (o) => [m('As Ks'), 0n, 3, o, x.Game.HOLDEM, m('2d')]],
    ['calculateRangeEquity', (o) => [aa, qq, board, 0n, o]],
    ['calculateRangeEquityPerCombo', (o) => [aa, qq, board, m('Ac'), o]],
    ['calculateMultiwayRangeEquity', (o) => [[aa, qq, jj], board, 0n, o]],
  ];
  return { list, close: () => [aa, qq, jj].forEach((r) => r.close()) };
}

// The number of arguments of each call before { signal }.
const ARITY = {
  calculateEquity: 5,
  calculateEquityVsRandom: 6,
  calculateRangeEquity: 5,
  calculateRangeEquityPerCombo: 5,
  calculateMultiwayRangeEquity: 4,
};

/** The arguments, padded with undefined (the defaults) up to the call's arity, then `control`. */
function withControl(name, args, control) {
  return [...args, ...new Array(ARITY[name] - args.length).fill(undefined), control];
}

function assertDeepFrozen(value, where = 'result') {
  if (value !== null && typeof value === 'object') {
    assert.ok(Object.isFrozen(value), `${where} is frozen`);
    for (const [key, item] of Object.entries(value)) assertDeepFrozen(item, `${where}.${key}`);
  }
}

test('async: every call gives exactly the synchronous result (exact, seeded Monte Carlo, defaults)', async () => {
  const { list, close } = cases();
  const optionSets = [undefined, x.SimulationOptions.exact({ threads: 2 }),
    x.SimulationOptions.mcSeeded(40000, 11n, { threads: 2 }),
    { mode: x.SimulationMode.MONTE_CARLO, iterations: 30000, seed: 5n }];
  for (const [name, argsFor] of list) {
    for (const options of optionSets) {
      const args = argsFor(options);
      // exact against 3 random hands is refused, in both forms (tested below)
      if (name === 'calculateEquityVsRandom' && args[2] === 3 && options?.mode === x.SimulationMode.EXACT) continue;
      const expected = x[name](...args);
      const got = await x[`${name}Async`](...args);
      assert.deepEqual(got, expected, `${name} with ${JSON.stringify(options, (k, v) => String(v))}`);
      assertDeepFrozen(got);
    }
  }
  close();
  assert.deepEqual(poolState().running, 0);
});

test('async: concurrent calls each run on their own worker and match the synchronous results', async () => {
  const { list, close } = cases();
  const options = x.SimulationOptions.mcSeeded(30000, 3n, { threads: 1 });
  const calls = list.map(([name, argsFor]) => [name, argsFor(options)]);
  const expected = calls.map(([name, args]) => x[name](...args));
  const { signal } = new AbortController();
  const pending = calls.map(([name, args]) => x[`${name}Async`](...withControl(name, args, { signal })));
  assert.equal(poolState().running, calls.length);
  assert.equal(getEventListeners(signal, 'abort').length, calls.length);
  assert.deepEqual(await Promise.all(pending), expected);
  assert.equal(getEventListeners(signal, 'abort').length, 0, 'a settled call stops listening');
  const state = poolState();
  assert.equal(state.running, 0);
  assert.ok(state.idle >= 1 && state.idle <= 2, `a few idle workers are kept (${state.idle})`);
  close();
});

test('async: an already-aborted signal rejects at once, before any work', async () => {
  const reason = new Error('not wanted');
  let reports = 0;
  const options = x.SimulationOptions.mcSeeded(HUGE, 1n, { progress: () => { reports += 1; } });
  const before = poolState();
  const pending = x.calculateEquityVsRandomAsync(m('As Ks'), 0n, 3, options, 0, 0n,
    { signal: AbortSignal.abort(reason) });
  assert.deepEqual(poolState(), before, 'no worker was taken');
  await assert.rejects(pending, (e) => e instanceof x.CancelledError && e.cause === reason &&
    e.status === -6 && e.statusName === 'XIAPL_ERR_CANCELLED');
  assert.equal(reports, 0);
  // without a reason the cause is the signal's AbortError
  const controller = new AbortController();
  controller.abort();
  const aa = x.Range.fromString('AA');
  await assert.rejects(x.calculateMultiwayRangeEquityAsync([aa, aa], 0n, 0n, null, { signal: controller.signal }),
    (e) => e instanceof x.CancelledError && e.cause === controller.signal.reason && e.cause.name === 'AbortError');
  aa.close();
});

test('async: aborting after the first progress report stops a 2**40-trial run and frees its worker', async () => {
  const all = x.Range.all();
  const tt = x.Range.fromString('TT+');
  // (calculateEquity has no such run: with known hands, Monte Carlo asked for
  // at least as many trials as there are boards enumerates the boards instead.)
  const runs = {
    calculateEquityVsRandomAsync: (options, signal) => x.calculateEquityVsRandomAsync(m('As Ks'), 0n, 3, options, 0,
      0n, { signal }),
    calculateRangeEquityPerComboAsync: (options, signal) => x.calculateRangeEquityPerComboAsync(all, tt, 0n, 0n,
      options, { signal }),
    calculateMultiwayRangeEquityAsync: (options, signal) => x.calculateMultiwayRangeEquityAsync([all, tt, tt], 0n,
      0n, options, { signal }),
  };
  for (const [name, runIt] of Object.entries(runs)) {
    const controller = new AbortController();
    const reason = new Error(`stop ${name}`);
    const calls = [];
    const options = x.SimulationOptions.mcSeeded(HUGE, 2n, {
      threads: 2,
      progress: (done, total) => {
        calls.push([done, total]);
        controller.abort(reason);
      },
    });
    await assert.rejects(runIt(options, controller.signal),
      (e) => e instanceof x.CancelledError && e.cause === reason, name);
    assert.equal(calls.length, 1, `${name}: no report after the abort`);
    assert.equal(calls[0][1], Number(HUGE), `${name}: Monte Carlo work is counted in trials`);
    assert.ok(calls[0][0] < calls[0][1]);
    assert.equal(poolState().running, 0, `${name}: the worker has left the C call`);
  }
  // without a progress function the worker still watches the flag: only the abort can end this run
  const controller = new AbortController();
  const pending = x.calculateEquityVsRandomAsync(m('Qs Qd'), 0n, 4, x.SimulationOptions.mcSeeded(HUGE, 4n), 0, 0n,
    { signal: controller.signal });
  assert.equal(poolState().running, 1);
  setImmediate(() => controller.abort('enough'));
  await assert.rejects(pending, (e) => e instanceof x.CancelledError && e.cause === 'enough');
  assert.equal(poolState().running, 0);
  // the same workers serve the next call
  const options = x.SimulationOptions.mcSeeded(20000, 9n);
  assert.deepEqual(await x.calculateRangeEquityAsync(all, tt, 0n, 0n, options), x.calculateRangeEquity(all, tt, 0n,
    0n, options));
  all.close();
  tt.close();
});

test('async: progress reports arrive in order, false cancels, a throw rejects with the value', async () => {
  const calls = [];
  const options = x.SimulationOptions.mcSeeded(600000, 5n, { threads: 2, progress: (done, total) => {
    calls.push([done, total]);
  } });
  const result = await x.calculateEquityVsRandomAsync(m('As Ks'), 0n, 3, options);
  assert.deepEqual(result, x.calculateEquityVsRandom(m('As Ks'), 0n, 3, options.withProgress(null)));
  assert.ok(calls.length >= 1);
  for (let i = 0; i < calls.length; i++) {
    assert.equal(calls[i][1], 600000);
    if (i > 0) assert.ok(calls[i][0] >= calls[i - 1][0], 'done never decreases');
  }
  assert.equal(calls[calls.length - 1][0], 600000, 'the last report is done === total');

  let reports = 0;
  await assert.rejects(x.calculateEquityAsync([m('As Ks'), m('Qd Qc')], 0n, x.SimulationOptions.mcSeeded(HUGE, 1n, {
    progress: () => { reports += 1; return false; },
  })), (e) => e instanceof x.CancelledError && e.cause === undefined && e.statusName === 'XIAPL_ERR_CANCELLED');
  assert.equal(reports, 1, 'not called again once it asked to stop');

  const boom = new RangeError('stop here');
  reports = 0;
  await assert.rejects(x.calculateEquityVsRandomAsync(m('As Ks'), 0n, 3, { mode: x.SimulationMode.MONTE_CARLO,
    iterations: HUGE, seed: 1n, progress: () => { reports += 1; throw boom; } }), (e) => e === boom);
  assert.equal(reports, 1);

  // unlike the synchronous call, the progress function runs outside the C call and may use the library
  let inner = null;
  const aa = x.Range.fromString('AA');
  const kk = x.Range.fromString('KK');
  await x.calculateRangeEquityAsync(aa, kk, 0n, 0n, x.SimulationOptions.exact({ progress: () => {
    inner ??= x.calculateEquity([m('As Ks'), m('Qd Qc')]).trials;
  } }));
  assert.equal(inner, 1712304);
  aa.close();
  kk.close();
  assert.equal(poolState().running, 0);
});

/** The error a call throws, or fails. */
function thrownBy(fn) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  assert.fail('the synchronous call did not throw');
}

test('async: errors reject with the class, status and message the synchronous call throws', async () => {
  const closed = x.Range.fromString('AA');
  closed.close();
  const kk = x.Range.fromString('KK');
  const failing = [
    // from the library, in the worker
    ['calculateEquity', [[m('As Ks'), m('As Qd')]]],
    ['calculateEquity', [[m('As Ks')], m('2c 3c')]],
    ['calculateEquityVsRandom', [m('As Ad'), 0n, 23]],
    ['calculateEquityVsRandom', [m('As Ad'), 0n, 3, x.SimulationOptions.exact()]],
    ['calculateEquityVsRandom', [m('As'), 0n]],
    ['calculateRangeEquity', [kk, kk, 0n, 0n, { mode: 7 }]],
    ['calculateMultiwayRangeEquity', [[kk]]],
    // from the checks before the call
    ['calculateEquity', [[m('As Ks'), -1n]]],
    ['calculateEquity', ['AsKs']],
    ['calculateEquityVsRandom', [m('As Ad'), 0n, -1]],
    ['calculateEquityVsRandom', [m('As Ad'), 0n, 1, { progress: 42 }]],
    ['calculateRangeEquity', [closed, kk]],
    ['calculateRangeEquityPerCombo', [kk, 'KK']],
    ['calculateMultiwayRangeEquity', [[kk, {}]]],
    ['calculateMultiwayRangeEquity', [7]],
  ];
  for (const [name, args] of failing) {
    const expected = thrownBy(() => x[name](...args));
    await assert.rejects(x[`${name}Async`](...args), (e) => {
      assert.equal(e.constructor, expected.constructor, `${name}: ${expected.message}`);
      assert.equal(e.message, expected.message);
      assert.equal(e.status, expected.status);
      assert.equal(e.statusName, expected.statusName);
      return true;
    }, name);
  }
  // the last argument is { signal } with an AbortSignal
  await assert.rejects(x.calculateEquityAsync([m('As Ks'), m('Qd Qc')], 0n, null, 0, 0n, { signal: 'now' }), TypeError);
  await assert.rejects(x.calculateEquityAsync([m('As Ks'), m('Qd Qc')], 0n, null, 0, 0n, 5), TypeError);
  kk.close();
  assert.equal(poolState().running, 0);
});

test('async: ranges cross as their combos, so closing one during the call is harmless', async () => {
  const hero = x.Range.fromString('AA, KQs:0.5, 72o:0.25');
  const villain = x.Range.fromString('TT+, AKs');
  const expected = x.calculateRangeEquityPerCombo(hero, villain, m('Ah 7c 2d'));
  const pending = x.calculateRangeEquityPerComboAsync(hero, villain, m('Ah 7c 2d'));
  hero.close();
  villain.close();
  assert.deepEqual(await pending, expected);
});

test('async: a pending call keeps the process alive, idle workers do not', () => {
  const script = `
    const x = require(${JSON.stringify(path.join(__dirname, '..'))});
    x.calculateEquityAsync([x.parseMask('As Ks'), x.parseMask('Qd Qc')])
      .then((r) => x.calculateEquityVsRandomAsync(x.parseMask('As Ks'), 0n, 2, x.SimulationOptions.mcSeeded(1000, 1n))
        .then((s) => console.log(r.trials, s.trials)));
  `;
  // The timeout only guards against a hang: a worker holding the process open.
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 120000 });
  assert.equal(child.error, undefined);
  assert.equal(child.signal, null, 'the process ended by itself');
  assert.equal(child.status, 0, child.stderr);
  assert.equal(child.stdout.trim(), '1712304 1000');
});
