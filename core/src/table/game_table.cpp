// The table of games: the names each game is written as, and the table each
// game is usually played at (betting, forced bets, bet sizes, draws).
#include <array>
#include <cctype>
#include <string>
#include <string_view>

#include "xiapl/error.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

namespace xiapl {
namespace {

// Indexed by Game: the canonical name first, then the other names. Compared
// as game_key() leaves them, so "2-7" also reads "27" and "2 7".
const std::array<std::vector<std::string_view>, kGameCount> kNames = {{
    {"holdem", "nlhe"},
    {"plo", "plo4", "omaha", "omaha4"},
    {"plo5", "omaha5"},
    {"plo6", "omaha6"},
    {"shortdeck", "6+", "shortdeckholdem", "sixplus"},
    {"plohilo", "plo8", "o8", "omaha8", "omahahilo", "omaha4hilo", "plo4hilo"},
    {"plo5hilo", "plo58", "omaha5hilo"},
    {"stud", "7stud", "sevencardstud"},
    {"studhilo", "stud8", "sevencardstudhilo"},
    {"razz"},
    {"lowball27", "2-7", "27lowball", "deucetoseven"},
    {"badugi"},
}};

// Lower case, without surrounding white space and without "-", "_", "/",
// spaces and apostrophes: "PLO Hi/Lo" -> "plohilo".
std::string game_key(std::string_view text) {
    const auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!text.empty() && space(text.front())) text.remove_prefix(1);
    while (!text.empty() && space(text.back())) text.remove_suffix(1);
    std::string key;
    for (char c : text) {
        if (c == '-' || c == '_' || c == '/' || c == '\'' || c == ' ') continue;
        key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return key;
}

std::string canonical_list() {
    std::string out;
    for (const auto& names : kNames) out += (out.empty() ? "" : ", ") + std::string(names.front());
    return out;
}

}  // namespace

const std::vector<std::string_view>& game_names(Game g) {
    game_rules(g);  // refuses a value that is no game
    return kNames[static_cast<std::size_t>(g)];
}

Game parse_game(std::string_view name) {
    const std::string key = game_key(name);
    if (!key.empty()) {
        for (int g = 0; g < kGameCount; ++g) {
            for (std::string_view alias : kNames[static_cast<std::size_t>(g)]) {
                if (game_key(alias) == key) return static_cast<Game>(g);
            }
            if (game_key(game_rules(static_cast<Game>(g)).name) == key) return static_cast<Game>(g);
        }
    }
    fail(ErrorKind::Parse, "unknown game " + quoted(name) + "; use one of " + canonical_list() +
                               " (or another name of docs/games.md such as plo8, stud8 or 2-7; case, spaces and "
                               "- _ / ' do not matter)");
}

GameDefaults game_defaults(Game g, std::optional<Betting> betting, int draws) {
    const GameRules& rules = game_rules(g);
    if (betting && *betting != Betting::NoLimit && *betting != Betting::PotLimit && *betting != Betting::FixedLimit) {
        fail(ErrorKind::InvalidArgument, "unknown betting structure " + std::to_string(static_cast<int>(*betting)) +
                                             " (0 no limit, 1 pot limit, 2 fixed limit)");
    }
    if (draws < 0 || draws > 3) {
        fail(ErrorKind::InvalidArgument,
             "draws is " + std::to_string(draws) + "; a draw game has 1 to 3 draws (0: the betting's usual number)");
    }
    const Family family = family_of(g);
    GameDefaults d;
    if (betting) {
        d.betting = *betting;
    } else if (family == Family::Stud || g == Game::OmahaHiLo4 || g == Game::OmahaHiLo5 || g == Game::Badugi ||
               (g == Game::Lowball27 && draws > 1)) {
        d.betting = Betting::FixedLimit;  // stud, Omaha hi/lo, badugi and triple draw are limit games
    } else if (rules.hole_used == 2) {
        d.betting = Betting::PotLimit;  // Omaha
    } else {
        d.betting = Betting::NoLimit;  // Hold'em, short deck, 2-7 single draw
    }
    const bool fixed = d.betting == Betting::FixedLimit;
    if (family == Family::Draw) d.draws = draws != 0 ? draws : (fixed ? 3 : 1);
    if (family == Family::Stud) {
        d.ante = 1;
        d.bring_in = 2;
        if (fixed) {
            d.small_bet = 4;
            d.big_bet = 8;
        }
    } else {
        d.small_blind = 1;
        d.big_blind = 2;
        if (fixed) {
            d.small_bet = d.big_blind;
            d.big_bet = 2 * d.big_blind;
        }
    }
    return d;
}

}  // namespace xiapl
