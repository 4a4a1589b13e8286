// Doubles to text and back, exactly: the shortest text that reads back as
// the same double, and correctly rounded reading. std::to_chars and
// std::from_chars where the standard library has them for floating point
// (config.hpp), else the portable versions below, which give the same
// results (tests/core/test_portable.cpp compares them on every build that
// has both).
#pragma once

#include <charconv>
#include <system_error>

#include "config.hpp"

namespace xiapl::detail {

// As std::to_chars(first, last, v): the shortest round-trip text, fixed or
// scientific, whichever is shorter (fixed on a tie).
std::to_chars_result portable_to_chars(char* first, char* last, double v) noexcept;
// As std::to_chars(first, last, v, std::chars_format::scientific).
std::to_chars_result portable_to_chars_scientific(char* first, char* last, double v) noexcept;
// As std::from_chars(first, last, v) (std::chars_format::general): "-"?
// digits with an optional point and exponent, or inf, infinity, nan, nan(...)
// in any case; result_out_of_range (v untouched) when the value overflows or
// a nonzero value rounds to zero.
std::from_chars_result portable_from_chars(const char* first, const char* last, double& v) noexcept;

inline std::to_chars_result double_to_chars(char* first, char* last, double v) noexcept {
#if XIAPL_HAS_FLOAT_CHARCONV
    return std::to_chars(first, last, v);
#else
    return portable_to_chars(first, last, v);
#endif
}

inline std::to_chars_result double_to_chars_scientific(char* first, char* last, double v) noexcept {
#if XIAPL_HAS_FLOAT_CHARCONV
    return std::to_chars(first, last, v, std::chars_format::scientific);
#else
    return portable_to_chars_scientific(first, last, v);
#endif
}

inline std::from_chars_result double_from_chars(const char* first, const char* last, double& v) noexcept {
#if XIAPL_HAS_FLOAT_CHARCONV
    return std::from_chars(first, last, v);
#else
    return portable_from_chars(first, last, v);
#endif
}

}  // namespace xiapl::detail
