// Pacific Poker / 888poker: "***** 888poker Hand History for Game N *****",
// amounts in brackets ("[$0.50]", "[2 $]", "( 1 192,48 $ )"), each call, bet
// and raise given as the chips it adds, a dead blind as "[$1 + $2]", and no
// rake: what the pot leaves after the collections is the rake, which the
// proof bounds.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "common.hpp"
#include "formats.hpp"

namespace xiapl::sites::detail {

namespace {

// "$1,000.50", "1 192,48 $", "0,50 €": a decimal comma when the last comma
// is followed by other than three digits and no point follows.
Amount pac_amount(std::string_view text, int line, std::string_view what) {
    text = trim(text);
    const std::size_t comma = text.rfind(',');
    bool decimal_comma = false;
    if (comma != std::string_view::npos && text.find('.', comma) == std::string_view::npos) {
        std::size_t digits = 0;
        while (comma + 1 + digits < text.size() && text[comma + 1 + digits] >= '0' && text[comma + 1 + digits] <= '9') {
            ++digits;
        }
        decimal_comma = digits != 3;
    }
    return amount_at(text, line, what, decimal_comma);
}

// "[ Ec, Knc, 3h ]": cards, also with the Swedish client's ranks (E ace,
// D queen, Kn jack, K king).
std::string pac_cards(std::string_view group) {
    std::string out;
    std::size_t i = 0;
    while (i < group.size()) {
        while (i < group.size() && (group[i] == ' ' || group[i] == ',')) ++i;
        if (i >= group.size()) break;
        std::size_t j = group.find_first_of(", ", i);
        if (j == std::string_view::npos) j = group.size();
        std::string token(trim(group.substr(i, j - i)));
        if (token.size() == 3 && token.compare(0, 2, "Kn") == 0) token.erase(0, 1), token[0] = 'J';
        if (token.size() == 2 && token[0] == 'E') token[0] = 'A';
        if (token.size() == 2 && token[0] == 'D') token[0] = 'Q';
        const std::string c = card(token);
        if (c.empty()) return {};
        out += c;
        i = j + 1;
    }
    return out;
}

// The amount in "[...]" after `from`.
Amount bracket_amount(std::string_view s, int line, std::string_view what) {
    std::string_view inner;
    if (!between(s, '[', ']', inner)) refuse(line, std::string(what) + " in " + quote(s) + " has no amount");
    return pac_amount(inner, line, what);
}

void parse_game(const Line& line, SiteHand& h) {
    // $0.50/$1 Blinds No Limit Holdem - *** 06 01 2014 10:56:05
    const std::string_view s = line.text;
    const std::size_t blinds = s.find(" Blinds ");
    const std::size_t dash = s.find(" - ", blinds == std::string_view::npos ? 0 : blinds);
    if (blinds == std::string_view::npos && dash != std::string_view::npos) {
        // PartyPoker, and 888poker's older form: "$0.05/$0.10 USD NL Texas
        // Hold'em - <date>", "$4 USD PL Omaha - <date>" (a buy-in, not the
        // blinds), "NL Texas Hold'em $22 USD Buy-in Trny:1 Level:12
        // Blinds-Antes(1.200/2.400 -400) - <date>": the blinds are those posted.
        struct Named {
            std::string_view text;
            const char* variant;
            int holes;
        };
        static constexpr Named kNamed[] = {
            {"NL Texas Hold'em", "NT", 2}, {"FL Texas Hold'em", "FT", 2}, {"PL Texas Hold'em", "PT", 2},
            {"PL Omaha Hi-Lo", "PO/8", 4}, {"FL Omaha Hi-Lo", "FO/8", 4}, {"NL Omaha", "NO", 4},
            {"PL Omaha", "PO", 4},
        };
        const std::string_view head = s.substr(0, dash);
        for (const Named& g : kNamed) {
            if (head.find(g.text) == std::string_view::npos) continue;
            h.variant = g.variant;
            h.hole_count = g.holes;
            h.min_bet_from_blinds = true;
            const std::size_t trny = head.find("Trny:");
            if (trny != std::string_view::npos) {
                std::string_view t = head.substr(trny + 5);
                h.site_extra.emplace_back("_tournament", id_value(t.substr(0, t.find(' '))));
            }
            return;
        }
        refuse(line.number, "the game " + quote(head) + " is not one the importer reads");
    }
    if (blinds == std::string_view::npos || dash == std::string_view::npos) {
        refuse(line.number, "the game line " + quote(s) + " is not '<stakes> Blinds <game> - <date>'");
    }
    const std::string_view game = s.substr(blinds + 8, dash - blinds - 8);
    struct Known {
        std::string_view text;
        const char* variant;
        int holes;
    };
    static constexpr Known kKnown[] = {
        {"No Limit Holdem", "NT", 2},     {"Fix Limit Holdem", "FT", 2}, {"Fixed Limit Holdem", "FT", 2},
        {"Pot Limit Omaha", "PO", 4},     {"Pot Limit Holdem", "PT", 2}, {"No Limit Omaha", "NO", 4},
        {"Pot Limit OmahaHL", "PO/8", 4},
    };
    const Known* k = nullptr;
    for (const Known& x : kKnown) {
        if (game == x.text) k = &x;
    }
    if (k == nullptr) {
        refuse(line.number, "the game " + quote(game) +
                                " is not one the importer reads (No Limit, Pot Limit and Fixed Limit Holdem, Pot "
                                "Limit and No Limit Omaha, Pot Limit OmahaHL)");
    }
    h.variant = k->variant;
    h.hole_count = k->holes;
    const std::string_view stakes = s.substr(0, blinds);
    const std::size_t slash = stakes.find('/');
    if (slash == std::string_view::npos) refuse(line.number, "the stakes " + quote(stakes) + " are not SB/BB");
    const Amount big = pac_amount(stakes.substr(slash + 1), line.number, "the big blind");
    if (phh::find_variant(h.variant)->betting == Betting::FixedLimit) {
        h.small_bet = big;
        h.big_bet = big + big;
    } else {
        h.min_bet = big;
    }
    int day = 0, month = 0, year = 0, hh = 0, mm = 0, ss = 0;
    const std::string date(s.substr(s.find("***", dash) == std::string_view::npos ? dash : s.find("***", dash) + 3));
    if (std::sscanf(date.c_str(), "%d %d %d %d:%d:%d", &day, &month, &year, &hh, &mm, &ss) == 6) {
        char text[40];
        std::snprintf(text, sizeof text, "%04d/%02d/%02d %02d:%02d:%02d", year % 10000, month % 100, day % 100,
                      hh % 100, mm % 100, ss % 100);
        read_date(text, h);
    }
}

}  // namespace

// "***** 888poker Hand History for Game N *****", and the same from the
// network's skins ("***** Cassava Hand History ...").
bool pacific_starts(std::string_view line) {
    return starts_with(line, "***** ") && !starts_with(line, "***** Hand History") &&
           line.find(" Hand History for Game ") != std::string_view::npos;
}

// PartyPoker writes the same form without the room's name.
bool partypoker_starts(std::string_view line) { return starts_with(line, "***** Hand History for Game "); }

void partypoker_parse(const std::vector<Line>& lines, SiteHand& h) {
    h.site = "partypoker";
    pacific_parse(lines, h);
}

void pacific_parse(const std::vector<Line>& lines, SiteHand& h) {
    if (h.site.empty()) h.site = "pacific";
    h.line = lines.front().number;
    h.rake_unstated = true;
    h.collect_uncalled = true;
    {
        const std::string_view s = lines.front().text;
        const std::size_t g = s.find(" for Game ");
        std::string_view id = s.substr(g + 10);
        id = trim(id.substr(0, id.find(' ')));
        set_hand_id(h, id, h.line);
    }
    if (lines.size() < 2) refuse(h.line, "the hand stops after its first line");
    parse_game(lines[1], h);
    bool summary = false;
    for (std::size_t i = 2; i < lines.size(); ++i) {
        const Line& ln = lines[i];
        const std::string_view s = trim(ln.text);
        if (s.empty() || starts_with(s, "#Game No")) continue;
        std::string_view rest;
        if (starts_with(s, "Table ")) {
            std::string_view t = s.substr(6);
            const std::size_t max = t.find(" Max");
            if (max != std::string_view::npos) {
                std::size_t k = max;
                while (k > 0 && t[k - 1] >= '0' && t[k - 1] <= '9') --k;
                if (k < max) h.max_seats = std::atoi(std::string(t.substr(k, max - k)).c_str());
                t = t.substr(0, k);
            }
            h.extra.emplace_back("table", phh::detail::make_string(clean_name(trim(t))));
            continue;
        }
        if (starts_with(s, "Seat ") && s.find(" is the button") != std::string_view::npos) {
            h.button = std::atoi(std::string(s.substr(5)).c_str());
            continue;
        }
        if (starts_with(s, "Seat ") && h.events.empty()) {
            // Seat 1: dynamoz6 ( $100 )
            const std::size_t colon = s.find(": ");
            const std::size_t open = s.rfind(" ( ");
            const std::size_t close = s.rfind(')');
            if (colon == std::string_view::npos || open == std::string_view::npos || close < open) {
                refuse(ln.number, "the seat line " + quote(s) + " gives no stack");
            }
            Player p;
            p.seat = std::atoi(std::string(s.substr(5)).c_str());
            p.name = clean_name(s.substr(colon + 2, open - colon - 2));
            p.stack = pac_amount(s.substr(open + 3, close - open - 3), ln.number, "the stack");
            if (h.find(p.name) >= 0) refuse(ln.number, "two seats have the name " + quote(p.name));
            h.players.push_back(std::move(p));
            continue;
        }
        if (starts_with(s, "** ")) {
            if (starts_with(s, "** Summary")) {
                summary = true;
            } else if (starts_with(s, "** Dealing ") && s.find(" down cards") == std::string_view::npos) {
                std::string_view group;
                if (!between(s, '[', ']', group)) refuse(ln.number, "the street line " + quote(s) + " gives no cards");
                std::string c = pac_cards(group);
                if (c.empty()) refuse(ln.number, "the board " + quote(group) + " is not cards");
                h.board(std::move(c), -1, ln.number);
            }
            continue;
        }
        if (starts_with(s, "Dealt to ")) {
            const int p = h.match(s.substr(9), " [", rest);
            if (p >= 0) {
                const std::string c = pac_cards(rest.substr(0, rest.find(']')));
                if (c.empty()) refuse(ln.number, "the hole cards of " + quote(s) + " are not cards");
                h.players[static_cast<std::size_t>(p)].hole = c;
            }
            continue;
        }
        const int p = h.match(s, " ", rest);
        if (p < 0) {
            // Chat and table messages name no seat; but a bet or a win by a
            // name that has no seat means the seat list and the actions
            // disagree (an anonymous table's seat list names "Player1").
            for (std::string_view verb : {" raises [", " calls [", " bets [", " wins "}) {
                const std::size_t at = s.find(verb);
                if (at != std::string_view::npos && at > 0 && s.substr(0, at).find(':') == std::string_view::npos) {
                    refuse(ln.number, quote(s.substr(0, at)) + " bets or wins but has no seat in the seat list");
                }
            }
            continue;
        }
        if (starts_with(rest, "collected ")) {
            h.collect(p, bracket_amount(rest, ln.number, "the amount collected"));
            summary = true;
        } else if (starts_with(rest, "wins ")) {
            // "wins $2.74 USD from the main pot with ...", "wins 6,000 chips"
            std::string_view won = rest.substr(5);
            won = won.substr(0, std::min(won.find(" from "), won.find(" chips")));
            // A hi/lo split: "wins Lo ($0.09 USD) from the main pot with 8,6,5,4,2".
            if ((starts_with(won, "Hi (") || starts_with(won, "Lo (")) && ends_with(won, ")")) {
                won = won.substr(4, won.size() - 5);
            }
            h.collect(p, pac_amount(won, ln.number, "the amount won"));
            summary = true;
        } else if (starts_with(rest, "posts dead blind ")) {
            // [$1 + $2]: the small blind dead, the big blind live.
            std::string_view inner;
            if (!between(rest, '[', ']', inner)) refuse(ln.number, "the post " + quote(s) + " has no amount");
            const std::size_t plus = inner.find('+');
            if (plus == std::string_view::npos) {
                h.post_dead(p, pac_amount(inner, ln.number, "the dead blind"));
            } else {
                h.post_dead(p, pac_amount(inner.substr(0, plus), ln.number, "the dead blind"));
                h.post_blind(p, pac_amount(inner.substr(plus + 1), ln.number, "the blind"));
            }
        } else if (starts_with(rest, "posts big blind + dead ")) {
            // PartyPoker: "[$3]" is the big blind, live, and the small blind, dead.
            const Amount a = bracket_amount(rest, ln.number, "the blind");
            Amount big;
            for (const Player& other : h.players) {
                if (big < other.blind) big = other.blind;
            }
            const Amount live = big.zero() || a < big ? a : big;
            h.post_blind(p, live);
            h.post_dead(p, a - live);
        } else if (starts_with(rest, "posts ante ")) {
            h.post_ante(p, bracket_amount(rest, ln.number, "the ante"));
        } else if (starts_with(rest, "posts ")) {
            const Amount a = bracket_amount(rest, ln.number, "the blind");
            h.post_blind(p, a);
            if (h.min_bet_from_blinds && h.min_bet < a) {
                h.min_bet = a;
                h.small_bet = a;  // fixed limit: the big blind is the small bet
                h.big_bet = a + a;
            }
        } else if (starts_with(rest, "folds")) {
            h.fold(p, ln.number);
        } else if (starts_with(rest, "checks")) {
            h.check(p, ln.number);
        } else if (starts_with(rest, "calls ")) {
            h.call(p, bracket_amount(rest, ln.number, "the call"), ln.number);
        } else if (starts_with(rest, "is all-In ")) {
            h.put(p, bracket_amount(rest, ln.number, "the all-in"), ln.number);
        } else if (starts_with(rest, "doesn't show ")) {
            std::string_view group;
            (void)between(rest, '[', ']', group);
            const std::string c = pac_cards(group);
            h.muck(p, static_cast<int>(c.size()) == 2 * h.hole_count ? c : std::string(), ln.number);
        } else if (starts_with(rest, "bets ") || starts_with(rest, "raises ")) {
            h.bet(p, bracket_amount(rest, ln.number, "the bet"), ln.number);
        } else if (starts_with(rest, "shows ")) {
            std::string_view group;
            (void)between(rest, '[', ']', group);
            const std::string c = pac_cards(group);
            if (static_cast<int>(c.size()) == 2 * h.hole_count) h.show(p, c, ln.number);
        } else if (starts_with(rest, "mucks ")) {
            std::string_view group;
            (void)between(rest, '[', ']', group);
            const std::string c = pac_cards(group);
            h.muck(p, static_cast<int>(c.size()) == 2 * h.hole_count ? c : std::string(), ln.number);
        }
    }
    if (!summary) refuse(h.line, "the hand has no summary: it stops before it is over");
}

}  // namespace xiapl::sites::detail
