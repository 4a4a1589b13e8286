// C adapters for the table rules engine: an immutable state handle.
#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#define XIAPL_UNSTABLE_API /* defines the table engine declared below */
#include "convert.hpp"
#include "guard.hpp"
#include "table_handle.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

namespace {

const TableState& state_of(const xiapl_table_state* handle) { return capi::table_state_of(handle); }

// The size of xiapl_table_config as ABI 2.0 published it (it ended with
// hole_cards): the smallest struct_size the library accepts.
constexpr std::size_t kConfigFirstSize =
    offsetof(xiapl_table_config, hole_cards) + sizeof(uint64_t[XIAPL_TABLE_MAX_SEATS]);

// What xiapl_table_config_init writes: zeros, Hold'em, no-limit.
xiapl_table_config config_defaults() {
    xiapl_table_config config;
    std::memset(&config, 0, sizeof config);
    config.struct_size = sizeof config;
    config.game = XIAPL_GAME_HOLDEM;
    config.betting = XIAPL_BETTING_NO_LIMIT;
    return config;
}

TableConfig config_from(const xiapl_table_config* given) {
    require_pointer(given, "config");
    const xiapl_table_config config =
        capi::read_sized(given, config_defaults(), kConfigFirstSize, "config", "xiapl_table_config_init");
    const xiapl_table_config* c = &config;
    if (c->seat_count < 2 || c->seat_count > XIAPL_TABLE_MAX_SEATS) {
        fail(ErrorKind::InvalidArgument, "seat_count " + std::to_string(c->seat_count) + " is not 2..10");
    }
    if (!is_game(c->game)) {
        fail(ErrorKind::InvalidArgument, "game " + std::to_string(c->game) + " is unknown; use XIAPL_GAME_*");
    }
    if (c->betting != XIAPL_BETTING_NO_LIMIT && c->betting != XIAPL_BETTING_POT_LIMIT &&
        c->betting != XIAPL_BETTING_FIXED_LIMIT) {
        fail(ErrorKind::InvalidArgument, "betting " + std::to_string(c->betting) +
                                             " is unknown; use XIAPL_BETTING_NO_LIMIT, _POT_LIMIT or _FIXED_LIMIT");
    }
    const auto n = static_cast<std::size_t>(c->seat_count);
    TableConfig t;
    t.game = static_cast<Game>(c->game);
    t.betting = static_cast<Betting>(c->betting);
    t.button = c->button;
    t.min_bet = c->min_bet;
    t.small_bet = c->small_bet;
    t.big_bet = c->big_bet;
    t.bring_in = c->bring_in;
    t.draws = c->draws;
    t.random_holes = c->random_holes != 0;
    t.seed = c->seed;
    t.stacks.assign(c->stacks, c->stacks + n);
    t.antes.assign(c->antes, c->antes + n);
    t.blinds.assign(c->blinds, c->blinds + n);
    t.holes.assign(c->hole_cards, c->hole_cards + n);
    if (c->hole_order_given != 0) {
        static_assert(XIAPL_TABLE_HOLE_ORDER_LEN == XIAPL_TABLE_MAX_SEATS * XIAPL_TABLE_RUN_MAX);
        t.hole_order.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            const int count = std::popcount(t.holes[i]);
            const int32_t* row = c->hole_order + i * XIAPL_TABLE_RUN_MAX;
            if (count > XIAPL_TABLE_RUN_MAX) continue;  // refused by the count of hole cards
            t.hole_order[i].assign(row, row + count);
        }
    }
    return t;
}

// The fields of a hole-deal or discard amount of xiapl_table_apply_many
// (XIAPL_APPLY_UNKNOWN_SHIFT).
struct PackedCards {
    CardMask cards = 0;
    CardMask up = 0;
    int unknown = 0;
};

PackedCards unpack_cards(int64_t amount, bool hole_deal) {
    constexpr CardMask kCards = (CardMask{1} << 52) - 1;
    const auto bits = static_cast<std::uint64_t>(amount);
    const std::uint64_t up_field = bits >> XIAPL_APPLY_UP_SHIFT;
    if (amount < 0 || up_field > 52 || (!hole_deal && up_field != 0)) {
        fail(ErrorKind::InvalidArgument,
             "the amount " + std::to_string(amount) + " of a " + (hole_deal ? "hole deal" : "discard") +
                 " has bits past its fields; give the cards' mask | unknown << XIAPL_APPLY_UNKNOWN_SHIFT" +
                 (hole_deal ? " | (the face-up card's id + 1) << XIAPL_APPLY_UP_SHIFT" : ""));
    }
    PackedCards out;
    out.cards = bits & kCards;
    out.unknown = static_cast<int>((bits >> XIAPL_APPLY_UNKNOWN_SHIFT) & 15);
    if (up_field != 0) out.up = CardMask{1} << (up_field - 1);
    return out;
}

void require_seat(const TableState& s, int32_t seat) {
    if (seat >= 0 && seat != s.actor()) {
        fail(ErrorKind::InvalidArgument,
             "the step is by seat " + std::to_string(seat) + " but " +
                 (s.actor() < 0 ? std::string("no seat is to act")
                                : "seat " + std::to_string(s.actor()) +
                                      (s.phase() == Phase::Drawing ? " is to draw" : " is to act")));
    }
}

// One step of xiapl_table_apply_many: a deal, a draw, or an action by the
// expected seat (seat < 0: whoever is to act or draw).
TableState apply_step(const TableState& s, int32_t seat, int32_t kind, int64_t amount) {
    if (kind == XIAPL_STEP_DEAL_BOARD) return s.deal_board(static_cast<CardMask>(amount));
    if (kind == XIAPL_STEP_DEAL_HOLE) {
        const PackedCards p = unpack_cards(amount, true);
        return s.deal_hole(seat >= 0 ? seat : s.deal_seat(), p.cards, p.up, p.unknown);
    }
    if (kind == XIAPL_ACTION_DISCARD) {
        const PackedCards p = unpack_cards(amount, false);
        if (s.phase() == Phase::Drawing) require_seat(s, seat);
        return s.discard(p.cards, p.unknown);
    }
    if (kind < XIAPL_ACTION_FOLD || kind > XIAPL_ACTION_BRING_IN) {
        fail(ErrorKind::InvalidArgument, "step kind " + std::to_string(kind) +
                                             " is unknown; use XIAPL_ACTION_*, XIAPL_STEP_DEAL_BOARD or "
                                             "XIAPL_STEP_DEAL_HOLE");
    }
    require_seat(s, seat);
    return s.apply(static_cast<ActionKind>(kind), amount);
}

}  // namespace

namespace {

void hand_out(TableState&& next, xiapl_table_state** out_state) { *out_state = new xiapl_table_state{std::move(next)}; }

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_table_config_init(xiapl_table_config* config, uint32_t struct_size) {
    return guarded([&] {
        capi::init_sized(config_defaults(), config, struct_size, kConfigFirstSize, "config", "xiapl_table_config_init");
    });
}

XIAPL_API int32_t xiapl_game_defaults_init(xiapl_game_defaults* defaults, uint32_t struct_size, int32_t game,
                                           int32_t betting, int32_t draws) {
    return guarded([&] {
        const Game g = capi::game_from(game);
        std::optional<Betting> structure;
        if (betting != XIAPL_BETTING_USUAL) {
            if (betting != XIAPL_BETTING_NO_LIMIT && betting != XIAPL_BETTING_POT_LIMIT &&
                betting != XIAPL_BETTING_FIXED_LIMIT) {
                fail(ErrorKind::InvalidArgument,
                     "betting " + std::to_string(betting) +
                         " is unknown; use XIAPL_BETTING_NO_LIMIT, _POT_LIMIT, _FIXED_LIMIT or _USUAL");
            }
            structure = static_cast<Betting>(betting);
        }
        const GameDefaults d = game_defaults(g, structure, draws);
        xiapl_game_defaults out;
        std::memset(&out, 0, sizeof out);
        out.betting = static_cast<int32_t>(d.betting);
        out.draws = d.draws;
        out.small_blind = d.small_blind;
        out.big_blind = d.big_blind;
        out.ante = d.ante;
        out.bring_in = d.bring_in;
        out.small_bet = d.small_bet;
        out.big_bet = d.big_bet;
        capi::init_sized(out, defaults, struct_size, sizeof out, "defaults", "xiapl_game_defaults_init");
    });
}

XIAPL_API int32_t xiapl_table_standard_blinds(int32_t seat_count, int32_t button, int64_t small_blind,
                                              int64_t big_blind, int64_t* out_blinds, uint64_t capacity,
                                              uint64_t* out_len) {
    return guarded([&] {
        auto blinds = standard_blinds(seat_count, button, small_blind, big_blind);
        require_capacity(blinds.size(), capacity, out_len);
        require_pointer(out_blinds, "out_blinds");
        std::copy(blinds.begin(), blinds.end(), out_blinds);
    });
}

XIAPL_API int32_t xiapl_table_forced_bets(int32_t seat_count, int32_t button, int64_t small_blind, int64_t big_blind,
                                          const int64_t* straddles, uint64_t straddle_count, int64_t ante,
                                          int64_t big_blind_ante, int64_t* out_blinds, int64_t* out_antes,
                                          uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        // More straddles than any table has seats are refused before reading them.
        if (straddle_count > XIAPL_TABLE_MAX_SEATS - 2) {
            fail(ErrorKind::InvalidArgument, "straddle_count is " + std::to_string(straddle_count) +
                                                 "; a table of at most " + std::to_string(XIAPL_TABLE_MAX_SEATS) +
                                                 " seats takes at most seat_count - 2 straddles");
        }
        if (straddle_count > 0) require_pointer(straddles, "straddles");
        const std::vector<Chips> given(straddles, straddles + straddle_count);
        const ForcedBets bets = forced_bets(seat_count, button, small_blind, big_blind, given, ante, big_blind_ante);
        require_capacity(bets.blinds.size(), capacity, out_len);
        require_pointer(out_blinds, "out_blinds");
        require_pointer(out_antes, "out_antes");
        std::copy(bets.blinds.begin(), bets.blinds.end(), out_blinds);
        std::copy(bets.antes.begin(), bets.antes.end(), out_antes);
    });
}

XIAPL_API int32_t xiapl_table_create(const xiapl_table_config* config, xiapl_table_state** out_state) {
    return guarded([&] {
        require_pointer(out_state, "out_state");
        hand_out(TableState(config_from(config)), out_state);
    });
}

XIAPL_API void xiapl_table_destroy(xiapl_table_state* state) { delete state; }

XIAPL_API int32_t xiapl_table_apply(const xiapl_table_state* state, int32_t action, int64_t amount,
                                    xiapl_table_state** out_state) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_state, "out_state");
        if (action == XIAPL_ACTION_DISCARD) {
            fail(ErrorKind::InvalidArgument, "a draw is not applied: use xiapl_table_discard");
        }
        if (action < XIAPL_ACTION_FOLD || action > XIAPL_ACTION_BRING_IN) {
            fail(ErrorKind::InvalidArgument, "action " + std::to_string(action) + " is unknown; use XIAPL_ACTION_*");
        }
        hand_out(s.apply(static_cast<ActionKind>(action), amount), out_state);
    });
}

XIAPL_API int32_t xiapl_table_apply_many(const xiapl_table_state* state, const int32_t* seats, const int32_t* kinds,
                                         const int64_t* amounts, uint64_t count, xiapl_table_state** out_state,
                                         uint64_t* out_failed_index) {
    return guarded([&] {
        require_pointer(out_failed_index, "out_failed_index");
        *out_failed_index = count;
        const TableState& start = state_of(state);
        require_pointer(out_state, "out_state");
        if (count > 0) {
            require_pointer(kinds, "kinds");
            require_pointer(amounts, "amounts");
        }
        TableState s = start;
        for (uint64_t i = 0; i < count; ++i) {
            try {
                s = apply_step(s, seats != nullptr ? seats[i] : -1, kinds[i], amounts[i]);
            } catch (const Error& e) {
                *out_failed_index = i;
                fail(e.kind(), "step " + std::to_string(i) + ": " + e.what());
            }
        }
        hand_out(std::move(s), out_state);
    });
}

XIAPL_API int32_t xiapl_table_deal_board(const xiapl_table_state* state, uint64_t cards,
                                         xiapl_table_state** out_state) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_state, "out_state");
        hand_out(s.deal_board(cards), out_state);
    });
}

XIAPL_API int32_t xiapl_table_deal_board_random(const xiapl_table_state* state, xiapl_table_state** out_state) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_state, "out_state");
        hand_out(s.deal_board_random(), out_state);
    });
}

XIAPL_API int32_t xiapl_table_deal_hole(const xiapl_table_state* state, int32_t seat, uint64_t cards, uint64_t up,
                                        int32_t unknown, xiapl_table_state** out_state) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_state, "out_state");
        hand_out(s.deal_hole(seat, cards, up, unknown), out_state);
    });
}

XIAPL_API int32_t xiapl_table_deal_random(const xiapl_table_state* state, xiapl_table_state** out_state) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_state, "out_state");
        hand_out(s.deal_random(), out_state);
    });
}

XIAPL_API int32_t xiapl_table_discard(const xiapl_table_state* state, uint64_t cards, int32_t unknown,
                                      xiapl_table_state** out_state) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_state, "out_state");
        hand_out(s.discard(cards, unknown), out_state);
    });
}

XIAPL_API int32_t xiapl_table_legal_actions(const xiapl_table_state* state, int32_t* out_kinds, int64_t* out_min,
                                            int64_t* out_max, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const LegalActions la = state_of(state).legal_actions();
        int32_t kinds[5];
        int64_t lo[5], hi[5];
        std::size_t n = 0;
        auto row = [&](int32_t k, int64_t a, int64_t b) {
            kinds[n] = k;
            lo[n] = a;
            hi[n] = b;
            ++n;
        };
        if (la.fold) row(XIAPL_ACTION_FOLD, 0, 0);
        if (la.check) row(XIAPL_ACTION_CHECK, 0, 0);
        if (la.call) row(XIAPL_ACTION_CALL, la.call_amount, la.call_amount);
        if (la.bet_or_raise) row(XIAPL_ACTION_BET_OR_RAISE, la.min_to, la.max_to);
        if (la.all_in) row(XIAPL_ACTION_ALL_IN, la.all_in_to, la.all_in_to);
        if (la.bring_in) row(XIAPL_ACTION_BRING_IN, la.bring_in_amount, la.bring_in_amount);
        if (la.discard) row(XIAPL_ACTION_DISCARD, 0, la.max_discard);
        require_capacity(n, capacity, out_len);
        if (n == 0) return;
        require_pointer(out_kinds, "out_kinds");
        require_pointer(out_min, "out_min");
        require_pointer(out_max, "out_max");
        std::copy(kinds, kinds + n, out_kinds);
        std::copy(lo, lo + n, out_min);
        std::copy(hi, hi + n, out_max);
    });
}

XIAPL_API int32_t xiapl_table_info_get(const xiapl_table_state* state, xiapl_table_info* out_info) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_info, "out_info");
        if (out_info->struct_size < 8) {
            fail(ErrorKind::InvalidArgument, "info.struct_size must be set to sizeof(xiapl_table_info)");
        }
        xiapl_table_info info;
        std::memset(&info, 0, sizeof info);  // padding too: the bytes are copied out
        info.seat_count = s.seat_count();
        info.phase = static_cast<int32_t>(s.phase());
        info.street = static_cast<int32_t>(s.street());
        info.actor = s.actor();
        info.cards_needed = s.cards_needed();
        info.board = s.board();
        info.pot_total = s.pot_total();
        info.current_bet = s.current_bet();
        info.min_raise = s.last_full_raise();
        info.total_chips = s.total_chips();
        info.history_len = static_cast<int64_t>(s.history_size());
        info.game = static_cast<int32_t>(s.config().game);
        info.betting = static_cast<int32_t>(s.config().betting);
        info.button = s.config().button;
        info.raises = s.raises();
        info.fixed_bet = s.fixed_bet();
        info.needless_folds = s.needless_folds();
        info.deal_seat = s.deal_seat();
        info.hole_cards_due = s.deal_seat() >= 0 ? s.seats()[static_cast<std::size_t>(s.deal_seat())].owed : 0;
        info.last_street = s.last_street();
        info.completing = s.completing() ? 1 : 0;
        info.returned_to = s.returned_to();
        info.returned = s.returned();
        capi::write_sized(info, out_info);
    });
}

XIAPL_API int32_t xiapl_table_seat_values(const xiapl_table_state* state, int32_t column, int64_t* out_values,
                                          uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const TableState& s = state_of(state);
        if (column < XIAPL_SEAT_STACK || column > XIAPL_SEAT_UNKNOWN) {
            fail(ErrorKind::InvalidArgument, "column " + std::to_string(column) + " is unknown; use XIAPL_SEAT_*");
        }
        const auto& seats = s.seats();
        require_capacity(seats.size(), capacity, out_len);
        require_pointer(out_values, "out_values");
        for (std::size_t i = 0; i < seats.size(); ++i) {
            const Seat& seat = seats[i];
            int64_t v = 0;
            switch (column) {
                case XIAPL_SEAT_STACK:
                    v = seat.stack;
                    break;
                case XIAPL_SEAT_BET:
                    v = seat.bet;
                    break;
                case XIAPL_SEAT_CONTRIBUTED:
                    v = seat.contributed;
                    break;
                case XIAPL_SEAT_WON:
                    v = seat.won;
                    break;
                case XIAPL_SEAT_FOLDED:
                    v = seat.folded;
                    break;
                case XIAPL_SEAT_ALL_IN:
                    v = seat.all_in;
                    break;
                case XIAPL_SEAT_UP:
                    v = static_cast<int64_t>(seat.up);
                    break;
                case XIAPL_SEAT_UNKNOWN:
                    v = seat.unknown;
                    break;
                default:
                    v = static_cast<int64_t>(seat.hole);
                    break;
            }
            out_values[i] = v;
        }
    });
}

XIAPL_API int32_t xiapl_table_pots(const xiapl_table_state* state, int64_t* out_amounts, uint64_t* out_eligible,
                                   uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const auto pots = state_of(state).pots();
        require_capacity(pots.size(), capacity, out_len);
        if (pots.empty()) return;
        require_pointer(out_amounts, "out_amounts");
        require_pointer(out_eligible, "out_eligible");
        for (std::size_t i = 0; i < pots.size(); ++i) {
            out_amounts[i] = pots[i].amount;
            out_eligible[i] = pots[i].eligible;
        }
    });
}

XIAPL_API int32_t xiapl_table_history(const xiapl_table_state* state, xiapl_table_step* out_steps, uint64_t capacity,
                                      uint64_t* out_len) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_capacity(s.history_size(), capacity, out_len);
        if (s.history_size() == 0) return;
        require_pointer(out_steps, "out_steps");
        const std::vector<Action> history = s.history();
        for (std::size_t i = 0; i < history.size(); ++i) {
            const Action& a = history[i];
            xiapl_table_step step;
            std::memset(&step, 0, sizeof step);
            step.seat = a.seat;
            step.to = -1;
            if (a.seat < 0 && a.to >= 0) {
                step.seat = -1;
                step.kind = XIAPL_STEP_DEAL_HOLE;
                step.cards = a.cards;
                step.up = a.up;
                step.to = a.to;
                step.unknown = a.unknown;
                step.random = a.drawn ? 1 : 0;
            } else if (a.seat < 0) {
                step.seat = -1;
                step.kind = XIAPL_STEP_DEAL_BOARD;
                step.cards = a.cards;
                step.random = a.drawn ? 1 : 0;
            } else {
                step.kind = static_cast<int32_t>(a.kind);
                step.amount = a.amount;
                step.cards = a.cards;
                step.unknown = a.unknown;
                step.needless = a.needless ? 1 : 0;
            }
            step.street = a.street;
            step.draw = a.draw;
            out_steps[i] = step;
        }
    });
}

XIAPL_API int32_t xiapl_table_warnings(const xiapl_table_state* state, xiapl_table_warning* out_warnings,
                                       uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const std::vector<ReplayWarning> warnings = replay_warnings(state_of(state));
        require_capacity(warnings.size(), capacity, out_len);
        if (warnings.empty()) return;
        require_pointer(out_warnings, "out_warnings");
        for (std::size_t i = 0; i < warnings.size(); ++i) {
            xiapl_table_warning row;
            std::memset(&row, 0, sizeof row);
            row.kind = static_cast<int32_t>(warnings[i].kind);
            row.seat = warnings[i].seat;
            row.player = warnings[i].player;
            row.street = warnings[i].street;
            row.step = static_cast<int64_t>(warnings[i].step);
            out_warnings[i] = row;
        }
    });
}

XIAPL_API int32_t xiapl_table_warning_text(const xiapl_table_state* state, uint64_t index, char* buf, uint64_t capacity,
                                           uint64_t* out_len) {
    return guarded([&] {
        const std::vector<ReplayWarning> warnings = replay_warnings(state_of(state));
        if (index >= warnings.size()) {
            fail(ErrorKind::InvalidArgument, "warning " + std::to_string(index) + " is past the state's " +
                                                 std::to_string(warnings.size()) +
                                                 " warnings; give an index below xiapl_table_warnings' count");
        }
        xiapl::capi::write_text(warnings[index].text, buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_table_pot_results(const xiapl_table_state* state, xiapl_pot_result* out_results,
                                          uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const TableState& s = state_of(state);
        const std::vector<PotResult> results = s.pot_results();
        require_capacity(results.size(), capacity, out_len);
        if (results.empty()) return;
        require_pointer(out_results, "out_results");
        for (std::size_t i = 0; i < results.size(); ++i) {
            xiapl_pot_result row;
            std::memset(&row, 0, sizeof row);
            row.amount = results[i].amount;
            row.eligible = results[i].eligible;
            row.winners = results[i].winners | results[i].low_winners;
            std::copy(results[i].won.begin(), results[i].won.end(), row.won);
            row.high_winners = results[i].winners;
            row.low_winners = results[i].low_winners;
            row.odd_chips = results[i].odd_chips;
            row.odd_chip_seats = results[i].odd_chip_seats;
            std::copy(results[i].order.begin(), results[i].order.end(), row.order);
            out_results[i] = row;
        }
    });
}

XIAPL_API int32_t xiapl_table_check_invariants(const xiapl_table_state* state) {
    return guarded([&] { state_of(state).check_invariants(); });
}

XIAPL_API int32_t xiapl_table_to_text(const xiapl_table_state* state, char* buf, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] { xiapl::capi::write_text(serialize_table_state(state_of(state)), buf, capacity, out_len); });
}

XIAPL_API int32_t xiapl_table_from_text(const char* text, uint64_t length, xiapl_table_state** out_state) {
    return guarded([&] {
        require_pointer(out_state, "out_state");
        if (length) require_pointer(text, "text");
        hand_out(deserialize_table_state(std::string_view(text ? text : "", length)), out_state);
    });
}
}

// ---------------------------------------------------------------------------
// Cards in order

namespace {

void put_ids(const std::vector<CardId>& ids, int32_t* out_ids, uint64_t capacity, uint64_t* out_len) {
    require_capacity(ids.size(), capacity, out_len);
    if (ids.empty()) return;
    require_pointer(out_ids, "out_ids");
    for (std::size_t i = 0; i < ids.size(); ++i) out_ids[i] = ids[i];
}

CardRun run_of(const int32_t* ids, uint64_t count, const char* what) {
    if (count > 0) require_pointer(ids, "ids");
    if (count > static_cast<uint64_t>(kMaxCardRun)) {
        fail(ErrorKind::InvalidArgument, std::string(what) + ": " + std::to_string(count) +
                                             " cards given; one deal or draw takes at most " +
                                             std::to_string(kMaxCardRun) + " (XIAPL_TABLE_RUN_MAX)");
    }
    std::vector<CardId> given(ids, ids + count);
    return CardRun::from(given, what);
}

}  // namespace

XIAPL_API int32_t xiapl_table_board_cards(const xiapl_table_state* state, int32_t* out_ids, uint64_t capacity,
                                          uint64_t* out_len) {
    return guarded([&] { put_ids(state_of(state).board_cards(), out_ids, capacity, out_len); });
}

XIAPL_API int32_t xiapl_table_hole_cards(const xiapl_table_state* state, int32_t seat, int32_t* out_ids,
                                         uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_len, "out_len");
        put_ids(s.hole_cards(seat), out_ids, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_table_history_cards(const xiapl_table_state* state, int32_t* out_rows, uint64_t capacity,
                                            uint64_t* out_len) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_capacity(s.history_size(), capacity, out_len);
        if (s.history_size() == 0) return;
        require_pointer(out_rows, "out_rows");
        const std::vector<Action> history = s.history();
        for (std::size_t i = 0; i < history.size(); ++i) {
            int32_t* row = out_rows + i * XIAPL_TABLE_RUN_MAX;
            const CardRun& run = history[i].run;
            for (std::size_t k = 0; k < XIAPL_TABLE_RUN_MAX; ++k) row[k] = k < run.size ? run.ids[k] : XIAPL_CARD_NONE;
        }
    });
}

XIAPL_API int32_t xiapl_table_deal_board_cards(const xiapl_table_state* state, const int32_t* ids, uint64_t count,
                                               xiapl_table_state** out_state) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_state, "out_state");
        hand_out(s.deal_board(run_of(ids, count, "board cards")), out_state);
    });
}

XIAPL_API int32_t xiapl_table_deal_hole_cards(const xiapl_table_state* state, int32_t seat, const int32_t* ids,
                                              uint64_t count, uint64_t up, xiapl_table_state** out_state) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_state, "out_state");
        hand_out(s.deal_hole(seat, run_of(ids, count, "hole cards"), up), out_state);
    });
}

XIAPL_API int32_t xiapl_table_discard_cards(const xiapl_table_state* state, const int32_t* ids, uint64_t count,
                                            xiapl_table_state** out_state) {
    return guarded([&] {
        const TableState& s = state_of(state);
        require_pointer(out_state, "out_state");
        hand_out(s.discard(run_of(ids, count, "discarded cards")), out_state);
    });
}
