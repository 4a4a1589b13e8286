// Conversions from C ABI values to core types, shared by the adapters so that
// every entry point checks a game or an options struct the same way.
#pragma once

#include <cstdint>

#include "xiapl/equity.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/xiapl.h"

namespace xiapl::capi {

// XIAPL_GAME_* -> Game; anything else is InvalidArgument naming the choices.
Game game_from(std::int32_t game);

// The caller's options (NULL: the defaults of xiapl_equity_options_init),
// checked: struct_size and mode.
EquityOptions equity_options_from(const xiapl_equity_options* in);

}  // namespace xiapl::capi
