/* Thread stress for the C ABI: many threads call equity, evaluation and range
 * functions at once on shared inputs and shared range handles, and every
 * result must be bit-identical to the one the same call gave when run alone
 * first. Then cancellation: a progress hook that stops a run long enough to
 * last for centuries gets XIAPL_ERR_CANCELLED, nothing written and nothing
 * left allocated (the sanitizer lane runs this under LeakSanitizer and
 * ThreadSanitizer, ci/sanitize.sh).
 *
 * XIAPL_STRESS_THREADS and XIAPL_STRESS_ROUNDS override the defaults (8
 * threads, 3 rounds of every job each). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xiapl/xiapl.h"

#include "check.h"

/* ------------------------------------------------------------------------ */
/* Shared, read-only inputs                                                   */
/* ------------------------------------------------------------------------ */

#define EVAL_COUNT 4096

static uint64_t seven_card_masks[EVAL_COUNT];
static uint64_t omaha_boards[EVAL_COUNT], omaha_holes[EVAL_COUNT];
static xiapl_range *shared_hero, *shared_villain, *shared_third, *shared_omaha_hero, *shared_omaha_villain;

static const char *const range_texts[] = {
    "QQ+,AKs,AKo:0.5",
    "22+,A2s+,K9s+,QTs+,JTs,T9s,98s,ATo+,KJo+",
    "TT-66,AJs-A8s,76s-54s:0.25,AdAh",
};
#define RANGE_TEXT_COUNT (sizeof range_texts / sizeof range_texts[0])
#define RANGE_COMBOS_MAX 1326

/* Two chunks, the second short: enough for two workers, little work. */
#define TWO_CHUNKS (XIAPL_EQUITY_CHUNK_TRIALS + 4096)

/* SplitMix64: the test draws its own hands, independent of the library. */
static uint64_t next_random(uint64_t *state) {
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* `count` distinct cards not in `taken`, as a mask. */
static uint64_t draw_cards(uint64_t *state, int count, uint64_t taken) {
    uint64_t mask = 0;
    while (count > 0) {
        const uint64_t card = UINT64_C(1) << (next_random(state) % 52);
        if ((mask | taken) & card) continue;
        mask |= card;
        --count;
    }
    return mask;
}

static uint64_t cards(const char *text) {
    int32_t ids[8];
    uint64_t count = 0, mask = 0;
    CHECK(xiapl_cards_parse(text, ids, 8, &count) == XIAPL_OK);
    CHECK(xiapl_mask_from_ids(ids, count, &mask) == XIAPL_OK);
    return mask;
}

static xiapl_range *parse_range(const char *text, int32_t game) {
    xiapl_range *range = NULL;
    CHECK(xiapl_range_parse(game, text, &range) == XIAPL_OK);
    return range;
}

/* ------------------------------------------------------------------------ */
/* The jobs: each computes one result into a flat record that is compared    */
/* byte for byte with the serial run.                                         */
/* ------------------------------------------------------------------------ */

typedef struct result {
    int32_t status;
    uint64_t len;
    xiapl_player_equity players[4];
    xiapl_equity_summary summary;
    xiapl_range_equity_summary range_summary;
    uint16_t strengths[EVAL_COUNT];
    uint64_t combo_masks[RANGE_COMBOS_MAX];
    double combo_weights[RANGE_COMBOS_MAX];
    xiapl_combo_equity hero_rows[64], villain_rows[64];
} result;

static void clear_result(result *r) {
    /* Zeroed so that padding and unwritten fields compare equal. */
    memset(r, 0, sizeof *r);
    r->summary.struct_size = sizeof r->summary;
    r->range_summary.struct_size = sizeof r->range_summary;
}

static xiapl_equity_options options_for(int32_t mode, uint64_t iterations, uint64_t seed, uint32_t threads) {
    xiapl_equity_options o;
    xiapl_equity_options_init(&o, sizeof o);
    o.mode = mode;
    o.iterations = iterations;
    o.seed = seed;
    o.threads = threads;
    return o;
}

static void job_exact_holdem(result *r, uint32_t threads) {
    const uint64_t holes[3] = {cards("AsKs"), cards("QdQc"), cards("7h6h")};
    const xiapl_equity_options o = options_for(XIAPL_EQUITY_EXACT, 0, 0, threads);
    r->status = xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 3, 0, 0, &o, r->players, 4, &r->len, &r->summary);
}
static void job_exact_holdem_1(result *r) { job_exact_holdem(r, 1); }
static void job_exact_holdem_2(result *r) { job_exact_holdem(r, 2); }

static void job_monte_carlo_holdem(result *r, uint32_t threads) {
    const uint64_t holes[4] = {cards("AsKs"), cards("QdQc"), cards("7h6h"), cards("2c2h")};
    const xiapl_equity_options o = options_for(XIAPL_EQUITY_MONTE_CARLO, TWO_CHUNKS, 99, threads);
    r->status = xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 4, 0, 0, &o, r->players, 4, &r->len, &r->summary);
}
static void job_monte_carlo_holdem_1(result *r) { job_monte_carlo_holdem(r, 1); }
static void job_monte_carlo_holdem_2(result *r) { job_monte_carlo_holdem(r, 2); }

static void job_exact_omaha(result *r) {
    const uint64_t holes[2] = {cards("AsAdKsKd"), cards("JhTh9c8c")};
    const xiapl_equity_options o = options_for(XIAPL_EQUITY_EXACT, 0, 0, 2);
    r->status = xiapl_equity_calculate(XIAPL_GAME_OMAHA4, holes, 2, cards("Qs7h2c"), 0, &o, r->players, 4, &r->len,
                                       &r->summary);
}

static void job_monte_carlo_omaha(result *r) {
    const uint64_t holes[3] = {cards("AsAdKsKd"), cards("JhTh9c8c"), cards("7s6s5d4d")};
    const xiapl_equity_options o = options_for(XIAPL_EQUITY_MONTE_CARLO, TWO_CHUNKS, 5, 2);
    r->status = xiapl_equity_calculate(XIAPL_GAME_OMAHA4, holes, 3, 0, 0, &o, r->players, 4, &r->len, &r->summary);
}

static void job_vs_random(result *r) {
    const xiapl_equity_options o = options_for(XIAPL_EQUITY_MONTE_CARLO, TWO_CHUNKS, 17, 2);
    r->status =
        xiapl_equity_vs_random(XIAPL_GAME_HOLDEM, cards("AhQh"), cards("Qc8h3h"), 0, 2, &o, r->players, &r->summary);
}

static void job_evaluate_seven(result *r) { r->status = xiapl_eval_masks(seven_card_masks, EVAL_COUNT, r->strengths); }

static void job_evaluate_omaha(result *r) {
    r->status = xiapl_eval_hands(XIAPL_GAME_OMAHA4, omaha_holes, omaha_boards, EVAL_COUNT, r->strengths);
}

/* Parse each text into a range of this thread's own and read its combos. */
static void job_parse_ranges(result *r) {
    uint64_t offset = 0;
    size_t i;
    for (i = 0; i < RANGE_TEXT_COUNT && r->status == XIAPL_OK; ++i) {
        xiapl_range *range = NULL;
        uint64_t len = 0;
        r->status = xiapl_range_parse(XIAPL_GAME_HOLDEM, range_texts[i], &range);
        if (r->status != XIAPL_OK) break;
        r->status = xiapl_range_combos(range, cards("Ks"), r->combo_masks + offset, r->combo_weights + offset,
                                       RANGE_COMBOS_MAX - offset, &len);
        offset += len;
        xiapl_range_destroy(range);
    }
    r->len = offset;
}

static void job_read_shared_range(result *r) {
    r->status = xiapl_range_combos(shared_villain, 0, r->combo_masks, r->combo_weights, RANGE_COMBOS_MAX, &r->len);
}

static void job_range_equity_exact(result *r) {
    uint64_t villain_len = 0;
    const xiapl_equity_options o = options_for(XIAPL_EQUITY_EXACT, 0, 0, 2);
    r->status =
        xiapl_range_equity_calculate(shared_hero, shared_villain, cards("Jc7d2s"), 0, XIAPL_RANGE_EQUITY_PER_COMBO, &o,
                                     r->hero_rows, 64, &r->len, r->villain_rows, 64, &villain_len, &r->range_summary);
}

static void job_range_equity_monte_carlo(result *r, uint32_t threads) {
    uint64_t villain_len = 0;
    const xiapl_equity_options o = options_for(XIAPL_EQUITY_MONTE_CARLO, TWO_CHUNKS, 3, threads);
    r->status =
        xiapl_range_equity_calculate(shared_hero, shared_villain, 0, 0, XIAPL_RANGE_EQUITY_PER_COMBO, &o, r->hero_rows,
                                     64, &r->len, r->villain_rows, 64, &villain_len, &r->range_summary);
}
static void job_range_equity_monte_carlo_1(result *r) { job_range_equity_monte_carlo(r, 1); }
static void job_range_equity_monte_carlo_2(result *r) { job_range_equity_monte_carlo(r, 2); }

static void job_multiway_range_equity(result *r) {
    const xiapl_range *ranges[3];
    const xiapl_equity_options o = options_for(XIAPL_EQUITY_MONTE_CARLO, TWO_CHUNKS, 8, 2);
    ranges[0] = shared_hero;
    ranges[1] = shared_villain;
    ranges[2] = shared_third;
    r->status = xiapl_range_equity_multiway(ranges, 3, 0, 0, &o, r->players, 4, &r->len, &r->summary);
}

static void job_omaha_range_equity(result *r) {
    uint64_t villain_len = 0;
    const xiapl_equity_options o = options_for(XIAPL_EQUITY_MONTE_CARLO, TWO_CHUNKS, 21, 2);
    r->status =
        xiapl_range_equity_calculate(shared_omaha_hero, shared_omaha_villain, 0, 0, XIAPL_RANGE_EQUITY_AGGREGATE_ONLY,
                                     &o, NULL, 0, &r->len, NULL, 0, &villain_len, &r->range_summary);
}

typedef struct job {
    const char *name;
    void (*run)(result *);
} job;

static const job jobs[] = {
    {"exact Hold'em, 1 thread", job_exact_holdem_1},
    {"exact Hold'em, 2 threads", job_exact_holdem_2},
    {"Monte Carlo Hold'em, 1 thread", job_monte_carlo_holdem_1},
    {"Monte Carlo Hold'em, 2 threads", job_monte_carlo_holdem_2},
    {"exact Omaha", job_exact_omaha},
    {"Monte Carlo Omaha", job_monte_carlo_omaha},
    {"Monte Carlo against random hands", job_vs_random},
    {"7-card evaluation", job_evaluate_seven},
    {"Omaha evaluation", job_evaluate_omaha},
    {"range parsing", job_parse_ranges},
    {"shared range combos", job_read_shared_range},
    {"exact range equity", job_range_equity_exact},
    {"Monte Carlo range equity, 1 thread", job_range_equity_monte_carlo_1},
    {"Monte Carlo range equity, 2 threads", job_range_equity_monte_carlo_2},
    {"multiway range equity", job_multiway_range_equity},
    {"Omaha range equity", job_omaha_range_equity},
};
#define JOB_COUNT (sizeof jobs / sizeof jobs[0])

static result serial_results[JOB_COUNT];

/* ------------------------------------------------------------------------ */
/* The stress run                                                             */
/* ------------------------------------------------------------------------ */

typedef struct worker {
    pthread_t thread;
    unsigned index;
    unsigned rounds;
    int mismatches;
} worker;

/* A start gate (not pthread_barrier_t, which macOS lacks): the workers wait
 * until all of them exist, so that their calls really overlap. */
static pthread_mutex_t gate_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_opened = PTHREAD_COND_INITIALIZER;
static int gate_open;

static void wait_at_gate(void) {
    pthread_mutex_lock(&gate_mutex);
    while (!gate_open) pthread_cond_wait(&gate_opened, &gate_mutex);
    pthread_mutex_unlock(&gate_mutex);
}

static void open_gate(void) {
    pthread_mutex_lock(&gate_mutex);
    gate_open = 1;
    pthread_cond_broadcast(&gate_opened);
    pthread_mutex_unlock(&gate_mutex);
}

/* Each thread runs every job `rounds` times, starting at a different job so
 * that different functions overlap, and also checks that its error message
 * is its own (xiapl_last_error_message is per thread). */
static void *stress(void *arg) {
    worker *self = (worker *)arg;
    result *r = (result *)malloc(sizeof *r);
    char bad_card[8];
    unsigned round, k;
    if (r == NULL) {
        ++self->mismatches;
        return NULL;
    }
    snprintf(bad_card, sizeof bad_card, "Z%uZ", self->index); /* "Z1Z" is no part of "Z10Z" */
    wait_at_gate();
    for (round = 0; round < self->rounds; ++round) {
        for (k = 0; k < JOB_COUNT; ++k) {
            const size_t j = (self->index + k) % JOB_COUNT;
            int32_t id = -1;
            clear_result(r);
            jobs[j].run(r);
            if (memcmp(r, &serial_results[j], sizeof *r) != 0) {
                ++self->mismatches;
                fprintf(stderr, "thread %u round %u: \"%s\" differs from the serial run (status %d)\n", self->index,
                        round, jobs[j].name, (int)r->status);
            }
            if (xiapl_card_parse(bad_card, &id) != XIAPL_ERR_PARSE ||
                strstr(xiapl_last_error_message(), bad_card) == NULL) {
                ++self->mismatches;
                fprintf(stderr, "thread %u: the error message is not this thread's: %s\n", self->index,
                        xiapl_last_error_message());
            }
        }
    }
    free(r);
    return NULL;
}

static unsigned env_count(const char *name, unsigned fallback) {
    const char *text = getenv(name);
    const long value = text != NULL ? strtol(text, NULL, 10) : 0;
    return value > 0 && value < 1000 ? (unsigned)value : fallback;
}

static void set_up_shared_inputs(void) {
    uint64_t state = 2024;
    size_t i;
    for (i = 0; i < EVAL_COUNT; ++i) {
        seven_card_masks[i] = draw_cards(&state, 7, 0);
        omaha_holes[i] = draw_cards(&state, 4, 0);
        omaha_boards[i] = draw_cards(&state, 3 + (int)(i % 3), omaha_holes[i]);
    }
    shared_hero = parse_range("QQ+,AKs,AKo:0.5", XIAPL_GAME_HOLDEM);
    shared_villain = parse_range("JJ-88,AQs+,KQs:0.75", XIAPL_GAME_HOLDEM);
    shared_third = parse_range("76s-54s,A5s", XIAPL_GAME_HOLDEM);
    shared_omaha_hero = parse_range("AA**ds", XIAPL_GAME_OMAHA4);
    shared_omaha_villain = parse_range("JT98-8765", XIAPL_GAME_OMAHA4);
}

static void test_concurrent_calls_match_serial_runs(void) {
    const unsigned thread_count = env_count("XIAPL_STRESS_THREADS", 8);
    const unsigned rounds = env_count("XIAPL_STRESS_ROUNDS", 3);
    worker *workers = (worker *)calloc(thread_count, sizeof *workers);
    size_t j;
    unsigned t;
    int mismatches = 0;

    /* The serial runs come first, one call at a time, and must succeed. */
    for (j = 0; j < JOB_COUNT; ++j) {
        clear_result(&serial_results[j]);
        jobs[j].run(&serial_results[j]);
        if (serial_results[j].status != XIAPL_OK)
            fprintf(stderr, "serial \"%s\": %s\n", jobs[j].name, xiapl_last_error_message());
        CHECK(serial_results[j].status == XIAPL_OK);
    }
    /* Results that could not be told apart would prove nothing. */
    CHECK(serial_results[0].summary.exact == 1 && serial_results[2].summary.exact == 0);
    CHECK(serial_results[2].summary.trials == TWO_CHUNKS);
    CHECK(memcmp(serial_results[0].players, serial_results[1].players, sizeof serial_results[0].players) == 0);
    CHECK(memcmp(serial_results[2].players, serial_results[3].players, sizeof serial_results[2].players) == 0);
    CHECK(memcmp(&serial_results[12].range_summary, &serial_results[13].range_summary,
                 sizeof serial_results[12].range_summary) == 0);
    CHECK(serial_results[7].strengths[0] >= 1 && serial_results[7].strengths[EVAL_COUNT - 1] <= XIAPL_STRENGTH_MAX);
    CHECK(serial_results[9].len > 100 && serial_results[10].len > 30);
    CHECK(serial_results[11].range_summary.exact == 1 && serial_results[11].len > 0);

    CHECK(workers != NULL);
    if (workers == NULL) return;
    for (t = 0; t < thread_count; ++t) {
        workers[t].index = t;
        workers[t].rounds = rounds;
        CHECK(pthread_create(&workers[t].thread, NULL, stress, &workers[t]) == 0);
    }
    open_gate();
    for (t = 0; t < thread_count; ++t) {
        CHECK(pthread_join(workers[t].thread, NULL) == 0);
        mismatches += workers[t].mismatches;
    }
    free(workers);
    CHECK(mismatches == 0);
    printf("%u threads x %u rounds x %u jobs: %d mismatches\n", thread_count, rounds, (unsigned)JOB_COUNT, mismatches);
}

/* ------------------------------------------------------------------------ */
/* Cancellation                                                               */
/* ------------------------------------------------------------------------ */

typedef struct cancel_log {
    pthread_t caller;
    int cancel_at; /* the report that asks to stop */
    int calls;
    int on_other_thread;
} cancel_log;

static int32_t cancel_at_report(void *user, uint64_t done, uint64_t total) {
    cancel_log *log = (cancel_log *)user;
    (void)done;
    (void)total;
    if (!pthread_equal(pthread_self(), log->caller)) ++log->on_other_thread;
    return ++log->calls >= log->cancel_at;
}

/* Monte Carlo long enough to last for centuries, stopped by the hook at its
 * `cancel_at`-th report. */
static xiapl_equity_options endless_run(uint32_t threads, int cancel_at, cancel_log *log) {
    xiapl_equity_options o = options_for(XIAPL_EQUITY_MONTE_CARLO, UINT64_C(1) << 62, 1, threads);
    log->caller = pthread_self();
    log->cancel_at = cancel_at;
    log->calls = 0;
    log->on_other_thread = 0;
    o.progress = cancel_at_report;
    o.progress_user = log;
    return o;
}

static void test_cancellation_releases_everything(void) {
    const uint64_t holes[3] = {cards("AsKs"), cards("QdQc"), cards("7h6h")};
    uint32_t threads;
    for (threads = 1; threads <= 4; threads *= 2) {
        cancel_log log;
        /* Fixed hands: so many iterations cover every board, so the call
         * enumerates instead and reports once, at the end, where it stops. */
        xiapl_equity_options o = endless_run(threads, 1, &log);
        xiapl_player_equity players[3], untouched[3];
        xiapl_combo_equity hero_rows[8], villain_rows[8];
        xiapl_range_equity_summary range_summary;
        xiapl_equity_summary summary;
        uint64_t len = 0, hero_len = 0, villain_len = 0;
        const xiapl_range *ranges[2];

        memset(players, 0xAB, sizeof players);
        memset(untouched, 0xAB, sizeof untouched);
        summary.struct_size = sizeof summary;
        summary.trials = 12345;
        CHECK(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 3, 0, 0, &o, players, 3, &len, &summary) ==
              XIAPL_ERR_CANCELLED);
        CHECK(log.calls == 1 && log.on_other_thread == 0);
        CHECK(memcmp(players, untouched, sizeof players) == 0); /* nothing written */
        CHECK(summary.trials == 12345);
        CHECK(strstr(xiapl_last_error_message(), "cancelled") != NULL);

        /* Fewer iterations than boards: true Monte Carlo, stopped at the first
         * report (at the latest the final one). */
        o = endless_run(threads, 1, &log);
        o.iterations = 1300000; /* 3 hands preflop leave 1,370,754 boards */
        CHECK(xiapl_equity_calculate(XIAPL_GAME_HOLDEM, holes, 3, 0, 0, &o, players, 3, &len, &summary) ==
              XIAPL_ERR_CANCELLED);
        CHECK(log.calls == 1 && log.on_other_thread == 0);
        CHECK(memcmp(players, untouched, sizeof players) == 0 && summary.trials == 12345);

        /* True Monte Carlo runs, stopped on the second report, after some work. */
        o = endless_run(threads, 2, &log);
        CHECK(xiapl_equity_vs_random(XIAPL_GAME_HOLDEM, holes[0], 0, 0, 3, &o, players, &summary) ==
              XIAPL_ERR_CANCELLED);
        CHECK(log.calls == 2 && log.on_other_thread == 0);

        o = endless_run(threads, 2, &log);
        range_summary.struct_size = sizeof range_summary;
        range_summary.trials = 54321;
        CHECK(xiapl_range_equity_calculate(shared_hero, shared_villain, 0, 0, XIAPL_RANGE_EQUITY_PER_COMBO, &o,
                                           hero_rows, 8, &hero_len, villain_rows, 8, &villain_len,
                                           &range_summary) == XIAPL_ERR_BUFFER_TOO_SMALL);
        CHECK(log.calls == 0); /* a short buffer fails before any work */
        CHECK(xiapl_range_equity_calculate(shared_hero, shared_villain, 0, 0, XIAPL_RANGE_EQUITY_AGGREGATE_ONLY, &o,
                                           NULL, 0, &hero_len, NULL, 0, &villain_len,
                                           &range_summary) == XIAPL_ERR_CANCELLED);
        CHECK(log.calls == 2 && log.on_other_thread == 0 && range_summary.trials == 54321);

        o = endless_run(threads, 2, &log);
        ranges[0] = shared_hero;
        ranges[1] = shared_third;
        CHECK(xiapl_range_equity_multiway(ranges, 2, 0, 0, &o, players, 3, &len, NULL) == XIAPL_ERR_CANCELLED);
        CHECK(log.calls == 2 && log.on_other_thread == 0);
    }
}

int main(void) {
    set_up_shared_inputs();
    test_concurrent_calls_match_serial_runs();
    test_cancellation_releases_everything();
    xiapl_range_destroy(shared_hero);
    xiapl_range_destroy(shared_villain);
    xiapl_range_destroy(shared_third);
    xiapl_range_destroy(shared_omaha_hero);
    xiapl_range_destroy(shared_omaha_villain);
    return check_summary();
}
