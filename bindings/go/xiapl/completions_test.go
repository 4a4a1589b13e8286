package xiapl

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// twoCardCompletions are the hands cards + {a, b} for every a < b among card
// ids 0..51 in neither cards nor dead, in nested-loop order: the completions
// to seven cards of a five-card hand, listed without the library.
func twoCardCompletions(cards, dead Mask) []Mask {
	var out []Mask
	for a := 0; a < 52; a++ {
		if (cards|dead)&(1<<a) != 0 {
			continue
		}
		for b := a + 1; b < 52; b++ {
			if (cards|dead)&(1<<b) != 0 {
				continue
			}
			out = append(out, cards|1<<a|1<<b)
		}
	}
	return out
}

func TestCompletionsOfAFlopToSevenCards(t *testing.T) {
	cards := MustParseMask("As Ks Qs 2d 7c")
	dead := MustParseMask("Jh")

	count, err := CountCompletions(cards, dead, 7)
	if err != nil {
		t.Fatal(err)
	}
	if count != 1035 { // C(46, 2)
		t.Fatalf("CountCompletions = %d, want 1035", count)
	}

	got, err := Completions(cards, dead, 7)
	if err != nil {
		t.Fatal(err)
	}
	hands := twoCardCompletions(cards, dead)
	if len(hands) != 1035 || len(got) != len(hands) {
		t.Fatalf("Completions gave %d strengths, the double loop %d hands; want 1035 each", len(got), len(hands))
	}
	byStrength := make([]uint64, StrengthMax+1)
	var byCategory [StraightFlush + 1]uint64
	for i, hand := range hands {
		want, err := EvaluateMask(hand)
		if err != nil {
			t.Fatal(err)
		}
		if Strength(got[i]) != want {
			t.Fatalf("completion %d (%v): strength %d, EvaluateMask says %d", i, hand, got[i], want)
		}
		category, err := want.Category()
		if err != nil {
			t.Fatal(err)
		}
		byStrength[want]++
		byCategory[category]++
	}

	histogram, err := CompletionHistogramByStrength(cards, dead, 7)
	if err != nil {
		t.Fatal(err)
	}
	if len(histogram) != StrengthMax+1 {
		t.Fatalf("the strength histogram has %d counters, want %d", len(histogram), StrengthMax+1)
	}
	for s := range histogram {
		if histogram[s] != byStrength[s] {
			t.Errorf("strength %d: histogram %d, tally of the strengths %d", s, histogram[s], byStrength[s])
		}
	}

	categories, err := CompletionHistogramByCategory(cards, dead, 7)
	if err != nil {
		t.Fatal(err)
	}
	if categories != byCategory {
		t.Errorf("category histogram %v, tally of the strengths' categories %v", categories, byCategory)
	}
	var sum uint64
	for _, n := range categories {
		sum += n
	}
	if sum != count {
		t.Errorf("the category histogram adds up to %d, want %d", sum, count)
	}
	// Spades: As Ks Qs with ten more left, so some completions are flushes;
	// one, Js Ts, is a straight flush (a royal).
	if categories[Flush] == 0 || categories[StraightFlush] != 1 || histogram[StrengthMax] != 1 {
		t.Errorf("flushes %d (want some), straight flushes %d and royals %d (want 1: Js Ts)",
			categories[Flush], categories[StraightFlush], histogram[StrengthMax])
	}
}

func TestCompletionsOfTwoCardsToFive(t *testing.T) {
	cards, dead := MustParseMask("2c 7d"), MustParseMask("Ah Kh")
	count, err := CountCompletions(cards, dead, 5)
	if err != nil {
		t.Fatal(err)
	}
	if count != 17296 { // C(48, 3)
		t.Fatalf("CountCompletions = %d, want 17296", count)
	}

	got, err := Completions(cards, dead, 5)
	if err != nil {
		t.Fatal(err)
	}
	var hands []Mask
	for a := 0; a < 52; a++ {
		for b := a + 1; b < 52; b++ {
			for c := b + 1; c < 52; c++ {
				added := Mask(1)<<a | Mask(1)<<b | Mask(1)<<c
				if added&(cards|dead) == 0 {
					hands = append(hands, cards|added)
				}
			}
		}
	}
	want, err := EvaluateMany(hands)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("Completions gave %d strengths, the triple loop %d hands", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("completion %d (%v): strength %d, EvaluateMany says %d", i, hands[i], got[i], want[i])
		}
	}

	histogram, err := CompletionHistogramByStrength(cards, dead, 5)
	if err != nil {
		t.Fatal(err)
	}
	categories, err := CompletionHistogramByCategory(cards, dead, 5)
	if err != nil {
		t.Fatal(err)
	}
	var bySum, catSum uint64
	for _, n := range histogram {
		bySum += n
	}
	for _, n := range categories {
		catSum += n
	}
	if bySum != count || catSum != count {
		t.Errorf("the histograms add up to %d (by strength) and %d (by category), want %d", bySum, catSum, count)
	}
	if histogram[0] != 0 {
		t.Errorf("counts[0] = %d, want 0 (no hand has strength 0)", histogram[0])
	}
}

func TestCompletionsOfAFullHandAndAShortDeck(t *testing.T) {
	got, err := Completions(MustParseMask("As Ks Qs Js Ts 2d 7c"), 0, 7)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0] != StrengthMax {
		t.Errorf("Completions of a seven-card royal flush = %v, want [%d]", got, StrengthMax)
	}
	// Every card dead but the hand's and left's.
	cards := MustParseMask("As Ks Qs Js Ts")
	for _, tc := range []struct {
		left string
		want uint64
	}{{"2c 2d 7c", 3}, {"2c", 0}} {
		dead := (Mask(1)<<52 - 1) &^ cards &^ MustParseMask(tc.left)
		n, err := CountCompletions(cards, dead, 7)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Completions(cards, dead, 7)
		if err != nil {
			t.Fatal(err)
		}
		if n != tc.want || uint64(len(got)) != n {
			t.Errorf("%s left: CountCompletions %d, Completions %d strengths; want %d", tc.left, n, len(got), tc.want)
		}
		for _, s := range got {
			if s != StrengthMax {
				t.Errorf("%s left: strength %d, want the royal flush's %d", tc.left, s, StrengthMax)
			}
		}
	}
}

func TestCompletionsRefusals(t *testing.T) {
	cases := []struct {
		name     string
		cards    string
		dead     string
		handSize int
		message  string // a part of the message naming the problem
	}{
		{"hand size 8", "As Ks", "", 8, "hand size 8"},
		{"hand size 4", "As Ks", "", 4, "hand size 4"},
		{"a hand size past int32 (64-bit)", "As Ks", "", math.MaxInt, "hand size"},
		{"a card in the hand and dead", "As Ks Qs", "Ks", 7, "Ks is both"},
		{"more cards than the hand size", "As Ks Qs Js Ts 9s", "", 5, "more than the hand size"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cards, dead := MustParseMask(tc.cards), Mask(0)
			if tc.dead != "" {
				dead = MustParseMask(tc.dead)
			}
			calls := map[string]func() error{
				"CountCompletions": func() error { _, err := CountCompletions(cards, dead, tc.handSize); return err },
				"Completions": func() error {
					got, err := Completions(cards, dead, tc.handSize)
					if got != nil {
						t.Errorf("a refusal returned strengths: %v", got)
					}
					return err
				},
				"CompletionHistogramByStrength": func() error {
					got, err := CompletionHistogramByStrength(cards, dead, tc.handSize)
					if got != nil {
						t.Errorf("a refusal returned counts")
					}
					return err
				},
				"CompletionHistogramByCategory": func() error {
					_, err := CompletionHistogramByCategory(cards, dead, tc.handSize)
					return err
				},
			}
			for name, call := range calls {
				err := call()
				if !errors.Is(err, ErrInvalidArgument) {
					t.Errorf("%s: error %v, want one matching ErrInvalidArgument", name, err)
					continue
				}
				var xe *Error
				if !errors.As(err, &xe) || !strings.Contains(xe.Message, tc.message) {
					t.Errorf("%s: the message should name the problem (%q): %v", name, tc.message, err)
				}
			}
		})
	}
}

// The exported histograms choose the kind; the library still refuses an
// unknown one.
func TestCompletionHistogramUnknownKind(t *testing.T) {
	counts := make([]uint64, StrengthMax+1)
	_, err := completionHistogram(MustParseMask("As Ks Qs 2d 7c"), 0, 7, 2, counts)
	var xe *Error
	if !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &xe) || !strings.Contains(xe.Message, "kind 2") {
		t.Errorf("histogram kind 2: %v, want an ErrInvalidArgument naming the kind", err)
	}
	// Too few counters for the kind: ErrBufferTooSmall, nothing written.
	counts[0] = 99
	_, err = completionHistogram(MustParseMask("As Ks Qs 2d 7c"), 0, 7, 1, counts[:8])
	if !errors.Is(err, ErrBufferTooSmall) || counts[0] != 99 {
		t.Errorf("8 counters by category: %v (counts[0] %d), want ErrBufferTooSmall and nothing written", err, counts[0])
	}
}

// BenchmarkCompletionsSevenFromNothing counts every seven-card hand (133,784,560)
// by category, checking the well-known totals; opt in with
// go test -run '^$' -bench Completions -benchtime 1x.
func BenchmarkCompletionsSevenFromNothing(b *testing.B) {
	want := [StraightFlush + 1]uint64{23294460, 58627800, 31433400, 6461620, 6180020, 4047644, 3473184, 224848,
		41584}
	for i := 0; i < b.N; i++ {
		got, err := CompletionHistogramByCategory(0, 0, 7)
		if err != nil {
			b.Fatal(err)
		}
		if got != want {
			b.Fatalf("seven-card hands by category %v, want %v", got, want)
		}
	}
}
