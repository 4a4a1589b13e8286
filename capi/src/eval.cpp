// C adapters for hand evaluation.
#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>
#include <string>
#include <string_view>

#include "convert.hpp"
#include "guard.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/games.hpp"
#include "xiapl/table.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;
using xiapl::capi::write_text;

namespace {

Ranking ranking_from(int32_t ranking) {
    if (ranking < XIAPL_RANKING_NONE || ranking > XIAPL_RANKING_BADUGI) {
        fail(ErrorKind::InvalidArgument, "ranking " + std::to_string(ranking) +
                                             " is unknown; use XIAPL_RANKING_NONE (0) to XIAPL_RANKING_BADUGI (6)");
    }
    return static_cast<Ranking>(ranking);
}

// A strength of ranking r (checked by the decoders, which name the range).
Strength ranked_strength(Ranking r, int32_t strength) {
    if (strength < 0 || strength > 0xFFFF || !is_strength(r, static_cast<Strength>(strength))) {
        // Out of the type's range: the decoder's message for a value it surely refuses.
        ranking_category(r, static_cast<Strength>(strength < 0 || strength > 0xFFFF ? 0 : strength));
    }
    return static_cast<Strength>(strength);
}

Strength strength_from(int32_t strength) {
    if (strength < 1 || strength > XIAPL_STRENGTH_MAX) {
        fail(ErrorKind::InvalidArgument,
             "strength " + std::to_string(strength) + " is not a hand strength; strengths are 1..7462");
    }
    return static_cast<Strength>(strength);
}

// A batch's fast check found item `index` bad: fails with the single-item
// check's message, prefixed with the index. The two checks agree (the core
// tests compare them); were they ever not to, the batch would still stop
// (an internal error) rather than evaluate a bad item.
template <class Check>
[[noreturn]] void refuse_item(uint64_t index, Check&& check) {
    try {
        check();
    } catch (const Error& e) {
        fail(e.kind(), "item " + std::to_string(index) + ": " + e.what());
    }
    throw std::logic_error("item " + std::to_string(index) + ": the batch check refused it, the single check did not");
}

// xiapl_eval_mask's checked path, kept out of line so the valid case
// stays small.
[[gnu::noinline]] int32_t eval_mask_checked(uint64_t cards, int32_t* out_strength) {
    return guarded([&] {
        require_pointer(out_strength, "out_strength");
        *out_strength = evaluate_cards_checked(cards);
    });
}

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_eval_mask(uint64_t cards, int32_t* out_strength) {
    // A valid call is answered here, without the checked path's stack frame
    // and calls: the same test as the batch check (5 to 7 cards, all below
    // 52; the last suit's pattern, which the evaluation needs anyway, is
    // below 2^13 exactly when no bit is at 52 or above). Anything else goes
    // through the checked path, which names the fault.
    const std::uint64_t last_suit = cards >> 39;
    const auto n = static_cast<unsigned>(std::popcount(cards));
    if (out_strength != nullptr && last_suit < 0x2000 && n - 5 <= 2) [[likely]] {
        *out_strength =
            detail::evaluate_suit_patterns(cards & 0x1FFF, (cards >> 13) & 0x1FFF, (cards >> 26) & 0x1FFF, last_suit);
        return XIAPL_OK;
    }
    return eval_mask_checked(cards, out_strength);
}

XIAPL_API int32_t xiapl_eval_ids(const int32_t* ids, uint64_t count, int32_t* out_strength) {
    return guarded([&] {
        if (count) require_pointer(ids, "ids");
        require_pointer(out_strength, "out_strength");
        if (count > 7) {
            fail(ErrorKind::InvalidArgument,
                 std::to_string(count) + " cards given; a hand is evaluated from 5 to 7 cards");
        }
        *out_strength = evaluate_cards_checked(mask_from_ids(ids, count));
    });
}

XIAPL_API int32_t xiapl_eval_hand(int32_t game, uint64_t hole, uint64_t board, int32_t* out_strength) {
    return guarded([&] {
        require_pointer(out_strength, "out_strength");
        *out_strength = evaluate_hand_checked(board, hole, capi::game_from(game));
    });
}

static_assert(XIAPL_EVAL_MASKS_ONE_PASS == kOnePassBatch, "xiapl.h states the core's one-pass batch");

XIAPL_API int32_t xiapl_eval_masks(const uint64_t* masks, uint64_t count, uint16_t* out_strengths) {
    return guarded([&] {
        if (count == 0) return;
        require_pointer(masks, "masks");
        require_pointer(out_strengths, "out_strengths");
        // Checked and evaluated together; nothing is written unless every
        // mask passes.
        const std::size_t bad = evaluate_many_checked(masks, out_strengths, count);
        if (bad < count) refuse_item(bad, [&] { evaluate_cards_checked(masks[bad]); });
    });
}

XIAPL_API int32_t xiapl_eval_hands(int32_t game, const uint64_t* holes, const uint64_t* boards, uint64_t count,
                                   uint16_t* out_strengths) {
    return guarded([&] {
        Game g = capi::game_from(game);
        if (count == 0) return;
        require_pointer(boards, "boards");
        require_pointer(holes, "holes");
        require_pointer(out_strengths, "out_strengths");
        const std::size_t bad = first_invalid_hand(boards, holes, count, g);
        if (bad < count) refuse_item(bad, [&] { validate_hand(boards[bad], holes[bad], g); });
        evaluate_hands_many(boards, holes, out_strengths, count, g);
    });
}

XIAPL_API int32_t xiapl_eval_showdown(int32_t game, const uint64_t* holes, uint64_t player_count, uint64_t board,
                                      int32_t* out_winners, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        Game g = capi::game_from(game);
        if (player_count) require_pointer(holes, "holes");
        auto winners = judge(holes, player_count, board, g);
        require_capacity(winners.size(), capacity, out_len);
        require_pointer(out_winners, "out_winners");
        std::copy(winners.begin(), winners.end(), out_winners);
    });
}

XIAPL_API int32_t xiapl_eval_best_five(int32_t game, uint64_t hole, uint64_t board, uint64_t* out_five,
                                       uint64_t* out_hole_used, int32_t* out_strength) {
    return guarded([&] {
        require_pointer(out_five, "out_five");
        require_pointer(out_hole_used, "out_hole_used");
        require_pointer(out_strength, "out_strength");
        BestHand best = best_hand(board, hole, capi::game_from(game));
        *out_five = best.five;
        *out_hole_used = best.hole_used;
        *out_strength = best.strength;
    });
}

XIAPL_API int32_t xiapl_strength_category(int32_t strength, int32_t* out_category) {
    return guarded([&] {
        require_pointer(out_category, "out_category");
        *out_category = static_cast<int32_t>(category_of(strength_from(strength)));
    });
}

XIAPL_API int32_t xiapl_strength_kickers(int32_t strength, int32_t* out_ranks, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        int ranks[5];
        int count = kickers_of(strength_from(strength), ranks);
        require_capacity(static_cast<uint64_t>(count), capacity, out_len);
        require_pointer(out_ranks, "out_ranks");
        std::copy(ranks, ranks + count, out_ranks);
    });
}

XIAPL_API int32_t xiapl_strength_describe(int32_t strength, char* buf, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] { write_text(describe_strength(strength_from(strength)), buf, capacity, out_len); });
}

XIAPL_API int32_t xiapl_strength_name(int32_t strength, char* buf, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] { write_text(hand_name(strength_from(strength)), buf, capacity, out_len); });
}

XIAPL_API int32_t xiapl_game_info_get(int32_t game, xiapl_game_info* out_info) {
    return guarded([&] {
        const Game g = capi::game_from(game);
        require_pointer(out_info, "out_info");
        capi::require_struct_size(out_info, "out_info", "xiapl_game_info");
        const GameRules& rules = game_rules(g);
        xiapl_game_info full{};
        full.hole_cards = rules.hole_cards;
        full.min_hole_cards = rules.min_hole_cards;
        full.board_cards = rules.board_cards;
        full.hole_used = rules.hole_used;
        full.deck_cards = std::popcount(game_deck(g));
        full.high_ranking = static_cast<int32_t>(rules.high);
        full.low_ranking = static_cast<int32_t>(rules.low);
        full.max_players = rules.max_players;
        full.family = static_cast<int32_t>(family_of(g));
        capi::write_sized(full, out_info);
    });
}

XIAPL_API int32_t xiapl_game_name(int32_t game, char* buf, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] { write_text(game_rules(capi::game_from(game)).name, buf, capacity, out_len); });
}

XIAPL_API int32_t xiapl_game_parse(const char* name, uint64_t length, int32_t* out_game) {
    return guarded([&] {
        require_pointer(out_game, "out_game");
        if (length > 0) require_pointer(name, "name");
        const std::string_view text = length == 0 ? std::string_view() : std::string_view(name, length);
        *out_game = static_cast<int32_t>(parse_game(text));
    });
}

XIAPL_API int32_t xiapl_game_names(int32_t game, char* buf, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        std::string text;
        for (std::string_view alias : game_names(capi::game_from(game))) {
            text += (text.empty() ? "" : ",") + std::string(alias);
        }
        write_text(text, buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_eval_low(int32_t game, uint64_t hole, uint64_t board, int32_t* out_strength) {
    return guarded([&] {
        require_pointer(out_strength, "out_strength");
        *out_strength = evaluate_low_checked(board, hole, capi::game_from(game));
    });
}

XIAPL_API int32_t xiapl_eval_lows(int32_t game, const uint64_t* holes, const uint64_t* boards, uint64_t count,
                                  uint16_t* out_strengths) {
    return guarded([&] {
        Game g = capi::game_from(game);
        if (game_rules(g).low == Ranking::None) evaluate_low_checked(0, 0, g);  // the core's message
        if (count == 0) return;
        require_pointer(boards, "boards");
        require_pointer(holes, "holes");
        require_pointer(out_strengths, "out_strengths");
        const std::size_t bad = first_invalid_hand(boards, holes, count, g);
        if (bad < count) refuse_item(bad, [&] { validate_hand(boards[bad], holes[bad], g); });
        evaluate_lows_many(boards, holes, out_strengths, count, g);
    });
}

XIAPL_API int32_t xiapl_eval_showdown_low(int32_t game, const uint64_t* holes, uint64_t player_count, uint64_t board,
                                          int32_t* out_winners, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        Game g = capi::game_from(game);
        if (player_count) require_pointer(holes, "holes");
        auto winners = judge_low(holes, player_count, board, g);
        require_capacity(winners.size(), capacity, out_len);
        if (!winners.empty()) require_pointer(out_winners, "out_winners");
        std::copy(winners.begin(), winners.end(), out_winners);
    });
}

XIAPL_API int32_t xiapl_eval_best_low(int32_t game, uint64_t hole, uint64_t board, uint64_t* out_five,
                                      uint64_t* out_hole_used, int32_t* out_strength) {
    return guarded([&] {
        require_pointer(out_five, "out_five");
        require_pointer(out_hole_used, "out_hole_used");
        require_pointer(out_strength, "out_strength");
        BestHand best = best_low_hand(board, hole, capi::game_from(game));
        *out_five = best.five;
        *out_hole_used = best.hole_used;
        *out_strength = best.strength;
    });
}

XIAPL_API int32_t xiapl_ranking_max(int32_t ranking, int32_t* out_max) {
    return guarded([&] {
        require_pointer(out_max, "out_max");
        *out_max = max_strength(ranking_from(ranking));
    });
}

XIAPL_API int32_t xiapl_ranking_category(int32_t ranking, int32_t strength, int32_t* out_category) {
    return guarded([&] {
        require_pointer(out_category, "out_category");
        const Ranking r = ranking_from(ranking);
        *out_category = static_cast<int32_t>(ranking_category(r, ranked_strength(r, strength)));
    });
}

XIAPL_API int32_t xiapl_ranking_kickers(int32_t ranking, int32_t strength, int32_t* out_ranks, uint64_t capacity,
                                        uint64_t* out_len) {
    return guarded([&] {
        const Ranking r = ranking_from(ranking);
        int ranks[5];
        const int count = ranking_kickers(r, ranked_strength(r, strength), ranks);
        require_capacity(static_cast<uint64_t>(count), capacity, out_len);
        require_pointer(out_ranks, "out_ranks");
        std::copy(ranks, ranks + count, out_ranks);
    });
}

XIAPL_API int32_t xiapl_ranking_describe(int32_t ranking, int32_t strength, char* buf, uint64_t capacity,
                                         uint64_t* out_len) {
    return guarded([&] {
        const Ranking r = ranking_from(ranking);
        write_text(ranking_describe(r, ranked_strength(r, strength)), buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_ranking_name(int32_t ranking, int32_t strength, char* buf, uint64_t capacity,
                                     uint64_t* out_len) {
    return guarded([&] {
        const Ranking r = ranking_from(ranking);
        write_text(ranking_name(r, ranked_strength(r, strength)), buf, capacity, out_len);
    });
}
}
