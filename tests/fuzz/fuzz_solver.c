/*
 * The solver's text inputs through the C ABI, on a small river spot: bet and
 * raise lists (xiapl_solver_create), per-player and per-street bet, raise and
 * donk lists (xiapl_solver_set_sizes), tree edits (xiapl_solver_add_action,
 * xiapl_solver_remove_action) and node paths (xiapl_solver_node).
 * The input is lines: the bets, the raises, then one call a line: "b", "r"
 * or "d" then a player digit (0, 1, 2 for both) and a street digit (0..3,
 * 3 for all) then a size list; "a" or "x" then "LINE|ACTION" (add, remove);
 * "n" then a path, looked up once the tree is built.
 * Properties: every status is documented and an error has a message; a
 * refused call changes nothing (a second solver given only the accepted
 * calls builds the same tree, or fails the same way); every node's action
 * names lead through xiapl_solver_node to a node of the right parent; a
 * short solve's strategies are frequencies summing to one.
 */
#define XIAPL_UNSTABLE_API /* the solver */
#include "fuzz_common.h"

#define MAX_CALLS 16
#define MAX_TEXT 96
#define MAX_WALK 4000

typedef struct call {
    char kind; /* b r d a x */
    int32_t player, street;
    char text[MAX_TEXT];
} call;

/* The spot's numbers: a short stack keeps every tree small. */
static xiapl_solver *make_solver(const char *bets, const char *raises, int32_t *status) {
    xiapl_solver_spot spot;
    xiapl_solver *solver = NULL;
    xiapl_solver_spot_init(&spot, sizeof spot);
    spot.pot = 100;
    spot.stack = 40;
    *status = xiapl_solver_create("AA,KK,QQ,AKs,T9s", "KK,JJ,AQs,98s", UINT64_C(0x8040300400) /* Td9d6hQc2s */, &spot,
                                  bets, raises, &solver);
    fuzz_check_status(*status, "xiapl_solver_create");
    FUZZ_CHECK((*status == XIAPL_OK) == (solver != NULL), "create: status %d, handle %p", (int)*status, (void *)solver);
    return solver;
}

static int32_t apply(xiapl_solver *solver, const call *c) {
    char line[MAX_TEXT];
    const char *bar;
    int32_t status;
    if (c->kind == 'a' || c->kind == 'x') {
        bar = strchr(c->text, '|');
        if (bar == NULL) return XIAPL_ERR_INVALID_ARGUMENT; /* not a call */
        memcpy(line, c->text, (size_t)(bar - c->text));
        line[bar - c->text] = '\0';
        status = c->kind == 'a' ? xiapl_solver_add_action(solver, line, bar + 1)
                                : xiapl_solver_remove_action(solver, line, bar + 1);
        fuzz_check_status(status, "tree edit");
        FUZZ_CHECK(status == XIAPL_OK || status == XIAPL_ERR_PARSE || status == XIAPL_ERR_INVALID_ARGUMENT,
                   "tree edit: %s", xiapl_status_name(status));
        return status;
    }
    status = xiapl_solver_set_sizes(solver, c->player, c->street, c->kind == 'b' ? c->text : NULL,
                                    c->kind == 'r' ? c->text : NULL, c->kind == 'd' ? c->text : NULL);
    fuzz_check_status(status, "xiapl_solver_set_sizes");
    return status;
}

/* Size lists of more than three items could make a tree too large to walk. */
static int short_list(const char *text) {
    int commas = 0;
    for (; *text; ++text) commas += *text == ',';
    return commas <= 2;
}

typedef struct walk {
    char paths[MAX_WALK][MAX_TEXT * 2];
    uint32_t nodes[MAX_WALK];
    int count;
} walk;

static walk first_walk, second_walk;

/* Every node reachable by names, breadth first, with paths that fit. */
static void walk_tree(xiapl_solver *solver, walk *w) {
    int head = 0;
    w->count = 1;
    w->paths[0][0] = '\0';
    w->nodes[0] = 0;
    while (head < w->count) {
        char names[1024], *name, *next;
        uint64_t len = 0;
        int32_t status = xiapl_solver_actions(solver, w->nodes[head], names, sizeof names, &len);
        if (status == XIAPL_ERR_BUFFER_TOO_SMALL) {
            ++head;
            continue;
        }
        FUZZ_CHECK(status == XIAPL_OK, "actions of node %u: %s", (unsigned)w->nodes[head], xiapl_status_name(status));
        for (name = names; *name && w->count < MAX_WALK; name = next) {
            xiapl_solver_node_facts facts;
            uint32_t child = 0;
            char *path = w->paths[w->count];
            next = strchr(name, ',');
            if (next)
                *next++ = '\0';
            else
                next = name + strlen(name);
            {
                const size_t have = strlen(w->paths[head]), add = strlen(name);
                if (have + add + 3 >= sizeof w->paths[0]) continue;
                /* The path so far, ", ", the name: the lengths are checked above. */
                memcpy(path, w->paths[head], have);
                if (have) memcpy(path + have, ", ", 2);
                memcpy(path + have + (have ? 2 : 0), name, add + 1);
            }
            FUZZ_CHECK(xiapl_solver_node(solver, path, &child) == XIAPL_OK, "path \"%s\": %s", path,
                       xiapl_last_error_message());
            facts.struct_size = sizeof facts;
            FUZZ_CHECK(xiapl_solver_node_info(solver, child, &facts) == XIAPL_OK, "node %u", (unsigned)child);
            FUZZ_CHECK(facts.parent == w->nodes[head], "\"%s\" has parent %u, not %u", path, (unsigned)facts.parent,
                       (unsigned)w->nodes[head]);
            w->nodes[w->count++] = child;
        }
        ++head;
    }
}

static void check_solve(xiapl_solver *solver) {
    xiapl_solver_options options;
    xiapl_solver_result result;
    double strategy[4096];
    uint64_t len = 0, hands = 0, i;
    xiapl_solver_options_init(&options, sizeof options);
    options.max_iterations = 2;
    options.check_every = 1;
    options.target_percent = 0;
    result.struct_size = sizeof result;
    FUZZ_CHECK(xiapl_solver_solve(solver, &options, &result) == XIAPL_OK, "solve: %s", xiapl_last_error_message());
    FUZZ_CHECK(result.iterations == 2 && result.exploitability >= 0, "%u iterations, exploitability %g",
               (unsigned)result.iterations, result.exploitability);
    FUZZ_CHECK(xiapl_solver_hands(solver, XIAPL_SOLVER_OOP, NULL, NULL, 0, &hands) == XIAPL_ERR_BUFFER_TOO_SMALL,
               "hands");
    if (xiapl_solver_strategy(solver, 0, strategy, 4096, &len) != XIAPL_OK) return;
    FUZZ_CHECK(hands > 0 && len % hands == 0, "%u values for %u hands", (unsigned)len, (unsigned)hands);
    for (i = 0; i < hands; ++i) {
        double sum = 0;
        uint64_t a;
        for (a = 0; a < len / hands; ++a) {
            FUZZ_CHECK(strategy[a * hands + i] >= 0, "a negative frequency");
            sum += strategy[a * hands + i];
        }
        FUZZ_CHECK(sum > 0.9999 && sum < 1.0001, "hand %u sums to %g", (unsigned)i, sum);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char text[4096], *lines[2 + MAX_CALLS + 8], *p;
    char paths[8][MAX_TEXT];
    call calls[MAX_CALLS];
    int accepted[MAX_CALLS];
    int nlines = 0, ncalls = 0, npaths = 0, i;
    int32_t status, status2;
    uint64_t game = 0, bytes = 0;
    xiapl_solver *solver, *again;
    char message[512];
    if (size >= sizeof text) return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    if (strlen(text) != size) return 0; /* text only */
    for (p = text; p && nlines < (int)(sizeof lines / sizeof lines[0]);) {
        lines[nlines++] = p;
        p = strchr(p, '\n');
        if (p) *p++ = '\0';
    }
    if (nlines < 2 || !short_list(lines[0]) || !short_list(lines[1])) return 0;
    for (i = 2; i < nlines; ++i) {
        const char *l = lines[i];
        size_t n = strlen(l);
        if (n < 1 || n >= MAX_TEXT) continue;
        if (l[0] == 'n' && npaths < 8) {
            memcpy(paths[npaths++], l + 1, n);
        } else if ((l[0] == 'a' || l[0] == 'x') && ncalls < MAX_CALLS) {
            calls[ncalls].kind = l[0];
            memcpy(calls[ncalls++].text, l + 1, n);
        } else if ((l[0] == 'b' || l[0] == 'r' || l[0] == 'd') && n >= 3 && ncalls < MAX_CALLS && short_list(l + 3)) {
            calls[ncalls].kind = l[0];
            calls[ncalls].player = l[1] == '2' ? XIAPL_SOLVER_BOTH_PLAYERS : l[1] - '0';
            calls[ncalls].street = l[2] == '3' ? XIAPL_SOLVER_ALL_STREETS : l[2] - '0';
            memcpy(calls[ncalls++].text, l + 3, n - 2);
        }
    }

    solver = make_solver(lines[0], lines[1], &status);
    if (solver == NULL) return 0;
    for (i = 0; i < ncalls; ++i) accepted[i] = apply(solver, &calls[i]) == XIAPL_OK;
    status = xiapl_solver_memory(solver, 0, &game, &bytes);
    fuzz_check_status(status, "xiapl_solver_memory");
    snprintf(message, sizeof message, "%s", status == XIAPL_OK ? "" : xiapl_last_error_message());

    /* The accepted calls alone, on a fresh solver: the same tree or the same refusal. */
    again = make_solver(lines[0], lines[1], &status2);
    FUZZ_CHECK(again != NULL, "the second solver");
    for (i = 0; i < ncalls; ++i)
        if (accepted[i]) FUZZ_CHECK(apply(again, &calls[i]) == XIAPL_OK, "call %d accepted once, refused again", i);
    status2 = xiapl_solver_memory(again, 0, &game, &bytes);
    FUZZ_CHECK(status2 == status, "the tree builds with %d, then with %d", (int)status, (int)status2);
    if (status != XIAPL_OK) {
        /* Only an edit a later size list made impossible stops the build. */
        FUZZ_CHECK(strcmp(message, xiapl_last_error_message()) == 0, "\"%s\" then \"%s\"", message,
                   xiapl_last_error_message());
        FUZZ_CHECK(strstr(message, "tree edit") != NULL, "the build failed: %s", message);
    } else {
        int k;
        walk_tree(solver, &first_walk);
        walk_tree(again, &second_walk);
        FUZZ_CHECK(first_walk.count == second_walk.count, "%d nodes, then %d", first_walk.count, second_walk.count);
        for (k = 0; k < first_walk.count; ++k)
            FUZZ_CHECK(
                strcmp(first_walk.paths[k], second_walk.paths[k]) == 0 && first_walk.nodes[k] == second_walk.nodes[k],
                "node %d: \"%s\" then \"%s\"", k, first_walk.paths[k], second_walk.paths[k]);
        for (k = 0; k < npaths; ++k) {
            uint32_t node = 0xFFFFFFFFu;
            int32_t s = xiapl_solver_node(solver, paths[k], &node);
            fuzz_check_status(s, "xiapl_solver_node");
            FUZZ_CHECK(s == XIAPL_OK || (s == XIAPL_ERR_INVALID_ARGUMENT && node == 0xFFFFFFFFu), "path \"%s\": %s",
                       paths[k], xiapl_status_name(s));
        }
        check_solve(solver);
    }
    xiapl_solver_destroy(again);
    xiapl_solver_destroy(solver);
    return 0;
}
