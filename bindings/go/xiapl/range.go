package xiapl

// #include <stdlib.h>
// #include <xiapl/xiapl.h>
import "C"

import (
	"errors"
	"runtime"
	"strings"
	"unsafe"
)

// Range is a set of distinct starting hands ("combos") of one game, each a
// hole-card mask with a weight in (0, 1], kept in ascending mask order. A
// Range is immutable and safe to read from several goroutines; it owns C
// memory: call Close when done (a finalizer frees it otherwise).
type Range struct {
	handle *C.xiapl_range
}

func wrapRange(handle *C.xiapl_range) *Range {
	r := &Range{handle: handle}
	runtime.SetFinalizer(r, (*Range).Close)
	return r
}

// ParseRange reads range text for a game: Hold'em "JJ+, AKs, AQo:0.5,
// 76s-54s, AdAh", any two cards "random" or "XX"; Omaha patterns "AA**",
// "KK**ds", "JT98-8765". Items are separated by commas or line breaks, and
// "[75]AA,KK[/75]" weight blocks (a percentage) are read as Equilab and
// PokerStove write them. Text outside the grammar is an error matching
// ErrParse whose message names the item, its position and the fix. Ranges
// are for Holdem, Omaha4, Omaha5 and Omaha6; another game is an error
// matching ErrInvalidArgument.
func ParseRange(text string, game Game) (*Range, error) {
	ctext := C.CString(text)
	defer C.free(unsafe.Pointer(ctext))
	var handle *C.xiapl_range
	unlock := lock()
	err := check(C.xiapl_range_parse(C.int32_t(game), ctext, &handle))
	unlock()
	if err != nil {
		return nil, err
	}
	return wrapRange(handle), nil
}

// MustParseRange is ParseRange for literals; it panics on an error.
func MustParseRange(text string, game Game) *Range {
	r, err := ParseRange(text, game)
	if err != nil {
		panic(err)
	}
	return r
}

// AllHands is every hand of a game with weight 1 (Hold'em 1,326).
func AllHands(game Game) (*Range, error) {
	var handle *C.xiapl_range
	unlock := lock()
	err := check(C.xiapl_range_all(C.int32_t(game), &handle))
	unlock()
	if err != nil {
		return nil, err
	}
	return wrapRange(handle), nil
}

// Close frees the range; later calls fail with ErrInvalidArgument. Closing
// twice is harmless.
func (r *Range) Close() error {
	if r != nil && r.handle != nil {
		C.xiapl_range_destroy(r.handle)
		r.handle = nil
		runtime.SetFinalizer(r, nil)
	}
	return nil
}

func (r *Range) live() error {
	if r == nil || r.handle == nil {
		return invalid("the range is closed; parse a new one with ParseRange")
	}
	return nil
}

// Game is the range's game.
func (r *Range) Game() (Game, error) {
	if err := r.live(); err != nil {
		return 0, err
	}
	var out C.int32_t
	defer runtime.KeepAlive(r)
	defer lock()()
	if err := check(C.xiapl_range_game(r.handle, &out)); err != nil {
		return 0, err
	}
	return Game(out), nil
}

// Size is the number of combos (0 for a closed range).
func (r *Range) Size() int {
	if r.live() != nil {
		return 0
	}
	var out C.uint64_t
	defer runtime.KeepAlive(r)
	defer lock()()
	if check(C.xiapl_range_size(r.handle, &out)) != nil {
		return 0
	}
	return int(out)
}

// TotalWeight is the sum of the weights (0 for a closed range).
func (r *Range) TotalWeight() float64 {
	if r.live() != nil {
		return 0
	}
	var out C.double
	defer runtime.KeepAlive(r)
	defer lock()()
	if check(C.xiapl_range_total_weight(r.handle, &out)) != nil {
		return 0
	}
	return float64(out)
}

// Text is the range in its game's notation, which ParseRange reads back to
// exactly the same combos and weights. Hold'em: compact standard notation,
// "QQ+, AKs, AsKd, 76s:0.5" (complete classes as classes, runs as "QQ+",
// "TT-88", "AQs+", "KTs-K8s", "AK" when suited and offsuit are both
// complete, other combos as exact hands; weight 1 first, then each weight's
// items with their ":weight"). Omaha: "****" for every hand, else full rank
// multisets ("AAKQ", "AAKQds") and exact hands. The empty range is "".
func (r *Range) Text() (string, error) {
	if err := r.live(); err != nil {
		return "", err
	}
	defer runtime.KeepAlive(r)
	defer lock()()
	return readText(256, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_range_to_text(r.handle, buf, capacity, n)
	})
}

// String is Text for fmt ("" for a closed range).
func (r *Range) String() string {
	text, err := r.Text()
	if err != nil {
		return ""
	}
	return text
}

// Combo is one hand of a range.
type Combo struct {
	Mask   Mask
	Weight float64
}

// Combos are all combos, ascending mask.
func (r *Range) Combos() ([]Combo, error) { return r.ValidCombos(0) }

// ValidCombos are the combos sharing no card with dead, ascending mask.
func (r *Range) ValidCombos(dead Mask) ([]Combo, error) {
	if err := r.live(); err != nil {
		return nil, err
	}
	defer runtime.KeepAlive(r)
	defer lock()()
	var n C.uint64_t
	if err := check(C.xiapl_range_size(r.handle, &n)); err != nil {
		return nil, err
	}
	masks := make([]C.uint64_t, int(n)+1)
	weights := make([]C.double, int(n)+1)
	if err := check(C.xiapl_range_combos(r.handle, C.uint64_t(dead), &masks[0], &weights[0], n, &n)); err != nil {
		return nil, err
	}
	out := make([]Combo, int(n))
	for i := range out {
		out[i] = Combo{Mask: Mask(masks[i]), Weight: float64(weights[i])}
	}
	return out, nil
}

func (r *Range) combine(other *Range, op func(a, b *C.xiapl_range, out **C.xiapl_range) C.int32_t) (*Range, error) {
	if err := r.live(); err != nil {
		return nil, err
	}
	if err := other.live(); err != nil {
		return nil, err
	}
	var handle *C.xiapl_range
	unlock := lock()
	err := check(op(r.handle, other.handle, &handle))
	unlock()
	runtime.KeepAlive(r)
	runtime.KeepAlive(other)
	if err != nil {
		return nil, err
	}
	return wrapRange(handle), nil
}

// Union is a new range with each combo at max(wa, wb).
func (r *Range) Union(other *Range) (*Range, error) {
	return r.combine(other, func(a, b *C.xiapl_range, out **C.xiapl_range) C.int32_t {
		return C.xiapl_range_union(a, b, out)
	})
}

// Intersection is a new range with each combo at min(wa, wb) (0: left out).
func (r *Range) Intersection(other *Range) (*Range, error) {
	return r.combine(other, func(a, b *C.xiapl_range, out **C.xiapl_range) C.int32_t {
		return C.xiapl_range_intersection(a, b, out)
	})
}

// Difference is a new range with each combo at max(0, wa - wb) (0: left out).
func (r *Range) Difference(other *Range) (*Range, error) {
	return r.combine(other, func(a, b *C.xiapl_range, out **C.xiapl_range) C.int32_t {
		return C.xiapl_range_difference(a, b, out)
	})
}

// RangeEquityResult is the heads-up aggregate of CalculateRangeEquity.
type RangeEquityResult struct {
	HeroEquity    float64 // weighted mean over the possible deals of combos
	VillainEquity float64
	StdError      float64 // Monte Carlo standard error of the aggregates (0 when exact)
	Trials        uint64  // exact: boards over every deal of combos; Monte Carlo: deals sampled
	Matchups      uint64  // exact: deals of combos enumerated; Monte Carlo: 0
	Exact         bool
	Seed          uint64 // the Monte Carlo seed used (0 when exact)
	// HeroBreakdown and VillainBreakdown are each range's wins and splits by
	// the category of its winning hand, when the options ask for a
	// Breakdown (zero otherwise); each side's sums are its win and tie rates.
	HeroBreakdown    CategoryBreakdown
	VillainBreakdown CategoryBreakdown
}

// RangeEquityRows is the result of CalculateRangeEquityPerCombo: the
// aggregates and one row per combo of each range, in the range's combo order
// (ascending mask, as Range.Combos).
type RangeEquityRows struct {
	RangeEquityResult
	Hero    []ComboEquity
	Villain []ComboEquity
}

// ComboEquity is one combo's row of CalculateRangeEquityPerCombo: its equity
// against the other range.
type ComboEquity struct {
	Mask   Mask
	Weight float64 // the combo's weight in its range
	// Equity is the combo's equity against the opposing combos it meets,
	// weighted by their weights (exact) or over the deals it was dealt in
	// (Monte Carlo). NaN when MatchupWeight is 0: the combo touches the board
	// or the dead cards, or collides with every opposing combo.
	Equity float64
	// MatchupWeight is, exact, the summed weight of the opposing combos the
	// combo meets; Monte Carlo, the number of sampled deals it was dealt in.
	MatchupWeight float64
}

// CalculateRangeEquity is the heads-up aggregate equity of two ranges of one
// game (options nil: exact, which fails with ErrLimitExceeded past the
// library's caps; use MCSeeded or AutoOptions then). A Progress function in
// options follows the call and can cancel it; with options.Breakdown the
// result's HeroBreakdown and VillainBreakdown are filled (Hold'em and Omaha
// high; another game: ErrUnsupported).
func CalculateRangeEquity(hero, villain *Range, board, dead Mask, options *SimulationOptions) (RangeEquityResult, error) {
	rows, err := rangeEquity(hero, villain, board, dead, options, false)
	return rows.RangeEquityResult, err
}

// CalculateRangeEquityPerCombo is CalculateRangeEquity with one row per combo
// of each range besides the aggregates (RangeEquityRows.Hero and .Villain).
// Exact, each side's aggregate is the mean of its rows' Equity weighted by
// Weight x MatchupWeight (rows with MatchupWeight 0 left out). Monte Carlo,
// each side's MatchupWeights add up to Trials, and the rows of rarely dealt
// combos are noisier than the aggregate.
func CalculateRangeEquityPerCombo(hero, villain *Range, board, dead Mask, options *SimulationOptions) (RangeEquityRows, error) {
	return rangeEquity(hero, villain, board, dead, options, true)
}

func rangeEquity(hero, villain *Range, board, dead Mask, options *SimulationOptions, perCombo bool) (RangeEquityRows, error) {
	if err := hero.live(); err != nil {
		return RangeEquityRows{}, err
	}
	if err := villain.live(); err != nil {
		return RangeEquityRows{}, err
	}
	var summary C.xiapl_range_equity_summary
	summary.struct_size = C.uint32_t(unsafe.Sizeof(summary))
	var heroLen, villainLen C.uint64_t
	var heroRows, villainRows []C.xiapl_combo_equity
	mode := C.int32_t(C.XIAPL_RANGE_EQUITY_AGGREGATE_ONLY)
	heroCap, villainCap := 0, 0
	if perCombo {
		mode = C.XIAPL_RANGE_EQUITY_PER_COMBO
		heroCap, villainCap = hero.Size(), villain.Size() // one row per combo
	}
	defer runtime.KeepAlive(hero)
	defer runtime.KeepAlive(villain)
	defer lock()()
	var breakdown []CategoryBreakdown // hero, villain
	var err error
	for attempt := 0; ; attempt++ {
		var heroPtr, villainPtr *C.xiapl_combo_equity
		if perCombo {
			heroRows = make([]C.xiapl_combo_equity, heroCap+1) // +1: never a zero-length array
			villainRows = make([]C.xiapl_combo_equity, villainCap+1)
			heroPtr, villainPtr = &heroRows[0], &villainRows[0]
		}
		breakdown, err = runWithOptions(options, 2, func(opts *C.xiapl_equity_options) C.int32_t {
			return C.xiapl_range_equity_calculate(hero.handle, villain.handle, C.uint64_t(board), C.uint64_t(dead),
				mode, opts, heroPtr, C.uint64_t(heroCap), &heroLen, villainPtr, C.uint64_t(villainCap), &villainLen,
				&summary)
		})
		// A short buffer fails before any work and says in heroLen or
		// villainLen how many rows are needed: grow and call again.
		if !perCombo || attempt == 2 || !errors.Is(err, ErrBufferTooSmall) {
			break
		}
		heroCap, villainCap = max(heroCap, int(heroLen)), max(villainCap, int(villainLen))
	}
	if err != nil {
		return RangeEquityRows{}, err
	}
	result := RangeEquityRows{RangeEquityResult: RangeEquityResult{
		HeroEquity:    float64(summary.hero_equity),
		VillainEquity: float64(summary.villain_equity),
		StdError:      float64(summary.std_error),
		Trials:        uint64(summary.trials),
		Matchups:      uint64(summary.matchups),
		Exact:         summary.exact != 0,
		Seed:          uint64(summary.seed),
	}}
	if breakdown != nil {
		result.HeroBreakdown, result.VillainBreakdown = breakdown[0], breakdown[1]
	}
	if perCombo {
		result.Hero = comboRows(heroRows[:int(heroLen)])
		result.Villain = comboRows(villainRows[:int(villainLen)])
	}
	return result, nil
}

// comboRows copies C rows into ComboEquity values.
func comboRows(rows []C.xiapl_combo_equity) []ComboEquity {
	out := make([]ComboEquity, len(rows))
	for i, r := range rows {
		out[i] = ComboEquity{Mask: Mask(r.mask), Weight: float64(r.weight), Equity: float64(r.equity),
			MatchupWeight: float64(r.matchup_weight)}
	}
	return out
}

// RangeFromCombos is a range of explicit combos of a game. Each mask must
// hold exactly the game's number of hole cards and each weight must be in
// (0, 1]; a mask given twice must carry the same weight both times. A bad
// combo is an error matching ErrInvalidArgument that names it. No combos is
// the empty range.
func RangeFromCombos(combos []Combo, game Game) (*Range, error) {
	masks := make([]C.uint64_t, len(combos)+1) // +1: never a zero-length array
	weights := make([]C.double, len(combos)+1)
	for i, c := range combos {
		masks[i] = C.uint64_t(c.Mask)
		weights[i] = C.double(c.Weight)
	}
	var handle *C.xiapl_range
	unlock := lock()
	err := check(C.xiapl_range_from_combos(C.int32_t(game), &masks[0], &weights[0], C.uint64_t(len(combos)), &handle))
	unlock()
	if err != nil {
		return nil, err
	}
	return wrapRange(handle), nil
}

// RangeFromMasks is RangeFromCombos with every weight 1.
func RangeFromMasks(masks []Mask, game Game) (*Range, error) {
	var handle *C.xiapl_range
	unlock := lock()
	err := check(C.xiapl_range_from_combos(C.int32_t(game), masksPtr(masks), nil, C.uint64_t(len(masks)), &handle))
	unlock()
	runtime.KeepAlive(masks)
	if err != nil {
		return nil, err
	}
	return wrapRange(handle), nil
}

// StartingHandClasses is the number of Hold'em starting-hand classes ("AA",
// "AKs", "AKo", ...) that RankStartingHands orders.
const StartingHandClasses = 169

// RankStartingHands is the strongest floor(topPercent * 169) Hold'em
// starting-hand classes, strongest first ("AA", "KK", ..., "AKs", ...),
// ranked by exact equity against one random hand (a committed table, no
// sampling). topPercent is a fraction in (0, 1] of the 169 classes, not of the
// combos. Only Holdem is ranked; another game, or topPercent outside [0, 1],
// is an error matching ErrInvalidArgument.
func RankStartingHands(topPercent float64, game Game) ([]string, error) {
	var buf [1024]C.char
	var n C.uint64_t
	unlock := lock()
	err := check(C.xiapl_range_top_percent_classes(C.int32_t(game), C.double(topPercent), &buf[0], C.uint64_t(len(buf)),
		&n))
	unlock()
	if err != nil {
		return nil, err
	}
	text := C.GoStringN(&buf[0], C.int(n))
	if text == "" {
		return []string{}, nil
	}
	return strings.Split(text, ","), nil
}

// GenerateTopPercentRange is the classes of RankStartingHands as a range,
// every combo weight 1 (0.10: 104 combos): topPercent counts the 169
// classes. GenerateTopPercentRangeByCombos counts the 1,326 combos.
func GenerateTopPercentRange(topPercent float64, game Game) (*Range, error) {
	var handle *C.xiapl_range
	unlock := lock()
	err := check(C.xiapl_range_top_percent(C.int32_t(game), C.double(topPercent), &handle))
	unlock()
	if err != nil {
		return nil, err
	}
	return wrapRange(handle), nil
}

// GenerateTopPercentRangeByCombos is the top percent counted in combos, as
// PokerStove and Equilab count "top 10%" (GenerateTopPercentRange counts the
// 169 classes): whole classes in RankStartingHands order, the prefix whose
// combo count is nearest round(topPercent * 1326), the boundary class taken
// when that lands no farther above the target than leaving it out lands
// below. 0.10: target 133, 21 classes, 134 combos ("66+, AT+, A8s+, KJs+").
// Every combo has weight 1; only Holdem is ranked.
func GenerateTopPercentRangeByCombos(topPercent float64, game Game) (*Range, error) {
	var handle *C.xiapl_range
	unlock := lock()
	err := check(C.xiapl_range_top_percent_by_combos(C.int32_t(game), C.double(topPercent), &handle))
	unlock()
	if err != nil {
		return nil, err
	}
	return wrapRange(handle), nil
}

// CalculateMultiwayRangeEquity is each range's aggregate equity when 2 or
// more ranges of one game meet (up to MaxPlayers of the game). A deal of
// combos is one combo per range with no shared card, weighing the product
// of the combos' weights. options nil means exact, which fails with
// ErrLimitExceeded past the library's caps (use MCSeeded or AutoOptions
// then). Players[i] is range i's aggregate (Equity, Win, Tie, StdError);
// ChopRate is the weighted fraction of deals with a split pot and Evaluated
// the number of deals of combos enumerated (exact) or 0; Splits has Scoop =
// Win and HighShare = Equity. With two ranges the equities equal
// CalculateRangeEquity's. With options.Breakdown each range's WinByCategory
// and TieByCategory are filled (Hold'em and Omaha high; another game:
// ErrUnsupported).
func CalculateMultiwayRangeEquity(ranges []*Range, board, dead Mask, options *SimulationOptions) (EquityResult, error) {
	handles := make([]*C.xiapl_range, len(ranges)+1)
	for i, r := range ranges {
		if err := r.live(); err != nil {
			return EquityResult{}, invalid("ranges[%d]: the range is closed; parse a new one with ParseRange", i)
		}
		handles[i] = r.handle
	}
	players := make([]C.xiapl_player_equity, len(ranges)+1)
	var n C.uint64_t
	var summary C.xiapl_equity_summary
	summary.struct_size = C.uint32_t(unsafe.Sizeof(summary))
	defer runtime.KeepAlive(ranges)
	defer lock()()
	breakdown, err := runWithOptions(options, len(ranges), func(opts *C.xiapl_equity_options) C.int32_t {
		return C.xiapl_range_equity_multiway(&handles[0], C.uint64_t(len(ranges)), C.uint64_t(board),
			C.uint64_t(dead), opts, &players[0], C.uint64_t(len(ranges)), &n, &summary)
	})
	if err != nil {
		return EquityResult{}, err
	}
	return equityResult(players[:int(n)], breakdown, &summary), nil
}
