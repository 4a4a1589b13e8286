'use strict';

// Replays tests/vectors/sites.json (or $XIAPL_VECTORS_DIR's): site texts read
// into PHH, the report of the hands left out, and each kept hand written as
// PokerStars text. The Python, Go and Rust suites replay the same file.

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const x = require('..');

const DIR = process.env.XIAPL_VECTORS_DIR || path.join(__dirname, '..', '..', '..', 'tests', 'vectors');
const { cases } = JSON.parse(fs.readFileSync(path.join(DIR, 'sites.json'), 'utf8'));

describe('site hand histories', () => {
  it('replays the shared vectors', () => {
    assert.ok(cases.length >= 10);
    for (const c of cases) {
      if (c.status !== 'XIAPL_OK') {
        assert.throws(() => x.readSites(c.text, c.site), (e) => e instanceof x.XiaplError && e.statusName === c.status, c.name);
        continue;
      }
      const { phh, report } = x.readSites(c.text, c.site);
      assert.equal(report.hands, c.hands, c.name);
      assert.equal(report.kept, c.kept, c.name);
      assert.equal(phh.count, c.kept, c.name);
      assert.deepEqual(report.failures, c.failures, c.name);
      if (c.kept > 0) assert.equal(phh.text(x.PHH_ALL), c.phh, c.name);
      c.pokerstars.forEach((want, i) => {
        if (want === null) {
          assert.throws(() => phh.pokerStars(i), (e) => e instanceof x.XiaplError && e.statusName === 'XIAPL_ERR_UNSUPPORTED', c.name);
        } else {
          assert.equal(phh.pokerStars(i), want, c.name);
        }
      });
      phh.close();
    }
  });

  it('lists the formats it reads and refuses others', () => {
    for (const site of x.SITES) assert.equal(x.readSites('', site).report.hands, 0);
    assert.throws(() => x.readSites('', 'nosuchsite'), (e) => e.message.includes(x.SITES.join(', ')));
    assert.throws(() => x.readSites(12), TypeError);
  });
});
