// C adapters for board facts: a game's deck, a flop's texture and the classes of a deck's flops.
#include <cstdint>
#include <string>
#include <vector>

#define XIAPL_UNSTABLE_API /* declares xiapl_flop_texture and xiapl_flop_classes */
#include "convert.hpp"
#include "guard.hpp"
#include "xiapl/board.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

static_assert(XIAPL_FLOP_SUITS_MONOTONE == static_cast<int>(FlopSuits::Monotone));
static_assert(XIAPL_FLOP_SUITS_TWO_TONE == static_cast<int>(FlopSuits::TwoTone));
static_assert(XIAPL_FLOP_SUITS_RAINBOW == static_cast<int>(FlopSuits::Rainbow));
static_assert(XIAPL_FLOP_PAIRING_UNPAIRED == static_cast<int>(FlopPairing::Unpaired));
static_assert(XIAPL_FLOP_PAIRING_PAIRED == static_cast<int>(FlopPairing::Paired));
static_assert(XIAPL_FLOP_PAIRING_TRIPS == static_cast<int>(FlopPairing::Trips));
static_assert(XIAPL_FLOP_TEXTURE_MONOTONE == static_cast<int>(FlopLabel::Monotone));
static_assert(XIAPL_FLOP_TEXTURE_PAIRED == static_cast<int>(FlopLabel::Paired));
static_assert(XIAPL_FLOP_TEXTURE_CONNECTED == static_cast<int>(FlopLabel::Connected));
static_assert(XIAPL_FLOP_TEXTURE_TWO_TONE == static_cast<int>(FlopLabel::TwoTone));
static_assert(XIAPL_FLOP_TEXTURE_RAINBOW == static_cast<int>(FlopLabel::Rainbow));

extern "C" {

XIAPL_API int32_t xiapl_game_deck(int32_t game, uint64_t* out_deck) {
    return guarded([&] {
        const Game g = capi::game_from(game);
        require_pointer(out_deck, "out_deck");
        *out_deck = game_deck(g);
    });
}

XIAPL_API int32_t xiapl_flop_texture(int32_t game, uint64_t flop, int32_t* out_texture, int32_t* out_suits,
                                     int32_t* out_pairing, int32_t* out_connected) {
    return guarded([&] {
        const FlopTexture t = flop_texture(capi::game_from(game), flop);
        if (out_texture) *out_texture = static_cast<int32_t>(t.texture);
        if (out_suits) *out_suits = static_cast<int32_t>(t.suits);
        if (out_pairing) *out_pairing = static_cast<int32_t>(t.pairing);
        if (out_connected) *out_connected = t.connected ? 1 : 0;
    });
}

XIAPL_API int32_t xiapl_flop_classes(int32_t game, const int32_t* relabellings, uint64_t relabelling_count,
                                     uint64_t* out_flops, uint64_t* out_weights, uint64_t capacity,
                                     uint64_t* out_count) {
    return guarded([&] {
        const Game g = capi::game_from(game);
        if (relabelling_count < 1 || relabelling_count > kSuitPermutationCount) {
            fail(ErrorKind::InvalidArgument, "relabelling_count is " + std::to_string(relabelling_count) +
                                                 "; pass 1 to 24 suit relabellings (the identity at least)");
        }
        require_pointer(relabellings, "relabellings");
        require_pointer(out_count, "out_count");
        std::vector<SuitPermutation> group(relabelling_count);
        for (std::size_t i = 0; i < group.size(); ++i) {
            for (std::size_t s = 0; s < kSuitCount; ++s) {
                const int32_t to = relabellings[kSuitCount * i + s];
                if (to < 0 || to >= kSuitCount) {
                    fail(ErrorKind::InvalidArgument, "relabellings[" + std::to_string(kSuitCount * i + s) + "] is " +
                                                         std::to_string(to) +
                                                         "; a relabelling moves each suit to a suit 0..3 (c, d, h, s)");
                }
                group[i][s] = static_cast<std::uint8_t>(to);
            }
        }
        const auto classes = flop_classes(g, group);
        require_capacity(classes.size(), capacity, out_count);
        if (classes.empty()) return;
        require_pointer(out_flops, "out_flops");
        require_pointer(out_weights, "out_weights");
        for (std::size_t i = 0; i < classes.size(); ++i) {
            out_flops[i] = classes[i].flop;
            out_weights[i] = classes[i].weight;
        }
    });
}

}  // extern "C"
