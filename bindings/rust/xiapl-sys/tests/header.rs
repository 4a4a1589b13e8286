//! The hand-written declarations in src/lib.rs against xiapl.h: the same
//! functions (no more, no fewer), the same arity, the same parameter and
//! result types, and the same values for the constants both define. Also
//! calls the library once to check that the ABI it was built with matches.
//!
//! The header is `$XIAPL_INCLUDE_DIR/xiapl/xiapl.h` (as seen by the build
//! script, or by pkg-config), else the repository's capi/include.

use std::collections::BTreeMap;
use std::path::PathBuf;

const SOURCE: &str = include_str!("../src/lib.rs");

fn header_path() -> PathBuf {
    let include = option_env!("XIAPL_SYS_INCLUDE_DIR")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("XIAPL_INCLUDE_DIR").map(PathBuf::from))
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../capi/include"));
    include.join("xiapl").join("xiapl.h")
}

fn header() -> String {
    let path = header_path();
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {} (set XIAPL_INCLUDE_DIR): {e}", path.display()))
}

fn strip_c_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        match rest[start + 2..].find("*/") {
            Some(end) => rest = &rest[start + 2 + end + 2..],
            None => {
                rest = "";
                break;
            }
        }
        out.push(' ');
    }
    out.push_str(rest);
    out.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// "const char *" -> "*const c_char", "xiapl_deck **" -> "*mut *mut xiapl_deck".
fn c_type_to_rust(c_type: &str) -> String {
    let stars = c_type.matches('*').count();
    let words: Vec<&str> = c_type.split(|c: char| c.is_whitespace() || c == '*').filter(|w| !w.is_empty()).collect();
    let is_const = words.contains(&"const");
    let base = words.iter().copied().find(|w| *w != "const").unwrap_or("void");
    let base = match base {
        "int32_t" => "i32",
        "int64_t" => "i64",
        "uint32_t" => "u32",
        "uint64_t" => "u64",
        "uint16_t" => "u16",
        "double" => "f64",
        "char" => "c_char",
        "void" => "()",
        other => other,
    };
    if stars == 0 {
        return base.to_string();
    }
    let mut out = "*mut ".repeat(stars - 1);
    out.push_str(if is_const { "*const " } else { "*mut " });
    out.push_str(base);
    out
}

/// A C parameter "const int32_t *ids" -> its type "const int32_t *".
fn c_parameter_type(parameter: &str) -> String {
    let parameter = parameter.trim();
    let name_start = parameter.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
    parameter[..name_start].trim().to_string()
}

type Signature = (Vec<String>, String);

fn header_functions(text: &str) -> BTreeMap<String, Signature> {
    let text = strip_c_comments(text);
    let mut functions = BTreeMap::new();
    for chunk in text.split("XIAPL_API").skip(1) {
        let Some(declaration) = chunk.split(';').next() else { continue };
        let Some(open) = declaration.find('(') else { continue };
        let close = declaration.rfind(')').expect("a declaration has a closing parenthesis");
        let before = declaration[..open].trim();
        let name_start = before.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
        let name = before[name_start..].to_string();
        if !name.starts_with("xiapl_") {
            continue; // the #define of XIAPL_API itself
        }
        let result = c_type_to_rust(&before[..name_start]);
        let inside = declaration[open + 1..close].split_whitespace().collect::<Vec<_>>().join(" ");
        let parameters = if inside.is_empty() || inside == "void" {
            Vec::new()
        } else {
            inside.split(',').map(|p| c_type_to_rust(&c_parameter_type(p))).collect()
        };
        functions.insert(name, (parameters, result));
    }
    functions
}

fn rust_functions(text: &str) -> BTreeMap<String, Signature> {
    let mut functions = BTreeMap::new();
    for chunk in text.split("pub fn ").skip(1) {
        let declaration = chunk.split(';').next().unwrap();
        let open = declaration.find('(').unwrap();
        let close = declaration.rfind(')').unwrap();
        let name = declaration[..open].trim().to_string();
        let inside = declaration[open + 1..close].split_whitespace().collect::<Vec<_>>().join(" ");
        let parameters = inside
            .split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| p.split_once(':').expect("a parameter is name: type").1.trim().to_string())
            .collect();
        let result = declaration[close + 1..].trim().strip_prefix("->").map_or("()", str::trim).to_string();
        functions.insert(name, (parameters, result));
    }
    functions
}

#[test]
fn declarations_match_the_header() {
    let header = header_functions(&header());
    let rust = rust_functions(SOURCE);
    assert!(header.len() >= 30, "only {} functions found in {}", header.len(), header_path().display());
    let mut problems = Vec::new();
    for name in header.keys().filter(|n| !rust.contains_key(*n)) {
        problems.push(format!("src/lib.rs does not declare {name}"));
    }
    for name in rust.keys().filter(|n| !header.contains_key(*n)) {
        problems.push(format!("src/lib.rs declares {name}, which xiapl.h does not"));
    }
    for (name, (c_params, c_result)) in &header {
        let Some((r_params, r_result)) = rust.get(name) else { continue };
        if c_params.len() != r_params.len() {
            problems.push(format!(
                "{name}: {} parameter(s) in src/lib.rs, {} in xiapl.h",
                r_params.len(),
                c_params.len()
            ));
        } else {
            for (i, (c, r)) in c_params.iter().zip(r_params).enumerate() {
                if c != r {
                    problems.push(format!("{name}: parameter {i} is {r} in src/lib.rs, {c} in xiapl.h"));
                }
            }
        }
        if c_result != r_result {
            problems.push(format!("{name}: returns {r_result} in src/lib.rs, {c_result} in xiapl.h"));
        }
    }
    assert!(problems.is_empty(), "xiapl-sys and xiapl.h differ:\n  {}", problems.join("\n  "));
}

#[test]
fn constants_match_the_header() {
    let text = header();
    let mut defines = BTreeMap::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() >= 3 && words[0] == "#define" && words[1].starts_with("XIAPL_") {
            let value = words[2].trim_matches(|c| c == '(' || c == ')');
            if let Ok(v) = value.parse::<i64>() {
                defines.insert(words[1].to_string(), v);
            }
        }
    }
    let mut checked = 0;
    for line in SOURCE.lines() {
        let Some(rest) = line.trim().strip_prefix("pub const ") else { continue };
        let (name, value) = rest.split_once(':').unwrap();
        let value: i64 = value.split('=').nth(1).unwrap().trim().trim_end_matches(';').parse().unwrap();
        let expected = defines.get(name).unwrap_or_else(|| panic!("{name} is not #defined in xiapl.h"));
        assert_eq!(*expected, value, "{name}");
        checked += 1;
    }
    assert!(checked >= 25, "only {checked} constants checked");
}

#[test]
fn the_parsers_see_what_they_should() {
    assert_eq!(c_type_to_rust("const char *"), "*const c_char");
    assert_eq!(c_type_to_rust("xiapl_deck **"), "*mut *mut xiapl_deck");
    assert_eq!(c_type_to_rust("const xiapl_deck *"), "*const xiapl_deck");
    assert_eq!(c_type_to_rust("int32_t"), "i32");
    assert_eq!(c_parameter_type(" const uint64_t *masks"), "const uint64_t *");
    let f = header_functions("XIAPL_API int32_t xiapl_f(const int32_t *a, uint64_t n /* c, d */);");
    assert_eq!(f["xiapl_f"], (vec!["*const i32".to_string(), "u64".to_string()], "i32".to_string()));
}

#[test]
fn the_linked_library_has_this_abi() {
    // SAFETY: xiapl_abi_version takes nothing and never fails.
    let abi = unsafe { xiapl_sys::xiapl_abi_version() };
    assert_eq!(abi, xiapl_sys::XIAPL_ABI_VERSION);
}
