'use strict';

// Replays tests/vectors/strength.json (or $XIAPL_VECTORS_DIR's): for each
// sampled canonical board, boardStrengths' row count, orbit-weighted mean EHS
// and the recorded rows, found by hero mask. The Python, Go and Rust suites
// replay the same file.

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const DIR = process.env.XIAPL_VECTORS_DIR || path.join(__dirname, '..', '..', '..', 'tests', 'vectors');
const STRENGTH = JSON.parse(fs.readFileSync(path.join(DIR, 'strength.json'), 'utf8'));

function near(got, want, what) {
  assert.ok(Math.abs(got - want) <= 1e-12, `${what}: ${got}, want ${want}`);
}

it('strength.json is of format 1', () => {
  assert.equal(STRENGTH.format, 1);
  assert.ok(STRENGTH.boards.length > 0 && STRENGTH.rows.length > 0);
});

describe('strength.json boards', () => {
  for (const board of STRENGTH.boards) {
    it(`${board.board} (bins ${board.bins}): rows, mean EHS, recorded rows`, () => {
      const rows = x.boardStrengths(BigInt(board.board_mask), { bins: board.bins });
      assert.equal(rows.heroes.length, board.row_count);
      let weights = 0;
      let total = 0;
      rows.ehs.forEach((e, i) => {
        const w = Number(rows.orbitSizes[i]);
        weights += w;
        total += w * e;
      });
      near(total / weights, board.mean_ehs, 'weighted mean EHS');
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
});
