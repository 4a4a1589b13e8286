// The games' rules table, and the decoding of every ranking's strengths into
// categories, ranks and names.
#include <array>
#include <bit>
#include <string>

#include "tables.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"

namespace xiapl {
namespace {

// Indexed by Game.
constexpr std::array<GameRules, kGameCount> kRules = {{
    {"Hold'em", 2, 2, 5, 0, false, Ranking::High, Ranking::None, 23},
    {"PLO", 4, 4, 5, 2, false, Ranking::High, Ranking::None, 11},
    {"PLO5", 5, 5, 5, 2, false, Ranking::High, Ranking::None, 9},
    {"PLO6", 6, 6, 5, 2, false, Ranking::High, Ranking::None, 7},
    {"Short-deck Hold'em", 2, 2, 5, 0, true, Ranking::ShortDeck, Ranking::None, 15},
    {"PLO Hi/Lo", 4, 4, 5, 2, false, Ranking::High, Ranking::EightOrBetter, 11},
    {"PLO5 Hi/Lo", 5, 5, 5, 2, false, Ranking::High, Ranking::EightOrBetter, 9},
    {"Seven-card stud", 7, 5, 0, 0, false, Ranking::High, Ranking::None, 7},
    {"Seven-card stud Hi/Lo", 7, 5, 0, 0, false, Ranking::High, Ranking::EightOrBetter, 7},
    {"Razz", 7, 5, 0, 0, false, Ranking::AceToFive, Ranking::None, 7},
    {"2-7 lowball", 5, 5, 0, 0, false, Ranking::DeuceToSeven, Ranking::None, 0},
    {"Badugi", 4, 4, 0, 0, false, Ranking::Badugi, Ranking::None, 0},
}};

// The ranks six to ace of every suit.
constexpr CardMask kShortDeck = [] {
    CardMask m = 0;
    for (int suit = 0; suit < 4; ++suit) m |= CardMask{0x1FF0} << (13 * suit);
    return m;
}();

}  // namespace

bool is_game(int value) noexcept { return value >= 0 && value < kGameCount; }

const GameRules& game_rules(Game g) {
    const int value = static_cast<int>(g);
    if (!is_game(value)) {
        fail(ErrorKind::InvalidArgument, "game " + std::to_string(value) + " is unknown; games are 0 (Hold'em) to " +
                                             std::to_string(kGameCount - 1) + " (Badugi), as XIAPL_GAME_* lists them");
    }
    return kRules[static_cast<std::size_t>(value)];
}

int hole_cards_for(Game g) { return game_rules(g).hole_cards; }

CardMask game_deck(Game g) { return game_rules(g).short_deck ? kShortDeck : kFullDeck; }

// ---------------------------------------------------------------------------
// Decoding.

namespace {

struct Decoded {
    Category category;
    int ranks[5];
    int n;
};

Decoded from_code(std::uint32_t code) {
    Decoded d{static_cast<Category>(code >> 20), {}, 0};
    for (int shift = 16; shift >= 0; shift -= 4) {
        const int rank = static_cast<int>((code >> shift) & 0xF);
        if (rank == 0) break;
        d.ranks[d.n++] = rank;
    }
    return d;
}

// The ranks of a mask with the ace as bit 0 (rank 1), highest first.
Decoded from_low_bits(std::uint32_t bits) {
    Decoded d{Category::HighCard, {}, 0};
    for (int b = 12; b >= 0 && d.n < 5; --b) {
        if (bits >> b & 1) d.ranks[d.n++] = b + 1;
    }
    return d;
}

std::uint32_t eight_low_bits(Strength s) { return 256u - s; }

std::uint32_t badugi_bits(Strength s) { return 8191u - (s & 8191u); }

[[noreturn]] void not_a_strength(Ranking r, Strength s) {
    std::string range;
    switch (r) {
        case Ranking::EightOrBetter:
            range = "256 minus a mask of five of the ranks ace to eight (8..225)";
            break;
        case Ranking::Badugi:
            range = "cards << 13 | (8191 - a mask of that many ranks, ace = bit 0)";
            break;
        default:
            range = "1.." + std::to_string(max_strength(r));
    }
    fail(ErrorKind::InvalidArgument,
         "strength " + std::to_string(s) + " is not a " + ranking_label(r) + " strength; its strengths are " + range);
}

Decoded decode(Ranking r, Strength s) {
    if (!is_strength(r, s)) not_a_strength(r, s);
    switch (r) {
        case Ranking::High:
            return from_code(detail::kStrengthCode[s]);
        case Ranking::ShortDeck:
            return from_code(detail::kShortDeckCode[s]);
        case Ranking::AceToFive:
            return from_code(detail::kAceToFiveCode[s]);
        case Ranking::DeuceToSeven:
            return from_code(detail::kDeuceToSevenCode[s]);
        case Ranking::EightOrBetter:
            return from_low_bits(eight_low_bits(s));
        case Ranking::Badugi:
            return from_low_bits(badugi_bits(s));
        case Ranking::None:
            break;
    }
    not_a_strength(r, s);
}

char rank_symbol(int rank) { return "?A23456789TJQKA"[rank]; }

std::string joined(const Decoded& d) {
    std::string out;
    for (int i = 0; i < d.n; ++i) {
        if (i) out += '-';
        out += rank_symbol(d.ranks[i]);
    }
    return out;
}

const char* const kCardCounts[] = {"", "one", "two", "three", "four"};

}  // namespace

const char* ranking_label(Ranking r) {
    switch (r) {
        case Ranking::None:
            return "no";
        case Ranking::High:
            return "high";
        case Ranking::ShortDeck:
            return "short-deck high";
        case Ranking::EightOrBetter:
            return "eight-or-better low";
        case Ranking::AceToFive:
            return "ace-to-five low";
        case Ranking::DeuceToSeven:
            return "deuce-to-seven low";
        case Ranking::Badugi:
            return "badugi";
    }
    return "unknown";
}

Strength max_strength(Ranking r) {
    switch (r) {
        case Ranking::None:
            return 0;
        case Ranking::High:
            return kStrengthMax;
        case Ranking::ShortDeck:
            return static_cast<Strength>(detail::kShortDeckCodeCount - 1);
        case Ranking::EightOrBetter:
            return 256 - 0x1F;  // A-2-3-4-5
        case Ranking::AceToFive:
            return static_cast<Strength>(detail::kAceToFiveCodeCount - 1);
        case Ranking::DeuceToSeven:
            return static_cast<Strength>(detail::kDeuceToSevenCodeCount - 1);
        case Ranking::Badugi:
            return (4 << 13) | (8191 - 0xF);  // A-2-3-4
    }
    fail(ErrorKind::InvalidArgument,
         "ranking " + std::to_string(static_cast<int>(r)) + " is unknown; rankings are 0..6 (XIAPL_RANKING_*)");
}

bool is_strength(Ranking r, Strength s) noexcept {
    switch (r) {
        case Ranking::None:
            return false;
        case Ranking::High:
        case Ranking::ShortDeck:
        case Ranking::AceToFive:
        case Ranking::DeuceToSeven:
            return s >= 1 && s <= max_strength(r);
        case Ranking::EightOrBetter:
            return s >= 256 - 0xF8 && s <= 256 - 0x1F && std::popcount(eight_low_bits(s)) == 5;
        case Ranking::Badugi: {
            const int cards = s >> 13;
            return cards >= 1 && cards <= 4 && std::popcount(badugi_bits(s)) == cards;
        }
    }
    return false;
}

Category ranking_category(Ranking r, Strength s) { return decode(r, s).category; }

int ranking_kickers(Ranking r, Strength s, int out_ranks[5]) {
    const Decoded d = decode(r, s);
    for (int i = 0; i < d.n; ++i) out_ranks[i] = d.ranks[i];
    return d.n;
}

std::string ranking_describe(Ranking r, Strength s) {
    const Decoded d = decode(r, s);
    const bool low = r == Ranking::EightOrBetter || r == Ranking::AceToFive || r == Ranking::DeuceToSeven;
    std::string out = r == Ranking::Badugi                      ? "Badugi"
                      : low && d.category == Category::HighCard ? "Low"
                                                                : detail::category_title(d.category);
    out += " [";
    for (int i = 0; i < d.n; ++i) {
        if (i) out += ' ';
        out += std::to_string(d.ranks[i]);
    }
    return out + "]";
}

std::string ranking_name(Ranking r, Strength s) {
    const Decoded d = decode(r, s);
    switch (r) {
        case Ranking::Badugi: {
            std::string out = std::string(kCardCounts[d.n]) + "-card badugi " + joined(d);
            return s == max_strength(r) ? out + " (number one)" : out;
        }
        case Ranking::EightOrBetter:
        case Ranking::AceToFive:
            if (d.category == Category::HighCard) {
                return joined(d) + (d.ranks[0] == 5 ? " low (wheel)" : " low");
            }
            break;
        case Ranking::DeuceToSeven:
            if (d.category == Category::HighCard) {
                return joined(d) + (s == max_strength(r) ? " low (number one)" : " low");
            }
            break;
        case Ranking::ShortDeck:
            if (d.category == Category::Flush)
                return detail::category_hand_name(d.category, d.ranks) + " (beats a full house)";
            break;
        default:
            break;
    }
    return detail::category_hand_name(d.category, d.ranks);
}

}  // namespace xiapl
