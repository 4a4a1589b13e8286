'use strict';

// xiapl: poker hand evaluation and equity for Texas Hold'em, Omaha, short
// deck, Omaha hi/lo, stud, stud hi/lo, razz, 2-7 lowball and badugi, a Node
// binding of libxiapl (loaded with koffi). Requiring it finds and loads the
// library and checks its ABI version; see README.md for how the library is found.

const native = require('./lib/native');
const errors = require('./lib/errors');
const cards = require('./lib/cards');
const { Deck } = require('./lib/deck');
const games = require('./lib/games');
const evaluation = require('./lib/eval');
const analysis = require('./lib/outs');
const hits = require('./lib/hits');
const board = require('./lib/board');
const equity = require('./lib/equity');
const equityAsync = require('./lib/async');
const canon = require('./lib/canon');
const strength = require('./lib/strength');
const table = require('./lib/table');
const phh = require('./lib/phh');
const { Rng } = require('./lib/rng');
const icm = require('./lib/icm');
const { Solver } = require('./lib/solver');

/** The library's version, e.g. "0.1.0". */
function version() {
  return native.lib.xiapl_version_string();
}

/**
 * The ABI version of the loaded libxiapl, major * 1000 + minor: the major of
 * ABI_VERSION and at least its minor, or loading would have failed.
 */
function libraryAbiVersion() {
  return native.lib.xiapl_abi_version();
}

/** The C name of a status code, e.g. "XIAPL_ERR_PARSE". */
function statusName(status) {
  return native.lib.xiapl_status_name(status);
}

module.exports = {
  ABI_VERSION: native.ABI_VERSION,
  libraryPath: native.libraryPath,
  version,
  libraryAbiVersion,
  statusName,
  ...cards,
  Deck,
  Game: games.Game,
  GAME_NAMES: games.GAME_NAMES,
  Family: games.Family,
  Ranking: games.Ranking,
  RANKING_NAMES: games.RANKING_NAMES,
  parseGame: games.parseGame,
  gameName: games.gameName,
  gameInfo: games.gameInfo,
  ...evaluation,
  Standing: analysis.Standing,
  outs: analysis.outs,
  hitTable: hits.hitTable,
  ...board,
  ...equity,
  calculateEquityAsync: equityAsync.calculateEquityAsync,
  calculateEquityVsRandomAsync: equityAsync.calculateEquityVsRandomAsync,
  calculateRangeEquityAsync: equityAsync.calculateRangeEquityAsync,
  calculateRangeEquityPerComboAsync: equityAsync.calculateRangeEquityPerComboAsync,
  calculateMultiwayRangeEquityAsync: equityAsync.calculateMultiwayRangeEquityAsync,
  ...canon,
  ...strength,
  ...table,
  ...phh,
  ...icm,
  Solver,
  Rng,
  XiaplError: errors.XiaplError,
  InvalidArgumentError: errors.InvalidArgumentError,
  ParseError: errors.ParseError,
  IllegalActionError: errors.IllegalActionError,
  IllegalStepError: errors.IllegalStepError,
  BufferTooSmallError: errors.BufferTooSmallError,
  LimitExceededError: errors.LimitExceededError,
  OutOfMemoryError: errors.OutOfMemoryError,
  CancelledError: errors.CancelledError,
  InternalError: errors.InternalError,
  UnsupportedError: errors.UnsupportedError,
  LibraryLoadError: errors.LibraryLoadError,
};
