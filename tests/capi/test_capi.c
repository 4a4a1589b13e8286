/* C ABI tests, written in C against xiapl.h and linked with libxiapl. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <xiapl/xiapl.h>

#include "check.h"

#define CHECK_STATUS(call, want) CHECK((call) == (want))

static void test_versions(void) {
    CHECK(xiapl_abi_version() == XIAPL_ABI_VERSION);
    CHECK(strcmp(xiapl_version_string(), XIAPL_VERSION_STRING) == 0);
    CHECK(xiapl_version_number() == XIAPL_VERSION_NUMBER);
    CHECK(XIAPL_VERSION_NUMBER == XIAPL_VERSION_MAJOR * 10000 + XIAPL_VERSION_MINOR * 100 + XIAPL_VERSION_PATCH);
    CHECK(XIAPL_ABI_VERSION == XIAPL_ABI_MAJOR * 1000 + XIAPL_ABI_MINOR);
    CHECK(strcmp(xiapl_status_name(XIAPL_OK), "XIAPL_OK") == 0);
    CHECK(strcmp(xiapl_status_name(XIAPL_ERR_PARSE), "XIAPL_ERR_PARSE") == 0);
    CHECK(strcmp(xiapl_status_name(12345), "XIAPL_ERR_UNKNOWN") == 0);
    CHECK(xiapl_last_error_message() != NULL);
}

static void test_cards(void) {
    int32_t id = -1;
    char name[3];
    uint64_t len = 0, mask = 0;
    int32_t ids[8];
    const char *bad[] = {"", "A", "Ax", "1s", "11h", "AsKs"};
    size_t i;

    CHECK_STATUS(xiapl_card_parse("As", &id), XIAPL_OK);
    CHECK(id == 51);
    CHECK_STATUS(xiapl_card_parse("10h", &id), XIAPL_OK);
    CHECK(id == 2 * 13 + 8);
    for (i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        id = 77;
        CHECK_STATUS(xiapl_card_parse(bad[i], &id), XIAPL_ERR_PARSE);
        CHECK(id == 77); /* untouched on failure */
    }
    CHECK_STATUS(xiapl_card_parse("11h", &id), XIAPL_ERR_PARSE);
    CHECK(message_contains("11h"));
    CHECK_STATUS(xiapl_card_parse(NULL, &id), XIAPL_ERR_INVALID_ARGUMENT);

    CHECK_STATUS(xiapl_card_name(51, name, sizeof name, &len), XIAPL_OK);
    CHECK(len == 2 && strcmp(name, "As") == 0);
    CHECK_STATUS(xiapl_card_name(52, name, sizeof name, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("52"));
    CHECK_STATUS(xiapl_card_name(0, name, 2, &len), XIAPL_ERR_BUFFER_TOO_SMALL);

    CHECK_STATUS(xiapl_cards_parse("AsKs 10c", ids, 8, &len), XIAPL_OK);
    CHECK(len == 3 && ids[0] == 51 && ids[1] == 50 && ids[2] == 8);
    ids[0] = -5;
    CHECK_STATUS(xiapl_cards_parse("AsKsQs", ids, 2, &len), XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 3 && ids[0] == -5); /* nothing partial written */
    CHECK_STATUS(xiapl_cards_parse("AsAs", ids, 8, &len), XIAPL_ERR_PARSE);
    CHECK(message_contains("twice"));

    CHECK_STATUS(xiapl_mask_from_ids(ids, 0, &mask), XIAPL_OK);
    CHECK(mask == 0);
    ids[0] = 0;
    ids[1] = 51;
    CHECK_STATUS(xiapl_mask_from_ids(ids, 2, &mask), XIAPL_OK);
    CHECK(mask == (1ULL | (1ULL << 51)));
    ids[1] = 52;
    CHECK_STATUS(xiapl_mask_from_ids(ids, 2, &mask), XIAPL_ERR_INVALID_ARGUMENT);
    ids[1] = 0;
    CHECK_STATUS(xiapl_mask_from_ids(ids, 2, &mask), XIAPL_ERR_INVALID_ARGUMENT);

    CHECK_STATUS(xiapl_mask_to_ids((1ULL << 3) | (1ULL << 40), ids, 8, &len), XIAPL_OK);
    CHECK(len == 2 && ids[0] == 3 && ids[1] == 40);
    CHECK_STATUS(xiapl_mask_to_ids(1ULL << 52, ids, 8, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("bit 52"));
}

static void test_deck(void) {
    xiapl_deck *a = NULL, *b = NULL;
    int32_t cards_a[52], cards_b[52], dealt[52];
    uint64_t len = 0, len_b = 0;

    CHECK_STATUS(xiapl_deck_create(&a), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_create(&b), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(a, cards_a, 52, &len), XIAPL_OK);
    CHECK(len == 52 && cards_a[0] == 0 && cards_a[51] == 51);

    CHECK_STATUS(xiapl_deck_shuffle(a, 0), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_shuffle(b, 0), XIAPL_OK);
    xiapl_deck_cards(a, cards_a, 52, &len);
    xiapl_deck_cards(b, cards_b, 52, &len_b);
    CHECK(len == 52 && len_b == 52 && memcmp(cards_a, cards_b, sizeof cards_a) == 0);

    CHECK_STATUS(xiapl_deck_deal(a, 2, dealt, 52, &len), XIAPL_OK);
    CHECK(len == 2 && dealt[0] == cards_a[0] && dealt[1] == cards_a[1]);
    CHECK_STATUS(xiapl_deck_burn(a, 1), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_deal(a, 1, dealt, 1, &len), XIAPL_OK);
    CHECK(dealt[0] == cards_a[3]);

    /* Failed deals change nothing. */
    CHECK_STATUS(xiapl_deck_deal(a, 49, dealt, 52, &len), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("48"));
    CHECK_STATUS(xiapl_deck_deal(a, 2, dealt, 1, &len), XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK_STATUS(xiapl_deck_cards(a, cards_b, 52, &len), XIAPL_OK);
    CHECK(len == 48);
    CHECK_STATUS(xiapl_deck_remove(a, 1ULL << cards_a[0]), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("not in the deck"));
    CHECK_STATUS(xiapl_deck_remove(a, 1ULL << cards_a[10]), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(a, cards_b, 52, &len), XIAPL_OK);
    CHECK(len == 47);

    CHECK_STATUS(xiapl_deck_reset(a), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(a, cards_b, 52, &len), XIAPL_OK);
    CHECK(len == 52 && cards_b[7] == 7);
    CHECK_STATUS(xiapl_deck_shuffle(NULL, 1), XIAPL_ERR_INVALID_ARGUMENT);

    /* set_cards copies a deck: b gets a's cards and then deals and shuffles alike. */
    CHECK_STATUS(xiapl_deck_shuffle(a, 77), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_burn(a, 5), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(a, cards_a, 52, &len), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_set_cards(b, cards_a, len), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_shuffle(a, 3), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_shuffle(b, 3), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(a, cards_a, 52, &len), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(b, cards_b, 52, &len_b), XIAPL_OK);
    CHECK(len == 47 && len_b == 47 && memcmp(cards_a, cards_b, 47 * sizeof cards_a[0]) == 0);
    /* Refusals leave the deck as it was. */
    cards_a[1] = cards_a[0];
    CHECK_STATUS(xiapl_deck_set_cards(b, cards_a, 2), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("given twice"));
    cards_a[1] = 52;
    CHECK_STATUS(xiapl_deck_set_cards(b, cards_a, 2), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("0..51"));
    CHECK_STATUS(xiapl_deck_set_cards(b, cards_a, 53), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_deck_set_cards(b, NULL, 1), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_deck_cards(b, cards_a, 52, &len), XIAPL_OK);
    CHECK(len == 47 && memcmp(cards_a, cards_b, 47 * sizeof cards_a[0]) == 0);
    CHECK_STATUS(xiapl_deck_set_cards(b, NULL, 0), XIAPL_OK);
    CHECK_STATUS(xiapl_deck_cards(b, cards_a, 52, &len), XIAPL_OK);
    CHECK(len == 0);

    xiapl_deck_destroy(a);
    xiapl_deck_destroy(b);
    xiapl_deck_destroy(NULL);
}

/* Equity through the C ABI: options, published figures, determinism across
 * threads, progress and cancellation, the summary's struct_size, errors. */
static uint64_t equity_cards(const char *text) {
    int32_t ids[52];
    uint64_t len = 0, mask = 0;
    if (xiapl_cards_parse(text, ids, 52, &len) != XIAPL_OK) return 0;
    if (xiapl_mask_from_ids(ids, len, &mask) != XIAPL_OK) return 0;
    return mask;
}

struct equity_progress_log {
    int calls;
    uint64_t last_done, last_total;
    int cancel_after; /* cancel once called this many times (0: never) */
};

static int32_t equity_progress(void *user, uint64_t done, uint64_t total) {
    struct equity_progress_log *log = (struct equity_progress_log *)user;
    ++log->calls;
    log->last_done = done;
    log->last_total = total;
    return log->cancel_after != 0 && log->calls >= log->cancel_after;
}

static int equity_close(double a, double b, double tolerance) { return a - b < tolerance && b - a < tolerance; }

static void test_equity(void) {
    xiapl_equity_options options;
    xiapl_player_equity players[3], other[3];
    xiapl_equity_summary summary;
    uint64_t holes[3], len = 0;
    int32_t max_players = 0;
    unsigned threads;
    struct equity_progress_log log = {0, 0, 0, 0};

    holes[0] = equity_cards("AsKs");
    holes[1] = equity_cards("QdQc");
    holes[2] = equity_cards("7h6h");

    CHECK_STATUS(xiapl_equity_options_init(&options, sizeof options), XIAPL_OK);
    CHECK(options.struct_size == sizeof options && options.mode == XIAPL_EQUITY_EXACT);
    CHECK(options.iterations == 1000000 && options.deterministic == 1 && options.threads == 0);
    CHECK(options.progress == NULL && options.progress_user == NULL);
    CHECK_STATUS(xiapl_equity_options_init(NULL, 64), XIAPL_ERR_INVALID_ARGUMENT);

    CHECK_STATUS(xiapl_equity_max_players(XIAPL_GAME_HOLDEM, &max_players), XIAPL_OK);
    CHECK(max_players == 23);
    CHECK_STATUS(xiapl_equity_max_players(XIAPL_GAME_OMAHA4, &max_players), XIAPL_OK);
    CHECK(max_players == 11);
    CHECK_STATUS(xiapl_equity_max_players(XIAPL_GAME_SHORT_DECK, &max_players), XIAPL_OK);
    CHECK(max_players == 15);
    CHECK_STATUS(xiapl_equity_max_players(XIAPL_GAME_BADUGI, &max_players), XIAPL_OK);
    CHECK(max_players == 0);
    CHECK_STATUS(xiapl_equity_max_players(12, &max_players), XIAPL_ERR_INVALID_ARGUMENT);

    /* Exact, NULL options: the published figures. */
    summary.struct_size = sizeof summary;
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, 0, 0, NULL, players, 3, &len, &summary), XIAPL_OK);
    CHECK(len == 2 && summary.exact == 1 && summary.trials == 1712304);
    CHECK(equity_close(players[0].equity, 0.4621, 5e-5) && equity_close(players[1].equity, 0.5379, 5e-5));
    CHECK(players[0].std_error == 0.0);
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 3, 0, 0, &options, players, 3, &len, &summary),
                 XIAPL_OK);
    CHECK(equity_close(players[2].equity, 0.2263, 5e-5) && equity_close(summary.chop_rate, 0.0015, 5e-5));

    /* Seeded Monte Carlo: the same numbers at 1 and 7 threads, with progress. */
    options.mode = XIAPL_EQUITY_MONTE_CARLO;
    options.iterations = 300000;
    options.seed = 42;
    options.progress = equity_progress;
    options.progress_user = &log;
    for (threads = 1; threads <= 7; threads += 6) {
        xiapl_player_equity *out = threads == 1 ? players : other;
        options.threads = threads;
        log.calls = 0;
        CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 3, 0, 0, &options, out, 3, &len, &summary),
                     XIAPL_OK);
        CHECK(summary.exact == 0 && summary.trials == 300000 && summary.seed == 42);
        CHECK(log.calls >= 1 && log.last_done == 300000 && log.last_total == 300000);
    }
    CHECK(memcmp(players, other, sizeof players) == 0);
    CHECK(players[0].std_error > 0.0 && players[0].std_error < 0.002);

    /* Cancellation: nothing is written. */
    options.iterations = 9223372036854775807ULL;
    log.calls = 0;
    log.cancel_after = 1;
    other[0].equity = -1.0;
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 3, 0, 0, &options, other, 3, &len, &summary),
                 XIAPL_ERR_CANCELLED);
    CHECK(other[0].equity == -1.0 && log.calls == 1);
    options.progress = NULL;

    /* A short summary struct gets only its fields. */
    summary.struct_size = 8;
    summary.trials = 7;
    options.mode = XIAPL_EQUITY_EXACT;
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, 0, 0, &options, players, 3, &len, &summary),
                 XIAPL_OK);
    CHECK(summary.exact == 1 && summary.trials == 7);
    summary.struct_size = sizeof summary;

    /* Against random opponents. */
    CHECK_STATUS(xiapl_equity_vs_random(XIAPL_GAME_HOLDEM, equity_cards("AsAh"), equity_cards("KsKhKd"), 0, 1, NULL,
                                        players, &summary),
                 XIAPL_OK);
    CHECK(summary.exact == 1 && summary.trials == 1081ULL * 990ULL && players[0].equity > 0.9);
    CHECK_STATUS(xiapl_equity_vs_random(XIAPL_GAME_HOLDEM, equity_cards("AsAh"), 0, 0, 2, NULL, players, &summary),
                 XIAPL_ERR_LIMIT_EXCEEDED);
    CHECK(message_contains("Monte Carlo"));
    CHECK_STATUS(xiapl_equity_vs_random(XIAPL_GAME_HOLDEM, equity_cards("AsAh"), 0, 0, 0, NULL, players, &summary),
                 XIAPL_ERR_INVALID_ARGUMENT);

    /* Errors. */
    CHECK_STATUS(
        xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, equity_cards("2c3c"), 0, NULL, players, 3, &len, NULL),
        XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("3 (flop)"));
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, 0, 0, NULL, players, 1, &len, NULL),
                 XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 2);
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 24, 0, 0, NULL, players, 100, &len, NULL),
                 XIAPL_ERR_LIMIT_EXCEEDED);
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, 0, holes[0], NULL, players, 3, &len, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("dead"));
    options.mode = XIAPL_EQUITY_MONTE_CARLO;
    options.iterations = 0;
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, 0, 0, &options, players, 3, &len, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);
    options.struct_size = 4;
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, 0, 0, &options, players, 3, &len, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("xiapl_equity_options_init"));
    {
        /* A caller built against a newer header passes a larger struct: refused, nothing run. */
        struct {
            xiapl_equity_options options;
            uint64_t field_from_the_future;
        } newer;
        memset(&newer, 0xAB, sizeof newer);
        CHECK(xiapl_equity_options_init(&newer.options, sizeof newer.options) == XIAPL_OK);
        CHECK(newer.field_from_the_future == 0xABABABABABABABABULL); /* _init writes no further than told */
        CHECK_STATUS(xiapl_equity_options_init(&newer.options, sizeof newer), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("no newer than the library") && newer.field_from_the_future == 0xABABABABABABABABULL);
        CHECK_STATUS(xiapl_equity_options_init(&newer.options, 8), XIAPL_ERR_INVALID_ARGUMENT);
        newer.options.struct_size = sizeof newer;
        CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, 0, 0, &newer.options, players, 3, &len, NULL),
                     XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(message_contains("no newer than the library"));
        /* The struct as ABI 2.0 published it, the smallest accepted, runs. */
        newer.options.struct_size = (uint32_t)(offsetof(xiapl_equity_options, progress_user) + sizeof(void *));
        CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, 0, 0, &newer.options, players, 3, &len, NULL),
                     XIAPL_OK);
    }
    CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, NULL, 2, 0, 0, NULL, players, 3, &len, NULL),
                 XIAPL_ERR_INVALID_ARGUMENT);

    /* The breakdown by the winning hand's category: it sums to win and tie; a struct
     * without the field (ABI 2.3's size) asks for none; where it is not defined,
     * XIAPL_ERR_UNSUPPORTED and nothing written. */
    {
        xiapl_category_breakdown by[3];
        double win = 0, tie = 0;
        uint64_t bits = 0;
        int c;
        memset(by, 0xAB, sizeof by);
        CHECK_STATUS(xiapl_equity_options_init(&options, sizeof options), XIAPL_OK);
        CHECK(options.breakdown == NULL);
        options.breakdown = by;
        CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 3, equity_cards("2c7d9h"), 0, &options, players,
                                            3, &len, NULL),
                     XIAPL_OK);
        for (c = 0; c < 9; ++c) {
            win += by[2].win[c];
            tie += by[2].tie[c];
        }
        CHECK(equity_close(win, players[2].win, 1e-12) && equity_close(tie, players[2].tie, 1e-12));
        CHECK(by[0].win[XIAPL_CATEGORY_ONE_PAIR] > 0 &&
              by[0].win[XIAPL_CATEGORY_FLUSH] == 0); /* no spade on the flop */
        memset(by, 0xAB, sizeof by);
        options.struct_size = (uint32_t)offsetof(xiapl_equity_options, breakdown);
        CHECK_STATUS(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 2, 0, 0, &options, players, 3, &len, NULL),
                     XIAPL_OK);
        memcpy(&bits, &by[0].win[0], sizeof bits);
        CHECK(bits == 0xABABABABABABABABULL); /* untouched */
        options.struct_size = sizeof options;
        CHECK_STATUS(xiapl_equity_vs_random(XIAPL_GAME_HOLDEM, holes[0], 0, 0, 1, &options, players, NULL),
                     XIAPL_ERR_UNSUPPORTED);
        CHECK(message_contains("not against random hands"));
        memcpy(&bits, &by[0].win[0], sizeof bits);
        CHECK(bits == 0xABABABABABABABABULL);
    }
}

/* The frozen top-rank form beside the canonical one: As Kd 2c with 7h8h puts
 * spades first, then diamonds, clubs, and hearts (no board card) last. */
static void test_top_rank_form(void) {
    const uint64_t board = (1ULL << 51) | (1ULL << 24) | (1ULL << 0); /* As Kd 2c */
    const uint64_t hero = (1ULL << 31) | (1ULL << 32);                /* 7h 8h */
    uint64_t out_hero = 0, out_board = 0, orbit = 0, strict_hero = 0, strict_board = 0, strict_orbit = 0;
    CHECK_STATUS(xiapl_canon_situation_top_rank(hero, board, &out_hero, &out_board, &orbit), XIAPL_OK);
    CHECK(out_board == ((1ULL << 12) | (1ULL << 24) | (1ULL << 26))); /* Ac Kd 2h */
    CHECK(out_hero == ((1ULL << 44) | (1ULL << 45)));                 /* 7s 8s */
    CHECK_STATUS(xiapl_canon_situation(hero, board, &strict_hero, &strict_board, &strict_orbit), XIAPL_OK);
    CHECK(orbit == strict_orbit);
    CHECK_STATUS(xiapl_canon_situation_top_rank(hero, board, &out_hero, &out_board, NULL), XIAPL_OK);
    CHECK_STATUS(xiapl_canon_situation_top_rank(board, board, &out_hero, &out_board, NULL), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK_STATUS(xiapl_canon_situation_top_rank(hero, board, NULL, &out_board, NULL), XIAPL_ERR_INVALID_ARGUMENT);
}

/* xiapl_eval_mask answers a valid mask in its own short path and sends
 * everything else to the checked one: each edge of the test (4 and 8 cards, a
 * bit at 52 or 63, a NULL out_strength) is refused with the checked path's
 * message and leaves the output alone. xiapl_eval_masks checks masks eight at
 * a time: a bad mask at each position of the first blocks and of the tail is
 * refused with its index, and nothing is written. */
static void test_eval_mask_edges(void) {
    const uint64_t seven = card_mask("AsKdQh7c5s3d2h"), five = card_mask("AsKsQsJsTs");
    const uint64_t bad[] = {card_mask("AsKdQh7c"),
                            card_mask("AsKdQh7c5s3d2h9c"),
                            card_mask("AsKdQh7c5s3d") | (1ULL << 52),
                            card_mask("AsKdQh7c5s3d") | (1ULL << 63),
                            0,
                            ~0ULL};
    const char *why[] = {"4 cards", "8 cards", "bit 52", "bit 63", "0 cards", "bit 52"};
    uint64_t masks[21];
    uint16_t out[21];
    int32_t strength = -1, again = -1;
    size_t i, at;
    CHECK_STATUS(xiapl_eval_mask(seven, &strength), XIAPL_OK);
    CHECK(strength >= 1 && strength <= XIAPL_STRENGTH_MAX);
    CHECK_STATUS(xiapl_eval_ids((const int32_t[]){51, 24, 36, 5, 42, 14, 26}, 7, &again), XIAPL_OK);
    CHECK(again == strength);
    CHECK_STATUS(xiapl_eval_mask(five, &strength), XIAPL_OK);
    CHECK(strength == XIAPL_STRENGTH_MAX);
    for (i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        strength = -7;
        CHECK_STATUS(xiapl_eval_mask(bad[i], &strength), XIAPL_ERR_INVALID_ARGUMENT);
        CHECK(strength == -7);
        CHECK(message_contains(why[i]));
    }
    CHECK_STATUS(xiapl_eval_mask(seven, NULL), XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("out_strength"));
    for (at = 0; at < 21; ++at) {
        char index[16];
        for (i = 0; i < 21; ++i) masks[i] = seven, out[i] = 0xBEEF;
        masks[at] = bad[at % (sizeof bad / sizeof bad[0])];
        CHECK_STATUS(xiapl_eval_masks(masks, 21, out), XIAPL_ERR_INVALID_ARGUMENT);
        snprintf(index, sizeof index, "item %u:", (unsigned)at);
        CHECK(message_contains(index));
        for (i = 0; i < 21; ++i) CHECK(out[i] == 0xBEEF);
    }
}

int main(void) {
    test_versions();
    test_cards();
    test_deck();
    test_equity();
    test_top_rank_form();
    test_eval_mask_edges();
    return check_summary();
}
