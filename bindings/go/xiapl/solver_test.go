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
	if err != nil || info.Kind != 0 || info.Player != 0 || info.Street != 2 || info.ActionCount != 3 || info.Contrib != [2]float64{50, 50} {
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
