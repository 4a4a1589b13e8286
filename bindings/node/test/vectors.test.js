'use strict';

// Replays the shared vectors in tests/vectors (or $XIAPL_VECTORS_DIR): the
// Python, Go and Rust suites replay the same files.

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');
const native = require('../lib/native');

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
  // Vectors of ABI major.minor hold for every library of that major.
  it('matches this ABI major', () => assert.equal(Math.floor(CARDS.abi_version / 1000), native.ABI_MAJOR));

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
  for (const game of [...new Set(EVAL.games.map((row) => row.game))].sort((p, q) => p - q)) {
    const name = x.GAME_NAMES[game];
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

// --- canon.json ----------------------------------------------------------------

const CANON = load('canon.json');

/** The Game whose hands have this many hole cards (the public API names hand sizes by game). */
const GAME_BY_HOLE_CARDS = new Map([[2, x.Game.HOLDEM], [4, x.Game.OMAHA4], [5, x.Game.OMAHA5], [6, x.Game.OMAHA6]]);

/** The public count call for (hero size, board size); null when no public call takes that pair. */
function canonCount(heroSize, boardSize) {
  if (heroSize === 0) return () => x.countCanonicalBoards(boardSize);
  if (!GAME_BY_HOLE_CARDS.has(heroSize)) return null;
  const game = GAME_BY_HOLE_CARDS.get(heroSize);
  if (boardSize === 0) return () => x.countCanonicalHands(game);
  return () => x.countCanonicalSituations(boardSize, game);
}

/** The public stream for (hero size, board size), read in chunks of 777. */
function canonStream(heroSize, boardSize) {
  const options = { chunkSize: 777 };
  if (heroSize === 0) return x.generateCanonicalBoards(boardSize, options);
  const game = GAME_BY_HOLE_CARDS.get(heroSize);
  assert.ok(game !== undefined, `no game has ${heroSize} hole cards`);
  if (boardSize === 0) return x.generateCanonicalHands(game, options);
  return x.generateCanonicalSituations(boardSize, game, options);
}

const U64 = 0xFFFFFFFFFFFFFFFFn;

describe('canon.json', () => {
  it('boards: canonical form and orbit size', () => {
    assert.ok(CANON.boards.length > 0);
    for (const row of CANON.boards) {
      const board = big(row.board);
      assert.equal(x.canonicalizeBoard(board), big(row.canonical), row.board);
      assert.equal(x.boardOrbitSize(board), row.orbit, row.board);
    }
  });

  it('hands: canonical form, orbit size and Hold\'em class', () => {
    assert.ok(CANON.hands.length > 0);
    let classes = 0;
    for (const row of CANON.hands) {
      const hand = big(row.hand);
      assert.equal(x.canonicalizeHand(hand), big(row.canonical), row.hand);
      assert.equal(x.handOrbitSize(hand), row.orbit, row.hand);
      if ('class' in row) {
        assert.equal(x.holdemHandClass(hand), row.class, row.hand);
        classes += 1;
      }
    }
    assert.ok(classes > 0);
  });

  it('situations: canonical hero and board, orbit size', () => {
    assert.ok(CANON.situations.length > 0);
    for (const row of CANON.situations) {
      const what = `${row.hero} on ${row.board}`;
      const got = x.canonicalizeHeroAndBoard(big(row.hero), big(row.board));
      assert.deepEqual({ hero: got.hero, board: got.board, orbitSize: got.orbitSize },
        { hero: big(row.canonical_hero), board: big(row.canonical_board), orbitSize: row.orbit }, what);
      assert.equal(x.canonicalizeBoard(big(row.board)), got.board, what);
    }
  });

  it('counts', () => {
    assert.ok(CANON.counts.length > 0);
    for (const row of CANON.counts) {
      const call = canonCount(row.hero_size, row.board_size);
      assert.ok(call, `no public count for hero size ${row.hero_size}`);
      assert.equal(call(), row.count, `hero size ${row.hero_size}, board size ${row.board_size}`);
    }
  });

  for (const row of CANON.streams) {
    const limit = row.limit === null ? 'whole' : `first ${row.limit} rows`;
    it(`stream hero ${row.hero_size} + board ${row.board_size} (${limit}): rows, weights, digest`, () => {
      let read = 0;
      let weightSum = 0n;
      let digest = 0n;
      const rows = [];
      const stream = canonStream(row.hero_size, row.board_size);
      outer: for (const chunk of stream) {
        const columns = [];
        if (row.hero_size > 0) columns.push(row.board_size > 0 ? chunk.heroes : chunk.hands);
        if (row.board_size > 0) columns.push(chunk.boards);
        columns.push(chunk.weights);
        for (const column of columns) assert.equal(column.length, chunk.weights.length);
        for (let i = 0; i < chunk.weights.length; i++) {
          if (read === row.limit) break outer;
          read += 1;
          const values = columns.map((column) => column[i]);
          weightSum += values[values.length - 1];
          for (const value of values) digest = (digest * 1000003n + value) & U64;
          if (rows.length < row.rows.length) {
            rows.push([...values.slice(0, -1).map(String), Number(values[values.length - 1])]);
          }
        }
      }
      assert.ok(stream.closed, 'the stream is freed once the loop ends');
      assert.deepEqual({ read, weightSum, digest: digest.toString() },
        { read: row.rows_read, weightSum: BigInt(row.weight_sum), digest: row.digest });
      assert.deepEqual(rows, row.rows);
    });
  }

  // A count error whose hero size no Game has (3 hole cards) cannot be asked
  // through the public API, which names hand sizes by game.
  const countErrors = CANON.errors.filter((row) => row.call === 'count');
  const expressible = countErrors.filter((row) => canonCount(...row.sizes) !== null);
  const calls = {
    board: (r) => x.canonicalizeBoard(big(r.masks[0])),
    hand: (r) => x.canonicalizeHand(big(r.masks[0])),
    situation: (r) => x.canonicalizeHeroAndBoard(big(r.masks[0]), big(r.masks[1])),
    count: (r) => canonCount(...r.sizes)(),
  };
  CANON.errors.filter((row) => row.call !== 'count' || expressible.includes(row)).forEach((row) => {
    const what = `${row.call} ${JSON.stringify(row.masks || row.sizes)}`;
    it(`error: ${what} -> ${row.status}`, () => {
      assert.ok(calls[row.call], `unknown call ${row.call}`);
      throwsStatus(() => calls[row.call](row), row.status, what);
    });
  });
  it('every count error but those with a hero size no game has is replayed', () => {
    for (const row of countErrors) {
      if (!expressible.includes(row)) assert.ok(!GAME_BY_HOLE_CARDS.has(row.sizes[0]), JSON.stringify(row));
    }
    assert.ok(expressible.length > 0);
  });
});

// --- table.json ------------------------------------------------------------------

const TABLE = load('table.json');
const DEAL_RANDOM = 17;

/** A TableState from a vector's config, through TableState.start. */
function tableStart(config) {
  assert.equal(config.stacks.length, config.seat_count, 'the public API counts seats from the stacks');
  return x.TableState.start({
    stacks: config.stacks,
    seatBlinds: config.blinds,
    antes: config.antes,
    button: config.button,
    game: config.game,
    betting: config.betting,
    minBet: config.min_bet,
    holeCards: config.hole_cards.map((h) => (h === '0' ? null : big(h))),
    seed: config.seed === null ? null : big(config.seed),
  });
}

/** The state after one vector step (the old state stays valid). */
function tableStep(state, step, what) {
  if (step.kind === x.DEAL_BOARD) return state.deal(big(step.cards));
  if (step.kind === DEAL_RANDOM) return state.dealRandom();
  assert.equal(state.info().actor, step.seat, `${what}: the seat to act`);
  return state.apply(step.kind, step.amount);
}

/** The steps of a vector as applyMany takes them (deal steps carry their cards as the amount). */
function manySteps(steps) {
  return steps.map((s) => ({ kind: s.kind, amount: s.kind === x.DEAL_BOARD ? big(s.cards) : s.amount, seat: s.seat }));
}

function snapshot(state) {
  const info = state.info();
  return {
    phase: info.phase,
    street: info.street,
    actor: info.actor,
    cards_needed: info.cardsNeeded,
    board: info.board.toString(),
    pot_total: info.potTotal,
    current_bet: info.currentBet,
    min_raise: info.minRaise,
    total_chips: info.totalChips,
    history_len: info.historyLength,
    stacks: state.stacks,
    bets: state.bets,
    folded: state.folded.map(Number),
    all_in: state.allInSeats.map(Number),
    legal: state.legalActions().map((a) => [a.kind, a.min, a.max]),
  };
}

function final(state) {
  return {
    stacks: state.stacks,
    won: state.won,
    contributed: state.contributed,
    pots: state.pots.map((p) => ({ amount: p.amount, eligible: [...p.eligible] })),
  };
}

describe('table.json', () => {
  assert.ok(TABLE.hands.length > 0);
  TABLE.hands.forEach((hand, h) => {
    it(`hand ${h} (${hand.name}) step by step`, () => {
      assert.equal(hand.states.length, hand.steps.length + 1);
      const opened = [tableStart(hand.config)];
      let state = opened[0];
      assert.deepEqual(snapshot(state), hand.states[0], 'after create');
      hand.steps.forEach((step, i) => {
        const what = `step ${i + 1} ${JSON.stringify(step)}`;
        state = tableStep(state, step, what);
        opened.push(state);
        assert.deepEqual(snapshot(state), hand.states[i + 1], `after ${what}`);
      });
      assert.deepEqual(final(state), hand.final, 'final');
      for (const s of opened) s.close();
    });
    if (hand.steps.every((s) => s.kind !== DEAL_RANDOM)) {
      it(`hand ${h} (${hand.name}) in one applyMany call`, () => {
        const start = tableStart(hand.config);
        const state = start.applyMany(manySteps(hand.steps));
        assert.deepEqual(snapshot(state), hand.states[hand.states.length - 1], 'last state');
        assert.deepEqual(final(state), hand.final, 'final');
        assert.deepEqual(snapshot(start), hand.states[0], 'the start state is unchanged');
        start.close();
        state.close();
      });
    }
  });

  TABLE.errors.forEach((row, i) => {
    it(`refused step ${i}: hand ${row.hand} after ${row.after} steps: ${row.message_contains}`, () => {
      const hand = TABLE.hands[row.hand];
      let state = tableStart(hand.config);
      hand.steps.slice(0, row.after).forEach((step, j) => { state = tableStep(state, step, `step ${j + 1}`); });
      const step = row.step;
      const call = step.kind === x.DEAL_BOARD ? () => state.deal(big(step.cards)) : () => state.apply(step.kind, step.amount);
      assert.throws(call, (error) => {
        assert.ok(error instanceof x.XiaplError, String(error));
        assert.equal(error.statusName, row.status, error.message);
        assert.ok(error.message.includes(row.message_contains), `${JSON.stringify(error.message)} lacks ` +
          JSON.stringify(row.message_contains));
        return true;
      });
      assert.deepEqual(snapshot(state), hand.states[row.after], 'the state is unchanged');
    });
  });

  TABLE.apply_many_errors.forEach((row, i) => {
    it(`refused applyMany ${i}: hand ${row.hand} fails at step ${row.failed_index}`, () => {
      const start = tableStart(TABLE.hands[row.hand].config);
      assert.throws(() => start.applyMany(manySteps(row.steps)), (error) => {
        assert.ok(error instanceof x.IllegalStepError, String(error));
        assert.equal(error.index, row.failed_index, error.message);
        assert.equal(error.statusName, row.status, error.message);
        assert.ok(error.message.length > 0);
        return true;
      });
      assert.deepEqual(snapshot(start), TABLE.hands[row.hand].states[0], 'the start state is unchanged');
      start.close();
    });
  });

  TABLE.config_errors.forEach((row, i) => {
    it(`refused config ${i}: ${row.message_contains}`, () => {
      // The binding may refuse a config itself; a library status must be the vector's. This
      // binding passes every config of the vectors to the library, so the message is its.
      assert.throws(() => tableStart(row.config), (error) => {
        if (error instanceof x.XiaplError) {
          assert.equal(error.statusName, row.status, error.message);
          assert.ok(error.message.includes(row.message_contains), `${JSON.stringify(error.message)} lacks ` +
            JSON.stringify(row.message_contains));
        } else {
          assert.ok(error instanceof TypeError || error instanceof RangeError, String(error));
        }
        return true;
      });
    });
  });
});

// --- phh.json --------------------------------------------------------------------

const PHH = load('phh.json');
const CLOSE = 1e-9;

/** The bit mask of a list of seats, as the vectors write it. */
const seatMask = (seats) => seats.reduce((mask, s) => mask | (1 << s), 0);

function assertClose(actual, expected, what) {
  assert.equal(actual.length, expected.length, `${what}: length`);
  actual.forEach((a, i) => assert.ok(Math.abs(a - expected[i]) <= CLOSE, `${what}[${i}]: ${a} vs ${expected[i]}`));
}

describe('phh.json', () => {
  assert.ok(PHH.hands.length > 0);
  for (const hand of PHH.hands) {
    it(`${hand.name}: parse, chip unit, info, replay, pot results, history, text, all-in equity`, () => {
      const document = x.parsePhh(hand.text);
      assert.equal(document.count, 1);
      assert.equal(document.chipUnit(), hand.chip_unit);
      const info = document.info();
      assert.equal(info.game, hand.game);
      assert.equal(info.playerCount, hand.players);
      const state = document.replay();
      assert.equal(state.isFinished, true);
      assert.deepEqual(state.stacks, hand.final_stacks);
      assert.deepEqual(state.won, hand.won);
      assert.deepEqual(state.potResults().map((p) => ({
        amount: p.amount, winners: seatMask(p.winners), won: [...p.won], high_winners: seatMask(p.highWinners),
        low_winners: seatMask(p.lowWinners), odd_chips: p.oddChips, odd_chip_seats: seatMask(p.oddChipSeats),
        order: [...p.order],
      })), hand.pot_results);
      assert.equal(state.history().length, hand.history_len);
      assert.deepEqual(state.history().map((h) => [h.street, h.draw]), hand.streets, 'streets');
      assert.equal(document.text(0), hand.written);
      const again = x.parsePhh(hand.written);
      assert.equal(again.text(0), hand.written, 'the written text reads back to itself');
      const spots = state.allInEquity({ countFoldedCards: true });
      assert.equal(spots.length, hand.allin.length, 'spots');
      spots.forEach((spot, i) => {
        const want = hand.allin[i];
        assert.equal(spot.street, want.street, `spot ${i} street`);
        assert.equal(spot.board, big(want.board), `spot ${i} board`);
        assert.equal(spot.dead, big(want.dead), `spot ${i} dead`);
        assertClose(spot.expected, want.expected, `spot ${i} expected`);
        assert.equal(spot.pots.length, want.pots.length, `spot ${i} pots`);
        spot.pots.forEach((pot, k) => {
          assert.equal(pot.amount, want.pots[k].amount, `spot ${i} pot ${k} amount`);
          assert.equal(seatMask(pot.eligible), want.pots[k].eligible, `spot ${i} pot ${k} eligible`);
          assertClose(pot.equity, want.pots[k].equity, `spot ${i} pot ${k} equity`);
        });
      });
      for (const s of [state, again, document]) s.close();
    });
  }

  it('the same texts through replayTexts give the same stacks', () => {
    const results = x.replayTexts(PHH.hands.map((h) => h.text), { threads: 2 });
    assert.equal(results.length, PHH.hands.length);
    results.forEach((state, i) => {
      assert.ok(state instanceof x.TableState, `${PHH.hands[i].name}: ${state}`);
      assert.deepEqual(state.stacks, PHH.hands[i].final_stacks, PHH.hands[i].name);
      state.close();
    });
  });

  assert.ok(PHH.warnings.length > 0);
  for (const row of PHH.warnings) {
    it(`${row.name}: the replay's warnings and streets`, () => {
      const document = x.parsePhh(row.text);
      const state = document.replay();
      const got = state.replayWarnings().map((w) => ({ kind: w.kind === 'needlessFold' ? 'needless_fold' : w.kind,
        step: w.step, seat: w.seat, player: w.player, street: w.street, text: w.text }));
      assert.deepEqual(got, row.warnings);
      assert.deepEqual(state.warnings(), row.warnings.map((w) => w.text));
      assert.deepEqual(state.history().map((h) => [h.street, h.draw]), row.streets, 'streets');
      state.close();
      document.close();
    });
  }

  for (const row of PHH.unsupported) {
    it(`${row.name}: ${row.status}`, () => throwsStatus(() => x.parsePhh(row.text), row.status, row.name));
  }

  PHH.errors.forEach((row, i) => {
    it(`error ${i}: ${row.replay ? 'replay' : 'parse'} fails with ${row.status} naming ${row.message_contains}`, () => {
      const call = row.replay ? () => x.parsePhh(row.text).replay() : () => x.parsePhh(row.text);
      throwsStatus(call, row.status, row.message_contains);
      assert.throws(call, (error) => error.message.includes(row.message_contains));
    });
  });
});

// --- board.json ------------------------------------------------------------------

const BOARD = load('board.json');

describe('board.json', () => {
  it('flop textures', () => {
    assert.ok(BOARD.textures.length > 0);
    for (const row of BOARD.textures) {
      assert.deepEqual(x.flopTexture(big(row.flop), row.game),
        { texture: row.texture, suits: row.suits, pairing: row.pairing, connected: row.connected }, row.cards);
    }
    for (const row of BOARD.texture_errors) {
      throwsStatus(() => x.flopTexture(big(row.flop), row.game), row.status, row.flop);
    }
  });

  it('flop classes', () => {
    const rows = (classes) => classes.map((c) => [String(c.flop), c.weight]);
    for (const row of BOARD.classes) {
      const got = x.flopClasses(row.relabellings, row.game);
      const what = JSON.stringify(row.relabellings);
      assert.equal(got.length, row.count, what);
      assert.equal(got.reduce((s, c) => s + c.weight, 0), row.total, what);
      assert.deepEqual(rows(got.slice(0, row.first.length)), row.first, what);
      assert.deepEqual(rows(got.slice(got.length - row.last.length)), row.last, what);
    }
    for (const row of BOARD.class_errors) {
      throwsStatus(() => x.flopClasses(row.relabellings, row.game), row.status, JSON.stringify(row.relabellings));
    }
  });

  it('decks', () => {
    for (const row of BOARD.decks) assert.equal(x.gameDeck(row.game), big(row.deck), String(row.game));
  });

  for (const row of BOARD.money) {
    it(`money facts: ${row.name}`, () => {
      const state = x.parsePhh(row.text).replay();
      assert.deepEqual(x.moneyFacts(state), {
        voluntaryRound: row.voluntary_round,
        raiseRound: row.raise_round,
        firstInRaiser: row.first_in_raiser < 0 ? null : row.first_in_raiser,
      });
      state.close();
    });
  }
});
