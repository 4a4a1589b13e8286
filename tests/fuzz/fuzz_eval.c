/*
 * Evaluation, ranking decoding and canonicalization entry points fed with
 * card masks made from the fuzz bytes, in every game: bad masks (bits >= 52),
 * wrong card counts, a board where a game has none, cards outside a game's
 * deck, overlapping cards, unknown games and rankings must be clean
 * INVALID_ARGUMENT errors that write nothing. The rules the harness expects
 * come from xiapl_game_info_get, not from a table of its own. Valid input must
 * agree across the entry points (mask, ids, hand, batch, best hand, judge,
 * the low half and its best five and showdown, a hi/lo game and its high-only
 * twin), with independent counts (the eight-or-better low and badugi by brute
 * force, stud and Hold'em by xiapl_eval_mask, razz and 2-7 against the high
 * ranking), every strength must decode in its ranking, and canonicalization
 * must be idempotent.
 */
#include "fuzz_common.h"

#define MAX_PLAYERS 6
#define VALID_BITS ((UINT64_C(1) << 52) - 1)
/* The 36 cards six to ace of a deck of deck_cards 36 (short deck). */
#define SHORT_DECK_BITS (UINT64_C(0x1FF0) * (1 + (UINT64_C(1) << 13) + (UINT64_C(1) << 26) + (UINT64_C(1) << 39)))
/* The games looked up; the known ones are those xiapl_game_info_get accepts. */
#define GAME_SCAN 16

typedef struct game_facts {
    int known;
    xiapl_game_info info;
    char name[32];
    uint64_t name_len;
} game_facts;

static int ranking_known(int32_t ranking) { return ranking >= XIAPL_RANKING_NONE && ranking <= XIAPL_RANKING_BADUGI; }

/* What the library says of a game, checked for sense once and cached. */
static const game_facts *facts_of(int32_t game) {
    static game_facts cache[GAME_SCAN];
    static int filled = 0;
    static game_facts unknown;
    if (!filled) {
        int32_t g;
        for (g = 0; g < GAME_SCAN; ++g) {
            game_facts *f = &cache[g];
            int32_t status, max_players = -1;
            memset(f, 0, sizeof *f);
            f->info.struct_size = sizeof f->info;
            status = xiapl_game_info_get(g, &f->info);
            fuzz_check_status(status, "xiapl_game_info_get");
            f->known = status == XIAPL_OK;
            FUZZ_CHECK(f->known || status == XIAPL_ERR_INVALID_ARGUMENT, "game_info_get(%d): %s", (int)g,
                       xiapl_status_name(status));
            FUZZ_CHECK(f->known == (g <= XIAPL_GAME_BADUGI), "game %d known: %d", (int)g, f->known);
            status = xiapl_game_name(g, f->name, sizeof f->name, &f->name_len);
            fuzz_check_status(status, "xiapl_game_name");
            FUZZ_CHECK((status == XIAPL_OK) == f->known, "game_name(%d): %s", (int)g, xiapl_status_name(status));
            status = xiapl_equity_max_players(g, &max_players);
            FUZZ_CHECK((status == XIAPL_OK) == f->known, "equity_max_players(%d): %s", (int)g,
                       xiapl_status_name(status));
            if (!f->known) continue;
            {
                const xiapl_game_info *i = &f->info;
                FUZZ_CHECK(f->name_len > 0 && strlen(f->name) == f->name_len, "game %d is named \"%s\"", (int)g,
                           f->name);
                FUZZ_CHECK(i->struct_size == sizeof *i, "struct_size changed to %u", (unsigned)i->struct_size);
                FUZZ_CHECK(i->min_hole_cards >= 1 && i->min_hole_cards <= i->hole_cards && i->hole_cards <= 7,
                           "game %d: %d to %d hole cards", (int)g, (int)i->min_hole_cards, (int)i->hole_cards);
                FUZZ_CHECK(i->board_cards == 0 || i->board_cards == 5, "game %d: %d board cards", (int)g,
                           (int)i->board_cards);
                FUZZ_CHECK(i->hole_used == 0 || (i->hole_used == 2 && i->board_cards == 5), "game %d uses %d", (int)g,
                           (int)i->hole_used);
                FUZZ_CHECK(i->deck_cards == 52 || i->deck_cards == 36, "game %d: %d cards", (int)g, (int)i->deck_cards);
                FUZZ_CHECK(ranking_known(i->high_ranking) && i->high_ranking != XIAPL_RANKING_NONE,
                           "game %d: high ranking %d", (int)g, (int)i->high_ranking);
                FUZZ_CHECK(ranking_known(i->low_ranking), "game %d: low ranking %d", (int)g, (int)i->low_ranking);
                FUZZ_CHECK(i->low_ranking == XIAPL_RANKING_NONE || i->low_ranking == XIAPL_RANKING_EIGHT_OR_BETTER,
                           "game %d: low ranking %d", (int)g, (int)i->low_ranking);
                FUZZ_CHECK(max_players == i->max_players && max_players >= 0 && max_players <= 23,
                           "game %d: max players %d and %d", (int)g, (int)max_players, (int)i->max_players);
            }
        }
        memset(&unknown, 0, sizeof unknown);
        filled = 1;
    }
    return game >= 0 && game < GAME_SCAN ? &cache[game] : &unknown;
}

/* Another known game dealt and ranked like `game` whose main ranking is
 * `high` and that has no low half (PLO Hi/Lo: PLO; stud hi/lo: stud with
 * HIGH, razz with ACE_TO_FIVE); -1 when there is none. */
static int32_t twin_of(int32_t game, int32_t high) {
    const game_facts *f = facts_of(game);
    int32_t g;
    if (!f->known) return -1;
    for (g = 0; g < GAME_SCAN; ++g) {
        const game_facts *t = facts_of(g);
        if (g == game || !t->known) continue;
        if (t->info.hole_cards == f->info.hole_cards && t->info.min_hole_cards == f->info.min_hole_cards &&
            t->info.board_cards == f->info.board_cards && t->info.hole_used == f->info.hole_used &&
            t->info.deck_cards == f->info.deck_cards && t->info.high_ranking == high &&
            t->info.low_ranking == XIAPL_RANKING_NONE)
            return g;
    }
    return -1;
}

static int hand_is_valid(uint64_t board, uint64_t hole, int32_t game) {
    const game_facts *f = facts_of(game);
    int b = fuzz_popcount(board), h = fuzz_popcount(hole);
    if (!f->known || ((board | hole) & ~VALID_BITS) || (board & hole)) return 0;
    if (f->info.board_cards == 0 ? b != 0 : (b < 3 || b > 5)) return 0;
    if (h < f->info.min_hole_cards || h > f->info.hole_cards) return 0;
    if (f->info.deck_cards == 36 && ((board | hole) & ~SHORT_DECK_BITS)) return 0;
    return 1;
}

/* ---- Independent counts ------------------------------------------------ */

/* The card ids of a mask, ascending; the number of them. */
static int ids_of(uint64_t mask, int ids[64]) {
    int n = 0, id;
    for (id = 0; id < 64; ++id)
        if (mask >> id & 1) ids[n++] = id;
    return n;
}

/* A card's bit in a low rank mask: the ace is bit 0, a deuce bit 1, a king bit 12. */
static uint32_t low_bit(int id) { return id % 13 == 12 ? 1u : 1u << (id % 13 + 1); }

/* The rank mask of five cards if they make an eight-or-better low (five
 * different ranks, eight or lower, ace low), else 0. */
static uint32_t eight_low_mask(uint64_t five) {
    int ids[64], n = ids_of(five, ids), i;
    uint32_t mask = 0;
    for (i = 0; i < n; ++i) mask |= low_bit(ids[i]);
    return n == 5 && fuzz_popcount(mask) == 5 && mask < 0x100 ? mask : 0;
}

/* Every subset of exactly k of the cards of `cards`, through visit(). */
typedef void (*subset_fn)(uint64_t subset, void *user);
static void each_subset(uint64_t cards, int k, subset_fn visit, void *user) {
    int ids[64], n = ids_of(cards, ids);
    uint32_t pick;
    for (pick = 0; pick < (1u << n); ++pick) {
        uint64_t subset = 0;
        int i;
        if (fuzz_popcount(pick) != k) continue;
        for (i = 0; i < n; ++i)
            if (pick >> i & 1) subset |= UINT64_C(1) << ids[i];
        visit(subset, user);
    }
}

typedef struct low_search {
    uint64_t board; /* Omaha: the board the three cards come from */
    uint64_t pair;  /* Omaha: the two hole cards being tried */
    int32_t best;
} low_search;

static void low_of_five(uint64_t five, void *user) {
    low_search *s = (low_search *)user;
    uint32_t mask = eight_low_mask(five);
    if (mask && (int32_t)(256 - mask) > s->best) s->best = (int32_t)(256 - mask);
}

static void low_of_triple(uint64_t triple, void *user) {
    low_search *s = (low_search *)user;
    low_of_five(s->pair | triple, user);
}

static void low_of_pair(uint64_t pair, void *user) {
    low_search *s = (low_search *)user;
    s->pair = pair;
    each_subset(s->board, 3, low_of_triple, user);
}

/* The eight-or-better strength of a hand by brute force: exactly two hole
 * cards and three board cards when the game says so, else any five. */
static int32_t brute_eight_low(uint64_t board, uint64_t hole, int32_t hole_used) {
    low_search s;
    s.board = board;
    s.pair = 0;
    s.best = 0;
    if (hole_used == 2) {
        each_subset(hole, 2, low_of_pair, &s);
    } else {
        each_subset(board | hole, 5, low_of_five, &s);
    }
    return s.best;
}

/* The badugi strength of a hand by brute force: the most cards of different
 * ranks and suits, then the lowest (cards << 13 | 8191 - their rank mask). */
static int32_t brute_badugi(uint64_t hole) {
    int ids[64], n = ids_of(hole, ids);
    uint32_t pick;
    int32_t best = 0;
    for (pick = 1; pick < (1u << n); ++pick) {
        uint32_t ranks = 0, suits = 0;
        int i, ok = 1, count = 0;
        for (i = 0; i < n && ok; ++i) {
            if (!(pick >> i & 1)) continue;
            ok = !(ranks & low_bit(ids[i])) && !(suits & (1u << (ids[i] / 13)));
            ranks |= low_bit(ids[i]);
            suits |= 1u << (ids[i] / 13);
            ++count;
        }
        if (ok && (int32_t)((uint32_t)count << 13 | (8191 - ranks)) > best) {
            best = (int32_t)((uint32_t)count << 13 | (8191 - ranks));
        }
    }
    return best;
}

/* The ranks of a mask with the ace low (1), each rank once, lowest first. */
static int distinct_low_ranks(uint64_t cards, int ranks[13]) {
    int ids[64], n = ids_of(cards, ids), i, count = 0, r;
    uint32_t mask = 0;
    for (i = 0; i < n; ++i) mask |= low_bit(ids[i]);
    for (r = 0; r < 13; ++r)
        if (mask >> r & 1) ranks[count++] = r + 1;
    return count;
}

/* A-2-3-4-5: no straight in 2-7 lowball. */
static int is_wheel(uint64_t five) {
    int ranks[13];
    return distinct_low_ranks(five, ranks) == 5 && ranks[4] == 5;
}

static int same_suit(uint64_t cards) {
    int s;
    for (s = 0; s < 4; ++s)
        if (!(cards & ~(UINT64_C(0x1FFF) << (13 * s)))) return 1;
    return 0;
}

/* ---- Strength decoding ------------------------------------------------- */

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

/* Whether the header's description of a ranking admits a strength; max is
 * xiapl_ranking_max's answer. */
static int admits(int32_t ranking, int32_t s, int32_t max) {
    switch (ranking) {
        case XIAPL_RANKING_HIGH:
        case XIAPL_RANKING_SHORT_DECK:
        case XIAPL_RANKING_ACE_TO_FIVE:
        case XIAPL_RANKING_DEUCE_TO_SEVEN:
            return s >= 1 && s <= max;
        case XIAPL_RANKING_EIGHT_OR_BETTER: /* 256 - a mask of five of the ranks A..8 */
            return s >= 1 && s <= 255 && (256 - s) < 0x100 && fuzz_popcount((uint64_t)(256 - s)) == 5;
        case XIAPL_RANKING_BADUGI: /* cards << 13 | (8191 - a mask of that many ranks) */
            return s >= 0 && (s >> 13) >= 1 && (s >> 13) <= 4 &&
                   fuzz_popcount((uint64_t)(8191 - (s & 8191))) == (s >> 13);
        default:
            return 0;
    }
}

/* The xiapl_ranking_* decoders on a (ranking, strength): they accept exactly
 * the strengths the ranking gives, write nothing otherwise, agree with the
 * xiapl_strength_* calls for HIGH, and decode the rank masks of the
 * eight-or-better and badugi rankings back to their strength. `full` adds
 * the texts and too small buffers (which the evaluated strengths skip: under
 * ASan their strings and exceptions cost more than all the rest). Returns
 * whether the strength was accepted. */
static int check_decoders(int32_t ranking, int32_t strength, int full) {
    int32_t max = -99, category = -99, ranks[5] = {-99, -99, -99, -99, -99};
    uint64_t len = 99, text_len = 99, i;
    char text[64] = "", name[64] = "";
    int valid;
    int32_t status = xiapl_ranking_max(ranking, &max);
    fuzz_check_status(status, "xiapl_ranking_max");
    FUZZ_CHECK((status == XIAPL_OK) == ranking_known(ranking), "ranking_max(%d): %s", (int)ranking,
               xiapl_status_name(status));
    if (status == XIAPL_OK) {
        FUZZ_CHECK(ranking == XIAPL_RANKING_NONE ? max == 0 : max >= 1 && admits(ranking, max, max),
                   "ranking %d: max %d", (int)ranking, (int)max);
    } else {
        FUZZ_CHECK(max == -99, "a refused ranking_max wrote %d", (int)max);
    }
    valid = status == XIAPL_OK && admits(ranking, strength, max);
    status = xiapl_ranking_category(ranking, strength, &category);
    fuzz_check_status(status, "xiapl_ranking_category");
    FUZZ_CHECK((status == XIAPL_OK) == valid, "ranking_category(%d, %d): %s", (int)ranking, (int)strength,
               xiapl_status_name(status));
    status = xiapl_ranking_kickers(ranking, strength, ranks, 5, &len);
    fuzz_check_status(status, "xiapl_ranking_kickers");
    FUZZ_CHECK((status == XIAPL_OK) == valid, "ranking_kickers(%d, %d): %s", (int)ranking, (int)strength,
               xiapl_status_name(status));
    if (full) {
        status = xiapl_ranking_describe(ranking, strength, text, sizeof text, &text_len);
        fuzz_check_status(status, "xiapl_ranking_describe");
        FUZZ_CHECK((status == XIAPL_OK) == valid, "ranking_describe(%d, %d): %s", (int)ranking, (int)strength,
                   xiapl_status_name(status));
        FUZZ_CHECK(!valid || (text_len > 0 && strlen(text) == text_len), "describe length %u vs \"%s\"",
                   (unsigned)text_len, text);
        status = xiapl_ranking_name(ranking, strength, name, sizeof name, &text_len);
        fuzz_check_status(status, "xiapl_ranking_name");
        FUZZ_CHECK((status == XIAPL_OK) == valid, "ranking_name(%d, %d): %s", (int)ranking, (int)strength,
                   xiapl_status_name(status));
        FUZZ_CHECK(!valid || (text_len > 0 && strlen(name) == text_len), "name length %u vs \"%s\"", (unsigned)text_len,
                   name);
    }
    if (!valid) {
        FUZZ_CHECK(category == -99 && ranks[0] == -99 && text[0] == '\0' && name[0] == '\0',
                   "a refused strength was decoded");
        return 0;
    }
    FUZZ_CHECK(category >= XIAPL_CATEGORY_HIGH_CARD && category <= XIAPL_CATEGORY_STRAIGHT_FLUSH, "category %d",
               (int)category);
    FUZZ_CHECK(len >= 1 && len <= 5, "%u kickers", (unsigned)len);
    for (i = 0; i < len; ++i) {
        const int ace_low = ranking == XIAPL_RANKING_EIGHT_OR_BETTER || ranking == XIAPL_RANKING_ACE_TO_FIVE ||
                            ranking == XIAPL_RANKING_BADUGI;
        FUZZ_CHECK(ace_low ? ranks[i] >= 1 && ranks[i] <= 13 : ranks[i] >= 2 && ranks[i] <= 14, "rank %d",
                   (int)ranks[i]);
    }
    if (ranking == XIAPL_RANKING_EIGHT_OR_BETTER || ranking == XIAPL_RANKING_BADUGI) {
        uint32_t mask = 0;
        for (i = 0; i < len; ++i) {
            FUZZ_CHECK(i == 0 || ranks[i - 1] > ranks[i], "ranks not descending");
            mask |= 1u << (ranks[i] - 1);
        }
        FUZZ_CHECK(category == XIAPL_CATEGORY_HIGH_CARD, "a low or badugi of category %d", (int)category);
        if (ranking == XIAPL_RANKING_EIGHT_OR_BETTER) {
            FUZZ_CHECK(len == 5 && (int32_t)(256 - mask) == strength, "low %d decodes to mask %x", (int)strength,
                       (unsigned)mask);
        } else {
            FUZZ_CHECK((int32_t)len == strength >> 13 && (int32_t)((len << 13) | (8191 - mask)) == strength,
                       "badugi %d decodes to %u ranks, mask %x", (int)strength, (unsigned)len, (unsigned)mask);
        }
    }
    if (ranking == XIAPL_RANKING_HIGH) {
        int32_t plain_ranks[5], plain_category = -1;
        uint64_t plain_len = 0;
        fuzz_check_status(xiapl_strength_category(strength, &plain_category), "xiapl_strength_category");
        fuzz_check_status(xiapl_strength_kickers(strength, plain_ranks, 5, &plain_len), "xiapl_strength_kickers");
        FUZZ_CHECK(
            plain_category == category && plain_len == len && memcmp(plain_ranks, ranks, len * sizeof ranks[0]) == 0,
            "ranking HIGH and strength_* decode %d differently", (int)strength);
        if (full) {
            char other[64];
            fuzz_check_status(xiapl_strength_describe(strength, other, sizeof other, &plain_len),
                              "xiapl_strength_describe");
            FUZZ_CHECK(strcmp(other, text) == 0, "describe: \"%s\" vs \"%s\"", other, text);
            fuzz_check_status(xiapl_strength_name(strength, other, sizeof other, &plain_len), "xiapl_strength_name");
            FUZZ_CHECK(strcmp(other, name) == 0, "name: \"%s\" vs \"%s\"", other, name);
        }
    }
    if (full) {
        /* Too small buffers: the size needed, nothing written. */
        uint64_t need = 0;
        int32_t few[5] = {-7, -7, -7, -7, -7};
        status = xiapl_ranking_kickers(ranking, strength, few, len - 1, &need);
        FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL && need == len && few[0] == -7, "kickers into %u: %s",
                   (unsigned)(len - 1), xiapl_status_name(status));
        text[0] = 'x';
        status = xiapl_ranking_name(ranking, strength, text, text_len, &need);
        FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL && need == text_len && text[0] == 'x', "name into %u: %s",
                   (unsigned)text_len, xiapl_status_name(status));
    }
    return 1;
}

/* A strength an evaluation gave must decode in its ranking. */
static void check_ranked(int32_t ranking, int32_t strength) {
    FUZZ_CHECK(check_decoders(ranking, strength, 0), "strength %d of ranking %d does not decode", (int)strength,
               (int)ranking);
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

/* ---- One hand ---------------------------------------------------------- */

/* What one player's hand must satisfy, in the high ranking of its game. */
static void check_best_five(uint64_t board, uint64_t hole, int32_t game, int32_t strength) {
    const xiapl_game_info *info = &facts_of(game)->info;
    uint64_t five = 7, used = 7;
    int32_t best = -99;
    fuzz_check_status(xiapl_eval_best_five(game, hole, board, &five, &used, &best), "xiapl_eval_best_five");
    FUZZ_CHECK(best == strength, "best_hand %d != evaluate_hand %d", (int)best, (int)strength);
    FUZZ_CHECK(!(five & ~(board | hole)) && used == (five & hole), "best five %llx, hole used %llx, not of the cards",
               (unsigned long long)five, (unsigned long long)used);
    if (info->high_ranking == XIAPL_RANKING_BADUGI) {
        FUZZ_CHECK(fuzz_popcount(five) == strength >> 13, "a %d-card badugi of %d cards", (int)(strength >> 13),
                   fuzz_popcount(five));
        FUZZ_CHECK(brute_badugi(hole) == strength, "badugi %d, by brute force %d", (int)strength,
                   (int)brute_badugi(hole));
        FUZZ_CHECK(brute_badugi(five) == strength, "the badugi's own cards make %d, not %d", (int)brute_badugi(five),
                   (int)strength);
    } else {
        FUZZ_CHECK(fuzz_popcount(five) == 5, "best five %llx", (unsigned long long)five);
    }
    if (info->hole_used) {
        FUZZ_CHECK(fuzz_popcount(used) == info->hole_used, "%d hole cards used, the game says %d", fuzz_popcount(used),
                   (int)info->hole_used);
    }
    if (info->board_cards == 0) FUZZ_CHECK(used == five, "a game without a board used board cards");
    if (info->high_ranking == XIAPL_RANKING_HIGH) {
        int32_t of_five = -1;
        fuzz_check_status(xiapl_eval_mask(five, &of_five), "xiapl_eval_mask (five)");
        FUZZ_CHECK(of_five == strength, "the best five score %d, the hand %d", (int)of_five, (int)strength);
        if (info->hole_used == 0) {
            /* Hold'em and stud: the best five of all the cards. */
            int32_t loose = -1;
            fuzz_check_status(xiapl_eval_mask(board | hole, &loose), "xiapl_eval_mask (all cards)");
            FUZZ_CHECK(loose == strength, "hand %d != its cards %d", (int)strength, (int)loose);
        }
    }
    if (info->board_cards == 0 && info->min_hole_cards <= 5 && info->high_ranking != XIAPL_RANKING_BADUGI) {
        /* The five alone are a hand of the game, as strong. */
        int32_t alone = -1;
        fuzz_check_status(xiapl_eval_hand(game, five, 0, &alone), "xiapl_eval_hand (five)");
        FUZZ_CHECK(alone == strength, "the five alone score %d, the hand %d", (int)alone, (int)strength);
    }
}

/* The rankings with an independent description of their hands. */
static void check_against_other_rankings(uint64_t board, uint64_t hole, int32_t game, int32_t strength) {
    const xiapl_game_info *info = &facts_of(game)->info;
    int32_t category = -1, ranks[5];
    uint64_t len = 0;
    fuzz_check_status(xiapl_ranking_category(info->high_ranking, strength, &category), "xiapl_ranking_category");
    fuzz_check_status(xiapl_ranking_kickers(info->high_ranking, strength, ranks, 5, &len), "xiapl_ranking_kickers");
    if (info->high_ranking == XIAPL_RANKING_DEUCE_TO_SEVEN) {
        /* Exactly five cards, ordered as the high ranking reversed, A-2-3-4-5 no straight. */
        int32_t high = -1, high_category = -1, high_ranks[5];
        uint64_t high_len = 0;
        fuzz_check_status(xiapl_eval_mask(hole, &high), "xiapl_eval_mask (2-7)");
        if (is_wheel(hole)) {
            FUZZ_CHECK(category == (same_suit(hole) ? XIAPL_CATEGORY_FLUSH : XIAPL_CATEGORY_HIGH_CARD) && len == 5 &&
                           ranks[0] == 14 && ranks[1] == 5 && ranks[4] == 2,
                       "2-7 A-2-3-4-5: category %d, first rank %d", (int)category, (int)ranks[0]);
        } else {
            fuzz_check_status(xiapl_strength_category(high, &high_category), "xiapl_strength_category");
            fuzz_check_status(xiapl_strength_kickers(high, high_ranks, 5, &high_len), "xiapl_strength_kickers");
            FUZZ_CHECK(
                category == high_category && len == high_len && memcmp(ranks, high_ranks, len * sizeof ranks[0]) == 0,
                "2-7 hand %d decodes unlike its high hand %d", (int)strength, (int)high);
        }
    }
    if (info->high_ranking == XIAPL_RANKING_ACE_TO_FIVE) {
        /* Five different ranks or more: no pair, the five lowest. */
        int low[13], n = distinct_low_ranks(board | hole, low), i;
        if (n >= 5) {
            FUZZ_CHECK(category == XIAPL_CATEGORY_HIGH_CARD && len == 5, "a razz hand of %d ranks: category %d", n,
                       (int)category);
            for (i = 0; i < 5; ++i)
                FUZZ_CHECK(ranks[i] == low[4 - i], "razz rank %d is %d, not %d", i, (int)ranks[i], low[4 - i]);
        } else {
            FUZZ_CHECK(category != XIAPL_CATEGORY_HIGH_CARD, "%d ranks in a razz hand without a pair", n);
        }
    }
    {
        /* A hi/lo game's high half is its high-only twin's hand. */
        const int32_t twin = info->low_ranking != XIAPL_RANKING_NONE ? twin_of(game, info->high_ranking) : -1;
        if (twin >= 0) {
            int32_t plain = -1;
            fuzz_check_status(xiapl_eval_hand(twin, hole, board, &plain), "xiapl_eval_hand (twin)");
            FUZZ_CHECK(plain == strength, "game %d scores %d, its twin %d scores %d", (int)game, (int)strength,
                       (int)twin, (int)plain);
        }
    }
}

/* The low half of a hand: a clean refusal for games without one; else the
 * brute-force eight-or-better low, the same in eval_low and best_low. Returns
 * the low (0: none), or -1 when refused. */
static int32_t check_low(uint64_t board, uint64_t hole, int32_t game) {
    const game_facts *f = facts_of(game);
    const int has_low = f->known && f->info.low_ranking != XIAPL_RANKING_NONE;
    const int valid = has_low && hand_is_valid(board, hole, game);
    int32_t low = -99, best = -99;
    uint64_t five = 7, used = 7;
    int32_t status = xiapl_eval_low(game, hole, board, &low);
    fuzz_check_status(status, "xiapl_eval_low");
    FUZZ_CHECK((status == XIAPL_OK) == valid, "eval_low(%llx, %llx, %d): %s", (unsigned long long)hole,
               (unsigned long long)board, (int)game, xiapl_status_name(status));
    {
        int32_t best_status = xiapl_eval_best_low(game, hole, board, &five, &used, &best);
        fuzz_check_status(best_status, "xiapl_eval_best_low");
        FUZZ_CHECK(best_status == status, "best_low %s but eval_low %s", xiapl_status_name(best_status),
                   xiapl_status_name(status));
    }
    if (!valid) {
        FUZZ_CHECK(low == -99 && best == -99 && five == 7 && used == 7, "a refused low wrote results");
        return -1;
    }
    FUZZ_CHECK(best == low, "best_low %d != eval_low %d", (int)best, (int)low);
    FUZZ_CHECK(low == brute_eight_low(board, hole, f->info.hole_used), "low %d, by brute force %d", (int)low,
               (int)brute_eight_low(board, hole, f->info.hole_used));
    {
        /* Stud hi/lo against razz: the low is the razz hand when that is
         * eight or better, else there is none. */
        const int32_t razz = twin_of(game, XIAPL_RANKING_ACE_TO_FIVE);
        if (razz >= 0) {
            int32_t a5 = -1, category = -1, ranks[5];
            uint64_t len = 0, k;
            uint32_t mask = 0;
            fuzz_check_status(xiapl_eval_hand(razz, hole, board, &a5), "xiapl_eval_hand (razz twin)");
            fuzz_check_status(xiapl_ranking_category(XIAPL_RANKING_ACE_TO_FIVE, a5, &category), "category (razz)");
            fuzz_check_status(xiapl_ranking_kickers(XIAPL_RANKING_ACE_TO_FIVE, a5, ranks, 5, &len), "kickers (razz)");
            for (k = 0; k < len; ++k) mask |= 1u << (ranks[k] - 1);
            FUZZ_CHECK(low == (category == XIAPL_CATEGORY_HIGH_CARD && ranks[0] <= 8 ? (int32_t)(256 - mask) : 0),
                       "low %d, razz hand %d", (int)low, (int)a5);
        }
    }
    if (low == 0) {
        FUZZ_CHECK(five == 0 && used == 0, "no low, but cards %llx", (unsigned long long)five);
        return 0;
    }
    check_ranked(f->info.low_ranking, low);
    FUZZ_CHECK(!(five & ~(board | hole)) && used == (five & hole), "low five %llx not of the cards",
               (unsigned long long)five);
    FUZZ_CHECK(eight_low_mask(five) && (int32_t)(256 - eight_low_mask(five)) == low, "low five %llx is not low %d",
               (unsigned long long)five, (int)low);
    if (f->info.hole_used)
        FUZZ_CHECK(fuzz_popcount(used) == f->info.hole_used, "the low uses %d hole cards", fuzz_popcount(used));
    return low;
}

static void check_hand(uint64_t board, uint64_t hole, int32_t game) {
    int32_t strength = -99;
    int valid = hand_is_valid(board, hole, game);
    int32_t status = xiapl_eval_hand(game, hole, board, &strength);
    fuzz_check_status(status, "xiapl_eval_hand");
    FUZZ_CHECK((status == XIAPL_OK) == valid, "evaluate_hand(%llx, %llx, %d): %s", (unsigned long long)board,
               (unsigned long long)hole, (int)game, xiapl_status_name(status));
    if (!valid) {
        uint64_t five = 7, used = 7;
        int32_t best = -99;
        int32_t best_status = xiapl_eval_best_five(game, hole, board, &five, &used, &best);
        fuzz_check_status(best_status, "xiapl_eval_best_five");
        FUZZ_CHECK(best_status == status, "best_hand %s but evaluate_hand %s", xiapl_status_name(best_status),
                   xiapl_status_name(status));
        FUZZ_CHECK(five == 7 && used == 7 && best == -99 && strength == -99, "a rejected hand wrote results");
    } else {
        check_ranked(facts_of(game)->info.high_ranking, strength);
        check_best_five(board, hole, game, strength);
        check_against_other_rankings(board, hole, game, strength);
    }
    check_low(board, hole, game);
}

/* ---- A showdown -------------------------------------------------------- */

static void check_judge(const uint64_t *holes, uint64_t players, uint64_t board, int32_t game) {
    const game_facts *f = facts_of(game);
    int32_t winners[MAX_PLAYERS], strengths[MAX_PLAYERS], lows[MAX_PLAYERS];
    uint16_t batch[MAX_PLAYERS];
    uint64_t boards[MAX_PLAYERS], len = 99, i, seen = 0;
    int all_valid = players > 0, best = 0, best_low = 0;
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
    if (f->known) { /* an unknown game fails before any item is looked at */
        FUZZ_CHECK((status == XIAPL_OK) == (first_bad == players), "evaluate_hands_many: %s, first bad item %u",
                   xiapl_status_name(status), (unsigned)first_bad);
        if (status != XIAPL_OK) {
            snprintf(expected, sizeof expected, "item %u:", (unsigned)first_bad);
            FUZZ_CHECK(strstr(xiapl_last_error_message(), expected) != NULL, "evaluate_hands_many named \"%s\", not %s",
                       xiapl_last_error_message(), expected);
        }
    } else {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT, "evaluate_hands_many of game %d: %s", (int)game,
                   xiapl_status_name(status));
    }
    for (i = 0; i < players; ++i) {
        strengths[i] = 0;
        lows[i] = 0;
        if (status != XIAPL_OK) {
            FUZZ_CHECK(batch[i] == 0xBEEF, "a failed batch wrote item %u", (unsigned)i);
        } else {
            fuzz_check_status(xiapl_eval_hand(game, holes[i], board, &strengths[i]), "xiapl_eval_hand");
            FUZZ_CHECK(batch[i] == strengths[i], "batch item %u: %d != %d", (unsigned)i, batch[i], (int)strengths[i]);
            if (strengths[i] > best) best = strengths[i];
            if (f->info.low_ranking != XIAPL_RANKING_NONE) {
                fuzz_check_status(xiapl_eval_low(game, holes[i], board, &lows[i]), "xiapl_eval_low");
                if (lows[i] > best_low) best_low = lows[i];
            }
        }
    }
    if (status == XIAPL_OK && f->info.high_ranking == XIAPL_RANKING_DEUCE_TO_SEVEN) {
        /* 2-7 orders hands as the high ranking reversed (but for A-2-3-4-5). */
        uint64_t j;
        for (i = 0; i < players; ++i) {
            int32_t hi = 0, hj = 0;
            if (is_wheel(holes[i])) continue;
            fuzz_check_status(xiapl_eval_mask(holes[i], &hi), "xiapl_eval_mask (2-7)");
            for (j = i + 1; j < players; ++j) {
                if (is_wheel(holes[j])) continue;
                fuzz_check_status(xiapl_eval_mask(holes[j], &hj), "xiapl_eval_mask (2-7)");
                FUZZ_CHECK((hi < hj) == (strengths[i] > strengths[j]) && (hi == hj) == (strengths[i] == strengths[j]),
                           "2-7 hands %d and %d, high hands %d and %d", (int)strengths[i], (int)strengths[j], (int)hi,
                           (int)hj);
            }
        }
    }
    status = xiapl_eval_showdown(game, holes, players, board, winners, MAX_PLAYERS, &len);
    fuzz_check_status(status, "xiapl_eval_showdown");
    FUZZ_CHECK((status == XIAPL_OK) == all_valid, "judge: %s for a %s deal", xiapl_status_name(status),
               all_valid ? "valid" : "invalid");
    if (status == XIAPL_OK) {
        uint64_t want = 0, w;
        for (i = 0; i < players; ++i) want += strengths[i] == best;
        FUZZ_CHECK(len == want, "judge names %u winners, %u have the best hand", (unsigned)len, (unsigned)want);
        for (w = 0; w < len; ++w) {
            FUZZ_CHECK(winners[w] >= 0 && (uint64_t)winners[w] < players && strengths[winners[w]] == best,
                       "winner %d does not hold the best hand", (int)winners[w]);
            FUZZ_CHECK(w == 0 || winners[w - 1] < winners[w], "winners not ascending");
        }
    }
    /* The low half: the best qualifying lows, none when nobody qualifies. */
    len = 99;
    for (i = 0; i < MAX_PLAYERS; ++i) winners[i] = -99;
    status = xiapl_eval_showdown_low(game, holes, players, board, winners, MAX_PLAYERS, &len);
    fuzz_check_status(status, "xiapl_eval_showdown_low");
    FUZZ_CHECK((status == XIAPL_OK) == (all_valid && f->info.low_ranking != XIAPL_RANKING_NONE),
               "judge_low: %s for a %s deal of game %d", xiapl_status_name(status), all_valid ? "valid" : "invalid",
               (int)game);
    if (status == XIAPL_OK) {
        uint64_t want = 0, w;
        for (i = 0; i < players; ++i) want += best_low > 0 && lows[i] == best_low;
        FUZZ_CHECK(len == want, "judge_low names %u winners, %u have the best low", (unsigned)len, (unsigned)want);
        for (w = 0; w < len; ++w) {
            FUZZ_CHECK(winners[w] >= 0 && (uint64_t)winners[w] < players && lows[winners[w]] == best_low,
                       "low winner %d does not hold the best low", (int)winners[w]);
            FUZZ_CHECK(w == 0 || winners[w - 1] < winners[w], "low winners not ascending");
        }
        FUZZ_CHECK(len == MAX_PLAYERS || winners[len] == -99, "judge_low wrote past its winners");
        if (len > 0) {
            uint64_t need = 0;
            status = xiapl_eval_showdown_low(game, holes, players, board, winners, len - 1, &need);
            FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL && need == len, "judge_low into %u: %s",
                       (unsigned)(len - 1), xiapl_status_name(status));
        }
    } else {
        FUZZ_CHECK(winners[0] == -99, "a refused judge_low wrote a winner");
    }
}

/* ---- Game facts through the struct sizes callers may send --------------- */

static void check_game_info(int32_t game, uint32_t struct_size, uint64_t name_capacity) {
    const game_facts *f = facts_of(game);
    struct {
        xiapl_game_info info;
        unsigned char tail[8];
    } out;
    unsigned char *bytes = (unsigned char *)&out;
    size_t i;
    char name[40];
    uint64_t len = 99;
    int32_t status;
    memset(&out, 0xAB, sizeof out);
    out.info.struct_size = struct_size;
    status = xiapl_game_info_get(game, &out.info);
    fuzz_check_status(status, "xiapl_game_info_get");
    FUZZ_CHECK((status == XIAPL_OK) == (f->known && struct_size >= 4), "game_info_get(%d, size %u): %s", (int)game,
               (unsigned)struct_size, xiapl_status_name(status));
    FUZZ_CHECK(out.info.struct_size == struct_size, "struct_size changed to %u", (unsigned)out.info.struct_size);
    for (i = 4; i < sizeof out; ++i) {
        /* The fields that fit, as the full struct has them; nothing past them. */
        const int written = status == XIAPL_OK && i < struct_size && i < sizeof out.info;
        FUZZ_CHECK(written ? bytes[i] == ((const unsigned char *)&f->info)[i] : bytes[i] == 0xAB,
                   "byte %u of a %u-byte game info", (unsigned)i, (unsigned)struct_size);
    }
    memset(name, 'x', sizeof name);
    status = xiapl_game_name(game, name, name_capacity, &len);
    fuzz_check_status(status, "xiapl_game_name");
    if (!f->known) {
        FUZZ_CHECK(status == XIAPL_ERR_INVALID_ARGUMENT && name[0] == 'x', "game_name(%d): %s", (int)game,
                   xiapl_status_name(status));
        return;
    }
    FUZZ_CHECK(len == f->name_len, "game_name length %u, not %u", (unsigned)len, (unsigned)f->name_len);
    if (name_capacity > f->name_len) {
        FUZZ_CHECK(status == XIAPL_OK && strcmp(name, f->name) == 0, "game_name into %u: %s", (unsigned)name_capacity,
                   xiapl_status_name(status));
    } else {
        FUZZ_CHECK(status == XIAPL_ERR_BUFFER_TOO_SMALL && name[0] == 'x', "game_name into %u: %s",
                   (unsigned)name_capacity, xiapl_status_name(status));
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

/* A strength to decode in `ranking`: mostly one the ranking gives (built
 * from two bytes as its description says), or its neighbour on either side;
 * sometimes any 32 bits. */
static int32_t fuzz_strength(fuzz_reader *r, int32_t ranking) {
    uint8_t shape = fuzz_u8(r);
    uint32_t v;
    int32_t max = 0, strength;
    if (shape >= 224 || xiapl_ranking_max(ranking, &max) != XIAPL_OK || max == 0) {
        uint32_t value = 0;
        int i;
        for (i = 0; i < 4; ++i) value = value << 8 | fuzz_u8(r);
        return (int32_t)value;
    }
    v = (uint32_t)fuzz_u8(r) << 8;
    v |= fuzz_u8(r);
    switch (ranking) {
        case XIAPL_RANKING_EIGHT_OR_BETTER: {
            /* The (v % 56)-th mask of five of the eight ranks A..8. */
            uint32_t mask = 0, seen = 0;
            for (mask = 0x1F; mask < 0x100; ++mask)
                if (fuzz_popcount(mask) == 5 && seen++ == v % 56) break;
            strength = (int32_t)(256 - mask);
            break;
        }
        case XIAPL_RANKING_BADUGI: {
            /* One to four of the thirteen ranks. */
            uint32_t mask = v & 0x1FFF;
            while (fuzz_popcount(mask) > 4) {
                uint32_t top = 0x1000;
                while (!(mask & top)) top >>= 1;
                mask &= ~top; /* the highest rank goes */
            }
            if (mask == 0) mask = 1u << (v >> 13);
            strength = (int32_t)((uint32_t)fuzz_popcount(mask) << 13 | (8191 - mask));
            break;
        }
        default:
            strength = 1 + (int32_t)(v % (uint32_t)max);
    }
    return shape % 4 == 2 ? strength + 1 : shape % 4 == 3 ? strength - 1 : strength;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_reader r = fuzz_reader_make(data, size);
    int32_t game = fuzz_game(fuzz_u8(&r));
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
    {
        /* The game's facts into a struct of any size (a smaller one from an
         * older caller, a larger one from a newer), its name into any buffer,
         * and a (ranking, strength) through the decoders. */
        uint32_t struct_size = fuzz_below(&r, (uint32_t)sizeof(xiapl_game_info) + 9);
        uint64_t name_capacity = fuzz_below(&r, 41);
        int32_t ranking = (int32_t)fuzz_below(&r, 9) - 1;
        check_game_info(game, struct_size, name_capacity);
        check_decoders(ranking, fuzz_strength(&r, ranking), 1);
    }
    return 0;
}
