package xiapl

// Board facts (flop textures and flop classes) and a hand's money facts are
// in xiapl.h's unstable tier (XIAPL_UNSTABLE_API, defined for the package in
// cgo_unstable.go); Game.Deck is in the stable tier.

// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"runtime"
)

// FlopSuits is how many suits a flop has.
type FlopSuits int32

// The suits of xiapl.h (XIAPL_FLOP_SUITS_*).
const (
	FlopMonotone FlopSuits = C.XIAPL_FLOP_SUITS_MONOTONE // one suit
	FlopTwoTone  FlopSuits = C.XIAPL_FLOP_SUITS_TWO_TONE // two suits
	FlopRainbow  FlopSuits = C.XIAPL_FLOP_SUITS_RAINBOW  // three suits
)

// String is "monotone", "two-tone" or "rainbow".
func (s FlopSuits) String() string {
	switch s {
	case FlopMonotone:
		return "monotone"
	case FlopTwoTone:
		return "two-tone"
	case FlopRainbow:
		return "rainbow"
	}
	return fmt.Sprintf("FlopSuits(%d)", int32(s))
}

// FlopPairing is how many ranks a flop has.
type FlopPairing int32

// The pairings of xiapl.h (XIAPL_FLOP_PAIRING_*).
const (
	FlopUnpaired FlopPairing = C.XIAPL_FLOP_PAIRING_UNPAIRED // three ranks
	FlopPaired   FlopPairing = C.XIAPL_FLOP_PAIRING_PAIRED   // two ranks
	FlopTrips    FlopPairing = C.XIAPL_FLOP_PAIRING_TRIPS    // one rank
)

// String is "unpaired", "paired" or "trips".
func (p FlopPairing) String() string {
	switch p {
	case FlopUnpaired:
		return "unpaired"
	case FlopPaired:
		return "paired"
	case FlopTrips:
		return "trips"
	}
	return fmt.Sprintf("FlopPairing(%d)", int32(p))
}

// FlopLabel is a flop's one texture label: the first that holds of
// monotone, paired (a pair or trips), connected, two-tone, rainbow.
type FlopLabel int32

// The labels of xiapl.h (XIAPL_FLOP_TEXTURE_*).
const (
	TextureMonotone  FlopLabel = C.XIAPL_FLOP_TEXTURE_MONOTONE
	TexturePaired    FlopLabel = C.XIAPL_FLOP_TEXTURE_PAIRED
	TextureConnected FlopLabel = C.XIAPL_FLOP_TEXTURE_CONNECTED
	TextureTwoTone   FlopLabel = C.XIAPL_FLOP_TEXTURE_TWO_TONE
	TextureRainbow   FlopLabel = C.XIAPL_FLOP_TEXTURE_RAINBOW
)

// String is "monotone", "paired", "connected", "two-tone" or "rainbow".
func (l FlopLabel) String() string {
	switch l {
	case TextureMonotone:
		return "monotone"
	case TexturePaired:
		return "paired"
	case TextureConnected:
		return "connected"
	case TextureTwoTone:
		return "two-tone"
	case TextureRainbow:
		return "rainbow"
	}
	return fmt.Sprintf("FlopLabel(%d)", int32(l))
}

// FlopTexture is a flop's texture: its suits, its pairing, whether one
// straight of the game can use its three ranks (the ace high or low; in short
// deck low in A-6-7-8-9), and the one label.
type FlopTexture struct {
	Texture   FlopLabel
	Suits     FlopSuits
	Pairing   FlopPairing
	Connected bool
}

// FlopTextureOf is the texture of a flop (three cards of the game's deck) of a
// board game (Hold'em, short deck, Omaha); anything else is an error matching
// ErrInvalidArgument.
func FlopTextureOf(game Game, flop Mask) (FlopTexture, error) {
	var texture, suits, pairing, connected C.int32_t
	defer lock()()
	if err := check(C.xiapl_flop_texture(C.int32_t(game), C.uint64_t(flop), &texture, &suits, &pairing,
		&connected)); err != nil {
		return FlopTexture{}, err
	}
	return FlopTexture{Texture: FlopLabel(texture), Suits: FlopSuits(suits), Pairing: FlopPairing(pairing),
		Connected: connected != 0}, nil
}

// SuitRelabelling moves suit s (0..3: c, d, h, s) to suit r[s].
type SuitRelabelling [4]int32

// FlopClass is a class of flops under a group of suit relabellings: its
// smallest flop mask and its size.
type FlopClass struct {
	Flop   Mask
	Weight uint64
}

// maxFlops is the number of flops of a full deck, the most classes there are.
const maxFlops = 52 * 51 * 50 / 6

// FlopClasses are the classes of a board game's flops under a group of suit
// relabellings (each a permutation, none twice, the identity among them,
// closed under composition), ascending by mask. All 24 relabellings give the
// canonical flops (1,755 of a full deck); the weights sum to the number of
// flops of the deck (22,100, or 7,140 in short deck).
func FlopClasses(game Game, group []SuitRelabelling) ([]FlopClass, error) {
	flat := make([]C.int32_t, 4*len(group)+1)
	for i, r := range group {
		for s, to := range r {
			flat[4*i+s] = C.int32_t(to)
		}
	}
	flops := make([]C.uint64_t, maxFlops)
	weights := make([]C.uint64_t, maxFlops)
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_flop_classes(C.int32_t(game), &flat[0], C.uint64_t(len(group)), &flops[0], &weights[0],
		C.uint64_t(maxFlops), &n)); err != nil {
		return nil, err
	}
	out := make([]FlopClass, int(n))
	for i := range out {
		out[i] = FlopClass{Flop: Mask(flops[i]), Weight: uint64(weights[i])}
	}
	return out, nil
}

// Deck is the cards the game deals from: all 52, or the 36 six to ace of
// short deck.
func (g Game) Deck() (Mask, error) {
	var deck C.uint64_t
	defer lock()()
	if err := check(C.xiapl_game_deck(C.int32_t(g), &deck)); err != nil {
		return 0, err
	}
	return Mask(deck), nil
}

// MoneyFacts is what a hand's history says about each seat's money: the
// first betting round (0: preflop, stud's third street, a draw game's round
// before the first draw) in which the seat put chips in voluntarily (a call,
// bet, raise or all-in; VPIP counts round 0) and the first in which it raised
// (PFR counts round 0), -1 for never, and the seat that raised first in (-1:
// none).
type MoneyFacts struct {
	VoluntaryRound []int
	RaiseRound     []int
	FirstInRaiser  int
}

// VPIP is whether the seat put chips in voluntarily in the first round.
func (m MoneyFacts) VPIP(seat int) bool { return m.VoluntaryRound[seat] == 0 }

// PFR is whether the seat raised in the first round.
func (m MoneyFacts) PFR(seat int) bool { return m.RaiseRound[seat] == 0 }

// MoneyFacts reads the state's history so far (a finished hand: the whole
// hand).
func (s *TableState) MoneyFacts() (MoneyFacts, error) {
	if err := s.live(); err != nil {
		return MoneyFacts{}, err
	}
	var voluntary, raised [MaxSeats]C.int32_t
	var n C.uint64_t
	var firstIn C.int32_t
	defer runtime.KeepAlive(s)
	defer lock()()
	if err := check(C.xiapl_table_money_facts(s.handle, &voluntary[0], &raised[0], C.uint64_t(MaxSeats), &n,
		&firstIn)); err != nil {
		return MoneyFacts{}, err
	}
	out := MoneyFacts{VoluntaryRound: make([]int, int(n)), RaiseRound: make([]int, int(n)), FirstInRaiser: int(firstIn)}
	for i := range out.VoluntaryRound {
		out.VoluntaryRound[i] = int(voluntary[i])
		out.RaiseRound[i] = int(raised[i])
	}
	return out, nil
}

// PotRaiseTo is the street total a pot-sized bet or raise of the seat to act
// reaches: it calls, then raises by the whole pot including the call, kept
// within the legal bet-or-raise range (under pot limit: the largest legal
// raise). An error matching ErrInvalidArgument when nobody may bet or raise.
func (s *TableState) PotRaiseTo() (int64, error) {
	if err := s.live(); err != nil {
		return 0, err
	}
	var to C.int64_t
	defer runtime.KeepAlive(s)
	defer lock()()
	if err := check(C.xiapl_table_pot_raise_to(s.handle, &to)); err != nil {
		return 0, err
	}
	return int64(to), nil
}

// SuitSymmetries are the suit relabellings that map every range onto itself,
// weights included: a group (what FlopClasses takes), the identity first,
// then in lexicographic order. All 24 for ranges of hand classes ("AKs",
// "QQ"); fewer when a range names suits ("AhKh").
func SuitSymmetries(ranges ...*Range) ([]SuitRelabelling, error) {
	handles := make([]*C.xiapl_range, len(ranges)+1)
	for i, r := range ranges {
		if r == nil || r.handle == nil {
			return nil, invalid("ranges[%d]: the range is closed; parse a new one with ParseRange", i)
		}
		handles[i] = r.handle
	}
	out := make([]C.int32_t, 4*24)
	var n C.uint64_t
	defer runtime.KeepAlive(ranges)
	defer lock()()
	if err := check(C.xiapl_range_suit_symmetries(&handles[0], C.uint64_t(len(ranges)), &out[0], 24, &n)); err != nil {
		return nil, err
	}
	group := make([]SuitRelabelling, int(n))
	for i := range group {
		for s := range group[i] {
			group[i][s] = int32(out[4*i+s])
		}
	}
	return group, nil
}
