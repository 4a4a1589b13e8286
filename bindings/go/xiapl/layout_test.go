package xiapl

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// baselinePath is ci/abi/baseline.json: the C compiler's record of the ABI
// (struct sizes and field offsets, every function's signature).
var baselinePath = filepath.Join("..", "..", "..", "ci", "abi", "baseline.json")

type baseline struct {
	ABIVersion []int                        `json:"abi_version"`
	Structs    map[string]map[string]uint64 `json:"structs"`
	Functions  map[string]string            `json:"functions"`
}

func loadBaseline(t *testing.T) baseline {
	t.Helper()
	data, err := os.ReadFile(baselinePath)
	if err != nil {
		t.Fatalf("read the ABI baseline: %v", err)
	}
	var b baseline
	if err := json.Unmarshal(data, &b); err != nil {
		t.Fatalf("%s: %v", baselinePath, err)
	}
	if len(b.Structs) == 0 || len(b.Functions) == 0 {
		t.Fatalf("%s lists no structs or no functions", baselinePath)
	}
	return b
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// missing lists, sorted, the keys of want that has lacks.
func missing[V, W any](want map[string]V, has map[string]W) []string {
	var out []string
	for _, k := range sortedKeys(want) {
		if _, ok := has[k]; !ok {
			out = append(out, k)
		}
	}
	return out
}

func TestBaselineIsOfThisHeader(t *testing.T) {
	b := loadBaseline(t)
	major, minor := headerABI()
	if len(b.ABIVersion) != 2 || b.ABIVersion[0] != major || b.ABIVersion[1] != minor {
		t.Errorf("%s records ABI %v, the xiapl.h cgo read has %d.%d", baselinePath, b.ABIVersion, major, minor)
	}
}

func TestStructLayoutsMatchBaseline(t *testing.T) {
	b := loadBaseline(t)
	seen := cStructs()
	if m := missing(b.Structs, seen); m != nil {
		t.Errorf("structs of the baseline that abi_layout.go does not lay out: %v", m)
	}
	if m := missing(seen, b.Structs); m != nil {
		t.Errorf("structs of abi_layout.go missing from the baseline: %v", m)
	}
	for _, tag := range sortedKeys(b.Structs) {
		want, got := b.Structs[tag], seen[tag]
		if got.offsets == nil {
			continue
		}
		size, ok := want["size"]
		if !ok {
			t.Errorf("%s: the baseline gives no size", tag)
		}
		if uint64(got.cSize) != size || uint64(got.goSize) != size {
			t.Errorf("%s: C sizeof %d, Go unsafe.Sizeof %d, baseline %d", tag, got.cSize, got.goSize, size)
		}
		fields := make(map[string]uint64, len(want))
		for name, offset := range want {
			if name != "size" {
				fields[name] = offset
			}
		}
		if m := missing(fields, got.offsets); m != nil {
			t.Errorf("%s: fields of the baseline that abi_layout.go does not lay out: %v", tag, m)
		}
		if m := missing(got.offsets, fields); m != nil {
			t.Errorf("%s: fields of abi_layout.go missing from the baseline: %v", tag, m)
		}
		for _, name := range sortedKeys(fields) {
			if offset, ok := got.offsets[name]; ok && uint64(offset) != fields[name] {
				t.Errorf("%s.%s: Go offset %d, baseline %d", tag, name, offset, fields[name])
			}
		}
	}
}

// notWrapped are the baseline's functions the package does not call, and why.
var notWrapped = map[string]string{
	"xiapl_canon_situation_top_rank": "the frozen top-rank form, kept for tables built with it; it is not a " +
		"canonical form, and the package offers the canonical one (CanonicalizeHeroAndBoard)",
	"xiapl_equity_calculate": "CalculateEquity calls xiapl_equity_calculate_split, the same call that also " +
		"reports how each share was won (EquityResult.Splits)",
	"xiapl_phh_action_to_json": "kept for compatibility; ParsePHHAction reads the same parts as a struct " +
		"(xiapl_phh_action_parse), with no JSON to parse",
}

func TestPackageCallsBaselineFunctions(t *testing.T) {
	b := loadBaseline(t)
	sources, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	call := regexp.MustCompile(`\bC\.(xiapl_\w+)\s*\(`)
	called := map[string]string{} // function -> a file calling it
	for _, path := range sources {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range call.FindAllSubmatch(text, -1) {
			called[string(m[1])] = path
		}
	}
	if len(called) == 0 {
		t.Fatal("found no C.xiapl_ calls in the package's sources")
	}
	for _, name := range sortedKeys(called) {
		if _, ok := b.Functions[name]; !ok {
			t.Errorf("%s calls %s, which the baseline does not list", called[name], name)
		}
		if _, ok := notWrapped[name]; ok {
			t.Errorf("%s calls %s, listed as not wrapped", called[name], name)
		}
	}
	for _, name := range sortedKeys(b.Functions) {
		_, isCalled := called[name]
		_, isSkipped := notWrapped[name]
		if !isCalled && !isSkipped {
			t.Errorf("the package neither calls %s nor lists it in notWrapped with the reason", name)
		}
	}
	if m := missing(notWrapped, b.Functions); m != nil {
		t.Errorf("notWrapped names functions the baseline does not list: %v", m)
	}
}
