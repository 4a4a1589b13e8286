// The one exception guard every entry point goes through: no C++ exception
// crosses the C boundary; each becomes a status code plus a per-thread message.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <stdexcept>
#include <string>

#include "xiapl/error.hpp"
#include "xiapl/xiapl.h"

namespace xiapl::capi {

// A caller's buffer cannot hold the result (only the C layer has buffers).
class BufferTooSmall : public std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Records `message` as this thread's last error and returns `status`.
std::int32_t set_error(std::int32_t status, const char* message) noexcept;
std::int32_t status_for(ErrorKind kind) noexcept;

template <class Body>
std::int32_t guarded(Body&& body) noexcept {
    try {
        body();
        return XIAPL_OK;
    } catch (const Error& e) {
        return set_error(status_for(e.kind()), e.what());
    } catch (const BufferTooSmall& e) {
        return set_error(XIAPL_ERR_BUFFER_TOO_SMALL, e.what());
    } catch (const std::bad_alloc&) {
        return set_error(XIAPL_ERR_OUT_OF_MEMORY, "out of memory");
    } catch (const std::exception& e) {
        return set_error(XIAPL_ERR_INTERNAL, e.what());
    } catch (...) {
        return set_error(XIAPL_ERR_INTERNAL, "unknown exception");
    }
}

// Throws InvalidArgument unless ptr is non-NULL.
inline void require_pointer(const void* ptr, const char* name) {
    if (ptr == nullptr) fail(ErrorKind::InvalidArgument, std::string(name) + " must not be NULL");
}

// The (buf, capacity, *out_len) rule: *out_len is always set to what is
// needed, and a short buffer fails before anything is written.
inline void require_capacity(std::uint64_t needed, std::uint64_t capacity, std::uint64_t* out_len) {
    require_pointer(out_len, "out_len");
    *out_len = needed;
    if (needed > capacity) {
        throw BufferTooSmall("the output buffer holds " + std::to_string(capacity) + " item(s) but " +
                             std::to_string(needed) +
                             " are needed; call again with capacity >= " + std::to_string(needed));
    }
}

// Writes text and its NUL into buf; *out_len is the length without the NUL.
inline void write_text(const std::string& text, char* buf, std::uint64_t capacity, std::uint64_t* out_len) {
    require_pointer(out_len, "out_len");
    *out_len = text.size();
    if (capacity < text.size() + 1) {
        throw BufferTooSmall("the text needs " + std::to_string(text.size() + 1) +
                             " bytes with its NUL; the buffer holds " + std::to_string(capacity));
    }
    require_pointer(buf, "buf");
    std::memcpy(buf, text.c_str(), text.size() + 1);
}

// Versioned output structs (first field struct_size, set by the caller): an
// optional one must at least say its size. `type` names the struct for the fix.
template <class Struct>
void require_struct_size(const Struct* out, const char* name, const char* type) {
    if (out != nullptr && out->struct_size < sizeof(std::uint32_t)) {
        fail(ErrorKind::InvalidArgument, std::string(name) + "->struct_size must be set to sizeof(" + type + ") (" +
                                             std::to_string(sizeof(Struct)) + ")");
    }
}

// Copies `full` into the caller's versioned struct, only the bytes its
// struct_size covers, so a caller built against an older, smaller struct is
// never overrun. `out` may be NULL (nothing asked for).
template <class Struct>
void write_sized(Struct full, Struct* out) {
    if (out == nullptr) return;
    full.struct_size = out->struct_size;
    std::memcpy(out, &full, std::min<std::size_t>(out->struct_size, sizeof full));
}

// Versioned input structs (first field struct_size) may be smaller than the
// library's: a caller built against an older header knows fewer fields. Any
// size from `first_size` (the struct as ABI 2.0 published it) up to the
// library's own is accepted; a larger one comes from a newer header than this
// library and is refused. `init_name` names the function that fills it.
template <class Struct>
void require_known_size(std::size_t size, std::size_t first_size, const char* name, const char* init_name) {
    if (size < first_size || size > sizeof(Struct)) {
        fail(ErrorKind::InvalidArgument,
             std::string(name) + "->struct_size is " + std::to_string(size) + "; this library accepts " +
                 std::to_string(first_size) + " to " + std::to_string(sizeof(Struct)) + ": fill the struct with " +
                 init_name + "(s, sizeof *s) before changing fields, and use a header no newer than the library");
    }
}

// The caller's struct over `defaults`: the fields its struct_size covers come
// from the caller, the fields it lacks keep their defaults.
template <class Struct>
Struct read_sized(const Struct* in, Struct defaults, std::size_t first_size, const char* name, const char* init_name) {
    require_known_size<Struct>(in->struct_size, first_size, name, init_name);
    std::memcpy(&defaults, in, in->struct_size);
    defaults.struct_size = static_cast<std::uint32_t>(sizeof defaults);
    return defaults;
}

// An _init function: `defaults` written into the caller's struct as far as
// the caller's size reaches, with struct_size set to that size.
template <class Struct>
void init_sized(Struct defaults, Struct* out, std::uint32_t size, std::size_t first_size, const char* name,
                const char* init_name) {
    require_pointer(out, name);
    require_known_size<Struct>(size, first_size, name, init_name);
    defaults.struct_size = size;
    std::memcpy(out, &defaults, size);
}

}  // namespace xiapl::capi
