'use strict';

// index.d.ts against the package: the values it declares are exactly the
// runtime exports, and types/check.ts (compiled by `npm run typecheck`, with
// unused imports refused) imports every declared name, so a new export or a
// removed one fails here until both files follow.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const ROOT = path.join(__dirname, '..');
const DECLARATIONS = fs.readFileSync(path.join(ROOT, 'index.d.ts'), 'utf8');
const CHECK = fs.readFileSync(path.join(ROOT, 'types', 'check.ts'), 'utf8');

/** The names index.d.ts exports: { values: const, function, class; types: type, interface }. */
function declared() {
  const values = new Set();
  const types = new Set();
  for (const [, kind, name] of DECLARATIONS.matchAll(/^export\s+(?:declare\s+)?(\w+)\s+(\w+)/gm)) {
    if (['const', 'let', 'function', 'class'].includes(kind)) values.add(name);
    else if (['type', 'interface'].includes(kind)) types.add(name);
    else assert.fail(`index.d.ts: an export this test does not read: export ${kind} ${name}`);
  }
  return { values, types };
}

/** The names of `import {...} from '..'` (values) and `import type {...} from '..'` in types/check.ts. */
function imported() {
  const names = { values: new Set(), types: new Set() };
  for (const [, type, list] of CHECK.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'\.\.';/gm)) {
    for (const name of list.split(',').map((s) => s.trim()).filter(Boolean)) (type ? names.types : names.values).add(name);
  }
  return names;
}

const sorted = (set) => [...set].sort();

test('index.d.ts declares exactly the runtime exports', () => {
  assert.doesNotMatch(DECLARATIONS, /^export\s*(\{|=|default|\*)/m, 'index.d.ts exports only by declaration');
  const { values, types } = declared();
  assert.ok(values.size > 50 && types.size > 20, 'the declarations were read');
  assert.deepEqual(sorted(values), sorted(Object.keys(x)));
  for (const name of types) assert.ok(!(name in x), `${name} is a type, not a runtime export`);
});

test('types/check.ts uses every declared export', () => {
  const { values, types } = declared();
  const names = imported();
  assert.deepEqual(sorted(names.values), sorted(values));
  assert.deepEqual(sorted(names.types), sorted(types));
});

test('the declared kinds match the runtime values', () => {
  for (const [, kind, name] of DECLARATIONS.matchAll(/^export\s+(const|function|class)\s+(\w+)/gm)) {
    const value = x[name];
    if (kind === 'const') assert.notEqual(typeof value, 'function', `${name} is a value`);
    else assert.equal(typeof value, 'function', `${name} is a ${kind}`);
    if (kind === 'class') assert.ok(/^class\b/.test(Function.prototype.toString.call(value)), `${name} is a class`);
  }
});
