package xiapl

// Replays tests/vectors/table.json (see vectors_test.go): every hand step by
// step with the full state after each step, the same hands in one ApplyMany
// call, refused steps, refused ApplyMany runs and refused configs.

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// The step kinds of table.json beyond the XIAPL_ACTION_* values.
const (
	vectorDealBoard  = 16 // deal the board cards of the step
	vectorDealRandom = 17 // deal the due cards from the hand's seed
)

type tableConfigRow struct {
	Game      Game    `json:"game"`
	Betting   int32   `json:"betting"` // XIAPL_BETTING_*
	SeatCount int     `json:"seat_count"`
	Button    int     `json:"button"`
	MinBet    int64   `json:"min_bet"`
	Seed      *u64    `json:"seed"`
	Stacks    []int64 `json:"stacks"`
	Antes     []int64 `json:"antes"`
	Blinds    []int64 `json:"blinds"`
	HoleCards []u64   `json:"hole_cards"`
}

type tableStepRow struct {
	Seat   int   `json:"seat"`
	Kind   int   `json:"kind"`
	Amount int64 `json:"amount"`
	Cards  u64   `json:"cards"`
}

// tableSnapshot is one entry of a hand's states, and what the binding reads
// back for it.
type tableSnapshot struct {
	Phase       Phase      `json:"phase"`
	Street      Street     `json:"street"`
	Actor       int        `json:"actor"`
	CardsNeeded int        `json:"cards_needed"`
	Board       u64        `json:"board"`
	PotTotal    int64      `json:"pot_total"`
	CurrentBet  int64      `json:"current_bet"`
	MinRaise    int64      `json:"min_raise"`
	TotalChips  int64      `json:"total_chips"`
	HistoryLen  int64      `json:"history_len"`
	Stacks      []int64    `json:"stacks"`
	Bets        []int64    `json:"bets"`
	Folded      []int64    `json:"folded"`
	AllIn       []int64    `json:"all_in"`
	Legal       [][3]int64 `json:"legal"`
}

type tablePotRow struct {
	Amount   int64 `json:"amount"`
	Eligible []int `json:"eligible"`
}

type tableFinal struct {
	Stacks      []int64       `json:"stacks"`
	Won         []int64       `json:"won"`
	Contributed []int64       `json:"contributed"`
	Pots        []tablePotRow `json:"pots"`
}

type tableHandRow struct {
	Name   string          `json:"name"`
	Config tableConfigRow  `json:"config"`
	Steps  []tableStepRow  `json:"steps"`
	States []tableSnapshot `json:"states"`
	Final  tableFinal      `json:"final"`
}

type tableVectors struct {
	Format int            `json:"format"`
	Hands  []tableHandRow `json:"hands"`
	Errors []struct {
		Hand            int          `json:"hand"`
		After           int          `json:"after"`
		Step            tableStepRow `json:"step"`
		Status          string       `json:"status"`
		MessageContains string       `json:"message_contains"`
	} `json:"errors"`
	ApplyManyErrors []struct {
		Hand        int            `json:"hand"`
		Steps       []tableStepRow `json:"steps"`
		FailedIndex int            `json:"failed_index"`
		Status      string         `json:"status"`
	} `json:"apply_many_errors"`
	ConfigErrors []struct {
		Config          tableConfigRow `json:"config"`
		Status          string         `json:"status"`
		MessageContains string         `json:"message_contains"`
	} `json:"config_errors"`
}

// startVectorHand creates the hand of a config row: no seed means no random
// hole cards; a seed turns them on.
func startVectorHand(c tableConfigRow) (*TableState, error) {
	config := TableConfig{
		Game:      c.Game,
		Betting:   Betting(c.Betting + 1), // Go counts from UsualBetting (0)
		Button:    c.Button,
		MinBet:    c.MinBet,
		Stacks:    c.Stacks,
		Antes:     c.Antes,
		Blinds:    c.Blinds,
		HoleCards: masks(c.HoleCards),
	}
	if c.Seed != nil {
		config.Seed = uint64(*c.Seed)
		config.RandomHoles = true
	}
	return StartHand(config)
}

// applyVectorStep takes one step through the one-step calls.
func applyVectorStep(s *TableState, step tableStepRow) (*TableState, error) {
	switch step.Kind {
	case vectorDealBoard:
		return s.Deal(Mask(step.Cards))
	case vectorDealRandom:
		return s.DealRandom()
	}
	return s.Apply(ActionKind(step.Kind), step.Amount)
}

// vectorSteps are steps as ApplyMany takes them: a deal's amount is its cards.
func vectorSteps(rows []tableStepRow) []Step {
	steps := make([]Step, len(rows))
	for i, row := range rows {
		steps[i] = ActBy(row.Seat, ActionKind(row.Kind), row.Amount)
		if row.Kind == vectorDealBoard {
			steps[i] = Step{Seat: row.Seat, Kind: DealBoardStep, Amount: int64(row.Cards)}
		}
	}
	return steps
}

func snapshotOf(t *testing.T, s *TableState) tableSnapshot {
	t.Helper()
	info, err := s.Info()
	if err != nil {
		t.Fatal(err)
	}
	column := func(c SeatColumn) []int64 {
		values, err := s.SeatValues(c)
		if err != nil {
			t.Fatal(err)
		}
		if len(values) != info.SeatCount {
			t.Fatalf("column %d has %d values for %d seats", c, len(values), info.SeatCount)
		}
		return values
	}
	legal, err := s.LegalActions()
	if err != nil {
		t.Fatal(err)
	}
	rows := make([][3]int64, 0, len(legal))
	for _, a := range legal {
		rows = append(rows, [3]int64{int64(a.Kind), a.Min, a.Max})
	}
	snap := tableSnapshot{
		Phase: info.Phase, Street: info.Street, Actor: info.Actor, CardsNeeded: info.CardsNeeded,
		Board: u64(info.Board), PotTotal: info.PotTotal, CurrentBet: info.CurrentBet, MinRaise: info.MinRaise,
		TotalChips: info.TotalChips, HistoryLen: info.HistoryLen,
		Stacks: column(SeatStack), Bets: column(SeatBet), Folded: column(SeatFolded), AllIn: column(SeatAllIn),
		Legal: rows,
	}
	// The typed views agree with the raw columns.
	stacks, err1 := s.Stacks()
	bets, err2 := s.Bets()
	folded, err3 := s.Folded()
	allIn, err4 := s.AllInSeats()
	if err := errors.Join(err1, err2, err3, err4); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(stacks, snap.Stacks) || !reflect.DeepEqual(bets, snap.Bets) {
		t.Errorf("Stacks/Bets %v %v disagree with the columns %v %v", stacks, bets, snap.Stacks, snap.Bets)
	}
	for i := range folded {
		if folded[i] != (snap.Folded[i] != 0) || allIn[i] != (snap.AllIn[i] != 0) {
			t.Errorf("seat %d: Folded/AllInSeats %v %v disagree with the columns", i, folded[i], allIn[i])
		}
	}
	return snap
}

func finalOf(t *testing.T, s *TableState) tableFinal {
	t.Helper()
	stacks, err1 := s.Stacks()
	won, err2 := s.Won()
	contributed, err3 := s.Contributed()
	pots, err4 := s.Pots()
	if err := errors.Join(err1, err2, err3, err4); err != nil {
		t.Fatal(err)
	}
	rows := make([]tablePotRow, 0, len(pots))
	for _, p := range pots {
		eligible := append([]int{}, p.Eligible...)
		rows = append(rows, tablePotRow{Amount: p.Amount, Eligible: eligible})
	}
	return tableFinal{Stacks: stacks, Won: won, Contributed: contributed, Pots: rows}
}

func expectSnapshot(t *testing.T, what string, s *TableState, want tableSnapshot) {
	t.Helper()
	if got := snapshotOf(t, s); !reflect.DeepEqual(got, want) {
		t.Errorf("%s: state\n  %+v\nwant\n  %+v", what, got, want)
	}
}

func expectFinal(t *testing.T, what string, s *TableState, want tableFinal) {
	t.Helper()
	if got := finalOf(t, s); !reflect.DeepEqual(got, want) {
		t.Errorf("%s: final\n  %+v\nwant\n  %+v", what, got, want)
	}
}

// replayVectorSteps applies steps one by one from a new hand; when states is
// not nil it checks the state after creation and after every step.
func replayVectorSteps(t *testing.T, hand tableHandRow, steps []tableStepRow, states []tableSnapshot) *TableState {
	t.Helper()
	state, err := startVectorHand(hand.Config)
	if err != nil {
		t.Fatalf("StartHand: %v", err)
	}
	if states != nil {
		expectSnapshot(t, "after StartHand", state, states[0])
	}
	for i, step := range steps {
		what := fmt.Sprintf("step %d %+v", i+1, step)
		if step.Kind != vectorDealBoard && step.Kind != vectorDealRandom {
			if info, err := state.Info(); err != nil || info.Actor != step.Seat {
				t.Fatalf("%s: seat %d is to act (%v)", what, info.Actor, err)
			}
		}
		next, err := applyVectorStep(state, step)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		state.Close()
		state = next
		if states != nil {
			expectSnapshot(t, "after "+what, state, states[i+1])
		}
	}
	return state
}

func hasRandomDeal(steps []tableStepRow) bool {
	for _, step := range steps {
		if step.Kind == vectorDealRandom {
			return true
		}
	}
	return false
}

func TestVectorTable(t *testing.T) {
	var v tableVectors
	loadVectorsStrict(t, "table.json", &v)
	if v.Format != 1 {
		t.Fatalf("table.json: unknown format %d", v.Format)
	}
	if len(v.Hands) == 0 || len(v.Errors) == 0 || len(v.ApplyManyErrors) == 0 || len(v.ConfigErrors) == 0 {
		t.Fatal("table.json is incomplete")
	}
	inOneCall := 0
	for _, hand := range v.Hands {
		hand := hand
		if hand.Config.SeatCount != len(hand.Config.Stacks) || len(hand.States) != len(hand.Steps)+1 {
			t.Fatalf("%s: %d seats with %d stacks, %d steps with %d states", hand.Name, hand.Config.SeatCount,
				len(hand.Config.Stacks), len(hand.Steps), len(hand.States))
		}
		t.Run(hand.Name, func(t *testing.T) {
			state := replayVectorSteps(t, hand, hand.Steps, hand.States)
			defer state.Close()
			expectFinal(t, "step by step", state, hand.Final)
			if hasRandomDeal(hand.Steps) {
				return
			}
			inOneCall++
			start, err := startVectorHand(hand.Config)
			if err != nil {
				t.Fatal(err)
			}
			defer start.Close()
			end, err := start.ApplyMany(vectorSteps(hand.Steps))
			if err != nil {
				t.Fatalf("ApplyMany: %v", err)
			}
			defer end.Close()
			expectSnapshot(t, "after ApplyMany", end, hand.States[len(hand.States)-1])
			expectFinal(t, "ApplyMany", end, hand.Final)
			expectSnapshot(t, "the start after ApplyMany", start, hand.States[0])
		})
	}
	if inOneCall == 0 {
		t.Error("no hand of table.json replays through ApplyMany")
	}

	t.Run("errors", func(t *testing.T) {
		for i, row := range v.Errors {
			what := fmt.Sprintf("errors[%d] (%s)", i, row.MessageContains)
			if row.Hand < 0 || row.Hand >= len(v.Hands) || row.After >= len(v.Hands[row.Hand].States) {
				t.Fatalf("%s: no hand %d with %d steps", what, row.Hand, row.After)
			}
			hand := v.Hands[row.Hand]
			state := replayVectorSteps(t, hand, hand.Steps[:row.After], nil)
			next, err := applyVectorStep(state, row.Step)
			if err == nil {
				next.Close()
				t.Errorf("%s: step %+v was taken", what, row.Step)
			} else {
				expectStatus(t, what, err, row.Status)
				if !strings.Contains(err.Error(), row.MessageContains) {
					t.Errorf("%s: message %q lacks %q", what, err, row.MessageContains)
				}
			}
			expectSnapshot(t, what+": the state tried on", state, hand.States[row.After])
			state.Close()
		}
	})

	t.Run("apply_many_errors", func(t *testing.T) {
		for i, row := range v.ApplyManyErrors {
			what := fmt.Sprintf("apply_many_errors[%d]", i)
			start, err := startVectorHand(v.Hands[row.Hand].Config)
			if err != nil {
				t.Fatal(err)
			}
			end, err := start.ApplyMany(vectorSteps(row.Steps))
			var stepErr *StepError
			if !errors.As(err, &stepErr) {
				if end != nil {
					end.Close()
				}
				t.Errorf("%s: ApplyMany gave %v, want a *StepError", what, err)
			} else {
				if stepErr.Index != row.FailedIndex {
					t.Errorf("%s: failed at %d, want %d (%v)", what, stepErr.Index, row.FailedIndex, err)
				}
				expectStatus(t, what, err, row.Status)
			}
			expectSnapshot(t, what+": the start", start, v.Hands[row.Hand].States[0])
			start.Close()
		}
	})

	t.Run("config_errors", func(t *testing.T) {
		for i, row := range v.ConfigErrors {
			what := fmt.Sprintf("config_errors[%d] (%s)", i, row.MessageContains)
			state, err := startVectorHand(row.Config)
			if err == nil {
				state.Close()
				t.Errorf("%s: StartHand accepted %+v", what, row.Config)
				continue
			}
			// Every refusal is an *Error, whether the binding or the library made it.
			expectStatus(t, what, err, row.Status)
			if !strings.Contains(err.Error(), row.MessageContains) {
				t.Errorf("%s: message %q lacks %q", what, err, row.MessageContains)
			}
		}
	})
}
