//! Finds libxiapl for the linker.
//!
//! 1. `XIAPL_LIB_DIR`: the folder holding libxiapl (for example the `meson
//!    install` libdir, or the folder of `xiapl.get_library_path()` for the copy
//!    inside a Python wheel). `XIAPL_INCLUDE_DIR` is the folder holding
//!    `xiapl/xiapl.h` (passed on to dependents; nothing here reads it).
//! 2. Otherwise the `pkg-config` tool with `xiapl.pc` (set `PKG_CONFIG_PATH`
//!    to `<prefix>/lib/<triplet>/pkgconfig` for a non-system prefix).
//!
//! The folder's development name (`libxiapl.so`, `libxiapl.dylib`, an import
//! library, or the DLL itself: a Windows wheel holds `libxiapl.dll` alone) is
//! linked as `-lxiapl`. A folder that holds only the runtime file
//! of this ABI major (`libxiapl.so.2`, `libxiapl.so.2.0.0`, `libxiapl.2.dylib`)
//! is linked by that file name. The major comes from `src/abi.rs`.
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

/// `XIAPL_ABI_MAJOR` of the generated declarations.
fn abi_major() -> u32 {
    let abi = include_str!("src/abi.rs");
    let key = "pub const XIAPL_ABI_MAJOR: i32 = ";
    let start = abi.find(key).expect("src/abi.rs defines XIAPL_ABI_MAJOR") + key.len();
    let digits: String = abi[start..].chars().take_while(char::is_ascii_digit).collect();
    digits.parse().expect("XIAPL_ABI_MAJOR is a number")
}

/// How to name libxiapl to the linker.
enum Link {
    /// `-lxiapl`: the development name is in the folder.
    ByName,
    /// The runtime file of the ABI major, linked by its exact file name.
    File(String),
}

/// How to link the libxiapl in `dir`, if it holds one for ABI `major`.
fn find_library(dir: &Path, major: u32) -> Option<Link> {
    // A wheel's Windows copy is libxiapl.dll alone (MinGW's linker links a DLL directly).
    let development =
        ["libxiapl.so", "libxiapl.dylib", "xiapl.lib", "libxiapl.dll.a", "libxiapl.a", "xiapl.dll", "libxiapl.dll"];
    if development.iter().any(|name| dir.join(name).exists()) {
        return Some(Link::ByName);
    }
    let runtime = [format!("libxiapl.so.{major}"), format!("libxiapl.{major}.dylib")];
    if let Some(name) = runtime.iter().find(|name| dir.join(name).exists()) {
        return Some(Link::File(name.clone()));
    }
    // libxiapl.so.2.0.0 without the libxiapl.so.2 link.
    let full = format!("libxiapl.so.{major}.");
    let mut names = library_files(dir);
    names.sort();
    names.into_iter().find(|name| name.starts_with(&full)).map(Link::File)
}

/// The names of the files in `dir` that start with "libxiapl" or "xiapl.".
fn library_files(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    entries
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("libxiapl") || name.starts_with("xiapl."))
        .collect()
}

fn main() {
    for var in ["XIAPL_LIB_DIR", "XIAPL_INCLUDE_DIR", "PKG_CONFIG_PATH", "PKG_CONFIG", "XIAPL_NO_RPATH"] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/abi.rs");
    let major = abi_major();

    let (lib_dir, include_dir, link) = match env::var_os("XIAPL_LIB_DIR") {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            let link = find_library(&dir, major).unwrap_or_else(|| {
                let found = library_files(&dir);
                panic!(
                    "XIAPL_LIB_DIR is set to {}, which holds no libxiapl for ABI {major} (libxiapl.so, \
                     libxiapl.so.{major}, libxiapl.dylib, libxiapl.{major}.dylib or xiapl.lib){}; point it at \
                     the folder of a built libxiapl (meson install's libdir, or the folder of python -c \
                     \"import xiapl; print(xiapl.get_library_path())\") or unset it to use pkg-config",
                    dir.display(),
                    if found.is_empty() { String::new() } else { format!(" but {}", found.join(", ")) }
                )
            });
            let include = env::var_os("XIAPL_INCLUDE_DIR").map(PathBuf::from);
            (dir, include, link)
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
            let libdir = PathBuf::from(libdir);
            // A libdir without a file of ours may still be on the linker's default path.
            let link = find_library(&libdir, major).unwrap_or(Link::ByName);
            (libdir, include, link)
        }
    };

    println!("cargo:rustc-link-search=native={}", lib_dir.display());
    match &link {
        Link::ByName => println!("cargo:rustc-link-lib=dylib=xiapl"),
        Link::File(name) => {
            println!("cargo:rustc-link-lib=dylib:+verbatim={name}");
            // The program will ask the loader for the soname, not for this file.
            if name.starts_with(&format!("libxiapl.so.{major}.")) {
                println!(
                    "cargo:warning=linking {name} from {}; at run time the loader looks for libxiapl.so.{major}: \
                     create that link next to it (ln -s {name} libxiapl.so.{major}) or run ldconfig on the folder",
                    lib_dir.display()
                );
            }
        }
    }
    // Metadata for dependents (links = "xiapl"): DEP_XIAPL_LIB_DIR, DEP_XIAPL_INCLUDE.
    println!("cargo:lib_dir={}", lib_dir.display());
    if let Some(include) = &include_dir {
        println!("cargo:include={}", include.display());
    }

    let os = env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if env::var_os("XIAPL_NO_RPATH").is_none() && os != "windows" {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", lib_dir.display());
    }
}
