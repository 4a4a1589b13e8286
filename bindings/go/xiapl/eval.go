package xiapl

// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"unsafe"
)

// Category is a hand category, weakest first.
type Category int32

// The categories of xiapl.h.
const (
	HighCard      Category = C.XIAPL_CATEGORY_HIGH_CARD
	OnePair       Category = C.XIAPL_CATEGORY_ONE_PAIR
	TwoPair       Category = C.XIAPL_CATEGORY_TWO_PAIR
	ThreeOfAKind  Category = C.XIAPL_CATEGORY_THREE_OF_A_KIND
	Straight      Category = C.XIAPL_CATEGORY_STRAIGHT
	Flush         Category = C.XIAPL_CATEGORY_FLUSH
	FullHouse     Category = C.XIAPL_CATEGORY_FULL_HOUSE
	FourOfAKind   Category = C.XIAPL_CATEGORY_FOUR_OF_A_KIND
	StraightFlush Category = C.XIAPL_CATEGORY_STRAIGHT_FLUSH
)

var categoryNames = [...]string{"HighCard", "OnePair", "TwoPair", "ThreeOfAKind", "Straight", "Flush",
	"FullHouse", "FourOfAKind", "StraightFlush"}

func (c Category) String() string {
	if c >= 0 && int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return fmt.Sprintf("Category(%d)", int32(c))
}

// StrengthMax is the strength of a royal flush; 1 is 7-5-4-3-2 offsuit.
const StrengthMax = C.XIAPL_STRENGTH_MAX

// Strength is a hand's strength in its game's ranking: larger wins, equal
// ties, within one ranking. In Hold'em's ranking (RankingHigh: Hold'em,
// Omaha, stud and the high half of the hi/lo games) it is 1..7462, the rank
// of the best five cards among the 7,462 distinct five-card hands, and the
// methods below decode it; a strength of another ranking (short deck, the
// lows, badugi) is decoded by RankedStrength (see Game.Info for a game's
// rankings).
type Strength int32

// Category of the strength, read in Hold'em's ranking; a value outside
// 1..7462 is an error.
func (s Strength) Category() (Category, error) {
	var out C.int32_t
	defer lock()()
	if err := check(C.xiapl_strength_category(C.int32_t(s), &out)); err != nil {
		return 0, err
	}
	return Category(out), nil
}

// Kickers are the ranks (2..14) that order hands within the category, most
// significant first (a straight gives its top card, 5 for a wheel).
func (s Strength) Kickers() ([]int, error) {
	var ranks [5]C.int32_t
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_strength_kickers(C.int32_t(s), &ranks[0], 5, &n)); err != nil {
		return nil, err
	}
	out := make([]int, int(n))
	for i := range out {
		out[i] = int(ranks[i])
	}
	return out, nil
}

// Describe is the category and the kickers: "Three of a Kind [14 13 9]".
func (s Strength) Describe() (string, error) {
	var buf [128]C.char
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_strength_describe(C.int32_t(s), &buf[0], C.uint64_t(len(buf)), &n)); err != nil {
		return "", err
	}
	return C.GoStringN(&buf[0], C.int(n)), nil
}

// Name is a readable name: "full house, threes over twos", "royal flush".
func (s Strength) Name() (string, error) {
	var buf [128]C.char
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_strength_name(C.int32_t(s), &buf[0], C.uint64_t(len(buf)), &n)); err != nil {
		return "", err
	}
	return C.GoStringN(&buf[0], C.int(n)), nil
}

// String is Describe, or "Strength(n)" for a value outside 1..7462.
func (s Strength) String() string {
	text, err := s.Describe()
	if err != nil {
		return fmt.Sprintf("Strength(%d)", int32(s))
	}
	return text
}

// EvaluateMask is the strength of the best five of 5, 6 or 7 cards.
func EvaluateMask(cards Mask) (Strength, error) {
	var out C.int32_t
	defer lock()()
	if err := check(C.xiapl_eval_mask(C.uint64_t(cards), &out)); err != nil {
		return 0, err
	}
	return Strength(out), nil
}

// EvaluateCards is EvaluateMask from card ids; a card given twice is an error.
func EvaluateCards(cards []Card) (Strength, error) {
	ids := make([]C.int32_t, len(cards)+1)
	for i, c := range cards {
		if int(c) != int(int32(c)) {
			return 0, invalid("card id %d is out of range; card ids are 0..51", int(c))
		}
		ids[i] = C.int32_t(c)
	}
	var out C.int32_t
	defer lock()()
	if err := check(C.xiapl_eval_ids(&ids[0], C.uint64_t(len(cards)), &out)); err != nil {
		return 0, err
	}
	return Strength(out), nil
}

// EvaluateHand is one player's hand in any game, a strength of the game's
// main ranking (GameInfo.HighRanking; the high half of a hi/lo game). Hold'em
// and short deck: the best five of hole (2 cards) + board (3 to 5); Omaha
// (high or hi/lo): exactly two hole cards with exactly three board cards.
// Stud, razz, 2-7 and badugi have no board: hole holds all of the player's
// cards (stud games 5 to 7, 2-7 exactly 5, badugi exactly 4) and board is 0.
// EvaluateRanked gives the same strength with its ranking.
func EvaluateHand(board, hole Mask, game Game) (Strength, error) {
	var out C.int32_t
	defer lock()()
	if err := check(C.xiapl_eval_hand(C.int32_t(game), C.uint64_t(hole), C.uint64_t(board), &out)); err != nil {
		return 0, err
	}
	return Strength(out), nil
}

// masksPtr points C at a slice of masks (Mask has uint64's layout); an empty
// slice gets a valid pointer that is never read.
func masksPtr(masks []Mask) *C.uint64_t {
	if len(masks) == 0 {
		var none C.uint64_t
		return &none
	}
	return (*C.uint64_t)(unsafe.Pointer(&masks[0]))
}

func strengthsPtr(out []uint16) *C.uint16_t {
	if len(out) == 0 {
		var none C.uint16_t
		return &none
	}
	return (*C.uint16_t)(unsafe.Pointer(&out[0]))
}

// EvaluateMany is the strength of every mask (5 to 7 cards each). A bad mask
// fails the call, the message naming the first bad index.
func EvaluateMany(masks []Mask) ([]uint16, error) {
	out := make([]uint16, len(masks))
	// out is new and dropped on an error, so a long batch goes in calls the
	// library evaluates in one pass (xiapl_eval_masks reads a longer one
	// twice); on an error the whole batch is passed once more, for the
	// message with the index in the whole batch.
	step := int(C.XIAPL_EVAL_MASKS_ONE_PASS)
	if len(masks) <= step {
		if err := EvaluateManyInto(masks, out); err != nil {
			return nil, err
		}
		return out, nil
	}
	for start := 0; start < len(masks); start += step {
		end := min(start+step, len(masks))
		if err := EvaluateManyInto(masks[start:end], out[start:end]); err != nil {
			if whole := EvaluateManyInto(masks, out); whole != nil {
				return nil, whole
			}
			return nil, err
		}
	}
	return out, nil
}

// EvaluateManyInto is EvaluateMany writing into out, which must have the
// length of masks; every mask is checked before any strength is written, so
// on an error out is untouched.
func EvaluateManyInto(masks []Mask, out []uint16) error {
	if len(out) != len(masks) {
		return invalid("out holds %d strengths but %d masks were given; give one slot per mask", len(out), len(masks))
	}
	defer lock()()
	return check(C.xiapl_eval_masks(masksPtr(masks), C.uint64_t(len(masks)), strengthsPtr(out)))
}

// EvaluateHandsMany is EvaluateHand(boards[i], holes[i], game) for every i,
// in one call, checked as a whole first; every game (stud and draw games:
// boards of 0).
func EvaluateHandsMany(boards, holes []Mask, game Game) ([]uint16, error) {
	out := make([]uint16, len(boards))
	if err := EvaluateHandsManyInto(boards, holes, game, out); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluateHandsManyInto is EvaluateHandsMany writing into out.
func EvaluateHandsManyInto(boards, holes []Mask, game Game, out []uint16) error {
	if len(holes) != len(boards) || len(out) != len(boards) {
		return invalid("boards, holes and out have lengths %d, %d and %d; give one hole and one slot per board",
			len(boards), len(holes), len(out))
	}
	defer lock()()
	return check(C.xiapl_eval_hands(C.int32_t(game), masksPtr(holes), masksPtr(boards), C.uint64_t(len(boards)),
		strengthsPtr(out)))
}

// Judge is the showdown of any game: the indices (ascending) of every player
// whose hand is best in the game's main ranking (the high half of a hi/lo
// game; JudgeLow gives the low half); more than one means a split pot.
// holes[i] are player i's cards (stud and draw games: all of them, and a
// board of 0).
func Judge(holes []Mask, board Mask, game Game) ([]int, error) {
	winners := make([]C.int32_t, len(holes)+1)
	var n C.uint64_t
	defer lock()()
	status := C.xiapl_eval_showdown(C.int32_t(game), masksPtr(holes), C.uint64_t(len(holes)), C.uint64_t(board),
		&winners[0], C.uint64_t(len(holes)), &n)
	if err := check(status); err != nil {
		return nil, err
	}
	out := make([]int, int(n))
	for i := range out {
		out[i] = int(winners[i])
	}
	return out, nil
}

// Best is the five cards that make a hand and the hole cards among them.
type Best struct {
	Five     Mask     // the five cards (a badugi: the 1 to 4 that play; a low that does not qualify: none)
	HoleUsed Mask     // Five & hole: for Omaha always two cards (stud and draw games: Five)
	Strength Strength // the hand's strength (0: no qualifying low)
	Ranking  Ranking  // the ranking Strength belongs to
}

// Ranked is the strength with its ranking, ready to name.
func (b Best) Ranked() RankedStrength {
	return RankedStrength{Ranking: b.Ranking, Strength: b.Strength}
}

// BestHand is the five cards that make the hand in the game's main ranking,
// for any game (stud and draw games: all cards in hole, board 0; badugi: the
// 1 to 4 cards that play). When several fives are equally strong, the one
// whose mask is numerically largest is chosen, so every binding picks the
// same cards.
func BestHand(board, hole Mask, game Game) (Best, error) {
	var five, used C.uint64_t
	var strength C.int32_t
	defer lock()()
	status := C.xiapl_eval_best_five(C.int32_t(game), C.uint64_t(hole), C.uint64_t(board), &five, &used, &strength)
	if err := check(status); err != nil {
		return Best{}, err
	}
	info, err := game.Info()
	if err != nil {
		return Best{}, err
	}
	return Best{Five: Mask(five), HoleUsed: Mask(used), Strength: Strength(strength), Ranking: info.HighRanking}, nil
}

// EvaluateRanked is EvaluateHand with the game's main ranking attached:
// Name, Describe, Category and Kickers then read it in that ranking.
func EvaluateRanked(board, hole Mask, game Game) (RankedStrength, error) {
	strength, err := EvaluateHand(board, hole, game)
	if err != nil {
		return RankedStrength{}, err
	}
	info, err := game.Info()
	if err != nil {
		return RankedStrength{}, err
	}
	return RankedStrength{Ranking: info.HighRanking, Strength: strength}, nil
}

// EvaluateLow is the low half of a hi/lo hand (Omaha4HiLo, Omaha5HiLo:
// exactly two hole cards and three board cards; StudHiLo: any five of the
// player's cards, board 0): a strength of the game's LowRanking
// (RankingEightOrBetter), or 0 when the hand has no qualifying low. A game
// without a low half is an error matching ErrInvalidArgument.
func EvaluateLow(board, hole Mask, game Game) (Strength, error) {
	var out C.int32_t
	defer lock()()
	if err := check(C.xiapl_eval_low(C.int32_t(game), C.uint64_t(hole), C.uint64_t(board), &out)); err != nil {
		return 0, err
	}
	return Strength(out), nil
}

// EvaluateLowsMany is EvaluateLow(boards[i], holes[i], game) for every i, in
// one call, checked as a whole first (an error names the first bad index):
// the low half of each hand of a hi/lo game, 0 where no low qualifies. A game
// without a low half is an error matching ErrInvalidArgument, even with no
// hands.
func EvaluateLowsMany(boards, holes []Mask, game Game) ([]uint16, error) {
	out := make([]uint16, len(boards))
	if err := EvaluateLowsManyInto(boards, holes, game, out); err != nil {
		return nil, err
	}
	return out, nil
}

// EvaluateLowsManyInto is EvaluateLowsMany writing into out.
func EvaluateLowsManyInto(boards, holes []Mask, game Game, out []uint16) error {
	if len(holes) != len(boards) || len(out) != len(boards) {
		return invalid("boards, holes and out have lengths %d, %d and %d; give one hole and one slot per board",
			len(boards), len(holes), len(out))
	}
	defer lock()()
	return check(C.xiapl_eval_lows(C.int32_t(game), masksPtr(holes), masksPtr(boards), C.uint64_t(len(boards)),
		strengthsPtr(out)))
}

// JudgeLow is the low half of a hi/lo showdown: the indices (ascending) of
// every player holding the best qualifying low; empty when no hand qualifies
// (the high hands then take the whole pot). A game without a low half is an
// error matching ErrInvalidArgument.
func JudgeLow(holes []Mask, board Mask, game Game) ([]int, error) {
	winners := make([]C.int32_t, len(holes)+1)
	var n C.uint64_t
	defer lock()()
	status := C.xiapl_eval_showdown_low(C.int32_t(game), masksPtr(holes), C.uint64_t(len(holes)), C.uint64_t(board),
		&winners[0], C.uint64_t(len(holes)), &n)
	if err := check(status); err != nil {
		return nil, err
	}
	out := make([]int, int(n))
	for i := range out {
		out[i] = int(winners[i])
	}
	return out, nil
}

// BestLow is the five cards that make the low half of a hi/lo hand, the hole
// cards among them and its strength, with BestHand's tie rule; a Best with no
// cards and strength 0 when no low qualifies. Ranking is the game's
// LowRanking. A game without a low half is an error matching
// ErrInvalidArgument.
func BestLow(board, hole Mask, game Game) (Best, error) {
	var five, used C.uint64_t
	var strength C.int32_t
	defer lock()()
	status := C.xiapl_eval_best_low(C.int32_t(game), C.uint64_t(hole), C.uint64_t(board), &five, &used, &strength)
	if err := check(status); err != nil {
		return Best{}, err
	}
	info, err := game.Info()
	if err != nil {
		return Best{}, err
	}
	return Best{Five: Mask(five), HoleUsed: Mask(used), Strength: Strength(strength), Ranking: info.LowRanking}, nil
}
