package xiapl

// Replays tests/vectors/games.json (see vectors_test.go): every game's
// figures, hands (both halves of the hi/lo games), showdowns, exact equity
// with its splits, and the calls the library refuses.

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

type gamesInfoRow struct {
	Game         Game    `json:"game"`
	Name         string  `json:"name"`
	HoleCards    int     `json:"hole_cards"`
	MinHoleCards int     `json:"min_hole_cards"`
	BoardCards   int     `json:"board_cards"`
	HoleUsed     int     `json:"hole_used"`
	DeckCards    int     `json:"deck_cards"`
	HighRanking  Ranking `json:"high_ranking"`
	LowRanking   Ranking `json:"low_ranking"`
	MaxPlayers   int     `json:"max_players"`
}

type gamesHandRow struct {
	Game        Game     `json:"game"`
	Board       string   `json:"board"`
	Hole        string   `json:"hole"`
	BoardMask   u64      `json:"board_mask"`
	HoleMask    u64      `json:"hole_mask"`
	Ranking     Ranking  `json:"ranking"`
	Strength    Strength `json:"strength"`
	Category    Category `json:"category"`
	Kickers     []int    `json:"kickers"`
	Describe    string   `json:"describe"`
	HandName    string   `json:"hand_name"`
	BestFive    u64      `json:"best_five"`
	HoleUsed    u64      `json:"hole_used"`
	Low         *int     `json:"low"` // hi/lo games only
	LowHandName string   `json:"low_hand_name"`
	LowFive     u64      `json:"low_five"`
}

type gamesShowdownRow struct {
	Game       Game     `json:"game"`
	Board      string   `json:"board"`
	Holes      []string `json:"holes"`
	BoardMask  u64      `json:"board_mask"`
	HoleMasks  []u64    `json:"hole_masks"`
	Winners    []int    `json:"winners"`
	LowWinners []int    `json:"low_winners"` // hi/lo games only (nil otherwise)
}

type gamesEquityRow struct {
	Game      Game      `json:"game"`
	Holes     []string  `json:"holes"`
	HoleMasks []u64     `json:"hole_masks"`
	Board     string    `json:"board"`
	BoardMask u64       `json:"board_mask"`
	DeadMask  u64       `json:"dead_mask"`
	Equity    []float64 `json:"equity"`
	Win       []float64 `json:"win"`
	Tie       []float64 `json:"tie"`
	Scoop     []float64 `json:"scoop"`
	HighShare []float64 `json:"high_share"`
	LowShare  []float64 `json:"low_share"`
	Trials    uint64    `json:"trials"`
	ChopRate  float64   `json:"chop_rate"`
}

type gamesErrorRow struct {
	Call      string `json:"call"`
	Game      Game   `json:"game"`
	BoardMask u64    `json:"board_mask"`
	HoleMasks []u64  `json:"hole_masks"`
	Status    string `json:"status"`
}

type gamesVectors struct {
	Format    int                `json:"format"`
	Info      []gamesInfoRow     `json:"info"`
	Hands     []gamesHandRow     `json:"hands"`
	Showdowns []gamesShowdownRow `json:"showdowns"`
	Equity    []gamesEquityRow   `json:"equity"`
	Errors    []gamesErrorRow    `json:"errors"`
}

func loadGames(t *testing.T) gamesVectors {
	t.Helper()
	var v gamesVectors
	loadVectors(t, "games.json", &v)
	if v.Format != 1 || len(v.Info) == 0 || len(v.Hands) == 0 || len(v.Showdowns) == 0 || len(v.Equity) == 0 ||
		len(v.Errors) == 0 {
		t.Fatalf("games.json: format %d, %d/%d/%d/%d/%d rows", v.Format, len(v.Info), len(v.Hands), len(v.Showdowns),
			len(v.Equity), len(v.Errors))
	}
	return v
}

// sameInts compares two lists of indices, nil and empty alike.
func sameInts(a, b []int) bool {
	return len(a) == len(b) && (len(a) == 0 || reflect.DeepEqual(a, b))
}

func TestVectorGamesInfo(t *testing.T) {
	v := loadGames(t)
	seen := map[Game]bool{}
	for _, row := range v.Info {
		seen[row.Game] = true
		got, err := row.Game.Info()
		if err != nil {
			t.Fatalf("%s.Info(): %v", row.Game, err)
		}
		want := GameInfo{Name: row.Name, HoleCards: row.HoleCards, MinHoleCards: row.MinHoleCards,
			BoardCards: row.BoardCards, HoleUsed: row.HoleUsed, DeckCards: row.DeckCards,
			HighRanking: row.HighRanking, LowRanking: row.LowRanking, MaxPlayers: row.MaxPlayers,
			Family: got.Family} // the family: TestVectorGameTable
		if got != want {
			t.Errorf("%s.Info() = %+v, want %+v", row.Game, got, want)
		}
		if got.HiLo() != (row.LowRanking != RankingNone) {
			t.Errorf("%s.Info().HiLo() = %v", row.Game, got.HiLo())
		}
		if max, err := MaxPlayers(row.Game); err != nil || max != row.MaxPlayers {
			t.Errorf("MaxPlayers(%s) = %d, %v; want %d", row.Game, max, err, row.MaxPlayers)
		}
		// The name players write and the String form both read back.
		for _, text := range []string{row.Name, row.Game.String()} {
			if g, err := ParseGame(text); err != nil || g != row.Game {
				t.Errorf("ParseGame(%q) = %v, %v; want %s", text, g, err, row.Game)
			}
		}
	}
	for g := Holdem; g <= Badugi; g++ {
		if !seen[g] {
			t.Errorf("games.json has no info row for %s", g)
		}
	}
}

func TestVectorGamesHands(t *testing.T) {
	v := loadGames(t)
	byGame := map[Game][]gamesHandRow{}
	for _, row := range v.Hands {
		byGame[row.Game] = append(byGame[row.Game], row)
		what := fmt.Sprintf("%s %s | %s", row.Game, row.Hole, row.Board)
		board, hole := Mask(row.BoardMask), Mask(row.HoleMask)
		info, err := row.Game.Info()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if info.HighRanking != row.Ranking {
			t.Errorf("%s: the game's ranking is %s, the vector's %s", what, info.HighRanking, row.Ranking)
		}

		s, err := EvaluateHand(board, hole, row.Game)
		if err != nil || s != row.Strength {
			t.Errorf("EvaluateHand(%s) = %d, %v; want %d", what, s, err, row.Strength)
		}
		ranked, err := EvaluateRanked(board, hole, row.Game)
		if err != nil || ranked != (RankedStrength{row.Ranking, row.Strength}) {
			t.Errorf("EvaluateRanked(%s) = %v, %v", what, ranked, err)
		}
		checkRanked(t, what, RankedStrength{row.Ranking, row.Strength}, row.Category, row.Kickers, row.Describe,
			row.HandName)
		if row.Ranking == RankingHigh { // Strength's own methods read Hold'em's ranking
			if d, err := row.Strength.Describe(); err != nil || d != row.Describe {
				t.Errorf("%s: Strength.Describe() = %q, %v", what, d, err)
			}
		}

		best, err := BestHand(board, hole, row.Game)
		if err != nil || best.Five != Mask(row.BestFive) || best.HoleUsed != Mask(row.HoleUsed) ||
			best.Strength != row.Strength || best.Ranking != row.Ranking {
			t.Errorf("BestHand(%s) = %+v, %v; want %s used %s strength %d", what, best, err, Mask(row.BestFive),
				Mask(row.HoleUsed), row.Strength)
		}
		if name, err := best.Ranked().Name(); err != nil || name != row.HandName {
			t.Errorf("BestHand(%s).Ranked().Name() = %q, %v", what, name, err)
		}

		if row.Low == nil {
			if info.HiLo() {
				t.Errorf("%s: a hi/lo game's row without its low half", what)
			}
			if _, err := EvaluateLow(board, hole, row.Game); err == nil {
				t.Errorf("EvaluateLow(%s) of a game without a low half did not fail", what)
			}
			continue
		}
		low, err := EvaluateLow(board, hole, row.Game)
		if err != nil || int(low) != *row.Low {
			t.Errorf("EvaluateLow(%s) = %d, %v; want %d", what, low, err, *row.Low)
		}
		bestLow, err := BestLow(board, hole, row.Game)
		if err != nil || bestLow.Five != Mask(row.LowFive) || int(bestLow.Strength) != *row.Low ||
			bestLow.Ranking != info.LowRanking || bestLow.HoleUsed&^hole != 0 || bestLow.HoleUsed&^bestLow.Five != 0 {
			t.Errorf("BestLow(%s) = %+v, %v; want %s strength %d", what, bestLow, err, Mask(row.LowFive), *row.Low)
		}
		if *row.Low == 0 {
			if bestLow.Five != 0 || bestLow.HoleUsed != 0 || row.LowHandName != "" {
				t.Errorf("%s: no low, yet %+v %q", what, bestLow, row.LowHandName)
			}
			continue
		}
		if name, err := bestLow.Ranked().Name(); err != nil || name != row.LowHandName {
			t.Errorf("%s: low named %q, %v; want %q", what, name, err, row.LowHandName)
		}
		if info.HoleUsed != 0 && bestLow.HoleUsed.Len() != info.HoleUsed {
			t.Errorf("%s: the low uses %s of the hole, not %d cards", what, bestLow.HoleUsed, info.HoleUsed)
		}
	}
	// The batch call, one game at a time.
	for game, rows := range byGame {
		boards, holes := make([]Mask, len(rows)), make([]Mask, len(rows))
		want := make([]uint16, len(rows))
		for i, row := range rows {
			boards[i], holes[i], want[i] = Mask(row.BoardMask), Mask(row.HoleMask), uint16(row.Strength)
		}
		got, err := EvaluateHandsMany(boards, holes, game)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("EvaluateHandsMany(%s) = %v, %v; want %v", game, got, err, want)
		}
		// The low halves in one call: each the one-hand call's, and the vector's.
		lows, err := EvaluateLowsMany(boards, holes, game)
		if rows[0].Low == nil {
			if !errors.Is(err, ErrInvalidArgument) {
				t.Errorf("EvaluateLowsMany(%s) of a game without a low half = %v, %v", game, lows, err)
			}
			continue
		}
		if err != nil || len(lows) != len(rows) {
			t.Errorf("EvaluateLowsMany(%s) = %v, %v", game, lows, err)
			continue
		}
		for i, row := range rows {
			one, err := EvaluateLow(boards[i], holes[i], game)
			if err != nil || uint16(one) != lows[i] || int(lows[i]) != *row.Low {
				t.Errorf("EvaluateLowsMany(%s)[%d] = %d; EvaluateLow %d, %v; want %d", game, i, lows[i], one, err,
					*row.Low)
			}
		}
	}
}

func checkRanked(t *testing.T, what string, v RankedStrength, category Category, kickers []int, describe, name string) {
	t.Helper()
	if c, err := v.Category(); err != nil || c != category {
		t.Errorf("%s: category %v, %v; want %v", what, c, err, category)
	}
	if k, err := v.Kickers(); err != nil || !reflect.DeepEqual(k, kickers) {
		t.Errorf("%s: kickers %v, %v; want %v", what, k, err, kickers)
	}
	if d, err := v.Describe(); err != nil || d != describe || v.String() != describe {
		t.Errorf("%s: describe %q, %v; want %q", what, d, err, describe)
	}
	if n, err := v.Name(); err != nil || n != name {
		t.Errorf("%s: name %q, %v; want %q", what, n, err, name)
	}
	max, err := v.Ranking.Max()
	if err != nil || v.Strength < 1 || v.Strength > max {
		t.Errorf("%s: strength %d outside 1..%d (%v)", what, v.Strength, max, err)
	}
}

func TestVectorGamesShowdowns(t *testing.T) {
	v := loadGames(t)
	for _, row := range v.Showdowns {
		what := fmt.Sprintf("%s %v | %s", row.Game, row.Holes, row.Board)
		holes, board := masks(row.HoleMasks), Mask(row.BoardMask)
		winners, err := Judge(holes, board, row.Game)
		if err != nil || !sameInts(winners, row.Winners) {
			t.Errorf("Judge(%s) = %v, %v; want %v", what, winners, err, row.Winners)
		}
		info, err := row.Game.Info()
		if err != nil {
			t.Fatal(err)
		}
		if !info.HiLo() {
			if row.LowWinners != nil {
				t.Errorf("%s: low winners of a game without a low half", what)
			}
			if _, err := JudgeLow(holes, board, row.Game); err == nil {
				t.Errorf("JudgeLow(%s) of a game without a low half did not fail", what)
			}
			continue
		}
		if row.LowWinners == nil {
			t.Errorf("%s: a hi/lo showdown without low_winners", what)
		}
		low, err := JudgeLow(holes, board, row.Game)
		if err != nil || low == nil || !sameInts(low, row.LowWinners) {
			t.Errorf("JudgeLow(%s) = %#v, %v; want %v", what, low, err, row.LowWinners)
		}
	}
}

func TestVectorGamesEquity(t *testing.T) {
	v := loadGames(t)
	for _, row := range v.Equity {
		what := fmt.Sprintf("%s %v | %q", row.Game, row.Holes, row.Board)
		opts := ExactOptions()
		got, err := CalculateEquity(masks(row.HoleMasks), Mask(row.BoardMask), &opts, row.Game, Mask(row.DeadMask))
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if got.Trials != row.Trials || !got.Exact || !close12(got.ChopRate, row.ChopRate) {
			t.Errorf("%s: trials %d exact %v chop %v, want %d true %v", what, got.Trials, got.Exact, got.ChopRate,
				row.Trials, row.ChopRate)
		}
		if len(got.Players) != len(row.Equity) || len(got.Splits) != len(row.Equity) {
			t.Fatalf("%s: %d players, %d splits, want %d", what, len(got.Players), len(got.Splits), len(row.Equity))
		}
		for i, p := range got.Players {
			s := got.Splits[i]
			if !close12(p.Equity, row.Equity[i]) || !close12(p.Win, row.Win[i]) || !close12(p.Tie, row.Tie[i]) ||
				p.StdError != 0 {
				t.Errorf("%s: player %d %+v, want %v %v %v", what, i, p, row.Equity[i], row.Win[i], row.Tie[i])
			}
			if !close12(s.Scoop, row.Scoop[i]) || !close12(s.HighShare, row.HighShare[i]) ||
				!close12(s.LowShare, row.LowShare[i]) {
				t.Errorf("%s: player %d split %+v, want %v %v %v", what, i, s, row.Scoop[i], row.HighShare[i],
					row.LowShare[i])
			}
		}
	}
}

func TestVectorGamesErrors(t *testing.T) {
	v := loadGames(t)
	for i, row := range v.Errors {
		what := fmt.Sprintf("error %d: %s of %s", i, row.Call, row.Game)
		holes, board := masks(row.HoleMasks), Mask(row.BoardMask)
		var err error
		switch row.Call {
		case "eval_hand":
			_, err = EvaluateHand(board, holes[0], row.Game)
		case "eval_low":
			_, err = EvaluateLow(board, holes[0], row.Game)
		case "equity":
			_, err = CalculateEquity(holes, board, nil, row.Game, 0)
		default:
			t.Fatalf("%s: unknown call", what)
		}
		expectStatus(t, what, err, row.Status)
	}
}
