// Errors raised by the core. The core knows nothing of C: it throws these,
// and the C ABI maps each kind to a status code.
#pragma once

#include <stdexcept>
#include <string>

namespace xiapl {

enum class ErrorKind {
    InvalidArgument,  // a value out of range, a duplicate card, a wrong count
    Parse,            // text that does not follow a grammar
    LimitExceeded,    // a request larger than the library allows
    Cancelled,        // a caller asked a long call to stop
    Unsupported,      // well-formed input the library does not play (a PHH variant)
};

class Error : public std::runtime_error {
  public:
    Error(ErrorKind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
    ErrorKind kind() const noexcept { return kind_; }

  private:
    ErrorKind kind_;
};

[[noreturn]] inline void fail(ErrorKind kind, const std::string& message) { throw Error(kind, message); }

}  // namespace xiapl
