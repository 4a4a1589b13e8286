'use strict';

// Hit tables (the header's analysis section, unstable tier): how much of a
// range's weight makes each hand category on a board and how much holds the
// common draws. The library classifies every combo; this module only reads
// its table.

const { lib, layout } = require('./native');
const { toMask } = require('./convert');
const { Range } = require('./equity');
const { CATEGORY_NAMES } = require('./eval');

const TABLE = layout('xiapl_hit_table');

if (TABLE.fields.flush_draw - TABLE.fields.made !== 8 * CATEGORY_NAMES.length) {
  throw new Error('xiapl_hit_table is expected to hold one double of made per hand category');
}

// The draws of a hit table, in the order tables show them (rows()).
const DRAWS = Object.freeze(['flushDraw', 'openEnded', 'gutshot', 'comboDraw', 'overcards']);

/**
 * A range's hits on a board: weights of the combos that share no card with
 * the board or the dead cards. made[k] is the weight of those whose hand is of
 * Category k (the nine sum to weight); a combo may hold several draws, which
 * are 0 on a river. Frozen.
 */
class HitTable {
  constructor(fields) {
    Object.assign(this, fields);
    Object.freeze(this);
  }

  /** A weight of this table as a share of the range's (0..1; 0 for an empty table). */
  share(weight) {
    return this.weight ? weight / this.weight : 0;
  }

  /** [label, weight] of every made category (CATEGORY_NAMES) then every draw, as tables show them. */
  rows() {
    return [
      ...CATEGORY_NAMES.map((name, k) => [name, this.made[k]]),
      ...DRAWS.map((name) => [name, this[name]]),
    ];
  }
}

/**
 * The hit table of `range` (a Range of Hold'em, short deck, PLO, PLO5 or PLO6)
 * on a board of 3 to 5 cards: made[k] is the weight of the combos whose hand
 * (evaluateHand's) is of Category k, and a draw counts only what the hand
 * makes (Hold'em: with a hole card, beating what the board alone makes;
 * Omaha: two hole cards and three board cards). Combos holding a board or
 * `dead` card are left out. A board of another size or a dead card on the
 * board throws InvalidArgumentError; a range of a hi/lo game throws
 * UnsupportedError.
 */
function hitTable(range, board, dead = 0n) {
  const handle = Range.handleOf(range);
  const boardMask = toMask(board, 'board');
  const deadMask = toMask(dead, 'dead');
  const buffer = Buffer.alloc(TABLE.size);
  buffer.writeUInt32LE(TABLE.size, 0);
  lib.xiapl_range_hits(handle, boardMask, deadMask, buffer);
  const made = CATEGORY_NAMES.map((_, k) => buffer.readDoubleLE(TABLE.fields.made + 8 * k));
  return new HitTable({
    game: range.game,
    combos: Number(buffer.readBigUInt64LE(TABLE.fields.combos)),
    weight: buffer.readDoubleLE(TABLE.fields.weight),
    made: Object.freeze(made),
    flushDraw: buffer.readDoubleLE(TABLE.fields.flush_draw),
    openEnded: buffer.readDoubleLE(TABLE.fields.open_ended),
    gutshot: buffer.readDoubleLE(TABLE.fields.gutshot),
    comboDraw: buffer.readDoubleLE(TABLE.fields.combo_draw),
    overcards: buffer.readDoubleLE(TABLE.fields.overcards),
  });
}

module.exports = { hitTable };
