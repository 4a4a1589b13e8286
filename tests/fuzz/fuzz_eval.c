/*
 * Evaluation and canonicalization entry points fed with card masks made from
 * the fuzz bytes: bad masks (bits >= 52), wrong card counts, overlapping
 * cards and unknown games must be clean INVALID_ARGUMENT errors that write
 * nothing; valid input must agree across the entry points (mask, ids, hand,
 * batch, best hand, judge) and canonicalization must be idempotent.
 */
#include "fuzz_common.h"

#define MAX_PLAYERS 6
#define VALID_BITS ((UINT64_C(1) << 52) - 1)

static int hole_count(int32_t game) {
    static const int counts[] = {2, 4, 5, 6};
    return game >= 0 && game <= 3 ? counts[game] : -1;
}

static int hand_is_valid(uint64_t board, uint64_t hole, int32_t game) {
    int b = fuzz_popcount(board);
    return hole_count(game) > 0 && !(board & ~VALID_BITS) && !(hole & ~VALID_BITS) && !(board & hole) && b >= 3 &&
           b <= 5 && fuzz_popcount(hole) == hole_count(game);
}

static void check_strength(int32_t strength) {
    int32_t category = -1, ranks[5];
    uint64_t len = 0;
    char text[64];
    FUZZ_CHECK(strength >= 1 && strength <= XIAPL_STRENGTH_MAX, "strength %d", (int)strength);
    fuzz_check_status(xiapl_strength_category(strength, &category), "xiapl_strength_category");
    FUZZ_CHECK(category >= XIAPL_CATEGORY_HIGH_CARD && category <= XIAPL_CATEGORY_STRAIGHT_FLUSH, "category %d",
               (int)category);
    fuzz_check_status(xiapl_strength_kickers(strength, ranks, 5, &len), "xiapl_strength_kickers");
    FUZZ_CHECK(len >= 1 && len <= 5, "%u kickers", (unsigned)len);
    fuzz_check_status(xiapl_strength_describe(strength, text, sizeof text, &len), "xiapl_strength_describe");
    FUZZ_CHECK(len > 0 && strlen(text) == len, "describe_strength length %u vs \"%s\"", (unsigned)len, text);
    fuzz_check_status(xiapl_strength_name(strength, text, sizeof text, &len), "xiapl_strength_name");
    FUZZ_CHECK(len > 0 && strlen(text) == len, "hand_name length %u vs \"%s\"", (unsigned)len, text);
}

static void check_mask(uint64_t mask) {
    int32_t strength = -99, by_ids = -99;
    int n = fuzz_popcount(mask);
    int valid = !(mask & ~VALID_BITS) && n >= 5 && n <= 7;
    int32_t status = xiapl_eval_mask(mask, &strength);
    fuzz_check_status(status, "xiapl_eval_mask");
    FUZZ_CHECK((status == XIAPL_OK) == valid, "evaluate_mask(%llx): %s", (unsigned long long)mask,
               xiapl_status_name(status));
    if (!valid) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT && strength == -99, "a rejected mask wrote a strength");
        return;
    }
    check_strength(strength);
    {
        int32_t ids[7];
        uint64_t len = 0;
        uint16_t batch = 0;
        fuzz_check_status(xiapl_mask_to_ids(mask, ids, 7, &len), "xiapl_mask_to_ids");
        fuzz_check_status(xiapl_eval_ids(ids, len, &by_ids), "xiapl_eval_ids");
        FUZZ_CHECK(by_ids == strength, "evaluate_ids %d != evaluate_mask %d", (int)by_ids, (int)strength);
        fuzz_check_status(xiapl_eval_masks(&mask, 1, &batch), "xiapl_eval_masks");
        FUZZ_CHECK(batch == strength, "evaluate_many %d != evaluate_mask %d", (int)batch, (int)strength);
        if (len >= 2) {
            /* An id given twice is an error even though the mask would hide it. */
            int32_t twice[8];
            int32_t untouched = -99;
            memcpy(twice, ids, len * sizeof ids[0]);
            twice[len] = ids[0];
            if (len < 7) {
                int32_t s = xiapl_eval_ids(twice, len + 1, &untouched);
                fuzz_check_status(s, "xiapl_eval_ids (duplicate)");
                FUZZ_CHECK(s == XIAPL_ERR_INVALID_ARGUMENT && untouched == -99, "a duplicate id was accepted");
            }
        }
    }
}

static void check_hand(uint64_t board, uint64_t hole, int32_t game) {
    int32_t strength = -99;
    int valid = hand_is_valid(board, hole, game);
    int32_t status = xiapl_eval_hand(game, hole, board, &strength);
    fuzz_check_status(status, "xiapl_eval_hand");
    FUZZ_CHECK((status == XIAPL_OK) == valid, "evaluate_hand(%llx, %llx, %d): %s", (unsigned long long)board,
               (unsigned long long)hole, (int)game, xiapl_status_name(status));
    {
        uint64_t five = 7, used = 7;
        int32_t best = -99;
        int32_t best_status = xiapl_eval_best_five(game, hole, board, &five, &used, &best);
        fuzz_check_status(best_status, "xiapl_eval_best_five");
        FUZZ_CHECK(best_status == status, "best_hand %s but evaluate_hand %s", xiapl_status_name(best_status),
                   xiapl_status_name(status));
        if (!valid) {
            FUZZ_CHECK(five == 7 && used == 7 && best == -99 && strength == -99, "a rejected hand wrote results");
            return;
        }
        check_strength(strength);
        FUZZ_CHECK(best == strength, "best_hand %d != evaluate_hand %d", (int)best, (int)strength);
        FUZZ_CHECK(fuzz_popcount(five) == 5 && !(five & ~(board | hole)), "best five %llx not from the cards",
                   (unsigned long long)five);
        FUZZ_CHECK(used == (five & hole), "hole_used %llx is not the hole cards of the five", (unsigned long long)used);
        if (game != XIAPL_GAME_HOLDEM) FUZZ_CHECK(fuzz_popcount(used) == 2, "Omaha uses two hole cards");
        {
            int32_t of_five = -1;
            fuzz_check_status(xiapl_eval_mask(five, &of_five), "xiapl_eval_mask (five)");
            FUZZ_CHECK(of_five == strength, "the best five score %d, the hand %d", (int)of_five, (int)strength);
        }
        if (game == XIAPL_GAME_HOLDEM) {
            int32_t loose = -1;
            fuzz_check_status(xiapl_eval_mask(board | hole, &loose), "xiapl_eval_mask (hold'em)");
            FUZZ_CHECK(loose == strength, "Hold'em hand %d != its cards %d", (int)strength, (int)loose);
        }
    }
}

static void check_judge(const uint64_t *holes, uint64_t players, uint64_t board, int32_t game) {
    int32_t winners[MAX_PLAYERS], strengths[MAX_PLAYERS];
    uint16_t batch[MAX_PLAYERS];
    uint64_t boards[MAX_PLAYERS], len = 99, i, seen = 0;
    int all_valid = players > 0, best = 0;
    uint64_t first_bad = players;
    int32_t status;
    char expected[32];
    for (i = 0; i < players; ++i) {
        boards[i] = board;
        batch[i] = 0xBEEF;
        if (first_bad == players && !hand_is_valid(board, holes[i], game)) first_bad = i;
        all_valid = all_valid && hand_is_valid(board, holes[i], game) && !(seen & holes[i]);
        seen |= holes[i];
    }
    status = xiapl_eval_hands(game, holes, boards, players, batch);
    fuzz_check_status(status, "xiapl_eval_hands");
    if (hole_count(game) > 0) { /* an unknown game fails before any item is looked at */
        FUZZ_CHECK((status == XIAPL_OK) == (first_bad == players), "evaluate_hands_many: %s, first bad item %u",
                   xiapl_status_name(status), (unsigned)first_bad);
        if (status != XIAPL_OK) {
            snprintf(expected, sizeof expected, "item %u:", (unsigned)first_bad);
            FUZZ_CHECK(strstr(xiapl_last_error_message(), expected) != NULL, "evaluate_hands_many named \"%s\", not %s",
                       xiapl_last_error_message(), expected);
        }
    }
    for (i = 0; i < players; ++i) {
        strengths[i] = 0;
        if (status != XIAPL_OK) {
            FUZZ_CHECK(batch[i] == 0xBEEF, "a failed batch wrote item %u", (unsigned)i);
        } else {
            fuzz_check_status(xiapl_eval_hand(game, holes[i], board, &strengths[i]), "xiapl_eval_hand");
            FUZZ_CHECK(batch[i] == strengths[i], "batch item %u: %d != %d", (unsigned)i, batch[i], (int)strengths[i]);
            if (strengths[i] > best) best = strengths[i];
        }
    }
    status = xiapl_eval_showdown(game, holes, players, board, winners, MAX_PLAYERS, &len);
    fuzz_check_status(status, "xiapl_eval_showdown");
    FUZZ_CHECK((status == XIAPL_OK) == all_valid, "judge: %s for a %s deal", xiapl_status_name(status),
               all_valid ? "valid" : "invalid");
    if (status != XIAPL_OK) return;
    {
        uint64_t expected = 0, w;
        for (i = 0; i < players; ++i) expected += strengths[i] == best;
        FUZZ_CHECK(len == expected, "judge names %u winners, %u have the best hand", (unsigned)len, (unsigned)expected);
        for (w = 0; w < len; ++w) {
            FUZZ_CHECK(winners[w] >= 0 && (uint64_t)winners[w] < players && strengths[winners[w]] == best,
                       "winner %d does not hold the best hand", (int)winners[w]);
            FUZZ_CHECK(w == 0 || winners[w - 1] < winners[w], "winners not ascending");
        }
    }
}

/* A batch of up to 9 masks (the check reads four at a time, then one at a
 * time): it fails exactly when one mask is bad, names the first one, and
 * writes nothing; otherwise every item equals its single evaluation. */
static void check_mask_batch(const uint64_t *masks, uint64_t count) {
    uint16_t batch[9];
    uint64_t i, first_bad = count;
    int32_t status;
    char expected[32];
    for (i = 0; i < count; ++i) {
        int n = fuzz_popcount(masks[i]);
        batch[i] = 0xBEEF;
        if (first_bad == count && ((masks[i] & ~VALID_BITS) || n < 5 || n > 7)) first_bad = i;
    }
    status = xiapl_eval_masks(masks, count, batch);
    fuzz_check_status(status, "xiapl_eval_masks");
    FUZZ_CHECK((status == XIAPL_OK) == (first_bad == count), "evaluate_many over %u masks: %s", (unsigned)count,
               xiapl_status_name(status));
    if (status != XIAPL_OK) {
        snprintf(expected, sizeof expected, "item %u:", (unsigned)first_bad);
        FUZZ_CHECK(strstr(xiapl_last_error_message(), expected) != NULL, "evaluate_many named \"%s\", not %s",
                   xiapl_last_error_message(), expected);
        for (i = 0; i < count; ++i) FUZZ_CHECK(batch[i] == 0xBEEF, "a failed batch wrote item %u", (unsigned)i);
        return;
    }
    for (i = 0; i < count; ++i) {
        int32_t one = -1;
        fuzz_check_status(xiapl_eval_mask(masks[i], &one), "xiapl_eval_mask (batch item)");
        FUZZ_CHECK(batch[i] == one, "batch item %u: %d != %d", (unsigned)i, batch[i], (int)one);
    }
}

static int canon_orbit_ok(uint64_t orbit) {
    return orbit == 1 || orbit == 4 || orbit == 6 || orbit == 12 || orbit == 24;
}

static void check_canon(uint64_t hero, uint64_t board) {
    uint64_t out_board = 0, out_hero = 0, orbit = 0, again = 0, again_hero = 0;
    int nb = fuzz_popcount(board), nh = fuzz_popcount(hero);
    int board_ok = !(board & ~VALID_BITS) && nb >= 3 && nb <= 5;
    int hero_ok = !(hero & ~VALID_BITS) && (nh == 2 || (nh >= 4 && nh <= 6));
    int32_t status = xiapl_canon_board(board, &out_board, &orbit);
    fuzz_check_status(status, "xiapl_canon_board");
    FUZZ_CHECK((status == XIAPL_OK) == board_ok, "canon_board(%llx): %s", (unsigned long long)board,
               xiapl_status_name(status));
    if (status == XIAPL_OK) {
        FUZZ_CHECK(fuzz_popcount(out_board) == nb && canon_orbit_ok(orbit), "canonical board %llx orbit %llu",
                   (unsigned long long)out_board, (unsigned long long)orbit);
        fuzz_check_status(xiapl_canon_board(out_board, &again, NULL), "xiapl_canon_board (again)");
        FUZZ_CHECK(again == out_board, "canon_board is not idempotent");
    }
    status = xiapl_canon_hand(hero, &out_hero, &orbit);
    fuzz_check_status(status, "xiapl_canon_hand");
    FUZZ_CHECK((status == XIAPL_OK) == hero_ok, "canon_hand(%llx): %s", (unsigned long long)hero,
               xiapl_status_name(status));
    status = xiapl_canon_situation(hero, board, &out_hero, &out_board, &orbit);
    fuzz_check_status(status, "xiapl_canon_situation");
    FUZZ_CHECK((status == XIAPL_OK) == (board_ok && hero_ok && !(hero & board)), "canon_hero_and_board: %s",
               xiapl_status_name(status));
    if (status == XIAPL_OK) {
        FUZZ_CHECK(canon_orbit_ok(orbit) && !(out_hero & out_board), "canonical situation");
        fuzz_check_status(xiapl_canon_situation(out_hero, out_board, &again_hero, &again, NULL),
                          "xiapl_canon_situation (again)");
        FUZZ_CHECK(again_hero == out_hero && again == out_board, "canon_hero_and_board is not idempotent");
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_reader r = fuzz_reader_make(data, size);
    uint8_t game_byte = fuzz_u8(&r);
    /* Mostly a real game, sometimes an unknown one. */
    int32_t game = game_byte < 250 ? (int32_t)(game_byte % 4) : (int32_t)game_byte - 252;
    uint64_t board = fuzz_mask(&r);
    uint64_t holes[MAX_PLAYERS];
    uint64_t players = fuzz_below(&r, MAX_PLAYERS + 1), i;
    for (i = 0; i < players; ++i) holes[i] = fuzz_mask(&r);
    check_mask(board);
    check_mask(board | (players ? holes[0] : 0));
    check_hand(board, players ? holes[0] : 0, game);
    check_judge(holes, players, board, game);
    check_canon(players ? holes[0] : 0, board);
    {
        /* The board with each hole, then each hole alone: valid and refused
         * masks mixed at every position of the batch. */
        uint64_t masks[9], count = 0;
        masks[count++] = board;
        for (i = 0; i < players && count < 9; ++i) masks[count++] = board | holes[i];
        for (i = 0; i < players && count < 9; ++i) masks[count++] = holes[i];
        check_mask_batch(masks, count);
    }
    return 0;
}
