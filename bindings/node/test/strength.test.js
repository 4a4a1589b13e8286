'use strict';

// boardStrengths against oracles built here: a river board's every row against
// wins + ties / 2 over all opponent hands scored with evaluateMany, flop and
// turn rows against exact calculateEquityVsRandom, the orbit-weighted mean of
// one half, the rows of generateCanonicalSituations, the histogram, bad input;
// and the shared vectors of tests/vectors/strength.json (or
// $XIAPL_VECTORS_DIR's), which the Python, Go and Rust suites replay too.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const RUNOUTS = { 3: 1081, 4: 46, 5: 1 };

const canonical = (text) => x.canonicalizeBoard(x.parseMask(text));
const bitCount = (mask) => x.maskToIds(mask).length;
const invalid = (pattern) => (e) => e instanceof x.InvalidArgumentError && pattern.test(e.message);

/** Every two-card hand off `used`, as masks. */
function pairsOff(used) {
  const out = [];
  for (let a = 0; a < 52; a++) {
    const bitA = 1n << BigInt(a);
    if (used & bitA) continue;
    for (let b = a + 1; b < 52; b++) {
      const bitB = 1n << BigInt(b);
      if (!(used & bitB)) out.push(bitA | bitB);
    }
  }
  return out;
}

function orbitWeightedMean(rows) {
  let weights = 0;
  let total = 0;
  rows.ehs.forEach((e, i) => {
    const w = Number(rows.orbitSizes[i]);
    weights += w;
    total += w * e;
  });
  return total / weights;
}

function checkColumns(rows, board, bins) {
  const n = rows.heroes.length;
  assert.equal(rows.board, board);
  assert.equal(rows.bins, bins);
  assert.ok(rows.heroes instanceof BigUint64Array && rows.orbitSizes instanceof BigUint64Array);
  assert.ok(rows.ehs instanceof Float64Array && rows.ehs2 instanceof Float64Array);
  assert.ok(n > 0 && n <= x.STRENGTH_MAX_HEROES);
  assert.deepEqual([rows.orbitSizes.length, rows.ehs.length, rows.ehs2.length], [n, n, n]);
  for (let i = 1; i < n; i++) assert.ok(rows.heroes[i - 1] < rows.heroes[i], 'heroes ascend');
  for (const hero of rows.heroes) assert.equal(hero & board, 0n);
  if (bins === 0) assert.equal(rows.histogram, null);
  else assert.ok(rows.histogram instanceof Uint32Array && rows.histogram.length === n * bins);
}

test('a river board: every row is wins + ties / 2 over all 990 opponent hands, scored with evaluateMany', () => {
  const board = canonical('2c3d4h5s7c');
  assert.equal(x.canonicalizeBoard(board), board);
  const rows = x.boardStrengths(board);
  checkColumns(rows, board, 0);

  const hands = pairsOff(board);
  assert.equal(hands.length, 1081);
  const strengths = x.evaluateMany(BigUint64Array.from(hands, (h) => h | board));
  const strengthOf = new Map(hands.map((h, i) => [h, strengths[i]]));
  rows.heroes.forEach((hero, i) => {
    const mine = strengthOf.get(hero);
    let wins = 0;
    let ties = 0;
    let opponents = 0;
    hands.forEach((villain, j) => {
      if (villain & hero) return;
      opponents += 1;
      if (mine > strengths[j]) wins += 1;
      else if (mine === strengths[j]) ties += 1;
    });
    assert.equal(opponents, 990);
    // Both columns are exact integer ratios rounded once: score / 1980 and score^2 / 1980^2.
    const score = 2 * wins + ties;
    assert.equal(rows.ehs[i], score / 1980, `hero ${x.maskToString(hero)}`);
    assert.equal(rows.ehs2[i], (score * score) / (1980 * 1980), `hero ${x.maskToString(hero)}: one run-out`);
  });
  // The heroes are the canonical situations of the board: each its own canonical form, with its orbit size.
  rows.heroes.forEach((hero, i) => {
    assert.deepEqual(x.canonicalizeHeroAndBoard(hero, board),
      { hero, board, orbitSize: Number(rows.orbitSizes[i]) });
  });
  // ... and every hero off the board is one of them up to the suits.
  const heroSet = new Set(rows.heroes);
  let weight = 0n;
  for (const w of rows.orbitSizes) weight += w;
  assert.equal(weight, BigInt(x.boardOrbitSize(board) * 1081));
  for (const hero of hands) assert.ok(heroSet.has(x.canonicalizeHeroAndBoard(hero, board).hero));
});

test('flop and turn rows are the exact equity against a random hand', () => {
  for (const [text, sampled] of [['Ad7c2h', 6], ['Kh8h3d2c', 6]]) {
    const board = canonical(text);
    const rows = x.boardStrengths(board);
    checkColumns(rows, board, 0);
    const step = Math.max(1, Math.floor(rows.heroes.length / sampled));
    for (let i = 0; i < rows.heroes.length; i += step) {
      const result = x.calculateEquityVsRandom(rows.heroes[i], board, 1, x.SimulationOptions.exact());
      assert.ok(result.exact);
      assert.ok(Math.abs(rows.ehs[i] - result.players[0].equity) <= 1e-12,
        `${text} hero ${x.maskToString(rows.heroes[i])}: ${rows.ehs[i]} vs ${result.players[0].equity}`);
    }
  }
});

test('the orbit-weighted mean of a board\'s EHS is one half; EHS^2 lies between EHS squared and EHS', () => {
  for (const text of ['Kh8h3d2c', 'QsQd5c5h', '7s7d7c7h', 'Ad7c2h', '9h9d4c4s2h']) {
    const rows = x.boardStrengths(canonical(text));
    assert.ok(Math.abs(orbitWeightedMean(rows) - 0.5) <= 1e-12, `${text}: ${orbitWeightedMean(rows)}`);
    rows.ehs.forEach((e, i) => {
      assert.ok(e * e - 1e-12 <= rows.ehs2[i] && rows.ehs2[i] <= e + 1e-12, `${text} row ${i}`);
    });
  }
});

test('the rows are the board\'s situations in generateCanonicalSituations', () => {
  for (const size of [3, 4]) {
    const boards = [];
    for (const chunk of x.generateCanonicalBoards(size, { chunkSize: 3 })) {
      boards.push(...chunk.boards);
      break;
    }
    const last = boards[boards.length - 1];
    const stream = new Map();
    for (const { heroes, boards: owners, weights } of x.generateCanonicalSituations(size, x.Game.HOLDEM,
      { chunkSize: 4096 })) {
      if (owners[0] > last) break;
      owners.forEach((owner, i) => {
        if (!stream.has(owner)) stream.set(owner, { heroes: [], orbitSizes: [] });
        stream.get(owner).heroes.push(heroes[i]);
        stream.get(owner).orbitSizes.push(weights[i]);
      });
    }
    for (const board of boards) {
      const rows = x.boardStrengths(board);
      assert.deepEqual({ heroes: Array.from(rows.heroes), orbitSizes: Array.from(rows.orbitSizes) },
        stream.get(board), `board ${x.maskToString(board)}`);
    }
  }
});

test('the histogram: each row adds up to its run-outs, and the EHS lies within its bins', () => {
  for (const [text, bins] of [['Kh8h3d2c', 10], ['Kh8h3d2c', 1], ['Ts9s8s', 7], ['9h9d4c4s2h', 3]]) {
    const board = canonical(text);
    const rows = x.boardStrengths(board, { bins });
    checkColumns(rows, board, bins);
    const runouts = RUNOUTS[bitCount(board)];
    const plain = x.boardStrengths(board);
    assert.deepEqual(Array.from(rows.ehs), Array.from(plain.ehs), 'bins do not change the EHS');
    for (let i = 0; i < rows.heroes.length; i++) {
      const counts = rows.histogram.subarray(i * bins, (i + 1) * bins);
      assert.equal(counts.reduce((a, b) => a + b, 0), runouts, `${text} row ${i}`);
      // Every run-out lies in its bin, so the mean strength lies between the bins' edges.
      let low = 0;
      let high = 0;
      counts.forEach((c, k) => {
        low += k * c;
        high += (k + 1) * c;
      });
      const scale = bins * runouts;
      assert.ok(low / scale - 1e-12 <= rows.ehs[i] && rows.ehs[i] <= high / scale + 1e-12, `${text} row ${i}`);
    }
  }
});

test('a turn board\'s histogram rows each add up to 46', () => {
  const rows = x.boardStrengths(canonical('Ah Kd 7c 2s'), { bins: 20 });
  assert.equal(rows.histogram.length, rows.heroes.length * 20);
  for (let i = 0; i < rows.heroes.length; i++) {
    assert.equal(rows.histogram.subarray(i * 20, (i + 1) * 20).reduce((a, b) => a + b, 0), 46);
  }
});

test('a river histogram with STRENGTH_MAX_BINS bins is the bin of the strength', () => {
  const bins = x.STRENGTH_MAX_BINS;
  const rows = x.boardStrengths(canonical('9h9d4c4s2h'), { bins });
  rows.ehs.forEach((e, i) => {
    // ehs is k / 1980 exactly; its bin is min(floor(k * bins / 1980), bins - 1).
    const k = Math.round(e * 1980);
    assert.ok(Math.abs(e * 1980 - k) < 1e-9);
    const want = Math.min(Math.floor((k * bins) / 1980), bins - 1);
    const row = rows.histogram.subarray(i * bins, (i + 1) * bins);
    assert.equal(row[want], 1);
    assert.equal(row.reduce((a, b) => a + b, 0), 1);
  });
});

test('a board as a number or a bigint is the same board', () => {
  const board = canonical('Kh8h3d2c');
  assert.deepEqual(x.boardStrengths(Number(board), { bins: 2 }), x.boardStrengths(board, { bins: 2 }));
  assert.deepEqual(x.boardStrengths(board, {}), x.boardStrengths(board));
});

test('bad input is refused with the library\'s message', () => {
  assert.throws(() => x.boardStrengths(x.parseMask('2s3h4d')),
    invalid(/not in canonical form; pass its canonical board 4c3d2h/));
  assert.throws(() => x.boardStrengths(x.parseMask('As Ks')), invalid(/has 2 cards/));
  assert.throws(() => x.boardStrengths(x.parseMask('As Ks Qs Js Ts 9s')), invalid(/has 6 cards/));
  assert.throws(() => x.boardStrengths((1n << 52n) | 7n), invalid(/52/));
  assert.throws(() => x.boardStrengths(-1n), invalid(/board/));
  const board = canonical('Ad7c2h');
  assert.throws(() => x.boardStrengths(board, { bins: x.STRENGTH_MAX_BINS + 1 }),
    invalid(/bins 1001 is out of range; use 0 \(no histogram\) to 1000/));
  assert.throws(() => x.boardStrengths(board, { bins: -1 }), invalid(/bins -1 is out of range/));
  assert.throws(() => x.boardStrengths(board, { bins: 2.5 }), invalid(/bins 2.5 is out of range/));
  assert.throws(() => x.boardStrengths(board, { bins: '3' }), TypeError);
  assert.throws(() => x.boardStrengths('Ad7c2h'), TypeError);
  assert.equal(x.STRENGTH_MAX_HEROES, 1176);
  assert.equal(x.STRENGTH_MAX_BINS, 1000);
});

const VECTORS = process.env.XIAPL_VECTORS_DIR || path.join(__dirname, '..', '..', '..', 'tests', 'vectors');
const STRENGTH = JSON.parse(fs.readFileSync(path.join(VECTORS, 'strength.json'), 'utf8'));

function near(got, want, what) {
  assert.ok(Math.abs(got - want) <= 1e-12, `${what}: ${got}, want ${want}`);
}

test('strength.json is of format 1', () => {
  assert.equal(STRENGTH.format, 1);
  assert.ok(STRENGTH.boards.length > 0 && STRENGTH.rows.length > 0);
});

for (const board of STRENGTH.boards) {
  test(`strength.json ${board.board} (bins ${board.bins}): rows, mean EHS, recorded rows`, () => {
    const rows = x.boardStrengths(BigInt(board.board_mask), { bins: board.bins });
    assert.equal(rows.heroes.length, board.row_count);
    near(orbitWeightedMean(rows), board.mean_ehs, 'weighted mean EHS');
    const recorded = STRENGTH.rows.filter((row) => row.board_mask === board.board_mask);
    assert.equal(recorded.length, board.sampled);
    for (const want of recorded) {
      const i = rows.heroes.indexOf(BigInt(want.hero));
      assert.ok(i >= 0, `${want.hole}: no row`);
      assert.equal(rows.orbitSizes[i], BigInt(want.weight), want.hole);
      near(rows.ehs[i], want.ehs, `${want.hole} ehs`);
      near(rows.ehs2[i], want.ehs2, `${want.hole} ehs2`);
      const histogram = rows.histogram && Array.from(rows.histogram.subarray(i * board.bins, (i + 1) * board.bins));
      assert.deepEqual(histogram, want.histogram, `${want.hole} histogram`);
    }
  });
}
