package xiapl

// What cgo reads from xiapl.h, for layout_test.go to compare with
// ci/abi/baseline.json: each struct's size and field offsets, and the
// functions the header declares.

/*
#include <stddef.h>
#include <xiapl/xiapl.h>

// Naming a function xiapl.h does not declare fails the build, so every entry
// proves a declaration.
typedef struct { const char *name; void (*fn)(void); } goxiapl_function;
#define GOXIAPL_FN(f) { #f, (void (*)(void))f }
static const goxiapl_function goxiapl_functions[] = {
	GOXIAPL_FN(xiapl_abi_version),
	GOXIAPL_FN(xiapl_canon_board),
	GOXIAPL_FN(xiapl_canon_count),
	GOXIAPL_FN(xiapl_canon_hand),
	GOXIAPL_FN(xiapl_canon_holdem_class),
	GOXIAPL_FN(xiapl_canon_iter_create),
	GOXIAPL_FN(xiapl_canon_iter_destroy),
	GOXIAPL_FN(xiapl_canon_iter_next),
	GOXIAPL_FN(xiapl_canon_situation),
	GOXIAPL_FN(xiapl_canon_situation_top_rank),
	GOXIAPL_FN(xiapl_card_name),
	GOXIAPL_FN(xiapl_card_parse),
	GOXIAPL_FN(xiapl_cards_parse),
	GOXIAPL_FN(xiapl_deck_burn),
	GOXIAPL_FN(xiapl_deck_cards),
	GOXIAPL_FN(xiapl_deck_create),
	GOXIAPL_FN(xiapl_deck_deal),
	GOXIAPL_FN(xiapl_deck_destroy),
	GOXIAPL_FN(xiapl_deck_remove),
	GOXIAPL_FN(xiapl_deck_reset),
	GOXIAPL_FN(xiapl_deck_set_cards),
	GOXIAPL_FN(xiapl_deck_shuffle),
	GOXIAPL_FN(xiapl_equity_calculate),
	GOXIAPL_FN(xiapl_equity_max_players),
	GOXIAPL_FN(xiapl_equity_options_init),
	GOXIAPL_FN(xiapl_equity_vs_random),
	GOXIAPL_FN(xiapl_eval_best_five),
	GOXIAPL_FN(xiapl_eval_hand),
	GOXIAPL_FN(xiapl_eval_hands),
	GOXIAPL_FN(xiapl_eval_ids),
	GOXIAPL_FN(xiapl_eval_mask),
	GOXIAPL_FN(xiapl_eval_masks),
	GOXIAPL_FN(xiapl_eval_showdown),
	GOXIAPL_FN(xiapl_last_error_message),
	GOXIAPL_FN(xiapl_mask_from_ids),
	GOXIAPL_FN(xiapl_mask_to_ids),
	GOXIAPL_FN(xiapl_range_all),
	GOXIAPL_FN(xiapl_range_combos),
	GOXIAPL_FN(xiapl_range_destroy),
	GOXIAPL_FN(xiapl_range_difference),
	GOXIAPL_FN(xiapl_range_equity_calculate),
	GOXIAPL_FN(xiapl_range_equity_multiway),
	GOXIAPL_FN(xiapl_range_from_combos),
	GOXIAPL_FN(xiapl_range_game),
	GOXIAPL_FN(xiapl_range_intersection),
	GOXIAPL_FN(xiapl_range_parse),
	GOXIAPL_FN(xiapl_range_size),
	GOXIAPL_FN(xiapl_range_top_percent),
	GOXIAPL_FN(xiapl_range_top_percent_classes),
	GOXIAPL_FN(xiapl_range_total_weight),
	GOXIAPL_FN(xiapl_range_union),
	GOXIAPL_FN(xiapl_status_name),
	GOXIAPL_FN(xiapl_strength_category),
	GOXIAPL_FN(xiapl_strength_describe),
	GOXIAPL_FN(xiapl_strength_kickers),
	GOXIAPL_FN(xiapl_strength_name),
	GOXIAPL_FN(xiapl_table_apply),
	GOXIAPL_FN(xiapl_table_apply_many),
	GOXIAPL_FN(xiapl_table_check_invariants),
	GOXIAPL_FN(xiapl_table_config_init),
	GOXIAPL_FN(xiapl_table_create),
	GOXIAPL_FN(xiapl_table_deal_board),
	GOXIAPL_FN(xiapl_table_deal_board_random),
	GOXIAPL_FN(xiapl_table_destroy),
	GOXIAPL_FN(xiapl_table_from_text),
	GOXIAPL_FN(xiapl_table_info_get),
	GOXIAPL_FN(xiapl_table_legal_actions),
	GOXIAPL_FN(xiapl_table_pots),
	GOXIAPL_FN(xiapl_table_seat_values),
	GOXIAPL_FN(xiapl_table_standard_blinds),
	GOXIAPL_FN(xiapl_table_to_text),
	GOXIAPL_FN(xiapl_version_number),
	GOXIAPL_FN(xiapl_version_string),
};
// A function, not the array: Go cannot name a static C variable.
static const goxiapl_function *goxiapl_function_table(size_t *count) {
	*count = sizeof goxiapl_functions / sizeof goxiapl_functions[0];
	return goxiapl_functions;
}
*/
import "C"

import "unsafe"

// cStruct is one struct as cgo laid it out: the C compiler's sizeof, Go's
// unsafe.Sizeof of the translated type, and every field's unsafe.Offsetof.
type cStruct struct {
	cSize, goSize uintptr
	offsets       map[string]uintptr
}

// cStructs are the structs of xiapl.h by C tag.
func cStructs() map[string]cStruct {
	var (
		options  C.xiapl_equity_options
		player   C.xiapl_player_equity
		summary  C.xiapl_equity_summary
		config   C.xiapl_table_config
		info     C.xiapl_table_info
		combo    C.xiapl_combo_equity
		rangeSum C.xiapl_range_equity_summary
	)
	return map[string]cStruct{
		"xiapl_equity_options": {C.sizeof_xiapl_equity_options, unsafe.Sizeof(options), map[string]uintptr{
			"struct_size":   unsafe.Offsetof(options.struct_size),
			"mode":          unsafe.Offsetof(options.mode),
			"iterations":    unsafe.Offsetof(options.iterations),
			"seed":          unsafe.Offsetof(options.seed),
			"deterministic": unsafe.Offsetof(options.deterministic),
			"threads":       unsafe.Offsetof(options.threads),
			"progress":      unsafe.Offsetof(options.progress),
			"progress_user": unsafe.Offsetof(options.progress_user),
		}},
		"xiapl_player_equity": {C.sizeof_xiapl_player_equity, unsafe.Sizeof(player), map[string]uintptr{
			"equity":    unsafe.Offsetof(player.equity),
			"win":       unsafe.Offsetof(player.win),
			"tie":       unsafe.Offsetof(player.tie),
			"std_error": unsafe.Offsetof(player.std_error),
		}},
		"xiapl_equity_summary": {C.sizeof_xiapl_equity_summary, unsafe.Sizeof(summary), map[string]uintptr{
			"struct_size": unsafe.Offsetof(summary.struct_size),
			"exact":       unsafe.Offsetof(summary.exact),
			"trials":      unsafe.Offsetof(summary.trials),
			"chop_rate":   unsafe.Offsetof(summary.chop_rate),
			"seed":        unsafe.Offsetof(summary.seed),
			"evaluated":   unsafe.Offsetof(summary.evaluated),
		}},
		"xiapl_table_config": {C.sizeof_xiapl_table_config, unsafe.Sizeof(config), map[string]uintptr{
			"struct_size":  unsafe.Offsetof(config.struct_size),
			"game":         unsafe.Offsetof(config.game),
			"betting":      unsafe.Offsetof(config.betting),
			"seat_count":   unsafe.Offsetof(config.seat_count),
			"button":       unsafe.Offsetof(config.button),
			"random_holes": unsafe.Offsetof(config.random_holes),
			"seed":         unsafe.Offsetof(config.seed),
			"min_bet":      unsafe.Offsetof(config.min_bet),
			"stacks":       unsafe.Offsetof(config.stacks),
			"antes":        unsafe.Offsetof(config.antes),
			"blinds":       unsafe.Offsetof(config.blinds),
			"hole_cards":   unsafe.Offsetof(config.hole_cards),
		}},
		"xiapl_table_info": {C.sizeof_xiapl_table_info, unsafe.Sizeof(info), map[string]uintptr{
			"struct_size":  unsafe.Offsetof(info.struct_size),
			"seat_count":   unsafe.Offsetof(info.seat_count),
			"phase":        unsafe.Offsetof(info.phase),
			"street":       unsafe.Offsetof(info.street),
			"actor":        unsafe.Offsetof(info.actor),
			"cards_needed": unsafe.Offsetof(info.cards_needed),
			"board":        unsafe.Offsetof(info.board),
			"pot_total":    unsafe.Offsetof(info.pot_total),
			"current_bet":  unsafe.Offsetof(info.current_bet),
			"min_raise":    unsafe.Offsetof(info.min_raise),
			"total_chips":  unsafe.Offsetof(info.total_chips),
			"history_len":  unsafe.Offsetof(info.history_len),
		}},
		"xiapl_combo_equity": {C.sizeof_xiapl_combo_equity, unsafe.Sizeof(combo), map[string]uintptr{
			"mask":           unsafe.Offsetof(combo.mask),
			"weight":         unsafe.Offsetof(combo.weight),
			"equity":         unsafe.Offsetof(combo.equity),
			"matchup_weight": unsafe.Offsetof(combo.matchup_weight),
		}},
		"xiapl_range_equity_summary": {C.sizeof_xiapl_range_equity_summary, unsafe.Sizeof(rangeSum), map[string]uintptr{
			"struct_size":    unsafe.Offsetof(rangeSum.struct_size),
			"exact":          unsafe.Offsetof(rangeSum.exact),
			"trials":         unsafe.Offsetof(rangeSum.trials),
			"matchups":       unsafe.Offsetof(rangeSum.matchups),
			"seed":           unsafe.Offsetof(rangeSum.seed),
			"hero_equity":    unsafe.Offsetof(rangeSum.hero_equity),
			"villain_equity": unsafe.Offsetof(rangeSum.villain_equity),
			"std_error":      unsafe.Offsetof(rangeSum.std_error),
		}},
	}
}

// cFunctions are the names of the functions in goxiapl_functions, each
// declared by the xiapl.h cgo read.
func cFunctions() []string {
	var n C.size_t
	table := unsafe.Slice(C.goxiapl_function_table(&n), int(n))
	names := make([]string, len(table))
	for i, f := range table {
		names[i] = C.GoString(f.name)
	}
	return names
}
