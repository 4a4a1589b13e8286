'use strict';

// The games and rankings of the header. What a game deals and how it ranks
// hands (gameInfo) and its display name (gameName) are read from the library,
// never tabled here; parseGame reads the names players write.

const { lib, constants, layout } = require('./native');
const { toI32 } = require('./convert');

/**
 * Games (values of XIAPL_GAME_*). Omaha uses exactly two hole cards and three
 * board cards; stud, razz, 2-7 lowball and badugi have no board (a player's
 * cards are all hole cards, the board is 0).
 */
const Game = constants('XIAPL_GAME_');

/** "holdem", "omaha4", ..., "badugi": the Game keys in lower case, indexed by Game value. */
const GAME_NAMES = Object.freeze(Object.keys(Game).map((key) => key.toLowerCase()));

/**
 * Rankings: how a game orders hands (values of XIAPL_RANKING_*). A strength
 * compares only with strengths of its own ranking: larger wins, equal ties.
 */
const Ranking = constants('XIAPL_RANKING_');

/** "NONE" ... "BADUGI", indexed by Ranking value. */
const RANKING_NAMES = Object.freeze(Object.keys(Ranking));

/** Game families (values of XIAPL_FAMILY_*): how a game deals. */
const Family = constants('XIAPL_FAMILY_');

/**
 * The Game of a name, as the library's table of games reads it
 * (xiapl_game_parse): a name of gameInfo(game).names ("holdem", "nlhe", "plo",
 * "omaha", "plo8", "o8", "6+", "stud8", "2-7", ...) or gameName(game) ("PLO
 * Hi/Lo"); case, surrounding white space, spaces, "-", "_", "/" and "'" are
 * ignored. Anything else throws ParseError (an InvalidArgumentError) quoting
 * the name and listing the canonical names.
 */
function parseGame(name) {
  if (typeof name !== 'string') throw new TypeError(`a game name must be a string, not ${typeof name}`);
  const text = Buffer.from(name, 'utf8');
  const out = new Int32Array(1);
  lib.xiapl_game_parse(text, text.length, out);
  return out[0];
}

/** A game argument: a Game value (checked by the library) or a name parseGame reads. */
function toGame(value, what = 'game') {
  return typeof value === 'string' ? parseGame(value) : toI32(value, what);
}

const INFO = layout('xiapl_game_info');

/** The name players write: "Hold'em", "PLO", "PLO Hi/Lo", "Razz", ... (xiapl_game_name). */
function gameName(gameType) {
  const game = toGame(gameType);
  const buffer = Buffer.alloc(64);
  const length = new BigUint64Array(1);
  lib.xiapl_game_name(game, buffer, buffer.length, length);
  return buffer.toString('utf8', 0, Number(length[0]));
}

/** The names parseGame reads besides gameName's, the canonical one first (xiapl_game_names). */
function gameNames(game) {
  const buffer = Buffer.alloc(256);
  const length = new BigUint64Array(1);
  lib.xiapl_game_names(game, buffer, buffer.length, length);
  return Object.freeze(buffer.toString('utf8', 0, Number(length[0])).split(','));
}

const infos = new Map();

/**
 * What a game deals and how it ranks hands (xiapl_game_info_get), frozen:
 * { game, name, holeCards, minHoleCards, boardCards, holeUsed, deckCards,
 * highRanking, lowRanking, hiLo, maxPlayers, family (a Family value), names
 * (the names parseGame reads besides name, the canonical one first) }.
 */
function gameInfo(gameType) {
  const game = toGame(gameType);
  const known = infos.get(game);
  if (known) return known;
  const buffer = Buffer.alloc(INFO.size);
  buffer.writeUInt32LE(INFO.size, 0);
  lib.xiapl_game_info_get(game, buffer);
  const read = (field) => buffer.readInt32LE(INFO.fields[field]);
  const info = Object.freeze({
    game,
    name: gameName(game),
    holeCards: read('hole_cards'),
    minHoleCards: read('min_hole_cards'),
    boardCards: read('board_cards'),
    holeUsed: read('hole_used'),
    deckCards: read('deck_cards'),
    highRanking: read('high_ranking'),
    lowRanking: read('low_ranking'),
    hiLo: read('low_ranking') !== Ranking.NONE,
    maxPlayers: read('max_players'),
    family: read('family'),
    names: gameNames(game),
  });
  infos.set(game, info);
  return info;
}

module.exports = {
  Game,
  GAME_NAMES,
  Family,
  Ranking,
  RANKING_NAMES,
  parseGame,
  gameName,
  gameInfo,
  toGame,
};
