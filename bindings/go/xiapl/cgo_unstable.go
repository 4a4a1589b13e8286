package xiapl

// The table engine is in xiapl.h's unstable tier, declared only under
// XIAPL_UNSTABLE_API; this package is built for the tier of its release.

// #cgo CFLAGS: -DXIAPL_UNSTABLE_API
import "C"
