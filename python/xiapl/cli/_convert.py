"""``xiapl convert``: poker sites' hand-history files as PHH, each hand proved by replay
(xiapl.sites, docs/sites.md), with a progress bar and a summary per site."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ._cluster import show_progress
from ._output import files_argument, json_option, load_tqdm
from ._replay import FileProblem, expand_paths

__all__ = ["add_arguments", "cmd_convert"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl convert`` (registered by xiapl.cli)."""
    files_argument(parser, "site hand-history files, folders (every file beneath them)", "hh/**/*.txt")
    parser.add_argument(
        "--to",
        choices=("phh", "pokerstars"),
        default="phh",
        help="the format written: phh (a .phhs file per input, the default) or pokerstars (PokerStars text, "
        "a .txt file per input; hands of games PokerStars text does not carry are left out and told)",
    )
    parser.add_argument(
        "--out",
        metavar="DIR",
        help="write one file per input file into DIR (made if missing), named after it; without --out the "
        "hands go to stdout",
    )
    parser.add_argument("--site", help="read only this site's format (default: detect each hand's)")
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="show a progress bar on stderr (default: when stderr is a terminal)",
    )
    json_option(parser, "the summary")


def _files(patterns: list[str]) -> list[Path]:
    paths: list[Path] = []
    for pattern in patterns:
        path = Path(pattern)
        if path.is_dir():
            found = sorted(p for p in path.rglob("*") if p.is_file())
            if not found:
                raise FileProblem(f"{pattern}: the folder holds no file")
            paths += found
        else:
            paths += expand_paths([pattern])
    return paths


def _target(out: Path, path: Path, used: set[Path], suffix: str) -> Path:
    """DIR/<name><suffix>, numbered when two inputs share a name."""
    target = out / (path.stem + suffix)
    n = 2
    while target in used:
        target = out / f"{path.stem}-{n}{suffix}"
        n += 1
    used.add(target)
    return target


def cmd_convert(args: argparse.Namespace) -> int:
    from ..errors import XiaplError
    from ..phh import format_phh_all
    from ..sites import SiteFailure, SiteReport, read, to_pokerstars

    try:
        paths = _files(args.files)
    except FileProblem as exc:
        print(f"xiapl convert: {exc}", file=sys.stderr)
        return 2
    out = Path(args.out) if args.out else None
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    total = SiteReport(0, 0)
    unreadable: list[str] = []
    written: list[str] = []
    used: set[Path] = set()
    tqdm = load_tqdm("convert") if show_progress(args) else None
    bar: Any = paths if tqdm is None else tqdm(paths, desc="convert", unit="file", file=sys.stderr)
    for path in bar:
        try:
            hands, report = read(path, site=args.site)
        except OSError as exc:
            unreadable.append(f"{path}: cannot read the file: {exc.strerror or exc}")
            continue
        total = total + report
        if not hands:
            continue
        if args.to == "pokerstars":
            texts = []
            for hand in hands:
                try:
                    texts.append(to_pokerstars(hand))
                except XiaplError as exc:
                    site = str(hand.extra.get("_site", ""))
                    number = str(hand.extra.get("hand", ""))
                    failure = SiteFailure(str(path), site, number, 1, f"not written as PokerStars text: {exc}")
                    total = total + SiteReport(0, 0, (failure,))
            text = "\n\n".join(texts)
        else:
            text = format_phh_all(hands)
        if not text:
            continue
        if out is None:
            sys.stdout.write(text if text.endswith("\n") else text + "\n")
        else:
            target = _target(out, path, used, ".txt" if args.to == "pokerstars" else ".phhs")
            target.write_text(text, encoding="utf-8")
            written.append(str(target))
    if tqdm is not None:
        bar.close()
    for problem in unreadable:
        print(f"xiapl convert: {problem}", file=sys.stderr)
    for failure in total.failures:
        print(f"xiapl convert: {failure}", file=sys.stderr)
    summary = {
        "files": len(paths),
        "hands": total.hands,
        "converted": total.kept,
        "sites": [
            {"site": site, "hands": found, "converted": kept} for site, (found, kept) in sorted(total.by_site.items())
        ],
        "failures": [
            {"file": f.source, "line": f.line, "hand": f.hand, "site": f.site, "reason": f.reason}
            for f in total.failures
        ],
        "unreadable": unreadable,
        "written": written,
    }
    if args.json:
        print(json.dumps(summary, indent=2, ensure_ascii=False), file=sys.stdout if out is not None else sys.stderr)
    else:
        lines = [f"{total.kept:,} of {total.hands:,} hands converted from {len(paths):,} files"]
        for site, (found, kept) in sorted(total.by_site.items()):
            lines.append(f"  {site:14s} {kept:6,} of {found:6,}")
        if total.failures or unreadable:
            lines.append(f"left out (see above): {len(total.failures) + len(unreadable):,}")
        print("\n".join(lines), file=sys.stderr)
    return 1 if total.failures or unreadable else 0
