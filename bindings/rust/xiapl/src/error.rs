//! Errors: every failing call gives an [`Error`] with the C status and the
//! library's message (what was wrong and how to write it right).

use std::ffi::CStr;
use std::fmt;

use xiapl_sys as sys;

/// The class of a failure: the status code of the C ABI. It alone is enough to act on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Status {
    /// A value out of range, a duplicate card, a wrong count (`XIAPL_ERR_INVALID_ARGUMENT`).
    InvalidArgument,
    /// Text that does not follow the grammar (`XIAPL_ERR_PARSE`).
    Parse,
    /// An output buffer was too small (`XIAPL_ERR_BUFFER_TOO_SMALL`).
    BufferTooSmall,
    /// A request beyond what the library allows (`XIAPL_ERR_LIMIT_EXCEEDED`).
    LimitExceeded,
    /// `XIAPL_ERR_OUT_OF_MEMORY`.
    OutOfMemory,
    /// A long call was asked to stop (`XIAPL_ERR_CANCELLED`).
    Cancelled,
    /// A bug in the library: please report it (`XIAPL_ERR_INTERNAL`).
    Internal,
    /// Well-formed input the library does not handle, such as a PHH variant
    /// code the specification does not define (`XIAPL_ERR_UNSUPPORTED`).
    Unsupported,
    /// A code this crate does not know (from a newer library).
    Unknown(i32),
}

impl Status {
    /// The status of a C code (`code` must not be `XIAPL_OK`).
    pub fn from_code(code: i32) -> Status {
        match code {
            sys::XIAPL_ERR_INVALID_ARGUMENT => Status::InvalidArgument,
            sys::XIAPL_ERR_PARSE => Status::Parse,
            sys::XIAPL_ERR_BUFFER_TOO_SMALL => Status::BufferTooSmall,
            sys::XIAPL_ERR_LIMIT_EXCEEDED => Status::LimitExceeded,
            sys::XIAPL_ERR_OUT_OF_MEMORY => Status::OutOfMemory,
            sys::XIAPL_ERR_CANCELLED => Status::Cancelled,
            sys::XIAPL_ERR_INTERNAL => Status::Internal,
            sys::XIAPL_ERR_UNSUPPORTED => Status::Unsupported,
            other => Status::Unknown(other),
        }
    }

    /// The C code, e.g. -2 for [`Status::Parse`].
    pub fn code(self) -> i32 {
        match self {
            Status::InvalidArgument => sys::XIAPL_ERR_INVALID_ARGUMENT,
            Status::Parse => sys::XIAPL_ERR_PARSE,
            Status::BufferTooSmall => sys::XIAPL_ERR_BUFFER_TOO_SMALL,
            Status::LimitExceeded => sys::XIAPL_ERR_LIMIT_EXCEEDED,
            Status::OutOfMemory => sys::XIAPL_ERR_OUT_OF_MEMORY,
            Status::Cancelled => sys::XIAPL_ERR_CANCELLED,
            Status::Internal => sys::XIAPL_ERR_INTERNAL,
            Status::Unsupported => sys::XIAPL_ERR_UNSUPPORTED,
            Status::Unknown(code) => code,
        }
    }

    /// The C name, e.g. `"XIAPL_ERR_PARSE"` (from `xiapl_status_name`).
    pub fn name(self) -> &'static str {
        // SAFETY: xiapl_status_name never fails and returns static NUL-terminated ASCII.
        unsafe { CStr::from_ptr(sys::xiapl_status_name(self.code())) }.to_str().unwrap_or("XIAPL_ERR_UNKNOWN")
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A failed call: its [`Status`] and the library's message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    status: Status,
    message: String,
    step: Option<usize>,
}

impl Error {
    /// An error with a status and a message (used by the binding's own checks too).
    pub fn new(status: Status, message: impl Into<String>) -> Error {
        Error { status, message: message.into(), step: None }
    }

    pub fn status(&self) -> Status {
        self.status
    }

    pub fn message(&self) -> &str {
        &self.message
    }

    /// The index of the refused step of [`TableState::apply_many`](crate::TableState::apply_many), if that is
    /// what failed.
    pub fn step(&self) -> Option<usize> {
        self.step
    }

    pub(crate) fn at_step(mut self, step: usize) -> Error {
        self.step = Some(step);
        self
    }

    pub(crate) fn invalid(message: impl Into<String>) -> Error {
        Error::new(Status::InvalidArgument, message)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.status)
    }
}

impl std::error::Error for Error {}

/// `Result` with this crate's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

/// Turns a status into a Result, reading the calling thread's message at once.
pub(crate) fn check(status: i32) -> Result<()> {
    if status == sys::XIAPL_OK {
        return Ok(());
    }
    // SAFETY: never NULL; valid until the next failing call on this thread.
    let message = unsafe { CStr::from_ptr(sys::xiapl_last_error_message()) }.to_string_lossy().into_owned();
    let status = Status::from_code(status);
    let message = if message.is_empty() { status.name().to_string() } else { message };
    Err(Error { status, message, step: None })
}
