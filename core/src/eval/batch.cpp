// The checked Hold'em batch (evaluate_many_checked, which xiapl_eval_masks
// calls) and its check alone (first_invalid_mask). The loops are in
// mask_kernels.hpp; this file picks the forms the CPU can run.
#include <array>
#include <span>

#include "xiapl/eval.hpp"

#include "../portable/config.hpp"
#include "../portable/cpu.hpp"
#include "mask_kernels.hpp"

namespace xiapl {

namespace detail {
namespace {

std::size_t checked_shifted(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    return evaluate_checked(masks, out, n, evaluate_shifted, valid_block);
}

std::size_t first_invalid_scalar(const std::uint64_t* masks, std::size_t n) noexcept {
    return first_invalid(masks, n, valid_block);
}

#if XIAPL_X86_KERNELS

// flatten: the loop templates, the kernels and the checks are inlined here,
// compiled for each function's target.
__attribute__((target("bmi"), flatten)) std::size_t checked_bextr(const std::uint64_t* masks, Strength* out,
                                                                  std::size_t n) noexcept {
    return evaluate_checked(
        masks, out, n, [](std::uint64_t c) __attribute__((target("bmi"))) { return evaluate_bextr(c); }, valid_block);
}

__attribute__((target("bmi,bmi2"), flatten)) std::size_t checked_pext(const std::uint64_t* masks, Strength* out,
                                                                      std::size_t n) noexcept {
    return evaluate_checked(
        masks, out, n, [](std::uint64_t c) __attribute__((target("bmi,bmi2"))) { return evaluate_pext(c); },
        valid_block);
}

#endif

#if XIAPL_AVX512_KERNELS

__attribute__((target("bmi,bmi2,avx512f,avx512vpopcntdq"), flatten)) std::size_t checked_pext_avx512(
    const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    return evaluate_checked(
        masks, out, n, [](std::uint64_t c) __attribute__((target("bmi,bmi2"))) { return evaluate_pext(c); },
        [](const std::uint64_t* block)
            __attribute__((target("avx512f,avx512vpopcntdq"))) { return valid_block_avx512(block); });
}

__attribute__((target("avx512f,avx512vpopcntdq"), flatten)) std::size_t first_invalid_avx512(const std::uint64_t* masks,
                                                                                             std::size_t n) noexcept {
    return first_invalid(
        masks, n, [](const std::uint64_t* block) __attribute__((target("avx512f,avx512vpopcntdq"))) {
            return valid_block_avx512(block);
        });
}

#endif

// The variants this CPU can run, fastest first.
struct Variants {
    std::array<CheckedBatchVariant, 4> list{};
    std::size_t count = 0;
};

Variants make_variants() noexcept {
    Variants v;
#if XIAPL_X86_KERNELS
    const CpuFeatures& cpu = cpu_features();
#if XIAPL_AVX512_KERNELS
    if (cpu.fast_pdep && cpu.avx512_popcount) v.list[v.count++] = {"pext, AVX-512 check", checked_pext_avx512};
#endif
    if (cpu.fast_pdep) v.list[v.count++] = {"pext", checked_pext};
    if (cpu.bmi1) v.list[v.count++] = {"bextr", checked_bextr};
#endif
    v.list[v.count++] = {"portable", checked_shifted};
    return v;
}

const Variants& variants() noexcept {
    static const Variants v = make_variants();
    return v;
}

}  // namespace

std::span<const CheckedBatchVariant> checked_batch_variants() noexcept {
    return {variants().list.data(), variants().count};
}

}  // namespace detail

std::size_t evaluate_many_checked(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept {
    return detail::variants().list[0].run(masks, out, n);
}

std::size_t first_invalid_mask(const std::uint64_t* masks, std::size_t n) noexcept {
#if XIAPL_AVX512_KERNELS
    if (detail::cpu_features().avx512_popcount) return detail::first_invalid_avx512(masks, n);
#endif
    return detail::first_invalid_scalar(masks, n);
}

}  // namespace xiapl
