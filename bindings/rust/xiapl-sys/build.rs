//! Finds libxiapl for the linker.
//!
//! 1. `XIAPL_LIB_DIR`: the folder holding libxiapl (for example the `meson
//!    install` libdir, or the folder of `xiapl.get_library_path()` for the copy
//!    inside a Python wheel). `XIAPL_INCLUDE_DIR` is the folder holding
//!    `xiapl/xiapl.h` (only the tests read the header).
//! 2. Otherwise the `pkg-config` tool with `xiapl.pc` (set `PKG_CONFIG_PATH`
//!    to `<prefix>/lib/<triplet>/pkgconfig` for a non-system prefix).
//!
//! Dependent crates see the folders as `DEP_XIAPL_LIB_DIR` and
//! `DEP_XIAPL_INCLUDE`. The crate's own tests get an rpath to the library
//! folder (unless `XIAPL_NO_RPATH` is set).

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

fn pkg_config(args: &[&str]) -> Option<String> {
    let tool = env::var("PKG_CONFIG").unwrap_or_else(|_| "pkg-config".to_string());
    let output = Command::new(tool).args(args).arg("xiapl").output().ok()?;
    if !output.status.success() {
        return None;
    }
    let text = String::from_utf8(output.stdout).ok()?.trim().to_string();
    Some(text)
}

fn library_file_exists(dir: &Path) -> bool {
    ["libxiapl.so", "libxiapl.dylib", "xiapl.lib", "libxiapl.dll.a", "libxiapl.a", "xiapl.dll"]
        .iter()
        .any(|name| dir.join(name).exists())
}

fn main() {
    for var in ["XIAPL_LIB_DIR", "XIAPL_INCLUDE_DIR", "PKG_CONFIG_PATH", "PKG_CONFIG", "XIAPL_NO_RPATH"] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    println!("cargo:rerun-if-changed=build.rs");

    let (lib_dir, include_dir) = match env::var_os("XIAPL_LIB_DIR") {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            if !library_file_exists(&dir) {
                panic!(
                    "XIAPL_LIB_DIR is set to {}, which holds no libxiapl; point it at the folder of a built \
                     libxiapl (meson install's libdir, or the folder of python -c \"import xiapl; \
                     print(xiapl.get_library_path())\") or unset it to use pkg-config",
                    dir.display()
                );
            }
            let include = env::var_os("XIAPL_INCLUDE_DIR").map(PathBuf::from);
            (dir, include)
        }
        None => {
            let libdir = pkg_config(&["--variable=libdir"]).filter(|d| !d.is_empty()).unwrap_or_else(|| {
                panic!(
                    "libxiapl was not found: XIAPL_LIB_DIR is not set and `pkg-config --variable=libdir xiapl` \
                     failed. Either set XIAPL_LIB_DIR (and XIAPL_INCLUDE_DIR) to the folders holding libxiapl \
                     and xiapl/xiapl.h, or add the folder of xiapl.pc to PKG_CONFIG_PATH (meson install puts it \
                     in <prefix>/lib/<triplet>/pkgconfig)"
                )
            });
            let include = env::var_os("XIAPL_INCLUDE_DIR")
                .map(PathBuf::from)
                .or_else(|| pkg_config(&["--variable=includedir"]).map(PathBuf::from));
            (PathBuf::from(libdir), include)
        }
    };

    println!("cargo:rustc-link-search=native={}", lib_dir.display());
    println!("cargo:rustc-link-lib=dylib=xiapl");
    // Metadata for dependents (links = "xiapl"): DEP_XIAPL_LIB_DIR, DEP_XIAPL_INCLUDE.
    println!("cargo:lib_dir={}", lib_dir.display());
    if let Some(include) = &include_dir {
        println!("cargo:include={}", include.display());
        // The header check test reads it.
        println!("cargo:rustc-env=XIAPL_SYS_INCLUDE_DIR={}", include.display());
    }

    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if env::var_os("XIAPL_NO_RPATH").is_none() && os != "windows" {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", lib_dir.display());
    }
}
