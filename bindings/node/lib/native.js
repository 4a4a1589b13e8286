'use strict';

// The boundary with libxiapl: find the library, load it with koffi, declare
// its functions from one table of C prototypes (copied from xiapl.h and
// checked against it by ci/check_binding_purity.py), check the ABI, and turn
// status codes into errors. Every other module calls the library through
// `lib` and `check` from here.

const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const koffi = require('koffi');
const { InvalidArgumentError, LibraryLoadError, errorClassFor } = require('./errors');

/** The XIAPL_ABI_VERSION this package is written for. */
const ABI_VERSION = 1;

koffi.opaque('xiapl_deck');
koffi.opaque('xiapl_range');
koffi.opaque('xiapl_canon_iter');
koffi.opaque('xiapl_table_state');
// The structs of the equity calls. Options, summaries and result rows cross
// as plain byte buffers laid out like these structs (see lib/equity.js); the
// declarations document the layout and give the prototypes their C types.
koffi.struct('xiapl_equity_options', {
  struct_size: 'uint32_t', mode: 'int32_t', iterations: 'uint64_t', seed: 'uint64_t',
  deterministic: 'int32_t', threads: 'uint32_t', progress: 'void *', progress_user: 'void *',
});
koffi.struct('xiapl_player_equity', { equity: 'double', win: 'double', tie: 'double', std_error: 'double' });
koffi.struct('xiapl_equity_summary', {
  struct_size: 'uint32_t', exact: 'int32_t', trials: 'uint64_t', chop_rate: 'double', seed: 'uint64_t',
  evaluated: 'uint64_t',
});
koffi.struct('xiapl_combo_equity', { mask: 'uint64_t', weight: 'double', equity: 'double', matchup_weight: 'double' });
koffi.struct('xiapl_range_equity_summary', {
  struct_size: 'uint32_t', exact: 'int32_t', trials: 'uint64_t', matchups: 'uint64_t', seed: 'uint64_t',
  hero_equity: 'double', villain_equity: 'double', std_error: 'double',
});
// The table engine's config and snapshot (XIAPL_TABLE_MAX_SEATS = 10 entries per array).
koffi.struct('xiapl_table_config', {
  struct_size: 'uint32_t', game: 'int32_t', betting: 'int32_t', seat_count: 'int32_t', button: 'int32_t',
  random_holes: 'int32_t', seed: 'uint64_t', min_bet: 'int64_t', stacks: koffi.array('int64_t', 10),
  antes: koffi.array('int64_t', 10), blinds: koffi.array('int64_t', 10), hole_cards: koffi.array('uint64_t', 10),
});
koffi.struct('xiapl_table_info', {
  struct_size: 'uint32_t', seat_count: 'int32_t', phase: 'int32_t', street: 'int32_t', actor: 'int32_t',
  cards_needed: 'int32_t', board: 'uint64_t', pot_total: 'int64_t', current_bet: 'int64_t', min_raise: 'int64_t',
  total_chips: 'int64_t', history_len: 'int64_t',
});

// One prototype per function, as in xiapl.h (argument names kept for reading).
const PROTOTYPES = [
  'int32_t xiapl_abi_version(void)',
  'const char *xiapl_version_string(void)',
  'const char *xiapl_status_name(int32_t status)',
  'const char *xiapl_last_error_message(void)',
  // cards
  'int32_t xiapl_card_parse(const char *text, int32_t *out_id)',
  'int32_t xiapl_cards_parse(const char *text, int32_t *out_ids, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_card_name(int32_t id, char *buf, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_mask_from_ids(const int32_t *ids, uint64_t count, uint64_t *out_mask)',
  'int32_t xiapl_mask_to_ids(uint64_t mask, int32_t *out_ids, uint64_t capacity, uint64_t *out_len)',
  // deck
  'int32_t xiapl_deck_create(_Out_ xiapl_deck **out_deck)',
  'void xiapl_deck_destroy(xiapl_deck *deck)',
  'int32_t xiapl_deck_shuffle(xiapl_deck *deck, uint64_t seed)',
  'int32_t xiapl_deck_deal(xiapl_deck *deck, uint64_t count, int32_t *out_ids, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_deck_burn(xiapl_deck *deck, uint64_t count)',
  'int32_t xiapl_deck_remove(xiapl_deck *deck, uint64_t mask)',
  'int32_t xiapl_deck_reset(xiapl_deck *deck)',
  'int32_t xiapl_deck_cards(const xiapl_deck *deck, int32_t *out_ids, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_deck_set_cards(xiapl_deck *deck, const int32_t *ids, uint64_t count)',
  // hand evaluation
  'int32_t xiapl_evaluate_mask(uint64_t cards, int32_t *out_strength)',
  'int32_t xiapl_evaluate_ids(const int32_t *ids, uint64_t count, int32_t *out_strength)',
  'int32_t xiapl_evaluate_hand(uint64_t board, uint64_t hole, int32_t game, int32_t *out_strength)',
  'int32_t xiapl_evaluate_many(const uint64_t *masks, uint64_t count, uint16_t *out_strengths)',
  'int32_t xiapl_evaluate_hands_many(const uint64_t *boards, const uint64_t *holes, uint64_t count, int32_t game, uint16_t *out_strengths)',
  'int32_t xiapl_judge(const uint64_t *holes, uint64_t player_count, uint64_t board, int32_t game, int32_t *out_winners, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_best_hand(uint64_t board, uint64_t hole, int32_t game, uint64_t *out_five, uint64_t *out_hole_used, int32_t *out_strength)',
  'int32_t xiapl_strength_category(int32_t strength, int32_t *out_category)',
  'int32_t xiapl_strength_kickers(int32_t strength, int32_t *out_ranks, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_describe_strength(int32_t strength, char *buf, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_hand_name(int32_t strength, char *buf, uint64_t capacity, uint64_t *out_len)',
  // suit canonicalization
  'int32_t xiapl_canon_board(uint64_t board, uint64_t *out_board, uint64_t *out_orbit_size)',
  'int32_t xiapl_canon_hand(uint64_t hand, uint64_t *out_hand, uint64_t *out_orbit_size)',
  'int32_t xiapl_canon_hero_and_board(uint64_t hero, uint64_t board, uint64_t *out_hero, uint64_t *out_board, uint64_t *out_orbit_size)',
  'int32_t xiapl_canon_hero_and_board_top_rank(uint64_t hero, uint64_t board, uint64_t *out_hero, uint64_t *out_board, uint64_t *out_orbit_size)',
  'int32_t xiapl_canon_holdem_class(uint64_t hand, char *buf, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_canon_count(int32_t hero_size, int32_t board_size, uint64_t *out_count)',
  'int32_t xiapl_canon_iter_create(int32_t hero_size, int32_t board_size, _Out_ xiapl_canon_iter **out_iter)',
  'int32_t xiapl_canon_iter_next(xiapl_canon_iter *iter, uint64_t *out_heroes, uint64_t *out_boards, uint64_t *out_orbit_sizes, uint64_t capacity, uint64_t *out_len)',
  'void xiapl_canon_iter_destroy(xiapl_canon_iter *iter)',
  // equity
  'int32_t xiapl_equity_options_init(void *options)',
  'int32_t xiapl_equity_max_players(int32_t game, int32_t *out_max)',
  'int32_t xiapl_calculate_equity(const uint64_t *holes, uint64_t player_count, uint64_t board, uint64_t dead, int32_t game, const void *options, void *out_players, uint64_t capacity, uint64_t *out_len, void *out_summary)',
  'int32_t xiapl_calculate_equity_vs_random(uint64_t hole, uint64_t board, uint64_t dead, uint32_t opponents, int32_t game, const void *options, void *out_hero, void *out_summary)',
  // table rules engine
  'int32_t xiapl_table_config_init(void *config)',
  'int32_t xiapl_table_standard_blinds(int32_t seat_count, int32_t button, int64_t small_blind, int64_t big_blind, int64_t *out_blinds, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_table_create(const void *config, _Out_ xiapl_table_state **out_state)',
  'void xiapl_table_destroy(xiapl_table_state *state)',
  'int32_t xiapl_table_apply(const xiapl_table_state *state, int32_t action, int64_t amount, _Out_ xiapl_table_state **out_state)',
  'int32_t xiapl_table_apply_many(const xiapl_table_state *state, const int32_t *seats, const int32_t *kinds, const int64_t *amounts, uint64_t count, _Out_ xiapl_table_state **out_state, uint64_t *out_failed_index)',
  'int32_t xiapl_table_deal_board(const xiapl_table_state *state, uint64_t cards, _Out_ xiapl_table_state **out_state)',
  'int32_t xiapl_table_deal_board_random(const xiapl_table_state *state, _Out_ xiapl_table_state **out_state)',
  'int32_t xiapl_table_legal_actions(const xiapl_table_state *state, int32_t *out_kinds, int64_t *out_min, int64_t *out_max, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_table_info_get(const xiapl_table_state *state, void *out_info)',
  'int32_t xiapl_table_seat_values(const xiapl_table_state *state, int32_t column, int64_t *out_values, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_table_pots(const xiapl_table_state *state, int64_t *out_amounts, uint64_t *out_eligible, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_table_check_invariants(const xiapl_table_state *state)',
  'int32_t xiapl_table_serialize(const xiapl_table_state *state, char *buf, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_table_deserialize(const char *text, uint64_t length, _Out_ xiapl_table_state **out_state)',
  // ranges
  'int32_t xiapl_range_parse(const char *text, int32_t game, _Out_ xiapl_range **out_range)',
  'int32_t xiapl_range_all(int32_t game, _Out_ xiapl_range **out_range)',
  'int32_t xiapl_range_from_combos(int32_t game, const uint64_t *masks, const double *weights, uint64_t count, _Out_ xiapl_range **out_range)',
  'void xiapl_range_destroy(xiapl_range *range)',
  'int32_t xiapl_range_game(const xiapl_range *range, int32_t *out_game)',
  'int32_t xiapl_range_size(const xiapl_range *range, uint64_t *out_size)',
  'int32_t xiapl_range_total_weight(const xiapl_range *range, double *out_weight)',
  'int32_t xiapl_range_combos(const xiapl_range *range, uint64_t dead, uint64_t *out_masks, double *out_weights, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_range_union(const xiapl_range *a, const xiapl_range *b, _Out_ xiapl_range **out_range)',
  'int32_t xiapl_range_intersection(const xiapl_range *a, const xiapl_range *b, _Out_ xiapl_range **out_range)',
  'int32_t xiapl_range_difference(const xiapl_range *a, const xiapl_range *b, _Out_ xiapl_range **out_range)',
  // range equity
  'int32_t xiapl_calculate_range_equity(const xiapl_range *hero, const xiapl_range *villain, uint64_t board, uint64_t dead, const void *options, int32_t mode, void *out_hero, uint64_t hero_capacity, uint64_t *out_hero_len, void *out_villain, uint64_t villain_capacity, uint64_t *out_villain_len, void *out_summary)',
  'int32_t xiapl_calculate_multiway_range_equity(const xiapl_range **ranges, uint64_t range_count, uint64_t board, uint64_t dead, const void *options, void *out_players, uint64_t capacity, uint64_t *out_len, void *out_summary)',
  // starting-hand ranking
  'int32_t xiapl_rank_starting_hands(double top_percent, int32_t game, char *buf, uint64_t capacity, uint64_t *out_len)',
  'int32_t xiapl_generate_top_percent_range(double top_percent, int32_t game, _Out_ xiapl_range **out_range)',
];

function libraryFileNames() {
  if (process.platform === 'win32') return ['xiapl.dll', 'libxiapl.dll'];
  if (process.platform === 'darwin') return ['libxiapl.dylib', 'libxiapl.0.dylib'];
  return ['libxiapl.so', 'libxiapl.so.0'];
}

function inFolder(dir) {
  for (const name of libraryFileNames()) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

function quiet(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20000 }).trim();
  } catch {
    return '';
  }
}

/**
 * Where libxiapl is: $XIAPL_LIBRARY (a file), then $XIAPL_LIB_DIR (a folder),
 * then pkg-config's libdir for xiapl.pc, then the copy inside an installed
 * Python wheel (xiapl.get_library_path()).
 */
function findLibrary(env = process.env) {
  const tried = [];
  if (env.XIAPL_LIBRARY) {
    if (fs.existsSync(env.XIAPL_LIBRARY)) return env.XIAPL_LIBRARY;
    throw new LibraryLoadError(`XIAPL_LIBRARY is set to ${JSON.stringify(env.XIAPL_LIBRARY)}, which does not exist; ` +
      'point it at a built libxiapl or unset it');
  }
  if (env.XIAPL_LIB_DIR) {
    const file = inFolder(env.XIAPL_LIB_DIR);
    if (file) return file;
    throw new LibraryLoadError(`XIAPL_LIB_DIR is set to ${JSON.stringify(env.XIAPL_LIB_DIR)}, which holds no ` +
      `${libraryFileNames().join(' or ')}; point it at the folder of a built libxiapl or unset it`);
  }
  const libdir = quiet(env.PKG_CONFIG || 'pkg-config', ['--variable=libdir', 'xiapl']);
  if (libdir) {
    const file = inFolder(libdir);
    if (file) return file;
    tried.push(`pkg-config's libdir ${libdir}`);
  } else {
    tried.push('pkg-config (no xiapl.pc on PKG_CONFIG_PATH)');
  }
  for (const python of ['python3', 'python']) {
    const file = quiet(python, ['-c', 'import xiapl; print(xiapl.get_library_path())']);
    if (file && fs.existsSync(file)) return file;
  }
  tried.push('a Python wheel (python3 -c "import xiapl" failed)');
  throw new LibraryLoadError(`libxiapl was not found: tried ${tried.join(', ')}. Set XIAPL_LIB_DIR to the folder ` +
    'holding libxiapl, add the folder of xiapl.pc to PKG_CONFIG_PATH, or `pip install xiapl`');
}

function abiCheck(found, libraryPath) {
  if (found !== ABI_VERSION) {
    throw new LibraryLoadError(`${libraryPath} has C ABI version ${found}, but this xiapl package needs ABI ` +
      `${ABI_VERSION}; install a matching libxiapl or point XIAPL_LIB_DIR at one`);
  }
}

function functionName(prototype) {
  return /(xiapl_\w+)\s*\(/.exec(prototype)[1];
}

function load() {
  const libraryPath = findLibrary();
  let handle;
  try {
    handle = koffi.load(libraryPath);
  } catch (error) {
    throw new LibraryLoadError(`cannot load ${libraryPath}: ${error.message}`);
  }
  const functions = {};
  for (const prototype of PROTOTYPES) {
    const name = functionName(prototype);
    try {
      functions[name] = handle.func(prototype);
    } catch (error) {
      throw new LibraryLoadError(`${libraryPath} does not provide ${name} (${error.message}): it is older than ` +
        'this xiapl package; install matching versions');
    }
  }
  abiCheck(functions.xiapl_abi_version(), libraryPath);
  return { functions, libraryPath };
}

const { functions: lib, libraryPath } = load();

/** The error for a failed call; reads the calling thread's message at once. */
function errorFor(status) {
  const message = lib.xiapl_last_error_message();
  const name = lib.xiapl_status_name(status);
  const ErrorClass = errorClassFor(status);
  return new ErrorClass(message || name, status, name);
}

/** Throws for a failing status (call it right after the C call). */
function check(status) {
  if (status !== 0) throw errorFor(status);
}

/** An error found by the binding before the library was called. */
function invalid(message) {
  return new InvalidArgumentError(message, -1, 'XIAPL_ERR_INVALID_ARGUMENT');
}

module.exports = { ABI_VERSION, PROTOTYPES, lib, libraryPath, check, invalid, findLibrary, abiCheck, koffi };
