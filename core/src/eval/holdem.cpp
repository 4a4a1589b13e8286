// Hold'em batch evaluation (xiapl/eval.hpp holds evaluate_mask and
// HandState, which callers inline into their loops).
#include "xiapl/eval.hpp"

#include "../portable/config.hpp"
#include "../portable/cpu.hpp"

// GCC and Clang on x86-64 (portable/config.hpp); the CPU is asked with cpuid
// (portable/cpu.hpp).
#if XIAPL_X86_KERNELS
#define XIAPL_EVAL_BMI_KERNEL 1
#include <immintrin.h>
#endif

namespace xiapl {

namespace {

// How far ahead of the loop the masks are fetched, in bytes (128 masks).
constexpr std::uintptr_t kPrefetchAhead = 1024;

// The iterations are independent, so the CPU overlaps their table loads;
// four per loop trip also spread the loop's own overhead.
template <class Evaluate>
inline void evaluate_each(const std::uint64_t* masks, Strength* out, std::size_t n, Evaluate evaluate) noexcept {
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        // The masks 16 lines ahead are fetched into every cache level: a
        // batch streamed from memory then finds its masks in L1, and one
        // already in cache pays one instruction per four masks. (The
        // non-temporal hint, tried before, left the loop waiting on a
        // streamed batch.) A prefetch never faults, so the address may run
        // past the end; it is computed as an integer because a pointer may
        // not.
        XIAPL_PREFETCH_T0(reinterpret_cast<const void*>(reinterpret_cast<std::uintptr_t>(masks + i) + kPrefetchAhead));
        out[i] = evaluate(masks[i]);
        out[i + 1] = evaluate(masks[i + 1]);
        out[i + 2] = evaluate(masks[i + 2]);
        out[i + 3] = evaluate(masks[i + 3]);
    }
    for (; i < n; ++i) out[i] = evaluate(masks[i]);
}

}  // namespace

namespace detail {

void evaluate_many_portable(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    evaluate_each(masks, out, n, [](std::uint64_t c) { return evaluate_mask(c); });
}

#if defined(XIAPL_EVAL_BMI_KERNEL)

// bextr takes a suit out in one instruction where shift-and-mask needs
// three (a copy, a shift, an and); the loop is bound by its instruction
// count, not by its loads.
__attribute__((target("bmi"), flatten)) void evaluate_many_bmi(const std::uint64_t* masks, Strength* out,
                                                               std::size_t n) noexcept {
    evaluate_each(
        masks, out, n, [](std::uint64_t c) __attribute__((target("bmi"))) {
            return evaluate_suit_patterns(_bextr_u64(c, 0, 13), _bextr_u64(c, 13, 13), _bextr_u64(c, 26, 13), c >> 39);
        });
}

bool bmi_kernel_available() noexcept { return cpu_features().bmi1; }

#else

void evaluate_many_bmi(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    evaluate_many_portable(masks, out, n);
}

bool bmi_kernel_available() noexcept { return false; }

#endif

}  // namespace detail

void evaluate_many(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    if (detail::bmi_kernel_available()) {
        detail::evaluate_many_bmi(masks, out, n);
    } else {
        detail::evaluate_many_portable(masks, out, n);
    }
}

}  // namespace xiapl
