'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

const m = (text) => x.parseMask(text);
const { FOLD, CHECK, CALL, BET_OR_RAISE, ALL_IN } = x.ActionKind;
const sum = (values) => values.reduce((a, b) => a + b, 0);

/** Chips are conserved and the library's invariants hold. */
function conserved(state) {
  state.checkInvariants();
  if (state.isFinished) {
    assert.equal(sum(state.stacks), state.totalChips);
    assert.equal(sum(state.won), sum(state.pots.map((p) => p.amount)));
  } else {
    assert.equal(sum(state.stacks) + state.potTotal, state.totalChips);
  }
}

test('standard blinds', () => {
  assert.deepEqual(x.standardBlinds(2, 0, 1, 2), [1, 2]); // heads-up: the button posts the small blind
  assert.deepEqual(x.standardBlinds(3, 0, 1, 2), [0, 1, 2]);
  assert.deepEqual(x.standardBlinds(6, 5, 5, 10), [5, 10, 0, 0, 0, 0]);
  assert.throws(() => x.standardBlinds(11, 0, 1, 2), x.InvalidArgumentError);
  assert.throws(() => x.standardBlinds(3, 3, 1, 2), x.InvalidArgumentError);
  assert.throws(() => x.standardBlinds(3, 0, -1, 2), x.InvalidArgumentError);
});

test('heads-up: blinds posted, legal actions, and a fold gives the pot to the other seat', () => {
  const s = x.TableState.start({ stacks: [100, 100], blinds: [1, 2], button: 0 });
  assert.equal(s.seatCount, 2);
  assert.equal(s.phase, x.Phase.BETTING);
  assert.equal(s.street, x.Street.PREFLOP);
  assert.equal(s.actor, 0, 'heads-up the button acts first preflop');
  assert.deepEqual(s.stacks, [99, 98]);
  assert.deepEqual(s.bets, [1, 2]);
  assert.equal(s.potTotal, 3);
  assert.equal(s.currentBet, 2);
  assert.equal(s.totalChips, 200);
  assert.equal(s.board, 0n);
  assert.deepEqual(s.legalActions(), [
    { kind: FOLD, min: 0, max: 0 },
    { kind: CALL, min: 1, max: 1 },
    { kind: BET_OR_RAISE, min: 4, max: 100 },
    { kind: ALL_IN, min: 100, max: 100 },
  ]);
  conserved(s);

  const folded = s.fold();
  assert.equal(folded.phase, x.Phase.FINISHED);
  assert.equal(folded.isFinished, true);
  assert.equal(folded.actor, null);
  assert.deepEqual(folded.legalActions(), []);
  // the big blind's uncalled chip goes back first: the pot awarded is the 2 both put in
  assert.deepEqual(folded.won, [0, 2]);
  assert.deepEqual(folded.pots, [{ amount: 2, eligible: [1] }]);
  assert.deepEqual(folded.stacks, [99, 101]);
  assert.deepEqual(folded.folded, [true, false]);
  conserved(folded);
  assert.equal(s.actor, 0, 'the earlier state is unchanged');
  assert.deepEqual(s.stacks, [99, 98]);
  s.close();
  folded.close();
});

test('an illegal action is refused with the rule and leaves the state unchanged', () => {
  const s = x.TableState.start({ stacks: [100, 100, 100], blinds: [1, 2], button: 0 });
  const before = s.info();
  assert.throws(() => s.check(), (e) => e instanceof x.IllegalActionError && e instanceof x.InvalidArgumentError &&
    e.statusName === 'XIAPL_ERR_INVALID_ARGUMENT' && /seat 0/.test(e.message));
  assert.throws(() => s.betOrRaiseTo(3), (e) => e instanceof x.IllegalActionError && /minimum raise/.test(e.message));
  assert.throws(() => s.betOrRaiseTo(500), x.IllegalActionError);
  assert.throws(() => s.apply(9), (e) => e instanceof x.IllegalActionError && /unknown/.test(e.message));
  assert.throws(() => s.deal(m('2c 3c 4c')), x.IllegalActionError);
  assert.throws(() => s.dealRandom(), x.IllegalActionError);
  assert.deepEqual(s.info(), before);
  conserved(s);
  s.close();
});

test('a three-handed hand to showdown: chips conserved and invariants at every step', () => {
  let s = x.TableState.start({ stacks: [200, 150, 80], blinds: [1, 2], button: 0,
    holeCards: [m('As Ks'), m('Qd Qh'), m('7c 2d')] });
  const steps = [
    (t) => t.betOrRaiseTo(6), (t) => t.call(), (t) => t.fold(),
    (t) => t.deal(m('Jc 3d 5c')), (t) => t.check(), (t) => t.betOrRaiseTo(10), (t) => t.call(),
    (t) => t.deal(m('8h')), (t) => t.check(), (t) => t.check(),
    (t) => t.deal(m('2s')), (t) => t.check(), (t) => t.check(),
  ];
  for (const step of steps) {
    const next = step(s);
    conserved(next);
    s.close();
    s = next;
  }
  assert.equal(s.isFinished, true);
  assert.equal(s.street, x.Street.RIVER);
  assert.equal(s.board, m('Jc 3d 5c 8h 2s'));
  assert.deepEqual(s.won, [0, 34, 0], 'QQ beats AK high: 6 + 6 + 2 preflop, 10 + 10 on the flop');
  assert.deepEqual(s.stacks, [184, 168, 78]);
  assert.deepEqual(s.holeMasks, [m('As Ks'), m('Qd Qh'), m('7c 2d')]);
  s.close();
});

test('all-in: side pots layered by contribution', () => {
  let s = x.TableState.start({ stacks: [50, 100, 100], blinds: [1, 2], button: 0,
    holeCards: [m('Ah Ad'), m('Kh Kd'), m('Qh Qd')] });
  s = s.allIn().allIn().call();
  assert.equal(s.phase, x.Phase.DEALING);
  assert.equal(s.cardsNeeded, 3);
  assert.deepEqual(s.allInSeats, [true, true, true]);
  assert.deepEqual(s.pots, [{ amount: 150, eligible: [0, 1, 2] }, { amount: 100, eligible: [1, 2] }]);
  conserved(s);
  s = s.deal(m('2c 7s 9d')).deal(m('3s')).deal(m('4c'));
  assert.equal(s.isFinished, true);
  assert.deepEqual(s.won, [150, 100, 0]);
  conserved(s);
});

test('pot limit Omaha: the maximum raise is the pot', () => {
  const s = x.TableState.start({ stacks: [100, 100], blinds: [1, 2], game: x.Game.OMAHA4 });
  const raise = s.legalActions().find((a) => a.kind === BET_OR_RAISE);
  assert.deepEqual(raise, { kind: BET_OR_RAISE, min: 4, max: 6 }, 'call 1, then raise the pot of 4: to 6');
  assert.throws(() => s.betOrRaiseTo(7), x.IllegalActionError);
  const nl = x.TableState.start({ stacks: [100, 100], blinds: [1, 2], game: x.Game.OMAHA4, potLimit: false });
  assert.equal(nl.legalActions().find((a) => a.kind === BET_OR_RAISE).max, 100);
});

test('applyMany equals the steps one by one, and names a refused step', () => {
  const start = x.TableState.start({ stacks: [100, 100], blinds: [1, 2], seed: 5n });
  const one = start.call().check().deal(m('2c 3c 4c')).betOrRaiseTo(10);
  const many = start.applyMany([
    { kind: CALL, seat: 0 }, { kind: CHECK }, { kind: x.DEAL_BOARD, amount: m('2c 3c 4c') },
    { kind: BET_OR_RAISE, amount: 10 },
  ]);
  assert.deepEqual(many.info(), one.info());
  assert.deepEqual(many.stacks, one.stacks);
  assert.deepEqual(start.applyMany([]).info(), start.info());
  assert.throws(() => start.applyMany([{ kind: CALL }, { kind: CHECK }, { kind: x.DEAL_BOARD, amount: m('2c 3c') }]),
    (e) => e instanceof x.IllegalStepError && e instanceof x.IllegalActionError && e.index === 2 &&
      /^step 2: /.test(e.message));
  assert.throws(() => start.applyMany([{ kind: CALL, seat: 1 }]), (e) => e instanceof x.IllegalStepError &&
    e.index === 0 && /seat 1/.test(e.message));
  assert.throws(() => start.applyMany([null]), TypeError);
  assert.equal(start.actor, 0);
});

test('a seed deals the same hole cards and board every time', () => {
  const play = () => {
    let s = x.TableState.start({ stacks: [100, 100, 100], seed: 42n });
    s = s.call().call().check();
    while (!s.isFinished) s = s.phase === x.Phase.DEALING ? s.dealRandom() : s.check();
    return s;
  };
  const a = play();
  const b = play();
  assert.deepEqual(a.holeMasks, b.holeMasks);
  assert.equal(a.board, b.board);
  assert.deepEqual(a.won, b.won);
  assert.equal(x.maskToIds(a.board).length, 5);
  const cards = a.holeMasks.reduce((acc, h) => acc | h, a.board);
  assert.equal(x.maskToIds(cards).length, 11, 'no card dealt twice');
  conserved(a);
});

test('bad configurations name the problem', () => {
  assert.throws(() => x.TableState.start({ stacks: [100, 0] }), (e) => e instanceof x.InvalidArgumentError &&
    /seat 1/.test(e.message));
  assert.throws(() => x.TableState.start({ stacks: [100] }), (e) => /2 to 10 seats/.test(e.message));
  assert.throws(() => x.TableState.start({ stacks: new Array(11).fill(100) }),
    (e) => /2 to 10 seats/.test(e.message));
  assert.throws(() => x.TableState.start({ stacks: [100, 100], holeCards: [m('As Ks')] }), x.InvalidArgumentError);
  assert.throws(() => x.TableState.start({ stacks: [100, 100], holeCards: [m('As Ks'), m('As Qs')] }),
    x.InvalidArgumentError);
  assert.throws(() => x.TableState.start({ stacks: [100, 100], button: 2 }), x.InvalidArgumentError);
  assert.throws(() => x.TableState.start({ stacks: [100, 100], antes: [1] }), (e) => /antes/.test(e.message));
  assert.throws(() => x.TableState.start({ stacks: [100, 2 ** 60] }), x.InvalidArgumentError);
  assert.throws(() => x.TableState.start({ stacks: [100, 1.5] }), x.InvalidArgumentError);
  assert.throws(() => x.TableState.start({}), TypeError);
  assert.throws(() => new x.TableState(), TypeError);
});

test('antes and per-seat blinds; a closed state refuses calls', () => {
  const s = x.TableState.start({ stacks: [100, 100, 100], seatBlinds: [0, 5, 10], antes: 1 });
  assert.deepEqual(s.stacks, [99, 94, 89]);
  assert.equal(s.potTotal, 18);
  assert.equal(s.currentBet, 10);
  conserved(s);
  s.close();
  s.close();
  assert.equal(s.closed, true);
  assert.throws(() => s.stacks, (e) => e instanceof x.InvalidArgumentError && /closed/.test(e.message));
  assert.throws(() => s.fold(), x.InvalidArgumentError);
});
