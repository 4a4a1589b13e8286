// PokerStars hand histories (and the PokerStars format other rooms write,
// such as PPPoker): cash games and tournaments, Hold'em and Omaha (4 and 5
// cards, hi and hi/lo), no, pot and fixed limit, zoom, run it twice.
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "common.hpp"
#include "formats.hpp"

namespace xiapl::sites::detail {

namespace {

// "PokerStars Hand #1:", "PokerStars Zoom Hand #1:", "PokerStars Game #1:",
// "PPPoker Hand #1:", "PokerStars Home Game Hand #1:".
bool header(std::string_view line) {
    if (!starts_with(line, "PokerStars ") && !starts_with(line, "PPPoker ")) return false;
    const std::size_t hash = line.find('#');
    if (hash == std::string_view::npos || hash > 40) return false;
    const std::string_view head = line.substr(0, hash);
    return ends_with(head, "Hand ") || ends_with(head, "Game ");
}

struct GameName {
    std::string_view text;
    const char* variant;  // "" for a game the importer does not read
    int hole_count;
    const char* name;
};

// Longest first: the first name found in the header is the game.
constexpr std::array<GameName, 24> kGames = {{
    {"5 Card Omaha Hi/Lo Pot Limit", "PO/8", 5, "pot-limit 5-card Omaha hi/lo"},
    {"5 Card Omaha Pot Limit", "PO", 5, "pot-limit 5-card Omaha"},
    {"6 Card Omaha Pot Limit", "PO", 6, "pot-limit 6-card Omaha"},
    {"Omaha Hi/Lo Pot Limit", "PO/8", 4, "pot-limit Omaha hi/lo"},
    {"Omaha Hi/Lo No Limit", "NO/8", 4, "no-limit Omaha hi/lo"},
    {"Omaha Hi/Lo Limit", "FO/8", 4, "fixed-limit Omaha hi/lo"},
    {"Omaha Pot Limit", "PO", 4, "pot-limit Omaha"},
    {"Omaha No Limit", "NO", 4, "no-limit Omaha"},
    {"Omaha Limit", "FO", 4, "fixed-limit Omaha"},
    {"Hold'em No Limit", "NT", 2, "no-limit Hold'em"},
    {"Hold'em Pot Limit", "PT", 2, "pot-limit Hold'em"},
    {"Hold'em Limit", "FT", 2, "fixed-limit Hold'em"},
    {"Hold'em Fixed Limit", "FT", 2, "fixed-limit Hold'em"},
    {"Courchevel", "", 5, "Courchevel"},
    {"7 Card Stud", "", 0, "seven-card stud"},
    {"Razz", "", 0, "razz"},
    // GGPoker's short names.
    {"PLO-5 Hi/Lo", "PO/8", 5, "pot-limit 5-card Omaha hi/lo"},
    {"PLO Hi/Lo", "PO/8", 4, "pot-limit Omaha hi/lo"},
    {"PLO-6", "PO", 6, "pot-limit 6-card Omaha"},
    {"PLO6", "PO", 6, "pot-limit 6-card Omaha"},
    {"PLO-5", "PO", 5, "pot-limit 5-card Omaha"},
    {"PLO5", "PO", 5, "pot-limit 5-card Omaha"},
    {"PLO", "PO", 4, "pot-limit Omaha"},
    {"Short Deck", "", 2, "short-deck Hold'em"},
}};

// "Seat 3: name ($12.26 in chips) is sitting out": the name and the stack.
bool seat_line(std::string_view line, int& seat, std::string_view& name, std::string_view& stack, bool& out) {
    if (!starts_with(line, "Seat ")) return false;
    const std::size_t colon = line.find(": ");
    if (colon == std::string_view::npos) return false;
    seat = 0;
    for (std::size_t i = 5; i < colon; ++i) {
        if (line[i] < '0' || line[i] > '9') return false;
        seat = seat * 10 + (line[i] - '0');
        if (seat > 100) return false;
    }
    const std::string_view rest = line.substr(colon + 2);
    // The stack is the last "(... in chips" group.
    std::size_t open = rest.rfind(" (");
    while (open != std::string_view::npos) {
        const std::string_view group = rest.substr(open + 2);
        std::size_t in = group.find(" in chips");
        // WinningPoker: "Seat 1: Player 1 ($102.25)".
        if (in == std::string_view::npos && group.find(')') != std::string_view::npos) {
            Amount probe;
            const std::size_t close = group.find(')');
            if (parse_amount(group.substr(0, close), probe)) in = close;
        }
        if (in != std::string_view::npos) {
            name = rest.substr(0, open);
            stack = group.substr(0, in);
            const std::string_view after = group.substr(in);
            out = after.find("sitting out") != std::string_view::npos ||
                  after.find("out of hand") != std::string_view::npos;
            return true;
        }
        if (open == 0) break;
        open = rest.rfind(" (", open - 1);
    }
    return false;
}

// "FIRST FLOP" -> 0, "SECOND TURN" -> 1, "FLOP" -> -1.
int run_of(std::string_view street) {
    if (starts_with(street, "FIRST ")) return 0;
    if (starts_with(street, "SECOND ")) return 1;
    if (starts_with(street, "THIRD ")) return 2;
    return -1;
}

void parse_header(const Line& line, SiteHand& h) {
    const std::string_view s = line.text;
    const std::size_t hash = s.find('#');
    const std::size_t colon = s.find(':', hash);
    if (colon == std::string_view::npos) refuse(line.number, "the header line has no hand number");
    set_hand_id(h, s.substr(hash + 1, colon - hash - 1), line.number);
    std::string_view rest = trim(s.substr(colon + 1));
    if (s.find("Zoom ") < hash) h.site_extra.emplace_back("_zoom", bool_value(true));
    const GameName* game = nullptr;
    std::size_t at = std::string_view::npos;
    for (const GameName& g : kGames) {
        const std::size_t k = rest.find(g.text);
        if (k != std::string_view::npos) {
            game = &g;
            at = k;
            break;
        }
    }
    if (game == nullptr) {
        refuse(line.number, "the game of " + quote(s) +
                                " is not one the importer reads (Hold'em and Omaha, no, pot and fixed limit)");
    }
    if (game->variant[0] == '\0') {
        refuse(line.number, std::string("the game is ") + game->name +
                                ", which the importer does not read (it reads Hold'em and Omaha with 4 to 6 cards, "
                                "hi and hi/lo, under no, pot and fixed limit)");
    }
    h.variant = game->variant;
    h.hole_count = game->hole_count;
    // Tournament: "Tournament #11866000000, $13.92+$1.08 USD Hold'em ..."
    if (starts_with(rest, "Tournament #")) {
        const std::string_view t = rest.substr(12);
        const std::size_t comma = t.find(',');
        h.site_extra.emplace_back("_tournament", phh::detail::make_string(std::string(t.substr(0, comma))));
        if (comma != std::string_view::npos && comma + 1 < at - 12) {
            const std::string buy_in(trim(t.substr(comma + 1, at - 12 - comma - 1)));
            if (!buy_in.empty()) h.site_extra.emplace_back("_buy_in", phh::detail::make_string(buy_in));
        }
    }
    // The stakes: "(SB/BB CUR)" for cash, "Level IV (40/80)" for tournaments.
    const std::string_view after = rest.substr(at + game->text.size());
    std::string_view stakes;
    if (!between(after, '(', ')', stakes)) refuse(line.number, "the header gives no stakes: " + quote(s));
    const std::size_t level = after.find("Level ");
    if (level != std::string_view::npos) {
        const std::string_view lv = after.substr(level + 6);
        h.site_extra.emplace_back("_level", phh::detail::make_string(std::string(trim(lv.substr(0, lv.find(' '))))));
    }
    // "$2/$4 - $80 Cap -  USD"
    std::string_view money = stakes;
    const std::size_t cap = stakes.find(" - ");
    if (cap != std::string_view::npos) {
        const std::string_view c = stakes.substr(cap + 3);
        const std::size_t word = c.find(" Cap");
        if (word != std::string_view::npos) {
            h.cap = amount_at(c.substr(0, word), line.number, "the cap");
        }
        money = stakes.substr(0, cap);
        const std::size_t code = stakes.rfind(' ');
        if (code != std::string_view::npos && stakes.size() - code == 4) {
            h.extra.emplace_back("currency", phh::detail::make_string(std::string(stakes.substr(code + 1))));
        }
    } else {
        const std::size_t code = stakes.rfind(' ');
        if (code != std::string_view::npos && stakes.size() - code == 4) {
            h.extra.emplace_back("currency", phh::detail::make_string(std::string(stakes.substr(code + 1))));
            money = stakes.substr(0, code);
        }
    }
    const std::size_t slash = money.find('/');
    if (slash == std::string_view::npos) refuse(line.number, "the stakes " + quote(stakes) + " are not SB/BB");
    const Amount small = amount_at(money.substr(0, slash), line.number, "the small stake");
    // GGPoker tournaments: "Level10(100/200(20))", the ante in parentheses.
    std::string_view big_text = money.substr(slash + 1);
    big_text = big_text.substr(0, big_text.find('('));
    const Amount big = amount_at(big_text, line.number, "the big stake");
    const phh::Variant* v = phh::find_variant(h.variant);
    if (v->betting == Betting::FixedLimit) {
        h.small_bet = small;
        h.big_bet = big;
    } else {
        h.min_bet = big;
    }
    read_date(s, h);
}

}  // namespace

namespace {

// A date and time PHH (TOML) can hold; a garbled one is left out of the hand.
bool valid_date_time(int year, int month, int day, int hh, int mm, int ss) {
    return year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hh >= 0 && hh < 24 &&
           mm >= 0 && mm < 60 && ss >= 0 && ss < 60;
}

}  // namespace

// Date and time: "2014/01/06 10:23:24 ET" (the first valid one given).
void read_date(std::string_view header, SiteHand& h) {
    std::size_t i = 0;
    while ((i = header.find('/', i)) != std::string_view::npos) {
        if (i >= 4 && i + 6 <= header.size()) {
            const std::string_view y = header.substr(i - 4, 4);
            int year = 0, month = 0, day = 0, hh = 0, mm = 0, ss = 0;
            char zone[16] = {};
            const std::string s(header.substr(i - 4, 40));
            if (std::all_of(y.begin(), y.end(), [](char c) { return c >= '0' && c <= '9'; }) &&
                std::sscanf(s.c_str(), "%d/%d/%d %d:%d:%d %15s", &year, &month, &day, &hh, &mm, &ss, zone) >= 6 &&
                valid_date_time(year, month, day, hh, mm, ss)) {
                h.extra.emplace_back("year", phh::detail::make_int(year));
                h.extra.emplace_back("month", phh::detail::make_int(month));
                h.extra.emplace_back("day", phh::detail::make_int(day));
                char t[16];
                std::snprintf(t, sizeof t, "%02d:%02d:%02d", hh, mm, ss);
                phh::Value v;
                v.kind = phh::Value::Kind::DateTime;
                v.text = t;
                h.extra.emplace_back("time", v);
                std::string z = zone;
                if (!z.empty() && z[0] != '[' && std::all_of(z.begin(), z.end(), [](char c) {
                        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
                    })) {
                    h.extra.emplace_back("time_zone", phh::detail::make_string(z));
                }
                return;
            }
        }
        ++i;
    }
}

bool pokerstars_starts(std::string_view line) { return header(line); }

// GGPoker writes the PokerStars format with its own header ("Poker Hand
// #HD1587634: Hold'em No Limit ($0.5/$1) - ..."), "straddle $2", "posts
// missed blind", cash-out lines, and fees after the rake.
bool ggpoker_starts(std::string_view line) {
    return starts_with(line, "Poker Hand #") && line.find(':') != std::string_view::npos;
}

namespace {
// How a room's text departs from PokerStars'.
struct Dialect {
    std::string_view after_name = ": ";  // between a player's name and the action
    bool net_total = false;              // "Total pot" is after the rake and fees
};
void parse_stars_format(const std::vector<Line>& lines, SiteHand& h, const Dialect& d = {});
void parse_winning_header(const Line& line, SiteHand& h);
void parse_winamax_header(const Line& line, SiteHand& h);
void parse_fulltilt_header(const Line& line, SiteHand& h);
}  // namespace

// WinningPoker (ACR) from 2019: "Hand #55280000 - Omaha(Pot Limit) -
// $0.50/$1.00 - 2019/04/25 16:00:00 UTC", the table line unquoted, actions
// without a colon after the name, a total pot after the rake.
bool winning_starts(std::string_view line) {
    return starts_with(line, "Hand #") && line.find(" - ") != std::string_view::npos;
}

// Winamax: "Winamax Poker - CashGame - HandId: #5335178-3970-1382586707 -
// Holdem no limit (0.25€/0.50€) - 2013/11/07 03:53:58 UTC", actions without
// a colon, no uncalled-bet lines (a collection includes the winner's own
// uncalled chips), a total pot after the rake, "posts small blind 0.25€ out
// of position" (dead).
bool winamax_starts(std::string_view line) { return starts_with(line, "Winamax Poker - "); }

// Full Tilt: "Full Tilt Poker Game #33727524963: Table Dear (6 max) - NL
// Hold'em - $0.05/$0.10 - 19:01:12 ET - 2014/01/05", actions without a
// colon, "The button is in seat #6" after the blinds, "wins the pot ($5.66)".
bool fulltilt_starts(std::string_view line) {
    return starts_with(line, "Full Tilt Poker Game #") || starts_with(line, "FullTiltPoker Game #");
}

void fulltilt_parse(const std::vector<Line>& lines, SiteHand& h) {
    h.site = "fulltilt";
    Dialect d;
    d.after_name = " ";
    parse_stars_format(lines, h, d);
}

void winamax_parse(const std::vector<Line>& lines, SiteHand& h) {
    h.site = "winamax";
    h.collect_uncalled = true;
    Dialect d;
    d.after_name = " ";
    d.net_total = true;
    parse_stars_format(lines, h, d);
    // The total includes the uncalled chips the collections do: the proof
    // checks the collections and the rake against the replay's pot instead.
    h.has_total = false;
}

void winning_parse(const std::vector<Line>& lines, SiteHand& h) {
    h.site = "winningpoker";
    Dialect d;
    d.after_name = " ";
    d.net_total = true;
    parse_stars_format(lines, h, d);
}

void pokerstars_parse(const std::vector<Line>& lines, SiteHand& h) {
    h.site = "pokerstars";
    parse_stars_format(lines, h);
}

void ggpoker_parse(const std::vector<Line>& lines, SiteHand& h) {
    h.site = "ggpoker";
    parse_stars_format(lines, h);
}

namespace {

void parse_winning_header(const Line& line, SiteHand& h) {
    // Hand #55280000 - Omaha(Pot Limit) - $0.50/$1.00 - 2019/04/25 16:00:00 UTC
    const std::string_view s = line.text;
    const std::size_t a = s.find(" - ");
    set_hand_id(h, s.substr(6, a - 6), line.number);
    const std::size_t b = s.find(" - ", a + 3);
    const std::size_t c = b == std::string_view::npos ? b : s.find(" - ", b + 3);
    if (b == std::string_view::npos) refuse(line.number, "the header gives no stakes: " + quote(s));
    const std::string_view game = s.substr(a + 3, b - a - 3);
    const std::string_view stakes = s.substr(b + 3, c == std::string_view::npos ? std::string_view::npos : c - b - 3);
    struct Known {
        std::string_view text;
        const char* variant;
        int holes;
    };
    static constexpr Known kKnown[] = {
        {"Holdem(No Limit)", "NT", 2}, {"Holdem(Fixed Limit)", "FT", 2}, {"Holdem(Limit)", "FT", 2},
        {"Omaha(Pot Limit)", "PO", 4}, {"Omaha5(Pot Limit)", "PO", 5},   {"Omaha HiLo(Fixed Limit)", "FO/8", 4},
    };
    const Known* k = nullptr;
    for (const Known& x : kKnown) {
        if (game == x.text) k = &x;
    }
    if (k == nullptr) {
        refuse(line.number, "the game " + quote(game) +
                                " is not one the importer reads (no-limit and fixed-limit Hold'em, pot-limit Omaha, "
                                "fixed-limit Omaha hi/lo)");
    }
    h.variant = k->variant;
    h.hole_count = k->holes;
    const std::size_t slash = stakes.find('/');
    if (slash == std::string_view::npos) refuse(line.number, "the stakes " + quote(stakes) + " are not SB/BB");
    const Amount small = amount_at(stakes.substr(0, slash), line.number, "the small stake");
    const Amount big = amount_at(stakes.substr(slash + 1), line.number, "the big stake");
    if (phh::find_variant(h.variant)->betting == Betting::FixedLimit) {
        h.small_bet = small;
        h.big_bet = big;
    } else {
        h.min_bet = big;
    }
    if (c != std::string_view::npos) read_date(s.substr(c), h);
}

void parse_winamax_header(const Line& line, SiteHand& h) {
    const std::string_view s = line.text;
    const std::size_t id = s.find("HandId: #");
    if (id == std::string_view::npos) refuse(line.number, "the header " + quote(s) + " has no HandId");
    std::string_view rest = s.substr(id + 9);
    const std::size_t dash = rest.find(" - ");
    set_hand_id(h, rest.substr(0, dash), line.number);
    const std::string_view head = s.substr(0, id);
    const std::size_t tq = head.find("Tournament \"");
    if (tq != std::string_view::npos) {
        const std::string_view t = head.substr(tq + 12);
        h.site_extra.emplace_back("_tournament", phh::detail::make_string(clean_name(t.substr(0, t.find('"')))));
    }
    rest = rest.substr(dash + 3);
    const std::size_t open = rest.find(" (");
    const std::size_t close = rest.find(')', open);
    if (open == std::string_view::npos || close == std::string_view::npos) {
        refuse(line.number, "the header " + quote(s) + " gives no stakes");
    }
    const std::string_view game = rest.substr(0, open);
    struct Known {
        std::string_view text;
        const char* variant;
        int holes;
    };
    static constexpr Known kKnown[] = {
        {"Holdem no limit", "NT", 2},         {"Holdem fixed limit", "FT", 2},
        {"Omaha pot limit", "PO", 4},         {"5 Card Omaha pot limit", "PO", 5},
        {"6 Card Omaha pot limit", "PO", 6},  {"Omaha Hi/Lo fixed limit", "FO/8", 4},
        {"Holdem pot limit", "PT", 2},        {"Omaha no limit", "NO", 4},
        {"Omaha Hi/Lo pot limit", "PO/8", 4}, {"5 Card Omaha Hi/Lo pot limit", "PO/8", 5},
    };
    const Known* k = nullptr;
    for (const Known& x : kKnown) {
        if (game == x.text) k = &x;
    }
    if (k == nullptr) {
        refuse(line.number, "the game " + quote(game) +
                                " is not one the importer reads (Holdem no, pot and fixed limit, Omaha pot limit "
                                "with 4 to 6 cards, Omaha no limit, Omaha Hi/Lo fixed limit and pot limit with 4 or 5 "
                                "cards)");
    }
    h.variant = k->variant;
    h.hole_count = k->holes;
    // (0.25€/0.50€), or a tournament's (ante/small/big) or (small/big).
    const std::string_view stakes = rest.substr(open + 2, close - open - 2);
    const std::size_t last = stakes.rfind('/');
    const std::size_t before = last == std::string_view::npos ? last : stakes.rfind('/', last - 1);
    if (last == std::string_view::npos) refuse(line.number, "the stakes " + quote(stakes) + " are not SB/BB");
    const Amount big = amount_at(stakes.substr(last + 1), line.number, "the big blind");
    const Amount small = amount_at(stakes.substr(before == std::string_view::npos ? 0 : before + 1,
                                                 last - (before == std::string_view::npos ? 0 : before + 1)),
                                   line.number, "the small blind");
    if (phh::find_variant(h.variant)->betting == Betting::FixedLimit) {
        h.small_bet = small;
        h.big_bet = big;
    } else {
        h.min_bet = big;
    }
    read_date(rest.substr(close), h);
}

void parse_fulltilt_header(const Line& line, SiteHand& h) {
    const std::string_view s = line.text;
    const std::size_t hash = s.find('#');
    const std::size_t colon = s.find(": ", hash);
    if (colon == std::string_view::npos) refuse(line.number, "the header line has no game number");
    set_hand_id(h, s.substr(hash + 1, colon - hash - 1), line.number);
    // Table NAME (options) - GAME - STAKES - TIME ZONE - DATE
    std::vector<std::string_view> parts;
    std::string_view rest = s.substr(colon + 2);
    for (std::size_t k = rest.find(" - "); k != std::string_view::npos; k = rest.find(" - ")) {
        parts.push_back(rest.substr(0, k));
        rest = rest.substr(k + 3);
    }
    parts.push_back(rest);
    if (parts.size() < 3) refuse(line.number, "the header " + quote(s) + " is not 'Table - game - stakes - time'");
    std::string_view table = parts[0];
    if (starts_with(table, "Table ")) table = table.substr(6);
    const std::size_t opts = table.find(" (");
    if (opts != std::string_view::npos) {
        const std::string_view o = table.substr(opts);
        const std::size_t max = o.find(" max");
        if (max != std::string_view::npos) {
            std::size_t k = max;
            while (k > 0 && o[k - 1] >= '0' && o[k - 1] <= '9') --k;
            if (k < max) h.max_seats = std::atoi(std::string(o.substr(k, max - k)).c_str());
        }
        if (o.find("heads up") != std::string_view::npos) h.max_seats = 2;
        table = table.substr(0, opts);
    }
    h.extra.emplace_back("table", phh::detail::make_string(clean_name(table)));
    const std::string_view game = parts[1];
    struct Known {
        std::string_view text;
        const char* variant;
        int holes;
    };
    static constexpr Known kKnown[] = {
        {"NL Hold'em", "NT", 2},         {"FL Hold'em", "FT", 2}, {"Limit Hold'em", "FT", 2},
        {"PL Omaha Hi", "PO", 4},        {"PL Omaha", "PO", 4},   {"FL Omaha H/L", "FO/8", 4},
        {"PL 5 Card Omaha Hi", "PO", 5}, {"PL Hold'em", "PT", 2}, {"PL Omaha H/L", "PO/8", 4},
    };
    const Known* k = nullptr;
    for (const Known& x : kKnown) {
        if (game == x.text) k = &x;
    }
    if (k == nullptr) {
        refuse(line.number, "the game " + quote(game) +
                                " is not one the importer reads (NL, PL and FL Hold'em, PL Omaha Hi with 4 or 5 "
                                "cards, PL and FL Omaha H/L)");
    }
    h.variant = k->variant;
    h.hole_count = k->holes;
    const std::string_view stakes = parts[2];
    const std::size_t slash = stakes.find('/');
    if (slash == std::string_view::npos) refuse(line.number, "the stakes " + quote(stakes) + " are not SB/BB");
    const Amount small = amount_at(stakes.substr(0, slash), line.number, "the small stake");
    std::string_view bigtext = stakes.substr(slash + 1);
    bigtext = bigtext.substr(0, bigtext.find(' '));
    const Amount big = amount_at(bigtext, line.number, "the big stake");
    if (phh::find_variant(h.variant)->betting == Betting::FixedLimit) {
        h.small_bet = small;
        h.big_bet = big;
    } else {
        h.min_bet = big;
    }
    // "19:01:12 ET", "2014/01/05"
    if (parts.size() >= 5) {
        const std::string_view time = parts[3];
        std::string date(parts[4].substr(0, parts[4].find(' ')));
        date += " ";
        date += time;
        read_date(date, h);
    }
}

// A name the actions use that the seat list spells otherwise ("neverJa(1)ger"
// seated, "neverJager: folds"): when a summary line "Seat 1: neverJager
// (button) folded before Flop" gives it the seat of a player not yet named so
// in the actions, that player takes the actions' name. False otherwise.
bool name_from_summary(const std::vector<Line>& lines, std::string_view name, SiteHand& h) {
    if (name.empty() || h.find(clean_name(name)) >= 0) return false;
    bool summary = false;
    for (const Line& l : lines) {
        const std::string_view s = trim(l.text);
        if (s == "*** SUMMARY ***") summary = true;
        if (!summary || !starts_with(s, "Seat ")) continue;
        const std::size_t colon = s.find(": ");
        if (colon == std::string_view::npos) continue;
        const std::string_view after = s.substr(colon + 2);
        if (!starts_with(after, name) || (after.size() > name.size() && after[name.size()] != ' ')) continue;
        const int seat = std::atoi(std::string(s.substr(5, colon - 5)).c_str());
        for (Player& p : h.players) {
            if (p.seat != seat || p.acted) continue;
            p.name = clean_name(name);
            return true;
        }
        return false;
    }
    return false;
}

void parse_stars_format(const std::vector<Line>& lines, SiteHand& h, const Dialect& d) {
    h.line = lines.front().number;
    if (h.site == "winningpoker") {
        parse_winning_header(lines.front(), h);
    } else if (h.site == "winamax") {
        parse_winamax_header(lines.front(), h);
    } else if (h.site == "fulltilt") {
        parse_fulltilt_header(lines.front(), h);
    } else {
        parse_header(lines.front(), h);
    }
    std::vector<Amount> summary_won;  // "won $1.71" in the summary, per player
    bool any_collected = false;
    enum class Part { Seats, Hand, Showdown, Summary } part = Part::Seats;
    bool cancelled = false;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const Line& ln = lines[i];
        const std::string_view s = trim(ln.text);
        if (s.empty()) continue;
        std::string_view rest;
        if (part == Part::Seats && d.net_total && !starts_with(s, "Seat ") &&
            s.find(" is the button") != std::string_view::npos) {
            const std::size_t b = s.find("Seat #");
            std::string_view table = s.substr(0, b);
            const std::size_t max = table.rfind("-max");
            if (max != std::string_view::npos) {
                std::size_t k = max;
                while (k > 0 && table[k - 1] >= '0' && table[k - 1] <= '9') --k;
                if (k < max) h.max_seats = std::atoi(std::string(table.substr(k, max - k)).c_str());
                table = table.substr(0, k);
            }
            h.extra.emplace_back("table", phh::detail::make_string(clean_name(trim(table))));
            if (b != std::string_view::npos) h.button = std::atoi(std::string(s.substr(b + 6)).c_str());
            continue;
        }
        if (part == Part::Seats && (starts_with(s, "Table '") || starts_with(s, "Table: '"))) {
            const std::size_t begin = s.find('\'') + 1;
            const std::size_t end = s.rfind('\'');
            h.extra.emplace_back("table", phh::detail::make_string(clean_name(s.substr(begin, end - begin))));
            const std::size_t max = s.find("-max", end);
            if (max != std::string_view::npos) {
                std::size_t k = max;
                while (k > end + 1 && s[k - 1] >= '0' && s[k - 1] <= '9') --k;
                if (k < max) h.max_seats = std::atoi(std::string(s.substr(k, max - k)).c_str());
            }
            const std::size_t b = s.find("Seat #", end);
            if (b != std::string_view::npos) h.button = std::atoi(std::string(s.substr(b + 6)).c_str());
            continue;
        }
        if (starts_with(s, "*** ")) {
            const std::size_t close = s.find(" ***", 4);
            const std::string_view street = s.substr(4, close == std::string_view::npos ? 0 : close - 4);
            if (street == "SUMMARY") {
                part = Part::Summary;
            } else if (ends_with(street, "SHOW DOWN") || ends_with(street, "SHOWDOWN")) {
                part = Part::Showdown;
            } else if (street == "HOLE CARDS" || street == "PRE-FLOP") {
                part = Part::Hand;
            } else if (ends_with(street, "FLOP") || ends_with(street, "TURN") || ends_with(street, "RIVER")) {
                part = Part::Hand;
                // The new cards are the last [...] group.
                const std::size_t open = s.rfind('[');
                std::string_view group;
                if (open == std::string_view::npos || !between(s, '[', ']', group, open)) {
                    refuse(ln.number, "the street line " + quote(s) + " gives no cards");
                }
                std::string c = cards(group);
                if (c.empty()) refuse(ln.number, "the board " + quote(group) + " is not cards");
                // "*** SECOND RIVER *** [3d Kd 9h 8h] [Kc]": a run's own cards.
                h.board(std::move(c), run_of(street), ln.number);
            }
            continue;
        }
        if (part == Part::Seats) {
            int seat = 0;
            std::string_view name, stack;
            bool out = false;
            if (seat_line(s, seat, name, stack, out)) {
                Player p;
                p.name = clean_name(name);
                p.seat = seat;
                p.stack = amount_at(stack, ln.number, "the stack");
                p.sitting_out = out;
                if (h.find(p.name) >= 0) refuse(ln.number, "two seats have the name " + quote(p.name));
                h.players.push_back(std::move(p));
                continue;
            }
        }
        if (s == "Hand cancelled") {
            cancelled = true;
            continue;
        }
        if (part == Part::Summary) {
            if (starts_with(s, "Total pot ")) {
                std::string_view t = s.substr(10);
                const std::size_t bar = t.find(' ');
                h.total_pot = amount_at(t.substr(0, bar), ln.number, "the total pot");
                h.has_total = true;
                const std::size_t jp = s.find("| JP Fee ");
                if (jp != std::string_view::npos) {
                    const std::string_view ft = s.substr(jp + 9);
                    h.fees += amount_at(ft.substr(0, ft.find(' ')), ln.number, "the fee");
                }
                const std::size_t r = s.find("| Rake ");
                if (r != std::string_view::npos) {
                    const std::string_view rk = s.substr(r + 7);
                    h.rake = amount_at(rk.substr(0, rk.find(' ')), ln.number, "the rake");
                }
                // Other fees: "| Jackpot $0.50 |"
                for (std::string_view fee : {"| Jackpot ", "| Bingo ", "| Fortune ", "| Tax "}) {
                    const std::size_t f = s.find(fee);
                    if (f != std::string_view::npos) {
                        const std::string_view ft = s.substr(f + fee.size());
                        h.fees += amount_at(ft.substr(0, ft.find(' ')), ln.number, "the fee");
                    }
                }
                if (d.net_total) h.total_pot += h.rake + h.fees;
                continue;
            }
            if (starts_with(s, "Seat ")) {
                const std::size_t colon = s.find(": ");
                if (colon == std::string_view::npos) continue;
                const int p = h.match(s.substr(colon + 2), " ", rest);
                if (p < 0) continue;
                // "won $1.71", "won ($0.95)": what the player collected, used
                // when the hand has no "collected" line.
                for (std::size_t w = rest.find("won "); w != std::string_view::npos; w = rest.find("won ", w + 4)) {
                    if (w > 0 && rest[w - 1] != ' ' && rest[w - 1] != '(') continue;
                    std::string_view amount = rest.substr(w + 4);
                    if (starts_with(amount, "("))
                        amount = amount.substr(1, amount.find(')') - 1);
                    else
                        amount = amount.substr(0, amount.find(' '));
                    Amount a;
                    if (parse_amount(amount, a)) {
                        summary_won.resize(h.players.size());
                        summary_won[static_cast<std::size_t>(p)] += a;
                    }
                }
                std::string_view group;
                const std::size_t showed = rest.find("showed [");
                const std::size_t mucked = rest.find("mucked [");
                if (showed != std::string_view::npos && between(rest, '[', ']', group, showed)) {
                    const std::string c = cards(group);
                    if (static_cast<int>(c.size()) == 2 * h.hole_count) h.show(p, c, ln.number);
                } else if (mucked != std::string_view::npos && between(rest, '[', ']', group, mucked)) {
                    const std::string c = cards(group);
                    if (static_cast<int>(c.size()) == 2 * h.hole_count) h.muck(p, c, ln.number);
                }
            }
            continue;
        }
        // "Dealt to name [Ah Kd]"
        if (starts_with(s, "Dealt to ")) {
            const int p = h.match(s.substr(9), " [", rest);
            if (p >= 0) {
                const std::string c = cards(rest.substr(0, rest.find(']')));
                if (c.empty()) refuse(ln.number, "the hole cards of " + quote(s) + " are not cards");
                h.players[static_cast<std::size_t>(p)].hole = c;
            }
            continue;
        }
        if (starts_with(s, "Uncalled bet ")) continue;  // the replay returns it
        if (starts_with(s, "The button is in seat #")) {
            h.button = std::atoi(std::string(s.substr(23)).c_str());
            continue;
        }
        // "name collected $23.57 from pot"
        {
            const int p = h.match(s, " collected ", rest);
            if (p >= 0) {
                const std::size_t from = rest.find(" from ");
                h.collect(p, amount_at(rest.substr(0, from), ln.number, "the amount collected"));
                any_collected = true;
                continue;
            }
        }
        // Full Tilt: "name wins the pot ($5.66) with ...", "wins the low pot
        // ($1)", "wins side pot #1 ($2)".
        {
            const int w = h.match(s, " wins ", rest);
            if (w >= 0 &&
                (starts_with(rest, "the ") || starts_with(rest, "side pot") || starts_with(rest, "main pot"))) {
                std::string_view amount;
                if (between(rest, '(', ')', amount)) {
                    h.collect(w, amount_at(amount, ln.number, "the amount won"));
                    any_collected = true;
                    continue;
                }
            }
        }
        int p = h.match(s, d.after_name, rest);
        if (p < 0) {
            // Chat, arrivals, departures, time-outs; but a bet by a name
            // that has no seat means the seat list and the actions disagree,
            // unless the summary's seat lines give that name a seat.
            const std::size_t colon = s.find(": ");
            if (colon != std::string_view::npos) {
                const std::string_view verb = s.substr(colon + 2);
                for (std::string_view v : {"posts ", "folds", "checks", "calls ", "bets ", "raises "}) {
                    if (!starts_with(verb, v)) continue;
                    if (!name_from_summary(lines, s.substr(0, colon), h)) {
                        refuse(ln.number, quote(s.substr(0, colon)) +
                                              " acts but has no seat in the seat list, nor in the summary");
                    }
                    p = h.match(s, d.after_name, rest);
                    break;
                }
            }
            if (p < 0) continue;
        }
        rest = trim(rest);
        // " and is all-in"; Full Tilt: ", and is all in".
        for (std::string_view tail : {std::string_view(" and is all-in"), std::string_view(", and is all in"),
                                      std::string_view(" and is all in")}) {
            if (ends_with(rest, tail)) rest = rest.substr(0, rest.size() - tail.size());
        }
        // Winamax: "posts small blind 0.25€ out of position" is dead money.
        bool out_of_position = false;
        if (ends_with(rest, " out of position")) {
            rest = rest.substr(0, rest.size() - 16);
            out_of_position = true;
        }
        // Cap games: "raises $36 to $40 and has reached the $40 cap".
        const std::size_t capped = rest.find(" and has reached the ");
        if (capped != std::string_view::npos) rest = rest.substr(0, capped);
        // GGPoker's "Bet & Muck $0.05": a bet whose player mucks if called.
        if (starts_with(rest, "Bet & Muck ")) {
            const std::string_view tail = rest.substr(11);
            if (tail == "folds" || starts_with(tail, "mucks")) {
                h.muck(p, {}, ln.number);
            } else {
                h.bet(p, amount_at(tail, ln.number, "the bet"), ln.number);
            }
            continue;
        }
        if (starts_with(rest, "straddle ")) {
            h.post_blind(p, amount_at(rest.substr(9), ln.number, "the straddle"));
        } else if (starts_with(rest, "posts ")) {
            const std::string_view what = rest.substr(6);
            const std::size_t sp = what.rfind(' ');
            const Amount a = amount_at(what.substr(sp + 1), ln.number, "the amount posted");
            std::string_view kind = sp == std::string_view::npos ? std::string_view() : what.substr(0, sp);
            if (starts_with(kind, "the ") && kind != "the ante") kind = kind.substr(4);
            if (starts_with(kind, "a ")) kind = kind.substr(2);
            if (ends_with(kind, " of")) kind = kind.substr(0, kind.size() - 3);  // Full Tilt: "the big blind of $0.10"
            if (kind.empty()) {
                h.post_blind(p, a);  // "posts $0.02": a blind posted to join
            } else if (kind == "the ante" || kind == "ante") {
                h.post_ante(p, a);
            } else if (kind == "missed blind" || kind == "dead blind" || kind == "dead" || kind == "dead small blind") {
                h.post_dead(p, a);
            } else if (kind == "small & big blinds") {
                // The big blind live, the small blind dead.
                const Amount big =
                    phh::find_variant(h.variant)->betting == Betting::FixedLimit ? Amount{h.small_bet.v} : h.min_bet;
                const Amount live = a < big ? a : big;
                h.post_blind(p, live);
                h.post_dead(p, a - live);
            } else if (kind == "small blind" && out_of_position) {
                h.post_dead(p, a);
            } else if (kind == "small blind" || kind == "big blind" || kind == "straddle") {
                h.post_blind(p, a);
            } else {
                refuse(ln.number, "the post " + quote(s) + " is not a blind, straddle or ante the importer knows");
            }
        } else if (rest == "folds" || starts_with(rest, "folds [")) {
            std::string_view group;
            if (between(rest, '[', ']', group)) {
                const std::string c = cards(group);
                if (!c.empty()) h.players[static_cast<std::size_t>(p)].hole = c;
            }
            h.fold(p, ln.number);
        } else if (rest == "checks") {
            h.check(p, ln.number);
        } else if (starts_with(rest, "calls ")) {
            h.call(p, amount_at(rest.substr(6), ln.number, "the call"), ln.number);
        } else if (starts_with(rest, "bets ")) {
            h.bet(p, amount_at(rest.substr(5), ln.number, "the bet"), ln.number);
        } else if (starts_with(rest, "raises ")) {
            const std::size_t to = rest.find(" to ");
            if (to == std::string_view::npos) refuse(ln.number, "the raise " + quote(s) + " says not to what");
            h.raise_to(p, amount_at(rest.substr(to + 4), ln.number, "the raise"), ln.number);
        } else if (starts_with(rest, "shows [")) {
            std::string_view group;
            (void)between(rest, '[', ']', group);
            const std::string c = cards(group);
            if (c.empty()) refuse(ln.number, "the cards shown in " + quote(s) + " are not cards");
            // A partial show (one card of two) reveals, but the hand is not complete.
            if (static_cast<int>(c.size()) == 2 * h.hole_count) {
                h.show(p, c, ln.number);
            } else {
                h.muck(p, {}, ln.number);
            }
        } else if (starts_with(rest, "mucks hand") || rest == "mucks") {
            std::string_view group;
            std::string c;
            if (between(rest, '[', ']', group)) c = cards(group);
            h.muck(p, c, ln.number);
        } else if (starts_with(rest, "discards") || starts_with(rest, "stands pat") || starts_with(rest, "brings in")) {
            refuse(ln.number, "the action " + quote(s) + " belongs to a draw or stud game");
        }
        // "doesn't show hand", "is sitting out", "sits out", "has timed out", ...: nothing.
    }
    if (cancelled) refuse(h.line, "the site cancelled the hand");
    if (!any_collected) {
        for (std::size_t p = 0; p < summary_won.size(); ++p) h.collect(static_cast<int>(p), summary_won[p]);
    }
}

}  // namespace

}  // namespace xiapl::sites::detail
