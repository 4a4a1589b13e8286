package xiapl

// Replays tests/vectors/board.json (see vectors_test.go): flop textures, flop
// classes under groups of suit relabellings, every game's deck, the money
// facts of replayed hands, and the refusals.

import (
	"fmt"
	"reflect"
	"testing"
)

type boardVectors struct {
	Format   int `json:"format"`
	Textures []struct {
		Game      Game   `json:"game"`
		Flop      u64    `json:"flop"`
		Cards     string `json:"cards"`
		Texture   string `json:"texture"`
		Suits     string `json:"suits"`
		Pairing   string `json:"pairing"`
		Connected bool   `json:"connected"`
	} `json:"textures"`
	TextureErrors []struct {
		Game   Game   `json:"game"`
		Flop   u64    `json:"flop"`
		Status string `json:"status"`
	} `json:"texture_errors"`
	Classes []struct {
		Game         Game              `json:"game"`
		Relabellings []SuitRelabelling `json:"relabellings"`
		Count        int               `json:"count"`
		Total        uint64            `json:"total"`
		First        [][2]any          `json:"first"`
		Last         [][2]any          `json:"last"`
	} `json:"classes"`
	ClassErrors []struct {
		Game         Game              `json:"game"`
		Relabellings []SuitRelabelling `json:"relabellings"`
		Status       string            `json:"status"`
	} `json:"class_errors"`
	Decks []struct {
		Game  Game `json:"game"`
		Deck  u64  `json:"deck"`
		Cards int  `json:"cards"`
	} `json:"decks"`
	Money []struct {
		Name           string `json:"name"`
		Text           string `json:"text"`
		VoluntaryRound []int  `json:"voluntary_round"`
		RaiseRound     []int  `json:"raise_round"`
		FirstInRaiser  int    `json:"first_in_raiser"`
	} `json:"money"`
}

// classRows is a run of classes as the file writes them: [mask as text, weight].
func classRows(classes []FlopClass) [][2]any {
	out := make([][2]any, len(classes))
	for i, c := range classes {
		out[i] = [2]any{fmt.Sprint(uint64(c.Flop)), float64(c.Weight)}
	}
	return out
}

func TestVectorBoard(t *testing.T) {
	var v boardVectors
	loadVectorsStrict(t, "board.json", &v)
	if v.Format != 1 || len(v.Textures) == 0 || len(v.Classes) == 0 || len(v.Money) == 0 {
		t.Fatal("board.json is incomplete")
	}
	for _, row := range v.Textures {
		got, err := FlopTextureOf(row.Game, Mask(row.Flop))
		if err != nil {
			t.Errorf("%s: %v", row.Cards, err)
			continue
		}
		if got.Texture.String() != row.Texture || got.Suits.String() != row.Suits ||
			got.Pairing.String() != row.Pairing || got.Connected != row.Connected {
			t.Errorf("%s in %v: %+v", row.Cards, row.Game, got)
		}
	}
	for _, row := range v.TextureErrors {
		_, err := FlopTextureOf(row.Game, Mask(row.Flop))
		expectStatus(t, fmt.Sprint("texture of ", uint64(row.Flop)), err, row.Status)
	}
	for _, row := range v.Classes {
		got, err := FlopClasses(row.Game, row.Relabellings)
		if err != nil {
			t.Errorf("%v: %v", row.Relabellings, err)
			continue
		}
		var total uint64
		for _, c := range got {
			total += c.Weight
		}
		if len(got) != row.Count || total != row.Total || len(got) < len(row.First) {
			t.Errorf("%v: %d classes of %d flops", row.Relabellings, len(got), total)
			continue
		}
		if first := classRows(got[:len(row.First)]); !reflect.DeepEqual(first, row.First) {
			t.Errorf("%v: first classes %v, want %v", row.Relabellings, first, row.First)
		}
		if last := classRows(got[len(got)-len(row.Last):]); !reflect.DeepEqual(last, row.Last) {
			t.Errorf("%v: last classes %v, want %v", row.Relabellings, last, row.Last)
		}
	}
	for _, row := range v.ClassErrors {
		_, err := FlopClasses(row.Game, row.Relabellings)
		expectStatus(t, fmt.Sprint("classes under ", row.Relabellings), err, row.Status)
	}
	for _, row := range v.Decks {
		got, err := row.Game.Deck()
		if err != nil || got != Mask(row.Deck) || got.Len() != row.Cards {
			t.Errorf("%v: deck %x, %v", row.Game, uint64(got), err)
		}
	}
	for _, row := range v.Money {
		doc, err := ParsePHH(row.Text)
		if err != nil {
			t.Errorf("%s: %v", row.Name, err)
			continue
		}
		state, err := doc.Replay(0, "")
		doc.Close()
		if err != nil {
			t.Errorf("%s: replay: %v", row.Name, err)
			continue
		}
		facts, err := state.MoneyFacts()
		state.Close()
		want := MoneyFacts{VoluntaryRound: row.VoluntaryRound, RaiseRound: row.RaiseRound, FirstInRaiser: row.FirstInRaiser}
		if err != nil || !reflect.DeepEqual(facts, want) {
			t.Errorf("%s: %+v, %v; want %+v", row.Name, facts, err, want)
		}
	}
}
