package xiapl

// Hit tables are in xiapl.h's unstable tier (XIAPL_UNSTABLE_API, defined for
// the package in cgo_unstable.go).

// #include <xiapl/xiapl.h>
import "C"

import (
	"runtime"
	"unsafe"
)

// HitTable is a range's hits on a board: the weights of the range's combos
// that share no card with the board or the dead cards. Made holds every
// category (its weights add up to Weight); a combo may hold several draws.
// On a river FlushDraw, OpenEnded, Gutshot and ComboDraw are 0; Overcards,
// a high-card figure, is counted on every street.
type HitTable struct {
	Game   Game                       // the range's game
	Combos int                        // the combos counted (those sharing no card with the board or the dead cards)
	Weight float64                    // their total weight
	Made   [StraightFlush + 1]float64 // Made[c]: the weight of the combos whose hand is of Category c
	// FlushDraw: no flush yet, and one more card of a suit makes one (Hold'em:
	// four of the suit with a hole card among them; Omaha: two hole cards and
	// two board cards of it); 0 on a river.
	FlushDraw float64
	OpenEnded float64 // no straight yet, and cards of two or more ranks make one; 0 on a river
	Gutshot   float64 // no straight yet, and cards of exactly one rank make one; 0 on a river
	ComboDraw float64 // a flush draw and a straight draw together
	Overcards float64 // high card, with two hole cards above every board card
}

// Share is a weight of the table (Weight, a Made entry, a draw) as a share
// of the table's Weight, 0..1; 0 when the table's Weight is 0.
func (t HitTable) Share(weight float64) float64 {
	if t.Weight == 0 {
		return 0
	}
	return weight / t.Weight
}

// HitRow is one row of a hit table as tables show it.
type HitRow struct {
	Label  string  // a Category's name ("HighCard" ... "StraightFlush") or a draw's ("FlushDraw" ... "Overcards")
	Weight float64 // its weight
}

// Rows are every made category, weakest first, then the draws in the order
// FlushDraw, OpenEnded, Gutshot, ComboDraw, Overcards.
func (t HitTable) Rows() []HitRow {
	rows := make([]HitRow, 0, len(t.Made)+5)
	for c, w := range t.Made {
		rows = append(rows, HitRow{Label: Category(c).String(), Weight: w})
	}
	return append(rows,
		HitRow{Label: "FlushDraw", Weight: t.FlushDraw},
		HitRow{Label: "OpenEnded", Weight: t.OpenEnded},
		HitRow{Label: "Gutshot", Weight: t.Gutshot},
		HitRow{Label: "ComboDraw", Weight: t.ComboDraw},
		HitRow{Label: "Overcards", Weight: t.Overcards})
}

// RangeHits is the hit table of a range on a flop, turn or river: how much of
// its weight makes each hand category and how much holds the common draws.
// A straight or a flush counts only when the hand makes it: in Hold'em with
// at least one hole card, beating what the board alone makes; in Omaha with
// two hole cards and three board cards. Combos holding a board or a dead card
// are left out. board is 3, 4 or 5 cards; dead are cards out of the deck (0
// for none). A board of another size, a dead card on the board or a closed
// range is an error matching ErrInvalidArgument whose message names the
// problem; a range of a game with a low half would be one matching
// ErrUnsupported. In the unstable tier.
func RangeHits(r *Range, board, dead Mask) (HitTable, error) {
	if err := r.live(); err != nil {
		return HitTable{}, err
	}
	game, err := r.Game()
	if err != nil {
		return HitTable{}, err
	}
	var table C.xiapl_hit_table
	table.struct_size = C.uint32_t(unsafe.Sizeof(table))
	if err := rangeHits(r, board, dead, &table); err != nil {
		return HitTable{}, err
	}
	out := HitTable{Game: game, Combos: int(table.combos), Weight: float64(table.weight),
		FlushDraw: float64(table.flush_draw), OpenEnded: float64(table.open_ended), Gutshot: float64(table.gutshot),
		ComboDraw: float64(table.combo_draw), Overcards: float64(table.overcards)}
	for c := range out.Made {
		out.Made[c] = float64(table.made[c])
	}
	return out, nil
}

// rangeHits is the C call, its message read on the calling thread.
func rangeHits(r *Range, board, dead Mask, table *C.xiapl_hit_table) error {
	defer runtime.KeepAlive(r)
	defer lock()()
	return check(C.xiapl_range_hits(r.handle, C.uint64_t(board), C.uint64_t(dead), table))
}
