/*
 * The equity entry points fed with hole, board and dead masks made from the
 * fuzz bytes, in every game. Bad masks, overlapping cards, wrong counts, a
 * board for a stud game, cards outside the short deck and the draw games must
 * be clean errors that write no result; accepted calls must give shares that
 * add up to one, with win <= equity <= win + tie, the split call must agree
 * with the plain one (equity = high share + low share, scoop = win), a deal
 * with no card left to come must be shared as the showdowns (high and low)
 * say, and a seeded Monte Carlo run must be bit-identical on one and two
 * threads. The rules come from xiapl_game_info_get. The work per input is
 * kept small (few iterations, exact only where the enumeration is short).
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
/* The 36 cards six to ace of a deck of deck_cards 36 (short deck). */
#define SHORT_DECK_BITS (UINT64_C(0x1FF0) * (1 + (UINT64_C(1) << 13) + (UINT64_C(1) << 26) + (UINT64_C(1) << 39)))
#define SENTINEL 12345.0
/* The most hands (deals x players) an exact run of the games after Omaha-6
 * may judge here (under ASan). */
#define EXACT_BUDGET 4096
/* Past this many hands an exact run of those games is refused (2^26, the
 * header's limit), before any work. */
#define EXACT_LIMIT (UINT64_C(1) << 26)

static int one_thread_only(void) {
    static int cached = -1;
    if (cached < 0) {
        const char *value = getenv("XIAPL_FUZZ_ONE_THREAD");
        cached = value != NULL && value[0] == '1';
    }
    return cached;
}

/* The game's facts; zeros (not known) for an unknown game. */
static xiapl_game_info facts_of(int32_t game, int *known) {
    xiapl_game_info info;
    int32_t status;
    memset(&info, 0, sizeof info);
    info.struct_size = sizeof info;
    status = xiapl_game_info_get(game, &info);
    fuzz_check_status(status, "xiapl_game_info_get");
    *known = status == XIAPL_OK;
    if (!*known) memset(&info, 0, sizeof info);
    return info;
}

/* The games whose equity is judged deal by deal (short deck, hi/lo, stud):
 * those after the Hold'em and Omaha high enumerators. */
static int judged_by_deal(int32_t game) { return game > XIAPL_GAME_OMAHA6; }

/* Conditions that make a request invalid whatever else it holds. */
static int clearly_invalid(const uint64_t *holes, uint64_t players, uint64_t board, uint64_t dead, int32_t game) {
    int known;
    const xiapl_game_info info = facts_of(game, &known);
    uint64_t seen = board, all = board | dead, i;
    int nb = fuzz_popcount(board);
    if (players == 0 || !known || info.max_players == 0) return 1;
    if ((board | dead) & ~VALID_BITS) return 1;
    if (info.board_cards == 0 ? nb != 0 : (nb == 1 || nb == 2 || nb > 5)) return 1;
    if (board & dead) return 1;
    seen |= dead;
    for (i = 0; i < players; ++i) {
        const int n = fuzz_popcount(holes[i]);
        if (holes[i] & ~VALID_BITS) return 1;
        /* A board game deals exactly hole_cards; a stud hand so far has 1 to hole_cards. */
        if (info.board_cards ? n != info.hole_cards : (n < 1 || n > info.hole_cards)) return 1;
        if (holes[i] & seen) return 1;
        seen |= holes[i];
        all |= holes[i];
    }
    if (info.deck_cards == 36 && (all & ~SHORT_DECK_BITS)) return 1;
    return 0;
}

static uint64_t choose(uint64_t n, uint64_t k) {
    uint64_t out = 1, i;
    if (k > n) return 0;
    for (i = 1; i <= k; ++i) out = out * (n - k + i) / i; /* exact at every step; n <= 52 */
    return out;
}

static uint64_t saturating_mul(uint64_t a, uint64_t b) { return a != 0 && b > UINT64_MAX / a ? UINT64_MAX : a * b; }

/* The hands (deals x players) an exact run judges for a valid request of a
 * game judged deal by deal: the rest of the board, each stud player's
 * missing cards, each unknown opponent's whole hand. */
static uint64_t exact_hands(const uint64_t *holes, uint64_t players, uint64_t board, uint64_t dead, int32_t game,
                            uint32_t opponents) {
    int known;
    const xiapl_game_info info = facts_of(game, &known);
    uint64_t used = board | dead, deals = 1, i, left;
    for (i = 0; i < players; ++i) used |= holes[i];
    left = (uint64_t)info.deck_cards - (uint64_t)fuzz_popcount(used);
    if (info.board_cards && fuzz_popcount(board) < info.board_cards) {
        const uint64_t k = (uint64_t)(info.board_cards - fuzz_popcount(board));
        deals = saturating_mul(deals, choose(left, k));
        left -= k;
    }
    for (i = 0; i < players + opponents; ++i) {
        const uint64_t k = (uint64_t)info.hole_cards - (i < players ? (uint64_t)fuzz_popcount(holes[i]) : 0);
        deals = saturating_mul(deals, choose(left, k));
        left -= k;
    }
    return saturating_mul(deals, players + opponents);
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

/* How each share was won: high + low = equity, scoop = win; no low share in
 * a game without a low half, and at most half the pots to the lows. */
static void check_splits(const xiapl_player_equity *players, const xiapl_player_split *splits, uint64_t count,
                         int has_low) {
    double low_total = 0;
    uint64_t i;
    for (i = 0; i < count; ++i) {
        const xiapl_player_split *s = &splits[i];
        FUZZ_CHECK(s->scoop == players[i].win, "player %u: scoop %g, win %g", (unsigned)i, s->scoop, players[i].win);
        FUZZ_CHECK(
            s->high_share >= 0 && s->low_share >= 0 && fabs(s->high_share + s->low_share - players[i].equity) < 1e-12,
            "player %u: high %g + low %g != equity %g", (unsigned)i, s->high_share, s->low_share, players[i].equity);
        if (!has_low) {
            FUZZ_CHECK(s->low_share == 0 && s->high_share == players[i].equity, "player %u: a low share %g",
                       (unsigned)i, s->low_share);
        }
        low_total += s->low_share;
    }
    FUZZ_CHECK(low_total <= 0.5 + 1e-9, "the lows took %g of the pots", low_total);
}

/* A deal with nothing left to come: the pot goes as the showdowns say (half
 * to the best highs and half to the best lows when a low qualifies). */
static void check_settled(const uint64_t *holes, uint64_t players, uint64_t board, int32_t game,
                          const xiapl_player_split *splits, int has_low) {
    int32_t high[MAX_PLAYERS], low[MAX_PLAYERS];
    uint64_t high_len = 0, low_len = 0, i, w;
    double want_high[MAX_PLAYERS] = {0}, want_low[MAX_PLAYERS] = {0};
    fuzz_check_status(xiapl_eval_showdown(game, holes, players, board, high, MAX_PLAYERS, &high_len),
                      "xiapl_eval_showdown (settled)");
    if (has_low) {
        fuzz_check_status(xiapl_eval_showdown_low(game, holes, players, board, low, MAX_PLAYERS, &low_len),
                          "xiapl_eval_showdown_low (settled)");
    }
    for (w = 0; w < high_len; ++w) want_high[high[w]] = (low_len ? 0.5 : 1.0) / (double)high_len;
    for (w = 0; w < low_len; ++w) want_low[low[w]] = 0.5 / (double)low_len;
    for (i = 0; i < players; ++i) {
        FUZZ_CHECK(fabs(splits[i].high_share - want_high[i]) < 1e-12 && fabs(splits[i].low_share - want_low[i]) < 1e-12,
                   "player %u of a settled deal: high %g, low %g; the showdowns say %g and %g", (unsigned)i,
                   splits[i].high_share, splits[i].low_share, want_high[i], want_low[i]);
    }
}

static void check_fixed_hands(const uint64_t *holes, uint64_t players, uint64_t board, uint64_t dead, int32_t game,
                              xiapl_equity_options *options) {
    xiapl_player_equity one[MAX_PLAYERS], two[MAX_PLAYERS], plain[MAX_PLAYERS];
    xiapl_player_split splits[MAX_PLAYERS];
    xiapl_equity_summary summary;
    uint64_t len = 0, i;
    int32_t status, plain_status;
    int known, invalid = clearly_invalid(holes, players, board, dead, game);
    const xiapl_game_info info = facts_of(game, &known);
    const int has_low = info.low_ranking != XIAPL_RANKING_NONE;
    int expect_limit = 0;
    for (i = 0; i < MAX_PLAYERS; ++i) {
        one[i].equity = two[i].equity = plain[i].equity = SENTINEL;
        splits[i].high_share = SENTINEL;
    }
    if (!invalid && judged_by_deal(game)) {
        /* Exact only where the enumeration is short, or so long that it is
         * refused before any work. */
        const uint64_t hands = exact_hands(holes, players, board, dead, game, 0);
        if (options->mode == XIAPL_EQUITY_EXACT && hands > EXACT_BUDGET) {
            if (hands > 4 * EXACT_LIMIT) {
                expect_limit = 1;
            } else {
                options->mode = XIAPL_EQUITY_MONTE_CARLO;
            }
        }
    }
    summary.struct_size = sizeof summary;
    options->threads = 1;
    status = xiapl_equity_calculate_split(game, holes, players, board, dead, options, one, splits, MAX_PLAYERS, &len,
                                          &summary);
    fuzz_check_status(status, "xiapl_equity_calculate_split");
    FUZZ_CHECK(len == players, "*out_len %u for %u players", (unsigned)len, (unsigned)players);
    if (invalid) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT, "an invalid deal gave %s", xiapl_status_name(status));
    }
    if (expect_limit) {
        FUZZ_CHECK(status == XIAPL_ERR_LIMIT_EXCEEDED, "an exact run of %llu hands gave %s",
                   (unsigned long long)exact_hands(holes, players, board, dead, game, 0), xiapl_status_name(status));
    }
    if (status != XIAPL_OK) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT || status == XIAPL_ERR_LIMIT_EXCEEDED, "equity: %s",
                   xiapl_status_name(status));
        for (i = 0; i < MAX_PLAYERS; ++i) {
            FUZZ_CHECK(one[i].equity == SENTINEL && splits[i].high_share == SENTINEL, "a failed call wrote player %u",
                       (unsigned)i);
        }
    } else {
        check_shares(one, players, "xiapl_equity_calculate_split");
        check_splits(one, splits, players, has_low);
        if (summary.exact && exact_hands(holes, players, board, dead, game, 0) == players) {
            check_settled(holes, players, board, game, splits, has_low);
        }
        if (players > 0) {
            int32_t null_status = xiapl_equity_calculate_split(game, holes, players, board, dead, options, two, NULL,
                                                               MAX_PLAYERS, &len, NULL);
            FUZZ_CHECK(null_status == XIAPL_ERR_INVALID_ARGUMENT && two[0].equity == SENTINEL,
                       "a NULL out_splits gave %s", xiapl_status_name(null_status));
        }
    }
    /* The plain call: the same verdict and, when it runs, the same figures. */
    plain_status = xiapl_equity_calculate(game, holes, players, board, dead, options, plain, MAX_PLAYERS, &len, NULL);
    fuzz_check_status(plain_status, "xiapl_equity_calculate");
    FUZZ_CHECK(plain_status == status && len == players, "calculate %s, calculate_split %s",
               xiapl_status_name(plain_status), xiapl_status_name(status));
    if (status != XIAPL_OK) {
        FUZZ_CHECK(plain[0].equity == SENTINEL, "a failed call wrote player 0");
        return;
    }
    FUZZ_CHECK(memcmp(plain, one, players * sizeof one[0]) == 0, "calculate and calculate_split disagree");
    if (options->mode == XIAPL_EQUITY_MONTE_CARLO && !summary.exact && !one_thread_only()) {
        /* Seeded Monte Carlo is bit-identical at every thread count. */
        options->threads = 2;
        fuzz_check_status(xiapl_equity_calculate_split(game, holes, players, board, dead, options, two, splits,
                                                       MAX_PLAYERS, &len, NULL),
                          "xiapl_equity_calculate_split (2 threads)");
        FUZZ_CHECK(memcmp(one, two, players * sizeof one[0]) == 0, "1 and 2 threads disagree");
    }
}

static void check_vs_random(uint64_t hole, uint64_t board, uint64_t dead, uint32_t opponents, int32_t game,
                            xiapl_equity_options *options) {
    xiapl_player_equity hero;
    int32_t status;
    const int invalid = opponents == 0 || clearly_invalid(&hole, 1, board, dead, game);
    hero.equity = SENTINEL;
    options->threads = 1;
    /* Exact only where it is a short enumeration: a river against one hand of
     * Hold'em or Omaha-4 (against 5 or 6 unknown cards it takes seconds under
     * ASan), or a game judged deal by deal within the budget. */
    if (options->mode != XIAPL_EQUITY_MONTE_CARLO) {
        const int short_high = fuzz_popcount(board) == 5 && opponents == 1 && game <= XIAPL_GAME_OMAHA4;
        const int short_judged =
            !invalid && judged_by_deal(game) && exact_hands(&hole, 1, board, dead, game, opponents) <= EXACT_BUDGET;
        if (!short_high && !short_judged) options->mode = XIAPL_EQUITY_MONTE_CARLO;
    }
    status = xiapl_equity_vs_random(game, hole, board, dead, opponents, options, &hero, NULL);
    fuzz_check_status(status, "xiapl_equity_vs_random");
    if (invalid) {
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
    int32_t game = fuzz_game(game_byte);
    uint64_t board = fuzz_mask(&r), dead = fuzz_u8(&r) < 200 ? 0 : fuzz_mask(&r);
    uint64_t players = fuzz_below(&r, MAX_PLAYERS + 1), holes[MAX_PLAYERS], i;
    uint32_t opponents = fuzz_below(&r, 4);
    xiapl_equity_options options;
    for (i = 0; i < players; ++i) holes[i] = fuzz_mask(&r);
    fuzz_check_status(xiapl_equity_options_init(&options, sizeof options), "xiapl_equity_options_init");
    options.iterations = 1 + (uint64_t)fuzz_u8(&r) * 4;
    options.seed = fuzz_u64(&r);
    /* Exact only where the enumeration is short: a flop or later, or Hold'em
     * heads-up; the games judged deal by deal bound it themselves. */
    options.mode = (mode_byte & 1) && (judged_by_deal(game) || fuzz_popcount(board) >= 3 ||
                                       (game == XIAPL_GAME_HOLDEM && players <= 2))
                       ? XIAPL_EQUITY_EXACT
                       : XIAPL_EQUITY_MONTE_CARLO;
    check_fixed_hands(holes, players, board, dead, game, &options);
    check_vs_random(players ? holes[0] : 0, board, dead, opponents, game, &options);
    check_range_equity(holes, players, board, dead, game, &options);
    return 0;
}
