'use strict';

// Replays the shared vectors in tests/vectors (or $XIAPL_VECTORS_DIR): the
// Python, Go and Rust suites replay the same files.

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const DIR = process.env.XIAPL_VECTORS_DIR || path.join(__dirname, '..', '..', '..', 'tests', 'vectors');

function load(name) {
  const data = JSON.parse(fs.readFileSync(path.join(DIR, name), 'utf8'));
  assert.equal(data.format, 1, `${name}: unknown format`);
  return data;
}

const CARDS = load('cards.json');
const DECK = load('deck.json');
const EVAL = load('eval.json');
const JUDGE = load('judge.json');

/** Asserts that fn throws a XiaplError with the given status name and a message. */
function throwsStatus(fn, statusName, what) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof x.XiaplError, `${what}: ${error}`);
    assert.equal(error.statusName, statusName, `${what}: ${error.message}`);
    assert.ok(error.message.length > 0, `${what}: no message`);
    return true;
  }, what);
}

const big = (s) => BigInt(s);

describe('cards.json', () => {
  it('matches this ABI', () => assert.equal(CARDS.abi_version, x.ABI_VERSION));

  it('names, ranks and suits of the 52 cards', () => {
    assert.equal(CARDS.cards.length, 52);
    for (const c of CARDS.cards) {
      assert.equal(x.cardName(c.id), c.name);
      assert.equal(x.cardRank(c.id), c.rank);
      assert.equal(x.cardSuit(c.id), c.suit);
    }
  });

  for (const row of CARDS.parse) {
    it(`parses ${JSON.stringify(row.text)}`, () => {
      const id = x.parseCard(row.text);
      assert.equal(id, row.id);
      assert.equal(x.cardName(id), row.name);
    });
  }
  for (const row of CARDS.parse_errors) {
    it(`rejects the card ${JSON.stringify(row.text)}`, () => throwsStatus(() => x.parseCard(row.text), row.status, row.text));
  }
  for (const row of CARDS.parse_list) {
    it(`parses the list ${JSON.stringify(row.text)}`, () => assert.deepEqual(x.parseCards(row.text), row.ids));
  }
  for (const row of CARDS.parse_list_errors) {
    it(`rejects the list ${JSON.stringify(row.text)}`, () => throwsStatus(() => x.parseCards(row.text), row.status, row.text));
  }
  it('masks from and to ids', () => {
    for (const row of CARDS.masks) {
      assert.equal(x.maskFromIds(row.ids), big(row.mask));
      assert.deepEqual(x.maskToIds(big(row.mask)), row.sorted_ids);
    }
  });
  it('mask errors', () => {
    for (const row of CARDS.mask_from_ids_errors) {
      throwsStatus(() => x.maskFromIds(row.ids), row.status, `maskFromIds(${row.ids})`);
    }
    for (const row of CARDS.mask_to_ids_errors) {
      throwsStatus(() => x.maskToIds(big(row.mask)), row.status, `maskToIds(${row.mask})`);
    }
  });
});

describe('deck.json', () => {
  for (const row of DECK.shuffles) {
    it(`seed ${row.seed} gives the documented order`, () => {
      const deck = new x.Deck();
      deck.shuffle(big(row.seed));
      assert.deepEqual(deck.cards(), row.order);
      deck.close();
    });
  }
  for (const scenario of DECK.scenarios) {
    it(scenario.name, () => {
      const deck = new x.Deck();
      scenario.steps.forEach((step, i) => {
        const actions = {
          shuffle: () => deck.shuffle(big(step.seed)),
          deal: () => deck.deal(step.count),
          burn: () => deck.burn(step.count),
          remove: () => deck.remove(big(step.mask)),
          reset: () => deck.reset(),
          cards: () => deck.cards(),
        };
        assert.ok(actions[step.op], `unknown op ${step.op}`);
        const what = `step ${i} (${step.op})`;
        if (step.status) {
          throwsStatus(actions[step.op], step.status, what);
        } else {
          const result = actions[step.op]();
          if (step.cards) assert.deepEqual(result, step.cards, what);
        }
      });
      deck.close();
    });
  }
});

function checkStrength(strength, row, what) {
  assert.equal(strength, row.strength, what);
  const category = x.strengthCategory(strength);
  assert.equal(category, row.category, what);
  assert.equal(x.CATEGORY_NAMES[category], row.category_name, what);
  assert.deepEqual(x.strengthKickers(strength), row.kickers, what);
  assert.equal(x.describeStrength(strength), row.describe, what);
  assert.equal(x.handName(strength), row.hand_name, what);
}

describe('eval.json', () => {
  it('hands: strength, category, kickers, describe, hand name', () => {
    assert.ok(EVAL.hands.length > 100);
    for (const row of EVAL.hands) {
      checkStrength(x.evaluateMask(big(row.mask)), row, row.cards);
      assert.equal(x.evaluateIds(row.ids), row.strength, row.cards);
      assert.equal(x.evaluateIds(x.parseCards(row.cards)), row.strength, row.cards);
    }
  });
  it('strengths', () => {
    for (const row of EVAL.strengths) checkStrength(row.strength, row, String(row.strength));
  });
  it('evaluateMany over every hand (array and BigUint64Array)', () => {
    const expected = Uint16Array.from(EVAL.hands.map((row) => row.strength));
    assert.deepEqual(x.evaluateMany(EVAL.hands.map((row) => big(row.mask))), expected);
    assert.deepEqual(x.evaluateMany(BigUint64Array.from(EVAL.hands.map((row) => big(row.mask)))), expected);
  });
  for (const [game, name] of x.GAME_NAMES.entries()) {
    const rows = EVAL.games.filter((row) => row.game === game);
    it(`${name}: evaluateHand, bestHand, evaluateHandsMany (${rows.length} hands)`, () => {
      assert.ok(rows.length > 0);
      for (const row of rows) {
        const what = `${row.game_name} ${row.hole} | ${row.board}`;
        assert.equal(row.game_name, name);
        const board = big(row.board_mask);
        const hole = big(row.hole_mask);
        assert.equal(x.evaluateHand(board, hole, game), row.strength, what);
        assert.deepEqual(x.bestHand(board, hole, game),
          { five: big(row.best_five), holeUsed: big(row.hole_used), strength: row.strength }, what);
      }
      const batch = x.evaluateHandsMany(rows.map((r) => big(r.board_mask)), rows.map((r) => big(r.hole_mask)), game);
      assert.deepEqual(batch, Uint16Array.from(rows.map((r) => r.strength)));
    });
  }
  const masks = (list) => list.map(big);
  const calls = {
    evaluate_mask: (r) => x.evaluateMask(big(r.mask)),
    evaluate_ids: (r) => x.evaluateIds(r.ids),
    evaluate_hand: (r) => x.evaluateHand(big(r.board), big(r.hole), r.game),
    best_hand: (r) => x.bestHand(big(r.board), big(r.hole), r.game),
    strength_category: (r) => x.strengthCategory(r.strength),
    strength_kickers: (r) => x.strengthKickers(r.strength),
    describe_strength: (r) => x.describeStrength(r.strength),
    hand_name: (r) => x.handName(r.strength),
    evaluate_many: (r) => x.evaluateMany(masks(r.masks)),
    evaluate_hands_many: (r) => x.evaluateHandsMany(masks(r.boards), masks(r.holes), r.game),
  };
  EVAL.errors.forEach((row, i) => {
    it(`error ${i}: ${row.call} -> ${row.status}`, () => {
      assert.ok(calls[row.call], `unknown call ${row.call}`);
      throwsStatus(() => calls[row.call](row), row.status, `${row.call} ${JSON.stringify(row)}`);
    });
  });
});

describe('judge.json', () => {
  it('winners and strengths of every showdown', () => {
    assert.ok(JUDGE.cases.length > 50);
    for (const row of JUDGE.cases) {
      const what = `${row.game_name} ${row.holes.join(' / ')} on ${row.board}`;
      const holes = row.hole_masks.map(big);
      assert.deepEqual(x.judge(holes, big(row.board_mask), row.game), row.winners, what);
      assert.deepEqual(holes.map((h) => x.evaluateHand(big(row.board_mask), h, row.game)), row.strengths, what);
    }
  });
  JUDGE.errors.forEach((row, i) => {
    it(`error ${i} -> ${row.status}`, () => {
      throwsStatus(() => x.judge(row.hole_masks.map(big), big(row.board), row.game), row.status, JSON.stringify(row));
    });
  });
});

// --- equity.json, range.json ---------------------------------------------------

const EQUITY = load('equity.json');
const RANGE = load('range.json');

function near(got, want, what) {
  assert.ok(Math.abs(got - want) <= 1e-12, `${what}: ${got}, want ${want}`);
}

function checkEquity(result, row, what) {
  assert.equal(result.trials, row.trials, what);
  assert.equal(result.exact, row.exact, what);
  near(result.chopRate, row.chop_rate, `${what} chop rate`);
  assert.equal(result.players.length, row.equity.length, what);
  result.players.forEach((p, i) => {
    near(p.equity, row.equity[i], `${what} player ${i} equity`);
    near(p.win, row.win[i], `${what} player ${i} win`);
    near(p.tie, row.tie[i], `${what} player ${i} tie`);
    near(p.stdError, row.std_error[i], `${what} player ${i} std_error`);
  });
}

describe('equity.json', () => {
  it('exact cases', () => {
    assert.ok(EQUITY.exact.length > 0);
    for (const row of EQUITY.exact) {
      const result = x.calculateEquity(row.hole_masks.map(big), big(row.board_mask), x.SimulationOptions.exact(),
        row.game, big(row.dead_mask));
      checkEquity(result, row, `${row.holes.join(' vs ')} on ${row.board}`);
    }
  });

  it('seeded Monte Carlo cases, at their thread count and at 1 and 2', () => {
    assert.ok(EQUITY.seeded.length > 0);
    for (const row of EQUITY.seeded) {
      for (const threads of [row.threads, 1, 2]) {
        const options = x.SimulationOptions.mcSeeded(row.iterations, big(row.seed), { threads });
        const result = x.calculateEquity(row.hole_masks.map(big), big(row.board_mask), options, row.game,
          big(row.dead_mask));
        checkEquity(result, row, `${row.holes.join(' vs ')} seed ${row.seed} threads ${threads}`);
        assert.equal(result.seed, big(row.seed));
      }
    }
  });

  it('errors', () => {
    EQUITY.errors.forEach((row, i) => throwsStatus(() => x.calculateEquity(row.hole_masks.map(big),
      big(row.board_mask), null, row.game, big(row.dead_mask)), row.status, `equity error ${i}`));
  });
});

describe('range.json', () => {
  it('sizes, weights and combos', () => {
    for (const row of RANGE.ranges) {
      const r = x.Range.fromString(row.text, row.game);
      assert.equal(r.size, row.size, row.text);
      assert.ok(Math.abs(r.totalWeight - row.total_weight) <= 1e-9, row.text);
      if (row.combo_masks) {
        const combos = r.combos();
        assert.deepEqual(combos.map((c) => c.mask), row.combo_masks.map(big), row.text);
        assert.deepEqual(combos.map((c) => c.weight), row.combo_weights, row.text);
      }
      r.close();
    }
  });

  it('errors', () => {
    for (const row of RANGE.errors) {
      throwsStatus(() => x.Range.fromString(row.text, row.game), row.status, `${JSON.stringify(row.text)} game ${row.game}`);
    }
  });

  it('range equity', () => {
    for (const row of RANGE.equity) {
      const hero = x.Range.fromString(row.hero, row.game);
      const villain = x.Range.fromString(row.villain, row.game);
      const result = x.calculateRangeEquity(hero, villain);
      near(result.heroEquity, row.hero_equity, `${row.hero} vs ${row.villain}`);
      near(result.villainEquity, row.villain_equity, `${row.hero} vs ${row.villain}`);
      assert.deepEqual([result.trials, result.matchups, result.exact], [row.trials, row.matchups, row.exact]);
      hero.close();
      villain.close();
    }
  });
});
