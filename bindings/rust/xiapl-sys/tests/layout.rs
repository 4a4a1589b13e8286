//! The generated declarations against the C compiler and the loaded library:
//! every struct's size and every field's byte offset equal those recorded in
//! ci/abi/baseline.json (written from the compiled header), and the library
//! reports the versions the constants name. `python ci/bindgen.py --check`
//! proves the prototypes current; this proves the layouts Rust computes.

use std::collections::BTreeMap;
use std::mem::{offset_of, size_of};
use std::path::PathBuf;

use xiapl_sys as sys;

#[allow(dead_code)]
#[path = "../../xiapl/tests/common/json.rs"]
mod json;

use json::Json;

fn baseline() -> Json {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../ci/abi/baseline.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    Json::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `layout!(T { a, b })`: T's size and the offsets of a and b by name. The
/// pattern names every field (no `..`), so a field missing here does not compile.
macro_rules! layout {
    ($name:ident { $($field:ident),+ $(,)? }) => {{
        #[allow(dead_code)]
        fn every_field_listed(value: sys::$name) {
            let sys::$name { $($field: _),+ } = value;
        }
        let mut layout = BTreeMap::new();
        layout.insert("size".to_string(), size_of::<sys::$name>());
        $(layout.insert(stringify!($field).to_string(), offset_of!(sys::$name, $field));)+
        (stringify!($name).to_string(), layout)
    }};
}

fn rust_layouts() -> BTreeMap<String, BTreeMap<String, usize>> {
    BTreeMap::from([
        layout!(xiapl_equity_options {
            struct_size,
            mode,
            iterations,
            seed,
            deterministic,
            threads,
            progress,
            progress_user,
            breakdown
        }),
        layout!(xiapl_category_breakdown { win, tie }),
        layout!(xiapl_player_equity { equity, win, tie, std_error }),
        layout!(xiapl_player_split { scoop, high_share, low_share }),
        layout!(xiapl_game_info {
            struct_size,
            hole_cards,
            min_hole_cards,
            board_cards,
            hole_used,
            deck_cards,
            high_ranking,
            low_ranking,
            max_players,
            family
        }),
        layout!(xiapl_game_defaults {
            struct_size,
            betting,
            draws,
            reserved,
            small_blind,
            big_blind,
            ante,
            bring_in,
            small_bet,
            big_bet
        }),
        layout!(xiapl_equity_summary { struct_size, exact, trials, chop_rate, seed, evaluated }),
        layout!(xiapl_table_config {
            struct_size,
            game,
            betting,
            seat_count,
            button,
            random_holes,
            seed,
            min_bet,
            stacks,
            antes,
            blinds,
            hole_cards,
            small_bet,
            big_bet,
            bring_in,
            draws,
            reserved,
            hole_order_given,
            reserved2,
            hole_order
        }),
        layout!(xiapl_table_info {
            struct_size,
            seat_count,
            phase,
            street,
            actor,
            cards_needed,
            board,
            pot_total,
            current_bet,
            min_raise,
            total_chips,
            history_len,
            game,
            betting,
            button,
            raises,
            fixed_bet,
            needless_folds,
            reserved,
            deal_seat,
            hole_cards_due,
            last_street,
            reserved2,
            completing,
            returned_to,
            returned
        }),
        layout!(xiapl_table_step { seat, kind, amount, cards, random, needless, to, unknown, up, street, draw }),
        layout!(xiapl_table_warning { kind, seat, player, street, step }),
        layout!(xiapl_pot_result {
            amount,
            eligible,
            winners,
            won,
            high_winners,
            low_winners,
            odd_chips,
            odd_chip_seats,
            order
        }),
        layout!(xiapl_allin_spot { street, pot_count, board, dead, live, expected, holes }),
        layout!(xiapl_allin_pot { spot, reserved, amount, eligible, equity, win, tie }),
        layout!(xiapl_rng { state }),
        layout!(xiapl_phh_info { struct_size, game, betting, player_count, board, holes }),
        layout!(xiapl_phh_action {
            struct_size,
            verb,
            actor,
            player,
            card_count,
            unknown_count,
            has_comment,
            reserved,
            cards_offset,
            cards_length,
            amount_offset,
            amount_length,
            comment_offset,
            comment_length,
            card_ids
        }),
        layout!(xiapl_next_card { card, standing, strength, is_out }),
        layout!(xiapl_hit_table {
            struct_size,
            reserved,
            combos,
            weight,
            made,
            flush_draw,
            open_ended,
            gutshot,
            combo_draw,
            overcards
        }),
        layout!(xiapl_combo_equity { mask, weight, equity, matchup_weight }),
        layout!(xiapl_range_equity_summary {
            struct_size,
            exact,
            trials,
            matchups,
            seed,
            hero_equity,
            villain_equity,
            std_error
        }),
        layout!(xiapl_solver_spot {
            struct_size,
            suit_isomorphism,
            pot,
            stack,
            rake_rate,
            rake_cap,
            add_allin_threshold,
            force_allin_threshold,
            merging_threshold
        }),
        layout!(xiapl_solver_options {
            struct_size,
            max_iterations,
            target_chips,
            target_percent,
            check_every,
            threads,
            compressed,
            reserved,
            progress,
            progress_user
        }),
        layout!(xiapl_solver_result {
            struct_size,
            iterations,
            exploitability,
            exploitability_percent,
            ev,
            seconds,
            memory_bytes
        }),
        layout!(xiapl_solver_node_facts { struct_size, kind, player, street, action_count, parent, board, contrib }),
    ])
}

#[test]
fn struct_layouts_match_the_c_compiler() {
    let structs = baseline().get("structs").clone();
    let Json::Object(structs) = structs else { panic!("baseline.json: \"structs\" is not an object") };
    let rust = rust_layouts();
    assert_eq!(
        structs.keys().collect::<Vec<_>>(),
        rust.keys().collect::<Vec<_>>(),
        "the structs of baseline.json and of this test differ: list every struct here"
    );
    for (name, c_layout) in &structs {
        let Json::Object(c_layout) = c_layout else { panic!("baseline.json: {name} is not an object") };
        let c_layout: BTreeMap<String, usize> =
            c_layout.iter().map(|(field, n)| (field.clone(), usize::try_from(n.int()).unwrap())).collect();
        assert_eq!(rust[name], c_layout, "{name}: Rust's size and field offsets against the C compiler's");
    }
}

#[test]
fn baseline_is_for_this_abi() {
    let version = baseline().get("abi_version").i32s();
    assert_eq!(version, [sys::XIAPL_ABI_MAJOR, sys::XIAPL_ABI_MINOR]);
    assert_eq!(sys::XIAPL_ABI_VERSION, sys::XIAPL_ABI_MAJOR * 1000 + sys::XIAPL_ABI_MINOR);
}

#[test]
fn loaded_library_reports_these_versions() {
    // SAFETY: both take nothing and never fail.
    let (abi, version) = unsafe { (sys::xiapl_abi_version(), sys::xiapl_version_number()) };
    assert_eq!(abi, sys::XIAPL_ABI_VERSION, "xiapl_abi_version() of the loaded libxiapl");
    assert_eq!(version, sys::XIAPL_VERSION_NUMBER, "xiapl_version_number() of the loaded libxiapl");
    // SAFETY: static NUL-terminated ASCII.
    let text = unsafe { std::ffi::CStr::from_ptr(sys::xiapl_version_string()) };
    assert_eq!(text.to_str(), Ok(sys::XIAPL_VERSION_STRING));
}
