// C adapters for range handles.
#include <cstring>
#include <string>
#include <vector>

#define XIAPL_UNSTABLE_API /* declares xiapl_range_hits and xiapl_range_suit_symmetries */
#include "convert.hpp"
#include "guard.hpp"
#include "xiapl/board.hpp"
#include "xiapl/hits.hpp"
#include "xiapl/range.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

struct xiapl_range {
    xiapl::Range range;
};

namespace {

const Range& range_of(const xiapl_range* handle, const char* name) {
    require_pointer(handle, name);
    return handle->range;
}

// Builds the new handle first, then publishes it: *out is untouched on failure.
void publish(Range&& range, xiapl_range** out_range) { *out_range = new xiapl_range{std::move(range)}; }

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_range_parse(int32_t game, const char* text, xiapl_range** out_range) {
    return guarded([&] {
        require_pointer(text, "text");
        require_pointer(out_range, "out_range");
        publish(Range::parse(text, capi::game_from(game)), out_range);
    });
}

XIAPL_API int32_t xiapl_range_all(int32_t game, xiapl_range** out_range) {
    return guarded([&] {
        require_pointer(out_range, "out_range");
        publish(Range::all(capi::game_from(game)), out_range);
    });
}

XIAPL_API int32_t xiapl_range_from_combos(int32_t game, const uint64_t* masks, const double* weights, uint64_t count,
                                          xiapl_range** out_range) {
    return guarded([&] {
        require_pointer(out_range, "out_range");
        if (count) require_pointer(masks, "masks");
        Game g = capi::game_from(game);
        std::vector<WeightedCombo> combos(count);
        for (uint64_t i = 0; i < count; ++i) combos[i] = {masks[i], weights ? weights[i] : 1.0};
        publish(Range::from_combos(g, combos), out_range);
    });
}

XIAPL_API void xiapl_range_destroy(xiapl_range* range) { delete range; }

XIAPL_API int32_t xiapl_range_game(const xiapl_range* range, int32_t* out_game) {
    return guarded([&] {
        const Range& r = range_of(range, "range");
        require_pointer(out_game, "out_game");
        *out_game = static_cast<int32_t>(r.game());
    });
}

XIAPL_API int32_t xiapl_range_size(const xiapl_range* range, uint64_t* out_size) {
    return guarded([&] {
        const Range& r = range_of(range, "range");
        require_pointer(out_size, "out_size");
        *out_size = r.size();
    });
}

XIAPL_API int32_t xiapl_range_total_weight(const xiapl_range* range, double* out_weight) {
    return guarded([&] {
        const Range& r = range_of(range, "range");
        require_pointer(out_weight, "out_weight");
        *out_weight = r.total_weight();
    });
}

XIAPL_API int32_t xiapl_range_combos(const xiapl_range* range, uint64_t dead, uint64_t* out_masks, double* out_weights,
                                     uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const Range& r = range_of(range, "range");
        require_pointer(out_len, "out_len");
        if (dead == 0) {
            const auto& combos = r.combos();
            require_capacity(combos.size(), capacity, out_len);
            for (std::size_t i = 0; i < combos.size(); ++i) {
                if (out_masks) out_masks[i] = combos[i].mask;
                if (out_weights) out_weights[i] = combos[i].weight;
            }
            return;
        }
        auto combos = r.valid_combos(dead);
        require_capacity(combos.size(), capacity, out_len);
        for (std::size_t i = 0; i < combos.size(); ++i) {
            if (out_masks) out_masks[i] = combos[i].mask;
            if (out_weights) out_weights[i] = combos[i].weight;
        }
    });
}

XIAPL_API int32_t xiapl_range_union(const xiapl_range* a, const xiapl_range* b, xiapl_range** out_range) {
    return guarded([&] {
        const Range& x = range_of(a, "a");
        const Range& y = range_of(b, "b");
        require_pointer(out_range, "out_range");
        publish(range_union(x, y), out_range);
    });
}

XIAPL_API int32_t xiapl_range_intersection(const xiapl_range* a, const xiapl_range* b, xiapl_range** out_range) {
    return guarded([&] {
        const Range& x = range_of(a, "a");
        const Range& y = range_of(b, "b");
        require_pointer(out_range, "out_range");
        publish(range_intersection(x, y), out_range);
    });
}

XIAPL_API int32_t xiapl_range_difference(const xiapl_range* a, const xiapl_range* b, xiapl_range** out_range) {
    return guarded([&] {
        const Range& x = range_of(a, "a");
        const Range& y = range_of(b, "b");
        require_pointer(out_range, "out_range");
        publish(range_difference(x, y), out_range);
    });
}

XIAPL_API int32_t xiapl_range_to_text(const xiapl_range* range, char* buf, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const Range& r = range_of(range, "range");
        require_pointer(out_len, "out_len");
        xiapl::capi::write_text(range_to_text(r), buf, capacity, out_len);
    });
}

XIAPL_API int32_t xiapl_range_hits(const xiapl_range* range, uint64_t board, uint64_t dead,
                                   xiapl_hit_table* out_table) {
    return guarded([&] {
        const Range& r = range_of(range, "range");
        require_pointer(out_table, "out_table");
        capi::require_struct_size(out_table, "out_table", "xiapl_hit_table");
        const HitTable hits = range_hits(r, board, dead);
        xiapl_hit_table table;
        std::memset(&table, 0, sizeof table);  // padding too: the bytes are copied out
        table.combos = hits.combos;
        table.weight = hits.weight;
        for (std::size_t k = 0; k < hits.made.size(); ++k) table.made[k] = hits.made[k];
        table.flush_draw = hits.flush_draw;
        table.open_ended = hits.open_ended;
        table.gutshot = hits.gutshot;
        table.combo_draw = hits.combo_draw;
        table.overcards = hits.overcards;
        capi::write_sized(table, out_table);
    });
}

XIAPL_API int32_t xiapl_range_suit_symmetries(const xiapl_range* const* ranges, uint64_t range_count,
                                              int32_t* out_relabellings, uint64_t capacity, uint64_t* out_count) {
    return guarded([&] {
        if (range_count > 0) require_pointer(ranges, "ranges");
        require_pointer(out_count, "out_count");
        std::vector<const Range*> all;
        all.reserve(range_count);
        for (uint64_t i = 0; i < range_count; ++i) {
            const std::string name = "ranges[" + std::to_string(i) + "]";
            all.push_back(&range_of(ranges[i], name.c_str()));
        }
        const auto group = suit_symmetries(all);
        capi::require_capacity(group.size(), capacity, out_count);
        require_pointer(out_relabellings, "out_relabellings");
        for (std::size_t i = 0; i < group.size(); ++i) {
            for (std::size_t s = 0; s < kSuitCount; ++s) out_relabellings[kSuitCount * i + s] = group[i][s];
        }
    });
}
}
