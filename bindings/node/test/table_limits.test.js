'use strict';

// The table engine's betting structures and board games beyond Hold'em and
// Omaha: fixed limit (the street's bet size, four bets and raises a street),
// the betting option and its defaults, Omaha hi/lo pots split between the best
// high and the best qualifying low, and the 36-card short deck.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);
const { FOLD, CALL, CHECK, BET_OR_RAISE } = x.ActionKind;

/** Checks or calls down to the end, dealing the given boards (masks or text) as they are due. */
function checkDown(state, boards) {
  let s = state;
  let next = 0;
  while (!s.isFinished) {
    s.checkInvariants();
    s = s.phase === x.Phase.DEALING ? s.deal(m(boards[next++])) : s.checkOrCall();
  }
  s.checkInvariants();
  assert.equal(next, boards.length, 'every board was dealt');
  return s;
}

/** Heads-up fixed limit, blinds 1/2 (the button, seat 0, posts the small blind), bets 2 and 4. */
function fixedLimit(options = {}) {
  return x.TableState.start({ stacks: [100, 100], blinds: [1, 2], button: 0, betting: 'fixed-limit', smallBet: 2,
    bigBet: 4, ...options });
}

test('fixed limit: the one legal raise size, four bets and raises a street, the big bet on the turn', () => {
  let s = fixedLimit();
  assert.equal(s.betting, x.Betting.FIXED_LIMIT);
  assert.equal(s.potLimit, false);
  assert.equal(s.fixedBet, 2, 'the small bet preflop');
  assert.equal(s.raises, 0, 'the blinds are not counted');
  assert.deepEqual(s.legalActions(), [
    { kind: FOLD, min: 0, max: 0 },
    { kind: CALL, min: 1, max: 1 },
    { kind: BET_OR_RAISE, min: 4, max: 4 },
  ], 'the raise is exactly to 4: min === max');
  assert.throws(() => s.betOrRaiseTo(5), (e) => e instanceof x.IllegalActionError &&
    e.message.includes('not the fixed-limit raise to 4'));
  assert.throws(() => s.betOrRaiseTo(6), (e) => e instanceof x.IllegalActionError && /raise to 4/.test(e.message));
  const raised = [4, 6, 8, 10].map((to, i) => {
    const raise = s.legalActions().find((a) => a.kind === BET_OR_RAISE);
    assert.deepEqual([raise.min, raise.max], [to, to], `raise ${i + 1}`);
    const next = s.betOrRaiseTo(to);
    s.close();
    s = next;
    return [s.raises, s.currentBet];
  });
  assert.deepEqual(raised, [[1, 4], [2, 6], [3, 8], [4, 10]]);
  assert.equal(s.raises, 4);
  assert.equal(s.info().raises, 4);
  assert.ok(!s.legalActions().some((a) => a.kind === BET_OR_RAISE), 'the cap is reached: call or fold');
  assert.throws(() => s.betOrRaiseTo(12), (e) => e instanceof x.IllegalActionError &&
    e.message.includes('4 bets and raises are made'));
  s = s.call().deal(m('2c 3c 4c'));
  assert.deepEqual([s.street, s.raises, s.fixedBet], [x.Street.FLOP, 0, 2], 'the small bet on the flop');
  assert.deepEqual(s.legalActions().find((a) => a.kind === BET_OR_RAISE), { kind: BET_OR_RAISE, min: 2, max: 2 });
  s = s.check().check().deal(m('5d'));
  assert.deepEqual([s.street, s.fixedBet, s.info().fixedBet], [x.Street.TURN, 4, 4], 'the big bet on the turn');
  assert.deepEqual(s.legalActions(), [{ kind: CHECK, min: 0, max: 0 }, { kind: BET_OR_RAISE, min: 4, max: 4 }]);
  s = s.betOrRaiseTo(4);
  assert.deepEqual([s.raises, s.legalActions().find((a) => a.kind === BET_OR_RAISE).min], [1, 8]);
  s = s.call().deal(m('9h'));
  assert.equal(s.fixedBet, 4, 'and on the river');
  assert.deepEqual(s.stacks, [86, 86]);
  s.checkInvariants();
  s.close();
});

test('fixed limit: default bet sizes, the text and PHH of a hand, and no fixed bet in the other structures', () => {
  // 0 (the default): the small bet is the largest blind, the big bet twice it.
  const defaults = x.TableState.start({ stacks: [100, 100, 100], blinds: [5, 10], betting: x.Betting.FIXED_LIMIT });
  assert.equal(defaults.fixedBet, 10);
  assert.deepEqual(defaults.legalActions().find((a) => a.kind === BET_OR_RAISE), { kind: BET_OR_RAISE, min: 20,
    max: 20 });
  let s = defaults.call().call().check().deal(m('Ks 7d 2h')).check().check().check().deal(m('3s'));
  assert.equal(s.fixedBet, 20);
  // A state saved as text continues the same hand; as PHH it is an FT hand that replays to the same stacks.
  const restored = x.TableState.fromText(s.toText());
  assert.deepEqual(restored.info(), s.info());
  assert.deepEqual(restored.legalActions(), s.legalActions());
  s = checkDown(s.betOrRaiseTo(20).call().call(), ['8c']);
  const phh = s.toPhh();
  const hand = phh.json(0);
  assert.equal(hand.variant, 'FT');
  assert.deepEqual([hand.small_bet, hand.big_bet, hand.min_bet, hand.bring_in], [10, 20, undefined, undefined]);
  assert.deepEqual(phh.info().betting, x.Betting.FIXED_LIMIT);
  const replayed = phh.replay();
  assert.deepEqual(replayed.stacks, s.stacks);
  assert.equal(replayed.betting, x.Betting.FIXED_LIMIT);
  // No and pot limit have no fixed bet, and count the raises too.
  const nl = x.TableState.start({ stacks: [100, 100], betting: 'no-limit' });
  assert.deepEqual([nl.betting, nl.fixedBet, nl.raises], [x.Betting.NO_LIMIT, 0, 0]);
  assert.equal(nl.betOrRaiseTo(7).raises, 1);
  const pl = x.TableState.start({ stacks: [100, 100], betting: 'Pot Limit' });
  assert.deepEqual([pl.betting, pl.potLimit, pl.fixedBet], [x.Betting.POT_LIMIT, true, 0]);
  for (const state of [defaults, restored, s, replayed, nl, pl]) state.close();
  phh.close();
});

test('the betting option: names and values, the defaults by game, refused values', () => {
  const start = (options) => x.TableState.start({ stacks: [100, 100], ...options });
  for (const [name, betting] of [['no-limit', 0], ['NL', 0], ['pot_limit', 1], ['pl', 1], ['fixed-limit', 2],
    ['limit', 2], ['FL', 2], ['Fixed Limit', 2], [x.Betting.FIXED_LIMIT, 2]]) {
    assert.equal(start({ betting: name }).betting, betting, String(name));
  }
  // By default each game's usual betting (usualTable): Omaha pot limit; Omaha hi/lo, stud and badugi fixed limit;
  // Hold'em, short deck and 2-7 single draw no limit.
  const defaults = [x.Game.HOLDEM, x.Game.SHORT_DECK, x.Game.OMAHA4, x.Game.OMAHA5, x.Game.OMAHA6, x.Game.OMAHA4_HILO,
    x.Game.OMAHA5_HILO, x.Game.LOWBALL27, x.Game.BADUGI].map((game) => start({ game }).betting);
  assert.deepEqual(defaults, [0, 0, 1, 1, 1, 2, 2, 0, 2]);
  assert.equal(start({ game: '2-7', draws: 3 }).betting, x.Betting.FIXED_LIMIT, 'triple draw');
  const studDefaults = ['stud', 'stud8', 'razz'].map((game) => start({ game, smallBet: 2, bringIn: 1 }).betting);
  assert.deepEqual(studDefaults, [2, 2, 2]);
  assert.equal(start({ game: 'plo8', betting: 'fixed-limit' }).betting, x.Betting.FIXED_LIMIT);
  assert.equal(start({ game: 'plo', potLimit: false }).betting, x.Betting.NO_LIMIT, 'potLimit still chooses');
  assert.throws(() => start({ betting: 'fixed-limit', potLimit: true }),
    (e) => e instanceof x.InvalidArgumentError && /not both/.test(e.message));
  assert.throws(() => start({ betting: 'spread-limit' }),
    (e) => e instanceof x.InvalidArgumentError && /spread-limit/.test(e.message) && /fixed-limit/.test(e.message));
  assert.throws(() => start({ betting: 3 }), x.InvalidArgumentError);
  assert.throws(() => start({ betting: true }), x.InvalidArgumentError);
  assert.throws(() => start({ betting: 'fixed-limit', smallBet: -2 }), x.InvalidArgumentError);
  assert.throws(() => start({ betting: 'fixed-limit', bigBet: 1.5 }), x.InvalidArgumentError);
  assert.throws(() => start({ smallBet: '2' }), TypeError);
  // Fixed-limit stud has no blind to size its bets from: the library names the game and the missing small bet.
  for (const game of ['stud', 'stud8', 'razz']) {
    assert.throws(() => start({ game, bringIn: 1 }), (e) => e instanceof x.InvalidArgumentError &&
      e.message.includes(x.gameName(game)) && e.message.includes('small_bet'), game);
  }
});

test('Omaha hi/lo: the pot splits between the best high and the best low, or the high scoops', () => {
  const holes = [m('Qs Qd Js Jd'), m('Ah 2h 9c 9d')];
  const split = checkDown(x.TableState.start({ stacks: [100, 100], blinds: [1, 2], game: x.Game.OMAHA4_HILO,
    holeCards: holes }), ['Qh 4d 5s', '8c', 'Kd']);
  assert.equal(split.betting, x.Betting.FIXED_LIMIT, 'the usual betting of Omaha hi/lo');
  // Three queens take the high half, A-2-4-5-8 the low half: 2 chips each.
  assert.deepEqual(split.won, [2, 2]);
  assert.deepEqual(split.stacks, [100, 100], 'back to the start');
  assert.deepEqual(split.potResults(), [{ amount: 4, eligible: [0, 1], winners: [0, 1], won: [2, 2],
    highWinners: [0], lowWinners: [1], oddChips: 0, oddChipSeats: [], order: [1, 0] }]);
  // No three board cards of eight or lower: no low qualifies and the high hand scoops.
  const scoop = checkDown(x.TableState.start({ stacks: [100, 100], blinds: [1, 2], game: 'plo8',
    holeCards: [m('Ah Kh 2c 3c'), m('Qs Qd Js Jd')] }), ['Qh 4d 5s', '9c', 'Td']);
  assert.deepEqual(scoop.won, [0, 4]);
  assert.deepEqual(scoop.stacks, [98, 102]);
  assert.deepEqual(scoop.potResults()[0].winners, [1]);
  // Fixed-limit Omaha hi/lo is written as the PHH variant FO/8 and replays to the same stacks.
  const fo8 = x.TableState.start({ stacks: [100, 100], game: x.Game.OMAHA4_HILO, betting: 'fixed-limit',
    holeCards: holes });
  const document = checkDown(fo8, ['Qh 4d 5s', '8c', 'Kd']).toPhh();
  assert.equal(document.json(0).variant, 'FO/8');
  assert.deepEqual(document.replay().stacks, [100, 100]);
  // Five-card hi/lo deals five hole cards.
  const plo5 = x.TableState.start({ stacks: [100, 100], game: x.Game.OMAHA5_HILO, seed: 9n });
  assert.equal(x.maskToIds(plo5.holeMasks[0]).length, 5);
  for (const state of [split, scoop, fo8, plo5]) state.close();
  document.close();
});

test('short deck: a card below six is refused by name, and random dealing never deals one', () => {
  const s = x.TableState.start({ stacks: [100, 100], blinds: [1, 2], game: x.Game.SHORT_DECK });
  assert.equal(s.game, x.Game.SHORT_DECK);
  assert.equal(s.betting, x.Betting.NO_LIMIT);
  const flop = s.call().check();
  assert.throws(() => flop.deal(m('2c 7d 8h')), (e) => e instanceof x.IllegalActionError && e.message.includes('2c'));
  assert.throws(() => x.TableState.start({ stacks: [100, 100], game: 'short deck', holeCards: [m('5s 6s'), null] }),
    (e) => e instanceof x.InvalidArgumentError && e.message.includes('5s'));
  assert.equal(flop.deal(m('6c 7d 8h')).street, x.Street.FLOP);
  const seen = new Set();
  for (let seed = 1n; seed <= 40n; seed++) {
    let hand = x.TableState.start({ stacks: [100, 100, 100, 100, 100, 100], game: 'short deck', seed });
    while (!hand.isFinished) hand = hand.phase === x.Phase.DEALING ? hand.dealRandom() : hand.checkOrCall();
    const dealt = hand.holeMasks.reduce((all, hole) => all | hole, hand.board);
    const ids = x.maskToIds(dealt);
    assert.equal(ids.length, 6 * 2 + 5, 'no card dealt twice');
    for (const id of ids) {
      assert.ok(x.cardRank(id) >= 6, `seed ${seed}: ${x.cardName(id)} is below six`);
      seen.add(id);
    }
    hand.close();
  }
  assert.equal(seen.size, 36, 'every card of the short deck comes');
  s.close();
});
