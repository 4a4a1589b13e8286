// C adapters for suit canonicalization and the canonical enumeration handle.
#include <cstring>
#include <limits>
#include <string>

#include "guard.hpp"
#include "xiapl/canon.hpp"
#include "xiapl/error.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_pointer;

struct xiapl_canon_iter {
    xiapl::CanonicalEnumerator enumerator;
};

namespace {

// One (hero, board) form into the out-parameters (the orbit size optional).
void write_situation(CanonicalSituation (*form)(CardMask, CardMask), uint64_t hero, uint64_t board, uint64_t* out_hero,
                     uint64_t* out_board, uint64_t* out_orbit_size) {
    require_pointer(out_hero, "out_hero");
    require_pointer(out_board, "out_board");
    const auto c = form(hero, board);
    *out_hero = c.hero;
    *out_board = c.board;
    if (out_orbit_size) *out_orbit_size = c.orbit_size;
}

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_canon_board(uint64_t board, uint64_t* out_board, uint64_t* out_orbit_size) {
    return guarded([&] {
        require_pointer(out_board, "out_board");
        const auto c = canonicalize_board(board);
        *out_board = c.cards;
        if (out_orbit_size) *out_orbit_size = c.orbit_size;
    });
}

XIAPL_API int32_t xiapl_canon_hand(uint64_t hand, uint64_t* out_hand, uint64_t* out_orbit_size) {
    return guarded([&] {
        require_pointer(out_hand, "out_hand");
        const auto c = canonicalize_hand(hand);
        *out_hand = c.cards;
        if (out_orbit_size) *out_orbit_size = c.orbit_size;
    });
}

XIAPL_API int32_t xiapl_canon_situation(uint64_t hero, uint64_t board, uint64_t* out_hero, uint64_t* out_board,
                                        uint64_t* out_orbit_size) {
    return guarded(
        [&] { write_situation(canonicalize_hero_and_board, hero, board, out_hero, out_board, out_orbit_size); });
}

XIAPL_API int32_t xiapl_canon_situation_top_rank(uint64_t hero, uint64_t board, uint64_t* out_hero, uint64_t* out_board,
                                                 uint64_t* out_orbit_size) {
    return guarded([&] { write_situation(top_rank_hero_and_board, hero, board, out_hero, out_board, out_orbit_size); });
}

XIAPL_API int32_t xiapl_canon_holdem_class(uint64_t hand, char* buf, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const auto label = holdem_hand_class(hand);
        require_pointer(out_len, "out_len");
        *out_len = label.size();
        if (capacity < label.size() + 1) {
            throw capi::BufferTooSmall("a Hold'em hand class needs a buffer of " + std::to_string(label.size() + 1) +
                                       " bytes (the label and a NUL); 4 bytes always suffice");
        }
        require_pointer(buf, "buf");
        std::memcpy(buf, label.c_str(), label.size() + 1);
    });
}

XIAPL_API int32_t xiapl_canon_count(int32_t hero_size, int32_t board_size, uint64_t* out_count) {
    return guarded([&] {
        require_pointer(out_count, "out_count");
        *out_count = count_canonical(hero_size, board_size);
    });
}

XIAPL_API int32_t xiapl_canon_iter_create(int32_t hero_size, int32_t board_size, xiapl_canon_iter** out_iter) {
    return guarded([&] {
        require_pointer(out_iter, "out_iter");
        *out_iter = new xiapl_canon_iter{CanonicalEnumerator(hero_size, board_size)};
    });
}

XIAPL_API int32_t xiapl_canon_iter_next(xiapl_canon_iter* iter, uint64_t* out_heroes, uint64_t* out_boards,
                                        uint64_t* out_orbit_sizes, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        require_pointer(iter, "iter");
        require_pointer(out_len, "out_len");
        if (capacity == 0 && !iter->enumerator.finished()) {
            *out_len = 1;
            throw capi::BufferTooSmall(
                "xiapl_canon_iter_next was given capacity 0; pass buffers of at least 1 item (a chunk of "
                "thousands is faster)");
        }
        const auto chunk =
            static_cast<std::size_t>(std::min<uint64_t>(capacity, std::numeric_limits<std::size_t>::max()));
        *out_len = iter->enumerator.next(out_heroes, out_boards, out_orbit_sizes, chunk);
    });
}

XIAPL_API void xiapl_canon_iter_destroy(xiapl_canon_iter* iter) { delete iter; }
}
