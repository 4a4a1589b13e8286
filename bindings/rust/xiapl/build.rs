//! Gives this crate's tests and examples an rpath to the libxiapl that
//! xiapl-sys linked (DEP_XIAPL_LIB_DIR), so `cargo test` and `cargo run
//! --example` work without LD_LIBRARY_PATH. Set XIAPL_NO_RPATH to skip it.
//! Programs that depend on this crate find libxiapl the usual way for their
//! platform (an rpath of their own, LD_LIBRARY_PATH, or a system libdir).

fn main() {
    println!("cargo:rerun-if-env-changed=XIAPL_NO_RPATH");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if let Ok(dir) = std::env::var("DEP_XIAPL_LIB_DIR") {
        if std::env::var_os("XIAPL_NO_RPATH").is_none() && os != "windows" {
            // Applies to this package's own test, example and bench binaries only.
            println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
        }
    }
}
