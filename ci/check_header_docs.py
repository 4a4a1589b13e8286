#!/usr/bin/env python3
"""Guard: every function of xiapl.h is documented by the one comment template.

Usage: check_header_docs.py [PATH/TO/xiapl.h.in]   (default: capi/include/xiapl/xiapl.h.in)

The comment right above each XIAPL_API declaration (or above a group of
declarations that share it) must read

    /*! xiapl_name() :                      (a group: "/*! a(), b(), c() :")
     *  What it does.
     *  @param <name>  one line per parameter, in declaration order
     *  @return ...                        (a void function: "Returns nothing.")
     *  Threads: ...
     */

Fails, with one line per problem, when the heading does not name exactly the
functions declared under it, when a parameter has no @param or an @param
names no parameter, and when @return (or, for a void function, "Returns
nothing.", since clang -Wdocumentation refuses @return there) or Threads: is
missing.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import header
from header import comment_blocks, header_text, parse

_HEADING = re.compile(r"/\*!\s*(.*?)\s*:\s*$")


def problems_of(comment: str, names: list[str], functions: dict[str, header.Function]) -> list[str]:
    problems = []
    first = comment.splitlines()[0]
    expected = "/*! " + ", ".join(f"{name}()" for name in names) + " :"
    heading = _HEADING.match(first)
    if heading is None:
        problems.append(f"{names[0]}: the comment starts {first.strip()!r}, not {expected!r}")
    elif first.rstrip() != expected:
        problems.append(f"{names[0]}: the heading is {first.strip()!r}; the declarations below it make it {expected!r}")
    body = [re.sub(r"^\s*\*?\s?", "", line) for line in comment.splitlines()[1:]]
    documented = re.findall(r"^\s*@param\s+(\w+)", "\n".join(body), re.M)
    for name in names:
        params = [p.name for p in functions[name].params]
        missing = [p for p in params if p not in documented]
        unknown = [p for p in documented if p not in params]
        repeated = sorted({p for p in documented if documented.count(p) > 1})
        problems += [f"{name}: no @param for {p}" for p in missing]
        problems += [
            f"{name}: @param {p} is not a parameter (they are: {', '.join(params) or 'none'})" for p in unknown
        ]
        problems += [f"{name}: @param {p} is given {documented.count(p)} times" for p in repeated]
        if not (missing or unknown or repeated) and documented != params:
            problems.append(f"{name}: the @param lines are not in declaration order ({', '.join(params)})")
    has_return = any(re.match(r"\s*@return\b", line) for line in body)
    if all(functions[name].result == "void" for name in names):
        # clang's -Wdocumentation refuses @return on a void function.
        if has_return:
            problems.append(f'{names[0]}: @return on a void function; write "Returns nothing." instead')
        elif not any(re.match(r"\s*Returns nothing\b", line) for line in body):
            problems.append(f'{names[0]}: no "Returns nothing." line (a void function has no @return)')
    elif not has_return:
        problems.append(f"{names[0]}: no @return line")
    if not any(re.match(r"\s*Threads:", line) for line in body):
        problems.append(f"{names[0]}: no Threads: line")
    return problems


def main() -> int:
    if len(sys.argv) > 2:
        print(__doc__, file=sys.stderr)
        return 2
    if len(sys.argv) == 2:
        header.HEADER_IN = Path(sys.argv[1])
    text = header_text()
    functions = parse(text).functions
    problems = []
    covered: list[str] = []
    blocks = comment_blocks(text)
    for comment, names in blocks:
        covered += names
        problems += problems_of(comment, names, functions)
    for name in functions:
        if name not in covered:
            problems.append(f"{name}: no comment right above its declaration")
    for match in re.finditer(r"/\*!.*?\*/", text, re.S):
        if not any(match.group(0) == comment for comment, _names in blocks):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(f"line {line}: a /*! comment with no XIAPL_API declaration right below it")
    for problem in problems:
        print(f"check_header_docs: {problem}", file=sys.stderr)
    if problems:
        return 1
    params = sum(len(f.params) for f in functions.values())
    print(
        f"check_header_docs: OK, {len(functions)} functions in {len(blocks)} comment blocks, "
        f"{params} parameters documented"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
