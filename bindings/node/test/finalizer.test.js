'use strict';

// An object owning a C handle and dropped without close() has the handle
// freed by its finalizer; a closed one is never freed again. The suite runs
// with node --expose-gc so that these tests can collect on demand.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const x = require('..');
const { finalized } = require('../lib/native');

assert.equal(typeof global.gc, 'function', 'run the tests with node --expose-gc --test (npm test does)');

const turn = () => new Promise((resolve) => setImmediate(resolve));
const COUNT = 300;

const KINDS = {
  Deck: () => new x.Deck().shuffle(7),
  Range: () => x.Range.fromString('AA, KQs'),
  TableState: () => x.TableState.start({ stacks: [100, 100], seed: 3 }),
  CanonStream: () => x.generateCanonicalBoards(3, { chunkSize: 16 }),
  Phh: () => x.parsePhh('variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n' +
    'starting_stacks = [100, 100]\nactions = ["p2 f"]\n'),
};

/**
 * Collects until `done()` or a number of rounds pass. Each round starts a new
 * job: a WeakRef read by done() keeps its target until the job ends, and the
 * finalizers run in the turns between.
 */
async function collect(done) {
  for (let round = 0; round < 30; round += 1) {
    await turn();
    global.gc();
    if (done()) return;
  }
}

for (const [kind, make] of Object.entries(KINDS)) {
  test(`${kind}: dropped objects are freed by the finalizer`, async () => {
    const before = finalized[kind];
    assert.equal(typeof before, 'number');
    (() => {
      for (let i = 0; i < COUNT; i += 1) make();
    })();
    await collect(() => finalized[kind] - before >= COUNT);
    assert.equal(finalized[kind] - before, COUNT);
  });

  test(`${kind}: closed objects are not freed again when collected`, async () => {
    const refs = (() => {
      const out = [];
      for (let i = 0; i < COUNT; i += 1) {
        const object = make();
        object.close();
        out.push(new WeakRef(object));
      }
      return out;
    })();
    const before = finalized[kind];
    await collect(() => refs.every((ref) => ref.deref() === undefined));
    assert.ok(refs.every((ref) => ref.deref() === undefined), 'the closed objects were collected');
    await turn();
    assert.equal(finalized[kind], before);
  });
}
