package xiapl

// #include <xiapl/xiapl.h>
import "C"

import "unsafe"

// Completions of a partial Hold'em hand: every way to add handSize - |cards|
// cards, taken from the deck less cards and dead, to cards, in ascending
// lexicographic order of the added card ids (nested loops, the first added
// card outermost), each hand's strength as EvaluateMask gives it. handSize is
// 5, 6 or 7. Another hand size, more cards than it, or a card both in cards
// and dead is an error matching ErrInvalidArgument whose message names the
// problem.

// handSizeArg is handSize for C; one outside int32 is refused here, the
// others by the library.
func handSizeArg(handSize int) (C.int32_t, error) {
	if handSize != int(int32(handSize)) {
		return 0, invalid("hand size %d is out of range; hand sizes are 5, 6 and 7", handSize)
	}
	return C.int32_t(handSize), nil
}

// CountCompletions is the number of completions of cards to handSize (5, 6 or
// 7) cards with cards neither in cards nor in dead: C(52 - |cards| - |dead|,
// handSize - |cards|), without evaluating them.
func CountCompletions(cards, dead Mask, handSize int) (uint64, error) {
	size, err := handSizeArg(handSize)
	if err != nil {
		return 0, err
	}
	var out C.uint64_t
	defer lock()()
	if err := check(C.xiapl_eval_count_completions(C.uint64_t(cards), C.uint64_t(dead), size, &out)); err != nil {
		return 0, err
	}
	return uint64(out), nil
}

// Completions is the strength of every completion of cards to handSize (5, 6
// or 7) cards with cards neither in cards nor in dead, in order: entry i is
// the i-th completion's strength (Hold'em's ranking, 1..7462), as
// EvaluateMask gives it. The slice has CountCompletions entries; a river
// from nothing (cards 0, handSize 7) is 133,784,560 of them.
func Completions(cards, dead Mask, handSize int) ([]uint16, error) {
	size, err := handSizeArg(handSize)
	if err != nil {
		return nil, err
	}
	defer lock()()
	var count C.uint64_t
	if err := check(C.xiapl_eval_count_completions(C.uint64_t(cards), C.uint64_t(dead), size, &count)); err != nil {
		return nil, err
	}
	if uint64(count) != uint64(int(count)) {
		return nil, invalid("%d completions do not fit in a slice on this platform", uint64(count))
	}
	out := make([]uint16, int(count))
	var n C.uint64_t
	status := C.xiapl_eval_completions(C.uint64_t(cards), C.uint64_t(dead), size, strengthsPtr(out),
		C.uint64_t(len(out)), &n)
	if err := check(status); err != nil {
		return nil, err
	}
	return out[:int(n)], nil
}

// CompletionHistogramByStrength is how many completions of cards to handSize
// (5, 6 or 7) cards, with cards neither in cards nor in dead, have each
// strength: counts[s] for s = 0..StrengthMax (7,463 counters; counts[0] is
// 0). The counts add up to CountCompletions.
func CompletionHistogramByStrength(cards, dead Mask, handSize int) ([]uint64, error) {
	counts := make([]uint64, StrengthMax+1)
	n, err := completionHistogram(cards, dead, handSize, C.XIAPL_HISTOGRAM_BY_STRENGTH, counts)
	if err != nil {
		return nil, err
	}
	return counts[:n], nil
}

// CompletionHistogramByCategory is how many completions of cards to handSize
// (5, 6 or 7) cards, with cards neither in cards nor in dead, are of each
// hand category: counts[c] for every Category c (counts[xiapl.Flush]). The
// counts add up to CountCompletions.
func CompletionHistogramByCategory(cards, dead Mask, handSize int) ([StraightFlush + 1]uint64, error) {
	var counts [StraightFlush + 1]uint64
	if _, err := completionHistogram(cards, dead, handSize, C.XIAPL_HISTOGRAM_BY_CATEGORY, counts[:]); err != nil {
		return [StraightFlush + 1]uint64{}, err
	}
	return counts, nil
}

// completionHistogram is the C call for the histogram kind by
// (XIAPL_HISTOGRAM_*), written into counts: the counters it wrote.
func completionHistogram(cards, dead Mask, handSize int, by int32, counts []uint64) (int, error) {
	size, err := handSizeArg(handSize)
	if err != nil {
		return 0, err
	}
	var none C.uint64_t
	ptr := &none
	if len(counts) > 0 {
		ptr = (*C.uint64_t)(unsafe.Pointer(&counts[0]))
	}
	var n C.uint64_t
	defer lock()()
	status := C.xiapl_eval_completions_histogram(C.uint64_t(cards), C.uint64_t(dead), size, C.int32_t(by), ptr,
		C.uint64_t(len(counts)), &n)
	if err := check(status); err != nil {
		return 0, err
	}
	return int(n), nil
}
