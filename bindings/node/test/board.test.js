'use strict';

// Board facts and money facts from the library: flop textures (every Hold'em
// flop counted by label), flop classes against the canonical boards, decks,
// VPIP/PFR facts of a hand, and the refusals.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);

test('flop textures of named flops and of every Hold\'em flop', () => {
  assert.deepEqual(x.flopTexture(m('Ah2c3d')), { texture: 'connected', suits: 'rainbow', pairing: 'unpaired', connected: true });
  assert.deepEqual(x.flopTexture(m('Ah6c9d')), { texture: 'rainbow', suits: 'rainbow', pairing: 'unpaired', connected: false });
  assert.equal(x.flopTexture(m('Ah6c9d'), 'shortdeck').texture, 'connected');
  assert.deepEqual(x.flopTexture(m('KhKsKd'), x.Game.OMAHA4), { texture: 'paired', suits: 'rainbow', pairing: 'trips', connected: false });
  assert.equal(x.flopTexture(m('2h7hKc')).texture, 'two-tone');
  const counts = {};
  for (let a = 0; a < 52; a++) {
    for (let b = a + 1; b < 52; b++) {
      for (let c = b + 1; c < 52; c++) {
        const { texture } = x.flopTexture((1n << BigInt(a)) | (1n << BigInt(b)) | (1n << BigInt(c)));
        counts[texture] = (counts[texture] ?? 0) + 1;
      }
    }
  }
  assert.equal(counts.monotone, 1144);
  assert.equal(counts.paired, 3796);
  assert.equal(Object.values(counts).reduce((s, n) => s + n, 0), 22100);
  assert.equal(x.FlopTexture.TWO_TONE, 3);
});

test('flop textures refuse what is no flop of the game', () => {
  assert.throws(() => x.flopTexture(m('AhKh')), (e) => e instanceof x.InvalidArgumentError && /exactly 3 cards/.test(e.message));
  assert.throws(() => x.flopTexture(m('2h7h9h'), 'shortdeck'), /not in the deck/);
  assert.throws(() => x.flopTexture(m('2h7h9h'), 'stud'), /no board/);
});

function allRelabellings() {
  const out = [];
  for (let v = 0; v < 256; v++) {
    const r = [v & 3, (v >> 2) & 3, (v >> 4) & 3, (v >> 6) & 3];
    if (new Set(r).size === 4) out.push(r);
  }
  return out;
}

test('flop classes are the canonical flops and cover the deck', () => {
  const classes = x.flopClasses(allRelabellings());
  assert.equal(classes.length, 1755);
  let total = 0;
  for (const c of classes) {
    assert.equal(x.canonicalizeBoard(c.flop), c.flop);
    assert.equal(x.boardOrbitSize(c.flop), c.weight);
    total += c.weight;
  }
  assert.equal(total, 22100);
  assert.equal(x.flopClasses([[0, 1, 2, 3]]).length, 22100);
  const short = x.flopClasses([[0, 1, 2, 3], [1, 0, 2, 3]], 'shortdeck');
  assert.equal(short.reduce((s, c) => s + c.weight, 0), 7140);
  assert.throws(() => x.flopClasses([[1, 0, 2, 3]]), (e) => e instanceof x.InvalidArgumentError && /identity/.test(e.message));
  assert.throws(() => x.flopClasses([[0, 1, 2, 3], [1, 2, 3, 0]]), /not a group/);
  assert.throws(() => x.flopClasses([[0, 1, 2]]), x.InvalidArgumentError);
  assert.throws(() => x.flopClasses([[0, 1, 2, 3]], 'razz'), /no board/);
});

test('game decks', () => {
  assert.equal(x.gameDeck('holdem'), (1n << 52n) - 1n);
  assert.equal(x.gameDeck('shortdeck'), m('6c7c8c9cTcJcQcKcAc6d7d8d9dTdJdQdKdAd6h7h8h9hThJhQhKhAh6s7s8s9sTsJsQsKsAs'));
  assert.throws(() => x.gameDeck(42), x.InvalidArgumentError);
});

test('money facts of a hand', () => {
  let s = x.TableState.start({ stacks: [100, 100, 100, 100], blinds: [1, 2], button: 0 });
  s = s.fold(); // seat 3
  s = s.betOrRaiseTo(6); // seat 0 raises first in
  s = s.call(); // seat 1
  s = s.fold(); // seat 2
  s = s.deal(m('2c7d9h'));
  s = s.betOrRaiseTo(10); // seat 1 leads the flop
  assert.deepEqual(x.moneyFacts(s), { voluntaryRound: [0, 0, -1, -1], raiseRound: [0, 1, -1, -1], firstInRaiser: 0 });
  assert.throws(() => x.moneyFacts('no state'), TypeError);
});

test('the pot-sized raise', () => {
  let s = x.TableState.start({ stacks: [100, 100, 100], blinds: [1, 2], button: 0, betting: 'pot-limit' });
  assert.equal(x.potRaiseTo(s), 7);
  s = s.betOrRaiseTo(7);
  assert.equal(x.potRaiseTo(s), 23);
  assert.equal(x.potRaiseTo(s), s.legalActions().find((a) => a.kind === x.ActionKind.BET_OR_RAISE).max);
  s = s.fold().fold();
  assert.throws(() => x.potRaiseTo(s), (e) => e instanceof x.InvalidArgumentError && /no seat is to act/.test(e.message));
});

test('suit symmetries of ranges', () => {
  const all = x.suitSymmetries(x.Range.fromString('QQ,AKs'), x.Range.fromString('JJ+'));
  assert.equal(all.length, 24);
  assert.deepEqual(all[0], [0, 1, 2, 3]);
  const group = x.suitSymmetries(x.Range.fromString('AhKh'), x.Range.fromString('AsQs,AdQd'));
  assert.deepEqual(group, [[0, 1, 2, 3], [0, 3, 2, 1]]);
  assert.equal(x.flopClasses(group).reduce((s, c) => s + c.weight, 0), 22100);
  assert.equal(x.suitSymmetries().length, 24);
  assert.throws(() => x.suitSymmetries('AhKh'), TypeError);
});
