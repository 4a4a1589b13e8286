package xiapl

import (
	"errors"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

func sum(values []int64) int64 {
	var total int64
	for _, v := range values {
		total += v
	}
	return total
}

// sound checks the invariants and that stacks + pots = the chips in play.
func sound(t *testing.T, s *TableState, chips int64) TableInfo {
	t.Helper()
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("invariants: %v", err)
	}
	info, err := s.Info()
	if err != nil {
		t.Fatal(err)
	}
	stacks, _ := s.Stacks()
	if info.TotalChips != chips || sum(stacks)+info.PotTotal != chips {
		t.Fatalf("chips: stacks %v + pot %d, total %d, want %d", stacks, info.PotTotal, info.TotalChips, chips)
	}
	return info
}

// ok(t)(s.Call()) is the new state, or fails the test.
func ok(t *testing.T) func(*TableState, error) *TableState {
	return func(s *TableState, err error) *TableState {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
}

func TestStandardBlinds(t *testing.T) {
	cases := []struct {
		seats, button int
		want          []int64
	}{
		{2, 0, []int64{1, 2}}, // heads-up: the button posts the small blind
		{2, 1, []int64{2, 1}},
		{3, 0, []int64{0, 1, 2}},
		{6, 5, []int64{1, 2, 0, 0, 0, 0}},
	}
	for _, c := range cases {
		got, err := StandardBlinds(c.seats, c.button, 1, 2)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("StandardBlinds(%d, %d) = %v %v, want %v", c.seats, c.button, got, err, c.want)
		}
	}
	for _, bad := range [][2]int{{1, 0}, {11, 0}, {3, 3}, {3, -1}} {
		if _, err := StandardBlinds(bad[0], bad[1], 1, 2); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("StandardBlinds(%d, %d): %v", bad[0], bad[1], err)
		}
	}
	if _, err := StandardBlinds(3, 0, -1, 2); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a negative blind: %v", err)
	}
}

func TestTableFoldsEndTheHand(t *testing.T) {
	blinds, _ := StandardBlinds(3, 0, 1, 2)
	s, err := StartHand(TableConfig{Stacks: []int64{100, 100, 100}, Blinds: blinds})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	info := sound(t, s, 300)
	if info.Phase != PhaseBetting || info.Street != Preflop || info.Actor != 0 || info.PotTotal != 3 ||
		info.CurrentBet != 2 || info.SeatCount != 3 || info.Board != 0 {
		t.Fatalf("after the blinds: %+v", info)
	}
	if stacks, _ := s.Stacks(); !reflect.DeepEqual(stacks, []int64{100, 99, 98}) {
		t.Fatalf("stacks %v", stacks)
	}
	if bets, _ := s.Bets(); !reflect.DeepEqual(bets, []int64{0, 1, 2}) {
		t.Fatalf("bets %v", bets)
	}
	legal, _ := s.LegalActions()
	want := []LegalAction{{Fold, 0, 0}, {Call, 2, 2}, {BetOrRaise, 4, 100}, {AllIn, 100, 100}}
	if !reflect.DeepEqual(legal, want) {
		t.Fatalf("legal actions %v, want %v", legal, want)
	}

	// Illegal actions are refused, name the rule and change nothing.
	for _, bad := range []struct {
		kind   ActionKind
		amount int64
		says   string
	}{{BetOrRaise, 3, "minimum raise"}, {Check, 0, "cannot check"}, {BetOrRaise, 101, ""}, {ActionKind(9), 0, ""}} {
		next, err := s.Apply(bad.kind, bad.amount)
		var xe *Error
		if next != nil || !errors.As(err, &xe) || xe.Status != StatusInvalidArgument || !strings.Contains(xe.Message, bad.says) {
			t.Fatalf("%s %d: %v", bad.kind, bad.amount, err)
		}
	}
	if again := sound(t, s, 300); again != info {
		t.Fatalf("a refused action changed the state: %+v", again)
	}

	s1 := ok(t)(s.Fold())
	defer s1.Close()
	if info := sound(t, s1, 300); info.Actor != 1 || info.Phase != PhaseBetting {
		t.Fatalf("after the fold: %+v", info)
	}
	if legal, _ := s1.LegalActions(); legal[1] != (LegalAction{Call, 1, 1}) {
		t.Fatalf("the small blind calls 1: %v", legal)
	}
	if folded, _ := s1.Folded(); !reflect.DeepEqual(folded, []bool{true, false, false}) {
		t.Fatalf("folded %v", folded)
	}
	s2 := ok(t)(s1.Fold())
	defer s2.Close()
	info2 := sound(t, s2, 300)
	if info2.Phase != PhaseFinished || info2.Actor != -1 || info2.PotTotal != 0 {
		t.Fatalf("after two folds: %+v", info2)
	}
	// The big blind takes the small blind; its own uncalled chip comes back.
	stacks, _ := s2.Stacks()
	won, _ := s2.Won()
	pots, _ := s2.Pots()
	if !reflect.DeepEqual(stacks, []int64{100, 99, 101}) || !reflect.DeepEqual(won, []int64{0, 0, 2}) ||
		!reflect.DeepEqual(pots, []Pot{{Amount: 2, Eligible: []int{2}}}) {
		t.Fatalf("stacks %v won %v pots %v", stacks, won, pots)
	}
	if legal, err := s2.LegalActions(); err != nil || len(legal) != 0 {
		t.Fatalf("a finished hand offers %v %v", legal, err)
	}
	if _, err := s2.Check(); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("acting after the end: %v", err)
	}
	// The earlier states are unchanged.
	if again, _ := s.Info(); again != info {
		t.Fatal("the first state changed")
	}
}

var showdownSteps = []Step{
	ActBy(0, Call, 0), ActBy(1, Check, 0),
	DealStep(MustParseMask("2c 7d 9h")), Act(Check, 0), Act(Check, 0),
	DealStep(MustParseMask("3s")), Act(Check, 0), Act(Check, 0),
	DealStep(MustParseMask("4d")), Act(CheckOrCall, 0), Act(CheckOrCall, 0),
}

func headsUp(t *testing.T) *TableState {
	t.Helper()
	blinds, _ := StandardBlinds(2, 0, 1, 2)
	s, err := StartHand(TableConfig{
		Stacks:    []int64{100, 100},
		Blinds:    blinds,
		HoleCards: []Mask{MustParseMask("As Ah"), MustParseMask("Kd Kc")},
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestTableShowdown(t *testing.T) {
	s := headsUp(t)
	if info := sound(t, s, 200); info.Actor != 0 {
		t.Fatalf("heads-up the button acts first preflop: %+v", info)
	}
	if holes, _ := s.HoleCards(); holes[1] != MustParseMask("Kd Kc") {
		t.Fatalf("holes %v", holes)
	}
	// While board cards are due the street is still the one just played.
	streets := []Street{Preflop, Preflop, Preflop, Flop, Flop, Flop, Turn, Turn, Turn, River, River}
	for i, step := range showdownSteps {
		info := sound(t, s, 200)
		if info.Street != streets[i] {
			t.Fatalf("step %d: street %s, want %s", i, info.Street, streets[i])
		}
		if step.Kind == DealBoardStep {
			if info.Phase != PhaseDealing || info.CardsNeeded != Mask(step.Amount).Len() {
				t.Fatalf("step %d: %+v", i, info)
			}
			// The wrong number of cards, or a card already out, is refused.
			if _, err := s.Deal(MustParseMask("Qs Qd Qc Qh")); !errors.Is(err, ErrInvalidArgument) {
				t.Fatalf("four cards: %v", err)
			}
			taken := MustParseMask("As")
			if info.CardsNeeded == 3 {
				taken |= MustParseMask("Qs Qd")
			}
			if _, err := s.Deal(taken); !errors.Is(err, ErrInvalidArgument) {
				t.Fatalf("a card already dealt: %v", err)
			}
			s = ok(t)(s.Deal(Mask(step.Amount)))
		} else {
			if info.Phase != PhaseBetting || (i > 1 && info.Actor != []int{1, 0}[(i-3)%3%2]) {
				t.Fatalf("step %d: %+v", i, info)
			}
			if _, err := s.Deal(MustParseMask("Qs")); !errors.Is(err, ErrInvalidArgument) {
				t.Fatalf("dealing while a seat must act: %v", err)
			}
			s = ok(t)(s.Apply(step.Kind, step.Amount))
		}
	}
	info := sound(t, s, 200)
	stacks, _ := s.Stacks()
	won, _ := s.Won()
	if info.Phase != PhaseFinished || info.Board != MustParseMask("2c 7d 9h 3s 4d") ||
		!reflect.DeepEqual(stacks, []int64{102, 98}) || !reflect.DeepEqual(won, []int64{4, 0}) {
		t.Fatalf("aces win the 4-chip pot: %+v stacks %v won %v", info, stacks, won)
	}
	if info.HistoryLen != int64(len(showdownSteps)) {
		t.Fatalf("history %d", info.HistoryLen)
	}
	if !strings.HasPrefix(s.String(), "Finished River") {
		t.Fatalf("String %q", s)
	}
}

func TestTableApplyMany(t *testing.T) {
	s := headsUp(t)
	defer s.Close()
	end, err := s.ApplyMany(showdownSteps)
	if err != nil {
		t.Fatal(err)
	}
	stacks, _ := end.Stacks()
	if info := sound(t, end, 200); info.Phase != PhaseFinished || !reflect.DeepEqual(stacks, []int64{102, 98}) {
		t.Fatalf("%+v %v", info, stacks)
	}
	copied, err := s.ApplyMany(nil)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := copied.Info()
	b, _ := s.Info()
	if a != b {
		t.Fatal("no steps must copy the state")
	}

	bad := append([]Step(nil), showdownSteps...)
	bad[3] = ActBy(0, Check, 0) // seat 1 acts first on the flop
	_, err = s.ApplyMany(bad)
	var se *StepError
	var xe *Error
	if !errors.As(err, &se) || se.Index != 3 || !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &xe) ||
		!strings.HasPrefix(xe.Message, "step 3: ") {
		t.Fatalf("a step by the wrong seat: %#v", err)
	}
	bad[3] = Act(BetOrRaise, 1) // below the minimum bet
	if _, err := s.ApplyMany(bad); !errors.As(err, &se) || se.Index != 3 {
		t.Fatalf("an illegal bet: %v", err)
	}
	if _, err := s.ApplyMany([]Step{Act(ActionKind(42), 0)}); !errors.As(err, &se) || se.Index != 0 {
		t.Fatalf("an unknown step kind: %v", err)
	}
	if info := sound(t, s, 200); info.HistoryLen != 0 || info.Phase != PhaseBetting {
		t.Fatalf("refused runs changed the state: %+v", info)
	}
}

func TestTableSidePots(t *testing.T) {
	blinds, _ := StandardBlinds(3, 0, 1, 2)
	config := TableConfig{Stacks: []int64{50, 100, 100}, Blinds: blinds, Seed: 77, RandomHoles: true}
	s, err := StartHand(config)
	if err != nil {
		t.Fatal(err)
	}
	holes, _ := s.HoleCards()
	if holes[0].Len() != 2 || holes[1].Len() != 2 || holes[0]&holes[1] != 0 {
		t.Fatalf("random holes %v", holes)
	}
	s = ok(t)(s.AllIn())
	s = ok(t)(s.AllIn())
	// Nobody is left to raise against: fold, or call the 98 left (all-in, to 100).
	legal, _ := s.LegalActions()
	if !reflect.DeepEqual(legal, []LegalAction{{Fold, 0, 0}, {Call, 98, 98}, {AllIn, 100, 100}}) {
		t.Fatalf("facing an all-in with nobody left to raise: %v", legal)
	}
	s = ok(t)(s.Call())
	info := sound(t, s, 250)
	pots, _ := s.Pots()
	want := []Pot{{Amount: 150, Eligible: []int{0, 1, 2}}, {Amount: 100, Eligible: []int{1, 2}}}
	if info.Phase != PhaseDealing || info.CardsNeeded != 3 || !reflect.DeepEqual(pots, want) {
		t.Fatalf("%+v pots %v", info, pots)
	}
	if allIn, _ := s.AllInSeats(); !reflect.DeepEqual(allIn, []bool{true, true, true}) {
		t.Fatalf("all-in %v", allIn)
	}
	for info.Phase == PhaseDealing {
		s = ok(t)(s.DealRandom())
		info = sound(t, s, 250)
	}
	won, _ := s.Won()
	stacks, _ := s.Stacks()
	if info.Phase != PhaseFinished || info.Board.Len() != 5 || info.Board&(holes[0]|holes[1]|holes[2]) != 0 ||
		sum(won) != 250 || sum(stacks) != 250 || won[0] > 150 {
		t.Fatalf("%+v won %v stacks %v", info, won, stacks)
	}
	// The same seed deals the same cards.
	again, _ := StartHand(config)
	again = ok(t)(again.ApplyMany([]Step{Act(AllIn, 0), Act(AllIn, 0), Act(Call, 0)}))
	for {
		i, _ := again.Info()
		if i.Phase != PhaseDealing {
			break
		}
		again = ok(t)(again.DealRandom())
	}
	if i, _ := again.Info(); i.Board != info.Board {
		t.Fatalf("seed 77 dealt %s, then %s", info.Board, i.Board)
	}
}

func TestTablePotLimit(t *testing.T) {
	blinds, _ := StandardBlinds(2, 0, 1, 2)
	s, err := StartHand(TableConfig{Game: Omaha4, Betting: PotLimit, Stacks: []int64{1000, 1000}, Blinds: blinds})
	if err != nil {
		t.Fatal(err)
	}
	// Pot 3, call 1: the largest raise is to 2 + 3 + 1 = 6.
	legal, _ := s.LegalActions()
	if legal[2] != (LegalAction{BetOrRaise, 4, 6}) {
		t.Fatalf("pot-limit raise %v", legal)
	}
	if _, err := s.BetOrRaiseTo(7); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("over the pot: %v", err)
	}
	s = ok(t)(s.BetOrRaiseTo(6))
	if info := sound(t, s, 2000); info.CurrentBet != 6 || info.MinRaise != 4 || info.Actor != 1 {
		t.Fatalf("%+v", info)
	}
}

func TestTableConfigErrors(t *testing.T) {
	cases := map[string]TableConfig{
		"one seat":           {Stacks: []int64{100}},
		"eleven seats":       {Stacks: make([]int64, 11)},
		"an empty stack":     {Stacks: []int64{100, 0}},
		"a negative ante":    {Stacks: []int64{100, 100}, Antes: []int64{-1, 0}},
		"short blinds":       {Stacks: []int64{100, 100}, Blinds: []int64{1}},
		"a bad button":       {Stacks: []int64{100, 100}, Button: 2},
		"a huge stack":       {Stacks: []int64{1 << 53, 100}},
		"three hole cards":   {Stacks: []int64{100, 100}, HoleCards: []Mask{MustParseMask("As Ks Qs"), 0}},
		"a card dealt twice": {Stacks: []int64{100, 100}, HoleCards: []Mask{MustParseMask("As Ks"), MustParseMask("As Qs")}},
		"an unknown game":    {Stacks: []int64{100, 100}, Game: Game(99)},
		"blinds in razz":     {Stacks: []int64{100, 100}, Game: Razz, Blinds: []int64{1, 2}},
	}
	for what, config := range cases {
		_, err := StartHand(config)
		var xe *Error
		if !errors.As(err, &xe) || xe.Status != StatusInvalidArgument || xe.Message == "" {
			t.Errorf("%s: %v", what, err)
		}
	}
}

func TestTableClosedAndFinalized(t *testing.T) {
	s := headsUp(t)
	next := ok(t)(s.Call())
	s.Close()
	if err := s.Close(); err != nil {
		t.Fatal("closing twice")
	}
	if _, err := s.Info(); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("a closed state: %v", err)
	}
	if _, err := s.Call(); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("acting on a closed state: %v", err)
	}
	if s.String() != "TableState(closed)" {
		t.Fatalf("String %q", s)
	}
	// A state made from a closed one lives on.
	sound(t, next, 200)
	if _, err := next.SeatValues(SeatColumn(99)); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("an unknown column: %v", err)
	}
	next.Close()
	for i := 0; i < 500; i++ { // left to the finalizer
		s := headsUp(t)
		_, _ = s.CheckOrCall()
	}
	runtime.GC()
	runtime.GC()
}
