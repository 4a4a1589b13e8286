//! Raw declarations of libxiapl's C ABI: the constants, opaque handles,
//! `#[repr(C)]` structs, the progress callback type and every function of
//! `xiapl/xiapl.h` (the header documents every function: inputs, outputs,
//! errors; each declaration carries its comment).
//!
//! The declarations live in `src/abi.rs`, which `ci/bindgen.py` generates from
//! the header; `python ci/bindgen.py --check` fails when it is not current.
//! Everything here is `unsafe` and mirrors the header one to one; the `xiapl`
//! crate is the safe API. `tests/layout.rs` checks every struct's size and
//! field offsets against the C compiler's (`ci/abi/baseline.json`) and the
//! loaded library's versions against the constants.
//!
//! The build script links `libxiapl` found through `XIAPL_LIB_DIR` or
//! `pkg-config` (see `build.rs`).

#![no_std]

#[rustfmt::skip]
#[allow(non_camel_case_types, non_snake_case, non_upper_case_globals, missing_docs, clippy::all, clippy::pedantic)]
mod abi;

pub use abi::*;
