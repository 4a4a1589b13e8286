// The Hold'em range grammar, one item at a time:
//   pair        "JJ"            6 combos
//   class       "AKs" "AKo" "AK" 4 / 12 / 16 combos (either rank order)
//   plus        "JJ+" (JJ..AA), "AQs+" (AQs, AKs: the lower rank climbs to
//               one below the higher); connectors climb as a pair of ranks,
//               the gap kept: "T9s+" (T9s, JTs, QJs, KQs, AKs), "JTo+"
//   span        "TT-88" (pairs), "AJs-A8s" (the lower rank walks),
//               "76s-54s" (both ranks walk together)
//   exact hand  "AdAh"
//   any two     "random" or "XX" (either case): all 1,326 combos
// Shared helpers of both parsers live here too.
#include <algorithm>
#include <cctype>

#include "internal.hpp"
#include "xiapl/error.hpp"
#include "xiapl/range.hpp"

namespace xiapl::range_detail {

int rank_from_char(char c) {
    auto pos = kRankChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos) + 2;
}

int suit_from_char(char c) {
    constexpr std::string_view suits = "cdhs";
    auto pos = suits.find(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

char rank_char(int rank) { return kRankChars[static_cast<std::size_t>(rank - 2)]; }

void item_error(Game game, const Item& item, const std::string& detail, std::size_t offset) {
    std::size_t position = offset == std::string_view::npos ? item.position : item.body_position + offset;
    fail(ErrorKind::Parse, std::string(range_game_name(game)) + " range item " + quoted(item.text) + " at position " +
                               std::to_string(position) + ": " + detail);
}

namespace {

constexpr const char* kHoldemForms =
    "Hold'em items are a pair (\"JJ\"), two ranks with 's' (suited), 'o' (offsuit) or neither (both) "
    "(\"AKs\", \"AKo\", \"AK\"), any of these with '+' (\"JJ+\", \"AQs+\") or as a span (\"TT-88\", "
    "\"76s-54s\"), an exact hand (\"AdAh\") or any two cards (\"random\", \"XX\"), with an optional weight "
    "(\":0.5\")";

enum class Kind { Pair, Suited, Offsuit, Any };

struct HandClass {
    int hi = 0, lo = 0;
    Kind kind = Kind::Any;
};

std::string class_name(const HandClass& c) {
    std::string s{rank_char(c.hi), rank_char(c.lo)};
    if (c.kind == Kind::Suited) s += 's';
    if (c.kind == Kind::Offsuit) s += 'o';
    return s;
}

// Reads a class at body[pos...]; advances pos.
HandClass read_class(const Item& item, std::size_t& pos) {
    std::string_view b = item.body;
    int r[2];
    for (int k = 0; k < 2; ++k) {
        if (pos >= b.size()) {
            item_error(Game::Holdem, item,
                       k == 0 ? std::string("a hand class is missing; ") + kHoldemForms
                              : "only one rank " + quoted(b.substr(pos - 1, 1)) +
                                    "; a Hold'em hand class has two ranks (e.g. \"AK\", \"22\")",
                       pos);
        }
        char c = b[pos];
        r[k] = rank_from_char(c);
        if (r[k] < 0) {
            std::string why;
            if (c == '*') {
                why =
                    "'*' is Omaha pattern syntax; in Hold'em name both ranks (\"AK\") or use '+' "
                    "(\"A2s+\" for every suited ace)";
            } else if (c == 'x' || c == 'X') {
                why = "'x' is not a rank; for \"any kicker\" use '+' (e.g. \"A2s+\" for every suited ace)";
            } else if (c == '1') {
                why = "'1' is not a rank; write ten as 'T' (e.g. \"TT\", \"AT\")";
            } else {
                why = quoted(b.substr(pos, 1)) + " is not a rank (2-9, T, J, Q, K, A); " + kHoldemForms;
            }
            item_error(Game::Holdem, item, why, pos);
        }
        ++pos;
    }
    HandClass hc;
    hc.hi = std::max(r[0], r[1]);
    hc.lo = std::min(r[0], r[1]);
    hc.kind = hc.hi == hc.lo ? Kind::Pair : Kind::Any;
    if (pos < b.size() && (b[pos] == 's' || b[pos] == 'S' || b[pos] == 'o' || b[pos] == 'O')) {
        bool suited = b[pos] == 's' || b[pos] == 'S';
        if (hc.kind == Kind::Pair) {
            item_error(Game::Holdem, item,
                       std::string("a pair cannot be ") + (suited ? "suited" : "offsuit") + "; write the pair as " +
                           quoted(std::string(2, rank_char(hc.hi))) + " (all 6 combos)",
                       pos);
        }
        hc.kind = suited ? Kind::Suited : Kind::Offsuit;
        ++pos;
    }
    return hc;
}

void add_class(const HandClass& c, std::vector<CardMask>& out) {
    for (int s1 = 0; s1 < 4; ++s1) {
        for (int s2 = 0; s2 < 4; ++s2) {
            if (c.kind == Kind::Pair) {
                if (s1 < s2) out.push_back(bit(make_card(c.hi, s1)) | bit(make_card(c.lo, s2)));
                continue;
            }
            if (c.kind == Kind::Suited && s1 != s2) continue;
            if (c.kind == Kind::Offsuit && s1 == s2) continue;
            out.push_back(bit(make_card(c.hi, s1)) | bit(make_card(c.lo, s2)));
        }
    }
}

// "random" or "XX", in any case: every two cards.
bool any_two_cards(std::string_view b) {
    auto lower_equals = [&](std::string_view word) {
        return b.size() == word.size() && std::equal(b.begin(), b.end(), word.begin(), [](char c, char w) {
                   return static_cast<char>(std::tolower(static_cast<unsigned char>(c))) == w;
               });
    };
    return lower_equals("random") || lower_equals("xx");
}

bool looks_like_exact(std::string_view b) {
    return b.size() == 4 && rank_from_char(b[0]) > 0 && suit_from_char(b[1]) >= 0 && rank_from_char(b[2]) > 0 &&
           suit_from_char(b[3]) >= 0;
}

}  // namespace

void expand_holdem(const Item& item, std::vector<CardMask>& out) {
    std::string_view b = item.body;
    if (any_two_cards(b)) {
        for (CardMask m : all_hands(2)) out.push_back(m);
        return;
    }
    if (looks_like_exact(b)) {
        CardId c1 = make_card(rank_from_char(b[0]), suit_from_char(b[1]));
        CardId c2 = make_card(rank_from_char(b[2]), suit_from_char(b[3]));
        if (c1 == c2) {
            item_error(Game::Holdem, item,
                       "the card " + card_name(c1) +
                           " is given twice; an exact hand is two different cards "
                           "(e.g. \"AdAh\")");
        }
        out.push_back(bit(c1) | bit(c2));
        return;
    }
    bool cards_only = b.size() >= 2 && b.size() % 2 == 0;
    for (std::size_t i = 0; cards_only && i < b.size(); i += 2) {
        cards_only = rank_from_char(b[i]) > 0 && suit_from_char(b[i + 1]) >= 0;
    }
    if (cards_only) {
        item_error(Game::Holdem, item,
                   quoted(b) + " is " + std::to_string(b.size() / 2) +
                       " card(s); an exact Hold'em hand is exactly two cards (e.g. \"AdAh\")");
    }
    std::size_t pos = 0;
    HandClass first = read_class(item, pos);
    if (pos == b.size()) {
        add_class(first, out);
        return;
    }
    if (b[pos] == '+') {
        if (pos + 1 != b.size()) {
            item_error(Game::Holdem, item, "'+' must end the item; found " + quoted(b.substr(pos + 1)) + " after it",
                       pos + 1);
        }
        if (first.kind == Kind::Pair) {
            for (int r = first.hi; r <= 14; ++r) add_class({r, r, Kind::Pair}, out);
        } else if (first.lo == first.hi - 1) {
            // A kicker climb would add nothing to a connector: both ranks climb.
            for (int r = first.hi; r <= 14; ++r) add_class({r, r - 1, first.kind}, out);
        } else {
            for (int r = first.lo; r < first.hi; ++r) add_class({first.hi, r, first.kind}, out);
        }
        return;
    }
    if (b[pos] == '-') {
        std::size_t dash = pos;
        ++pos;
        HandClass last = read_class(item, pos);
        if (pos != b.size()) {
            item_error(Game::Holdem, item,
                       quoted(b.substr(pos)) +
                           " after the span's second end is not understood; a span is "
                           "two classes of the same shape joined by '-' (\"TT-88\", \"AJs-A8s\", \"76s-54s\")",
                       pos);
        }
        if (first.kind != last.kind) {
            item_error(Game::Holdem, item,
                       "the ends " + quoted(class_name(first)) + " and " + quoted(class_name(last)) +
                           " are not of the same kind (pair, suited, offsuit or both); write both ends alike "
                           "(e.g. \"TT-88\", \"AJs-A8s\", \"KQo-K9o\")",
                       dash);
        }
        if (first.kind == Kind::Pair) {
            for (int r = std::min(first.hi, last.hi); r <= std::max(first.hi, last.hi); ++r) {
                add_class({r, r, Kind::Pair}, out);
            }
        } else if (first.hi == last.hi) {
            for (int r = std::min(first.lo, last.lo); r <= std::max(first.lo, last.lo); ++r) {
                add_class({first.hi, r, first.kind}, out);
            }
        } else if (first.hi - first.lo == last.hi - last.lo) {
            int gap = first.hi - first.lo;
            for (int r = std::min(first.hi, last.hi); r <= std::max(first.hi, last.hi); ++r) {
                add_class({r, r - gap, first.kind}, out);
            }
        } else {
            item_error(Game::Holdem, item,
                       "the ends " + quoted(class_name(first)) + " and " + quoted(class_name(last)) +
                           " share neither the higher rank nor the gap between the ranks; a span keeps the "
                           "higher rank (\"AJs-A8s\") or the gap (\"76s-54s\")",
                       dash);
        }
        return;
    }
    if (suit_from_char(b[pos]) >= 0 || (pos == 2 && b.size() > 4)) {
        item_error(Game::Holdem, item,
                   quoted(b) + " is not a Hold'em hand; an exact hand is two cards (\"AdAh\"); " + kHoldemForms, pos);
    }
    if (b[pos] == '*') {
        item_error(Game::Holdem, item,
                   "'*' is Omaha pattern syntax; parse Omaha ranges with an Omaha game, and in Hold'em name "
                   "both ranks (\"AK\") or use '+' (\"A2s+\")",
                   pos);
    }
    item_error(Game::Holdem, item,
               quoted(b.substr(pos, 1)) + " is not expected after " + quoted(b.substr(0, pos)) + "; " + kHoldemForms,
               pos);
}

}  // namespace xiapl::range_detail
