/*
 * The table rules engine driven by the fuzz bytes: a config (seats, stacks,
 * antes, blinds, button, game, betting, hole cards; sometimes absurd values),
 * then a sequence of arbitrary action kinds and amounts, board and hole deals
 * and discards (every game: board, stud and draw games).
 * After every accepted step: the invariants hold (xiapl_table_check_invariants),
 * the chips in play never change, and xiapl_table_legal_actions tells the
 * truth (each listed action is accepted at its listed amounts, each unlisted
 * kind is refused). A refused step must be a clean INVALID_ARGUMENT with a
 * message. Replaying the accepted actions and board deals in one call
 * (xiapl_table_apply_many) must reach the same state when there were no
 * hole deals or discards. The final state's
 * saved text (xiapl_table_to_text) must load back to a state with the same
 * text and the same next random deal; the text with a few bytes changed must
 * load or fail cleanly, and what loads must save and load again unchanged.
 */
#define XIAPL_UNSTABLE_API /* the table engine */
#include "fuzz_common.h"

#define MAX_STEPS 48
#define VALID_BITS ((UINT64_C(1) << 52) - 1)

/* Mostly small chip amounts; sometimes zero, negative or near the int64 limit. */
static int64_t fuzz_amount(fuzz_reader *r) {
    uint8_t b = fuzz_u8(r);
    if (b < 200) return (int64_t)b * 5;
    if (b < 240) return (int64_t)(b - 199) * 1000;
    if (b < 250) return INT64_MAX - (int64_t)fuzz_u8(r);
    if (b < 253) return -(int64_t)fuzz_u8(r);
    return (int64_t)fuzz_u64(r);
}

/* a + k * b without overflow (saturates at INT64_MAX); a, b >= 0 in every table state. */
static int64_t raise_to(int64_t a, int64_t b, int64_t k) {
    if (b > 0 && k > (INT64_MAX - a) / b) return INT64_MAX;
    return a + k * b;
}

static xiapl_table_info info_of(const xiapl_table_state *state) {
    xiapl_table_info info;
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    fuzz_check_status(xiapl_table_info_get(state, &info), "xiapl_table_info_get");
    return info;
}

/* Applies a step and checks the outcome; returns the new state or NULL. */
static xiapl_table_state *try_apply(const xiapl_table_state *state, int32_t kind, int64_t amount) {
    xiapl_table_state *next = NULL;
    int32_t status = xiapl_table_apply(state, kind, amount, &next);
    fuzz_check_status(status, "xiapl_table_apply");
    if (status != XIAPL_OK) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT && next == NULL, "apply(%d, %lld): %s", (int)kind,
                   (long long)amount, xiapl_status_name(status));
        return NULL;
    }
    return next;
}

static void check_state(const xiapl_table_state *state, int64_t total_chips) {
    xiapl_table_info info = info_of(state);
    int32_t status = xiapl_table_check_invariants(state);
    fuzz_check_status(status, "xiapl_table_check_invariants");
    FUZZ_CHECK(status == XIAPL_OK, "broken invariant: %s", xiapl_last_error_message());
    FUZZ_CHECK(info.total_chips == total_chips, "chips in play %lld, started with %lld", (long long)info.total_chips,
               (long long)total_chips);
    FUZZ_CHECK(info.pot_total >= 0 && info.pot_total <= total_chips, "pot %lld", (long long)info.pot_total);
    FUZZ_CHECK((info.phase == XIAPL_PHASE_BETTING || info.phase == XIAPL_PHASE_DRAWING) == (info.actor >= 0),
               "phase %d with actor %d", (int)info.phase, (int)info.actor);
    FUZZ_CHECK((info.deal_seat >= 0) == (info.phase == XIAPL_PHASE_DEALING && info.hole_cards_due > 0),
               "deal seat %d, %d cards due, phase %d", (int)info.deal_seat, (int)info.hole_cards_due, (int)info.phase);
    FUZZ_CHECK(!(info.board & ~VALID_BITS) && fuzz_popcount(info.board) <= 5, "board %llx",
               (unsigned long long)info.board);
}

/* Every listed action is accepted at its amounts; every other kind is refused. */
static void check_legal_actions(const xiapl_table_state *state) {
    int32_t kinds[5];
    int64_t lo[5], hi[5];
    uint64_t rows = 0, i;
    int listed[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    int32_t kind;
    fuzz_check_status(xiapl_table_legal_actions(state, kinds, lo, hi, 5, &rows), "xiapl_table_legal_actions");
    FUZZ_CHECK(rows >= 1, "a seat is to act but has no legal action");
    for (i = 0; i < rows; ++i) {
        xiapl_table_state *a, *b;
        FUZZ_CHECK(
            kinds[i] >= XIAPL_ACTION_FOLD && kinds[i] <= XIAPL_ACTION_BRING_IN && kinds[i] != 5 && lo[i] <= hi[i],
            "legal row %d [%lld, %lld]", (int)kinds[i], (long long)lo[i], (long long)hi[i]);
        if (kinds[i] < 0 || kinds[i] > XIAPL_ACTION_BRING_IN) continue;
        listed[kinds[i]] = 1;
        a = try_apply(state, kinds[i], lo[i]);
        b = try_apply(state, kinds[i], hi[i]);
        FUZZ_CHECK(a != NULL && b != NULL, "listed action %d [%lld, %lld] refused: %s", (int)kinds[i], (long long)lo[i],
                   (long long)hi[i], xiapl_last_error_message());
        xiapl_table_destroy(a);
        xiapl_table_destroy(b);
    }
    for (kind = XIAPL_ACTION_FOLD; kind <= XIAPL_ACTION_CALL; ++kind) {
        if (!listed[kind]) {
            xiapl_table_state *refused = try_apply(state, kind, 0);
            FUZZ_CHECK(refused == NULL, "unlisted action %d accepted", (int)kind);
        }
    }
    if (!listed[XIAPL_ACTION_BET_OR_RAISE]) {
        xiapl_table_info info = info_of(state);
        xiapl_table_state *refused =
            try_apply(state, XIAPL_ACTION_BET_OR_RAISE, raise_to(info.current_bet, info.min_raise, 1));
        FUZZ_CHECK(refused == NULL, "an unlisted raise was accepted");
    }
    {
        xiapl_table_state *either = try_apply(state, XIAPL_ACTION_CHECK_OR_CALL, 0);
        FUZZ_CHECK((either != NULL) == (listed[XIAPL_ACTION_CHECK] || listed[XIAPL_ACTION_CALL]),
                   "check_or_call disagrees with the legal actions");
        xiapl_table_destroy(either);
    }
}

/* The state's text; NULL when it does not fit the fuzz budget. Free it. */
static char *saved_text(const xiapl_table_state *state, uint64_t *len) {
    char *text;
    int32_t status = xiapl_table_to_text(state, NULL, 0, len);
    FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL && *len > 0, "serialize into no buffer: %s",
               xiapl_status_name(status));
    text = (char *)malloc(*len + 1);
    if (text == NULL) return NULL;
    fuzz_check_status(xiapl_table_to_text(state, text, *len + 1, len), "xiapl_table_to_text");
    FUZZ_CHECK(strlen(text) == *len, "the text's length is not *out_len");
    return text;
}

static void check_saved_text(const xiapl_table_state *state, fuzz_reader *r) {
    uint64_t len = 0, len2 = 0, k;
    char *text = saved_text(state, &len), *again;
    xiapl_table_state *loaded = NULL, *edited = NULL;
    int32_t status;
    if (text == NULL) return;
    fuzz_check_status(xiapl_table_from_text(text, len, &loaded), "xiapl_table_from_text");
    FUZZ_CHECK(loaded != NULL, "a saved state does not load: %s", xiapl_last_error_message());
    if (loaded != NULL) {
        xiapl_table_state *a = NULL, *b = NULL;
        xiapl_table_info x = info_of(state), y = info_of(loaded);
        again = saved_text(loaded, &len2);
        FUZZ_CHECK(again != NULL && len2 == len && memcmp(text, again, len) == 0, "the loaded state saves other text");
        free(again);
        FUZZ_CHECK(memcmp(&x, &y, sizeof x) == 0, "the loaded state differs");
        if (x.phase == XIAPL_PHASE_DEALING) {
            int32_t sa = xiapl_table_deal_random(state, &a), sb = xiapl_table_deal_random(loaded, &b);
            fuzz_check_status(sa, "deal_random (saved)");
            fuzz_check_status(sb, "deal_random (loaded)");
            /* The stub may run out (LIMIT_EXCEEDED) in both alike. */
            FUZZ_CHECK(sa == sb, "the saved and the loaded state deal differently");
            if (a != NULL && b != NULL) {
                xiapl_table_info ia = info_of(a), ib = info_of(b);
                FUZZ_CHECK(memcmp(&ia, &ib, sizeof ia) == 0, "the loaded state draws other cards");
            }
        }
        xiapl_table_destroy(a);
        xiapl_table_destroy(b);
        xiapl_table_destroy(loaded);
    }
    /* A few bytes changed: a clean refusal, or a state whose text is stable. */
    for (k = 0; k < 3 && fuzz_left(r); ++k) {
        uint64_t at = (uint64_t)fuzz_u8(r) << 8;
        at = (at | fuzz_u8(r)) % len;
        text[at] = (char)fuzz_u8(r);
    }
    status = xiapl_table_from_text(text, len, &edited);
    fuzz_check_status(status, "xiapl_table_from_text (edited)");
    if (status == XIAPL_OK) {
        char *once = saved_text(edited, &len2), *twice;
        xiapl_table_state *reloaded = NULL;
        if (once != NULL) {
            fuzz_check_status(xiapl_table_from_text(once, len2, &reloaded), "xiapl_table_from_text (reload)");
            FUZZ_CHECK(reloaded != NULL, "an edited text loaded but its own text does not");
            if (reloaded != NULL) {
                twice = saved_text(reloaded, &len);
                FUZZ_CHECK(twice != NULL && len == len2 && memcmp(once, twice, len) == 0, "reload changed the text");
                free(twice);
            }
        }
        free(once);
        xiapl_table_destroy(reloaded);
        xiapl_table_destroy(edited);
    } else {
        FUZZ_CHECK((status == XIAPL_ERR_PARSE || status == XIAPL_ERR_INVALID_ARGUMENT) && edited == NULL,
                   "an edited text gave %s", xiapl_status_name(status));
        FUZZ_CHECK(strstr(xiapl_last_error_message(), "line") != NULL, "a refusal that names no line: %s",
                   xiapl_last_error_message());
    }
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_reader r = fuzz_reader_make(data, size);
    xiapl_table_config config;
    xiapl_table_state *state = NULL;
    int32_t seats, i, status, step_kinds[MAX_STEPS];
    int64_t total = 0, step_amounts[MAX_STEPS];
    int steps = 0, s, overflow = 0, holes_dealt = 0;
    uint8_t shape;

    fuzz_check_status(xiapl_table_config_init(&config, sizeof config), "xiapl_table_config_init");
    shape = fuzz_u8(&r);
    config.seat_count = shape < 250 ? 2 + shape % 9 : (int32_t)shape - 250 + (shape & 1 ? 11 : -3);
    /* 0..11 are the games; 12 is refused */
    config.game = (int32_t)fuzz_below(&r, 13);
    shape = fuzz_u8(&r);
    config.betting = shape < 250 ? (int32_t)(shape % 3) : 7; /* 7 is an unknown betting structure */
    config.button = (int32_t)fuzz_below(&r, 12) - 1;
    config.random_holes = fuzz_u8(&r) & 1;
    config.seed = fuzz_u64(&r);
    config.min_bet = fuzz_amount(&r);
    config.bring_in = fuzz_u8(&r) < 128 ? 0 : fuzz_amount(&r);
    config.draws = (int32_t)fuzz_below(&r, 5);
    config.small_bet = fuzz_u8(&r) < 128 ? 0 : fuzz_amount(&r);
    config.big_bet = fuzz_u8(&r) < 128 ? 0 : fuzz_amount(&r);
    seats = config.seat_count >= 2 && config.seat_count <= XIAPL_TABLE_MAX_SEATS ? config.seat_count : 2;
    for (i = 0; i < seats; ++i) {
        config.stacks[i] = fuzz_amount(&r);
        config.antes[i] = fuzz_u8(&r) < 200 ? 0 : fuzz_amount(&r);
        config.blinds[i] = fuzz_u8(&r) < 100 ? 0 : fuzz_amount(&r);
        config.hole_cards[i] = fuzz_u8(&r) < 128 ? 0 : fuzz_mask(&r);
        if (config.stacks[i] > 0 && total > INT64_MAX - config.stacks[i]) overflow = 1;
        if (config.stacks[i] > 0 && !overflow) total += config.stacks[i];
    }
    status = xiapl_table_create(&config, &state);
    fuzz_check_status(status, "xiapl_table_create");
    if (config.seat_count < 2 || config.seat_count > XIAPL_TABLE_MAX_SEATS || config.game > XIAPL_GAME_BADUGI ||
        config.betting > XIAPL_BETTING_FIXED_LIMIT) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT, "a bad config was accepted");
    }
    for (i = 0; i < seats; ++i) {
        if (config.stacks[i] <= 0 || config.antes[i] < 0 || config.blinds[i] < 0) {
            FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT, "seat %d's amounts accepted", (int)i);
        }
    }
    if (status != XIAPL_OK) {
        FUZZ_CHECK(state == NULL, "a failed create wrote its out-parameter");
        return 0;
    }
    FUZZ_CHECK(!overflow, "stacks adding up past INT64_MAX were accepted");
    check_state(state, total);

    while (fuzz_left(&r) && steps < MAX_STEPS) {
        xiapl_table_info info = info_of(state);
        xiapl_table_state *next = NULL;
        int32_t kind;
        int64_t amount;
        if (info.phase == XIAPL_PHASE_FINISHED) break;
        if (info.phase == XIAPL_PHASE_DRAWING || info.deal_seat >= 0) {
            /* A discard or a hole deal: at random, of the seat's cards, or of any cards. */
            uint8_t how = fuzz_u8(&r);
            uint64_t cards = fuzz_mask(&r);
            int32_t unknown = fuzz_u8(&r) < 240 ? 0 : (int32_t)fuzz_below(&r, 4);
            if (info.phase == XIAPL_PHASE_DRAWING) {
                int64_t hole[XIAPL_TABLE_MAX_SEATS];
                uint64_t len = 0;
                fuzz_check_status(xiapl_table_seat_values(state, XIAPL_SEAT_HOLE, hole, XIAPL_TABLE_MAX_SEATS, &len),
                                  "xiapl_table_seat_values");
                if (how < 192) cards &= (uint64_t)hole[info.actor];
                status = xiapl_table_discard(state, cards, unknown, &next);
                fuzz_check_status(status, "xiapl_table_discard");
            } else if (how < 128) {
                status = xiapl_table_deal_random(state, &next);
                fuzz_check_status(status, "xiapl_table_deal_random");
            } else {
                int32_t seat = how < 224 ? info.deal_seat : (int32_t)fuzz_below(&r, 12) - 1;
                status = xiapl_table_deal_hole(state, seat, cards, fuzz_u8(&r) < 128 ? cards : 0, unknown, &next);
                fuzz_check_status(status, "xiapl_table_deal_hole");
            }
            if (status != XIAPL_OK) {
                FUZZ_CHECK((status == XIAPL_ERR_INVALID_ARGUMENT || status == XIAPL_ERR_LIMIT_EXCEEDED) && next == NULL,
                           "a discard or hole deal: %s", xiapl_status_name(status));
                if (status == XIAPL_ERR_LIMIT_EXCEEDED) break;
                continue;
            }
            holes_dealt = 1;
            kind = -1;
            amount = 0;
        } else if (info.phase == XIAPL_PHASE_DEALING) {
            uint8_t how = fuzz_u8(&r);
            if (how < 64) {
                status = xiapl_table_deal_board_random(state, &next);
                fuzz_check_status(status, "xiapl_table_deal_board_random");
                FUZZ_CHECK(status == XIAPL_OK, "random deal refused: %s", xiapl_last_error_message());
                /* Record the cards dealt so apply_many can replay the step. */
                kind = -1;
                amount = (int64_t)(info_of(next).board & ~info.board);
            } else {
                uint64_t cards = fuzz_mask(&r);
                status = xiapl_table_deal_board(state, cards, &next);
                fuzz_check_status(status, "xiapl_table_deal_board");
                if (status != XIAPL_OK) {
                    FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT && next == NULL, "deal_board: %s",
                               xiapl_status_name(status));
                    continue;
                }
                kind = -1;
                amount = (int64_t)cards;
            }
        } else {
            uint8_t k = fuzz_u8(&r);
            check_legal_actions(state);
            kind = k < 240 ? (int32_t)(k % 7) : (int32_t)k - 245;
            amount = fuzz_amount(&r);
            if (kind == XIAPL_ACTION_BET_OR_RAISE && (k & 0x40)) {
                /* Raise to a legal-looking size: the street bet plus a multiple of the last raise. */
                amount = raise_to(info.current_bet, info.min_raise, 1 + (k & 3));
            }
            next = try_apply(state, kind, amount);
            if (next == NULL) continue;
        }
        check_state(next, total);
        FUZZ_CHECK(info_of(next).history_len == info.history_len + 1, "history did not grow by one step");
        xiapl_table_destroy(state);
        state = next;
        step_kinds[steps] = kind;
        step_amounts[steps] = amount;
        ++steps;
    }
#ifdef XIAPL_STEP_DEAL_BOARD
    {
        /* The accepted steps, replayed in one call from a fresh hand, reach the same state. */
        xiapl_table_state *fresh = NULL, *replayed = NULL;
        uint64_t failed = 99;
        for (s = 0; s < steps; ++s) {
            if (step_kinds[s] < 0) step_kinds[s] = XIAPL_STEP_DEAL_BOARD;
        }
        if (holes_dealt) goto saved; /* apply_many takes actions and board deals only */
        fuzz_check_status(xiapl_table_create(&config, &fresh), "xiapl_table_create (again)");
        status = xiapl_table_apply_many(fresh, NULL, step_kinds, step_amounts, (uint64_t)steps, &replayed, &failed);
        fuzz_check_status(status, "xiapl_table_apply_many");
        FUZZ_CHECK(status == XIAPL_OK && failed == (uint64_t)steps, "apply_many refused step %llu: %s",
                   (unsigned long long)failed, xiapl_last_error_message());
        {
            xiapl_table_info a = info_of(state), b = info_of(replayed);
            FUZZ_CHECK(memcmp(&a, &b, sizeof a) == 0, "apply_many reached a different state");
        }
        xiapl_table_destroy(fresh);
        xiapl_table_destroy(replayed);
    }
#else
    (void)s;
    (void)step_kinds;
    (void)step_amounts;
#endif
saved:
    check_saved_text(state, &r);
    xiapl_table_destroy(state);
    return 0;
}
