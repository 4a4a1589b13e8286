package xiapl

// #include <xiapl/xiapl.h>
import "C"

import (
	"fmt"
	"runtime"
)

// Status is a status code of the C ABI (XIAPL_OK or an XIAPL_ERR_* code).
type Status int32

// The status codes of xiapl.h.
const (
	StatusOK              Status = C.XIAPL_OK
	StatusInvalidArgument Status = C.XIAPL_ERR_INVALID_ARGUMENT
	StatusParse           Status = C.XIAPL_ERR_PARSE
	StatusBufferTooSmall  Status = C.XIAPL_ERR_BUFFER_TOO_SMALL
	StatusLimitExceeded   Status = C.XIAPL_ERR_LIMIT_EXCEEDED
	StatusOutOfMemory     Status = C.XIAPL_ERR_OUT_OF_MEMORY
	StatusCancelled       Status = C.XIAPL_ERR_CANCELLED
	StatusInternal        Status = C.XIAPL_ERR_INTERNAL
	// StatusUnsupported is well-formed input the library does not play: a
	// PHH variant other than NT and PO, say.
	StatusUnsupported Status = C.XIAPL_ERR_UNSUPPORTED
)

// String is the C name of the code, e.g. "XIAPL_ERR_PARSE" (xiapl_status_name).
func (s Status) String() string {
	return C.GoString(C.xiapl_status_name(C.int32_t(s)))
}

// Error is a failed call: the status code (enough to act on) and the
// library's message (what was wrong and how to write it right).
//
// Compare with the sentinels through errors.Is:
//
//	if errors.Is(err, xiapl.ErrParse) { ... }
//
// A call cancelled by an error of its ProgressFunc carries that error as
// Cause, and Unwrap returns it.
type Error struct {
	Status  Status
	Message string
	Cause   error // the ProgressFunc's error that cancelled the call, else nil
}

func (e *Error) Error() string {
	text := "xiapl: " + e.Status.String()
	if e.Message != "" {
		text = fmt.Sprintf("xiapl: %s (%s)", e.Message, e.Status)
	}
	if e.Cause != nil {
		text += ": " + e.Cause.Error()
	}
	return text
}

// Unwrap is the ProgressFunc's error that cancelled the call (nil otherwise).
func (e *Error) Unwrap() error { return e.Cause }

// Is reports whether target is an *Error with the same status; the message is
// not compared, so errors.Is(err, xiapl.ErrInvalidArgument) works.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Status == e.Status
}

// Sentinels for errors.Is, one per status class.
var (
	ErrInvalidArgument = &Error{Status: StatusInvalidArgument}
	ErrParse           = &Error{Status: StatusParse}
	ErrBufferTooSmall  = &Error{Status: StatusBufferTooSmall}
	ErrLimitExceeded   = &Error{Status: StatusLimitExceeded}
	ErrOutOfMemory     = &Error{Status: StatusOutOfMemory}
	ErrCancelled       = &Error{Status: StatusCancelled}
	ErrInternal        = &Error{Status: StatusInternal}
	ErrUnsupported     = &Error{Status: StatusUnsupported}
)

// check turns a status into an error, reading the thread-local message.
// The caller must hold runtime.LockOSThread from before the C call until
// check returns: the message belongs to the OS thread that made the call, and
// an unlocked goroutine may move to another thread between two cgo calls.
func check(status C.int32_t) error {
	if status == C.XIAPL_OK {
		return nil
	}
	return &Error{Status: Status(status), Message: C.GoString(C.xiapl_last_error_message())}
}

// invalid is an error found by the binding before calling the library.
func invalid(format string, args ...any) error {
	return &Error{Status: StatusInvalidArgument, Message: fmt.Sprintf(format, args...)}
}

// lock pins the goroutine to its OS thread; use as `defer lock()()`.
func lock() func() {
	runtime.LockOSThread()
	return runtime.UnlockOSThread
}

// readText calls a C function that writes NUL-terminated text into
// (buf, capacity, *n), starting with room for `size` bytes: a short buffer
// says in n how long the text is, so it grows once and calls again.
func readText(size int, write func(buf *C.char, capacity C.uint64_t, n *C.uint64_t) C.int32_t) (string, error) {
	buf := make([]C.char, size)
	var n C.uint64_t
	for {
		status := write(&buf[0], C.uint64_t(len(buf)), &n)
		if status == C.XIAPL_ERR_BUFFER_TOO_SMALL && int(n) >= len(buf) {
			buf = make([]C.char, int(n)+1)
			continue
		}
		if err := check(status); err != nil {
			return "", err
		}
		return C.GoStringN(&buf[0], C.int(n)), nil
	}
}
