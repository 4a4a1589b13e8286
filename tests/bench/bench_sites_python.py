"""Site hand histories: import + replay per hand, xiapl beside pokerkit's parsers.

For each site pokerkit reads (PokerStars, Full Tilt, iPoker, PartyPoker; pass --site to pick one,
and DIR for another folder of that site's files), reads every file of its sample folder under
tests/fixtures/sites into memory, then times, alternating, R repeats of one pass over the texts:
  - xiapl: ``sites.read(bytes)`` (the core parses each hand, builds the PHH hand and replays it
    to the site's collections);
  - pokerkit: its parser for the site (``PokerStarsParser``, ``FullTiltPokerParser``,
    ``IPokerNetworkParser``, ``PartyPokerParser``) on each text, and a replay of each hand history it yields
    (``list(hh.state_actions)`` is not enough; iterating ``hh`` plays every action).
Prints hands kept per second (best and median of R) and the share of the files' hands each
reads. Run against an installed package:
    python tests/bench/bench_sites_python.py [--site NAME [DIR]] [--repeats R]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import statistics
import time
import warnings
from pathlib import Path

from xiapl import sites


def _xiapl_pass(texts: list[bytes]) -> int:
    return sum(len(sites.read(t).hands) for t in texts)


PARSERS = {
    "PokerStars": "PokerStarsParser",
    "FullTilt": "FullTiltPokerParser",
    "IPoker": "IPokerNetworkParser",
    "PartyPoker": "PartyPokerParser",
}


def _pokerkit_pass(texts: list[str], site: str) -> int:
    import pokerkit

    parser = getattr(pokerkit, PARSERS[site])()
    kept = 0
    # pokerkit warns and prints a traceback for each hand it cannot read: kept out of the output
    # (written to memory, which the timing includes).
    with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
        warnings.simplefilter("ignore")
        kept = _pokerkit_read(parser, texts)
    return kept


def _pokerkit_read(parser: object, texts: list[str]) -> int:
    kept = 0
    for text in texts:
        try:
            for hh in parser(text, error_status=False):  # type: ignore[operator]
                try:
                    for _ in hh:
                        pass
                    kept += 1
                except Exception:  # a hand pokerkit cannot replay
                    pass
        except Exception:  # a file pokerkit cannot parse
            pass
    return kept


def run(folder: Path, site: str, repeats: int) -> None:
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    raw = [p.read_bytes() for p in files]
    texts = [b.decode("utf-8-sig", "replace") for b in raw]
    found = sum(sites.read(b).report.hands for b in raw)
    cases = {"xiapl": lambda: _xiapl_pass(raw), "pokerkit": lambda: _pokerkit_pass(texts, site)}
    times: dict[str, list[float]] = {name: [] for name in cases}
    kept: dict[str, int] = {}
    for _ in range(repeats):
        for name, call in cases.items():
            start = time.perf_counter()
            kept[name] = call()
            times[name].append(time.perf_counter() - start)
    print(f"{site}: {len(files)} files, {found} hands found by xiapl")
    for name in cases:
        best, median = min(times[name]), statistics.median(times[name])
        rate = (
            f"{kept[name] / best:10.0f} hands/s best  {kept[name] / median:10.0f} hands/s median" if kept[name] else ""
        )
        print(f"  {name:9s} kept {kept[name]:4d} ({kept[name] / found:.1%})  {rate}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", choices=sorted(PARSERS), help="one site (default: every site pokerkit reads)")
    parser.add_argument("folder", nargs="?", help="a folder of the site's files (default: its samples)")
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    root = Path(__file__).resolve().parents[1] / "fixtures" / "sites"
    for site in [args.site] if args.site else list(PARSERS):
        run(Path(args.folder) if args.folder else root / site, site, args.repeats)


if __name__ == "__main__":
    main()
