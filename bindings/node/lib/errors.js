'use strict';

// Errors thrown by the binding. Every failing libxiapl call becomes a
// XiaplError subclass chosen by its status code; `status` is the C code and
// `statusName` its name ("XIAPL_ERR_PARSE"), so the code alone is enough to act on.

const { CONSTANTS } = require('./abi');

class XiaplError extends Error {
  constructor(message, status = CONSTANTS.XIAPL_ERR_INTERNAL, statusName = 'XIAPL_ERR_INTERNAL') {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.statusName = statusName;
  }
}

/** A value out of range, a duplicate card, a wrong count. */
class InvalidArgumentError extends XiaplError {}

/** Text that does not follow the grammar (cards, ranges, PHH). */
class ParseError extends InvalidArgumentError {}

/** A table action or deal the rules forbid; the message names the rule. The state is unchanged. */
class IllegalActionError extends InvalidArgumentError {}

/** A step of TableState.applyMany the rules forbid; `index` is its position in the steps. */
class IllegalStepError extends IllegalActionError {
  constructor(message, status, statusName, index = 0) {
    super(message, status, statusName);
    this.index = index;
  }
}

/** An output buffer was too small (never seen through this package's API). */
class BufferTooSmallError extends XiaplError {}

/** A request beyond what the library allows. */
class LimitExceededError extends XiaplError {}

class OutOfMemoryError extends XiaplError {}

/** A long call was asked to stop. */
class CancelledError extends XiaplError {}

/** A failure inside libxiapl that is not the caller's fault: please report it. */
class InternalError extends XiaplError {}

/**
 * Well-formed input the library does not play: a PHH variant other than NT and
 * PO, outs in a hi/lo or board-less game, a hit table of a hi/lo range.
 */
class UnsupportedError extends XiaplError {}

/** libxiapl could not be found or loaded, or its ABI does not match this package. */
class LibraryLoadError extends Error {
  constructor(message) {
    super(message);
    this.name = 'LibraryLoadError';
  }
}

const BY_STATUS = new Map([
  [CONSTANTS.XIAPL_ERR_INVALID_ARGUMENT, InvalidArgumentError],
  [CONSTANTS.XIAPL_ERR_PARSE, ParseError],
  [CONSTANTS.XIAPL_ERR_BUFFER_TOO_SMALL, BufferTooSmallError],
  [CONSTANTS.XIAPL_ERR_LIMIT_EXCEEDED, LimitExceededError],
  [CONSTANTS.XIAPL_ERR_OUT_OF_MEMORY, OutOfMemoryError],
  [CONSTANTS.XIAPL_ERR_CANCELLED, CancelledError],
  [CONSTANTS.XIAPL_ERR_INTERNAL, InternalError],
  [CONSTANTS.XIAPL_ERR_UNSUPPORTED, UnsupportedError],
]);

function errorClassFor(status) {
  return BY_STATUS.get(status) || XiaplError;
}

module.exports = {
  XiaplError,
  InvalidArgumentError,
  ParseError,
  IllegalActionError,
  IllegalStepError,
  BufferTooSmallError,
  LimitExceededError,
  OutOfMemoryError,
  CancelledError,
  InternalError,
  UnsupportedError,
  LibraryLoadError,
  errorClassFor,
};
