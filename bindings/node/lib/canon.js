'use strict';

// Suit canonicalization. The 24 relabellings of the four suits turn a board,
// a hand or a (hero, board) situation into strategically identical ones; each
// function maps its input to the library's representative of that class, and
// the orbit size says how many raw inputs the class stands for (so work done
// once per class can be weighted back exactly). docs/canonicalization.md.

const { lib, invalid, finalizer } = require('./native');
const { toI32, toMask } = require('./convert');
const { toGame, gameName } = require('./games');

const DEFAULT_CHUNK_SIZE = 65536;
const MAX_CHUNK_SIZE = 1 << 26;
const HOLE_CARDS = [2, 4, 5, 6]; // by Game value
const BOARD_NAMES = { 3: 'flop', 4: 'turn', 5: 'river' };

function board(mask) {
  const out = new BigUint64Array(2);
  lib.xiapl_canon_board(toMask(mask, 'board'), out.subarray(0, 1), out.subarray(1, 2));
  return out;
}

function hand(mask) {
  const out = new BigUint64Array(2);
  lib.xiapl_canon_hand(toMask(mask, 'hand'), out.subarray(0, 1), out.subarray(1, 2));
  return out;
}

function situation(hero, boardMask) {
  const out = new BigUint64Array(3);
  lib.xiapl_canon_situation(toMask(hero, 'hero'), toMask(boardMask, 'board'),
    out.subarray(0, 1), out.subarray(1, 2), out.subarray(2, 3));
  return out;
}

/** The canonical form of a 3-, 4- or 5-card board mask. */
function canonicalizeBoard(mask) {
  return board(mask)[0];
}

/** How many raw boards share this board's canonical form (1, 4, 6, 12 or 24). */
function boardOrbitSize(mask) {
  return Number(board(mask)[1]);
}

/** The canonical form of hole cards alone: 2 (Hold'em) or 4, 5, 6 (Omaha) cards. */
function canonicalizeHand(mask) {
  return hand(mask)[0];
}

/** How many raw hands share this hand's canonical form (Hold'em: 6 for a pair, 4 suited, 12 offsuit). */
function handOrbitSize(mask) {
  return Number(hand(mask)[1]);
}

/**
 * The canonical (hero, board) situation, both relabelled together and kept
 * apart: { hero, board, orbitSize }. The board equals canonicalizeBoard(board).
 */
function canonicalizeHeroAndBoard(hero, boardMask) {
  const out = situation(hero, boardMask);
  return Object.freeze({ hero: out[0], board: out[1], orbitSize: Number(out[2]) });
}

/** The Hold'em starting-hand class of two hole cards: "AA", "AKs" or "AKo" (one of 169). */
function holdemHandClass(mask) {
  const buffer = Buffer.alloc(4);
  const length = new BigUint64Array(1);
  lib.xiapl_canon_holdem_class(toMask(mask, 'hand'), buffer, buffer.length, length);
  return buffer.toString('latin1', 0, Number(length[0]));
}

function boardSize(value) {
  const size = toI32(value, 'boardSize');
  if (!(size in BOARD_NAMES)) throw invalid(`boardSize ${size} is not supported; use 3 (flop), 4 (turn) or 5 (river)`);
  return size;
}

function holeCards(gameType) {
  const g = toGame(gameType);
  if (!(g >= 0 && g < HOLE_CARDS.length)) {
    // gameName throws the library's message for a value that is no game.
    throw invalid(`canonical forms are for Hold'em and Omaha high (games 0 to 3), not ${gameName(g)}`);
  }
  return HOLE_CARDS[g];
}

function chunkSize(value) {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_CHUNK_SIZE) {
    throw invalid(`chunkSize must be an integer in 1..${MAX_CHUNK_SIZE} (default ${DEFAULT_CHUNK_SIZE}), ` +
      `got ${String(value)}`);
  }
  return value;
}

function count(heroSize, size) {
  const out = new BigUint64Array(1);
  lib.xiapl_canon_count(heroSize, size, out);
  return Number(out[0]);
}

/** The number of canonical boards: 1,755 flops, 16,432 turns, 134,459 rivers. */
function countCanonicalBoards(size) {
  return count(0, boardSize(size));
}

/** The number of canonical starting hands: 169 (Hold'em), 16,432 (Omaha-4), ... */
function countCanonicalHands(gameType = 0) {
  return count(holeCards(gameType), 0);
}

/**
 * The number of canonical (hero, board) situations, counted in closed form:
 * Hold'em 1,286,792 (flop), 13,960,050 (turn), 123,156,254 (river).
 */
function countCanonicalSituations(size, gameType = 0) {
  return count(holeCards(gameType), boardSize(size));
}

// Frees the C stream of a CanonStream that was garbage-collected unfinished.
const registry = finalizer('CanonStream', lib.xiapl_canon_iter_destroy);
const CREATE = Symbol('create');

/**
 * A stream of every canonical situation (or board, or hand) of one size, each
 * once, in chunks: boards ascending by mask, heroes ascending within a board;
 * the chunk size does not change the stream. Iterate it with for...of (each
 * chunk is an object of BigUint64Array columns plus `weights`, the orbit
 * sizes); it frees itself when it ends or when a loop exits early. close()
 * frees it at once; a finalizer frees a forgotten one.
 */
class CanonStream {
  #handle;
  #heroSize;
  #boardSize;
  #chunkSize;

  constructor(token, heroSize, size, chunk) {
    if (token !== CREATE) {
      throw new TypeError('use generateCanonicalSituations, generateCanonicalBoards or generateCanonicalHands');
    }
    const out = [null];
    lib.xiapl_canon_iter_create(heroSize, size, out);
    this.#handle = out[0];
    this.#heroSize = heroSize;
    this.#boardSize = size;
    this.#chunkSize = chunk;
    registry.register(this, this.#handle, this);
  }

  /** The next chunk, or null once the stream is finished (it is then closed). */
  nextChunk() {
    if (this.#handle === null) return null;
    const n = this.#chunkSize;
    const heroes = this.#heroSize ? new BigUint64Array(n) : null;
    const boards = this.#boardSize ? new BigUint64Array(n) : null;
    const weights = new BigUint64Array(n);
    const length = new BigUint64Array(1);
    lib.xiapl_canon_iter_next(this.#handle, heroes, boards, weights, n, length);
    const got = Number(length[0]);
    if (got === 0) {
      this.close();
      return null;
    }
    const cut = (column) => (got === n ? column : column.subarray(0, got));
    if (!this.#heroSize) return Object.freeze({ boards: cut(boards), weights: cut(weights) });
    if (!this.#boardSize) return Object.freeze({ hands: cut(heroes), weights: cut(weights) });
    return Object.freeze({ heroes: cut(heroes), boards: cut(boards), weights: cut(weights) });
  }

  next() {
    const chunk = this.nextChunk();
    return chunk === null ? { value: undefined, done: true } : { value: chunk, done: false };
  }

  /** Called when a for...of loop exits early: frees the stream. */
  return(value) {
    this.close();
    return { value, done: true };
  }

  [Symbol.iterator]() {
    return this;
  }

  get closed() {
    return this.#handle === null;
  }

  /** Free the stream now; it then yields nothing more. Closing twice is harmless. */
  close() {
    if (this.#handle !== null) {
      registry.unregister(this);
      lib.xiapl_canon_iter_destroy(this.#handle);
      this.#handle = null;
    }
  }

  [Symbol.for('nodejs.dispose')]() {
    this.close();
  }
}

if (typeof Symbol.dispose === 'symbol' && Symbol.dispose !== Symbol.for('nodejs.dispose')) {
  CanonStream.prototype[Symbol.dispose] = CanonStream.prototype.close;
}

/**
 * Every canonical (hero, board) situation of a game, chunks of
 * { heroes, boards, weights }. Over the whole stream the weights add up to the
 * raw count (25,989,600 Hold'em hero + flop situations).
 */
function generateCanonicalSituations(size, gameType = 0, { chunkSize: chunk = DEFAULT_CHUNK_SIZE } = {}) {
  return new CanonStream(CREATE, holeCards(gameType), boardSize(size), chunkSize(chunk));
}

/** Every canonical board of a size, chunks of { boards, weights }. */
function generateCanonicalBoards(size, { chunkSize: chunk = DEFAULT_CHUNK_SIZE } = {}) {
  return new CanonStream(CREATE, 0, boardSize(size), chunkSize(chunk));
}

/** Every canonical starting hand of a game, chunks of { hands, weights }. */
function generateCanonicalHands(gameType = 0, { chunkSize: chunk = DEFAULT_CHUNK_SIZE } = {}) {
  return new CanonStream(CREATE, holeCards(gameType), 0, chunkSize(chunk));
}

module.exports = {
  canonicalizeBoard,
  boardOrbitSize,
  canonicalizeHand,
  handOrbitSize,
  canonicalizeHeroAndBoard,
  holdemHandClass,
  countCanonicalBoards,
  countCanonicalHands,
  countCanonicalSituations,
  CanonStream,
  generateCanonicalSituations,
  generateCanonicalBoards,
  generateCanonicalHands,
};
