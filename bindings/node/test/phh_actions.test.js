'use strict';

// Replays tests/vectors/phh_actions.json (or $XIAPL_VECTORS_DIR's): PHH action
// lines read into their parts (xiapl_phh_action_parse). The Python, Go and Rust
// suites replay the same file.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const DIR = process.env.XIAPL_VECTORS_DIR || path.join(__dirname, '..', '..', '..', 'tests', 'vectors');
const VECTORS = JSON.parse(fs.readFileSync(path.join(DIR, 'phh_actions.json'), 'utf8'));

const KINDS = {
  dh: 'dealHole', db: 'dealBoard', f: 'fold', cc: 'checkOrCall', cbr: 'betOrRaise', sm: 'showOrMuck', pb: 'bringIn',
  sd: 'standPatOrDiscard', '': '',
};

test('phh_actions.json: each line\'s parts', () => {
  assert.equal(VECTORS.format, 1);
  assert.ok(VECTORS.actions.length > 0);
  for (const row of VECTORS.actions) {
    const action = x.parsePhhAction(row.line);
    assert.deepEqual({ ...action, cardIds: [...action.cardIds] }, {
      actor: row.actor,
      verb: row.verb,
      kind: KINDS[row.verb],
      player: row.player,
      cards: row.cards,
      amount: row.amount,
      comment: row.comment,
      cardIds: row.card_ids,
      unknownCount: row.unknown_count,
    }, JSON.stringify(row.line));
  }
});

test('phh_actions.json: lines outside the grammar', () => {
  assert.ok(VECTORS.errors.length > 0);
  for (const row of VECTORS.errors) {
    assert.throws(() => x.parsePhhAction(row.line), (e) => e instanceof x.XiaplError && e.statusName === row.status &&
      e.message.includes(row.message_contains), JSON.stringify(row.line));
  }
});
