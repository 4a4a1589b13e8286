// Exact decimal chips: amounts as whole numbers of a unit, floats as Python
// writes them.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "../portable/float_text.hpp"
#include "internal.hpp"

namespace xiapl::phh {

namespace detail {

namespace {

// 10^k for k = 0..38 (10^38 < 2^127).
constexpr int kMaxPow = 38;
constexpr UInt128 pow10(int k) {
    UInt128 r = 1;
    for (int i = 0; i < k; ++i) r *= 10;
    return r;
}

std::string u128_text(UInt128 v) {
    char buf[48];
    char* p = buf + sizeof buf;
    do {
        *--p = static_cast<char>('0' + static_cast<int>(v % 10));
        v /= 10;
    } while (v != 0);
    return std::string(p, buf + sizeof buf);
}

}  // namespace

std::string float_repr(double v) {
    if (std::isnan(v)) return "nan";
    if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
    char buf[64];
    const auto r = xiapl::detail::double_to_chars_scientific(buf, buf + sizeof buf, v);
    const std::string_view s(buf, static_cast<std::size_t>(r.ptr - buf));
    // s: [-]D[.DDD]e(+|-)XX
    std::size_t i = 0;
    std::string out;
    if (s[i] == '-') {
        out += '-';
        ++i;
    }
    std::string digits;
    const std::size_t e = s.find('e');
    for (std::size_t k = i; k < e; ++k) {
        if (s[k] != '.') digits += s[k];
    }
    int exp10 = 0;
    std::from_chars(s.data() + e + 1 + (s[e + 1] == '+'), s.data() + s.size(), exp10);
    if (exp10 >= -4 && exp10 < 16) {
        if (exp10 >= 0) {
            const auto whole = static_cast<std::size_t>(exp10) + 1;
            if (digits.size() <= whole) {
                out += digits;
                out.append(whole - digits.size(), '0');
                out += ".0";
            } else {
                out.append(digits, 0, whole);
                out += '.';
                out.append(digits, whole, std::string::npos);
            }
        } else {
            out += "0.";
            out.append(static_cast<std::size_t>(-exp10 - 1), '0');
            out += digits;
        }
        return out;
    }
    out += digits[0];
    if (digits.size() > 1) {
        out += '.';
        out.append(digits, 1, std::string::npos);
    }
    out += 'e';
    out += exp10 < 0 ? '-' : '+';
    const int a = exp10 < 0 ? -exp10 : exp10;
    if (a < 10) out += '0';
    out += std::to_string(a);
    return out;
}

namespace {

// Whether a float literal out of the double range is too large (else too small).
bool overflows(std::string_view t) {
    const std::size_t e = t.find_first_of("eE");
    const std::string_view mantissa = t.substr(0, e);
    long long exp = 0;
    if (e != std::string_view::npos) {
        std::size_t q = e + 1;
        bool neg = false;
        if (q < t.size() && (t[q] == '+' || t[q] == '-')) neg = t[q++] == '-';
        for (; q < t.size(); ++q) exp = std::min<long long>(exp * 10 + (t[q] - '0'), 1000000000LL);
        if (neg) exp = -exp;
    }
    const std::size_t point = mantissa.find('.');
    const std::size_t int_len = point == std::string_view::npos ? mantissa.size() : point;
    long long first = -1;  // the place of the first nonzero digit (0: units)
    long long pos = static_cast<long long>(int_len);
    for (const char c : mantissa) {
        if (c == '.') continue;
        --pos;
        if (c != '0') {
            first = pos;
            break;
        }
    }
    return first + exp > 0;
}

}  // namespace

bool to_double(std::string_view text, double& out) {
    const bool negative = !text.empty() && text[0] == '-';
    const std::string_view body = text.substr(negative ? 1 : 0);
    double d = 0;
    const auto r = xiapl::detail::double_from_chars(body.data(), body.data() + body.size(), d);
    if (r.ptr != body.data() + body.size()) return false;
    if (r.ec == std::errc::result_out_of_range) {
        d = overflows(body) ? std::numeric_limits<double>::infinity() : 0.0;
    } else if (r.ec != std::errc()) {
        return false;
    }
    out = negative ? -d : d;
    return true;
}

Value make_int(std::int64_t v) {
    Value value;
    value.kind = Value::Kind::Int;
    value.integer = v;
    return value;
}

Value make_float(double v) {
    Value value;
    value.kind = Value::Kind::Float;
    value.text = float_repr(v);
    return value;
}

Value make_string(std::string v) {
    Value value;
    value.kind = Value::Kind::String;
    value.text = std::move(v);
    return value;
}

bool parse_decimal(std::string_view text, Decimal& out, std::string* why) {
    auto bad = [&](const char* problem) {
        if (why != nullptr) *why = problem;
        return false;
    };
    std::size_t i = 0;
    const std::size_t n = text.size();
    bool negative = false;
    if (i < n && (text[i] == '+' || text[i] == '-')) {
        negative = text[i] == '-';
        ++i;
    }
    UInt128 mantissa = 0;
    int significant = 0;     // digits in mantissa
    long long zeros = 0;     // zero digits seen after the last nonzero digit (not yet in mantissa)
    long long fraction = 0;  // digits after the point
    int digits = 0;
    bool point = false;
    for (; i < n; ++i) {
        const char c = text[i];
        if (c == '.') {
            if (point) return bad("it has two decimal points");
            point = true;
            continue;
        }
        if (c < '0' || c > '9') break;
        ++digits;
        if (point) ++fraction;
        if (c == '0') {
            if (significant > 0) ++zeros;
            continue;
        }
        // Append the pending zeros, then the digit.
        if (significant + zeros + 1 > kMaxPow) return bad("it has more than 38 significant digits");
        mantissa = mantissa * pow10(static_cast<int>(zeros) + 1) + static_cast<unsigned>(c - '0');
        significant += static_cast<int>(zeros) + 1;
        zeros = 0;
    }
    if (digits == 0) return bad("it has no digits");
    long long exponent = 0;
    if (i < n && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        bool exp_negative = false;
        if (i < n && (text[i] == '+' || text[i] == '-')) {
            exp_negative = text[i] == '-';
            ++i;
        }
        if (i >= n) return bad("its exponent has no digits");
        for (; i < n; ++i) {
            const char c = text[i];
            if (c < '0' || c > '9') return bad("its exponent is not a number");
            exponent = exponent * 10 + (c - '0');
            if (exponent > 100000000) return bad("its exponent is out of range");
        }
        if (exp_negative) exponent = -exponent;
    }
    if (i != n) return bad("it holds a character that is not a digit");
    long long e = exponent - fraction + zeros;
    if (mantissa == 0) e = 0;
    if (e > 1000000 || e < -1000000) return bad("its exponent is out of range");
    out.mantissa = negative ? -static_cast<Int128>(mantissa) : static_cast<Int128>(mantissa);
    out.exponent = static_cast<int>(e);
    return true;
}

std::string decimal_text(Int128 mantissa, int exponent) {
    const bool negative = mantissa < 0;
    UInt128 m = negative ? static_cast<UInt128>(-(mantissa + 1)) + 1 : static_cast<UInt128>(mantissa);
    if (m == 0) return "0";
    while (exponent < 0 && m % 10 == 0) {
        m /= 10;
        ++exponent;
    }
    std::string digits = u128_text(m);
    std::string out = negative ? "-" : "";
    if (exponent >= 0) {
        out += digits;
        out.append(static_cast<std::size_t>(exponent), '0');
        return out;
    }
    const auto frac = static_cast<std::size_t>(-exponent);
    if (digits.size() > frac) {
        out.append(digits, 0, digits.size() - frac);
        out += '.';
        out.append(digits, digits.size() - frac, std::string::npos);
    } else {
        out += "0.";
        out.append(frac - digits.size(), '0');
        out += digits;
    }
    return out;
}

}  // namespace detail

using detail::Decimal;
using detail::Int128;
using detail::UInt128;

namespace {

constexpr UInt128 pow10_u(int k) {
    UInt128 r = 1;
    for (int i = 0; i < k; ++i) r *= 10;
    return r;
}

// The smallest and largest unit: 10^-18 .. 10^18 (so that chips times the
// unit is always at most 47 characters).
constexpr int kMinUnitExp = -18;
constexpr int kMaxUnitExp = 18;

Decimal decimal_or_throw(std::string_view text, std::string_view what, ErrorKind kind = ErrorKind::Parse) {
    Decimal d;
    std::string why;
    if (!detail::parse_decimal(text, d, &why)) {
        std::string message;
        if (!what.empty()) message.append(what).append(": ");
        message += detail::py_repr(text) + " is not a decimal amount (" + why +
                   "); write amounts like 1000 or 12.5 (no commas, no currency signs)";
        fail(kind, message);
    }
    return d;
}

int adjusted_exponent(const Decimal& d) {
    const UInt128 m = d.mantissa < 0 ? static_cast<UInt128>(-d.mantissa) : static_cast<UInt128>(d.mantissa);
    int digits = 1;
    for (UInt128 v = m; v >= 10; v /= 10) ++digits;
    return d.exponent + digits - 1;
}

}  // namespace

Chips ChipScale::to_chips(std::string_view decimal, std::string_view what) const {
    if (mantissa == 1 && exponent == 0 && !decimal.empty() && decimal.size() <= 18) {
        // The common case: a whole number of unit chips.
        Chips v = 0;
        bool digits = true;
        for (const char c : decimal) {
            if (c < '0' || c > '9') {
                digits = false;  // not a plain integer: the full reader below says why
                break;
            }
            v = v * 10 + (c - '0');
        }
        if (digits) return v;
    }
    const Decimal d = decimal_or_throw(decimal, what);
    auto prefix = [&] { return what.empty() ? std::string() : std::string(what) + ": "; };
    if (d.mantissa == 0) return 0;
    const bool negative = d.mantissa < 0;
    const UInt128 m = negative ? static_cast<UInt128>(-d.mantissa) : static_cast<UInt128>(d.mantissa);
    const UInt128 um = static_cast<UInt128>(mantissa);
    const long long shift = static_cast<long long>(d.exponent) - exponent;  // chips = m * 10^shift / um
    auto not_whole = [&]() -> Chips {
        fail(ErrorKind::InvalidArgument, prefix() + std::string(decimal) + " is not a whole number of " + unit_text() +
                                             " chips; use a smaller unit (see chip_scale)");
    };
    auto too_big = [&]() -> Chips {
        fail(ErrorKind::InvalidArgument,
             prefix() + std::string(decimal) + " is more than 2^63 chips of " + unit_text() + "; use a larger unit");
    };
    UInt128 q = 0;
    if (shift >= 0) {
        if (shift > 38) return too_big();
        const UInt128 p = pow10_u(static_cast<int>(shift));
        if (m > (~UInt128{0}) / p) return too_big();
        const UInt128 num = m * p;
        if (num % um != 0) return not_whole();
        q = num / um;
    } else {
        if (-shift > 38) return not_whole();  // m < 10^38 < the denominator
        const UInt128 p = pow10_u(static_cast<int>(-shift));
        if (um > (~UInt128{0}) / p) return not_whole();
        const UInt128 den = um * p;
        if (m % den != 0) return not_whole();
        q = m / den;
    }
    const UInt128 limit = negative ? (UInt128{1} << 63) : (UInt128{1} << 63) - 1;
    if (q > limit) return too_big();
    return negative ? static_cast<Chips>(-static_cast<Int128>(q)) : static_cast<Chips>(q);
}

Chips ChipScale::to_chips(const Value& amount, std::string_view what) const {
    auto prefix = [&] { return what.empty() ? std::string() : std::string(what) + ": "; };
    switch (amount.kind) {
        case Value::Kind::Int:
            if (mantissa == 1 && exponent == 0) return amount.integer;
            return to_chips(std::to_string(amount.integer), what);
        case Value::Kind::Float:
            if (amount.text.find_first_of("ni") != std::string::npos) {
                fail(ErrorKind::InvalidArgument, prefix() + amount.text + " is not a finite number");
            }
            return to_chips(std::string_view(amount.text), what);
        default:
            fail(ErrorKind::InvalidArgument,
                 prefix() + detail::py_repr(amount) +
                     " is not a number; write amounts like 1000 or 12.5 (no commas, no quotes)");
    }
}

std::string ChipScale::to_amount(Chips chips) const {
    const Int128 p = static_cast<Int128>(chips) * static_cast<Int128>(mantissa);
    return detail::decimal_text(p, exponent);
}

std::string ChipScale::unit_text() const { return detail::decimal_text(mantissa, exponent); }

ChipScale parse_chip_scale(std::string_view unit) {
    const Decimal d = decimal_or_throw(unit, "the chip unit");
    if (d.mantissa <= 0) {
        fail(ErrorKind::InvalidArgument, "a chip unit must be positive, not " + detail::py_repr(unit));
    }
    const int adjusted = adjusted_exponent(d);
    if (adjusted < kMinUnitExp || adjusted > kMaxUnitExp || d.mantissa >= static_cast<Int128>(pow10_u(18))) {
        fail(ErrorKind::InvalidArgument, "the chip unit " + std::string(unit) +
                                             " is not supported; use a unit from 1e-18 to 1e18 with at most 18 "
                                             "significant digits");
    }
    ChipScale scale;
    scale.mantissa = static_cast<std::int64_t>(d.mantissa);
    scale.exponent = d.exponent;
    return scale;
}

namespace detail {

// The unit 10^e (e <= 0) that makes `text` whole: min(e, the amount's exponent).
int amount_exponent(std::string_view text, std::string_view what, ErrorKind kind) {
    const Decimal d = decimal_or_throw(text, what, kind);
    return std::min(d.exponent, 0);
}

ChipScale power_of_ten_unit(int exponent, std::string_view culprit) {
    if (exponent < kMinUnitExp) {
        fail(ErrorKind::InvalidArgument,
             "the amount " + std::string(culprit) + " has more than 18 decimals; the smallest chip unit is 1e-18");
    }
    ChipScale scale;
    scale.exponent = exponent;
    return scale;
}

}  // namespace detail

ChipScale chip_scale(const Hand& hand) {
    int exponent = 0;
    std::string culprit;
    auto take = [&](int e, std::string_view text) {
        if (e < exponent) {
            exponent = e;
            culprit = text;
        }
    };
    auto value = [&](const Value& v, std::string_view what) {
        if (v.kind == Value::Kind::Int) return;
        if (v.kind != Value::Kind::Float || v.text.find_first_of("ni") != std::string::npos) {
            fail(ErrorKind::InvalidArgument,
                 std::string(what) + " holds " + detail::py_repr(v) + ", which is not a finite number");
        }
        take(detail::amount_exponent(v.text, what, ErrorKind::InvalidArgument), v.text);
    };
    for (const Value& v : hand.antes) value(v, "antes");
    for (const Value& v : hand.blinds_or_straddles) value(v, "blinds_or_straddles");
    detail::each_bet_field(hand, [&](std::string_view key, const Value& v) { value(v, key); });
    for (const Value& v : hand.starting_stacks) value(v, "starting_stacks");
    for (const std::string& action : hand.actions) {
        // Only "cbr" holds an 'r' (card letters do not), save in a comment.
        if (action.find('r') == std::string::npos) continue;
        std::string_view amount;
        detail::Step step;
        if (detail::read_plain(action, kMaxSeats, step)) {
            if (step.verb != Verb::BetOrRaise) continue;
            amount = step.amount;
        } else {
            const detail::Words w = detail::split_words(action);
            if (w.count != 3 || w.word[1] != "cbr") continue;
            amount = w.word[2];
        }
        if (amount.find_first_not_of("0123456789") == std::string_view::npos) continue;  // whole
        Decimal d;
        if (!detail::parse_decimal(amount, d)) {
            (void)decimal_or_throw(amount, "action " + detail::py_repr(action), ErrorKind::InvalidArgument);
        }
        take(std::min(d.exponent, 0), amount);
    }
    return detail::power_of_ten_unit(exponent, culprit);
}

ChipScale chip_scale_for(const std::vector<std::string_view>& amounts) {
    int exponent = 0;
    std::string culprit;
    for (std::size_t i = 0; i < amounts.size(); ++i) {
        const int e = detail::amount_exponent(amounts[i], "amount " + std::to_string(i), ErrorKind::Parse);
        if (e < exponent) {
            exponent = e;
            culprit = amounts[i];
        }
    }
    return detail::power_of_ten_unit(exponent, culprit);
}

}  // namespace xiapl::phh
