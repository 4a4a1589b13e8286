// Compiler and library features, each behind a feature test with a portable
// fallback. `meson setup -Dportable_fallbacks=true` defines
// XIAPL_PORTABLE_FALLBACKS=1, which takes every fallback even where the fast
// path exists, so that the fallbacks are tested on every machine
// (docs/portability.md).
#pragma once

#if !defined(XIAPL_PORTABLE_FALLBACKS)
#define XIAPL_PORTABLE_FALLBACKS 0
#endif

// A 128-bit integer type (GCC and Clang on 64-bit targets; not MSVC).
#if defined(__SIZEOF_INT128__) && !XIAPL_PORTABLE_FALLBACKS
#define XIAPL_HAS_INT128 1
#else
#define XIAPL_HAS_INT128 0
#endif

#if defined(__has_builtin)
#define XIAPL_HAS_BUILTIN(x) __has_builtin(x)
#else
#define XIAPL_HAS_BUILTIN(x) 0
#endif

// A read prefetch with the non-temporal hint (NTA) or into every cache level
// (T0), and a prefetch of a line about to be written (W: prefetchw where the
// target has it, else as T0); nothing where there is none.
#if XIAPL_HAS_BUILTIN(__builtin_prefetch) && !XIAPL_PORTABLE_FALLBACKS
#define XIAPL_PREFETCH_NTA(address) __builtin_prefetch((address), 0, 0)
#define XIAPL_PREFETCH_T0(address) __builtin_prefetch((address), 0, 3)
#define XIAPL_PREFETCH_W(address) __builtin_prefetch((address), 1, 3)
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86)) && !XIAPL_PORTABLE_FALLBACKS
#include <xmmintrin.h>
#define XIAPL_PREFETCH_NTA(address) _mm_prefetch(static_cast<const char*>(address), _MM_HINT_NTA)
#define XIAPL_PREFETCH_T0(address) _mm_prefetch(static_cast<const char*>(address), _MM_HINT_T0)
#define XIAPL_PREFETCH_W(address) _mm_prefetch(static_cast<const char*>(address), _MM_HINT_T0)
#else
#define XIAPL_PREFETCH_NTA(address) static_cast<void>(address)
#define XIAPL_PREFETCH_T0(address) static_cast<void>(address)
#define XIAPL_PREFETCH_W(address) static_cast<void>(address)
#endif

// x86-64 kernels compiled for BMI1/BMI2 beside the portable ones, chosen at
// run time (portable/cpu.hpp): GCC and Clang (the target attribute and
// <cpuid.h>), on any operating system.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && !XIAPL_PORTABLE_FALLBACKS
#define XIAPL_X86_KERNELS 1
#else
#define XIAPL_X86_KERNELS 0
#endif

// AVX-512 kernels beside them, except with GCC targeting Windows, which keeps
// the stack 16-byte aligned and may spill a 64-byte register to it with an
// aligned move (GCC bug 54412).
#if XIAPL_X86_KERNELS && !(defined(_WIN32) && !defined(__clang__))
#define XIAPL_AVX512_KERNELS 1
#else
#define XIAPL_AVX512_KERNELS 0
#endif

// Functions between XIAPL_BEGIN_BMI2 and XIAPL_END_BMI2 are compiled for BMI1
// and BMI2 (GCC: a target pragma; Clang, which ignores that pragma: an
// attribute pushed onto every function, lambdas included).
#if XIAPL_X86_KERNELS && defined(__clang__)
#define XIAPL_BEGIN_BMI2 _Pragma("clang attribute push(__attribute__((target(\"bmi,bmi2\"))), apply_to = function)")
#define XIAPL_END_BMI2 _Pragma("clang attribute pop")
#elif XIAPL_X86_KERNELS
#define XIAPL_BEGIN_BMI2 _Pragma("GCC push_options") _Pragma("GCC target(\"bmi,bmi2\")")
#define XIAPL_END_BMI2 _Pragma("GCC pop_options")
#endif

// Floating-point std::to_chars and std::from_chars (C++17; libstdc++ 11 and
// MSVC have them; libc++ does not define the feature macro, and Apple's lacks
// them below macOS 13.3). Without them: portable/float_text.hpp.
#include <version>
#if defined(__cpp_lib_to_chars) && __cpp_lib_to_chars >= 201611L && !XIAPL_PORTABLE_FALLBACKS
#define XIAPL_HAS_FLOAT_CHARCONV 1
#else
#define XIAPL_HAS_FLOAT_CHARCONV 0
#endif
