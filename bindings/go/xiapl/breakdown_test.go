package xiapl

import (
	"errors"
	"math"
	"testing"
)

// checkBreakdownSums checks that a player's breakdown adds up to its win and
// tie rates.
func checkBreakdownSums(t *testing.T, who string, b CategoryBreakdown, win, tie float64) {
	t.Helper()
	var wins, ties float64
	for c := range b.WinByCategory {
		wins += b.WinByCategory[c]
		ties += b.TieByCategory[c]
		if b.WinByCategory[c] < 0 || b.TieByCategory[c] < 0 {
			t.Errorf("%s: negative fraction at %v: %+v", who, Category(c), b)
		}
	}
	if math.Abs(wins-win) > 1e-12 || math.Abs(ties-tie) > 1e-12 {
		t.Errorf("%s: the breakdown adds up to win %v tie %v; the player has win %v tie %v", who, wins, ties, win, tie)
	}
}

func TestEquityBreakdownPreflop(t *testing.T) {
	holes := []Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc")}
	plain := ExactOptions()
	withBreakdown := ExactOptions().WithBreakdown(true)
	if !withBreakdown.Breakdown || plain.Breakdown {
		t.Fatalf("WithBreakdown: %+v, ExactOptions: %+v", withBreakdown, plain)
	}
	a, err := CalculateEquity(holes, 0, &plain, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := CalculateEquity(holes, 0, &withBreakdown, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	if b.Trials != a.Trials || !b.Exact || b.ChopRate != a.ChopRate {
		t.Fatalf("summary with breakdown %+v, without %+v", b, a)
	}
	for i, p := range b.Players {
		q := a.Players[i]
		if a.Players[i].CategoryBreakdown != (CategoryBreakdown{}) {
			t.Errorf("player %d: a breakdown without asking for one: %+v", i, q.CategoryBreakdown)
		}
		if math.Abs(p.Equity-q.Equity) > 1e-12 || math.Abs(p.Win-q.Win) > 1e-12 || math.Abs(p.Tie-q.Tie) > 1e-12 {
			t.Errorf("player %d: %+v with breakdown, %+v without", i, p, q)
		}
		checkBreakdownSums(t, holes[i].String(), p.CategoryBreakdown, p.Win, p.Tie)
	}
	ak := b.Players[0]
	if ak.WinByCategory[StraightFlush]+ak.WinByCategory[Flush] <= 0 {
		t.Errorf("AsKs wins nothing with a flush or a straight flush: %+v", ak.CategoryBreakdown)
	}
	// QdQc holds a pair: it never wins or splits with high card.
	if qq := b.Players[1]; qq.WinByCategory[HighCard] != 0 || qq.TieByCategory[HighCard] != 0 {
		t.Errorf("QdQc wins with high card: %+v", qq.CategoryBreakdown)
	}
}

// The library's breakdown on a flop equals a count over the 990 turn and
// river cards, each judged with EvaluateMask.
func TestEquityBreakdownFlopByBoard(t *testing.T) {
	holes := []Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc")}
	board := MustParseMask("2c 7d 9h")
	opts := ExactOptions().WithBreakdown(true)
	result, err := CalculateEquity(holes, board, &opts, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	var wins, ties [2][StraightFlush + 1]int
	deals := 0
	used := board | holes[0] | holes[1]
	for turn := Card(0); turn < 52; turn++ {
		for river := turn + 1; river < 52; river++ {
			if used.Has(turn) || used.Has(river) {
				continue
			}
			deals++
			full := board | turn.Mask() | river.Mask()
			var strengths [2]Strength
			for i, h := range holes {
				if strengths[i], err = EvaluateMask(full | h); err != nil {
					t.Fatal(err)
				}
			}
			best := max(strengths[0], strengths[1])
			category, err := best.Category()
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case strengths[0] == strengths[1]:
				ties[0][category]++
				ties[1][category]++
			case strengths[0] == best:
				wins[0][category]++
			default:
				wins[1][category]++
			}
		}
	}
	if deals != 990 || result.Trials != 990 {
		t.Fatalf("%d deals counted here, %d by the library", deals, result.Trials)
	}
	for i, p := range result.Players {
		for c := range p.WinByCategory {
			want := float64(wins[i][c]) / float64(deals)
			if p.WinByCategory[c] != want {
				t.Errorf("player %d %v: win %v, counted %d/%d = %v", i, Category(c), p.WinByCategory[c], wins[i][c],
					deals, want)
			}
			want = float64(ties[i][c]) / float64(deals)
			if p.TieByCategory[c] != want {
				t.Errorf("player %d %v: tie %v, counted %d/%d = %v", i, Category(c), p.TieByCategory[c], ties[i][c],
					deals, want)
			}
		}
		checkBreakdownSums(t, holes[i].String(), p.CategoryBreakdown, p.Win, p.Tie)
	}
}

func TestEquityBreakdownMonteCarloThreads(t *testing.T) {
	holes := []Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc"), MustParseMask("7h 6h")}
	one := MCSeeded(200_000, 42).WithThreads(1).WithBreakdown(true)
	calls := 0
	two := MCSeeded(200_000, 42).WithThreads(2).WithBreakdown(true).WithProgress(func(done, total uint64) error {
		calls++
		return nil
	})
	a, err := CalculateEquity(holes, 0, &one, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := CalculateEquity(holes, 0, &two, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	if a.Exact || a.Trials != 200_000 || calls == 0 {
		t.Fatalf("summary %+v, %d progress calls", a, calls)
	}
	plain := MCSeeded(200_000, 42)
	c, err := CalculateEquity(holes, 0, &plain, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a.Players {
		if a.Players[i] != b.Players[i] {
			t.Errorf("player %d: %+v at 1 thread, %+v at 2", i, a.Players[i], b.Players[i])
		}
		p := a.Players[i]
		checkBreakdownSums(t, holes[i].String(), p.CategoryBreakdown, p.Win, p.Tie)
		if q := c.Players[i]; p.Win != q.Win || p.Tie != q.Tie || q.CategoryBreakdown != (CategoryBreakdown{}) {
			t.Errorf("player %d: %+v with breakdown, %+v without", i, p, q)
		}
	}
}

func TestRangeEquityBreakdown(t *testing.T) {
	hero := MustParseRange("QQ+,AKs", Holdem)
	villain := MustParseRange("JJ-99,AQs", Holdem)
	defer hero.Close()
	defer villain.Close()
	board := MustParseMask("Jd 8c 3s")
	opts := ExactOptions().WithBreakdown(true)
	multi, err := CalculateMultiwayRangeEquity([]*Range{hero, villain}, board, 0, &opts)
	if err != nil {
		t.Fatal(err)
	}
	if !multi.Exact || len(multi.Players) != 2 {
		t.Fatalf("multiway %+v", multi)
	}
	for i, p := range multi.Players {
		checkBreakdownSums(t, []string{"hero", "villain"}[i], p.CategoryBreakdown, p.Win, p.Tie)
	}
	if multi.Players[0].WinByCategory == ([StraightFlush + 1]float64{}) {
		t.Fatalf("no wins in the hero's breakdown: %+v", multi.Players[0])
	}
	headsUp, err := CalculateRangeEquity(hero, villain, board, 0, &opts)
	if err != nil {
		t.Fatal(err)
	}
	if headsUp.HeroBreakdown != multi.Players[0].CategoryBreakdown {
		t.Errorf("heads-up hero breakdown %+v, multiway %+v", headsUp.HeroBreakdown, multi.Players[0].CategoryBreakdown)
	}
	if headsUp.VillainBreakdown != multi.Players[1].CategoryBreakdown {
		t.Errorf("heads-up villain breakdown %+v, multiway %+v", headsUp.VillainBreakdown,
			multi.Players[1].CategoryBreakdown)
	}
	rows, err := CalculateRangeEquityPerCombo(hero, villain, board, 0, &opts)
	if err != nil {
		t.Fatal(err)
	}
	if rows.HeroBreakdown != headsUp.HeroBreakdown || rows.VillainBreakdown != headsUp.VillainBreakdown ||
		len(rows.Hero) != hero.Size() {
		t.Errorf("per combo: %+v %+v, %d rows", rows.HeroBreakdown, rows.VillainBreakdown, len(rows.Hero))
	}

	// Without asking: the same equities, no breakdown.
	plain := ExactOptions()
	again, err := CalculateRangeEquity(hero, villain, board, 0, &plain)
	if err != nil {
		t.Fatal(err)
	}
	if again.HeroBreakdown != (CategoryBreakdown{}) || again.VillainBreakdown != (CategoryBreakdown{}) {
		t.Errorf("a breakdown without asking for one: %+v", again)
	}
	if math.Abs(again.HeroEquity-headsUp.HeroEquity) > 1e-12 {
		t.Errorf("hero equity %v without breakdown, %v with", again.HeroEquity, headsUp.HeroEquity)
	}
	multiPlain, err := CalculateMultiwayRangeEquity([]*Range{hero, villain}, board, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range multiPlain.Players {
		if p.CategoryBreakdown != (CategoryBreakdown{}) {
			t.Errorf("range %d: a breakdown without asking for one", i)
		}
	}
}

func TestEquityBreakdownOmahaHigh(t *testing.T) {
	holes := []Mask{MustParseMask("As Ks Qh Jh"), MustParseMask("Td 9d 8c 7c")}
	board := MustParseMask("2c 7d 9h")
	opts := ExactOptions().WithBreakdown(true)
	result, err := CalculateEquity(holes, board, &opts, Omaha4, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range result.Players {
		checkBreakdownSums(t, holes[i].String(), p.CategoryBreakdown, p.Win, p.Tie)
	}
}

func TestEquityBreakdownRefused(t *testing.T) {
	opts := ExactOptions().WithBreakdown(true)
	plo8, err := ParseGame("plo8")
	if err != nil {
		t.Fatal(err)
	}
	holes := []Mask{MustParseMask("As Ks Qh Jh"), MustParseMask("Ad 2d 3c 7c")}
	if _, err := CalculateEquity(holes, MustParseMask("2c 7d 9h"), &opts, plo8, 0); !errors.Is(err, ErrUnsupported) {
		t.Errorf("plo8 with a breakdown: %v, want ErrUnsupported", err)
	}
	auto := AutoOptions(1000, 1).WithBreakdown(true)
	_, err = CalculateEquityVsRandom(MustParseMask("As Ah"), 0, 1, &auto, Holdem, 0)
	if !errors.Is(err, ErrUnsupported) {
		t.Errorf("vs random with a breakdown: %v, want ErrUnsupported", err)
	}
	// Without it both run.
	if _, err := CalculateEquity(holes, MustParseMask("2c 7d 9h"), nil, plo8, 0); err != nil {
		t.Error(err)
	}
}
