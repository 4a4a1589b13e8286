// C adapter for outs: the next card's effect on the hero's standing.
#include <cstdint>

#define XIAPL_UNSTABLE_API /* declares xiapl_eval_outs */
#include "convert.hpp"
#include "guard.hpp"
#include "xiapl/outs.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

static_assert(XIAPL_STANDING_BEHIND == static_cast<int>(Standing::Behind));
static_assert(XIAPL_STANDING_SHARES == static_cast<int>(Standing::Shares));
static_assert(XIAPL_STANDING_AHEAD == static_cast<int>(Standing::Ahead));

XIAPL_API int32_t xiapl_eval_outs(int32_t game, const uint64_t* holes, uint64_t player_count, uint64_t board,
                                  uint64_t dead, xiapl_next_card* out_cards, uint64_t capacity, uint64_t* out_len,
                                  int32_t* out_now) {
    return guarded([&] {
        const Game g = capi::game_from(game);
        if (player_count) require_pointer(holes, "holes");
        require_pointer(out_now, "out_now");
        const NextCards next = next_cards(g, holes, player_count, board, dead);
        require_capacity(next.cards.size(), capacity, out_len);
        if (!next.cards.empty()) require_pointer(out_cards, "out_cards");
        for (std::size_t i = 0; i < next.cards.size(); ++i) {
            const NextCard& c = next.cards[i];
            out_cards[i] =
                xiapl_next_card{c.card, static_cast<int32_t>(c.standing), c.strength, c.standing > next.now ? 1 : 0};
        }
        *out_now = static_cast<int32_t>(next.now);
    });
}
