package xiapl

// #include <stdint.h>
import "C"

// goxiaplProgress is the progress hook of every call whose options carry a
// ProgressFunc (see goxiapl_progress in progress.go): call is the
// cgo.Handle of the call's progressCall. A non-zero return cancels. An
// unknown handle, which the library never passes, cancels too.
//
//export goxiaplProgress
func goxiaplProgress(call C.uintptr_t, done, total C.uint64_t) C.int32_t {
	p, ok := progressFromHandle(uintptr(call))
	if !ok || p.hook(uint64(done), uint64(total)) {
		return 1
	}
	return 0
}

// goxiaplSolverProgress is the progress hook of a solve whose options carry a
// SolverProgressFunc (see goxiapl_solver_progress in progress.go), as
// goxiaplProgress.
//
//export goxiaplSolverProgress
func goxiaplSolverProgress(call C.uintptr_t, iterations C.uint32_t, exploitability C.double) C.int32_t {
	p, ok := progressFromHandle(uintptr(call))
	if !ok || p.solverFn == nil || p.solverHook(uint32(iterations), float64(exploitability)) {
		return 1
	}
	return 0
}
