package xiapl

// #include <stdlib.h>
// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"math/bits"
	"strings"
	"unsafe"
)

// Card is a card id 0..51: id = suit*13 + (rank-2), suits c, d, h, s = 0..3,
// ranks 2..14 (A = 14).
type Card int

// ParseCard reads exactly one card: a rank (2-9, T, J, Q, K, A, or 10) then a
// suit (c, d, h, s), case-insensitive: "As", "td", "10h". Anything else is an
// error matching ErrParse.
func ParseCard(text string) (Card, error) {
	ctext := C.CString(text)
	defer C.free(unsafe.Pointer(ctext))
	var id C.int32_t
	defer lock()()
	if err := check(C.xiapl_card_parse(ctext, &id)); err != nil {
		return 0, err
	}
	return Card(id), nil
}

// ParseCards reads a list of cards written together ("AsKsQd") or separated
// by spaces, commas or dashes ("As Ks, 10h"), in input order. A card given
// twice is an error matching ErrParse. Blank text is an empty list.
func ParseCards(text string) ([]Card, error) {
	ctext := C.CString(text)
	defer C.free(unsafe.Pointer(ctext))
	var ids [52]C.int32_t
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_cards_parse(ctext, &ids[0], 52, &n)); err != nil {
		return nil, err
	}
	cards := make([]Card, int(n))
	for i := range cards {
		cards[i] = Card(ids[i])
	}
	return cards, nil
}

// MustParseCards is ParseCards for literals in programs and tests: it panics
// on an error.
func MustParseCards(text string) []Card {
	cards, err := ParseCards(text)
	if err != nil {
		panic(err)
	}
	return cards
}

// Valid reports whether c is one of the 52 card ids.
func (c Card) Valid() bool { return c >= 0 && c < 52 }

// Rank is 2..14 (11 = J, 12 = Q, 13 = K, 14 = A).
func (c Card) Rank() int { return int(c)%13 + 2 }

// Suit is 'c', 'd', 'h' or 's'.
func (c Card) Suit() byte { return "cdhs"[int(c)/13] }

// Mask is the one-card mask of c.
func (c Card) Mask() Mask { return Mask(1) << uint(c) }

// String is the two-character name ("As", "Th"), or "Card(n)" for an id
// outside 0..51.
func (c Card) String() string {
	if !c.Valid() {
		return fmt.Sprintf("Card(%d)", int(c))
	}
	var buf [3]C.char
	var n C.uint64_t
	if C.xiapl_card_name(C.int32_t(c), &buf[0], 3, &n) != C.XIAPL_OK {
		return fmt.Sprintf("Card(%d)", int(c))
	}
	return C.GoStringN(&buf[0], C.int(n))
}

// Mask is a set of cards: bit id set for each card. Bits 52..63 are never valid.
type Mask uint64

// MaskOf is the mask of distinct cards; an id outside 0..51 or a card given
// twice is an error matching ErrInvalidArgument.
func MaskOf(cards ...Card) (Mask, error) {
	ids := make([]C.int32_t, len(cards)+1) // +1: never a zero-length array
	for i, c := range cards {
		if int(c) != int(int32(c)) {
			return 0, invalid("card id %d is out of range; card ids are 0..51", int(c))
		}
		ids[i] = C.int32_t(c)
	}
	var mask C.uint64_t
	defer lock()()
	if err := check(C.xiapl_mask_from_ids(&ids[0], C.uint64_t(len(cards)), &mask)); err != nil {
		return 0, err
	}
	return Mask(mask), nil
}

// ParseMask is the mask of the cards of a text ("AsKs", "As Ks, 10h").
func ParseMask(text string) (Mask, error) {
	cards, err := ParseCards(text)
	if err != nil {
		return 0, err
	}
	return MaskOf(cards...)
}

// MustParseMask is ParseMask for literals: it panics on an error.
func MustParseMask(text string) Mask {
	mask, err := ParseMask(text)
	if err != nil {
		panic(err)
	}
	return mask
}

// Cards are the cards of the mask, ascending by id; a bit >= 52 is an error
// matching ErrInvalidArgument.
func (m Mask) Cards() ([]Card, error) {
	var ids [52]C.int32_t
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_mask_to_ids(C.uint64_t(m), &ids[0], 52, &n)); err != nil {
		return nil, err
	}
	cards := make([]Card, int(n))
	for i := range cards {
		cards[i] = Card(ids[i])
	}
	return cards, nil
}

// Len is the number of cards in the mask.
func (m Mask) Len() int { return bits.OnesCount64(uint64(m)) }

// Has reports whether the card is in the mask.
func (m Mask) Has(c Card) bool { return c.Valid() && m&c.Mask() != 0 }

// String lists the cards ("2c Ks As"), or "Mask(0x...)" if a bit >= 52 is set.
func (m Mask) String() string {
	cards, err := m.Cards()
	if err != nil {
		return fmt.Sprintf("Mask(%#x)", uint64(m))
	}
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	return strings.Join(names, " ")
}
