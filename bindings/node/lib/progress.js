'use strict';

// Progress functions and cancellation of the equity calls and of the solver's
// solve. A progress function given in SimulationOptions (or to
// Solver.solve) is hooked into the options struct for
// the length of one C call: it is registered with koffi just before the call
// and unregistered as soon as the call returns, so the library can never
// reach it afterwards and no callback slot is kept. The library calls the
// hook on the thread that made the call (the JS thread), never on a worker.
//
// The user's function (done, total) or, for a solve, (iterations,
// exploitability) returns false to cancel (the call then throws
// CancelledError). Whatever it throws is caught inside the hook, never
// unwinds through C: the hook asks the library to stop and the value is
// thrown again once the call has returned.
//
// The worker thread of the Promise-returning calls (lib/worker.js) watches a
// call through its own function instead (runWatched): it reads the abort flag
// and forwards the reports to the calling thread.

const { koffi, invalid, PROGRESS_FN } = require('./native');

const POINTER_SIZE = koffi.sizeof('void *');

const CONTINUE = 0;
const CANCEL = 1;

// The function that replaces the options' progress function during runWatched.
let watcher = null;

// True while a user's progress function runs: the header forbids calling an
// equity function from the hook, so such a call is refused before it reaches C.
let inProgressFunction = false;

/** Checks a progress option: a function, or null/undefined for none. */
function toProgress(value) {
  if (value == null) return null;
  if (typeof value !== 'function') {
    throw new TypeError(`progress must be a function (done, total) returning false to cancel, not ${typeof value}`);
  }
  return value;
}

function writePointer(buffer, offset, address) {
  if (POINTER_SIZE === 8) buffer.writeBigUInt64LE(address, offset);
  else buffer.writeUInt32LE(Number(address), offset);
}

/**
 * Makes one C call with an options buffer: `call(buffer)` returns the status.
 * With a progress function, its hook is written at `offset` (the progress
 * field; progress_user stays NULL, the hook is a closure over this call) for
 * the length of the call. Throws what the progress function threw, after the
 * call; otherwise returns the status for check(). `type` is the hook's
 * pointer type (xiapl_progress_fn, or xiapl_solver_progress_fn for a solve,
 * which no worker watches) and `what` names the call in the error of a call
 * made from inside a progress function.
 */
function callWithProgress(buffer, offset, progress, call, { type = PROGRESS_FN, what = 'an equity function' } = {}) {
  if (inProgressFunction) {
    throw invalid(`${what} was called from inside a progress function; the library does not allow ` +
      'it: return from the progress function first');
  }
  if (watcher !== null && type === PROGRESS_FN) progress = watcher;
  if (progress == null) return call(buffer);
  let live = true;
  let stop = false;
  let failed = false;
  let failure;
  const hook = (user, done, total) => {
    if (!live || stop) return CANCEL;
    inProgressFunction = true;
    try {
      if (progress(Number(done), Number(total)) === false) stop = true;
    } catch (error) {
      failed = true;
      failure = error;
      stop = true;
    } finally {
      inProgressFunction = false;
    }
    return stop ? CANCEL : CONTINUE;
  };
  const address = koffi.register(hook, type);
  let status;
  try {
    writePointer(buffer, offset, address);
    status = call(buffer);
  } finally {
    live = false;
    writePointer(buffer, offset, 0n);
    koffi.unregister(address);
  }
  if (failed) throw failure;
  return status;
}

/**
 * Runs `fn` (one synchronous equity call) with `watch(done, total)` as its
 * progress function, in place of the one its options carry.
 */
function runWatched(watch, fn) {
  watcher = toProgress(watch);
  try {
    return fn();
  } finally {
    watcher = null;
  }
}

module.exports = { toProgress, callWithProgress, runWatched };
