'use strict';

// Promise-returning forms of the long equity calls. Each call runs the
// synchronous function on a worker thread (lib/worker.js, loading this package
// and the same libxiapl), so the event loop stays free while the library
// counts. The arguments are checked here first, with the checks (and errors)
// of the synchronous function; ranges cross as their combos and are rebuilt
// in the worker, so closing a Range during a call is harmless.
//
// Cancellation: an AbortSignal, or a progress function returning false or
// throwing, sets a flag shared with the worker; the worker's progress hook
// reads it on its next report and stops the C call. The promise settles once
// the worker has answered, so no call is left running behind a rejected promise.
//
// Workers: one per running call, kept for reuse afterwards (up to MAX_IDLE),
// unref'd while idle so they never hold the process open.

const path = require('node:path');
const { Worker } = require('node:worker_threads');
const { libraryPath, CONSTANTS, invalid } = require('./native');
const errors = require('./errors');
const { toCount, toMask, toMaskArray } = require('./convert');
const { toGame } = require('./games');
const { SimulationOptions, Range } = require('./equity');

const WORKER = path.join(__dirname, 'worker.js');
const MAX_IDLE = 2;

const idle = [];
let running = 0;

function spawn() {
  // The worker loads exactly the library this thread loaded.
  const worker = new Worker(WORKER, { env: { ...process.env, XIAPL_LIBRARY: libraryPath } });
  // A call listens for itself; these keep an idle worker that fails or exits out of the pool.
  worker.on('error', () => {});
  worker.on('exit', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
}

/** @internal how many workers run a call and how many wait for one (read by the tests). */
function poolState() {
  return { running, idle: idle.length };
}

function checkSignal(control) {
  if (control == null) return null;
  if (typeof control !== 'object') throw new TypeError(`the last argument is { signal }, not ${typeof control}`);
  const { signal } = control;
  if (signal == null) return null;
  if (typeof signal !== 'object' || typeof signal.aborted !== 'boolean' ||
      typeof signal.addEventListener !== 'function') {
    throw new TypeError('signal must be an AbortSignal');
  }
  return signal;
}

function toOptions(options) {
  if (options == null) return null;
  return options instanceof SimulationOptions ? options : new SimulationOptions(options);
}

/** The CancelledError of a call stopped through its AbortSignal; `cause` is the signal's reason. */
function abortError(signal) {
  const error = new errors.CancelledError('the call was cancelled through its AbortSignal',
    CONSTANTS.XIAPL_ERR_CANCELLED, 'XIAPL_ERR_CANCELLED');
  Object.defineProperty(error, 'cause', { value: signal.reason, writable: true, configurable: true });
  return error;
}

/** The error the worker reported, as the class the synchronous call throws. */
function revive(data) {
  if ('thrown' in data) return data.thrown;
  const { name, message, status, statusName, index, stack } = data;
  let error;
  if (name === 'LibraryLoadError') {
    error = new errors.LibraryLoadError(message);
  } else if (name === 'IllegalStepError') {
    error = new errors.IllegalStepError(message, status, statusName, index);
  } else if (Object.hasOwn(errors, name) && errors[name].prototype instanceof errors.XiaplError) {
    error = new errors[name](message, status, statusName);
  } else if (Object.hasOwn(globalThis, name) && globalThis[name].prototype instanceof Error) {
    error = new globalThis[name](message);
  } else {
    error = new Error(message);
  }
  if (stack) error.stack = stack;
  return error;
}

function deepFreeze(value) {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * Runs the synchronous equity function `name` on a worker with `args` (its
 * arguments but the options, checked and cloneable) and `options` (a
 * SimulationOptions or null).
 */
function run(name, args, options, signal) {
  if (signal !== null && signal.aborted) return Promise.reject(abortError(signal));
  const progress = options === null ? null : options.progress;
  const fields = options === null ? null : {
    mode: options.mode,
    iterations: options.iterations,
    seed: options.seed,
    deterministic: options.deterministic,
    threads: options.threads,
    breakdown: options.breakdown,
  };
  return new Promise((resolve, reject) => {
    const worker = idle.pop() || spawn();
    const flag = new Int32Array(new SharedArrayBuffer(4));
    let stopped = null; // { reason } once the caller asked to stop
    const stop = (reason) => {
      if (stopped !== null) return;
      stopped = { reason };
      Atomics.store(flag, 0, 1);
    };
    const onAbort = () => stop(abortError(signal));
    const finish = (keep) => {
      running -= 1;
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (signal !== null) signal.removeEventListener('abort', onAbort);
      if (keep && idle.length < MAX_IDLE) {
        worker.unref();
        idle.push(worker);
      } else if (keep) {
        worker.terminate().catch(() => {});
      }
    };
    const onMessage = (message) => {
      if (message.type === 'progress') {
        if (stopped !== null || progress === null) return;
        try {
          if (progress(message.done, message.total) === false) {
            stop(new errors.CancelledError('the progress function returned false', CONSTANTS.XIAPL_ERR_CANCELLED,
              'XIAPL_ERR_CANCELLED'));
          }
        } catch (error) {
          stop(error);
        }
        return;
      }
      finish(true);
      if (stopped !== null) reject(stopped.reason);
      else if (message.type === 'result') resolve(deepFreeze(message.value));
      else reject(revive(message.error));
    };
    const onError = (error) => {
      finish(false);
      reject(stopped !== null ? stopped.reason : error);
    };
    const onExit = (code) => {
      finish(false);
      reject(stopped !== null ? stopped.reason
        : new errors.InternalError(`the worker thread of ${name} exited with code ${code} during the call`));
    };
    running += 1;
    worker.ref();
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    if (signal !== null) signal.addEventListener('abort', onAbort, { once: true });
    try {
      worker.postMessage({ name, args, options: fields, report: progress !== null, flag: flag.buffer });
    } catch (error) {
      finish(true);
      reject(error);
    }
  });
}

/** Runs `prepare` (the argument checks) and the call; every failure rejects the promise. */
function start(name, control, prepare) {
  try {
    const signal = checkSignal(control);
    const { args, options } = prepare();
    return run(name, args, options, signal);
  } catch (error) {
    return Promise.reject(error);
  }
}

function rangeArrays(range) {
  return Range.arraysOf(range);
}

/** calculateEquity on a worker thread; the last argument is { signal }. */
function calculateEquityAsync(holes, board = 0n, options = null, gameType = 0, dead = 0n, control = undefined) {
  return start('calculateEquity', control, () => ({
    args: [toMaskArray(holes, 'holes'), toMask(board, 'board'), toGame(gameType), toMask(dead, 'dead')],
    options: toOptions(options),
  }));
}

/** calculateEquityVsRandom on a worker thread; the last argument is { signal }. */
function calculateEquityVsRandomAsync(hole, board = 0n, opponents = 1, options = null, gameType = 0, dead = 0n,
  control = undefined) {
  return start('calculateEquityVsRandom', control, () => {
    const holeMask = toMask(hole, 'hole');
    const boardMask = toMask(board, 'board');
    const deadMask = toMask(dead, 'dead');
    const n = toCount(opponents, 'opponents');
    if (n > 0xffffffff) throw invalid(`opponents must fit 32 bits, got ${n}`);
    return {
      args: [holeMask, boardMask, n, toGame(gameType), deadMask],
      options: options == null ? SimulationOptions.auto() : toOptions(options),
    };
  });
}

function headsUp(name, hero, villain, board, dead, options, control) {
  return start(name, control, () => {
    const h = rangeArrays(hero);
    const v = rangeArrays(villain);
    return { args: [h, v, toMask(board, 'board'), toMask(dead, 'dead')], options: toOptions(options) };
  });
}

/** calculateRangeEquity on a worker thread; the last argument is { signal }. */
function calculateRangeEquityAsync(hero, villain, board = 0n, dead = 0n, options = null, control = undefined) {
  return headsUp('calculateRangeEquity', hero, villain, board, dead, options, control);
}

/** calculateRangeEquityPerCombo on a worker thread; the last argument is { signal }. */
function calculateRangeEquityPerComboAsync(hero, villain, board = 0n, dead = 0n, options = null, control = undefined) {
  return headsUp('calculateRangeEquityPerCombo', hero, villain, board, dead, options, control);
}

/** calculateMultiwayRangeEquity on a worker thread; the last argument is { signal }. */
function calculateMultiwayRangeEquityAsync(ranges, board = 0n, dead = 0n, options = null, control = undefined) {
  return start('calculateMultiwayRangeEquity', control, () => {
    if (ranges == null || typeof ranges[Symbol.iterator] !== 'function') {
      throw new TypeError('ranges must be an iterable of Range, one per player');
    }
    const list = Array.from(ranges, (range, i) => {
      if (!(range instanceof Range)) throw new TypeError(`ranges[${i}] must be a Range`);
      return rangeArrays(range);
    });
    return { args: [list, toMask(board, 'board'), toMask(dead, 'dead')], options: toOptions(options) };
  });
}

module.exports = {
  calculateEquityAsync,
  calculateEquityVsRandomAsync,
  calculateRangeEquityAsync,
  calculateRangeEquityPerComboAsync,
  calculateMultiwayRangeEquityAsync,
  poolState,
};
