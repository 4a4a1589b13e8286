'use strict';

// The games beyond Hold'em and Omaha high: names, game facts, rankings and the
// decoding of their strengths, the low half of the hi/lo games, and equity
// with its hi/lo splits (games_vectors.test.js replays the shared vectors).

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);
const invalid = (pattern) => (e) => e instanceof x.InvalidArgumentError &&
  e.statusName === 'XIAPL_ERR_INVALID_ARGUMENT' && pattern.test(e.message);
// An unknown game name: the library's one error for it (a ParseError, which is an InvalidArgumentError).
const unknownGame = (pattern) => (e) => e instanceof x.ParseError && e instanceof x.InvalidArgumentError &&
  e.statusName === 'XIAPL_ERR_PARSE' && pattern.test(e.message);

test('Game and Ranking hold the header values; GAME_NAMES and RANKING_NAMES follow them', () => {
  assert.deepEqual(Object.values(x.Game), [...Array(12).keys()]);
  assert.equal(x.Game.SHORT_DECK, 4);
  assert.equal(x.Game.BADUGI, 11);
  assert.deepEqual(x.GAME_NAMES.slice(0, 4), ['holdem', 'omaha4', 'omaha5', 'omaha6']);
  assert.equal(x.GAME_NAMES[x.Game.OMAHA4_HILO], 'omaha4_hilo');
  assert.equal(x.GAME_NAMES.length, 12);
  assert.deepEqual(Object.values(x.Ranking), [...Array(7).keys()]);
  assert.deepEqual(x.RANKING_NAMES, ['NONE', 'HIGH', 'SHORT_DECK', 'EIGHT_OR_BETTER', 'ACE_TO_FIVE',
    'DEUCE_TO_SEVEN', 'BADUGI']);
  assert.ok(Object.isFrozen(x.Game) && Object.isFrozen(x.Ranking));
});

test('parseGame reads the names the Python package reads, and the Game keys', () => {
  const names = {
    HOLDEM: ['holdem', "Hold'em", 'NLHE', 'hold-em'],
    OMAHA4: ['plo', 'PLO4', 'omaha', 'Omaha4'],
    OMAHA5: ['plo5', 'omaha5', 'PLO-5'],
    OMAHA6: ['plo6', 'omaha6'],
    SHORT_DECK: ['shortdeck', 'Short Deck', "short-deck hold'em", '6+', 'six plus', 'short_deck'],
    OMAHA4_HILO: ['plohilo', 'PLO Hi/Lo', 'plo8', 'O8', 'omaha8', 'Omaha Hi-Lo', 'OMAHA4_HILO'],
    OMAHA5_HILO: ['plo5hilo', 'PLO5 Hi/Lo', 'plo58', 'omaha5hilo', 'omaha5_hilo'],
    STUD: ['stud', '7stud', '7-stud', 'Seven-card stud'],
    STUD_HILO: ['studhilo', 'Stud Hi/Lo', 'stud8', 'seven card stud hi/lo', 'STUD_HILO'],
    RAZZ: ['razz', ' Razz '],
    LOWBALL27: ['lowball27', '2-7', '27', '2-7 lowball', 'deuce to seven', 'deuce-to-seven'],
    BADUGI: ['badugi', 'BADUGI'],
  };
  for (const [key, list] of Object.entries(names)) {
    for (const name of list) assert.equal(x.parseGame(name), x.Game[key], name);
  }
  for (const [game, name] of x.GAME_NAMES.entries()) assert.equal(x.parseGame(name), game);
  for (const bad of ['', 'pineapple', 'omaha7', 'plo 4 5']) {
    assert.throws(() => x.parseGame(bad), unknownGame(/unknown game ".*".*holdem, plo, .*badugi/), bad);
  }
  assert.throws(() => x.parseGame(5), TypeError);
});

test('game arguments take a name as well as a Game value', () => {
  const board = m('Ah Kh 7c 2d 2s');
  const hole = m('Ad As');
  assert.equal(x.evaluateHand(board, hole, 'holdem'), x.evaluateHand(board, hole, x.Game.HOLDEM));
  const razz = m('As 2d 3c 4h 6s Kd Kc');
  assert.equal(x.evaluateHand(0n, razz, 'razz'), x.evaluateHand(0n, razz, x.Game.RAZZ));
  assert.equal(x.maxPlayers('plo8'), x.maxPlayers(x.Game.OMAHA4_HILO));
  const range = x.Range.fromString('AA**', 'plo');
  assert.equal(range.game, x.Game.OMAHA4);
  range.close();
  assert.equal(x.countCanonicalHands('holdem'), 169);
  assert.throws(() => x.evaluateHand(board, hole, 'pineapple'), unknownGame(/unknown game "pineapple"/));
});

test('gameName and gameInfo come from the library', () => {
  assert.equal(x.gameName(x.Game.HOLDEM), "Hold'em");
  assert.equal(x.gameName('plo8'), 'PLO Hi/Lo');
  assert.equal(x.gameName(x.Game.RAZZ), 'Razz');
  const info = x.gameInfo(x.Game.STUD_HILO);
  assert.ok(Object.isFrozen(info));
  assert.equal(x.gameInfo('stud8'), info, 'one object per game');
  assert.equal(info.boardCards, 0);
  assert.equal(info.holeCards, 7);
  assert.equal(info.minHoleCards, 5);
  assert.equal(info.highRanking, x.Ranking.HIGH);
  assert.equal(info.lowRanking, x.Ranking.EIGHT_OR_BETTER);
  assert.equal(info.hiLo, true);
  assert.equal(x.gameInfo(x.Game.SHORT_DECK).deckCards, 36);
  assert.equal(x.gameInfo(x.Game.SHORT_DECK).highRanking, x.Ranking.SHORT_DECK);
  assert.equal(x.gameInfo(x.Game.BADUGI).maxPlayers, 0);
  for (const bad of [12, -1]) {
    assert.throws(() => x.gameInfo(bad), invalid(/game/), `gameInfo(${bad})`);
    assert.throws(() => x.gameName(bad), invalid(/game/), `gameName(${bad})`);
  }
  assert.throws(() => x.gameInfo(1.5), invalid(/32-bit integer/));
});

test('strengths decode in any ranking; Ranking.HIGH is the default', () => {
  assert.equal(x.rankingMax(x.Ranking.HIGH), x.STRENGTH_MAX);
  assert.equal(x.rankingMax(x.Ranking.NONE), 0);
  assert.equal(x.rankingMax(x.Ranking.SHORT_DECK), 1404);
  const holdem = x.evaluateHand(m('Ah Kh 7c 2d 2s'), m('Ad As'));
  assert.equal(x.handName(holdem, x.Ranking.HIGH), x.handName(holdem));
  assert.equal(x.describeStrength(holdem, x.Ranking.HIGH), 'Full House [14 2]');
  assert.equal(x.strengthCategory(holdem, x.Ranking.HIGH), x.Category.FULL_HOUSE);
  assert.deepEqual(x.strengthKickers(holdem, x.Ranking.HIGH), [14, 2]);

  const razz = x.evaluateHand(0n, m('As 2d 3c 4h 6s Kd Kc'), x.Game.RAZZ);
  assert.equal(x.strengthCategory(razz, x.Ranking.ACE_TO_FIVE), x.Category.HIGH_CARD);
  assert.deepEqual(x.strengthKickers(razz, x.Ranking.ACE_TO_FIVE), [6, 4, 3, 2, 1]);
  assert.equal(x.describeStrength(razz, x.Ranking.ACE_TO_FIVE), 'Low [6 4 3 2 1]');
  assert.equal(x.handName(razz, x.Ranking.ACE_TO_FIVE), '6-4-3-2-A low');
  assert.ok(razz < x.rankingMax(x.Ranking.ACE_TO_FIVE), 'a wheel beats it');
  assert.equal(x.evaluateHand(0n, m('As 2d 3c 4h 5s Kd Kc'), 'razz'), x.rankingMax(x.Ranking.ACE_TO_FIVE));

  const number1 = x.evaluateHand(0n, m('7s 5d 4c 3h 2s'), x.Game.LOWBALL27);
  assert.equal(number1, x.rankingMax(x.Ranking.DEUCE_TO_SEVEN));
  assert.equal(x.handName(number1, x.Ranking.DEUCE_TO_SEVEN), '7-5-4-3-2 low (number one)');

  const badugi = x.evaluateHand(0n, m('As 2d 3c 4h'), x.Game.BADUGI);
  assert.equal(badugi, x.rankingMax(x.Ranking.BADUGI));
  assert.equal(x.handName(badugi, x.Ranking.BADUGI), 'four-card badugi 4-3-2-A (number one)');
  assert.deepEqual(x.strengthKickers(badugi, x.Ranking.BADUGI), [4, 3, 2, 1]);
  const threeCard = x.bestHand(0n, m('As 2s 3c 4h'), x.Game.BADUGI);
  assert.equal(x.maskToIds(threeCard.five).length, 3, 'a three-card badugi');
  assert.equal(x.handName(threeCard.strength, x.Ranking.BADUGI), 'three-card badugi 4-3-A');

  const short = x.evaluateHand(m('9h 8h 7c Kd Qs'), m('Ah 6d'), x.Game.SHORT_DECK);
  assert.equal(x.strengthCategory(short, x.Ranking.SHORT_DECK), x.Category.STRAIGHT, 'A-6-7-8-9');
  assert.match(x.handName(short, x.Ranking.SHORT_DECK), /straight/);

  // strengths a ranking never gives, unknown rankings
  assert.throws(() => x.describeStrength(x.STRENGTH_MAX, x.Ranking.SHORT_DECK), invalid(/strength|short/i));
  assert.throws(() => x.handName(0, x.Ranking.BADUGI), invalid(/./));
  assert.throws(() => x.strengthCategory(1, x.Ranking.NONE), invalid(/./));
  assert.throws(() => x.rankingMax(7), invalid(/ranking/));
  assert.throws(() => x.strengthKickers(1, 99), invalid(/ranking/));
  assert.throws(() => x.handName(1, 'HIGH'), TypeError);
});

test('the low half of a hi/lo hand: evaluateLow, judgeLow, bestLow', () => {
  const board = m('5h 6c 9s 2h 3h');
  const wheel = m('As 4s Kd Kc');
  const noLow = m('Kh Qd Jc Tc');
  const low = x.evaluateLow(board, wheel, x.Game.OMAHA4_HILO);
  assert.equal(low, x.rankingMax(x.Ranking.EIGHT_OR_BETTER), 'A-2-3-4-5 is the best low');
  assert.equal(x.handName(low, x.gameInfo('plo8').lowRanking), '5-4-3-2-A low (wheel)');
  assert.equal(x.evaluateLow(board, noLow, 'plo8'), null);
  assert.deepEqual(x.judgeLow([noLow, wheel], board, 'plo8'), [1]);
  assert.deepEqual(x.judgeLow([noLow], board, 'plo8'), [], 'no low qualifies');
  assert.deepEqual(x.judge([noLow, wheel], board, 'plo8'), [1], 'the high half too: a five-high straight');
  assert.deepEqual(x.judge([noLow, m('Ks Kd 7c 8c')], board, 'plo8'), [1], 'the high half: 9-8-7-6-5');
  assert.deepEqual(x.judgeLow([noLow, m('Ks Kd 7c 8c')], board, 'plo8'), [1], 'the low half: 8-7-5-3-2');
  const best = x.bestLow(board, wheel, 'plo8');
  assert.equal(best.strength, low);
  assert.equal(best.holeUsed, m('As 4s'));
  assert.equal(best.five, m('As 4s 5h 2h 3h'));
  assert.equal(x.bestLow(board, noLow, 'plo8'), null);
  const stud = m('As 2d 3c 8h 7d Kc Ks');
  const studLow = x.evaluateLow(0n, stud, x.Game.STUD_HILO);
  assert.equal(x.handName(studLow, x.Ranking.EIGHT_OR_BETTER), '8-7-3-2-A low');
  assert.equal(x.bestLow(0n, stud, 'stud8').five, m('As 2d 3c 8h 7d'));
  assert.equal(x.evaluateLow(0n, m('As 2d 3c 8h Kd Kc Ks'), 'stud8'), null, 'only four low ranks');
  assert.equal(x.bestLow(0n, m('As 2d 3c 8h Kd Kc Ks'), 'stud8'), null);
});

test('evaluateLowsMany: the low halves of many hands in one call', () => {
  const board = m('5h 6c 9s 2h 3h');
  const holes = [m('As 4s Kd Kc'), m('Kh Qd Jc Tc'), m('Ks Kd 7c 8c')];
  const boards = holes.map(() => board);
  const lows = x.evaluateLowsMany(boards, holes, 'plo8');
  assert.ok(lows instanceof Uint16Array);
  assert.deepEqual(Array.from(lows), holes.map((h) => x.evaluateLow(board, h, 'plo8') ?? 0));
  assert.deepEqual(Array.from(lows.subarray(0, 2)), [x.rankingMax(x.Ranking.EIGHT_OR_BETTER), 0]);
  assert.deepEqual(x.evaluateLowsMany(new BigUint64Array([0n]), new BigUint64Array([m('As 2d 3c 8h 7d Kc Ks')]),
    x.Game.STUD_HILO), Uint16Array.of(x.evaluateLow(0n, m('As 2d 3c 8h 7d Kc Ks'), 'stud8')));
  assert.deepEqual(x.evaluateLowsMany([], [], 'plo8'), new Uint16Array(0));
  // A game without a low half, even with no hands.
  for (const game of [x.Game.HOLDEM, x.Game.OMAHA4, x.Game.RAZZ]) {
    assert.throws(() => x.evaluateLowsMany([], [], game), invalid(/low/), x.gameName(game));
  }
  assert.throws(() => x.evaluateLowsMany(boards, holes, x.Game.OMAHA4), invalid(/low/));
  // The first bad hand named by its index.
  const bad = [holes[0], holes[1], m('As 4s Kd'), m('As 4s')];
  assert.throws(() => x.evaluateLowsMany(bad.map(() => board), bad, 'plo8'), invalid(/item 2\b/));
  assert.throws(() => x.evaluateLowsMany([board], [], 'plo8'), invalid(/one hole per board/));
});

test('the low half of a game without one is refused', () => {
  const board = m('5h 6c 9s 2h 3h');
  for (const game of [x.Game.HOLDEM, x.Game.OMAHA4, x.Game.STUD, x.Game.RAZZ, x.Game.BADUGI]) {
    const hole = game === x.Game.HOLDEM ? m('As 4s') : m('As 4s Kd Kc');
    const b = x.gameInfo(game).boardCards ? board : 0n;
    const h = game === x.Game.STUD || game === x.Game.RAZZ ? m('As 4s Kd Kc 7c') : hole;
    assert.throws(() => x.evaluateLow(b, h, game), invalid(/low/), `evaluateLow ${x.gameName(game)}`);
    assert.throws(() => x.judgeLow([h], b, game), invalid(/low/), `judgeLow ${x.gameName(game)}`);
    assert.throws(() => x.bestLow(b, h, game), invalid(/low/), `bestLow ${x.gameName(game)}`);
  }
});

test('hi/lo equity splits the pot between the halves', () => {
  const holes = [m('As 2s 3d 4d'), m('Kh Kd Qc Jc')];
  const result = x.calculateEquity(holes, m('5h 6c 9s'), null, 'plo8', m('2c'));
  assert.equal(result.exact, true);
  const [lowHand, highHand] = result.players;
  assert.ok(Object.isFrozen(lowHand));
  for (const p of result.players) {
    assert.ok(Math.abs(p.highShare + p.lowShare - p.equity) < 1e-12);
    assert.ok(p.scoop <= p.win + 1e-12);
  }
  assert.ok(lowHand.lowShare > 0.3);
  assert.equal(highHand.lowShare, 0, 'K-K-Q-J never makes a low');
  assert.ok(Math.abs(lowHand.equity + highHand.equity - 1) < 1e-12);
});

test('Hold\'em equity reports its split too: the whole pot is the high half', () => {
  const result = x.calculateEquity([m('As Ks'), m('Qd Qc')], m('Ts 9s 6h'));
  for (const p of result.players) {
    assert.equal(p.scoop, p.win);
    assert.equal(p.highShare, p.equity);
    assert.equal(p.lowShare, 0);
  }
  const vsRandom = x.calculateEquityVsRandom(m('As Ks'), m('Ts 9s 6h'));
  assert.deepEqual(Object.keys(vsRandom.players[0]), ['equity', 'win', 'tie', 'stdError'], 'no halves reported');
});

test('stud equity: each player\'s cards so far, no board', () => {
  const holes = [m('As Ad 7c 2h 9s 4d'), m('Kh Kd Qc Jc 8s 3d')];
  const result = x.calculateEquity(holes, 0n, x.SimulationOptions.exact(), x.Game.STUD);
  assert.equal(result.exact, true);
  assert.ok(result.players[0].equity > result.players[1].equity);
  assert.throws(() => x.calculateEquity(holes, m('2c 3c 4c'), null, x.Game.STUD), invalid(/board/));
  const razz = x.calculateEquityVsRandom(m('As 2d 3c'), 0n, 1, x.SimulationOptions.mcSeeded(2000, 1n), 'razz');
  assert.equal(razz.players.length, 1);
  assert.ok(razz.players[0].equity > 0.5);
});

test('draw games have no card-only equity', () => {
  for (const game of [x.Game.LOWBALL27, x.Game.BADUGI]) {
    assert.equal(x.maxPlayers(game), 0);
    const holes = game === x.Game.BADUGI ? [m('As 2d 3c 4h'), m('Ks Qd Jc Th')]
      : [m('7s 5d 4c 3h 2s'), m('8s 6d 4d 3d 2d')];
    assert.throws(() => x.calculateEquity(holes, 0n, null, game), invalid(/./), x.gameName(game));
    assert.throws(() => x.calculateEquityVsRandom(holes[0], 0n, 1, null, game), invalid(/./), x.gameName(game));
  }
});

test('the split equity on a worker thread equals the synchronous call', async () => {
  const args = [[m('As 2s 3d 4d'), m('Kh Kd Qc Jc')], m('5h 6c 9s'), x.SimulationOptions.exact(), 'plo8', m('2c')];
  const sync = x.calculateEquity(...args);
  const result = await x.calculateEquityAsync(...args);
  assert.deepEqual(result, sync);
  assert.ok(Object.isFrozen(result.players[0]));
  await assert.rejects(x.calculateEquityAsync([m('As 2d 3c 4h'), m('Ks Qd Jc Th')], 0n, null, 'badugi'),
    invalid(/./));
  await assert.rejects(x.calculateEquityAsync([m('As Ks')], 0n, null, 'pineapple'), unknownGame(/unknown game/));
});

test('canonical forms are for Hold\'em and Omaha high only', () => {
  assert.throws(() => x.countCanonicalHands(x.Game.RAZZ), invalid(/Hold'em and Omaha high .* not Razz/));
  assert.throws(() => x.generateCanonicalHands('plo8'), invalid(/not PLO Hi\/Lo/));
  assert.throws(() => x.countCanonicalHands(42), invalid(/game 42/));
});
