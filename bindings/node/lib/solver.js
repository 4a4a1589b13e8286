'use strict';

// The postflop solver (docs/solver.md): a heads-up No-Limit Hold'em spot from
// the flop, turn or river solved by Discounted CFR. Out of position is player
// 0 and acts first on every street; in position is player 1.

const { lib, raw, check, invalid, layout, CONSTANTS, finalizer, SOLVER_PROGRESS_FN } = require('./native');
const { toMask } = require('./convert');
const { toProgress, callWithProgress } = require('./progress');

const SPOT = layout('xiapl_solver_spot');
const OPTIONS = layout('xiapl_solver_options');
const RESULT = layout('xiapl_solver_result');
const FACTS = layout('xiapl_solver_node_facts');
const BUFFER_TOO_SMALL = CONSTANTS.XIAPL_ERR_BUFFER_TOO_SMALL;
const MAX_THREADS = 256;

// setSizes' players and streets, by name and by number.
const PLAYERS = Object.freeze({ oop: CONSTANTS.XIAPL_SOLVER_OOP, ip: CONSTANTS.XIAPL_SOLVER_IP,
  both: CONSTANTS.XIAPL_SOLVER_BOTH_PLAYERS });
const STREETS = Object.freeze({ flop: CONSTANTS.XIAPL_SOLVER_FLOP, turn: CONSTANTS.XIAPL_SOLVER_TURN,
  river: CONSTANTS.XIAPL_SOLVER_RIVER, all: CONSTANTS.XIAPL_SOLVER_ALL_STREETS });
const KINDS = Object.freeze(['player', 'chance', 'fold', 'showdown']);

/** A player or street by name (`names`: PLAYERS or STREETS) or by one of `numbers`, as the C value. */
function choice(value, what, names, numbers) {
  if (typeof value === 'string' && Object.hasOwn(names, value)) return names[value];
  if (Number.isInteger(value) && numbers.includes(value)) return value;
  const given = typeof value === 'string' ? `'${value}'` : String(value);
  throw invalid(`${what} is ${given}; give one of ${Object.keys(names).map((n) => `'${n}'`).join(', ')} ` +
    `(or ${numbers.join(', ')})`);
}

/** A size list of setSizes: text, or undefined/null to leave the list unchanged. */
function sizes(value, what) {
  return value == null ? null : text(value, what);
}

function nonNegative(value, what, hint) {
  if (typeof value !== 'number') throw new TypeError(`${what} must be a number, not ${typeof value}`);
  if (!(value >= 0) || !Number.isFinite(value)) throw invalid(`${what} is ${String(value)}; give ${hint}`);
  return value;
}

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
  #solving = false;
  #closeAfterSolve = false;

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
    if (this.#solving) {
      throw invalid('a solver method was called from inside its solve\'s progress function; the library does not ' +
        'allow it: return from the progress function first');
    }
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
   * Gives one player ('oop', 'ip' or 'both'; 0 or 1) on one street ('flop', 'turn', 'river' or
   * 'all'; 0, 1 or 2) its own `bets`, `raises` and `donks` size lists, before the tree is built
   * (by a solve, memory() or a node query). A list left out (or null) is unchanged; '' is none.
   * Donk sizes are out of position's first bet of a turn or river after calling a bet on the
   * street before; '-' as donks means none (the usual bets). An unknown player or street, or the
   * tree already built, throws InvalidArgumentError; a bad list ParseError. A refused call changes
   * nothing.
   */
  setSizes({ player = 'both', street = 'all', bets = null, raises = null, donks = null } = {}) {
    const handle = this.#live();
    const p = choice(player, 'player', PLAYERS, [0, 1]);
    const st = choice(street, 'street', STREETS, [0, 1, 2]);
    lib.xiapl_solver_set_sizes(handle, p, st, sizes(bets, 'bets'), sizes(raises, 'raises'), sizes(donks, 'donks'));
  }

  /**
   * The bytes a solve needs (the game and the regrets and strategy sums, in 16 bits when
   * `compressed`), known before the solve allocates them. Builds the tree.
   */
  memory(compressed = false) {
    const handle = this.#live();
    if (typeof compressed !== 'boolean') throw new TypeError(`compressed must be a boolean, not ${typeof compressed}`);
    const game = new BigUint64Array(1);
    const total = new BigUint64Array(1);
    lib.xiapl_solver_memory(handle, compressed ? 1 : 0, game, total);
    return Number(total[0]);
  }

  /**
   * Runs Discounted CFR until the exploitability is at most `target` percent of the pot
   * (`targetChips` chips instead when above 0; 0 and 0: no target) or `maxIterations`
   * iterations in all, checking every `checkEvery` iterations, on `threads` workers (the same
   * bits at any count), with `compressed` (16-bit) storage, fixed by the first solve. A second
   * call continues. `progress(iterations, exploitability in chips)` is called after each check;
   * returning false cancels (CancelledError), and what it throws cancels and is thrown again;
   * either way the solver keeps the iterations done, and a later solve continues from them. A
   * method of this solver called from the progress function throws InvalidArgumentError; close()
   * from there frees the solver once the solve has returned. Returns { exploitability,
   * exploitabilityPercent, ev: [oop, ip], iterations, seconds, memoryBytes }.
   */
  solve({
    target = 0.5, targetChips = 0, maxIterations = 1000, checkEvery = 10, threads = 1, compressed = false,
    progress = null,
  } = {}) {
    const handle = this.#live();
    nonNegative(target, 'target', 'a percentage of the pot >= 0 (0: no target)');
    nonNegative(targetChips, 'targetChips', '0 (no target in chips) or a positive number of chips');
    if (typeof compressed !== 'boolean') throw new TypeError(`compressed must be a boolean, not ${typeof compressed}`);
    const hook = toProgress(progress);
    const options = Buffer.alloc(OPTIONS.size);
    lib.xiapl_solver_options_init(options, OPTIONS.size);
    const f = OPTIONS.fields;
    options.writeDoubleLE(target, f.target_percent);
    options.writeDoubleLE(targetChips, f.target_chips);
    options.writeUInt32LE(count(maxIterations, 'maxIterations', 1, 2 ** 32 - 1), f.max_iterations);
    options.writeUInt32LE(count(checkEvery, 'checkEvery', 1, 2 ** 32 - 1), f.check_every);
    options.writeUInt32LE(count(threads, 'threads', 1, MAX_THREADS), f.threads);
    options.writeInt32LE(compressed ? 1 : 0, f.compressed);
    const result = Buffer.alloc(RESULT.size);
    result.writeUInt32LE(RESULT.size, 0);
    this.#solving = true;
    try {
      check(callWithProgress(options, f.progress, hook, (buffer) => raw.xiapl_solver_solve(handle, buffer, result),
        { type: SOLVER_PROGRESS_FN, what: 'a solver method' }));
    } finally {
      this.#solving = false;
      if (this.#closeAfterSolve) this.close();
    }
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

  /**
   * What a node is: { kind ('player', 'chance', 'fold' or 'showdown'), player (who acts, or who
   * folded; null at other nodes), street (0 flop, 1 turn, 2 river), actionCount, parent (null at
   * the root), board (a mask, BigInt), contrib: [oop, ip] (chips put in, the starting pot split
   * equally) }.
   */
  nodeInfo(node) {
    const handle = this.#live();
    const facts = Buffer.alloc(FACTS.size);
    facts.writeUInt32LE(FACTS.size, 0);
    lib.xiapl_solver_node_info(handle, node, facts);
    const f = FACTS.fields;
    const player = facts.readInt32LE(f.player);
    const parent = facts.readUInt32LE(f.parent);
    return Object.freeze({
      kind: KINDS[facts.readInt32LE(f.kind)],
      player: player < 0 ? null : player,
      street: facts.readInt32LE(f.street),
      actionCount: facts.readUInt32LE(f.action_count),
      parent: parent === 0xFFFFFFFF ? null : parent,
      board: facts.readBigUInt64LE(f.board),
      contrib: Object.freeze([facts.readDoubleLE(f.contrib), facts.readDoubleLE(f.contrib + 8)]),
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

  /**
   * Frees the solver now; later calls throw. Closing twice is harmless. Called from the progress
   * function of a solve, it frees the solver once the solve has returned.
   */
  close() {
    if (this.#solving) {
      this.#closeAfterSolve = true;
      return;
    }
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
