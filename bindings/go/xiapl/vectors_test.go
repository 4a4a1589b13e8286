package xiapl

// Replays the shared vectors in tests/vectors (or $XIAPL_VECTORS_DIR): the
// Python, Node and Rust suites replay the same files.

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func vectorsDir() string {
	if dir := os.Getenv("XIAPL_VECTORS_DIR"); dir != "" {
		return dir
	}
	return filepath.Join("..", "..", "..", "tests", "vectors")
}

func loadVectors(t *testing.T, name string, into any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(vectorsDir(), name))
	if err != nil {
		t.Fatalf("cannot read the shared vectors (set XIAPL_VECTORS_DIR): %v", err)
	}
	if err := json.Unmarshal(data, into); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// u64 is a mask or seed written as a decimal string (JSON numbers lose bits past 2^53).
type u64 uint64

func (v *u64) UnmarshalJSON(data []byte) error {
	var text string
	if err := json.Unmarshal(data, &text); err != nil {
		return err
	}
	n, err := strconv.ParseUint(text, 10, 64)
	*v = u64(n)
	return err
}

func masks(values []u64) []Mask {
	out := make([]Mask, len(values))
	for i, v := range values {
		out[i] = Mask(v)
	}
	return out
}

func cardIDs(cards []Card) []int {
	out := make([]int, len(cards))
	for i, c := range cards {
		out[i] = int(c)
	}
	return out
}

func toCards(ids []int) []Card {
	out := make([]Card, len(ids))
	for i, id := range ids {
		out[i] = Card(id)
	}
	return out
}

// statusOf is the status name of err, which must be an *Error.
func statusOf(t *testing.T, what string, err error) string {
	t.Helper()
	var xe *Error
	if !errors.As(err, &xe) {
		t.Fatalf("%s: expected an *xiapl.Error, got %v", what, err)
	}
	if xe.Message == "" {
		t.Errorf("%s: the error has no message", what)
	}
	return xe.Status.String()
}

func expectStatus(t *testing.T, what string, err error, want string) {
	t.Helper()
	if got := statusOf(t, what, err); got != want {
		t.Errorf("%s: status %s, want %s (%v)", what, got, want, err)
	}
}

func TestVectorCards(t *testing.T) {
	var v struct {
		Format     int `json:"format"`
		ABIVersion int `json:"abi_version"`
		Cards      []struct {
			ID   int    `json:"id"`
			Name string `json:"name"`
			Rank int    `json:"rank"`
			Suit string `json:"suit"`
		} `json:"cards"`
		Parse []struct {
			Text string `json:"text"`
			ID   int    `json:"id"`
			Name string `json:"name"`
		} `json:"parse"`
		ParseErrors []struct {
			Text   string `json:"text"`
			Status string `json:"status"`
		} `json:"parse_errors"`
		ParseList []struct {
			Text string `json:"text"`
			IDs  []int  `json:"ids"`
		} `json:"parse_list"`
		ParseListErrors []struct {
			Text   string `json:"text"`
			Status string `json:"status"`
		} `json:"parse_list_errors"`
		Masks []struct {
			IDs       []int `json:"ids"`
			Mask      u64   `json:"mask"`
			SortedIDs []int `json:"sorted_ids"`
		} `json:"masks"`
		MaskFromIDsErrors []struct {
			IDs    []int  `json:"ids"`
			Status string `json:"status"`
		} `json:"mask_from_ids_errors"`
		MaskToIDsErrors []struct {
			Mask   u64    `json:"mask"`
			Status string `json:"status"`
		} `json:"mask_to_ids_errors"`
	}
	loadVectors(t, "cards.json", &v)
	if v.Format != 1 || v.ABIVersion/1000 != ABIMajor {
		t.Fatalf("cards.json: format %d, made with ABI %d.%d, want format 1, ABI %d.x", v.Format,
			v.ABIVersion/1000, v.ABIVersion%1000, ABIMajor)
	}
	if len(v.Cards) != 52 {
		t.Fatalf("cards.json lists %d cards", len(v.Cards))
	}
	for _, c := range v.Cards {
		card := Card(c.ID)
		if card.String() != c.Name || card.Rank() != c.Rank || string(card.Suit()) != c.Suit {
			t.Errorf("card %d: %s %d %c, want %s %d %s", c.ID, card, card.Rank(), card.Suit(), c.Name, c.Rank, c.Suit)
		}
	}
	for _, p := range v.Parse {
		card, err := ParseCard(p.Text)
		if err != nil || int(card) != p.ID || card.String() != p.Name {
			t.Errorf("ParseCard(%q) = %v, %v; want %d %s", p.Text, card, err, p.ID, p.Name)
		}
	}
	for _, p := range v.ParseErrors {
		_, err := ParseCard(p.Text)
		expectStatus(t, fmt.Sprintf("ParseCard(%q)", p.Text), err, p.Status)
	}
	for _, p := range v.ParseList {
		cards, err := ParseCards(p.Text)
		if err != nil || !reflect.DeepEqual(cardIDs(cards), p.IDs) {
			t.Errorf("ParseCards(%q) = %v, %v; want %v", p.Text, cards, err, p.IDs)
		}
	}
	for _, p := range v.ParseListErrors {
		_, err := ParseCards(p.Text)
		expectStatus(t, fmt.Sprintf("ParseCards(%q)", p.Text), err, p.Status)
	}
	for _, m := range v.Masks {
		mask, err := MaskOf(toCards(m.IDs)...)
		if err != nil || mask != Mask(m.Mask) {
			t.Errorf("MaskOf(%v) = %d, %v; want %d", m.IDs, mask, err, m.Mask)
		}
		cards, err := Mask(m.Mask).Cards()
		if err != nil || !reflect.DeepEqual(cardIDs(cards), m.SortedIDs) {
			t.Errorf("Mask(%d).Cards() = %v, %v; want %v", m.Mask, cards, err, m.SortedIDs)
		}
		if Mask(m.Mask).Len() != len(m.SortedIDs) {
			t.Errorf("Mask(%d).Len() = %d", m.Mask, Mask(m.Mask).Len())
		}
	}
	for _, m := range v.MaskFromIDsErrors {
		_, err := MaskOf(toCards(m.IDs)...)
		expectStatus(t, fmt.Sprintf("MaskOf(%v)", m.IDs), err, m.Status)
	}
	for _, m := range v.MaskToIDsErrors {
		_, err := Mask(m.Mask).Cards()
		expectStatus(t, fmt.Sprintf("Mask(%d).Cards()", m.Mask), err, m.Status)
	}
}

func TestVectorDeck(t *testing.T) {
	var v struct {
		Shuffles []struct {
			Seed  u64   `json:"seed"`
			Order []int `json:"order"`
		} `json:"shuffles"`
		Scenarios []struct {
			Name  string `json:"name"`
			Steps []struct {
				Op     string `json:"op"`
				Seed   u64    `json:"seed"`
				Count  int    `json:"count"`
				Mask   u64    `json:"mask"`
				Cards  []int  `json:"cards"`
				Status string `json:"status"`
			} `json:"steps"`
		} `json:"scenarios"`
	}
	loadVectors(t, "deck.json", &v)
	if len(v.Shuffles) == 0 || len(v.Scenarios) == 0 {
		t.Fatal("deck.json is empty")
	}
	for _, s := range v.Shuffles {
		deck, err := NewDeck()
		if err != nil {
			t.Fatal(err)
		}
		if err := deck.Shuffle(uint64(s.Seed)); err != nil {
			t.Fatal(err)
		}
		cards, _ := deck.Cards()
		if !reflect.DeepEqual(cardIDs(cards), s.Order) {
			t.Errorf("seed %d: order %v, want %v", s.Seed, cardIDs(cards), s.Order)
		}
		deck.Close()
	}
	for _, sc := range v.Scenarios {
		t.Run(sc.Name, func(t *testing.T) {
			deck, err := NewDeck()
			if err != nil {
				t.Fatal(err)
			}
			defer deck.Close()
			for i, step := range sc.Steps {
				var got []Card
				switch step.Op {
				case "shuffle":
					err = deck.Shuffle(uint64(step.Seed))
				case "deal":
					got, err = deck.Deal(step.Count)
				case "burn":
					err = deck.Burn(step.Count)
				case "remove":
					err = deck.Remove(Mask(step.Mask))
				case "reset":
					err = deck.Reset()
				case "cards":
					got, err = deck.Cards()
				default:
					t.Fatalf("unknown op %q", step.Op)
				}
				what := fmt.Sprintf("step %d (%s)", i, step.Op)
				if step.Status != "" {
					expectStatus(t, what, err, step.Status)
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", what, err)
				}
				if step.Cards != nil && !reflect.DeepEqual(cardIDs(got), step.Cards) {
					t.Errorf("%s: %v, want %v", what, cardIDs(got), step.Cards)
				}
			}
		})
	}
}

type strengthRow struct {
	Strength     int    `json:"strength"`
	Category     int    `json:"category"`
	CategoryName string `json:"category_name"`
	Kickers      []int  `json:"kickers"`
	Describe     string `json:"describe"`
	HandName     string `json:"hand_name"`
}

func checkStrength(t *testing.T, what string, s Strength, row strengthRow) {
	t.Helper()
	if int(s) != row.Strength {
		t.Errorf("%s: strength %d, want %d", what, s, row.Strength)
		return
	}
	category, err := s.Category()
	if err != nil || int(category) != row.Category ||
		strings.ToUpper(category.String()) != strings.ReplaceAll(row.CategoryName, "_", "") {
		t.Errorf("%s: category %v, %v; want %d %s", what, category, err, row.Category, row.CategoryName)
	}
	kickers, err := s.Kickers()
	if err != nil || !reflect.DeepEqual(kickers, row.Kickers) {
		t.Errorf("%s: kickers %v, %v; want %v", what, kickers, err, row.Kickers)
	}
	if text, err := s.Describe(); err != nil || text != row.Describe || s.String() != row.Describe {
		t.Errorf("%s: describe %q, %v; want %q", what, text, err, row.Describe)
	}
	if name, err := s.Name(); err != nil || name != row.HandName {
		t.Errorf("%s: name %q, %v; want %q", what, name, err, row.HandName)
	}
}

type evalVectors struct {
	Hands []struct {
		strengthRow
		Cards string `json:"cards"`
		IDs   []int  `json:"ids"`
		Mask  u64    `json:"mask"`
	} `json:"hands"`
	Strengths []strengthRow `json:"strengths"`
	Games     []struct {
		Game      Game   `json:"game"`
		GameName  string `json:"game_name"`
		Board     string `json:"board"`
		Hole      string `json:"hole"`
		BoardMask u64    `json:"board_mask"`
		HoleMask  u64    `json:"hole_mask"`
		Strength  int    `json:"strength"`
		BestFive  u64    `json:"best_five"`
		HoleUsed  u64    `json:"hole_used"`
	} `json:"games"`
	Errors []struct {
		Call     string `json:"call"`
		Mask     u64    `json:"mask"`
		IDs      []int  `json:"ids"`
		Board    u64    `json:"board"`
		Hole     u64    `json:"hole"`
		Game     Game   `json:"game"`
		Strength int    `json:"strength"`
		Masks    []u64  `json:"masks"`
		Boards   []u64  `json:"boards"`
		Holes    []u64  `json:"holes"`
		Status   string `json:"status"`
	} `json:"errors"`
}

func TestVectorEval(t *testing.T) {
	var v evalVectors
	loadVectors(t, "eval.json", &v)
	if len(v.Hands) == 0 || len(v.Games) == 0 || len(v.Errors) == 0 {
		t.Fatal("eval.json is incomplete")
	}
	all := make([]Mask, len(v.Hands))
	want := make([]uint16, len(v.Hands))
	for i, h := range v.Hands {
		s, err := EvaluateMask(Mask(h.Mask))
		if err != nil {
			t.Fatalf("EvaluateMask(%s): %v", h.Cards, err)
		}
		checkStrength(t, h.Cards, s, h.strengthRow)
		if s2, err := EvaluateCards(toCards(h.IDs)); err != nil || int(s2) != h.Strength {
			t.Errorf("EvaluateCards(%s) = %d, %v", h.Cards, s2, err)
		}
		if s3, err := EvaluateCards(MustParseCards(h.Cards)); err != nil || int(s3) != h.Strength {
			t.Errorf("EvaluateCards(parse %q) = %d, %v", h.Cards, s3, err)
		}
		all[i], want[i] = Mask(h.Mask), uint16(h.Strength)
	}
	got, err := EvaluateMany(all)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("EvaluateMany: %v", err)
	}
	for _, row := range v.Strengths {
		checkStrength(t, fmt.Sprint(row.Strength), Strength(row.Strength), row)
	}
	for g := Holdem; g <= Omaha6; g++ {
		var boards, holes []Mask
		var expected []uint16
		for _, row := range v.Games {
			if row.Game != g {
				continue
			}
			what := fmt.Sprintf("%s %s | %s", row.GameName, row.Hole, row.Board)
			if g, err := ParseGame(row.GameName); err != nil || g != row.Game {
				t.Errorf("%s: ParseGame(%q) = %v, %v", what, row.GameName, g, err)
			}
			s, err := EvaluateHand(Mask(row.BoardMask), Mask(row.HoleMask), row.Game)
			if err != nil || int(s) != row.Strength {
				t.Errorf("EvaluateHand(%s) = %d, %v; want %d", what, s, err, row.Strength)
			}
			best, err := BestHand(Mask(row.BoardMask), Mask(row.HoleMask), row.Game)
			if err != nil || best.Five != Mask(row.BestFive) || best.HoleUsed != Mask(row.HoleUsed) ||
				int(best.Strength) != row.Strength {
				t.Errorf("BestHand(%s) = %+v, %v", what, best, err)
			}
			boards = append(boards, Mask(row.BoardMask))
			holes = append(holes, Mask(row.HoleMask))
			expected = append(expected, uint16(row.Strength))
		}
		if len(boards) == 0 {
			t.Fatalf("no %s rows in eval.json", g)
		}
		got, err := EvaluateHandsMany(boards, holes, g)
		if err != nil || !reflect.DeepEqual(got, expected) {
			t.Errorf("EvaluateHandsMany(%s): %v, %v", g, got, err)
		}
	}
	for i, e := range v.Errors {
		var err error
		switch e.Call {
		case "evaluate_mask":
			_, err = EvaluateMask(Mask(e.Mask))
		case "evaluate_ids":
			_, err = EvaluateCards(toCards(e.IDs))
		case "evaluate_hand":
			_, err = EvaluateHand(Mask(e.Board), Mask(e.Hole), e.Game)
		case "best_hand":
			_, err = BestHand(Mask(e.Board), Mask(e.Hole), e.Game)
		case "strength_category":
			_, err = Strength(e.Strength).Category()
		case "strength_kickers":
			_, err = Strength(e.Strength).Kickers()
		case "describe_strength":
			_, err = Strength(e.Strength).Describe()
		case "hand_name":
			_, err = Strength(e.Strength).Name()
		case "evaluate_many":
			_, err = EvaluateMany(masks(e.Masks))
		case "evaluate_hands_many":
			_, err = EvaluateHandsMany(masks(e.Boards), masks(e.Holes), e.Game)
		default:
			t.Fatalf("unknown call %q in eval.json", e.Call)
		}
		expectStatus(t, fmt.Sprintf("errors[%d] %s", i, e.Call), err, e.Status)
	}
}

func TestVectorJudge(t *testing.T) {
	var v struct {
		Cases []struct {
			Game      Game   `json:"game"`
			Board     string `json:"board"`
			BoardMask u64    `json:"board_mask"`
			Holes     []string
			HoleMasks []u64 `json:"hole_masks"`
			Strengths []int `json:"strengths"`
			Winners   []int `json:"winners"`
		} `json:"cases"`
		Errors []struct {
			Board     u64    `json:"board"`
			HoleMasks []u64  `json:"hole_masks"`
			Game      Game   `json:"game"`
			Status    string `json:"status"`
		} `json:"errors"`
	}
	loadVectors(t, "judge.json", &v)
	if len(v.Cases) == 0 || len(v.Errors) == 0 {
		t.Fatal("judge.json is incomplete")
	}
	for _, c := range v.Cases {
		winners, err := Judge(masks(c.HoleMasks), Mask(c.BoardMask), c.Game)
		if err != nil || !reflect.DeepEqual(winners, c.Winners) {
			t.Errorf("Judge(%s, %v on %s) = %v, %v; want %v", c.Game, c.Holes, c.Board, winners, err, c.Winners)
		}
		for i, h := range c.HoleMasks {
			if s, err := EvaluateHand(Mask(c.BoardMask), Mask(h), c.Game); err != nil || int(s) != c.Strengths[i] {
				t.Errorf("%s %s on %s: %d, %v; want %d", c.Game, c.Holes[i], c.Board, s, err, c.Strengths[i])
			}
		}
	}
	for i, e := range v.Errors {
		_, err := Judge(masks(e.HoleMasks), Mask(e.Board), e.Game)
		expectStatus(t, fmt.Sprintf("judge errors[%d]", i), err, e.Status)
	}
}
