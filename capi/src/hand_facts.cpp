// C adapters for facts of a table state: its history's money facts (VPIP, PFR, first-in raises)
// and the pot-sized raise.
#include <cstdint>
#include <string>

#define XIAPL_UNSTABLE_API /* declares xiapl_table_money_facts and xiapl_table_pot_raise_to */
#include "guard.hpp"
#include "table_handle.hpp"
#include "xiapl/bet_sizes.hpp"
#include "xiapl/error.hpp"
#include "xiapl/hand_facts.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

extern "C" {

XIAPL_API int32_t xiapl_table_money_facts(const xiapl_table_state* state, int32_t* out_voluntary_round,
                                          int32_t* out_raise_round, uint64_t capacity, uint64_t* out_seats,
                                          int32_t* out_first_in_raiser) {
    return guarded([&] {
        const TableState& s = capi::table_state_of(state);
        require_pointer(out_seats, "out_seats");
        require_pointer(out_voluntary_round, "out_voluntary_round");
        require_pointer(out_raise_round, "out_raise_round");
        const MoneyFacts facts = money_facts(s);
        require_capacity(facts.voluntary_round.size(), capacity, out_seats);
        for (std::size_t i = 0; i < facts.voluntary_round.size(); ++i) {
            out_voluntary_round[i] = facts.voluntary_round[i];
            out_raise_round[i] = facts.raise_round[i];
        }
        if (out_first_in_raiser) *out_first_in_raiser = facts.first_in_raiser;
    });
}

XIAPL_API int32_t xiapl_table_pot_raise_to(const xiapl_table_state* state, int64_t* out_to) {
    return guarded([&] {
        const TableState& s = capi::table_state_of(state);
        require_pointer(out_to, "out_to");
        const auto to = pot_sized_raise_to(s);
        if (!to) {
            fail(ErrorKind::InvalidArgument,
                 s.actor() < 0 ? "no seat is to act in this state, so there is no pot-sized raise; ask when a seat "
                                 "is to act"
                               : "seat " + std::to_string(s.actor()) +
                                     " may not bet or raise in this state, so there is no pot-sized raise; ask "
                                     "when the legal actions include a bet or raise");
        }
        *out_to = *to;
    });
}

}  // extern "C"
