'use strict';

const { lib, invalid, finalizer } = require('./native');
const { toCount, toIdArray, toMask, toU64 } = require('./convert');

// Frees the C deck of a Deck that was garbage-collected without close().
const registry = finalizer('Deck', lib.xiapl_deck_destroy);

/**
 * The ordered cards still in a deck. A new or reset deck holds the 52 cards
 * in id order; dealing takes cards from the front. shuffle(seed) gives the
 * same order for the same seed on every platform and in every binding
 * (xoshiro256** seeded through SplitMix64, docs/rng.md). A failing method
 * leaves the deck unchanged. Call close() when done (or use `using`).
 */
class Deck {
  #handle;

  constructor() {
    const out = [null];
    lib.xiapl_deck_create(out);
    this.#handle = out[0];
    registry.register(this, this.#handle, this);
  }

  #live() {
    if (this.#handle === null) throw invalid('the deck is closed; create a new Deck');
    return this.#handle;
  }

  /** Shuffle the remaining cards with a 64-bit seed (bigint or number). */
  shuffle(seed) {
    lib.xiapl_deck_shuffle(this.#live(), toU64(seed, 'seed'));
    return this;
  }

  /** Take `count` cards from the front (ids). More than remain throws InvalidArgumentError. */
  deal(count = 1) {
    const n = toCount(count, 'number of cards to deal');
    const handle = this.#live();
    const ids = new Int32Array(52);
    const length = new BigUint64Array(1);
    lib.xiapl_deck_deal(handle, n, ids, Math.min(n, 52), length);
    return Array.from(ids.subarray(0, Number(length[0])));
  }

  /** Discard `count` cards from the front. */
  burn(count = 1) {
    lib.xiapl_deck_burn(this.#live(), toCount(count, 'number of cards to burn'));
    return this;
  }

  /** Take the cards of a mask out of the deck; a card no longer there throws and nothing is removed. */
  remove(mask) {
    lib.xiapl_deck_remove(this.#live(), toMask(mask));
    return this;
  }

  /** Put all 52 cards back, in id order. */
  reset() {
    lib.xiapl_deck_reset(this.#live());
    return this;
  }

  /** The card ids still in the deck, front first. */
  cards() {
    const ids = new Int32Array(52);
    const length = new BigUint64Array(1);
    lib.xiapl_deck_cards(this.#live(), ids, 52, length);
    return Array.from(ids.subarray(0, Number(length[0])));
  }

  /**
   * Replace the deck's cards by `ids`, front first: 0 to 52 distinct card ids
   * 0..51 (an array or Int32Array). An id out of range, a repeated id or more
   * than 52 ids throws InvalidArgumentError and leaves the deck unchanged.
   */
  setCards(ids) {
    const handle = this.#live();
    const array = toIdArray(ids, 'card ids');
    lib.xiapl_deck_set_cards(handle, array, array.length);
    return this;
  }

  /**
   * A new Deck holding the same cards in the same order, with its own C deck:
   * its deals and seeded shuffles match this deck's, and closing either
   * leaves the other valid. Close it too when done.
   */
  clone() {
    const ids = this.cards();
    const copy = new Deck();
    try {
      copy.setCards(ids);
    } catch (error) {
      copy.close();
      throw error;
    }
    return copy;
  }

  /** The number of cards still in the deck. */
  get length() {
    return this.cards().length;
  }

  get closed() {
    return this.#handle === null;
  }

  /** Free the deck now; later calls throw. Closing twice is harmless. */
  close() {
    if (this.#handle !== null) {
      registry.unregister(this);
      lib.xiapl_deck_destroy(this.#handle);
      this.#handle = null;
    }
  }

  [Symbol.for('nodejs.dispose')]() {
    this.close();
  }
}

if (typeof Symbol.dispose === 'symbol' && Symbol.dispose !== Symbol.for('nodejs.dispose')) {
  Deck.prototype[Symbol.dispose] = Deck.prototype.close;
}

module.exports = { Deck };
