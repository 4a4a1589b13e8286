package xiapl

import (
	"errors"
	"sort"
	"strings"
	"testing"
)

// outsSpot is a flop or turn with known hands; the wanted figures are those a
// player reads off the cards.
type outsSpot struct {
	name     string
	game     Game
	hero     string
	villains []string
	board    string
	dead     string
	rows     int
	now      Standing
	outs     string // "-": not checked
}

var outsSpots = []outsSpot{
	{name: "holdem flush draw and two overcards vs kings", game: Holdem, hero: "Ah Jh", villains: []string{"Ks Kd"},
		board: "2h 7h 9c", rows: 45, now: StandingBehind, outs: "Ac Ad 3h 4h 5h 6h 8h 9h Th Qh Kh As"},
	{name: "holdem three-way turn, a dead card", game: Holdem, hero: "As Qs", villains: []string{"Ac Qd", "Jh Jd"},
		board: "Qc 8s 3s 2d", dead: "7s", rows: 41, now: StandingShares, outs: "2s 4s 5s 6s 9s Ts Js Ks"},
	{name: "plo wrap vs a set", game: Omaha4, hero: "Ah Kh Qc Jc", villains: []string{"9s 9d 8s 7d"},
		board: "Th 9h 2c", rows: 41, now: StandingBehind, outs: "-"},
	{name: "short deck flush and straight draw vs kings", game: ShortDeck, hero: "Ah Jh", villains: []string{"Ks Kd"},
		board: "6h 7h 9c", rows: 29, now: StandingBehind, outs: "-"},
}

// standingByJudge is the hero's standing read off the showdown's winners.
func standingByJudge(t *testing.T, holes []Mask, board Mask, game Game) Standing {
	t.Helper()
	winners, err := Judge(holes, board, game)
	if err != nil {
		t.Fatalf("Judge(%v, %v, %v): %v", holes, board, game, err)
	}
	switch {
	case len(winners) == 1 && winners[0] == 0:
		return StandingAhead
	case len(winners) > 1 && winners[0] == 0:
		return StandingShares
	}
	return StandingBehind
}

// inGameDeck reports whether the card is in the game's deck (short deck: 6
// to ace).
func inGameDeck(c Card, game Game) bool {
	return game != ShortDeck || c.Rank() >= 6
}

func TestEvaluateOutsEveryRowAgreesWithJudge(t *testing.T) {
	for _, spot := range outsSpots {
		t.Run(spot.name, func(t *testing.T) {
			hero, board := MustParseMask(spot.hero), MustParseMask(spot.board)
			dead := Mask(0)
			if spot.dead != "" {
				dead = MustParseMask(spot.dead)
			}
			villains := make([]Mask, len(spot.villains))
			for i, v := range spot.villains {
				villains[i] = MustParseMask(v)
			}
			holes := append([]Mask{hero}, villains...)
			dealt := board
			for _, h := range holes {
				dealt |= h
			}

			got, err := EvaluateOuts(hero, villains, board, spot.game, dead)
			if err != nil {
				t.Fatal(err)
			}
			if got.Now != spot.now || got.Now != standingByJudge(t, holes, board, spot.game) {
				t.Errorf("Now = %v, want %v", got.Now, spot.now)
			}
			strength, err := EvaluateHand(board, hero, spot.game)
			if err != nil {
				t.Fatal(err)
			}
			if got.Strength != strength {
				t.Errorf("Strength = %d, EvaluateHand gives %d", got.Strength, strength)
			}
			ranked, err := EvaluateRanked(board, hero, spot.game)
			if err != nil {
				t.Fatal(err)
			}
			if got.Game != spot.game || got.Ranking != ranked.Ranking || got.Ranked(got.Strength) != ranked {
				t.Errorf("Game %v, Ranking %v, Ranked %v; want %v, %v", got.Game, got.Ranking,
					got.Ranked(got.Strength), spot.game, ranked)
			}

			// The rows are the cards left in the game's deck, ascending.
			var left Mask
			for c := Card(0); c < 52; c++ {
				if inGameDeck(c, spot.game) && dealt&c.Mask() == 0 && dead&c.Mask() == 0 {
					left |= c.Mask()
				}
			}
			info, err := spot.game.Info()
			if err != nil {
				t.Fatal(err)
			}
			if want := info.DeckCards - dealt.Len() - dead.Len(); left.Len() != want || len(got.Cards) != spot.rows ||
				spot.rows != want {
				t.Fatalf("%d rows, want %d (%d cards left of a %d-card deck)", len(got.Cards), spot.rows, want,
					info.DeckCards)
			}
			var rows Mask
			var outs []Card
			for i, row := range got.Cards {
				if i > 0 && row.Card <= got.Cards[i-1].Card {
					t.Errorf("row %d: %v after %v; rows go by increasing card id", i, row.Card, got.Cards[i-1].Card)
				}
				if !left.Has(row.Card) {
					t.Errorf("row %d: %v is dealt, dead or outside the game's deck", i, row.Card)
				}
				rows |= row.Card.Mask()
				next := board | row.Card.Mask()
				if want := standingByJudge(t, holes, next, spot.game); row.Standing != want {
					t.Errorf("%v: Standing %v, Judge on %v says %v", row.Card, row.Standing, next, want)
				}
				strength, err := EvaluateHand(next, hero, spot.game)
				if err != nil {
					t.Fatal(err)
				}
				if row.Strength != strength {
					t.Errorf("%v: Strength %d, EvaluateHand on %v gives %d", row.Card, row.Strength, next, strength)
				}
				if row.IsOut != (row.Standing > got.Now) {
					t.Errorf("%v: IsOut %v with Standing %v and Now %v", row.Card, row.IsOut, row.Standing, got.Now)
				}
				if row.IsOut {
					outs = append(outs, row.Card)
				}
			}
			if rows != left {
				t.Errorf("rows cover %v, want %v", rows, left)
			}
			var byStanding Mask
			for _, standing := range []Standing{StandingBehind, StandingShares, StandingAhead} {
				for _, c := range got.ByStanding(standing) {
					if byStanding.Has(c) || got.Cards[sortIndex(got.Cards, c)].Standing != standing {
						t.Errorf("ByStanding(%v) lists %v", standing, c)
					}
					byStanding |= c.Mask()
				}
			}
			if byStanding != left {
				t.Errorf("ByStanding covers %v, want every row %v", byStanding, left)
			}
			if !sameCards(got.Outs, outs) || got.Count() != len(outs) {
				t.Errorf("Outs = %v (Count %d), the rows with IsOut are %v", got.Outs, got.Count(), outs)
			}
			if spot.outs != "-" && !sameCards(got.Outs, MustParseCards(spot.outs)) {
				t.Errorf("Outs = %v, want %s", got.Outs, spot.outs)
			}
			if len(outs) == 0 || len(outs) == len(got.Cards) {
				t.Errorf("%d outs of %d rows: the spot should have outs and blanks", len(outs), len(got.Cards))
			}
		})
	}
}

// sortIndex is the index of the row of card c (rows ascend by card id).
func sortIndex(rows []NextCard, c Card) int {
	return sort.Search(len(rows), func(i int) bool { return rows[i].Card >= c })
}

func sameCards(a, b []Card) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The three-way turn reaches every standing: the jack of clubs gives the
// jacks a set, a board pair keeps the two ace-queens level, a spade is the
// hero's flush (the jack of spades too).
func TestEvaluateOutsThreeStandings(t *testing.T) {
	got, err := EvaluateOuts(MustParseMask("As Qs"), []Mask{MustParseMask("Ac Qd"), MustParseMask("Jh Jd")},
		MustParseMask("Qc 8s 3s 2d"), Holdem, MustParseMask("7s"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Standing{"Jc": StandingBehind, "8d": StandingShares, "Js": StandingAhead}
	for _, row := range got.Cards {
		if w, ok := want[row.Card.String()]; ok {
			if row.Standing != w {
				t.Errorf("%v: %v, want %v", row.Card, row.Standing, w)
			}
			delete(want, row.Card.String())
		}
	}
	if len(want) != 0 {
		t.Errorf("no rows for %v", want)
	}
	if got.Now != StandingShares || !sameCards(got.ByStanding(StandingBehind), MustParseCards("Jc")) {
		t.Errorf("Now %v; behind after %v, want Jc alone", got.Now, got.ByStanding(StandingBehind))
	}
	if !sameCards(got.ByStanding(StandingAhead), got.Outs) {
		t.Errorf("sharing now, the outs %v are the cards that put the hero ahead %v", got.Outs,
			got.ByStanding(StandingAhead))
	}
}

func TestEvaluateOutsRefusals(t *testing.T) {
	hero, villain := MustParseMask("Ah Jh"), []Mask{MustParseMask("Ks Kd")}
	flop := MustParseMask("2h 7h 9c")
	cases := []struct {
		name     string
		villains []Mask
		board    Mask
		game     Game
		dead     Mask
		sentinel error
		message  string // a part of the message naming the problem
	}{
		{"one hand only", nil, flop, Holdem, 0, ErrInvalidArgument, "at least one other"},
		{"a five-card board", villain, MustParseMask("2h 7h 9c Qd 3s"), Holdem, 0, ErrInvalidArgument,
			"board of 3 or 4 cards"},
		{"a preflop board", villain, 0, Holdem, 0, ErrInvalidArgument, "board of 3 or 4 cards (the flop or the turn), not 0"},
		{"a dead card that is dealt", villain, flop, Holdem, MustParseMask("Kd 5c"), ErrInvalidArgument,
			"Kd is both dealt and dead"},
		{"a hi/lo game", []Mask{MustParseMask("Ks Kd Qs Qd")}, flop, Omaha4HiLo, 0, ErrUnsupported, "PLO Hi/Lo"},
		{"a game without a board", villain, flop, Stud, 0, ErrUnsupported, "board"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := hero
			if tc.game == Omaha4HiLo {
				h = MustParseMask("Ah Jh Tc 3c")
			}
			got, err := EvaluateOuts(h, tc.villains, tc.board, tc.game, tc.dead)
			if err == nil {
				t.Fatalf("no error; got %+v", got)
			}
			if !errors.Is(err, tc.sentinel) {
				t.Errorf("error %v, want one matching %v", err, tc.sentinel)
			}
			var xe *Error
			if !errors.As(err, &xe) || !strings.Contains(xe.Message, tc.message) {
				t.Errorf("the message should name the problem (%q): %v", tc.message, err)
			}
			if got.Cards != nil || got.Outs != nil {
				t.Errorf("a refusal returned rows: %+v", got)
			}
		})
	}
}

func TestStandingOrderAndNames(t *testing.T) {
	if !(StandingBehind < StandingShares && StandingShares < StandingAhead) {
		t.Errorf("standings out of order: %d %d %d", StandingBehind, StandingShares, StandingAhead)
	}
	for s, want := range map[Standing]string{StandingBehind: "Behind", StandingShares: "Shares",
		StandingAhead: "Ahead", 7: "Standing(7)"} {
		if s.String() != want {
			t.Errorf("Standing(%d).String() = %q, want %q", int32(s), s.String(), want)
		}
	}
}
