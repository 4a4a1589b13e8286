package xiapl

// #include <xiapl/xiapl.h>
import "C"

import "unsafe"

// Tournament prize equity by the Independent Chip Model (docs/icm.md): a
// player takes first place with probability stack / total chips, and each
// next place the same way among the players left. Stacks are positive chip
// counts, one per player still in; payouts the prizes of the places still
// paid, first place first (at most one per player, none larger than the place
// above). Bad input is an error matching ErrInvalidArgument whose message
// names the input and the fix.

// ICMMaxExactPlayers is the largest field ICMExact takes (a 64-bit set).
const ICMMaxExactPlayers = C.XIAPL_ICM_MAX_EXACT_PLAYERS

// ICMEstimate is a Monte Carlo estimate of every player's prize equity.
type ICMEstimate struct {
	Equity     []float64 // each player's mean payout over the sampled finishing orders
	StdError   []float64 // the standard error of each mean
	Iterations uint64    // finishing orders drawn
	Seed       uint64    // the seed they were drawn from
}

// ICMBubble is what an all-in for the smaller of two stacks is worth to one
// of the players in prize money.
type ICMBubble struct {
	Equity      float64 // the player's prize equity now
	EquityWin   float64 // after winning the all-in
	EquityLose  float64 // after losing it (a busted player finishes below everyone still in)
	Factor      float64 // (Equity - EquityLose) / (EquityWin - Equity); +Inf when winning gains nothing
	BreakEven   float64 // Factor / (1 + Factor): the chance of winning needed to break even
	RiskPremium float64 // BreakEven - 0.5
}

// ICMShoveCallResult is every player's prize equity in each outcome of a shove
// that the caller calls or folds.
type ICMShoveCallResult struct {
	Fold      []float64 // the caller folds: the shover takes the pot
	CallWin   []float64 // the caller calls and wins
	CallLose  []float64 // the caller calls and loses
	CallSplit []float64 // the caller calls and the pot is split
	Call      []float64 // calling, weighted by the caller's win and tie chances
	BreakEven float64   // the caller's showdown equity (ties half) at which calling equals folding
	Caller    int       // the caller's index
}

// CallGain is the caller's prize equity calling minus folding (positive: call).
func (s *ICMShoveCallResult) CallGain() float64 { return s.Call[s.Caller] - s.Fold[s.Caller] }

func doublesPtr(values []float64) *C.double {
	if len(values) == 0 {
		return nil
	}
	return (*C.double)(unsafe.Pointer(&values[0]))
}

func icmIndex(value int, name string) (C.uint64_t, error) {
	if value < 0 {
		return 0, invalid("%s is %d; player indices start at 0", name, value)
	}
	return C.uint64_t(value), nil
}

// ICMExact is each player's prize equity, exactly, in the order of stacks.
// The cost is sum_{k=1..m} k*C(n, k) terms for n players and m paid places;
// a field beyond the exact form's bounds (26 or more players with about half
// paid, or more than ICMMaxExactPlayers) is an error matching
// ErrLimitExceeded: use ICMMonteCarlo.
func ICMExact(stacks, payouts []float64) ([]float64, error) {
	out := make([]float64, len(stacks))
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_icm_exact(doublesPtr(stacks), C.uint64_t(len(stacks)), doublesPtr(payouts),
		C.uint64_t(len(payouts)), doublesPtr(out), C.uint64_t(len(out)), &n)); err != nil {
		return nil, err
	}
	return out, nil
}

// ICMMonteCarlo estimates each player's prize equity from iterations
// finishing orders drawn from seed, with standard errors; the same seed gives
// bit-identical results at every thread count (threads 0: one per CPU).
func ICMMonteCarlo(stacks, payouts []float64, iterations, seed uint64, threads int) (*ICMEstimate, error) {
	if threads < 0 {
		return nil, invalid("threads is %d; give 0 (one per CPU) or a positive count", threads)
	}
	est := &ICMEstimate{Equity: make([]float64, len(stacks)), StdError: make([]float64, len(stacks)),
		Iterations: iterations, Seed: seed}
	var n C.uint64_t
	defer lock()()
	if err := check(C.xiapl_icm_monte_carlo(doublesPtr(stacks), C.uint64_t(len(stacks)), doublesPtr(payouts),
		C.uint64_t(len(payouts)), C.uint64_t(iterations), C.uint64_t(seed), C.int32_t(threads),
		doublesPtr(est.Equity), doublesPtr(est.StdError), C.uint64_t(len(stacks)), &n)); err != nil {
		return nil, err
	}
	return est, nil
}

// ICMBubbleFactor is the bubble factor and risk premium of player in an
// all-in against opponent for the smaller of their stacks (exact form).
func ICMBubbleFactor(stacks, payouts []float64, player, opponent int) (*ICMBubble, error) {
	p, err := icmIndex(player, "player")
	if err != nil {
		return nil, err
	}
	o, err := icmIndex(opponent, "opponent")
	if err != nil {
		return nil, err
	}
	var v [6]C.double
	defer lock()()
	if err := check(C.xiapl_icm_bubble_factor(doublesPtr(stacks), C.uint64_t(len(stacks)), doublesPtr(payouts),
		C.uint64_t(len(payouts)), p, o, &v[0], &v[1], &v[2], &v[3], &v[4], &v[5])); err != nil {
		return nil, err
	}
	return &ICMBubble{float64(v[0]), float64(v[1]), float64(v[2]), float64(v[3]), float64(v[4]), float64(v[5])}, nil
}

// ICMShoveCall prices a spot where shover moves all in and caller calls or
// folds (everyone else has folded). stacks are the stacks at the start of the
// hand, posted what each player had already put in (blinds, antes; nil for
// none), win and tie the caller's showdown chances (from the equity
// functions).
func ICMShoveCall(stacks, payouts, posted []float64, shover, caller int, win, tie float64) (*ICMShoveCallResult, error) {
	s, err := icmIndex(shover, "shover")
	if err != nil {
		return nil, err
	}
	c, err := icmIndex(caller, "caller")
	if err != nil {
		return nil, err
	}
	if posted == nil {
		posted = make([]float64, len(stacks))
	}
	if len(posted) != len(stacks) {
		return nil, invalid("posted has %d amounts but stacks has %d; give one per player (0 for none)",
			len(posted), len(stacks))
	}
	n := len(stacks)
	rows := make([]float64, n*C.XIAPL_ICM_ROWS)
	var length C.uint64_t
	var be C.double
	defer lock()()
	if err := check(C.xiapl_icm_shove_call(doublesPtr(stacks), C.uint64_t(n), doublesPtr(payouts),
		C.uint64_t(len(payouts)), doublesPtr(posted), s, c, C.double(win), C.double(tie), doublesPtr(rows),
		C.uint64_t(len(rows)), &length, &be)); err != nil {
		return nil, err
	}
	row := func(r int) []float64 { return rows[r*n : (r+1)*n : (r+1)*n] }
	return &ICMShoveCallResult{
		Fold:      row(C.XIAPL_ICM_ROW_FOLD),
		CallWin:   row(C.XIAPL_ICM_ROW_CALL_WIN),
		CallLose:  row(C.XIAPL_ICM_ROW_CALL_LOSE),
		CallSplit: row(C.XIAPL_ICM_ROW_CALL_SPLIT),
		Call:      row(C.XIAPL_ICM_ROW_CALL),
		BreakEven: float64(be),
		Caller:    caller,
	}, nil
}
