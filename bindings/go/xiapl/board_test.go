package xiapl

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func parsedMask(t *testing.T, text string) Mask {
	t.Helper()
	m, err := ParseMask(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestFlopTextureOfNamedFlopsAndEveryHoldemFlop(t *testing.T) {
	cases := []struct {
		game Game
		flop string
		want FlopTexture
	}{
		{Holdem, "Ah2c3d", FlopTexture{TextureConnected, FlopRainbow, FlopUnpaired, true}},
		{Holdem, "Ah6c9d", FlopTexture{TextureRainbow, FlopRainbow, FlopUnpaired, false}},
		{ShortDeck, "Ah6c9d", FlopTexture{TextureConnected, FlopRainbow, FlopUnpaired, true}},
		{Holdem, "KhKsKd", FlopTexture{TexturePaired, FlopRainbow, FlopTrips, false}},
		{Holdem, "2h7h9h", FlopTexture{TextureMonotone, FlopMonotone, FlopUnpaired, false}},
		{Omaha4, "2h7hKc", FlopTexture{TextureTwoTone, FlopTwoTone, FlopUnpaired, false}},
	}
	for _, c := range cases {
		got, err := FlopTextureOf(c.game, parsedMask(t, c.flop))
		if err != nil || got != c.want {
			t.Errorf("%v %s: %+v, %v; want %+v", c.game, c.flop, got, err, c.want)
		}
	}
	counts := map[FlopLabel]int{}
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				got, err := FlopTextureOf(Holdem, Mask(1)<<a|Mask(1)<<b|Mask(1)<<c)
				if err != nil {
					t.Fatal(err)
				}
				counts[got.Texture]++
			}
		}
	}
	if counts[TextureMonotone] != 1144 || counts[TexturePaired] != 3796 {
		t.Errorf("counts %v", counts)
	}
	if TextureTwoTone.String() != "two-tone" || FlopTrips.String() != "trips" || FlopRainbow.String() != "rainbow" {
		t.Error("names")
	}
}

func TestFlopTextureRefusals(t *testing.T) {
	for _, c := range []struct {
		game Game
		flop Mask
		want string
	}{
		{Holdem, parsedMask(t, "AhKh"), "exactly 3 cards"},
		{ShortDeck, parsedMask(t, "2h7h9h"), "not in the deck"},
		{Stud, parsedMask(t, "2h7h9h"), "no board"},
		{Game(77), parsedMask(t, "2h7h9h"), "77"},
	} {
		_, err := FlopTextureOf(c.game, c.flop)
		if !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %v: %v, want %q", c.game, c.flop, err, c.want)
		}
	}
}

func allRelabellings() []SuitRelabelling {
	var out []SuitRelabelling
	for x := 0; x < 256; x++ {
		r := SuitRelabelling{int32(x & 3), int32(x >> 2 & 3), int32(x >> 4 & 3), int32(x >> 6 & 3)}
		if 1<<r[0]|1<<r[1]|1<<r[2]|1<<r[3] == 15 {
			out = append(out, r)
		}
	}
	return out
}

func TestFlopClassesAreTheCanonicalFlopsAndCoverTheDeck(t *testing.T) {
	all := allRelabellings()
	classes, err := FlopClasses(Holdem, all)
	if err != nil || len(classes) != 1755 {
		t.Fatalf("%d classes, %v", len(classes), err)
	}
	var total uint64
	for _, c := range classes {
		canonical, orbit, err := CanonicalizeBoard(c.Flop)
		if err != nil || canonical != c.Flop || orbit != c.Weight {
			t.Fatalf("%+v: canonical %v orbit %d %v", c, canonical, orbit, err)
		}
		total += c.Weight
	}
	if total != 22100 {
		t.Errorf("weights sum to %d", total)
	}
	identity := []SuitRelabelling{{0, 1, 2, 3}}
	if alone, err := FlopClasses(Holdem, identity); err != nil || len(alone) != 22100 {
		t.Errorf("identity: %d, %v", len(alone), err)
	}
	short, err := FlopClasses(ShortDeck, []SuitRelabelling{{0, 1, 2, 3}, {1, 0, 2, 3}})
	total = 0
	for _, c := range short {
		total += c.Weight
	}
	if err != nil || total != 7140 {
		t.Errorf("short deck: %d, %v", total, err)
	}
	for _, bad := range [][]SuitRelabelling{nil, {{1, 0, 2, 3}}, {{0, 1, 2, 3}, {1, 2, 3, 0}}, {{0, 1, 2, 9}}} {
		if _, err := FlopClasses(Holdem, bad); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("%v: %v", bad, err)
		}
	}
	if _, err := FlopClasses(Razz, identity); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("razz: %v", err)
	}
}

func TestGameDeck(t *testing.T) {
	full, err := Holdem.Deck()
	if err != nil || full != Mask(1)<<52-1 {
		t.Errorf("holdem %x %v", full, err)
	}
	short, err := ShortDeck.Deck()
	if err != nil || short != parsedMask(t, "6c7c8c9cTcJcQcKcAc6d7d8d9dTdJdQdKdAd6h7h8h9hThJhQhKhAh6s7s8s9sTsJsQsKsAs") {
		t.Errorf("short deck %x %v", short, err)
	}
	if _, err := Game(42).Deck(); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("game 42: %v", err)
	}
}

func TestMoneyFactsOfAHand(t *testing.T) {
	blinds, _ := StandardBlinds(4, 0, 1, 2)
	s, err := StartHand(TableConfig{Stacks: []int64{100, 100, 100, 100}, Blinds: blinds})
	if err != nil {
		t.Fatal(err)
	}
	s = ok(t)(s.Fold())          // seat 3
	s = ok(t)(s.BetOrRaiseTo(6)) // seat 0 raises first in
	s = ok(t)(s.Call())          // seat 1
	s = ok(t)(s.Fold())          // seat 2
	s = ok(t)(s.Deal(parsedMask(t, "2c7d9h")))
	s = ok(t)(s.BetOrRaiseTo(10)) // seat 1 leads the flop
	facts, err := s.MoneyFacts()
	if err != nil {
		t.Fatal(err)
	}
	want := MoneyFacts{VoluntaryRound: []int{0, 0, -1, -1}, RaiseRound: []int{0, 1, -1, -1}, FirstInRaiser: 0}
	if !reflect.DeepEqual(facts, want) {
		t.Errorf("%+v, want %+v", facts, want)
	}
	if !facts.VPIP(1) || facts.PFR(1) || !facts.PFR(0) {
		t.Error("VPIP/PFR")
	}
	s.Close()
	if _, err := s.MoneyFacts(); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("closed: %v", err)
	}
}

func TestPotRaiseTo(t *testing.T) {
	blinds, _ := StandardBlinds(3, 0, 1, 2)
	s, err := StartHand(TableConfig{Stacks: []int64{100, 100, 100}, Blinds: blinds, Betting: PotLimit})
	if err != nil {
		t.Fatal(err)
	}
	if to, err := s.PotRaiseTo(); err != nil || to != 7 {
		t.Errorf("first in: %d, %v; want 7", to, err)
	}
	s = ok(t)(s.BetOrRaiseTo(7))
	to, err := s.PotRaiseTo()
	legal, _ := s.LegalActions()
	var limit int64
	for _, a := range legal {
		if a.Kind == BetOrRaise {
			limit = a.Max
		}
	}
	if err != nil || to != 23 || to != limit {
		t.Errorf("after a pot raise: %d, %v; want 23, the pot limit %d", to, err, limit)
	}
	s = ok(t)(s.Fold())
	s = ok(t)(s.Fold())
	if _, err := s.PotRaiseTo(); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a finished hand: %v", err)
	}
}

func TestSuitSymmetries(t *testing.T) {
	parse := func(text string) *Range {
		r, err := ParseRange(text, Holdem)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	all, err := SuitSymmetries(parse("QQ,AKs"), parse("JJ+"))
	if err != nil || len(all) != 24 || all[0] != (SuitRelabelling{0, 1, 2, 3}) {
		t.Errorf("hand classes: %d, %v", len(all), err)
	}
	group, err := SuitSymmetries(parse("AhKh"), parse("AsQs,AdQd"))
	want := []SuitRelabelling{{0, 1, 2, 3}, {0, 3, 2, 1}}
	if err != nil || !reflect.DeepEqual(group, want) {
		t.Errorf("%v, %v; want %v", group, err, want)
	}
	if _, err := FlopClasses(Holdem, group); err != nil {
		t.Errorf("the symmetries are a group: %v", err)
	}
	closed := parse("AA")
	closed.Close()
	if _, err := SuitSymmetries(closed); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("closed: %v", err)
	}
}
