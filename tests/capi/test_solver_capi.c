/* The postflop solver through the header alone: a river spot solved to a
 * target, its results (strategies summing to one, EVs adding up to the pot,
 * equities in [0, 1], ranges at a node), navigation by action names, the
 * progress hook and cancellation, the same bits on one and two threads, and
 * every refusal (status, message, nothing written). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define XIAPL_UNSTABLE_API /* the solver section */
#include "xiapl/xiapl.h"

#include "check.h"

static const char *kOop = "AA,QQ,AKs,87s,T9s";
static const char *kIp = "KK,JJ,AQs,T9s:0.5,65s";

static xiapl_solver *river_spot(const char *bets, const char *raises) {
    xiapl_solver_spot spot;
    xiapl_solver *solver = NULL;
    CHECK(xiapl_solver_spot_init(&spot, sizeof spot) == XIAPL_OK);
    spot.pot = 100;
    spot.stack = 200;
    CHECK(xiapl_solver_create(kOop, kIp, card_mask("Td9d6hQc2s"), &spot, bets, raises, &solver) == XIAPL_OK);
    return solver;
}

static int progress_calls;
static double last_exploitability;

static int32_t count_progress(void *user, uint32_t iterations, double exploitability) {
    (void)user;
    (void)iterations;
    ++progress_calls;
    last_exploitability = exploitability;
    return 0;
}

static int32_t cancel_at_once(void *user, uint32_t iterations, double exploitability) {
    (void)user;
    (void)iterations;
    (void)exploitability;
    return 1;
}

static void test_river_solve(void) {
    xiapl_solver *solver = river_spot("50%, a", "2.5x");
    xiapl_solver_options options;
    xiapl_solver_result result;
    xiapl_solver_node_facts facts;
    uint64_t game_bytes = 0, bytes = 0, bytes16 = 0, len = 0, hands[64];
    double weights[64], strategy[512], values[64], equities[64], range[64];
    char names[256];
    uint32_t node = 99;
    uint64_t h, a, actions, count;
    CHECK(xiapl_solver_memory(solver, 0, &game_bytes, &bytes) == XIAPL_OK);
    CHECK(xiapl_solver_memory(solver, 1, &game_bytes, &bytes16) == XIAPL_OK);
    CHECK(game_bytes > 0 && bytes > bytes16 && bytes16 > game_bytes);

    CHECK(xiapl_solver_options_init(&options, sizeof options) == XIAPL_OK);
    CHECK(options.max_iterations == 1000 && options.target_percent == 0.5 && options.threads == 1);
    options.progress = count_progress;
    memset(&result, 0, sizeof result);
    result.struct_size = sizeof result;
    CHECK(xiapl_solver_solve(solver, &options, &result) == XIAPL_OK);
    CHECK(result.iterations > 0 && result.iterations <= 1000);
    CHECK(result.exploitability_percent <= 0.5);
    CHECK(fabs(result.exploitability_percent - result.exploitability) < 1e-12); /* pot 100 */
    CHECK(fabs(result.ev[0] + result.ev[1] - 100) < 1e-4);                      /* no rake; float sums */
    CHECK(result.memory_bytes > 0 && result.seconds >= 0);
    CHECK(progress_calls > 0 && last_exploitability >= 0);

    /* The root: out of position to act, checks and bets. */
    CHECK(xiapl_solver_node(solver, "", &node) == XIAPL_OK && node == 0);
    facts.struct_size = sizeof facts;
    CHECK(xiapl_solver_node_info(solver, 0, &facts) == XIAPL_OK);
    CHECK(facts.kind == XIAPL_SOLVER_NODE_PLAYER && facts.player == XIAPL_SOLVER_OOP);
    CHECK(facts.street == XIAPL_SOLVER_RIVER && facts.parent == 0xFFFFFFFFu);
    CHECK(facts.board == card_mask("Td9d6hQc2s") && facts.contrib[0] == 50 && facts.contrib[1] == 50);
    CHECK(xiapl_solver_actions(solver, 0, names, sizeof names, &len) == XIAPL_OK);
    CHECK(strcmp(names, "check,bet 50,allin 200") == 0);
    CHECK(len == strlen(names));
    CHECK(facts.action_count == 3);

    CHECK(xiapl_solver_hands(solver, XIAPL_SOLVER_OOP, hands, weights, 64, &count) == XIAPL_OK);
    /* AA 6, QQ 3 (Qc on board), AKs 4, 87s 4, T9s 3 (not diamonds: Td, 9d on board) = 20. */
    CHECK(count == 20);
    for (h = 0; h < count; ++h) CHECK((hands[h] & card_mask("Td9d6hQc2s")) == 0 && weights[h] == 1);

    CHECK(xiapl_solver_strategy(solver, 0, strategy, sizeof strategy / sizeof *strategy, &len) == XIAPL_OK);
    actions = facts.action_count;
    CHECK(len == actions * count);
    for (h = 0; h < count; ++h) {
        double sum = 0;
        for (a = 0; a < actions; ++a) {
            CHECK(strategy[a * count + h] >= 0);
            sum += strategy[a * count + h];
        }
        CHECK(fabs(sum - 1) < 1e-5);
    }

    /* Navigation is case- and space-insensitive; the range after a bet is
     * the root weight times the bet's frequency. */
    CHECK(xiapl_solver_node(solver, " Bet 50 ", &node) == XIAPL_OK);
    CHECK(xiapl_solver_node_info(solver, node, &facts) == XIAPL_OK);
    CHECK(facts.player == XIAPL_SOLVER_IP && facts.parent == 0 && facts.contrib[0] == 100);
    CHECK(xiapl_solver_range(solver, node, XIAPL_SOLVER_OOP, range, 64, &len) == XIAPL_OK && len == count);
    for (h = 0; h < count; ++h) CHECK(fabs(range[h] - weights[h] * strategy[1 * count + h]) < 1e-6);
    CHECK(xiapl_solver_actions(solver, node, names, sizeof names, &len) == XIAPL_OK);
    CHECK(strcmp(names, "fold,call,allin 200") == 0 || strcmp(names, "fold,call,raise 125,allin 200") == 0);
    CHECK(xiapl_solver_node(solver, "check, bet 50, fold", &node) == XIAPL_OK);
    CHECK(xiapl_solver_node_info(solver, node, &facts) == XIAPL_OK);
    CHECK(facts.kind == XIAPL_SOLVER_NODE_FOLD && facts.player == XIAPL_SOLVER_OOP && facts.action_count == 0);
    CHECK(xiapl_solver_actions(solver, node, names, sizeof names, &len) == XIAPL_OK && len == 0);

    /* Values and equities at the root: each in range, the EVs weighted over
     * the hands near the root EV. */
    CHECK(xiapl_solver_ev(solver, 0, XIAPL_SOLVER_OOP, values, 64, &len) == XIAPL_OK && len == count);
    CHECK(xiapl_solver_equity(solver, 0, XIAPL_SOLVER_OOP, equities, 64, &len) == XIAPL_OK && len == count);
    for (h = 0; h < count; ++h) {
        CHECK(equities[h] >= 0 && equities[h] <= 1);
        CHECK(values[h] >= -150 && values[h] <= 250); /* half the pot, give or take the stack */
    }
    /* AA beats every IP hand but a set; 65s (IP) has no pair: AA's equity is high. */
    for (h = 0; h < count; ++h)
        if (hands[h] == card_mask("AcAd")) CHECK(equities[h] > 0.8);

    /* A second solve continues: never fewer iterations. */
    options.progress = NULL;
    options.target_percent = 0;
    options.max_iterations = result.iterations + 10;
    {
        xiapl_solver_result more;
        more.struct_size = sizeof more;
        CHECK(xiapl_solver_solve(solver, &options, &more) == XIAPL_OK);
        CHECK(more.iterations == result.iterations + 10);
    }
    xiapl_solver_destroy(solver);
    xiapl_solver_destroy(NULL);
}

static void test_threads_and_cancel(void) {
    /* A turn spot: chance nodes, where the threads work. */
    xiapl_solver_spot spot;
    xiapl_solver *one = NULL, *two = NULL;
    xiapl_solver_options options;
    xiapl_solver_result r1, r2;
    double s1[4096], s2[4096];
    uint64_t l1 = 0, l2 = 0;
    uint32_t node = 0;
    CHECK(xiapl_solver_spot_init(&spot, sizeof spot) == XIAPL_OK);
    spot.pot = 100;
    spot.stack = 300;
    CHECK(xiapl_solver_create("AA,QQ,87s", "KK,JJ,T9s", card_mask("Td9d6hQc"), &spot, "75%", "", &one) == XIAPL_OK);
    CHECK(xiapl_solver_create("AA,QQ,87s", "KK,JJ,T9s", card_mask("Td9d6hQc"), &spot, "75%", "", &two) == XIAPL_OK);
    CHECK(xiapl_solver_options_init(&options, sizeof options) == XIAPL_OK);
    options.target_percent = 0;
    options.max_iterations = 20;
    r1.struct_size = r2.struct_size = sizeof r1;
    CHECK(xiapl_solver_solve(one, &options, &r1) == XIAPL_OK);
    options.threads = 2;
    CHECK(xiapl_solver_solve(two, &options, &r2) == XIAPL_OK);
    CHECK(r1.iterations == 20 && r2.iterations == 20);
    CHECK(r1.exploitability == r2.exploitability && r1.ev[0] == r2.ev[0] && r1.ev[1] == r2.ev[1]);
    CHECK(xiapl_solver_node(one, "check, check, deal 2c", &node) == XIAPL_OK);
    CHECK(xiapl_solver_strategy(one, node, s1, 4096, &l1) == XIAPL_OK);
    CHECK(xiapl_solver_strategy(two, node, s2, 4096, &l2) == XIAPL_OK);
    CHECK(l1 == l2 && memcmp(s1, s2, l1 * sizeof *s1) == 0);

    /* Cancel: the status, the result untouched, the handle still usable. */
    options.max_iterations = 40;
    options.progress = cancel_at_once;
    r1.iterations = 12345;
    CHECK(xiapl_solver_solve(one, &options, &r1) == XIAPL_ERR_CANCELLED);
    CHECK(r1.iterations == 12345);
    CHECK(message_contains("cancelled"));
    options.progress = NULL;
    CHECK(xiapl_solver_solve(one, &options, &r1) == XIAPL_OK && r1.iterations == 40);
    xiapl_solver_destroy(one);
    xiapl_solver_destroy(two);
}

static void test_refusals(void) {
    xiapl_solver_spot spot;
    xiapl_solver *solver = NULL, *kept = (xiapl_solver *)&spot;
    xiapl_solver_options options;
    xiapl_solver_result result;
    uint32_t node = 77;
    uint64_t len = 0;
    double out[4];
    CHECK(xiapl_solver_spot_init(&spot, sizeof spot) == XIAPL_OK);
    spot.pot = 100;
    spot.stack = 200;
    solver = kept;

    CHECK(xiapl_solver_create("AA,KQx", "KK", card_mask("Td9d6h"), &spot, "50%", "", &solver) == XIAPL_ERR_PARSE);
    CHECK(message_contains("out of position range") && message_contains("KQx") && solver == kept);
    CHECK(xiapl_solver_create("AA", "KK", card_mask("Td9d6h") | (UINT64_C(1) << 60), &spot, "50%", "", &solver) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("board"));
    CHECK(xiapl_solver_create("AA", "KK", card_mask("Td9d"), &spot, "50%", "", &solver) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("3, 4 or 5"));
    CHECK(xiapl_solver_create("AA", "KK", card_mask("Td9d6h5h4h3h"), &spot, "50%", "", &solver) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    spot.pot = -5;
    CHECK(xiapl_solver_create("AA", "KK", card_mask("Td9d6h"), &spot, "50%", "", &solver) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("spot->pot is -5"));
    spot.pot = 100;
    spot.rake_rate = 1.5;
    CHECK(xiapl_solver_create("AA", "KK", card_mask("Td9d6h"), &spot, "50%", "", &solver) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("rake_rate"));
    spot.rake_rate = 0;
    CHECK(xiapl_solver_create("AA", "KK", card_mask("Td9d6h"), &spot, "50%, 3x", "", &solver) == XIAPL_ERR_PARSE);
    CHECK(message_contains("3x"));
    CHECK(xiapl_solver_create("Td9d", "KK", card_mask("TdTh9d6h"), &spot, "50%", "", &solver) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("out of position range \"Td9d\""));
    CHECK(xiapl_solver_create(NULL, "KK", card_mask("Td9d6h"), &spot, "50%", "", &solver) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(solver == kept);

    solver = river_spot("50%", "");
    CHECK(xiapl_solver_set_sizes(solver, 2, XIAPL_SOLVER_RIVER, "33%", NULL, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_solver_set_sizes(solver, XIAPL_SOLVER_IP, 3, "33%", NULL, NULL) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_solver_set_sizes(solver, XIAPL_SOLVER_IP, XIAPL_SOLVER_RIVER, "33%, zz", NULL, NULL) ==
          XIAPL_ERR_PARSE);
    CHECK(message_contains("zz"));
    /* Per player and street: in position bets a third of the pot. */
    CHECK(xiapl_solver_set_sizes(solver, XIAPL_SOLVER_IP, XIAPL_SOLVER_RIVER, "33%", NULL, NULL) == XIAPL_OK);
    CHECK(xiapl_solver_node(solver, "check, bet 33", &node) == XIAPL_OK);
    CHECK(xiapl_solver_node(solver, "check, bet 50", &node) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("\"bet 50\" after \"check\"") && message_contains("bet 33"));
    CHECK(xiapl_solver_node(solver, "raise 300", &node) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("at the root") && message_contains("check, bet 50"));
    CHECK(xiapl_solver_node(solver, "check, check, check", &node) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("ends"));
    CHECK(xiapl_solver_set_sizes(solver, XIAPL_SOLVER_IP, XIAPL_SOLVER_RIVER, "75%", NULL, NULL) ==
          XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("already built"));
    CHECK(xiapl_solver_strategy(solver, 100000, out, 4, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("out of range"));
    CHECK(xiapl_solver_node(solver, "check, check", &node) == XIAPL_OK);
    CHECK(xiapl_solver_strategy(solver, node, out, 4, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_solver_ev(solver, 0, 2, out, 4, &len) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_solver_ev(solver, 0, XIAPL_SOLVER_OOP, out, 4, &len) == XIAPL_ERR_BUFFER_TOO_SMALL);
    CHECK(len == 20);

    CHECK(xiapl_solver_options_init(&options, sizeof options) == XIAPL_OK);
    result.struct_size = sizeof result;
    options.threads = 0;
    CHECK(xiapl_solver_solve(solver, &options, &result) == XIAPL_ERR_INVALID_ARGUMENT);
    options.threads = 1;
    options.target_percent = -1;
    CHECK(xiapl_solver_solve(solver, &options, &result) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("target_percent"));
    options.target_percent = 0.5;
    options.max_iterations = 0;
    CHECK(xiapl_solver_solve(solver, &options, &result) == XIAPL_ERR_INVALID_ARGUMENT);
    options.max_iterations = 20;
    options.target_percent = 0;
    CHECK(xiapl_solver_solve(solver, &options, &result) == XIAPL_OK);
    options.compressed = 1;
    CHECK(xiapl_solver_solve(solver, &options, &result) == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("compressed"));
    xiapl_solver_destroy(solver);
}

/* Tree edits: a size added and one removed, after a line; every refusal
 * leaves the handle as it was (the tree built afterwards has no trace). */
static void test_tree_edits(void) {
    xiapl_solver *solver = river_spot("50%, a", "2.5x");
    uint32_t node = 0;
    uint64_t len = 0;
    char names[256];
    CHECK(xiapl_solver_add_action(solver, "", "bet 75") == XIAPL_OK);
    CHECK(xiapl_solver_remove_action(solver, "", "allin") == XIAPL_OK);
    CHECK(xiapl_solver_add_action(solver, "Check", "bet 30") == XIAPL_OK);
    CHECK(xiapl_solver_remove_action(solver, "bet 50", "raise 125") == XIAPL_OK);
    /* Refusals: grammar, meaning, NULL; none is kept. */
    CHECK(xiapl_solver_add_action(solver, "", "jam 50") == XIAPL_ERR_PARSE);
    CHECK(message_contains("\"jam 50\" is not an action name"));
    CHECK(xiapl_solver_add_action(solver, "deal Kh", "bet 50") == XIAPL_ERR_PARSE);
    CHECK(xiapl_solver_add_action(solver, "", "bet 500") == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("above all-in (200 chips)") && message_contains("the sizes there: bet 50, bet 75"));
    CHECK(xiapl_solver_add_action(solver, "bet 60", "raise 150") == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("no decision follows that line"));
    CHECK(xiapl_solver_remove_action(solver, "", "bet 70") == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("the node has no such size"));
    CHECK(xiapl_solver_add_action(solver, "", "bet 50") == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("already has that size"));
    CHECK(xiapl_solver_add_action(NULL, "", "bet 50") == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_solver_add_action(solver, NULL, "bet 50") == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(xiapl_solver_remove_action(solver, "", NULL) == XIAPL_ERR_INVALID_ARGUMENT);

    CHECK(xiapl_solver_actions(solver, 0, names, sizeof names, &len) == XIAPL_OK);
    CHECK(strcmp(names, "check,bet 50,bet 75") == 0);
    CHECK(xiapl_solver_node(solver, "check", &node) == XIAPL_OK);
    CHECK(xiapl_solver_actions(solver, node, names, sizeof names, &len) == XIAPL_OK);
    CHECK(strcmp(names, "check,bet 30,bet 50,allin 200") == 0);
    CHECK(xiapl_solver_node(solver, "bet 50", &node) == XIAPL_OK);
    CHECK(xiapl_solver_actions(solver, node, names, sizeof names, &len) == XIAPL_OK);
    CHECK(strcmp(names, "fold,call,allin 200") == 0);
    /* Built: no more edits. */
    CHECK(xiapl_solver_add_action(solver, "", "bet 20") == XIAPL_ERR_INVALID_ARGUMENT);
    CHECK(message_contains("already built"));
    xiapl_solver_destroy(solver);
}

static void test_compressed(void) {
    xiapl_solver *solver = river_spot("50%, a", "2.5x");
    xiapl_solver_options options;
    xiapl_solver_result result;
    CHECK(xiapl_solver_options_init(&options, sizeof options) == XIAPL_OK);
    options.compressed = 1;
    result.struct_size = sizeof result;
    CHECK(xiapl_solver_solve(solver, &options, &result) == XIAPL_OK);
    CHECK(result.exploitability_percent <= 0.5);
    xiapl_solver_destroy(solver);
}

int main(void) {
    test_river_solve();
    test_threads_and_cancel();
    test_refusals();
    test_compressed();
    test_tree_edits();
    return check_summary();
}
