package xiapl

// #include <stdint.h>
// #include <xiapl/xiapl.h>
//
// int32_t goxiaplProgress(uintptr_t call, uint64_t done, uint64_t total); // progress_export.go
// int32_t goxiaplSolverProgress(uintptr_t call, uint32_t iterations, double exploitability);
//
// // goxiapl_progress hands the hook's user pointer to Go as the number it holds.
// static int32_t goxiapl_progress(void *user, uint64_t done, uint64_t total) {
// 	return goxiaplProgress((uintptr_t)user, done, total);
// }
//
// // goxiapl_set_progress installs the hook for the call numbered call.
// static void goxiapl_set_progress(xiapl_equity_options *options, uintptr_t call) {
// 	options->progress = goxiapl_progress;
// 	options->progress_user = (void *)call;
// }
//
// // goxiapl_solver_progress is the solver's hook (xiapl_solver_progress_fn).
// static int32_t goxiapl_solver_progress(void *user, uint32_t iterations, double exploitability) {
// 	return goxiaplSolverProgress((uintptr_t)user, iterations, exploitability);
// }
//
// // goxiapl_set_solver_progress installs the solver's hook for the call numbered call.
// static void goxiapl_set_solver_progress(xiapl_solver_options *options, uintptr_t call) {
// 	options->progress = goxiapl_solver_progress;
// 	options->progress_user = (void *)call;
// }
import "C"

import (
	"errors"
	"runtime"
	"runtime/cgo"
)

// ProgressFunc follows a long equity call. The library calls it on the
// goroutine that made the call, never on a worker, about every 20 ms and once
// at the end (done == total), with the work done so far: Monte Carlo trials,
// or an enumeration's own units. done never decreases.
//
// Returning nil lets the call go on. Returning an error cancels it: the
// workers stop at their next chunk boundary and the call returns an *Error
// of status StatusCancelled that wraps the returned error, so both
// errors.Is(err, ErrCancelled) and errors.Is(err, yourErr) hold. A panic in
// the function also cancels the call; the call then panics again with the
// same value once the library has returned. The function is never called
// after the call returns. It must not call an equity function itself.
//
// To stop a call when a context ends:
//
//	opts := xiapl.MCSeeded(1<<40, 1).WithProgress(func(done, total uint64) error {
//		return ctx.Err()
//	})
type ProgressFunc func(done, total uint64) error

// WithProgress returns the options with Progress set (nil: no hook).
func (o SimulationOptions) WithProgress(progress ProgressFunc) SimulationOptions {
	o.Progress = progress
	return o
}

// progressCall is the state of one call whose options carry a ProgressFunc
// (fn) or a SolverProgressFunc (solverFn).
type progressCall struct {
	fn       ProgressFunc
	solverFn SolverProgressFunc
	err      error // what fn returned when it cancelled the call
	panicked bool
	panicVal any
	finished bool // the C call has returned: the hook must not run any more
}

// hook runs fn for the library, turning an error or a panic into a request
// to cancel. It never lets a panic reach the C frames below it.
func (p *progressCall) hook(done, total uint64) (cancel bool) {
	return p.run(func() error { return p.fn(done, total) })
}

// solverHook is hook for a solve: it runs solverFn.
func (p *progressCall) solverHook(iterations uint32, exploitability float64) (cancel bool) {
	return p.run(func() error { return p.solverFn(iterations, exploitability) })
}

// run calls report (the user's function) unless the call is already being
// cancelled; an error or a panic asks to cancel.
func (p *progressCall) run(report func() error) (cancel bool) {
	if p.finished || p.panicked || p.err != nil {
		return true
	}
	defer func() {
		if v := recover(); v != nil {
			p.panicked, p.panicVal, cancel = true, v, true
		}
	}()
	if err := report(); err != nil {
		p.err = err
		return true
	}
	return false
}

// runWithOptions makes one equity call: it fills the C options from o
// (cOptions), installs the progress hook when o.Progress is set, points the
// options at entries breakdown entries when o.Breakdown is set, runs call
// and checks its status. It returns the breakdown entries the call wrote
// (nil without o.Breakdown or on an error). The caller holds lock() so that
// the error message is read on the calling thread. A panic in Progress
// panics again here, after the C call has returned; an error returned by
// Progress comes back wrapped in an *Error of status StatusCancelled.
func runWithOptions(o *SimulationOptions, entries int,
	call func(opts *C.xiapl_equity_options) C.int32_t) ([]CategoryBreakdown, error) {
	opts, err := cOptions(o)
	if err != nil {
		return nil, err
	}
	if o == nil || !o.Breakdown {
		return nil, runWithProgress(o, &opts, call)
	}
	// The library writes the entries during the call: Go memory, pinned so
	// that the options may point at it.
	breakdown := make([]C.xiapl_category_breakdown, max(entries, 1))
	var pinner runtime.Pinner
	pinner.Pin(&breakdown[0])
	defer pinner.Unpin()
	opts.breakdown = &breakdown[0]
	if err := runWithProgress(o, &opts, call); err != nil {
		return nil, err
	}
	out := make([]CategoryBreakdown, entries)
	for i := range out {
		out[i] = categoryBreakdown(&breakdown[i])
	}
	return out, nil
}

// runWithProgress runs call with opts, installing o.Progress first when set.
func runWithProgress(o *SimulationOptions, opts *C.xiapl_equity_options,
	call func(opts *C.xiapl_equity_options) C.int32_t) error {
	if o == nil || o.Progress == nil {
		return check(call(opts))
	}
	p := &progressCall{fn: o.Progress}
	handle := cgo.NewHandle(p)
	C.goxiapl_set_progress(opts, C.uintptr_t(handle))
	return p.finish(handle, check(call(opts)))
}

// runSolveWithProgress runs one solve with opts, installing progress first
// when not nil; as runWithProgress.
func runSolveWithProgress(opts *C.xiapl_solver_options, progress SolverProgressFunc,
	call func(opts *C.xiapl_solver_options) C.int32_t) error {
	if progress == nil {
		return check(call(opts))
	}
	p := &progressCall{solverFn: progress}
	handle := cgo.NewHandle(p)
	C.goxiapl_set_solver_progress(opts, C.uintptr_t(handle))
	return p.finish(handle, check(call(opts)))
}

// finish ends a call with a hook: the hook runs no more, the handle is
// released, a panic of the user's function panics again here, and an error
// it returned becomes the call's cancelled error (with that error as Cause).
func (p *progressCall) finish(handle cgo.Handle, err error) error {
	p.finished = true
	handle.Delete()
	if p.panicked {
		panic(p.panicVal)
	}
	if p.err != nil && (err == nil || errors.Is(err, ErrCancelled)) {
		message := "the progress function cancelled the call"
		var xe *Error
		if errors.As(err, &xe) && xe.Message != "" {
			message = xe.Message
		}
		if err == nil {
			message = "the progress function returned an error as the call finished; the result is dropped"
		}
		return &Error{Status: StatusCancelled, Message: message, Cause: p.err}
	}
	return err
}

// progressFromHandle finds the call a hook belongs to.
func progressFromHandle(call uintptr) (p *progressCall, ok bool) {
	defer func() {
		if recover() != nil {
			p, ok = nil, false
		}
	}()
	p, ok = cgo.Handle(call).Value().(*progressCall)
	return p, ok
}
