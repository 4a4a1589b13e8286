// The loops of the Hold'em batches (evaluate_many, evaluate_many_checked):
// one mask's evaluation in three forms, the check of a block of masks in two,
// and the loops that combine them. Only holdem.cpp and batch.cpp include it.
//
// On x86-64 (GCC and Clang, portable/config.hpp) a form may need BMI1, BMI2
// or AVX-512; each is then compiled with a target attribute and only called
// from a function compiled for the same features, which the caller picks
// with cpu_features() (portable/cpu.hpp). The library itself is built for
// x86-64-v2.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <new>

#include "xiapl/eval.hpp"

#include "../portable/config.hpp"

#if XIAPL_X86_KERNELS
#include <immintrin.h>
#endif

namespace xiapl::detail {

// Masks are handled in blocks of 32: one branch checks a block, its masks
// fill four cache lines and its strengths one.
inline constexpr std::size_t kMaskBlock = 32;

// How far ahead of the loop the masks are fetched, in bytes (128 masks), and
// the lines the strengths will be written to (a line not yet in cache costs
// a store its read from memory): a batch streamed from memory then finds
// both in cache.
inline constexpr std::uintptr_t kMaskAhead = 1024;
inline constexpr std::uintptr_t kOutAhead = 1024;

// The check alone, which does little else, fetches further ahead.
inline constexpr std::uintptr_t kCheckAhead = 2048;

// A batch of at most kStackStaged masks is checked and evaluated in one
// pass, its strengths staged on the stack (8 KiB) and copied out once every
// mask has passed; up to kHeapStaged (128 KiB of strengths, which stay in L2
// with their 512 KiB of masks), staged on the heap. A longer batch is checked
// whole first, from its end back, then evaluated from its start.
inline constexpr std::size_t kStackStaged = 4096;
inline constexpr std::size_t kHeapStaged = kOnePassBatch;

// An address `bytes` past `p` as an integer: a prefetch never faults, so it
// may run past the end, but a pointer may not.
inline const void* ahead(const void* p, std::uintptr_t bytes) noexcept {
    return reinterpret_cast<const void*>(reinterpret_cast<std::uintptr_t>(p) + bytes);
}

// Fetches the four lines of the block `distance` bytes past `masks`.
inline void prefetch_block(const std::uint64_t* masks, std::uintptr_t distance) noexcept {
    for (std::uintptr_t line = 0; line < kMaskBlock * sizeof(std::uint64_t); line += 64) {
        XIAPL_PREFETCH_T0(ahead(masks, distance + line));
    }
}

// 5, 6 or 7 cards, all below 52: what xiapl_eval_mask accepts.
inline bool valid_mask(std::uint64_t cards) noexcept {
    const auto n = static_cast<unsigned>(std::popcount(cards));
    return cards < (std::uint64_t{1} << 52) && n - 5 <= 2;
}

// Whether all 32 masks of a block are valid, with one branch and no shift by
// a register (several micro-operations on common x86 cores): a count c is 5,
// 6 or 7 exactly when bit 3 of c + 3 is set (c >= 5) and no bit from 3 up is
// set in c (c <= 7). The AND of the c + 3 and the OR of the c keep those bits
// for the block, and the OR of the masks their bits from 52 up.
inline bool valid_block(const std::uint64_t* masks) noexcept {
    std::uint64_t all = 0;
    unsigned low = 8, high = 0;
    for (std::size_t k = 0; k < kMaskBlock; ++k) {
        const std::uint64_t c = masks[k];
        const auto count = static_cast<unsigned>(std::popcount(c));
        all |= c;
        low &= count + 3;
        high |= count;
    }
    return (low & 8) && !(high >> 3) && !(all >> 52);
}

// One mask's strength, the suits taken out by shifts and ands.
inline Strength evaluate_shifted(std::uint64_t c) noexcept { return evaluate_mask(c); }

#if XIAPL_X86_KERNELS

// The middle two suits by bextr, one instruction each where a copy, a shift
// and an and are three.
__attribute__((target("bmi"))) inline Strength evaluate_bextr(std::uint64_t c) noexcept {
    return evaluate_suit_patterns(c & 0x1FFF, _bextr_u64(c, 13, 13), _bextr_u64(c, 26, 13), c >> 39);
}

// The middle two suits by pext, one micro-operation each (bextr is two on
// Intel cores); only where pext is fast (cpu_features().fast_pdep).
__attribute__((target("bmi,bmi2"))) inline Strength evaluate_pext(std::uint64_t c) noexcept {
    return evaluate_suit_patterns(c & 0x1FFF, _pext_u64(c, std::uint64_t{0x1FFF} << 13),
                                  _pext_u64(c, std::uint64_t{0x1FFF} << 26), c >> 39);
}

#endif

#if XIAPL_AVX512_KERNELS

// valid_block with eight masks an instruction: each count less 5, as
// unsigned, must be at most 2, and no mask may have a bit from 52 up.
__attribute__((target("avx512f,avx512vpopcntdq"))) inline bool valid_block_avx512(const std::uint64_t* masks) noexcept {
    const __m512i five = _mm512_set1_epi64(5), two = _mm512_set1_epi64(2);
    __m512i all = _mm512_setzero_si512();
    __mmask8 bad = 0;
    for (std::size_t k = 0; k < kMaskBlock; k += 8) {
        const __m512i v = _mm512_loadu_si512(masks + k);
        bad |= _mm512_cmpgt_epu64_mask(_mm512_sub_epi64(_mm512_popcnt_epi64(v), five), two);
        all = _mm512_or_si512(all, v);
    }
    bad |= _mm512_test_epi64_mask(all, _mm512_set1_epi64(~((std::int64_t{1} << 52) - 1)));
    return bad == 0;
}

#endif

// One block. Four evaluations a statement: GCC keeps a loop of one a trip
// rolled, with a taken branch a hand.
template <class Evaluate>
inline void evaluate_block(const std::uint64_t* masks, Strength* out, Evaluate evaluate) noexcept {
    for (std::size_t k = 0; k < kMaskBlock; k += 4) {
        out[k] = evaluate(masks[k]);
        out[k + 1] = evaluate(masks[k + 1]);
        out[k + 2] = evaluate(masks[k + 2]);
        out[k + 3] = evaluate(masks[k + 3]);
    }
}

// out[i] = evaluate(masks[i]) for i < n. The iterations are independent, so
// the CPU overlaps their table loads.
template <class Evaluate>
inline void evaluate_blocks(const std::uint64_t* masks, Strength* out, std::size_t n, Evaluate evaluate) noexcept {
    std::size_t i = 0;
    for (; i + kMaskBlock <= n; i += kMaskBlock) {
        prefetch_block(masks + i, kMaskAhead);
        XIAPL_PREFETCH_W(ahead(out + i, kOutAhead));
        evaluate_block(masks + i, out + i, evaluate);
    }
    for (; i < n; ++i) out[i] = evaluate(masks[i]);
}

// The index of the first invalid mask of masks[0..n), or n.
template <class ValidBlock>
inline std::size_t first_invalid(const std::uint64_t* masks, std::size_t n, ValidBlock valid) noexcept {
    std::size_t i = 0;
    for (; i + kMaskBlock <= n; i += kMaskBlock) {
        prefetch_block(masks + i, kCheckAhead);
        if (!valid(masks + i)) break;  // the loop below finds which
    }
    for (; i < n; ++i) {
        if (!valid_mask(masks[i])) return i;
    }
    return n;
}

// first_invalid reading the blocks from the last to the first: the pass
// then ends on the masks the evaluation reads first, and those of them the
// last-level cache still holds are not read from memory a second time.
template <class ValidBlock>
inline std::size_t first_invalid_backward(const std::uint64_t* masks, std::size_t n, ValidBlock valid) noexcept {
    const std::size_t blocks_end = n - n % kMaskBlock;
    // Where the forward search starts: the lowest bad block, or the tail.
    std::size_t bad = first_invalid(masks + blocks_end, n - blocks_end, valid) < n - blocks_end ? blocks_end : n;
    for (std::size_t i = blocks_end; i != 0;) {
        i -= kMaskBlock;
        prefetch_block(masks + i, std::uintptr_t{0} - kCheckAhead);  // behind: unsigned wrap-around
        if (!valid(masks + i)) bad = i;
    }
    return bad + first_invalid(masks + bad, n - bad, valid);
}

// Checks and evaluates masks[0..n) in one pass into staged[0..n), each block
// checked, then evaluated while its masks are in L1, so the reads from
// memory overlap the evaluation; copies the strengths to out only if every
// mask passed. Returns n, or the index of the first invalid mask.
template <class Evaluate, class ValidBlock>
inline std::size_t evaluate_staged(const std::uint64_t* masks, Strength* out, Strength* staged, std::size_t n,
                                   Evaluate evaluate, ValidBlock valid) noexcept {
    std::size_t i = 0;
    for (; i + kMaskBlock <= n; i += kMaskBlock) {
        prefetch_block(masks + i, kMaskAhead);
        XIAPL_PREFETCH_W(ahead(out + i, kOutAhead));
        if (!valid(masks + i)) break;  // the loop below finds which
        evaluate_block(masks + i, staged + i, evaluate);
    }
    for (; i < n; ++i) {
        if (!valid_mask(masks[i])) return i;
        staged[i] = evaluate(masks[i]);
    }
    std::memcpy(out, staged, n * sizeof(Strength));
    return n;
}

// evaluate_many_checked with the given forms: n when every mask is valid and
// out[0..n) holds the strengths, else the index of the first invalid mask and
// out untouched.
template <class Evaluate, class ValidBlock>
inline std::size_t evaluate_checked(const std::uint64_t* masks, Strength* out, std::size_t n, Evaluate evaluate,
                                    ValidBlock valid) noexcept {
    if (n <= kStackStaged) {
        alignas(64) Strength staged[kStackStaged];
        return evaluate_staged(masks, out, staged, n, evaluate, valid);
    }
    if (n <= kHeapStaged) {
        // Without the memory, the two passes below.
        const std::unique_ptr<Strength[]> staged(new (std::nothrow) Strength[n]);
        if (staged) return evaluate_staged(masks, out, staged.get(), n, evaluate, valid);
    }
    // Nothing may be written before the last mask is checked, and staging
    // millions of strengths in memory new to the process costs more (its
    // page faults) than the second read of the masks it saves.
    // Checked backwards, the batch's first masks are the freshest in cache
    // when the evaluation starts on them.
    const std::size_t bad = first_invalid_backward(masks, n, valid);
    if (bad < n) return bad;
    evaluate_blocks(masks, out, n, evaluate);
    return n;
}

}  // namespace xiapl::detail
