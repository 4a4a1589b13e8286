package xiapl

// #include <xiapl/xiapl.h>
import "C"

import "fmt"

// Rng is the library's random number generator (xoshiro256** seeded by
// SplitMix64, docs/rng.md): the same seed gives the same stream on every
// platform and in every language, the stream behind seeded Monte Carlo and
// seeded dealing. It is a plain value: copying an Rng copies its position,
// and the copy goes on independently. The zero value is the generator of seed
// 0 (NewRng(0)). An Rng is not safe for concurrent use; give each goroutine
// its own.
type Rng struct {
	state C.xiapl_rng
}

// NewRng is a generator seeded with seed.
func NewRng(seed uint64) Rng {
	var r Rng
	r.Seed(seed)
	return r
}

// Seed restarts the generator from seed.
func (r *Rng) Seed(seed uint64) {
	if status := C.xiapl_rng_seed(&r.state, C.uint64_t(seed)); status != C.XIAPL_OK {
		panic(fmt.Sprintf("xiapl: xiapl_rng_seed failed with %s on a valid generator; please report it", Status(status)))
	}
}

// ready seeds the zero value with 0 on its first draw: an all-zero state is
// one no seed gives, which the library refuses.
func (r *Rng) ready() {
	if r.state.state == [4]C.uint64_t{} {
		r.Seed(0)
	}
}

// State is the four words of the xoshiro256** state, in docs/rng.md's order.
func (r *Rng) State() [4]uint64 {
	r.ready()
	var out [4]uint64
	for i, word := range r.state.state {
		out[i] = uint64(word)
	}
	return out
}

// Next is the next 64 random bits.
func (r *Rng) Next() uint64 {
	r.ready()
	var out C.uint64_t
	if status := C.xiapl_rng_next(&r.state, &out); status != C.XIAPL_OK {
		panic(fmt.Sprintf("xiapl: xiapl_rng_next failed with %s on a seeded generator; please report it", Status(status)))
	}
	return uint64(out)
}

// Below is a uniform integer in [0, bound), without bias, for 1 <= bound <=
// 2^32; another bound is an error matching ErrInvalidArgument and leaves the
// generator unchanged.
func (r *Rng) Below(bound uint64) (uint64, error) {
	if bound < 1 || bound > 1<<32 {
		return 0, invalid("bound is %d; give 1 .. 2^32 (4294967296)", bound)
	}
	r.ready()
	var out C.uint64_t
	defer lock()()
	if err := check(C.xiapl_rng_below(&r.state, C.uint64_t(bound), &out)); err != nil {
		return 0, err
	}
	return uint64(out), nil
}

// Uniform is a uniform float64 in [0, 1): the top 53 bits of the next draw.
func (r *Rng) Uniform() float64 {
	r.ready()
	var out C.double
	if status := C.xiapl_rng_uniform(&r.state, &out); status != C.XIAPL_OK {
		panic(fmt.Sprintf("xiapl: xiapl_rng_uniform failed with %s on a seeded generator; please report it",
			Status(status)))
	}
	return float64(out)
}
