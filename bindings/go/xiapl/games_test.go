package xiapl

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
)

func TestGameStringAndParse(t *testing.T) {
	names := map[Game]string{Holdem: "holdem", Omaha4: "plo", Omaha5: "plo5", Omaha6: "plo6",
		ShortDeck: "shortdeck", Omaha4HiLo: "plohilo", Omaha5HiLo: "plo5hilo", Stud: "stud",
		StudHiLo: "studhilo", Razz: "razz", Lowball27: "lowball27", Badugi: "badugi"}
	for game, name := range names {
		if game.String() != name {
			t.Errorf("%d prints %q, want %q", int32(game), game.String(), name)
		}
	}
	if Game(12).String() != "Game(12)" || Game(-1).String() != "Game(-1)" {
		t.Errorf("values that are no game print %s %s", Game(12), Game(-1))
	}
	// The Python package's aliases, written as players write them.
	for text, want := range map[string]Game{
		"Hold'em": Holdem, "NLHE": Holdem, " holdem ": Holdem,
		"PLO": Omaha4, "plo4": Omaha4, "Omaha": Omaha4,
		"PLO5": Omaha5, "omaha_5": Omaha5, "PLO6": Omaha6, "Omaha 6": Omaha6,
		"short deck": ShortDeck, "Short-deck Hold'em": ShortDeck, "6+": ShortDeck, "Six Plus": ShortDeck,
		"PLO Hi/Lo": Omaha4HiLo, "PLO8": Omaha4HiLo, "O8": Omaha4HiLo, "Omaha-8": Omaha4HiLo,
		"omaha hi-lo": Omaha4HiLo, "PLO5 Hi/Lo": Omaha5HiLo, "plo5-8": Omaha5HiLo, "Omaha5 HiLo": Omaha5HiLo,
		"Stud": Stud, "7 Stud": Stud, "Seven-card stud": Stud,
		"Stud Hi/Lo": StudHiLo, "stud8": StudHiLo, "Seven-card Stud Hi/Lo": StudHiLo,
		"RAZZ": Razz, "2-7": Lowball27, "27 lowball": Lowball27, "deuce-to-seven": Lowball27, "Lowball27": Lowball27,
		"Badugi": Badugi,
	} {
		if got, err := ParseGame(text); err != nil || got != want {
			t.Errorf("ParseGame(%q) = %v, %v; want %s", text, got, err, want)
		}
	}
	for _, text := range []string{"", "omaha7", "stud hi", "holdem!"} {
		_, err := ParseGame(text)
		if !errors.Is(err, ErrParse) || !strings.Contains(err.Error(), "razz") {
			t.Errorf("ParseGame(%q): %v", text, err)
		}
	}
}

func TestGameInfo(t *testing.T) {
	info, err := Omaha4HiLo.Info()
	if err != nil || info.Name != "PLO Hi/Lo" || info.HoleCards != 4 || info.HoleUsed != 2 ||
		info.HighRanking != RankingHigh || info.LowRanking != RankingEightOrBetter || !info.HiLo() {
		t.Errorf("Omaha4HiLo.Info() = %+v, %v", info, err)
	}
	if info, err := Razz.Info(); err != nil || info.BoardCards != 0 || info.HighRanking != RankingAceToFive || info.HiLo() {
		t.Errorf("Razz.Info() = %+v, %v", info, err)
	}
	if info, err := Badugi.Info(); err != nil || info.MaxPlayers != 0 {
		t.Errorf("Badugi.Info() = %+v, %v", info, err)
	}
	if _, err := Game(12).Info(); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Game(12).Info(): %v", err)
	}
}

func TestRankings(t *testing.T) {
	for r, want := range map[Ranking]string{RankingNone: "None", RankingHigh: "High", RankingShortDeck: "ShortDeck",
		RankingEightOrBetter: "EightOrBetter", RankingAceToFive: "AceToFive", RankingDeuceToSeven: "DeuceToSeven",
		RankingBadugi: "Badugi", Ranking(7): "Ranking(7)"} {
		if r.String() != want {
			t.Errorf("ranking %d prints %q, want %q", int32(r), r.String(), want)
		}
	}
	for r, want := range map[Ranking]Strength{RankingNone: 0, RankingHigh: StrengthMax, RankingShortDeck: 1404,
		RankingAceToFive: 6175, RankingDeuceToSeven: 7462} {
		if got, err := r.Max(); err != nil || got != want {
			t.Errorf("%s.Max() = %d, %v; want %d", r, got, err, want)
		}
	}
	if _, err := Ranking(7).Max(); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Ranking(7).Max(): %v", err)
	}
	bad := RankedStrength{RankingEightOrBetter, 0}
	if _, err := bad.Name(); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("%v.Name(): %v", bad, err)
	}
	if _, err := bad.Kickers(); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("%v.Kickers(): %v", bad, err)
	}
	if bad.String() != "RankedStrength(EightOrBetter, 0)" {
		t.Errorf("an invalid ranked strength prints %q", bad.String())
	}
}

// Each game's best hand is its ranking's Max, named as players name it.
func TestRankedNames(t *testing.T) {
	for _, c := range []struct {
		game        Game
		board, hole string
		name        string
		kickers     []int
	}{
		{Razz, "", "As 2d 3c 4h 5s Kc Kd", "5-4-3-2-A low (wheel)", []int{5, 4, 3, 2, 1}},
		{Lowball27, "", "7d 5c 4h 3s 2d", "7-5-4-3-2 low (number one)", []int{7, 5, 4, 3, 2}},
		{Badugi, "", "Ac 2d 3h 4s", "four-card badugi 4-3-2-A (number one)", []int{4, 3, 2, 1}},
		{ShortDeck, "Ts Js Qs 6d 7d", "As Ks", "royal flush", []int{14}},
	} {
		v, err := EvaluateRanked(MustParseMask(c.board), MustParseMask(c.hole), c.game)
		if err != nil {
			t.Fatalf("%s %s: %v", c.game, c.hole, err)
		}
		max, _ := v.Ranking.Max()
		name, _ := v.Name()
		kickers, _ := v.Kickers()
		if v.Strength != max || name != c.name || !sameInts(kickers, c.kickers) {
			t.Errorf("%s %s: %d of %d, %q %v; want %q %v", c.game, c.hole, v.Strength, max, name, kickers, c.name,
				c.kickers)
		}
	}
	// Short deck: a flush beats a full house, A-6-7-8-9 is a straight.
	board := MustParseMask("9h 8h 7c 6h Kh")
	if _, err := EvaluateRanked(board, MustParseMask("2h Ac"), ShortDeck); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a deuce in short deck: %v", err)
	}
	flush, _ := EvaluateRanked(MustParseMask("9h 8h 7c 9c Kh"), MustParseMask("Th Ah"), ShortDeck)
	full, _ := EvaluateRanked(MustParseMask("9h 8h 7c 9c Kh"), MustParseMask("9s 8c"), ShortDeck)
	if c, _ := flush.Category(); c != Flush || flush.Strength <= full.Strength {
		t.Errorf("short deck flush %v (%d) vs full house %v (%d)", flush, flush.Strength, full, full.Strength)
	}
	wheel, _ := EvaluateRanked(board, MustParseMask("As Ad"), ShortDeck)
	if c, _ := wheel.Category(); c != Straight {
		t.Errorf("A-6-7-8-9 in short deck is %v", wheel)
	}
	// Stud: the best five of a player's seven cards, all of them hole cards.
	best, err := BestHand(0, MustParseMask("As Ad Ac 7h 7d 2c 3s"), Stud)
	if err != nil || best.Ranking != RankingHigh || best.HoleUsed != best.Five || best.Five.Len() != 5 {
		t.Errorf("stud best hand %+v, %v", best, err)
	}
	if name, _ := best.Strength.Name(); name != "full house, aces over sevens" {
		t.Errorf("stud full house named %q", name)
	}
	if _, err := EvaluateHand(MustParseMask("2c"), MustParseMask("As Ad Ac 7h 7d"), Stud); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("stud with a board: %v", err)
	}
}

func TestLowHalfOfAGameWithoutOne(t *testing.T) {
	board, hole := MustParseMask("2c 3d 4h Ks Kd"), MustParseMask("Ah 6c")
	for _, game := range []Game{Holdem, Razz, ShortDeck} {
		h := hole
		b := board
		if game == Razz {
			h, b = hole|board, 0
		}
		if _, err := EvaluateLow(b, h, game); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("EvaluateLow(%s): %v", game, err)
		}
		if _, err := JudgeLow([]Mask{h}, b, game); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("JudgeLow(%s): %v", game, err)
		}
		if _, err := BestLow(b, h, game); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("BestLow(%s): %v", game, err)
		}
	}
}

func TestEvaluateLowsMany(t *testing.T) {
	board := MustParseMask("2c 3d 4h Ks Kd")
	holes := []Mask{MustParseMask("Ah 6c Js Td"), MustParseMask("Kc Qc 9s 9h")}
	boards := []Mask{board, board}
	got, err := EvaluateLowsMany(boards, holes, Omaha4HiLo)
	if err != nil || len(got) != 2 || got[0] == 0 || got[1] != 0 {
		t.Fatalf("EvaluateLowsMany = %v, %v; want a low, then none", got, err)
	}
	if one, err := EvaluateLow(board, holes[0], Omaha4HiLo); err != nil || uint16(one) != got[0] {
		t.Errorf("EvaluateLow = %d, %v; the batch %d", one, err, got[0])
	}
	out := []uint16{7, 7}
	if err := EvaluateLowsManyInto(boards, holes, Omaha4HiLo, out); err != nil || !reflect.DeepEqual(out, got) {
		t.Errorf("EvaluateLowsManyInto = %v, %v; want %v", out, err, got)
	}
	if got, err := EvaluateLowsMany(nil, nil, StudHiLo); err != nil || len(got) != 0 {
		t.Errorf("EvaluateLowsMany(nil) = %v, %v", got, err)
	}
	// A game without a low half, even with no hands.
	for _, game := range []Game{Holdem, Omaha4, Razz} {
		if _, err := EvaluateLowsMany(nil, nil, game); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("EvaluateLowsMany(%s): %v", game, err)
		}
	}
	if _, err := EvaluateLowsMany(boards, holes, Omaha4); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("EvaluateLowsMany(Omaha4): %v", err)
	}
	// The first bad item named, and nothing written.
	bad := []Mask{holes[0], holes[1], MustParseMask("Ah 6c Js"), MustParseMask("Ah 2c")}
	out = []uint16{7, 7, 7, 7}
	err = EvaluateLowsManyInto([]Mask{board, board, board, board}, bad, Omaha4HiLo, out)
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "item 2") {
		t.Errorf("a hand of 3 hole cards at index 2: %v", err)
	}
	if !reflect.DeepEqual(out, []uint16{7, 7, 7, 7}) {
		t.Errorf("a refused batch wrote %v", out)
	}
	if _, err := EvaluateLowsMany([]Mask{board}, nil, Omaha4HiLo); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("mismatched lengths: %v", err)
	}
	if err := EvaluateLowsManyInto(boards, holes, Omaha4HiLo, make([]uint16, 1)); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("mismatched out: %v", err)
	}
}

// A river of Omaha hi/lo worked by hand: A holds the only low (6-4-3-2-A),
// B the high (three kings); each takes half, neither scoops.
func TestHiLoSplitEquity(t *testing.T) {
	board := MustParseMask("2c 3d 4h Ks Kd")
	holes := []Mask{MustParseMask("Ah 6c Js Td"), MustParseMask("Kc Qc 9s 9h")}
	if w, err := Judge(holes, board, Omaha4HiLo); err != nil || !sameInts(w, []int{1}) {
		t.Errorf("high winners %v, %v", w, err)
	}
	if w, err := JudgeLow(holes, board, Omaha4HiLo); err != nil || !sameInts(w, []int{0}) {
		t.Errorf("low winners %v, %v", w, err)
	}
	if name, _ := mustBestLow(t, board, holes[0]).Ranked().Name(); name != "6-4-3-2-A low" {
		t.Errorf("A's low is %q", name)
	}
	if low := mustBestLow(t, board, holes[1]); low.Strength != 0 || low.Five != 0 {
		t.Errorf("B has no low, yet %+v", low)
	}
	got, err := CalculateEquity(holes, board, nil, Omaha4HiLo, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []PlayerSplit{{Scoop: 0, HighShare: 0, LowShare: 0.5}, {Scoop: 0, HighShare: 0.5, LowShare: 0}}
	if got.Trials != 1 || len(got.Splits) != 2 || got.Splits[0] != want[0] || got.Splits[1] != want[1] ||
		got.Players[0].Equity != 0.5 || got.Players[1].Equity != 0.5 {
		t.Errorf("hi/lo river: %+v", got)
	}

	// Seeded stud hi/lo: the halves add up to the equity, the equities to 1.
	opts := MCSeeded(20_000, 7)
	stud, err := CalculateEquity([]Mask{MustParseMask("As 2s 3d"), MustParseMask("Kh Kd 9c")}, 0, &opts, StudHiLo,
		MustParseMask("4c"))
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for i, p := range stud.Players {
		s := stud.Splits[i]
		sum += p.Equity
		if math.Abs(s.HighShare+s.LowShare-p.Equity) > 1e-12 || s.Scoop > p.Equity {
			t.Errorf("stud hi/lo player %d: %+v %+v", i, p, s)
		}
	}
	if math.Abs(sum-1) > 1e-9 || stud.Splits[0].LowShare <= 0 {
		t.Errorf("stud hi/lo: %+v", stud)
	}

	// A game without a low half: the splits restate win and equity.
	holdem, err := CalculateEquity([]Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc")}, MustParseMask("Ts 9s 6h"), nil,
		Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range holdem.Players {
		if s := holdem.Splits[i]; s.Scoop != p.Win || s.HighShare != p.Equity || s.LowShare != 0 {
			t.Errorf("holdem player %d: %+v %+v", i, p, s)
		}
	}
}

func mustBestLow(t *testing.T, board, hole Mask) Best {
	t.Helper()
	best, err := BestLow(board, hole, Omaha4HiLo)
	if err != nil {
		t.Fatal(err)
	}
	return best
}

func TestEquityVsRandomSplits(t *testing.T) {
	opts := ExactOptions()
	hilo, err := CalculateEquityVsRandom(MustParseMask("Ah 2h 5c Kd"), MustParseMask("3d 4s 9c Ks Qd"), 1, &opts,
		Omaha4HiLo, 0)
	if err != nil || hilo.Splits != nil || len(hilo.Players) != 1 || !hilo.Exact {
		t.Errorf("hi/lo against a random hand: %+v, %v", hilo, err)
	}
	holdem, err := CalculateEquityVsRandom(MustParseMask("As Ah"), MustParseMask("Kd 7c 2h"), 1, &opts, Holdem, 0)
	if err != nil || len(holdem.Splits) != 1 || holdem.Splits[0].HighShare != holdem.Players[0].Equity {
		t.Errorf("holdem against a random hand: %+v, %v", holdem, err)
	}
}

func TestDrawGamesHaveNoEquity(t *testing.T) {
	holes := []Mask{MustParseMask("7d 5c 4h 3s 2d"), MustParseMask("8d 6c 4d 3c 2h")}
	for _, game := range []Game{Lowball27, Badugi} {
		if max, err := MaxPlayers(game); err != nil || max != 0 {
			t.Errorf("MaxPlayers(%s) = %d, %v", game, max, err)
		}
		_, err := CalculateEquity(holes, 0, nil, game, 0)
		var xe *Error
		if !errors.As(err, &xe) || xe.Status != StatusInvalidArgument || xe.Message == "" {
			t.Errorf("CalculateEquity(%s): %v", game, err)
		}
		if _, err := CalculateEquityVsRandom(holes[0], 0, 1, nil, game, 0); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("CalculateEquityVsRandom(%s): %v", game, err)
		}
	}
	// The showdown itself works.
	if w, err := Judge(holes, 0, Lowball27); err != nil || !sameInts(w, []int{0}) {
		t.Errorf("2-7 showdown: %v, %v", w, err)
	}
}

func TestNewGamesRefusedOutsideTheirCalls(t *testing.T) {
	if _, err := ParseRange("AA", Razz); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a razz range: %v", err)
	}
	_, err := CountCanonicalHands(Omaha4HiLo)
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "plohilo") {
		t.Errorf("canonical PLO hi/lo hands: %v", err)
	}
}

func TestShortDeckAndHiLoRanges(t *testing.T) {
	short, err := ParseRange("22+, A2s+", ShortDeck)
	if err != nil {
		t.Fatal(err)
	}
	defer short.Close()
	// Pairs six to ace (9 x 6) and suited aces six to king (8 x 4): the short deck deals no lower cards.
	if short.Size() != 9*6+8*4 {
		t.Errorf("short-deck 22+, A2s+: %d combos", short.Size())
	}
	hilo, err := ParseRange("AA23", Omaha4HiLo)
	if err != nil {
		t.Fatal(err)
	}
	defer hilo.Close()
	if g, err := hilo.Game(); err != nil || g != Omaha4HiLo {
		t.Errorf("the game of a PLO hi/lo range: %v, %v", g, err)
	}
}
