package xiapl

import (
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

// shuffledClones makes a shuffled, burned deck, clones it twice and drops it
// without Close, so only the finalizer can free it.
func shuffledClones(t *testing.T) (*Deck, *Deck, []Card) {
	t.Helper()
	deck, err := NewDeck()
	if err != nil {
		t.Fatal(err)
	}
	if err := deck.Shuffle(20240611); err != nil {
		t.Fatal(err)
	}
	if err := deck.Burn(3); err != nil {
		t.Fatal(err)
	}
	want, err := deck.Cards()
	if err != nil {
		t.Fatal(err)
	}
	a, err := deck.Clone()
	if err != nil {
		t.Fatal(err)
	}
	b, err := deck.Clone()
	if err != nil {
		t.Fatal(err)
	}
	return a, b, want
}

func TestDeckCloneOutlivesOriginal(t *testing.T) {
	a, b, want := shuffledClones(t)
	defer a.Close()
	defer b.Close()
	runtime.GC() // the original is unreachable: its finalizer frees it
	runtime.GC()
	if got, _ := a.Cards(); len(got) != 49 || !reflect.DeepEqual(got, want) {
		t.Fatalf("the clone holds %v, want the original's %v", got, want)
	}
	fromA, err := a.Deal(5)
	if err != nil {
		t.Fatal(err)
	}
	fromB, err := b.Deal(5)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(fromA, fromB) || !reflect.DeepEqual(fromA, want[:5]) {
		t.Fatalf("the clones deal %v and %v, want %v", fromA, fromB, want[:5])
	}
	// Each clone owns its cards: dealing from one leaves the other alone.
	if _, err := a.Deal(2); err != nil {
		t.Fatal(err)
	}
	if a.Len() != 42 || b.Len() != 44 {
		t.Fatalf("after dealing 7 and 5: %d and %d cards", a.Len(), b.Len())
	}
	// The same seeded shuffle of the same cards gives the same order.
	c, err := b.Clone()
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Shuffle(99); err != nil {
		t.Fatal(err)
	}
	if err := c.Shuffle(99); err != nil {
		t.Fatal(err)
	}
	cb, _ := b.Cards()
	cc, _ := c.Cards()
	if !reflect.DeepEqual(cb, cc) {
		t.Fatalf("one seed, two orders: %v and %v", cb, cc)
	}
	// Closing a clone leaves the deck it came from valid.
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if b.Len() != 44 {
		t.Fatalf("closing a clone changed its source: %d cards", b.Len())
	}
	if _, err := c.Clone(); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("cloning a closed deck: %v", err)
	}
}

func TestDeckClonesFreedByFinalizer(t *testing.T) {
	deck, err := NewDeck()
	if err != nil {
		t.Fatal(err)
	}
	defer deck.Close()
	for i := 0; i < 1000; i++ {
		clone, err := deck.Clone()
		if err != nil {
			t.Fatal(err)
		}
		_ = clone.Shuffle(uint64(i))
	}
	runtime.GC()
	runtime.GC()
}

func TestDeckSetCards(t *testing.T) {
	deck, err := NewDeck()
	if err != nil {
		t.Fatal(err)
	}
	defer deck.Close()
	front := []Card{51, 0, 17, 33}
	if err := deck.SetCards(front); err != nil {
		t.Fatal(err)
	}
	if got, _ := deck.Cards(); !reflect.DeepEqual(got, front) {
		t.Fatalf("SetCards(%v) holds %v", front, got)
	}
	refused := map[string][]Card{
		"a repeated id":      {3, 4, 3},
		"id 52":              {1, 52},
		"id -1":              {-1},
		"an id beyond int32": {Card(1 << 40)},
		"more than 52 cards": make([]Card, 53),
	}
	for name, cards := range refused {
		err := deck.SetCards(cards)
		var e *Error
		if !errors.Is(err, ErrInvalidArgument) || !errors.As(err, &e) || e.Message == "" {
			t.Errorf("%s: %v", name, err)
		}
		if got, _ := deck.Cards(); !reflect.DeepEqual(got, front) {
			t.Errorf("%s changed the deck to %v", name, got)
		}
	}
	if err := deck.SetCards(nil); err != nil || deck.Len() != 0 {
		t.Fatalf("SetCards(nil): %v, %d cards", err, deck.Len())
	}
	if _, err := deck.Deal(1); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("dealing from an empty deck: %v", err)
	}
	all := make([]Card, 52)
	for i := range all {
		all[i] = Card(51 - i)
	}
	if err := deck.SetCards(all); err != nil {
		t.Fatal(err)
	}
	if dealt, _ := deck.Deal(2); !reflect.DeepEqual(dealt, []Card{51, 50}) {
		t.Fatalf("dealt %v from the front", dealt)
	}
	deck.Close()
	if err := deck.SetCards(front); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("a closed deck: %v", err)
	}
}

// seededHand is a three-seat hand from a seed, through the flop to the turn
// deal: preflop calls, a random flop, a bet and a call.
func seededHand(t *testing.T) *TableState {
	t.Helper()
	blinds, err := StandardBlinds(3, 0, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	s, err := StartHand(TableConfig{Stacks: []int64{200, 150, 300}, Blinds: blinds, Antes: []int64{1, 1, 1},
		Seed: 0xC0FFEE, RandomHoles: true})
	if err != nil {
		t.Fatal(err)
	}
	s = ok(t)(s.Call())
	s = ok(t)(s.Call())
	s = ok(t)(s.Check())
	s = ok(t)(s.DealRandom())
	s = ok(t)(s.Check())
	s = ok(t)(s.BetOrRaiseTo(10))
	s = ok(t)(s.Call())
	s = ok(t)(s.Fold())
	if info, _ := s.Info(); info.Phase != PhaseDealing || info.CardsNeeded != 1 {
		t.Fatalf("the hand should wait for the turn: %+v", info)
	}
	return s
}

func TestTableStateTextRoundTrip(t *testing.T) {
	s := seededHand(t)
	defer s.Close()
	text, err := s.ToText()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text, "xiapl-table-state 1\n") || !strings.HasSuffix(text, "\n") ||
		!strings.Contains(text, "\ndraw ") {
		t.Fatalf("unexpected text:\n%s", text)
	}
	copied, err := TableStateFromText(text)
	if err != nil {
		t.Fatal(err)
	}
	defer copied.Close()
	if again, err := copied.ToText(); err != nil || again != text {
		t.Fatalf("the copy's text differs (%v):\n%s\nwant\n%s", err, again, text)
	}
	wantInfo, _ := s.Info()
	gotInfo, _ := copied.Info()
	wantHoles, _ := s.HoleCards()
	gotHoles, _ := copied.HoleCards()
	if gotInfo != wantInfo || !reflect.DeepEqual(gotHoles, wantHoles) {
		t.Fatalf("the copy is %+v %v, want %+v %v", gotInfo, gotHoles, wantInfo, wantHoles)
	}
	sound(t, copied, wantInfo.TotalChips)
	// The copy continues the seeded stream exactly as the original does.
	next := ok(t)(s.DealRandom())
	defer next.Close()
	nextCopy := ok(t)(copied.DealRandom())
	defer nextCopy.Close()
	a, _ := next.Info()
	b, _ := nextCopy.Info()
	if a.Board != b.Board || a.Board == wantInfo.Board {
		t.Fatalf("the turn: original %x, copy %x (flop %x)", a.Board, b.Board, wantInfo.Board)
	}
	ta, _ := next.ToText()
	tb, _ := nextCopy.ToText()
	if ta != tb {
		t.Fatalf("the texts after the turn differ:\n%s\n%s", ta, tb)
	}
	// A closed state has no text.
	s.Close()
	if _, err := s.ToText(); !errors.Is(err, ErrInvalidArgument) {
		t.Fatalf("ToText of a closed state: %v", err)
	}
}

func TestTableStateFromBadText(t *testing.T) {
	if _, err := TableStateFromText(""); !errors.Is(err, ErrParse) {
		t.Fatalf("empty text: %v", err)
	}
	if _, err := TableStateFromText("not a table\n"); !errors.Is(err, ErrParse) {
		t.Fatalf("a wrong header: %v", err)
	}
	blinds, _ := StandardBlinds(2, 0, 1, 2)
	s, err := StartHand(TableConfig{Stacks: []int64{100, 100}, Blinds: blinds, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	info, _ := s.Info()
	text, err := s.ToText()
	if err != nil {
		t.Fatal(err)
	}
	line := strings.Count(text, "\n") + 1
	// A check facing the big blind: a step the rules refuse.
	_, err = TableStateFromText(text + fmt.Sprintf("act %d %d 0\n", info.Actor, int(Check)))
	if !errors.Is(err, ErrInvalidArgument) || errors.Is(err, ErrParse) ||
		!strings.Contains(err.Error(), fmt.Sprintf("line %d", line)) {
		t.Fatalf("an illegal action line: %v", err)
	}
	// A line outside the grammar.
	_, err = TableStateFromText(text + "act 0 call 0\n")
	if !errors.Is(err, ErrParse) || !strings.Contains(err.Error(), fmt.Sprintf("line %d", line)) {
		t.Fatalf("a garbled action line: %v", err)
	}
	// The legal action is fine, and the text needs no NUL or final newline.
	good := text + fmt.Sprintf("act %d %d 0", info.Actor, int(Call))
	next, err := TableStateFromText(good)
	if err != nil {
		t.Fatal(err)
	}
	defer next.Close()
	if got, _ := next.Info(); got.HistoryLen != 1 {
		t.Fatalf("history after one action: %d", got.HistoryLen)
	}
}
