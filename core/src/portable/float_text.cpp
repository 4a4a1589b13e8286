// The portable double <-> text conversions of float_text.hpp, built on the C
// library's correctly rounded printf("%.*e") and strtod: the shortest digits
// are the fewest with which the correctly rounded decimal (or its neighbour
// one unit away in the last digit) reads back as the same double. Both
// calls follow the C locale's decimal point, which is swapped for '.'.
#include "float_text.hpp"

#include <clocale>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace xiapl::detail {

namespace {

std::string locale_point() {
    const std::lconv* conv = std::localeconv();
    if (conv == nullptr || conv->decimal_point == nullptr || conv->decimal_point[0] == '\0') return ".";
    return conv->decimal_point;
}

// strtod on "[-]digits[.digits][e[+-]digits]" written with '.'.
double read_c(const std::string& text) {
    const std::string point = locale_point();
    std::string local = text;
    if (point != ".") {
        const std::size_t dot = local.find('.');
        if (dot != std::string::npos) local.replace(dot, 1, point);
    }
    return std::strtod(local.c_str(), nullptr);
}

// Decimal digits d[0] d[1] ... d[n-1] (d[0] != 0) with value d[0].d[1]... * 10^exp.
struct Digits {
    std::string d;
    int exp = 0;
};

std::string text_of(const Digits& x) {
    std::string s(1, x.d[0]);
    if (x.d.size() > 1) s += '.' + x.d.substr(1);
    return s + 'e' + std::to_string(x.exp);
}

// The correctly rounded `precision` significant digits of v > 0.
Digits rounded(double v, int precision) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*e", precision - 1, v);
    Digits x;
    const char* p = buffer;
    for (; *p != 'e' && *p != '\0'; ++p) {
        if (*p >= '0' && *p <= '9') x.d += *p;
    }
    if (*p == 'e') x.exp = std::atoi(p + 1);
    return x;
}

// The neighbour of x with as many significant digits, above (direction > 0)
// or below.
Digits step(Digits x, int direction) {
    int i = static_cast<int>(x.d.size()) - 1;
    if (direction > 0) {
        while (i >= 0 && x.d[static_cast<std::size_t>(i)] == '9') x.d[static_cast<std::size_t>(i--)] = '0';
        if (i < 0) {
            x.d.insert(x.d.begin(), '1');
            x.d.pop_back();
            ++x.exp;
        } else {
            ++x.d[static_cast<std::size_t>(i)];
        }
    } else if (x.d.find_first_not_of('0', 1) == std::string::npos && x.d[0] == '1') {
        // 1.00..0e(k) - one unit: the grid below 10^k is ten times finer.
        x.d.assign(x.d.size(), '9');
        --x.exp;
    } else {
        while (i >= 0 && x.d[static_cast<std::size_t>(i)] == '0') x.d[static_cast<std::size_t>(i--)] = '9';
        --x.d[static_cast<std::size_t>(i)];
    }
    return x;
}

void trim(Digits& x) {
    while (x.d.size() > 1 && x.d.back() == '0') x.d.pop_back();
}

// The shortest digits that read back as v > 0 (finite); the closest to v
// when there are several. Where v's neighbours are equally far (every v but
// the powers of two), a p-digit text reads back if and only if the closest
// one does, and that holds for every p from some p* on: a binary search
// finds p*. At a power of two the lower neighbour is nearer than the upper,
// so a p-digit text above v may read back where the closest (below) does
// not: each p is tried in turn, with the two neighbours of the closest.
Digits shortest(double v) {
    int exponent = 0;
    if (std::frexp(v, &exponent) != 0.5) {
        int low = 1, high = 17;  // 17 digits always read back
        while (low < high) {
            const int mid = (low + high) / 2;
            if (read_c(text_of(rounded(v, mid))) == v) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        Digits x = rounded(v, low);
        trim(x);
        return x;
    }
    for (int precision = 1; precision < 17; ++precision) {
        Digits x = rounded(v, precision);
        if (read_c(text_of(x)) == v) {
            trim(x);
            return x;
        }
        for (int direction : {-1, 1}) {
            Digits y = step(x, direction);
            if (read_c(text_of(y)) == v) {
                trim(y);
                return y;
            }
        }
    }
    Digits x = rounded(v, 17);
    trim(x);
    return x;
}

std::to_chars_result put(char* first, char* last, const std::string& text) {
    if (static_cast<std::size_t>(last - first) < text.size()) return {last, std::errc::value_too_large};
    std::memcpy(first, text.data(), text.size());
    return {first + text.size(), std::errc()};
}

std::string exponent_text(int exp) {
    std::string s(1, exp < 0 ? '-' : '+');
    const int a = exp < 0 ? -exp : exp;
    if (a < 10) s += '0';
    return s + std::to_string(a);
}

std::string scientific_text(const Digits& x) {
    std::string s(1, x.d[0]);
    if (x.d.size() > 1) s += '.' + x.d.substr(1);
    return s + 'e' + exponent_text(x.exp);
}

// The special values: "inf", "-inf", "nan", "-nan", zero.
bool special(double v, bool scientific, std::string& out) {
    const std::string sign = std::signbit(v) ? "-" : "";
    if (std::isnan(v)) {
        out = sign + "nan";
    } else if (std::isinf(v)) {
        out = sign + "inf";
    } else if (v == 0) {
        out = sign + (scientific ? "0e+00" : "0");
    } else {
        return false;
    }
    return true;
}

}  // namespace

std::to_chars_result portable_to_chars_scientific(char* first, char* last, double v) noexcept {
    try {
        std::string out;
        if (!special(v, true, out)) out = (v < 0 ? "-" : "") + scientific_text(shortest(std::fabs(v)));
        return put(first, last, out);
    } catch (...) {  // std::bad_alloc
        return {last, std::errc::value_too_large};
    }
}

std::to_chars_result portable_to_chars(char* first, char* last, double v) noexcept {
    try {
        std::string out;
        if (special(v, false, out)) return put(first, last, out);
        const double a = std::fabs(v);
        const Digits x = shortest(a);
        const std::string scientific = scientific_text(x);
        const std::size_t n = x.d.size();
        std::string fixed;
        if (x.exp >= 0 && static_cast<std::size_t>(x.exp) + 1 >= n) {
            // A whole number: its exact digits, as printf("%.0f").
            if (static_cast<std::size_t>(x.exp) + 1 <= scientific.size()) {
                char buffer[400];
                std::snprintf(buffer, sizeof buffer, "%.0f", a);
                fixed = buffer;
            }
        } else if (x.exp >= 0) {
            fixed = x.d.substr(0, static_cast<std::size_t>(x.exp) + 1) + '.' +
                    x.d.substr(static_cast<std::size_t>(x.exp) + 1);
        } else {
            fixed = "0." + std::string(static_cast<std::size_t>(-x.exp - 1), '0') + x.d;
        }
        out = v < 0 ? "-" : "";
        out += !fixed.empty() && fixed.size() <= scientific.size() ? fixed : scientific;
        return put(first, last, out);
    } catch (...) {
        return {last, std::errc::value_too_large};
    }
}

std::from_chars_result portable_from_chars(const char* first, const char* last, double& v) noexcept {
    try {
        const char* p = first;
        const bool negative = p != last && *p == '-';
        if (negative) ++p;
        auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
        auto word = [&](const char* at, const char* w) {
            const std::size_t n = std::strlen(w);
            if (static_cast<std::size_t>(last - at) < n) return false;
            for (std::size_t i = 0; i < n; ++i) {
                if (lower(at[i]) != w[i]) return false;
            }
            return true;
        };
        if (word(p, "inf")) {
            v = negative ? -HUGE_VAL : HUGE_VAL;
            return {p + (word(p, "infinity") ? 8 : 3), std::errc()};
        }
        if (word(p, "nan")) {
            const char* end = p + 3;
            if (end != last && *end == '(') {
                const char* q = end + 1;
                while (q != last && ((*q >= '0' && *q <= '9') || (lower(*q) >= 'a' && lower(*q) <= 'z') || *q == '_')) {
                    ++q;
                }
                if (q != last && *q == ')') end = q + 1;
            }
            v = negative ? -std::nan("") : std::nan("");
            return {end, std::errc()};
        }
        std::string text = negative ? "-" : "";
        bool nonzero = false;
        std::size_t digits = 0;
        for (; p != last && *p >= '0' && *p <= '9'; ++p, ++digits) {
            text += *p;
            nonzero = nonzero || *p != '0';
        }
        if (p != last && *p == '.') {
            text += '.';
            for (++p; p != last && *p >= '0' && *p <= '9'; ++p, ++digits) {
                text += *p;
                nonzero = nonzero || *p != '0';
            }
        }
        if (digits == 0) return {first, std::errc::invalid_argument};
        if (p != last && (*p == 'e' || *p == 'E')) {
            const char* q = p + 1;
            std::string exponent = "e";
            if (q != last && (*q == '+' || *q == '-')) exponent += *q++;
            const char* exponent_digits = q;
            for (; q != last && *q >= '0' && *q <= '9'; ++q) exponent += *q;
            if (q != exponent_digits) {
                text += exponent;
                p = q;
            }
        }
        const double value = read_c(text);
        if (std::isinf(value) || (value == 0 && nonzero)) return {p, std::errc::result_out_of_range};
        v = value;
        return {p, std::errc()};
    } catch (...) {
        return {first, std::errc::not_enough_memory};
    }
}

}  // namespace xiapl::detail
