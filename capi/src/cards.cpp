// C adapters for cards and masks.
#include <algorithm>
#include <cstring>

#include "guard.hpp"
#include "xiapl/cards.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

extern "C" {

XIAPL_API int32_t xiapl_card_parse(const char* text, int32_t* out_id) {
    return guarded([&] {
        require_pointer(text, "text");
        require_pointer(out_id, "out_id");
        *out_id = parse_card(text);
    });
}

XIAPL_API int32_t xiapl_cards_parse(const char* text, int32_t* out_ids, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        require_pointer(text, "text");
        auto ids = parse_cards(text);
        require_capacity(ids.size(), capacity, out_len);
        if (!ids.empty()) require_pointer(out_ids, "out_ids");
        std::copy(ids.begin(), ids.end(), out_ids);
    });
}

XIAPL_API int32_t xiapl_card_name(int32_t id, char* buf, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        auto name = card_name(id);
        require_pointer(out_len, "out_len");
        *out_len = name.size();
        if (capacity < name.size() + 1) {
            throw capi::BufferTooSmall("a card name needs a buffer of 3 bytes (two characters and a NUL)");
        }
        require_pointer(buf, "buf");
        std::memcpy(buf, name.c_str(), name.size() + 1);
    });
}

XIAPL_API int32_t xiapl_mask_from_ids(const int32_t* ids, uint64_t count, uint64_t* out_mask) {
    return guarded([&] {
        if (count) require_pointer(ids, "ids");
        require_pointer(out_mask, "out_mask");
        *out_mask = mask_from_ids(ids, count);
    });
}

XIAPL_API int32_t xiapl_mask_to_ids(uint64_t mask, int32_t* out_ids, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        check_mask(mask, "card");
        auto ids = ids_of(mask);
        require_capacity(ids.size(), capacity, out_len);
        if (!ids.empty()) require_pointer(out_ids, "out_ids");
        std::copy(ids.begin(), ids.end(), out_ids);
    });
}
}
