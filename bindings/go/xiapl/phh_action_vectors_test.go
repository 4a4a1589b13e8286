package xiapl

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// Replays tests/vectors/phh_actions.json: PHH action lines read into their
// parts (xiapl_phh_action_parse), as the Python, Node and Rust suites replay
// them. Absent fields are null in the file and zero values here.
type phhActionVectors struct {
	Format  int `json:"format"`
	Actions []struct {
		Line         string  `json:"line"`
		Actor        *int    `json:"actor"`
		Verb         string  `json:"verb"`
		Player       *int    `json:"player"`
		Cards        *string `json:"cards"`
		Amount       *string `json:"amount"`
		Comment      *string `json:"comment"`
		CardIDs      []int   `json:"card_ids"`
		UnknownCount int     `json:"unknown_count"`
	} `json:"actions"`
	Errors []struct {
		Line            string `json:"line"`
		Status          string `json:"status"`
		MessageContains string `json:"message_contains"`
	} `json:"errors"`
}

func TestVectorPHHActions(t *testing.T) {
	var v phhActionVectors
	loadVectors(t, "phh_actions.json", &v)
	if v.Format != 1 || len(v.Actions) == 0 || len(v.Errors) == 0 {
		t.Fatalf("phh_actions.json: format %d, %d lines, %d errors", v.Format, len(v.Actions), len(v.Errors))
	}
	orZero := func(n *int) int {
		if n == nil {
			return 0
		}
		return *n
	}
	orEmpty := func(s *string) string {
		if s == nil {
			return ""
		}
		return *s
	}
	for _, row := range v.Actions {
		got, err := ParsePHHAction(row.Line)
		if err != nil {
			t.Errorf("ParsePHHAction(%q): %v", row.Line, err)
			continue
		}
		want := PHHAction{Actor: orZero(row.Actor), Verb: row.Verb, Player: orZero(row.Player), Cards: orEmpty(row.Cards),
			Amount: orEmpty(row.Amount), Comment: orEmpty(row.Comment), HasComment: row.Comment != nil}
		if got != want {
			t.Errorf("ParsePHHAction(%q) = %+v; want %+v", row.Line, got, want)
		}
		ids, err := got.CardIDs()
		unknown, uerr := got.UnknownCount()
		if err != nil || uerr != nil {
			t.Errorf("%q: card ids: %v, %v", row.Line, err, uerr)
			continue
		}
		gotIDs := make([]int, len(ids))
		for i, id := range ids {
			gotIDs[i] = int(id)
		}
		if !reflect.DeepEqual(gotIDs, row.CardIDs) || unknown != row.UnknownCount {
			t.Errorf("%q: card ids %v and %d unknown; want %v and %d", row.Line, gotIDs, unknown, row.CardIDs,
				row.UnknownCount)
		}
	}
	for _, row := range v.Errors {
		_, err := ParsePHHAction(row.Line)
		expectStatus(t, row.Line, err, row.Status)
		var e *Error
		if errors.As(err, &e) && !strings.Contains(e.Message, row.MessageContains) {
			t.Errorf("ParsePHHAction(%q): %q lacks %q", row.Line, e.Message, row.MessageContains)
		}
	}
}
