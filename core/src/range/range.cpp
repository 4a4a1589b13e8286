// Range: construction, checks, queries and the weighted set algebra.
#include "xiapl/range.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <system_error>

#include "internal.hpp"
#include "xiapl/error.hpp"

namespace xiapl {

using namespace range_detail;

Range range_from_sorted(Game game, std::vector<WeightedCombo> combos) {
    Range r(game);
    r.combos_ = std::move(combos);
    return r;
}

std::string_view range_game_name(Game game) {
    switch (game) {
        case Game::Holdem:
            return "Hold'em";
        case Game::Omaha4:
            return "PLO";
        case Game::Omaha5:
            return "PLO5";
        case Game::Omaha6:
            return "PLO6";
    }
    return "unknown game";
}

namespace {

// The shortest text that reads back as the same double.
std::string format_weight(double w) {
    char buffer[32];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, w);
    return std::string(buffer, result.ptr);
}

void check_game(Game game) {
    auto g = static_cast<int>(game);
    if (g < 0 || g > 3) {
        fail(ErrorKind::InvalidArgument,
             "game " + std::to_string(g) + " is unknown; use Hold'em (0), PLO (1), PLO5 (2) or PLO6 (3)");
    }
}

void check_same_game(const Range& a, const Range& b, std::string_view op) {
    if (a.game() != b.game()) {
        fail(ErrorKind::InvalidArgument, "cannot take the " + std::string(op) + " of a " +
                                             std::string(range_game_name(a.game())) + " range and a " +
                                             std::string(range_game_name(b.game())) +
                                             " range; both ranges must be of the same game");
    }
}

}  // namespace

double Range::total_weight() const noexcept {
    double sum = 0.0;
    for (const auto& c : combos_) sum += c.weight;
    return sum;
}

std::vector<WeightedCombo> Range::valid_combos(CardMask dead) const {
    check_mask(dead, "dead");
    std::vector<WeightedCombo> out;
    out.reserve(combos_.size());
    for (const auto& c : combos_) {
        if (!(c.mask & dead)) out.push_back(c);
    }
    return out;
}

double Range::weight_of(CardMask mask) const noexcept {
    auto it = std::lower_bound(combos_.begin(), combos_.end(), mask,
                               [](const WeightedCombo& c, CardMask m) { return c.mask < m; });
    return it != combos_.end() && it->mask == mask ? it->weight : 0.0;
}

Range Range::from_combos(Game game, std::span<const WeightedCombo> combos) {
    check_game(game);
    const int cards = hole_cards_for(game);
    std::vector<WeightedCombo> sorted(combos.begin(), combos.end());
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const auto& c = sorted[i];
        // A combo is named by its cards ("KdAs"), or "#<mask>" when it has
        // bits outside the deck; its position follows.
        const std::string name = (c.mask & ~kFullDeck) ? "#" + std::to_string(c.mask)
                                 : c.mask              ? mask_name(c.mask)
                                                       : std::string("(no cards)");
        const std::string where = " (combo " + std::to_string(i) + " of the list)";
        if (c.mask & ~kFullDeck) {
            fail(ErrorKind::InvalidArgument, "Range: combo " + name + " has bit " +
                                                 std::to_string(std::countr_zero(c.mask & ~kFullDeck)) +
                                                 " set; card masks use bits 0..51 only" + where);
        }
        if (std::popcount(c.mask) != cards) {
            fail(ErrorKind::InvalidArgument, "Range: combo " + name + " has " + std::to_string(std::popcount(c.mask)) +
                                                 (std::popcount(c.mask) == 1 ? " card" : " cards") + ", expected " +
                                                 std::to_string(cards) + " for " + std::string(range_game_name(game)) +
                                                 where);
        }
        if (!(c.weight > 0.0 && c.weight <= 1.0)) {
            fail(ErrorKind::InvalidArgument, "Range: combo " + name + " has weight " + format_weight(c.weight) +
                                                 "; a weight is a frequency in (0, 1] (leave out a combo "
                                                 "rather than give it weight 0)" +
                                                 where);
        }
    }
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const WeightedCombo& a, const WeightedCombo& b) { return a.mask < b.mask; });
    std::vector<WeightedCombo> out;
    out.reserve(sorted.size());
    for (const auto& c : sorted) {
        if (!out.empty() && out.back().mask == c.mask) {
            if (out.back().weight != c.weight) {
                fail(ErrorKind::InvalidArgument, "Range: combo " + mask_name(c.mask) +
                                                     " is given twice with different weights (" +
                                                     format_weight(out.back().weight) + " and " +
                                                     format_weight(c.weight) + "); give each combo once");
            }
            continue;
        }
        out.push_back(c);
    }
    return range_from_sorted(game, std::move(out));
}

Range Range::all(Game game) {
    check_game(game);
    auto hands = all_hands(hole_cards_for(game));
    std::vector<WeightedCombo> combos;
    combos.reserve(hands.size());
    for (CardMask m : hands) combos.push_back({m, 1.0});
    return range_from_sorted(game, std::move(combos));
}

// ---------------------------------------------------------------------------
// Parsing: items, weights, merging.

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view trim(std::string_view s, std::size_t& offset) {
    std::size_t b = 0, e = s.size();
    while (b < e && is_space(s[b])) ++b;
    while (e > b && is_space(s[e - 1])) --e;
    offset += b;
    return s.substr(b, e - b);
}

double parse_weight(Game game, const Item& item, std::string_view text, std::size_t offset) {
    const std::string help =
        "write the weight as a decimal in (0, 1] after ':' (e.g. \"AKs:0.5\", \"AKs:.25\", \"AKs:1e-3\")";
    if (text.empty()) item_error(game, item, "the weight after ':' is missing; " + help, offset);
    // digits [ '.' digits ] [ ('e' | 'E') [sign] digits ], at least one digit before the exponent
    if (text.find_first_not_of("0123456789.eE+-") != std::string_view::npos) {
        item_error(game, item, "the weight " + quoted(text) + " is not a plain decimal number; " + help, offset);
    }
    std::size_t i = 0, mantissa_digits = 0;
    auto digits = [&] {
        std::size_t n = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i, ++n;
        return n;
    };
    mantissa_digits += digits();
    if (i < text.size() && text[i] == '.') ++i, mantissa_digits += digits();
    if (mantissa_digits == 0) item_error(game, item, "the weight " + quoted(text) + " has no digits; " + help, offset);
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
        if (digits() == 0) {
            item_error(game, item, "the weight " + quoted(text) + " has an exponent without digits; " + help, offset);
        }
    }
    if (i != text.size()) {
        item_error(game, item, "the weight " + quoted(text) + " is not a plain decimal number; " + help, offset);
    }
    // from_chars, unlike strtod, ignores the C locale and rounds correctly.
    double w = 0.0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), w);
    if (error == std::errc::result_out_of_range || end != text.data() + text.size()) w = 0.0;
    if (!(w > 0.0 && w <= 1.0)) {
        item_error(game, item,
                   "the weight " + quoted(text) +
                       " is outside (0, 1]; a weight is the frequency of each combo "
                       "(1 = always, the smallest is the smallest positive double, about 5e-324); to leave hands "
                       "out, omit the item",
                   offset);
    }
    return w;
}

// Splits the text at commas into items; empty text gives no items.
std::vector<Item> split_items(std::string_view text, Game game) {
    std::vector<Item> items;
    std::size_t start = 0;
    bool blank_text = std::all_of(text.begin(), text.end(), is_space);
    if (blank_text) return items;
    while (true) {
        std::size_t end = text.find(',', start);
        if (end == std::string_view::npos) end = text.size();
        Item item;
        item.position = start;
        item.text = trim(text.substr(start, end - start), item.position);
        if (item.text.empty()) {
            fail(ErrorKind::Parse, std::string(range_game_name(game)) + " range: item " +
                                       std::to_string(items.size() + 1) + " at position " + std::to_string(start) +
                                       " of " + quoted(text) + " is empty; remove the extra comma");
        }
        items.push_back(item);
        if (end == text.size()) break;
        start = end + 1;
    }
    return items;
}

}  // namespace

Range Range::parse(std::string_view text, Game game) {
    check_game(game);
    std::vector<Item> items = split_items(text, game);
    std::vector<double> weights;
    for (auto& item : items) {
        std::size_t colon = item.text.find(':');
        double w = 1.0;
        item.body_position = item.position;
        if (colon == std::string_view::npos) {
            item.body = item.text;
        } else {
            std::size_t wpos = item.position + colon + 1;
            std::string_view wtext = trim(item.text.substr(colon + 1), wpos);
            item.body = trim(item.text.substr(0, colon), item.body_position);
            w = parse_weight(game, item, wtext, wpos - item.body_position);
        }
        if (item.text.find('%') != std::string_view::npos) {
            std::string fix =
                game == Game::Holdem
                    ? "spell the hands out (e.g. \"22+, A2s+, K9s+, ATo+\"), or build a top-X% range with "
                      "generate_top_percent_range"
                    : "spell the hands out as explicit patterns (e.g. \"AA**, AKQJds, KQJTds\"); percentile "
                      "ranges are planned once a versioned Omaha hand-strength ordering defines \"top X%\"";
            item_error(game, item,
                       "'%' percentile ranges are not part of the range grammar (v0.1): there is no ranking "
                       "table in the grammar to define \"top X%\" against; " +
                           fix,
                       item.body.find('%'));
        }
        if (item.body.empty()) {
            item_error(game, item,
                       "the item has a weight but no hands; write the hands before ':' "
                       "(e.g. \"AKs:0.5\")");
        }
        weights.push_back(w);
    }

    // Expand every item, then merge: equal weights merge silently, different
    // weights for one combo are a conflict naming both items.
    struct Entry {
        CardMask mask;
        std::uint32_t item;
    };
    std::vector<Entry> entries;
    std::vector<CardMask> masks;
    for (std::size_t i = 0; i < items.size(); ++i) {
        masks.clear();
        if (game == Game::Holdem) {
            expand_holdem(items[i], masks);
        } else {
            expand_omaha(items[i], game, masks);
        }
        for (CardMask m : masks) entries.push_back({m, static_cast<std::uint32_t>(i)});
    }
    if (items.size() > 1 || game == Game::Holdem) {
        std::stable_sort(entries.begin(), entries.end(),
                         [](const Entry& a, const Entry& b) { return a.mask < b.mask; });
    }
    std::vector<WeightedCombo> combos;
    combos.reserve(entries.size());
    std::uint32_t owner = 0;
    for (const auto& e : entries) {
        double w = weights[e.item];
        if (!combos.empty() && combos.back().mask == e.mask) {
            if (combos.back().weight != w) {
                const Item& a = items[owner];
                const Item& b = items[e.item];
                fail(ErrorKind::Parse,
                     std::string(range_game_name(game)) + " range items " + quoted(a.text) + " at position " +
                         std::to_string(a.position) + " and " + quoted(b.text) + " at position " +
                         std::to_string(b.position) + " both contain " + mask_name(e.mask) +
                         " with different weights (" + format_weight(weights[owner]) + " and " + format_weight(w) +
                         "); give overlapping items the same weight, or combine separately parsed ranges "
                         "with the algebra (union keeps the larger weight)");
            }
            continue;
        }
        combos.push_back({e.mask, w});
        owner = e.item;
    }
    return range_from_sorted(game, std::move(combos));
}

// ---------------------------------------------------------------------------
// Algebra: a merge of two sorted lists.

namespace {

template <class Combine>
Range merge(const Range& a, const Range& b, std::string_view op, bool keep_a_only, bool keep_b_only,
            Combine&& combine) {
    check_same_game(a, b, op);
    const auto& x = a.combos();
    const auto& y = b.combos();
    std::vector<WeightedCombo> out;
    out.reserve(keep_b_only ? x.size() + y.size() : x.size());
    std::size_t i = 0, j = 0;
    while (i < x.size() || j < y.size()) {
        if (j == y.size() || (i < x.size() && x[i].mask < y[j].mask)) {
            if (keep_a_only) out.push_back(x[i]);
            ++i;
        } else if (i == x.size() || y[j].mask < x[i].mask) {
            if (keep_b_only) out.push_back(y[j]);
            ++j;
        } else {
            double w = combine(x[i].weight, y[j].weight);
            if (w > 0.0) out.push_back({x[i].mask, w});
            ++i;
            ++j;
        }
    }
    return range_from_sorted(a.game(), std::move(out));
}

}  // namespace

Range range_union(const Range& a, const Range& b) {
    return merge(a, b, "union", true, true, [](double p, double q) { return std::max(p, q); });
}

Range range_intersection(const Range& a, const Range& b) {
    return merge(a, b, "intersection", false, false, [](double p, double q) { return std::min(p, q); });
}

Range range_difference(const Range& a, const Range& b) {
    return merge(a, b, "difference", true, false, [](double p, double q) { return std::max(0.0, p - q); });
}

}  // namespace xiapl
