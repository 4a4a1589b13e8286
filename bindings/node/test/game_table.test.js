'use strict';

// Replays tests/vectors/game_table.json (or $XIAPL_VECTORS_DIR's): the table of
// games — names, families, figures and usual tables — as the library gives it.
// The Python, Go and Rust suites replay the same file.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const DIR = process.env.XIAPL_VECTORS_DIR || path.join(__dirname, '..', '..', '..', 'tests', 'vectors');
const TABLE = JSON.parse(fs.readFileSync(path.join(DIR, 'game_table.json'), 'utf8'));

test('game_table.json: every game\'s names, family and figures', () => {
  assert.deepEqual(TABLE.games.map((row) => row.game), Object.values(x.Game));
  for (const row of TABLE.games) {
    const info = x.gameInfo(row.game);
    assert.deepEqual([...info.names], row.names);
    assert.equal(info.names[0], row.key);
    assert.deepEqual([info.family, info.deckCards, info.holeCards, info.boardCards, info.highRanking, info.lowRanking],
      [row.family, row.deck_cards, row.hole_cards, row.board_cards, row.high_ranking, row.low_ranking], info.name);
    for (const name of [...row.names, info.name]) assert.equal(x.parseGame(name), row.game, name);
  }
  for (const row of TABLE.parse) assert.equal(x.parseGame(row.name), row.game, row.name);
});

test('game_table.json: an unknown name is the library\'s one parse error', () => {
  assert.ok(TABLE.parse_errors.length > 0);
  for (const row of TABLE.parse_errors) {
    assert.throws(() => x.parseGame(row.name), (e) => e instanceof x.ParseError && e.statusName === row.status &&
      row.message_has.every((part) => e.message.includes(part)), JSON.stringify(row.name));
  }
});

test('game_table.json: the usual tables', () => {
  assert.ok(TABLE.defaults.length > 0);
  for (const row of TABLE.defaults) {
    const want = row.expect;
    assert.deepEqual({ ...x.usualTable(row.game, row.betting, row.draws) }, {
      betting: want.betting,
      draws: want.draws,
      smallBlind: want.small_blind,
      bigBlind: want.big_blind,
      ante: want.ante,
      bringIn: want.bring_in,
      smallBet: want.small_bet,
      bigBet: want.big_bet,
    }, JSON.stringify(row));
  }
  for (const row of TABLE.default_errors) {
    assert.throws(() => x.usualTable(row.game, row.betting, row.draws),
      (e) => e instanceof x.XiaplError && e.statusName === row.status, JSON.stringify(row));
  }
});
