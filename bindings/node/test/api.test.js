'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');
const native = require('../lib/native');

test('version and ABI are checked at load', () => {
  assert.match(x.version(), /^\d+\.\d+\.\d+/);
  assert.equal(x.ABI_VERSION, native.ABI_MAJOR * 1000 + native.ABI_MINOR);
  assert.equal(Math.floor(x.libraryAbiVersion() / 1000), native.ABI_MAJOR);
  assert.ok(x.libraryAbiVersion() % 1000 >= native.ABI_MINOR);
  assert.ok(fs.existsSync(x.libraryPath));
});

test('the ABI check: the same major, and a minor at least the package\'s', () => {
  const { ABI_MAJOR: major, ABI_MINOR: minor } = native;
  const refused = (found, [wantMajor, wantMinor] = [major, minor]) => assert.throws(
    () => native.abiCheck(found, '/lib/libxiapl.so', wantMajor, wantMinor),
    (e) => e instanceof x.LibraryLoadError &&
      e.message.includes(`C ABI ${Math.floor(found / 1000)}.${found % 1000} (xiapl_abi_version() = ${found})`) &&
      e.message.includes(`needs ABI ${wantMajor}.${wantMinor}`) && e.message.includes('/lib/libxiapl.so') &&
      /install/.test(e.message),
    `${found} for ${wantMajor}.${wantMinor}`);
  native.abiCheck(major * 1000 + minor, 'libxiapl.so');
  // major differs: refused, either way
  refused((major + 1) * 1000 + minor);
  refused((major - 1) * 1000 + minor);
  refused((major + 1) * 1000);
  // minor lower than the package's: refused
  refused(2000, [2, 1]);
  refused(2004, [2, 5]);
  // minor higher: accepted
  native.abiCheck(major * 1000 + minor + 1, 'libxiapl.so');
  native.abiCheck(2007, 'libxiapl.so', 2, 3);
  native.abiCheck(2003, 'libxiapl.so', 2, 3);
  // the ABI 1 of the libraries before major.minor
  refused(1);
});

test('the unstable tier check: only the tier the package is written for', () => {
  const expected = native.CONSTANTS.XIAPL_UNSTABLE_VERSION;
  native.unstableCheck(native.raw.xiapl_unstable_version(), 'libxiapl.so');
  for (const found of [expected - 1, expected + 1]) {
    assert.throws(() => native.unstableCheck(found, '/lib/libxiapl.so'),
      (e) => e instanceof x.LibraryLoadError && e.message.includes(`version ${found}`) &&
        e.message.includes(`version ${expected}`) && e.message.includes('/lib/libxiapl.so'));
  }
});

test('the ABI constants equal the installed header XIAPL_ABI_MAJOR / XIAPL_ABI_MINOR', (t) => {
  const include = process.env.XIAPL_INCLUDE_DIR;
  if (!include) {
    t.skip('XIAPL_INCLUDE_DIR (the include folder of an installed libxiapl) is not set');
    return;
  }
  const header = fs.readFileSync(path.join(include, 'xiapl', 'xiapl.h'), 'utf8');
  const define = (name) => Number(new RegExp(`^#define\\s+${name}\\s+(\\d+)\\s*$`, 'm').exec(header)[1]);
  assert.equal(define('XIAPL_ABI_MAJOR'), native.ABI_MAJOR);
  assert.equal(define('XIAPL_ABI_MINOR'), native.ABI_MINOR);
  assert.match(header, /#define\s+XIAPL_ABI_VERSION\s+\(XIAPL_ABI_MAJOR \* 1000 \+ XIAPL_ABI_MINOR\)/);
  assert.equal(x.ABI_VERSION, define('XIAPL_ABI_MAJOR') * 1000 + define('XIAPL_ABI_MINOR'));
});

test('library file names carry the ABI major, the versioned name first', () => {
  const major = native.ABI_MAJOR;
  assert.deepEqual(native.libraryFileNames('linux'), [`libxiapl.so.${major}`, 'libxiapl.so']);
  assert.deepEqual(native.libraryFileNames('darwin'), [`libxiapl.${major}.dylib`, 'libxiapl.dylib']);
  assert.ok(native.libraryFileNames('win32').includes('xiapl.dll'));
  const dir = path.dirname(x.libraryPath);
  const versioned = path.join(dir, native.libraryFileNames()[0]);
  if (fs.existsSync(versioned)) assert.equal(native.findLibrary({ XIAPL_LIB_DIR: dir }), versioned);
});

test('the library is found through XIAPL_LIB_DIR, and a wrong folder is refused clearly', () => {
  const dir = path.dirname(x.libraryPath);
  assert.equal(path.dirname(native.findLibrary({ XIAPL_LIB_DIR: dir })), dir);
  assert.throws(() => native.findLibrary({ XIAPL_LIB_DIR: '/nonexistent/xiapl' }),
    (e) => e instanceof x.LibraryLoadError && /XIAPL_LIB_DIR/.test(e.message));
  assert.throws(() => native.findLibrary({ XIAPL_LIBRARY: '/nonexistent/libxiapl.so' }), x.LibraryLoadError);
});

test('errors are typed by status and carry the library message', () => {
  assert.throws(() => x.parseCard('11h'), (e) => {
    assert.ok(e instanceof x.ParseError && e instanceof x.InvalidArgumentError && e instanceof x.XiaplError);
    assert.ok(e instanceof Error);
    assert.equal(e.name, 'ParseError');
    assert.equal(e.status, -2);
    assert.equal(e.statusName, 'XIAPL_ERR_PARSE');
    assert.match(e.message, /"11h"/);
    return true;
  });
  assert.throws(() => x.maskToIds(1n << 52n), (e) => e instanceof x.InvalidArgumentError && !(e instanceof x.ParseError));
  assert.equal(x.statusName(-4), 'XIAPL_ERR_LIMIT_EXCEEDED');
  assert.equal(x.statusName(-99), 'XIAPL_ERR_UNKNOWN');
});

test('masks are BigInts; numbers are accepted when safe, bad values refused before the call', () => {
  const mask = x.parseMask('As Ks 2c');
  assert.equal(typeof mask, 'bigint');
  assert.equal(mask, (1n << 51n) | (1n << 50n) | 1n);
  assert.equal(x.maskToString(mask), '2c Ks As');
  assert.equal(x.evaluateMask(Number(x.parseMask('7c 5d 4h 3s 2c'))), 1);
  assert.throws(() => x.evaluateMask(-1n), x.InvalidArgumentError);
  assert.throws(() => x.evaluateMask(1n << 64n), x.InvalidArgumentError);
  assert.throws(() => x.evaluateMask(2 ** 60), x.InvalidArgumentError);
  assert.throws(() => x.evaluateMask('AsKs'), TypeError);
  assert.throws(() => x.cardName(2 ** 40), x.InvalidArgumentError);
  assert.throws(() => x.cardName(52), x.InvalidArgumentError);
  assert.throws(() => x.parseCard(51), TypeError);
});

test('deck: close, double close, use after close, seeds as number or bigint', () => {
  const a = new x.Deck();
  const b = new x.Deck();
  a.shuffle(42);
  b.shuffle(42n);
  assert.deepEqual(a.cards(), b.cards());
  assert.equal(a.deal(2).length, 2);
  assert.equal(a.length, 50);
  assert.throws(() => a.deal(-1), x.InvalidArgumentError);
  assert.throws(() => a.deal(1000), x.InvalidArgumentError);
  assert.equal(a.length, 50);
  a.close();
  a.close();
  assert.ok(a.closed);
  assert.throws(() => a.cards(), x.InvalidArgumentError);
  b.close();
});

test('decks left to the garbage collector are freed by their finalizer', async () => {
  assert.equal(typeof global.gc, 'function', 'run the tests with node --expose-gc --test (npm test does)');
  const before = native.finalized.Deck;
  (() => {
    for (let i = 0; i < 2000; i += 1) new x.Deck().shuffle(i);
  })();
  for (let round = 0; round < 20 && native.finalized.Deck - before < 2000; round += 1) {
    global.gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  assert.equal(native.finalized.Deck - before, 2000);
});

test('batch calls: empty input, mismatched lengths, BigUint64Array without copy', () => {
  assert.deepEqual(x.evaluateMany([]), new Uint16Array(0));
  assert.deepEqual(x.evaluateHandsMany([], []), new Uint16Array(0));
  assert.throws(() => x.evaluateHandsMany([x.parseMask('2c3d4h')], []), x.InvalidArgumentError);
  const masks = new BigUint64Array([x.parseMask('AsKsQsJsTs'), x.parseMask('7c5d4h3s2c')]);
  assert.deepEqual(Array.from(x.evaluateMany(masks)), [x.STRENGTH_MAX, 1]);
  assert.throws(() => x.evaluateMany([x.parseMask('AsKsQsJsTs'), x.parseMask('2c')]), /item 1/);
  assert.throws(() => x.judge([], x.parseMask('2c3d4h')), x.InvalidArgumentError);
});

test('best hand, judge and names of a full house', () => {
  const board = x.parseMask('Ah Kh 7c 2d 2s');
  const aces = x.parseMask('Ad As');
  const deuces = x.parseMask('2h 2c');
  const best = x.bestHand(board, aces, x.Game.HOLDEM);
  assert.equal(x.maskToString(best.five), '2d Ad Ah 2s As');
  assert.equal(best.holeUsed, aces);
  assert.equal(x.handName(best.strength), 'full house, aces over twos');
  assert.equal(x.strengthCategory(best.strength), x.Category.FULL_HOUSE);
  assert.deepEqual(x.judge([aces, deuces], board), [1]);
  assert.equal(x.describeStrength(x.STRENGTH_MAX), 'Straight Flush [14]');
});

test('the public constants keep their values and order', () => {
  assert.deepEqual(x.Game, {
    HOLDEM: 0, OMAHA4: 1, OMAHA5: 2, OMAHA6: 3, SHORT_DECK: 4, OMAHA4_HILO: 5, OMAHA5_HILO: 6, STUD: 7, STUD_HILO: 8,
    RAZZ: 9, LOWBALL27: 10, BADUGI: 11,
  });
  assert.deepEqual(x.Ranking, {
    NONE: 0, HIGH: 1, SHORT_DECK: 2, EIGHT_OR_BETTER: 3, ACE_TO_FIVE: 4, DEUCE_TO_SEVEN: 5, BADUGI: 6,
  });
  assert.deepEqual(x.Category, {
    HIGH_CARD: 0, ONE_PAIR: 1, TWO_PAIR: 2, THREE_OF_A_KIND: 3, STRAIGHT: 4, FLUSH: 5, FULL_HOUSE: 6,
    FOUR_OF_A_KIND: 7, STRAIGHT_FLUSH: 8,
  });
  assert.deepEqual(x.CATEGORY_NAMES, ['HIGH_CARD', 'ONE_PAIR', 'TWO_PAIR', 'THREE_OF_A_KIND', 'STRAIGHT', 'FLUSH',
    'FULL_HOUSE', 'FOUR_OF_A_KIND', 'STRAIGHT_FLUSH']);
  assert.equal(x.STRENGTH_MAX, 7462);
  assert.deepEqual(x.SimulationMode, { EXACT: 0, MONTE_CARLO: 1, AUTO: 2 });
  assert.equal(x.TABLE_MAX_SEATS, 10);
  assert.deepEqual(x.Betting, { NO_LIMIT: 0, POT_LIMIT: 1, FIXED_LIMIT: 2 });
  assert.deepEqual(x.Phase, { BETTING: 0, DEALING: 1, FINISHED: 2, DRAWING: 3 });
  assert.deepEqual(x.Street, { PREFLOP: 0, FLOP: 1, TURN: 2, RIVER: 3 });
  assert.deepEqual(x.ActionKind, { FOLD: 0, CHECK: 1, CALL: 2, BET_OR_RAISE: 3, ALL_IN: 4, CHECK_OR_CALL: 5,
    BRING_IN: 6, DISCARD: 7 });
  assert.deepEqual(x.ACTION_NAMES, ['FOLD', 'CHECK', 'CALL', 'BET_OR_RAISE', 'ALL_IN', 'CHECK_OR_CALL', 'BRING_IN',
    'DISCARD']);
  assert.equal(x.DEAL_BOARD, 16);
  assert.equal(x.DEAL_HOLE, 17);
  for (const value of [x.Game, x.Ranking, x.Category, x.SimulationMode, x.Betting, x.Phase, x.Street, x.ActionKind]) {
    assert.ok(Object.isFrozen(value));
  }
});

test('evaluateMany of a batch longer than XIAPL_EVAL_MASKS_ONE_PASS: in parts, errors name the whole index', () => {
  const hands = ['AsKsQsJsTs2c7h', '7c5d4h3s2c9d', '2c2d2h2s3c3d4h', 'AhKdQcJs9h8d7c'].map((h) => x.parseMask(h));
  const masks = BigUint64Array.from({ length: 2 * 65536 + 5 }, (_, i) => hands[i % hands.length]);
  const strengths = x.evaluateMany(masks);
  for (const i of [0, 65535, 65536, 131072, masks.length - 1]) {
    assert.equal(strengths[i], x.evaluateMask(masks[i]), `strength ${i}`);
  }
  for (const bad of [3, 65543, masks.length - 2]) {
    const broken = masks.slice();
    broken[bad] = x.parseMask('2c3c4c5c');
    broken[broken.length - 1] = 1n << 60n; // a later bad mask is not the one reported
    assert.throws(() => x.evaluateMany(broken), new RegExp(`item ${bad}:`));
  }
});
