package xiapl

import (
	"errors"
	"math"
	"testing"
)

func round4(x float64) float64 { return math.Round(x*10000) / 10000 }

func TestEquityExactPreflop(t *testing.T) {
	holes := []Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc")}
	opts := ExactOptions()
	result, err := CalculateEquity(holes, 0, &opts, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	if result.Trials != 1712304 || !result.Exact || result.Seed != 0 {
		t.Fatalf("trials %d exact %v seed %d", result.Trials, result.Exact, result.Seed)
	}
	if got := []float64{round4(result.Players[0].Equity), round4(result.Players[1].Equity)}; got[0] != 0.4621 || got[1] != 0.5379 {
		t.Fatalf("equities %v", got)
	}
	p := result.Players[0]
	if p.StdError != 0 || math.Abs(p.Win+p.Tie/2-p.Equity) > 1e-12 {
		t.Fatalf("player 0 %+v", p)
	}
	if result.ChopRate <= 0 || result.ChopRate >= 0.05 {
		t.Fatalf("chop rate %v", result.ChopRate)
	}
	// nil options are exact too.
	again, err := CalculateEquity(holes, 0, nil, Holdem, 0)
	if err != nil || again.Players[0] != result.Players[0] {
		t.Fatalf("nil options: %+v %v", again, err)
	}
}

func TestEquitySeededThreads(t *testing.T) {
	holes := []Mask{MustParseMask("As Ks"), MustParseMask("Qd Qc"), MustParseMask("7h 6h")}
	one := MCSeeded(200_000, 42).WithThreads(1)
	two := MCSeeded(200_000, 42).WithThreads(2)
	a, err := CalculateEquity(holes, 0, &one, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := CalculateEquity(holes, 0, &two, Holdem, 0)
	if err != nil {
		t.Fatal(err)
	}
	if a.Exact || a.Trials != 200_000 || a.Seed != 42 {
		t.Fatalf("summary %+v", a)
	}
	for i := range a.Players {
		if a.Players[i] != b.Players[i] {
			t.Fatalf("player %d: %+v at 1 thread, %+v at 2", i, a.Players[i], b.Players[i])
		}
		if a.Players[i].StdError <= 0 {
			t.Fatalf("player %d has no standard error", i)
		}
	}
	if a.ChopRate != b.ChopRate {
		t.Fatalf("chop rates differ")
	}
}

func TestEquityErrors(t *testing.T) {
	_, err := CalculateEquity([]Mask{MustParseMask("As Ks"), MustParseMask("As Qc")}, 0, nil, Holdem, 0)
	if !errors.Is(err, ErrInvalidArgument) || err.(*Error).Message == "" {
		t.Fatalf("shared card: %v", err)
	}
	if _, err := CalculateEquity(nil, 0, nil, Holdem, 0); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("no players: %v", err)
	}
	if n, err := MaxPlayers(Holdem); err != nil || n != 23 {
		t.Fatalf("max players %d %v", n, err)
	}
}

func TestRange(t *testing.T) {
	r, err := ParseRange("QQ+, AKs", Holdem)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if r.Size() != 22 || r.TotalWeight() != 22 {
		t.Fatalf("size %d weight %v", r.Size(), r.TotalWeight())
	}
	if g, err := r.Game(); err != nil || g != Holdem {
		t.Fatalf("game %v %v", g, err)
	}
	combos, err := r.Combos()
	if err != nil || len(combos) != 22 {
		t.Fatalf("combos %d %v", len(combos), err)
	}
	for i, c := range combos {
		if c.Mask.Len() != 2 || c.Weight != 1 || (i > 0 && combos[i-1].Mask >= c.Mask) {
			t.Fatalf("combo %d: %+v", i, c)
		}
	}
	valid, err := r.ValidCombos(MustParseMask("As"))
	if err != nil || len(valid) != 22-3-1 {
		t.Fatalf("valid combos %d %v", len(valid), err)
	}

	half := MustParseRange("AA:0.5, KK", Holdem)
	defer half.Close()
	if half.TotalWeight() != 9 {
		t.Fatalf("weighted total %v", half.TotalWeight())
	}
	u, _ := r.Union(half)
	i, _ := r.Intersection(half)
	d, _ := r.Difference(half)
	if u.Size() != 22 || u.TotalWeight() != 22 || i.Size() != 12 || i.TotalWeight() != 9 || d.Size() != 16 || d.TotalWeight() != 13 {
		t.Fatalf("algebra: %d/%v %d/%v %d/%v", u.Size(), u.TotalWeight(), i.Size(), i.TotalWeight(), d.Size(), d.TotalWeight())
	}
	u.Close()
	i.Close()
	d.Close()

	omaha := MustParseRange("AA**", Omaha4)
	if omaha.Size() == 0 {
		t.Fatal("AA** is empty")
	}
	if _, err := r.Union(omaha); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("different games: %v", err)
	}
	omaha.Close()
	if err := omaha.Close(); err != nil || omaha.Size() != 0 {
		t.Fatal("closing twice")
	}
	if _, err := omaha.Combos(); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("closed range: %v", err)
	}
}

func TestRangeParseError(t *testing.T) {
	_, err := ParseRange("AA, KQx", Holdem)
	var xe *Error
	if !errors.Is(err, ErrParse) || !errors.As(err, &xe) || xe.Message == "" {
		t.Fatalf("parse error: %v", err)
	}
	if _, err := ParseRange("AA", Game(99)); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("unknown game: %v", err)
	}
}

func TestRangeEquityExact(t *testing.T) {
	aa := MustParseRange("AA", Holdem)
	kk := MustParseRange("KK", Holdem)
	defer aa.Close()
	defer kk.Close()
	result, err := CalculateRangeEquity(aa, kk, 0, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !result.Exact || round4(result.HeroEquity) != 0.8195 || round4(result.VillainEquity) != 0.1805 || result.Matchups != 36 {
		t.Fatalf("%+v", result)
	}
	mc := MCSeeded(100_000, 7).WithThreads(1)
	a, err := CalculateRangeEquity(aa, kk, 0, 0, &mc)
	if err != nil {
		t.Fatal(err)
	}
	mc.Threads = 2
	b, _ := CalculateRangeEquity(aa, kk, 0, 0, &mc)
	if a != b || a.Exact || math.Abs(a.HeroEquity-0.8195) > 0.01 {
		t.Fatalf("%+v vs %+v", a, b)
	}
}
