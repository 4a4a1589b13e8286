// The reader of the common shape of a .phh file: one hand, one `key = value`
// per line, values that are decimal integers, booleans, strings without escapes
// or non-ASCII bytes, and arrays of these. It builds the Hand without a TOML
// tree, which is most of the cost of reading such a file. It accepts only text
// the full reader (toml.cpp) reads to the same hand; anything else, and any
// hand that fails a check, it leaves to the full reader, whose errors name the
// line.
#include <string>
#include <utility>

#include "internal.hpp"

namespace xiapl::phh::detail {

namespace {

class PlainReader {
  public:
    explicit PlainReader(std::string_view text) : s_(text) {}

    bool read(Hand& hand) {
        // Which of variant, antes, blinds_or_straddles, min_bet,
        // starting_stacks, actions, ante_trimming_status were read.
        unsigned seen = 0;
        hand.extra.reserve(4);  // hand, players, finishing_stacks, ...
        while (true) {
            skip_spaces();
            if (eof()) break;
            if (line_end()) continue;
            const std::size_t start = i_;
            i_ = run_end(i_, kBare);
            const std::string_view key = s_.substr(start, i_ - start);
            if (key.empty()) return false;  // a comment, a [table], a quoted key
            skip_spaces();
            if (eof() || s_[i_] != '=') return false;
            ++i_;
            skip_spaces();
            if (eof()) return false;
            if (++keys_ > kMaxKeys) return false;
            for (std::size_t k = 0; k < keys_ - 1; ++k) {
                if (key_[k] == key) return false;  // defined twice: the full reader says where
            }
            key_[keys_ - 1] = key;
            if (key == "actions") {
                // Straight into the hand: the longest list, and all strings.
                hand.actions.reserve(32);
                if (s_[i_] != '[' || !array([&] { return string(hand.actions.emplace_back()); })) return false;
                seen |= kActions;
            } else {
                Value value;
                if (s_[i_] == '[') {
                    value.kind = Value::Kind::Array;
                    value.items.reserve(8);
                    if (!array([&] { return scalar(value.items.emplace_back()); })) return false;
                } else if (!scalar(value)) {
                    return false;
                }
                if (!store(hand, key, std::move(value), seen)) return false;
            }
            skip_spaces();
            if (!eof() && !line_end()) return false;  // a comment, or more on the line
        }
        // The fixed-limit and stud variants take other keys: the full reader places them.
        const Variant* v = find_variant(hand.variant);
        if (v == nullptr || !v->blinds || v->betting == Betting::FixedLimit) return false;
        return seen == kRequired || seen == (kRequired | kTrimming);
    }

  private:
    static constexpr std::size_t kMaxKeys = 32;
    enum : unsigned {
        kVariant = 1,
        kAntes = 2,
        kBlinds = 4,
        kMinBet = 8,
        kStacks = 16,
        kActions = 32,
        kTrimming = 64,
        kRequired = 63,
    };

    std::string_view s_;
    std::size_t i_ = 0;
    std::string_view key_[kMaxKeys];
    std::size_t keys_ = 0;

    bool eof() const { return i_ >= s_.size(); }

    // The end of the run of bytes of class `cls` from `j`.
    std::size_t run_end(std::size_t j, std::uint8_t cls) const {
        const char* p = s_.data() + j;
        const char* const end = s_.data() + s_.size();
        while (p != end && has_class(*p, cls)) ++p;
        return static_cast<std::size_t>(p - s_.data());
    }

    void skip_spaces() { i_ = run_end(i_, kBlank); }

    // At a line break (LF or CRLF): consumes it.
    bool line_end() {
        if (s_[i_] == '\n') {
            ++i_;
            return true;
        }
        if (s_[i_] == '\r' && i_ + 1 < s_.size() && s_[i_ + 1] == '\n') {
            i_ += 2;
            return true;
        }
        return false;
    }

    // Where a number or a boolean may end: what the full reader allows after
    // one, less a comment and an inline table's brace.
    bool value_ends_here() const {
        if (eof()) return true;
        const char c = s_[i_];
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ']';
    }

    // A string in quotes, of plain bytes only (no escape, no non-ASCII byte).
    bool string(std::string& out) {
        const char c = s_[i_];
        if (c != '\'' && c != '"') return false;
        const std::uint8_t plain = c == '\'' ? kLiteral : kBasic;
        const std::size_t j = run_end(i_ + 1, plain);
        if (j == s_.size() || s_[j] != c) return false;
        out.assign(s_.data() + i_ + 1, j - i_ - 1);
        i_ = j + 1;
        return true;
    }

    bool scalar(Value& out) {
        const char c = s_[i_];
        if (c == '\'' || c == '"') {
            out.kind = Value::Kind::String;
            return string(out.text);
        }
        if (c >= '0' && c <= '9') {
            // At most 18 digits, no leading zero: always an int64.
            std::size_t j = i_;
            std::int64_t v = 0;
            while (j < s_.size() && j - i_ < 18 && s_[j] >= '0' && s_[j] <= '9') v = v * 10 + (s_[j++] - '0');
            if (c == '0' && j - i_ > 1) return false;
            i_ = j;
            if (!value_ends_here()) return false;  // a float, a date, more digits
            out.kind = Value::Kind::Int;
            out.integer = v;
            return true;
        }
        for (const std::string_view word : {std::string_view("true"), std::string_view("false")}) {
            if (s_.substr(i_, word.size()) == word) {
                i_ += word.size();
                if (!value_ends_here()) return false;
                out.kind = Value::Kind::Bool;
                out.boolean = word[0] == 't';
                return true;
            }
        }
        return false;
    }

    // Blanks and line breaks between an array's items.
    void skip_blank() {
        while (true) {
            skip_spaces();
            if (eof() || !line_end()) return;
        }
    }

    // An array on one line or more (a trailing comma allowed); `item()` reads
    // one item.
    template <class Item>
    bool array(Item item) {
        ++i_;
        while (true) {
            skip_blank();
            if (eof()) return false;
            if (s_[i_] == ']') {
                ++i_;
                return true;
            }
            if (!item()) return false;
            skip_blank();
            if (eof()) return false;
            if (s_[i_] == ',') {
                ++i_;
            } else if (s_[i_] == ']') {
                ++i_;
                return true;
            } else {
                return false;
            }
        }
    }

    static bool numbers(const Value& v) {
        if (v.kind != Value::Kind::Array) return false;
        for (const Value& item : v.items) {
            if (item.kind != Value::Kind::Int) return false;
        }
        return true;
    }

    // A key's value into the hand, as hand_from_table places it; false for a
    // value of a type the checks refuse.
    static bool store(Hand& hand, std::string_view key, Value&& value, unsigned& seen) {
        auto amounts = [&](std::vector<Value>& into, unsigned flag) {
            if (!numbers(value)) return false;
            into = std::move(value.items);
            seen |= flag;
            return true;
        };
        if (key == "variant") {
            if (value.kind != Value::Kind::String) return false;
            hand.variant = std::move(value.text);
            seen |= kVariant;
            return true;
        }
        if (key == "ante_trimming_status") {
            if (value.kind != Value::Kind::Bool) return false;
            hand.ante_trimming_status = value.boolean;
            seen |= kTrimming;
            return true;
        }
        if (key == "antes") return amounts(hand.antes, kAntes);
        if (key == "blinds_or_straddles") return amounts(hand.blinds_or_straddles, kBlinds);
        if (key == "starting_stacks") return amounts(hand.starting_stacks, kStacks);
        // The fixed-limit and stud fields: the full reader places them by variant.
        if (key == "bring_in" || key == "small_bet" || key == "big_bet") return false;
        if (key == "min_bet") {
            if (value.kind != Value::Kind::Int) return false;
            hand.min_bet = std::move(value);
            seen |= kMinBet;
            return true;
        }
        hand.extra.emplace_back(std::string(key), std::move(value));
        return true;
    }
};

}  // namespace

bool read_plain_hand(std::string_view text, Hand& hand) {
    if (!PlainReader(text).read(hand)) return false;
    try {
        check_hand(hand);
    } catch (const Error&) {
        return false;
    }
    return true;
}

}  // namespace xiapl::phh::detail
