/* The ICM functions through the header alone: a hand-computed three-player
 * field, the thread-count independence of the Monte Carlo form, the bubble
 * factor and shove/call identities, and every refusal (status, message,
 * nothing written). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define XIAPL_UNSTABLE_API /* the ICM section */
#include "xiapl/xiapl.h"

#include "check.h"

static void test_exact(void) {
    const double stacks[] = {5, 3, 2};
    const double payouts[] = {50, 30, 20};
    double eq[3] = {0, 0, 0};
    uint64_t len = 0;
    /* Player 0 is second after 1 (3/10 * 5/7) or after 2 (2/10 * 5/8). */
    const double second = 0.3 * 5.0 / 7.0 + 0.2 * 5.0 / 8.0;
    CHECK(xiapl_icm_exact(stacks, 3, payouts, 3, eq, 3, &len) == XIAPL_OK);
    CHECK(len == 3);
    CHECK(fabs(eq[0] - (25 + 30 * second + 20 * (0.5 - second))) < 1e-12);
    CHECK(fabs(eq[0] + eq[1] + eq[2] - 100) < 1e-12);
    CHECK(eq[0] > eq[1] && eq[1] > eq[2]);
}

static void test_monte_carlo(void) {
    double stacks[40], payouts[6] = {40, 25, 15, 10, 6, 4};
    double one[40], two[40], se1[40], se2[40], exact[40];
    uint64_t len = 0;
    int i;
    for (i = 0; i < 40; ++i) stacks[i] = 1000 + 137 * i;
    CHECK(xiapl_icm_monte_carlo(stacks, 40, payouts, 6, 20000, 9, 1, one, se1, 40, &len) == XIAPL_OK);
    CHECK(xiapl_icm_monte_carlo(stacks, 40, payouts, 6, 20000, 9, 2, two, se2, 40, &len) == XIAPL_OK);
    CHECK(memcmp(one, two, sizeof one) == 0);
    CHECK(memcmp(se1, se2, sizeof se1) == 0);
    CHECK(xiapl_icm_exact(stacks, 40, payouts, 6, exact, 40, &len) == XIAPL_OK);
    for (i = 0; i < 40; ++i) {
        CHECK(se1[i] > 0);
        CHECK(fabs(one[i] - exact[i]) < 5 * se1[i]);
    }
}

static void test_bubble_and_shove(void) {
    const double stacks[] = {5000, 5000, 1000, 1000};
    const double payouts[] = {50, 30, 20};
    const double posted[] = {100, 200, 0, 0};
    double now, win, lose, factor, be, rp, rows[4 * XIAPL_ICM_ROWS], call_be = -1;
    uint64_t len = 0;
    int i;
    CHECK(xiapl_icm_bubble_factor(stacks, 4, payouts, 3, 0, 1, &now, &win, &lose, &factor, &be, &rp) == XIAPL_OK);
    CHECK(factor > 1);
    CHECK(fabs(factor - (now - lose) / (win - now)) < 1e-12);
    CHECK(fabs(be - factor / (1 + factor)) < 1e-12);
    CHECK(fabs(rp - (be - 0.5)) < 1e-15);
    CHECK(xiapl_icm_shove_call(stacks, 4, payouts, 3, posted, 0, 1, 0.4, 0.05, rows, 4 * XIAPL_ICM_ROWS, &len,
                               &call_be) == XIAPL_OK);
    CHECK(len == 4 * XIAPL_ICM_ROWS);
    for (i = 0; i < 4; ++i) {
        const double expect = 0.4 * rows[4 * XIAPL_ICM_ROW_CALL_WIN + i] +
                              0.05 * rows[4 * XIAPL_ICM_ROW_CALL_SPLIT + i] +
                              0.55 * rows[4 * XIAPL_ICM_ROW_CALL_LOSE + i];
        CHECK(fabs(rows[4 * XIAPL_ICM_ROW_CALL + i] - expect) < 1e-12);
    }
    CHECK(fabs(call_be * rows[4 * XIAPL_ICM_ROW_CALL_WIN + 1] + (1 - call_be) * rows[4 * XIAPL_ICM_ROW_CALL_LOSE + 1] -
               rows[4 * XIAPL_ICM_ROW_FOLD + 1]) < 1e-12);
    CHECK(call_be > 0.5);
}

static void test_refusals(void) {
    const double good[] = {100, 200, 300};
    const double zero[] = {100, 0, 300};
    const double rising[] = {20, 30};
    const double payouts[] = {60, 40};
    const double long_payouts[] = {4, 3, 2, 1};
    double out[3] = {-1, -1, -1}, se[3], rows[15], x;
    uint64_t len = 0;
    CHECK(xiapl_icm_exact(zero, 3, payouts, 2, out, 3, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("stacks[1]"));
    CHECK(out[0] == -1);
    CHECK(xiapl_icm_exact(good, 3, rising, 2, out, 3, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("payouts[1]"));
    CHECK(xiapl_icm_exact(good, 3, long_payouts, 4, out, 3, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("4 places"));
    CHECK(xiapl_icm_exact(good, 3, payouts, 0, out, 3, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_icm_exact(NULL, 3, payouts, 2, out, 3, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_icm_exact(good, 3, payouts, 2, out, 2, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 3);
    CHECK(out[0] == -1);
    CHECK(xiapl_icm_monte_carlo(good, 3, payouts, 2, 1, 0, 1, out, se, 3, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_icm_monte_carlo(good, 3, payouts, 2, 100, 0, -1, out, se, 3, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_icm_bubble_factor(good, 3, payouts, 2, 0, 0, &x, &x, &x, &x, &x, &x) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_icm_bubble_factor(good, 3, payouts, 2, 0, 7, &x, &x, &x, &x, &x, &x) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_icm_shove_call(good, 3, payouts, 2, good, 0, 1, 0.6, 0.6, rows, 15, &len, &x) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("win"));
    {
        double big[30], flat[30];
        double many[30];
        int i;
        for (i = 0; i < 30; ++i) big[i] = 100 + i, flat[i] = 1;
        CHECK(xiapl_icm_exact(big, 30, flat, 30, many, 30, &len) == XIAPL_ERR_LIMIT_EXCEEDED);
        CHECK(message_contains("Monte Carlo"));
    }
}

int main(void) {
    test_exact();
    test_monte_carlo();
    test_bubble_and_shove();
    test_refusals();
    return check_summary();
}
