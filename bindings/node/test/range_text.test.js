'use strict';

// Ranges as text (toString and its round trip), any two cards, line breaks
// and weight blocks, and the top percent by combos.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');

test('toString is compact notation that parses back to the same range', () => {
  for (const [text, written] of [
    ['AA, KK, QQ, AKs', 'QQ+, AKs'],
    ['AKs, AKo', 'AK'],
    ['TT-88, KTs-K8s, AdKs:0.5', 'TT-88, KTs-K8s, AdKs:0.5'],
    ['', ''],
  ]) {
    const r = x.Range.fromString(text);
    assert.equal(r.toString(), written);
    assert.equal(`${r}`, written);
    const again = x.Range.fromString(written);
    assert.deepEqual(again.combos(), r.combos());
    r.close();
    again.close();
  }
  const plo = x.Range.fromString('AA**:0.5, KKQQds', x.Game.OMAHA4);
  const back = x.Range.fromString(plo.toString(), x.Game.OMAHA4);
  assert.deepEqual(back.combos(), plo.combos());
  plo.close();
  back.close();
  assert.throws(() => plo.toString(), x.InvalidArgumentError);
});

test('random ranges and the algebra round-trip through text', () => {
  let seed = 23;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const all = x.Range.all();
  const hands = all.combos();
  all.close();
  const random = () => {
    const density = next();
    const combos = [];
    for (const { mask } of hands) {
      if (next() < density) combos.push({ mask, weight: next() < 0.7 ? [1, 0.5, 0.25][Math.floor(next() * 3)] : 1 - next() });
    }
    return x.Range.fromCombos(combos);
  };
  for (let trial = 0; trial < 30; trial++) {
    const a = random();
    const b = random();
    for (const r of [a, b, a.union(b), a.intersection(b), a.difference(b)]) {
      const again = x.Range.fromString(r.toString());
      assert.deepEqual(again.combos(), r.combos(), r.toString());
      again.close();
      r.close();
    }
  }
});

test('any two cards, line breaks and weight blocks', () => {
  for (const text of ['random', 'XX', 'xx']) {
    const r = x.Range.fromString(text);
    assert.equal(r.size, 1326);
    r.close();
  }
  const blocks = x.Range.fromString('[75]AA,KK[/75]\nQQ');
  const items = x.Range.fromString('AA:0.75, KK:0.75, QQ');
  assert.deepEqual(blocks.combos(), items.combos());
  blocks.close();
  items.close();
  assert.throws(() => x.Range.fromString('[75]AA,[50]KK[/50][/75]'), /do not nest/);
});

test('the top percent by combos, and by classes as the default', () => {
  const byCombos = x.generateTopPercentRange(0.1, x.Game.HOLDEM, { by: 'combos' });
  assert.equal(byCombos.size, 134);
  assert.equal(byCombos.toString(), '66+, AT+, A8s+, KJs+');
  byCombos.close();
  const byClasses = x.generateTopPercentRange(0.1);
  assert.equal(byClasses.size, 104);
  byClasses.close();
  assert.throws(() => x.generateTopPercentRange(0.1, x.Game.HOLDEM, { by: 'hands' }), /'classes'/);
  assert.throws(() => x.generateTopPercentRange(0, x.Game.HOLDEM, { by: 'combos' }), x.InvalidArgumentError);
});
