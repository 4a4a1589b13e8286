// The table state handle of the C ABI (xiapl_table_state), shared by the
// adapters that create or read one: table.cpp, phh.cpp, allin.cpp.
#pragma once

#include "xiapl/table.hpp"

struct xiapl_table_state {
    xiapl::TableState state;
};
