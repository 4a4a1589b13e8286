// The Omaha range grammar v0.1, for n = 4, 5 or 6 hole cards, one item at a
// time (docs/ranges.md has the long form):
//   pattern      n symbols, each a rank or '*' ("AA**"); a hand matches when
//                its ranks contain the pattern's named ranks as a multiset
//   qualifier    "ds" / "ss" / "r" after the n symbols: an exact suit shape
//                (two suits with exactly two cards / one such suit / none,
//                and no suit with three or more)
//   exact hand   n cards ("AsKsQhJd")
//   progression  "JJ**+" (every named rank moves up one at a time while all
//                stay <= A), "8765-" (down while all stay >= 2), "JT98-8765"
//                (closed: the second end is the first moved down)
#include <algorithm>
#include <array>
#include <bit>

#include "internal.hpp"
#include "xiapl/error.hpp"
#include "xiapl/range.hpp"

namespace xiapl::range_detail {

namespace {

enum class Shape { None, DoubleSuited, SingleSuited, Rainbow };

struct Pattern {
    std::array<int, 15> need{};  // need[rank]: how many cards of that rank the hand must contain
    int named = 0;               // number of named (non-'*') symbols
    Shape shape = Shape::None;
};

constexpr std::uint64_t kNibbleHigh = 0x8888888888888ULL;  // bit 3 of each of the 13 rank nibbles

std::string_view shape_text(Shape s) {
    switch (s) {
        case Shape::DoubleSuited:
            return "ds";
        case Shape::SingleSuited:
            return "ss";
        case Shape::Rainbow:
            return "r";
        case Shape::None:
            break;
    }
    return "";
}

std::string pattern_text(const Pattern& p, int n) {
    std::string s;
    for (int r = 14; r >= 2; --r) s.append(static_cast<std::size_t>(p.need[r]), rank_char(r));
    s.append(static_cast<std::size_t>(n - p.named), '*');
    return s + std::string(shape_text(p.shape));
}

// Every n-card hand in ascending mask order, with its rank nibble key (4 bits
// per rank) and suit nibble key (4 bits per suit).
template <class Fn>
void enumerate(int left, int limit, CardMask mask, std::uint64_t rank_key, unsigned suit_key, Fn& fn) {
    if (left == 0) {
        fn(mask, rank_key, suit_key);
        return;
    }
    for (int c = left - 1; c < limit; ++c) {
        enumerate(left - 1, c, mask | bit(c), rank_key + (std::uint64_t{1} << (4 * (rank_of(c) - 2))),
                  suit_key + (1u << (4 * suit_of(c))), fn);
    }
}

template <class Fn>
void for_each_hand(int n, Fn&& fn) {
    // The highest card is chosen outermost: masks come out ascending.
    for (int c = n - 1; c < kDeckSize; ++c) {
        enumerate(n - 1, c, bit(c), std::uint64_t{1} << (4 * (rank_of(c) - 2)), 1u << (4 * suit_of(c)), fn);
    }
}

bool shape_ok(Shape shape, unsigned suit_key) {
    if (shape == Shape::None) return true;
    int pairs = 0;
    for (int s = 0; s < 4; ++s) {
        unsigned count = (suit_key >> (4 * s)) & 0xF;
        if (count >= 3) return false;
        if (count == 2) ++pairs;
    }
    switch (shape) {
        case Shape::DoubleSuited:
            return pairs == 2;
        case Shape::SingleSuited:
            return pairs == 1;
        default:
            return pairs == 0;
    }
}

unsigned suit_key_of(CardMask mask) {
    unsigned key = 0;
    for (int s = 0; s < 4; ++s) key += static_cast<unsigned>(std::popcount((mask >> (13 * s)) & 0x1FFF)) << (4 * s);
    return key;
}

// Calls fn(mask) for every way to add `left` cards from `pool` (ids below
// `limit`) to `mask`.
template <class Fn>
void add_cards(CardMask pool, int left, int limit, CardMask mask, Fn&& fn) {
    if (left == 0) {
        fn(mask);
        return;
    }
    for (int c = limit - 1; c >= left - 1; --c) {
        if (pool >> c & 1) add_cards(pool, left - 1, c, mask | bit(c), fn);
    }
}

// Calls fn(mask) for every choice of need[r] cards of each named rank r.
template <class Fn>
void choose_named(const Pattern& p, int rank, CardMask mask, Fn&& fn) {
    while (rank <= 14 && p.need[rank] == 0) ++rank;
    if (rank > 14) {
        fn(mask);
        return;
    }
    CardMask of_rank = 0;
    for (int s = 0; s < 4; ++s) of_rank |= bit(s * 13 + rank - 2);
    add_cards(of_rank, p.need[rank], kDeckSize, mask, [&](CardMask m) { choose_named(p, rank + 1, m, fn); });
}

void expand_pattern(const Pattern& p, int n, std::vector<CardMask>& out) {
    std::uint64_t need_key = 0;
    std::uint64_t named_choices = 1;
    for (int r = 2; r <= 14; ++r) {
        if (p.need[r] > 4) return;  // five of one rank: no hand matches
        need_key += static_cast<std::uint64_t>(p.need[r]) << (4 * (r - 2));
        named_choices *= choose(4, p.need[r]);
    }
    if (p.named > n) return;
    const int free_cards = n - p.named;
    const std::uint64_t candidates = named_choices * choose(kDeckSize - p.named, free_cards);
    if (candidates * 4 < choose(kDeckSize, n)) {
        // Few candidates: every matching hand holds need[r] cards of each
        // named rank, so choose those, then any other cards. A hand holding
        // more than it needs is reached once per choice: sort and dedupe.
        std::vector<CardMask> found;
        found.reserve(static_cast<std::size_t>(candidates));
        choose_named(p, 2, 0, [&](CardMask named) {
            add_cards(~named & kFullDeck, free_cards, kDeckSize, named, [&](CardMask mask) {
                if (shape_ok(p.shape, suit_key_of(mask))) found.push_back(mask);
            });
        });
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end()), found.end());
        out.insert(out.end(), found.begin(), found.end());
        return;
    }
    for_each_hand(n, [&](CardMask mask, std::uint64_t rank_key, unsigned suit_key) {
        // Nibbles hold 0..4, so (8 + have - need) never borrows: bit 3 stays set iff have >= need.
        if ((((rank_key | kNibbleHigh) - need_key) & kNibbleHigh) != kNibbleHigh) return;
        if (!shape_ok(p.shape, suit_key)) return;
        out.push_back(mask);
    });
}

// Moves every named rank by `delta`; false when one would leave 2..14.
bool shifted(const Pattern& p, int delta, Pattern& q) {
    q = p;
    q.need.fill(0);
    for (int r = 2; r <= 14; ++r) {
        if (!p.need[r]) continue;
        int t = r + delta;
        if (t < 2 || t > 14) return false;
        q.need[t] = p.need[r];
    }
    return true;
}

bool is_rank_symbol(char c) { return c == '*' || rank_from_char(c) > 0; }

struct Reader {
    const Item& item;
    Game game;
    int n;
    std::size_t pos = 0;

    [[noreturn]] void error(const std::string& detail, std::size_t at) const { item_error(game, item, detail, at); }

    std::string example_pad(std::string_view ranks) const {
        std::string s(ranks);
        while (static_cast<int>(s.size()) < n) s += '*';
        return s;
    }

    // A closed progression of this game's size, "JT98-8765" for 4 hole cards:
    // n ranks down from J, then the same moved down three, each with `suffix`.
    std::string example_progression(std::string_view suffix = "") const {
        static constexpr std::string_view order = "JT98765432";
        const auto size = static_cast<std::size_t>(n);
        return std::string(order.substr(0, size)) + std::string(suffix) + "-" + std::string(order.substr(3, size)) +
               std::string(suffix);
    }

    Pattern read_pattern() {
        std::string_view b = item.body;
        std::size_t start = pos;
        Pattern p;
        while (pos < b.size() && is_rank_symbol(b[pos])) {
            if (b[pos] != '*') {
                ++p.need[rank_from_char(b[pos])];
                ++p.named;
            }
            ++pos;
        }
        int symbols = static_cast<int>(pos - start);
        std::string_view ranks = b.substr(start, pos - start);
        const std::string count = std::to_string(n);
        if (pos < b.size() && symbols < n) {
            char c = b[pos];
            if (c == 'x' || c == 'X') {
                error("'" + std::string(1, c) +
                          "' is not part of the v0.1 alphabet (ranks 2-9, T, J, Q, K, A and "
                          "'*'); use '*' for \"any rank\" (e.g. " +
                          quoted(example_pad(ranks)) + ")",
                      pos);
            }
            if (suit_from_char(c) >= 0 || c == 'r' || c == 'R') {
                error("the suit letter '" + std::string(1, c) + "' comes after only " + std::to_string(symbols) +
                          " rank symbol(s); a suit qualifier (ds, ss, r) goes after exactly " + count +
                          " rank symbols (e.g. " + quoted(example_pad("AKQJ") + "ds") +
                          "), and single-card suits are written only in an exact hand of " + count + " cards (e.g. \"" +
                          std::string("AsKsQhJd2c3d").substr(0, static_cast<std::size_t>(2 * n)) + "\")",
                      pos);
            }
            if (c == '1') {
                error("'1' is not a rank; write ten as 'T' (e.g. " + quoted(example_pad("TT")) + ")", pos);
            }
            error(quoted(b.substr(pos, 1)) + " is not a rank symbol; a " + std::string(range_game_name(game)) +
                      " pattern is " + count + " symbols, each a rank (2-9, T, J, Q, K, A) or '*' for any rank",
                  pos);
        }
        if (symbols != n) {
            if (symbols == 0) {
                error((pos < b.size() ? quoted(b.substr(pos, 1)) + " cannot start an item"
                                      : std::string("nothing to read")) +
                          "; an item is a pattern of " + count + " rank symbols ('*' for any rank, e.g. " +
                          quoted(example_pad("AA")) + "), an exact hand of " + count + " cards, or a progression (" +
                          quoted(example_pad("JJ") + "+") + ", " + quoted(example_progression()) + ")",
                      pos);
            }
            std::string fix =
                symbols < n
                    ? "pad the unknown cards with '*' (e.g. " + quoted(ranks) + " -> " + quoted(example_pad(ranks)) +
                          ")"
                    : "remove " + std::to_string(symbols - n) + " symbol(s)" +
                          (symbols <= 6 ? ", or parse it for the game with " + std::to_string(symbols) + " hole cards"
                                        : std::string());
            error(quoted(ranks) + " has " + std::to_string(symbols) + " rank symbol(s); a " +
                      std::string(range_game_name(game)) + " rank pattern is exactly " + count + " symbols; " + fix,
                  start);
        }
        // The suit qualifier.
        std::string_view rest = b.substr(pos);
        auto starts = [&](std::string_view s) {
            return rest.size() >= s.size() && std::equal(s.begin(), s.end(), rest.begin(), [](char a, char c) {
                       return a == static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
                   });
        };
        std::size_t qpos = pos;
        if (starts("ds")) {
            p.shape = Shape::DoubleSuited;
            pos += 2;
        } else if (starts("ss")) {
            p.shape = Shape::SingleSuited;
            pos += 2;
        } else if (starts("r")) {
            p.shape = Shape::Rainbow;
            pos += 1;
        }
        if (p.shape == Shape::Rainbow && n > 4) {
            error("'r' (rainbow: no two cards of one suit) cannot hold for " + count +
                      " cards over four suits; drop the qualifier or use \"ds\"" +
                      (n == 5 ? std::string(" or \"ss\"") : std::string()),
                  qpos);
        }
        if (p.shape == Shape::SingleSuited && n > 5) {
            error(
                "'ss' (exactly one suit with two cards, no suit with three) cannot hold for 6 cards over four "
                "suits; use \"ds\" (two suits with two cards each) or drop the qualifier",
                qpos);
        }
        return p;
    }
};

bool looks_like_exact(std::string_view b) {
    if (b.size() < 2 || rank_from_char(b[0]) < 0 || suit_from_char(b[1]) < 0) return false;
    if (b.size() % 2) return false;
    for (std::size_t i = 0; i < b.size(); i += 2) {
        if (rank_from_char(b[i]) < 0 || suit_from_char(b[i + 1]) < 0) return false;
    }
    return true;
}

}  // namespace

std::vector<CardMask> all_hands(int cards) {
    std::vector<CardMask> out;
    for_each_hand(cards, [&](CardMask mask, std::uint64_t, unsigned) { out.push_back(mask); });
    return out;
}

void expand_omaha(const Item& item, Game game, std::vector<CardMask>& out) {
    const int n = hole_cards_for(game);
    std::string_view b = item.body;
    if (looks_like_exact(b)) {
        int cards = static_cast<int>(b.size() / 2);
        if (cards != n) {
            item_error(game, item,
                       quoted(b) + " is an exact hand of " + std::to_string(cards) + " card(s); an exact " +
                           std::string(range_game_name(game)) + " hand has exactly " + std::to_string(n) +
                           " cards (use a pattern with '*' for unknown cards, e.g. \"AA**\")");
        }
        CardMask mask = 0;
        for (std::size_t i = 0; i < b.size(); i += 2) {
            CardId id = make_card(rank_from_char(b[i]), suit_from_char(b[i + 1]));
            if (mask & bit(id)) {
                item_error(game, item,
                           "the card " + card_name(id) + " is given twice; an exact hand has " + std::to_string(n) +
                               " different cards",
                           i);
            }
            mask |= bit(id);
        }
        out.push_back(mask);
        return;
    }
    Reader reader{item, game, n};
    Pattern first = reader.read_pattern();
    std::size_t& pos = reader.pos;
    if (pos == b.size()) {
        expand_pattern(first, n, out);
        return;
    }
    std::vector<Pattern> steps;
    const char mark = b[pos];
    if (mark == '+' || (mark == '-' && pos + 1 == b.size())) {
        if (pos + 1 != b.size()) {
            reader.error("'+' must end the item; found " + quoted(b.substr(pos + 1)) + " after it", pos + 1);
        }
        if (first.named == 0) {
            reader.error(std::string("'") + mark + "' moves the named ranks of a pattern, and " +
                             quoted(b.substr(0, pos)) + " names none; write the pattern alone",
                         pos);
        }
        int delta = mark == '+' ? 1 : -1;
        Pattern q;
        for (int k = 0; shifted(first, k * delta, q); ++k) steps.push_back(q);
    } else if (mark == '-') {
        std::size_t dash = pos;
        ++pos;
        Pattern last = reader.read_pattern();
        if (pos != b.size()) {
            reader.error(quoted(b.substr(pos)) +
                             " after the progression's second end is not understood; a "
                             "closed progression is two patterns joined by '-' (e.g. " +
                             quoted(reader.example_progression()) + ")",
                         pos);
        }
        if (first.shape != last.shape) {
            if (first.shape == Shape::None) {
                first.shape = last.shape;
            } else if (last.shape == Shape::None) {
                last.shape = first.shape;
            } else {
                reader.error("the ends carry different suit qualifiers (" + std::string(shape_text(first.shape)) +
                                 " and " + std::string(shape_text(last.shape)) +
                                 "); give one qualifier for the whole progression (e.g. " +
                                 quoted(reader.example_progression("ds")) + ")",
                             dash);
            }
        }
        // The second end must be the first moved by one common distance.
        int hi_first = 0, hi_last = 0;
        for (int r = 14; r >= 2 && !hi_first; --r) hi_first = first.need[r] ? r : 0;
        for (int r = 14; r >= 2 && !hi_last; --r) hi_last = last.need[r] ? r : 0;
        Pattern probe;
        const int delta = hi_last - hi_first;
        if (first.named == 0 || first.named != last.named || !shifted(first, delta, probe) || probe.need != last.need) {
            reader.error("the ends " + quoted(pattern_text(first, n)) + " and " + quoted(pattern_text(last, n)) +
                             " are not the same pattern moved by a number of ranks; a closed progression "
                             "moves every named rank together (e.g. " +
                             quoted(reader.example_progression()) + ", " +
                             quoted(reader.example_pad("KK") + "-" + reader.example_pad("TT")) + ")",
                         dash);
        }
        const int step = delta <= 0 ? -1 : 1;
        Pattern q;
        for (int k = 0; k <= delta * step; ++k) {
            shifted(first, k * step, q);
            steps.push_back(q);
        }
    } else {
        reader.error(quoted(b.substr(pos, 1)) + " is not expected after the pattern " + quoted(b.substr(0, pos)) +
                         "; a pattern may end with a suit qualifier (ds, ss, r), then '+', '-' or '-' and a "
                         "second pattern",
                     pos);
    }
    std::vector<CardMask> all;
    for (const auto& p : steps) expand_pattern(p, n, all);
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    out.insert(out.end(), all.begin(), all.end());
}

}  // namespace xiapl::range_detail
