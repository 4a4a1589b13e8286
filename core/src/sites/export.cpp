// A PHH hand as PokerStars text (sites::to_pokerstars): the header, the
// seats, the forced bets, the hole cards, the streets, the showdown and the
// summary, as PokerStars writes them, so that sites::read gives the hand back.
#include <algorithm>
#include <string>
#include <vector>

#include "common.hpp"
#include "xiapl/error.hpp"
#include "xiapl/sites.hpp"

namespace xiapl::sites {

namespace {

// The highest seat number a PokerStars table header names.
constexpr std::int64_t kMostSeatNumber = 99;

using detail::Amount;

[[noreturn]] void unsupported(const std::string& why) { fail(ErrorKind::Unsupported, why); }

Amount amount_of(const phh::Value& v, std::string_view what) {
    Amount a;
    std::string text;
    if (v.kind == phh::Value::Kind::Int) {
        text = std::to_string(v.integer);
    } else if (v.kind == phh::Value::Kind::Float) {
        text = v.text;
    } else {
        fail(ErrorKind::InvalidArgument, std::string(what) + " is not a number");
    }
    if (!detail::parse_amount(text, a)) {
        fail(ErrorKind::InvalidArgument, std::string(what) + " " + text +
                                             " is not an amount PokerStars text can hold (a non-negative decimal "
                                             "of at most 8 places)");
    }
    return a;
}

Amount amount_of(std::string_view text, std::string_view what) {
    Amount a;
    if (!detail::parse_amount(text, a)) {
        fail(ErrorKind::InvalidArgument,
             std::string(what) + " " + std::string(text) + " is not an amount PokerStars text can hold");
    }
    return a;
}

const phh::Value* extra(const phh::Hand& hand, std::string_view key) { return hand.find_extra(key); }

std::string text_of(const phh::Hand& hand, std::string_view key) {
    const phh::Value* v = extra(hand, key);
    if (v == nullptr) return {};
    if (v->kind == phh::Value::Kind::String) return v->text;
    if (v->kind == phh::Value::Kind::Int) return std::to_string(v->integer);
    return v->text;
}

// "AhKs" -> "Ah Ks"
std::string spaced(std::string_view run) {
    std::string out;
    for (std::size_t i = 0; i + 1 < run.size(); i += 2) {
        if (!out.empty()) out += ' ';
        out.append(run.substr(i, 2));
    }
    return out;
}

struct Writer {
    std::string symbol;  // "$", "€", "£", or "" (chips)
    std::string money(Amount a) const { return symbol + detail::amount_text(a); }
};

}  // namespace

std::string to_pokerstars(const phh::Hand& hand) {
    phh::validate(hand);
    const int n = hand.player_count();
    // The game.
    int holes = 0;
    for (const std::string& a : hand.actions) {
        const phh::Action act = phh::parse_action(a);
        if (act.verb == phh::Verb::DealHole) holes = std::max(holes, static_cast<int>(act.cards.size() / 2));
        if (act.verb == phh::Verb::ShowOrMuck && !act.cards.empty() && act.cards != "-") {
            holes = std::max(holes, static_cast<int>(act.cards.size() / 2));
        }
    }
    // PokerStars' name of each game it deals (the extension codes PT, NO, FO,
    // PO/8 and NO/8 included); 5- and 6-card Omaha are named by their cards.
    struct Named {
        std::string_view code, game, five, six;
    };
    static constexpr Named kNames[] = {
        {"NT", "Hold'em No Limit", "", ""},
        {"FT", "Hold'em Limit", "", ""},
        {"PT", "Hold'em Pot Limit", "", ""},
        {"PO", "Omaha Pot Limit", "5 Card Omaha Pot Limit", "6 Card Omaha Pot Limit"},
        {"NO", "Omaha No Limit", "", ""},
        {"FO", "Omaha Limit", "", ""},
        {"FO/8", "Omaha Hi/Lo Limit", "", ""},
        {"PO/8", "Omaha Hi/Lo Pot Limit", "5 Card Omaha Hi/Lo Pot Limit", ""},
        {"NO/8", "Omaha Hi/Lo No Limit", "", ""},
    };
    std::string game;
    for (const Named& g : kNames) {
        if (hand.variant != g.code) continue;
        const std::string_view name = holes >= 6 ? g.six : holes == 5 ? g.five : g.game;
        if (name.empty()) {
            unsupported("a " + std::string(g.code) + " hand with " + std::to_string(holes) +
                        " hole cards is not a game PokerStars deals");
        }
        game = std::string(name);
    }
    if (game.empty()) {
        unsupported("variant " + phh::detail::py_repr(hand.variant) +
                    " is not a game written as PokerStars text here; NT, FT, PT, PO, NO, FO, FO/8, PO/8 and NO/8 are");
    }
    const bool fixed = phh::find_variant(hand.variant)->betting == Betting::FixedLimit;
    // A hand run more than once: the first run's board is dealt by the
    // actions, each other run's full board is in _runouts.
    std::vector<std::string> runs;
    std::string first_board;
    for (const std::string& a : hand.actions) {
        const phh::Action act = phh::parse_action(a);
        if (act.verb == phh::Verb::DealBoard) first_board += act.cards;
    }
    std::size_t shared = first_board.size();  // board text the runs share
    if (const phh::Value* r = extra(hand, "_runouts")) {
        if (r->kind != phh::Value::Kind::Array || r->items.empty() || r->items.size() > 2) {
            unsupported("_runouts is not a list of one or two more boards; PokerStars runs a hand two or three times");
        }
        for (const phh::Value& v : r->items) {
            if (v.kind != phh::Value::Kind::String || v.text.size() != 10 || first_board.size() != 10) {
                unsupported("_runouts holds a board that is not five cards, or the first run's is not");
            }
            std::size_t same = 0;
            while (same < 10 && v.text[same] == first_board[same]) ++same;
            shared = std::min(shared, same / 2 * 2);
            runs.push_back(v.text);
        }
        // Runs part at a street: before the flop, the turn or the river.
        shared = shared >= 8 ? 8 : shared >= 6 ? 6 : 0;
    }

    // Names, seats, the button.
    std::vector<std::string> names(static_cast<std::size_t>(n));
    std::vector<int> seats(static_cast<std::size_t>(n));
    const phh::Value* players = extra(hand, "players");
    const phh::Value* seat_values = extra(hand, "seats");
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (players != nullptr && players->kind == phh::Value::Kind::Array &&
            players->items.size() == static_cast<std::size_t>(n) &&
            players->items[k].kind == phh::Value::Kind::String && !players->items[k].text.empty()) {
            names[k] = players->items[k].text;
        } else {
            names[k] = std::string(1, 'p').append(std::to_string(i + 1));
        }
        if (seat_values != nullptr && seat_values->kind == phh::Value::Kind::Array &&
            seat_values->items.size() == static_cast<std::size_t>(n) &&
            seat_values->items[k].kind == phh::Value::Kind::Int && seat_values->items[k].integer >= 0 &&
            seat_values->items[k].integer <= kMostSeatNumber) {
            seats[k] = static_cast<int>(seat_values->items[k].integer);
        } else {
            seats[k] = -1;
        }
    }
    // A seat number each, none negative or repeated (sites number from 0 or 1);
    // a list that is not (a garbled site field, kept in the hand) gives way to 1..n.
    std::vector<int> sorted = seats;
    std::sort(sorted.begin(), sorted.end());
    if (!sorted.empty() && (sorted.front() < 0 || std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())) {
        for (int i = 0; i < n; ++i) seats[static_cast<std::size_t>(i)] = i + 1;
    }
    const int button = seats[static_cast<std::size_t>(n - 1)];

    Writer w;
    const std::string currency = text_of(hand, "currency");
    static constexpr std::string_view kEuro = "\xE2\x82\xAC", kPound = "\xC2\xA3";
    if (currency == "USD" || currency == "CAD") w.symbol.assign(1, '$');
    if (currency == "EUR") w.symbol.assign(kEuro);
    if (currency == "GBP") w.symbol.assign(kPound);

    // Forced bets per player (heads-up, PHH lists the blinds by position).
    std::vector<Amount> antes, blinds, stacks;
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        antes.push_back(amount_of(hand.antes[k], "an ante"));
        const std::size_t b = n == 2 ? 1 - k : k;
        blinds.push_back(amount_of(hand.blinds_or_straddles[b], "a blind"));
        stacks.push_back(amount_of(hand.starting_stacks[k], "a stack"));
    }
    const phh::Value* seat_stacks = extra(hand, "_seat_stacks");
    std::vector<Amount> shown_stacks = stacks;
    if (seat_stacks != nullptr && seat_stacks->kind == phh::Value::Kind::Array &&
        seat_stacks->items.size() == static_cast<std::size_t>(n)) {
        for (int i = 0; i < n; ++i)
            shown_stacks[static_cast<std::size_t>(i)] =
                amount_of(seat_stacks->items[static_cast<std::size_t>(i)], "a stack");
    }
    Amount big;
    for (int i = 0; i < std::min(n, 2); ++i) big = std::max(big, blinds[static_cast<std::size_t>(i)]);
    Amount small = big;
    for (int i = 0; i < n; ++i) {
        const Amount b = blinds[static_cast<std::size_t>(i)];
        if (!b.zero() && b < small) small = b;
    }

    // The replay: the pot, and what each player is paid when the hand does not say.
    const phh::ChipScale scale = phh::chip_scale(hand);
    const TableState final_state = phh::replay(hand, scale);
    if (final_state.phase() != Phase::Finished) {
        fail(ErrorKind::InvalidArgument, "the hand does not end: PokerStars text is written for finished hands");
    }
    auto from_chips = [&](Chips c) { return amount_of(scale.to_amount(c), "an amount"); };
    Amount pot;
    for (const Seat& s : final_state.seats()) pot += from_chips(s.contributed);
    std::vector<Amount> collected(static_cast<std::size_t>(n));
    const phh::Value* winnings = extra(hand, "winnings");
    if (winnings != nullptr && winnings->kind == phh::Value::Kind::Array &&
        winnings->items.size() == static_cast<std::size_t>(n)) {
        for (int i = 0; i < n; ++i)
            collected[static_cast<std::size_t>(i)] =
                amount_of(winnings->items[static_cast<std::size_t>(i)], "a winning");
    } else {
        for (int i = 0; i < n; ++i)
            collected[static_cast<std::size_t>(i)] = from_chips(final_state.seats()[static_cast<std::size_t>(i)].won);
    }
    const Amount rake = extra(hand, "_rake") != nullptr ? amount_of(*extra(hand, "_rake"), "the rake") : Amount{};
    const Amount fees = extra(hand, "_fees") != nullptr ? amount_of(*extra(hand, "_fees"), "the fees") : Amount{};

    std::string out;
    auto line = [&](const std::string& s) {
        out += s;
        out += '\n';
    };

    // The header.
    const std::string id = text_of(hand, "hand").empty() ? std::string("0") : text_of(hand, "hand");
    if (id.find_first_of(":\r\n") != std::string::npos) {
        fail(ErrorKind::InvalidArgument,
             "the hand number " + phh::detail::py_repr(id) +
                 " holds ':' or a line break, which PokerStars text cannot hold "
                 "(its header ends the number at the first ':'); give the hand a number without them");
    }
    const bool zoom = extra(hand, "_zoom") != nullptr;
    std::string head = std::string("PokerStars ") + (zoom ? "Zoom " : "") + "Hand #" + id + ": ";
    const std::string tournament = text_of(hand, "_tournament");
    const std::string stakes_small = w.money(fixed ? amount_of(hand.small_bet, "small_bet") : small);
    const std::string stakes_big =
        w.money(fixed ? amount_of(hand.big_bet, "big_bet") : amount_of(hand.min_bet, "min_bet"));
    if (!tournament.empty()) {
        head += "Tournament #" + tournament + ", ";
        const std::string buy_in = text_of(hand, "_buy_in");
        if (!buy_in.empty()) head += buy_in + " ";
        head += game + " - Level " + (text_of(hand, "_level").empty() ? std::string("I") : text_of(hand, "_level")) +
                " (" + stakes_small + "/" + stakes_big + ")";
    } else {
        head += " " + game + " (" + stakes_small + "/" + stakes_big;
        if (extra(hand, "_cap") != nullptr)
            head += " - " + w.money(amount_of(*extra(hand, "_cap"), "the cap")) + " Cap - ";
        // The header holds a three-letter code ("USD"); another text (a garbled
        // site field, kept in the hand) would not read back.
        const bool code = currency.size() == 3 &&
                          std::all_of(currency.begin(), currency.end(), [](char ch) { return ch >= 'A' && ch <= 'Z'; });
        if (code) head += " " + currency;
        head += ")";
    }
    const phh::Value* year = extra(hand, "year");
    const phh::Value* month = extra(hand, "month");
    const phh::Value* day = extra(hand, "day");
    const phh::Value* time = extra(hand, "time");
    if (year != nullptr && month != nullptr && day != nullptr && year->kind == phh::Value::Kind::Int &&
        month->kind == phh::Value::Kind::Int && day->kind == phh::Value::Kind::Int) {
        char date[64];
        std::snprintf(date, sizeof date, " - %04d/%02d/%02d %s", static_cast<int>(year->integer % 10000),
                      static_cast<int>(month->integer % 100), static_cast<int>(day->integer % 100),
                      time != nullptr && time->kind == phh::Value::Kind::DateTime ? time->text.c_str() : "00:00:00");
        head += date;
        const std::string zone = text_of(hand, "time_zone");
        if (!zone.empty()) head += " " + zone;
    }
    line(head);
    std::string table =
        "Table '" + (text_of(hand, "table").empty() ? std::string("XiaPL") : text_of(hand, "table")) + "'";
    if (extra(hand, "seat_count") != nullptr && extra(hand, "seat_count")->kind == phh::Value::Kind::Int) {
        table += " " + std::to_string(extra(hand, "seat_count")->integer) + "-max";
    }
    line(table + " Seat #" + std::to_string(button) + " is the button");
    // Seats in seat order.
    std::vector<int> by_seat(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) by_seat[static_cast<std::size_t>(i)] = i;
    std::stable_sort(by_seat.begin(), by_seat.end(), [&](int a, int b) {
        return seats[static_cast<std::size_t>(a)] < seats[static_cast<std::size_t>(b)];
    });
    for (int i : by_seat) {
        const auto k = static_cast<std::size_t>(i);
        line("Seat " + std::to_string(seats[k]) + ": " + names[k] + " (" + w.money(shown_stacks[k]) + " in chips) ");
    }
    // Antes, then the blinds in player order (the small blind first).
    std::vector<Amount> street(static_cast<std::size_t>(n)), left = stacks;
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (!antes[k].zero()) {
            line(names[k] + ": posts the ante " + w.money(antes[k]));
            left[k] -= antes[k];
        }
    }
    std::vector<int> blind_order;
    if (n == 2) {
        blind_order = {1, 0};
    } else {
        for (int i = 0; i < n; ++i) blind_order.push_back(i);
    }
    for (int i : blind_order) {
        const auto k = static_cast<std::size_t>(i);
        const Amount b = blinds[k];
        if (b.zero()) continue;
        const Amount posted = b < left[k] ? b : left[k];
        const char* kind = b < big ? "small blind" : big < b ? "straddle" : "big blind";
        line(names[k] + ": posts " + kind + " " + w.money(posted) + (posted == left[k] ? " and is all-in" : ""));
        street[k] = posted;
        left[k] -= posted;
    }
    line("*** HOLE CARDS ***");
    // The actions.
    Amount top = big;
    for (const Amount& b : street) top = std::max(top, b);
    int dealt = 0;  // board cards so far
    std::string board;
    bool showdown = false;
    for (const std::string& text : hand.actions) {
        const phh::Action a = phh::parse_action(text);
        const auto k = static_cast<std::size_t>(a.player > 0 ? a.player - 1 : 0);
        switch (a.verb) {
            case phh::Verb::DealHole:
                if (a.cards.find('?') == std::string::npos) line("Dealt to " + names[k] + " [" + spaced(a.cards) + "]");
                break;
            case phh::Verb::DealBoard: {
                const int cards = static_cast<int>(a.cards.size() / 2);
                const char* name = dealt == 0 ? "FLOP" : dealt == 3 ? "TURN" : "RIVER";
                const bool own = !runs.empty() && board.size() >= shared;  // a street of the first run's own
                std::string l("*** ");
                l.append(own ? "FIRST " : "").append(name).append(" *** [");
                if (dealt > 0) l.append(spaced(board)).append("] [");
                l.append(spaced(a.cards)).append("]");
                line(l);
                board += a.cards;
                dealt += cards;
                std::fill(street.begin(), street.end(), Amount{});
                top = {};
                if (!runs.empty() && dealt == 5) {
                    // The other runs, street by street from where they part.
                    static constexpr const char* kOrdinal[] = {"SECOND", "THIRD"};
                    for (std::size_t r = 0; r < runs.size(); ++r) {
                        for (std::size_t at = shared; at < 10; at = at == 0 ? 6 : at + 2) {
                            const std::size_t size = at == 0 ? 6 : 2;
                            const char* street_name = at == 0 ? "FLOP" : at == 6 ? "TURN" : "RIVER";
                            std::string o("*** ");
                            o.append(kOrdinal[r]).append(" ").append(street_name).append(" *** [");
                            if (at > 0) o.append(spaced(runs[r].substr(0, at))).append("] [");
                            o.append(spaced(runs[r].substr(at, size))).append("]");
                            line(o);
                        }
                    }
                }
                break;
            }
            case phh::Verb::Fold:
                line(names[k] + ": folds ");
                break;
            case phh::Verb::CheckOrCall: {
                Amount add = top - street[k];
                if (left[k] < add) add = left[k];
                if (add.zero()) {
                    line(names[k] + ": checks ");
                } else {
                    street[k] += add;
                    left[k] -= add;
                    line(names[k] + ": calls " + w.money(add) + (left[k].zero() ? " and is all-in" : ""));
                }
                break;
            }
            case phh::Verb::BetOrRaise: {
                Amount to = amount_of(a.amount, "a bet");
                const Amount most = street[k] + left[k];
                if (most < to) to = most;  // a fixed-limit raise cut to the stack
                const Amount add = to - street[k];
                std::string l = names[k] + ": ";
                if (top.zero()) {
                    l += "bets " + w.money(add);
                } else {
                    l += "raises " + w.money(to - top) + " to " + w.money(to);
                }
                street[k] = to;
                left[k] -= add;
                if (top < to) top = to;
                line(l + (left[k].zero() ? " and is all-in" : ""));
                break;
            }
            case phh::Verb::ShowOrMuck:
                if (!showdown && dealt >= 5) {
                    line("*** SHOW DOWN ***");
                    showdown = true;
                }
                if (a.cards.empty() || a.cards == "-" || a.cards.find('?') != std::string::npos) {
                    line(names[k] + ": mucks hand ");
                } else {
                    line(names[k] + ": shows [" + spaced(a.cards) + "]");
                }
                break;
            case phh::Verb::Comment:
                break;
            default:
                unsupported("the action " + phh::detail::py_repr(text) + " has no PokerStars line");
        }
    }
    // Chips nobody called come back before the pot is paid, as trackers expect the line.
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const Amount put = stacks[k] - left[k] - antes[k];
        const Amount kept = from_chips(final_state.seats()[k].contributed) - antes[k];
        if (kept < put) line("Uncalled bet (" + w.money(put - kept) + ") returned to " + names[k]);
    }
    if (!showdown) line("*** SHOW DOWN ***");
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (!collected[k].zero()) line(names[k] + " collected " + w.money(collected[k]) + " from pot");
    }
    line("*** SUMMARY ***");
    std::string total = "Total pot " + w.money(pot) + " | Rake " + w.money(rake);
    if (!fees.zero()) total += " | Jackpot " + w.money(fees);
    line(total);
    if (!board.empty()) line("Board [" + spaced(board) + "]");
    for (int i : by_seat) {
        const auto k = static_cast<std::size_t>(i);
        std::string l = "Seat " + std::to_string(seats[k]) + ": " + names[k];
        if (i == n - 1) l += " (button)";
        if (!collected[k].zero()) l += " collected (" + w.money(collected[k]) + ")";
        line(l);
    }
    return out;
}

}  // namespace xiapl::sites
