'use strict';

// Outs (the header's analysis section, unstable tier): every card that could
// come next on a flop or turn board and where it leaves the hero against known
// hands. The library deals and judges each card; this module only reads its rows.

const { lib, layout, constants } = require('./native');
const { toMask, toMaskArray } = require('./convert');
const { Game, toGame } = require('./games');
const { evaluateHand } = require('./eval');

/** Where the hero stands among known hands (values of XIAPL_STANDING_*): worse < better. */
const Standing = constants('XIAPL_STANDING_');

const ROW = layout('xiapl_next_card');

// One row per card left in the deck: never more than 52.
const MAX_ROWS = 52;

/**
 * Every card that could come next on a board of 3 or 4 cards, and where it
 * leaves `hero` against `villains` (hole-card masks): Standing.AHEAD (the best
 * hand alone), SHARES (the best hand with others) or BEHIND. Hold'em, short
 * deck, PLO, PLO5 and PLO6; the hi/lo games and the games without a board throw
 * UnsupportedError. `dead` cards are out of the deck. Returns { now, strength,
 * cards: [{ card, standing, strength, isOut }] (one per card left in the
 * game's deck, by id), outs (the rows with isOut: a standing better than now),
 * count (outs.length) }; strengths are the hero's, evaluateHand's.
 */
function outs(hero, villains, board, gameType = Game.HOLDEM, dead = 0n) {
  const others = toMaskArray(villains, 'villains');
  const holes = new BigUint64Array(others.length + 1);
  holes[0] = toMask(hero, 'hero');
  holes.set(others, 1);
  const boardMask = toMask(board, 'board');
  const game = toGame(gameType);
  const buffer = Buffer.alloc(ROW.size * MAX_ROWS);
  const length = new BigUint64Array(1);
  const now = new Int32Array(1);
  lib.xiapl_eval_outs(game, holes, holes.length, boardMask, toMask(dead, 'dead'), buffer, MAX_ROWS, length, now);
  const cards = [];
  for (let i = 0; i < Number(length[0]); i++) {
    const at = i * ROW.size;
    cards.push(Object.freeze({
      card: buffer.readInt32LE(at + ROW.fields.card),
      standing: buffer.readInt32LE(at + ROW.fields.standing),
      strength: buffer.readInt32LE(at + ROW.fields.strength),
      isOut: buffer.readInt32LE(at + ROW.fields.is_out) !== 0,
    }));
  }
  const found = Object.freeze(cards.filter((row) => row.isOut));
  return Object.freeze({
    now: now[0],
    strength: evaluateHand(boardMask, holes[0], game),
    cards: Object.freeze(cards),
    outs: found,
    count: found.length,
  });
}

module.exports = { Standing, outs };
