package xiapl

import (
	"errors"
	"math"
	"sort"
	"strings"
	"testing"
)

// canonicalBoard is the canonical form of a board written as text.
func canonicalBoard(t *testing.T, text string) Mask {
	t.Helper()
	board, _, err := CanonicalizeBoard(MustParseMask(text))
	if err != nil {
		t.Fatal(err)
	}
	return board
}

func boardStrengths(t *testing.T, board Mask, bins int) *BoardStrengthRows {
	t.Helper()
	rows, err := BoardStrengths(board, bins)
	if err != nil {
		t.Fatalf("BoardStrengths(%s, %d): %v", board, bins, err)
	}
	n := rows.Len()
	if rows.Board != board || rows.Bins != bins || n == 0 || n > StrengthMaxHeroes || len(rows.OrbitSizes) != n ||
		len(rows.EHS) != n || len(rows.EHS2) != n {
		t.Fatalf("BoardStrengths(%s, %d): board %s, bins %d, columns of %d, %d, %d, %d rows", board, bins,
			rows.Board, rows.Bins, n, len(rows.OrbitSizes), len(rows.EHS), len(rows.EHS2))
	}
	if (bins == 0) != (rows.Histogram == nil) || len(rows.Histogram) != n*bins {
		t.Fatalf("BoardStrengths(%s, %d): a histogram of %d counters for %d rows", board, bins,
			len(rows.Histogram), n)
	}
	return rows
}

// On a river every row's EHS is (wins + ties/2) / 990 over the opponent
// hands off the board and the hero, counted here with EvaluateMany; EHS^2 is
// its square, both rounded once from the integer score. The heroes are the
// hands whose situation with the board is its own canonical form, ascending.
func TestBoardStrengthsOfARiverAreWinsAndTies(t *testing.T) {
	board, boardOrbit, err := CanonicalizeBoard(MustParseMask("2c3d4h5s7c"))
	if err != nil {
		t.Fatal(err)
	}
	rows := boardStrengths(t, board, 0)

	var hands []Mask // every two cards off the board
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			if hand := Mask(1)<<a | Mask(1)<<b; hand&board == 0 {
				hands = append(hands, hand)
			}
		}
	}
	sevens := make([]Mask, len(hands))
	for i, hand := range hands {
		sevens[i] = hand | board
	}
	strengths, err := EvaluateMany(sevens)
	if err != nil {
		t.Fatal(err)
	}
	strength := make(map[Mask]uint16, len(hands))
	for i, hand := range hands {
		strength[hand] = strengths[i]
	}

	var canonical []Situation
	for _, hand := range hands {
		s, err := CanonicalizeHeroAndBoard(hand, board)
		if err != nil {
			t.Fatal(err)
		}
		if s.Hero == hand && s.Board == board {
			canonical = append(canonical, s)
		}
	}
	sort.Slice(canonical, func(i, j int) bool { return canonical[i].Hero < canonical[j].Hero })
	if rows.Len() != len(canonical) {
		t.Fatalf("%d rows, %d canonical heroes", rows.Len(), len(canonical))
	}

	var orbits uint64
	for i, hero := range rows.Heroes {
		if hero != canonical[i].Hero || rows.OrbitSizes[i] != canonical[i].Orbit {
			t.Fatalf("row %d: hero %s orbit %d, canonical situation %d is %s orbit %d", i, hero,
				rows.OrbitSizes[i], i, canonical[i].Hero, canonical[i].Orbit)
		}
		orbits += rows.OrbitSizes[i]
		var wins, ties, opponents int
		for _, villain := range hands {
			if villain&hero != 0 {
				continue
			}
			opponents++
			switch {
			case strength[hero] > strength[villain]:
				wins++
			case strength[hero] == strength[villain]:
				ties++
			}
		}
		if opponents != 990 {
			t.Fatalf("hero %s meets %d opponents, want 990", hero, opponents)
		}
		score := 2*wins + ties
		if want := float64(score) / 1980; rows.EHS[i] != want {
			t.Errorf("hero %s: EHS %v, %d wins and %d ties of 990 give %v", hero, rows.EHS[i], wins, ties, want)
		}
		if want := float64(score*score) / (1980 * 1980); rows.EHS2[i] != want {
			t.Errorf("hero %s: EHS^2 %v, want %v", hero, rows.EHS2[i], want)
		}
	}
	// Every (hero, board) pair of the board's class, once.
	if orbits != 1081*boardOrbit {
		t.Errorf("the orbit sizes add up to %d, want 1081 * %d", orbits, boardOrbit)
	}
}

// Over a board's rows the orbit-weighted mean EHS is 1/2, and EHS^2, a mean
// of squares, lies between EHS squared and EHS.
func TestBoardStrengthsMeanIsOneHalf(t *testing.T) {
	for _, text := range []string{"Kh8h3d2c", "QsQd5c5h", "7s7d7c7h", "Ad7c2h", "9h9d4c4s2h"} {
		rows := boardStrengths(t, canonicalBoard(t, text), 0)
		var sum, weights float64
		for i, e := range rows.EHS {
			w := float64(rows.OrbitSizes[i])
			sum += w * e
			weights += w
			if e2 := rows.EHS2[i]; e2 < e*e-1e-12 || e2 > e+1e-12 {
				t.Errorf("%s hero %s: EHS %v, EHS^2 %v", text, rows.Heroes[i], e, e2)
			}
		}
		if mean := sum / weights; math.Abs(mean-0.5) > 1e-12 {
			t.Errorf("%s: the orbit-weighted mean EHS is %.17g, want 0.5", text, mean)
		}
	}
}

// EHS is the hero's exact equity against one random hand.
func TestBoardStrengthsAreEquityAgainstARandomHand(t *testing.T) {
	opts := ExactOptions()
	for _, text := range []string{"Kh8h3d2c", "AsKsQsJsTs"} {
		rows := boardStrengths(t, canonicalBoard(t, text), 0)
		step := max(1, rows.Len()/10)
		for i := 0; i < rows.Len(); i += step {
			result, err := CalculateEquityVsRandom(rows.Heroes[i], rows.Board, 1, &opts, Holdem, 0)
			if err != nil {
				t.Fatal(err)
			}
			if !result.Exact || math.Abs(rows.EHS[i]-result.Players[0].Equity) > 1e-12 {
				t.Errorf("%s hero %s: EHS %v, exact equity against a random hand %v (exact %v)", text,
					rows.Heroes[i], rows.EHS[i], result.Players[0].Equity, result.Exact)
			}
		}
	}
}

// The rows of a board are its situations in the canonical stream, in order.
func TestBoardStrengthsAreTheCanonicalStream(t *testing.T) {
	for _, size := range []int{3, 4} {
		it, err := CanonicalSituations(size, Holdem)
		if err != nil {
			t.Fatal(err)
		}
		var boards []Mask
		stream := map[Mask][]Situation{}
		for it.Scan() {
			s := it.Situation()
			if len(boards) == 0 || boards[len(boards)-1] != s.Board {
				if len(boards) == 3 {
					break
				}
				boards = append(boards, s.Board)
			}
			stream[s.Board] = append(stream[s.Board], s)
		}
		err = it.Err()
		it.Close()
		if err != nil || len(boards) != 3 {
			t.Fatalf("board size %d: the stream gave %d boards (%v)", size, len(boards), err)
		}
		for _, board := range boards {
			rows := boardStrengths(t, board, 0)
			want := stream[board]
			if rows.Len() != len(want) {
				t.Fatalf("%s: %d rows, the stream %d situations", board, rows.Len(), len(want))
			}
			for i, s := range want {
				if rows.Heroes[i] != s.Hero || rows.OrbitSizes[i] != s.Orbit {
					t.Fatalf("%s row %d: hero %s orbit %d, the stream %s orbit %d", board, i, rows.Heroes[i],
						rows.OrbitSizes[i], s.Hero, s.Orbit)
				}
			}
		}
	}
}

// Each row's histogram counts every run-out once (46 on a turn), and the
// mean river strength lies within the edges of the bins counted.
func TestBoardStrengthsHistogram(t *testing.T) {
	for _, tc := range []struct {
		board   string
		bins    int
		runouts int
	}{{"Kh8h3d2c", 10, 46}, {"QsQd5c5h", 1, 46}, {"Ts9s8s", 7, 1081}, {"9h9d4c4s2h", 3, 1}} {
		rows := boardStrengths(t, canonicalBoard(t, tc.board), tc.bins)
		for i := 0; i < rows.Len(); i++ {
			counts := rows.HistogramRow(i)
			if len(counts) != tc.bins {
				t.Fatalf("%s row %d: %d counters, want %d", tc.board, i, len(counts), tc.bins)
			}
			var sum, low, high int
			for k, c := range counts {
				sum += int(c)
				low += k * int(c)
				high += (k + 1) * int(c)
			}
			if sum != tc.runouts {
				t.Errorf("%s hero %s: the histogram adds up to %d, want %d", tc.board, rows.Heroes[i], sum,
					tc.runouts)
			}
			scale := float64(tc.bins * tc.runouts)
			if e := rows.EHS[i]; e < float64(low)/scale-1e-12 || e > float64(high)/scale+1e-12 {
				t.Errorf("%s hero %s: EHS %v outside its bins %v", tc.board, rows.Heroes[i], e, counts)
			}
		}
		if rows.HistogramRow(0) == nil {
			t.Errorf("%s: HistogramRow(0) is nil with %d bins", tc.board, tc.bins)
		}
	}
	rows := boardStrengths(t, canonicalBoard(t, "Kh8h3d2c"), 0)
	if rows.Histogram != nil || rows.HistogramRow(0) != nil {
		t.Error("without bins the histogram must be nil")
	}
}

// On a river each row has one run-out, in the bin of its strength.
func TestBoardStrengthsRiverHistogramIsTheBinOfTheStrength(t *testing.T) {
	rows := boardStrengths(t, canonicalBoard(t, "9h9d4c4s2h"), StrengthMaxBins)
	for i, e := range rows.EHS {
		k := int(math.Round(e * 1980))
		if math.Abs(e*1980-float64(k)) > 1e-9 {
			t.Fatalf("hero %s: EHS %v is not a multiple of 1/1980", rows.Heroes[i], e)
		}
		want := min(k*StrengthMaxBins/1980, StrengthMaxBins-1)
		for b, c := range rows.HistogramRow(i) {
			if (b == want) != (c == 1) || c > 1 {
				t.Fatalf("hero %s (score %d): counter %d is %d, want one run-out in bin %d", rows.Heroes[i], k, b,
					c, want)
			}
		}
	}
}

func TestBoardStrengthsErrors(t *testing.T) {
	flop := canonicalBoard(t, "Ad7c2h")
	for _, tc := range []struct {
		board Mask
		bins  int
		says  string
	}{
		{MustParseMask("2s3h4d"), 0, "pass its canonical board 4c3d2h"},
		{MustParseMask("AsKs"), 0, "has 2 cards"},
		{flop, StrengthMaxBins + 1, "bins 1001 is out of range"},
		{flop, -1, "bins -1 is out of range"},
		{flop | 1<<52, 0, "52"},
	} {
		rows, err := BoardStrengths(tc.board, tc.bins)
		var xe *Error
		if rows != nil || !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &xe) ||
			!strings.Contains(xe.Message, tc.says) {
			t.Errorf("BoardStrengths(%#x, %d) = %v, %v; want ErrInvalidArgument saying %q", uint64(tc.board),
				tc.bins, rows, err, tc.says)
		}
	}
}
