package xiapl

import (
	"errors"
	"math/rand"
	"strings"
	"testing"
)

// relabel moves the 13 cards of suit s to suit perm[s].
func relabel(m Mask, perm [4]int) Mask {
	var out Mask
	for s := 0; s < 4; s++ {
		out |= (m >> (13 * s) & 0x1FFF) << (13 * perm[s])
	}
	return out
}

// suitPermutations are the 24 relabellings of the four suits.
func suitPermutations() [][4]int {
	var out [][4]int
	for a := 0; a < 4; a++ {
		for b := 0; b < 4; b++ {
			for c := 0; c < 4; c++ {
				d := 6 - a - b - c
				if a != b && a != c && b != c && d != a && d != b && d != c {
					out = append(out, [4]int{a, b, c, d})
				}
			}
		}
	}
	return out
}

// randomCards draws n distinct cards.
func randomCards(rng *rand.Rand, n int, taken Mask) Mask {
	var m Mask
	for m.Len() < n {
		c := Card(rng.Intn(52))
		if !taken.Has(c) {
			m |= c.Mask()
		}
	}
	return m
}

func TestCanonicalCounts(t *testing.T) {
	for size, want := range map[int]uint64{3: 1755, 4: 16432, 5: 134459} {
		if got, err := CountCanonicalBoards(size); err != nil || got != want {
			t.Errorf("boards of %d: %d %v, want %d", size, got, err, want)
		}
	}
	for game, want := range map[Game]uint64{Holdem: 169, Omaha4: 16432, Omaha5: 134459, Omaha6: 962988} {
		if got, err := CountCanonicalHands(game); err != nil || got != want {
			t.Errorf("%s hands: %d %v, want %d", game, got, err, want)
		}
	}
	for size, want := range map[int]uint64{3: 1286792, 4: 13960050, 5: 123156254} {
		if got, err := CountCanonicalSituations(size, Holdem); err != nil || got != want {
			t.Errorf("situations with %d board cards: %d %v, want %d", size, got, err, want)
		}
	}
	if got, err := CountCanonical(2, 0); err != nil || got != 169 {
		t.Errorf("CountCanonical(2, 0) = %d %v", got, err)
	}
	for _, sizes := range [][2]int{{0, 0}, {3, 3}, {2, 2}, {7, 5}, {2, 6}, {1 << 40, 3}} {
		if _, err := CountCanonical(sizes[0], sizes[1]); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("CountCanonical%v: %v", sizes, err)
		}
	}
	if _, err := CountCanonicalBoards(2); !errors.Is(err, ErrInvalidArgument) || !strings.Contains(err.Error(), "flop") {
		t.Errorf("board size 2: %v", err)
	}
	if _, err := CountCanonicalHands(Razz); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("unknown game: %v", err)
	}
}

func TestCanonicalizeExamples(t *testing.T) {
	for _, text := range []string{"Ah Kh Ad", "Ad Kd Ah", "As Ks Ac", "Ac Kc Ah"} {
		board, orbit, err := CanonicalizeBoard(MustParseMask(text))
		if err != nil || board != MustParseMask("Kc Ac Ad") || orbit != 12 {
			t.Errorf("%s -> %s (orbit %d) %v, want Kc Ac Ad (orbit 12)", text, board, orbit, err)
		}
	}
	// Rainbow flops stand for 24 raw flops; monotone ones for 4.
	if _, orbit, _ := CanonicalizeBoard(MustParseMask("2c 7d Kh")); orbit != 24 {
		t.Errorf("rainbow orbit %d", orbit)
	}
	if b, orbit, _ := CanonicalizeBoard(MustParseMask("2s 7s Ks")); orbit != 4 || b != MustParseMask("2c 7c Kc") {
		t.Errorf("monotone %s orbit %d", b, orbit)
	}
	classes := map[string]struct {
		class string
		orbit uint64
	}{"As Ks": {"AKs", 4}, "Kd Ah": {"AKo", 12}, "Ah Ad": {"AA", 6}, "2c 7d": {"72o", 12}, "Th 9h": {"T9s", 4}}
	for text, want := range classes {
		hand := MustParseMask(text)
		class, err := HoldemHandClass(hand)
		_, orbit, err2 := CanonicalizeHand(hand)
		if err != nil || err2 != nil || class != want.class || orbit != want.orbit {
			t.Errorf("%s: class %q orbit %d (%v %v), want %q %d", text, class, orbit, err, err2, want.class, want.orbit)
		}
	}
}

func TestCanonicalFormsAreInvariantAndIdempotent(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	perms := suitPermutations()
	if len(perms) != 24 {
		t.Fatalf("%d permutations", len(perms))
	}
	for trial := 0; trial < 200; trial++ {
		board := randomCards(rng, 3+trial%3, 0)
		hero := randomCards(rng, []int{2, 4, 5, 6}[trial%4], board)
		canonBoard, boardOrbit, err := CanonicalizeBoard(board)
		if err != nil {
			t.Fatal(err)
		}
		situation, err := CanonicalizeHeroAndBoard(hero, board)
		if err != nil {
			t.Fatal(err)
		}
		if situation.Board != canonBoard {
			t.Fatalf("%s | %s: the situation's board %s is not the canonical board %s", hero, board, situation.Board, canonBoard)
		}
		if again, orbit, _ := CanonicalizeBoard(canonBoard); again != canonBoard || orbit != boardOrbit {
			t.Fatalf("board %s is not idempotent: %s", canonBoard, again)
		}
		if again, _ := CanonicalizeHeroAndBoard(situation.Hero, situation.Board); again != situation {
			t.Fatalf("situation %v is not idempotent: %v", situation, again)
		}
		distinctBoards := map[Mask]bool{}
		distinctSituations := map[[2]Mask]bool{}
		for _, perm := range perms {
			b, h := relabel(board, perm), relabel(hero, perm)
			distinctBoards[b] = true
			distinctSituations[[2]Mask{h, b}] = true
			if got, _, _ := CanonicalizeBoard(b); got != canonBoard {
				t.Fatalf("board %s relabelled to %s canonicalizes to %s, not %s", board, b, got, canonBoard)
			}
			if got, _ := CanonicalizeHeroAndBoard(h, b); got != situation {
				t.Fatalf("situation %s | %s relabelled: %v, not %v", hero, board, got, situation)
			}
		}
		// The orbit size is the number of distinct relabellings.
		if boardOrbit != uint64(len(distinctBoards)) || situation.Orbit != uint64(len(distinctSituations)) {
			t.Fatalf("%s | %s: orbits %d %d, distinct relabellings %d %d", hero, board, boardOrbit, situation.Orbit,
				len(distinctBoards), len(distinctSituations))
		}
	}
}

func TestCanonicalizeErrors(t *testing.T) {
	if _, _, err := CanonicalizeBoard(MustParseMask("As Ks")); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("2-card board: %v", err)
	}
	if _, _, err := CanonicalizeBoard(Mask(1<<60) | MustParseMask("As Ks")); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("bit 60: %v", err)
	}
	if _, _, err := CanonicalizeHand(MustParseMask("As Ks Qs")); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("3-card hand: %v", err)
	}
	_, err := CanonicalizeHeroAndBoard(MustParseMask("As Kd"), MustParseMask("As 7c 2d"))
	var xe *Error
	if !errors.As(err, &xe) || xe.Status != StatusInvalidArgument || !strings.Contains(xe.Message, "As") {
		t.Errorf("shared card: %v", err)
	}
	if _, err := HoldemHandClass(MustParseMask("As Ks Qs Js")); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("4-card class: %v", err)
	}
}

func TestCanonicalStreams(t *testing.T) {
	it, err := CanonicalBoards(3)
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	var count, orbits uint64
	var last Mask
	for it.Scan() {
		s := it.Situation()
		if s.Hero != 0 || s.Board.Len() != 3 || (count > 0 && s.Board <= last) {
			t.Fatalf("situation %d: %v after %s", count, s, last)
		}
		if canon, orbit, _ := CanonicalizeBoard(s.Board); canon != s.Board || orbit != s.Orbit {
			t.Fatalf("streamed %v is not canonical (%s, orbit %d)", s, canon, orbit)
		}
		last = s.Board
		count++
		orbits += s.Orbit
	}
	if it.Err() != nil || count != 1755 || orbits != 22100 {
		t.Fatalf("flops: %d with orbits summing to %d (%v); want 1755 and 22,100", count, orbits, it.Err())
	}
	if it.Scan() {
		t.Fatal("a finished stream must stay finished")
	}

	hands, err := CanonicalHands(Holdem)
	if err != nil {
		t.Fatal(err)
	}
	classes := map[string]bool{}
	orbits = 0
	for hands.Scan() {
		s := hands.Situation()
		class, err := HoldemHandClass(s.Hero)
		if err != nil || s.Board != 0 {
			t.Fatalf("%v: %v", s, err)
		}
		classes[class] = true
		orbits += s.Orbit
	}
	hands.Close()
	if len(classes) != 169 || orbits != 1326 {
		t.Fatalf("%d classes, orbits %d; want 169 and 1,326", len(classes), orbits)
	}
}

// The chunk size does not change the stream, and the flop situations' orbit
// sizes add up to every (hero, flop) pair: C(52,2) * C(50,3) = 25,989,600.
func TestCanonicalSituationChunks(t *testing.T) {
	whole, err := CanonicalSituations(3, Holdem)
	if err != nil {
		t.Fatal(err)
	}
	defer whole.Close()
	small, err := NewCanonIter(2, 3)
	if err != nil {
		t.Fatal(err)
	}
	defer small.Close()
	big := make([]Situation, 65536)
	var total, orbits uint64
	var pending []Situation
	chunk := make([]Situation, 1000)
	for {
		n, err := whole.Next(big)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
		for _, s := range big[:n] {
			if len(pending) == 0 {
				k, err := small.Next(chunk[:1+int(total)%997])
				if err != nil || k == 0 {
					t.Fatalf("the small-chunk stream ended early: %v", err)
				}
				pending = append(pending[:0], chunk[:k]...)
			}
			if pending[0] != s {
				t.Fatalf("situation %d: %v in big chunks, %v in small ones", total, s, pending[0])
			}
			pending = pending[1:]
			total++
			orbits += s.Orbit
		}
	}
	if n, _ := small.Next(chunk); n != 0 || len(pending) != 0 {
		t.Fatal("the small-chunk stream is longer")
	}
	if total != 1286792 || orbits != 25989600 {
		t.Fatalf("%d situations, orbits %d", total, orbits)
	}
	if _, err := whole.Next(nil); err != nil {
		t.Fatalf("an empty buffer on a finished stream: %v", err)
	}
}

func TestCanonIterErrors(t *testing.T) {
	for _, sizes := range [][2]int{{0, 0}, {3, 3}, {2, 7}} {
		if _, err := NewCanonIter(sizes[0], sizes[1]); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("NewCanonIter%v: %v", sizes, err)
		}
	}
	if _, err := CanonicalSituations(6, Holdem); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("board size 6: %v", err)
	}
	it, err := CanonicalBoards(4)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := it.Next(nil); !errors.Is(err, ErrBufferTooSmall) {
		t.Errorf("an empty buffer: %v", err)
	}
	it.Close()
	if err := it.Close(); err != nil {
		t.Error("closing twice")
	}
	if _, err := it.Next(make([]Situation, 4)); !errors.Is(err, ErrInvalidArgument) {
		t.Errorf("a closed stream: %v", err)
	}
	if it.Scan() || !errors.Is(it.Err(), ErrInvalidArgument) {
		t.Errorf("Scan on a closed stream: %v", it.Err())
	}
	for i := 0; i < 200; i++ { // left to the finalizer
		if _, err := CanonicalBoards(5); err != nil {
			t.Fatal(err)
		}
	}
}
