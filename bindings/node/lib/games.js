'use strict';

// The games and rankings of the header. What a game deals and how it ranks
// hands (gameInfo) and its display name (gameName) are read from the library,
// never tabled here; parseGame reads the names players write.

const { lib, invalid, constants, STRUCT_TYPES, koffi } = require('./native');
const { toI32 } = require('./convert');

/**
 * Games (values of XIAPL_GAME_*). Omaha uses exactly two hole cards and three
 * board cards; stud, razz, 2-7 lowball and badugi have no board (a player's
 * cards are all hole cards, the board is 0).
 */
const Game = constants('XIAPL_GAME_', ['HOLDEM', 'OMAHA4', 'OMAHA5', 'OMAHA6', 'SHORT_DECK', 'OMAHA4_HILO',
  'OMAHA5_HILO', 'STUD', 'STUD_HILO', 'RAZZ', 'LOWBALL27', 'BADUGI']);

/** "holdem", "omaha4", ..., "badugi": the Game keys in lower case, indexed by Game value. */
const GAME_NAMES = Object.freeze(Object.keys(Game).map((key) => key.toLowerCase()));

/**
 * Rankings: how a game orders hands (values of XIAPL_RANKING_*). A strength
 * compares only with strengths of its own ranking: larger wins, equal ties.
 */
const Ranking = constants('XIAPL_RANKING_', ['NONE', 'HIGH', 'SHORT_DECK', 'EIGHT_OR_BETTER', 'ACE_TO_FIVE',
  'DEUCE_TO_SEVEN', 'BADUGI']);

/** "NONE" ... "BADUGI", indexed by Ranking value. */
const RANKING_NAMES = Object.freeze(Object.keys(Ranking));

// The names parseGame reads, once lowered and stripped of "-", "_", "/", "'"
// and spaces: the Python package's (xiapl.as_game), and the Game keys.
const ALIASES = new Map([
  ['holdem', Game.HOLDEM], ['nlhe', Game.HOLDEM],
  ['plo', Game.OMAHA4], ['plo4', Game.OMAHA4], ['omaha', Game.OMAHA4], ['omaha4', Game.OMAHA4],
  ['plo5', Game.OMAHA5], ['omaha5', Game.OMAHA5],
  ['plo6', Game.OMAHA6], ['omaha6', Game.OMAHA6],
  ['shortdeck', Game.SHORT_DECK], ['shortdeckholdem', Game.SHORT_DECK], ['6+', Game.SHORT_DECK],
  ['sixplus', Game.SHORT_DECK],
  ['plohilo', Game.OMAHA4_HILO], ['plo8', Game.OMAHA4_HILO], ['o8', Game.OMAHA4_HILO], ['omaha8', Game.OMAHA4_HILO],
  ['omahahilo', Game.OMAHA4_HILO],
  ['plo5hilo', Game.OMAHA5_HILO], ['plo58', Game.OMAHA5_HILO], ['omaha5hilo', Game.OMAHA5_HILO],
  ['stud', Game.STUD], ['7stud', Game.STUD], ['sevencardstud', Game.STUD],
  ['studhilo', Game.STUD_HILO], ['stud8', Game.STUD_HILO], ['sevencardstudhilo', Game.STUD_HILO],
  ['razz', Game.RAZZ],
  ['lowball27', Game.LOWBALL27], ['27', Game.LOWBALL27], ['27lowball', Game.LOWBALL27],
  ['deucetoseven', Game.LOWBALL27],
  ['badugi', Game.BADUGI],
  ...Object.entries(Game).map(([key, value]) => [normalize(key), value]),
]);

const ALIAS_LIST = 'holdem, plo, plo5, plo6, shortdeck, plohilo, plo5hilo, stud, studhilo, razz, lowball27, badugi';

function normalize(text) {
  return text.trim().toLowerCase().replace(/[-_/' ]/g, '');
}

/**
 * The Game of a name: "holdem", "nlhe", "plo", "PLO5", "plo8", "Omaha Hi/Lo",
 * "short deck", "6+", "stud", "stud8", "razz", "2-7", "badugi", or a Game key
 * ("OMAHA4_HILO"); case, spaces, "-", "_", "/" and "'" are ignored. Anything
 * else throws InvalidArgumentError.
 */
function parseGame(name) {
  if (typeof name !== 'string') throw new TypeError(`a game name must be a string, not ${typeof name}`);
  const game = ALIASES.get(normalize(name));
  if (game === undefined) throw invalid(`unknown game ${JSON.stringify(name)}; use one of ${ALIAS_LIST}`);
  return game;
}

/** A game argument: a Game value (checked by the library) or a name parseGame reads. */
function toGame(value, what = 'game') {
  return typeof value === 'string' ? parseGame(value) : toI32(value, what);
}

const INFO_SIZE = koffi.sizeof(STRUCT_TYPES.xiapl_game_info);
const INFO_FIELDS = ['hole_cards', 'min_hole_cards', 'board_cards', 'hole_used', 'deck_cards', 'high_ranking',
  'low_ranking', 'max_players'];
const INFO_OFFSETS = Object.fromEntries(INFO_FIELDS.map((field) => [field, koffi.offsetof('xiapl_game_info', field)]));

/** The name players write: "Hold'em", "PLO", "PLO Hi/Lo", "Razz", ... (xiapl_game_name). */
function gameName(gameType) {
  const game = toGame(gameType);
  const buffer = Buffer.alloc(64);
  const length = new BigUint64Array(1);
  lib.xiapl_game_name(game, buffer, buffer.length, length);
  return buffer.toString('utf8', 0, Number(length[0]));
}

const infos = new Map();

/**
 * What a game deals and how it ranks hands (xiapl_game_info_get), frozen:
 * { game, name, holeCards, minHoleCards, boardCards, holeUsed, deckCards,
 * highRanking, lowRanking, hiLo, maxPlayers }.
 */
function gameInfo(gameType) {
  const game = toGame(gameType);
  const known = infos.get(game);
  if (known) return known;
  const buffer = Buffer.alloc(INFO_SIZE);
  buffer.writeUInt32LE(INFO_SIZE, 0);
  lib.xiapl_game_info_get(game, buffer);
  const read = (field) => buffer.readInt32LE(INFO_OFFSETS[field]);
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
  });
  infos.set(game, info);
  return info;
}

module.exports = {
  Game,
  GAME_NAMES,
  Ranking,
  RANKING_NAMES,
  parseGame,
  gameName,
  gameInfo,
  toGame,
};
