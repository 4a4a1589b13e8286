// C adapters for the library's generator: xiapl::Rng as a caller-owned value.
#include <array>
#include <cstdint>
#include <string>

#define XIAPL_UNSTABLE_API /* declares the generator */
#include "guard.hpp"
#include "xiapl/error.hpp"
#include "xiapl/rng.hpp"

using xiapl::Rng;
using xiapl::capi::guarded;
using xiapl::capi::require_pointer;

namespace {

// The generator a caller's struct holds. An all-zero state (a struct that
// was never seeded: no seed gives it) would draw zeros forever.
Rng load(const xiapl_rng* rng) {
    require_pointer(rng, "rng");
    const std::array<std::uint64_t, 4> words{rng->state[0], rng->state[1], rng->state[2], rng->state[3]};
    if ((words[0] | words[1] | words[2] | words[3]) == 0) {
        xiapl::fail(xiapl::ErrorKind::InvalidArgument,
                    "rng has an all-zero state, which no seed gives: seed it with xiapl_rng_seed first");
    }
    return Rng::from_state(words);
}

void store(const Rng& from, xiapl_rng* rng) {
    const auto words = from.state();
    for (int i = 0; i < 4; ++i) rng->state[i] = words[static_cast<std::size_t>(i)];
}

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_rng_seed(xiapl_rng* rng, uint64_t seed) {
    return guarded([&] {
        require_pointer(rng, "rng");
        store(Rng(seed), rng);
    });
}

XIAPL_API int32_t xiapl_rng_next(xiapl_rng* rng, uint64_t* out_bits) {
    return guarded([&] {
        Rng r = load(rng);
        require_pointer(out_bits, "out_bits");
        *out_bits = r.next();
        store(r, rng);
    });
}

XIAPL_API int32_t xiapl_rng_below(xiapl_rng* rng, uint64_t bound, uint64_t* out_value) {
    return guarded([&] {
        Rng r = load(rng);
        require_pointer(out_value, "out_value");
        if (bound < 1 || bound > (std::uint64_t{1} << 32)) {
            xiapl::fail(xiapl::ErrorKind::InvalidArgument,
                        "bound is " + std::to_string(bound) + "; it must be 1 .. 2^32 (4294967296)");
        }
        *out_value = r.below_wide(bound);
        store(r, rng);
    });
}

XIAPL_API int32_t xiapl_rng_uniform(xiapl_rng* rng, double* out_value) {
    return guarded([&] {
        Rng r = load(rng);
        require_pointer(out_value, "out_value");
        *out_value = r.uniform();
        store(r, rng);
    });
}
}
