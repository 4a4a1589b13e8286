package xiapl

import (
	"reflect"
	"strings"
	"testing"
)

// Cards keep the order in which they were dealt: the board, the hole cards,
// the history's rows and the PHH written back.
func TestCardsKeepTheOrderDealt(t *testing.T) {
	state, err := StartHand(TableConfig{
		Stacks:    []int64{100, 100},
		Blinds:    []int64{1, 2},
		HoleCards: []Mask{MustParseMask("7h6h"), 0},
		HoleOrder: [][]Card{MustParseCards("7h6h"), nil},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got, err := state.HoleCardsInOrder(0); err != nil || !reflect.DeepEqual(got, MustParseCards("7h6h")) {
		t.Fatalf("HoleCardsInOrder(0) = %v, %v", got, err)
	}
	if got, err := state.HoleCardsInOrder(1); err != nil || len(got) != 0 {
		t.Fatalf("HoleCardsInOrder(1) = %v, %v", got, err)
	}
	if _, err := state.HoleCardsInOrder(5); err == nil {
		t.Fatal("seat 5 of a 2-seat table was read")
	}
	for _, step := range []ActionKind{CheckOrCall, CheckOrCall} {
		if state, err = state.Apply(step, 0); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := state.DealCards([]Card{9, 9, 3}); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Fatalf("a card dealt twice: %v", err)
	}
	if state, err = state.DealCards(MustParseCards("Jc3d5c")); err != nil {
		t.Fatal(err)
	}
	if got, err := state.BoardCards(); err != nil || !reflect.DeepEqual(got, MustParseCards("Jc3d5c")) {
		t.Fatalf("BoardCards = %v, %v", got, err)
	}
	rows, err := state.HistoryCards()
	if err != nil || len(rows) != 3 || len(rows[0]) != 0 || !reflect.DeepEqual(rows[2], MustParseCards("Jc3d5c")) {
		t.Fatalf("HistoryCards = %v, %v", rows, err)
	}
	doc, err := state.PHH("")
	if err != nil {
		t.Fatal(err)
	}
	defer doc.Close()
	text, err := doc.Text(0)
	if err != nil || !strings.Contains(text, `"d dh p2 7h6h"`) || !strings.Contains(text, `"d db Jc3d5c"`) {
		t.Fatalf("PHH text %q, %v", text, err)
	}
	// A deal given as a mask lists its cards in card-id order.
	masked, err := StartHand(TableConfig{Stacks: []int64{100, 100}, Blinds: []int64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	masked, _ = masked.CheckOrCall()
	masked, _ = masked.CheckOrCall()
	if masked, err = masked.Deal(MustParseMask("Jc3d5c")); err != nil {
		t.Fatal(err)
	}
	if got, _ := masked.BoardCards(); !reflect.DeepEqual(got, MustParseCards("5cJc3d")) {
		t.Fatalf("a mask's board = %v", got)
	}
}

// A draw game's ordered hole deals and discards.
func TestDrawCardsKeepTheirOrder(t *testing.T) {
	state, err := StartHand(TableConfig{Game: Lowball27, Betting: NoLimit, Stacks: []int64{100, 100}, Blinds: []int64{1, 2}})
	if err != nil {
		t.Fatal(err)
	}
	dealt := map[int][]Card{}
	for _, text := range []string{"7c2d9h4s3c", "Kh8d5s6cTd"} {
		info, _ := state.Info()
		cards := MustParseCards(text)
		if state, err = state.DealHoleCards(info.DealSeat, cards, 0); err != nil {
			t.Fatal(err)
		}
		dealt[info.DealSeat] = cards
	}
	for seat, cards := range dealt {
		if got, _ := state.HoleCardsInOrder(seat); !reflect.DeepEqual(got, cards) {
			t.Fatalf("seat %d holds %v, dealt %v", seat, got, cards)
		}
	}
	for info, _ := state.Info(); info.Phase == PhaseBetting; info, _ = state.Info() {
		if state, err = state.CheckOrCall(); err != nil {
			t.Fatal(err)
		}
	}
	info, _ := state.Info()
	held, _ := state.HoleCardsInOrder(info.Actor)
	thrown := []Card{held[3], held[1], UnknownCard}
	if _, err := state.DiscardCards(thrown); err == nil {
		t.Fatal("an unseen card discarded by a seat that holds none")
	}
	thrown = thrown[:2]
	if state, err = state.DiscardCards(thrown); err != nil {
		t.Fatal(err)
	}
	rows, _ := state.HistoryCards()
	if !reflect.DeepEqual(rows[len(rows)-1], thrown) {
		t.Fatalf("the draw's row %v, discarded %v", rows[len(rows)-1], thrown)
	}
	if got, _ := state.HoleCardsInOrder(info.Actor); !reflect.DeepEqual(got, []Card{held[0], held[2], held[4]}) {
		t.Fatalf("kept %v of %v", got, held)
	}
}

// PHHAction.CardIDs are the cards in the order written.
func TestPHHActionCardIDs(t *testing.T) {
	action, err := ParsePHHAction("d db Jc3d5c")
	if err != nil {
		t.Fatal(err)
	}
	if ids, err := action.CardIDs(); err != nil || !reflect.DeepEqual(ids, []Card{9, 14, 3}) {
		t.Fatalf("CardIDs = %v, %v", ids, err)
	}
	action, _ = ParsePHHAction("d dh p3 7h6h????")
	if ids, err := action.CardIDs(); err != nil || !reflect.DeepEqual(ids, []Card{31, 30}) {
		t.Fatalf("CardIDs = %v, %v", ids, err)
	}
	if n, err := action.UnknownCount(); err != nil || n != 2 {
		t.Fatalf("UnknownCount = %d, %v", n, err)
	}
	if ids, err := (PHHAction{Actor: 1, Verb: "f"}).CardIDs(); err != nil || len(ids) != 0 {
		t.Fatalf("a fold's CardIDs = %v, %v", ids, err)
	}
}

// A replayed hand keeps the order its file wrote.
func TestReplayKeepsTheWrittenOrder(t *testing.T) {
	doc, err := ParsePHH(readFixture(t, "dwan-ivey-2009.phh"))
	if err != nil {
		t.Fatal(err)
	}
	defer doc.Close()
	state, err := doc.Replay(0, "")
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := state.BoardCards(); !reflect.DeepEqual(got, MustParseCards("Jc3d5c4hJh")) {
		t.Fatalf("BoardCards = %v", got)
	}
	if got, _ := state.HoleCardsInOrder(2); !reflect.DeepEqual(got, MustParseCards("7h6h")) {
		t.Fatalf("HoleCardsInOrder(2) = %v", got)
	}
	back, err := state.PHH("")
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	text, _ := back.Text(0)
	if !strings.Contains(text, `"d dh p3 7h6h"`) || !strings.Contains(text, `"d db Jc3d5c"`) {
		t.Fatalf("written back:\n%s", text)
	}
}
