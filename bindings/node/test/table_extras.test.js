'use strict';

// The table's ABI 2.3 additions: forced bets with straddles and a big-blind
// ante, the history of a state, the pots as awarded, the all-in equity of a
// run-out (checked against the equity calculator), the game, betting and
// button of a state, and a state written as PHH and replayed.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);
const { FOLD, CHECK, CALL, BET_OR_RAISE, ALL_IN } = x.ActionKind;
const sum = (values) => values.reduce((a, b) => a + b, 0);

test('forcedBets: blinds, straddles, antes and a big-blind ante', () => {
  assert.deepEqual(x.forcedBets(2, 0, 1, 2), { blinds: [1, 2], antes: [0, 0] }, 'heads-up: the button posts the small blind');
  assert.deepEqual(x.forcedBets(6, 0, 1, 2, { straddles: [4, 8], ante: 1, bigBlindAnte: 2 }),
    { blinds: [0, 1, 2, 4, 8, 0], antes: [1, 1, 3, 1, 1, 1] });
  assert.deepEqual(x.forcedBets(4, 3, 5, 10, { straddles: [20n] }), { blinds: [5, 10, 20, 0], antes: [0, 0, 0, 0] },
    'the straddle follows the big blind, round the table');
  assert.deepEqual(x.forcedBets(3, 0, 1, 2, { straddles: [4] }).blinds, [4, 1, 2], "three-handed: the button's straddle");
  assert.deepEqual(x.forcedBets(6, 5, 5, 10).blinds, x.standardBlinds(6, 5, 5, 10));
  assert.throws(() => x.forcedBets(3, 0, 1, 2, { straddles: [4, 8] }),
    (e) => e instanceof x.InvalidArgumentError && /straddle/.test(e.message));
  assert.throws(() => x.forcedBets(2, 0, 1, 2, { ante: -1 }), x.InvalidArgumentError);
  assert.throws(() => x.forcedBets(11, 0, 1, 2), x.InvalidArgumentError);
  assert.throws(() => x.forcedBets(3, 3, 1, 2), x.InvalidArgumentError);
  assert.throws(() => x.forcedBets(3, 0, 1, 2, { straddles: 4 }), TypeError);
});

test('start with straddles and a big-blind ante; game, betting and button of a state', () => {
  const s = x.TableState.start({ stacks: [100, 100, 100, 100], blinds: [1, 2], straddles: [4], antes: 1,
    bigBlindAnte: 2, button: 0 });
  assert.deepEqual(s.bets, [0, 1, 2, 4]);
  assert.deepEqual(s.stacks, [99, 98, 95, 95], 'antes 1 each, the big blind 2 more');
  assert.equal(s.potTotal, 7 + 6);
  assert.equal(s.currentBet, 4, 'the straddle is the bet to call');
  assert.equal(s.actor, 0, 'the seat after the straddle acts first');
  assert.equal(s.game, x.Game.HOLDEM);
  assert.equal(s.betting, x.Betting.NO_LIMIT);
  assert.equal(s.potLimit, false);
  assert.equal(s.button, 0);
  const info = s.info();
  assert.deepEqual([info.game, info.betting, info.button], [x.Game.HOLDEM, x.Betting.NO_LIMIT, 0]);
  const plo = x.TableState.start({ stacks: [100, 100, 100], game: x.Game.OMAHA5, button: 2 });
  assert.deepEqual([plo.game, plo.betting, plo.potLimit, plo.button], [x.Game.OMAHA5, x.Betting.POT_LIMIT, true, 2]);
  // With seatBlinds the big-blind ante goes to the big blind's seat of the usual layout.
  const seated = x.TableState.start({ stacks: [100, 100, 100], seatBlinds: [0, 5, 10], bigBlindAnte: 3 });
  assert.deepEqual(seated.stacks, [100, 95, 87]);
  assert.throws(() => x.TableState.start({ stacks: [100, 100, 100], seatBlinds: [0, 1, 2], straddles: [4] }),
    (e) => e instanceof x.InvalidArgumentError && /not both/.test(e.message));
  for (const state of [s, plo, seated]) state.close();
});

/** A three-way all-in preflop with a side pot: AA short, KK and QQ covering. */
function threeWayAllIn() {
  const start = x.TableState.start({ stacks: [50, 100, 100], blinds: [1, 2], button: 0,
    holeCards: [m('Ah Ad'), m('Kh Kd'), m('Qh Qd')] });
  const allIn = start.allIn().allIn().call();
  const final = allIn.deal(m('2c 7s 9d')).deal(m('3s')).deal(m('4c'));
  return { start, allIn, final };
}

test('history: every action as applied and every deal, oldest first; applyMany plays it again', () => {
  const { start, final } = threeWayAllIn();
  assert.equal(start.history().length, 0, 'the forced bets are the start, not steps');
  const steps = final.history();
  const none = { to: null, unknown: 0, up: 0n };
  assert.deepEqual(steps, [
    { seat: 0, kind: BET_OR_RAISE, amount: 50, cards: 0n, random: false, needless: false, ...none },
    { seat: 1, kind: BET_OR_RAISE, amount: 100, cards: 0n, random: false, needless: false, ...none },
    { seat: 2, kind: CALL, amount: 100, cards: 0n, random: false, needless: false, ...none },
    { seat: null, kind: x.DEAL_BOARD, amount: 0, cards: m('2c 7s 9d'), random: false, needless: false, ...none },
    { seat: null, kind: x.DEAL_BOARD, amount: 0, cards: m('3s'), random: false, needless: false, ...none },
    { seat: null, kind: x.DEAL_BOARD, amount: 0, cards: m('4c'), random: false, needless: false, ...none },
  ], 'the all-ins are the raises and the call they were');
  assert.equal(steps.length, final.info().historyLength);
  const again = start.applyMany(steps);
  assert.deepEqual(again.info(), final.info());
  assert.deepEqual(again.won, final.won);

  // A checkOrCall is the check or the call it was; seeded deals are marked random.
  let s = x.TableState.start({ stacks: [100, 100], seed: 9n });
  s = s.checkOrCall().checkOrCall().dealRandom().betOrRaiseTo(10).fold();
  assert.deepEqual(s.history().map((h) => [h.seat, h.kind, h.amount, h.random]),
    [[0, CALL, 2, false], [1, CHECK, 0, false], [null, x.DEAL_BOARD, 0, true], [1, BET_OR_RAISE, 10, false],
      [0, FOLD, 0, false]]);
  assert.equal(x.maskToIds(s.history()[2].cards).length, 3);
  assert.equal(s.history()[2].cards, s.board);
  for (const state of [start, final, again, s]) state.close();
});

test('potResults: who won each pot, summing to the pots and to won', () => {
  const { start, allIn, final } = threeWayAllIn();
  const results = final.potResults();
  assert.deepEqual(results, [
    { amount: 150, eligible: [0, 1, 2], winners: [0], won: [150, 0, 0], highWinners: [0], lowWinners: [],
      oddChips: 0, oddChipSeats: [], order: [0] },
    { amount: 100, eligible: [1, 2], winners: [1], won: [0, 100, 0], highWinners: [1], lowWinners: [],
      oddChips: 0, oddChipSeats: [], order: [1] },
  ]);
  for (const pot of results) assert.equal(sum(pot.won), pot.amount);
  assert.deepEqual([0, 1, 2].map((s) => sum(results.map((p) => p.won[s]))), final.won);
  assert.deepEqual(results.map((p) => p.amount), final.pots.map((p) => p.amount));
  assert.throws(() => allIn.potResults(), (e) => e instanceof x.InvalidArgumentError && /finished/.test(e.message));

  // A split pot with an odd chip: both winners are named, the odd chip goes to one.
  let split = x.TableState.start({ stacks: [100, 100, 100], blinds: [1, 2], antes: 1, button: 0,
    holeCards: [m('2c 3d'), m('As Kd'), m('Ah Kc')] });
  split = split.fold().call().check().deal(m('Qs Jd Th')).check().check().deal(m('4s')).check().check()
    .deal(m('5h')).check().check();
  const [pot] = split.potResults();
  assert.equal(pot.amount, 7);
  assert.deepEqual(pot.winners, [1, 2]);
  assert.deepEqual([...pot.won].sort(), [0, 3, 4]);
  // Seat 1 is first clockwise from the button (seat 0): it takes the odd chip.
  assert.deepEqual([pot.oddChips, pot.oddChipSeats, pot.order, pot.won[1]], [1, [1], [1, 2], 4]);
  for (const state of [start, allIn, final, split]) state.close();
});

test('allInEquity: one spot per street of the run-out, each pot shared as the equity calculator shares it', () => {
  const { allIn, final } = threeWayAllIn();
  const spots = final.allInEquity();
  assert.deepEqual(spots.map((s) => s.street), [x.Street.PREFLOP, x.Street.FLOP, x.Street.TURN]);
  assert.deepEqual(spots.map((s) => s.board), [0n, m('2c 7s 9d'), m('2c 7s 9d 3s')]);
  const holes = [m('Ah Ad'), m('Kh Kd'), m('Qh Qd')];
  const exact = x.SimulationOptions.exact();
  for (const spot of spots) {
    assert.deepEqual(spot.live, [0, 1, 2]);
    assert.equal(spot.dead, 0n);
    assert.deepEqual(spot.pots.map((p) => [p.amount, p.eligible]), [[150, [0, 1, 2]], [100, [1, 2]]]);
    // The main pot: the three hands; the side pot: KK and QQ with the aces out of the deck.
    const main = x.calculateEquity(holes, spot.board, exact).players;
    const side = x.calculateEquity(holes.slice(1), spot.board, exact, x.Game.HOLDEM, holes[0]).players;
    const [mainPot, sidePot] = spot.pots;
    mainPot.equity.forEach((e, s) => assert.ok(Math.abs(e - main[s].equity) < 1e-12, `main pot seat ${s}`));
    mainPot.win.forEach((w, s) => assert.ok(Math.abs(w - main[s].win) < 1e-12, `main pot win ${s}`));
    mainPot.tie.forEach((t, s) => assert.ok(Math.abs(t - main[s].tie) < 1e-12, `main pot tie ${s}`));
    assert.equal(sidePot.equity[0], 0, 'the short stack cannot win the side pot');
    assert.ok(Math.abs(sidePot.equity[1] - side[0].equity) < 1e-12);
    assert.ok(Math.abs(sidePot.equity[2] - side[1].equity) < 1e-12);
    for (const pot of spot.pots) assert.ok(Math.abs(sum(pot.equity) - 1) < 1e-12, 'a pot is shared in full');
    // Expected chips: the sum over pots of equity x pot, adding up to every chip at stake.
    spot.expected.forEach((e, s) => {
      assert.ok(Math.abs(e - sum(spot.pots.map((p) => p.equity[s] * p.amount))) < 1e-6, `seat ${s}`);
    });
    assert.ok(Math.abs(sum(spot.expected) - 250) < 1e-6);
  }
  assert.ok(spots[0].expected[0] > spots[0].expected[2], 'aces are ahead preflop');
  // Any state of the hand gives the same spots once the money is in.
  assert.deepEqual(allIn.allInEquity({ threads: 1 }).map((s) => s.expected), [spots[0].expected]);
  // A hand without an all-in has no spots; unknown hole cards of a live seat are refused.
  const folded = x.TableState.start({ stacks: [100, 100] }).fold();
  assert.deepEqual(folded.allInEquity(), []);
  const unknown = x.TableState.start({ stacks: [100, 100] }).allIn().call();
  assert.throws(() => unknown.allInEquity(), (e) => e instanceof x.InvalidArgumentError && /seat/.test(e.message));
  assert.throws(() => final.allInEquity({ threads: -1 }), x.InvalidArgumentError);
  for (const state of [allIn, final, folded, unknown]) state.close();
});

test('allInEquity: folded cards are dead when counted, and may come when not', () => {
  let s = x.TableState.start({ stacks: [100, 100, 100], blinds: [1, 2], button: 0,
    holeCards: [m('As Ks'), m('Qh Qd'), m('Jc Jd')] });
  s = s.allIn().fold().call();
  const counted = s.allInEquity({ countFoldedCards: true });
  const open = s.allInEquity({ countFoldedCards: false });
  assert.equal(counted[0].dead, m('Qh Qd'));
  assert.equal(open[0].dead, 0n);
  assert.deepEqual(counted[0].live, [0, 2]);
  const exact = x.SimulationOptions.exact();
  const withDead = x.calculateEquity([m('As Ks'), m('Jc Jd')], 0n, exact, x.Game.HOLDEM, m('Qh Qd')).players;
  const without = x.calculateEquity([m('As Ks'), m('Jc Jd')], 0n, exact).players;
  assert.ok(Math.abs(counted[0].pots[0].equity[0] - withDead[0].equity) < 1e-12);
  assert.ok(Math.abs(open[0].pots[0].equity[0] - without[0].equity) < 1e-12);
  assert.notEqual(counted[0].pots[0].equity[0], open[0].pots[0].equity[0]);
  s.close();
});

/** Plays a hand to the end with actions drawn from rng among the legal ones. */
function selfPlay(rng) {
  const seats = 2 + rng.below(5);
  const stacks = Array.from({ length: seats }, () => 20 + rng.below(300));
  const straddles = seats >= 4 && rng.below(2) ? [4] : [];
  let s = x.TableState.start({ stacks, blinds: [1, 2], straddles, antes: rng.below(2), button: rng.below(seats),
    game: rng.below(4) ? x.Game.HOLDEM : x.Game.OMAHA4, seed: rng.next() });
  const start = s;
  while (!s.isFinished) {
    if (s.phase === x.Phase.DEALING) {
      s = s.dealRandom();
      continue;
    }
    const legal = s.legalActions();
    const pick = legal[rng.below(legal.length)];
    const amount = pick.kind === BET_OR_RAISE ? pick.min + rng.below(pick.max - pick.min + 1) : pick.min;
    s = s.apply(pick.kind === ALL_IN && rng.below(2) ? ALL_IN : pick.kind, amount);
  }
  return { start, final: s };
}

/** Seat values in PHH player order: the seats rotated so that the button is the last player. */
function rotated(values, button) {
  return values.map((_, i) => values[(button + 1 + i) % values.length]);
}

test('a self-played hand written as PHH replays to the same stacks, in any chip unit', () => {
  const rng = new x.Rng(2024);
  let buttons = 0;
  for (let hand = 0; hand < 60; hand += 1) {
    const { start, final } = selfPlay(rng);
    const what = `hand ${hand}: ${final.toText()}`;
    const n = final.seatCount;
    if (final.button !== n - 1) buttons += 1;
    const document = final.toPhh();
    assert.equal(document.count, 1);
    assert.equal(document.chipUnit(), '1', what);
    const replayed = document.replay();
    assert.equal(replayed.button, n - 1, 'PHH puts the button on the last player');
    assert.deepEqual(replayed.stacks, rotated(final.stacks, final.button), what);
    assert.deepEqual(replayed.won, rotated(final.won, final.button), what);
    assert.deepEqual(replayed.holeMasks, rotated(final.holeMasks, final.button), what);
    assert.equal(replayed.board, final.board, what);
    assert.equal(replayed.game, final.game, what);
    assert.equal(replayed.history().length, final.history().length, what);
    // The PHH text replays the same, read back from text.
    const text = document.text();
    assert.deepEqual(x.parsePhh(text).replay().stacks, replayed.stacks, what);
    // Amounts in cents: the same chips at the same unit.
    const cents = final.toPhh('0.01');
    assert.equal(cents.chipUnit(), '0.01');
    assert.deepEqual(cents.replay(0, '0.01').stacks, replayed.stacks, what);
    assert.deepEqual(cents.json(0).starting_stacks.map((a) => x.chipsFromAmount('0.01', String(a))),
      document.json(0).starting_stacks, what);
    // The history plays the hand again from its start.
    assert.deepEqual(start.applyMany(final.history()).stacks, final.stacks, what);
    for (const d of [document, cents]) d.close();
    replayed.close();
  }
  assert.ok(buttons > 10, 'hands with the button elsewhere than the last seat were rotated');
});

test('toPhh: the button becomes the last player, unknown hole cards are written ????', () => {
  // Button on seat 0 of three: PHH seats rotate so it is p3.
  let s = x.TableState.start({ stacks: [100, 200, 300], blinds: [1, 2], button: 0 });
  s = s.betOrRaiseTo(6).fold().fold();
  const document = s.toPhh();
  const hand = document.json(0);
  assert.deepEqual(hand.starting_stacks, [200, 300, 100]);
  assert.deepEqual(hand.blinds_or_straddles, [1, 2, 0]);
  assert.ok(hand.actions.includes('d dh p1 ????'), JSON.stringify(hand.actions));
  assert.equal(hand.actions.filter((a) => a.startsWith('p3 cbr 6')).length, 1);
  const replayed = document.replay();
  assert.deepEqual(replayed.stacks, [199, 298, 103]);
  assert.throws(() => s.toPhh('0'), x.InvalidArgumentError);
  assert.throws(() => s.toPhh('x'), x.XiaplError);
  assert.throws(() => x.Phh.fromTable({}), TypeError);
  s.close();
  assert.throws(() => s.toPhh(), (e) => e instanceof x.InvalidArgumentError && /closed/.test(e.message));
});
