'use strict';

// The boundary with libxiapl: find the library, load it with koffi, declare
// the C ABI from lib/abi.js (generated from xiapl.h by ci/bindgen.py: opaque
// handles, structs, the callback type, one prototype per function), check the
// ABI version, and turn status codes into errors. Every other module calls the
// library through `lib` (or `raw`) from here.

const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const koffi = require('koffi');
const abi = require('./abi');
const { InvalidArgumentError, LibraryLoadError, errorClassFor } = require('./errors');

const { ABI_MAJOR, ABI_MINOR, CONSTANTS } = abi;

/** The XIAPL_ABI_VERSION this package is written for: major * 1000 + minor. */
const ABI_VERSION = ABI_MAJOR * 1000 + ABI_MINOR;

// Once each: the header may forward-declare a handle before the section that
// declares it (xiapl_range, ahead of xiapl_range_hits), and the list then names
// it twice; koffi refuses a second type of the same name.
for (const name of new Set(abi.OPAQUE)) koffi.opaque(name);

// A callback typedef of xiapl.h is a pointer to a function: koffi.proto
// declares the function type, and a struct field of the typedef holds a pointer to it.
const CALLBACK_TYPES = Object.freeze(Object.fromEntries(
  Object.entries(abi.CALLBACKS).map(([name, prototype]) => [name, koffi.proto(prototype)])));

function fieldType(type, length) {
  const base = type in CALLBACK_TYPES ? koffi.pointer(CALLBACK_TYPES[type]) : type;
  return length ? koffi.array(base, length) : base;
}

const STRUCT_TYPES = Object.freeze(Object.fromEntries(Object.entries(abi.STRUCTS).map(([name, fields]) => [
  name, koffi.struct(name, Object.fromEntries(fields.map(([field, type, length]) => [field, fieldType(type, length)]))),
])));

/** The pointer type of xiapl_progress_fn, for koffi.register. */
const PROGRESS_FN = koffi.pointer(CALLBACK_TYPES.xiapl_progress_fn);
/** The pointer type of xiapl_solver_progress_fn, for koffi.register. */
const SOLVER_PROGRESS_FN = koffi.pointer(CALLBACK_TYPES.xiapl_solver_progress_fn);

function functionName(prototype) {
  return /(xiapl_\w+)\s*\(/.exec(prototype)[1];
}

// koffi writes a pointer the callee stored back into the JS array ([null])
// only for a parameter marked _Out_: the handle outputs (T **out_x) of xiapl.h.
// An array of many handles (xiapl_phh_replay_states, xiapl_phh_replay_texts)
// goes as a BigUint64Array instead, each handle read back with koffi.decode
// (lib/phh.js): koffi 3.3.4 does not copy a long JS array back reliably for an
// _Out_ T ** parameter (2,000 handles came back partly null; 20,000 crashed).
function koffiPrototype(prototype) {
  return prototype.replace(/([(,]\s*)(\w+\s*\*\*\s*out_\w+)/g, '$1_Out_ $2');
}

/** name -> { prototype (as given to koffi), returnsStatus }, in header order. */
const FUNCTIONS = Object.freeze(Object.fromEntries(abi.FUNCTIONS.map(([prototype, returnsStatus]) => [
  functionName(prototype), Object.freeze({ prototype: koffiPrototype(prototype), returnsStatus }),
])));

function libraryFileNames(platform = process.platform) {
  if (platform === 'win32') return [`xiapl-${ABI_MAJOR}.dll`, `libxiapl-${ABI_MAJOR}.dll`, 'xiapl.dll', 'libxiapl.dll'];
  if (platform === 'darwin') return [`libxiapl.${ABI_MAJOR}.dylib`, 'libxiapl.dylib'];
  return [`libxiapl.so.${ABI_MAJOR}`, 'libxiapl.so'];
}

function inFolder(dir) {
  for (const name of libraryFileNames()) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

function quiet(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20000 }).trim();
  } catch {
    return '';
  }
}

/**
 * Where libxiapl is: $XIAPL_LIBRARY (a file), then $XIAPL_LIB_DIR (a folder),
 * then pkg-config's libdir for xiapl.pc, then the copy inside an installed
 * Python wheel (xiapl.get_library_path()).
 */
function findLibrary(env = process.env) {
  const tried = [];
  if (env.XIAPL_LIBRARY) {
    if (fs.existsSync(env.XIAPL_LIBRARY)) return env.XIAPL_LIBRARY;
    throw new LibraryLoadError(`XIAPL_LIBRARY is set to ${JSON.stringify(env.XIAPL_LIBRARY)}, which does not exist; ` +
      'point it at a built libxiapl or unset it');
  }
  if (env.XIAPL_LIB_DIR) {
    const file = inFolder(env.XIAPL_LIB_DIR);
    if (file) return file;
    throw new LibraryLoadError(`XIAPL_LIB_DIR is set to ${JSON.stringify(env.XIAPL_LIB_DIR)}, which holds no ` +
      `${libraryFileNames().join(' or ')}; point it at the folder of a built libxiapl or unset it`);
  }
  const libdir = quiet(env.PKG_CONFIG || 'pkg-config', ['--variable=libdir', 'xiapl']);
  if (libdir) {
    const file = inFolder(libdir);
    if (file) return file;
    tried.push(`pkg-config's libdir ${libdir}`);
  } else {
    tried.push('pkg-config (no xiapl.pc on PKG_CONFIG_PATH)');
  }
  for (const python of ['python3', 'python']) {
    const file = quiet(python, ['-c', 'import xiapl; print(xiapl.get_library_path())']);
    if (file && fs.existsSync(file)) return file;
  }
  tried.push('a Python wheel (python3 -c "import xiapl" failed)');
  throw new LibraryLoadError(`libxiapl was not found: tried ${tried.join(', ')}. Set XIAPL_LIB_DIR to the folder ` +
    'holding libxiapl, add the folder of xiapl.pc to PKG_CONFIG_PATH, or `pip install xiapl`');
}

/**
 * Throws LibraryLoadError unless a library reporting xiapl_abi_version()
 * `found` (major * 1000 + minor) serves a package written for ABI
 * major.minor: the same major, and at least the minor (a higher minor only adds).
 */
function abiCheck(found, libraryPath, major = ABI_MAJOR, minor = ABI_MINOR) {
  const foundMajor = Math.floor(found / 1000);
  const foundMinor = found % 1000;
  if (foundMajor === major && foundMinor >= minor) return;
  const fix = foundMajor === major
    ? `install libxiapl ${major}.${minor} or newer with ABI major ${major}`
    : `install a libxiapl with ABI major ${major} (libxiapl.so.${major}), or a xiapl package written for ABI ` +
      `major ${foundMajor}`;
  throw new LibraryLoadError(`${libraryPath} has C ABI ${foundMajor}.${foundMinor} (xiapl_abi_version() = ${found}), ` +
    `but this xiapl package needs ABI ${major}.${minor} (major ${major}, minor ${minor} or higher); ${fix}, ` +
    'and point XIAPL_LIB_DIR at it');
}

/**
 * Throws LibraryLoadError unless the library's unstable tier (the table
 * engine, xiapl_unstable_version()) is the one this package is written for:
 * that tier may change with any ABI minor version.
 */
function unstableCheck(found, libraryPath, expected = CONSTANTS.XIAPL_UNSTABLE_VERSION) {
  if (found === expected) return;
  throw new LibraryLoadError(`${libraryPath} has unstable tier (table engine) version ${found}, but this xiapl ` +
    `package is written for version ${expected}; install the libxiapl of this package's release and point ` +
    'XIAPL_LIB_DIR at it');
}

function load() {
  const libraryPath = findLibrary();
  let handle;
  try {
    handle = koffi.load(libraryPath);
  } catch (error) {
    throw new LibraryLoadError(`cannot load ${libraryPath}: ${error.message}`);
  }
  const declare = (name) => {
    try {
      return handle.func(FUNCTIONS[name].prototype);
    } catch (error) {
      throw new LibraryLoadError(`${libraryPath} does not provide ${name} (${error.message}): it is older than ` +
        'this xiapl package; install matching versions');
    }
  };
  // The version first: an older library then fails with the ABI message, not a missing symbol.
  abiCheck(declare('xiapl_abi_version')(), libraryPath);
  const functions = {};
  for (const name of Object.keys(FUNCTIONS)) functions[name] = declare(name);
  unstableCheck(functions.xiapl_unstable_version(), libraryPath);
  return { functions, libraryPath };
}

const { functions: raw, libraryPath } = load();

/** The error for a failed call; reads the calling thread's message at once. */
function errorFor(status) {
  const message = raw.xiapl_last_error_message();
  const name = raw.xiapl_status_name(status);
  const ErrorClass = errorClassFor(status);
  return new ErrorClass(message || name, status, name);
}

/** Throws for a failing status (call it right after the C call). */
function check(status) {
  if (status !== CONSTANTS.XIAPL_OK) throw errorFor(status);
}

/**
 * The library's functions; those the header marks as returning a status throw
 * the XiaplError of a failing one (and return XIAPL_OK otherwise). `raw` holds
 * the same functions returning the status, for callers that act on a code.
 */
const lib = Object.freeze(Object.fromEntries(Object.entries(raw).map(([name, fn]) => [name,
  FUNCTIONS[name].returnsStatus ? (...args) => {
    const status = fn(...args);
    check(status);
    return status;
  } : fn,
])));

/** An error found by the binding before the library was called. */
function invalid(message) {
  return new InvalidArgumentError(message, CONSTANTS.XIAPL_ERR_INVALID_ARGUMENT, 'XIAPL_ERR_INVALID_ARGUMENT');
}

/**
 * One enumeration of the header, e.g. constants('XIAPL_GAME_'): a frozen
 * object of its members by name without the prefix, in declaration order.
 */
function constants(prefix) {
  const members = abi.ENUMS[prefix];
  if (members === undefined) throw new Error(`lib/abi.js has no enumeration ${prefix}`);
  return members;
}

/**
 * A struct of the header as koffi lays it out: `size` and the byte offset of
 * each of its fields by C name (`fields.std_error`), every field abi.js lists.
 */
function layout(name) {
  const fields = Object.fromEntries(abi.STRUCTS[name].map(([field]) => [field, koffi.offsetof(name, field)]));
  return Object.freeze({ size: koffi.sizeof(name), fields: Object.freeze(fields) });
}

// How many C handles each finalizer has freed, by kind (read by the tests).
const finalized = {};

/**
 * A FinalizationRegistry freeing the C handle of a dropped object with
 * `destroy` (a handle's destroy function, never throwing).
 */
function finalizer(kind, destroy) {
  finalized[kind] = 0;
  return new FinalizationRegistry((handle) => {
    destroy(handle);
    finalized[kind] += 1;
  });
}

module.exports = {
  ABI_MAJOR,
  ABI_MINOR,
  ABI_VERSION,
  CONSTANTS,
  FUNCTIONS,
  STRUCT_TYPES,
  PROGRESS_FN,
  SOLVER_PROGRESS_FN,
  layout,
  lib,
  raw,
  libraryPath,
  check,
  invalid,
  constants,
  finalizer,
  finalized,
  findLibrary,
  libraryFileNames,
  abiCheck,
  unstableCheck,
  koffi,
};
