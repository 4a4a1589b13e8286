#include "xiapl/xiapl.h"

extern "C" {

XIAPL_API int32_t xiapl_abi_version(void) { return XIAPL_ABI_VERSION; }

XIAPL_API int32_t xiapl_version_number(void) { return XIAPL_VERSION_NUMBER; }

XIAPL_API int32_t xiapl_unstable_version(void) { return XIAPL_UNSTABLE_VERSION; }

XIAPL_API const char* xiapl_version_string(void) { return XIAPL_VERSION_STRING; }
}
