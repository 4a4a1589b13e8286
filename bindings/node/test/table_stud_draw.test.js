'use strict';

// The table engine's stud games (stud, stud hi/lo, razz: antes, the bring-in,
// cards dealt street by street, some face up) and draw games (2-7 lowball,
// badugi: draw rounds of discards and replacements), played through the JS
// API alone: seeded random hands to the end with the invariants checked at
// every step, their histories against what was applied, and the finished hand
// written as PHH and replayed; the refusals name the rule.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);
const { FOLD, CHECK, CALL, BET_OR_RAISE, ALL_IN, BRING_IN, DISCARD } = x.ActionKind;
const sum = (values) => values.reduce((a, b) => a + b, 0);
const count = (mask) => x.maskToIds(mask).length;
const STUD_GAMES = [x.Game.STUD, x.Game.RAZZ, x.Game.STUD_HILO];
const DECK = (1n << 52n) - 1n;

/** Chips are conserved and the library's invariants hold. */
function conserved(state, what) {
  state.checkInvariants();
  if (state.isFinished) assert.equal(sum(state.stacks), state.totalChips, what);
  else assert.equal(sum(state.stacks) + state.potTotal, state.totalChips, what);
}

/** The seats' cards: every card any seat holds or has shown, a mask. */
function cardsInPlay(state) {
  return state.holeMasks.reduce((all, hole) => all | hole, state.board);
}

/** `k` cards of `mask` drawn at random. */
function pick(rng, mask, k) {
  const ids = x.maskToIds(mask);
  let out = 0n;
  for (let i = 0; i < k; i++) {
    const at = rng.below(ids.length);
    out |= 1n << BigInt(ids[at]);
    ids.splice(at, 1);
  }
  return out;
}

/** The seats' state that a refused request must leave as it was. */
function snapshot(state) {
  return { info: state.info(), stacks: state.stacks, bets: state.bets, holes: state.holeMasks, up: state.upMasks,
    unknown: state.unknownCounts, history: state.history(), legal: state.legalActions(), text: state.toText() };
}

/**
 * An IllegalActionError whose message matches `pattern`, and `state` as it
 * was: the refusal changed nothing.
 */
function refused(state, call, pattern) {
  const before = snapshot(state);
  assert.throws(call, (e) => e instanceof x.IllegalActionError && e instanceof x.InvalidArgumentError &&
    e.statusName === 'XIAPL_ERR_INVALID_ARGUMENT' && pattern.test(e.message), String(pattern));
  assert.deepEqual(snapshot(state), before);
}

/** The games played, with the options a hand of each needs. */
const GAMES = {
  stud: { game: x.Game.STUD, betting: 'fixed-limit', smallBet: 2, bigBet: 4, bringIn: 1, maxSeats: 8 },
  razz: { game: x.Game.RAZZ, betting: 'fixed-limit', smallBet: 2, bigBet: 4, bringIn: 1, maxSeats: 8 },
  studHiLo: { game: x.Game.STUD_HILO, betting: 'fixed-limit', smallBet: 4, bigBet: 8, bringIn: 2, maxSeats: 8 },
  tripleDraw: { game: x.Game.LOWBALL27, betting: 'fixed-limit', smallBet: 2, bigBet: 4, maxSeats: 6 },
  singleDraw: { game: x.Game.LOWBALL27, betting: 'no-limit', maxSeats: 6 },
  badugi: { game: x.Game.BADUGI, betting: 'fixed-limit', smallBet: 2, bigBet: 4, maxSeats: 6 },
};

/**
 * Plays one hand to the end, choosing among the legal action rows with rng.
 * Cards come from dealRandom, or (mode 'explicit') from dealHole with cards
 * the test picks from those no seat has held, or (mode 'unknown') partly
 * unseen, as a hand history deals them. After every step: the invariants,
 * the chips, and the one new history step is the one applied.
 */
function playHand(rng, name, mode) {
  const { maxSeats, ...options } = GAMES[name];
  const stud = STUD_GAMES.includes(options.game);
  const seats = 2 + rng.below(maxSeats - 1);
  const stacks = Array.from({ length: seats }, () => 10 + rng.below(200));
  const seeded = rng.below(2) === 0;
  const start = x.TableState.start({ stacks, antes: stud ? 1 : rng.below(2), button: rng.below(seats), ...options,
    ...(seeded ? { seed: rng.next() } : {}) });
  const what = () => `${name} (${mode}) ${start.toText()}`;
  conserved(start, what());
  assert.equal(start.game, options.game);
  assert.equal(start.lastStreet, stud ? 4 : { tripleDraw: 3, singleDraw: 1, badugi: 3 }[name]);
  if (stud) assert.deepEqual(start.bets, new Array(seats).fill(0), 'stud has no blinds');
  let s = start;
  let ever = cardsInPlay(s); // every card a seat was dealt, to pick explicit cards among the others
  const applied = []; // [kind, ...] of each step applied: the history must say the same
  let steps = 0;
  while (!s.isFinished) {
    assert.ok(steps++ < 1000, 'the hand ends');
    const before = s.info();
    const historyBefore = s.history();
    let next;
    let expect; // checks of the one new history step
    if (before.phase === x.Phase.DEALING && before.cardsNeeded > 0) {
      // Stud's community card: the deck cannot give every live seat its seventh card.
      assert.ok(stud, 'only stud deals a board card here');
      next = s.dealRandom();
      expect = (h) => {
        assert.equal(h.kind, x.DEAL_BOARD);
        assert.equal(count(h.cards), before.cardsNeeded);
      };
    } else if (before.phase === x.Phase.DEALING) {
      const seat = before.dealSeat;
      const due = before.holeCardsDue;
      assert.ok(seat >= 0 && due > 0, 'hole cards are due to a seat');
      // Stud: third street deals two down and one up, fourth to sixth one up, seventh one down.
      const firstStreet = due === 3;
      const upStreet = stud && !firstStreet && count(s.holeMasks[seat]) + s.unknownCounts[seat] < 6;
      const available = ~ever & DECK;
      if (mode === 'random' || count(available) < due) {
        next = s.dealRandom();
        expect = (h) => {
          assert.equal(h.random, true);
          assert.equal(h.unknown, 0);
          assert.equal(count(h.cards), due);
        };
      } else if (mode === 'unknown' && rng.below(2) === 0) {
        // As a hand history deals a hand it did not see: the down cards unseen.
        const up = stud && (firstStreet || upStreet) ? pick(rng, available, 1) : 0n;
        const unknown = due - count(up);
        next = s.dealHole(seat, up, { up, unknown });
        expect = (h) => {
          assert.deepEqual([h.cards, h.up, h.unknown, h.random], [up, up, unknown, false]);
        };
      } else {
        const cards = pick(rng, available, due);
        let up = 0n;
        if (stud && firstStreet) up = pick(rng, cards, 1);
        else if (upStreet) up = cards;
        next = s.dealHole(seat, cards, { up });
        expect = (h) => {
          assert.deepEqual([h.cards, h.up, h.unknown, h.random], [cards, up, 0, false]);
        };
      }
      const dealtBefore = [s.holeMasks[seat], s.upMasks[seat], s.unknownCounts[seat]];
      const check = expect;
      expect = (h) => {
        assert.equal(h.kind, x.DEAL_HOLE);
        assert.deepEqual([h.seat, h.to], [null, seat]);
        check(h);
        assert.equal(count(h.cards) + h.unknown, due, 'every card due is dealt');
        if (!stud) assert.equal(h.up, 0n, 'draw games deal face down');
        if (stud && firstStreet) assert.equal(count(h.up), 1, 'third street: one card up');
        // The seat holds the cards dealt: known ones in holeMasks, the face-up ones in upMasks too.
        assert.equal(next.holeMasks[seat], dealtBefore[0] | h.cards);
        assert.equal(next.upMasks[seat], dealtBefore[1] | h.up);
        assert.equal(next.unknownCounts[seat], dealtBefore[2] + h.unknown);
      };
      applied.push('deal');
    } else if (before.phase === x.Phase.DRAWING) {
      const legal = s.legalActions();
      assert.equal(legal.length, 1);
      const [row] = legal;
      assert.deepEqual([row.kind, row.min], [DISCARD, 0]);
      const seat = before.actor;
      const known = s.holeMasks[seat];
      const unseen = s.unknownCounts[seat];
      assert.equal(row.max, count(known) + unseen, 'a seat may discard every card it holds');
      const k = rng.below(row.max + 1);
      const unknown = Math.max(k - count(known), Math.min(unseen, rng.below(k + 1)));
      const cards = pick(rng, known, k - unknown);
      next = k === 0 && rng.below(2) ? s.standPat() : s.discard(cards, unknown);
      expect = (h) => {
        assert.deepEqual([h.seat, h.kind, h.cards, h.unknown, h.to], [seat, DISCARD, cards, unknown, null]);
        assert.equal(next.holeMasks[seat], known & ~cards, 'the discards leave the hand');
        assert.equal(next.unknownCounts[seat], unseen - unknown);
      };
      applied.push('discard');
    } else {
      assert.equal(before.phase, x.Phase.BETTING);
      const legal = s.legalActions();
      assert.ok(legal.length > 0);
      assert.ok(!legal.some((a) => a.kind === DISCARD), 'no draw while betting');
      const bringIn = legal.find((a) => a.kind === BRING_IN);
      if (bringIn) {
        assert.ok(stud && before.street === 0, 'the bring-in is due only on third street of stud');
        assert.deepEqual([bringIn.min, bringIn.max], [options.bringIn, options.bringIn]);
        assert.ok(!legal.some((a) => a.kind === FOLD || a.kind === CHECK || a.kind === CALL),
          'no fold, check or call while the bring-in is due');
      }
      const row = legal[rng.below(legal.length)];
      const seat = before.actor;
      const amount = row.kind === BET_OR_RAISE ? row.min + rng.below(row.max - row.min + 1) : row.min;
      next = row.kind === BRING_IN && rng.below(2) ? s.bringIn() : s.apply(row.kind, amount);
      expect = (h) => {
        assert.equal(h.seat, seat);
        assert.equal(h.to, null);
        if (row.kind === BRING_IN) {
          assert.deepEqual([h.kind, h.amount], [BRING_IN, next.bets[seat]], 'a bring-in: the street total');
        } else if (row.kind === BET_OR_RAISE) {
          assert.deepEqual([h.kind, h.amount], [BET_OR_RAISE, amount]);
        } else if (row.kind !== ALL_IN) {
          assert.equal(h.kind, row.kind);
        }
      };
      applied.push(row.kind === BRING_IN ? 'bring-in' : 'action');
    }
    const history = next.history();
    assert.equal(history.length, historyBefore.length + 1, what());
    assert.deepEqual(history.slice(0, -1), historyBefore, 'the earlier steps stay');
    expect(history[history.length - 1]);
    conserved(next, what());
    ever |= cardsInPlay(next);
    if (s !== start) s.close();
    s = next;
  }
  // The history after the start is what was applied, step for step.
  const history = s.history().slice(start.history().length);
  const kindOf = (h) => (h.kind === x.DEAL_HOLE || h.kind === x.DEAL_BOARD ? 'deal'
    : h.kind === DISCARD ? 'discard' : h.kind === BRING_IN ? 'bring-in' : 'action');
  assert.deepEqual(history.map(kindOf), applied);
  return { start, final: s, seeded };
}

/** Seat values in PHH player order: the seats rotated so that the button is the last player. */
function rotated(values, button) {
  return values.map((_, i) => values[(button + 1 + i) % values.length]);
}

for (const name of Object.keys(GAMES)) {
  test(`seeded random ${name} hands through the JS API: invariants, history, PHH and text replays`, () => {
    const rng = new x.Rng(BigInt(1000 + Object.keys(GAMES).indexOf(name)));
    const seen = { discard: 0, 'bring-in': 0, unknown: 0, showdown: 0, standPat: 0, seeded: 0 };
    for (let hand = 0; hand < 24; hand += 1) {
      const mode = ['random', 'explicit', 'unknown'][hand % 3];
      const { start, final, seeded } = playHand(rng, name, mode);
      const what = `${name} hand ${hand} (${mode}): ${final.toText()}`;
      assert.equal(final.isFinished, true);
      assert.equal(sum(final.stacks), sum(start.stacks) + start.potTotal, 'chips conserved from the start');
      assert.equal(sum(final.won), sum(final.potResults().map((p) => p.amount)), what);
      const steps = final.history();
      seen.discard += steps.filter((h) => h.kind === DISCARD).length;
      seen.standPat += steps.filter((h) => h.kind === DISCARD && h.cards === 0n && h.unknown === 0).length;
      seen['bring-in'] += steps.filter((h) => h.kind === BRING_IN).length;
      seen.unknown += steps.some((h) => h.unknown > 0) ? 1 : 0;
      seen.showdown += final.folded.filter((f) => !f).length > 1 ? 1 : 0;

      // Written as PHH, the hand replays to the same stacks, seat for seat.
      const document = final.toPhh();
      const replayed = document.replay();
      assert.equal(replayed.game, final.game, what);
      assert.deepEqual(replayed.stacks, rotated(final.stacks, final.button), what);
      assert.deepEqual(replayed.won, rotated(final.won, final.button), what);
      assert.deepEqual(replayed.holeMasks, rotated(final.holeMasks, final.button), what);
      assert.deepEqual(replayed.upMasks, rotated(final.upMasks, final.button), what);
      assert.equal(replayed.history().length, steps.length, what);
      // Its text reads back to the same hand, also when a discarded or folded card was dealt again.
      assert.deepEqual(x.parsePhh(document.text()).replay().stacks, replayed.stacks, what);
      // The same from the library's text (the seeded start deals its first cards again from the seed), and
      // from the history applied to the start.
      const restored = x.TableState.fromText(final.toText());
      assert.deepEqual(restored.history(), steps, what);
      assert.deepEqual(restored.stacks, final.stacks, what);
      restored.close();
      seen.seeded += seeded ? 1 : 0;
      const again = start.applyMany(steps.slice(start.history().length));
      assert.deepEqual(again.stacks, final.stacks, what);
      assert.deepEqual(again.history().map((h) => [h.seat, h.kind, h.amount, h.cards, h.to, h.unknown, h.up]),
        steps.map((h) => [h.seat, h.kind, h.amount, h.cards, h.to, h.unknown, h.up]), what);
      for (const state of [start, final, replayed, again]) state.close();
      document.close();
    }
    // The hands went where the test means them to.
    const stud = STUD_GAMES.includes(GAMES[name].game);
    if (stud) {
      assert.ok(seen['bring-in'] > 0, 'some seat posted the bring-in');
      assert.equal(seen.discard, 0);
    } else {
      assert.ok(seen.discard > 0 && seen.standPat > 0, 'seats discarded and stood pat');
      assert.equal(seen['bring-in'], 0);
    }
    assert.ok(seen.unknown > 0, 'some hands dealt unseen cards');
    assert.ok(seen.showdown > 0, 'some hands reached a showdown');
    assert.ok(seen.seeded > 0 && seen.seeded < 24, 'hands with and without a seed');
  });
}

test('a draw hand that deals a folded hand\'s cards again, reshuffled, is written as PHH that reads back', () => {
  let s = x.TableState.start({ stacks: [100, 100, 100, 100, 100, 100], game: '2-7', betting: 'fixed-limit', seed: 1n });
  s = s.fold(); // five cards out of play, shuffled back when the stub runs out
  while (!s.isFinished) {
    if (s.phase === x.Phase.DEALING) s = s.dealRandom();
    else if (s.phase === x.Phase.DRAWING) s = s.discard(s.holeMasks[s.actor]);
    else s = s.checkOrCall();
  }
  const document = s.toPhh();
  const replayed = document.replay();
  assert.equal(replayed.toText(), x.parsePhh(document.text()).replay().toText());
  // Some card was dealt twice: the folded hand's Ts came back.
  let dealt = 0n;
  let twice = 0n;
  for (const h of s.history()) {
    if (h.kind !== x.DEAL_HOLE) continue;
    twice |= dealt & h.cards;
    dealt |= h.cards;
  }
  assert.notEqual(twice, 0n);
  for (const state of [s, replayed]) state.close();
  document.close();
});

test('the text of a stud or draw hand whose first cards the seed dealt at the start reads back', () => {
  for (const game of ['stud', 'badugi']) {
    const stud = game === 'stud';
    const s = x.TableState.start({ stacks: [100, 100, 100], game, bringIn: stud ? 1 : 0, smallBet: stud ? 2 : 0,
      seed: 5n });
    assert.equal(s.history().length, 3, 'the first cards are history steps');
    const restored = x.TableState.fromText(s.toText());
    assert.equal(restored.toText(), s.toText());
    assert.deepEqual(restored.history(), s.history());
    // Both continue the same seeded stream.
    const next = (t) => {
      if (t.phase === x.Phase.DEALING) return t.dealRandom();
      if (t.phase === x.Phase.DRAWING) return t.standPat();
      return t.legalActions().some((r) => r.kind === BRING_IN) ? t.bringIn() : t.checkOrCall();
    };
    let a = s;
    let b = restored;
    for (let i = 0; i < 30 && !a.isFinished; i++) {
      a = next(a);
      b = next(b);
    }
    assert.equal(a.isFinished, true);
    assert.equal(b.toText(), a.toText());
  }
});

test('stud: the bring-in, up cards, what is due, and the steps of a hand dealt by hand', () => {
  // Three seats, antes 1, bring-in 1, bets 2 and 4; razz: the highest up card brings in.
  let s = x.TableState.start({ stacks: [50, 50, 50], game: 'razz', antes: 1, bringIn: 1, betting: 'fixed-limit',
    smallBet: 2, bigBet: 4 });
  assert.deepEqual(s.bets, [0, 0, 0]);
  assert.deepEqual(s.stacks, [49, 49, 49]);
  assert.deepEqual([s.phase, s.street, s.lastStreet, s.holeCardsDue], [x.Phase.DEALING, 0, 4, 3]);
  assert.equal(s.cardsNeeded, 0, 'no board card is due');
  const first = s.dealSeat;
  assert.ok(first !== null);
  const holes = [m('As 2s Kd'), m('3h 4h 5c'), m('6d 7d 8c')];
  const ups = [m('Kd'), m('5c'), m('8c')];
  // Any seat due cards may be dealt first.
  for (const seat of [2, 0, 1]) {
    s = s.dealHole(seat, holes[seat], { up: ups[seat] });
    s.checkInvariants();
  }
  assert.equal(s.phase, x.Phase.BETTING);
  assert.equal(s.dealSeat, null);
  assert.deepEqual(s.holeMasks, holes);
  assert.deepEqual(s.upMasks, ups);
  assert.deepEqual(s.unknownCounts, [0, 0, 0]);
  assert.equal(s.actor, 0, 'the king showing brings in');
  assert.deepEqual(s.legalActions(), [{ kind: BET_OR_RAISE, min: 2, max: 2 }, { kind: BRING_IN, min: 1, max: 1 }]);
  s = s.bringIn();
  assert.deepEqual(s.bets, [1, 0, 0]);
  assert.ok(s.legalActions().some((a) => a.kind === FOLD), 'after the bring-in the others may fold');
  s = s.call().betOrRaiseTo(2).call().call();
  assert.deepEqual([s.phase, s.street, s.holeCardsDue], [x.Phase.DEALING, 0, 1]);
  assert.deepEqual(s.history().map((h) => [h.seat, h.kind, h.amount, h.to, h.cards, h.up]), [
    [null, x.DEAL_HOLE, 0, 2, holes[2], ups[2]],
    [null, x.DEAL_HOLE, 0, 0, holes[0], ups[0]],
    [null, x.DEAL_HOLE, 0, 1, holes[1], ups[1]],
    [0, BRING_IN, 1, null, 0n, 0n],
    [1, CALL, 1, null, 0n, 0n],
    [2, BET_OR_RAISE, 2, null, 0n, 0n],
    [0, CALL, 2, null, 0n, 0n],
    [1, CALL, 2, null, 0n, 0n],
  ]);
  // Fourth street: one card up each; seventh street's card is dealt down.
  for (const [seat, card] of [[0, '9s'], [1, 'Ts'], [2, 'Js']]) s = s.dealHole(seat, m(card), { up: m(card) });
  assert.deepEqual(s.upMasks, [m('Kd 9s'), m('5c Ts'), m('8c Js')]);
  assert.deepEqual([s.phase, s.street], [x.Phase.BETTING, 1]);
  s = s.check().check().check();
  refused(s, () => s.dealHole(0, m('Qs Qh')), /due/);
  s.close();
});

test('stud: unseen down cards, as a hand history deals them', () => {
  let s = x.TableState.start({ stacks: [50, 50], game: 'stud', antes: 1, bringIn: 1, betting: 'fixed-limit',
    smallBet: 2, bigBet: 4 });
  s = s.dealHole(s.dealSeat, m('Kd'), { up: m('Kd'), unknown: 2 });
  s = s.dealHole(s.dealSeat, m('2c'), { up: m('2c'), unknown: 2 });
  assert.equal(s.phase, x.Phase.BETTING);
  assert.deepEqual(s.unknownCounts, [2, 2]);
  assert.deepEqual(s.holeMasks, s.upMasks, 'the known cards are the up cards');
  assert.equal(s.actor, s.upMasks.indexOf(m('2c')), 'stud: the lowest up card brings in');
  s.close();
});

test('draw games: the draw round, discards and stand-pats, replacements due to the drawers alone', () => {
  const holes = [m('2s 3s 4d 5c 9h'), m('Ks Kd Qc Jh 8h'), m('7c 6d 5h 4s 2d')];
  let s = x.TableState.start({ stacks: [100, 100, 100], game: '2-7', blinds: [1, 2], button: 0, holeCards: holes,
    draws: 2 });
  assert.deepEqual([s.lastStreet, s.phase, s.street], [2, x.Phase.BETTING, 0]);
  s = s.call().call().check();
  assert.equal(s.phase, x.Phase.DRAWING);
  const drawer = s.actor;
  assert.equal(drawer, 1, 'the first live seat left of the button draws first');
  assert.deepEqual(s.legalActions(), [{ kind: DISCARD, min: 0, max: 5 }]);
  s = s.discard(m('Ks Kd'));
  assert.equal(s.actor, 2);
  s = s.standPat();
  s = s.discard(m('9h'), 0);
  assert.equal(s.phase, x.Phase.DEALING);
  assert.deepEqual(s.holeMasks, [m('2s 3s 4d 5c'), m('Qc Jh 8h'), holes[2]]);
  assert.deepEqual([s.dealSeat, s.holeCardsDue], [1, 2], 'seat 1 drew two');
  // A seat that stood pat is due nothing; one due cards may be dealt before the next in turn.
  refused(s, () => s.dealHole(2, m('Ac')), /due/);
  refused(s, () => s.dealHole(1, m('Ac Ad Ah')), /due/);
  s = s.dealHole(0, m('6c'));
  assert.deepEqual([s.dealSeat, s.holeCardsDue], [1, 2]);
  s = s.dealHole(1, m('Ac Ad'));
  assert.deepEqual([s.phase, s.street], [x.Phase.BETTING, 1]);
  const steps = s.history().slice(-5);
  assert.deepEqual(steps.map((h) => [h.seat, h.kind, h.cards, h.unknown, h.to]), [
    [1, DISCARD, m('Ks Kd'), 0, null],
    [2, DISCARD, 0n, 0, null],
    [0, DISCARD, m('9h'), 0, null],
    [null, x.DEAL_HOLE, m('6c'), 0, 0],
    [null, x.DEAL_HOLE, m('Ac Ad'), 0, 1],
  ]);
  s.checkInvariants();
  s.close();
});

test('refusals name the rule and leave the state unchanged', () => {
  // Stud: fold, check or call while the bring-in is due; a discard; hole cards while betting.
  const stud = x.TableState.start({ stacks: [50, 50, 50], game: 'stud', antes: 1, bringIn: 1,
    betting: 'fixed-limit', smallBet: 2, bigBet: 4, seed: 11n });
  assert.equal(stud.phase, x.Phase.BETTING, 'the seed dealt third street');
  assert.ok(stud.legalActions().some((a) => a.kind === BRING_IN));
  refused(stud, () => stud.fold(), /bring-in/);
  refused(stud, () => stud.check(), /bring-in/);
  refused(stud, () => stud.call(), /bring-in/);
  refused(stud, () => stud.discard(0n), /no draw/);
  refused(stud, () => stud.standPat(), /no draw/);
  refused(stud, () => stud.dealHole(0, m('2c')), /no hole cards are due/);
  refused(stud, () => stud.dealRandom(), /due/);
  refused(stud, () => stud.apply(DISCARD), /discard/);
  refused(stud, () => stud.betOrRaiseTo(3), /./);

  // A draw game: a discard while betting, a card the seat does not hold, dealing to a seat not due cards.
  const draw = x.TableState.start({ stacks: [100, 100, 100], game: 'badugi', betting: 'fixed-limit', smallBet: 2,
    bigBet: 4, seed: 12n });
  refused(draw, () => draw.discard(0n), /no draw is under way/);
  refused(draw, () => draw.bringIn(), /bring-in/);
  refused(draw, () => draw.dealHole(0, m('2c')), /no hole cards are due/);
  const drawing = draw.call().call().check();
  assert.equal(drawing.phase, x.Phase.DRAWING);
  const held = drawing.holeMasks[drawing.actor];
  const other = x.maskToIds(~held & ((1n << 52n) - 1n))[0];
  refused(drawing, () => drawing.discard(1n << BigInt(other)), /does not hold/);
  refused(drawing, () => drawing.discard(0n, 1), /unknown|unseen|hold/);
  refused(drawing, () => drawing.dealHole(0, m('2c')), /no hole cards are due/);
  refused(drawing, () => drawing.apply(DISCARD), /discard/);
  // The first drawer stands pat, the others throw one card each.
  const patSeat = drawing.actor;
  let dealing = drawing.standPat();
  while (dealing.phase === x.Phase.DRAWING) {
    const hole = dealing.holeMasks[dealing.actor];
    dealing = dealing.discard(hole & -hole);
  }
  assert.equal(dealing.phase, x.Phase.DEALING);
  assert.notEqual(dealing.dealSeat, patSeat);
  refused(dealing, () => dealing.discard(0n), /no draw is under way/);
  refused(dealing, () => dealing.dealHole(patSeat, 0n, { unknown: 1 }), /due/);
  refused(dealing, () => dealing.dealHole(dealing.dealSeat, 0n, { unknown: 2 }), /due/);
  refused(dealing, () => dealing.fold(), /./);
  for (const state of [stud, draw, drawing, dealing]) state.close();
});

test('applyMany takes the hole deals and discards of history(), and names a refused one by its index', () => {
  const holes = [m('2s 3s 4d 5c 9h'), m('Ks Kd Qc Jh 8h')];
  const start = x.TableState.start({ stacks: [100, 100], game: '2-7', button: 0, holeCards: holes });
  // Seat 1, left of the button, draws first.
  const played = start.call().check().discard(m('Ks Kd')).discard(m('9h')).dealHole(1, m('Ah Ad'))
    .dealHole(0, m('7h')).check().check();
  assert.equal(played.isFinished, true);
  const steps = played.history();
  const again = start.applyMany(steps);
  assert.equal(again.toText(), played.toText());
  // Written by hand: seats, `to`, defaults.
  const byHand = start.applyMany([
    { kind: CALL, seat: 0 }, { kind: CHECK },
    { kind: DISCARD, cards: m('Ks Kd'), seat: 1 }, { kind: DISCARD, cards: m('9h') },
    { kind: x.DEAL_HOLE, to: 0, cards: m('7h') }, { kind: x.DEAL_HOLE, to: 1, cards: m('Ah Ad') },
    { kind: CHECK }, { kind: CHECK },
  ]);
  assert.deepEqual(byHand.stacks, played.stacks);
  assert.deepEqual(byHand.holeMasks, played.holeMasks);
  byHand.close();
  const wrongSeat = [...steps.slice(0, 2), { ...steps[2], seat: 0 }];
  assert.throws(() => start.applyMany(wrongSeat), (e) => e instanceof x.IllegalStepError && e.index === 2 &&
    /^step 2: /.test(e.message) && /seat 0/.test(e.message));
  const badDeal = [...steps.slice(0, 4), { kind: x.DEAL_HOLE, to: 0, cards: m('Qc') }]; // seat 1 holds Qc
  assert.throws(() => start.applyMany(badDeal), (e) => e instanceof x.IllegalStepError && e.index === 4 &&
    /^step 4: /.test(e.message));
  // A refused action after a discard is named by its place in the whole list.
  const badAction = [...steps.slice(0, 6), { kind: BET_OR_RAISE, amount: 1 }];
  assert.throws(() => start.applyMany(badAction), (e) => e instanceof x.IllegalStepError && e.index === 6 &&
    /^step 6: /.test(e.message));
  assert.throws(() => start.applyMany([...steps.slice(0, 4), { kind: x.DEAL_HOLE, cards: m('7h') }]), TypeError);
  for (const state of [start, played, again]) state.close();
});

test('start: stud has no blinds, and the options the core refuses are named', () => {
  const stud = x.TableState.start({ stacks: [20, 20], game: 'stud8', antes: 1, bringIn: 1, betting: 'limit',
    smallBet: 2 });
  assert.deepEqual([stud.game, stud.betting, stud.potTotal], [x.Game.STUD_HILO, x.Betting.FIXED_LIMIT, 2]);
  assert.match(String(stud), /DEALING street 0/);
  const start = (options) => () => x.TableState.start({ stacks: [20, 20], ...options });
  assert.throws(start({ game: 'stud', blinds: [1, 2], bringIn: 1 }), (e) => e instanceof x.InvalidArgumentError &&
    /no blinds/.test(e.message));
  assert.throws(start({ game: 'razz', betting: 'fixed-limit', bringIn: 1 }), (e) => /small_bet/.test(e.message));
  assert.throws(start({ game: 'razz', betting: 'fixed-limit', smallBet: 2, bringIn: 2 }),
    (e) => /bring-in/.test(e.message));
  assert.throws(start({ game: 'stud', holeCards: [m('As Ks Qs'), null] }), (e) => /street by street/.test(e.message));
  assert.throws(start({ bringIn: 1 }), (e) => /only stud games have a bring-in/.test(e.message));
  assert.throws(start({ draws: 2 }), (e) => /only draw games have draws/.test(e.message));
  assert.throws(start({ game: 'badugi', draws: 4 }), (e) => /1 to 3 draws/.test(e.message));
  assert.throws(start({ game: 'stud', stacks: new Array(9).fill(20) }), (e) => /2 to 8/.test(e.message));
  assert.throws(start({ game: 'badugi', draws: 1.5 }), x.InvalidArgumentError);
  assert.throws(start({ game: 'stud', bringIn: '1' }), TypeError);
  // PHH has no code for no-limit stud or a no-limit badugi hand: toPhh names the codes it has.
  for (const options of [{ game: 'stud', betting: 'no-limit', bringIn: 1 },
    { game: 'badugi', betting: 'no-limit' }]) {
    assert.throws(() => x.TableState.start({ stacks: [20, 20], ...options }).toPhh(),
      (e) => e instanceof x.UnsupportedError && /no PHH variant code/.test(e.message) && /F7S/.test(e.message));
  }
  // The draws by default: one under no limit, three under fixed limit.
  assert.equal(x.TableState.start({ stacks: [20, 20], game: '2-7' }).lastStreet, 1);
  assert.equal(x.TableState.start({ stacks: [20, 20], game: '2-7', betting: 'fixed-limit' }).lastStreet, 3);
  stud.close();
});

test('warnings name a needless fold by its stud street or its draw', () => {
  const razz = (actions) => x.parsePhh(`variant = "FR"
antes = [1, 1, 1]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = [${actions.map((a) => JSON.stringify(a)).join(', ')}]
`);
  const third = ['d dh p1 9s9hKc', 'd dh p2 2s3s4c', 'd dh p3 5s6s7c', 'p1 pb', 'p2 cc', 'p3 cc'];
  const fourth = ['d dh p1 Kd', 'd dh p2 Ah', 'd dh p3 8h'];
  const folded = razz([...third, ...fourth, 'p2 cc', 'p3 f']).replay();
  assert.equal(folded.needlessFolds, 1);
  assert.deepEqual(folded.warnings(), ['p3 folds on fourth street when checking was free; the replay keeps the fold']);
  assert.equal(folded.history().filter((h) => h.needless).length, 1);
  const draw = (actions) => x.parsePhh(`variant = "N2L1D"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = [${actions.map((a) => JSON.stringify(a)).join(', ')}]
`);
  const dealt = ['d dh p1 2s3s4s5d7c', 'd dh p2 KsKdQcJh9h', 'd dh p3 AhAd8c8d6h'];
  const before = draw([...dealt, 'p3 cc', 'p1 cc', 'p2 f']).replay();
  assert.deepEqual(before.warnings(), ['p2 folds before the first draw when checking was free; the replay keeps the fold']);
  const after = draw([...dealt, 'p3 cc', 'p1 cc', 'p2 cc', 'p1 sd', 'p2 sd KsKd', 'p3 sd AhAd', 'd dh p2 2c3c',
    'd dh p3 4d5c', 'p1 cc', 'p2 f']).replay();
  assert.deepEqual(after.warnings(), ['p2 folds after the first draw when checking was free; the replay keeps the fold']);
  for (const state of [folded, before, after]) state.close();
});
