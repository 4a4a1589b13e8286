'use strict';

// The thread of the Promise-returning equity calls (lib/async.js). It loads
// this package (and, through XIAPL_LIBRARY, the libxiapl the calling thread
// loaded) and runs one synchronous equity call per request, watched by a
// progress function that stops the call once the calling thread sets the
// shared flag, and forwards the reports when the caller asked for them.
// Replies: { type: 'progress', done, total }, then one { type: 'result',
// value } or { type: 'error', error }.

const { parentPort } = require('node:worker_threads');

let loaded = null;
let loadError = null;
try {
  const equity = require('./equity');
  const { runWatched } = require('./progress');
  loaded = { equity, runWatched };
} catch (error) {
  loadError = error;
}

/** An error as data the calling thread turns back into the same class (lib/async.js). */
function serialize(error) {
  if (error instanceof Error) {
    const { name, message, status, statusName, index } = error;
    return { name, message, status, statusName, index, stack: error.stack };
  }
  return { thrown: error };
}

function run({ name, args, options }, watch) {
  const { equity, runWatched } = loaded;
  const built = [];
  const range = (arrays) => {
    const r = equity.Range.fromArrays(arrays);
    built.push(r);
    return r;
  };
  try {
    const opts = options === null ? null : new equity.SimulationOptions(options);
    return runWatched(watch, () => {
      switch (name) {
        case 'calculateEquity': {
          const [holes, board, game, dead] = args;
          return equity.calculateEquity(holes, board, opts, game, dead);
        }
        case 'calculateEquityVsRandom': {
          const [hole, board, opponents, game, dead] = args;
          return equity.calculateEquityVsRandom(hole, board, opponents, opts, game, dead);
        }
        case 'calculateRangeEquity':
        case 'calculateRangeEquityPerCombo': {
          const [hero, villain, board, dead] = args;
          return equity[name](range(hero), range(villain), board, dead, opts);
        }
        case 'calculateMultiwayRangeEquity': {
          const [ranges, board, dead] = args;
          return equity.calculateMultiwayRangeEquity(ranges.map(range), board, dead, opts);
        }
        default:
          throw new Error(`lib/worker.js has no call ${name}`);
      }
    });
  } finally {
    for (const r of built) r.close();
  }
}

parentPort.on('message', (request) => {
  const stop = new Int32Array(request.flag);
  const watch = (done, total) => {
    if (Atomics.load(stop, 0) !== 0) return false;
    if (request.report) parentPort.postMessage({ type: 'progress', done, total });
    return true;
  };
  try {
    if (loadError !== null) throw loadError;
    parentPort.postMessage({ type: 'result', value: run(request, watch) });
  } catch (error) {
    parentPort.postMessage({ type: 'error', error: serialize(error) });
  }
});
