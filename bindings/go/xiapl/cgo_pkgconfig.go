//go:build !xiapl_nopkgconfig

package xiapl

// By default the compiler and linker flags come from pkg-config (xiapl.pc,
// installed by `meson install`; set PKG_CONFIG_PATH if the prefix is not a
// system one). Build with -tags xiapl_nopkgconfig to take them from
// CGO_CFLAGS / CGO_LDFLAGS alone instead (see cgo_env.go and the README).

// #cgo pkg-config: xiapl
import "C"
