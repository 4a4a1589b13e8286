'use strict';

// hitTable() against fixed counts and against the package's own evaluation:
// every combo of the range is evaluated again here (range.combos,
// evaluateHand, strengthCategory), so a category the library gets wrong, or
// one this binding reads from the wrong offset, fails.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);
const DRAW_NAMES = ['flushDraw', 'openEnded', 'gutshot', 'comboDraw', 'overcards'];

/** The highest rank (0 = deuce .. 12 = ace) among a mask's cards. */
function topRank(mask) {
  return Math.max(...x.maskToIds(mask).map((id) => x.cardRank(id)));
}

/**
 * Calls hitTable and checks it against the range's combos evaluated one by
 * one: the count, the weight, made[] per category (in the game's ranking)
 * and, for two hole cards, the overcards (high card with both above the
 * board). Returns the table.
 */
function checked(range, board, dead = 0n) {
  const t = x.hitTable(range, board, dead);
  const game = range.game;
  const combos = range.combos(board | dead);
  const made = new Array(9).fill(0);
  let weight = 0;
  let overcards = 0;
  const top = topRank(board);
  const ranking = x.gameInfo(game).highRanking;
  for (const combo of combos) {
    const category = x.strengthCategory(x.evaluateHand(board, combo.mask, game), ranking);
    made[category] += combo.weight;
    weight += combo.weight;
    const above = x.maskToIds(combo.mask).filter((id) => x.cardRank(id) > top).length;
    if (category === x.Category.HIGH_CARD && above >= 2) overcards += combo.weight;
  }
  assert.equal(t.game, game);
  assert.equal(t.combos, combos.length, 'combos: those sharing no card with the board or the dead cards');
  assert.equal(t.weight, weight, 'weight');
  assert.deepEqual(t.made, made, 'made, category by category');
  assert.equal(t.made.reduce((a, b) => a + b, 0), t.weight, 'made sums to weight');
  if (x.gameInfo(game).holeCards === 2) assert.equal(t.overcards, overcards, 'overcards');
  for (const name of DRAW_NAMES) assert.ok(t[name] >= 0 && t[name] <= t.weight, `${name} within the weight`);
  assert.ok(t.comboDraw <= t.flushDraw && t.comboDraw <= t.openEnded + t.gutshot, 'a combo draw is both draws');
  if (x.maskToIds(board).length === 5) {
    for (const name of ['flushDraw', 'openEnded', 'gutshot', 'comboDraw']) assert.equal(t[name], 0, `${name} on a river`);
  }
  return t;
}

const SMALL = 'JTs,T7s,76s,AhKh,QhJh,AKo,65s';
const WIDE = '22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+';

test('Hold\'em flop: the small range on 9h8h2c', () => {
  const r = x.Range.fromString(SMALL);
  const t = checked(r, m('9h 8h 2c'));
  assert.equal(t.combos, 30);
  assert.equal(t.weight, 30);
  assert.deepEqual(t.made, [30, 0, 0, 0, 0, 0, 0, 0, 0]);
  assert.equal(t.made[x.Category.HIGH_CARD], 30);
  assert.equal(t.flushDraw, 6);
  assert.equal(t.openEnded, 12);
  assert.equal(t.gutshot, 5);
  assert.equal(t.comboDraw, 5);
  assert.equal(t.overcards, 18);
  assert.ok(Object.isFrozen(t) && Object.isFrozen(t.made));
  assert.equal(t.share(t.flushDraw), 0.2);
  assert.deepEqual(t.rows(), [
    ['HIGH_CARD', 30], ['ONE_PAIR', 0], ['TWO_PAIR', 0], ['THREE_OF_A_KIND', 0], ['STRAIGHT', 0], ['FLUSH', 0],
    ['FULL_HOUSE', 0], ['FOUR_OF_A_KIND', 0], ['STRAIGHT_FLUSH', 0],
    ['flushDraw', 6], ['openEnded', 12], ['gutshot', 5], ['comboDraw', 5], ['overcards', 18],
  ]);
  // numbers as masks give the same table
  assert.deepEqual(x.hitTable(r, Number(m('9h 8h 2c')), 0), t);
});

test('Hold\'em river with a dead card: the small range on 9h8h2c3d4s, Jh dead', () => {
  const t = checked(x.Range.fromString(SMALL), m('9h 8h 2c 3d 4s'), m('Jh'));
  assert.equal(t.combos, 28); // JhTh and QhJh hold the dead Jh
  assert.equal(t.weight, 28);
  assert.equal(t.made[x.Category.STRAIGHT], 4); // 65s: 2-3-4-5-6
  assert.equal(t.made[x.Category.HIGH_CARD], 24);
  for (const name of ['flushDraw', 'openEnded', 'gutshot', 'comboDraw']) assert.equal(t[name], 0, name);
  assert.equal(t.overcards, 16); // AKo 12, AhKh, JTs without JhTh
});

test('Hold\'em wide range: made matches every combo evaluated, on a flop, a turn and a river', () => {
  const r = x.Range.fromString(WIDE);
  const flop = checked(r, m('Kh Td 7h'));
  assert.equal(flop.combos, 195);
  assert.ok(flop.made[x.Category.ONE_PAIR] > 0 && flop.made[x.Category.THREE_OF_A_KIND] > 0);
  assert.ok(flop.flushDraw > 0 && flop.openEnded > 0 && flop.gutshot > 0);
  const turn = checked(r, m('Kh Td 7h 7c'), m('As'));
  assert.ok(turn.made[x.Category.FULL_HOUSE] > 0 && turn.made[x.Category.FOUR_OF_A_KIND] > 0);
  checked(r, m('Qs Jd 4c 3h'));
  checked(r, m('Kh Td 7h 7c 2h'));
});

test('short deck: made matches every combo evaluated in its ranking', () => {
  const r = x.Range.fromString('66+,A6s+,K9s+,QTs+,JTs,ATo+,KJo+', x.Game.SHORT_DECK);
  const t = checked(r, m('Kh Td 6h'));
  assert.equal(t.game, x.Game.SHORT_DECK);
  assert.ok(t.flushDraw > 0 && t.gutshot > 0);
  checked(r, m('9s 8d 7c 6h'), m('Ah'));
});

test('weights: a weighted range counts its weights, not its combos', () => {
  const t = checked(x.Range.fromString('AA:0.5,KK,72o:0.25'), m('Kd 7s 2c'));
  assert.equal(t.combos, 6 + 3 + 7); // 72o without 7s or 2c: 3 sevens x 3 deuces, less 7d2d and 7h2h
  assert.equal(t.weight, 6 * 0.5 + 3 + 7 * 0.25);
  assert.equal(t.made[x.Category.THREE_OF_A_KIND], 3);
  assert.equal(t.made[x.Category.TWO_PAIR], 7 * 0.25);
  assert.equal(t.made[x.Category.ONE_PAIR], 6 * 0.5);
});

test('PLO: AA** on a flop; the combos are those sharing no card with the board', () => {
  const r = x.Range.fromString('AA**', 'plo');
  const board = m('Ah 7d 2c');
  const t = checked(r, board);
  const apart = r.combos().filter((c) => (c.mask & board) === 0n).length;
  assert.equal(t.combos, apart);
  assert.equal(t.combos, 3151);
  assert.equal(t.made[x.Category.THREE_OF_A_KIND], t.weight); // two aces in the hand and one on the board
  checked(r, m('Ks Qs 9d 8s'));
});

test('refusals name the problem', () => {
  const refused = (call, ErrorClass, pattern) => assert.throws(call, (e) => {
    assert.ok(e instanceof ErrorClass, `${e.name}: ${e.message}`);
    assert.match(e.message, pattern);
    return true;
  });
  const r = x.Range.fromString(SMALL);
  refused(() => x.hitTable(r, m('9h 8h')), x.InvalidArgumentError, /board of 3, 4 or 5 cards.*not 2/);
  refused(() => x.hitTable(r, m('9h 8h 2c 3d 4s 5s')), x.InvalidArgumentError, /board of 3, 4 or 5 cards.*not 6/);
  refused(() => x.hitTable(r, m('9h 8h 2c'), m('8h Jc')), x.InvalidArgumentError, /8h is both on the board and dead/);
  refused(() => x.hitTable(r, m('9h 8h 2c'), 1n << 60n), x.InvalidArgumentError, /bit 60/);
  const hilo = (() => {
    try {
      x.hitTable(x.Range.fromString('AA**', 'plo8'), m('9h 8h 2c'));
    } catch (e) {
      return e;
    }
    return null;
  })();
  assert.ok(hilo instanceof x.UnsupportedError);
  assert.match(hilo.message, /one ranking.*not PLO Hi\/Lo/);
  assert.equal(hilo.statusName, 'XIAPL_ERR_UNSUPPORTED');
  // before the call: a value that cannot cross, not a Range, a closed range
  refused(() => x.hitTable(r, -1, 0n), x.InvalidArgumentError, /board must be a non-negative/);
  refused(() => x.hitTable(r, m('9h 8h 2c'), -1n), x.InvalidArgumentError, /dead must be between 0 and 2\^64/);
  assert.throws(() => x.hitTable(SMALL, m('9h 8h 2c')), TypeError);
  const closed = x.Range.fromString('AA');
  closed.close();
  refused(() => x.hitTable(closed, m('9h 8h 2c')), x.InvalidArgumentError, /closed/);
});
