package xiapl

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// The table engine's betting structures and games beyond no-limit Hold'em
// and pot-limit Omaha: fixed limit, the short deck, Omaha hi/lo, and how
// stud and draw games start (table_stud_draw_test.go plays them).

// fixedLimitHeadsUp is heads-up fixed limit, blinds 1/2 (the button, seat 0,
// posts the small blind), bets of 2 preflop and on the flop and 4 after.
func fixedLimitHeadsUp(t *testing.T) *TableState {
	t.Helper()
	blinds, _ := StandardBlinds(2, 0, 1, 2)
	s, err := StartHand(TableConfig{Betting: FixedLimit, SmallBet: 2, BigBet: 4, Stacks: []int64{100, 100},
		Blinds: blinds, HoleCards: []Mask{MustParseMask("As Ah"), MustParseMask("Kd Kc")}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// raiseAction is the BetOrRaise row of the legal actions, or fails the test.
func raiseAction(t *testing.T, s *TableState) LegalAction {
	t.Helper()
	legal, err := s.LegalActions()
	if err != nil {
		t.Fatal(err)
	}
	for _, action := range legal {
		if action.Kind == BetOrRaise {
			return action
		}
	}
	t.Fatalf("no BetOrRaise among %v", legal)
	return LegalAction{}
}

func TestTableFixedLimit(t *testing.T) {
	s := fixedLimitHeadsUp(t)
	info := sound(t, s, 200)
	if info.Betting != FixedLimit || info.FixedBet != 2 || info.Raises != 0 || info.Actor != 0 {
		t.Fatalf("after the blinds: %+v; want FixedLimit, a fixed bet of 2, no raise, seat 0 to act", info)
	}
	if FixedLimit.String() != "FixedLimit" {
		t.Errorf("FixedLimit.String() = %q", FixedLimit.String())
	}
	if raise := raiseAction(t, s); raise.Min != 4 || raise.Max != 4 {
		t.Fatalf("the preflop raise is %+v, want exactly to 4", raise)
	}
	_, err := s.BetOrRaiseTo(5)
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "not the fixed-limit raise to 4") {
		t.Fatalf("a raise to 5: %v, want the fixed-limit raise to 4 named", err)
	}
	for i, total := range []int64{4, 6, 8, 10} {
		if raise := raiseAction(t, s); raise.Min != total || raise.Max != total {
			t.Fatalf("raise %d: legal %+v, want exactly to %d", i+1, raise, total)
		}
		s = ok(t)(s.BetOrRaiseTo(total))
		if info := sound(t, s, 200); info.Raises != i+1 || info.CurrentBet != total {
			t.Fatalf("after the raise to %d: %+v, want %d raises", total, info, i+1)
		}
	}
	legal, _ := s.LegalActions()
	for _, action := range legal {
		if action.Kind == BetOrRaise {
			t.Fatalf("a fifth raise is legal: %v", legal)
		}
	}
	_, err = s.BetOrRaiseTo(12)
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "4 bets and raises are made") {
		t.Fatalf("a fifth raise: %v, want the cap of 4 named", err)
	}
	if info, _ := s.Info(); info.Raises != 4 {
		t.Fatalf("raises %d, want 4", info.Raises)
	}

	// The flop bets the small bet again, the turn and the river the big bet.
	s = ok(t)(s.Call())
	s = ok(t)(s.Deal(MustParseMask("2c 7d 9h")))
	if info := sound(t, s, 200); info.Street != Flop || info.FixedBet != 2 || info.Raises != 0 {
		t.Fatalf("on the flop: %+v", info)
	}
	if raise := raiseAction(t, s); raise.Min != 2 || raise.Max != 2 {
		t.Fatalf("the flop bet is %+v, want exactly 2", raise)
	}
	s = ok(t)(s.CheckOrCall())
	s = ok(t)(s.CheckOrCall())
	s = ok(t)(s.Deal(MustParseMask("3s")))
	if info := sound(t, s, 200); info.Street != Turn || info.FixedBet != 4 {
		t.Fatalf("on the turn: %+v, want a fixed bet of 4", info)
	}
	if raise := raiseAction(t, s); raise.Min != 4 || raise.Max != 4 {
		t.Fatalf("the turn bet is %+v, want exactly 4", raise)
	}
	s = ok(t)(s.BetOrRaiseTo(4))
	if info := sound(t, s, 200); info.Raises != 1 {
		t.Fatalf("after the turn bet: %+v", info)
	}
	if raise := raiseAction(t, s); raise.Min != 8 || raise.Max != 8 {
		t.Fatalf("the turn raise is %+v, want exactly to 8", raise)
	}

	// Under no limit the new fields are 0 apart from the raises.
	nl := headsUp(t)
	defer nl.Close()
	nl = ok(t)(nl.BetOrRaiseTo(6))
	if info, _ := nl.Info(); info.Betting != NoLimit || info.FixedBet != 0 || info.Raises != 1 {
		t.Errorf("no limit after a raise: %+v", info)
	}
}

func TestTableFixedLimitDefaultsAndShortStacks(t *testing.T) {
	// SmallBet 0 is the big blind, BigBet 0 twice the small bet.
	blinds, _ := StandardBlinds(3, 0, 5, 10)
	s, err := StartHand(TableConfig{Betting: FixedLimit, Stacks: []int64{1000, 1000, 25}, Blinds: blinds})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if info := sound(t, s, 2025); info.FixedBet != 10 {
		t.Fatalf("the default small bet: %+v, want the big blind, 10", info)
	}
	// Seat 0 (the button) raises to 20; seat 1 calls; seat 2 (the big
	// blind, 25 chips) may only go all-in for less than the raise to 30.
	s = ok(t)(s.BetOrRaiseTo(20))
	s = ok(t)(s.Call())
	if raise := raiseAction(t, s); raise.Min != 25 || raise.Max != 25 {
		legal, _ := s.LegalActions()
		t.Fatalf("the short stack's raise row: %v", legal)
	}
	s = ok(t)(s.AllIn())
	for _, street := range []Street{Flop, Turn} {
		for info := sound(t, s, 2025); info.Phase == PhaseBetting; info = sound(t, s, 2025) {
			s = ok(t)(s.CheckOrCall())
		}
		s = ok(t)(s.DealRandom())
		if info := sound(t, s, 2025); info.Street != street {
			t.Fatalf("%+v, want the %v", info, street)
		}
	}
	if info := sound(t, s, 2025); info.Street != Turn || info.FixedBet != 20 {
		t.Fatalf("the default big bet: %+v, want twice the small bet, 20", info)
	}

	// The config survives the saved text.
	text, err := s.ToText()
	if err != nil {
		t.Fatal(err)
	}
	again, err := TableStateFromText(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	defer again.Close()
	if want, got := sound(t, s, 2025), sound(t, again, 2025); !reflect.DeepEqual(got, want) {
		t.Errorf("the state read back from its text is %+v, the state %+v", got, want)
	}
}

// checkDown checks or calls every street of a heads-up hand over board.
func checkDown(t *testing.T, s *TableState, board []string) *TableState {
	t.Helper()
	for street := 0; ; {
		info, err := s.Info()
		if err != nil {
			t.Fatal(err)
		}
		switch info.Phase {
		case PhaseFinished:
			return s
		case PhaseDealing:
			s = ok(t)(s.Deal(MustParseMask(board[street])))
			street++
		default:
			s = ok(t)(s.CheckOrCall())
		}
	}
}

func TestTableOmahaHiLo(t *testing.T) {
	cases := []struct {
		what   string
		holes  []Mask
		board  []string
		won    []int64
		stacks []int64
	}{
		// Three queens take the high half, A-2-4-5-8 the low half.
		{"split", []Mask{MustParseMask("Qs Qd Js Jd"), MustParseMask("Ah 2h 9c 9d")},
			[]string{"Qh 4d 5s", "8c", "Kd"}, []int64{2, 2}, []int64{100, 100}},
		// Only two board cards of eight or lower: no low, the high hand scoops.
		{"scoop", []Mask{MustParseMask("Ah Kh 2c 3c"), MustParseMask("Qs Qd Js Jd")},
			[]string{"Qh 4d 5s", "9c", "Td"}, []int64{0, 4}, []int64{98, 102}},
	}
	for _, betting := range []Betting{FixedLimit, PotLimit} {
		for _, c := range cases {
			blinds, _ := StandardBlinds(2, 0, 1, 2)
			s, err := StartHand(TableConfig{Game: Omaha4HiLo, Betting: betting, Stacks: []int64{100, 100},
				Blinds: blinds, HoleCards: c.holes})
			if err != nil {
				t.Fatal(err)
			}
			end := checkDown(t, s, c.board)
			sound(t, end, 200)
			won, _ := end.Won()
			stacks, _ := end.Stacks()
			if !reflect.DeepEqual(won, c.won) || !reflect.DeepEqual(stacks, c.stacks) {
				t.Errorf("%v %s: won %v, stacks %v; want %v and %v", betting, c.what, won, stacks, c.won, c.stacks)
			}
			results, err := end.PotResults()
			if err != nil || len(results) != 1 {
				t.Fatalf("%v %s: pot results %v, %v", betting, c.what, results, err)
			}
			winners := []int{0, 1}
			if c.won[0] == 0 {
				winners = []int{1}
			}
			if !reflect.DeepEqual(results[0].Winners, winners) {
				t.Errorf("%v %s: winners %v, want %v (hi/lo: a share of either half)", betting, c.what,
					results[0].Winners, winners)
			}
			if info, _ := end.Info(); info.Game != Omaha4HiLo || info.Betting != betting {
				t.Errorf("%v %s: %+v", betting, c.what, info)
			}
			end.Close()
			s.Close()
		}
	}
}

func TestTableShortDeck(t *testing.T) {
	blinds, _ := StandardBlinds(2, 0, 1, 2)
	s, err := StartHand(TableConfig{Game: ShortDeck, Stacks: []int64{100, 100}, Blinds: blinds,
		HoleCards: []Mask{MustParseMask("As Ah"), MustParseMask("Kd Kc")}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s = ok(t)(s.CheckOrCall())
	s = ok(t)(s.CheckOrCall())
	_, err = s.Deal(MustParseMask("2c 7d 9h"))
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "2c") {
		t.Fatalf("a board with 2c: %v, want the card named", err)
	}
	s = ok(t)(s.Deal(MustParseMask("6c 7d 9h")))
	if info := sound(t, s, 200); info.Game != ShortDeck || info.Board != MustParseMask("6c 7d 9h") {
		t.Fatalf("%+v", info)
	}
	_, err = StartHand(TableConfig{Game: ShortDeck, Stacks: []int64{100, 100}, Blinds: blinds,
		HoleCards: []Mask{MustParseMask("As 5h"), 0}})
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "5h") {
		t.Errorf("a hole card 5h: %v, want the card named", err)
	}

	// Random hole cards and boards come from the 36-card deck.
	for seed := uint64(0); seed < 40; seed++ {
		hand, err := StartHand(TableConfig{Game: ShortDeck, Stacks: []int64{100, 100, 100, 100, 100, 100},
			Blinds: []int64{0, 1, 2, 0, 0, 0}, Seed: seed, RandomHoles: true})
		if err != nil {
			t.Fatal(err)
		}
		end := hand
		for {
			info := sound(t, end, 600)
			if info.Phase == PhaseFinished {
				break
			}
			if info.Phase == PhaseDealing {
				end = ok(t)(end.DealRandom())
			} else {
				end = ok(t)(end.CheckOrCall())
			}
		}
		info, _ := end.Info()
		holes, _ := end.HoleCards()
		dealt := info.Board
		for _, h := range holes {
			if h.Len() != 2 {
				t.Fatalf("seed %d: holes %v", seed, holes)
			}
			dealt |= h
		}
		if dealt.Len() != 17 {
			t.Fatalf("seed %d: %d cards dealt, want 17", seed, dealt.Len())
		}
		cards, err := dealt.Cards()
		if err != nil {
			t.Fatal(err)
		}
		for _, card := range cards {
			if card.Rank() < 6 {
				t.Fatalf("seed %d: %v dealt in short deck (board %v, holes %v)", seed, card, info.Board, holes)
			}
		}
		end.Close()
		hand.Close()
	}
}

func TestTableStartsEveryGame(t *testing.T) {
	// Stud and draw games start like the board games; where hole cards are
	// due, the hand waits in the Dealing phase for them.
	cases := []struct {
		config TableConfig
		phase  Phase
		due    int    // cards due to the first seat dealt to
		last   Street // the game's last street
	}{
		{TableConfig{Game: Stud, Betting: FixedLimit, SmallBet: 2, BringIn: 1, Stacks: []int64{100, 100, 100},
			Antes: []int64{1, 1, 1}}, PhaseDealing, 3, SeventhStreet},
		{TableConfig{Game: Razz, Betting: NoLimit, Stacks: []int64{100, 100}}, PhaseDealing, 3, SeventhStreet},
		{TableConfig{Game: StudHiLo, Betting: FixedLimit, SmallBet: 2, BringIn: 1, Stacks: []int64{100, 100},
			Seed: 1, RandomHoles: true}, PhaseBetting, 0, SeventhStreet},
		{TableConfig{Game: Lowball27, Betting: FixedLimit, Stacks: []int64{100, 100}, Blinds: []int64{2, 1}},
			PhaseDealing, 5, River},
		{TableConfig{Game: Lowball27, Stacks: []int64{100, 100}, Blinds: []int64{2, 1}, Draws: 2}, PhaseDealing, 5,
			Turn},
		{TableConfig{Game: Badugi, Betting: PotLimit, Stacks: []int64{100, 100}, Blinds: []int64{2, 1}, Seed: 2,
			RandomHoles: true}, PhaseBetting, 0, Flop},
	}
	for _, c := range cases {
		s, err := StartHand(c.config)
		if err != nil {
			t.Errorf("%v %v: %v", c.config.Betting, c.config.Game, err)
			continue
		}
		info := sound(t, s, sum(c.config.Stacks))
		if info.Phase != c.phase || info.HoleCardsDue != c.due || info.LastStreet != c.last ||
			info.Game != c.config.Game || (c.due > 0) != (info.DealSeat >= 0) {
			t.Errorf("%v %v: %+v; want %v, %d cards due, last street %d", c.config.Betting, c.config.Game, info,
				c.phase, c.due, c.last)
		}
		// RandomHoles dealt every seat its first cards, each deal a step.
		if c.config.RandomHoles {
			history, _ := s.History()
			holes, _ := s.HoleCards()
			if len(history) != len(c.config.Stacks) {
				t.Errorf("%v: %d steps after the random deals, want one per seat", c.config.Game, len(history))
			}
			for _, step := range history {
				if !step.IsHoleDeal() || !step.Random || holes[step.To] != step.Cards {
					t.Errorf("%v: a random first deal %+v, holes %v", c.config.Game, step, holes)
				}
			}
		}
		s.Close()
	}

	// What the games refuse names the rule.
	for what, c := range map[string]struct {
		config TableConfig
		says   string
	}{
		"nine stud seats": {TableConfig{Game: Stud, Betting: FixedLimit, SmallBet: 2,
			Stacks: []int64{9, 9, 9, 9, 9, 9, 9, 9, 9}}, "not 9"},
		"blinds in stud": {TableConfig{Game: Razz, Betting: FixedLimit, SmallBet: 2, Stacks: []int64{100, 100},
			Blinds: []int64{1, 2}}, "no blinds"},
		"stud hole cards": {TableConfig{Game: Stud, Betting: FixedLimit, SmallBet: 2, Stacks: []int64{100, 100},
			HoleCards: []Mask{MustParseMask("As Ks Qs"), 0}}, "street by street"},
		"a bring-in of the full bet": {TableConfig{Game: Stud, Betting: FixedLimit, SmallBet: 2, BringIn: 2,
			Stacks: []int64{100, 100}}, "bring-in (2) must be below"},
		"fixed-limit stud without a small bet": {TableConfig{Game: StudHiLo, Betting: FixedLimit, BringIn: 1,
			Stacks: []int64{100, 100}}, "small_bet"},
		"four draws": {TableConfig{Game: Badugi, Stacks: []int64{100, 100}, Blinds: []int64{2, 1}, Draws: 4},
			"1 to 3 draws"},
		"draws in Hold'em": {TableConfig{Stacks: []int64{100, 100}, Blinds: []int64{2, 1}, Draws: 1},
			"only draw games"},
		"a bring-in in Omaha": {TableConfig{Game: Omaha4, Stacks: []int64{100, 100}, Blinds: []int64{2, 1},
			BringIn: 1}, "only stud games"},
		"a three-card badugi hand": {TableConfig{Game: Badugi, Stacks: []int64{100, 100}, Blinds: []int64{2, 1},
			HoleCards: []Mask{MustParseMask("As Ks Qs"), 0}}, "deals 4"},
	} {
		_, err := StartHand(c.config)
		if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want ErrInvalidArgument saying %q", what, err, c.says)
		}
	}
}

// The new games and fixed limit played at random, each state on the way
// written as PHH (FT, NS, FO/8) and replayed to the same stacks.
func TestTableNewGamesPlayedAndWrittenAsPHH(t *testing.T) {
	configs := []struct {
		game    Game
		betting Betting
		variant string
	}{
		{Holdem, FixedLimit, "FT"},
		{ShortDeck, NoLimit, "NS"},
		{Omaha4HiLo, FixedLimit, "FO/8"},
	}
	r := NewRng(7)
	for _, c := range configs {
		for hand := 0; hand < 12; hand++ {
			seats := 2 + hand%5
			stacks := make([]int64, seats)
			for i := range stacks {
				stacks[i] = 40 + int64(10*i)
			}
			blinds, _ := StandardBlinds(seats, hand%seats, 1, 2)
			start, err := StartHand(TableConfig{Game: c.game, Betting: c.betting, Button: hand % seats,
				SmallBet: 2, BigBet: 4, Stacks: stacks, Blinds: blinds, Seed: uint64(hand), RandomHoles: true})
			if err != nil {
				t.Fatal(err)
			}
			final := playRandomly(t, start, &r)
			samePHHStacks(t, final, "")
			doc, err := final.PHH("")
			if err != nil {
				t.Fatal(err)
			}
			fields := handJSON(t, doc, 0)
			if fields["variant"] != c.variant {
				t.Errorf("%v %v is written as %v, want %s", c.betting, c.game, fields["variant"], c.variant)
			}
			_, hasMinBet := fields["min_bet"]
			_, hasSmallBet := fields["small_bet"]
			if fixed := c.betting == FixedLimit; hasSmallBet != fixed || hasMinBet == fixed {
				t.Errorf("%s: min_bet %v, small_bet %v", c.variant, fields["min_bet"], fields["small_bet"])
			}
			doc.Close()
			final.Close()
			start.Close()
		}
	}
}
