package xiapl

import (
	"fmt"
	"strings"
	"testing"
)

// A batch longer than XIAPL_EVAL_MASKS_ONE_PASS (65,536) goes to the library
// in parts; the strengths are those of EvaluateMask and an error names the
// bad mask's index in the whole batch.
func TestEvaluateManyOfALongBatch(t *testing.T) {
	hands := []Mask{MustParseMask("AsKsQsJsTs2c7h"), MustParseMask("7c5d4h3s2c9d"), MustParseMask("2c2d2h2s3c3d4h"),
		MustParseMask("AhKdQcJs9h8d7c")}
	masks := make([]Mask, 2*65536+5)
	for i := range masks {
		masks[i] = hands[i%len(hands)]
	}
	strengths, err := EvaluateMany(masks)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{0, 65535, 65536, 131072, len(masks) - 1} {
		want, err := EvaluateMask(masks[i])
		if err != nil {
			t.Fatal(err)
		}
		if Strength(strengths[i]) != want {
			t.Fatalf("strength %d: %d, EvaluateMask says %d", i, strengths[i], want)
		}
	}
	for _, bad := range []int{3, 65543, len(masks) - 2} {
		broken := append([]Mask(nil), masks...)
		broken[bad] = MustParseMask("2c3c4c5c")
		broken[len(broken)-1] = Mask(1) << 60 // a later bad mask is not the one reported
		_, err := EvaluateMany(broken)
		if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("item %d:", bad)) {
			t.Fatalf("bad mask at %d: got %v", bad, err)
		}
	}
}
