/*
 * Card text through the C ABI: xiapl_card_parse, xiapl_cards_parse (hands and
 * boards), then the names, masks and the Hold'em class of what was parsed.
 * Properties: a parsed card's name parses back to the same id; a parsed list
 * has no duplicate (its mask has one bit per id); a short buffer fails with
 * BUFFER_TOO_SMALL, says how much is needed and writes nothing; an error
 * always has a message.
 */
#include "fuzz_common.h"

#define MAX_IDS 64

static void check_card_text(const char *text) {
    int32_t id = -12345;
    int32_t status = xiapl_card_parse(text, &id);
    fuzz_check_status(status, "xiapl_card_parse");
    if (status != XIAPL_OK) {
        FUZZ_CHECK(id == -12345, "a failed xiapl_card_parse wrote %d", (int)id);
        return;
    }
    FUZZ_CHECK(id >= 0 && id < 52, "card id %d out of range for \"%s\"", (int)id, text);
    {
        char name[3];
        uint64_t len = 0;
        int32_t again = -1;
        fuzz_check_status(xiapl_card_name(id, name, sizeof name, &len), "xiapl_card_name");
        FUZZ_CHECK(len == 2, "card name length %u", (unsigned)len);
        FUZZ_CHECK(xiapl_card_parse(name, &again) == XIAPL_OK && again == id, "\"%s\" -> %d -> \"%s\" -> %d", text,
                   (int)id, name, (int)again);
    }
}

static void check_cards_text(const char *text) {
    int32_t ids[MAX_IDS];
    uint64_t len = 0, mask = 0, i;
    int32_t status = xiapl_cards_parse(text, ids, MAX_IDS, &len);
    fuzz_check_status(status, "xiapl_cards_parse");
    if (status != XIAPL_OK) {
        /* 52 distinct cards at most, so a 64-slot buffer is never too small. */
        FUZZ_CHECK(status == XIAPL_ERR_PARSE, "xiapl_cards_parse: %s", xiapl_status_name(status));
        return;
    }
    FUZZ_CHECK(len <= 52, "%u distinct cards", (unsigned)len);
    for (i = 0; i < len; ++i) {
        FUZZ_CHECK(ids[i] >= 0 && ids[i] < 52, "id %d", (int)ids[i]);
        FUZZ_CHECK(!(mask >> ids[i] & 1), "card %d parsed twice from \"%s\"", (int)ids[i], text);
        mask |= UINT64_C(1) << ids[i];
    }
    {
        uint64_t from_ids = 0;
        fuzz_check_status(xiapl_mask_from_ids(ids, len, &from_ids), "xiapl_mask_from_ids");
        FUZZ_CHECK(from_ids == mask, "mask_from_ids disagrees");
    }
    if (len > 0) {
        /* One slot short: BUFFER_TOO_SMALL, the size needed, nothing written. */
        int32_t shorter[MAX_IDS];
        uint64_t needed = 0;
        for (i = 0; i < MAX_IDS; ++i) shorter[i] = -7;
        status = xiapl_cards_parse(text, shorter, len - 1, &needed);
        fuzz_check_status(status, "xiapl_cards_parse (short buffer)");
        FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL && needed == len, "short buffer: %s, needed %u of %u",
                   xiapl_status_name(status), (unsigned)needed, (unsigned)len);
        for (i = 0; i < MAX_IDS; ++i) FUZZ_CHECK(shorter[i] == -7, "a short buffer was written at %u", (unsigned)i);
    }
    {
        /* The names of the cards, joined, parse back to the same list. */
        char joined[3 * MAX_IDS + 1];
        int32_t again[MAX_IDS];
        uint64_t again_len = 0, name_len = 0;
        joined[0] = '\0';
        for (i = 0; i < len; ++i) {
            fuzz_check_status(xiapl_card_name(ids[i], joined + 3 * i, 3, &name_len), "xiapl_card_name");
            joined[3 * i + 2] = ' ';
            joined[3 * i + 3] = '\0';
        }
        fuzz_check_status(xiapl_cards_parse(joined, again, MAX_IDS, &again_len), "xiapl_cards_parse (names)");
        FUZZ_CHECK(again_len == len && memcmp(again, ids, len * sizeof ids[0]) == 0,
                   "\"%s\" does not round-trip through \"%s\"", text, joined);
    }
    {
        int32_t sorted[MAX_IDS];
        uint64_t sorted_len = 0;
        int32_t previous = -1;
        fuzz_check_status(xiapl_mask_to_ids(mask, sorted, MAX_IDS, &sorted_len), "xiapl_mask_to_ids");
        FUZZ_CHECK(sorted_len == len, "mask_to_ids gives %u ids for %u cards", (unsigned)sorted_len, (unsigned)len);
        for (i = 0; i < sorted_len; ++i) {
            FUZZ_CHECK(sorted[i] > previous && (mask >> sorted[i] & 1), "mask_to_ids not ascending");
            previous = sorted[i];
        }
    }
    if (len == 2) {
        /* A two-card hand's class label, read as a Hold'em range, holds the hand. */
        char label[4];
        uint64_t label_len = 0, dead_free = 0;
        xiapl_range *range = NULL;
        fuzz_check_status(xiapl_canon_holdem_class(mask, label, sizeof label, &label_len), "xiapl_canon_holdem_class");
        FUZZ_CHECK(label_len == 2 || label_len == 3, "class label \"%s\"", label);
        status = xiapl_range_parse(XIAPL_GAME_HOLDEM, label, &range);
        fuzz_check_status(status, "xiapl_range_parse (class label)");
        FUZZ_CHECK(status == XIAPL_OK, "class label \"%s\" does not parse as a range", label);
        /* The combos sharing no card with the complement of the hand: the hand alone. */
        fuzz_check_status(xiapl_range_combos(range, ~mask & ((UINT64_C(1) << 52) - 1), NULL, NULL, 0, &dead_free),
                          "xiapl_range_combos");
        FUZZ_CHECK(dead_free == 1, "range \"%s\" does not hold the hand it labels", label);
        xiapl_range_destroy(range);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = fuzz_text(data, size);
    if (text == NULL) return 0;
    check_card_text(text);
    check_cards_text(text);
    free(text);
    return 0;
}
