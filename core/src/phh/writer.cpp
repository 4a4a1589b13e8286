// PHH text in the canonical field order, as python/xiapl/phh.py's
// format_phh and format_phh_all wrote it.
#include <string>

#include "internal.hpp"

namespace xiapl::phh {

namespace {

bool bare_key(std::string_view key) {
    if (key.empty()) return false;
    for (const char c : key) {
        const bool ok =
            (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (!ok) return false;
    }
    return true;
}

void append_key(std::string& out, std::string_view key) {
    if (bare_key(key)) {
        out.append(key);
    } else {
        detail::append_toml_string(out, key);
    }
}

void append_value(std::string& out, const Value& v) {
    switch (v.kind) {
        case Value::Kind::Bool:
            out += v.boolean ? "true" : "false";
            return;
        case Value::Kind::Int:
            out += std::to_string(v.integer);
            return;
        case Value::Kind::Float:
            out += v.text;
            if (v.text.find_first_of(".eEn") == std::string::npos) out += ".0";
            return;
        case Value::Kind::String:
            detail::append_toml_string(out, v.text);
            return;
        case Value::Kind::DateTime:
            out += v.text;
            return;
        case Value::Kind::Array:
            out += '[';
            for (std::size_t i = 0; i < v.items.size(); ++i) {
                if (i > 0) out += ", ";
                append_value(out, v.items[i]);
            }
            out += ']';
            return;
        case Value::Kind::Table:
            out += '{';
            for (std::size_t i = 0; i < v.fields.size(); ++i) {
                if (i > 0) out += ", ";
                append_key(out, v.fields[i].first);
                out += " = ";
                append_value(out, v.fields[i].second);
            }
            out += '}';
            return;
    }
}

void append_list(std::string& out, const std::vector<Value>& items) {
    out += '[';
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += ", ";
        append_value(out, items[i]);
    }
    out += ']';
}

// _body(hand) joined by line breaks, with a final one.
void append_body(std::string& out, const Hand& hand) {
    out += "variant = ";
    detail::append_toml_string(out, hand.variant);
    out += "\nante_trimming_status = ";
    out += hand.ante_trimming_status ? "true" : "false";
    out += "\nantes = ";
    append_list(out, hand.antes);
    if (detail::takes_blinds(hand)) {
        out += "\nblinds_or_straddles = ";
        append_list(out, hand.blinds_or_straddles);
    }
    detail::each_bet_field(hand, [&](std::string_view key, const Value& value) {
        out += '\n';
        out += key;
        out += " = ";
        append_value(out, value);
    });
    out += "\nstarting_stacks = ";
    append_list(out, hand.starting_stacks);
    out += "\nactions = [\n";
    for (const std::string& a : hand.actions) {
        out += "  ";
        detail::append_toml_string(out, a);
        out += ",\n";
    }
    out += "]\n";
    for (const auto& [key, value] : hand.extra) {
        append_key(out, key);
        out += " = ";
        append_value(out, value);
        out += '\n';
    }
}

}  // namespace

std::string write(const Hand& hand) {
    std::string out;
    append_body(out, hand);
    return out;
}

std::string write_all(const std::vector<Hand>& hands) {
    std::string out;
    for (std::size_t i = 0; i < hands.size(); ++i) {
        if (i > 0) out += '\n';
        out += '[' + std::to_string(i + 1) + "]\n";
        append_body(out, hands[i]);
    }
    return out;
}

}  // namespace xiapl::phh
