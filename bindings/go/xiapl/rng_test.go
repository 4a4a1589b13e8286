package xiapl

import (
	"errors"
	"math/bits"
	"reflect"
	"testing"
)

// refRng is docs/rng.md written out in Go: SplitMix64 seeding, xoshiro256**
// output, below and uniform. The package's Rng (the C library's generator)
// must draw exactly its stream.
type refRng struct{ s [4]uint64 }

func newRefRng(seed uint64) *refRng {
	r := &refRng{}
	state := seed
	for i := range r.s {
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		r.s[i] = z ^ z>>31
	}
	return r
}

func (r *refRng) next() uint64 {
	s := &r.s
	result := bits.RotateLeft64(s[1]*5, 7) * 9
	t := s[1] << 17
	s[2] ^= s[0]
	s[3] ^= s[1]
	s[1] ^= s[2]
	s[0] ^= s[3]
	s[2] ^= t
	s[3] = bits.RotateLeft64(s[3], 45)
	return result
}

func (r *refRng) below(n uint64) uint64 {
	// (next >> 32) * n fits 64 bits for n <= 2^32.
	threshold := ((1 << 32) - n) % n
	m := (r.next() >> 32) * n
	for m&0xFFFFFFFF < threshold {
		m = (r.next() >> 32) * n
	}
	return m >> 32
}

func (r *refRng) uniform() float64 { return float64(r.next()>>11) * 0x1p-53 }

func TestRngFollowsTheSpecification(t *testing.T) {
	// SplitMix64's published first output for seed 0.
	if got := newRefRng(0).s[0]; got != 0xE220A8397B1DCDAF {
		t.Fatalf("the reference SplitMix64 gives %#x for seed 0", got)
	}
	for _, seed := range []uint64{42, 0, 1, 7, 1 << 63, ^uint64(0)} {
		r, ref := NewRng(seed), newRefRng(seed)
		if r.State() != ref.s {
			t.Fatalf("seed %d: state %x, want %x", seed, r.State(), ref.s)
		}
		for i := 0; i < 100; i++ {
			if got, want := r.Next(), ref.next(); got != want {
				t.Fatalf("seed %d draw %d: Next %#x, want %#x", seed, i, got, want)
			}
		}
		for i, bound := range []uint64{1, 2, 3, 52, 1000, 1<<31 + 1, 3_000_000_000, 1 << 32, 52, 7} {
			got, err := r.Below(bound)
			if err != nil {
				t.Fatal(err)
			}
			if want := ref.below(bound); got != want || got >= bound {
				t.Fatalf("seed %d below #%d (%d): %d, want %d", seed, i, bound, got, want)
			}
		}
		for i := 0; i < 20; i++ {
			got, want := r.Uniform(), ref.uniform()
			if got != want || got < 0 || got >= 1 {
				t.Fatalf("seed %d uniform #%d: %v, want %v", seed, i, got, want)
			}
		}
	}
	// Two seeds give two streams.
	a, b := NewRng(42), NewRng(43)
	if a.Next() == b.Next() {
		t.Error("seeds 42 and 43 draw the same first value")
	}
}

// The deck's seeded shuffle is the library's other use of the generator:
// Fisher-Yates from the back with Below, as docs/rng.md says.
func TestRngDrivesTheDeckShuffle(t *testing.T) {
	for _, seed := range []uint64{42, 0, 1 << 63} {
		deck, err := NewDeck()
		if err != nil {
			t.Fatal(err)
		}
		if err := deck.Shuffle(seed); err != nil {
			t.Fatal(err)
		}
		got, err := deck.Cards()
		deck.Close()
		if err != nil {
			t.Fatal(err)
		}
		want := make([]Card, 52)
		for i := range want {
			want[i] = Card(i)
		}
		r := NewRng(seed)
		for i := len(want); i >= 2; i-- {
			j, err := r.Below(uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			want[i-1], want[j] = want[j], want[i-1]
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("seed %d: the deck shuffles to %v, Rng-driven Fisher-Yates to %v", seed, got, want)
		}
	}
}

func TestRngIsAValue(t *testing.T) {
	r := NewRng(42)
	r.Next()
	copied := r // copies the position
	first := []uint64{r.Next(), r.Next(), r.Next()}
	second := []uint64{copied.Next(), copied.Next(), copied.Next()}
	if !reflect.DeepEqual(first, second) {
		t.Fatalf("a copy draws %v, the original %v", second, first)
	}
	copied.Next()
	if r.State() == copied.State() {
		t.Fatal("drawing from the copy moved the original")
	}
	r.Seed(42)
	if fresh := NewRng(42); r.State() != fresh.State() {
		t.Fatal("Seed(42) does not restart the stream of NewRng(42)")
	}

	var zero Rng // the zero value is seed 0
	seed0 := NewRng(0)
	if zero.Next() != seed0.Next() || zero.Uniform() != seed0.Uniform() {
		t.Fatal("the zero Rng does not draw the stream of seed 0")
	}
}

func TestRngBelowRefusesABound(t *testing.T) {
	r := NewRng(42)
	before := r.State()
	for _, bound := range []uint64{0, 1<<32 + 1, ^uint64(0)} {
		if _, err := r.Below(bound); !errors.Is(err, ErrInvalidArgument) {
			t.Errorf("Below(%d): %v, want ErrInvalidArgument", bound, err)
		}
	}
	if r.State() != before {
		t.Error("a refused Below moved the generator")
	}
	if v, err := r.Below(1); err != nil || v != 0 {
		t.Errorf("Below(1) = %d, %v; want 0", v, err)
	}
}
