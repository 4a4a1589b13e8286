package xiapl

// Replays tests/vectors/canon.json (see vectors_test.go): canonical forms,
// orbit sizes, Hold'em classes, class counts, whole or limited streams with
// their digest, and the status of every error case.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"
)

// loadVectorsStrict is loadVectors that also fails on a key the destination
// does not name, so that a key added to a file cannot go unchecked.
func loadVectorsStrict(t *testing.T, name string, into any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(vectorsDir(), name))
	if err != nil {
		t.Fatalf("cannot read the shared vectors (set XIAPL_VECTORS_DIR): %v", err)
	}
	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	if err := decoder.Decode(into); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

type canonVectors struct {
	Format int `json:"format"`
	Boards []struct {
		Board     u64    `json:"board"`
		Canonical u64    `json:"canonical"`
		Orbit     uint64 `json:"orbit"`
	} `json:"boards"`
	Hands []struct {
		Hand      u64     `json:"hand"`
		Canonical u64     `json:"canonical"`
		Orbit     uint64  `json:"orbit"`
		Class     *string `json:"class"`
	} `json:"hands"`
	Situations []struct {
		Hero           u64    `json:"hero"`
		Board          u64    `json:"board"`
		CanonicalHero  u64    `json:"canonical_hero"`
		CanonicalBoard u64    `json:"canonical_board"`
		Orbit          uint64 `json:"orbit"`
	} `json:"situations"`
	Counts []struct {
		HeroSize  int    `json:"hero_size"`
		BoardSize int    `json:"board_size"`
		Count     uint64 `json:"count"`
	} `json:"counts"`
	Streams []struct {
		HeroSize  int     `json:"hero_size"`
		BoardSize int     `json:"board_size"`
		Limit     *int    `json:"limit"`
		RowsRead  int     `json:"rows_read"`
		WeightSum uint64  `json:"weight_sum"`
		Digest    string  `json:"digest"`
		Rows      [][]any `json:"rows"`
	} `json:"streams"`
	Errors []struct {
		Call   string `json:"call"`
		Masks  []u64  `json:"masks"`
		Sizes  []int  `json:"sizes"`
		Status string `json:"status"`
	} `json:"errors"`
}

// gameWithHoleCards is the game dealing n hole cards.
func gameWithHoleCards(t *testing.T, n int) Game {
	t.Helper()
	for g := Holdem; g <= Omaha6; g++ {
		if holeCards(g) == n {
			return g
		}
	}
	t.Fatalf("no game deals %d hole cards", n)
	return Holdem
}

// streamChunk is the chunk size the suites read streams with: it divides no
// stream length in the vectors.
const streamChunk = 777

func TestVectorCanon(t *testing.T) {
	var v canonVectors
	loadVectorsStrict(t, "canon.json", &v)
	if v.Format != 1 {
		t.Fatalf("canon.json: unknown format %d", v.Format)
	}
	if len(v.Boards) == 0 || len(v.Hands) == 0 || len(v.Situations) == 0 || len(v.Counts) == 0 ||
		len(v.Streams) == 0 || len(v.Errors) == 0 {
		t.Fatal("canon.json is incomplete")
	}

	t.Run("boards", func(t *testing.T) {
		for _, row := range v.Boards {
			canonical, orbit, err := CanonicalizeBoard(Mask(row.Board))
			if err != nil || canonical != Mask(row.Canonical) || orbit != row.Orbit {
				t.Errorf("CanonicalizeBoard(%d) = %d, %d, %v; want %d, %d", row.Board, canonical, orbit, err,
					row.Canonical, row.Orbit)
			}
		}
	})

	t.Run("hands", func(t *testing.T) {
		classes := 0
		for _, row := range v.Hands {
			canonical, orbit, err := CanonicalizeHand(Mask(row.Hand))
			if err != nil || canonical != Mask(row.Canonical) || orbit != row.Orbit {
				t.Errorf("CanonicalizeHand(%d) = %d, %d, %v; want %d, %d", row.Hand, canonical, orbit, err,
					row.Canonical, row.Orbit)
			}
			if row.Class != nil {
				classes++
				if class, err := HoldemHandClass(Mask(row.Hand)); err != nil || class != *row.Class {
					t.Errorf("HoldemHandClass(%d) = %q, %v; want %q", row.Hand, class, err, *row.Class)
				}
			}
		}
		if classes == 0 {
			t.Error("canon.json has no Hold'em class to check")
		}
	})

	t.Run("situations", func(t *testing.T) {
		for _, row := range v.Situations {
			got, err := CanonicalizeHeroAndBoard(Mask(row.Hero), Mask(row.Board))
			want := Situation{Hero: Mask(row.CanonicalHero), Board: Mask(row.CanonicalBoard), Orbit: row.Orbit}
			if err != nil || got != want {
				t.Errorf("CanonicalizeHeroAndBoard(%d, %d) = %+v, %v; want %+v", row.Hero, row.Board, got, err, want)
			}
		}
	})

	t.Run("counts", func(t *testing.T) {
		for _, row := range v.Counts {
			if got, err := CountCanonical(row.HeroSize, row.BoardSize); err != nil || got != row.Count {
				t.Errorf("CountCanonical(%d, %d) = %d, %v; want %d", row.HeroSize, row.BoardSize, got, err,
					row.Count)
			}
		}
	})

	for _, row := range v.Streams {
		row := row
		t.Run(fmt.Sprintf("stream %d+%d", row.HeroSize, row.BoardSize), func(t *testing.T) {
			var it *CanonIter
			var err error
			switch {
			case row.BoardSize == 0:
				it, err = CanonicalHands(gameWithHoleCards(t, row.HeroSize))
			case row.HeroSize == 0:
				it, err = CanonicalBoards(row.BoardSize)
			default:
				it, err = CanonicalSituations(row.BoardSize, gameWithHoleCards(t, row.HeroSize))
			}
			if err != nil {
				t.Fatal(err)
			}
			defer it.Close()
			var read int
			var weightSum, digest uint64
			rows := [][]any{}
			chunk := make([]Situation, streamChunk)
		stream:
			for {
				n, err := it.Next(chunk)
				if err != nil {
					t.Fatal(err)
				}
				if n == 0 {
					break
				}
				for _, s := range chunk[:n] {
					if row.Limit != nil && read == *row.Limit {
						break stream
					}
					read++
					weightSum += s.Orbit
					var values []uint64
					var shown []any
					if row.HeroSize > 0 {
						values = append(values, uint64(s.Hero))
						shown = append(shown, strconv.FormatUint(uint64(s.Hero), 10))
					}
					if row.BoardSize > 0 {
						values = append(values, uint64(s.Board))
						shown = append(shown, strconv.FormatUint(uint64(s.Board), 10))
					}
					values = append(values, s.Orbit)
					shown = append(shown, float64(s.Orbit))
					for _, value := range values {
						digest = digest*1000003 + value // wraps modulo 2^64
					}
					if len(rows) < len(row.Rows) {
						rows = append(rows, shown)
					}
				}
			}
			if read != row.RowsRead || weightSum != row.WeightSum || strconv.FormatUint(digest, 10) != row.Digest {
				t.Errorf("read %d rows, weight sum %d, digest %d; want %d, %d, %s", read, weightSum, digest,
					row.RowsRead, row.WeightSum, row.Digest)
			}
			if len(row.Rows) == 0 || !reflect.DeepEqual(rows, row.Rows) {
				t.Errorf("first rows %v, want %v", rows, row.Rows)
			}
		})
	}

	t.Run("errors", func(t *testing.T) {
		for i, row := range v.Errors {
			var err error
			mask := func(k int) Mask {
				if k >= len(row.Masks) {
					t.Fatalf("errors[%d] (%s) lacks mask %d", i, row.Call, k)
				}
				return Mask(row.Masks[k])
			}
			switch row.Call {
			case "board":
				_, _, err = CanonicalizeBoard(mask(0))
			case "hand":
				_, _, err = CanonicalizeHand(mask(0))
			case "situation":
				_, err = CanonicalizeHeroAndBoard(mask(0), mask(1))
			case "count":
				if len(row.Sizes) != 2 {
					t.Fatalf("errors[%d]: sizes %v", i, row.Sizes)
				}
				_, err = CountCanonical(row.Sizes[0], row.Sizes[1])
			default:
				t.Fatalf("unknown call %q in canon.json", row.Call)
			}
			expectStatus(t, fmt.Sprintf("canon errors[%d] %s", i, row.Call), err, row.Status)
		}
	})
}
