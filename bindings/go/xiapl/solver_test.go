package xiapl

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func riverSolver(t *testing.T) *Solver {
	t.Helper()
	board, err := ParseMask("Td9d6hQc2s")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSolver(SolverSpot{OOP: "AA,QQ,AKs,87s", IP: "KK,JJ,AQs,65s", Board: board, Pot: 100, Stack: 200,
		Bets: "50%, a", Raises: ""})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSolverRiver(t *testing.T) {
	s := riverSolver(t)
	defer s.Close()
	r, err := s.Solve(0.5, 1000, 1)
	if err != nil {
		t.Fatal(err)
	}
	if r.ExploitabilityPercent > 0.5 || r.Iterations == 0 || math.Abs(r.EV[0]+r.EV[1]-100) > 1e-4 {
		t.Fatalf("result %+v", r)
	}
	root, err := s.Node("")
	if err != nil || root != 0 {
		t.Fatal(root, err)
	}
	actions, err := s.Actions(root)
	if err != nil || strings.Join(actions, "|") != "check|bet 50|allin 200" {
		t.Fatal(actions, err)
	}
	hands, err := s.Hands(0)
	if err != nil || len(hands) != 17 { // AA 6, QQ 3 (Qc on the board), AKs 4, 87s 4
		t.Fatal(hands, err)
	}
	if m, err := s.Memory(false); err != nil || m == 0 {
		t.Fatal(m, err)
	}
	info, err := s.NodeInfo(root)
	if err != nil || info.Kind != 0 || info.Player != 0 || info.Street != 2 || info.ActionCount != 3 || info.Parent != -1 || info.Contrib != [2]float64{50, 50} {
		t.Fatal(info, err)
	}
	for p := 0; p < 2; p++ {
		ev, err1 := s.EV(root, p)
		eq, err2 := s.Equity(root, p)
		rg, err3 := s.Range(root, p)
		if err1 != nil || err2 != nil || err3 != nil || len(ev) != len(eq) || len(eq) != len(rg) {
			t.Fatal(err1, err2, err3)
		}
		for h := range eq {
			if eq[h] < 0 || eq[h] > 1 || rg[h] != 1 {
				t.Fatal(h, eq[h], rg[h])
			}
		}
	}
	strategy, err := s.Strategy(root)
	if err != nil || len(strategy) != 3 || len(strategy[0]) != len(hands) {
		t.Fatal(len(strategy), err)
	}
	for h := range hands {
		sum := 0.0
		for a := range strategy {
			sum += strategy[a][h]
		}
		if math.Abs(sum-1) > 1e-5 {
			t.Fatalf("hand %d sums to %v", h, sum)
		}
	}
	bet, err := s.Node("Bet 50")
	if err != nil {
		t.Fatal(err)
	}
	if a, _ := s.Actions(bet); strings.Join(a, "|") != "fold|call" {
		t.Fatal(a)
	}
	if info, err := s.NodeInfo(bet); err != nil || info.Parent != int(root) || info.Player != 1 {
		t.Fatal(info, err)
	}
	if _, err := s.Node("raise 300"); !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "check, bet 50") {
		t.Fatal(err)
	}
}

func TestSolverBadInput(t *testing.T) {
	board, _ := ParseMask("Td9d6hQc2s")
	if _, err := NewSolver(SolverSpot{OOP: "AA,KQx", IP: "KK", Board: board, Pot: 100, Stack: 200}); !errors.Is(err, ErrParse) ||
		!strings.Contains(err.Error(), "KQx") {
		t.Fatal(err)
	}
	if _, err := NewSolver(SolverSpot{OOP: "AA", IP: "KK", Board: board, Pot: -5, Stack: 200}); !errors.Is(err, ErrInvalidArgument) {
		t.Fatal(err)
	}
	s := riverSolver(t)
	if err := s.SetSizes(1, 2, "33%", "", ""); err != nil {
		t.Fatal(err)
	}
	if n, err := s.Node("check, bet 33"); err != nil || n == 0 {
		t.Fatal(n, err)
	}
	if err := s.SetSizes(1, 2, "75%", "", ""); !errors.Is(err, ErrInvalidArgument) {
		t.Fatal(err)
	}
	s.Close()
	if _, err := s.Solve(0.5, 10, 1); !errors.Is(err, ErrInvalidArgument) {
		t.Fatal(err)
	}
}

func TestSolverTreeEdits(t *testing.T) {
	s := riverSolver(t)
	defer s.Close()
	if err := s.AddAction("", "bet 75"); err != nil {
		t.Fatal(err)
	}
	if err := s.RemoveAction("check", "allin"); err != nil {
		t.Fatal(err)
	}
	if err := s.AddAction("", "jam 50"); !errors.Is(err, ErrParse) || !strings.Contains(err.Error(), `"jam 50"`) {
		t.Fatal(err)
	}
	if err := s.AddAction("", "bet 500"); !errors.Is(err, ErrInvalidArgument) ||
		!strings.Contains(err.Error(), "above all-in (200 chips)") {
		t.Fatal(err)
	}
	if err := s.RemoveAction("", "bet 70"); !errors.Is(err, ErrInvalidArgument) {
		t.Fatal(err)
	}
	root, _ := s.Node("")
	if actions, err := s.Actions(root); err != nil || strings.Join(actions, "|") != "check|bet 50|bet 75|allin 200" {
		t.Fatal(actions, err)
	}
	check, _ := s.Node("check")
	if actions, err := s.Actions(check); err != nil || strings.Join(actions, "|") != "check|bet 50" {
		t.Fatal(actions, err)
	}
	if err := s.AddAction("", "bet 20"); !errors.Is(err, ErrInvalidArgument) {
		t.Fatal(err) // the tree is built
	}
}

// A progress function sees every check (iterations growing by CheckEvery,
// the exploitability falling), its error cancels the solve with ErrCancelled
// wrapping it, and the solver continues from the iterations done: the
// same bits as a solve that was never stopped.
func TestSolverProgressCancelContinue(t *testing.T) {
	s := riverSolver(t)
	defer s.Close()
	stop := errors.New("enough")
	var iterations []uint32
	var exploitability []float64
	o := DefaultSolveOptions()
	o.TargetPercent, o.MaxIterations, o.CheckEvery = 0, 1000, 7
	o.Progress = func(i uint32, e float64) error {
		iterations = append(iterations, i)
		exploitability = append(exploitability, e)
		if i >= 70 {
			return stop
		}
		return nil
	}
	_, err := s.SolveWith(o)
	var xe *Error
	if !errors.Is(err, ErrCancelled) || !errors.Is(err, stop) || !errors.As(err, &xe) || xe.Cause != stop ||
		!strings.Contains(err.Error(), "70 iterations") {
		t.Fatalf("cancel: %v", err)
	}
	if len(iterations) != 10 {
		t.Fatalf("reports at %v", iterations)
	}
	for k, i := range iterations {
		if i != uint32(7*(k+1)) || !(exploitability[k] > 0) {
			t.Fatalf("report %d: %d iterations, exploitability %v", k, i, exploitability[k])
		}
	}
	if !(exploitability[9] < exploitability[0]/2) {
		t.Fatalf("exploitability did not fall: %v", exploitability)
	}
	// Continue to 140 iterations without a hook.
	o.Progress, o.MaxIterations = nil, 140
	r, err := s.SolveWith(o)
	if err != nil || r.Iterations != 140 {
		t.Fatal(r, err)
	}
	straight := riverSolver(t)
	defer straight.Close()
	want, err := straight.SolveWith(o)
	if err != nil || want.Exploitability != r.Exploitability || want.EV != r.EV {
		t.Fatalf("continued %+v, straight %+v (%v)", r, want, err)
	}
}

// A panic in the progress function cancels the solve, then panics again in
// the caller; the solver stays usable.
func TestSolverProgressPanic(t *testing.T) {
	s := riverSolver(t)
	defer s.Close()
	o := DefaultSolveOptions()
	o.TargetPercent, o.MaxIterations = 0, 100
	o.Progress = func(uint32, float64) error { panic("boom") }
	func() {
		defer func() {
			if v := recover(); v != "boom" {
				t.Fatalf("recovered %v", v)
			}
		}()
		_, _ = s.SolveWith(o)
		t.Fatal("no panic")
	}()
	o.Progress = nil
	if r, err := s.SolveWith(o); err != nil || r.Iterations != 100 {
		t.Fatal(r, err)
	}
}

// 16-bit storage takes less memory and still reaches the target; a target in
// chips stops there.
func TestSolverCompressedAndChips(t *testing.T) {
	s := riverSolver(t)
	defer s.Close()
	full, err1 := s.Memory(false)
	half, err2 := s.Memory(true)
	if err1 != nil || err2 != nil || !(half < full) {
		t.Fatal(full, half, err1, err2)
	}
	o := DefaultSolveOptions()
	o.Compressed, o.Threads = true, 2
	r, err := s.SolveWith(o)
	if err != nil || r.ExploitabilityPercent > 0.5 || r.Iterations == 0 {
		t.Fatal(r, err)
	}
	o.Compressed = false
	if _, err := s.SolveWith(o); !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "compressed") {
		t.Fatal(err)
	}
	chips := riverSolver(t)
	defer chips.Close()
	o = DefaultSolveOptions()
	o.TargetPercent, o.TargetChips = 0.001, 2 // the chips take the place of the percent
	r, err = chips.SolveWith(o)
	if err != nil || r.Exploitability > 2 || r.Iterations >= o.MaxIterations {
		t.Fatal(r, err)
	}
}

// Sizes per player and street, donks included, change the nodes' actions.
func TestSolverSizesPerPlayerStreet(t *testing.T) {
	board, _ := ParseMask("Td9d6hQc")
	s, err := NewSolver(SolverSpot{OOP: "AA,QQ,AKs", IP: "KK,JJ,AQs", Board: board, Pot: 100, Stack: 400,
		Bets: "50%", Raises: ""})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	steps := []struct {
		player, street      int
		bets, raises, donks string
	}{
		{SolverIP, SolverTurn, "75%", "", ""},
		{SolverOOP, SolverRiver, "", "", "25%"},
		{SolverBothPlayers, SolverRiver, "", "3x", ""},
		{SolverIP, SolverFlop, SolverNoSizes, "", ""}, // a turn spot: no flop, nothing changes
	}
	for _, st := range steps {
		if err := s.SetSizes(st.player, st.street, st.bets, st.raises, st.donks); err != nil {
			t.Fatal(err)
		}
	}
	for path, want := range map[string]string{
		"":                                    "check|bet 50",
		"check":                               "check|bet 75",
		"check, bet 75, call, deal 2s":        "check|bet 63|allin 325",
		"check, bet 75, call, deal 2s, check": "check|bet 125|allin 325",
		"check, check, deal 2s":               "check|bet 50",
		"check, check, deal 2s, bet 50":       "fold|call|raise 150",
		"check, check, deal 2s, check":        "check|bet 50",
	} {
		node, err := s.Node(path)
		if err != nil {
			t.Fatal(path, err)
		}
		if actions, err := s.Actions(node); err != nil || strings.Join(actions, "|") != want {
			t.Errorf("%q: %v, want %s (%v)", path, actions, want, err)
		}
	}
}

// Bad options and players or streets are errors naming the input; they change nothing.
func TestSolverBadOptions(t *testing.T) {
	s := riverSolver(t)
	defer s.Close()
	for _, c := range []struct {
		change func(*SolveOptions)
		want   string
	}{
		{func(o *SolveOptions) { o.Threads = 0 }, "SolveOptions.Threads is 0"},
		{func(o *SolveOptions) { o.Threads = 257 }, "SolveOptions.Threads is 257"},
		{func(o *SolveOptions) { o.TargetPercent = -1 }, "SolveOptions.TargetPercent is -1"},
		{func(o *SolveOptions) { o.TargetChips = math.NaN() }, "SolveOptions.TargetChips is NaN"},
		{func(o *SolveOptions) { o.MaxIterations = 0 }, "SolveOptions.MaxIterations is 0"},
		{func(o *SolveOptions) { o.CheckEvery = 0 }, "SolveOptions.CheckEvery is 0"},
	} {
		o := DefaultSolveOptions()
		c.change(&o)
		if _, err := s.SolveWith(o); !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.want, err)
		}
	}
	if err := s.SetSizes(2, SolverRiver, "33%", "", ""); !errors.Is(err, ErrInvalidArgument) ||
		!strings.Contains(err.Error(), "player is 2") {
		t.Error(err)
	}
	if err := s.SetSizes(SolverIP, 3, "33%", "", ""); !errors.Is(err, ErrInvalidArgument) ||
		!strings.Contains(err.Error(), "street is 3") {
		t.Error(err)
	}
	if err := s.SetSizes(SolverIP, SolverRiver, "33%, 4x", "", ""); !errors.Is(err, ErrParse) {
		t.Error(err)
	}
	root, _ := s.Node("")
	if actions, _ := s.Actions(root); strings.Join(actions, "|") != "check|bet 50|allin 200" {
		t.Error(actions)
	}
	if r, err := s.SolveWith(DefaultSolveOptions()); err != nil || r.ExploitabilityPercent > 0.5 {
		t.Error(r, err)
	}
}

// SolverNoSizes empties a list; "" leaves it as it was.
func TestSolverNoSizes(t *testing.T) {
	s := riverSolver(t)
	defer s.Close()
	if err := s.SetSizes(SolverIP, SolverAllStreets, SolverNoSizes, "", ""); err != nil {
		t.Fatal(err)
	}
	check, _ := s.Node("check")
	if actions, err := s.Actions(check); err != nil || strings.Join(actions, "|") != "check" {
		t.Fatal(actions, err) // in position may only check behind
	}
	root, _ := s.Node("")
	if actions, err := s.Actions(root); err != nil || strings.Join(actions, "|") != "check|bet 50|allin 200" {
		t.Fatal(actions, err)
	}
}

// The progress function may not use its solver (the call is refused, and
// returning that error cancels); a Close from it waits for the solve.
func TestSolverProgressUsesItsSolver(t *testing.T) {
	s := riverSolver(t)
	defer s.Close()
	var inner error
	o := DefaultSolveOptions()
	o.TargetPercent = 0
	o.Progress = func(uint32, float64) error {
		_, inner = s.Node("")
		return inner
	}
	if _, err := s.SolveWith(o); !errors.Is(err, ErrCancelled) || !errors.Is(inner, ErrInvalidArgument) ||
		!strings.Contains(inner.Error(), "progress function") {
		t.Fatal(err, inner)
	}
	o.Progress = func(uint32, float64) error {
		s.Close()
		return nil
	}
	o.MaxIterations = 50
	if r, err := s.SolveWith(o); err != nil || r.Iterations != 50 {
		t.Fatal(r, err)
	}
	if _, err := s.Node(""); !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "closed") {
		t.Fatal(err)
	}
}
