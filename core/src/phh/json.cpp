// Hands as JSON (docs/phh.md, "JSON"): one object per hand with the PHH
// field names, the canonical fields first. A TOML date or time is
// {"$datetime": "<literal>"}, a float JSON cannot write {"$float": "inf"}.
// The reader takes any RFC 8259 JSON (strictly: errors name the byte).
#include <charconv>
#include <cstdio>
#include <string>

#include "internal.hpp"

namespace xiapl::phh {

namespace {

using detail::append_json_string;

void append_json_value(std::string& out, const Value& v) {
    switch (v.kind) {
        case Value::Kind::Bool:
            out += v.boolean ? "true" : "false";
            return;
        case Value::Kind::Int:
            out += std::to_string(v.integer);
            return;
        case Value::Kind::Float:
            if (v.text.find_first_of("ni") != std::string::npos) {
                out += "{\"$float\": ";
                append_json_string(out, v.text);
                out += '}';
                return;
            }
            out += v.text;
            if (v.text.find_first_of(".eE") == std::string::npos) out += ".0";
            return;
        case Value::Kind::String:
            append_json_string(out, v.text);
            return;
        case Value::Kind::DateTime:
            out += "{\"$datetime\": ";
            append_json_string(out, v.text);
            out += '}';
            return;
        case Value::Kind::Array:
            out += '[';
            for (std::size_t i = 0; i < v.items.size(); ++i) {
                if (i > 0) out += ", ";
                append_json_value(out, v.items[i]);
            }
            out += ']';
            return;
        case Value::Kind::Table:
            out += '{';
            for (std::size_t i = 0; i < v.fields.size(); ++i) {
                if (i > 0) out += ", ";
                append_json_string(out, v.fields[i].first);
                out += ": ";
                append_json_value(out, v.fields[i].second);
            }
            out += '}';
            return;
    }
}

void append_json_list(std::string& out, const std::vector<Value>& items) {
    out += '[';
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += ", ";
        append_json_value(out, items[i]);
    }
    out += ']';
}

void append_hand(std::string& out, const Hand& hand) {
    out += "{\"variant\": ";
    append_json_string(out, hand.variant);
    out += ", \"ante_trimming_status\": ";
    out += hand.ante_trimming_status ? "true" : "false";
    out += ", \"antes\": ";
    append_json_list(out, hand.antes);
    if (detail::takes_blinds(hand)) {
        out += ", \"blinds_or_straddles\": ";
        append_json_list(out, hand.blinds_or_straddles);
    }
    detail::each_bet_field(hand, [&](std::string_view key, const Value& value) {
        out += ", ";
        append_json_string(out, key);
        out += ": ";
        append_json_value(out, value);
    });
    out += ", \"starting_stacks\": ";
    append_json_list(out, hand.starting_stacks);
    out += ", \"actions\": [";
    for (std::size_t i = 0; i < hand.actions.size(); ++i) {
        if (i > 0) out += ", ";
        append_json_string(out, hand.actions[i]);
    }
    out += ']';
    for (const auto& [key, value] : hand.extra) {
        out += ", ";
        append_json_string(out, key);
        out += ": ";
        append_json_value(out, value);
    }
    out += '}';
}

// A strict RFC 8259 reader into Values: objects become tables ("$float" and
// "$datetime" objects their values), integers Int (within int64), other
// numbers Float; null has no PHH value and is refused.
class JsonReader {
  public:
    explicit JsonReader(std::string_view text) : s_(text) {}

    Value run() {
        skip();
        Value v = value(0);
        skip();
        if (i_ < s_.size()) error("unexpected " + found() + " after the JSON value");
        return v;
    }

  private:
    std::string_view s_;
    std::size_t i_ = 0;

    [[noreturn]] void error_at(std::size_t at, const std::string& problem) const {
        fail(ErrorKind::Parse, "byte " + std::to_string(at) + ": not valid JSON: " + problem);
    }
    [[noreturn]] void error(const std::string& problem) const { error_at(i_, problem); }

    std::string found() const {
        if (i_ >= s_.size()) return "the end of the text";
        const auto u = static_cast<unsigned char>(s_[i_]);
        if (u < 0x20 || u == 0x7F) {
            char buf[40];
            std::snprintf(buf, sizeof buf, "the control character U+%04X", u);
            return buf;
        }
        const std::size_t len = detail::utf8_sequence(s_, i_);
        if (len == 0) return "a byte that is not UTF-8";
        return detail::py_repr(s_.substr(i_, len));
    }

    void skip() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) ++i_;
    }

    void literal(std::string_view word) {
        if (s_.substr(i_, word.size()) != word) error("expected a JSON value, found " + found());
        i_ += word.size();
    }

    Value value(int depth) {
        if (depth > detail::kMaxDepth) {
            error("values nest deeper than " + std::to_string(detail::kMaxDepth) + " levels");
        }
        if (i_ >= s_.size()) error("expected a JSON value, found the end of the text");
        const char c = s_[i_];
        Value v;
        switch (c) {
            case '{':
                return object(depth);
            case '[':
                v.kind = Value::Kind::Array;
                ++i_;
                skip();
                if (i_ < s_.size() && s_[i_] == ']') {
                    ++i_;
                    return v;
                }
                while (true) {
                    skip();
                    v.items.push_back(value(depth + 1));
                    skip();
                    if (i_ < s_.size() && s_[i_] == ',') {
                        ++i_;
                    } else if (i_ < s_.size() && s_[i_] == ']') {
                        ++i_;
                        return v;
                    } else {
                        error("expected ',' or ']' in an array, found " + found());
                    }
                }
            case '"':
                v.kind = Value::Kind::String;
                v.text = string();
                return v;
            case 't':
                literal("true");
                v.kind = Value::Kind::Bool;
                v.boolean = true;
                return v;
            case 'f':
                literal("false");
                v.kind = Value::Kind::Bool;
                return v;
            case 'n':
                literal("null");
                error_at(i_ - 4, "null has no PHH value; leave the key out");
            default:
                if (c == '-' || (c >= '0' && c <= '9')) return number();
                error("expected a JSON value, found " + found());
        }
    }

    Value object(int depth) {
        Value v;
        v.kind = Value::Kind::Table;
        ++i_;
        skip();
        if (i_ < s_.size() && s_[i_] == '}') {
            ++i_;
            return v;
        }
        detail::KeyIndex keys;
        while (true) {
            skip();
            if (i_ >= s_.size() || s_[i_] != '"') error("expected a \"key\" in an object, found " + found());
            const std::size_t at = i_;
            std::string key = string();
            if (!keys.insert(v.fields, key)) error_at(at, "the key " + detail::py_repr(key) + " appears twice");
            skip();
            if (i_ >= s_.size() || s_[i_] != ':') error("expected ':' after an object's key, found " + found());
            ++i_;
            skip();
            Value item = value(depth + 1);
            v.fields.emplace_back(std::move(key), std::move(item));
            skip();
            if (i_ < s_.size() && s_[i_] == ',') {
                ++i_;
            } else if (i_ < s_.size() && s_[i_] == '}') {
                ++i_;
                break;
            } else {
                error("expected ',' or '}' in an object, found " + found());
            }
        }
        if (v.fields.size() == 1 && !v.fields[0].first.empty() && v.fields[0].first[0] == '$') {
            return special(std::move(v));
        }
        return v;
    }

    // {"$float": "inf"} and {"$datetime": "2009-11-21"}.
    Value special(Value&& v) {
        const std::string& key = v.fields[0].first;
        const Value& inner = v.fields[0].second;
        if (key != "$float" && key != "$datetime") return std::move(v);
        if (inner.kind != Value::Kind::String) {
            error("the value of " + key + " must be a string (" + key + ": \"" +
                  (key == "$float" ? "inf" : "2009-11-21") + "\")");
        }
        if (key == "$float") {
            const std::string_view t = inner.text;
            Value f;
            f.kind = Value::Kind::Float;
            if (t == "inf" || t == "+inf" || t == "Infinity") {
                f.text = "inf";
            } else if (t == "-inf" || t == "-Infinity") {
                f.text = "-inf";
            } else if (t == "nan" || t == "+nan" || t == "-nan" || t == "NaN") {
                f.text = "nan";
            } else {
                double d = 0;
                detail::Decimal unused;
                if (!detail::parse_decimal(t, unused) || !detail::to_double(t, d)) {
                    error("{\"$float\": " + detail::py_repr(t) + "} is not a float; use \"inf\", \"-inf\" or \"nan\"");
                }
                f.text = detail::float_repr(d);
            }
            return f;
        }
        // A date or time: checked by the TOML reader.
        detail::Document doc;
        try {
            doc = detail::parse_toml("v = " + inner.text);
        } catch (const Error&) {
            doc.root.fields.clear();
        }
        if (doc.root.fields.size() != 1 || doc.root.fields[0].second.kind != Value::Kind::DateTime ||
            doc.root.fields[0].second.text != inner.text) {
            error("{\"$datetime\": " + detail::py_repr(inner.text) +
                  "} is not a TOML date or time (1979-05-27, 07:32:00, 1979-05-27T07:32:00-08:00)");
        }
        return std::move(doc.root.fields[0].second);
    }

    unsigned hex4() {
        unsigned v = 0;
        for (int k = 0; k < 4; ++k) {
            if (i_ >= s_.size()) error("a \\u escape takes 4 hex digits");
            const char c = s_[i_];
            int d = -1;
            if (c >= '0' && c <= '9') d = c - '0';
            if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
            if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
            if (d < 0) error("a \\u escape takes 4 hex digits, found " + found());
            v = v * 16 + static_cast<unsigned>(d);
            ++i_;
        }
        return v;
    }

    std::string string() {
        const std::size_t start = i_;
        ++i_;
        std::string out;
        while (true) {
            if (i_ >= s_.size()) error_at(start, "the string is not closed; end it with \"");
            const auto c = static_cast<unsigned char>(s_[i_]);
            if (c == '"') {
                ++i_;
                return out;
            }
            if (c == '\\') {
                ++i_;
                if (i_ >= s_.size()) error_at(start, "the string is not closed; end it with \"");
                const char e = s_[i_++];
                switch (e) {
                    case '"':
                        out += '"';
                        break;
                    case '\\':
                        out += '\\';
                        break;
                    case '/':
                        out += '/';
                        break;
                    case 'b':
                        out += '\b';
                        break;
                    case 'f':
                        out += '\f';
                        break;
                    case 'n':
                        out += '\n';
                        break;
                    case 'r':
                        out += '\r';
                        break;
                    case 't':
                        out += '\t';
                        break;
                    case 'u': {
                        unsigned cp = hex4();
                        if (cp >= 0xDC00 && cp <= 0xDFFF) error_at(i_ - 6, "a lone low surrogate \\u escape");
                        if (cp >= 0xD800 && cp <= 0xDBFF) {
                            if (s_.substr(i_, 2) != "\\u")
                                error_at(i_ - 6, "a high surrogate \\u escape without its pair");
                            i_ += 2;
                            const unsigned low = hex4();
                            if (low < 0xDC00 || low > 0xDFFF) {
                                error_at(i_ - 6, "a high surrogate \\u escape without its pair");
                            }
                            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                        }
                        detail::append_utf8(out, cp);
                        break;
                    }
                    default:
                        --i_;
                        error("invalid escape \\" + found() + " in a string");
                }
                continue;
            }
            if (c < 0x20) error("a string holds " + found() + "; write it as an escape (\\n, \\u0001)");
            if (c < 0x80) {
                out += static_cast<char>(c);
                ++i_;
                continue;
            }
            const std::size_t len = detail::utf8_sequence(s_, i_);
            if (len == 0) error("a string holds a byte that is not UTF-8");
            out.append(s_.substr(i_, len));
            i_ += len;
        }
    }

    Value number() {
        const std::size_t start = i_;
        if (s_[i_] == '-') ++i_;
        auto digits = [&] {
            const std::size_t d = i_;
            while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') ++i_;
            return i_ - d;
        };
        const std::size_t int_start = i_;
        const std::size_t n = digits();
        if (n == 0) error("a number needs digits, found " + found());
        if (s_[int_start] == '0' && n > 1) error_at(int_start, "a number cannot start with 0 (leading zeros)");
        bool is_float = false;
        if (i_ < s_.size() && s_[i_] == '.') {
            is_float = true;
            ++i_;
            if (digits() == 0) error("a decimal point needs digits after it, found " + found());
        }
        if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
            is_float = true;
            ++i_;
            if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
            if (digits() == 0) error("an exponent needs digits, found " + found());
        }
        const std::string_view text = s_.substr(start, i_ - start);
        Value v;
        if (!is_float) {
            std::int64_t x = 0;
            const auto r = std::from_chars(text.data(), text.data() + text.size(), x);
            if (r.ec != std::errc() || r.ptr != text.data() + text.size()) {
                error_at(start, "the integer " + std::string(text) +
                                    " is beyond the 64-bit range; PHH integers are -2^63 .. 2^63-1");
            }
            v.kind = Value::Kind::Int;
            v.integer = x;
            return v;
        }
        double d = 0;
        if (!detail::to_double(text, d)) error_at(start, "the number " + std::string(text) + " is not a float");
        v.kind = Value::Kind::Float;
        v.text = detail::float_repr(d);
        return v;
    }
};

}  // namespace

std::string to_json(const Hand& hand) {
    std::string out;
    append_hand(out, hand);
    return out;
}

std::string to_json_all(const std::vector<Hand>& hands) {
    std::string out = "[";
    for (std::size_t i = 0; i < hands.size(); ++i) {
        if (i > 0) out += ", ";
        append_hand(out, hands[i]);
    }
    out += ']';
    return out;
}

std::vector<Hand> from_json(std::string_view json) {
    Value root = JsonReader(json).run();
    std::vector<Hand> hands;
    if (root.kind == Value::Kind::Table) {
        hands.push_back(detail::hand_from_table(std::move(root), nullptr, nullptr));
        return hands;
    }
    if (root.kind != Value::Kind::Array) {
        fail(ErrorKind::Parse, "the JSON is a " + std::string(root.kind == Value::Kind::String ? "string" : "value") +
                                   ", not a hand object or an array of them");
    }
    hands.reserve(root.items.size());
    for (std::size_t i = 0; i < root.items.size(); ++i) {
        if (root.items[i].kind != Value::Kind::Table) {
            fail(ErrorKind::Parse, "item " + std::to_string(i) + " of the JSON array is not a hand object");
        }
        try {
            hands.push_back(detail::hand_from_table(std::move(root.items[i]), nullptr, nullptr));
        } catch (const Error& e) {
            fail(e.kind(), "hand " + std::to_string(i) + " of the JSON array: " + e.what());
        }
    }
    return hands;
}

}  // namespace xiapl::phh
