package xiapl

import (
	"errors"
	"strings"
	"testing"
)

// hitsRange is a Hold'em range whose hits on 9h 8h 2c a player counts by hand:
// 30 combos, all high card; JTs, T7s and 76s open-ended (12), 65s and QhJh
// gutshots (5); the suited heart combos JhTh, Th7h, 7h6h, 6h5h, QhJh and AhKh
// flush draws (6), all but AhKh also straight draws (5 combo draws); AKo,
// AhKh, QhJh and JTs two cards above the 9 (18 overcards).
const hitsRange = "JTs,T7s,76s,AhKh,QhJh,AKo,65s"

// hitsOf is RangeHits of a parsed range, failing the test on an error.
func hitsOf(t *testing.T, text string, game Game, board, dead string) HitTable {
	t.Helper()
	r := MustParseRange(text, game)
	defer r.Close()
	deadMask := Mask(0)
	if dead != "" {
		deadMask = MustParseMask(dead)
	}
	table, err := RangeHits(r, MustParseMask(board), deadMask)
	if err != nil {
		t.Fatalf("RangeHits(%q, %s, dead %q): %v", text, board, dead, err)
	}
	return table
}

func TestRangeHitsFlopByHand(t *testing.T) {
	got := hitsOf(t, hitsRange, Holdem, "9h 8h 2c", "")
	if got.Game != Holdem || got.Combos != 30 || got.Weight != 30 {
		t.Errorf("Game %v, Combos %d, Weight %v; want Holdem, 30, 30", got.Game, got.Combos, got.Weight)
	}
	for c, w := range got.Made {
		want := 0.0
		if Category(c) == HighCard {
			want = 30
		}
		if w != want {
			t.Errorf("Made[%v] = %v, want %v", Category(c), w, want)
		}
	}
	draws := []struct {
		name      string
		got, want float64
	}{
		{"FlushDraw", got.FlushDraw, 6}, {"OpenEnded", got.OpenEnded, 12}, {"Gutshot", got.Gutshot, 5},
		{"ComboDraw", got.ComboDraw, 5}, {"Overcards", got.Overcards, 18},
	}
	for _, d := range draws {
		if d.got != d.want {
			t.Errorf("%s = %v, want %v", d.name, d.got, d.want)
		}
	}
	rows := got.Rows()
	if len(rows) != 14 || rows[0] != (HitRow{"HighCard", 30}) || rows[8] != (HitRow{"StraightFlush", 0}) ||
		rows[9] != (HitRow{"FlushDraw", 6}) || rows[13] != (HitRow{"Overcards", 18}) {
		t.Errorf("Rows() = %v", rows)
	}
	if share := got.Share(got.OpenEnded); share != 0.4 {
		t.Errorf("Share(OpenEnded) = %v, want 0.4", share)
	}
}

func TestRangeHitsRiverWithDeadCard(t *testing.T) {
	// Jh dead takes JhTh and QhJh out: 28 combos, and no draws on a river.
	got := hitsOf(t, hitsRange, Holdem, "9h 8h 2c 3d 4s", "Jh")
	if got.Combos != 28 || got.Weight != 28 {
		t.Errorf("Combos %d, Weight %v; want 28, 28", got.Combos, got.Weight)
	}
	if got.FlushDraw != 0 || got.OpenEnded != 0 || got.Gutshot != 0 || got.ComboDraw != 0 {
		t.Errorf("draws on a river: %+v", got)
	}
	// Overcards is a made-hand figure, counted on a river too: AKo, AhKh and
	// the three JTs left (JhTh has the dead Jh) hold two cards above the 9.
	if got.Overcards != 16 {
		t.Errorf("Overcards = %v, want 16", got.Overcards)
	}
	// 65s makes 6-5-4-3 + 2: four straights; the rest of the range is high card.
	if got.Made[Straight] != 4 || got.Made[HighCard] != 24 {
		t.Errorf("Made = %v, want 24 high card and 4 straights", got.Made)
	}
}

// madeByEvaluateHand is, per category, the weight of the range's combos
// sharing no card with the board or dead, each judged by EvaluateHand.
func madeByEvaluateHand(t *testing.T, r *Range, board, dead Mask, game Game) (made [StraightFlush + 1]float64,
	combos int) {
	t.Helper()
	live, err := r.ValidCombos(board | dead)
	if err != nil {
		t.Fatal(err)
	}
	for _, combo := range live {
		strength, err := EvaluateHand(board, combo.Mask, game)
		if err != nil {
			t.Fatalf("EvaluateHand(%v, %v): %v", board, combo.Mask, err)
		}
		category, err := strength.Category()
		if err != nil {
			t.Fatal(err)
		}
		made[category] += combo.Weight
	}
	return made, len(live)
}

func TestRangeHitsMadeAgreesWithEvaluateHand(t *testing.T) {
	spots := []struct {
		name, text  string
		game        Game
		board, dead string
	}{
		{"holdem flop", "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+", Holdem, "Ks 9s 4d", ""},
		{"holdem paired flop", "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+", Holdem, "Th Td 5s", ""},
		{"holdem turn with a dead card", "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+", Holdem, "Qh Jh Tc 2h", "As"},
		{"holdem river, a straight on board", "22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+", Holdem, "6c 7d 8h 9s Tc", ""},
		{"plo flop", "AA**", Omaha4, "Ah 7d 2c", ""},
		{"plo monotone turn", "KK**", Omaha4, "Qs 9s 4s 4d", ""},
	}
	for _, spot := range spots {
		t.Run(spot.name, func(t *testing.T) {
			r := MustParseRange(spot.text, spot.game)
			defer r.Close()
			board := MustParseMask(spot.board)
			dead := Mask(0)
			if spot.dead != "" {
				dead = MustParseMask(spot.dead)
			}
			got, err := RangeHits(r, board, dead)
			if err != nil {
				t.Fatal(err)
			}
			want, combos := madeByEvaluateHand(t, r, board, dead, spot.game)
			if got.Combos != combos || got.Weight != float64(combos) {
				t.Errorf("Combos %d, Weight %v; the range has %d combos clear of the board and dead", got.Combos,
					got.Weight, combos)
			}
			if got.Made != want {
				t.Errorf("Made = %v, EvaluateHand gives %v", got.Made, want)
			}
			sum := 0.0
			for _, w := range got.Made {
				sum += w
			}
			if sum != got.Weight {
				t.Errorf("Made adds up to %v, Weight is %v", sum, got.Weight)
			}
		})
	}
}

func TestRangeHitsWeights(t *testing.T) {
	// AA at 0.5 keeps 3 combos off Ah 7d 2c (1.5), KK all 6 (6): one pair each.
	got := hitsOf(t, "AA:0.5,KK", Holdem, "Ah 7d 2c", "")
	if got.Combos != 9 || got.Weight != 7.5 || got.Made[OnePair] != 6 || got.Made[ThreeOfAKind] != 1.5 {
		t.Errorf("Combos %d, Weight %v, Made %v; want 9, 7.5, one pair 6 and trips 1.5", got.Combos, got.Weight,
			got.Made)
	}
	if share := got.Share(got.Made[ThreeOfAKind]); share != 0.2 {
		t.Errorf("Share(trips) = %v, want 0.2", share)
	}
	if share := (HitTable{}).Share(1); share != 0 {
		t.Errorf("Share of an empty table = %v, want 0", share)
	}
}

func TestRangeHitsRefusals(t *testing.T) {
	r := MustParseRange(hitsRange, Holdem)
	defer r.Close()
	cases := []struct {
		name        string
		board, dead Mask
		want        []string // words of the message
	}{
		{"two-card board", MustParseMask("9h 8h"), 0, []string{"board", "not 2"}},
		{"six-card board", MustParseMask("9h 8h 2c 3d 4s 5s"), 0, []string{"board", "not 6"}},
		{"dead card on the board", MustParseMask("9h 8h 2c"), MustParseMask("8h"), []string{"8h", "board", "dead"}},
		{"a bit above 51", MustParseMask("9h 8h 2c") | 1<<60, 0, []string{"board", "bit 60"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := RangeHits(r, c.board, c.dead)
			if !errors.Is(err, ErrInvalidArgument) {
				t.Fatalf("err = %v, want ErrInvalidArgument", err)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("err = %v, not an *Error", err)
			}
			for _, word := range c.want {
				if !strings.Contains(e.Message, word) {
					t.Errorf("message %q lacks %q", e.Message, word)
				}
			}
		})
	}
	closed := MustParseRange("AA", Holdem)
	closed.Close()
	if _, err := RangeHits(closed, MustParseMask("9h 8h 2c"), 0); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("closed range: err = %v, want ErrInvalidArgument", err)
	}
	if _, err := RangeHits(nil, MustParseMask("9h 8h 2c"), 0); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("nil range: err = %v, want ErrInvalidArgument", err)
	}
}
