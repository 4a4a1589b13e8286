package xiapl

// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"math"
	"runtime"
	"unsafe"
)

// SimulationMode is how an equity call counts deals.
type SimulationMode int32

// The modes of xiapl.h (XIAPL_EQUITY_*).
const (
	Exact      SimulationMode = C.XIAPL_EQUITY_EXACT       // every possible deal, weighted exactly
	MonteCarlo SimulationMode = C.XIAPL_EQUITY_MONTE_CARLO // Iterations random deals
	Auto       SimulationMode = C.XIAPL_EQUITY_AUTO        // exact when tractable, else Monte Carlo
)

// SimulationOptions choose the method of an equity call. The zero value is
// not meaningful; start from ExactOptions, MCSeeded, MCRandom or AutoOptions.
type SimulationOptions struct {
	Mode          SimulationMode
	Iterations    uint64 // Monte Carlo trials (default 1,000,000)
	Seed          uint64 // used when Deterministic
	Deterministic bool   // true: use Seed; false: a fresh seed each call (reported in the result)
	Threads       uint32 // 0: one per CPU; 1: the calling thread alone; N: N workers. Never changes a result.
	// Progress, when not nil, follows the call and can cancel it (see
	// ProgressFunc). It makes SimulationOptions values incomparable with ==.
	Progress ProgressFunc
	// Breakdown also counts each player's (or range's) wins and splits by the
	// category of its winning hand: PlayerEquity.WinByCategory and
	// TieByCategory, RangeEquityResult.HeroBreakdown and VillainBreakdown.
	// Hold'em and Omaha high only: another game, and CalculateEquityVsRandom,
	// is an error matching ErrUnsupported. The calls take a slower path with it.
	Breakdown bool
}

// ExactOptions counts every deal.
func ExactOptions() SimulationOptions {
	return SimulationOptions{Mode: Exact, Iterations: 1_000_000, Deterministic: true}
}

// MCSeeded is a Monte Carlo run of iterations deals, reproducible from seed at
// every thread count and on every platform.
func MCSeeded(iterations, seed uint64) SimulationOptions {
	return SimulationOptions{Mode: MonteCarlo, Iterations: iterations, Seed: seed, Deterministic: true}
}

// MCRandom is a Monte Carlo run with a fresh seed (EquityResult.Seed repeats it).
func MCRandom(iterations uint64) SimulationOptions {
	return SimulationOptions{Mode: MonteCarlo, Iterations: iterations}
}

// AutoOptions is exact when tractable, else a seeded Monte Carlo run.
func AutoOptions(iterations, seed uint64) SimulationOptions {
	return SimulationOptions{Mode: Auto, Iterations: iterations, Seed: seed, Deterministic: true}
}

// WithThreads returns the options with Threads set.
func (o SimulationOptions) WithThreads(threads uint32) SimulationOptions {
	o.Threads = threads
	return o
}

// WithBreakdown returns the options with Breakdown set.
func (o SimulationOptions) WithBreakdown(breakdown bool) SimulationOptions {
	o.Breakdown = breakdown
	return o
}

// cOptions fills the C struct from the defaults, then from o (nil: exact);
// runWithOptions adds the progress hook and the breakdown array.
func cOptions(o *SimulationOptions) (C.xiapl_equity_options, error) {
	var opts C.xiapl_equity_options
	if err := check(C.xiapl_equity_options_init(&opts, C.uint32_t(unsafe.Sizeof(opts)))); err != nil {
		return opts, err
	}
	if o == nil {
		return opts, nil
	}
	opts.mode = C.int32_t(o.Mode)
	opts.iterations = C.uint64_t(o.Iterations)
	opts.seed = C.uint64_t(o.Seed)
	opts.deterministic = 0
	if o.Deterministic {
		opts.deterministic = 1
	}
	opts.threads = C.uint32_t(o.Threads)
	return opts, nil
}

// PlayerEquity is one player's result.
type PlayerEquity struct {
	Equity   float64 // expected share of the pot: wins + split shares
	Win      float64 // fraction of deals won outright
	Tie      float64 // fraction of deals whose pot this player splits
	StdError float64 // Monte Carlo standard error of Equity (0 when exact)
	// WinByCategory and TieByCategory: filled when the options ask for a
	// Breakdown, zero otherwise.
	CategoryBreakdown
}

// CategoryBreakdown is a player's (or a range's) wins and splits by the
// category of its winning hand, indexed by Category (WinByCategory[Flush]).
// WinByCategory[c] is the fraction of deals it won alone, TieByCategory[c]
// the fraction whose pot it split, its best hand being of category c; they
// add up to its Win and Tie. All zero when SimulationOptions.Breakdown was
// not set.
type CategoryBreakdown struct {
	WinByCategory [StraightFlush + 1]float64
	TieByCategory [StraightFlush + 1]float64
}

// categoryBreakdown copies one C entry.
func categoryBreakdown(b *C.xiapl_category_breakdown) CategoryBreakdown {
	var out CategoryBreakdown
	for c := range out.WinByCategory {
		out.WinByCategory[c] = float64(b.win[c])
		out.TieByCategory[c] = float64(b.tie[c])
	}
	return out
}

// PlayerSplit is how one player's share of the pot was won. In a hi/lo game
// half of each pot goes to the best high hand and half to the best
// qualifying low, split further between equal hands, and the high hands take
// it all when no low qualifies; in the other games HighShare is the equity,
// LowShare 0 and Scoop the win rate.
type PlayerSplit struct {
	Scoop     float64 // fraction of deals whose whole pot the player took alone
	HighShare float64 // share of the pot won with the main (high) ranking
	LowShare  float64 // share won with the low half; HighShare + LowShare = Equity
}

// EquityResult is the result of CalculateEquity.
type EquityResult struct {
	Players   []PlayerEquity // one per player, in input order
	Splits    []PlayerSplit  // one per player: how its share was won (nil where a call cannot tell, see there)
	Trials    uint64         // deals counted
	Exact     bool           // every deal was counted
	ChopRate  float64        // fraction of deals with a split pot
	Seed      uint64         // the Monte Carlo seed used (0 when exact)
	Evaluated uint64         // deals, or classes of deals, actually evaluated
}

// Equities are the players' equities, in order.
func (r EquityResult) Equities() []float64 {
	out := make([]float64, len(r.Players))
	for i, p := range r.Players {
		out[i] = p.Equity
	}
	return out
}

// MaxPlayers is the most players CalculateEquity accepts for a game, what one
// deck deals: 23 (Hold'em), 11, 9, 7 (Omaha with 4, 5, 6 hole cards, high or
// hi/lo), 15 (short deck), 7 (stud games); 0 for the draw games, whose equity
// the cards alone do not decide.
func MaxPlayers(game Game) (int, error) {
	var out C.int32_t
	defer lock()()
	if err := check(C.xiapl_equity_max_players(C.int32_t(game), &out)); err != nil {
		return 0, err
	}
	return int(out), nil
}

// CalculateEquity is each player's equity when the rest of the cards are
// dealt, with how each share was won (Splits: scoops, high and low halves).
// Hold'em, short deck and the Omaha games (high or hi/lo): holes[i] are player
// i's hole cards and the rest of the board (0, 3, 4 or 5 cards given) is
// dealt. Stud, StudHiLo and Razz take no board (0): holes[i] are player i's
// cards so far, up and down (1 to 7), and the rest of its seven are dealt;
// folded players' up cards go in dead. dead cards are out of the deck. The
// draw games (Lowball27, Badugi) have no card-only equity: an error matching
// ErrInvalidArgument.
//
// options nil means exact enumeration; Monte Carlo with at least as many
// iterations as there are deals enumerates instead (Exact is then true).
// Games other than Hold'em and Omaha high judge every deal one by one, and
// exact enumeration of more than 2^26 hands (deals x players) is an error
// matching ErrLimitExceeded (AutoOptions then runs Monte Carlo).
//
// With options.Breakdown each player's WinByCategory and TieByCategory are
// filled: Hold'em and Omaha high only (another game: ErrUnsupported).
func CalculateEquity(holes []Mask, board Mask, options *SimulationOptions, game Game, dead Mask) (EquityResult, error) {
	players := make([]C.xiapl_player_equity, len(holes)+1)
	splits := make([]C.xiapl_player_split, len(holes)+1)
	var n C.uint64_t
	var summary C.xiapl_equity_summary
	summary.struct_size = C.uint32_t(unsafe.Sizeof(summary))
	defer lock()()
	breakdown, err := runWithOptions(options, len(holes), func(opts *C.xiapl_equity_options) C.int32_t {
		return C.xiapl_equity_calculate_split(C.int32_t(game), masksPtr(holes), C.uint64_t(len(holes)),
			C.uint64_t(board), C.uint64_t(dead), opts, &players[0], &splits[0], C.uint64_t(len(holes)), &n, &summary)
	})
	runtime.KeepAlive(holes)
	if err != nil {
		return EquityResult{}, err
	}
	result := equityResult(players[:int(n)], breakdown, &summary)
	result.Splits = make([]PlayerSplit, int(n))
	for i := range result.Splits {
		s := &splits[i]
		result.Splits[i] = PlayerSplit{Scoop: float64(s.scoop), HighShare: float64(s.high_share),
			LowShare: float64(s.low_share)}
	}
	return result, nil
}

// equityResult copies the C players, their breakdown (nil: none) and the
// summary into an EquityResult, with the Splits of a game without a low half
// (Scoop = Win, HighShare = Equity).
func equityResult(players []C.xiapl_player_equity, breakdown []CategoryBreakdown,
	summary *C.xiapl_equity_summary) EquityResult {
	result := EquityResult{
		Players:   make([]PlayerEquity, len(players)),
		Trials:    uint64(summary.trials),
		Exact:     summary.exact != 0,
		ChopRate:  float64(summary.chop_rate),
		Seed:      uint64(summary.seed),
		Evaluated: uint64(summary.evaluated),
	}
	result.Splits = make([]PlayerSplit, len(players))
	for i, p := range players {
		result.Players[i] = PlayerEquity{Equity: float64(p.equity), Win: float64(p.win), Tie: float64(p.tie),
			StdError: float64(p.std_error)}
		if i < len(breakdown) {
			result.Players[i].CategoryBreakdown = breakdown[i]
		}
		result.Splits[i] = PlayerSplit{Scoop: float64(p.win), HighShare: float64(p.equity)}
	}
	return result
}

// CalculateEquityVsRandom is the equity of one hand (hole) against opponents
// players whose cards are unknown, each dealt at random from the cards left,
// on a board of 0, 3, 4 or 5 cards with dead cards out of the deck. The
// result holds one player, the hero; ChopRate counts every split pot,
// whoever splits it.
//
// options nil means AutoOptions(1_000_000, 0): exact where tractable (Hold'em
// against one opponent on any street, two from the turn; Omaha4 against one
// from the turn), else a seeded Monte Carlo run of a million deals.
// ExactOptions fails with ErrLimitExceeded when the enumeration is not
// tractable. 0 opponents is an error matching ErrInvalidArgument; more than
// MaxPlayers(game) - 1, ErrLimitExceeded.
//
// Short deck, the hi/lo games and the stud games (hole: the hand's cards so
// far, board 0) count as CalculateEquity does them: exact up to 2^26 hands,
// each opponent dealt a whole hand (stud: seven cards). The draw games are an
// error matching ErrInvalidArgument. The call reports no halves: Splits is
// nil for a hi/lo game (it cannot be told from the equity), and otherwise
// Scoop = Win, HighShare = Equity. It gives no breakdown: options with
// Breakdown set are an error matching ErrUnsupported.
func CalculateEquityVsRandom(hole, board Mask, opponents int, options *SimulationOptions, game Game, dead Mask) (EquityResult, error) {
	if opponents < 0 {
		return EquityResult{}, invalid("%d opponents; give at least 1", opponents)
	}
	if uint64(opponents) > math.MaxUint32 {
		return EquityResult{}, &Error{Status: StatusLimitExceeded,
			Message: fmt.Sprintf("%d opponents is more than one deck deals; MaxPlayers(game) - 1 is the most", opponents)}
	}
	if options == nil {
		auto := AutoOptions(1_000_000, 0)
		options = &auto
	}
	var hero C.xiapl_player_equity
	var summary C.xiapl_equity_summary
	summary.struct_size = C.uint32_t(unsafe.Sizeof(summary))
	defer lock()()
	// With Breakdown the library refuses the call (ErrUnsupported); it is
	// given the one entry the hero would take.
	_, err := runWithOptions(options, 1, func(opts *C.xiapl_equity_options) C.int32_t {
		return C.xiapl_equity_vs_random(C.int32_t(game), C.uint64_t(hole), C.uint64_t(board), C.uint64_t(dead),
			C.uint32_t(opponents), opts, &hero, &summary)
	})
	if err != nil {
		return EquityResult{}, err
	}
	result := equityResult([]C.xiapl_player_equity{hero}, nil, &summary)
	info, err := game.Info()
	if err != nil {
		return EquityResult{}, err
	}
	if info.HiLo() {
		result.Splits = nil
	}
	return result, nil
}
