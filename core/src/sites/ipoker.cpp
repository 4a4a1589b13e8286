// iPoker network XML: a <session> whose <general> names the game and the
// table, then one <game gamecode="..."> per hand: players (seat, name,
// chips, dealer, win), rounds of actions (numbered; sums are what each
// adds, but a raise, type 23, is the street total) and cards ("CJ SJ",
// "H10"; "X X" for cards not shown). The text gives no rake, and a player's
// win includes their own uncalled chips.
#include <algorithm>
#include <cstdlib>
#include <string>

#include "common.hpp"
#include "formats.hpp"

namespace xiapl::sites::detail {

namespace {

// The value of attribute `name` in a tag's text, or false.
bool attribute(std::string_view tag, std::string_view name, std::string_view& out) {
    std::size_t at = 0;
    while ((at = tag.find(name, at)) != std::string_view::npos) {
        const bool start = at == 0 || tag[at - 1] == ' ' || tag[at - 1] == '\t' || tag[at - 1] == '<';
        const std::size_t eq = at + name.size();
        if (start && eq + 1 < tag.size() && tag[eq] == '=' && tag[eq + 1] == '"') {
            const std::size_t close = tag.find('"', eq + 2);
            if (close == std::string_view::npos) return false;
            out = tag.substr(eq + 2, close - eq - 2);
            return true;
        }
        at = eq;
    }
    return false;
}

// The text of an element on one line: "<gametype>Holdem NL $0.05/$0.10</gametype>".
bool element(std::string_view line, std::string_view name, std::string_view& out) {
    std::string open;
    open.reserve(name.size() + 2);
    open += '<';
    open.append(name);
    open += '>';
    const std::size_t a = line.find(open);
    if (a == std::string_view::npos) return false;
    const std::size_t b = line.find("</", a);
    out =
        trim(line.substr(a + open.size(), b == std::string_view::npos ? std::string_view::npos : b - a - open.size()));
    return true;
}

// XML's five entities.
std::string unescape(std::string_view s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '&') {
            static constexpr std::pair<std::string_view, char> kEntities[] = {
                {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''}};
            bool done = false;
            for (const auto& [name, c] : kEntities) {
                if (s.substr(i, name.size()) == name) {
                    out += c;
                    i += name.size() - 1;
                    done = true;
                    break;
                }
            }
            if (done) continue;
        }
        out += s[i];
    }
    return out;
}

// "CJ SJ", "H10 D5": suit first. Empty for unknown cards ("X X").
std::string ipoker_cards(std::string_view text, bool& unknown) {
    std::string out;
    unknown = false;
    std::size_t i = 0;
    text = trim(text);
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        std::size_t j = text.find(' ', i);
        if (j == std::string_view::npos) j = text.size();
        const std::string_view token = text.substr(i, j - i);
        i = j;
        if (token.empty()) continue;
        if (token == "X") {
            unknown = true;
            continue;
        }
        const std::string c = card(std::string(token.substr(1)) + static_cast<char>(token[0] - 'A' + 'a'));
        if (c.empty()) return {};
        out += c;
    }
    return out;
}

Amount ip_amount(std::string_view text, int line, std::string_view what) {
    // "€12.50", "3,975", "500"
    return amount_at(text, line, what);
}

struct Act {
    int no = 0;
    int line = 0;
    int player = -1;
    int type = 0;
    Amount sum;
};

}  // namespace

bool ipoker_starts(std::string_view line) { return trim(line).substr(0, 16) == "<game gamecode=\""; }

void ipoker_parse(const std::vector<Line>& lines, SiteHand& h) {
    h.site = "ipoker";
    h.line = lines.front().number;
    h.rake_unstated = true;
    h.collect_uncalled = true;
    std::string_view code;
    (void)attribute(lines.front().text, "gamecode", code);
    set_hand_id(h, code, h.line);
    // The session's game and table: the last ones given before this hand.
    std::string_view gametype, table, currency, tournament;
    int game_line = h.line;
    for (const Line* l = h.before_end; l != h.before_begin;) {
        --l;
        std::string_view v;
        if (gametype.empty() && element(l->text, "gametype", v)) {
            gametype = v;
            game_line = l->number;
        }
        if (table.empty() && element(l->text, "tablename", v)) table = v;
        if (currency.empty() && element(l->text, "tablecurrency", v)) currency = v;
        if (tournament.empty() && element(l->text, "tournamentname", v)) tournament = v;
        if (starts_with(trim(l->text), "<session")) break;
    }
    if (gametype.empty()) refuse(h.line, "no <gametype> before the hand: the session header is missing");
    bool fixed = false;
    if (starts_with(gametype, "Holdem NL")) {
        h.variant = "NT";
    } else if (starts_with(gametype, "Holdem L") || starts_with(gametype, "Holdem FL")) {
        h.variant = "FT";
        fixed = true;
    } else if (starts_with(gametype, "Omaha PL")) {
        h.variant = "PO";
        h.hole_count = 4;
    } else {
        refuse(game_line, "the game " + quote(gametype) +
                              " is not one the importer reads (Holdem NL, Holdem L, Omaha PL; PHH has no code for "
                              "the others)");
    }
    const std::size_t space = gametype.rfind(' ');
    const std::string_view stakes = gametype.substr(space + 1);
    const std::size_t slash = stakes.find('/');
    if (slash != std::string_view::npos) {
        const Amount big = ip_amount(stakes.substr(slash + 1), game_line, "the big stake");
        if (fixed) {
            // "Holdem L $3/$6": the small and the big bet.
            h.small_bet = ip_amount(stakes.substr(0, slash), game_line, "the small stake");
            h.big_bet = big;
        } else {
            h.min_bet = big;
        }
    } else {
        h.min_bet_from_blinds = true;
    }
    if (!table.empty()) h.extra.emplace_back("table", phh::detail::make_string(clean_name(unescape(table))));
    if (!currency.empty()) h.extra.emplace_back("currency", phh::detail::make_string(clean_name(currency)));
    if (!tournament.empty()) {
        h.site_extra.emplace_back("_tournament", phh::detail::make_string(clean_name(unescape(tournament))));
    }

    std::vector<Act> acts;
    int round = -1;
    bool ended = false;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const Line& ln = lines[i];
        const std::string_view s = trim(ln.text);
        std::string_view v;
        if (starts_with(s, "</game>")) {
            ended = true;
            break;
        }
        if (element(s, "startdate", v)) {
            std::string date(v);
            std::replace(date.begin(), date.end(), '-', '/');
            read_date(date, h);
            continue;
        }
        if (starts_with(s, "<player ")) {
            std::string_view seat, name, chips, dealer, win;
            if (!attribute(s, "seat", seat) || !attribute(s, "name", name) || !attribute(s, "chips", chips)) {
                refuse(ln.number, "the player " + quote(s) + " lacks its seat, name or chips");
            }
            Player p;
            p.seat = std::atoi(std::string(seat).c_str());
            p.name = clean_name(unescape(name));
            p.stack = ip_amount(chips, ln.number, "the chips");
            if (attribute(s, "win", win)) p.collected = ip_amount(win, ln.number, "the win");
            if (attribute(s, "dealer", dealer) && dealer == "1") h.button = p.seat;
            if (h.find(p.name) >= 0) refuse(ln.number, "two seats have the name " + quote(p.name));
            h.players.push_back(std::move(p));
            continue;
        }
        if (starts_with(s, "<round ")) {
            // The actions of the round before, in their numbered order.
            std::stable_sort(acts.begin(), acts.end(), [](const Act& a, const Act& b) { return a.no < b.no; });
            for (const Act& a : acts) {
                switch (a.type) {
                    case 0:
                        h.fold(a.player, a.line);
                        break;
                    case 1:
                    case 2:
                        h.post_blind(a.player, a.sum);
                        if (h.min_bet_from_blinds && h.min_bet < a.sum) h.min_bet = a.sum;
                        break;
                    case 3:
                        h.call(a.player, a.sum, a.line);
                        break;
                    case 4:
                        h.check(a.player, a.line);
                        break;
                    case 5:
                        h.bet(a.player, a.sum, a.line);
                        break;
                    case 7:
                        h.put(a.player, a.sum, a.line);
                        break;
                    case 15:
                        h.post_ante(a.player, a.sum);
                        break;
                    case 23:
                        h.raise_to(a.player, a.sum, a.line);
                        break;
                    default:
                        refuse(a.line, "action type " + std::to_string(a.type) + " is not one the importer knows");
                }
            }
            acts.clear();
            std::string_view no;
            (void)attribute(s, "no", no);
            round = std::atoi(std::string(no).c_str());
            continue;
        }
        if (starts_with(s, "<cards ")) {
            std::string_view type, player;
            (void)attribute(s, "type", type);
            (void)attribute(s, "player", player);
            const std::size_t gt = s.find('>');
            const std::size_t end = s.find("</cards>");
            const std::string_view text = s.substr(gt + 1, end == std::string_view::npos ? 0 : end - gt - 1);
            bool unknown = false;
            std::string c = ipoker_cards(text, unknown);
            if (type == "Pocket") {
                const int p = h.find(clean_name(unescape(player)));
                if (p < 0) refuse(ln.number, "cards for " + quote(player) + ", who has no seat");
                if (!unknown && static_cast<int>(c.size()) == 2 * h.hole_count) {
                    h.players[static_cast<std::size_t>(p)].hole = c;
                } else if (!unknown && c.size() == 10 && h.variant == "PO") {
                    h.hole_count = 5;
                    h.players[static_cast<std::size_t>(p)].hole = c;
                }
            } else {
                if (c.empty() || unknown) refuse(ln.number, "the board " + quote(text) + " is not cards");
                h.board(std::move(c), -1, ln.number);
            }
            continue;
        }
        if (starts_with(s, "<action ")) {
            std::string_view no, player, type, sum;
            if (!attribute(s, "no", no) || !attribute(s, "player", player) || !attribute(s, "type", type)) {
                refuse(ln.number, "the action " + quote(s) + " lacks its number, player or type");
            }
            Act a;
            a.no = std::atoi(std::string(no).c_str());
            a.line = ln.number;
            a.type = std::atoi(std::string(type).c_str());
            a.player = h.find(clean_name(unescape(player)));
            if (a.player < 0) refuse(ln.number, quote(player) + " acts but has no seat in the players list");
            if (attribute(s, "sum", sum) && !sum.empty()) a.sum = ip_amount(sum, ln.number, "the sum");
            acts.push_back(a);
            continue;
        }
    }
    (void)round;
    if (!ended) refuse(h.line, "the hand has no </game>: it stops before it is over");
    // The last round's actions.
    std::stable_sort(acts.begin(), acts.end(), [](const Act& a, const Act& b) { return a.no < b.no; });
    for (const Act& a : acts) {
        switch (a.type) {
            case 0:
                h.fold(a.player, a.line);
                break;
            case 3:
                h.call(a.player, a.sum, a.line);
                break;
            case 4:
                h.check(a.player, a.line);
                break;
            case 5:
                h.bet(a.player, a.sum, a.line);
                break;
            case 7:
                h.put(a.player, a.sum, a.line);
                break;
            case 23:
                h.raise_to(a.player, a.sum, a.line);
                break;
            default:
                refuse(a.line, "action type " + std::to_string(a.type) + " is not one the importer knows");
        }
    }
}

}  // namespace xiapl::sites::detail
