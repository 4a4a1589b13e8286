// C adapter for the per-hand facts of a table state's history (VPIP, PFR, first-in raises).
#include <cstdint>

#define XIAPL_UNSTABLE_API /* declares xiapl_table_money_facts */
#include "guard.hpp"
#include "table_handle.hpp"
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

}  // extern "C"
