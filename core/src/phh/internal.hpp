// PHH internals shared by the reader, the writer, the JSON form and the
// replay (see core/include/xiapl/phh.hpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "../portable/int128.hpp"
#include "xiapl/error.hpp"
#include "xiapl/phh.hpp"

namespace xiapl::phh::detail {

// ---------------------------------------------------------------------------
// Values

// A float literal without underscores ("-12.5", "1e400") as a double, out of
// range ones as inf or 0 as Python's float() gives them; false if it is not one.
bool to_double(std::string_view text, double& out);

Value make_int(std::int64_t v);
Value make_float(double v);  // text = Python's repr(v)
Value make_string(std::string v);

// Python's repr(float): the shortest digits that read back to v, fixed
// notation for decimal exponents -4 <= e < 16, else "1e+16", "1.5e-05".
std::string float_repr(double v);

// Whether the hand's variant takes blinds_or_straddles (stud takes
// bring_in); an unknown code is taken as NT.
inline bool takes_blinds(const Hand& hand) {
    const Variant* v = find_variant(hand.variant);
    return v == nullptr || v->blinds;
}

// Calls f(key, value) for each single-amount field the hand's variant takes,
// in the writer's order: bring_in (stud), small_bet and big_bet (fixed
// limit), min_bet (no and pot limit). An unknown code is taken as NT.
template <class F>
void each_bet_field(const Hand& hand, F f) {
    const Variant* v = find_variant(hand.variant);
    if (v != nullptr && !v->blinds) f(std::string_view("bring_in"), hand.bring_in);
    if (v != nullptr && v->betting == Betting::FixedLimit) {
        f(std::string_view("small_bet"), hand.small_bet);
        f(std::string_view("big_bet"), hand.big_bet);
    } else {
        f(std::string_view("min_bet"), hand.min_bet);
    }
}

// The variant codes, each with its game ("FT (fixed-limit Texas hold'em), NT
// (...) and FB (...)"); those the rules engine plays, or all of them; the
// specification's, or XiaPL's extension codes.
std::string variant_codes(bool replayed_only = false, bool extensions = false);

// Python's repr of a str ('p1 f', "it's"), of a value (for messages).
std::string py_repr(std::string_view text);
std::string py_repr(const Value& value);

// A TOML basic string: JSON's escapes (json.dumps with ensure_ascii=False),
// DEL written \u007f.
void append_toml_string(std::string& out, std::string_view text);
// A JSON string, as json.dumps(ensure_ascii=False) writes it.
void append_json_string(std::string& out, std::string_view text);

// The length of the valid UTF-8 sequence at s[i] (1..4), or 0 if invalid.
std::size_t utf8_sequence(std::string_view s, std::size_t i);
// A code point as UTF-8.
void append_utf8(std::string& out, std::uint32_t cp);

// Arrays and tables nest at most this deep in a TOML or JSON text.
inline constexpr int kMaxDepth = 64;

// The keys of one table being read: a linear scan while small, a hash set
// beyond (so that a hostile table of many keys stays linear).
class KeyIndex {
  public:
    // False if `key` is already among `fields`.
    bool insert(const std::vector<std::pair<std::string, Value>>& fields, const std::string& key) {
        if (set_.empty()) {
            for (const auto& f : fields) {
                if (f.first == key) return false;
            }
            if (fields.size() + 1 < kLinearKeys) return true;
            for (const auto& f : fields) set_.insert(f.first);
        }
        return set_.insert(key).second;
    }

  private:
    static constexpr std::size_t kLinearKeys = 16;
    std::unordered_set<std::string> set_;
};

// ---------------------------------------------------------------------------
// Exact decimals

// 128-bit integers for the exact decimal arithmetic (the compiler's, or the
// portable ones of portable/int128.hpp).
using xiapl::detail::Int128;
using xiapl::detail::UInt128;

// value = mantissa * 10^exponent; normalized: no trailing zero digit in the
// mantissa, and 0 has exponent 0.
struct Decimal {
    Int128 mantissa = 0;
    int exponent = 0;
};

// "12.5", "-3", "1e3", ".5", "5.": false (and `why` says what is wrong) for
// text that is not a decimal or has more than 38 significant digits.
bool parse_decimal(std::string_view text, Decimal& out, std::string* why = nullptr);
// A decimal with no exponent, no trailing fractional zeros ("12.5", "300").
std::string decimal_text(Int128 mantissa, int exponent);

// ---------------------------------------------------------------------------
// Action lines

// The words of an action line before its comment, split on whitespace as
// Python's str.split() does; `count` is the full number of words, the first
// kMaxWords are kept.
struct Words {
    static constexpr int kMaxWords = 5;
    std::string_view word[kMaxWords];
    int count = 0;
};
Words split_words(std::string_view line);
// Every word of the line before its comment (for messages).
std::vector<std::string_view> all_words(std::string_view line);

// An action line read with the rules of a file: players 1..players (0: any
// player >= 1), cards and amounts checked. Throws Error(Parse) "action
// '...': token '...' ...".
struct Step {
    Verb verb = Verb::Fold;
    int player = 0;  // the actor, or the player dealt to by dh; 0 for db
    std::string_view cards;
    std::string_view amount;
    bool muck = false;  // sm alone or sm -
};
Step read_step(std::string_view line, int players);
// read_step's fast path: the common spelling ("p1 cbr 300", single spaces, no
// comment) only; false for anything else, which read_step then reads.
bool read_plain(std::string_view line, int players, Step& step);

// Card letters: the rank index (0..12) or suit (0..3) of a byte, or -1.
constexpr std::array<std::int8_t, 256> make_letter_index(std::string_view letters) {
    std::array<std::int8_t, 256> t{};
    for (auto& v : t) v = -1;
    for (std::size_t i = 0; i < letters.size(); ++i) {
        t[static_cast<unsigned char>(letters[i])] = static_cast<std::int8_t>(i);
    }
    return t;
}
inline constexpr std::array<std::int8_t, 256> kRankIndex = make_letter_index("23456789TJQKA");
inline constexpr std::array<std::int8_t, 256> kSuitIndex = make_letter_index("cdhs");

// The card at token[2k..2k+2): its id, -1 for "??", -2 if not a card.
inline int card_at(std::string_view token, std::size_t k) {
    const char r = token[2 * k];
    const char s = token[2 * k + 1];
    const int rank = kRankIndex[static_cast<unsigned char>(r)];
    const int suit = kSuitIndex[static_cast<unsigned char>(s)];
    if (rank >= 0 && suit >= 0) return suit * 13 + rank;
    return r == '?' && s == '?' ? -1 : -2;
}

// The known cards of a valid card run ("??" adds nothing).
inline CardMask run_mask(std::string_view token) {
    CardMask mask = 0;
    for (std::size_t k = 0; 2 * k + 1 < token.size(); ++k) {
        const int id = card_at(token, k);
        if (id >= 0) mask |= CardMask{1} << id;
    }
    return mask;
}

// ---------------------------------------------------------------------------
// TOML bytes

// Character classes, one bit each, looked up by byte.
enum : std::uint8_t { kBare = 1, kNumber = 2, kLiteral = 4, kBasic = 8, kBlank = 16 };
constexpr std::array<std::uint8_t, 256> make_classes() {
    std::array<std::uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c) {
        std::uint8_t m = 0;
        const bool bare =
            (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (bare) m |= kBare;
        if (bare || c == '.' || c == '+') m |= kNumber;
        if (c == ' ' || c == '\t') m |= kBlank;
        // Plain string bytes: printable ASCII and tab, but the quote (and the
        // backslash of a basic string).
        if ((c >= 0x20 && c < 0x7F) || c == '\t') {
            if (c != '\'') m |= kLiteral;
            if (c != '"' && c != '\\') m |= kBasic;
        }
        t[static_cast<std::size_t>(c)] = m;
    }
    return t;
}
inline constexpr std::array<std::uint8_t, 256> kClasses = make_classes();

inline bool has_class(char c, std::uint8_t m) { return (kClasses[static_cast<unsigned char>(c)] & m) != 0; }

// ---------------------------------------------------------------------------
// Documents: the TOML tree and where its parts are

// The line of a key and of the items of an array that is its value
// (item_lines[begin..end)), for the keys of the root and of its tables.
struct FieldLines {
    int line = 0;
    std::uint32_t items_begin = 0;
    std::uint32_t items_end = 0;
};
struct TableLines {
    int line = 0;  // the [header] line, or 0
    std::vector<FieldLines> fields;
};
struct Document {
    Value root;  // a Table
    TableLines root_lines;
    std::vector<TableLines> child_lines;  // per root field (a table's own keys)
    std::vector<int> item_lines;
};

// Throws Error(Parse) "line L, column C: not valid PHH/TOML: ...".
Document parse_toml(std::string_view text);

// A hand table as Values, checked in the order Python's _hand_from checks
// them, then moved into a Hand. `lines` may be null (a hand without text):
// messages then name no line. `base_line` is the table's own line.
Hand hand_from_table(Value&& table, const TableLines* lines, const std::vector<int>* item_lines);

// The checks of hand_from_table on a Hand, whose fields have their types by
// construction; messages name no line. Throws as hand_from_table does.
void check_hand(const Hand& hand);

// The reader of the common shape of a .phh text (plain.cpp): true and the
// checked hand, or false for anything else, which the full reader then reads
// to the same hand or to an error that names the line.
bool read_plain_hand(std::string_view text, Hand& hand);

// The full reader: every text parse() accepts.
std::vector<Hand> parse_full(std::string_view text);

// A validated hand's amounts as chips, and its steps, as replay reads them.
struct Plan {
    Game game = Game::Holdem;
    Betting betting = Betting::NoLimit;
    TableConfig config;
};

}  // namespace xiapl::phh::detail
