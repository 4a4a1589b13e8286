// C adapter for the all-in equity of a hand (xiapl/allin.hpp).
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#define XIAPL_UNSTABLE_API /* declares the table engine */
#include "guard.hpp"
#include "table_handle.hpp"
#include "xiapl/allin.hpp"
#include "xiapl/error.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_pointer;

extern "C" {

XIAPL_API int32_t xiapl_table_allin_equity(const xiapl_table_state* state, int32_t count_folded_cards, int32_t threads,
                                           xiapl_allin_spot* out_spots, uint64_t spot_capacity,
                                           uint64_t* out_spot_count, xiapl_allin_pot* out_pots, uint64_t pot_capacity,
                                           uint64_t* out_pot_count) {
    return guarded([&] {
        const TableState& s = capi::table_state_of(state);
        if (threads < 0) {
            fail(ErrorKind::InvalidArgument,
                 "threads is " + std::to_string(threads) + "; give 0 (one per CPU) or a positive count");
        }
        require_pointer(out_spot_count, "out_spot_count");
        require_pointer(out_pot_count, "out_pot_count");
        const std::vector<AllInSpot> spots = allin_equity(s, count_folded_cards != 0, static_cast<unsigned>(threads));
        std::uint64_t pot_rows = 0;
        for (const AllInSpot& spot : spots) pot_rows += spot.pots.size();
        *out_spot_count = spots.size();
        *out_pot_count = pot_rows;
        if (spots.size() > spot_capacity || pot_rows > pot_capacity) {
            throw capi::BufferTooSmall("the hand has " + std::to_string(spots.size()) + " spot(s) and " +
                                       std::to_string(pot_rows) + " pot row(s) but out_spots holds " +
                                       std::to_string(spot_capacity) + " and out_pots " + std::to_string(pot_capacity) +
                                       "; call again with larger buffers");
        }
        if (spots.empty()) return;
        require_pointer(out_spots, "out_spots");
        require_pointer(out_pots, "out_pots");
        std::size_t p = 0;
        for (std::size_t i = 0; i < spots.size(); ++i) {
            const AllInSpot& spot = spots[i];
            xiapl_allin_spot row;
            std::memset(&row, 0, sizeof row);
            row.street = static_cast<int32_t>(spot.street);
            row.pot_count = static_cast<int32_t>(spot.pots.size());
            row.board = spot.board;
            row.dead = spot.dead;
            row.live = spot.live;
            std::copy(spot.expected.begin(), spot.expected.end(), row.expected);
            std::copy(spot.holes.begin(), spot.holes.end(), row.holes);
            out_spots[i] = row;
            for (const AllInPot& pot : spot.pots) {
                xiapl_allin_pot prow;
                std::memset(&prow, 0, sizeof prow);
                prow.spot = static_cast<int32_t>(i);
                prow.amount = pot.amount;
                prow.eligible = pot.contenders;
                for (std::size_t k = 0; k < pot.shares.size(); ++k) {
                    prow.equity[k] = pot.shares[k].equity;
                    prow.win[k] = pot.shares[k].win;
                    prow.tie[k] = pot.shares[k].tie;
                }
                out_pots[p++] = prow;
            }
        }
    });
}
}
