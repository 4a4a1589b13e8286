'use strict';

// The declarations koffi holds against ci/abi/baseline.json, what the C
// compiler recorded for xiapl.h: each struct's size and field offsets, the
// set of functions and each one's parameter and result types, the callback
// type and the constants.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const abi = require('../lib/abi');
const native = require('../lib/native');

const { koffi } = native;
const BASELINE = JSON.parse(fs.readFileSync(
  path.join(__dirname, '..', '..', '..', 'ci', 'abi', 'baseline.json'), 'utf8'));

const sorted = (values) => [...values].sort();
// The baseline writes types without spaces ("constxiapl_range*const*"); koffi
// keeps no const.
const bare = (text) => text.replace(/\s+/g, '').replace(/const/g, '');

test('the baseline is of this ABI', () => {
  assert.deepEqual(BASELINE.abi_version, [native.ABI_MAJOR, native.ABI_MINOR]);
  assert.deepEqual(BASELINE.abi_version, [abi.ABI_MAJOR, abi.ABI_MINOR]);
});

test('every struct has the baseline size and field offsets', () => {
  assert.deepEqual(sorted(Object.keys(native.STRUCT_TYPES)), sorted(Object.keys(BASELINE.structs)));
  for (const [name, layout] of Object.entries(BASELINE.structs)) {
    const { size, ...offsets } = layout;
    assert.equal(koffi.sizeof(name), size, `sizeof(${name})`);
    assert.deepEqual(sorted(abi.STRUCTS[name].map(([field]) => field)), sorted(Object.keys(offsets)), `${name} fields`);
    for (const [field, offset] of Object.entries(offsets)) {
      assert.equal(koffi.offsetof(name, field), offset, `offsetof(${name}, ${field})`);
    }
  }
});

test('the declared functions are the baseline functions', () => {
  const names = sorted(Object.keys(BASELINE.functions));
  assert.deepEqual(sorted(Object.keys(native.FUNCTIONS)), names);
  assert.deepEqual(sorted(Object.keys(native.raw)), names);
  assert.deepEqual(sorted(Object.keys(native.lib)), names);
});

test('each function has the baseline result and parameter types', () => {
  for (const [name, signature] of Object.entries(BASELINE.functions)) {
    const { result, arguments: parameters } = native.raw[name].info;
    const types = parameters.length ? parameters.map((p) => p.type.name).join(',') : 'void';
    assert.equal(bare(`${result.name}(${types})`), bare(signature), name);
  }
});

test('a status is checked exactly for the functions that return one', () => {
  for (const [name, { returnsStatus }] of Object.entries(native.FUNCTIONS)) {
    if (returnsStatus) {
      assert.equal(native.raw[name].info.result.name, 'int32_t', name);
      assert.notEqual(native.lib[name], native.raw[name], `${name} throws on a failing status`);
    } else {
      assert.equal(native.lib[name], native.raw[name], `${name} returns its value as is`);
    }
  }
  // a failing status throws through lib, and comes back as a number through raw
  const out = new Int32Array(1);
  assert.equal(native.raw.xiapl_card_parse('Zz', out), abi.CONSTANTS.XIAPL_ERR_PARSE);
  assert.throws(() => native.lib.xiapl_card_parse('Zz', out), (e) => e.status === abi.CONSTANTS.XIAPL_ERR_PARSE);
  assert.equal(native.lib.xiapl_card_parse('As', out), abi.CONSTANTS.XIAPL_OK);
  assert.equal(out[0], 51);
});

test('koffi writes back exactly the handle outputs (T **out_x)', () => {
  const expected = [];
  for (const [prototype] of abi.FUNCTIONS) {
    const name = /(xiapl_\w+)\s*\(/.exec(prototype)[1];
    const parameters = /\((.*)\)/.exec(prototype)[1].split(',');
    parameters.forEach((p, i) => {
      if (/\*\*\s*out_\w+$/.test(p.trim())) expected.push(`${name}:${i}`);
    });
  }
  assert.ok(expected.length >= 10, 'the header returns handles through T **out_x');
  const written = [];
  for (const [name, fn] of Object.entries(native.raw)) {
    fn.info.arguments.forEach((a, i) => {
      if (a.direction !== 'Input') written.push(`${name}:${i}`);
    });
  }
  assert.deepEqual(sorted(written), sorted(expected));
});

test('the callback type has the baseline signature, and the options struct holds a pointer to it', () => {
  assert.deepEqual(Object.keys(abi.CALLBACKS), Object.keys(BASELINE.callbacks));
  const field = koffi.type('xiapl_equity_options').members.progress.type;
  assert.equal(field.primitive, 'Callback');
  const { result, arguments: parameters } = field.proto;
  // The baseline keeps the parameter names: "int32_t(*xiapl_progress_fn)(void*user,uint64_tdone,uint64_ttotal)".
  const [, returned, list] = /^(.*)\(\*xiapl_progress_fn\)\((.*)\)$/.exec(BASELINE.callbacks.xiapl_progress_fn);
  assert.equal(bare(result.name), bare(returned));
  const baseline = list.split(',');
  assert.equal(parameters.length, baseline.length);
  parameters.forEach((p, i) => assert.ok(bare(baseline[i]).startsWith(bare(p.type.name)), `parameter ${i}`));
  assert.equal(native.PROGRESS_FN, field);
});

test('since ABI 2.4 the options struct ends with a pointer to xiapl_category_breakdown entries', () => {
  const options = koffi.type('xiapl_equity_options');
  const names = Object.keys(options.members);
  assert.equal(names[names.length - 1], 'breakdown');
  const field = options.members.breakdown;
  assert.equal(field.type.primitive, 'Pointer');
  assert.equal(field.type.ref, koffi.type('xiapl_category_breakdown'));
  const breakdown = koffi.type('xiapl_category_breakdown').members;
  for (const name of ['win', 'tie']) {
    assert.equal(breakdown[name].type.primitive, 'Array', name);
    assert.equal(breakdown[name].type.length, 9, name);
    assert.equal(breakdown[name].type.ref, koffi.type('double'), name);
  }
});

test('the constants of lib/abi.js are the baseline constants, besides the versions', () => {
  const { XIAPL_ABI_MAJOR, XIAPL_ABI_MINOR, XIAPL_ABI_VERSION, XIAPL_UNSTABLE_VERSION, ...rest } = abi.CONSTANTS;
  assert.deepEqual([XIAPL_ABI_MAJOR, XIAPL_ABI_MINOR], BASELINE.abi_version);
  assert.equal(XIAPL_UNSTABLE_VERSION, BASELINE.unstable_version);
  assert.equal(XIAPL_ABI_VERSION, XIAPL_ABI_MAJOR * 1000 + XIAPL_ABI_MINOR);
  // The library version changes with every release; the baseline records the ABI alone.
  const constants = Object.fromEntries(Object.entries(rest).filter(([name]) => !name.startsWith('XIAPL_VERSION_')));
  assert.deepEqual(constants, BASELINE.constants);
});
