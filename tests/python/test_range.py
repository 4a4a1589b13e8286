from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xiapl.errors import ParseError
from xiapl.game import GameType
from xiapl.range import Combo, Range, try_parse_range
from xiapl.utils import cards_to_mask

PLO = GameType.Plo

SEED_COUNTS = [
    ("****", 270_725),
    ("AA**", 6_961),
    ("AK**", 17_316),
    ("AAKKds", 6),
    ("AAKKss", 24),
    ("AAKKr", 6),
    ("AsKsQhJd", 1),
    ("JJ**+", 27_628),
    ("JT98-8765", 1_024),
    ("AKQJds, AKQJss, AKQJr", 204),
    ("AAAKds", 0),
]


@pytest.mark.parametrize("text, size", SEED_COUNTS)
def test_plo_counts_from_the_specification(text, size):
    r = Range.from_string(text, game=PLO)
    assert r.size() == len(r) == size
    assert r.empty() == (size == 0)
    assert r.game is GameType.Plo


def test_holdem_counts_and_weights():
    hero = Range.from_string("JJ+, AKs, AKo")
    assert (hero.size(), hero.total_weight()) == (40, 40.0)
    assert Range.all(game=GameType.Holdem).size() == 1326
    assert Range.all(GameType.Plo).size() == 270_725
    assert Range.from_string("76s-54s") == Range.from_string("76s, 65s, 54s")
    assert Range.from_string("TT-88").size() == 18
    assert Range.from_string("AQs+").size() == 8


RANKS = "23456789TJQKA"


def classes(text: str) -> set[str]:
    """The Hold'em class labels of a range ("AKs", "QQ"), worked out from its masks."""
    labels = set()
    for combo in Range.from_string(text).combos():
        a, b = sorted(combo.card_ids, key=lambda i: i % 13, reverse=True)
        hi, lo = RANKS[a % 13], RANKS[b % 13]
        labels.add(hi + lo + ("" if hi == lo else "s" if a // 13 == b // 13 else "o"))
    return labels


@pytest.mark.parametrize(
    "text, expected",
    [
        ("JTo+", {"JTo", "QJo", "KQo", "AKo"}),  # connectors: both ranks climb, the gap kept
        ("T9s+", {"T9s", "JTs", "QJs", "KQs", "AKs"}),
        ("54+", {f"{high}{low}{s}" for low, high in pairwise(RANKS[2:]) for s in "so"}),
        ("AQs+", {"AQs", "AKs"}),  # otherwise the kicker climbs
        ("K9o+", {"K9o", "KTo", "KJo", "KQo"}),
        ("T8s+", {"T8s", "T9s"}),
        ("AKo+", {"AKo"}),
    ],
)
def test_plus_ladders(text, expected):
    assert classes(text) == expected
    half = Range.from_string("AKs:0.5")
    assert half.total_weight() == 2.0
    assert all(c.weight == 0.5 for c in half.combos())


def test_plo_all_matches_the_full_pattern_in_the_same_order():
    assert Range.all(game=PLO).combos() == Range.from_string("****", game=PLO).combos()


def test_plo5_and_plo6_patterns():
    assert Range.from_string("AA***", game=GameType.Plo5).size() == 108_336
    assert Range.from_string("AKQJTds", game=GameType.Plo5).size() == 360
    assert Range.from_string("AA****", game=GameType.Plo6).size() == 1_237_792
    with pytest.raises(ValueError, match="four suits"):
        Range.from_string("AKQJTr", game=GameType.Plo5)


def test_combos_are_masks_with_weights():
    r = Range.from_string("AdAh:0.25")
    assert r.combos() == [Combo((1 << 25) | (1 << 38), 0.25)]
    assert str(r.combos()[0]) == "AhAd:0.25"
    assert (1 << 25) | (1 << 38) in r


def test_valid_combos_drop_dead_cards():
    r = Range.from_string("AA, KK")
    ace_of_spades = 1 << 51
    alive = r.valid_combos(ace_of_spades)
    assert len(alive) == 9
    assert all(not c.mask & ace_of_spades for c in alive)
    with pytest.raises(ValueError):
        r.valid_combos(1 << 60)


def test_seed_algebra_example():
    a = Range.from_string("AA, KK")
    b = Range.from_string("KK, QQ")
    assert ((a | b).size(), (a & b).size(), (a - b).size()) == (18, 6, 6)
    assert (a | b) == a.union(b)
    assert (a & b) == a.intersection(b)
    assert (a - b) == a.difference(b)


def test_weighted_algebra():
    x = Range.from_string("AA:0.75, KK:0.5")
    y = Range.from_string("AA:0.25, QQ")
    aa = Range.from_string("AA").combos()[0].mask
    weight = {c.mask: c.weight for c in (x - y).combos()}
    assert weight[aa] == 0.5
    assert {c.mask: c.weight for c in (x | y).combos()}[aa] == 0.75
    assert {c.mask: c.weight for c in (x & y).combos()}[aa] == 0.25
    assert aa not in (y - x)


def test_mixing_games_is_a_value_error():
    with pytest.raises(ValueError, match="same game"):
        Range.from_string("AA") | Range.from_string("AA**", game=PLO)


@pytest.mark.parametrize(
    "text, fragments",
    [
        ("AA", ['"AA" has 2 rank symbol(s)', '"AA**"']),
        ("AAxx", ["'x' is not part of the v0.1 alphabet", "use '*'"]),
        ("AKs**", ["suit qualifier", '"AKQJds"', '"AsKsQhJd"']),
        ("15%", ["percentile", "AA**, AKQJds, KQJTds"]),
    ],
)
def test_the_four_teaching_errors(text, fragments):
    with pytest.raises(ValueError) as info:
        Range.from_string(text, game=PLO)
    assert isinstance(info.value, ParseError)
    message = str(info.value)
    assert f'PLO range item "{text}" at position' in message
    for fragment in fragments:
        assert fragment in message


def test_conflicting_weights_name_both_items():
    with pytest.raises(ValueError, match=r'"AA\*\*" at position 0 and "AAKK:0.5" at position 6'):
        Range.from_string("AA**, AAKK:0.5", game=PLO)
    assert Range.from_string("AA**, AAKK", game=PLO).size() == 6961


def test_try_parse_range():
    r, error = try_parse_range("JJ+")
    assert error is None and r is not None and r.size() == 24
    r, error = try_parse_range("AA", game=PLO)
    assert r is None and error is not None and "AA**" in error


def test_explicit_combos_are_checked():
    r = Range([(1 << 0) | (1 << 1), Combo((1 << 2) | (1 << 3), 0.5)])
    assert r.size() == 2 and r.total_weight() == 1.5
    with pytest.raises(ValueError, match="expected 2"):
        Range([1 << 0])
    with pytest.raises(ValueError, match=r"\(0, 1\]"):
        Range([((1 << 0) | (1 << 1), 1.5)])


def test_bad_arguments():
    with pytest.raises(TypeError):
        Range.from_string(42)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="NUL"):
        Range.from_string("AA\x00KK")
    with pytest.raises(ValueError):
        Range.from_string("AA", game="chess")


def test_repr_names_the_text_and_size():
    assert "JJ+" in repr(Range.from_string("JJ+")) and "24" in repr(Range.from_string("JJ+"))
    assert repr(Range.from_string("JJ+")) == "<Range GameType.Holdem 'JJ+': 24 combos, total weight 24>"
    assert "12 combos" in repr(Range.from_string("AA") | Range.from_string("KK"))
    assert repr(Range.from_string("AsKs")) == "<Range GameType.Holdem 'AsKs': 1 combo, total weight 1>"


def test_one_string_is_range_text() -> None:
    # Range("AK") reads the text as from_string does; it used to take each character for a hand.
    assert Range("JJ+, AKs:0.5") == Range.from_string("JJ+, AKs:0.5")
    assert Range("AAKKds", game="plo") == Range.from_string("AAKKds", game=GameType.Plo)
    assert Range("AsKs").size() == 1
    assert Range(["AsKs", "QdQc"]).size() == 2  # a list of hands is still combos
    with pytest.raises(ValueError, match='range item "ZZ" at position 0'):
        Range("ZZ")


# -- properties -----------------------------------------------------------------

HOLDEM_ITEMS = ["AA", "KK", "QQ+", "AKs", "AKo", "AQs+", "T9s-65s", "TT-77", "AdAh", "KQ", "A2s+", "J9o"]
WEIGHTS = ["", ":0.5", ":0.25", ":1"]


@st.composite
def holdem_ranges(draw):
    items = draw(st.lists(st.sampled_from(HOLDEM_ITEMS), min_size=0, max_size=4, unique=True))
    parts = [item + draw(st.sampled_from(WEIGHTS)) for item in items]
    # Items that overlap must share a weight: build each item as its own range and union them.
    result = Range.from_string("")
    for part in parts:
        result = result | Range.from_string(part)
    return result


def weights(r):
    return {c.mask: c.weight for c in r.combos()}


@settings(max_examples=60, deadline=None)
@given(holdem_ranges(), holdem_ranges(), holdem_ranges())
def test_algebra_laws(a, b, c):
    assert a | b == b | a
    assert a & b == b & a
    assert (a | b) | c == a | (b | c)
    assert (a & b) & c == a & (b & c)
    assert a | a == a and a & a == a
    assert (a - a).empty()
    assert a & (b | c) == (a & b) | (a & c)
    wa, wb, wd = weights(a), weights(b), weights(a - b)
    for mask, weight in wa.items():
        expected = max(0.0, weight - wb.get(mask, 0.0))
        assert wd.get(mask, 0.0) == pytest.approx(expected)
    assert set(wd) <= set(wa)
    assert (a | b).total_weight() <= a.total_weight() + b.total_weight() + 1e-9


ALPHABET = "AKQJT98765432*sdhcrxo+-:,.%0 1\x00é"


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet=ALPHABET, max_size=14), st.sampled_from(list(GameType)))
def test_random_text_never_crashes_the_parser(text, game):
    try:
        r = Range.from_string(text, game=game)
    except ValueError as exc:
        assert str(exc)
        return
    if r.size() > 5000:  # wide Omaha patterns: the counts are checked elsewhere
        return
    for combo in r.combos():
        assert bin(combo.mask).count("1") == game.hole_cards
        assert 0 < combo.weight <= 1


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=20))
def test_arbitrary_unicode_never_crashes(text):
    r, error = try_parse_range(text)
    assert (r is None) != (error is None)


# --- Omaha rank patterns against a brute force over every PLO hand ----------------------

_RANKS = "23456789TJQKA"
_NIBBLE_HIGH = int("8" * 13, 16)  # bit 3 of each rank's 4-bit counter


def _all_plo_hands() -> list[tuple[int, int, tuple[int, ...]]]:
    """Every 4-card hand: (mask, cards per rank as 4-bit counters, cards per suit)."""
    import itertools

    hands = []
    for cards in itertools.combinations(range(52), 4):
        suits = [0] * 4
        for c in cards:
            suits[c // 13] += 1
        hands.append((sum(1 << c for c in cards), sum(1 << 4 * (c % 13) for c in cards), tuple(suits)))
    return hands


def _brute_force_pattern(hands, pattern: str) -> list[int]:
    body, shape = pattern, ""
    for qualifier in ("ds", "ss", "r"):
        if pattern.endswith(qualifier):
            body, shape = pattern[: -len(qualifier)], qualifier
            break
    need = sum(body.count(r) << 4 * i for i, r in enumerate(_RANKS))
    pairs_wanted = {"ds": 2, "ss": 1, "r": 0}.get(shape)
    out = []
    for mask, ranks, suits in hands:
        # 8 + have - need per counter keeps bit 3 exactly when have >= need.
        if ((ranks | _NIBBLE_HIGH) - need) & _NIBBLE_HIGH != _NIBBLE_HIGH:
            continue
        if pairs_wanted is not None and (max(suits) >= 3 or suits.count(2) != pairs_wanted):
            continue
        out.append(mask)
    return out


def test_omaha_patterns_expand_to_exactly_the_matching_hands():
    # Patterns naming several ranks are expanded from their named cards,
    # patterns naming few by a pass over every hand; both must give the hands
    # a direct check of every PLO hand accepts.
    hands = _all_plo_hands()
    for pattern in ["AA**", "AKQ*", "AAAA", "JJ9*ds", "KKQQss", "9876", "A***ss", "22**r"]:
        expected = _brute_force_pattern(hands, pattern)
        got = [c.mask for c in Range.from_string(pattern, game=PLO).combos()]
        assert sorted(got) == sorted(expected), pattern


# --- the weight domain: any positive double up to 1, written exactly ------------------


@pytest.mark.parametrize(
    "text, weight",
    [
        ("AKs:0.5", 0.5),
        ("AKs:.25", 0.25),
        ("AKs:1", 1.0),
        ("AKs:1e-3", 0.001),
        ("AKs:2.5E-1", 0.25),
        ("AKs:5e-324", 5e-324),  # the smallest positive double
        ("AKs:." + "0" * 60 + "5", 5e-61),
        ("AKs:0.1000000000000000055511151231257827", 0.1),  # rounded to the nearest double
    ],
)
def test_weights_read_to_the_nearest_double(text, weight):
    assert {c.weight for c in Range.from_string(text).combos()} == {weight}


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("AKs:1e-400", "outside (0, 1]"),  # below the smallest double: it would read as 0
        ("AKs:0", "outside (0, 1]"),
        ("AKs:1.0000000000000002", "outside (0, 1]"),
        ("AKs:1e1", "outside (0, 1]"),
        ("AKs:1e", "exponent without digits"),
        ("AKs:e-3", "no digits"),
        ("AKs:-0.5", "no digits"),
        ("AKs:0x1p-2", "not a plain decimal"),
        ("AKs:inf", "not a plain decimal"),
        ("AKs:0,5", "outside (0, 1]"),
    ],
)
def test_weights_outside_the_domain_are_refused(text, fragment):
    with pytest.raises(ParseError) as info:
        Range.from_string(text)
    assert fragment in str(info.value)


@settings(max_examples=300)
@given(st.floats(min_value=5e-324, max_value=1.0, allow_subnormal=True))
def test_every_weight_round_trips_through_text(weight):
    # str(Combo) writes the shortest text that reads back as the same double.
    combo = Range([(cards_to_mask("AsKs"), weight)]).combos()[0]
    again = Range.from_string(str(combo)).combos()
    assert [(c.mask, c.weight) for c in again] == [(combo.mask, weight)]
