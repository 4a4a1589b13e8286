#include <string>

#include "guard.hpp"

namespace xiapl::capi {

thread_local std::string last_error;

std::int32_t set_error(std::int32_t status, const char* message) noexcept {
    try {
        last_error = message;
    } catch (...) {
        last_error.clear();  // out of memory for the message: the status still says it all
    }
    return status;
}

std::int32_t status_for(ErrorKind kind) noexcept {
    switch (kind) {
        case ErrorKind::InvalidArgument:
            return XIAPL_ERR_INVALID_ARGUMENT;
        case ErrorKind::Parse:
            return XIAPL_ERR_PARSE;
        case ErrorKind::LimitExceeded:
            return XIAPL_ERR_LIMIT_EXCEEDED;
        case ErrorKind::Cancelled:
            return XIAPL_ERR_CANCELLED;
        case ErrorKind::Unsupported:
            return XIAPL_ERR_UNSUPPORTED;
    }
    return XIAPL_ERR_INTERNAL;
}

}  // namespace xiapl::capi

extern "C" {

XIAPL_API const char* xiapl_status_name(int32_t status) {
    switch (status) {
        case XIAPL_OK:
            return "XIAPL_OK";
        case XIAPL_ERR_INVALID_ARGUMENT:
            return "XIAPL_ERR_INVALID_ARGUMENT";
        case XIAPL_ERR_PARSE:
            return "XIAPL_ERR_PARSE";
        case XIAPL_ERR_BUFFER_TOO_SMALL:
            return "XIAPL_ERR_BUFFER_TOO_SMALL";
        case XIAPL_ERR_LIMIT_EXCEEDED:
            return "XIAPL_ERR_LIMIT_EXCEEDED";
        case XIAPL_ERR_OUT_OF_MEMORY:
            return "XIAPL_ERR_OUT_OF_MEMORY";
        case XIAPL_ERR_CANCELLED:
            return "XIAPL_ERR_CANCELLED";
        case XIAPL_ERR_INTERNAL:
            return "XIAPL_ERR_INTERNAL";
        case XIAPL_ERR_UNSUPPORTED:
            return "XIAPL_ERR_UNSUPPORTED";
        default:
            return "XIAPL_ERR_UNKNOWN";
    }
}

XIAPL_API const char* xiapl_last_error_message(void) { return xiapl::capi::last_error.c_str(); }
}
