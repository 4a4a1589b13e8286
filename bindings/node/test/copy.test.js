'use strict';

// Deck.setCards / Deck.clone and TableState.toText / TableState.fromText.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const { CHECK, CALL } = x.ActionKind;

// A garbage collection on demand: the suite runs with node --expose-gc.
assert.equal(typeof global.gc, 'function', 'run the tests with node --expose-gc --test (npm test does)');
const gc = global.gc;
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Two clones of a shuffled, burned deck that is then left to the garbage collector. */
function shuffledClones() {
  const deck = new x.Deck().shuffle(20240611).burn(3);
  return { a: deck.clone(), b: deck.clone(), cards: deck.cards(), original: new WeakRef(deck) };
}

test('deck: a clone outlives its collected original and deals what a second clone deals', async () => {
  const { a, b, cards, original } = shuffledClones();
  assert.equal(cards.length, 49);
  // A WeakRef holds its target until the current job ends: collect in a later one.
  let collected = false;
  for (let i = 0; i < 10 && !collected; i += 1) {
    await turn();
    gc();
    collected = original.deref() === undefined;
  }
  assert.ok(collected, 'the original deck was collected');
  await turn(); // lets the original's finalizer free its C deck
  assert.deepEqual(a.cards(), cards);
  const fromA = a.deal(5);
  const fromB = b.deal(5);
  assert.deepEqual(fromA, cards.slice(0, 5));
  assert.deepEqual(fromB, fromA);
  // Each clone owns its cards.
  a.deal(2);
  assert.equal(a.length, 42);
  assert.equal(b.length, 44);
  // The same seeded shuffle of the same cards gives the same order.
  const c = b.clone();
  assert.deepEqual(c.shuffle(99n).cards(), b.shuffle(99).cards());
  c.close();
  assert.equal(b.length, 44, 'closing a clone leaves its source valid');
  assert.throws(() => c.clone(), x.InvalidArgumentError);
  a.close();
  b.close();
});

test('deck: clones left to the garbage collector are freed without a crash', async () => {
  const deck = new x.Deck();
  for (let i = 0; i < 1000; i += 1) deck.clone().shuffle(i);
  gc();
  await turn();
  assert.equal(deck.length, 52);
  deck.close();
});

test('deck: setCards replaces the cards, and refuses bad ids leaving the deck unchanged', () => {
  const deck = new x.Deck();
  const front = [51, 0, 17, 33];
  assert.equal(deck.setCards(front), deck);
  assert.deepEqual(deck.cards(), front);
  const refused = {
    'a repeated id': [3, 4, 3],
    'id 52': [1, 52],
    'id -1': [-1],
    'more than 52 ids': Array.from({ length: 53 }, (_, i) => i % 52),
  };
  for (const [name, ids] of Object.entries(refused)) {
    assert.throws(() => deck.setCards(ids), (e) => e instanceof x.InvalidArgumentError &&
      !(e instanceof x.ParseError) && e.statusName === 'XIAPL_ERR_INVALID_ARGUMENT' && e.message.length > 0, name);
    assert.deepEqual(deck.cards(), front, `${name} left the deck unchanged`);
  }
  assert.throws(() => deck.setCards([1.5]), x.InvalidArgumentError);
  assert.throws(() => deck.setCards(7), TypeError);
  assert.deepEqual(deck.cards(), front);
  deck.setCards(new Int32Array([5, 6]));
  assert.deepEqual(deck.cards(), [5, 6]);
  deck.setCards([]);
  assert.equal(deck.length, 0);
  assert.throws(() => deck.deal(1), x.InvalidArgumentError);
  deck.setCards(Array.from({ length: 52 }, (_, i) => 51 - i));
  assert.deepEqual(deck.deal(2), [51, 50]);
  deck.close();
  assert.throws(() => deck.setCards(front), x.InvalidArgumentError);
});

/** A three-seat seeded hand through a random flop, waiting for the turn. */
function seededHand() {
  let s = x.TableState.start({ stacks: [200, 150, 300], blinds: [1, 2], antes: 1, seed: 0xc0ffeen });
  s = s.call().call().check().dealRandom();
  s = s.check().betOrRaiseTo(10).call().fold();
  assert.equal(s.phase, x.Phase.DEALING);
  assert.equal(s.cardsNeeded, 1);
  return s;
}

test('table: toText / fromText give a state that continues the seeded hand exactly', () => {
  const s = seededHand();
  const text = s.toText();
  assert.match(text, /^xiapl-table-state 1\n/);
  assert.match(text, /\ndraw \d+\n/);
  assert.ok(text.endsWith('\n'));
  const copy = x.TableState.fromText(text);
  assert.equal(copy.toText(), text);
  assert.deepEqual(copy.info(), s.info());
  assert.deepEqual(copy.holeMasks, s.holeMasks);
  assert.deepEqual(copy.stacks, s.stacks);
  copy.checkInvariants();
  const next = s.dealRandom();
  const nextCopy = copy.dealRandom();
  assert.equal(nextCopy.board, next.board);
  assert.notEqual(next.board, s.board);
  assert.equal(nextCopy.toText(), next.toText());
  s.close();
  assert.throws(() => s.toText(), x.InvalidArgumentError);
  for (const state of [copy, next, nextCopy]) state.close();
});

test('table: fromText refuses bad text, parse errors apart from refused steps, naming the line', () => {
  assert.throws(() => x.TableState.fromText(''), x.ParseError);
  assert.throws(() => x.TableState.fromText('not a table\n'), x.ParseError);
  assert.throws(() => x.TableState.fromText(null), TypeError);
  const s = x.TableState.start({ stacks: [100, 100], blinds: [1, 2], seed: 5 });
  const text = s.toText();
  const line = text.split('\n').length; // the line after the last one
  // A check facing the big blind: a step the rules refuse.
  assert.throws(() => x.TableState.fromText(`${text}act ${s.actor} ${CHECK} 0\n`),
    (e) => e instanceof x.InvalidArgumentError && !(e instanceof x.ParseError) &&
      e.statusName === 'XIAPL_ERR_INVALID_ARGUMENT' && e.message.includes(`line ${line}`));
  // A line outside the grammar.
  assert.throws(() => x.TableState.fromText(`${text}act 0 call 0\n`),
    (e) => e instanceof x.ParseError && e.message.includes(`line ${line}`));
  // The legal action is fine, and the text needs no final newline.
  const next = x.TableState.fromText(`${text}act ${s.actor} ${CALL} 0`);
  assert.equal(next.info().historyLength, 1);
  next.close();
  s.close();
});
