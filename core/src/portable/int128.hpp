// 128-bit integers: the compiler's where it has them (config.hpp), else
// WideUInt / WideInt, two 64-bit halves with the same arithmetic
// (two's complement, wrapping, truncating division). Both are always
// compiled; tests/core/test_portable.cpp checks that they agree.
#pragma once

#include <bit>
#include <compare>
#include <concepts>
#include <cstdint>

#include "config.hpp"

namespace xiapl::detail {

class WideInt;

class WideUInt {
  public:
    constexpr WideUInt() noexcept = default;
    // From any integer, as a conversion to unsigned __int128 (sign extended).
    template <std::integral T>
    constexpr WideUInt(T v) noexcept  // NOLINT(google-explicit-constructor): behaves as an integer
        : hi_(v < 0 ? ~std::uint64_t{0} : 0), lo_(static_cast<std::uint64_t>(v)) {}
    constexpr WideUInt(std::uint64_t hi, std::uint64_t lo, int) noexcept : hi_(hi), lo_(lo) {}
    constexpr explicit WideUInt(const WideInt& v) noexcept;

    template <std::integral T>
    constexpr explicit operator T() const noexcept {
        return static_cast<T>(lo_);
    }
    constexpr std::uint64_t high() const noexcept { return hi_; }
    constexpr std::uint64_t low() const noexcept { return lo_; }

    friend constexpr bool operator==(const WideUInt&, const WideUInt&) noexcept = default;
    friend constexpr std::strong_ordering operator<=>(const WideUInt& a, const WideUInt& b) noexcept {
        if (a.hi_ != b.hi_) return a.hi_ <=> b.hi_;
        return a.lo_ <=> b.lo_;
    }

    constexpr WideUInt operator~() const noexcept { return {~hi_, ~lo_, 0}; }
    constexpr WideUInt operator-() const noexcept { return ~*this + WideUInt(1); }
    friend constexpr WideUInt operator+(const WideUInt& a, const WideUInt& b) noexcept {
        const std::uint64_t lo = a.lo_ + b.lo_;
        return {a.hi_ + b.hi_ + (lo < a.lo_ ? 1 : 0), lo, 0};
    }
    friend constexpr WideUInt operator-(const WideUInt& a, const WideUInt& b) noexcept { return a + -b; }
    friend constexpr WideUInt operator*(const WideUInt& a, const WideUInt& b) noexcept {
        const WideUInt low = mul64(a.lo_, b.lo_);
        return {low.hi_ + a.hi_ * b.lo_ + a.lo_ * b.hi_, low.lo_, 0};
    }
    friend constexpr WideUInt operator<<(const WideUInt& a, int s) noexcept {
        if (s == 0) return a;
        if (s >= 64) return {a.lo_ << (s - 64), 0, 0};
        return {(a.hi_ << s) | (a.lo_ >> (64 - s)), a.lo_ << s, 0};
    }
    friend constexpr WideUInt operator>>(const WideUInt& a, int s) noexcept {
        if (s == 0) return a;
        if (s >= 64) return {0, a.hi_ >> (s - 64), 0};
        return {a.hi_ >> s, (a.lo_ >> s) | (a.hi_ << (64 - s)), 0};
    }
    friend constexpr WideUInt operator/(const WideUInt& a, const WideUInt& b) noexcept {
        WideUInt q, r;
        divide(a, b, q, r);
        return q;
    }
    friend constexpr WideUInt operator%(const WideUInt& a, const WideUInt& b) noexcept {
        WideUInt q, r;
        divide(a, b, q, r);
        return r;
    }
    constexpr WideUInt& operator+=(const WideUInt& b) noexcept { return *this = *this + b; }
    constexpr WideUInt& operator-=(const WideUInt& b) noexcept { return *this = *this - b; }
    constexpr WideUInt& operator*=(const WideUInt& b) noexcept { return *this = *this * b; }
    constexpr WideUInt& operator/=(const WideUInt& b) noexcept { return *this = *this / b; }
    constexpr WideUInt& operator%=(const WideUInt& b) noexcept { return *this = *this % b; }

  private:
    // The full product of two 64-bit numbers.
    static constexpr WideUInt mul64(std::uint64_t a, std::uint64_t b) noexcept {
        const std::uint64_t a_lo = a & 0xFFFFFFFFu, a_hi = a >> 32;
        const std::uint64_t b_lo = b & 0xFFFFFFFFu, b_hi = b >> 32;
        const std::uint64_t ll = a_lo * b_lo, lh = a_lo * b_hi, hl = a_hi * b_lo, hh = a_hi * b_hi;
        const std::uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFu) + (hl & 0xFFFFFFFFu);
        return {hh + (lh >> 32) + (hl >> 32) + (mid >> 32), (mid << 32) | (ll & 0xFFFFFFFFu), 0};
    }
    // Long division (b != 0): by 32-bit digits when b fits in 32 bits (the
    // decimal code divides by 10 and small powers of ten), else binary, from
    // the highest set bit of a.
    static constexpr void divide(const WideUInt& a, const WideUInt& b, WideUInt& q, WideUInt& r) noexcept {
        q = WideUInt();
        r = WideUInt();
        if (a.hi_ == 0 && b.hi_ == 0) {
            q = WideUInt(a.lo_ / b.lo_);
            r = WideUInt(a.lo_ % b.lo_);
            return;
        }
        if (b.hi_ == 0 && b.lo_ <= 0xFFFFFFFFu) {
            const std::uint64_t d = b.lo_;
            const std::uint64_t digit[4] = {a.hi_ >> 32, a.hi_ & 0xFFFFFFFFu, a.lo_ >> 32, a.lo_ & 0xFFFFFFFFu};
            std::uint64_t quotient[4] = {}, rest = 0;
            for (int i = 0; i < 4; ++i) {
                const std::uint64_t x = (rest << 32) | digit[i];  // rest < d < 2^32
                quotient[i] = x / d;
                rest = x % d;
            }
            q = WideUInt((quotient[0] << 32) | quotient[1], (quotient[2] << 32) | quotient[3], 0);
            r = WideUInt(rest);
            return;
        }
        const int top = a.hi_ != 0 ? 127 - std::countl_zero(a.hi_) : 63 - std::countl_zero(a.lo_);
        for (int bit = top; bit >= 0; --bit) {
            r = r << 1;
            if (((bit >= 64 ? a.hi_ >> (bit - 64) : a.lo_ >> bit) & 1) != 0) r.lo_ |= 1;
            if (r >= b) {
                r -= b;
                if (bit >= 64) {
                    q.hi_ |= std::uint64_t{1} << (bit - 64);
                } else {
                    q.lo_ |= std::uint64_t{1} << bit;
                }
            }
        }
    }

    std::uint64_t hi_ = 0;
    std::uint64_t lo_ = 0;
};

class WideInt {
  public:
    constexpr WideInt() noexcept = default;
    template <std::integral T>
    constexpr WideInt(T v) noexcept : bits_(v) {}  // NOLINT(google-explicit-constructor)
    constexpr explicit WideInt(const WideUInt& v) noexcept : bits_(v) {}

    template <std::integral T>
    constexpr explicit operator T() const noexcept {
        return static_cast<T>(bits_.low());
    }
    constexpr const WideUInt& bits() const noexcept { return bits_; }
    constexpr bool negative() const noexcept { return (bits_.high() >> 63) != 0; }

    friend constexpr bool operator==(const WideInt&, const WideInt&) noexcept = default;
    friend constexpr std::strong_ordering operator<=>(const WideInt& a, const WideInt& b) noexcept {
        if (a.negative() != b.negative())
            return a.negative() ? std::strong_ordering::less : std::strong_ordering::greater;
        return a.bits_ <=> b.bits_;
    }

    constexpr WideInt operator-() const noexcept { return WideInt(-bits_); }
    friend constexpr WideInt operator+(const WideInt& a, const WideInt& b) noexcept {
        return WideInt(a.bits_ + b.bits_);
    }
    friend constexpr WideInt operator-(const WideInt& a, const WideInt& b) noexcept {
        return WideInt(a.bits_ - b.bits_);
    }
    friend constexpr WideInt operator*(const WideInt& a, const WideInt& b) noexcept {
        return WideInt(a.bits_ * b.bits_);
    }
    // Truncating toward zero, as the built-in division.
    friend constexpr WideInt operator/(const WideInt& a, const WideInt& b) noexcept {
        const WideUInt q = a.magnitude() / b.magnitude();
        return a.negative() != b.negative() ? -WideInt(q) : WideInt(q);
    }
    friend constexpr WideInt operator%(const WideInt& a, const WideInt& b) noexcept { return a - (a / b) * b; }
    constexpr WideInt& operator+=(const WideInt& b) noexcept { return *this = *this + b; }
    constexpr WideInt& operator-=(const WideInt& b) noexcept { return *this = *this - b; }
    constexpr WideInt& operator*=(const WideInt& b) noexcept { return *this = *this * b; }
    constexpr WideInt& operator/=(const WideInt& b) noexcept { return *this = *this / b; }
    constexpr WideInt& operator%=(const WideInt& b) noexcept { return *this = *this % b; }

  private:
    constexpr WideUInt magnitude() const noexcept { return negative() ? -bits_ : bits_; }

    WideUInt bits_;
};

constexpr WideUInt::WideUInt(const WideInt& v) noexcept : WideUInt(v.bits()) {}

#if XIAPL_HAS_INT128
__extension__ typedef __int128 Int128;
__extension__ typedef unsigned __int128 UInt128;
#else
using Int128 = WideInt;
using UInt128 = WideUInt;
#endif

}  // namespace xiapl::detail
