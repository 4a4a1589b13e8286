package xiapl

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestRankStartingHands(t *testing.T) {
	all, err := RankStartingHands(1, Holdem)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != StartingHandClasses || all[0] != "AA" || all[1] != "KK" {
		t.Fatalf("%d classes, starting %v", len(all), all[:2])
	}
	// The ranking holds each of the 169 classes once, and each names its combos.
	seen := map[string]bool{}
	combos := 0
	for _, class := range all {
		if seen[class] {
			t.Fatalf("%s ranked twice", class)
		}
		seen[class] = true
		r, err := ParseRange(class, Holdem)
		if err != nil {
			t.Fatalf("class %q: %v", class, err)
		}
		combos += r.Size()
		r.Close()
	}
	if combos != 1326 {
		t.Fatalf("the classes hold %d combos, not 1,326", combos)
	}
	top, err := RankStartingHands(0.10, Holdem)
	if err != nil || len(top) != 16 { // floor(0.10 * 169)
		t.Fatalf("top 10%%: %v %v", top, err)
	}
	for i := range top {
		if top[i] != all[i] {
			t.Fatalf("the top 10%% is not a prefix of the whole ranking: %v", top)
		}
	}
	if none, err := RankStartingHands(0.001, Holdem); err != nil || len(none) != 0 {
		t.Fatalf("0.1%%: %v %v", none, err)
	}
	if _, err := RankStartingHands(0, Holdem); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("0%% is not a fraction in (0, 1]: %v", err)
	}
}

func TestGenerateTopPercentRange(t *testing.T) {
	r, err := GenerateTopPercentRange(0.10, Holdem)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if r.Size() != 104 || r.TotalWeight() != 104 {
		t.Fatalf("top 10%%: %d combos, weight %v; want 104", r.Size(), r.TotalWeight())
	}
	classes, _ := RankStartingHands(0.10, Holdem)
	parsed := MustParseRange(strings.Join(classes, ","), Holdem)
	defer parsed.Close()
	a, _ := r.Combos()
	b, _ := parsed.Combos()
	if len(a) != len(b) {
		t.Fatalf("%d combos vs %d parsed from %v", len(a), len(b), classes)
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("combo %d: %+v vs %+v", i, a[i], b[i])
		}
	}
	whole, err := GenerateTopPercentRange(1, Holdem)
	if err != nil || whole.Size() != 1326 {
		t.Fatalf("100%%: %d %v", whole.Size(), err)
	}
	whole.Close()
}

func TestRankingErrors(t *testing.T) {
	for _, p := range []float64{-0.01, 1.5, math.NaN(), math.Inf(1)} {
		if _, err := RankStartingHands(p, Holdem); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("RankStartingHands(%v): %v", p, err)
		}
		if _, err := GenerateTopPercentRange(p, Holdem); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("GenerateTopPercentRange(%v): %v", p, err)
		}
	}
	_, err := RankStartingHands(0.5, Omaha4)
	var xe *Error
	if !errors.As(err, &xe) || xe.Status != StatusInvalidArgument || xe.Message == "" {
		t.Errorf("Omaha: %v", err)
	}
	if _, err := GenerateTopPercentRange(0.5, Omaha4); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Omaha range: %v", err)
	}
}

func TestRangeFromCombos(t *testing.T) {
	source := MustParseRange("QQ+, AKs:0.5, 76s", Holdem)
	defer source.Close()
	combos, _ := source.Combos()
	// Reversed input order: the range keeps ascending mask order.
	reversed := make([]Combo, len(combos))
	for i, c := range combos {
		reversed[len(combos)-1-i] = c
	}
	r, err := RangeFromCombos(reversed, Holdem)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	got, _ := r.Combos()
	if len(got) != len(combos) || r.TotalWeight() != source.TotalWeight() || r.TotalWeight() != 18+2+4 || len(got) != 26 {
		t.Fatalf("%d combos weighing %v", len(got), r.TotalWeight())
	}
	for i := range got {
		if got[i] != combos[i] {
			t.Fatalf("combo %d: %+v, want %+v", i, got[i], combos[i])
		}
	}
	// A mask given twice with one weight is one combo.
	twice := []Combo{{MustParseMask("As Ah"), 0.5}, {MustParseMask("As Ah"), 0.5}}
	if d, err := RangeFromCombos(twice, Holdem); err != nil || d.Size() != 1 {
		t.Fatalf("a combo given twice: %v", err)
	}
	masks, err := RangeFromMasks([]Mask{MustParseMask("As Ah Kd Kc"), MustParseMask("2c 3c 4c 5c")}, Omaha4)
	if err != nil || masks.Size() != 2 || masks.TotalWeight() != 2 {
		t.Fatalf("from masks: %v", err)
	}
	if g, _ := masks.Game(); g != Omaha4 {
		t.Fatalf("game %s", g)
	}
	masks.Close()
	empty, err := RangeFromCombos(nil, Holdem)
	if err != nil || empty.Size() != 0 {
		t.Fatalf("no combos: %v", err)
	}
	empty.Close()
	if e, err := RangeFromMasks(nil, Holdem); err != nil || e.Size() != 0 {
		t.Fatalf("no masks: %v", err)
	}
}

func TestRangeFromCombosErrors(t *testing.T) {
	aa := MustParseMask("As Ah")
	bad := map[string][]Combo{
		"three cards":      {{MustParseMask("As Ah Ad"), 1}},
		"weight 0":         {{aa, 0}},
		"weight above 1":   {{aa, 1.5}},
		"weight NaN":       {{aa, math.NaN()}},
		"two weights":      {{aa, 1}, {aa, 0.5}},
		"a bit above 51":   {{Mask(1<<60 | 1), 1}},
		"Omaha in Hold'em": {{MustParseMask("As Ah Kd Kc"), 1}},
	}
	for what, combos := range bad {
		_, err := RangeFromCombos(combos, Holdem)
		var xe *Error
		if !errors.As(err, &xe) || xe.Status != StatusInvalidArgument || xe.Message == "" {
			t.Errorf("%s: %v", what, err)
		}
	}
	if _, err := RangeFromCombos([]Combo{{aa, 1}}, Game(99)); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("unknown game: %v", err)
	}
	if _, err := RangeFromMasks([]Mask{MustParseMask("As")}, Holdem); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("one card: %v", err)
	}
}

func TestEquityVsRandom(t *testing.T) {
	hole := MustParseMask("As Ah")
	exact := ExactOptions()
	preflop, err := CalculateEquityVsRandom(hole, 0, 1, &exact, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(preflop.Players) != 1 || !preflop.Exact || round4(preflop.Players[0].Equity) != 0.8520 {
		t.Fatalf("AA vs a random hand: %+v", preflop)
	}
	// One random opponent is the full range of 1,326 hands: the same equity.
	all, _ := AllHands(Holdem)
	defer all.Close()
	hero, _ := RangeFromMasks([]Mask{hole}, Holdem)
	defer hero.Close()
	board := MustParseMask("Kd 7c 2h")
	for _, b := range []Mask{0, board} {
		vs, err := CalculateEquityVsRandom(hole, b, 1, &exact, Holdem, 0)
		if err != nil {
			t.Fatal(err)
		}
		ranged, err := CalculateRangeEquity(hero, all, b, 0, &exact)
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(vs.Players[0].Equity-ranged.HeroEquity) > 1e-9 || vs.Trials != ranged.Trials {
			t.Fatalf("board %s: %v vs random, %v vs the full range", b, vs.Players[0].Equity, ranged.HeroEquity)
		}
	}
	// Seeded Monte Carlo lands within a few standard errors, at any thread count.
	one := MCSeeded(100_000, 5).WithThreads(1)
	two := MCSeeded(100_000, 5).WithThreads(2)
	a, err := CalculateEquityVsRandom(hole, 0, 1, &one, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := CalculateEquityVsRandom(hole, 0, 1, &two, Holdem, 0)
	p := a.Players[0]
	if a.Exact || a.Seed != 5 || a.Trials != 100_000 || p.StdError <= 0 || a.Players[0] != b.Players[0] ||
		math.Abs(p.Equity-preflop.Players[0].Equity) > 5*p.StdError {
		t.Fatalf("Monte Carlo %+v vs %+v", a, b)
	}
	// More opponents, less equity; nil options: exact where tractable.
	dead := MustParseMask("Kc")
	twoOpp, err := CalculateEquityVsRandom(hole, MustParseMask("Kd 7c 2h 3s"), 2, nil, Holdem, dead)
	if err != nil || !twoOpp.Exact || twoOpp.Players[0].Equity >= 0.8520 || twoOpp.Players[0].Equity <= 0.5 {
		t.Fatalf("two opponents from the turn: %+v %v", twoOpp, err)
	}
	three, err := CalculateEquityVsRandom(hole, 0, 3, nil, Holdem, 0)
	if err != nil || three.Exact || three.Players[0].Equity >= preflop.Players[0].Equity {
		t.Fatalf("three opponents: %+v %v", three, err)
	}
}

func TestEquityVsRandomErrors(t *testing.T) {
	hole := MustParseMask("As Ah")
	if _, err := CalculateEquityVsRandom(hole, 0, 0, nil, Holdem, 0); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("0 opponents: %v", err)
	}
	if _, err := CalculateEquityVsRandom(hole, 0, -1, nil, Holdem, 0); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("-1 opponents: %v", err)
	}
	if _, err := CalculateEquityVsRandom(hole, 0, 23, nil, Holdem, 0); !errors.Is(err, ErrLimitExceeded) {
		t.Errorf("23 opponents: %v", err)
	}
	if _, err := CalculateEquityVsRandom(hole, 0, 1<<40, nil, Holdem, 0); !errors.Is(err, ErrLimitExceeded) {
		t.Errorf("2^40 opponents: %v", err)
	}
	exact := ExactOptions()
	_, err := CalculateEquityVsRandom(hole, 0, 3, &exact, Holdem, 0)
	var xe *Error
	if !errors.As(err, &xe) || xe.Status != StatusLimitExceeded || xe.Message == "" {
		t.Errorf("intractable exact: %v", err)
	}
	if _, err := CalculateEquityVsRandom(hole, MustParseMask("As 7c 2h"), 1, nil, Holdem, 0); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a card in hole and board: %v", err)
	}
	if _, err := CalculateEquityVsRandom(MustParseMask("As"), 0, 1, nil, Holdem, 0); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("one hole card: %v", err)
	}
}

func TestMultiwayRangeEquity(t *testing.T) {
	aa, kk, qq := MustParseRange("AA", Holdem), MustParseRange("KK", Holdem), MustParseRange("QQ", Holdem)
	defer aa.Close()
	defer kk.Close()
	defer qq.Close()
	result, err := CalculateMultiwayRangeEquity([]*Range{aa, kk, qq}, 0, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for _, p := range result.Players {
		sum += p.Equity
	}
	if len(result.Players) != 3 || !result.Exact || math.Abs(sum-1) > 1e-9 {
		t.Fatalf("%+v sums to %v", result, sum)
	}
	if !(result.Players[0].Equity > result.Players[1].Equity && result.Players[1].Equity > result.Players[2].Equity) {
		t.Fatalf("AA > KK > QQ: %v", result.Equities())
	}
	// Two ranges: the heads-up aggregates.
	heads, err := CalculateMultiwayRangeEquity([]*Range{aa, kk}, 0, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	hu, _ := CalculateRangeEquity(aa, kk, 0, 0, nil)
	if math.Abs(heads.Players[0].Equity-hu.HeroEquity) > 1e-12 || heads.Evaluated != hu.Matchups || heads.Evaluated != 36 {
		t.Fatalf("multiway %+v vs heads-up %+v", heads, hu)
	}
	mc := MCSeeded(50_000, 9).WithThreads(2)
	sampled, err := CalculateMultiwayRangeEquity([]*Range{aa, kk, qq}, 0, 0, &mc)
	if err != nil || sampled.Exact || sampled.Seed != 9 || sampled.Evaluated != 0 {
		t.Fatalf("Monte Carlo: %+v %v", sampled, err)
	}
	for i, p := range sampled.Players {
		if math.Abs(p.Equity-result.Players[i].Equity) > 5*p.StdError+1e-9 {
			t.Fatalf("range %d: %v sampled, %v exact", i, p.Equity, result.Players[i].Equity)
		}
	}
}

func TestMultiwayRangeEquityErrors(t *testing.T) {
	aa, kk := MustParseRange("AA", Holdem), MustParseRange("KK", Holdem)
	defer aa.Close()
	if _, err := CalculateMultiwayRangeEquity([]*Range{aa}, 0, 0, nil); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("one range: %v", err)
	}
	omaha := MustParseRange("AA**", Omaha4)
	defer omaha.Close()
	if _, err := CalculateMultiwayRangeEquity([]*Range{aa, omaha}, 0, 0, nil); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("two games: %v", err)
	}
	// Both ranges need the aces: no possible deal.
	aces := MustParseRange("AsAh", Holdem)
	defer aces.Close()
	if _, err := CalculateMultiwayRangeEquity([]*Range{aces, aces}, 0, 0, nil); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("no possible deal: %v", err)
	}
	kk.Close()
	_, err := CalculateMultiwayRangeEquity([]*Range{aa, kk}, 0, 0, nil)
	if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "ranges[1]") {
		t.Errorf("a closed range: %v", err)
	}
	if _, err := CalculateMultiwayRangeEquity([]*Range{aa, nil}, 0, 0, nil); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a nil range: %v", err)
	}
}
