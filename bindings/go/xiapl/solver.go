package xiapl

// #include <stdlib.h>
// #include <xiapl/xiapl.h>
import "C"

import (
	"math"
	"runtime"
	"strings"
	"unsafe"
)

// The postflop solver (docs/solver.md): a heads-up No-Limit Hold'em spot from
// the flop, turn or river solved by Discounted CFR. Out of position is player
// 0 and acts first on every street; in position is player 1.

// SolverSpot is a spot: both ranges as text in the range grammar, the board,
// the starting pot and the effective stack, the bet and raise sizes of both
// players on every street ("60%, e, a", "2.5x"; "" for none) and rake.
type SolverSpot struct {
	OOP, IP  string
	Board    Mask
	Pot      float64
	Stack    float64
	Bets     string
	Raises   string
	RakeRate float64 // a fraction of every pot won, 0 .. 1
	RakeCap  float64 // chips; 0: no cap
}

// SolveResult is what a solve reached.
type SolveResult struct {
	Exploitability        float64    // chips: the mean of the two players' best-response gains
	ExploitabilityPercent float64    // the same, percent of the starting pot
	EV                    [2]float64 // each player's expected share of the pot at the root [oop, ip]
	Iterations            uint32     // iterations done in all
	Seconds               float64    // the wall time of the solve
	MemoryBytes           uint64     // bytes the game and the solver hold
}

// Solver holds a spot and its solve. Use it from one goroutine at a time;
// Close frees it (a finalizer does too).
type Solver struct {
	handle *C.xiapl_solver
	// solving is set while SolveWith runs: its progress function may not
	// use the solver, and a Close from it waits for the solve to return.
	solving, closeAfterSolve bool
}

// NewSolver builds a solver for a spot. A bad range or size list is an error
// matching ErrParse; a bad board, pot or stack one matching ErrInvalidArgument.
func NewSolver(spot SolverSpot) (*Solver, error) {
	var c C.xiapl_solver_spot
	defer lock()()
	if err := check(C.xiapl_solver_spot_init(&c, C.uint32_t(unsafe.Sizeof(c)))); err != nil {
		return nil, err
	}
	c.pot = C.double(spot.Pot)
	c.stack = C.double(spot.Stack)
	c.rake_rate = C.double(spot.RakeRate)
	c.rake_cap = C.double(spot.RakeCap)
	texts := []*C.char{C.CString(spot.OOP), C.CString(spot.IP), C.CString(spot.Bets), C.CString(spot.Raises)}
	defer func() {
		for _, t := range texts {
			C.free(unsafe.Pointer(t))
		}
	}()
	var handle *C.xiapl_solver
	if err := check(C.xiapl_solver_create(texts[0], texts[1], C.uint64_t(spot.Board), &c, texts[2], texts[3], &handle)); err != nil {
		return nil, err
	}
	s := &Solver{handle: handle}
	runtime.SetFinalizer(s, (*Solver).Close)
	return s, nil
}

// Close frees the solver; calling it again does nothing. Called from the
// progress function of a solve, it frees the solver once the solve returns.
func (s *Solver) Close() {
	if s.solving {
		s.closeAfterSolve = true
		return
	}
	if s.handle != nil {
		C.xiapl_solver_destroy(s.handle)
		s.handle = nil
	}
}

func (s *Solver) live() error {
	if s == nil || s.handle == nil {
		return invalid("the solver is closed")
	}
	if s.solving {
		return invalid("a Solver method was called from inside its solve's progress function; " +
			"the library does not allow it: return from the progress function first")
	}
	return nil
}

// SolverProgressFunc follows a solve. The library calls it on the goroutine
// that called SolveWith after each exploitability check (every CheckEvery
// iterations, and the last), with the iterations done in all and the
// exploitability in chips. Returning nil lets the solve go on; returning an
// error cancels it: SolveWith returns an *Error of status StatusCancelled
// wrapping that error (errors.Is(err, ErrCancelled) and errors.Is(err,
// yourErr) both hold), and the solver keeps the iterations done, so a later
// SolveWith continues from them. A panic in the function also cancels the
// solve and panics again once the library has returned. A method of the
// same Solver called from the function is refused (ErrInvalidArgument); its
// Close frees the solver once the solve has returned.
type SolverProgressFunc func(iterations uint32, exploitability float64) error

// SolveOptions choose how a solve runs; start from DefaultSolveOptions.
type SolveOptions struct {
	// TargetPercent stops the solve once the exploitability is at most this
	// percent of the starting pot (0: no target). Default 0.5.
	TargetPercent float64
	// TargetChips, when above 0, is the target in chips instead of TargetPercent.
	TargetChips float64
	// MaxIterations is the most iterations in all (solves of a Solver add
	// up), at least 1. Default 1000.
	MaxIterations uint32
	// CheckEvery is the iterations between exploitability checks (and
	// progress reports), at least 1. Default 10.
	CheckEvery uint32
	// Threads is the workers over the chance nodes, 1 to 256; any count gives
	// the same bits. Default 1.
	Threads uint32
	// Compressed keeps regrets and strategies in 16 bits: half the memory
	// (Memory(true)). Fixed by the first solve of a Solver.
	Compressed bool
	// Progress, when not nil, follows the solve and can cancel it (see
	// SolverProgressFunc).
	Progress SolverProgressFunc
}

// DefaultSolveOptions are 0.5% of the pot, 1000 iterations, a check every
// 10, one thread, 32-bit storage and no progress function.
func DefaultSolveOptions() SolveOptions {
	return SolveOptions{TargetPercent: 0.5, MaxIterations: 1000, CheckEvery: 10, Threads: 1}
}

// Solve runs until the exploitability is at most targetPercent of the pot (0:
// no target) or maxIterations iterations in all, on threads workers (the
// result is the same at any count). A second call continues. SolveWith takes
// the other options.
func (s *Solver) Solve(targetPercent float64, maxIterations, threads uint32) (SolveResult, error) {
	o := DefaultSolveOptions()
	o.TargetPercent, o.MaxIterations, o.Threads = targetPercent, maxIterations, threads
	return s.SolveWith(o)
}

// check says what is wrong with the options, naming the field.
func (o *SolveOptions) check() error {
	const maxThreads = 256
	for _, t := range []struct {
		name  string
		value float64
	}{{"TargetPercent", o.TargetPercent}, {"TargetChips", o.TargetChips}} {
		if !(t.value >= 0) || math.IsInf(t.value, 0) {
			return invalid("SolveOptions.%s is %v; give 0 (no target) or a positive number", t.name, t.value)
		}
	}
	if o.MaxIterations == 0 {
		return invalid("SolveOptions.MaxIterations is 0; give at least 1 (DefaultSolveOptions has 1000)")
	}
	if o.CheckEvery == 0 {
		return invalid("SolveOptions.CheckEvery is 0; give at least 1 (DefaultSolveOptions has 10)")
	}
	if o.Threads == 0 || o.Threads > maxThreads {
		return invalid("SolveOptions.Threads is %d; give 1 to %d", o.Threads, maxThreads)
	}
	return nil
}

// SolveWith runs Discounted CFR as the options say, until the target
// exploitability or MaxIterations iterations in all; a second call continues
// from where the first stopped (also after a cancel). Bad options are an
// error matching ErrInvalidArgument naming the field; a cancel by the
// progress function one matching ErrCancelled.
func (s *Solver) SolveWith(options SolveOptions) (SolveResult, error) {
	if err := s.live(); err != nil {
		return SolveResult{}, err
	}
	if err := options.check(); err != nil {
		return SolveResult{}, err
	}
	var o C.xiapl_solver_options
	var r C.xiapl_solver_result
	defer lock()()
	if err := check(C.xiapl_solver_options_init(&o, C.uint32_t(unsafe.Sizeof(o)))); err != nil {
		return SolveResult{}, err
	}
	o.target_percent = C.double(options.TargetPercent)
	o.target_chips = C.double(options.TargetChips)
	o.max_iterations = C.uint32_t(options.MaxIterations)
	o.check_every = C.uint32_t(options.CheckEvery)
	o.threads = C.uint32_t(options.Threads)
	if options.Compressed {
		o.compressed = 1
	}
	r.struct_size = C.uint32_t(unsafe.Sizeof(r))
	err := s.guardSolve(func() error {
		return runSolveWithProgress(&o, options.Progress, func(o *C.xiapl_solver_options) C.int32_t {
			return C.xiapl_solver_solve(s.handle, o, &r)
		})
	})
	runtime.KeepAlive(s)
	if err != nil {
		return SolveResult{}, err
	}
	return SolveResult{
		Exploitability:        float64(r.exploitability),
		ExploitabilityPercent: float64(r.exploitability_percent),
		EV:                    [2]float64{float64(r.ev[0]), float64(r.ev[1])},
		Iterations:            uint32(r.iterations),
		Seconds:               float64(r.seconds),
		MemoryBytes:           uint64(r.memory_bytes),
	}, nil
}

// guardSolve runs solve with s.solving set (also when the progress function
// panics), then makes a Close asked for meanwhile.
func (s *Solver) guardSolve(solve func() error) error {
	s.solving = true
	defer func() {
		s.solving = false
		if s.closeAfterSolve {
			s.Close()
		}
	}()
	return solve()
}

// Node is the node reached by a path of action names separated by commas
// ("check, bet 120, deal Kh"; "" is the root). An unknown action is an error
// matching ErrInvalidArgument that lists the node's actions.
func (s *Solver) Node(path string) (uint32, error) {
	if err := s.live(); err != nil {
		return 0, err
	}
	cpath := C.CString(path)
	defer C.free(unsafe.Pointer(cpath))
	var node C.uint32_t
	defer lock()()
	if err := check(C.xiapl_solver_node(s.handle, cpath, &node)); err != nil {
		return 0, err
	}
	runtime.KeepAlive(s)
	return uint32(node), nil
}

// Actions are the names of a node's actions, in order.
func (s *Solver) Actions(node uint32) ([]string, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	defer lock()()
	text, err := readText(256, func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_solver_actions(s.handle, C.uint32_t(node), buf, capacity, n)
	})
	runtime.KeepAlive(s)
	if err != nil || text == "" {
		return nil, err
	}
	return strings.Split(text, ","), nil
}

// Hands are a player's hands (0 out of position, 1 in position), the order of
// every per-hand result.
func (s *Solver) Hands(player int) ([]Mask, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	var n C.uint64_t
	defer lock()()
	status := C.xiapl_solver_hands(s.handle, C.int32_t(player), nil, nil, 0, &n)
	if status != C.XIAPL_ERR_BUFFER_TOO_SMALL {
		if err := check(status); err != nil {
			return nil, err
		}
	}
	masks := make([]C.uint64_t, int(n)+1)
	if err := check(C.xiapl_solver_hands(s.handle, C.int32_t(player), &masks[0], nil, C.uint64_t(len(masks)), &n)); err != nil {
		return nil, err
	}
	runtime.KeepAlive(s)
	out := make([]Mask, int(n))
	for i := range out {
		out[i] = Mask(masks[i])
	}
	return out, nil
}

// Strategy is the average strategy at a player node: Strategy[a][h] is action
// a's frequency for the acting player's hand h (each hand's sum is 1).
func (s *Solver) Strategy(node uint32) ([][]float64, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	actions, err := s.Actions(node)
	if err != nil {
		return nil, err
	}
	var n C.uint64_t
	defer lock()()
	status := C.xiapl_solver_strategy(s.handle, C.uint32_t(node), nil, 0, &n)
	if status != C.XIAPL_ERR_BUFFER_TOO_SMALL {
		if err := check(status); err != nil {
			return nil, err
		}
	}
	flat := make([]float64, int(n)+1)
	if err := check(C.xiapl_solver_strategy(s.handle, C.uint32_t(node), (*C.double)(unsafe.Pointer(&flat[0])),
		C.uint64_t(len(flat)), &n)); err != nil {
		return nil, err
	}
	runtime.KeepAlive(s)
	hands := int(n) / len(actions)
	out := make([][]float64, len(actions))
	for a := range out {
		out[a] = flat[a*hands : (a+1)*hands : (a+1)*hands]
	}
	return out, nil
}

// Memory is the bytes a solve needs (the game and the storage; 16-bit
// storage when compressed), known before the solve allocates them.
func (s *Solver) Memory(compressed bool) (uint64, error) {
	if err := s.live(); err != nil {
		return 0, err
	}
	var game, total C.uint64_t
	flag := C.int32_t(0)
	if compressed {
		flag = 1
	}
	defer lock()()
	if err := check(C.xiapl_solver_memory(s.handle, flag, &game, &total)); err != nil {
		return 0, err
	}
	runtime.KeepAlive(s)
	return uint64(total), nil
}

// Players and streets of SetSizes and the per-player queries: out of position
// (0, first to act) and in position (1); flop 0, turn 1, river 2.
// SolverBothPlayers and SolverAllStreets select every player or street in SetSizes.
const (
	SolverOOP         = C.XIAPL_SOLVER_OOP
	SolverIP          = C.XIAPL_SOLVER_IP
	SolverBothPlayers = C.XIAPL_SOLVER_BOTH_PLAYERS
	SolverFlop        = C.XIAPL_SOLVER_FLOP
	SolverTurn        = C.XIAPL_SOLVER_TURN
	SolverRiver       = C.XIAPL_SOLVER_RIVER
	SolverAllStreets  = C.XIAPL_SOLVER_ALL_STREETS
)

// SolverNoSizes as a list of SetSizes means no sizes at all (no bets, no
// raises, or no donk bets), where "" leaves the list unchanged.
const SolverNoSizes = "none"

// SetSizes gives one player (SolverOOP, SolverIP or SolverBothPlayers) on one
// street (SolverFlop, SolverTurn, SolverRiver or SolverAllStreets) its own
// bet, raise and donk sizes before the tree is built; an empty string leaves
// a list unchanged and SolverNoSizes empties it; "-" as donks means no donk
// list (the player's usual bets). Donk sizes are out of position's first bet
// of a turn or river after calling a bet on the street before. An unknown player or street, or a call after the tree is built
// (by a solve, Memory or a node query), is an error matching
// ErrInvalidArgument; a bad size list one matching ErrParse. A refused call
// changes nothing.
func (s *Solver) SetSizes(player, street int, bets, raises, donks string) error {
	if err := s.live(); err != nil {
		return err
	}
	if player < SolverBothPlayers || player > SolverIP {
		return invalid("player is %d; give SolverOOP (0), SolverIP (1) or SolverBothPlayers (-1)", player)
	}
	if street < SolverAllStreets || street > SolverRiver {
		return invalid("street is %d; give SolverFlop (0), SolverTurn (1), SolverRiver (2) or SolverAllStreets (-1)",
			street)
	}
	texts := [3]*C.char{}
	for i, text := range []string{bets, raises, donks} {
		if text == SolverNoSizes {
			text = "" // the library's empty list
		} else if text == "" {
			continue // NULL: unchanged
		}
		texts[i] = C.CString(text)
		defer C.free(unsafe.Pointer(texts[i]))
	}
	defer lock()()
	err := check(C.xiapl_solver_set_sizes(s.handle, C.int32_t(player), C.int32_t(street), texts[0], texts[1], texts[2]))
	runtime.KeepAlive(s)
	return err
}

// AddAction adds a bet, raise or all-in ("bet 50", "raise 300", "allin") at
// every decision after a betting line (action names from the root, comma
// separated, deals left out: "" the root, "check, bet 120" the node after
// those), before the tree is built. A refused edit changes nothing.
func (s *Solver) AddAction(line, action string) error {
	return s.edit(line, action, false)
}

// RemoveAction removes a bet, raise or all-in, with its subtree, at every
// decision after a betting line, before the tree is built.
func (s *Solver) RemoveAction(line, action string) error {
	return s.edit(line, action, true)
}

func (s *Solver) edit(line, action string, remove bool) error {
	if err := s.live(); err != nil {
		return err
	}
	cline, caction := C.CString(line), C.CString(action)
	defer C.free(unsafe.Pointer(cline))
	defer C.free(unsafe.Pointer(caction))
	defer lock()()
	var status C.int32_t
	if remove {
		status = C.xiapl_solver_remove_action(s.handle, cline, caction)
	} else {
		status = C.xiapl_solver_add_action(s.handle, cline, caction)
	}
	runtime.KeepAlive(s)
	return check(status)
}

// SolverNodeInfo says what a node is.
type SolverNodeInfo struct {
	Kind        int        // 0 a player acts, 1 a card is dealt, 2 a fold, 3 a showdown
	Player      int        // who acts (or folded); -1 at other nodes
	Street      int        // 0 flop, 1 turn, 2 river
	ActionCount int        // the node's actions
	Parent      int        // the parent node; -1 at the root
	Board       Mask       // the board cards at the node
	Contrib     [2]float64 // chips each player has put in, the starting pot split equally
}

// NodeInfo says what a node is.
func (s *Solver) NodeInfo(node uint32) (SolverNodeInfo, error) {
	if err := s.live(); err != nil {
		return SolverNodeInfo{}, err
	}
	var f C.xiapl_solver_node_facts
	f.struct_size = C.uint32_t(unsafe.Sizeof(f))
	defer lock()()
	if err := check(C.xiapl_solver_node_info(s.handle, C.uint32_t(node), &f)); err != nil {
		return SolverNodeInfo{}, err
	}
	runtime.KeepAlive(s)
	parent := -1
	if f.parent != math.MaxUint32 {
		parent = int(f.parent)
	}
	return SolverNodeInfo{int(f.kind), int(f.player), int(f.street), int(f.action_count), parent, Mask(f.board),
		[2]float64{float64(f.contrib[0]), float64(f.contrib[1])}}, nil
}

type perHandFn func(h *C.xiapl_solver, node C.uint32_t, player C.int32_t, out *C.double, capacity C.uint64_t,
	n *C.uint64_t) C.int32_t

func (s *Solver) perHand(node uint32, player int, fn perHandFn) ([]float64, error) {
	if err := s.live(); err != nil {
		return nil, err
	}
	var n C.uint64_t
	defer lock()()
	status := fn(s.handle, C.uint32_t(node), C.int32_t(player), nil, 0, &n)
	if status != C.XIAPL_ERR_BUFFER_TOO_SMALL {
		if err := check(status); err != nil {
			return nil, err
		}
	}
	out := make([]float64, int(n)+1)
	if err := check(fn(s.handle, C.uint32_t(node), C.int32_t(player), (*C.double)(unsafe.Pointer(&out[0])),
		C.uint64_t(len(out)), &n)); err != nil {
		return nil, err
	}
	runtime.KeepAlive(s)
	return out[:int(n):int(n)], nil
}

// Range is a player's weight for each hand at a node.
func (s *Solver) Range(node uint32, player int) ([]float64, error) {
	return s.perHand(node, player, func(h *C.xiapl_solver, node C.uint32_t, p C.int32_t, out *C.double,
		c C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_solver_range(h, node, p, out, c, n)
	})
}

// EV is each hand's expected value at a node (chips, as SolveResult.EV).
func (s *Solver) EV(node uint32, player int) ([]float64, error) {
	return s.perHand(node, player, func(h *C.xiapl_solver, node C.uint32_t, p C.int32_t, out *C.double,
		c C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_solver_ev(h, node, p, out, c, n)
	})
}

// Equity is each hand's equity at a node against the opponent's range there.
func (s *Solver) Equity(node uint32, player int) ([]float64, error) {
	return s.perHand(node, player, func(h *C.xiapl_solver, node C.uint32_t, p C.int32_t, out *C.double,
		c C.uint64_t, n *C.uint64_t) C.int32_t {
		return C.xiapl_solver_equity(h, node, p, out, c, n)
	})
}
