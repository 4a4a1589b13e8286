// Conversions from C ABI values to core types, shared by the adapters so that
// every entry point checks a game or an options struct the same way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "xiapl/equity.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/xiapl.h"

namespace xiapl::capi {

// XIAPL_GAME_* -> Game; anything else is InvalidArgument naming the choices.
Game game_from(std::int32_t game);

// The options xiapl_equity_options_init writes.
xiapl_equity_options equity_options_defaults();

// The size of xiapl_equity_options as ABI 2.0 published it (it ended with
// progress_user): the smallest struct_size the library accepts.
inline constexpr std::size_t kEquityOptionsFirstSize = offsetof(xiapl_equity_options, progress_user) + sizeof(void*);

// The caller's options (NULL: the defaults), checked: struct_size and mode.
EquityOptions equity_options_from(const xiapl_equity_options* in);

// Where the caller wants the breakdown by category (options->breakdown when
// its struct has the field), or NULL.
xiapl_category_breakdown* breakdown_target(const xiapl_equity_options* in);

// Writes the players' breakdowns to `to` (one entry each) when `to` is not NULL.
void write_breakdown(std::span<const PlayerEquity> players, xiapl_category_breakdown* to);

}  // namespace xiapl::capi
