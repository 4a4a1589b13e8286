// Range: construction, checks, queries and the weighted set algebra.
#include "xiapl/range.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <system_error>

#include "../portable/float_text.hpp"
#include "internal.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"

namespace xiapl {

using namespace range_detail;

Range range_from_sorted(Game game, std::vector<WeightedCombo> combos) {
    Range r(game);
    r.combos_ = std::move(combos);
    return r;
}

std::string_view range_game_name(Game game) {
    return is_game(static_cast<int>(game)) ? game_rules(game).name : "unknown game";
}

namespace {

// The shortest text that reads back as the same double.
std::string format_weight(double w) {
    char buffer[32];
    auto result = detail::double_to_chars(buffer, buffer + sizeof buffer, w);
    return std::string(buffer, result.ptr);
}

void check_game(Game game) {
    auto g = static_cast<int>(game);
    if (!is_game(g)) {
        fail(ErrorKind::InvalidArgument, "game " + std::to_string(g) + " is unknown; ranges are for the board games");
    }
    if (game_rules(game).board_cards == 0) {
        fail(ErrorKind::InvalidArgument, std::string(range_game_name(game)) +
                                             " has no ranges; ranges are for the board games: Hold'em, PLO, PLO5, "
                                             "PLO6, short deck, PLO Hi/Lo and PLO5 Hi/Lo");
    }
}

// The combos of `masks` the game's deck deals (short deck: six to ace only).
void keep_dealt(Game game, std::vector<CardMask>& masks) {
    const CardMask deck = game_deck(game);
    if (deck == kFullDeck) return;
    std::erase_if(masks, [deck](CardMask m) { return (m & ~deck) != 0; });
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
        if (c.mask & ~game_deck(game)) {
            fail(ErrorKind::InvalidArgument,
                 "Range: combo " + name + " holds " + card_name(std::countr_zero(c.mask & ~game_deck(game))) +
                     ", which the " + std::string(range_game_name(game)) + " deck (six to ace) does not have" + where);
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
    keep_dealt(game, hands);
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
    // Correctly rounded, whatever the C locale (portable/float_text.hpp).
    double w = 0.0;
    auto [end, error] = detail::double_from_chars(text.data(), text.data() + text.size(), w);
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

// An item and the weight block it sits in, if any.
struct BlockedItem {
    Item item;
    double block_weight = 0.0;       // 0: outside any block
    std::string_view block_tag;      // "[75]" when inside a block
    std::size_t block_position = 0;  // offset of the block's opening tag
};

// The weight of a block tag's percentage ("75" in "[75]"): digits with an
// optional '.', in (0, 100], read as number / 100 rounded once.
double block_percent(Game game, std::string_view tag, std::string_view number, std::size_t position) {
    auto error = [&](const std::string& why) {
        fail(ErrorKind::Parse, std::string(range_game_name(game)) + " range: the weight block tag " + quoted(tag) +
                                   " at position " + std::to_string(position) + " " + why +
                                   "; a block is a percentage in (0, 100] around items, as Equilab and "
                                   "PokerStove write them: \"[75]AA,KK[/75]\" gives AA and KK weight 0.75");
    };
    std::size_t digits = 0, dots = 0;
    for (char c : number) {
        if (c >= '0' && c <= '9') {
            ++digits;
        } else if (c == '.') {
            ++dots;
        } else {
            error("is not a plain number");
        }
    }
    if (digits == 0 || dots > 1) error("is not a plain number");
    // "75e-2" rounds 0.75 once, as the parser reads ":0.75".
    const std::string scaled = std::string(number) + "e-2";
    double w = 0.0;
    auto [end, status] = detail::double_from_chars(scaled.data(), scaled.data() + scaled.size(), w);
    if (status == std::errc::result_out_of_range || end != scaled.data() + scaled.size()) w = 0.0;
    if (!(w > 0.0 && w <= 1.0)) error("is outside (0, 100]; to leave hands out, omit them");
    return w;
}

// Splits the text into items at commas and line breaks, and reads the weight
// blocks "[w]...[/w]" around them. Empty text gives no items. An empty item
// between two commas (or a comma and either end of the text) is an error;
// blank lines are not items.
std::vector<BlockedItem> split_items(std::string_view text, Game game) {
    std::vector<BlockedItem> items;
    if (std::all_of(text.begin(), text.end(), is_space)) return items;
    const std::string game_name(range_game_name(game));
    bool in_block = false;
    double block_weight = 0.0;
    std::string_view block_tag;
    std::size_t block_position = 0;
    // Between two commas, or a comma and either end of the text, there must
    // be an item; line breaks and block tags alone do not make one.
    bool comma_seen = false;
    std::size_t since_comma = 0, since_comma_position = 0;
    std::size_t start = 0;
    for (std::size_t i = 0;; ++i) {
        const bool at_end = i == text.size();
        const char c = at_end ? '\0' : text[i];
        if (!at_end && c != ',' && c != '\n' && c != '[') continue;
        Item item;
        item.position = start;
        item.text = trim(text.substr(start, i - start), item.position);
        if (!item.text.empty()) {
            items.push_back(
                {item, in_block ? block_weight : 0.0, in_block ? block_tag : std::string_view(), block_position});
            ++since_comma;
        }
        if ((c == ',' || (at_end && comma_seen)) && since_comma == 0) {
            fail(ErrorKind::Parse, game_name + " range: item " + std::to_string(items.size() + 1) + " at position " +
                                       std::to_string(since_comma_position) + " of " + quoted(text) +
                                       " is empty; remove the extra comma");
        }
        if (at_end) break;
        if (c == ',') {
            comma_seen = true;
            since_comma = 0;
            since_comma_position = i + 1;
        }
        if (c == '[') {
            const std::size_t close = text.find(']', i);
            if (close == std::string_view::npos) {
                fail(ErrorKind::Parse, game_name + " range: the '[' at position " + std::to_string(i) +
                                           " starts a weight block tag that has no ']'; write blocks as "
                                           "\"[75]AA,KK[/75]\" (a percentage)");
            }
            const std::string_view tag = text.substr(i, close + 1 - i);
            std::size_t inner_position = i + 1;
            std::string_view inner = trim(text.substr(i + 1, close - i - 1), inner_position);
            if (!inner.empty() && inner[0] == '/') {
                std::size_t number_position = inner_position + 1;
                std::string_view number = trim(inner.substr(1), number_position);
                if (!in_block) {
                    fail(ErrorKind::Parse, game_name + " range: the closing tag " + quoted(tag) + " at position " +
                                               std::to_string(i) + " closes no block; open it before the items (\"[" +
                                               std::string(number) + "]AA,KK[/" + std::string(number) + "]\")");
                }
                const double w = block_percent(game, tag, number, i);
                if (w != block_weight) {
                    fail(ErrorKind::Parse, game_name + " range: the block " + quoted(block_tag) + " at position " +
                                               std::to_string(block_position) + " is closed by " + quoted(tag) +
                                               " at position " + std::to_string(i) +
                                               "; close it with the same percentage (\"[/" +
                                               std::string(block_tag.substr(1, block_tag.size() - 2)) + "]\")");
                }
                in_block = false;
            } else {
                if (in_block) {
                    fail(ErrorKind::Parse, game_name + " range: the block " + quoted(tag) + " at position " +
                                               std::to_string(i) + " opens inside the block " + quoted(block_tag) +
                                               " at position " + std::to_string(block_position) +
                                               "; weight blocks do not nest: close the first block before "
                                               "opening the next (\"[75]AA,KK[/75],[50]QQ[/50]\")");
                }
                block_weight = block_percent(game, tag, inner, i);
                block_tag = tag;
                block_position = i;
                in_block = true;
            }
            i = close;
        }
        start = i + 1;
    }
    if (in_block) {
        fail(ErrorKind::Parse, game_name + " range: the block " + quoted(block_tag) + " at position " +
                                   std::to_string(block_position) + " is never closed; end it with \"[/" +
                                   std::string(block_tag.substr(1, block_tag.size() - 2)) + "]\" after its last item");
    }
    return items;
}

}  // namespace

Range Range::parse(std::string_view text, Game game) {
    check_game(game);
    std::vector<BlockedItem> blocked = split_items(text, game);
    std::vector<Item> items;
    std::vector<double> weights;
    items.reserve(blocked.size());
    for (auto& entry : blocked) {
        Item& item = items.emplace_back(entry.item);
        std::size_t colon = item.text.find(':');
        double w = entry.block_weight > 0.0 ? entry.block_weight : 1.0;
        item.body_position = item.position;
        if (colon == std::string_view::npos) {
            item.body = item.text;
        } else if (entry.block_weight > 0.0) {
            item.body = item.text;
            item_error(game, item,
                       "the item has its own weight inside the weight block " + quoted(entry.block_tag) +
                           " at position " + std::to_string(entry.block_position) +
                           "; give it the block's weight or move it out of the block",
                       colon);
        } else {
            std::size_t wpos = item.position + colon + 1;
            std::string_view wtext = trim(item.text.substr(colon + 1), wpos);
            item.body = trim(item.text.substr(0, colon), item.body_position);
            w = parse_weight(game, item, wtext, wpos - item.body_position);
        }
        if (item.text.find('%') != std::string_view::npos) {
            std::string fix =
                range_grammar(game) == Game::Holdem
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
        if (range_grammar(game) == Game::Holdem) {
            expand_holdem(items[i], masks);
        } else {
            expand_omaha(items[i], game, masks);
        }
        const bool named_hands = !masks.empty();
        keep_dealt(game, masks);
        if (named_hands && masks.empty()) {
            item_error(game, items[i],
                       "none of its hands is dealt in short deck, whose ranks run six to ace (no twos to "
                       "fives); name hands of those ranks (\"66+, A6s+\")");
        }
        for (CardMask m : masks) entries.push_back({m, static_cast<std::uint32_t>(i)});
    }
    if (items.size() > 1 || range_grammar(game) == Game::Holdem) {
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
