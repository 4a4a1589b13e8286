// Generated from capi/include/xiapl/xiapl.h.in by ci/bindgen.py. Do not edit: run `python ci/bindgen.py`.

package xiapl

// What cgo reads from xiapl.h, for layout_test.go to compare with
// ci/abi/baseline.json: each struct's size and field offsets.

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
		gameInfo           C.xiapl_game_info
		categoryBreakdown  C.xiapl_category_breakdown
		equityOptions      C.xiapl_equity_options
		playerEquity       C.xiapl_player_equity
		playerSplit        C.xiapl_player_split
		equitySummary      C.xiapl_equity_summary
		comboEquity        C.xiapl_combo_equity
		rangeEquitySummary C.xiapl_range_equity_summary
		tableConfig        C.xiapl_table_config
		gameDefaults       C.xiapl_game_defaults
		tableInfo          C.xiapl_table_info
		tableStep          C.xiapl_table_step
		tableWarning       C.xiapl_table_warning
		potResult          C.xiapl_pot_result
		allinSpot          C.xiapl_allin_spot
		allinPot           C.xiapl_allin_pot
		rng                C.xiapl_rng
		phhInfo            C.xiapl_phh_info
		phhAction          C.xiapl_phh_action
		nextCard           C.xiapl_next_card
		hitTable           C.xiapl_hit_table
		solverSpot         C.xiapl_solver_spot
		solverOptions      C.xiapl_solver_options
		solverResult       C.xiapl_solver_result
		solverNodeFacts    C.xiapl_solver_node_facts
	)
	return map[string]cStruct{
		"xiapl_game_info": {C.sizeof_xiapl_game_info, unsafe.Sizeof(gameInfo), map[string]uintptr{
			"struct_size":    unsafe.Offsetof(gameInfo.struct_size),
			"hole_cards":     unsafe.Offsetof(gameInfo.hole_cards),
			"min_hole_cards": unsafe.Offsetof(gameInfo.min_hole_cards),
			"board_cards":    unsafe.Offsetof(gameInfo.board_cards),
			"hole_used":      unsafe.Offsetof(gameInfo.hole_used),
			"deck_cards":     unsafe.Offsetof(gameInfo.deck_cards),
			"high_ranking":   unsafe.Offsetof(gameInfo.high_ranking),
			"low_ranking":    unsafe.Offsetof(gameInfo.low_ranking),
			"max_players":    unsafe.Offsetof(gameInfo.max_players),
			"family":         unsafe.Offsetof(gameInfo.family),
		}},
		"xiapl_category_breakdown": {C.sizeof_xiapl_category_breakdown, unsafe.Sizeof(categoryBreakdown), map[string]uintptr{
			"win": unsafe.Offsetof(categoryBreakdown.win),
			"tie": unsafe.Offsetof(categoryBreakdown.tie),
		}},
		"xiapl_equity_options": {C.sizeof_xiapl_equity_options, unsafe.Sizeof(equityOptions), map[string]uintptr{
			"struct_size":   unsafe.Offsetof(equityOptions.struct_size),
			"mode":          unsafe.Offsetof(equityOptions.mode),
			"iterations":    unsafe.Offsetof(equityOptions.iterations),
			"seed":          unsafe.Offsetof(equityOptions.seed),
			"deterministic": unsafe.Offsetof(equityOptions.deterministic),
			"threads":       unsafe.Offsetof(equityOptions.threads),
			"progress":      unsafe.Offsetof(equityOptions.progress),
			"progress_user": unsafe.Offsetof(equityOptions.progress_user),
			"breakdown":     unsafe.Offsetof(equityOptions.breakdown),
		}},
		"xiapl_player_equity": {C.sizeof_xiapl_player_equity, unsafe.Sizeof(playerEquity), map[string]uintptr{
			"equity":    unsafe.Offsetof(playerEquity.equity),
			"win":       unsafe.Offsetof(playerEquity.win),
			"tie":       unsafe.Offsetof(playerEquity.tie),
			"std_error": unsafe.Offsetof(playerEquity.std_error),
		}},
		"xiapl_player_split": {C.sizeof_xiapl_player_split, unsafe.Sizeof(playerSplit), map[string]uintptr{
			"scoop":      unsafe.Offsetof(playerSplit.scoop),
			"high_share": unsafe.Offsetof(playerSplit.high_share),
			"low_share":  unsafe.Offsetof(playerSplit.low_share),
		}},
		"xiapl_equity_summary": {C.sizeof_xiapl_equity_summary, unsafe.Sizeof(equitySummary), map[string]uintptr{
			"struct_size": unsafe.Offsetof(equitySummary.struct_size),
			"exact":       unsafe.Offsetof(equitySummary.exact),
			"trials":      unsafe.Offsetof(equitySummary.trials),
			"chop_rate":   unsafe.Offsetof(equitySummary.chop_rate),
			"seed":        unsafe.Offsetof(equitySummary.seed),
			"evaluated":   unsafe.Offsetof(equitySummary.evaluated),
		}},
		"xiapl_combo_equity": {C.sizeof_xiapl_combo_equity, unsafe.Sizeof(comboEquity), map[string]uintptr{
			"mask":           unsafe.Offsetof(comboEquity.mask),
			"weight":         unsafe.Offsetof(comboEquity.weight),
			"equity":         unsafe.Offsetof(comboEquity.equity),
			"matchup_weight": unsafe.Offsetof(comboEquity.matchup_weight),
		}},
		"xiapl_range_equity_summary": {C.sizeof_xiapl_range_equity_summary, unsafe.Sizeof(rangeEquitySummary), map[string]uintptr{
			"struct_size":    unsafe.Offsetof(rangeEquitySummary.struct_size),
			"exact":          unsafe.Offsetof(rangeEquitySummary.exact),
			"trials":         unsafe.Offsetof(rangeEquitySummary.trials),
			"matchups":       unsafe.Offsetof(rangeEquitySummary.matchups),
			"seed":           unsafe.Offsetof(rangeEquitySummary.seed),
			"hero_equity":    unsafe.Offsetof(rangeEquitySummary.hero_equity),
			"villain_equity": unsafe.Offsetof(rangeEquitySummary.villain_equity),
			"std_error":      unsafe.Offsetof(rangeEquitySummary.std_error),
		}},
		"xiapl_table_config": {C.sizeof_xiapl_table_config, unsafe.Sizeof(tableConfig), map[string]uintptr{
			"struct_size":      unsafe.Offsetof(tableConfig.struct_size),
			"game":             unsafe.Offsetof(tableConfig.game),
			"betting":          unsafe.Offsetof(tableConfig.betting),
			"seat_count":       unsafe.Offsetof(tableConfig.seat_count),
			"button":           unsafe.Offsetof(tableConfig.button),
			"random_holes":     unsafe.Offsetof(tableConfig.random_holes),
			"seed":             unsafe.Offsetof(tableConfig.seed),
			"min_bet":          unsafe.Offsetof(tableConfig.min_bet),
			"stacks":           unsafe.Offsetof(tableConfig.stacks),
			"antes":            unsafe.Offsetof(tableConfig.antes),
			"blinds":           unsafe.Offsetof(tableConfig.blinds),
			"hole_cards":       unsafe.Offsetof(tableConfig.hole_cards),
			"small_bet":        unsafe.Offsetof(tableConfig.small_bet),
			"big_bet":          unsafe.Offsetof(tableConfig.big_bet),
			"bring_in":         unsafe.Offsetof(tableConfig.bring_in),
			"draws":            unsafe.Offsetof(tableConfig.draws),
			"reserved":         unsafe.Offsetof(tableConfig.reserved),
			"hole_order_given": unsafe.Offsetof(tableConfig.hole_order_given),
			"reserved2":        unsafe.Offsetof(tableConfig.reserved2),
			"hole_order":       unsafe.Offsetof(tableConfig.hole_order),
		}},
		"xiapl_game_defaults": {C.sizeof_xiapl_game_defaults, unsafe.Sizeof(gameDefaults), map[string]uintptr{
			"struct_size": unsafe.Offsetof(gameDefaults.struct_size),
			"betting":     unsafe.Offsetof(gameDefaults.betting),
			"draws":       unsafe.Offsetof(gameDefaults.draws),
			"reserved":    unsafe.Offsetof(gameDefaults.reserved),
			"small_blind": unsafe.Offsetof(gameDefaults.small_blind),
			"big_blind":   unsafe.Offsetof(gameDefaults.big_blind),
			"ante":        unsafe.Offsetof(gameDefaults.ante),
			"bring_in":    unsafe.Offsetof(gameDefaults.bring_in),
			"small_bet":   unsafe.Offsetof(gameDefaults.small_bet),
			"big_bet":     unsafe.Offsetof(gameDefaults.big_bet),
		}},
		"xiapl_table_info": {C.sizeof_xiapl_table_info, unsafe.Sizeof(tableInfo), map[string]uintptr{
			"struct_size":    unsafe.Offsetof(tableInfo.struct_size),
			"seat_count":     unsafe.Offsetof(tableInfo.seat_count),
			"phase":          unsafe.Offsetof(tableInfo.phase),
			"street":         unsafe.Offsetof(tableInfo.street),
			"actor":          unsafe.Offsetof(tableInfo.actor),
			"cards_needed":   unsafe.Offsetof(tableInfo.cards_needed),
			"board":          unsafe.Offsetof(tableInfo.board),
			"pot_total":      unsafe.Offsetof(tableInfo.pot_total),
			"current_bet":    unsafe.Offsetof(tableInfo.current_bet),
			"min_raise":      unsafe.Offsetof(tableInfo.min_raise),
			"total_chips":    unsafe.Offsetof(tableInfo.total_chips),
			"history_len":    unsafe.Offsetof(tableInfo.history_len),
			"game":           unsafe.Offsetof(tableInfo.game),
			"betting":        unsafe.Offsetof(tableInfo.betting),
			"button":         unsafe.Offsetof(tableInfo.button),
			"raises":         unsafe.Offsetof(tableInfo.raises),
			"fixed_bet":      unsafe.Offsetof(tableInfo.fixed_bet),
			"needless_folds": unsafe.Offsetof(tableInfo.needless_folds),
			"reserved":       unsafe.Offsetof(tableInfo.reserved),
			"deal_seat":      unsafe.Offsetof(tableInfo.deal_seat),
			"hole_cards_due": unsafe.Offsetof(tableInfo.hole_cards_due),
			"last_street":    unsafe.Offsetof(tableInfo.last_street),
			"reserved2":      unsafe.Offsetof(tableInfo.reserved2),
			"completing":     unsafe.Offsetof(tableInfo.completing),
			"returned_to":    unsafe.Offsetof(tableInfo.returned_to),
			"returned":       unsafe.Offsetof(tableInfo.returned),
		}},
		"xiapl_table_step": {C.sizeof_xiapl_table_step, unsafe.Sizeof(tableStep), map[string]uintptr{
			"seat":     unsafe.Offsetof(tableStep.seat),
			"kind":     unsafe.Offsetof(tableStep.kind),
			"amount":   unsafe.Offsetof(tableStep.amount),
			"cards":    unsafe.Offsetof(tableStep.cards),
			"random":   unsafe.Offsetof(tableStep.random),
			"needless": unsafe.Offsetof(tableStep.needless),
			"to":       unsafe.Offsetof(tableStep.to),
			"unknown":  unsafe.Offsetof(tableStep.unknown),
			"up":       unsafe.Offsetof(tableStep.up),
			"street":   unsafe.Offsetof(tableStep.street),
			"draw":     unsafe.Offsetof(tableStep.draw),
		}},
		"xiapl_table_warning": {C.sizeof_xiapl_table_warning, unsafe.Sizeof(tableWarning), map[string]uintptr{
			"kind":   unsafe.Offsetof(tableWarning.kind),
			"seat":   unsafe.Offsetof(tableWarning.seat),
			"player": unsafe.Offsetof(tableWarning.player),
			"street": unsafe.Offsetof(tableWarning.street),
			"step":   unsafe.Offsetof(tableWarning.step),
		}},
		"xiapl_pot_result": {C.sizeof_xiapl_pot_result, unsafe.Sizeof(potResult), map[string]uintptr{
			"amount":         unsafe.Offsetof(potResult.amount),
			"eligible":       unsafe.Offsetof(potResult.eligible),
			"winners":        unsafe.Offsetof(potResult.winners),
			"won":            unsafe.Offsetof(potResult.won),
			"high_winners":   unsafe.Offsetof(potResult.high_winners),
			"low_winners":    unsafe.Offsetof(potResult.low_winners),
			"odd_chips":      unsafe.Offsetof(potResult.odd_chips),
			"odd_chip_seats": unsafe.Offsetof(potResult.odd_chip_seats),
			"order":          unsafe.Offsetof(potResult.order),
		}},
		"xiapl_allin_spot": {C.sizeof_xiapl_allin_spot, unsafe.Sizeof(allinSpot), map[string]uintptr{
			"street":    unsafe.Offsetof(allinSpot.street),
			"pot_count": unsafe.Offsetof(allinSpot.pot_count),
			"board":     unsafe.Offsetof(allinSpot.board),
			"dead":      unsafe.Offsetof(allinSpot.dead),
			"live":      unsafe.Offsetof(allinSpot.live),
			"expected":  unsafe.Offsetof(allinSpot.expected),
			"holes":     unsafe.Offsetof(allinSpot.holes),
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
		"xiapl_phh_action": {C.sizeof_xiapl_phh_action, unsafe.Sizeof(phhAction), map[string]uintptr{
			"struct_size":    unsafe.Offsetof(phhAction.struct_size),
			"verb":           unsafe.Offsetof(phhAction.verb),
			"actor":          unsafe.Offsetof(phhAction.actor),
			"player":         unsafe.Offsetof(phhAction.player),
			"card_count":     unsafe.Offsetof(phhAction.card_count),
			"unknown_count":  unsafe.Offsetof(phhAction.unknown_count),
			"has_comment":    unsafe.Offsetof(phhAction.has_comment),
			"reserved":       unsafe.Offsetof(phhAction.reserved),
			"cards_offset":   unsafe.Offsetof(phhAction.cards_offset),
			"cards_length":   unsafe.Offsetof(phhAction.cards_length),
			"amount_offset":  unsafe.Offsetof(phhAction.amount_offset),
			"amount_length":  unsafe.Offsetof(phhAction.amount_length),
			"comment_offset": unsafe.Offsetof(phhAction.comment_offset),
			"comment_length": unsafe.Offsetof(phhAction.comment_length),
			"card_ids":       unsafe.Offsetof(phhAction.card_ids),
		}},
		"xiapl_next_card": {C.sizeof_xiapl_next_card, unsafe.Sizeof(nextCard), map[string]uintptr{
			"card":     unsafe.Offsetof(nextCard.card),
			"standing": unsafe.Offsetof(nextCard.standing),
			"strength": unsafe.Offsetof(nextCard.strength),
			"is_out":   unsafe.Offsetof(nextCard.is_out),
		}},
		"xiapl_hit_table": {C.sizeof_xiapl_hit_table, unsafe.Sizeof(hitTable), map[string]uintptr{
			"struct_size": unsafe.Offsetof(hitTable.struct_size),
			"reserved":    unsafe.Offsetof(hitTable.reserved),
			"combos":      unsafe.Offsetof(hitTable.combos),
			"weight":      unsafe.Offsetof(hitTable.weight),
			"made":        unsafe.Offsetof(hitTable.made),
			"flush_draw":  unsafe.Offsetof(hitTable.flush_draw),
			"open_ended":  unsafe.Offsetof(hitTable.open_ended),
			"gutshot":     unsafe.Offsetof(hitTable.gutshot),
			"combo_draw":  unsafe.Offsetof(hitTable.combo_draw),
			"overcards":   unsafe.Offsetof(hitTable.overcards),
		}},
		"xiapl_solver_spot": {C.sizeof_xiapl_solver_spot, unsafe.Sizeof(solverSpot), map[string]uintptr{
			"struct_size":           unsafe.Offsetof(solverSpot.struct_size),
			"suit_isomorphism":      unsafe.Offsetof(solverSpot.suit_isomorphism),
			"pot":                   unsafe.Offsetof(solverSpot.pot),
			"stack":                 unsafe.Offsetof(solverSpot.stack),
			"rake_rate":             unsafe.Offsetof(solverSpot.rake_rate),
			"rake_cap":              unsafe.Offsetof(solverSpot.rake_cap),
			"add_allin_threshold":   unsafe.Offsetof(solverSpot.add_allin_threshold),
			"force_allin_threshold": unsafe.Offsetof(solverSpot.force_allin_threshold),
			"merging_threshold":     unsafe.Offsetof(solverSpot.merging_threshold),
		}},
		"xiapl_solver_options": {C.sizeof_xiapl_solver_options, unsafe.Sizeof(solverOptions), map[string]uintptr{
			"struct_size":    unsafe.Offsetof(solverOptions.struct_size),
			"max_iterations": unsafe.Offsetof(solverOptions.max_iterations),
			"target_chips":   unsafe.Offsetof(solverOptions.target_chips),
			"target_percent": unsafe.Offsetof(solverOptions.target_percent),
			"check_every":    unsafe.Offsetof(solverOptions.check_every),
			"threads":        unsafe.Offsetof(solverOptions.threads),
			"compressed":     unsafe.Offsetof(solverOptions.compressed),
			"reserved":       unsafe.Offsetof(solverOptions.reserved),
			"progress":       unsafe.Offsetof(solverOptions.progress),
			"progress_user":  unsafe.Offsetof(solverOptions.progress_user),
		}},
		"xiapl_solver_result": {C.sizeof_xiapl_solver_result, unsafe.Sizeof(solverResult), map[string]uintptr{
			"struct_size":            unsafe.Offsetof(solverResult.struct_size),
			"iterations":             unsafe.Offsetof(solverResult.iterations),
			"exploitability":         unsafe.Offsetof(solverResult.exploitability),
			"exploitability_percent": unsafe.Offsetof(solverResult.exploitability_percent),
			"ev":                     unsafe.Offsetof(solverResult.ev),
			"seconds":                unsafe.Offsetof(solverResult.seconds),
			"memory_bytes":           unsafe.Offsetof(solverResult.memory_bytes),
		}},
		"xiapl_solver_node_facts": {C.sizeof_xiapl_solver_node_facts, unsafe.Sizeof(solverNodeFacts), map[string]uintptr{
			"struct_size":  unsafe.Offsetof(solverNodeFacts.struct_size),
			"kind":         unsafe.Offsetof(solverNodeFacts.kind),
			"player":       unsafe.Offsetof(solverNodeFacts.player),
			"street":       unsafe.Offsetof(solverNodeFacts.street),
			"action_count": unsafe.Offsetof(solverNodeFacts.action_count),
			"parent":       unsafe.Offsetof(solverNodeFacts.parent),
			"board":        unsafe.Offsetof(solverNodeFacts.board),
			"contrib":      unsafe.Offsetof(solverNodeFacts.contrib),
		}},
	}
}
