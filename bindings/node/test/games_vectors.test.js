'use strict';

// Replays tests/vectors/games.json (or $XIAPL_VECTORS_DIR's): the games beyond
// Hold'em and Omaha high (short deck, Omaha hi/lo, stud, stud hi/lo, razz, 2-7
// lowball, badugi), checked against pokerkit when generated. The Python, Go and
// Rust suites replay the same file.

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const DIR = process.env.XIAPL_VECTORS_DIR || path.join(__dirname, '..', '..', '..', 'tests', 'vectors');
const GAMES = JSON.parse(fs.readFileSync(path.join(DIR, 'games.json'), 'utf8'));

const big = (s) => BigInt(s);

function near(got, want, what) {
  assert.ok(Math.abs(got - want) <= 1e-12, `${what}: ${got}, want ${want}`);
}

/** Asserts that fn throws a XiaplError with the given status name and a message. */
function throwsStatus(fn, statusName, what) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof x.XiaplError, `${what}: ${error}`);
    assert.equal(error.statusName, statusName, `${what}: ${error.message}`);
    assert.ok(error.message.length > 0, `${what}: no message`);
    return true;
  }, what);
}

it('games.json is of format 1', () => assert.equal(GAMES.format, 1));

describe('games.json info', () => {
  it('covers every Game', () => {
    assert.deepEqual(GAMES.info.map((row) => row.game).sort((p, q) => p - q), Object.values(x.Game));
  });
  for (const row of GAMES.info) {
    it(`${row.name}: gameInfo, gameName, maxPlayers`, () => {
      // family and names: game_table.json (game_table.test.js).
      const info = { ...x.gameInfo(row.game) };
      delete info.family;
      delete info.names;
      assert.deepEqual(info, {
        game: row.game,
        name: row.name,
        holeCards: row.hole_cards,
        minHoleCards: row.min_hole_cards,
        boardCards: row.board_cards,
        holeUsed: row.hole_used,
        deckCards: row.deck_cards,
        highRanking: row.high_ranking,
        lowRanking: row.low_ranking,
        hiLo: row.low_ranking !== x.Ranking.NONE,
        maxPlayers: row.max_players,
      });
      assert.equal(x.gameName(row.game), row.name);
      assert.equal(x.maxPlayers(row.game), row.max_players);
      assert.equal(x.parseGame(x.GAME_NAMES[row.game]), row.game);
    });
  }
});

/** The strength of a row and its decoding in the row's ranking. */
function checkRanked(strength, ranking, row, what) {
  assert.equal(strength, row.strength, what);
  assert.equal(x.strengthCategory(strength, ranking), row.category, what);
  assert.deepEqual(x.strengthKickers(strength, ranking), row.kickers, what);
  assert.equal(x.describeStrength(strength, ranking), row.describe, what);
  assert.equal(x.handName(strength, ranking), row.hand_name, what);
  assert.ok(strength >= 1 && strength <= x.rankingMax(ranking), `${what}: within rankingMax`);
}

describe('games.json hands', () => {
  const games = [...new Set(GAMES.hands.map((row) => row.game))].sort((p, q) => p - q);
  it('cover every game beyond Hold\'em and Omaha high', () => {
    assert.deepEqual(games, Object.values(x.Game).filter((g) => g > x.Game.OMAHA6));
  });
  for (const game of games) {
    const rows = GAMES.hands.filter((row) => row.game === game);
    const info = x.gameInfo(game);
    it(`${info.name}: evaluateHand, decoding, bestHand, evaluateHandsMany (${rows.length} hands)`, () => {
      for (const row of rows) {
        const what = `${info.name} ${row.hole} | ${row.board}`;
        const board = big(row.board_mask);
        const hole = big(row.hole_mask);
        assert.equal(row.ranking, info.highRanking, what);
        checkRanked(x.evaluateHand(board, hole, game), row.ranking, row, what);
        assert.deepEqual(x.bestHand(board, hole, game),
          { five: big(row.best_five), holeUsed: big(row.hole_used), strength: row.strength }, what);
      }
      const batch = x.evaluateHandsMany(rows.map((r) => big(r.board_mask)), rows.map((r) => big(r.hole_mask)), game);
      assert.deepEqual(batch, Uint16Array.from(rows.map((r) => r.strength)));
    });
    if (info.hiLo) {
      it(`${info.name}: evaluateLow, bestLow and the low's name`, () => {
        let lows = 0;
        for (const row of rows) {
          const what = `${info.name} low ${row.hole} | ${row.board}`;
          const board = big(row.board_mask);
          const hole = big(row.hole_mask);
          assert.ok('low' in row, what);
          const low = x.evaluateLow(board, hole, game);
          const best = x.bestLow(board, hole, game);
          if (row.low === 0) {
            assert.equal(low, null, what);
            assert.equal(best, null, what);
            assert.equal(big(row.low_five), 0n, what);
            continue;
          }
          lows += 1;
          assert.equal(low, row.low, what);
          assert.equal(x.handName(low, info.lowRanking), row.low_hand_name, what);
          assert.equal(best.strength, row.low, what);
          assert.equal(best.five, big(row.low_five), what);
          assert.equal(best.holeUsed, best.five & hole, what);
        }
        assert.ok(lows > 0, `${info.name}: some hands make a low`);
      });
    }
    it(`${info.name}: evaluateLowsMany (${rows.length} hands)`, () => {
      const boards = rows.map((r) => big(r.board_mask));
      const holes = rows.map((r) => big(r.hole_mask));
      if (!info.hiLo) {
        throwsStatus(() => x.evaluateLowsMany(boards, holes, game), 'XIAPL_ERR_INVALID_ARGUMENT', info.name);
        return;
      }
      const batch = x.evaluateLowsMany(boards, holes, game);
      assert.equal(batch.length, rows.length);
      rows.forEach((row, i) => {
        const what = `${info.name} low ${row.hole} | ${row.board}`;
        assert.equal(batch[i], x.evaluateLow(boards[i], holes[i], game) ?? 0, what);
        assert.equal(batch[i], row.low, what);
      });
    });
  }
});

describe('games.json showdowns', () => {
  it('winners of every showdown, and the low half\'s', () => {
    assert.ok(GAMES.showdowns.length > 0);
    for (const row of GAMES.showdowns) {
      const what = `${x.gameName(row.game)} ${row.holes.join(' / ')} on ${row.board}`;
      const holes = row.hole_masks.map(big);
      const board = big(row.board_mask);
      assert.deepEqual(x.judge(holes, board, row.game), row.winners, what);
      if (x.gameInfo(row.game).hiLo) {
        assert.ok(Array.isArray(row.low_winners), what);
        assert.deepEqual(x.judgeLow(holes, board, row.game), row.low_winners, what);
      } else {
        assert.ok(!('low_winners' in row), what);
      }
    }
  });
});

function checkEquity(result, row, what) {
  assert.equal(result.trials, row.trials, what);
  assert.equal(result.exact, true, what);
  near(result.chopRate, row.chop_rate, `${what} chop rate`);
  assert.equal(result.players.length, row.equity.length, what);
  result.players.forEach((p, i) => {
    near(p.equity, row.equity[i], `${what} player ${i} equity`);
    near(p.win, row.win[i], `${what} player ${i} win`);
    near(p.tie, row.tie[i], `${what} player ${i} tie`);
    near(p.scoop, row.scoop[i], `${what} player ${i} scoop`);
    near(p.highShare, row.high_share[i], `${what} player ${i} high share`);
    near(p.lowShare, row.low_share[i], `${what} player ${i} low share`);
    assert.equal(p.stdError, 0, what);
  });
}

describe('games.json equity', () => {
  for (const row of GAMES.equity) {
    const what = `${x.gameName(row.game)} ${row.holes.join(' vs ')} on ${row.board || '-'} dead ${row.dead || '-'}`;
    const args = [row.hole_masks.map(big), big(row.board_mask), x.SimulationOptions.exact(), row.game,
      big(row.dead_mask)];
    it(`${what}: calculateEquity`, () => checkEquity(x.calculateEquity(...args), row, what));
    it(`${what}: calculateEquityAsync`, async () => checkEquity(await x.calculateEquityAsync(...args), row, what));
  }
});

describe('games.json errors', () => {
  const calls = {
    eval_hand: (r) => x.evaluateHand(big(r.board_mask), big(r.hole_masks[0]), r.game),
    eval_low: (r) => x.evaluateLow(big(r.board_mask), big(r.hole_masks[0]), r.game),
    equity: (r) => x.calculateEquity(r.hole_masks.map(big), big(r.board_mask), null, r.game),
  };
  GAMES.errors.forEach((row, i) => {
    it(`error ${i}: ${row.call} in ${x.gameName(row.game)} -> ${row.status}`, () => {
      assert.ok(calls[row.call], `unknown call ${row.call}`);
      throwsStatus(() => calls[row.call](row), row.status, `${row.call} ${JSON.stringify(row)}`);
    });
  });
});
