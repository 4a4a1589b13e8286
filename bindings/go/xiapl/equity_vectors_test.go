package xiapl

// Replays tests/vectors/equity.json and range.json (see vectors_test.go).

import (
	"fmt"
	"math"
	"strconv"
	"testing"
)

type equityRow struct {
	Game       Game      `json:"game"`
	Holes      []string  `json:"holes"`
	HoleMasks  []u64     `json:"hole_masks"`
	Board      string    `json:"board"`
	BoardMask  u64       `json:"board_mask"`
	DeadMask   u64       `json:"dead_mask"`
	Equity     []float64 `json:"equity"`
	Win        []float64 `json:"win"`
	Tie        []float64 `json:"tie"`
	StdError   []float64 `json:"std_error"`
	Trials     uint64    `json:"trials"`
	Exact      bool      `json:"exact"`
	ChopRate   float64   `json:"chop_rate"`
	Iterations uint64    `json:"iterations"`
	Seed       string    `json:"seed"`
	Threads    uint32    `json:"threads"`
	Status     string    `json:"status"`
}

func close12(a, b float64) bool { return math.Abs(a-b) <= 1e-12 }

func checkEquity(t *testing.T, what string, got EquityResult, row equityRow) {
	t.Helper()
	if got.Trials != row.Trials || got.Exact != row.Exact || !close12(got.ChopRate, row.ChopRate) {
		t.Errorf("%s: trials %d exact %v chop %v, want %d %v %v", what, got.Trials, got.Exact, got.ChopRate,
			row.Trials, row.Exact, row.ChopRate)
	}
	if len(got.Players) != len(row.Equity) {
		t.Fatalf("%s: %d players, want %d", what, len(got.Players), len(row.Equity))
	}
	for i, p := range got.Players {
		if !close12(p.Equity, row.Equity[i]) || !close12(p.Win, row.Win[i]) || !close12(p.Tie, row.Tie[i]) ||
			!close12(p.StdError, row.StdError[i]) {
			t.Errorf("%s: player %d %+v, want %v %v %v %v", what, i, p, row.Equity[i], row.Win[i], row.Tie[i], row.StdError[i])
		}
	}
}

func TestVectorEquity(t *testing.T) {
	var v struct {
		Format int         `json:"format"`
		Exact  []equityRow `json:"exact"`
		Seeded []equityRow `json:"seeded"`
		Errors []equityRow `json:"errors"`
	}
	loadVectors(t, "equity.json", &v)
	if v.Format != 1 || len(v.Exact) == 0 || len(v.Seeded) == 0 || len(v.Errors) == 0 {
		t.Fatalf("equity.json: format %d, %d/%d/%d rows", v.Format, len(v.Exact), len(v.Seeded), len(v.Errors))
	}
	for _, row := range v.Exact {
		what := fmt.Sprintf("exact %v on %q", row.Holes, row.Board)
		opts := ExactOptions()
		got, err := CalculateEquity(masks(row.HoleMasks), Mask(row.BoardMask), &opts, row.Game, Mask(row.DeadMask))
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		checkEquity(t, what, got, row)
	}
	for _, row := range v.Seeded {
		seed, err := strconv.ParseUint(row.Seed, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		for _, threads := range []uint32{row.Threads, 1, 2} {
			what := fmt.Sprintf("seeded %v seed %d threads %d", row.Holes, seed, threads)
			opts := MCSeeded(row.Iterations, seed).WithThreads(threads)
			got, err := CalculateEquity(masks(row.HoleMasks), Mask(row.BoardMask), &opts, row.Game, Mask(row.DeadMask))
			if err != nil {
				t.Fatalf("%s: %v", what, err)
			}
			checkEquity(t, what, got, row)
			if got.Seed != seed {
				t.Errorf("%s: seed %d", what, got.Seed)
			}
		}
	}
	for i, row := range v.Errors {
		_, err := CalculateEquity(masks(row.HoleMasks), Mask(row.BoardMask), nil, row.Game, Mask(row.DeadMask))
		expectStatus(t, fmt.Sprintf("equity error %d", i), err, row.Status)
	}
}

func TestVectorRange(t *testing.T) {
	var v struct {
		Format int `json:"format"`
		Ranges []struct {
			Game         Game      `json:"game"`
			Text         string    `json:"text"`
			Size         int       `json:"size"`
			TotalWeight  float64   `json:"total_weight"`
			ComboMasks   []u64     `json:"combo_masks"`
			ComboWeights []float64 `json:"combo_weights"`
		} `json:"ranges"`
		Errors []struct {
			Game   Game   `json:"game"`
			Text   string `json:"text"`
			Status string `json:"status"`
		} `json:"errors"`
		Equity []struct {
			Hero          string  `json:"hero"`
			Villain       string  `json:"villain"`
			Game          Game    `json:"game"`
			HeroEquity    float64 `json:"hero_equity"`
			VillainEquity float64 `json:"villain_equity"`
			Trials        uint64  `json:"trials"`
			Matchups      uint64  `json:"matchups"`
			Exact         bool    `json:"exact"`
		} `json:"equity"`
	}
	loadVectors(t, "range.json", &v)
	if v.Format != 1 || len(v.Ranges) == 0 || len(v.Errors) == 0 || len(v.Equity) == 0 {
		t.Fatalf("range.json: format %d", v.Format)
	}
	for _, row := range v.Ranges {
		r, err := ParseRange(row.Text, row.Game)
		if err != nil {
			t.Fatalf("%q: %v", row.Text, err)
		}
		if r.Size() != row.Size || math.Abs(r.TotalWeight()-row.TotalWeight) > 1e-9 {
			t.Errorf("%q: size %d weight %v, want %d %v", row.Text, r.Size(), r.TotalWeight(), row.Size, row.TotalWeight)
		}
		if row.ComboMasks != nil {
			combos, err := r.Combos()
			if err != nil || len(combos) != len(row.ComboMasks) {
				t.Fatalf("%q: %d combos, %v", row.Text, len(combos), err)
			}
			for i, c := range combos {
				if c.Mask != Mask(row.ComboMasks[i]) || c.Weight != row.ComboWeights[i] {
					t.Errorf("%q: combo %d %+v, want %d %v", row.Text, i, c, row.ComboMasks[i], row.ComboWeights[i])
				}
			}
		}
		r.Close()
	}
	for _, row := range v.Errors {
		_, err := ParseRange(row.Text, row.Game)
		expectStatus(t, fmt.Sprintf("range %q game %d", row.Text, row.Game), err, row.Status)
	}
	for _, row := range v.Equity {
		hero, villain := MustParseRange(row.Hero, row.Game), MustParseRange(row.Villain, row.Game)
		got, err := CalculateRangeEquity(hero, villain, 0, 0, nil)
		if err != nil {
			t.Fatalf("%s vs %s: %v", row.Hero, row.Villain, err)
		}
		if !close12(got.HeroEquity, row.HeroEquity) || !close12(got.VillainEquity, row.VillainEquity) ||
			got.Trials != row.Trials || got.Matchups != row.Matchups || got.Exact != row.Exact {
			t.Errorf("%s vs %s: %+v", row.Hero, row.Villain, got)
		}
		hero.Close()
		villain.Close()
	}
}
