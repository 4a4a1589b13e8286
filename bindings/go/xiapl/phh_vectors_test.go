package xiapl

// Replays tests/vectors/phh.json (see vectors_test.go): each hand's chip
// unit, game, replay, pot results, history length, written text and all-in
// equity; the same texts in one ReplayTexts call; unsupported variants; and
// refused texts.

import (
	"errors"
	"math"
	"reflect"
	"strings"
	"testing"
)

type phhVectorPot struct {
	Amount   int64     `json:"amount"`
	Eligible uint64    `json:"eligible"`
	Equity   []float64 `json:"equity"`
}

type phhVectorSpot struct {
	Street   Street         `json:"street"`
	Board    u64            `json:"board"`
	Dead     u64            `json:"dead"`
	Expected []float64      `json:"expected"`
	Pots     []phhVectorPot `json:"pots"`
}

type phhVectors struct {
	Format int `json:"format"`
	Hands  []struct {
		Name        string  `json:"name"`
		Text        string  `json:"text"`
		ChipUnit    string  `json:"chip_unit"`
		Game        Game    `json:"game"`
		Players     int     `json:"players"`
		FinalStacks []int64 `json:"final_stacks"`
		Won         []int64 `json:"won"`
		PotResults  []struct {
			Amount       int64   `json:"amount"`
			Winners      uint64  `json:"winners"`
			Won          []int64 `json:"won"`
			HighWinners  uint64  `json:"high_winners"`
			LowWinners   uint64  `json:"low_winners"`
			OddChips     int64   `json:"odd_chips"`
			OddChipSeats uint64  `json:"odd_chip_seats"`
			Order        []int   `json:"order"`
		} `json:"pot_results"`
		HistoryLen int64           `json:"history_len"`
		Streets    [][2]int        `json:"streets"`
		Written    string          `json:"written"`
		AllIn      []phhVectorSpot `json:"allin"`
	} `json:"hands"`
	Unsupported []struct {
		Name   string `json:"name"`
		Text   string `json:"text"`
		Status string `json:"status"`
	} `json:"unsupported"`
	Errors []struct {
		Text            string `json:"text"`
		Replay          bool   `json:"replay"`
		Status          string `json:"status"`
		MessageContains string `json:"message_contains"`
	} `json:"errors"`
	Warnings []struct {
		Name     string   `json:"name"`
		Text     string   `json:"text"`
		Streets  [][2]int `json:"streets"`
		Warnings []struct {
			Kind   string `json:"kind"`
			Step   int    `json:"step"`
			Seat   int    `json:"seat"`
			Player int    `json:"player"`
			Street Street `json:"street"`
			Text   string `json:"text"`
		} `json:"warnings"`
	} `json:"warnings"`
}

// streetsOf is each step's [street, draw].
func streetsOf(t *testing.T, s *TableState) [][2]int {
	t.Helper()
	history, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	out := make([][2]int, len(history))
	for i, h := range history {
		out[i] = [2]int{int(h.Street), h.Draw}
	}
	return out
}

func TestPHHWarningVectors(t *testing.T) {
	var v phhVectors
	loadVectors(t, "phh.json", &v)
	if len(v.Warnings) == 0 {
		t.Fatal("phh.json: no warnings")
	}
	for _, w := range v.Warnings {
		doc, err := ParsePHH(w.Text)
		if err != nil {
			t.Fatalf("%s: %v", w.Name, err)
		}
		state, err := doc.Replay(0, "")
		doc.Close()
		if err != nil {
			t.Fatalf("%s: %v", w.Name, err)
		}
		got, err := state.Warnings()
		if err != nil || len(got) != len(w.Warnings) {
			t.Fatalf("%s: %+v, %v; want %+v", w.Name, got, err, w.Warnings)
		}
		texts, _ := state.ReplayWarnings()
		for i, want := range w.Warnings {
			g := got[i]
			if g.Kind != WarningNeedlessFold || want.Kind != "needless_fold" || g.Step != want.Step ||
				g.Seat != want.Seat || g.Player != want.Player || g.Street != want.Street || g.Text != want.Text ||
				texts[i] != want.Text {
				t.Errorf("%s: warning %d is %+v, want %+v", w.Name, i, g, want)
			}
		}
		if got := streetsOf(t, state); !reflect.DeepEqual(got, w.Streets) {
			t.Errorf("%s: streets %v, want %v", w.Name, got, w.Streets)
		}
		state.Close()
	}
}

// seatBits is the bit mask of seats (bit s = seat s).
func seatBits(seats []int) uint64 {
	var bits uint64
	for _, seat := range seats {
		bits |= 1 << seat
	}
	return bits
}

func TestPHHVectors(t *testing.T) {
	var v phhVectors
	loadVectors(t, "phh.json", &v)
	if v.Format != 1 || len(v.Hands) == 0 || len(v.Unsupported) == 0 || len(v.Errors) == 0 {
		t.Fatalf("phh.json: format %d, %d hands, %d unsupported, %d errors", v.Format, len(v.Hands),
			len(v.Unsupported), len(v.Errors))
	}
	texts := make([]string, len(v.Hands))
	for i, h := range v.Hands {
		texts[i] = h.Text
		doc, err := ParsePHH(h.Text)
		if err != nil {
			t.Errorf("%s: %v", h.Name, err)
			continue
		}
		if unit, err := doc.ChipUnit(0); err != nil || unit != h.ChipUnit {
			t.Errorf("%s: chip unit %q, %v; want %q", h.Name, unit, err, h.ChipUnit)
		}
		if info, err := doc.Info(0); err != nil || info.Game != h.Game || info.Players != h.Players {
			t.Errorf("%s: info %+v, %v; want game %v, %d players", h.Name, info, err, h.Game, h.Players)
		}
		written, err := doc.Text(0)
		if err != nil || written != h.Written {
			t.Errorf("%s: written as\n%s\nwant\n%s", h.Name, written, h.Written)
		}
		if again, err := ParsePHH(written); err != nil {
			t.Errorf("%s: the written text: %v", h.Name, err)
		} else {
			if text, _ := again.Text(0); text != h.Written {
				t.Errorf("%s: the written text reads back as\n%s", h.Name, text)
			}
			again.Close()
		}

		state, err := doc.Replay(0, "")
		doc.Close()
		if err != nil {
			t.Errorf("%s: replay: %v", h.Name, err)
			continue
		}
		stacks, _ := state.Stacks()
		won, _ := state.Won()
		if !reflect.DeepEqual(stacks, h.FinalStacks) || !reflect.DeepEqual(won, h.Won) {
			t.Errorf("%s: stacks %v won %v, want %v and %v", h.Name, stacks, won, h.FinalStacks, h.Won)
		}
		results, err := state.PotResults()
		if err != nil || len(results) != len(h.PotResults) {
			t.Errorf("%s: pot results %+v, %v; want %d", h.Name, results, err, len(h.PotResults))
		} else {
			for k, r := range results {
				want := h.PotResults[k]
				if r.Amount != want.Amount || seatBits(r.Winners) != want.Winners || !reflect.DeepEqual(r.Won, want.Won) ||
					seatBits(r.HighWinners) != want.HighWinners || seatBits(r.LowWinners) != want.LowWinners ||
					r.OddChips != want.OddChips || seatBits(r.OddChipSeats) != want.OddChipSeats ||
					!reflect.DeepEqual(r.Order, want.Order) {
					t.Errorf("%s: pot %d is %+v, want %+v", h.Name, k, r, want)
				}
			}
		}
		if history, err := state.History(); err != nil || int64(len(history)) != h.HistoryLen {
			t.Errorf("%s: %d steps of history (%v), want %d", h.Name, len(history), err, h.HistoryLen)
		}
		if got := streetsOf(t, state); !reflect.DeepEqual(got, h.Streets) {
			t.Errorf("%s: streets %v, want %v", h.Name, got, h.Streets)
		}
		spots, err := state.AllInEquity(true, 0)
		if err != nil {
			t.Errorf("%s: all-in equity: %v", h.Name, err)
		} else {
			checkAllInVector(t, h.Name, spots, h.AllIn)
		}
		state.Close()
	}

	// The same texts in one batch give the same stacks.
	results, err := ReplayTexts(texts, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range results {
		if r.Err != nil {
			t.Errorf("%s in a batch: %v", v.Hands[i].Name, r.Err)
			continue
		}
		if stacks, _ := r.State.Stacks(); !reflect.DeepEqual(stacks, v.Hands[i].FinalStacks) {
			t.Errorf("%s in a batch: stacks %v, want %v", v.Hands[i].Name, stacks, v.Hands[i].FinalStacks)
		}
		r.State.Close()
	}

	for _, u := range v.Unsupported {
		_, err := ParsePHH(u.Text)
		if got := statusOf(t, u.Name, err); got != u.Status {
			t.Errorf("%s: %s, want %s", u.Name, got, u.Status)
		}
		if !errors.Is(err, ErrUnsupported) {
			t.Errorf("%s: %v does not match ErrUnsupported", u.Name, err)
		}
	}

	for i, e := range v.Errors {
		doc, err := ParsePHH(e.Text)
		if e.Replay {
			if err != nil {
				t.Errorf("error %d: the text must parse: %v", i, err)
				continue
			}
			_, err = doc.Replay(0, "")
			doc.Close()
		} else if err == nil {
			doc.Close()
		}
		if got := statusOf(t, e.Text, err); got != e.Status || !strings.Contains(err.Error(), e.MessageContains) {
			t.Errorf("error %d: %v, want %s containing %q", i, err, e.Status, e.MessageContains)
		}
	}
}

func checkAllInVector(t *testing.T, name string, spots []AllInSpot, want []phhVectorSpot) {
	t.Helper()
	if len(spots) != len(want) {
		t.Errorf("%s: %d all-in spots, want %d", name, len(spots), len(want))
		return
	}
	near := func(a, b []float64) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if math.Abs(a[i]-b[i]) > 1e-9 {
				return false
			}
		}
		return true
	}
	for i, spot := range spots {
		w := want[i]
		if spot.Street != w.Street || spot.Board != Mask(w.Board) || spot.Dead != Mask(w.Dead) ||
			!near(spot.Expected, w.Expected) || len(spot.Pots) != len(w.Pots) {
			t.Errorf("%s spot %d: %+v, want %+v", name, i, spot, w)
			continue
		}
		for k, pot := range spot.Pots {
			if pot.Amount != w.Pots[k].Amount || seatBits(pot.Eligible) != w.Pots[k].Eligible ||
				!near(pot.Equity, w.Pots[k].Equity) {
				t.Errorf("%s spot %d pot %d: %+v, want %+v", name, i, k, pot, w.Pots[k])
			}
		}
	}
}
