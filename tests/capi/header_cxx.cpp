// xiapl.h included from C++: the declarations link and the versions agree.
#include "xiapl/xiapl.h"

int main() {
    return xiapl_abi_version() == XIAPL_ABI_VERSION && xiapl_version_number() == XIAPL_VERSION_NUMBER ? 0 : 1;
}
