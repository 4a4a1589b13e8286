package xiapl

// What cgo reads from xiapl.h, for layout_test.go to compare with
// ci/abi/baseline.json: each struct's size and field offsets. (Every function
// the package calls is checked by the compiler; layout_test.go checks that
// every function of the baseline is called.)

/*
#include <stddef.h>
#include <xiapl/xiapl.h>

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
		byCat    C.xiapl_category_breakdown
		player   C.xiapl_player_equity
		summary  C.xiapl_equity_summary
		config   C.xiapl_table_config
		info     C.xiapl_table_info
		combo    C.xiapl_combo_equity
		rangeSum C.xiapl_range_equity_summary
		game     C.xiapl_game_info
		defaults C.xiapl_game_defaults
		split    C.xiapl_player_split
		step     C.xiapl_table_step
		result   C.xiapl_pot_result
		spot     C.xiapl_allin_spot
		allinPot C.xiapl_allin_pot
		rng      C.xiapl_rng
		phhInfo  C.xiapl_phh_info
		nextCard C.xiapl_next_card
		hits     C.xiapl_hit_table
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
			"breakdown":     unsafe.Offsetof(options.breakdown),
		}},
		"xiapl_category_breakdown": {C.sizeof_xiapl_category_breakdown, unsafe.Sizeof(byCat), map[string]uintptr{
			"win": unsafe.Offsetof(byCat.win),
			"tie": unsafe.Offsetof(byCat.tie),
		}},
		"xiapl_player_equity": {C.sizeof_xiapl_player_equity, unsafe.Sizeof(player), map[string]uintptr{
			"equity":    unsafe.Offsetof(player.equity),
			"win":       unsafe.Offsetof(player.win),
			"tie":       unsafe.Offsetof(player.tie),
			"std_error": unsafe.Offsetof(player.std_error),
		}},
		"xiapl_player_split": {C.sizeof_xiapl_player_split, unsafe.Sizeof(split), map[string]uintptr{
			"scoop":      unsafe.Offsetof(split.scoop),
			"high_share": unsafe.Offsetof(split.high_share),
			"low_share":  unsafe.Offsetof(split.low_share),
		}},
		"xiapl_game_info": {C.sizeof_xiapl_game_info, unsafe.Sizeof(game), map[string]uintptr{
			"struct_size":    unsafe.Offsetof(game.struct_size),
			"hole_cards":     unsafe.Offsetof(game.hole_cards),
			"min_hole_cards": unsafe.Offsetof(game.min_hole_cards),
			"board_cards":    unsafe.Offsetof(game.board_cards),
			"hole_used":      unsafe.Offsetof(game.hole_used),
			"deck_cards":     unsafe.Offsetof(game.deck_cards),
			"high_ranking":   unsafe.Offsetof(game.high_ranking),
			"low_ranking":    unsafe.Offsetof(game.low_ranking),
			"max_players":    unsafe.Offsetof(game.max_players),
			"family":         unsafe.Offsetof(game.family),
		}},
		"xiapl_game_defaults": {C.sizeof_xiapl_game_defaults, unsafe.Sizeof(defaults), map[string]uintptr{
			"struct_size": unsafe.Offsetof(defaults.struct_size),
			"betting":     unsafe.Offsetof(defaults.betting),
			"draws":       unsafe.Offsetof(defaults.draws),
			"reserved":    unsafe.Offsetof(defaults.reserved),
			"small_blind": unsafe.Offsetof(defaults.small_blind),
			"big_blind":   unsafe.Offsetof(defaults.big_blind),
			"ante":        unsafe.Offsetof(defaults.ante),
			"bring_in":    unsafe.Offsetof(defaults.bring_in),
			"small_bet":   unsafe.Offsetof(defaults.small_bet),
			"big_bet":     unsafe.Offsetof(defaults.big_bet),
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
			"struct_size":      unsafe.Offsetof(config.struct_size),
			"game":             unsafe.Offsetof(config.game),
			"betting":          unsafe.Offsetof(config.betting),
			"seat_count":       unsafe.Offsetof(config.seat_count),
			"button":           unsafe.Offsetof(config.button),
			"random_holes":     unsafe.Offsetof(config.random_holes),
			"seed":             unsafe.Offsetof(config.seed),
			"min_bet":          unsafe.Offsetof(config.min_bet),
			"stacks":           unsafe.Offsetof(config.stacks),
			"antes":            unsafe.Offsetof(config.antes),
			"blinds":           unsafe.Offsetof(config.blinds),
			"hole_cards":       unsafe.Offsetof(config.hole_cards),
			"small_bet":        unsafe.Offsetof(config.small_bet),
			"big_bet":          unsafe.Offsetof(config.big_bet),
			"bring_in":         unsafe.Offsetof(config.bring_in),
			"draws":            unsafe.Offsetof(config.draws),
			"reserved":         unsafe.Offsetof(config.reserved),
			"hole_order_given": unsafe.Offsetof(config.hole_order_given),
			"reserved2":        unsafe.Offsetof(config.reserved2),
			"hole_order":       unsafe.Offsetof(config.hole_order),
		}},
		"xiapl_table_info": {C.sizeof_xiapl_table_info, unsafe.Sizeof(info), map[string]uintptr{
			"struct_size":    unsafe.Offsetof(info.struct_size),
			"seat_count":     unsafe.Offsetof(info.seat_count),
			"phase":          unsafe.Offsetof(info.phase),
			"street":         unsafe.Offsetof(info.street),
			"actor":          unsafe.Offsetof(info.actor),
			"cards_needed":   unsafe.Offsetof(info.cards_needed),
			"board":          unsafe.Offsetof(info.board),
			"pot_total":      unsafe.Offsetof(info.pot_total),
			"current_bet":    unsafe.Offsetof(info.current_bet),
			"min_raise":      unsafe.Offsetof(info.min_raise),
			"total_chips":    unsafe.Offsetof(info.total_chips),
			"history_len":    unsafe.Offsetof(info.history_len),
			"game":           unsafe.Offsetof(info.game),
			"betting":        unsafe.Offsetof(info.betting),
			"button":         unsafe.Offsetof(info.button),
			"raises":         unsafe.Offsetof(info.raises),
			"fixed_bet":      unsafe.Offsetof(info.fixed_bet),
			"needless_folds": unsafe.Offsetof(info.needless_folds),
			"reserved":       unsafe.Offsetof(info.reserved),
			"deal_seat":      unsafe.Offsetof(info.deal_seat),
			"hole_cards_due": unsafe.Offsetof(info.hole_cards_due),
			"last_street":    unsafe.Offsetof(info.last_street),
			"reserved2":      unsafe.Offsetof(info.reserved2),
		}},
		"xiapl_table_step": {C.sizeof_xiapl_table_step, unsafe.Sizeof(step), map[string]uintptr{
			"seat":     unsafe.Offsetof(step.seat),
			"kind":     unsafe.Offsetof(step.kind),
			"amount":   unsafe.Offsetof(step.amount),
			"cards":    unsafe.Offsetof(step.cards),
			"random":   unsafe.Offsetof(step.random),
			"needless": unsafe.Offsetof(step.needless),
			"to":       unsafe.Offsetof(step.to),
			"unknown":  unsafe.Offsetof(step.unknown),
			"up":       unsafe.Offsetof(step.up),
		}},
		"xiapl_pot_result": {C.sizeof_xiapl_pot_result, unsafe.Sizeof(result), map[string]uintptr{
			"amount":   unsafe.Offsetof(result.amount),
			"eligible": unsafe.Offsetof(result.eligible),
			"winners":  unsafe.Offsetof(result.winners),
			"won":      unsafe.Offsetof(result.won),
		}},
		"xiapl_allin_spot": {C.sizeof_xiapl_allin_spot, unsafe.Sizeof(spot), map[string]uintptr{
			"street":    unsafe.Offsetof(spot.street),
			"pot_count": unsafe.Offsetof(spot.pot_count),
			"board":     unsafe.Offsetof(spot.board),
			"dead":      unsafe.Offsetof(spot.dead),
			"live":      unsafe.Offsetof(spot.live),
			"expected":  unsafe.Offsetof(spot.expected),
			"holes":     unsafe.Offsetof(spot.holes),
		}},
		"xiapl_allin_pot": {C.sizeof_xiapl_allin_pot, unsafe.Sizeof(allinPot), map[string]uintptr{
			"spot":     unsafe.Offsetof(allinPot.spot),
			"reserved": unsafe.Offsetof(allinPot.reserved),
			"amount":   unsafe.Offsetof(allinPot.amount),
			"eligible": unsafe.Offsetof(allinPot.eligible),
			"equity":   unsafe.Offsetof(allinPot.equity),
			"win":      unsafe.Offsetof(allinPot.win),
			"tie":      unsafe.Offsetof(allinPot.tie),
		}},
		"xiapl_rng": {C.sizeof_xiapl_rng, unsafe.Sizeof(rng), map[string]uintptr{
			"state": unsafe.Offsetof(rng.state),
		}},
		"xiapl_phh_info": {C.sizeof_xiapl_phh_info, unsafe.Sizeof(phhInfo), map[string]uintptr{
			"struct_size":  unsafe.Offsetof(phhInfo.struct_size),
			"game":         unsafe.Offsetof(phhInfo.game),
			"betting":      unsafe.Offsetof(phhInfo.betting),
			"player_count": unsafe.Offsetof(phhInfo.player_count),
			"board":        unsafe.Offsetof(phhInfo.board),
			"holes":        unsafe.Offsetof(phhInfo.holes),
		}},
		"xiapl_next_card": {C.sizeof_xiapl_next_card, unsafe.Sizeof(nextCard), map[string]uintptr{
			"card":     unsafe.Offsetof(nextCard.card),
			"standing": unsafe.Offsetof(nextCard.standing),
			"strength": unsafe.Offsetof(nextCard.strength),
			"is_out":   unsafe.Offsetof(nextCard.is_out),
		}},
		"xiapl_hit_table": {C.sizeof_xiapl_hit_table, unsafe.Sizeof(hits), map[string]uintptr{
			"struct_size": unsafe.Offsetof(hits.struct_size),
			"reserved":    unsafe.Offsetof(hits.reserved),
			"combos":      unsafe.Offsetof(hits.combos),
			"weight":      unsafe.Offsetof(hits.weight),
			"made":        unsafe.Offsetof(hits.made),
			"flush_draw":  unsafe.Offsetof(hits.flush_draw),
			"open_ended":  unsafe.Offsetof(hits.open_ended),
			"gutshot":     unsafe.Offsetof(hits.gutshot),
			"combo_draw":  unsafe.Offsetof(hits.combo_draw),
			"overcards":   unsafe.Offsetof(hits.overcards),
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
