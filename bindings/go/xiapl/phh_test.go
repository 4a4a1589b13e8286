package xiapl

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// fixturesDir holds real hand histories: five televised hands, pluribus/
// (488 NT hands with finishing stacks) and wsop-2023-43-5/ (83 hands of 11
// variants).
var fixturesDir = filepath.Join("..", "..", "..", "tests", "fixtures", "phh")

// The one Pluribus hand whose tie split an odd chip into halves: the file
// credits 0.5 to each winner, integer chips give the odd chip to the first
// winner clockwise from the button (docs/phh.md).
const fractionalTie = "pluribus/32/23.phh"

var variantLine = regexp.MustCompile(`(?m)^variant\s*=\s*["']([^"']*)["']`)

type fixture struct {
	name, text, variant string
}

// readFixtures walks the fixture folder; each file's variant is read from
// its text here, apart from the library.
func readFixtures(t *testing.T) []fixture {
	t.Helper()
	var out []fixture
	err := filepath.WalkDir(fixturesDir, func(path string, entry fs.DirEntry, err error) error {
		if err != nil || entry.IsDir() || !strings.HasSuffix(path, ".phh") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		name, _ := filepath.Rel(fixturesDir, path)
		m := variantLine.FindSubmatch(data)
		if m == nil {
			return fmt.Errorf("%s: no variant line", name)
		}
		out = append(out, fixture{filepath.ToSlash(name), string(data), string(m[1])})
		return nil
	})
	if err != nil {
		t.Fatalf("read the PHH fixtures: %v", err)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// replayInOneCall applies the history of state, doc's replayed hand, to the
// hand's start in one ApplyMany and compares the stacks and the steps.
func replayInOneCall(doc *PHH, state *TableState) error {
	states, err := doc.ReplayStates(0, "")
	if err != nil {
		return err
	}
	defer func() {
		for _, s := range states {
			s.Close()
		}
	}()
	history, err := state.History()
	if err != nil {
		return err
	}
	steps := make([]Step, len(history))
	for i, h := range history {
		steps[i] = h.Step()
	}
	again, err := states[0].ApplyMany(steps)
	if err != nil {
		return fmt.Errorf("the history in one ApplyMany: %w", err)
	}
	defer again.Close()
	stacks, _ := state.Stacks()
	stacksAgain, _ := again.Stacks()
	historyAgain, _ := again.History()
	if !reflect.DeepEqual(stacks, stacksAgain) || !reflect.DeepEqual(history, historyAgain) {
		return fmt.Errorf("the history in one ApplyMany gives stacks %v, not %v, or another history", stacksAgain,
			stacks)
	}
	return nil
}

func mustParsePHH(t *testing.T, text string) *PHH {
	t.Helper()
	doc, err := ParsePHH(text)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { doc.Close() })
	return doc
}

func readFixture(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(fixturesDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// handJSON is hand index's JSON with its numbers kept as written.
func handJSON(t *testing.T, doc *PHH, index int) map[string]any {
	t.Helper()
	text, err := doc.JSON(index)
	if err != nil {
		t.Fatal(err)
	}
	decoder := json.NewDecoder(strings.NewReader(text))
	decoder.UseNumber()
	var hand map[string]any
	if err := decoder.Decode(&hand); err != nil {
		t.Fatalf("JSON(%d) = %s: %v", index, text, err)
	}
	return hand
}

// finishingStacks are the hand's finishing_stacks as written, or nil.
func finishingStacks(t *testing.T, doc *PHH) []string {
	t.Helper()
	values, ok := handJSON(t, doc, 0)["finishing_stacks"].([]any)
	if !ok {
		return nil
	}
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = string(v.(json.Number))
	}
	return out
}

// phhVariants is, per PHH variant code, its game and betting structure and
// (draw games) its number of draws.
var phhVariants = map[string]struct {
	game    Game
	betting Betting
	draws   int
}{
	"FT":    {Holdem, FixedLimit, 0},
	"NT":    {Holdem, NoLimit, 0},
	"NS":    {ShortDeck, NoLimit, 0},
	"PO":    {Omaha4, PotLimit, 0},
	"FO/8":  {Omaha4HiLo, FixedLimit, 0},
	"F7S":   {Stud, FixedLimit, 0},
	"F7S/8": {StudHiLo, FixedLimit, 0},
	"FR":    {Razz, FixedLimit, 0},
	"N2L1D": {Lowball27, NoLimit, 1},
	"F2L3D": {Lowball27, FixedLimit, 3},
	"FB":    {Badugi, FixedLimit, 3},
}

// phhRoundTrip writes a replayed state as PHH text (in chips of unit),
// parses it and replays it: the same stacks and steps come back (the replay
// puts the button last, so the seats are not rotated). Any failure is
// returned as an error naming the step.
func phhRoundTrip(state *TableState, unit string) error {
	doc, err := state.PHH(unit)
	if err != nil {
		return fmt.Errorf("written as PHH: %w", err)
	}
	defer doc.Close()
	text, err := doc.Text(0)
	if err != nil {
		return err
	}
	again, err := ParsePHH(text)
	if err != nil {
		return fmt.Errorf("the written text does not parse: %w\n%s", err, text)
	}
	defer again.Close()
	replayed, err := again.Replay(0, unit)
	if err != nil {
		return fmt.Errorf("the written text does not replay: %w\n%s", err, text)
	}
	defer replayed.Close()
	want, _ := state.Stacks()
	got, _ := replayed.Stacks()
	a, _ := state.Info()
	b, _ := replayed.Info()
	if !reflect.DeepEqual(got, want) || a.HistoryLen != b.HistoryLen || a.Phase != b.Phase || a.Game != b.Game {
		return fmt.Errorf("the written text replays to stacks %v (%d steps, %v), the hand has %v (%d steps, %v)\n%s",
			got, b.HistoryLen, b.Phase, want, a.HistoryLen, a.Phase, text)
	}
	return nil
}

func TestPHHFixtures(t *testing.T) {
	fixtures := readFixtures(t)
	if len(fixtures) != 576 {
		t.Fatalf("%d fixture files, want 576", len(fixtures))
	}
	counts := map[string]int{}
	matchedBy := map[string]int{}
	var noStacks []string
	var replayed, matched, withoutStacks, roundTrips int
	var texts []string
	var finals [][]int64
	for _, f := range fixtures {
		counts[f.variant]++
		variant, known := phhVariants[f.variant]
		if !known {
			t.Errorf("%s: variant %q is not a PHH variant code", f.name, f.variant)
			continue
		}
		// Every file parses, whatever its variant.
		doc, err := ParsePHH(f.text)
		if err != nil {
			t.Errorf("%s (variant %s): %v", f.name, f.variant, err)
			continue
		}
		if doc.Count() != 1 {
			t.Errorf("%s: %d hands", f.name, doc.Count())
		}
		// parse -> text -> parse gives the same hand.
		text, err := doc.Text(0)
		if err != nil {
			t.Fatal(err)
		}
		again := mustParsePHH(t, text)
		if a, b := handJSON(t, doc, 0), handJSON(t, again, 0); !reflect.DeepEqual(a, b) {
			t.Errorf("%s: the written text reads back as another hand:\n%v\n%v", f.name, a, b)
		}
		if text2, _ := again.Text(0); text2 != text {
			t.Errorf("%s: writing the text read back changes it", f.name)
		}
		// Info reads every variant: its game (PO: Omaha with the most hole
		// cards shown) and betting structure.
		info, err := doc.Info(0)
		if err != nil {
			t.Errorf("%s: Info: %v", f.name, err)
		} else if game := info.Game; info.Betting != variant.betting || (game != variant.game &&
			!(variant.game == Omaha4 && (game == Omaha5 || game == Omaha6))) {
			t.Errorf("%s (variant %s): Info gives %v %v, want %v %v", f.name, f.variant, info.Betting, info.Game,
				variant.betting, variant.game)
		}

		// Every variant replays: board, stud and draw games.
		state, err := doc.Replay(0, "")
		if err != nil {
			t.Errorf("%s (variant %s): replay: %v", f.name, f.variant, err)
			doc.Close()
			continue
		}
		replayed++
		if err := state.CheckInvariants(); err != nil {
			t.Errorf("%s: %v", f.name, err)
		}
		if info, _ := state.Info(); info.Phase != PhaseFinished || info.Betting != variant.betting ||
			(variant.game != Omaha4 && info.Game != variant.game) ||
			(variant.draws > 0 && info.LastStreet != Street(variant.draws)) {
			t.Errorf("%s: the replay ends in %v under %v %v (last street %d), not Finished under %v %v", f.name,
				info.Phase, info.Betting, info.Game, info.LastStreet, variant.betting, variant.game)
		}
		// A hand that folds only when facing a bet holds no needless fold.
		if info, _ := state.Info(); info.NeedlessFolds != 0 {
			t.Errorf("%s: %d needless folds, want none", f.name, info.NeedlessFolds)
		}
		stacks, err := state.Stacks()
		if err != nil {
			t.Fatal(err)
		}
		// Stud and draw hands: one state per step, hole deals and draws
		// included, the last Replay's.
		if variant.game != Omaha4 && variant.game != Omaha4HiLo && variant.game != Holdem &&
			variant.game != ShortDeck {
			states, err := doc.ReplayStates(0, "")
			if err != nil {
				t.Errorf("%s: ReplayStates: %v", f.name, err)
			} else {
				info, _ := state.Info()
				last, _ := states[len(states)-1].ToText()
				final, _ := state.ToText()
				if int64(len(states)) != info.HistoryLen+1 || last != final {
					t.Errorf("%s: %d states for %d steps, the last Replay's: %v", f.name, len(states),
						info.HistoryLen, last == final)
				}
				for i, s := range states {
					if info, _ := s.Info(); info.HistoryLen != int64(i) {
						t.Errorf("%s: state %d has %d steps", f.name, i, info.HistoryLen)
					}
					s.Close()
				}
			}
		}
		// The whole history, hole deals and draws included, replays from the
		// start in one ApplyMany (one xiapl_table_apply_many call).
		if err := replayInOneCall(doc, state); err != nil {
			t.Errorf("%s: %v", f.name, err)
		}
		// Written back as PHH, parsed and replayed: the same stacks.
		if err := phhRoundTrip(state, ""); err != nil {
			t.Errorf("%s: %v", f.name, err)
		} else {
			roundTrips++
		}
		texts = append(texts, f.text)
		finals = append(finals, stacks)
		want := finishingStacks(t, doc)
		unit, err := doc.ChipUnit(0)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case want == nil:
			withoutStacks++
			noStacks = append(noStacks, f.name)
		case f.name == fractionalTie:
			// In half chips the file and the replay differ by one half chip
			// for each of the two tied winners, and only there.
			var differences []int64
			for seat, amount := range want {
				halves, err := ChipsFromAmount("0.5", amount)
				if err != nil {
					t.Fatal(err)
				}
				mine, err := ChipsFromAmount("0.5", mustAmount(t, unit, stacks[seat]))
				if err != nil {
					t.Fatal(err)
				}
				differences = append(differences, abs64(mine-halves))
			}
			sort.Slice(differences, func(i, j int) bool { return differences[i] < differences[j] })
			if !reflect.DeepEqual(differences, []int64{0, 0, 0, 0, 1, 1}) {
				t.Errorf("%s: half-chip differences %v, want two of one half chip", f.name, differences)
			}
		default:
			for seat, amount := range want {
				chips, err := ChipsFromAmount(unit, amount)
				if err != nil || chips != stacks[seat] {
					t.Errorf("%s: seat %d finishes with %d chips of %s, the file says %s (%v)", f.name, seat,
						stacks[seat], unit, amount, err)
				}
			}
			matched++
			matchedBy[f.variant]++
		}
		state.Close()
		doc.Close()
	}
	wantCounts := map[string]int{"NT": 500, "PO": 8, "NS": 1, "FT": 7, "FO/8": 14, "F7S": 13, "F7S/8": 7, "FR": 10,
		"N2L1D": 7, "F2L3D": 8, "FB": 1}
	if !reflect.DeepEqual(counts, wantCounts) {
		t.Errorf("files by variant %v, want %v", counts, wantCounts)
	}
	if replayed != len(fixtures) || roundTrips != len(fixtures) {
		t.Errorf("%d of the %d hands replay and %d write back to the same stacks; want every one", replayed,
			len(fixtures), roundTrips)
	}
	if matched != 570 || withoutStacks != 5 {
		t.Errorf("%d hands reproduce their finishing stacks (want 570), %d have none (want 5: %v)", matched,
			withoutStacks, noStacks)
	}
	// Every hand with finishing stacks reproduces them but the half-chip NT
	// hand: each stud and draw hand, each FT and FO/8 hand (the one NS hand,
	// the FB and one F2L3D hand have none and replay to the end).
	for code, n := range wantCounts {
		without := 0
		for _, name := range noStacks {
			for _, f := range fixtures {
				if f.name == name && f.variant == code {
					without++
				}
			}
		}
		if code == "NT" {
			without++ // fractionalTie
		}
		if matchedBy[code] != n-without {
			t.Errorf("%d %s hands reproduce their finishing stacks, want all %d that have them", matchedBy[code],
				code, n-without)
		}
	}
	want := []string{"alice-carol-wikipedia.phh", "antonius-blom-2009.phh", "arieh-yockey-2019.phh",
		"dwan-ivey-2009.phh", "phua-xuan-2019.phh"}
	if !reflect.DeepEqual(noStacks, want) {
		t.Errorf("the hands without finishing stacks are %v, want %v", noStacks, want)
	}

	// The same texts in one batch over two threads give the same stacks.
	results, err := ReplayTexts(texts, 2)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range results {
		if r.Err != nil {
			t.Fatalf("text %d: %v", i, r.Err)
		}
		stacks, err := r.State.Stacks()
		if err != nil || !reflect.DeepEqual(stacks, finals[i]) {
			t.Errorf("text %d: the batch gives %v, the replay alone %v (%v)", i, stacks, finals[i], err)
		}
		r.State.Close()
	}
}

func mustAmount(t *testing.T, unit string, chips int64) string {
	t.Helper()
	amount, err := ChipsToAmount(unit, chips)
	if err != nil {
		t.Fatal(err)
	}
	return amount
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// needlessFoldPHH folds p1's small blind after p2 only calls: checking was
// free, so the rules never offer the fold, but a history may hold it.
const needlessFoldPHH = `variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["d dh p1 AsKs", "d dh p2 QdQh", "p2 cc", "p1 f"]
`

// checkNeedlessFold checks a state of needlessFoldPHH's hand.
func checkNeedlessFold(t *testing.T, what string, state *TableState) {
	t.Helper()
	info, err := state.Info()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if info.Phase != PhaseFinished || info.NeedlessFolds != 1 || info.HistoryLen != 2 {
		t.Errorf("%s: %v with %d needless folds and %d steps; want Finished, 1 and 2", what, info.Phase,
			info.NeedlessFolds, info.HistoryLen)
	}
	if stacks, err := state.Stacks(); err != nil || !reflect.DeepEqual(stacks, []int64{98, 102}) {
		t.Errorf("%s: stacks %v (%v), want [98 102]", what, stacks, err)
	}
	history, err := state.History()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	want := []HistoryStep{{Seat: 1, Kind: Call, Amount: 2, To: -1}, {Seat: 0, Kind: Fold, Needless: true, To: -1}}
	if !reflect.DeepEqual(history, want) {
		t.Errorf("%s: History() =\n%+v\nwant\n%+v", what, history, want)
	}
	warnings, err := state.ReplayWarnings()
	wantWarnings := []string{"p1 folds preflop when checking was free; the replay keeps the fold"}
	if err != nil || !reflect.DeepEqual(warnings, wantWarnings) {
		t.Errorf("%s: ReplayWarnings() = %q (%v), want %q", what, warnings, err, wantWarnings)
	}
	if err := state.CheckInvariants(); err != nil {
		t.Errorf("%s: %v", what, err)
	}
}

func TestPHHNeedlessFold(t *testing.T) {
	doc := mustParsePHH(t, needlessFoldPHH)
	state, err := doc.Replay(0, "")
	if err != nil {
		t.Fatalf("the replay keeps a fold when checking was free, but: %v", err)
	}
	defer state.Close()
	checkNeedlessFold(t, "Replay", state)

	// The last of ReplayStates and the batch replay are the same state.
	states, err := doc.ReplayStates(0, "")
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		for _, s := range states {
			s.Close()
		}
	}()
	checkNeedlessFold(t, "ReplayStates", states[len(states)-1])
	results, err := ReplayTexts([]string{needlessFoldPHH}, 1)
	if err != nil || results[0].Err != nil {
		t.Fatalf("ReplayTexts: %v %v", err, results[0].Err)
	}
	checkNeedlessFold(t, "ReplayTexts", results[0].State)
	results[0].State.Close()

	// The saved text keeps the fold on a line of its own and reads back.
	text, err := state.ToText()
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^fold 0$`).MatchString(text) {
		t.Errorf("the saved text lacks the line \"fold 0\" of seat 0's needless fold:\n%s", text)
	}
	again, err := TableStateFromText(text)
	if err != nil {
		t.Fatalf("the saved text does not read back: %v\n%s", err, text)
	}
	defer again.Close()
	checkNeedlessFold(t, "TableStateFromText", again)
	if text2, _ := again.ToText(); text2 != text {
		t.Errorf("the state read back saves\n%s\nnot\n%s", text2, text)
	}

	// Playing is not replaying: the rules refuse the same fold.
	beforeFold := states[len(states)-2]
	if legal, _ := beforeFold.LegalActions(); len(legal) == 0 || legal[0].Kind == Fold {
		t.Errorf("the legal actions before the fold are %+v; folding is not among them", legal)
	}
	if _, err := beforeFold.Fold(); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Fold when checking is free gives %v, want ErrInvalidArgument", err)
	}
	history, _ := state.History()
	if _, err := states[0].ApplyMany([]Step{history[0].Step(), history[1].Step()}); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("ApplyMany of the history gives %v, want ErrInvalidArgument at the fold", err)
	}

	// A hand played by the rules has no needless fold and no warnings.
	played, err := beforeFold.Check()
	if err != nil {
		t.Fatal(err)
	}
	defer played.Close()
	if info, _ := played.Info(); info.NeedlessFolds != 0 {
		t.Errorf("a checked hand has %d needless folds", info.NeedlessFolds)
	}
	if history, _ := played.History(); len(history) != 2 || history[1].Needless || history[1].Kind != Check {
		t.Errorf("a checked hand's history is %+v", history)
	}
	if warnings, err := played.ReplayWarnings(); err != nil || len(warnings) != 0 {
		t.Errorf("a checked hand warns %q (%v)", warnings, err)
	}
}

func TestPHHDocument(t *testing.T) {
	doc := mustParsePHH(t, readFixture(t, "dwan-ivey-2009.phh"))
	if doc.Count() != 1 {
		t.Fatalf("Count() = %d", doc.Count())
	}
	info, err := doc.Info(0)
	if err != nil {
		t.Fatal(err)
	}
	want := PHHInfo{Game: Holdem, Betting: NoLimit, Players: 3, Board: MustParseMask("Jc 3d 5c 4h Jh"),
		Holes: []Mask{MustParseMask("Ac 2d"), 0, MustParseMask("7h 6h")}}
	if !reflect.DeepEqual(info, want) {
		t.Errorf("Info(0) = %+v, want %+v", info, want)
	}
	board, err := doc.BoardCards(0)
	if err != nil || !reflect.DeepEqual(board, MustParseCards("Jc 3d 5c 4h Jh")) {
		t.Errorf("BoardCards(0) = %v, %v; want the order dealt, Jc 3d 5c 4h Jh", board, err)
	}
	if unit, err := doc.ChipUnit(0); unit != "1" || err != nil {
		t.Errorf("ChipUnit(0) = %q, %v", unit, err)
	}
	hand := handJSON(t, doc, 0)
	if players := fmt.Sprint(hand["players"]); players != "[Phil Ivey Patrik Antonius Tom Dwan]" {
		t.Errorf("players = %s", players)
	}

	state, err := doc.Replay(0, "")
	if err != nil {
		t.Fatal(err)
	}
	defer state.Close()
	if stacks, _ := state.Stacks(); !reflect.DeepEqual(stacks, []int64{572100, 1997500, 1109500}) {
		t.Errorf("stacks %v", stacks)
	}
	stateInfo, _ := state.Info()
	if stateInfo.Game != Holdem || stateInfo.Betting != NoLimit || stateInfo.Button != 2 {
		t.Errorf("the replay's game %v, betting %v, button %d; want Holdem, NoLimit, 2 (the last player)",
			stateInfo.Game, stateInfo.Betting, stateInfo.Button)
	}

	// Every state on the way: after the forced bets, then one per deal or
	// action (the 3 hole-card deals and 2 show lines make none).
	states, err := doc.ReplayStates(0, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(states) != 14 {
		t.Fatalf("%d states, want 14", len(states))
	}
	for i, s := range states {
		if info, _ := s.Info(); info.HistoryLen != int64(i) {
			t.Errorf("state %d has %d steps of history", i, info.HistoryLen)
		}
	}
	last, _ := states[13].ToText()
	final, _ := state.ToText()
	if last != final {
		t.Error("the last of ReplayStates is not Replay's state")
	}
	for _, s := range states {
		s.Close()
	}

	// A chip unit of 0.01 counts a hundred times the chips.
	cents, err := doc.Replay(0, "0.01")
	if err != nil {
		t.Fatal(err)
	}
	if stacks, _ := cents.Stacks(); !reflect.DeepEqual(stacks, []int64{57210000, 199750000, 110950000}) {
		t.Errorf("stacks in cents %v", stacks)
	}
	cents.Close()

	// Errors: an index out of range, a unit too coarse or not a decimal.
	for _, index := range []int{1, -1, -7} {
		if _, err := doc.Replay(index, ""); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("Replay(%d): %v", index, err)
		}
		if _, err := doc.Info(index); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("Info(%d): %v", index, err)
		}
	}
	if _, err := doc.Text(3); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Text(3): %v", err)
	}
	if _, err := doc.Replay(0, "1000"); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Replay in units of 1000 (antes of 500): %v", err)
	}
	if _, err := doc.Replay(0, "1\x00"); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a unit with a NUL byte: %v", err)
	}
}

func TestPHHDecimalAmounts(t *testing.T) {
	doc := mustParsePHH(t, readFixture(t, "antonius-blom-2009.phh"))
	unit, err := doc.ChipUnit(0)
	if err != nil || unit != "0.01" {
		t.Fatalf("ChipUnit = %q, %v; want 0.01 (a stack of 1259450.25)", unit, err)
	}
	info, err := doc.Info(0)
	if err != nil || info.Game != Omaha4 || info.Betting != PotLimit {
		t.Fatalf("Info = %+v, %v; want Omaha4 pot limit", info, err)
	}
	state, err := doc.Replay(0, "")
	if err != nil {
		t.Fatal(err)
	}
	defer state.Close()
	stacks, _ := state.Stacks()
	var amounts []string
	for _, chips := range stacks {
		amounts = append(amounts, mustAmount(t, unit, chips))
	}
	if !reflect.DeepEqual(amounts, []string{"1937923.75", "0"}) {
		t.Errorf("final stacks %v", amounts)
	}
	if _, err := doc.Replay(0, "1"); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("replaying 1259450.25 in whole chips: %v, want ErrInvalidArgument", err)
	}
}

func TestPHHJSONAndManyHands(t *testing.T) {
	var hands []string
	var texts []string
	for _, name := range []string{"dwan-ivey-2009.phh", "antonius-blom-2009.phh", "pluribus/34/9.phh"} {
		doc := mustParsePHH(t, readFixture(t, name))
		data, err := doc.JSON(0)
		if err != nil {
			t.Fatal(err)
		}
		// JSON reads back as the same hand.
		fromJSON, err := PHHFromJSON(data)
		if err != nil {
			t.Fatal(err)
		}
		text, _ := doc.Text(0)
		if again, _ := fromJSON.Text(0); again != text {
			t.Errorf("%s: PHHFromJSON(JSON(0)) writes\n%s\nnot\n%s", name, again, text)
		}
		fromJSON.Close()
		hands = append(hands, data)
		texts = append(texts, text)
	}
	doc, err := PHHFromJSON("[" + strings.Join(hands, ",") + "]")
	if err != nil {
		t.Fatal(err)
	}
	defer doc.Close()
	if doc.Count() != 3 {
		t.Fatalf("Count() = %d, want 3", doc.Count())
	}
	all, err := doc.JSON(PHHAll)
	if err != nil || !json.Valid([]byte(all)) || !strings.HasPrefix(all, "[") {
		t.Fatalf("JSON(PHHAll) = %.80s, %v; want an array", all, err)
	}
	// A .phhs text of the three hands reads back as the three hands.
	phhs, err := doc.Text(PHHAll)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(phhs, "[1]") || !strings.Contains(phhs, "[3]") {
		t.Errorf(".phhs text without its [1] .. [3] tables:\n%s", phhs)
	}
	back := mustParsePHH(t, phhs)
	if back.Count() != 3 {
		t.Fatalf("the .phhs text holds %d hands", back.Count())
	}
	for i, text := range texts {
		if got, _ := back.Text(i); got != text {
			t.Errorf("hand %d of the .phhs text:\n%s\nwant\n%s", i, got, text)
		}
	}
	if state, err := back.Replay(2, ""); err != nil {
		t.Error(err)
	} else {
		state.Close()
	}

	for _, bad := range []string{"", "{", `{"variant": "NT"}`, "[1]", `{"variant": "XX", "antes": [0, 0]}`} {
		if doc, err := PHHFromJSON(bad); err == nil {
			doc.Close()
			t.Errorf("PHHFromJSON(%q) accepted", bad)
		}
	}
}

func TestPHHClose(t *testing.T) {
	doc := mustParsePHH(t, readFixture(t, "dwan-ivey-2009.phh"))
	state, err := doc.Replay(0, "")
	if err != nil {
		t.Fatal(err)
	}
	defer state.Close()
	if err := doc.Close(); err != nil {
		t.Fatal(err)
	}
	if err := doc.Close(); err != nil {
		t.Fatal("closing twice:", err)
	}
	if doc.Count() != 0 {
		t.Error("a closed document has hands")
	}
	if _, err := doc.Text(0); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Text on a closed document: %v", err)
	}
	if _, err := doc.Replay(0, ""); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("Replay on a closed document: %v", err)
	}
	// The state replayed from it stays valid.
	if stacks, err := state.Stacks(); err != nil || len(stacks) != 3 {
		t.Errorf("a state of a closed document: %v, %v", stacks, err)
	}
	var none *PHH
	if _, err := none.Info(0); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a nil document: %v", err)
	}
}

// baseHand is a heads-up hand whose ninth line is the action given.
const baseHand = `variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = [
  "d dh p1 AsKs",
  "d dh p2 QdQh",
  %s
]
`

func TestPHHParseErrors(t *testing.T) {
	for _, c := range []struct{ action, token string }{
		{`"p2 xx"`, "'xx'"},
		{`"p2 cbr 1,000"`, "'1,000'"},
		{`"d db AsKd2c"`, "deals As again"},
		{`"p9 f"`, "'p9'"},
		{`"d db Zz3c4c"`, "'Zz3c4c'"},
	} {
		_, err := ParsePHH(fmt.Sprintf(baseHand, c.action))
		if !errors.Is(err, ErrParse) || !strings.Contains(err.Error(), "line 9") ||
			!strings.Contains(err.Error(), c.token) {
			t.Errorf("action %s: %v, want ErrParse naming line 9 and %s", c.action, err, c.token)
		}
	}
	good := fmt.Sprintf(baseHand, `"p2 f"`)
	for _, c := range []struct{ text, says string }{
		{"variant = \n", "line 1"},
		{strings.Replace(good, "[100, 100]", "[100, -5]", 1), "negative"},
		{strings.Replace(good, "[100, 100]", `[100, "lots"]`, 1), "line 5"},
		{strings.Replace(good, "min_bet = 2\n", "", 1), "min_bet"},
		{"\x00\xff[[", "line 1"},
	} {
		if _, err := ParsePHH(c.text); !errors.Is(err, ErrParse) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%q: %v, want ErrParse saying %q", c.text, err, c.says)
		}
	}
	// Parsed, but the rules refuse an action: the message gives its index and text.
	doc := mustParsePHH(t, fmt.Sprintf(baseHand, `"p2 cbr 3"`))
	if _, err := doc.Replay(0, ""); !errors.Is(err, ErrInvalidArgument) ||
		!strings.Contains(err.Error(), "action 2 'p2 cbr 3'") || !strings.Contains(err.Error(), "minimum") {
		t.Errorf("an illegal raise: %v", err)
	}
}

func TestReplayTextsWithBadTexts(t *testing.T) {
	good := fmt.Sprintf(baseHand, `"p2 f"`)
	dwan := readFixture(t, "dwan-ivey-2009.phh")
	texts := []string{
		good,
		fmt.Sprintf(baseHand, `"p2 xx"`),         // not PHH
		dwan,                                     // good
		readFixture(t, "wsop-2023-43-5/20.phh"),  // FR (razz): good
		fmt.Sprintf(baseHand, `"p2 cbr 3"`),      // an illegal raise
		"[1]\n" + good + "\n[2]\n" + good,        // two hands
		"",                                       // nothing
		strings.Replace(good, `"NT"`, `"XT"`, 1), // no such variant
	}
	results, err := ReplayTexts(texts, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != len(texts) {
		t.Fatalf("%d results for %d texts", len(results), len(texts))
	}
	want := []struct {
		err  *Error
		says string
	}{
		{nil, ""},
		{ErrParse, "'xx'"},
		{nil, ""},
		{nil, ""},
		{ErrInvalidArgument, "action 2 'p2 cbr 3'"},
		{ErrInvalidArgument, "2 hands"},
		{ErrInvalidArgument, "0 hands"},
		{ErrUnsupported, "'XT'"},
	}
	for i, r := range results {
		if want[i].err == nil {
			if r.Err != nil || r.State == nil {
				t.Errorf("text %d: %v", i, r.Err)
				continue
			}
			defer r.State.Close()
			continue
		}
		if r.State != nil || !errors.Is(r.Err, want[i].err) || !strings.Contains(r.Err.Error(), want[i].says) {
			t.Errorf("text %d: state %v, error %v; want %v saying %q", i, r.State, r.Err, want[i].err.Status,
				want[i].says)
		}
	}
	if stacks, _ := results[0].State.Stacks(); !reflect.DeepEqual(stacks, []int64{101, 99}) {
		t.Errorf("the heads-up fold: %v", stacks)
	}
	if stacks, _ := results[2].State.Stacks(); !reflect.DeepEqual(stacks, []int64{572100, 1997500, 1109500}) {
		t.Errorf("dwan-ivey: %v", stacks)
	}
	razz := mustParsePHH(t, texts[3])
	alone, err := razz.Replay(0, "")
	if err != nil {
		t.Fatal(err)
	}
	defer alone.Close()
	want3, _ := alone.Stacks()
	if stacks, _ := results[3].State.Stacks(); !reflect.DeepEqual(stacks, want3) {
		t.Errorf("the razz hand in a batch: %v, alone %v", stacks, want3)
	}
	if _, err := ReplayTexts(texts, -1); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("threads -1: %v", err)
	}
	if results, err := ReplayTexts(nil, 1); err != nil || len(results) != 0 {
		t.Errorf("no texts: %v, %v", results, err)
	}
}

// The variants' own fields: bring_in in stud, small_bet and big_bet in fixed
// limit, min_bet otherwise; each written only when the variant takes it.
func TestPHHVariantFields(t *testing.T) {
	for _, c := range []struct {
		name, variant string
		has, lacks    []string
		text          string
	}{
		{"wsop-2023-43-5/34.phh", "FT", []string{"blinds_or_straddles", "small_bet", "big_bet"},
			[]string{"min_bet", "bring_in"},
			"blinds_or_straddles = [100000, 200000, 0, 0, 0]\nsmall_bet = 200000\nbig_bet = 400000\nstarting_stacks"},
		{"wsop-2023-43-5/10.phh", "F7S", []string{"bring_in", "small_bet", "big_bet"},
			[]string{"min_bet", "blinds_or_straddles"},
			"bring_in = 50000\nsmall_bet = 200000\nbig_bet = 400000\nstarting_stacks"},
		{"dwan-ivey-2009.phh", "NT", []string{"blinds_or_straddles", "min_bet"},
			[]string{"small_bet", "big_bet", "bring_in"}, "min_bet = 2000\nstarting_stacks"},
	} {
		doc := mustParsePHH(t, readFixture(t, c.name))
		hand := handJSON(t, doc, 0)
		if hand["variant"] != c.variant {
			t.Errorf("%s: variant %v, want %s", c.name, hand["variant"], c.variant)
		}
		for _, key := range c.has {
			if _, ok := hand[key]; !ok {
				t.Errorf("%s: the JSON lacks %s: %v", c.name, key, hand)
			}
		}
		for _, key := range c.lacks {
			if _, ok := hand[key]; ok {
				t.Errorf("%s: the JSON has %s: %v", c.name, key, hand)
			}
		}
		text, _ := doc.Text(0)
		if !strings.Contains(text, c.text) {
			t.Errorf("%s: the text lacks %q:\n%s", c.name, c.text, text)
		}
		for _, key := range c.lacks {
			if strings.Contains(text, "\n"+key+" =") {
				t.Errorf("%s: the text writes %s:\n%s", c.name, key, text)
			}
		}
		// The JSON reads back as the same hand.
		data, _ := doc.JSON(0)
		back, err := PHHFromJSON(data)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if again, _ := back.Text(0); again != text {
			t.Errorf("%s: the JSON reads back as\n%s", c.name, again)
		}
		back.Close()
	}

	// The bring-in and the draws are actions of their own.
	stud := handJSON(t, mustParsePHH(t, readFixture(t, "wsop-2023-43-5/10.phh")), 0)
	if line := stud["actions"].([]any)[5].(string); !strings.HasSuffix(line, " pb") {
		t.Errorf("action 5 of the stud hand is %q, want a bring-in", line)
	} else if action, err := ParsePHHAction(line); err != nil || action.Verb != "pb" {
		t.Errorf("ParsePHHAction(%q) = %+v, %v", line, action, err)
	}
	var discards []PHHAction
	for _, line := range handJSON(t, mustParsePHH(t, readFixture(t, "wsop-2023-43-5/55.phh")), 0)["actions"].([]any) {
		if action, err := ParsePHHAction(line.(string)); err != nil {
			t.Fatal(err)
		} else if action.Verb == "sd" {
			discards = append(discards, action)
		}
	}
	if len(discards) == 0 || discards[0] != (PHHAction{Actor: 1, Verb: "sd", Cards: "QdJc"}) {
		t.Errorf("the draws of the triple-draw hand: %v", discards)
	}

	// The short-deck hand is read as ShortDeck and replays.
	ns := mustParsePHH(t, readFixture(t, "phua-xuan-2019.phh"))
	if info, err := ns.Info(0); err != nil || info.Game != ShortDeck || info.Betting != NoLimit {
		t.Errorf("the NS hand: %+v, %v", info, err)
	}
	if state, err := ns.Replay(0, ""); err != nil {
		t.Errorf("the NS hand does not replay: %v", err)
	} else {
		if info, _ := state.Info(); info.Game != ShortDeck || info.Phase != PhaseFinished {
			t.Errorf("the NS replay: %+v", info)
		}
		state.Close()
	}

	// A code the specification does not define is refused at parse; a
	// fixed-limit hand without its bet sizes names the key.
	dwan := readFixture(t, "dwan-ivey-2009.phh")
	_, err := ParsePHH(strings.Replace(dwan, `"NT"`, `"XT"`, 1))
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "'XT' is not a PHH variant code") {
		t.Errorf("variant XT: %v, want ErrUnsupported", err)
	}
	_, err = ParsePHH(strings.Replace(dwan, `"NT"`, `"FT"`, 1))
	if !errors.Is(err, ErrParse) || !strings.Contains(err.Error(), "the FT hand lacks the required key 'small_bet'") {
		t.Errorf("an FT hand with min_bet: %v, want ErrParse naming small_bet", err)
	}
	// The stud hand replays: its bring-in is a BringIn step, its hole cards
	// are dealt street by street, and it ends at its finishing stacks.
	studDoc := mustParsePHH(t, readFixture(t, "wsop-2023-43-5/10.phh"))
	state, err := studDoc.Replay(0, "")
	if err != nil {
		t.Fatalf("the F7S hand: %v", err)
	}
	defer state.Close()
	history, _ := state.History()
	var holeDeals, bringIns int
	for _, step := range history {
		switch step.Kind {
		case DealHoleStep:
			holeDeals++
			if step.Seat != -1 || step.To < 0 || step.Cards.Len()+step.Unknown != 3 || step.Up.Len() != 1 ||
				step.Up&^step.Cards != 0 {
				t.Errorf("a third-street deal: %+v, want 3 cards to a seat, 1 up", step)
			}
		case BringIn:
			bringIns++
			if step.Seat != 1 || step.Amount != 50000 {
				t.Errorf("the bring-in: %+v, want seat 1 (p2) bringing in 50000", step)
			}
		}
	}
	stacks, _ := state.Stacks()
	if holeDeals != 5 || bringIns != 1 || !reflect.DeepEqual(stacks, []int64{2550000, 11150000, 4425000, 6925000,
		4650000}) {
		t.Errorf("the F7S hand: %d hole deals, %d bring-ins, stacks %v; want 5, 1 and its finishing stacks",
			holeDeals, bringIns, stacks)
	}
}

func TestParsePHHAction(t *testing.T) {
	for _, c := range []struct {
		line string
		want PHHAction
	}{
		{"p1 cbr 300", PHHAction{Actor: 1, Verb: "cbr", Amount: "300"}},
		{"p3 cbr 12.50", PHHAction{Actor: 3, Verb: "cbr", Amount: "12.50"}},
		{"d dh p2 AsKs # a note", PHHAction{Verb: "dh", Player: 2, Cards: "AsKs", Comment: "a note", HasComment: true}},
		{"d db ????", PHHAction{Verb: "db", Cards: "????"}},
		{"p2 f", PHHAction{Actor: 2, Verb: "f"}},
		{"p2 cc #", PHHAction{Actor: 2, Verb: "cc", HasComment: true}},
		{"p3 sm", PHHAction{Actor: 3, Verb: "sm"}},
		{"p3 sm -", PHHAction{Actor: 3, Verb: "sm", Cards: "-"}},
		{"p3 sm 7h6h", PHHAction{Actor: 3, Verb: "sm", Cards: "7h6h"}},
		{"p3 pb", PHHAction{Actor: 3, Verb: "pb"}},
		{"p1 sd QdJc", PHHAction{Actor: 1, Verb: "sd", Cards: "QdJc"}},
		{"p2 sd", PHHAction{Actor: 2, Verb: "sd"}},
		{"#  no step of the hand ", PHHAction{Comment: "no step of the hand", HasComment: true}},
	} {
		got, err := ParsePHHAction(c.line)
		if err != nil || got != c.want {
			t.Errorf("ParsePHHAction(%q) = %+v, %v; want %+v", c.line, got, err, c.want)
			continue
		}
		again, err := ParsePHHAction(got.String())
		if err != nil || again != got {
			t.Errorf("%q: String() %q reads back as %+v, %v", c.line, got.String(), again, err)
		}
	}
	for _, line := range []string{"p2 xx", "", "p1 cbr", "p1 cbr 1,000", "q1 f", "d dh p1"} {
		if _, err := ParsePHHAction(line); !errors.Is(err, ErrParse) {
			t.Errorf("ParsePHHAction(%q): %v, want ErrParse", line, err)
		}
	}
	if _, err := ParsePHHAction("p2 xx"); err == nil || !strings.Contains(err.Error(), "'p2 xx'") ||
		!strings.Contains(err.Error(), "cbr AMOUNT") {
		t.Errorf("the error does not name the action and the forms allowed: %v", err)
	}
}

func TestChips(t *testing.T) {
	for _, c := range []struct {
		unit, amount string
		chips        int64
	}{
		{"0.5", "12.5", 25},
		{"0.25", "1259450.25", 5037801},
		{"1", "300", 300},
		{"0.01", "-0.05", -5},
		{"100", "1e3", 10},
	} {
		chips, err := ChipsFromAmount(c.unit, c.amount)
		if err != nil || chips != c.chips {
			t.Errorf("ChipsFromAmount(%q, %q) = %d, %v; want %d", c.unit, c.amount, chips, err, c.chips)
		}
		if c.amount[0] != '1' || c.unit != "100" { // 1e3 is written back as 1000
			if back, err := ChipsToAmount(c.unit, c.chips); err != nil || back != c.amount {
				t.Errorf("ChipsToAmount(%q, %d) = %q, %v; want %q", c.unit, c.chips, back, err, c.amount)
			}
		}
	}
	for _, c := range []struct {
		unit, amount string
		want         *Error
	}{
		{"1", "12.5", ErrInvalidArgument},
		{"0", "1", ErrInvalidArgument},
		{"1", "lots", ErrParse},
		{"1", "1,000", ErrParse},
		{"1", "99999999999999999999", ErrInvalidArgument},
		{"1", "1\x002", ErrInvalidArgument},
	} {
		if _, err := ChipsFromAmount(c.unit, c.amount); !errors.Is(err, c.want) {
			t.Errorf("ChipsFromAmount(%q, %q): %v, want %v", c.unit, c.amount, err, c.want.Status)
		}
	}
	if _, err := ChipsToAmount("-1", 5); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("ChipsToAmount with a negative unit: %v", err)
	}
	for _, c := range []struct {
		amounts []string
		unit    string
	}{
		{nil, "1"},
		{[]string{"12.5", "0.25"}, "0.01"},
		{[]string{"100", "2500"}, "1"},
		{[]string{"1259450.25", "678473.5"}, "0.01"},
	} {
		if unit, err := ChipUnit(c.amounts); err != nil || unit != c.unit {
			t.Errorf("ChipUnit(%q) = %q, %v; want %q", c.amounts, unit, err, c.unit)
		}
	}
	if _, err := ChipUnit([]string{"1", "x"}); !errors.Is(err, ErrParse) || !strings.Contains(err.Error(), "x") {
		t.Errorf("ChipUnit with a bad amount: %v", err)
	}
}

// A bad text never crashes: truncations and byte flips of a real file either
// parse or give a parse, unsupported or invalid-argument error.
func TestPHHHostileText(t *testing.T) {
	text := []byte(readFixture(t, "dwan-ivey-2009.phh"))
	try := func(data []byte) {
		doc, err := ParsePHH(string(data))
		if err != nil {
			var xe *Error
			if !errors.As(err, &xe) || xe.Message == "" ||
				(xe.Status != StatusParse && xe.Status != StatusUnsupported && xe.Status != StatusInvalidArgument) {
				t.Fatalf("%q: %v", data, err)
			}
			return
		}
		if state, err := doc.Replay(0, ""); err == nil {
			state.Close()
		}
		doc.Close()
	}
	for n := 0; n <= len(text); n += 7 {
		try(text[:n])
	}
	r := NewRng(17)
	for i := 0; i < 300; i++ {
		data := bytes.Clone(text)
		at, _ := r.Below(uint64(len(data)))
		b, _ := r.Below(256)
		data[at] = byte(b)
		try(data)
	}
}
