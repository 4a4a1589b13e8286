'use strict';

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');
const native = require('../lib/native');

test('version and ABI are checked at load', () => {
  assert.match(x.version(), /^\d+\.\d+\.\d+/);
  assert.equal(x.libraryAbiVersion(), x.ABI_VERSION);
  assert.ok(fs.existsSync(x.libraryPath));
  assert.throws(() => native.abiCheck(x.ABI_VERSION + 1, 'libxiapl.so'),
    (e) => e instanceof x.LibraryLoadError && /ABI version 2/.test(e.message));
});

test('the ABI constant equals the header XIAPL_ABI_VERSION', () => {
  const include = process.env.XIAPL_INCLUDE_DIR || path.join(__dirname, '..', '..', '..', 'capi', 'include');
  const header = fs.readFileSync(path.join(include, 'xiapl', 'xiapl.h'), 'utf8');
  assert.equal(Number(/#define\s+XIAPL_ABI_VERSION\s+(\d+)/.exec(header)[1]), x.ABI_VERSION);
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

test('decks left to the garbage collector are freed without a crash', () => {
  for (let i = 0; i < 2000; i += 1) new x.Deck().shuffle(i);
  if (global.gc) global.gc();
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
