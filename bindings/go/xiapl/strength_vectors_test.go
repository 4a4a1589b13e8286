package xiapl

// Replays tests/vectors/strength.json (see vectors_test.go): for each sampled
// canonical board, the number of hand-strength rows, their orbit-weighted mean
// EHS and the recorded rows, found by hero mask.

import (
	"slices"
	"testing"
)

type strengthVectors struct {
	Format int `json:"format"`
	Boards []struct {
		BoardMask u64     `json:"board_mask"`
		Board     string  `json:"board"`
		Bins      int     `json:"bins"`
		RowCount  int     `json:"row_count"`
		MeanEHS   float64 `json:"mean_ehs"`
		Step      int     `json:"step"`
		Sampled   int     `json:"sampled"`
	} `json:"boards"`
	Rows []struct {
		BoardMask u64      `json:"board_mask"`
		Hero      u64      `json:"hero"`
		Hole      string   `json:"hole"`
		Weight    uint64   `json:"weight"`
		EHS       float64  `json:"ehs"`
		EHS2      float64  `json:"ehs2"`
		Histogram []uint32 `json:"histogram"` // null (nil) without bins
	} `json:"rows"`
}

func TestVectorStrength(t *testing.T) {
	var v strengthVectors
	loadVectorsStrict(t, "strength.json", &v)
	if v.Format != 1 {
		t.Fatalf("strength.json: unknown format %d", v.Format)
	}
	if len(v.Boards) == 0 || len(v.Rows) == 0 {
		t.Fatal("strength.json is incomplete")
	}
	for _, board := range v.Boards {
		t.Run(board.Board, func(t *testing.T) {
			rows, err := BoardStrengths(Mask(board.BoardMask), board.Bins)
			if err != nil {
				t.Fatalf("BoardStrengths(%d, %d): %v", board.BoardMask, board.Bins, err)
			}
			if rows.Len() != board.RowCount {
				t.Fatalf("%d rows, want %d", rows.Len(), board.RowCount)
			}
			var sum float64
			var weights uint64
			for i, e := range rows.EHS {
				sum += float64(rows.OrbitSizes[i]) * e
				weights += rows.OrbitSizes[i]
			}
			if mean := sum / float64(weights); !close12(mean, board.MeanEHS) {
				t.Errorf("weighted mean EHS %v, want %v", mean, board.MeanEHS)
			}
			found := 0
			for _, want := range v.Rows {
				if want.BoardMask != board.BoardMask {
					continue
				}
				found++
				i := slices.Index(rows.Heroes, Mask(want.Hero))
				if i < 0 {
					t.Errorf("%s: no row", want.Hole)
					continue
				}
				if rows.OrbitSizes[i] != want.Weight || !close12(rows.EHS[i], want.EHS) || !close12(rows.EHS2[i], want.EHS2) {
					t.Errorf("%s: weight %d, ehs %v, ehs2 %v; want %d, %v, %v", want.Hole, rows.OrbitSizes[i],
						rows.EHS[i], rows.EHS2[i], want.Weight, want.EHS, want.EHS2)
				}
				if got := rows.HistogramRow(i); !slices.Equal(got, want.Histogram) || (got == nil) != (want.Histogram == nil) {
					t.Errorf("%s: histogram %v, want %v", want.Hole, got, want.Histogram)
				}
			}
			if found != board.Sampled {
				t.Errorf("%d recorded rows, want %d", found, board.Sampled)
			}
		})
	}
}
