// WinningPoker (ACR, the Winning Poker Network) before 2019: "Game started
// at:", "Game ID: 255722012 5/10 Oalitite (JP) (Hold'em)", amounts in
// parentheses, each bet, call and raise given as the chips it adds, and a
// summary of what each player bet and collected.
#include <cstdlib>
#include <string>

#include "common.hpp"
#include "formats.hpp"

namespace xiapl::sites::detail {

namespace {

// "(0.25)" at the start of s: the amount.
bool paren_amount(std::string_view s, Amount& a) {
    if (!starts_with(s, "(")) return false;
    const std::size_t close = s.find(')');
    return close != std::string_view::npos && parse_amount(s.substr(1, close - 1), a);
}

// "Collects: 319." -> 319; the text after `key` up to the sentence's end.
bool field_amount(std::string_view s, std::string_view key, Amount& a) {
    const std::size_t k = s.find(key);
    if (k == std::string_view::npos) return false;
    std::string_view t = s.substr(k + key.size());
    std::size_t n = 0;
    while (n < t.size() && ((t[n] >= '0' && t[n] <= '9') || t[n] == '.' || t[n] == ',')) ++n;
    t = t.substr(0, n);
    while (!t.empty() && t.back() == '.') t.remove_suffix(1);
    return parse_amount(t, a);
}

void parse_game_line(const Line& line, SiteHand& h) {
    // Game ID: 261402183 2/4 Braunite (Omaha)
    std::string_view s = trim(line.text.substr(9));
    const std::size_t sp = s.find(' ');
    if (sp == std::string_view::npos) refuse(line.number, "the game line " + quote(line.text) + " gives no stakes");
    set_hand_id(h, s.substr(0, sp), line.number);
    s = trim(s.substr(sp));
    const std::size_t sp2 = s.find(' ');
    const std::string_view stakes = s.substr(0, sp2);
    const std::size_t open = s.rfind('(');
    const std::size_t close = s.rfind(')');
    if (open == std::string_view::npos || close < open) {
        refuse(line.number, "the game line " + quote(line.text) + " names no game");
    }
    const std::string_view game = s.substr(open + 1, close - open - 1);
    if (game == "Hold'em") {
        h.variant = "NT";
        h.hole_count = 2;
    } else if (game == "Omaha") {
        h.variant = "PO";
        h.hole_count = 4;
    } else {
        refuse(line.number, "the game " + quote(game) + " is not one the importer reads (Hold'em, Omaha)");
    }
    std::string_view table = sp2 == std::string_view::npos ? std::string_view() : trim(s.substr(sp2, open - sp2));
    const std::size_t jp = table.find("(JP)");
    if (jp != std::string_view::npos) {
        h.site_extra.emplace_back("_jackpot_table", bool_value(true));
        table = trim(std::string_view(table.substr(0, jp)));
    }
    h.extra.emplace_back("table", phh::detail::make_string(clean_name(table)));
    const std::size_t slash = stakes.find('/');
    if (slash == std::string_view::npos) refuse(line.number, "the stakes " + quote(stakes) + " are not SB/BB");
    (void)amount_at(stakes.substr(0, slash), line.number, "the small stake");
    h.min_bet = amount_at(stakes.substr(slash + 1), line.number, "the big stake");
}

}  // namespace

bool winning1_starts(std::string_view line) { return starts_with(line, "Game started at: "); }

void winning1_parse(const std::vector<Line>& lines, SiteHand& h) {
    h.site = "winningpoker";
    h.line = lines.front().number;
    read_date(lines.front().text, h);
    bool summary = false;
    bool game = false;
    bool bets_given = false;
    Amount pot, bets;  // the summary's pot (after the rake and fees) and its players' bets
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const Line& ln = lines[i];
        const std::string_view s = trim(ln.text);
        if (s.empty()) continue;
        std::string_view rest;
        if (starts_with(s, "Game ID: ")) {
            parse_game_line(ln, h);
            game = true;
            continue;
        }
        if (!game) refuse(ln.number, "the hand has no 'Game ID:' line before " + quote(s));
        if (starts_with(s, "Seat ") && s.find(" is the button") != std::string_view::npos) {
            h.button = std::atoi(std::string(s.substr(5)).c_str());
            continue;
        }
        if (starts_with(s, "Seat ") && h.events.empty() && !summary) {
            // Seat 1: m0ney2Blow (1015).
            const std::size_t colon = s.find(": ");
            const std::size_t open = s.rfind(" (");
            Amount stack;
            if (colon == std::string_view::npos || open == std::string_view::npos || open < colon ||
                !paren_amount(s.substr(open + 1), stack)) {
                refuse(ln.number, "the seat line " + quote(s) + " gives no stack");
            }
            Player p;
            p.seat = std::atoi(std::string(s.substr(5)).c_str());
            p.name = clean_name(s.substr(colon + 2, open - colon - 2));
            p.stack = stack;
            if (h.find(p.name) >= 0) refuse(ln.number, "two seats have the name " + quote(p.name));
            h.players.push_back(std::move(p));
            continue;
        }
        if (starts_with(s, "*** ")) {
            const std::size_t open = s.rfind('[');
            std::string_view group;
            if (open != std::string_view::npos && between(s, '[', ']', group, open)) {
                std::string c = cards(group);
                if (c.empty()) refuse(ln.number, "the board " + quote(group) + " is not cards");
                h.board(std::move(c), -1, ln.number);
            }
            continue;
        }
        if (starts_with(s, "------ Summary")) {
            summary = true;
            continue;
        }
        if (summary) {
            if (starts_with(s, "Pot: ")) {
                // Pot: 319. Rake 1 (the pot after the rake)
                Amount rake;
                if (!field_amount(s, "Pot: ", pot)) refuse(ln.number, "the pot line " + quote(s) + " gives no pot");
                if (field_amount(s, "Rake ", rake)) h.rake = rake;
                continue;
            }
            std::string_view body = s;
            if (starts_with(body, "*")) body.remove_prefix(1);
            if (!starts_with(body, "Player ")) continue;
            const int p = h.match(body.substr(7), " ", rest);
            if (p < 0) continue;
            Amount collects, bet;
            if (field_amount(rest, "Collects: ", collects)) h.collect(p, collects);
            if (field_amount(rest, "Bets: ", bet)) {
                bets += bet;
                bets_given = true;
            }
            if (starts_with(rest, "shows: ")) {
                const std::size_t bets = rest.find(". Bets:");
                const std::string_view shown = rest.substr(0, bets);
                const std::size_t open = shown.rfind('[');
                std::string_view group;
                if (open != std::string_view::npos && between(shown, '[', ']', group, open)) {
                    const std::string c = cards(group);
                    if (static_cast<int>(c.size()) == 2 * h.hole_count) h.show(p, c, ln.number);
                }
            }
            continue;
        }
        if (!starts_with(s, "Player ")) continue;
        const int p = h.match(s.substr(7), " ", rest);
        if (p < 0) continue;
        Player& pl = h.players[static_cast<std::size_t>(p)];
        Amount a;
        if (starts_with(rest, "has small blind ") || starts_with(rest, "has big blind ")) {
            if (!paren_amount(rest.substr(rest.find('(')), a))
                refuse(ln.number, "the blind " + quote(s) + " has no amount");
            h.post_blind(p, a);
        } else if (starts_with(rest, "posts (")) {
            if (!paren_amount(rest.substr(6), a)) refuse(ln.number, "the post " + quote(s) + " has no amount");
            if (rest.find("dead") != std::string_view::npos) {
                h.post_dead(p, a);
            } else {
                h.post_blind(p, a);
            }
        } else if (starts_with(rest, "received card: [")) {
            const std::string c = cards(rest.substr(16, rest.find(']') - 16));
            if (c.empty()) refuse(ln.number, "the card of " + quote(s) + " is not a card");
            pl.hole += c;
        } else if (starts_with(rest, "folds")) {
            h.fold(p, ln.number);
        } else if (starts_with(rest, "checks")) {
            h.check(p, ln.number);
        } else if (starts_with(rest, "calls (")) {
            if (!paren_amount(rest.substr(6), a)) refuse(ln.number, "the call " + quote(s) + " has no amount");
            h.call(p, a, ln.number);
        } else if (starts_with(rest, "bets (") || starts_with(rest, "raises (") || starts_with(rest, "allin (")) {
            if (!paren_amount(rest.substr(rest.find('(')), a))
                refuse(ln.number, "the bet " + quote(s) + " has no amount");
            h.put(p, a, ln.number);
        } else if (starts_with(rest, "mucks")) {
            // The sole player left mucks without showing: nothing to replay.
        }
    }
    if (!game) refuse(h.line, "the hand has no 'Game ID:' line");
    if (!summary) refuse(h.line, "the hand has no summary: it stops before it is over");
    // The players' bets make the pot; what the summary's pot and rake leave
    // of it is the jackpot fee, which the text does not state.
    if (bets_given) {
        h.total_pot = bets;
        h.has_total = true;
        const Amount fee = bets - pot - h.rake;
        if (fee.v < 0) {
            refuse(h.line, "the summary's pot (" + amount_text(pot) + ") and rake (" + amount_text(h.rake) +
                               ") exceed the players' bets (" + amount_text(bets) + ")");
        }
        h.fees = fee;
    } else {
        h.total_pot = pot + h.rake;
        h.has_total = true;
    }
}

}  // namespace xiapl::sites::detail
