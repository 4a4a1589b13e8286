//go:build xiapl_nopkgconfig

package xiapl

// With -tags xiapl_nopkgconfig, pkg-config is not asked: point cgo at the
// library yourself, for example at the copy inside a Python wheel:
//
//	CGO_CFLAGS="-I$XIAPL_INCLUDE_DIR"
//	CGO_LDFLAGS="-L$XIAPL_LIB_DIR -Wl,-rpath,$XIAPL_LIB_DIR"

// #cgo LDFLAGS: -lxiapl
import "C"
