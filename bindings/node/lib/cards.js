'use strict';

// Cards and masks. A card is an id 0..51 (id = suit * 13 + rank - 2, suits
// c, d, h, s = 0..3, ranks 2..14); a set of cards is a BigInt mask with bit id set.

const { lib } = require('./native');
const { toI32, toMask, toIdArray } = require('./convert');

const SUITS = 'cdhs';

/** Parse one card: "As", "td", "10h" (case-insensitive). Throws ParseError otherwise. */
function parseCard(text) {
  if (typeof text !== 'string') throw new TypeError(`parseCard takes a string, not ${typeof text}`);
  const out = new Int32Array(1);
  lib.xiapl_card_parse(text, out);
  return out[0];
}

/** Parse a list of cards: "AsKsQd", "As Ks, 10h", "2c-3c"; ids in input order. */
function parseCards(text) {
  if (typeof text !== 'string') throw new TypeError(`parseCards takes a string, not ${typeof text}`);
  const ids = new Int32Array(52);
  const length = new BigUint64Array(1);
  lib.xiapl_cards_parse(text, ids, 52, length);
  return Array.from(ids.subarray(0, Number(length[0])));
}

/** The two-character name of a card id ("As", "Th"). */
function cardName(id) {
  const buffer = Buffer.alloc(3);
  const length = new BigUint64Array(1);
  lib.xiapl_card_name(toI32(id, 'card id'), buffer, 3, length);
  return buffer.toString('latin1', 0, Number(length[0]));
}

/** 2..14 (11 = J, 12 = Q, 13 = K, 14 = A). */
function cardRank(id) {
  return (toI32(id, 'card id') % 13) + 2;
}

/** 'c', 'd', 'h' or 's'. */
function cardSuit(id) {
  return SUITS[Math.floor(toI32(id, 'card id') / 13)];
}

/** The mask of distinct card ids; an id outside 0..51 or given twice throws InvalidArgumentError. */
function maskFromIds(ids) {
  const array = toIdArray(ids, 'ids');
  const out = new BigUint64Array(1);
  lib.xiapl_mask_from_ids(array, array.length, out);
  return out[0];
}

/** The card ids of a mask, ascending; a bit >= 52 throws InvalidArgumentError. */
function maskToIds(mask) {
  const ids = new Int32Array(52);
  const length = new BigUint64Array(1);
  lib.xiapl_mask_to_ids(toMask(mask), ids, 52, length);
  return Array.from(ids.subarray(0, Number(length[0])));
}

/** The mask of the cards of a text ("AsKs", "As Ks"). */
function parseMask(text) {
  return maskFromIds(parseCards(text));
}

/** The cards of a mask as text, ascending by id: "2c Ks As". */
function maskToString(mask) {
  return maskToIds(mask).map(cardName).join(' ');
}

module.exports = { parseCard, parseCards, cardName, cardRank, cardSuit, maskFromIds, maskToIds, parseMask, maskToString };
