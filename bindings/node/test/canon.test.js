'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);

// Every relabelling of the four suits, as arrays perm[suit] = new suit.
function permutations(items) {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}
const SUIT_PERMUTATIONS = permutations([0, 1, 2, 3]);

function relabel(mask, perm) {
  return x.maskFromIds(x.maskToIds(mask).map((id) => perm[Math.floor(id / 13)] * 13 + (id % 13)));
}

function sum(values) {
  let total = 0n;
  for (const v of values) total += v;
  return total;
}

test('published counts of canonical boards, hands and situations', () => {
  assert.deepEqual([3, 4, 5].map(x.countCanonicalBoards), [1755, 16432, 134459]);
  assert.equal(x.countCanonicalHands(), 169);
  assert.equal(x.countCanonicalHands(x.Game.OMAHA4), 16432);
  assert.deepEqual([3, 4, 5].map((n) => x.countCanonicalSituations(n)), [1286792, 13960050, 123156254]);
});

test('a board, its canonical form and its orbit size', () => {
  assert.equal(x.maskToString(x.canonicalizeBoard(m('Ah Kh Ad'))), 'Kc Ac Ad');
  assert.equal(x.canonicalizeBoard(m('Ad Kd Ah')), x.canonicalizeBoard(m('Ah Kh Ad')));
  assert.equal(x.boardOrbitSize(m('Ah Kh Ad')), 12);
  assert.equal(x.boardOrbitSize(m('2c 2d 2h')), 4);  // three suits of four: 4 choices of the missing one
  assert.equal(x.boardOrbitSize(m('2c 7c Jc')), 4);  // monotone
  assert.equal(x.boardOrbitSize(m('2c 7d Jh')), 24); // rainbow
  assert.equal(x.handOrbitSize(m('As Ad')), 6);
  assert.equal(x.handOrbitSize(m('As Ks')), 4);
  assert.equal(x.handOrbitSize(m('As Kd')), 12);
});

test('canonical forms are idempotent and the same under all 24 suit relabellings', () => {
  const deck = new x.Deck();
  for (let seed = 1; seed <= 12; seed++) {
    deck.reset();
    deck.shuffle(seed);
    const [h1, h2, b1, b2, b3, b4] = deck.deal(6);
    const hero = x.maskFromIds([h1, h2]);
    const board = x.maskFromIds([b1, b2, b3, b4]);
    const canonBoard = x.canonicalizeBoard(board);
    const canonHand = x.canonicalizeHand(hero);
    const situation = x.canonicalizeHeroAndBoard(hero, board);
    assert.equal(x.canonicalizeBoard(canonBoard), canonBoard);
    assert.equal(x.canonicalizeHand(canonHand), canonHand);
    assert.deepEqual(x.canonicalizeHeroAndBoard(situation.hero, situation.board), situation);
    assert.equal(situation.board, canonBoard, 'the board of a canonical situation is the canonical board');
    const images = new Set();
    for (const perm of SUIT_PERMUTATIONS) {
      const h = relabel(hero, perm);
      const b = relabel(board, perm);
      assert.equal(x.canonicalizeBoard(b), canonBoard);
      assert.equal(x.canonicalizeHand(h), canonHand);
      assert.deepEqual(x.canonicalizeHeroAndBoard(h, b), situation);
      images.add(`${h}:${b}`);
    }
    assert.equal(images.size, situation.orbitSize, 'the orbit size counts the distinct relabellings');
  }
  deck.close();
});

test('Hold\'em classes: 169 of them over the 1,326 hands, with 6 / 4 / 12 combos', () => {
  assert.equal(x.holdemHandClass(m('As Kd')), 'AKo');
  assert.equal(x.holdemHandClass(m('Ks As')), 'AKs');
  assert.equal(x.holdemHandClass(m('7c 7d')), '77');
  assert.equal(x.holdemHandClass(m('2c Td')), 'T2o');
  const classes = new Map();
  const orbits = new Map();
  const all = x.Range.all();
  for (const { mask } of all.combos()) {
    const name = x.holdemHandClass(mask);
    classes.set(name, (classes.get(name) || 0) + 1);
    orbits.set(name, x.handOrbitSize(mask));
  }
  all.close();
  assert.equal(classes.size, 169);
  for (const [name, combos] of classes) {
    assert.equal(combos, name.length === 2 ? 6 : name.endsWith('s') ? 4 : 12, name);
    assert.equal(orbits.get(name), combos, `the orbit of ${name} is its class`);
  }
});

test('the board stream: 1,755 canonical flops weighing 22,100, in any chunk size', () => {
  const collect = (chunkSize) => {
    const boards = [];
    const weights = [];
    for (const chunk of x.generateCanonicalBoards(3, { chunkSize })) {
      assert.ok(chunk.boards.length <= chunkSize);
      assert.equal(chunk.heroes, undefined);
      boards.push(...chunk.boards);
      weights.push(...chunk.weights);
    }
    return { boards, weights };
  };
  const { boards, weights } = collect(65536);
  assert.equal(boards.length, 1755);
  assert.equal(sum(weights), 22100n);
  boards.forEach((b, i) => {
    if (i > 0) assert.ok(boards[i - 1] < b, 'ascending by mask');
  });
  for (let i = 0; i < boards.length; i += 97) {
    assert.equal(x.canonicalizeBoard(boards[i]), boards[i]);
    assert.equal(BigInt(x.boardOrbitSize(boards[i])), weights[i]);
  }
  assert.deepEqual(collect(7), { boards, weights });
});

test('the hand and situation streams add up to 1,326 hands and 25,989,600 flop situations', () => {
  const hands = [...x.generateCanonicalHands()];
  assert.equal(hands.length, 1);
  assert.equal(hands[0].hands.length, 169);
  assert.equal(sum(hands[0].weights), 1326n);
  let count = 0;
  let weight = 0n;
  let last = null;
  for (const chunk of x.generateCanonicalSituations(3, x.Game.HOLDEM, { chunkSize: 100000 })) {
    assert.equal(chunk.heroes.length, chunk.boards.length);
    count += chunk.heroes.length;
    weight += sum(chunk.weights);
    last = chunk;
  }
  assert.equal(count, 1286792);
  assert.equal(weight, 25989600n); // 1,326 hands x C(50, 3) flops
  const i = last.heroes.length - 1;
  assert.deepEqual(x.canonicalizeHeroAndBoard(last.heroes[i], last.boards[i]),
    { hero: last.heroes[i], board: last.boards[i], orbitSize: Number(last.weights[i]) });
});

test('a stream frees itself when a loop stops early, and on close()', () => {
  const stream = x.generateCanonicalBoards(5, { chunkSize: 10 });
  for (const chunk of stream) {
    assert.equal(chunk.boards.length, 10);
    break;
  }
  assert.equal(stream.closed, true);
  assert.equal(stream.nextChunk(), null);
  const other = x.generateCanonicalHands(x.Game.OMAHA4, { chunkSize: 5 });
  assert.equal(other.nextChunk().hands.length, 5);
  other.close();
  other.close();
  assert.deepEqual(other.next(), { value: undefined, done: true });
  assert.throws(() => new x.CanonStream(), TypeError);
});

test('canonicalization errors name the problem', () => {
  assert.throws(() => x.canonicalizeBoard(m('As Ks')),
    (e) => e instanceof x.InvalidArgumentError && /2 cards/.test(e.message) && /flop/.test(e.message));
  assert.throws(() => x.canonicalizeHand(m('As Ks Qs')), x.InvalidArgumentError);
  assert.throws(() => x.canonicalizeHeroAndBoard(m('As Ks'), m('As 2c 3c')),
    (e) => e instanceof x.InvalidArgumentError && /As/.test(e.message));
  assert.throws(() => x.holdemHandClass(m('As Ks Qs')),
    (e) => e instanceof x.InvalidArgumentError && /2 cards/.test(e.message));
  assert.throws(() => x.canonicalizeBoard(1n << 60n), x.InvalidArgumentError);
  assert.throws(() => x.canonicalizeBoard(-1n), x.InvalidArgumentError);
  assert.throws(() => x.countCanonicalBoards(2),
    (e) => e instanceof x.InvalidArgumentError && /boardSize 2/.test(e.message));
  assert.throws(() => x.generateCanonicalBoards(6), x.InvalidArgumentError);
  assert.throws(() => x.generateCanonicalBoards(3, { chunkSize: 0 }), (e) => /chunkSize/.test(e.message));
  assert.throws(() => x.countCanonicalHands(12), (e) => e instanceof x.InvalidArgumentError && /game 12/.test(e.message));
  assert.throws(() => x.countCanonicalHands(7),
    (e) => e instanceof x.InvalidArgumentError && /not Seven-card stud/.test(e.message));
  assert.throws(() => x.canonicalizeBoard('AhKhAd'), TypeError);
});
