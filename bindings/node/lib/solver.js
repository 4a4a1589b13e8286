'use strict';

// The postflop solver (docs/solver.md): a heads-up No-Limit Hold'em spot from
// the flop, turn or river solved by Discounted CFR. Out of position is player
// 0 and acts first on every street; in position is player 1.

const { lib, raw, check, invalid, layout, CONSTANTS, finalizer } = require('./native');
const { toMask } = require('./convert');

const SPOT = layout('xiapl_solver_spot');
const OPTIONS = layout('xiapl_solver_options');
const RESULT = layout('xiapl_solver_result');
const BUFFER_TOO_SMALL = CONSTANTS.XIAPL_ERR_BUFFER_TOO_SMALL;

const registry = finalizer('Solver', lib.xiapl_solver_destroy);

function text(value, what) {
  if (typeof value !== 'string') throw new TypeError(`${what} must be a string, not ${typeof value}`);
  if (value.includes('\0')) throw invalid(`${what} must not contain a NUL character`);
  return value;
}

function count(value, what, low, high) {
  if (!Number.isInteger(value) || value < low || value > high) {
    throw invalid(`${what} is ${String(value)}; give an integer from ${low} to ${high}`);
  }
  return value;
}

/** The length a (buf, capacity, *out_len) call needs: it is called with capacity 0 first. */
function needed(call) {
  const len = new BigUint64Array(1);
  const status = call(len);
  if (status !== BUFFER_TOO_SMALL) check(status);
  return { status, length: Number(len[0]) };
}

/**
 * A solver for a spot: { oop, ip (range text), board (cards text or a mask),
 * pot, stack, bets = "60%, e, a", raises = "2.5x", rakeRate = 0, rakeCap = 0 }.
 * Call close() when done (a finalizer frees it otherwise). A bad range or size
 * list throws ParseError; a bad board, pot or stack InvalidArgumentError.
 */
class Solver {
  #handle;

  constructor({ oop, ip, board, pot, stack, bets = '60%, e, a', raises = '2.5x', rakeRate = 0, rakeCap = 0 }) {
    const { parseMask } = require('./cards');
    const mask = typeof board === 'string' ? parseMask(board) : toMask(board, 'board');
    const spot = Buffer.alloc(SPOT.size);
    lib.xiapl_solver_spot_init(spot, SPOT.size);
    const f = SPOT.fields;
    for (const [name, value] of [['pot', pot], ['stack', stack], ['rake_rate', rakeRate], ['rake_cap', rakeCap]]) {
      if (typeof value !== 'number') throw new TypeError(`${name} must be a number, not ${typeof value}`);
      spot.writeDoubleLE(value, f[name]);
    }
    const out = [null];
    lib.xiapl_solver_create(text(oop, 'oop'), text(ip, 'ip'), mask, spot, text(bets, 'bets'),
      text(raises, 'raises'), out);
    this.#handle = out[0];
    registry.register(this, this.#handle, this);
  }

  #live() {
    if (this.#handle === null) throw invalid('the solver is closed');
    return this.#handle;
  }

  /**
   * Adds a bet, raise or all-in ("bet 50", "raise 300", "allin") at every decision after a betting
   * `line` (action names from the root, comma separated, deals left out: "" the root), before the
   * tree is built. A refused edit (ParseError, InvalidArgumentError) changes nothing.
   */
  addAction(line, action) {
    lib.xiapl_solver_add_action(this.#live(), text(line, 'line'), text(action, 'action'));
  }

  /** Removes a bet, raise or all-in, with its subtree, at every decision after a betting `line`. */
  removeAction(line, action) {
    lib.xiapl_solver_remove_action(this.#live(), text(line, 'line'), text(action, 'action'));
  }

  /**
   * Solves to `target` percent of the pot (0: no target) or `maxIterations`
   * iterations in all, on `threads` workers (the same result at any count):
   * { exploitability, exploitabilityPercent, ev: [oop, ip], iterations, seconds, memoryBytes }.
   */
  solve({ target = 0.5, maxIterations = 1000, threads = 1 } = {}) {
    const handle = this.#live();
    if (typeof target !== 'number' || !(target >= 0) || !Number.isFinite(target)) {
      throw invalid(`target is ${String(target)}; give a percentage of the pot >= 0`);
    }
    const options = Buffer.alloc(OPTIONS.size);
    lib.xiapl_solver_options_init(options, OPTIONS.size);
    options.writeDoubleLE(target, OPTIONS.fields.target_percent);
    options.writeUInt32LE(count(maxIterations, 'maxIterations', 1, 2 ** 32 - 1), OPTIONS.fields.max_iterations);
    options.writeUInt32LE(count(threads, 'threads', 1, 256), OPTIONS.fields.threads);
    const result = Buffer.alloc(RESULT.size);
    result.writeUInt32LE(RESULT.size, 0);
    lib.xiapl_solver_solve(handle, options, result);
    const r = RESULT.fields;
    return Object.freeze({
      exploitability: result.readDoubleLE(r.exploitability),
      exploitabilityPercent: result.readDoubleLE(r.exploitability_percent),
      ev: Object.freeze([result.readDoubleLE(r.ev), result.readDoubleLE(r.ev + 8)]),
      iterations: result.readUInt32LE(r.iterations),
      seconds: result.readDoubleLE(r.seconds),
      memoryBytes: Number(result.readBigUInt64LE(r.memory_bytes)),
    });
  }

  /** The node (a number) reached by action names separated by commas: "check, bet 120"; "" is the root. */
  node(path = '') {
    const handle = this.#live();
    const out = new Uint32Array(1);
    lib.xiapl_solver_node(handle, text(path, 'path'), out);
    return out[0];
  }

  /** The names of a node's actions, in order. */
  actions(node) {
    const handle = this.#live();
    const { length } = needed((len) => raw.xiapl_solver_actions(handle, node, null, 0, len));
    const buf = Buffer.alloc(length + 1);
    lib.xiapl_solver_actions(handle, node, buf, buf.length, new BigUint64Array(1));
    const names = buf.toString('utf8', 0, length);
    return names === '' ? [] : names.split(',');
  }

  /** A player's hands (0 out of position, 1 in position) as masks (BigInt), the order of every per-hand result. */
  hands(player) {
    const handle = this.#live();
    const { length } = needed((len) => raw.xiapl_solver_hands(handle, player, null, null, 0, len));
    const out = new BigUint64Array(Math.max(1, length));
    lib.xiapl_solver_hands(handle, player, out, null, out.length, new BigUint64Array(1));
    return Array.from(out.subarray(0, length));
  }

  /** The average strategy at a player node: one Float64Array per action, a frequency per hand of the acting player. */
  strategy(node) {
    const handle = this.#live();
    const actions = this.actions(node);
    const { length } = needed((len) => raw.xiapl_solver_strategy(handle, node, null, 0, len));
    const flat = new Float64Array(Math.max(1, length));
    lib.xiapl_solver_strategy(handle, node, flat, flat.length, new BigUint64Array(1));
    const hands = length / Math.max(1, actions.length);
    return actions.map((_, a) => flat.slice(a * hands, (a + 1) * hands));
  }

  #perHand(fn, node, player) {
    const handle = this.#live();
    const { length } = needed((len) => raw[fn](handle, node, player, null, 0, len));
    const out = new Float64Array(Math.max(1, length));
    lib[fn](handle, node, player, out, out.length, new BigUint64Array(1));
    return out.slice(0, length);
  }

  /** Each hand's weight in a player's range at a node. */
  range(node, player) {
    return this.#perHand('xiapl_solver_range', node, player);
  }

  /** Each hand's expected value at a node (chips, as solve()'s ev). */
  ev(node, player) {
    return this.#perHand('xiapl_solver_ev', node, player);
  }

  /** Each hand's equity at a node against the opponent's range there. */
  equity(node, player) {
    return this.#perHand('xiapl_solver_equity', node, player);
  }

  get closed() {
    return this.#handle === null;
  }

  /** Frees the solver now; later calls throw. Closing twice is harmless. */
  close() {
    if (this.#handle !== null) {
      registry.unregister(this);
      lib.xiapl_solver_destroy(this.#handle);
      this.#handle = null;
    }
  }

  [Symbol.for('nodejs.dispose')]() {
    this.close();
  }
}

module.exports = { Solver };
