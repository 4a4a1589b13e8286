/*
 * The equity entry points fed with hole, board and dead masks made from the
 * fuzz bytes. Bad masks, overlapping cards and wrong counts must be clean
 * errors that write no result; accepted calls must give shares that add up
 * to one, with win <= equity <= win + tie, and a seeded Monte Carlo run must
 * be bit-identical on one and two threads. The work per input is kept small
 * (few iterations, exact only where the enumeration is short).
 *
 * XIAPL_FUZZ_ONE_THREAD=1 skips the two-thread runs: their coverage depends on
 * how the workers were scheduled, so with it a seeded run repeats exactly
 * (ci/fuzz.sh's gate sets it; its campaigns do not).
 */
#include <math.h>
#include <stdlib.h>

#include "fuzz_common.h"

#define MAX_PLAYERS 4
#define VALID_BITS ((UINT64_C(1) << 52) - 1)
#define SENTINEL 12345.0

static int one_thread_only(void) {
    static int cached = -1;
    if (cached < 0) {
        const char *value = getenv("XIAPL_FUZZ_ONE_THREAD");
        cached = value != NULL && value[0] == '1';
    }
    return cached;
}

static int hole_count(int32_t game) {
    static const int counts[] = {2, 4, 5, 6};
    return game >= 0 && game <= 3 ? counts[game] : -1;
}

/* Conditions that make a request invalid whatever else it holds. */
static int clearly_invalid(const uint64_t *holes, uint64_t players, uint64_t board, uint64_t dead, int32_t game) {
    uint64_t seen = board, i;
    int nb = fuzz_popcount(board);
    if (players == 0 || hole_count(game) < 0) return 1;
    if ((board | dead) & ~VALID_BITS) return 1;
    if (nb == 1 || nb == 2 || nb > 5 || (board & dead)) return 1;
    seen |= dead;
    for (i = 0; i < players; ++i) {
        if ((holes[i] & ~VALID_BITS) || fuzz_popcount(holes[i]) != hole_count(game) || (holes[i] & seen)) return 1;
        seen |= holes[i];
    }
    return 0;
}

static void check_shares(const xiapl_player_equity *players, uint64_t count, const char *call) {
    double total = 0;
    uint64_t i;
    for (i = 0; i < count; ++i) {
        const xiapl_player_equity *p = &players[i];
        FUZZ_CHECK(p->equity >= 0 && p->equity <= 1 + 1e-12, "%s: equity %g", call, p->equity);
        FUZZ_CHECK(p->win <= p->equity + 1e-12 && p->equity <= p->win + p->tie + 1e-12, "%s: win %g, tie %g, equity %g",
                   call, p->win, p->tie, p->equity);
        total += p->equity;
    }
    FUZZ_CHECK(fabs(total - 1) < 1e-9, "%s: shares add up to %.17g", call, total);
}

static void check_fixed_hands(const uint64_t *holes, uint64_t players, uint64_t board, uint64_t dead, int32_t game,
                              xiapl_equity_options *options) {
    xiapl_player_equity one[MAX_PLAYERS], two[MAX_PLAYERS];
    xiapl_equity_summary summary;
    uint64_t len = 0, i;
    int32_t status;
    for (i = 0; i < MAX_PLAYERS; ++i) one[i].equity = two[i].equity = SENTINEL;
    summary.struct_size = sizeof summary;
    options->threads = 1;
    status = xiapl_equity_calculate(game, holes, players, board, dead, options, one, MAX_PLAYERS, &len, &summary);
    fuzz_check_status(status, "xiapl_equity_calculate");
    FUZZ_CHECK(len == players, "*out_len %u for %u players", (unsigned)len, (unsigned)players);
    if (clearly_invalid(holes, players, board, dead, game)) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT, "an invalid deal gave %s", xiapl_status_name(status));
    }
    if (status != XIAPL_OK) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT || status == XIAPL_ERR_LIMIT_EXCEEDED, "equity: %s",
                   xiapl_status_name(status));
        for (i = 0; i < MAX_PLAYERS; ++i)
            FUZZ_CHECK(one[i].equity == SENTINEL, "a failed call wrote player %u", (unsigned)i);
        return;
    }
    check_shares(one, players, "xiapl_equity_calculate");
    if (options->mode == XIAPL_EQUITY_MONTE_CARLO && !summary.exact && !one_thread_only()) {
        /* Seeded Monte Carlo is bit-identical at every thread count. */
        options->threads = 2;
        fuzz_check_status(
            xiapl_equity_calculate(game, holes, players, board, dead, options, two, MAX_PLAYERS, &len, NULL),
            "xiapl_equity_calculate (2 threads)");
        FUZZ_CHECK(memcmp(one, two, players * sizeof one[0]) == 0, "1 and 2 threads disagree");
    }
}

static void check_vs_random(uint64_t hole, uint64_t board, uint64_t dead, uint32_t opponents, int32_t game,
                            xiapl_equity_options *options) {
    xiapl_player_equity hero;
    int32_t status;
    hero.equity = SENTINEL;
    options->threads = 1;
    /* Exact only where it is a short enumeration: a river against one hand of
     * Hold'em or Omaha-4 (against 5 or 6 unknown cards it takes seconds under ASan). */
    if (options->mode != XIAPL_EQUITY_MONTE_CARLO &&
        !(fuzz_popcount(board) == 5 && opponents == 1 && game <= XIAPL_GAME_OMAHA4)) {
        options->mode = XIAPL_EQUITY_MONTE_CARLO;
    }
    status = xiapl_equity_vs_random(game, hole, board, dead, opponents, options, &hero, NULL);
    fuzz_check_status(status, "xiapl_equity_vs_random");
    if (opponents == 0 || clearly_invalid(&hole, 1, board, dead, game)) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT, "vs_random accepted an invalid request (%s)",
                   xiapl_status_name(status));
    }
    if (status != XIAPL_OK) {
        FUZZ_CHECK(hero.equity == SENTINEL, "a failed vs_random wrote its result");
        return;
    }
    FUZZ_CHECK(hero.equity >= 0 && hero.equity <= 1 && hero.win <= hero.equity + 1e-12, "vs_random equity %g",
               hero.equity);
}

static void check_range_equity(const uint64_t *holes, uint64_t players, uint64_t board, uint64_t dead, int32_t game,
                               xiapl_equity_options *options) {
    /* Hero holds the first half of the fuzzed hands as a range, villain the rest. */
    xiapl_range *hero = NULL, *villain = NULL;
    uint64_t split = players / 2;
    if (xiapl_range_from_combos(game, holes, NULL, split, &hero) == XIAPL_OK &&
        xiapl_range_from_combos(game, holes + split, NULL, players - split, &villain) == XIAPL_OK) {
        xiapl_range_equity_summary summary;
        xiapl_combo_equity rows[MAX_PLAYERS];
        uint64_t hero_len = 0, villain_len = 0;
        int32_t status;
        summary.struct_size = sizeof summary;
        summary.hero_equity = SENTINEL;
        options->threads = 1;
        options->mode = XIAPL_EQUITY_MONTE_CARLO;
        status = xiapl_range_equity_calculate(hero, villain, board, dead, XIAPL_RANGE_EQUITY_PER_COMBO, options, rows,
                                              MAX_PLAYERS, &hero_len, rows + split, MAX_PLAYERS - split, &villain_len,
                                              &summary);
        fuzz_check_status(status, "xiapl_range_equity_calculate");
        if (status == XIAPL_OK) {
            uint64_t hero_size = 0, villain_size = 0;
            xiapl_range_size(hero, &hero_size);
            xiapl_range_size(villain, &villain_size);
            FUZZ_CHECK(hero_len == hero_size && villain_len == villain_size, "row counts %u and %u", (unsigned)hero_len,
                       (unsigned)villain_len);
            FUZZ_CHECK(fabs(summary.hero_equity + summary.villain_equity - 1) < 1e-9 && summary.hero_equity >= 0,
                       "range equity %g + %g", summary.hero_equity, summary.villain_equity);
        } else {
            FUZZ_CHECK(summary.hero_equity == SENTINEL, "a failed range equity wrote its summary");
        }
    }
    xiapl_range_destroy(hero);
    xiapl_range_destroy(villain);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_reader r = fuzz_reader_make(data, size);
    uint8_t game_byte = fuzz_u8(&r), mode_byte = fuzz_u8(&r);
    int32_t game = game_byte < 250 ? (int32_t)(game_byte % 4) : (int32_t)game_byte - 252;
    uint64_t board = fuzz_mask(&r), dead = fuzz_u8(&r) < 200 ? 0 : fuzz_mask(&r);
    uint64_t players = fuzz_below(&r, MAX_PLAYERS + 1), holes[MAX_PLAYERS], i;
    uint32_t opponents = fuzz_below(&r, 4);
    xiapl_equity_options options;
    for (i = 0; i < players; ++i) holes[i] = fuzz_mask(&r);
    fuzz_check_status(xiapl_equity_options_init(&options, sizeof options), "xiapl_equity_options_init");
    options.iterations = 1 + (uint64_t)fuzz_u8(&r) * 4;
    options.seed = fuzz_u64(&r);
    /* Exact only where the enumeration is short: a flop or later, or Hold'em heads-up. */
    options.mode = (mode_byte & 1) && (fuzz_popcount(board) >= 3 || (game == XIAPL_GAME_HOLDEM && players <= 2))
                       ? XIAPL_EQUITY_EXACT
                       : XIAPL_EQUITY_MONTE_CARLO;
    check_fixed_hands(holes, players, board, dead, game, &options);
    check_vs_random(players ? holes[0] : 0, board, dead, opponents, game, &options);
    check_range_equity(holes, players, board, dead, game, &options);
    return 0;
}
