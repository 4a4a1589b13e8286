// Replaying a hand through the rules engine, and a state's hand as PHH.
#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <utility>

#include "internal.hpp"
#include "xiapl/games.hpp"

namespace xiapl::phh {

namespace {

using detail::py_repr;
using detail::Step;

CardMask cards_mask(std::string_view token) { return detail::run_mask(token); }

bool has_unknown(std::string_view token) { return token.find('?') != std::string_view::npos; }

// The most cards one deal or discard line of a stud or draw hand gives.
constexpr std::size_t kMaxRun = 8;

// One step of the engine: a deal or a player's action.
struct EngineStep {
    std::uint32_t index = 0;  // the action's index in hand.actions
    Verb verb = Verb::Fold;
    int seat = 0;
    CardMask cards = 0;
    std::string_view amount;
    // Stud and draw hole deals and discards: the cards in order, -1 unknown.
    std::array<std::int8_t, kMaxRun> run{};
    std::uint8_t run_size = 0;
};

// A hand as the engine takes it: the config and the steps.
struct Plan {
    TableConfig config;
    std::vector<EngineStep> steps;
    // The show and muck lines (after how many steps) and a board game's hole deal lines, as written.
    WrittenLines written;
    // A show or muck the history cannot make (they are not engine steps): it
    // is refused when the replay reaches it, so an earlier illegal action is
    // the one named.
    std::size_t refused_at = std::string::npos;
    std::string refusal;

    void refuse_at(std::size_t index, std::string message) {
        if (message.empty() || refused_at != std::string::npos) return;
        refused_at = index;
        refusal = std::move(message);
    }
    // Throws the refusal once the replay is at or past action `index`.
    void check_reached(std::size_t index) const {
        if (refused_at <= index) fail(ErrorKind::InvalidArgument, refusal);
    }
};

const Variant& require_replayed(const Hand& hand) {
    const Variant* v = find_variant(hand.variant);
    if (v != nullptr && v->replays) return *v;
    fail(ErrorKind::Unsupported, "variant " + py_repr(hand.variant) +
                                     (v != nullptr ? std::string(" (") + v->name +
                                                         ") is read and written, but the rules engine does not play it"
                                                   : std::string(" is not a PHH variant code")) +
                                     "; xiapl replays " + detail::variant_codes(true));
}

[[noreturn]] void setup_failure(const std::string& message) {
    fail(ErrorKind::InvalidArgument, "the hand cannot be set up: " + message);
}

// `holes`: the known cards of each player; `dealt`: how many each was dealt.
// Omaha is dealt four, five or six cards, Omaha hi/lo four or five: the game
// of a variant's code when a player holds `most`.
Game omaha_game(Game code_game, std::size_t most) {
    if (code_game == Game::Omaha4) return most == 5 ? Game::Omaha5 : most == 6 ? Game::Omaha6 : Game::Omaha4;
    if (code_game == Game::OmahaHiLo4) return most == 5 ? Game::OmahaHiLo5 : Game::OmahaHiLo4;
    return code_game;
}

// The most hole cards a variant's code deals a player.
int most_hole_cards(Game code_game) {
    return code_game == Game::Omaha4 ? 6 : code_game == Game::OmahaHiLo4 ? 5 : game_rules(code_game).hole_cards;
}

Game game_for(const Variant& v, const std::string_view* holes, const int* dealt, int n) {
    if (v.game != Game::Omaha4 && v.game != Game::OmahaHiLo4) return v.game;
    std::size_t most = 0;
    for (int p = 0; p < n; ++p) most = std::max({most, holes[p].size() / 2, static_cast<std::size_t>(dealt[p])});
    return omaha_game(v.game, most);
}

// Hole-card text per player (known cards only): dealt, else shown.
struct Holes {
    std::string_view text[kMaxSeats];
    bool mucked[kMaxSeats] = {};
};

// The hole deals of a board game, which deals every player its cards before
// the first action: each line is checked against what the variant deals, so
// that a player dealt twice (or never) is refused, not re-read.
struct BoardDeals {
    std::string known[kMaxSeats];  // the known cards of the player's deal lines, in order
    int count[kMaxSeats] = {};     // cards dealt, known or not
    int first[kMaxSeats] = {};     // the action index of the player's first deal line
    bool unseen[kMaxSeats] = {};   // a deal line held "??"
    bool betting_started = false;
};

// A board game's hole deal `step` (action j) taken into `deals`; the
// player's known cards become holes.text.
void take_board_deal(const Hand& hand, std::size_t j, const Step& step, const Variant& v, BoardDeals& deals,
                     Holes& holes) {
    const int seat = step.player - 1;
    const auto s = static_cast<std::size_t>(seat);
    const std::string who = std::string("p").append(std::to_string(step.player));
    auto refuse = [&](const std::string& why) {
        fail(ErrorKind::InvalidArgument, "action " + std::to_string(j) + " " + py_repr(hand.actions[j]) + ": " + why);
    };
    if (deals.betting_started) {
        refuse(std::string(v.code) + " deals the hole cards before the first action; move the deal line up");
    }
    // Omaha is dealt four, five or six cards (the deal lines say which).
    const int most = most_hole_cards(v.game);
    const int count = static_cast<int>(step.cards.size() / 2);
    if (deals.count[s] + count > most) {
        const std::string rule = who + " is dealt " + std::to_string(deals.count[s] + count) + " hole cards but " +
                                 std::string(v.code) + " deals " +
                                 (v.game == Game::Omaha4 || v.game == Game::OmahaHiLo4 ? "at most " : "") +
                                 std::to_string(most) + " to a player";
        if (deals.count[s] == 0) refuse(rule);
        refuse(rule + ": action " + std::to_string(deals.first[s]) + " " +
               py_repr(hand.actions[static_cast<std::size_t>(deals.first[s])]) +
               " dealt it already; deal each player its cards once (\"??\" for cards nobody saw)");
    }
    if (deals.count[s] == 0) deals.first[s] = static_cast<int>(j);
    deals.count[s] += count;
    for (std::size_t k = 0; k + 1 < step.cards.size(); k += 2) {
        const std::string_view card = step.cards.substr(k, 2);
        if (has_unknown(card)) {
            deals.unseen[s] = true;
        } else {
            deals.known[s] += card;
        }
    }
    holes.text[s] = deals.unseen[s] ? std::string_view() : std::string_view(deals.known[s]);
}

// A board game's show (action j) repeats the cards dealt: a shown card that
// is neither a known dealt card nor one of the player's unseen ones ("??")
// contradicts the deal.
std::string board_show_refusal(const Hand& hand, std::size_t j, const Step& step, const BoardDeals& deals) {
    const auto s = static_cast<std::size_t>(step.player - 1);
    if (deals.count[s] == 0) return "";
    const CardMask known = cards_mask(deals.known[s]);
    const int unseen = deals.count[s] - std::popcount(known);
    if (std::popcount(cards_mask(step.cards) & ~known) <= unseen) return "";
    return "action " + std::to_string(j) + " " + py_repr(hand.actions[j]) + ": p" + std::to_string(step.player) +
           " shows cards it was not dealt: action " + std::to_string(deals.first[s]) + " " +
           py_repr(hand.actions[static_cast<std::size_t>(deals.first[s])]) +
           " dealt it others; a show repeats the cards dealt (\"??\" in the deal for cards nobody saw)";
}

// A player that folded neither shows nor mucks: its cards are out of the hand.
std::string folded_show_refusal(const Hand& hand, std::size_t j, const Step& step, const int* folded_at) {
    if (step.verb != Verb::ShowOrMuck || step.player < 1) return "";
    const int at = folded_at[step.player - 1];
    if (at == 0) return "";
    return "action " + std::to_string(j) + " " + py_repr(hand.actions[j]) + ": p" + std::to_string(step.player) +
           " folded at action " + std::to_string(at - 1) + " " +
           py_repr(hand.actions[static_cast<std::size_t>(at - 1)]) +
           " and has no hand to show or muck; put a remark after \"#\" in the fold line instead";
}

// Every player of a board game that deals any hole cards must be dealt.
void check_board_deals(const Variant& v, const BoardDeals& deals, int n) {
    int dealt = 0, cards = 0;
    for (int p = 0; p < n; ++p) {
        dealt += deals.count[p] > 0 ? 1 : 0;
        cards = std::max(cards, deals.count[p]);
    }
    if (dealt == 0 || dealt == n) return;
    for (int p = 0; p < n; ++p) {
        if (deals.count[p] > 0) continue;
        std::string line = "d dh p" + std::to_string(p + 1) + " ";
        for (int k = 0; k < cards; ++k) line += "??";
        fail(ErrorKind::InvalidArgument, "p" + std::to_string(p + 1) + " is never dealt hole cards but " +
                                             std::to_string(dealt) + " of the " + std::to_string(n) + " players are; " +
                                             std::string(v.code) + " deals every player: add its deal line, e.g. " +
                                             py_repr(line) + " for cards nobody saw");
    }
}

// A field's amount in chips; `player` (0-based) names it in a message.
Chips amount_chips(const ChipScale& scale, const Value& v, const char* field, std::size_t player) {
    if (v.kind == Value::Kind::Int && scale.mantissa == 1 && scale.exponent == 0) return v.integer;
    const std::string what = player < static_cast<std::size_t>(kMaxSeats)
                                 ? std::string(field) + " of p" + std::to_string(player + 1)
                                 : std::string(field);
    return scale.to_chips(v, what);
}

// A board deal's known cards in the order written, into step.run (a
// written "??" is left out: the engine refuses the deal for its count).
void board_run(std::string_view cards, EngineStep& step) {
    for (std::size_t k = 0; 2 * k + 1 < cards.size() && step.run_size < kMaxRun; ++k) {
        const int id = detail::card_at(cards, k);
        if (id >= 0) step.run[step.run_size++] = static_cast<std::int8_t>(id);
    }
}

// A stud or draw hand's action as an engine step: hole deals and discards
// keep their cards in order (stud deals face down, then face up), shows are
// kept for reveal_unknown_cards.
EngineStep run_step(const Hand& hand, std::size_t j, const Step& step, const Variant& v, Holes& holes) {
    EngineStep out{static_cast<std::uint32_t>(j), step.verb, step.player - 1, 0, step.amount};
    const Family family = family_of(v.game);
    auto refuse = [&](const std::string& why) {
        fail(ErrorKind::InvalidArgument,
             "action " + std::to_string(j) + " " + py_repr(hand.actions[j]) + ": " + std::string(v.code) + " " + why);
    };
    switch (step.verb) {
        case Verb::BringIn:
            if (family != Family::Stud) refuse("has no bring-in (pb is a stud action)");
            break;
        case Verb::Discard:
            if (family != Family::Draw) refuse("has no draw (sd is a draw-game action)");
            [[fallthrough]];
        case Verb::DealHole: {
            const std::size_t size = step.cards.size() / 2;
            if (size > kMaxRun) refuse("deals or discards " + std::to_string(size) + " cards in one line");
            out.run_size = static_cast<std::uint8_t>(size);
            for (std::size_t k = 0; k < size; ++k)
                out.run[k] = static_cast<std::int8_t>(detail::card_at(step.cards, k));
            break;
        }
        case Verb::DealBoard:
            out.seat = -1;
            out.cards = cards_mask(step.cards);
            board_run(step.cards, out);
            break;
        case Verb::ShowOrMuck:
            if (!step.muck && !has_unknown(step.cards)) holes.text[out.seat] = step.cards;
            break;
        default:
            break;
    }
    return out;
}

// Cards a hand history dealt unseen ("??") to a seat that shows its hand at
// the end are the shown cards it was not seen to get: they are filled in, so
// that the engine can score the hand. A draw's unseen discards are taken to
// be the earliest unseen cards held.
void reveal_unknown_cards(std::vector<EngineStep>& steps, const Holes& holes, int n) {
    for (int seat = 0; seat < n; ++seat) {
        if (holes.text[seat].empty()) continue;
        const CardMask shown = cards_mask(holes.text[seat]);
        std::vector<std::pair<std::size_t, std::size_t>> unseen;  // (step, position) still held
        CardMask held = 0;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            EngineStep& st = steps[i];
            if (st.seat != seat || (st.verb != Verb::DealHole && st.verb != Verb::Discard)) continue;
            for (std::size_t k = 0; k < st.run_size; ++k) {
                const int id = st.run[k];
                if (st.verb == Verb::DealHole) {
                    if (id >= 0) held |= bit(id);
                    if (id == -1) unseen.emplace_back(i, k);
                } else if (id >= 0) {
                    held &= ~bit(id);
                } else if (!unseen.empty()) {
                    unseen.erase(unseen.begin());
                }
            }
        }
        const CardMask rest = shown & ~held;
        if (unseen.empty() || (held & ~shown) != 0 || std::popcount(rest) != static_cast<int>(unseen.size())) continue;
        const std::vector<CardId> ids = ids_of(rest);
        for (std::size_t k = 0; k < unseen.size(); ++k) {
            steps[unseen[k].first].run[unseen[k].second] = static_cast<std::int8_t>(ids[k]);
        }
    }
}

// An action line in its canonical spelling, commentary kept (a saved state
// holds it on one line: a line break in the commentary becomes a space).
std::string as_written(const std::string& line) {
    std::string text = format_action(parse_action(line));
    for (char& c : text) {
        if (c == '\n' || c == '\r') c = ' ';
    }
    return text;
}

Plan make_plan(const Hand& hand, const ChipScale& scale) {
    const Variant& v = require_replayed(hand);
    const int n = hand.player_count();
    if (n < 2 || n > kMaxSeats) {
        setup_failure("the hand has " + std::to_string(n) + " players; xiapl plays 2 to 10");
    }
    auto per_player = [&](const std::vector<Value>& list, const char* name) {
        if (list.size() != static_cast<std::size_t>(n)) {
            setup_failure(std::string(name) + " has " + std::to_string(list.size()) + " entries but the hand has " +
                          std::to_string(n) + " players");
        }
    };
    per_player(hand.antes, "antes");
    if (v.blinds) per_player(hand.blinds_or_straddles, "blinds_or_straddles");
    const Family family = family_of(v.game);
    Plan plan;
    plan.steps.reserve(hand.actions.size());
    Holes holes;
    BoardDeals deals;
    int folded_at[kMaxSeats] = {};  // per seat: the index of its fold + 1, or 0
    for (std::size_t j = 0; j < hand.actions.size(); ++j) {
        const std::string& action = hand.actions[j];
        const Step step = detail::read_step(action, n);
        if (step.verb == Verb::Comment) {
            plan.written.shows.emplace_back(plan.steps.size(), as_written(action));
            continue;
        }
        const int seat = step.player - 1;
        plan.refuse_at(j, folded_show_refusal(hand, j, step, folded_at));
        if (step.verb == Verb::ShowOrMuck) plan.written.shows.emplace_back(plan.steps.size(), as_written(action));
        if (step.verb == Verb::DealHole && family == Family::Board)
            plan.written.hole_deals.push_back(as_written(action));
        if (step.verb == Verb::Fold) folded_at[seat] = static_cast<int>(j) + 1;
        if (family != Family::Board) {
            // Shows are taken by run_step; they are not steps of the engine.
            const EngineStep engine_step = run_step(hand, j, step, v, holes);
            if (step.verb != Verb::ShowOrMuck) plan.steps.push_back(engine_step);
            continue;
        }
        switch (step.verb) {
            case Verb::DealHole:
                take_board_deal(hand, j, step, v, deals, holes);
                break;
            case Verb::ShowOrMuck:
                if (step.muck) {
                    holes.mucked[seat] = true;
                } else {
                    plan.refuse_at(j, board_show_refusal(hand, j, step, deals));
                    if (!has_unknown(step.cards) && holes.text[seat].empty()) holes.text[seat] = step.cards;
                }
                break;
            case Verb::BringIn:
            case Verb::Discard:
                fail(ErrorKind::InvalidArgument, "action " + std::to_string(j) + " " + py_repr(action) + ": " +
                                                     std::string(v.code) + " has no " +
                                                     (step.verb == Verb::BringIn ? "bring-in (pb is a stud action)"
                                                                                 : "draw (sd is a draw-game action)"));
            case Verb::DealBoard: {
                deals.betting_started = true;
                EngineStep board{static_cast<std::uint32_t>(j), step.verb, -1, cards_mask(step.cards), {}};
                board_run(step.cards, board);
                plan.steps.push_back(board);
                break;
            }
            default:
                deals.betting_started = true;
                plan.steps.push_back(EngineStep{static_cast<std::uint32_t>(j), step.verb, seat, 0, step.amount});
        }
    }
    // Each step's line as written (before reveal_unknown_cards fills in a "??" the showdown shows).
    // A bet's amount is kept in chips, so that a state written in another chip unit stays consistent.
    plan.written.steps.reserve(plan.steps.size());
    for (const EngineStep& step : plan.steps) {
        Action line = parse_action(hand.actions[step.index]);
        if (line.verb == Verb::BetOrRaise) {
            try {
                line.amount = std::to_string(scale.to_chips(line.amount, "amount"));
            } catch (const Error&) {
                plan.written.steps.emplace_back();  // the replay refuses the step, naming it
                continue;
            }
        }
        plan.written.steps.push_back(as_written(format_action(line)));
    }
    if (family == Family::Board) check_board_deals(v, deals, n);
    if (family != Family::Board) reveal_unknown_cards(plan.steps, holes, n);
    TableConfig& c = plan.config;
    c.game = game_for(v, holes.text, deals.count, n);
    c.betting = v.betting;
    c.button = n - 1;
    const auto un = static_cast<std::size_t>(n);
    c.stacks.resize(un);
    c.antes.resize(un);
    c.blinds.resize(un);
    if (family == Family::Board) {
        c.holes.resize(un);
        c.hole_order.resize(un);
    }
    for (std::size_t i = 0; i < un; ++i) {
        c.stacks[i] = amount_chips(scale, hand.starting_stacks[i], "starting_stacks", i);
        c.antes[i] = amount_chips(scale, hand.antes[i], "antes", i);
        // Heads-up PHH lists the blinds big blind first (p1 is the big blind).
        const std::size_t b = n == 2 ? 1 - i : i;
        if (v.blinds) c.blinds[i] = amount_chips(scale, hand.blinds_or_straddles[b], "blinds_or_straddles", b);
        if (family == Family::Board && !holes.mucked[i]) {
            c.holes[i] = cards_mask(holes.text[i]);
            // The cards in the order written; a card written twice is refused by the config's count.
            for (std::size_t k = 0; 2 * k + 1 < holes.text[i].size(); ++k) {
                const int id = detail::card_at(holes.text[i], k);
                if (id >= 0) c.hole_order[i].push_back(id);
            }
            if (c.hole_order[i].size() != static_cast<std::size_t>(std::popcount(c.holes[i]))) c.hole_order[i].clear();
        }
    }
    if (family == Family::Stud) c.bring_in = amount_chips(scale, hand.bring_in, "bring_in", un);
    if (family == Family::Draw) c.draws = v.betting == Betting::NoLimit ? 1 : 3;
    if (v.betting == Betting::FixedLimit) {
        c.small_bet = amount_chips(scale, hand.small_bet, "small_bet", un);
        c.big_bet = amount_chips(scale, hand.big_bet, "big_bet", un);
        if (c.small_bet == 0 || c.big_bet == 0) setup_failure("a fixed-limit hand needs small_bet and big_bet above 0");
    } else {
        c.min_bet = amount_chips(scale, hand.min_bet, "min_bet", un);
    }
    return plan;
}

// What the engine waits for, for a message: "p2 to act", "p1 to draw (sd)",
// "p3 to be dealt 2 more hole card(s)", "board cards".
std::string expected(const TableState& state) {
    const std::string who = "p" + std::to_string(state.actor() + 1);
    if (state.phase() == Phase::Drawing) return who + " to draw (sd)";
    if (state.deal_seat() >= 0) {
        const int seat = state.deal_seat();
        return "p" + std::to_string(seat + 1) + " to be dealt " +
               std::to_string(state.seats()[static_cast<std::size_t>(seat)].owed) + " more hole card(s)";
    }
    if (state.cards_needed() > 0) return std::to_string(state.cards_needed()) + " board card(s)";
    return state.actor() < 0 ? std::string("nobody to act") : who + " to act";
}

// For a refused stud or draw hole deal: the player's deal line before it,
// so that a message names both ("" if there is none).
std::string earlier_deal(const Hand& hand, const EngineStep& step) {
    if (step.verb != Verb::DealHole) return "";
    for (std::size_t j = step.index; j-- > 0;) {
        const Step before = detail::read_step(hand.actions[j], hand.player_count());
        if (before.verb == Verb::DealHole && before.player - 1 == step.seat) {
            return "; p" + std::to_string(step.seat + 1) + " was last dealt by action " + std::to_string(j) + " " +
                   py_repr(hand.actions[j]);
        }
    }
    return "";
}

// Applies one step; `out` is the state after it.
void apply_step(const Hand& hand, const EngineStep& step, const ChipScale& scale, TableState& state) {
    const std::string& action = hand.actions[step.index];
    auto where = [&] { return "action " + std::to_string(step.index) + " " + py_repr(action) + ": "; };
    if (step.verb != Verb::DealBoard && step.verb != Verb::DealHole && state.actor() != step.seat) {
        fail(ErrorKind::InvalidArgument, where() + "the engine expects " + expected(state));
    }
    try {
        switch (step.verb) {
            case Verb::DealBoard: {
                CardRun run;
                for (std::size_t k = 0; k < step.run_size; ++k) run.push(step.run[k]);
                // More cards than a run holds: the mask's count is refused with its message.
                state = std::popcount(step.cards) > kMaxCardRun ? std::move(state).deal_board(step.cards)
                                                                : std::move(state).deal_board(run);
                return;
            }
            case Verb::BringIn:
                state = std::move(state).apply(ActionKind::BringIn);
                return;
            case Verb::DealHole:
            case Verb::Discard: {
                CardMask up = 0;
                CardRun run;
                // Stud deals the street's face-down cards first.
                const Seat& s =
                    state.seats()[static_cast<std::size_t>(std::clamp(step.seat, 0, state.seat_count() - 1))];
                const int down = s.owed - s.owed_up;
                for (std::size_t k = 0; k < step.run_size; ++k) {
                    const int id = step.run[k];
                    run.push(id);
                    if (id >= 0 && step.verb == Verb::DealHole && static_cast<int>(k) >= down) up |= bit(id);
                }
                state = step.verb == Verb::DealHole ? std::move(state).deal_hole(step.seat, run, up)
                                                    : std::move(state).discard(run);
                return;
            }
            case Verb::Fold:
                // A history may fold when checking was free: kept, and marked needless.
                state = std::move(state).apply_recorded(ActionKind::Fold);
                return;
            case Verb::CheckOrCall:
                state = std::move(state).apply(ActionKind::CheckOrCall);
                return;
            default:
                state = std::move(state).apply_recorded(ActionKind::BetOrRaise, scale.to_chips(step.amount, ""));
                return;
        }
    } catch (const Error& e) {
        fail(ErrorKind::InvalidArgument, where() + e.what() + earlier_deal(hand, step));
    }
}

// The first state; takes the plan's config.
TableState start(Plan& plan) {
    try {
        return TableState(std::move(plan.config));
    } catch (const Error& e) {
        setup_failure(e.what());
    }
}

}  // namespace

TableState replay(const Hand& hand, const ChipScale& scale) {
    Plan plan = make_plan(hand, scale);
    TableState state = start(plan);
    for (const EngineStep& step : plan.steps) {
        plan.check_reached(step.index);
        apply_step(hand, step, scale, state);
    }
    plan.check_reached(hand.actions.size());
    return std::move(state).with_written(plan.written);
}

std::vector<TableState> replay_states(const Hand& hand, const ChipScale& scale) {
    Plan plan = make_plan(hand, scale);
    std::vector<TableState> states;
    states.reserve(plan.steps.size() + 1);
    states.push_back(start(plan));
    for (const EngineStep& step : plan.steps) {
        plan.check_reached(step.index);
        TableState next = states.back();
        apply_step(hand, step, scale, next);
        states.push_back(std::move(next));
    }
    plan.check_reached(hand.actions.size());
    for (TableState& state : states) state = std::move(state).with_written(plan.written);
    return states;
}

HandCards hand_cards(const Hand& hand) {
    const Variant* v = find_variant(hand.variant);
    if (v == nullptr) fail(ErrorKind::Unsupported, "variant " + py_repr(hand.variant) + " is not a PHH variant code");
    const int n = hand.player_count();
    HandCards out;
    out.game = v->game;
    out.betting = v->betting;
    const auto players = static_cast<std::size_t>(std::max(n, 0));
    // Per player: the known cards held (dealt, less discards), whether every
    // card dealt was known, and the cards shown.
    std::vector<CardMask> held(players, 0), shown(players, 0);
    std::vector<bool> complete(players, true);
    std::size_t dealt = 0;  // the most hole cards dealt to a player, known or not (Omaha: the game's)
    std::vector<std::size_t> dealt_to(players, 0);
    for (const std::string& action : hand.actions) {
        const Step step = detail::read_step(action, n);
        const auto seat = static_cast<std::size_t>(step.player - 1);
        switch (step.verb) {
            case Verb::DealHole:
                dealt_to[seat] += step.cards.size() / 2;
                dealt = std::max(dealt, dealt_to[seat]);
                held[seat] |= cards_mask(step.cards);
                if (has_unknown(step.cards)) complete[seat] = false;
                break;
            case Verb::Discard:
                held[seat] &= ~cards_mask(step.cards);
                if (has_unknown(step.cards)) complete[seat] = false;
                break;
            case Verb::ShowOrMuck:
                if (!step.muck && !has_unknown(step.cards) && shown[seat] == 0) shown[seat] = cards_mask(step.cards);
                break;
            case Verb::DealBoard:
                for (std::size_t k = 0; 2 * k + 1 < step.cards.size(); ++k) {
                    const int id = detail::card_at(step.cards, k);
                    if (id >= 0) out.board.push_back(id);
                }
                break;
            default:
                break;
        }
    }
    out.holes.resize(players);
    int most = 0;
    for (std::size_t i = 0; i < players; ++i) {
        out.holes[i] = complete[i] && held[i] != 0 ? held[i] : shown[i];
        most = std::max(most, std::popcount(out.holes[i]));
    }
    out.game = omaha_game(v->game, std::max(dealt, static_cast<std::size_t>(most)));
    return out;
}

// ---------------------------------------------------------------------------
// A state's hand as PHH

namespace {

std::string cards_text(CardMask mask) {
    std::string out;
    for (const CardId id : ids_of(mask)) out += card_name(id);
    return out;
}

// Cards in their order, "??" for an unknown one.
std::string run_text(const CardRun& run) {
    std::string out;
    for (std::uint8_t k = 0; k < run.size; ++k) out += run.ids[k] < 0 ? std::string("??") : card_name(run.ids[k]);
    return out;
}

std::string held_text(const Seat& seat) {
    return seat.order.known() == seat.hole ? run_text(seat.order) : cards_text(seat.hole);
}

}  // namespace

Hand from_state(const TableState& state, const ChipScale& scale) {
    const TableConfig& c = state.config();
    Hand hand;
    const bool omaha = c.game == Game::Omaha4 || c.game == Game::Omaha5 || c.game == Game::Omaha6;
    const Family family = state.family();
    for (const Variant& v : kVariants) {
        // A draw game's code fixes its draws: one under no limit, three under fixed limit.
        const bool draws_fit = family != Family::Draw || state.last_street() == (v.betting == Betting::NoLimit ? 1 : 3);
        // The extension codes are read and replayed, not written from a state.
        if (v.replays && v.standard && v.betting == c.betting && draws_fit &&
            (v.game == c.game || (omaha && v.game == Game::Omaha4))) {
            hand.variant = v.code;
        }
    }
    if (hand.variant.empty()) {
        static constexpr const char* kBetting[] = {"no-limit ", "pot-limit ", "fixed-limit "};
        fail(
            ErrorKind::Unsupported,
            kBetting[static_cast<int>(c.betting)] + std::string(game_rules(c.game).name) +
                (family == Family::Draw ? " with " + std::to_string(state.last_street()) + " draw(s)" : std::string()) +
                " has no PHH variant code; PHH writes " + detail::variant_codes(true));
    }
    const int n = state.seat_count();
    const int button = c.button;
    auto seat_of = [&](int player) { return static_cast<std::size_t>((button + 1 + player) % n); };
    auto player_of = [&](int seat) { return (seat - button - 1 + 2 * n) % n + 1; };
    const bool unit_one = scale.mantissa == 1 && scale.exponent == 0;
    auto amount = [&](Chips chips) {
        if (unit_one) return detail::make_int(chips);
        const std::string text = scale.to_amount(chips);
        Value v;
        v.kind = Value::Kind::Float;
        double d = 0;
        detail::to_double(text, d);
        const std::string repr = detail::float_repr(d);
        detail::Decimal a;
        detail::Decimal b;
        const bool same = detail::parse_decimal(text, a) && detail::parse_decimal(repr, b) &&
                          a.mantissa == b.mantissa && a.exponent == b.exponent;
        v.text = same ? repr : (text.find('.') == std::string::npos ? text + ".0" : text);
        return v;
    };
    Chips top_blind = 0;
    for (int j = 0; j < n; ++j) {
        const std::size_t s = seat_of(j);
        hand.antes.push_back(amount(c.antes.empty() ? 0 : c.antes[s]));
        const Chips blind = c.blinds.empty() ? 0 : c.blinds[s];
        top_blind = std::max(top_blind, blind);
        if (family != Family::Stud) hand.blinds_or_straddles.push_back(amount(blind));
        hand.starting_stacks.push_back(amount(c.stacks[s]));
    }
    if (n == 2 && family != Family::Stud) std::swap(hand.blinds_or_straddles[0], hand.blinds_or_straddles[1]);
    if (family == Family::Stud) hand.bring_in = amount(c.bring_in);
    if (c.betting == Betting::FixedLimit) {
        hand.small_bet = amount(state.small_bet());
        hand.big_bet = amount(state.big_bet());
    } else {
        hand.min_bet = amount(c.min_bet > 0 ? c.min_bet : std::max<Chips>(top_blind, 1));
    }
    hand.ante_trimming_status = false;
    const int per_hand = hole_cards_for(c.game);
    const SeatList& seats = state.seats();
    // The lines of the hand history the state was replayed from, as written.
    const WrittenLines* written = state.written();
    auto take_written = [&](const std::string& line, Verb verb) {
        const Verb read = parse_action(line).verb;
        if (read != verb && !(verb == Verb::ShowOrMuck && read == Verb::Comment)) {
            fail(ErrorKind::InvalidArgument, "the state's hand history line " + py_repr(line) + " is not a " +
                                                 (verb == Verb::DealHole ? "hole deal" : "show, muck or commentary"));
        }
        hand.actions.push_back(line);
    };
    // The line history step k was replayed from, when it is the step's own
    // (the same verb by the same player): else "" and the step is written as
    // the engine holds it.
    auto written_step = [&](std::size_t k, const xiapl::Action& a) -> std::string {
        if (written == nullptr || k >= written->steps.size() || written->steps[k].empty()) return "";
        const Action line = parse_action(written->steps[k]);
        Verb verb = Verb::BetOrRaise;
        int player = a.seat >= 0 ? player_of(a.seat) : 0;
        if (a.seat < 0 && a.to >= 0) {
            verb = Verb::DealHole;
            player = player_of(a.to);
        } else if (a.seat < 0) {
            verb = Verb::DealBoard;
        } else if (a.kind == ActionKind::BringIn) {
            verb = Verb::BringIn;
        } else if (a.kind == ActionKind::Discard) {
            verb = Verb::Discard;
        } else if (a.kind == ActionKind::Fold) {
            verb = Verb::Fold;
        } else if (a.kind == ActionKind::Check || a.kind == ActionKind::Call || a.kind == ActionKind::CheckOrCall) {
            verb = Verb::CheckOrCall;
        }
        if (line.verb != verb || line.player != player) return "";
        if (verb != Verb::BetOrRaise) return written->steps[k];
        Action bet = line;
        bet.amount = scale.to_amount(ChipScale{}.to_chips(line.amount, "a saved state's bet"));
        return format_action(bet);
    };
    const bool written_holes = written != nullptr && family == Family::Board && !written->hole_deals.empty();
    if (written_holes) {
        for (const std::string& line : written->hole_deals) take_written(line, Verb::DealHole);
    }
    for (int j = 0; j < n && !written_holes; ++j) {
        // Board games: the hole cards as they end; stud and draw games: the
        // hole cards the config gave (the others are steps of the history).
        const CardMask hole = family == Family::Board ? seats[seat_of(j)].hole
                              : c.holes.empty()       ? 0
                                                      : c.holes[seat_of(j)];
        if (family != Family::Board && hole == 0) continue;
        std::string cards;
        if (family == Family::Board && hole != 0) {
            cards = held_text(seats[seat_of(j)]);
        } else if (hole != 0) {
            cards = cards_text(hole);
        } else {
            for (int k = 0; k < per_hand; ++k) cards += "??";
        }
        hand.actions.push_back("d dh p" + std::to_string(j + 1) + " " + cards);
    }
    std::size_t step_index = 0, next_show = 0;
    auto shows_before = [&](std::size_t steps) {
        while (written != nullptr && next_show < written->shows.size() && written->shows[next_show].first <= steps) {
            take_written(written->shows[next_show++].second, Verb::ShowOrMuck);
        }
    };
    for (const xiapl::Action& a : state.history()) {
        shows_before(step_index);
        if (std::string line = written_step(step_index++, a); !line.empty()) {
            hand.actions.push_back(std::move(line));
            continue;
        }
        if (a.seat < 0 && a.to >= 0) {
            // The cards in the order dealt (given as masks: face-down cards first, as stud deals them).
            hand.actions.push_back("d dh p" + std::to_string(player_of(a.to)) + " " + run_text(a.run));
            continue;
        }
        if (a.seat < 0) {
            hand.actions.push_back("d db " + run_text(a.run));
            continue;
        }
        const std::string p = "p" + std::to_string(player_of(a.seat));
        switch (a.kind) {
            case ActionKind::BringIn:
                hand.actions.push_back(p + " pb");
                break;
            case ActionKind::Discard: {
                const std::string cards = run_text(a.run);
                hand.actions.push_back(p + " sd" + (cards.empty() ? "" : " " + cards));
                break;
            }
            case ActionKind::Fold:
                hand.actions.push_back(p + " f");
                break;
            case ActionKind::Check:
            case ActionKind::Call:
            case ActionKind::CheckOrCall:
                hand.actions.push_back(p + " cc");
                break;
            default:
                hand.actions.push_back(p + " cbr " + scale.to_amount(a.amount));
                break;
        }
    }
    shows_before(step_index);
    if (state.phase() == Phase::Finished) {
        int live = 0;
        for (const Seat& s : seats) live += !s.folded;
        // A replayed hand's showdown is the one its history wrote.
        if (live > 1 && (written == nullptr || written->shows.empty())) {
            for (int j = 0; j < n; ++j) {
                const Seat& s = seats[seat_of(j)];
                if (!s.folded && s.hole != 0) {
                    hand.actions.push_back("p" + std::to_string(j + 1) + " sm " + held_text(s));
                }
            }
        }
        Value finishing;
        finishing.kind = Value::Kind::Array;
        for (int j = 0; j < n; ++j) finishing.items.push_back(amount(seats[seat_of(j)].stack));
        hand.extra.emplace_back("finishing_stacks", std::move(finishing));
    }
    return hand;
}

}  // namespace xiapl::phh
