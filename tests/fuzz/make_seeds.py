"""Writes the seed corpora of the fuzz harnesses into tests/fuzz/corpus/<target>/.

Run it after changing a harness's input format (python3 tests/fuzz/make_seeds.py);
the files it writes are committed. Text seeds come from docs/ranges.md and the
README (valid and almost-valid inputs); binary seeds follow the byte layout each
harness reads (tests/fuzz/fuzz_common.h: a card mask is a count byte then one
byte per card id).
"""

from __future__ import annotations

import hashlib
import shutil
import struct
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus"
ROOT = HERE.parent.parent

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def card(text: str) -> int:
    return SUITS.index(text[1]) * 13 + RANKS.index(text[0])


def mask_bytes(cards: str) -> bytes:
    """A mask in the harness layout: the count, then one id byte per card."""
    ids = [card(cards[i : i + 2]) for i in range(0, len(cards), 2)]
    return bytes([len(ids), *ids])


CARDS = [
    "As",
    "td",
    "10h",
    "Tc",
    "2c",
    "AsKsQd",
    "As Ks, 10h",
    "Ah-Kh-Qh",
    "2h7dJc4s9h",
    "AsKsQsJsTs2c7h",
    "",
    "   ",
    "AsAs",
    "1s",
    "Ax",
    "A",
    "10",
    "AsK",
    "as ks qs js ts",
    "AdAh,",
    "Xx",
    "AsKs\tQd",
]

HOLDEM = [
    "JJ",
    "AKs",
    "AKo",
    "AK",
    "JJ+",
    "AQs+",
    "TT-88",
    "AJs-A8s",
    "76s-54s",
    "AdAh",
    "AKs:0.5",
    ":.25",
    "JJ+, AKs, AKo",
    "JJ+,AKs,AQo:0.5",
    "AA,KK|KK,QQ",
    "AA, KK|AA:0.5",
    "KA",
    "22+",
    "A2s+",
    "AA,,KK",
    "AA,",
    "AAs",
    "Ax",
    "AK**",
    "T9s-KJs",
    "AsKsQh",
    "15%",
    "AKs:0",
    "AKs:1.5",
    "AKs:1e-1",
    "AKs:nan",
    "AKs:-0.5",
    "AA:0.5, AA",
    "QQ-JJ:0.25|JJ+",
    "98s-54s, 22-55",
]

OMAHA = [  # (game 1..3, text)
    (1, "AA**"),
    (1, "AK**"),
    (1, "AAKKds"),
    (1, "AAKKss"),
    (1, "AAKKr"),
    (1, "AsKsQhJd"),
    (1, "JJ**+"),
    (1, "JT98-8765"),
    (1, "8765-"),
    (1, "AKQJds, AKQJss, AKQJr"),
    (1, "AAAKds"),
    (1, "KK**-TT**"),
    (1, "T987+"),
    (1, "AKQJds+"),
    (1, "*K*A"),
    (1, "AA**, AAKK:0.5"),
    (1, "AA**,KK**|KK**,QQ**"),
    (1, "AA"),
    (1, "AAxx"),
    (1, "AKs**"),
    (1, "15%"),
    (1, "****"),
    (1, "JT98ds-8765"),
    (1, "AA**:0.5"),
    (2, "AKQJTds"),
    (2, "AKQJTss"),
    (2, "AsKsQhJdTc"),
    (2, "AAAAA"),
    (2, "AKQJTr"),
    (3, "AsKsQhJdTc9c"),
    (3, "AKQJT9ss"),
    (3, "AKQJT9r"),
]


def holdem_eval_seed(game: int, board: str, *holes: str) -> bytes:
    return bytes([game]) + mask_bytes(board) + bytes([len(holes)]) + b"".join(mask_bytes(h) for h in holes)


EVAL = [
    holdem_eval_seed(0, "2h7dJc4s9h", "AsKs", "QdQc"),
    holdem_eval_seed(0, "AsKsQsJsTs", "2c7h"),
    holdem_eval_seed(0, "2c3c4c", "AsAh", "KdKh", "5c6c"),
    holdem_eval_seed(1, "2h7dJc4s9h", "AsKsQdJd", "2c7cJh9d"),
    holdem_eval_seed(2, "2h7dJc", "AsKsQdJdTd"),
    holdem_eval_seed(3, "2h7dJc4s", "AsKsQdJdTd9d", "2c3c4c5c6c7c"),
    holdem_eval_seed(0, "2h7d", "AsKs"),  # a 2-card board: rejected
    holdem_eval_seed(0, "2h7dJc", "2hKs"),  # overlap: rejected
    bytes([0, 0xF5]) + b"\xff" * 8 + bytes([1, 2, 0, 1]),  # a mask with bits >= 52
    # Batches whose first four masks (board, board + each hole) all have a
    # valid card count: the batch check must still catch bit 52 there, and an
    # 8-card hand there.
    bytes([0, 0xF5])
    + (0x1F << 48).to_bytes(8, "big")
    + bytes([3])
    + mask_bytes("2c3c")
    + mask_bytes("4d5d")
    + mask_bytes("6h7h"),
    holdem_eval_seed(0, "2h7dJc4s9hTs", "AsKs", "QdQc", "8c8d"),
    # Four players whose card counts are all right but for a 6-card board,
    # and four with one of them not valid: a hole card on the board, and an
    # Omaha hole with bit 52.
    holdem_eval_seed(0, "2h7dJc4s9hTs", "AsKs", "QdQc", "8c8d", "AhAd"),
    holdem_eval_seed(0, "2h7dJc4s9h", "QdQc", "2hKs", "8c8d", "AhAd"),
    bytes([1])
    + mask_bytes("2h7dJc4s9h")
    + bytes([4])
    + mask_bytes("AsKsQdJd")
    + mask_bytes("2c3c4c5c")
    + bytes([0xF5])
    + ((1 << 52) | 0b1110 << 13).to_bytes(8, "big")
    + mask_bytes("8h8s9c9s"),
]


def equity_seed(game: int, exact: bool, board: str, dead: str, opponents: int, iterations: int, *holes: str) -> bytes:
    out = bytes([game, 1 if exact else 0]) + mask_bytes(board)
    out += bytes([255]) + mask_bytes(dead) if dead else bytes([0])
    out += bytes([len(holes), opponents]) + b"".join(mask_bytes(h) for h in holes)
    return out + bytes([iterations]) + struct.pack(">Q", 7)


EQUITY = [
    equity_seed(0, True, "", "", 1, 50, "AsKs", "QdQc"),
    equity_seed(0, True, "2c7d9h", "", 2, 50, "AsKs", "QdQc", "7h6h"),
    equity_seed(0, False, "", "5h8c", 3, 200, "AsAh", "KdKc", "7s6s"),
    equity_seed(1, True, "2h7dJc4s", "", 1, 100, "AsKsQdJd", "2c7cJh9d"),
    equity_seed(3, False, "2h7dJc", "", 1, 100, "AsKsQdJdTd9d", "2c3c4c5c6c7c"),
    equity_seed(0, True, "2c7d9hTs5s", "", 1, 10, "AsKs", "QdQc", "JhJd", "3h4h"),
    equity_seed(0, True, "2c7d", "", 1, 10, "AsKs", "QdQc"),  # a 2-card board: rejected
    equity_seed(0, True, "", "As", 1, 10, "AsKs", "QdQc"),  # a dead card held: rejected
]


def table_seed(
    seats: int, game: int, pot_limit: bool, button: int, stacks: int, blinds: list[int], steps: list[tuple[int, ...]]
) -> bytes:
    """Amount bytes below 200 are 5 * byte chips; a step is (kind byte, amount byte) or DEAL."""
    out = bytes([seats - 2, game, 1 if pot_limit else 0, button + 1, 0]) + struct.pack(">Q", 42) + bytes([0])
    for seat in range(seats):
        blind = blinds[seat] if seat < len(blinds) else 0
        out += bytes([stacks, 0]) + (bytes([150, blind]) if blind else bytes([0])) + bytes([0])
    for step in steps:
        out += bytes(step)
    return out


DEAL = (0,)  # the due board cards from the hand's seeded stream


TABLE = [
    table_seed(
        2, 0, False, 1, 100, [2, 1], [(5, 0), (5, 0), DEAL, (5, 0), (5, 0), DEAL, (5, 0), (5, 0), DEAL, (5, 0), (5, 0)]
    ),
    table_seed(3, 0, False, 2, 150, [1, 2], [(3, 10), (2, 0), (0, 0), DEAL, (1, 0), (3 | 0x40, 0), (4, 0), (2, 0)]),
    table_seed(6, 1, True, 5, 199, [1, 2], [(3, 20), (4, 0), (2, 0), (5, 0), (0, 0), (0, 0), (0, 0), DEAL]),
    table_seed(2, 0, False, 0, 5, [1, 2], [(4, 0), (4, 0), DEAL, DEAL, DEAL]),
    table_seed(10, 0, False, 9, 199, [1, 2, 4], [(0, 0)] * 9),
    table_seed(2, 3, True, 1, 100, [2, 1], [(3, 199), (3, 1), (0, 0)]),
]

CLI = [  # arguments separated by NUL bytes
    ["eval", "As", "Ks", "Qs", "Js", "Ts", "2c", "7h"],
    ["eval", "AsKsQsJsTs2c7h"],
    ["eval", "--game", "plo", "--board", "2h7dJc4s9h", "--hole", "AsKsQdJd"],
    ["eval", "--board", "2h7dJc"],
    ["eval", "As", "As", "Ks", "Qs", "Js"],
    ["equity", "AsKs", "QdQc", "--board", "2c7d9h"],
    ["equity", "AsAh", "--vs-random", "2", "--iterations", "200", "--seed", "7"],
    ["equity", "JJ+,AKs", "99-22,AJs+", "--board", "Ks7d2c", "--iterations", "100", "--seed", "1"],
    ["equity", "AsKs", "--json"],
    ["equity", "AsKs", "QdQc", "--threads", "-1"],
    ["range", "JJ+,AKs,AQo:0.5"],
    ["range", "AAKKds,JT98-8765", "--game", "plo"],
    ["range", "AA", "--game", "nope"],
    ["--version"],
    [],
    ["frobnicate"],
]


def write(target: str, seeds: list[bytes]) -> None:
    folder = CORPUS / target
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for seed in seeds:
        (folder / hashlib.sha1(seed).hexdigest()[:16]).write_bytes(seed)


def phh_seeds() -> list[bytes]:
    """A handful of the PHH fixtures (the smaller ones), plus a few almost-valid variants."""
    names = [
        "alice-carol-wikipedia.phh",
        "antonius-blom-2009.phh",
        "dwan-ivey-2009.phh",
        "phua-xuan-2019.phh",
        "wsop-2023-43-5/1.phh",
    ]
    seeds = [(ROOT / "tests/fixtures/phh" / name).read_bytes() for name in names]
    first = seeds[0].decode()
    seeds.append(first.replace('variant = "NT"', 'variant = "FT"').encode())
    seeds.append(first.replace("actions = [", 'actions = [\n  "p9 cbr 1",').encode())
    seeds.append(f"[1]\n{first}\n[2]\n{seeds[1].decode()}".encode())
    return seeds


def main() -> None:
    write("cards", [t.encode() for t in CARDS])
    write("holdem_range", [t.encode() for t in HOLDEM])
    write("omaha_range", [bytes([game - 1]) + t.encode() for game, t in OMAHA])
    write("eval", EVAL)
    write("equity", EQUITY)
    write("table", TABLE)
    write("cli", [b"\0".join(a.encode() for a in args) for args in CLI])
    write("phh", phh_seeds())


if __name__ == "__main__":
    main()
