package xiapl

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

func TestRangeText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"AA, KK, QQ, AKs", "QQ+, AKs"},
		{"AKs, AKo", "AK"},
		{"TT-88, KTs-K8s, AdKs:0.5", "TT-88, KTs-K8s, AdKs:0.5"},
		{"", ""},
	} {
		r := MustParseRange(c.in, Holdem)
		text, err := r.Text()
		if err != nil || text != c.want || r.String() != c.want || fmt.Sprint(r) != c.want {
			t.Errorf("%q written as %q (%v), want %q", c.in, text, err, c.want)
		}
		r.Close()
	}
	plo := MustParseRange("AA**:0.5, KKQQds", Omaha4)
	defer plo.Close()
	again := MustParseRange(plo.String(), Omaha4)
	defer again.Close()
	sameRange(t, plo, again, plo.String())

	closed := MustParseRange("AA", Holdem)
	closed.Close()
	if _, err := closed.Text(); !errors.Is(err, ErrInvalidArgument) || closed.String() != "" {
		t.Errorf("a closed range: %v", err)
	}
}

func sameRange(t *testing.T, a, b *Range, text string) {
	t.Helper()
	ca, _ := a.Combos()
	cb, _ := b.Combos()
	if len(ca) != len(cb) {
		t.Fatalf("%q: %d combos, then %d", text, len(ca), len(cb))
	}
	for i := range ca {
		if ca[i] != cb[i] {
			t.Fatalf("%q: combo %d %+v, then %+v", text, i, ca[i], cb[i])
		}
	}
}

func TestRangeTextRoundTripsRandomRanges(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	all, _ := AllHands(Holdem)
	defer all.Close()
	hands, _ := all.Combos()
	weights := []float64{1, 1, 0.5, 0.25, 0.75}
	random := func() *Range {
		var combos []Combo
		density := rng.Float64()
		for _, h := range hands {
			if rng.Float64() < density {
				w := weights[rng.Intn(len(weights))]
				if rng.Intn(5) == 0 {
					w = 1 - rng.Float64()
				}
				combos = append(combos, Combo{Mask: h.Mask, Weight: w})
			}
		}
		r, err := RangeFromCombos(combos, Holdem)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	check := func(r *Range) {
		text, err := r.Text()
		if err != nil {
			t.Fatal(err)
		}
		again, err := ParseRange(text, Holdem)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		sameRange(t, r, again, text)
		again.Close()
	}
	for trial := 0; trial < 40; trial++ {
		a, b := random(), random()
		u, _ := a.Union(b)
		x, _ := a.Intersection(b)
		d, _ := a.Difference(b)
		for _, r := range []*Range{a, b, u, x, d} {
			check(r)
			r.Close()
		}
	}
}

func TestRangeGrammarAdditions(t *testing.T) {
	for _, text := range []string{"random", "XX", "xx"} {
		if r := MustParseRange(text, Holdem); r.Size() != 1326 {
			t.Errorf("%q: %d combos", text, r.Size())
		}
	}
	blocks := MustParseRange("[75]AA,KK[/75]\nQQ", Holdem)
	items := MustParseRange("AA:0.75, KK:0.75, QQ", Holdem)
	sameRange(t, blocks, items, "blocks")
	_, err := ParseRange("[75]AA,[50]KK[/50][/75]", Holdem)
	if !errors.Is(err, ErrParse) || !strings.Contains(err.Error(), "do not nest") {
		t.Errorf("nested blocks: %v", err)
	}
}

func TestGenerateTopPercentRangeByCombos(t *testing.T) {
	r, err := GenerateTopPercentRangeByCombos(0.10, Holdem)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if r.Size() != 134 || r.String() != "66+, AT+, A8s+, KJs+" {
		t.Fatalf("top 10%% by combos: %d combos, %q", r.Size(), r.String())
	}
	byClasses, _ := GenerateTopPercentRange(0.10, Holdem)
	defer byClasses.Close()
	if byClasses.Size() != 104 {
		t.Fatalf("top 10%% by classes: %d combos", byClasses.Size())
	}
	if _, err := GenerateTopPercentRangeByCombos(0, Holdem); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("0: %v", err)
	}
	if _, err := GenerateTopPercentRangeByCombos(0.1, Omaha4); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Omaha: %v", err)
	}
}
