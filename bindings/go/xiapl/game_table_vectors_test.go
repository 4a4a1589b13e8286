package xiapl

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// Replays tests/vectors/game_table.json: the table of games (names, families,
// figures, usual tables), as every binding reads it from the library.
type gameTableVectors struct {
	Games []struct {
		Game        Game     `json:"game"`
		Key         string   `json:"key"`
		Names       []string `json:"names"`
		Family      Family   `json:"family"`
		DeckCards   int      `json:"deck_cards"`
		HoleCards   int      `json:"hole_cards"`
		BoardCards  int      `json:"board_cards"`
		HighRanking Ranking  `json:"high_ranking"`
		LowRanking  Ranking  `json:"low_ranking"`
	} `json:"games"`
	Parse []struct {
		Name string `json:"name"`
		Game Game   `json:"game"`
	} `json:"parse"`
	ParseErrors []struct {
		Name       string   `json:"name"`
		Status     string   `json:"status"`
		MessageHas []string `json:"message_has"`
	} `json:"parse_errors"`
	Defaults []struct {
		Game    Game   `json:"game"`
		Betting *int32 `json:"betting"` // XIAPL_BETTING_*, or null: the game's usual one
		Draws   int    `json:"draws"`
		Expect  struct {
			Betting    int32 `json:"betting"`
			Draws      int   `json:"draws"`
			SmallBlind int64 `json:"small_blind"`
			BigBlind   int64 `json:"big_blind"`
			Ante       int64 `json:"ante"`
			BringIn    int64 `json:"bring_in"`
			SmallBet   int64 `json:"small_bet"`
			BigBet     int64 `json:"big_bet"`
		} `json:"expect"`
	} `json:"defaults"`
	DefaultErrors []struct {
		Game   Game   `json:"game"`
		Draws  int    `json:"draws"`
		Status string `json:"status"`
	} `json:"default_errors"`
}

// bettingFromVector is the Go Betting of an XIAPL_BETTING_* value (Go counts from UsualBetting, 0).
func bettingFromVector(value *int32) Betting {
	if value == nil {
		return UsualBetting
	}
	return Betting(*value + 1)
}

func TestVectorGameTable(t *testing.T) {
	var v gameTableVectors
	loadVectors(t, "game_table.json", &v)
	if len(v.Games) != int(Badugi)+1 || len(v.Parse) == 0 || len(v.ParseErrors) == 0 || len(v.Defaults) == 0 {
		t.Fatalf("game_table.json: %d games, %d names, %d errors, %d tables", len(v.Games), len(v.Parse),
			len(v.ParseErrors), len(v.Defaults))
	}
	for _, row := range v.Games {
		info, err := row.Game.Info()
		names, nerr := row.Game.Names()
		if err != nil || nerr != nil {
			t.Fatalf("%d: %v %v", row.Game, err, nerr)
		}
		if row.Game.String() != row.Key || !reflect.DeepEqual(names, row.Names) || info.Family != row.Family ||
			info.DeckCards != row.DeckCards || info.HoleCards != row.HoleCards || info.BoardCards != row.BoardCards ||
			info.HighRanking != row.HighRanking || info.LowRanking != row.LowRanking {
			t.Errorf("%d: %s %v %+v; want %+v", row.Game, row.Game, names, info, row)
		}
		for _, name := range append(names, info.Name) {
			if g, err := ParseGame(name); err != nil || g != row.Game {
				t.Errorf("ParseGame(%q) = %v, %v; want %s", name, g, err, row.Game)
			}
		}
	}
	for _, row := range v.Parse {
		if g, err := ParseGame(row.Name); err != nil || g != row.Game {
			t.Errorf("ParseGame(%q) = %v, %v; want %s", row.Name, g, err, row.Game)
		}
	}
	for _, row := range v.ParseErrors {
		_, err := ParseGame(row.Name)
		var e *Error
		if !errors.As(err, &e) || e.Status.String() != row.Status || !errors.Is(err, ErrParse) {
			t.Errorf("ParseGame(%q): %v; want %s", row.Name, err, row.Status)
			continue
		}
		for _, part := range row.MessageHas {
			if !strings.Contains(e.Message, part) {
				t.Errorf("ParseGame(%q): %q lacks %q", row.Name, e.Message, part)
			}
		}
	}
	for _, row := range v.Defaults {
		got, err := UsualTable(row.Game, bettingFromVector(row.Betting), row.Draws)
		w := row.Expect
		want := TableDefaults{Betting: Betting(w.Betting + 1), Draws: w.Draws, SmallBlind: w.SmallBlind,
			BigBlind: w.BigBlind, Ante: w.Ante, BringIn: w.BringIn, SmallBet: w.SmallBet, BigBet: w.BigBet}
		if err != nil || got != want {
			t.Errorf("UsualTable(%s, %v, %d) = %+v, %v; want %+v", row.Game, bettingFromVector(row.Betting), row.Draws,
				got, err, want)
		}
	}
	for _, row := range v.DefaultErrors {
		_, err := UsualTable(row.Game, UsualBetting, row.Draws)
		var e *Error
		if !errors.As(err, &e) || e.Status.String() != row.Status {
			t.Errorf("UsualTable(%d, draws %d): %v; want %s", int32(row.Game), row.Draws, err, row.Status)
		}
	}
}

func TestUnknownBettingIsRefusedAsTyped(t *testing.T) {
	for _, b := range []Betting{-1, FixedLimit + 1, 9} {
		if _, err := UsualTable(Holdem, b, 0); !errors.Is(err, ErrInvalidArgument) ||
			!strings.Contains(err.Error(), fmt.Sprintf("betting %d is unknown", int32(b))) {
			t.Errorf("UsualTable(Holdem, %d): %v", int32(b), err)
		}
		_, err := StartHand(TableConfig{Betting: b, Stacks: []int64{10, 10}})
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrInvalidArgument) || !strings.Contains(e.Message, "is unknown") {
			t.Errorf("StartHand with betting %d: %v", int32(b), err)
		}
	}
	if s := UsualBetting.String(); s != "UsualBetting" {
		t.Errorf("UsualBetting prints %q", s)
	}
}
