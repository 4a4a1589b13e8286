package xiapl

// #include <xiapl/xiapl.h>
import "C"

import (
	"slices"
	"unsafe"
)

// Hand-strength tables (docs/strength.md): for one canonical Hold'em board,
// every canonical hero's expected hand strength (EHS) against one uniformly
// random opponent hand, its mean square (EHS^2) and a histogram over the
// run-outs.

const (
	// StrengthMaxHeroes is the most rows one board has: every hero off a flop
	// whose suits all differ, C(49, 2).
	StrengthMaxHeroes = C.XIAPL_STRENGTH_MAX_HEROES
	// StrengthMaxBins is the most histogram bins BoardStrengths takes.
	StrengthMaxBins = C.XIAPL_STRENGTH_MAX_BINS
)

// BoardStrengthRows are the rows of one canonical board: equal-length
// columns, row i belonging to Heroes[i].
type BoardStrengthRows struct {
	Board Mask // the canonical board the rows are of
	Bins  int  // the histogram's counters per row (0: no histogram)
	// Heroes are the hole cards h whose situation (h, Board) is canonical,
	// ascending by mask: the board's situations in the canonical stream.
	Heroes []Mask
	// OrbitSizes are the raw situations each row stands for.
	OrbitSizes []uint64
	// EHS is the hero's equity against a random hand: (wins + ties/2) / 990 on
	// the river, its mean over the run-outs (46 river cards on the turn, 1081
	// turn-and-river pairs on the flop) before it.
	EHS []float64
	// EHS2 is the mean of the squared river strength over the same run-outs.
	EHS2 []float64
	// Histogram holds Bins counters per row, row-major: counter k of row i,
	// Histogram[i*Bins+k], counts the run-outs whose river strength e falls
	// in bin min(floor(e*Bins), Bins-1). Each row's counters add up to its
	// run-outs (1081, 46 or 1). Nil when Bins is 0.
	Histogram []uint32
}

// Len is the number of rows.
func (r *BoardStrengthRows) Len() int { return len(r.Heroes) }

// HistogramRow is row i's Bins counters (a sub-slice of Histogram; nil
// without a histogram).
func (r *BoardStrengthRows) HistogramRow(i int) []uint32 {
	if r.Histogram == nil {
		return nil
	}
	return r.Histogram[i*r.Bins : (i+1)*r.Bins : (i+1)*r.Bins]
}

// BoardStrengths is every canonical (hero, board) row of one Hold'em board
// with its EHS, EHS^2 and, with bins > 0, a histogram of bins counters per
// row. board has 3, 4 or 5 cards in canonical form (CanonicalizeBoard gives
// it back); any other board is an error matching ErrInvalidArgument whose
// message names the canonical board to pass. bins is 0 (no histogram) to
// StrengthMaxBins. Over the rows the OrbitSizes-weighted mean of EHS is 1/2.
func BoardStrengths(board Mask, bins int) (*BoardStrengthRows, error) {
	if bins < 0 || bins > StrengthMaxBins {
		return nil, invalid("bins %d is out of range; use 0 (no histogram) to %d", bins, StrengthMaxBins)
	}
	heroes := make([]Mask, StrengthMaxHeroes)
	orbits := make([]uint64, StrengthMaxHeroes)
	ehs := make([]float64, StrengthMaxHeroes)
	ehs2 := make([]float64, StrengthMaxHeroes)
	var histogram []uint32
	var histogramPtr *C.uint32_t // NULL without bins: the library skips the histogram
	if bins > 0 {
		histogram = make([]uint32, StrengthMaxHeroes*bins)
		histogramPtr = (*C.uint32_t)(unsafe.Pointer(&histogram[0]))
	}
	var n C.uint64_t
	defer lock()()
	status := C.xiapl_strength_board(C.uint64_t(board), C.uint32_t(bins), masksPtr(heroes),
		(*C.uint64_t)(unsafe.Pointer(&orbits[0])), (*C.double)(unsafe.Pointer(&ehs[0])),
		(*C.double)(unsafe.Pointer(&ehs2[0])), histogramPtr, C.uint64_t(StrengthMaxHeroes), &n)
	if err := check(status); err != nil {
		return nil, err
	}
	// The columns were sized for the most rows any board has; keep copies of
	// the rows this board has, so that no unused tail stays allocated.
	rows := int(n)
	out := &BoardStrengthRows{
		Board:      board,
		Bins:       bins,
		Heroes:     slices.Clone(heroes[:rows]),
		OrbitSizes: slices.Clone(orbits[:rows]),
		EHS:        slices.Clone(ehs[:rows]),
		EHS2:       slices.Clone(ehs2[:rows]),
	}
	if histogram != nil {
		out.Histogram = slices.Clone(histogram[:rows*bins])
	}
	return out, nil
}
