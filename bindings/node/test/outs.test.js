'use strict';

// outs() against the package's own showdown and evaluation: every row is
// judged again here on the board plus its card (judge, evaluateHand), so a
// row the library gets wrong, or one this binding reads wrong, fails.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);
const bit = (id) => 1n << BigInt(id);
const names = (rows) => rows.map((row) => x.cardName(row.card)).join(' ');

/** The standing of holes[0] from judge's winners. */
function standingOf(winners) {
  if (winners.length === 1 && winners[0] === 0) return x.Standing.AHEAD;
  return winners.includes(0) ? x.Standing.SHARES : x.Standing.BEHIND;
}

/** The cards of a game's deck, by id (short deck: 6 to ace). */
function deckOf(game) {
  const ids = [];
  for (let id = 0; id < 52; id++) if (x.gameInfo(game).deckCards === 52 || x.cardRank(id) >= 6) ids.push(id);
  assert.equal(ids.length, x.gameInfo(game).deckCards);
  return ids;
}

/** Calls outs and checks every row, the hero now and the outs; returns the result. */
function checked(hero, villains, board, game = x.Game.HOLDEM, dead = 0n) {
  const r = x.outs(hero, villains, board, game, dead);
  const holes = [hero, ...villains];
  const dealt = holes.reduce((a, b) => a | b, board);
  const left = deckOf(game).filter((id) => ((dealt | dead) & bit(id)) === 0n);
  assert.deepEqual(r.cards.map((row) => row.card), left, 'one row per card left, by increasing id');
  for (let i = 1; i < r.cards.length; i++) assert.ok(r.cards[i - 1].card < r.cards[i].card);

  assert.equal(r.now, standingOf(x.judge(holes, board, game)), 'now');
  assert.equal(r.strength, x.evaluateHand(board, hero, game), 'strength now');
  for (const row of r.cards) {
    const next = board | bit(row.card);
    const what = `${x.cardName(row.card)} on ${x.maskToString(board)}`;
    assert.equal((dealt | dead) & bit(row.card), 0n, `${what}: neither dealt nor dead`);
    assert.equal(row.standing, standingOf(x.judge(holes, next, game)), `${what}: standing`);
    assert.equal(row.strength, x.evaluateHand(next, hero, game), `${what}: strength`);
    assert.equal(row.isOut, row.standing > r.now, `${what}: isOut`);
  }
  assert.deepEqual(r.outs, r.cards.filter((row) => row.isOut));
  assert.equal(r.count, r.outs.length);
  return r;
}

test('Standing: behind < shares < ahead, the header values', () => {
  assert.deepEqual({ ...x.Standing }, { BEHIND: -1, SHARES: 0, AHEAD: 1 });
  assert.ok(Object.isFrozen(x.Standing));
});

test('Hold\'em heads-up flop: AhJh against KsKd on 2h7h9c', () => {
  const r = checked(m('AhJh'), [m('KsKd')], m('2h7h9c'));
  assert.equal(r.cards.length, 45);
  assert.equal(r.now, x.Standing.BEHIND);
  assert.equal(r.count, 12);
  assert.equal(names(r.outs), 'Ac Ad 3h 4h 5h 6h 8h 9h Th Qh Kh As');
  assert.ok(r.outs.every((row) => row.standing === x.Standing.AHEAD));
  // a frozen result, the rows shared with outs
  assert.ok(Object.isFrozen(r) && Object.isFrozen(r.cards) && Object.isFrozen(r.cards[0]));
  assert.equal(r.outs[0], r.cards.find((row) => row.card === x.parseCard('Ac')));
  // a BigUint64Array of villains and numbers as masks give the same rows
  assert.deepEqual(x.outs(Number(m('AhJh')), new BigUint64Array([m('KsKd')]), Number(m('2h7h9c')), 'holdem'), r);
});

test('Hold\'em heads-up, sharing now: AhKh against AdKd on Qh7h2c', () => {
  const r = checked(m('AhKh'), [m('AdKd')], m('Qh7h2c'));
  assert.equal(r.cards.length, 45);
  assert.equal(r.now, x.Standing.SHARES);
  assert.equal(names(r.outs), '2h 3h 4h 5h 6h 8h 9h Th Jh'); // a flush for the hero alone
  assert.ok(r.cards.every((row) => row.standing === (row.isOut ? x.Standing.AHEAD : x.Standing.SHARES)));
});

test('Hold\'em three-way turn with a dead card', () => {
  const dead = m('5h');
  const r = checked(m('AhKh'), [m('QsQd'), m('9c8c')], m('Qh Th 7c 2s'), x.Game.HOLDEM, dead);
  assert.equal(r.cards.length, 52 - 6 - 4 - 1);
  assert.equal(r.now, x.Standing.BEHIND);
  assert.ok(!r.cards.some((row) => row.card === x.parseCard('5h')), 'the dead card is not a row');
  const row = (name) => r.cards.find((c) => c.card === x.parseCard(name));
  assert.equal(row('Jh').standing, x.Standing.AHEAD); // a royal flush
  assert.equal(x.handName(row('Jh').strength), 'royal flush');
  assert.equal(row('Jd').standing, x.Standing.AHEAD); // the ace-high straight over 9c8c's
  assert.equal(row('6d').standing, x.Standing.BEHIND); // 9c8c's straight
  assert.ok(r.count > 0 && r.count < r.cards.length);
});

test('PLO: AhKhQcJc against 9s9d8s7d on Th9h2c', () => {
  const r = checked(m('AhKhQcJc'), [m('9s9d8s7d')], m('Th9h2c'), 'plo');
  assert.equal(r.cards.length, 52 - 8 - 3);
  assert.equal(r.now, x.Standing.BEHIND);
  assert.ok(r.count > 0);
  assert.ok(r.outs.some((row) => row.card === x.parseCard('8c'))); // Q-J with T-9-8: a straight over the set
});

test('short deck: AhJh against KsKd on 6h7h9c', () => {
  const r = checked(m('AhJh'), [m('KsKd')], m('6h7h9c'), x.Game.SHORT_DECK);
  assert.equal(r.cards.length, 29);
  assert.equal(r.now, x.Standing.BEHIND);
  assert.ok(r.cards.every((row) => x.cardRank(row.card) >= 6));
  assert.ok(r.count > 0);
});

test('refusals name the problem', () => {
  const refused = (call, ErrorClass, pattern) => assert.throws(call, (e) => {
    assert.ok(e instanceof ErrorClass, `${e.name}: ${e.message}`);
    assert.match(e.message, pattern);
    return true;
  });
  const hero = m('AhJh');
  const villain = m('KsKd');
  refused(() => x.outs(hero, [], m('2h7h9c')), x.InvalidArgumentError, /at least one other; 1 hand/);
  refused(() => x.outs(hero, [villain], m('2h7h9c Qd 3s')), x.InvalidArgumentError, /board of 3 or 4 cards.*not 5/);
  refused(() => x.outs(hero, [villain], m('2h7h')), x.InvalidArgumentError, /board of 3 or 4 cards.*not 2/);
  refused(() => x.outs(hero, [villain], m('2h7h9c'), x.Game.HOLDEM, m('Ks 3c')), x.InvalidArgumentError,
    /Ks is both dealt and dead/);
  refused(() => x.outs(m('AhJhQcQd'), [m('KsKd2d3d')], m('2h7h9c'), 'plo8'), x.UnsupportedError,
    /board and one ranking.*not PLO Hi\/Lo/);
  refused(() => x.outs(hero, [villain], 0n, x.Game.STUD), x.UnsupportedError, /not Seven-card stud/);
  const unsupported = (() => {
    try {
      x.outs(m('AhJhQcQd'), [m('KsKd2d3d')], m('2h7h9c'), x.Game.OMAHA4_HILO);
    } catch (e) {
      return e;
    }
    return null;
  })();
  assert.equal(unsupported.status, -8);
  assert.equal(unsupported.statusName, 'XIAPL_ERR_UNSUPPORTED');
  // before the call: a value that cannot cross, or of the wrong type
  refused(() => x.outs(-1, [villain], m('2h7h9c')), x.InvalidArgumentError, /hero must be a non-negative/);
  refused(() => x.outs(hero, [villain, -1n], m('2h7h9c')), x.InvalidArgumentError, /villains\[1\]/);
  assert.throws(() => x.outs(hero, villain, m('2h7h9c')), TypeError);
  // a hand the showdown refuses, a card shared by two hands
  refused(() => x.outs(hero, [m('AhKd')], m('2h7h9c')), x.InvalidArgumentError, /Ah/);
});
