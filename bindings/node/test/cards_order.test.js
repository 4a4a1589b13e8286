'use strict';

// Cards keep the order in which they were dealt: the board, the hole cards,
// the history's cardIds, the PHH written back, and PHH actions' cardIds.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const ids = (text) => x.parseCards(text);
const FIXTURES = path.join(__dirname, '..', '..', '..', 'tests', 'fixtures', 'phh');

test('a hand played keeps the order given', () => {
  let s = x.TableState.start({ stacks: [100, 100], blinds: [1, 2], holeCards: [x.parseMask('7h6h'), null],
    holeOrder: ['7h6h', null] });
  assert.deepEqual(s.holeCardsInOrder(0), ids('7h6h'));
  assert.deepEqual(s.holeCardsInOrder(1), []);
  assert.throws(() => s.holeCardsInOrder(4), x.InvalidArgumentError);
  s = s.checkOrCall().checkOrCall();
  assert.throws(() => s.dealCards([9, 9, 3]), /twice/);
  s = s.dealCards('Jc3d5c');
  assert.deepEqual(s.boardCards, ids('Jc3d5c'));
  assert.equal(s.board, x.parseMask('Jc3d5c'));
  const steps = s.history();
  assert.deepEqual(steps.at(-1).cardIds, ids('Jc3d5c'));
  assert.deepEqual(steps[0].cardIds, []);
  const text = s.toPhh().text(0);
  assert.match(text, /"d dh p2 7h6h"/);
  assert.match(text, /"d db Jc3d5c"/);
  // A saved state keeps the order; a mask deals in card-id order.
  assert.deepEqual(x.TableState.fromText(s.toText()).boardCards, ids('Jc3d5c'));
  const masked = x.TableState.start({ stacks: [100, 100], blinds: [1, 2] }).checkOrCall().checkOrCall();
  assert.deepEqual(masked.deal(x.parseMask('Jc3d5c')).boardCards, ids('5cJc3d'));
});

test('a draw game keeps its deals and discards in order', () => {
  let s = x.TableState.start({ stacks: [100, 100], blinds: [1, 2], game: x.Game.LOWBALL27, betting: 'no-limit' });
  const dealt = new Map();
  for (const text of ['7c2d9h4s3c', 'Kh8d5s6cTd']) {
    const seat = s.dealSeat;
    s = s.dealHoleCards(seat, text);
    dealt.set(seat, ids(text));
  }
  for (const [seat, cards] of dealt) assert.deepEqual(s.holeCardsInOrder(seat), cards);
  while (s.phase === x.Phase.BETTING) s = s.checkOrCall();
  const held = s.holeCardsInOrder(s.actor);
  const drawer = s.actor;
  const thrown = [held[3], held[1]];
  s = s.discardCards(thrown);
  assert.deepEqual(s.history().at(-1).cardIds, thrown);
  assert.deepEqual(s.holeCardsInOrder(drawer), [held[0], held[2], held[4]]);
});

test('a replayed hand keeps the order its file wrote', () => {
  const doc = x.parsePhh(fs.readFileSync(path.join(FIXTURES, 'dwan-ivey-2009.phh'), 'utf8'));
  const state = doc.replay(0);
  assert.deepEqual(state.boardCards, ids('Jc3d5c4hJh'));
  assert.deepEqual(state.holeCardsInOrder(2), ids('7h6h'));
  const text = state.toPhh().text(0);
  assert.match(text, /"d dh p3 7h6h"/);
  assert.match(text, /"d db Jc3d5c"/);
});

test('parsePhhAction gives the cards in the order written', () => {
  assert.deepEqual(x.parsePhhAction('d db Jc3d5c').cardIds, [9, 14, 3]);
  const action = x.parsePhhAction('d dh p3 7h6h????');
  assert.deepEqual([action.cardIds, action.unknownCount], [[31, 30], 2]);
});
