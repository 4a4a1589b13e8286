package xiapl

// #include <xiapl/xiapl.h>
import "C"

import "runtime"

// Deck is the ordered list of cards still in a deck. A new or reset deck holds
// the 52 cards in id order; dealing takes cards from the front. Shuffle(seed)
// gives the same order for the same seed on every platform and in every
// binding (docs/rng.md). A failing method leaves the deck unchanged.
//
// A Deck owns C memory: call Close when done (a finalizer frees it otherwise).
// It is not safe for concurrent use.
type Deck struct {
	handle *C.xiapl_deck
}

// NewDeck is a full deck in id order.
func NewDeck() (*Deck, error) {
	var handle *C.xiapl_deck
	unlock := lock()
	err := check(C.xiapl_deck_create(&handle))
	unlock()
	if err != nil {
		return nil, err
	}
	d := &Deck{handle: handle}
	runtime.SetFinalizer(d, (*Deck).Close)
	return d, nil
}

// Close frees the deck; later calls fail with ErrInvalidArgument. Closing
// twice is harmless.
func (d *Deck) Close() error {
	if d.handle != nil {
		C.xiapl_deck_destroy(d.handle)
		d.handle = nil
		runtime.SetFinalizer(d, nil)
	}
	return nil
}

func (d *Deck) live() error {
	if d == nil || d.handle == nil {
		return invalid("the deck is closed; create a new one with NewDeck")
	}
	return nil
}

// Shuffle shuffles the cards still in the deck with a seeded, specified RNG
// (xoshiro256** seeded through SplitMix64; seed 0 is an ordinary seed).
func (d *Deck) Shuffle(seed uint64) error {
	if err := d.live(); err != nil {
		return err
	}
	defer runtime.KeepAlive(d)
	defer lock()()
	return check(C.xiapl_deck_shuffle(d.handle, C.uint64_t(seed)))
}

// Deal takes n cards from the front. Asking for more cards than remain is an
// error matching ErrInvalidArgument, and the deck is unchanged.
func (d *Deck) Deal(n int) ([]Card, error) {
	if err := d.live(); err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, invalid("cannot deal %d cards; give a count >= 0", n)
	}
	var ids [52]C.int32_t
	var got C.uint64_t
	capacity := n
	if capacity > len(ids) {
		capacity = len(ids)
	}
	defer runtime.KeepAlive(d)
	defer lock()()
	if err := check(C.xiapl_deck_deal(d.handle, C.uint64_t(n), &ids[0], C.uint64_t(capacity), &got)); err != nil {
		return nil, err
	}
	cards := make([]Card, int(got))
	for i := range cards {
		cards[i] = Card(ids[i])
	}
	return cards, nil
}

// Burn discards n cards from the front.
func (d *Deck) Burn(n int) error {
	if err := d.live(); err != nil {
		return err
	}
	if n < 0 {
		return invalid("cannot burn %d cards; give a count >= 0", n)
	}
	defer runtime.KeepAlive(d)
	defer lock()()
	return check(C.xiapl_deck_burn(d.handle, C.uint64_t(n)))
}

// Remove takes the cards of the mask out of the deck, wherever they are. A
// card no longer in the deck is an error and nothing is removed.
func (d *Deck) Remove(cards Mask) error {
	if err := d.live(); err != nil {
		return err
	}
	defer runtime.KeepAlive(d)
	defer lock()()
	return check(C.xiapl_deck_remove(d.handle, C.uint64_t(cards)))
}

// Reset puts all 52 cards back, in id order.
func (d *Deck) Reset() error {
	if err := d.live(); err != nil {
		return err
	}
	defer runtime.KeepAlive(d)
	defer lock()()
	return check(C.xiapl_deck_reset(d.handle))
}

// Cards are the cards still in the deck, front first.
func (d *Deck) Cards() ([]Card, error) {
	if err := d.live(); err != nil {
		return nil, err
	}
	var ids [52]C.int32_t
	var n C.uint64_t
	defer runtime.KeepAlive(d)
	defer lock()()
	if err := check(C.xiapl_deck_cards(d.handle, &ids[0], 52, &n)); err != nil {
		return nil, err
	}
	cards := make([]Card, int(n))
	for i := range cards {
		cards[i] = Card(ids[i])
	}
	return cards, nil
}

// SetCards replaces the deck's cards by cards, front first: 0 to 52 distinct
// ids 0..51. An id out of range, a repeated id or more than 52 cards is an
// error matching ErrInvalidArgument, and the deck is unchanged.
func (d *Deck) SetCards(cards []Card) error {
	if err := d.live(); err != nil {
		return err
	}
	if len(cards) > 52 {
		return invalid("a deck holds at most 52 cards, not %d", len(cards))
	}
	ids := make([]C.int32_t, len(cards)+1) // +1: never a zero-length array
	for i, c := range cards {
		if int(c) != int(int32(c)) {
			return invalid("card id %d is out of range; card ids are 0..51", int(c))
		}
		ids[i] = C.int32_t(c)
	}
	defer runtime.KeepAlive(d)
	defer lock()()
	return check(C.xiapl_deck_set_cards(d.handle, &ids[0], C.uint64_t(len(cards))))
}

// Clone is a new deck holding the same cards in the same order, with its own
// C memory: its deals and seeded shuffles match this deck's, and closing
// either leaves the other valid. Close it too when done.
func (d *Deck) Clone() (*Deck, error) {
	cards, err := d.Cards()
	if err != nil {
		return nil, err
	}
	clone, err := NewDeck()
	if err != nil {
		return nil, err
	}
	if err := clone.SetCards(cards); err != nil {
		clone.Close()
		return nil, err
	}
	return clone, nil
}

// Len is the number of cards still in the deck (0 for a closed deck).
func (d *Deck) Len() int {
	cards, err := d.Cards()
	if err != nil {
		return 0
	}
	return len(cards)
}
