#include "xiapl/cards.hpp"

#include <bit>
#include <cctype>

#include "xiapl/error.hpp"

namespace xiapl {
namespace {

constexpr std::string_view kRankChars = "23456789TJQKA";
constexpr std::string_view kSuitChars = "cdhs";
constexpr std::string_view kCardHelp =
    "a card is a rank (2-9, T, J, Q, K, A; 10 also means T) followed by a suit (c, d, h, s), "
    "e.g. \"As\", \"Td\", \"10h\"";

int rank_from_char(char c) {
    auto pos = kRankChars.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos) + 2;
}

int suit_from_char(char c) {
    auto pos = kSuitChars.find(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

// Reads one card at text[pos...]; returns its id and advances pos, or
// returns -1 (pos unchanged) when no card starts there.
CardId read_card(std::string_view text, std::size_t& pos) {
    std::size_t p = pos;
    int rank;
    if (p + 1 < text.size() && text[p] == '1' && text[p + 1] == '0') {
        rank = 10;
        p += 2;
    } else if (p < text.size() && (rank = rank_from_char(text[p])) > 0) {
        p += 1;
    } else {
        return -1;
    }
    if (p >= text.size()) return -1;
    int suit = suit_from_char(text[p]);
    if (suit < 0) return -1;
    pos = p + 1;
    return make_card(rank, suit);
}

// Why no card starts at text[pos]: the first thing that is wrong.
std::string diagnose(std::string_view text, std::size_t pos) {
    if (pos >= text.size()) return "the text is empty";
    std::size_t p = pos;
    if (p + 1 < text.size() && text[p] == '1' && text[p + 1] == '0') {
        p += 2;
    } else if (rank_from_char(text[p]) > 0) {
        p += 1;
    } else {
        bool two_digits =
            text[pos] == '1' && pos + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[pos + 1]));
        return quoted(text.substr(pos, two_digits ? 2 : 1)) + " is not a rank";
    }
    if (p >= text.size()) return "the suit is missing after the rank";
    return quoted(text.substr(p, 1)) + " is not a suit";
}

bool is_separator(char c) { return c == ' ' || c == '\t' || c == ',' || c == '-' || c == '\n'; }

}  // namespace

std::string quoted(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        if (std::isprint(static_cast<unsigned char>(c))) {
            out += c;
        } else {
            static const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[(static_cast<unsigned char>(c) >> 4) & 0xF];
            out += hex[static_cast<unsigned char>(c) & 0xF];
        }
    }
    return out + "\"";
}

std::string card_name(CardId id) {
    check_card_id(id);
    return {kRankChars[static_cast<std::size_t>(rank_of(id) - 2)], kSuitChars[static_cast<std::size_t>(suit_of(id))]};
}

CardId parse_card(std::string_view text) {
    std::size_t pos = 0;
    CardId id = read_card(text, pos);
    if (id < 0) {
        fail(ErrorKind::Parse,
             "cannot read " + quoted(text) + " as a card (" + diagnose(text, 0) + "); " + std::string(kCardHelp));
    }
    if (pos != text.size()) {
        fail(ErrorKind::Parse,
             quoted(text) + " is more than one card; pass exactly one card; " + std::string(kCardHelp));
    }
    return id;
}

std::vector<CardId> parse_cards(std::string_view text) {
    std::vector<CardId> ids;
    CardMask seen = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        if (is_separator(text[pos])) {
            ++pos;
            continue;
        }
        std::size_t start = pos;
        CardId id = read_card(text, pos);
        if (id < 0) {
            std::size_t end = start;
            while (end < text.size() && !is_separator(text[end])) ++end;
            fail(ErrorKind::Parse, "cannot read a card at position " + std::to_string(start) + " of " + quoted(text) +
                                       " (at " + quoted(text.substr(start, end - start)) + ": " +
                                       diagnose(text, start) + "); " + std::string(kCardHelp));
        }
        if (seen & bit(id)) {
            fail(ErrorKind::Parse,
                 "card " + card_name(id) + " appears twice in " + quoted(text) + "; each card can be given once");
        }
        seen |= bit(id);
        ids.push_back(id);
    }
    return ids;
}

void check_card_id(std::int64_t id) {
    if (id < 0 || id >= kDeckSize) {
        fail(ErrorKind::InvalidArgument,
             "card id " + std::to_string(id) + " is out of range; card ids are 0..51 (suit * 13 + rank - 2)");
    }
}

void check_mask(CardMask mask, std::string_view what) {
    if (mask & ~kFullDeck) {
        int bad = std::countr_zero(mask & ~kFullDeck);
        fail(ErrorKind::InvalidArgument,
             std::string(what) + " mask has bit " + std::to_string(bad) + " set; card masks use bits 0..51 only");
    }
}

CardMask mask_from_ids(const std::int32_t* ids, std::size_t count) {
    CardMask mask = 0;
    for (std::size_t i = 0; i < count; ++i) {
        check_card_id(ids[i]);
        if (mask & bit(ids[i])) {
            fail(ErrorKind::InvalidArgument, "card " + card_name(ids[i]) + " (id " + std::to_string(ids[i]) +
                                                 ") is given twice; each card can be given once");
        }
        mask |= bit(ids[i]);
    }
    return mask;
}

std::vector<CardId> ids_of(CardMask mask) {
    std::vector<CardId> ids;
    ids.reserve(static_cast<std::size_t>(std::popcount(mask)));
    while (mask) {
        ids.push_back(std::countr_zero(mask));
        mask &= mask - 1;
    }
    return ids;
}

std::string mask_name(CardMask mask) {
    // A mask has no order: its cards are named as a player reads a hand, highest rank
    // first and, within a rank, spades, hearts, diamonds, clubs ("AsKs", "As5s4c3h2d").
    std::string out;
    for (int rank = 14; rank >= 2; --rank) {
        for (int suit = 3; suit >= 0; --suit) {
            if (mask & kFullDeck & bit(make_card(rank, suit))) out += card_name(make_card(rank, suit));
        }
    }
    return out;
}

}  // namespace xiapl
