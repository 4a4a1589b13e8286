// The table state handle of the C ABI (xiapl_table_state), shared by the
// adapters that create or read one: table.cpp, phh.cpp, allin.cpp.
#pragma once

#include "guard.hpp"
#include "xiapl/table.hpp"

struct xiapl_table_state {
    xiapl::TableState state;
};

namespace xiapl::capi {

// The state a handle holds; throws for a NULL handle.
inline const TableState& table_state_of(const xiapl_table_state* handle) {
    require_pointer(handle, "state");
    return handle->state;
}

}  // namespace xiapl::capi
