"""Writes the seed corpora of the fuzz harnesses into tests/fuzz/corpus/<target>/.

Run it after changing a harness's input format (python3 tests/fuzz/make_seeds.py);
the files it writes are committed. Text seeds come from docs/ranges.md and the
README (valid and almost-valid inputs); binary seeds follow the byte layout each
harness reads (tests/fuzz/fuzz_common.h: a card mask is a count byte then one
byte per card id).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import struct
import tomllib
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


def made(value: int, step: int = 0) -> bytes:
    """A strength the harness builds from a 16-bit value in the ranking's own
    form (1 + value % max; the eight-or-better low of the (value % 56)-th mask;
    a badugi of the value's lowest four ranks), then moved by step (-1, 0, 1)."""
    return bytes([{0: 0, 1: 2, -1: 3}[step]]) + value.to_bytes(2, "big")


def raw(strength: int) -> bytes:
    """Any 32-bit strength."""
    return bytes([255]) + strength.to_bytes(4, "big", signed=True)


def eval_seed(
    game: int, board: str, holes: list[str], info_size: int, name_capacity: int, ranking: int, strength: bytes
) -> bytes:
    """A hand of any game, then the game info's struct_size, the name buffer's
    capacity, and a ranking and a strength (made or raw) for the decoders."""
    return holdem_eval_seed(game, board, *holes) + bytes([info_size, name_capacity, ranking + 1]) + strength


# The games of ABI 2.2 (game numbers as XIAPL_GAME_*, ranking numbers as
# XIAPL_RANKING_*): hands the library takes, and hands it refuses.
EVAL_GAMES = [
    eval_seed(4, "KsQs9s9d6h", ["As7s", "KdKh"], 36, 32, 2, made(1403)),  # short deck: a flush beats a full house
    eval_seed(4, "7c8h9sKdQd", ["As6d", "TsTd"], 20, 3, 2, made(1403, 1)),  # A-6-7-8-9; one past the best
    eval_seed(4, "2h7dJc", ["AsKs"], 8, 0, 2, raw(0)),  # a deuce is not in the short deck
    eval_seed(5, "3s4h5c9dTs", ["As2sKsQs", "Ad2d6c7c", "KhKdQhJd"], 36, 10, 3, made(0)),  # a quartered pot
    eval_seed(5, "3h4dKdQcJh", ["As2sKsQs", "Ad2d6c7c"], 44, 11, 3, raw(256 - 0x3F)),  # no low; six ranks in a mask
    eval_seed(6, "8s6d4cKsJc", ["AhKh2cQdQh", "3c3d7h8hTc"], 3, 9, 3, made(55, -1)),  # 8-6-4-2-A
    eval_seed(7, "", ["As2d3c4h5sKdKc", "KsKhQcQhJsTd9c"], 36, 16, 1, made(7461)),  # stud: the wheel
    eval_seed(7, "", ["As2d3c4h5s", "KsKhQcQhJsTd"], 12, 16, 1, made(7461, 1)),  # five and six cards
    eval_seed(7, "2c3c4c", ["As2d3c4h5s"], 36, 16, 1, raw(1)),  # stud has no board
    eval_seed(7, "", ["As2d3c4h"], 36, 16, 1, made(0, -1)),  # four cards
    eval_seed(8, "", ["As2d3c4h5sKdKc", "7s6d4c3h2sAhQc", "KsKhQdQsJsTd9c"], 36, 22, 3, made(1234)),  # stud hi/lo
    eval_seed(9, "", ["As2d3c4h5s", "KsKdQcQhJs", "7s6d4c3h2hAhKc"], 36, 5, 4, made(6174)),  # razz
    eval_seed(9, "", ["AsAdAcKhKsKd2c"], 36, 5, 4, made(6174, 1)),  # razz: no five ranks
    eval_seed(10, "", ["7s5d4c3h2s", "Ac5h4d3s2d", "8h6h4h3c2h"], 36, 12, 5, made(7461)),  # A-2-3-4-5 is no straight
    eval_seed(10, "", ["Ac2c3c4c5c", "KsQsJsTs9s"], 36, 12, 5, made(0)),  # suited wheel; a straight flush
    eval_seed(10, "", ["7s5d4c3h"], 36, 12, 5, raw(-1)),  # four cards
    eval_seed(11, "", ["As2s3d4h", "Ac2d3h4s", "KsQdJhTc"], 36, 7, 6, made(0x000F)),  # badugi: number one
    eval_seed(11, "", ["AsKsQsJs", "2c2d2h3h"], 36, 7, 6, raw(3 << 13 | (8191 - 0xF))),  # count and mask disagree
    eval_seed(11, "", ["Ac2d3h"], 36, 7, 6, made(0x1FFF, 1)),  # three cards
    eval_seed(240, "2h7dJc4s9h", ["AsKs"], 36, 32, 7, raw(1)),  # game 12, ranking 7: unknown
    eval_seed(249, "", ["As2d3c4h5s"], 2, 40, -1, made(100)),  # game 21, ranking -1
    eval_seed(0, "2h7dJc4s9h", ["AsKs", "QdQc"], 36, 32, 0, raw(1)),  # Hold'em; ranking NONE has no strengths
]


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


EQUITY_GAMES = [
    equity_seed(5, True, "3s4h5c9dTs", "", 1, 10, "As2sKsQs", "Ad2d6c7c"),  # PLO hi/lo: a quartered pot
    equity_seed(5, True, "3s4h5c", "", 1, 10, "As2sKsQs", "Ad2d6c7c"),
    equity_seed(6, False, "", "", 1, 50, "AhKh2cQdQh", "3c3d7h8hTc"),
    equity_seed(4, True, "KsQs9s", "", 1, 20, "As7s", "KdKh"),  # short deck on the flop
    equity_seed(4, True, "KsQs9s9d6h", "", 1, 20, "As7s", "KdKh", "Ah6d"),
    equity_seed(4, True, "", "", 1, 20, "As2s", "KdKh"),  # a deuce: refused
    equity_seed(7, True, "", "", 1, 20, "AsAdKcKh7s2d", "QsQdJcJh9s3d"),  # stud, one card to come each
    equity_seed(8, True, "", "", 1, 20, "As2d3c4h5sKdKc", "7s6d4c3h2sAhQc"),  # stud hi/lo: nothing to come
    equity_seed(8, False, "", "Ks", 2, 30, "As2d3c4h", "7s6d4c", "QhQd"),
    equity_seed(9, False, "", "", 2, 100, "As2d3c", "KsQdJc", "7h8h9h"),  # razz from third street
    equity_seed(9, True, "", "", 1, 10, "As2d3c", "KsQdJc"),  # exact from third street: over the limit
    equity_seed(7, True, "2c3c4c", "", 1, 10, "AsAd", "KsKd"),  # stud has no board
    equity_seed(11, True, "", "", 1, 10, "Ac2d3h4s", "KcQdJhTs"),  # draw games have no equity
    equity_seed(10, False, "", "", 1, 10, "7s5d4c3h2s", "KcQdJhTs9s"),
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
        (folder / seed_name(seed)).write_bytes(seed)


PHH_FILES = [  # tests/fixtures/phh: small real hands, each for something it exercises
    "alice-carol-wikipedia.phh",  # badugi (FB): refused as unsupported
    "antonius-blom-2009.phh",  # PO with decimal stacks; all-in on the flop
    "dwan-ivey-2009.phh",  # NT, antes, unknown hole cards, showdown before the river
    "phua-xuan-2019.phh",  # NS (short deck): antes, a straddle as the only blind
    "arieh-yockey-2019.phh",  # 2-7 triple draw (F2L3D): refused as unsupported
    "wsop-2023-43-5/1.phh",  # NT with a big-blind ante
    "wsop-2023-43-5/28.phh",  # PO, six players
    "wsop-2023-43-5/68.phh",  # NT all-in preflop: a preflop spot
    "wsop-2023-43-5/10.phh",  # F7S (seven-card stud): a bring-in; replay refuses stud
    "wsop-2023-43-5/34.phh",  # FT (fixed-limit Hold'em): small and big bets
    "wsop-2023-43-5/55.phh",  # F2L3D (2-7 triple draw) with real cards; replay refuses draws
    "wsop-2023-43-5/12.phh",  # FO/8 (Omaha hi-lo), played to a showdown
    "pluribus/30/12.phh",  # a live seat mucks: it does not contend
    "pluribus/31/24.phh",  # all-in spots on the flop and the turn
    "pluribus/32/38.phh",  # an all-in spot on the turn
    "pluribus/31/28.phh",  # all-in preflop, several pots
    "pluribus/33/5.phh",  # shows and mucks
]

# Hands written for the fuzzer: the TOML forms PHH allows, Omaha-5, straddles.
PHH_MADE = [
    # PO with five hole cards, a straddle, literal strings, a date and an inline table.
    "variant = 'PO'\n"
    "antes = [0, 0, 0]\n"
    "blinds_or_straddles = [1, 2, 4]\n"
    "min_bet = 2\n"
    "starting_stacks = [100, 100.5, 0x64]\n"
    "actions = [\n"
    "  'd dh p1 AsKsQsJsTs', 'd dh p2 2c3c4c5c6c', 'd dh p3 ?????????? # unknown',\n"
    "  'p1 cbr 14', 'p2 cc', 'p3 f',\n"
    "  'd db 7h8h9h', 'p1 cbr 28', 'p2 cbr 86.5', 'p1 cc', 'd db Td', 'd db Jd',\n"
    "  'p1 sm AsKsQsJsTs', 'p2 sm -',\n"
    "]\n"
    "date = 2024-05-01T20:00:00Z\n"
    'note = """two\nlines"""\n'
    "raw = '''C:\\x'''\n"
    'place = { city = "Las Vegas", table = 7 }\n',
    # NT with straddles, decimal amounts and every number form.
    'variant = "NT"\n'
    "ante_trimming_status = false\n"
    "antes = [0.5, 0.5, 0.5, 0.5]\n"
    "blinds_or_straddles = [1, 2, 4, 8]\n"
    "min_bet = 2\n"
    "starting_stacks = [1_000, 2e3, 3000.25, 400]\n"
    "actions = [\n"
    '  "d dh p1 AhAd", "d dh p2 KhKd", "d dh p3 QhQd", "d dh p4 JhJd",\n'
    '  "p1 cbr 24", "p2 cbr 72", "p3 f", "p4 cbr 399.5", "p1 f", "p2 cc",\n'
    '  "d db 2c3c4c", "d db 5s", "d db 9d",\n'
    '  "p2 sm KhKd", "p4 sm JhJd",\n'
    "]\n"
    "finishing_stacks = [975.5, 1599.5, 2991.75, 830.5]\n"
    "inf_value = inf\n"
    "nan_value = -nan\n"
    "hex = 0xdead_beef\n",
]


def phh_seeds() -> list[bytes]:
    """PHH text for the C and the Python harnesses: real hands, almost-valid
    variants of them, hands written for the fuzzer, the JSON form of a few, and
    action lines and amounts alone."""
    texts = {name: (ROOT / "tests/fixtures/phh" / name).read_text() for name in PHH_FILES}
    seeds = [text.encode() for text in texts.values()]
    dwan = texts["dwan-ivey-2009.phh"]
    pluribus = texts["pluribus/31/24.phh"]
    first = texts["alice-carol-wikipedia.phh"]
    seeds.append(first.replace('variant = "FB"', 'variant = "FT"').encode())
    seeds.append(first.replace("actions = [", 'actions = [\n  "p9 cbr 1",').encode())
    seeds.append(f"[1]\n{first}\n[2]\n{texts['antonius-blom-2009.phh']}".encode())
    seeds.append(f"[1]\n{dwan}\n[2]\n{pluribus}\n[3]\n{texts['wsop-2023-43-5/28.phh']}".encode())
    # Almost valid: a raise below the minimum, a player acting out of turn, a card
    # dealt twice, eleven players, an unknown hand at an all-in showdown (no
    # equity), a bet that makes the unit 0.1.
    seeds.append(dwan.replace('"p1 cbr 23000"', '"p1 cbr 8000"').encode())
    seeds.append(dwan.replace('"p3 cbr 7000"', '"p1 cbr 7000"').encode())
    seeds.append(dwan.replace('"d db 4h"', '"d db 7h"').encode())
    seeds.append(
        dwan.replace("[500, 500, 500]", "[" + ", ".join(["500"] * 11) + "]")
        .replace("[1000, 2000, 0]", "[1000, 2000" + ", 0" * 9 + "]")
        .replace("[1125600, 2000000, 553500]", "[" + ", ".join(["10000"] * 11) + "]")
        .encode()
    )
    seeds.append(pluribus.replace("'d dh p2 QhAs'", "'d dh p2 ????'").replace("'p2 sm QhAs'", "'p2 sm ????'").encode())
    seeds.append(dwan.replace('"p3 cbr 7000"', '"p3 cbr 7000.5"').encode())  # a unit of 0.1
    seeds += [text.encode() for text in PHH_MADE]
    # The JSON form (xiapl_phh_from_json): one hand, an array, the escapes of values JSON lacks.
    hands = [tomllib.loads(texts[name]) for name in ("dwan-ivey-2009.phh", "pluribus/31/24.phh")]
    seeds.append(json.dumps(hands[0]).encode())
    seeds.append(json.dumps(hands, indent=1).encode())
    odd = dict(hands[1], when={"$datetime": "2019-07-11"}, ratio={"$float": "inf"}, note="a\u0001\u00e9\U0001f0a1")
    seeds.append(json.dumps(odd, ensure_ascii=False).encode())
    # Action lines (xiapl_phh_action_parse, xiapl_phh_action_to_json) and amounts (xiapl_chips_from_amount) alone.
    seeds.append(
        b"d dh p1 AsKs\nd dh p2 ????  # unknown\nd db 2c7d9h\np1 f\np2 cc\np1 cbr 1.5e3\n"
        b'p2 sm AsKs\np1 sm -\np3 sm\np10 cbr 12.25 # a "note"\nd dh p0 As\np1 cbr 1,000\n'
    )
    # Every verb (xiapl_phh_action_parse): stud deals and the bring-in, draws and standing pat,
    # commentary alone, odd white space, and a deck's 52 known cards, then a 53rd (refused).
    deck = "".join(r + s for s in SUITS for r in RANKS)
    seeds.append(
        b"d dh p1 AsKs2d\nd dh p2 ????9c\np2 pb\np1 cbr 4 # completes\nd dh p1 7h\np1 sd 7c2d\np2 sd\n"
        b"# a note\n#\np1 sm ????\n\t p3  cc \xe3\x80\x80# \xc2\xa0x\n" + f"d db {deck}????\nd db {deck}As\n".encode()
    )
    seeds.append(b"0.25 12.5 1e3 -5 1e400 0.000000000000000001 1e-19 9223372036854775807 92233720368547758.08 00.10")
    return seeds


SITE_FILES = [  # tests/fixtures/sites: one small hand of each format, each for something it exercises
    "PokerStars/CashGame/HandActionTests/AllInHandWithShowdown.txt",  # antes, side pot, rake
    "PokerStars/CashGame/RunItTwiceTests/RunItTwice1.txt",  # run twice, Omaha
    "GGPoker/CashGame/GeneralHands/Straddle.txt",  # a straddle, fees
    "WinningPoker/CashGame/HandActionTests/PostingDead.txt",  # the old format, a dead blind
    "WinningPokerV2/CashGame/GeneralHands/GeneralHand.txt",  # the newer format
    "Pacific/CashGame/HandActionTests/PostingDead.txt",  # no rake stated
    "IPoker/CashGame/HandActionTests/3BetHand.txt",  # XML
    "PartyPoker/CashGame/HandActionTests/Posting.txt",  # a big blind and a dead small blind together
    "Winamax/CashGame/HandActionTests/PostingDead.txt",  # blinds out of position
    "FullTilt/CashGame/GameTypeTests/FixedLimitHoldem.txt",  # fixed limit
]


def sites_seeds() -> list[bytes]:
    """The site harness's input: a byte choosing the format (below 128: detect), then the text."""
    root = CORPUS.parent.parent / "fixtures" / "sites"
    return [bytes([0 if i % 2 == 0 else 128 + i % 8]) + (root / name).read_bytes() for i, name in enumerate(SITE_FILES)]


# The solver harness's input: bets, raises, then one call a line (tests/fuzz/fuzz_solver.c).
SOLVER = [
    "50%, a\n2.5x\n",
    "50%, a\n2.5x\na|bet 20\nxcheck|allin\nabet 50|raise 110\nncheck, bet 20\nnbet 20, raise 50\n",
    "33%\n\nb123%, 75%\nr10350%\nd03-\nabet 25|raise 40\nncheck, bet 30\n",
    "e, a\n2x, a\nx|allin 40\na|bet 5\na|raise 5\na|bet 50\nx|bet 70\na|jam 20\nadeal Kh|bet 5\n",
    "60%\n\na|bet 10\nb033a\n",  # a later size list makes the edit impossible
    "1%, 2%, 3%\n1%, 99%\nndeal 2c\nn fold , call\nnCHECK,CHECK\n",
    "50%\n2.5x\nb94a\nr23zz\na|bet 10|bet 20\nx|\na|\n",
]


def corpora() -> dict[str, list[bytes]]:
    """Every harness's seeds, by corpus folder name."""
    return {
        "cards": [t.encode() for t in CARDS],
        "holdem_range": [t.encode() for t in HOLDEM],
        "omaha_range": [bytes([game - 1]) + t.encode() for game, t in OMAHA],
        "eval": EVAL + EVAL_GAMES,
        "equity": EQUITY + EQUITY_GAMES,
        "table": TABLE,
        "cli": [b"\0".join(a.encode() for a in args) for args in CLI],
        "phh": phh_seeds(),
        "sites": sites_seeds(),
        "solver": [t.encode() for t in SOLVER],
    }


def seed_name(seed: bytes) -> str:
    return hashlib.sha1(seed).hexdigest()[:16]


def main() -> None:
    for target, seeds in corpora().items():
        write(target, seeds)


if __name__ == "__main__":
    main()
