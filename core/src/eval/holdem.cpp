// Hold'em batch evaluation, unchecked (xiapl/eval.hpp holds evaluate_mask and
// HandState, which callers inline into their loops; batch.cpp the checked
// batch).
#include "xiapl/eval.hpp"

#include "../portable/config.hpp"
#include "../portable/cpu.hpp"
#include "mask_kernels.hpp"

namespace xiapl {

namespace detail {

void evaluate_many_portable(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    evaluate_blocks(masks, out, n, evaluate_shifted);
}

#if XIAPL_X86_KERNELS

// flatten: the loop template and the kernel are inlined here, compiled for
// this function's target.
__attribute__((target("bmi"), flatten)) void evaluate_many_bmi(const std::uint64_t* masks, Strength* out,
                                                               std::size_t n) noexcept {
    evaluate_blocks(
        masks, out, n, [](std::uint64_t c) __attribute__((target("bmi"))) { return evaluate_bextr(c); });
}

__attribute__((target("bmi,bmi2"), flatten)) void evaluate_many_pext(const std::uint64_t* masks, Strength* out,
                                                                     std::size_t n) noexcept {
    evaluate_blocks(
        masks, out, n, [](std::uint64_t c) __attribute__((target("bmi,bmi2"))) { return evaluate_pext(c); });
}

bool bmi_kernel_available() noexcept { return cpu_features().bmi1; }

bool pext_kernel_available() noexcept { return cpu_features().fast_pdep; }

#else

void evaluate_many_bmi(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    evaluate_many_portable(masks, out, n);
}

void evaluate_many_pext(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    evaluate_many_portable(masks, out, n);
}

bool bmi_kernel_available() noexcept { return false; }

bool pext_kernel_available() noexcept { return false; }

#endif

}  // namespace detail

void evaluate_many(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    if (detail::pext_kernel_available()) {
        detail::evaluate_many_pext(masks, out, n);
    } else if (detail::bmi_kernel_available()) {
        detail::evaluate_many_bmi(masks, out, n);
    } else {
        detail::evaluate_many_portable(masks, out, n);
    }
}

}  // namespace xiapl
