// Text helpers of the PHH code: UTF-8, Python's repr for messages, and the
// string escapes of TOML and JSON.
#include <cstdint>
#include <string>

#include "internal.hpp"

namespace xiapl::phh::detail {

namespace {

constexpr char kHex[] = "0123456789abcdef";

void append_hex(std::string& out, std::uint32_t v, int digits) {
    for (int k = digits - 1; k >= 0; --k) out += kHex[(v >> (4 * k)) & 0xF];
}

std::uint32_t decode(std::string_view s, std::size_t i, std::size_t len) {
    const auto b = [&](std::size_t k) { return static_cast<std::uint32_t>(static_cast<unsigned char>(s[i + k])); };
    switch (len) {
        case 1:
            return b(0);
        case 2:
            return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
        case 3:
            return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
        default:
            return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
    }
}

// Code points Python's str.isprintable() refuses, beyond the C0 controls and
// DEL: C1 controls, separators other than the space, format characters,
// private use and noncharacters (the common ones; the rest print as is).
bool printable(std::uint32_t cp) {
    if (cp >= 0x80 && cp <= 0xA0) return false;
    if (cp == 0xAD || cp == 0x1680 || cp == 0x3000 || cp == 0xFEFF || cp == 0x061C || cp == 0x180E) return false;
    if (cp >= 0x2000 && cp <= 0x200F) return false;
    if (cp >= 0x2028 && cp <= 0x202F) return false;
    if (cp >= 0x205F && cp <= 0x206F) return false;
    if (cp >= 0xD800 && cp <= 0xF8FF) return false;
    if (cp >= 0xFFF9 && cp <= 0xFFFB) return false;
    if ((cp & 0xFFFE) == 0xFFFE) return false;
    if (cp >= 0xF0000) return false;
    return true;
}

}  // namespace

std::size_t utf8_sequence(std::string_view s, std::size_t i) {
    const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
    const unsigned char c = at(0);
    if (c < 0x80) return 1;
    const std::size_t left = s.size() - i;
    auto cont = [&](std::size_t k) { return k < left && (at(k) & 0xC0) == 0x80; };
    if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        if (!cont(1) || !cont(2)) return 0;
        if (c == 0xE0 && at(1) < 0xA0) return 0;   // overlong
        if (c == 0xED && at(1) >= 0xA0) return 0;  // a surrogate
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        if (!cont(1) || !cont(2) || !cont(3)) return 0;
        if (c == 0xF0 && at(1) < 0x90) return 0;   // overlong
        if (c == 0xF4 && at(1) >= 0x90) return 0;  // above U+10FFFF
        return 4;
    }
    return 0;
}

void append_utf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

std::string py_repr(std::string_view text) {
    const bool single = text.find('\'') == std::string_view::npos;
    const bool dbl = text.find('"') == std::string_view::npos;
    const char quote = (!single && dbl) ? '"' : '\'';
    std::string out;
    out.reserve(text.size() + 2);
    out += quote;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (c == static_cast<unsigned char>(quote) || c == '\\') {
                out += '\\';
                out += static_cast<char>(c);
            } else if (c == '\t') {
                out += "\\t";
            } else if (c == '\n') {
                out += "\\n";
            } else if (c == '\r') {
                out += "\\r";
            } else if (c < 0x20 || c == 0x7F) {
                out += "\\x";
                append_hex(out, c, 2);
            } else {
                out += static_cast<char>(c);
            }
            ++i;
            continue;
        }
        const std::size_t len = utf8_sequence(text, i);
        if (len == 0) {  // not UTF-8: the byte, escaped
            out += "\\x";
            append_hex(out, c, 2);
            ++i;
            continue;
        }
        const std::uint32_t cp = decode(text, i, len);
        if (printable(cp)) {
            out.append(text.substr(i, len));
        } else if (cp < 0x100) {
            out += "\\x";
            append_hex(out, cp, 2);
        } else if (cp < 0x10000) {
            out += "\\u";
            append_hex(out, cp, 4);
        } else {
            out += "\\U";
            append_hex(out, cp, 8);
        }
        i += len;
    }
    out += quote;
    return out;
}

std::string py_repr(const Value& value) {
    switch (value.kind) {
        case Value::Kind::Bool:
            return value.boolean ? "True" : "False";
        case Value::Kind::Int:
            return std::to_string(value.integer);
        case Value::Kind::Float:
        case Value::Kind::DateTime:
            return value.text;
        case Value::Kind::String:
            return py_repr(std::string_view(value.text));
        case Value::Kind::Array: {
            std::string out = "[";
            for (std::size_t i = 0; i < value.items.size(); ++i) {
                if (i > 0) out += ", ";
                out += py_repr(value.items[i]);
            }
            return out + "]";
        }
        case Value::Kind::Table: {
            std::string out = "{";
            for (std::size_t i = 0; i < value.fields.size(); ++i) {
                if (i > 0) out += ", ";
                out += py_repr(std::string_view(value.fields[i].first));
                out += ": ";
                out += py_repr(value.fields[i].second);
            }
            return out + "}";
        }
    }
    return "?";
}

namespace {

// json.dumps(ensure_ascii=False): \" \\ \b \f \n \r \t, other C0 controls as
// \u00XX; everything else (UTF-8) as is. `del`: DEL as \u007f too (TOML).
void append_escaped(std::string& out, std::string_view text, bool del) {
    out += '"';
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\b':
                out += "\\b";
                break;
            case '\f':
                out += "\\f";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (c < 0x20 || (del && c == 0x7F)) {
                    out += "\\u";
                    append_hex(out, c, 4);
                } else {
                    out += ch;
                }
        }
    }
    out += '"';
}

}  // namespace

void append_toml_string(std::string& out, std::string_view text) { append_escaped(out, text, true); }

void append_json_string(std::string& out, std::string_view text) { append_escaped(out, text, false); }

}  // namespace xiapl::phh::detail
