'use strict';

// PHH documents on the real hand histories of tests/fixtures/phh: every file
// read and written back and replayed to its finishing stacks, whatever its
// variant (the board games NT, NS, PO, FT, FO/8, the stud games F7S, F7S/8, FR
// and the draw games N2L1D, F2L3D, FB); every replayed hand written as PHH and
// replayed again; errors naming the line; many texts in one call; a fold when
// checking was free kept and marked needless; actions and chips.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const FIXTURES = path.join(__dirname, '..', '..', '..', 'tests', 'fixtures', 'phh');
// The one Pluribus hand whose tie split an odd chip into halves: the file
// credits 0.5 to each winner, integer chips give the odd chip whole to the
// first winner clockwise from the button (docs/phh.md).
const FRACTIONAL_TIE = 'pluribus/32/23.phh';

/** Every .phh file under the fixtures folder, as [relative name, text], sorted. */
function fixtureFiles() {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.phh')) out.push([path.relative(FIXTURES, full).split(path.sep).join('/'), full]);
    }
  };
  walk(FIXTURES);
  return out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, full]) => [name, fs.readFileSync(full, 'utf8')]);
}

const FILES = fixtureFiles();

// What each variant code is: its game and betting, its family and its last street (a draw game's: its draws).
const VARIANTS = {
  NT: { count: 500, game: x.Game.HOLDEM, betting: x.Betting.NO_LIMIT, family: 'board', lastStreet: 3 },
  PO: { count: 8, game: x.Game.OMAHA4, betting: x.Betting.POT_LIMIT, family: 'board', lastStreet: 3 },
  NS: { count: 1, game: x.Game.SHORT_DECK, betting: x.Betting.NO_LIMIT, family: 'board', lastStreet: 3 },
  FT: { count: 7, game: x.Game.HOLDEM, betting: x.Betting.FIXED_LIMIT, family: 'board', lastStreet: 3 },
  'FO/8': { count: 14, game: x.Game.OMAHA4_HILO, betting: x.Betting.FIXED_LIMIT, family: 'board', lastStreet: 3 },
  F7S: { count: 13, game: x.Game.STUD, betting: x.Betting.FIXED_LIMIT, family: 'stud', lastStreet: 4 },
  'F7S/8': { count: 7, game: x.Game.STUD_HILO, betting: x.Betting.FIXED_LIMIT, family: 'stud', lastStreet: 4 },
  FR: { count: 10, game: x.Game.RAZZ, betting: x.Betting.FIXED_LIMIT, family: 'stud', lastStreet: 4 },
  N2L1D: { count: 7, game: x.Game.LOWBALL27, betting: x.Betting.NO_LIMIT, family: 'draw', lastStreet: 1 },
  F2L3D: { count: 8, game: x.Game.LOWBALL27, betting: x.Betting.FIXED_LIMIT, family: 'draw', lastStreet: 3 },
  FB: { count: 1, game: x.Game.BADUGI, betting: x.Betting.FIXED_LIMIT, family: 'draw', lastStreet: 3 },
};
const STUD = new Set(['F7S', 'F7S/8', 'FR']);

/** Reads every fixture: [[name, text, document]]; every file parses. */
function readAll() {
  return FILES.map(([name, text]) => [name, text, x.parsePhh(text)]);
}

const BASE = (action) => `variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = [
  "d dh p1 AsKs",
  "d dh p2 QdQh",
  ${action}
]
`;

test('every fixture file parses, whatever its variant, with the fields its variant takes', () => {
  assert.equal(FILES.length, 576);
  const counts = {};
  for (const [name, , document] of readAll()) {
    assert.equal(document.count, 1, name);
    const hand = document.json(0);
    const variant = VARIANTS[hand.variant];
    assert.ok(variant, `${name}: ${hand.variant}`);
    counts[hand.variant] = (counts[hand.variant] ?? 0) + 1;
    const info = document.info();
    assert.equal(info.game, variant.game, name);
    assert.equal(info.betting, variant.betting, name);
    assert.equal(info.potLimit, variant.betting === x.Betting.POT_LIMIT, name);
    assert.equal(info.playerCount, hand.starting_stacks.length, name);
    assert.equal(info.holes.length, info.playerCount, name);
    // Absent fields are the ones the variant does not take.
    const fixed = variant.betting === x.Betting.FIXED_LIMIT;
    assert.equal(hand.min_bet !== undefined, !fixed, `${name}: min_bet`);
    assert.equal(hand.small_bet !== undefined && hand.big_bet !== undefined, fixed, `${name}: small_bet, big_bet`);
    assert.equal(hand.bring_in !== undefined, STUD.has(hand.variant), `${name}: bring_in`);
    assert.equal(hand.blinds_or_straddles !== undefined, !STUD.has(hand.variant), `${name}: blinds_or_straddles`);
    if (variant.family !== 'board') assert.equal(info.board, 0n, `${name}: stud and draw hands have no board`);
    document.close();
  }
  assert.deepEqual(counts, Object.fromEntries(Object.entries(VARIANTS).map(([code, v]) => [code, v.count])));
  assert.equal(Object.values(VARIANTS).filter((v) => v.family !== 'board').reduce((n, v) => n + v.count, 0), 46);
});

test('an undefined variant code is refused at parse with its own status', () => {
  for (const code of ['XT', 'NLHE', 'F7']) {
    const text = BASE('"p2 f"').replace('"NT"', `"${code}"`);
    assert.throws(() => x.parsePhh(text), (e) => e instanceof x.UnsupportedError && !(e instanceof x.InvalidArgumentError) &&
      e.statusName === 'XIAPL_ERR_UNSUPPORTED' && e.status === -8 && e.message.includes(`'${code}'`) &&
      /not a PHH variant code/.test(e.message), code);
  }
});

test('text round trip: parse -> text -> parse gives the same JSON and the same text, in every variant', () => {
  for (const [name, , document] of readAll()) {
    const text = document.text();
    assert.equal(text, document.text(0), 'a one-hand document writes a .phh text');
    const again = x.parsePhh(text);
    assert.deepEqual(again.json(0), document.json(0), name);
    assert.equal(again.jsonText(), document.jsonText(), name);
    assert.equal(again.text(), text, name);
    // The library's JSON goes back into the same document. JSON.parse reads a
    // whole float (9950.0) as a number like any other, so the value rewritten
    // holds an integer there: the same amounts, the same replay.
    const fromJson = x.Phh.fromJson(document.jsonText(0));
    assert.equal(fromJson.text(), text, name);
    const fromValue = x.Phh.fromJson(document.json(0));
    assert.deepEqual(fromValue.json(0), document.json(0), name);
    for (const d of [document, again, fromJson, fromValue]) d.close();
  }
});

test('every fixture replays, and those with finishing_stacks to them exactly, in every variant', () => {
  let replayed = 0;
  let exact = 0;
  const exactByVariant = {};
  const withoutStacks = [];
  for (const [name, , document] of readAll()) {
    const state = document.replay();
    state.checkInvariants();
    replayed += 1;
    assert.equal(state.isFinished, true, name);
    assert.equal(state.seatCount, document.info().playerCount, name);
    const variant = document.json(0).variant;
    const finishing = document.json(0).finishing_stacks;
    if (finishing !== undefined) {
      const unit = document.chipUnit();
      if (name === FRACTIONAL_TIE) {
        // The file credits half chips; integer chips give one winner the odd chip.
        const amounts = state.stacks.map((s) => Number(x.chipsToAmount(unit, s)));
        const differences = amounts.map((a, i) => Math.abs(a - finishing[i])).sort();
        assert.deepEqual(differences, [0, 0, 0, 0, 0.5, 0.5], name);
        assert.throws(() => x.chipsFromAmount(unit, String(finishing[2])), x.InvalidArgumentError);
      } else {
        const want = finishing.map((f) => x.chipsFromAmount(unit, String(f)));
        assert.deepEqual(state.stacks, want, name);
        assert.deepEqual(state.stacks.map((s) => x.chipsToAmount(unit, s)), finishing.map(String), name);
        exact += 1;
        exactByVariant[variant] = (exactByVariant[variant] ?? 0) + 1;
      }
    } else {
      withoutStacks.push(variant);
    }
    const info = document.info();
    assert.deepEqual([state.game, state.betting], [info.game, info.betting], name);
    const family = VARIANTS[variant].family;
    assert.equal(state.lastStreet, VARIANTS[variant].lastStreet, name);
    if (family !== 'board') assert.equal(state.board, 0n, `${name}: no community card was needed`);
    state.close();
    document.close();
  }
  assert.equal(replayed, 576);
  assert.equal(exact, 570);
  assert.equal(exact + 1 + withoutStacks.length, FILES.length, 'every hand with finishing_stacks but one matches');
  assert.deepEqual(withoutStacks.sort(), ['F2L3D', 'FB', 'NS', 'NT', 'PO'], 'the hands without finishing_stacks');
  // Every stud and draw hand with finishing_stacks reproduces them, as every FT and FO/8 hand does.
  const withStacks = (code) => VARIANTS[code].count - withoutStacks.filter((v) => v === code).length;
  for (const code of ['FT', 'FO/8', 'F7S', 'F7S/8', 'FR', 'N2L1D', 'F2L3D']) {
    assert.equal(exactByVariant[code], withStacks(code), code);
  }
  assert.equal(exactByVariant.FB, undefined, 'the one badugi hand has no finishing_stacks; it replays to the end');
});

test('the stud and draw hands: hole deals, bring-ins and discards in the history, as their actions say', () => {
  let hands = 0;
  for (const [name, , document] of readAll()) {
    const hand = document.json(0);
    const family = VARIANTS[hand.variant].family;
    if (family === 'board') {
      document.close();
      continue;
    }
    hands += 1;
    const state = document.replay();
    const steps = state.history();
    const actions = hand.actions.map((line) => x.parsePhhAction(line));
    for (const action of actions) assert.ok(action.kind, `${name}: ${action.verb}`);
    const count = (predicate) => steps.filter(predicate).length;
    // One DEAL_HOLE step per "d dh" line, one DISCARD per "sd", one BRING_IN per "pb".
    assert.equal(count((h) => h.kind === x.DEAL_HOLE), actions.filter((a) => a.verb === 'dh').length, name);
    assert.equal(count((h) => h.kind === x.ActionKind.DISCARD), actions.filter((a) => a.verb === 'sd').length, name);
    assert.equal(count((h) => h.kind === x.ActionKind.BRING_IN), actions.filter((a) => a.verb === 'pb').length, name);
    for (const step of steps) {
      if (step.kind === x.DEAL_HOLE) {
        assert.equal(step.seat, null, name);
        assert.ok(step.to !== null && step.to < state.seatCount, name);
        assert.equal(step.up & ~step.cards, 0n, `${name}: the up cards are dealt cards`);
        if (family === 'draw') assert.equal(step.up, 0n, `${name}: no card is dealt face up in a draw game`);
      } else {
        assert.equal(step.to, null, name);
      }
    }
    // The cards each seat was dealt, known and unseen, add up to what it holds or threw away.
    const dealt = new Array(state.seatCount).fill(0);
    const thrown = new Array(state.seatCount).fill(0);
    for (const step of steps) {
      if (step.kind === x.DEAL_HOLE) dealt[step.to] += x.maskToIds(step.cards).length + step.unknown;
      if (step.kind === x.ActionKind.DISCARD) thrown[step.seat] += x.maskToIds(step.cards).length + step.unknown;
    }
    const held = state.holeMasks.map((h, s) => x.maskToIds(h).length + state.unknownCounts[s]);
    state.folded.forEach((folded, s) => {
      if (!folded) assert.equal(held[s], dealt[s] - thrown[s], `${name}: seat ${s}`);
    });
    // Every state on the way keeps the invariants and ends at the replay.
    const states = document.replayStates();
    for (const s of states) s.checkInvariants();
    assert.equal(states[states.length - 1].toText(), state.toText(), name);
    for (const s of states) s.close();
    state.close();
    document.close();
  }
  assert.equal(hands, 46);
});

test('every fixture\'s history replays from its start in one applyMany call, hole deals and draws included', () => {
  let hands = 0;
  for (const [name, , document] of readAll()) {
    const state = document.replay();
    const states = document.replayStates();
    const history = state.history();
    const again = states[0].applyMany(history);
    assert.deepEqual(again.stacks, state.stacks, name);
    assert.deepEqual(again.history(), history, name);
    assert.deepEqual(again.history().map((h) => [h.street, h.draw]), history.map((h) => [h.street, h.draw]), name);
    hands += 1;
    again.close();
    for (const s of states) s.close();
    state.close();
    document.close();
  }
  assert.equal(hands, 576);
});

test('every replayed hand written as PHH replays to the same state', () => {
  for (const [name, , document] of readAll()) {
    const unit = document.chipUnit();
    const state = document.replay();
    const written = state.toPhh(unit);
    assert.equal(written.json(0).variant, document.json(0).variant, name);
    const again = written.replay(0, unit);
    assert.deepEqual(again.stacks, state.stacks, name);
    assert.deepEqual(again.history(), state.history(), name);
    assert.equal(again.toText(), state.toText(), name);
    // Through its text too.
    const reread = x.parsePhh(written.text());
    assert.deepEqual(reread.replay(0, unit).stacks, state.stacks, name);
    for (const d of [written, reread, document]) d.close();
    again.close();
    state.close();
  }
});

test('replayTexts replays every fixture file on threads, as one by one', () => {
  const results = x.replayTexts(FILES.map(([, text]) => text), { threads: 2 });
  assert.equal(results.length, FILES.length);
  let states = 0;
  results.forEach((result, i) => {
    const [name, text] = FILES[i];
    assert.ok(result instanceof x.TableState, `${name}: ${result}`);
    const alone = x.parsePhh(text).replay();
    assert.deepEqual(result.stacks, alone.stacks, name);
    assert.deepEqual(result.won, alone.won, name);
    assert.equal(result.toText(), alone.toText(), name);
    alone.close();
    result.close();
    states += 1;
  });
  assert.equal(states, FILES.length);
  // The bytes of a file are taken as they are, a view at an offset too; one thread gives the same.
  const file = fs.readFileSync(path.join(FIXTURES, 'dwan-ivey-2009.phh'));
  const padded = new Uint8Array(file.length + 16);
  padded.set(file, 7);
  const bytes = x.replayTexts([file, padded.subarray(7, 7 + file.length)], { threads: 1 });
  for (const state of bytes) assert.deepEqual(state.stacks, [572100, 1997500, 1109500]);
  // A state outlives the document it was replayed from.
  const document = x.parsePhh(padded.subarray(7, 7 + file.length));
  const replayed = document.replay();
  document.close();
  assert.deepEqual(replayed.stacks, [572100, 1997500, 1109500]);
  assert.equal(replayed.toPhh().replay().toText(), replayed.toText());
  assert.deepEqual(x.replayTexts([]), []);
  assert.throws(() => x.replayTexts('one text'), TypeError);
  assert.throws(() => x.replayTexts([1]), TypeError);
  assert.throws(() => x.replayTexts([], { threads: -1 }), x.InvalidArgumentError);
});

test('a batch with bad texts among good ones: each bad text gets the error it gives alone', () => {
  const good = BASE('"p2 cbr 6", "p1 f"');
  const twoHands = x.Phh.fromJson([x.parsePhh(good).json(0), x.parsePhh(good).json(0)]).text();
  const texts = [
    good,
    BASE('"p2 xx"'), // not PHH
    good.replace('"NT"', '"XT"'), // not a variant code
    fs.readFileSync(path.join(FIXTURES, 'wsop-2023-43-5', '53.phh'), 'utf8'), // a stud hi/lo hand (F7S/8)
    BASE('"p2 cbr 3"'), // below the minimum raise
    twoHands, // a .phhs text of two hands
    '', // no hand at all (an empty .phhs text)
    good,
  ];
  const results = x.replayTexts(texts, { threads: 2 });
  assert.equal(results.length, texts.length);
  for (const i of [0, 7]) {
    assert.ok(results[i] instanceof x.TableState);
    assert.deepEqual(results[i].stacks, [98, 102], 'p1 posts the big blind heads-up and folds it');
  }
  const [, parse, unsupported, stud, refused, several, empty] = results;
  assert.ok(parse instanceof x.ParseError, String(parse));
  assert.match(parse.message, /line 9/);
  assert.match(parse.message, /'xx'/);
  assert.ok(unsupported instanceof x.UnsupportedError, String(unsupported));
  assert.match(unsupported.message, /'XT'/);
  assert.ok(stud instanceof x.TableState, String(stud));
  const studAlone = x.parsePhh(texts[3]);
  assert.equal(studAlone.json(0).variant, 'F7S/8');
  assert.deepEqual(stud.stacks, studAlone.replay().stacks);
  assert.deepEqual(stud.stacks, studAlone.json(0).finishing_stacks.map((f) => x.chipsFromAmount('1', String(f))));
  studAlone.close();
  assert.ok(refused instanceof x.InvalidArgumentError && !(refused instanceof x.ParseError), String(refused));
  assert.equal(refused.statusName, 'XIAPL_ERR_INVALID_ARGUMENT');
  assert.match(refused.message, /action 2 'p2 cbr 3'/);
  assert.match(refused.message, /minimum/);
  assert.ok(several instanceof x.InvalidArgumentError, String(several));
  assert.match(several.message, /2 hands/);
  assert.ok(empty instanceof x.InvalidArgumentError, String(empty));
  assert.match(empty.message, /0 hands/);
  const none = x.parsePhh('');
  assert.equal(none.count, 0);
  assert.equal(none.text(), '');
  assert.deepEqual(none.json(), []);
  assert.throws(() => none.replay(), (e) => e instanceof x.InvalidArgumentError && /no hands/.test(e.message));
  // The same errors alone.
  assert.throws(() => x.parsePhh(texts[4]).replay(), (e) => e.message === refused.message);
  assert.throws(() => x.parsePhh(texts[1]), (e) => e.message === parse.message);
  for (const r of [results[0], results[7], stud]) r.close();
});

test('malformed PHH throws ParseError naming the line and the token', () => {
  const cases = [
    ['"p2 xx"', "'xx'"],
    ['"p2 cbr 1,000"', "'1,000'"],
    ['"d db AsKd2c"', 'deals As again'],
    ['"p9 f"', "'p9'"],
    ['"d db Zz3c4c"', "'Zz3c4c'"],
  ];
  for (const [action, token] of cases) {
    assert.throws(() => x.parsePhh(BASE(action)), (e) => e instanceof x.ParseError &&
      e.statusName === 'XIAPL_ERR_PARSE' && e.message.includes('line 9') && e.message.includes(token), action);
  }
  assert.throws(() => x.parsePhh('variant = \n'), (e) => e instanceof x.ParseError && /line 1/.test(e.message));
  assert.throws(() => x.parsePhh(BASE('"p2 f"').replace('[100, 100]', '[100, -5]')),
    (e) => e instanceof x.ParseError && /negative/.test(e.message) && /line 5/.test(e.message));
  assert.throws(() => x.parsePhh(BASE('"p2 f"').replace('variant = "NT"\n', '')),
    (e) => e instanceof x.ParseError && /variant/.test(e.message));
  assert.throws(() => x.parsePhh('variant = "NT"\u0000\n'), x.ParseError);
  assert.throws(() => x.parsePhh(42), TypeError);
  assert.throws(() => x.Phh.fromJson('{"variant": "NT"}'), x.ParseError);
  assert.throws(() => new x.Phh(), TypeError);
});

test('a document of several hands: count, text of one or all, JSON, indexes checked', () => {
  const files = ['dwan-ivey-2009.phh', 'antonius-blom-2009.phh', 'pluribus/30/0.phh'];
  const hands = files.map((f) => x.parsePhh(fs.readFileSync(path.join(FIXTURES, f), 'utf8')));
  const all = x.Phh.fromJson(hands.map((h) => h.json(0)));
  assert.equal(all.count, 3);
  const text = all.text();
  assert.equal(text, all.text(x.PHH_ALL));
  assert.match(text, /^\[1\]\n/m);
  assert.match(text, /^\[3\]\n/m);
  const again = x.parsePhh(text);
  assert.equal(again.count, 3);
  assert.deepEqual(again.json(), all.json());
  hands.forEach((h, i) => {
    assert.equal(all.text(i), h.text(), files[i]);
    assert.deepEqual(all.json(i), h.json(0));
    assert.equal(all.chipUnit(i), h.chipUnit());
    assert.deepEqual(all.info(i), h.info());
    assert.deepEqual(all.boardCards(i), h.boardCards());
    assert.deepEqual(all.replay(i).stacks, h.replay().stacks);
  });
  assert.equal(all.chipUnit(1), '0.01');
  assert.throws(() => all.replay(3), (e) => e instanceof x.InvalidArgumentError && /0\.\.2/.test(e.message));
  assert.throws(() => all.text(3), x.InvalidArgumentError);
  assert.throws(() => all.json(-2), x.InvalidArgumentError);
  assert.throws(() => all.info(1.5), x.InvalidArgumentError);
  assert.equal(String(all), 'Phh (3 hands)');
  all.close();
  all.close();
  assert.equal(all.closed, true);
  assert.throws(() => all.count, (e) => e instanceof x.InvalidArgumentError && /closed/.test(e.message));
  assert.throws(() => all.text(), x.InvalidArgumentError);
  assert.equal(hands[0].count, 1, 'the documents it was built from stay open');
});

test('info and board cards: what the actions say about the cards', () => {
  const document = x.parsePhh(fs.readFileSync(path.join(FIXTURES, 'dwan-ivey-2009.phh'), 'utf8'));
  const info = document.info();
  assert.equal(info.game, x.Game.HOLDEM);
  assert.equal(info.potLimit, false);
  assert.equal(info.betting, x.Betting.NO_LIMIT);
  assert.equal(info.playerCount, 3);
  assert.deepEqual(info.holes, [x.parseMask('Ac2d'), 0n, x.parseMask('7h6h')]);
  assert.deepEqual(document.boardCards(), x.parseCards('Jc 3d 5c 4h Jh'), 'in the order dealt');
  assert.equal(info.board, x.maskFromIds(document.boardCards()));
  assert.deepEqual(document.json(0).players, ['Phil Ivey', 'Patrik Antonius', 'Tom Dwan']);
  const plo = x.parsePhh(fs.readFileSync(path.join(FIXTURES, 'antonius-blom-2009.phh'), 'utf8'));
  assert.equal(plo.info().game, x.Game.OMAHA4);
  assert.equal(plo.info().potLimit, true);
  // Decimal stacks replay in chips of the hand's unit, or of a smaller one.
  assert.equal(plo.chipUnit(), '0.01');
  const state = plo.replay();
  assert.deepEqual(state.stacks.map((s) => x.chipsToAmount('0.01', s)), ['1937923.75', '0']);
  assert.equal(state.game, x.Game.OMAHA4);
  assert.equal(state.potLimit, true);
  assert.equal(state.button, 1, 'the button is the last player');
  assert.deepEqual(plo.replay(0, '0.001').stacks, state.stacks.map((s) => s * 10));
  assert.throws(() => plo.replay(0, '1'), (e) => e instanceof x.InvalidArgumentError && /unit/.test(e.message));
  assert.throws(() => plo.replay(0, 'abc'), x.XiaplError);
});

test('replayStates: every state on the way, ending at the replay', () => {
  const document = x.parsePhh(fs.readFileSync(path.join(FIXTURES, 'dwan-ivey-2009.phh'), 'utf8'));
  const states = document.replayStates();
  const actions = document.json(0).actions.filter((a) => !/ dh | sm/.test(` ${a} `));
  assert.equal(states.length, actions.length + 1, 'after the forced bets, then each deal and action');
  states.forEach((s, i) => assert.equal(s.info().historyLength, i));
  const final = document.replay();
  assert.equal(states[states.length - 1].toText(), final.toText());
  assert.deepEqual(states[0].bets, [1000, 2000, 0]);
  // Every state knows the cards the whole hand shows.
  assert.deepEqual(states[0].holeMasks, final.holeMasks);
  for (const s of states) s.close();
  assert.throws(() => x.parsePhh(BASE('"p2 cbr 3"')).replayStates(), (e) => /action 2/.test(e.message));
});

test('a fold when checking was free is kept by the replay, marked needless, and saved in the text', () => {
  const document = x.parsePhh(BASE('"p2 cc", "p1 f"'));
  const state = document.replay();
  assert.equal(state.isFinished, true);
  assert.deepEqual(state.stacks, [98, 102], 'p1 (seat 0) loses the big blind');
  assert.equal(state.needlessFolds, 1);
  assert.equal(state.info().needlessFolds, 1);
  const steps = state.history();
  assert.deepEqual(steps.map((h) => [h.seat, h.kind, h.amount, h.needless]),
    [[1, x.ActionKind.CALL, 2, false], [0, x.ActionKind.FOLD, 0, true]]);
  assert.deepEqual(state.warnings(), ['p1 folds preflop when checking was free; the replay keeps the fold']);
  // The rules still never offer that fold: the state before it has no FOLD, and applyMany refuses the step.
  const states = document.replayStates();
  assert.equal(states.length, 3);
  assert.ok(!states[1].legalActions().some((a) => a.kind === x.ActionKind.FOLD));
  assert.equal(states[2].needlessFolds, 1);
  assert.throws(() => states[0].applyMany(steps), (e) => e instanceof x.IllegalStepError && e.index === 1);
  // The saved text keeps the fold as its own line and reads back to the same state.
  const text = state.toText();
  assert.ok(text.split('\n').includes('fold 0'), text);
  const restored = x.TableState.fromText(text);
  assert.equal(restored.needlessFolds, 1);
  assert.deepEqual(restored.history(), steps);
  assert.deepEqual(restored.stacks, [98, 102]);
  assert.equal(restored.toText(), text);
  // Many texts at once keep it too.
  const [batched] = x.replayTexts([BASE('"p2 cc", "p1 f"')]);
  assert.equal(batched.needlessFolds, 1);
  for (const s of [state, restored, batched, ...states]) s.close();
  document.close();
});

test('a hand without such folds has no needless step', () => {
  const document = x.parsePhh(fs.readFileSync(path.join(FIXTURES, 'dwan-ivey-2009.phh'), 'utf8'));
  const state = document.replay();
  assert.equal(state.needlessFolds, 0);
  assert.equal(state.info().needlessFolds, 0);
  assert.ok(state.history().length > 0);
  assert.ok(state.history().every((h) => h.needless === false));
  assert.deepEqual(state.warnings(), []);
  assert.ok(!state.toText().split('\n').some((line) => line.startsWith('fold ')));
  const folded = x.parsePhh(BASE('"p2 cbr 6", "p1 f"')).replay();
  assert.deepEqual([folded.needlessFolds, folded.history()[1].needless, folded.warnings().length], [0, false, 0],
    'a fold facing a raise is an ordinary fold');
  state.close();
  folded.close();
  document.close();
});

test('parsePhhAction reads one action line', () => {
  assert.deepEqual(x.parsePhhAction('p1 cbr 300'),
    { actor: 1, verb: 'cbr', kind: 'betOrRaise', player: null, cards: null, amount: '300', comment: null,
      cardIds: [], unknownCount: 0 });
  assert.deepEqual(x.parsePhhAction('d dh p2 AsKs # a note'),
    { actor: null, verb: 'dh', kind: 'dealHole', player: 2, cards: 'AsKs', amount: null, comment: 'a note',
      cardIds: [51, 50], unknownCount: 0 });
  assert.equal(x.parsePhhAction('p3 cbr 12.50').amount, '12.50', 'the decimal as written');
  assert.equal(x.parsePhhAction('d db 4h').kind, 'dealBoard');
  assert.equal(x.parsePhhAction('p2 sm').kind, 'showOrMuck');
  assert.equal(x.parsePhhAction('p2 f').kind, 'fold');
  assert.equal(x.parsePhhAction('p2 cc').kind, 'checkOrCall');
  assert.deepEqual(x.parsePhhAction('p3 pb'),
    { actor: 3, verb: 'pb', kind: 'bringIn', player: null, cards: null, amount: null, comment: null,
      cardIds: [], unknownCount: 0 });
  assert.deepEqual(x.parsePhhAction('p4 sd AsQs # two away'),
    { actor: 4, verb: 'sd', kind: 'standPatOrDiscard', player: null, cards: 'AsQs', amount: null, comment: 'two away',
      cardIds: [51, 49], unknownCount: 0 });
  assert.equal(x.parsePhhAction('p1 sd').cards, null, 'standing pat discards nothing');
  assert.deepEqual(x.parsePhhAction('#  no step of the hand '),
    { actor: null, verb: '', kind: '', player: null, cards: null, amount: null, comment: 'no step of the hand',
      cardIds: [], unknownCount: 0 });
  assert.equal(x.parsePhhAction('p1 sd ????').cards, '????');
  assert.throws(() => x.parsePhhAction('p1 xx'), (e) => e instanceof x.ParseError && /'p1 xx'/.test(e.message));
  assert.throws(() => x.parsePhhAction('p1 cbr 1,000'), x.ParseError);
  assert.throws(() => x.parsePhhAction(3), TypeError);
});

test('chips: exact decimal amounts in chips of a unit and back', () => {
  assert.equal(x.chipsFromAmount('0.5', '12.5'), 25);
  assert.equal(x.chipsFromAmount('0.25', '1259450.25'), 5037801);
  assert.equal(x.chipsFromAmount(1, 300), 300);
  assert.equal(x.chipsFromAmount('0.01', 0.1), 10, 'a number goes as its shortest decimal, not its binary value');
  assert.equal(x.chipsFromAmount('1', '1e3'), 1000);
  assert.equal(x.chipsFromAmount('1', -7n), -7);
  assert.equal(x.chipsToAmount('0.5', 25), '12.5');
  assert.equal(x.chipsToAmount('0.01', 193792375), '1937923.75');
  assert.equal(x.chipsToAmount('1', -3n), '-3');
  assert.throws(() => x.chipsFromAmount('1', '12.5'), (e) => e instanceof x.InvalidArgumentError &&
    !(e instanceof x.ParseError) && /smaller unit/.test(e.message));
  assert.throws(() => x.chipsFromAmount('1', '12,5'), x.ParseError);
  assert.throws(() => x.chipsFromAmount('0', '1'), x.InvalidArgumentError);
  assert.throws(() => x.chipsFromAmount('1', NaN), x.InvalidArgumentError);
  assert.throws(() => x.chipsFromAmount('1', '1\u00002'), x.InvalidArgumentError);
  assert.throws(() => x.chipsFromAmount('1', null), TypeError);
  assert.throws(() => x.chipsToAmount('1', 1.5), x.InvalidArgumentError);
  assert.throws(() => x.chipsToAmount('-1', 1), x.InvalidArgumentError);
  assert.equal(x.chipUnit(['12.5', 0.25]), '0.01');
  assert.equal(x.chipUnit([300, 2000n, '1e3']), '1');
  assert.equal(x.chipUnit(['0.001', '5']), '0.001');
  assert.equal(x.chipUnit([]), '1');
  assert.equal(x.chipUnit(new Set(['0.5'])), '0.1');
  assert.throws(() => x.chipUnit(['1', 'lots']), (e) => e instanceof x.ParseError && /lots/.test(e.message));
  assert.throws(() => x.chipUnit('12.5'), TypeError);
});

test('UnsupportedError is its own XiaplError', () => {
  const error = new x.UnsupportedError('no', -8, 'XIAPL_ERR_UNSUPPORTED');
  assert.ok(error instanceof x.XiaplError);
  assert.ok(!(error instanceof x.InvalidArgumentError));
  assert.equal(error.name, 'UnsupportedError');
  assert.equal(x.statusName(-8), 'XIAPL_ERR_UNSUPPORTED');
});
