// Lines, amounts, cards, and a site hand as a proved PHH hand.
#include "common.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "xiapl/error.hpp"

namespace xiapl::sites::detail {

// ---------------------------------------------------------------------------
// Lines

std::vector<Line> split_lines(std::string_view text) {
    // Line ends: "\n", "\r\n", or a lone "\r" (old Mac files).
    std::vector<Line> lines;
    std::size_t pos = 0;
    int number = 0;
    for (;;) {
        std::size_t end = text.find_first_of("\r\n", pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view s = text.substr(pos, end - pos);
        ++number;
        while (starts_with(s, "\xEF\xBB\xBF")) s.remove_prefix(3);
        lines.push_back({s, number});
        if (end == text.size()) break;
        pos = end + 1;
        if (text[end] == '\r' && pos < text.size() && text[pos] == '\n') ++pos;
    }
    return lines;
}

void refuse(int line, std::string reason) { throw Refusal{line, std::move(reason)}; }

bool starts_with(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

bool ends_with(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

bool between(std::string_view s, char open, char close, std::string_view& out, std::size_t from) {
    const std::size_t a = s.find(open, from);
    if (a == std::string_view::npos) return false;
    const std::size_t b = s.find(close, a + 1);
    if (b == std::string_view::npos) return false;
    out = s.substr(a + 1, b - a - 1);
    return true;
}

std::string clean_name(std::string_view name) {
    std::string out;
    out.reserve(name.size());
    for (std::size_t i = 0; i < name.size();) {
        const std::size_t n = phh::detail::utf8_sequence(name, i);
        if (n == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
            continue;
        }
        const auto c = static_cast<unsigned char>(name[i]);
        if (n == 1 && (c < 0x20 || c == 0x7F)) {
            out += ' ';
        } else {
            out.append(name.substr(i, n));
        }
        i += n;
    }
    return out;
}

std::string quote(std::string_view text) {
    std::string s = clean_name(text.substr(0, 80));
    if (text.size() > 80) s += "...";
    return "'" + s + "'";
}

// ---------------------------------------------------------------------------
// Amounts

namespace {

constexpr Int128 pow10(int k) {
    Int128 r = 1;
    for (int i = 0; i < k; ++i) r *= 10;
    return r;
}

constexpr Int128 kOne = pow10(kDigits);

bool digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

bool parse_amount(std::string_view original, Amount& out, bool decimal_comma) {
    // A no-break space (U+00A0, U+202F) between digit groups is a space.
    std::string spaced;
    if (original.find('\xC2') != std::string_view::npos || original.find('\xE2') != std::string_view::npos) {
        spaced.reserve(original.size());
        for (std::size_t k = 0; k < original.size(); ++k) {
            if (original.substr(k, 2) == "\xC2\xA0") {
                spaced.push_back(' ');
                k += 1;
            } else if (original.substr(k, 3) == "\xE2\x80\xAF") {
                spaced.push_back(' ');
                k += 2;
            } else {
                spaced.push_back(original[k]);
            }
        }
        original = spaced;
    }
    std::string_view text = trim(original);
    // Currency marks before the number: $, £, €, ¥ (UTF-8), or letters ("USD").
    auto skip_marks = [](std::string_view& s, bool front) {
        for (;;) {
            if (s.empty()) return;
            const auto c = static_cast<unsigned char>(front ? s.front() : s.back());
            if (c == '$' || c == ' ' || (c >= 'A' && c <= 'Z') || c >= 0x80) {
                front ? s.remove_prefix(1) : s.remove_suffix(1);
            } else {
                return;
            }
        }
    };
    skip_marks(text, true);
    skip_marks(text, false);
    if (text.empty() || !digit(text.front()) || !digit(text.back())) return false;
    const char point = decimal_comma ? ',' : '.';
    const char group = decimal_comma ? '.' : ',';
    Int128 whole = 0;
    Int128 frac = 0;
    int frac_digits = 0;
    bool in_frac = false;
    int since_group = -1;  // digits since the last group separator (-1: none yet)
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (digit(c)) {
            if (in_frac) {
                if (frac_digits == kDigits) return false;
                frac = frac * 10 + (c - '0');
                ++frac_digits;
            } else {
                whole = whole * 10 + (c - '0');
                if (whole > pow10(20)) return false;
                if (since_group >= 0) ++since_group;
            }
        } else if (c == point && !in_frac) {
            if (since_group >= 0 && since_group != 3) return false;
            in_frac = true;
        } else if ((c == group || c == ' ' || c == '\'') && !in_frac) {
            if (since_group >= 0 && since_group != 3) return false;
            since_group = 0;
        } else {
            return false;
        }
    }
    if (since_group >= 0 && !in_frac && since_group != 3) return false;
    out.v = whole * kOne + frac * pow10(kDigits - frac_digits);
    return true;
}

Amount amount_at(std::string_view text, int line, std::string_view what, bool decimal_comma) {
    Amount a;
    if (!parse_amount(text, a, decimal_comma)) {
        refuse(line, std::string(what) + " " + quote(trim(text)) + " is not an amount");
    }
    return a;
}

std::string amount_text(Amount a) { return phh::detail::decimal_text(a.v, -kDigits); }

phh::Value amount_value(Amount a) {
    if (a.v % kOne == 0 && a.v / kOne < pow10(18)) {
        return phh::detail::make_int(static_cast<std::int64_t>(a.v / kOne));
    }
    return phh::detail::make_float(std::strtod(amount_text(a).c_str(), nullptr));
}

phh::Value bool_value(bool b) {
    phh::Value v;
    v.kind = phh::Value::Kind::Bool;
    v.boolean = b;
    return v;
}

phh::Value id_value(std::string_view id) {
    if (!id.empty() && id.size() <= 18 && std::all_of(id.begin(), id.end(), [](char c) { return digit(c); })) {
        return phh::detail::make_int(std::strtoll(std::string(id).c_str(), nullptr, 10));
    }
    return phh::detail::make_string(clean_name(id));
}

void set_hand_id(SiteHand& h, std::string_view id, int line) {
    h.id = std::string(id);
    h.extra.emplace_back("hand", id_value(id));
    if (id.find(':') != std::string_view::npos) {
        refuse(line, "the hand number " + quote(id) + " holds ':'; the header line is garbled");
    }
}

// ---------------------------------------------------------------------------
// Cards

std::string card(std::string_view text) {
    std::string rank;
    char suit = 0;
    if (text.size() == 3 && text.substr(0, 2) == "10") {
        rank = "T";
        suit = text[2];
    } else if (text.size() == 2) {
        rank = std::string(1, text[0]);
        suit = text[1];
    } else {
        return {};
    }
    char r = rank[0];
    if (r >= 'a' && r <= 'z') r = static_cast<char>(r - 'a' + 'A');
    if (suit >= 'A' && suit <= 'Z') suit = static_cast<char>(suit - 'A' + 'a');
    if (std::string_view("23456789TJQKA").find(r) == std::string_view::npos) return {};
    if (std::string_view("cdhs").find(suit) == std::string_view::npos) return {};
    return {r, suit};
}

std::string cards(std::string_view text) {
    std::string out;
    std::size_t i = 0;
    text = trim(text);
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == ',')) ++i;
        if (i >= text.size()) break;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != ',') ++j;
        std::string_view token = text.substr(i, j - i);
        // "AhKd" without separators.
        if (token.size() > 3 && token.size() % 2 == 0) {
            for (std::size_t k = 0; k < token.size(); k += 2) {
                const std::string c = card(token.substr(k, 2));
                if (c.empty()) return {};
                out += c;
            }
        } else {
            const std::string c = card(token);
            if (c.empty()) return {};
            out += c;
        }
        i = j;
    }
    return out;
}

// ---------------------------------------------------------------------------
// Building

int SiteHand::find(std::string_view name) const {
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (players[i].name == name) return static_cast<int>(i);
    }
    return -1;
}

int SiteHand::match(std::string_view text, std::string_view after, std::string_view& rest) const {
    int best = -1;
    std::size_t best_size = 0;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string& n = players[i].name;
        if (n.size() + after.size() <= text.size() && starts_with(text, n) &&
            text.substr(n.size(), after.size()) == after && (best < 0 || n.size() > best_size)) {
            best = static_cast<int>(i);
            best_size = n.size();
        }
    }
    if (best >= 0) rest = text.substr(best_size + after.size());
    return best;
}

void SiteHand::post_ante(int p, Amount a) {
    players[p].ante += a;
    players[p].put += a;
    players[p].acted = true;
}

void SiteHand::post_blind(int p, Amount a) {
    players[p].blind += a;
    players[p].street += a;
    players[p].acted = true;
}

void SiteHand::post_dead(int p, Amount a) {
    players[p].ante += a;
    players[p].put += a;
    players[p].acted = true;
}

void SiteHand::fold(int p, int line) {
    players[p].acted = true;
    events.push_back({Kind::Fold, p, {}, {}, -1, line});
}

void SiteHand::check(int p, int line) {
    players[p].acted = true;
    events.push_back({Kind::CheckCall, p, {}, {}, -1, line});
}

void SiteHand::call(int p, Amount added, int line) {
    players[p].acted = true;
    players[p].street += added;
    events.push_back({Kind::CheckCall, p, {}, {}, -1, line});
}

void SiteHand::bet(int p, Amount added, int line) { raise_to(p, players[p].street + added, line); }

void SiteHand::raise_to(int p, Amount to, int line) {
    players[p].acted = true;
    players[p].street = to;
    events.push_back({Kind::BetTo, p, to, {}, -1, line});
}

void SiteHand::put(int p, Amount added, int line) {
    Amount top;
    for (const Player& pl : players) {
        if (top < pl.street) top = pl.street;
    }
    if (top < players[p].street + added) {
        bet(p, added, line);
    } else {
        call(p, added, line);
    }
}

void SiteHand::show(int p, std::string c, int line) {
    players[p].acted = true;
    for (Event& e : events) {
        if (e.player == p && e.kind == Kind::Show) return;
        if (e.player == p && e.kind == Kind::Muck) {
            // A muck line, then the summary's "showed [..]": the cards were shown.
            e.kind = Kind::Show;
            e.cards = c;
            players[p].hole = std::move(c);
            return;
        }
    }
    if (players[p].hole.empty()) players[p].hole = c;
    events.push_back({Kind::Show, p, {}, std::move(c), -1, line});
}

void SiteHand::muck(int p, std::string c, int line) {
    players[p].acted = true;
    for (const Event& e : events) {
        if (e.player == p && (e.kind == Kind::Show || e.kind == Kind::Muck)) return;
    }
    if (players[p].hole.empty()) players[p].hole = c;
    events.push_back({Kind::Muck, p, {}, {}, -1, line});
}

void SiteHand::board(std::string c, int runout, int line) {
    for (Player& p : players) {
        p.put += p.street;
        p.street = {};
    }
    if (runout + 1 > runs) runs = runout + 1;
    events.push_back({Kind::Board, -1, {}, std::move(c), runout, line});
}

void SiteHand::collect(int p, Amount a) { players[p].collected += a; }

// ---------------------------------------------------------------------------
// The PHH hand and its proof

namespace {

struct Built {
    phh::Hand hand;
    std::vector<int> action_lines;  // the site line of each action (0: none)
};

// The hand with the boards of run `run`.
Built build(const SiteHand& h, const std::vector<int>& order, int run) {
    Built b;
    phh::Hand& hand = b.hand;
    hand.variant = h.variant;
    std::vector<int> number(h.players.size(), 0);  // PHH player number per site player
    for (std::size_t k = 0; k < order.size(); ++k) number[static_cast<std::size_t>(order[k])] = static_cast<int>(k) + 1;
    for (int p : order) {
        const Player& pl = h.players[static_cast<std::size_t>(p)];
        hand.antes.push_back(amount_value(pl.ante));
        hand.blinds_or_straddles.push_back(amount_value(pl.blind));
        // A cap game plays as if no stack were deeper than the cap.
        hand.starting_stacks.push_back(amount_value(!h.cap.zero() && h.cap < pl.stack ? h.cap : pl.stack));
    }
    // Heads-up, PHH lists the blinds by position, small blind first, while p1
    // (after the button) posts the big blind.
    if (order.size() == 2) std::swap(hand.blinds_or_straddles[0], hand.blinds_or_straddles[1]);
    const phh::Variant* v = phh::find_variant(hand.variant);
    if (v != nullptr && v->betting == Betting::FixedLimit) {
        hand.small_bet = amount_value(h.small_bet);
        hand.big_bet = amount_value(h.big_bet);
    } else {
        hand.min_bet = amount_value(h.min_bet);
    }
    auto add = [&](std::string text, int line) {
        hand.actions.push_back(std::move(text));
        b.action_lines.push_back(line);
    };
    for (int p : order) {
        const Player& pl = h.players[static_cast<std::size_t>(p)];
        std::string c = pl.hole;
        if (c.empty()) {
            for (int k = 0; k < h.hole_count; ++k) c += "??";
        }
        add("d dh p" + std::to_string(number[static_cast<std::size_t>(p)]) + " " + c, 0);
    }
    for (const Event& e : h.events) {
        const std::string who = e.player >= 0 ? "p" + std::to_string(number[static_cast<std::size_t>(e.player)]) : "";
        switch (e.kind) {
            case Kind::Board:
                if (e.runout == -1 || e.runout == run) add("d db " + e.cards, e.line);
                break;
            case Kind::Fold:
                add(who + " f", e.line);
                break;
            case Kind::CheckCall:
                add(who + " cc", e.line);
                break;
            case Kind::BetTo:
                add(who + " cbr " + amount_text(e.to), e.line);
                break;
            case Kind::Show:
                add(who + " sm " + e.cards, e.line);
                break;
            case Kind::Muck:
                add(who + " sm -", e.line);
                break;
        }
    }
    return b;
}

// The exponent of the largest power of ten (at most 1) that divides every amount.
int unit_exponent(const std::vector<Amount>& amounts) {
    for (int e = 0; e <= kDigits; ++e) {
        const Int128 unit = pow10(kDigits - e);
        bool whole = true;
        for (const Amount& a : amounts) whole = whole && a.v % unit == 0;
        if (whole) return -e;
    }
    return -kDigits;
}

Chips chips_of(Amount a, int exponent) { return static_cast<Chips>(a.v / pow10(kDigits + exponent)); }

std::string seat_name(const SiteHand& h, int p) {
    return phh::detail::py_repr(h.players[static_cast<std::size_t>(p)].name);
}

// A field whose strings are made valid UTF-8 as names are (clean_name): a
// garbled site file ("US\xC4") must still give PHH text that reads back.
void clean_strings(phh::Value& v) {
    if (v.kind == phh::Value::Kind::String) v.text = clean_name(v.text);
    for (auto& item : v.items) clean_strings(item);
    for (auto& field : v.fields) clean_strings(field.second);
}

std::pair<std::string, phh::Value> valid_text(std::pair<std::string, phh::Value> field) {
    clean_strings(field.second);
    return field;
}

}  // namespace

phh::Hand finish(SiteHand& h) {
    // The players dealt in, clockwise from the seat after the button.
    std::vector<int> order;
    for (std::size_t i = 0; i < h.players.size(); ++i) {
        if (h.players[i].acted) order.push_back(static_cast<int>(i));
    }
    if (h.players.empty()) refuse(h.line, "the hand lists no seats: its text is cut short");
    if (h.button < 0) refuse(h.line, "the hand names no button seat");
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const int sa = h.players[static_cast<std::size_t>(a)].seat;
        const int sb = h.players[static_cast<std::size_t>(b)].seat;
        const bool after_a = sa > h.button;
        const bool after_b = sb > h.button;
        if (after_a != after_b) return after_a;
        return sa < sb;
    });
    if (order.size() < 2) {
        refuse(h.line, std::to_string(order.size()) +
                           " player(s) dealt in (the others sit out or wait): no hand was played to replay");
    }
    if (order.size() > static_cast<std::size_t>(kMaxSeats)) {
        refuse(h.line,
               std::to_string(order.size()) + " player(s) take part; a hand needs 2 to " + std::to_string(kMaxSeats));
    }
    for (const Event& e : h.events) {
        if (e.player >= 0 && !h.players[static_cast<std::size_t>(e.player)].acted) {
            refuse(e.line, "a player acts who was not dealt in");
        }
    }

    // A blind posted out of position (a player joining, or back from a
    // break, posts a big blind where they sit): the engine opens the betting
    // after the blinds of the seats after the button (small blind, big
    // blind, then straddles, each larger), so such a post is written as what
    // it comes to. A player who folds loses it: dead money, with the antes.
    // A player who acts puts it towards the street total their action
    // reaches: the post is left out, and the check, call or raise reaches
    // the same total from nothing.
    {
        // The blinds in place: the first two players' (small and big blind),
        // then each post larger than every one before it (a straddle).
        std::vector<bool> in_place(order.size(), false);
        Amount top;
        for (std::size_t k = 0; k < order.size(); ++k) {
            const Amount b = h.players[static_cast<std::size_t>(order[k])].blind;
            if (b.zero() || (k >= 2 && !(top < b))) continue;
            if (top < b) top = b;
            in_place[k] = true;
        }
        for (std::size_t k = 0; k < order.size(); ++k) {
            Player& pl = h.players[static_cast<std::size_t>(order[k])];
            if (pl.blind.zero() || in_place[k]) continue;
            const int p = order[k];
            Event* first = nullptr;
            for (Event& e : h.events) {
                if (e.kind == Kind::Board) break;
                if (e.player == p && (e.kind == Kind::Fold || e.kind == Kind::CheckCall || e.kind == Kind::BetTo)) {
                    first = &e;
                    break;
                }
            }
            if (first == nullptr || first->kind == Kind::Fold || top < pl.blind) {
                pl.ante += pl.blind;
            }
            pl.blind = {};
        }
    }

    // Every amount, for the chip unit.
    std::vector<Amount> amounts = {h.rake, h.fees, h.total_pot, h.min_bet, h.small_bet, h.big_bet};
    for (int p : order) {
        const Player& pl = h.players[static_cast<std::size_t>(p)];
        amounts.insert(amounts.end(), {pl.stack, pl.ante, pl.blind, pl.collected});
        if (pl.stack.v < 0 || pl.collected.v < 0) refuse(h.line, "a negative amount");
    }
    for (const Event& e : h.events) amounts.push_back(e.to);
    const int exponent = unit_exponent(amounts);
    const phh::ChipScale scale{1, exponent};
    for (const Amount& a : amounts) {
        if (a.v / pow10(kDigits + exponent) > Int128{std::int64_t{1} << 52}) {
            refuse(h.line,
                   "an amount is too large for the rules engine (more than 2^52 chips of " + scale.unit_text() + ")");
        }
    }

    // Replay each run; the pot splits evenly between the runs.
    const std::size_t n = order.size();
    std::vector<Chips> won(n, 0);
    Chips pot = 0;
    Built first;
    for (int run = 0; run < h.runs; ++run) {
        Built b = build(h, order, run);
        try {
            phh::validate(b.hand);
        } catch (const Error& e) {
            refuse(h.line, std::string("the hand does not make a valid PHH hand: ") + e.what());
        }
        TableState state = [&]() -> TableState {
            try {
                return phh::replay(b.hand, scale);
            } catch (const Error& e) {
                std::string message = e.what();
                int line = h.line;
                // "action J 'p3 cbr 3': ..." names the PHH action.
                if (starts_with(message, "action ")) {
                    const std::size_t j = static_cast<std::size_t>(std::atoi(message.c_str() + 7));
                    if (j < b.action_lines.size() && b.action_lines[j] > 0) line = b.action_lines[j];
                }
                refuse(line, "the rules engine refuses the hand: " + message);
            }
        }();
        if (state.phase() != Phase::Finished) {
            refuse(h.line, "the hand stops before it is over (the replay still waits for " +
                               std::string(state.phase() == Phase::Dealing ? "board cards" : "an action") + ")");
        }
        Chips run_pot = 0;
        for (std::size_t i = 0; i < n; ++i) {
            won[i] += state.seats()[i].won;
            run_pot += state.seats()[i].contributed;
        }
        pot = run_pot;
        if (run == 0) first = std::move(b);
    }

    // A site that counts a player's own uncalled chips in what they
    // collected (when they collect more than the replay awards): the replay
    // returns them, so they come off.
    if (h.collect_uncalled) {
        // The state of the first run: what each player put in, less what came back.
        TableState state = phh::replay(first.hand, scale);
        for (std::size_t k = 0; k < n; ++k) {
            Player& pl = h.players[static_cast<std::size_t>(order[k])];
            const Chips put = chips_of(pl.put + pl.street, exponent);
            const Chips back = put - state.seats()[k].contributed;
            const Amount a{static_cast<Int128>(back) * pow10(kDigits + exponent)};
            if (back > 0 && a <= pl.collected && chips_of(pl.collected, exponent) > won[k]) pl.collected -= a;
        }
    }

    // The site's figures against the replay's.
    Chips collected = 0;
    for (int p : order) collected += chips_of(h.players[static_cast<std::size_t>(p)].collected, exponent);
    auto text = [&](Chips c) { return scale.to_amount(c); };
    if (h.rake_unstated) {
        // The rake is what the pot leaves after the collections: at least 0,
        // and (rakes being a few percent, capped) at most a tenth of the pot.
        const Chips left = pot - collected;
        if (left < 0 || left * 10 > pot) {
            refuse(h.line, "the site's collections (" + text(collected) + ") leave " + text(left) +
                               " of the replay's pot (" + text(pot) + ") as the rake the text does not state");
        }
        h.rake = Amount{static_cast<Int128>(left) * pow10(kDigits + exponent)};
    }
    const Chips rake = chips_of(h.rake, exponent) + chips_of(h.fees, exponent);
    if (h.has_total && chips_of(h.total_pot, exponent) != pot) {
        refuse(h.line, "the replay's pot is " + text(pot) + " but the site's total pot is " +
                           text(chips_of(h.total_pot, exponent)));
    }
    if (collected + rake != pot) {
        refuse(h.line, "the site's collections (" + text(collected) + ") and rake and fees (" + text(rake) +
                           ") do not add up to the replay's pot (" + text(pot) + ")");
    }
    const Chips runs = h.runs;
    for (std::size_t k = 0; k < n; ++k) {
        const int p = order[k];
        const Chips c = chips_of(h.players[static_cast<std::size_t>(p)].collected, exponent) * runs;
        const Chips w = won[k];
        // One run: the site pays what the replay awards less a share of
        // the rake. Several: each run splits its share of the pot, so the
        // odd chips may go either way.
        const bool ok = runs == 1 ? c <= w && (c > 0 || w <= rake)
                                  : c <= w + runs && w - c <= runs * (rake + 1) && (c > 0 || w <= runs * rake);
        if (!ok || (c > 0 && w == 0)) {
            refuse(h.line, "the replay gives " + seat_name(h, p) + " " + scale.to_amount(w / runs) +
                               " but the site says they collected " +
                               amount_text(h.players[static_cast<std::size_t>(p)].collected));
        }
    }

    // The extra fields.
    phh::Hand& hand = first.hand;
    std::vector<phh::Value> names, seats, winnings, stacks;
    for (int p : order) {
        const Player& pl = h.players[static_cast<std::size_t>(p)];
        stacks.push_back(amount_value(pl.stack));
        names.push_back(phh::detail::make_string(pl.name));
        seats.push_back(phh::detail::make_int(pl.seat));
        winnings.push_back(amount_value(pl.collected));
    }
    auto array = [](std::vector<phh::Value> items) {
        phh::Value v;
        v.kind = phh::Value::Kind::Array;
        v.items = std::move(items);
        return v;
    };
    hand.extra.emplace_back("players", array(std::move(names)));
    hand.extra.emplace_back("seats", array(std::move(seats)));
    if (h.max_seats > 0) hand.extra.emplace_back("seat_count", phh::detail::make_int(h.max_seats));
    for (auto& f : h.extra) hand.extra.push_back(valid_text(std::move(f)));
    hand.extra.emplace_back("winnings", array(std::move(winnings)));
    hand.extra.emplace_back("_site", phh::detail::make_string(h.site));
    hand.extra.emplace_back("_rake", amount_value(h.rake));
    if (!h.fees.zero()) hand.extra.emplace_back("_fees", amount_value(h.fees));
    if (h.has_total) hand.extra.emplace_back("_total_pot", amount_value(h.total_pot));
    if (!h.cap.zero()) {
        hand.extra.emplace_back("_cap", amount_value(h.cap));
        hand.extra.emplace_back("_seat_stacks", array(std::move(stacks)));
    }
    if (h.runs > 1) {
        std::vector<phh::Value> boards;
        for (int run = 1; run < h.runs; ++run) {
            std::string board;
            for (const Event& e : h.events) {
                if (e.kind == Kind::Board && (e.runout == -1 || e.runout == run)) board += e.cards;
            }
            boards.push_back(phh::detail::make_string(board));
        }
        hand.extra.emplace_back("_runouts", array(std::move(boards)));
    }
    for (auto& f : h.site_extra) hand.extra.push_back(valid_text(std::move(f)));
    try {
        phh::validate(hand);
    } catch (const Error& e) {
        refuse(h.line, std::string("the hand does not make a valid PHH hand: ") + e.what());
    }
    return std::move(hand);
}

}  // namespace xiapl::sites::detail
