package xiapl

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
)

func TestForcedBets(t *testing.T) {
	for _, c := range []struct {
		seats, button int
		stakes        Stakes
		blinds, antes []int64
	}{
		{6, 0, Stakes{SmallBlind: 1, BigBlind: 2, Straddles: []int64{4, 8}, Ante: 1, BigBlindAnte: 2},
			[]int64{0, 1, 2, 4, 8, 0}, []int64{1, 1, 3, 1, 1, 1}},
		{6, 4, Stakes{SmallBlind: 1, BigBlind: 2, Straddles: []int64{4}},
			[]int64{2, 4, 0, 0, 0, 1}, []int64{0, 0, 0, 0, 0, 0}},
		// Heads-up the button posts the small blind.
		{2, 1, Stakes{SmallBlind: 1, BigBlind: 2, BigBlindAnte: 5}, []int64{2, 1}, []int64{5, 0}},
		// Three-handed the one straddle allowed is the button's.
		{3, 0, Stakes{SmallBlind: 5, BigBlind: 10, Straddles: []int64{20}}, []int64{20, 5, 10}, []int64{0, 0, 0}},
	} {
		blinds, antes, err := ForcedBets(c.seats, c.button, c.stakes)
		if err != nil || !reflect.DeepEqual(blinds, c.blinds) || !reflect.DeepEqual(antes, c.antes) {
			t.Errorf("ForcedBets(%d, %d, %+v) = %v %v %v, want %v %v", c.seats, c.button, c.stakes, blinds, antes,
				err, c.blinds, c.antes)
		}
	}
	for _, c := range []struct {
		seats, button int
		stakes        Stakes
		says          string
	}{
		{2, 0, Stakes{SmallBlind: 1, BigBlind: 2, Straddles: []int64{4}}, "straddle"},
		{4, 0, Stakes{SmallBlind: 1, BigBlind: 2, Straddles: []int64{4, 8, 16}}, "3 straddles"},
		{4, 0, Stakes{SmallBlind: 1, BigBlind: 2, Straddles: []int64{4, -8}}, "straddle 1 is -8"},
		{4, 0, Stakes{SmallBlind: 1, BigBlind: 2, Ante: -1}, "negative"},
		{4, 4, Stakes{SmallBlind: 1, BigBlind: 2}, "button"},
		{11, 0, Stakes{SmallBlind: 1, BigBlind: 2}, "11 seats"},
	} {
		if _, _, err := ForcedBets(c.seats, c.button, c.stakes); !errors.Is(err, ErrInvalidArgument) ||
			!strings.Contains(err.Error(), c.says) {
			t.Errorf("ForcedBets(%d, %d, %+v): %v, want ErrInvalidArgument saying %q", c.seats, c.button, c.stakes,
				err, c.says)
		}
	}

	// With two straddles the seat after the last one acts first and calls 8.
	blinds, antes, err := ForcedBets(6, 0, Stakes{SmallBlind: 1, BigBlind: 2, Straddles: []int64{4, 8}, Ante: 1,
		BigBlindAnte: 2})
	if err != nil {
		t.Fatal(err)
	}
	s, err := StartHand(TableConfig{Stacks: []int64{100, 100, 100, 100, 100, 100}, Blinds: blinds, Antes: antes})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	info := sound(t, s, 600)
	if info.Actor != 5 || info.CurrentBet != 8 || info.PotTotal != 15+8 {
		t.Errorf("after the forced bets: actor %d, bet %d, pot %d; want 5, 8, 23", info.Actor, info.CurrentBet,
			info.PotTotal)
	}
}

func TestTableInfoGameBettingButton(t *testing.T) {
	s, err := StartHand(TableConfig{Game: Omaha5, Betting: PotLimit, Button: 1, Stacks: []int64{100, 100, 100},
		Blinds: []int64{0, 0, 1}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	info, _ := s.Info()
	if info.Game != Omaha5 || info.Betting != PotLimit || info.Button != 1 {
		t.Errorf("Info() = %+v, want Omaha5, PotLimit, button 1", info)
	}
}

// allInHand is four seats where the button folds its known AdKd and the
// other three are all-in preflop: AA (100 chips), KK and QQ (300 each), so
// a main pot of 300 for three and a side pot of 400 for two.
func allInHand(t *testing.T) (*TableState, []Mask) {
	t.Helper()
	holes := []Mask{MustParseMask("As Ah"), MustParseMask("Ks Kh"), MustParseMask("Qd Qc"), MustParseMask("Ad Kd")}
	s, err := StartHand(TableConfig{Button: 3, Stacks: []int64{100, 300, 300, 300}, Blinds: []int64{1, 2, 0, 0},
		HoleCards: holes})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	next := ok(t)(s.ApplyMany([]Step{ActBy(2, AllIn, 0), ActBy(3, Fold, 0), ActBy(0, CheckOrCall, 0),
		ActBy(1, AllIn, 0), DealStep(MustParseMask("Jc 8d 3h")), DealStep(MustParseMask("2s")),
		DealStep(MustParseMask("7c"))}))
	return next, holes
}

func TestTableHistory(t *testing.T) {
	s, _ := allInHand(t)
	defer s.Close()
	history, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	// Recorded as applied: an all-in that raises is BetOrRaise, one that
	// calls is Call; a CheckOrCall facing a bet is Call.
	want := []HistoryStep{
		{Seat: 2, Kind: BetOrRaise, Amount: 300, To: -1},
		{Seat: 3, Kind: Fold, To: -1},
		{Seat: 0, Kind: Call, Amount: 100, To: -1},
		{Seat: 1, Kind: Call, Amount: 300, To: -1},
		{Seat: -1, Kind: DealBoardStep, Cards: MustParseMask("Jc 8d 3h"), To: -1, Street: Flop},
		{Seat: -1, Kind: DealBoardStep, Cards: MustParseMask("2s"), To: -1, Street: Turn},
		{Seat: -1, Kind: DealBoardStep, Cards: MustParseMask("7c"), To: -1, Street: River},
	}
	if !reflect.DeepEqual(history, want) {
		t.Fatalf("History() =\n%+v\nwant\n%+v", history, want)
	}
	if info, _ := s.Info(); info.HistoryLen != int64(len(history)) {
		t.Errorf("HistoryLen %d for %d steps", info.HistoryLen, len(history))
	}

	// A seeded hand: its random deals are marked, and its history applied to
	// a new state of the same config reaches the same state.
	config := TableConfig{Button: 0, Stacks: []int64{50, 80, 120}, Blinds: []int64{0, 1, 2}, Seed: 99,
		RandomHoles: true}
	start, err := StartHand(config)
	if err != nil {
		t.Fatal(err)
	}
	defer start.Close()
	hand := start
	for {
		info, _ := hand.Info()
		if info.Phase == PhaseFinished {
			break
		}
		if info.Phase == PhaseDealing {
			hand = ok(t)(hand.DealRandom())
		} else {
			hand = ok(t)(hand.CheckOrCall())
		}
	}
	history, err = hand.History()
	if err != nil {
		t.Fatal(err)
	}
	deals := 0
	steps := make([]Step, len(history))
	for i, h := range history {
		if h.IsDeal() {
			deals++
			if !h.Random || h.Seat != -1 || h.Amount != 0 || h.Cards.Len() == 0 {
				t.Errorf("step %d: a random deal recorded as %+v", i, h)
			}
		} else if h.Kind != Check && h.Kind != Call || h.Cards != 0 || h.Random {
			t.Errorf("step %d: a check or call recorded as %+v", i, h)
		}
		steps[i] = h.Step()
	}
	if deals != 3 {
		t.Errorf("%d deals, want flop, turn and river", deals)
	}
	again := ok(t)(start.ApplyMany(steps))
	defer again.Close()
	a, _ := hand.Stacks()
	b, _ := again.Stacks()
	ha, _ := again.History()
	if !reflect.DeepEqual(a, b) || len(ha) != len(history) {
		t.Errorf("the history applied again gives %v (%d steps), the hand %v (%d steps)", b, len(ha), a,
			len(history))
	}
}

func TestTablePotResults(t *testing.T) {
	s, _ := allInHand(t)
	defer s.Close()
	results, err := s.PotResults()
	if err != nil {
		t.Fatal(err)
	}
	// AA wins the main pot on Jc8d3h2s7c, KK the side pot.
	want := []PotResult{
		{Amount: 300, Eligible: []int{0, 1, 2}, Winners: []int{0}, Won: []int64{300, 0, 0, 0}, HighWinners: []int{0},
			LowWinners: []int{}, OddChipSeats: []int{}, Order: []int{0}},
		{Amount: 400, Eligible: []int{1, 2}, Winners: []int{1}, Won: []int64{0, 400, 0, 0}, HighWinners: []int{1},
			LowWinners: []int{}, OddChipSeats: []int{}, Order: []int{1}},
	}
	if !reflect.DeepEqual(results, want) {
		t.Fatalf("PotResults() = %+v, want %+v", results, want)
	}
	won, _ := s.Won()
	total := make([]int64, len(won))
	for _, r := range results {
		var share int64
		for seat, chips := range r.Won {
			total[seat] += chips
			share += chips
		}
		if share != r.Amount {
			t.Errorf("a pot of %d awards %d", r.Amount, share)
		}
	}
	if !reflect.DeepEqual(total, won) {
		t.Errorf("the pots award %v, the seats won %v", total, won)
	}

	// A split: the board plays for both, the odd chip goes to one of them.
	split, err := StartHand(TableConfig{Button: 0, Stacks: []int64{51, 51}, Blinds: []int64{1, 2},
		HoleCards: []Mask{MustParseMask("2c 3d"), MustParseMask("2d 3c")}})
	if err != nil {
		t.Fatal(err)
	}
	defer split.Close()
	done := ok(t)(split.ApplyMany([]Step{Act(AllIn, 0), Act(Call, 0), DealStep(MustParseMask("As Ks Qs")),
		DealStep(MustParseMask("Js")), DealStep(MustParseMask("Ts"))}))
	defer done.Close()
	results, err = done.PotResults()
	if err != nil || len(results) != 1 || !reflect.DeepEqual(results[0].Winners, []int{0, 1}) ||
		results[0].Won[0]+results[0].Won[1] != 102 {
		t.Errorf("a split pot: %+v, %v", results, err)
	}

	// Not finished: refused with the reason.
	waiting, err := StartHand(TableConfig{Stacks: []int64{100, 100}, Blinds: []int64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	defer waiting.Close()
	if _, err := waiting.PotResults(); !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "finished") {
		t.Errorf("PotResults before the end: %v", err)
	}
}

func TestTableAllInEquity(t *testing.T) {
	s, holes := allInHand(t)
	defer s.Close()
	for _, counted := range []bool{true, false} {
		spots, err := s.AllInEquity(counted, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(spots) != 3 {
			t.Fatalf("%d spots, want preflop, flop and turn", len(spots))
		}
		boards := []Mask{0, MustParseMask("Jc 8d 3h"), MustParseMask("Jc 8d 3h 2s")}
		for i, spot := range spots {
			if spot.Street != Street(i) || spot.Board != boards[i] || !reflect.DeepEqual(spot.Live, []int{0, 1, 2}) {
				t.Errorf("spot %d: %v, board %v, live %v", i, spot.Street, spot.Board, spot.Live)
			}
			wantDead := Mask(0)
			if counted {
				wantDead = holes[3]
			}
			if spot.Dead != wantDead {
				t.Errorf("spot %d (folded cards counted: %v): dead %v, want %v", i, counted, spot.Dead, wantDead)
			}
			if len(spot.Pots) != 2 || spot.Pots[0].Amount != 300 || spot.Pots[1].Amount != 400 ||
				!reflect.DeepEqual(spot.Pots[0].Eligible, []int{0, 1, 2}) ||
				!reflect.DeepEqual(spot.Pots[1].Eligible, []int{1, 2}) {
				t.Fatalf("spot %d pots: %+v", i, spot.Pots)
			}
			// The expected chips are the pots' shares and add up to the pots.
			var total float64
			for seat, chips := range spot.Expected {
				var fromPots float64
				for _, pot := range spot.Pots {
					fromPots += pot.Equity[seat] * float64(pot.Amount)
				}
				if math.Abs(chips-fromPots) > 1e-6 {
					t.Errorf("spot %d seat %d: expected %v, the pots give %v", i, seat, chips, fromPots)
				}
				total += chips
			}
			if math.Abs(total-700) > 1e-6 || spot.Expected[3] != 0 {
				t.Errorf("spot %d: expected chips %v add up to %v, want 700 (0 for the folded seat)", i,
					spot.Expected, total)
			}
			// Each pot against an exact enumeration of its own: the eligible
			// seats' hands, the live seats outside it and the dead cards out
			// of the deck.
			for k, pot := range spot.Pots {
				dead := spot.Dead
				var contenders []Mask
				in := map[int]bool{}
				for _, seat := range pot.Eligible {
					contenders = append(contenders, holes[seat])
					in[seat] = true
				}
				for _, seat := range spot.Live {
					if !in[seat] {
						dead |= holes[seat]
					}
				}
				exact, err := CalculateEquity(contenders, spot.Board, nil, Holdem, dead)
				if err != nil {
					t.Fatal(err)
				}
				for j, seat := range pot.Eligible {
					p := exact.Players[j]
					if math.Abs(pot.Equity[seat]-p.Equity) > 1e-9 || math.Abs(pot.Win[seat]-p.Win) > 1e-9 ||
						math.Abs(pot.Tie[seat]-p.Tie) > 1e-9 {
						t.Errorf("spot %d pot %d seat %d: equity/win/tie %v %v %v, enumeration %v %v %v", i, k,
							seat, pot.Equity[seat], pot.Win[seat], pot.Tie[seat], p.Equity, p.Win, p.Tie)
					}
				}
				for seat := range pot.Equity {
					if !in[seat] && (pot.Equity[seat] != 0 || pot.Win[seat] != 0 || pot.Tie[seat] != 0) {
						t.Errorf("spot %d pot %d: seat %d cannot win it but has a share", i, k, seat)
					}
				}
			}
		}
	}

	// No all-in before the river: no spots.
	quiet, err := StartHand(TableConfig{Stacks: []int64{100, 100}, Blinds: []int64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	defer quiet.Close()
	folded := ok(t)(quiet.Fold())
	defer folded.Close()
	if spots, err := folded.AllInEquity(true, 1); err != nil || len(spots) != 0 {
		t.Errorf("a folded hand: %v, %v; want no spots", spots, err)
	}
	// A live seat without known cards at a spot cannot be counted.
	unknown, err := StartHand(TableConfig{Stacks: []int64{100, 100}, Blinds: []int64{1, 2},
		HoleCards: []Mask{MustParseMask("As Ah"), 0}})
	if err != nil {
		t.Fatal(err)
	}
	defer unknown.Close()
	allIn := ok(t)(unknown.ApplyMany([]Step{Act(AllIn, 0), Act(Call, 0)}))
	defer allIn.Close()
	if _, err := allIn.AllInEquity(true, 0); !errors.Is(err, ErrInvalidArgument) ||
		!strings.Contains(err.Error(), "seat 1") {
		t.Errorf("unknown cards: %v, want ErrInvalidArgument naming seat 1", err)
	}
	if _, err := s.AllInEquity(true, -1); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("threads -1: %v", err)
	}
}

// playRandomly plays a hand to the end with random legal actions drawn from
// r; about one state in six on the way is written as PHH and replayed.
func playRandomly(t *testing.T, s *TableState, r *Rng) *TableState {
	t.Helper()
	for {
		info, err := s.Info()
		if err != nil {
			t.Fatal(err)
		}
		if check, _ := r.Below(6); check == 0 {
			samePHHStacks(t, s, "")
		}
		switch info.Phase {
		case PhaseFinished:
			return s
		case PhaseDealing:
			s = ok(t)(s.DealRandom())
			continue
		}
		legal, err := s.LegalActions()
		if err != nil || len(legal) == 0 {
			t.Fatalf("no legal action in %v: %v", s, err)
		}
		pick, _ := r.Below(uint64(len(legal)))
		action := legal[pick]
		amount := action.Min
		if action.Kind == BetOrRaise && action.Max > action.Min {
			step, _ := r.Below(uint64(min(action.Max-action.Min+1, 1<<32)))
			amount += int64(step)
		}
		s = ok(t)(s.Apply(action.Kind, amount))
	}
}

// samePHHStacks writes s as PHH and replays it: the seats come back rotated
// (player i+1 is seat (button+1+i) mod n) with the same stacks.
func samePHHStacks(t *testing.T, s *TableState, unit string) {
	t.Helper()
	doc, err := s.PHH(unit)
	if err != nil {
		t.Fatal(err)
	}
	defer doc.Close()
	replayed, err := doc.Replay(0, unit)
	if err != nil {
		text, _ := doc.Text(0)
		t.Fatalf("the PHH of %v does not replay: %v\n%s", s, err, text)
	}
	defer replayed.Close()
	info, _ := s.Info()
	again, _ := replayed.Info()
	stacks, _ := s.Stacks()
	got, _ := replayed.Stacks()
	n := info.SeatCount
	for i := 0; i < n; i++ {
		if seat := (info.Button + 1 + i) % n; got[i] != stacks[seat] {
			text, _ := doc.Text(0)
			t.Fatalf("player p%d (seat %d): %d chips after the PHH replay, %d in the hand\n%s", i+1, seat, got[i],
				stacks[seat], text)
		}
	}
	if again.Phase != info.Phase || again.HistoryLen != info.HistoryLen || again.Game != info.Game ||
		again.Betting != info.Betting || again.Button != n-1 {
		t.Fatalf("the PHH replay is %+v, the hand %+v", again, info)
	}
}

func TestTableStatePHHRoundTrip(t *testing.T) {
	r := NewRng(2026)
	games := []struct {
		game    Game
		betting Betting
	}{{Holdem, NoLimit}, {Omaha4, PotLimit}, {Omaha5, PotLimit}, {Omaha6, PotLimit}}
	steps, finished := int64(0), 0
	for hand := 0; hand < 40; hand++ {
		g := games[hand%len(games)]
		seatsBelow := uint64(5) // 2..6 seats
		seats64, _ := r.Below(seatsBelow)
		seats := int(seats64) + 2
		button, _ := r.Below(uint64(seats))
		stacks := make([]int64, seats)
		for i := range stacks {
			chips, _ := r.Below(400)
			stacks[i] = int64(chips) + 3
		}
		blinds, antes, err := ForcedBets(seats, int(button), Stakes{SmallBlind: 1, BigBlind: 2, Ante: int64(hand % 2)})
		if err != nil {
			t.Fatal(err)
		}
		start, err := StartHand(TableConfig{Game: g.game, Betting: g.betting, Button: int(button), Stacks: stacks,
			Blinds: blinds, Antes: antes, Seed: uint64(hand), RandomHoles: true})
		if err != nil {
			t.Fatal(err)
		}
		samePHHStacks(t, start, "")
		final := playRandomly(t, start, &r)
		samePHHStacks(t, final, "")
		samePHHStacks(t, final, "0.01")
		info, _ := final.Info()
		steps += info.HistoryLen
		if contributed, _ := final.Contributed(); sum(contributed) > int64(seats)*2 {
			finished++ // more than the blinds went in
		}
		start.Close()
		final.Close()
	}

	if steps < 200 || finished < 10 {
		t.Errorf("the random hands took %d steps, %d of them put more than the blinds in", steps, finished)
	}

	// No-limit Omaha has no PHH code.
	s, err := StartHand(TableConfig{Game: Omaha4, Betting: NoLimit, Stacks: []int64{100, 100}, Blinds: []int64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.PHH(""); !errors.Is(err, ErrUnsupported) {
		t.Errorf("no-limit Omaha as PHH: %v, want ErrUnsupported", err)
	}
	for _, unit := range []string{"0", "-1", "abc", "1\x00"} {
		if _, err := s.PHH(unit); err == nil {
			t.Errorf("unit %q accepted", unit)
		}
	}
	doc, err := allInDoc(t)
	if err != nil {
		t.Fatal(err)
	}
	defer doc.Close()
	info, _ := doc.Info(0)
	// Seats rotated: the button (seat 3) is p4; known holes are dealt.
	if info.Players != 4 || info.Holes[0] != MustParseMask("As Ah") || info.Holes[3] != MustParseMask("Ad Kd") {
		t.Errorf("the all-in hand as PHH: %+v", info)
	}
}

func allInDoc(t *testing.T) (*PHH, error) {
	s, _ := allInHand(t)
	defer s.Close()
	return s.PHH("")
}
