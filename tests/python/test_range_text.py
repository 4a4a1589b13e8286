"""Ranges as text: str(range) / to_string() and their round trip, any two
cards ("random", "XX"), range files with line breaks and [w]...[/w] weight
blocks, and the top percent by combos."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xiapl.errors import ParseError
from xiapl.game import GameType
from xiapl.range import Range, generate_top_percent_range, rank_starting_hands

ALL_HOLDEM = Range.all()


# -- range to text --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("AA, KK, QQ, AKs", "QQ+, AKs"),
        ("AKs, AKo", "AK"),
        ("JJ+, AKs, AKo", "JJ+, AK"),
        ("TT-88", "TT-88"),
        ("AQs+, KTs-K8s", "AQs+, KTs-K8s"),
        ("AdKs, AKs", "AKs, AdKs"),
        ("QQ+, AKs:0.5, AKo:0.25", "QQ+, AKs:0.5, AKo:0.25"),
        ("AA:0.5, KK:0.5, 22", "22, KK+:0.5"),
        ("", ""),
    ],
)
def test_str_is_compact_notation(text, written):
    r = Range.from_string(text)
    assert str(r) == written
    assert r.to_string() == written
    assert Range.from_string(written) == r


def test_omaha_text_parses_back():
    assert str(Range.from_string("****", game="plo")) == "****"
    assert str(Range.from_string("AAKKds", game="plo")) == "AAKKds"
    for text, game in [("AA**:0.5, KKQQ", "plo"), ("AKQJTds, AsKsQhJd2c", "plo5"), ("AAKKQQ", "plo6")]:
        r = Range.from_string(text, game=game)
        assert Range.from_string(str(r), game=game) == r


@st.composite
def random_ranges(draw):
    """Any Hold'em range: whole classes or single combos, with any weight in (0, 1]."""
    masks = [c.mask for c in ALL_HOLDEM.combos()]
    weight = st.one_of(st.sampled_from([1.0, 0.5, 0.25, 0.75]), st.floats(min_value=5e-324, max_value=1.0))
    combos = {}
    for item in draw(st.lists(st.sampled_from(["AA", "AKs", "AKo", "T9s", "A2s+", "22+", "K9o+", "random"]))):
        w = draw(weight)
        for c in Range.from_string(item).combos():
            combos[c.mask] = w
    for index in draw(st.lists(st.integers(0, 1325), max_size=40)):
        combos[masks[index]] = draw(weight)
    return Range(list(combos.items()))


@settings(max_examples=150, deadline=None)
@given(random_ranges(), random_ranges())
def test_text_round_trips_also_after_the_algebra(a, b):
    for r in (a, b, a | b, a & b, a - b, b - a):
        again = Range.from_string(str(r))
        assert again == r
        assert [c.weight for c in again.combos()] == [c.weight for c in r.combos()]


# -- any two cards --------------------------------------------------------------


@pytest.mark.parametrize("text", ["random", "RANDOM", "Random", "XX", "xx", "xX"])
def test_any_two_cards(text):
    assert Range.from_string(text) == ALL_HOLDEM


def test_any_two_cards_with_a_weight():
    r = Range.from_string("random:0.5")
    assert r.size() == 1326 and r.total_weight() == pytest.approx(663.0)
    assert Range.from_string("XX, AA").size() == 1326


# -- files ----------------------------------------------------------------------


def test_file_round_trip(tmp_path):
    r = Range.from_string("QQ+, AKs:0.5, AsKd:0.25")
    path = tmp_path / "hero.txt"
    r.to_file(path)
    assert path.read_text() == "QQ+, AKs:0.5, AsKd:0.25\n"
    assert Range.from_file(path) == r
    assert Range.from_file(str(path)) == r


@pytest.mark.parametrize(
    ("content", "same_as"),
    [
        ("AA,KK,QQ", "AA, KK, QQ"),
        ("AA\nKK\nQQ\n", "AA, KK, QQ"),
        ("AA,\r\nKK,\r\nQQ\r\n", "AA, KK, QQ"),
        ("[75]AA,KK[/75],QQ", "AA:0.75, KK:0.75, QQ"),
        ("[75]\nAA\nKK\n[/75]\n[50]QQ[/50]\n", "AA:0.75, KK:0.75, QQ:0.5"),
        ("\ufeffAKs:0.5, AKo", "AKs:0.5, AKo"),
    ],
)
def test_files_other_tools_write(tmp_path, content, same_as):
    path = tmp_path / "range.txt"
    path.write_bytes(content.encode("utf-8"))
    assert Range.from_file(path) == Range.from_string(same_as)


def test_omaha_file(tmp_path):
    path = tmp_path / "plo.txt"
    path.write_text("AA**\n[50]KKQQds[/50]\n")
    r = Range.from_file(path, game="plo")
    assert r == Range.from_string("AA**, KKQQds:0.5", game=GameType.Plo)
    r.to_file(path)
    assert Range.from_file(path, game="plo") == r


@pytest.mark.parametrize(
    ("content", "parts"),
    [
        ("[75]AA,[50]KK[/50][/75]", ["do not nest", '"[50]" at position 7']),
        ("[75]AA,KK", ["never closed", "[/75]"]),
        ("AA[/75]", ["closes no block"]),
        ("[75]AA[/50]", ["close it with the same percentage"]),
        ("[75]AA:0.5[/75]", ["its own weight inside the weight block"]),
        ("[150]AA[/150]", ["outside (0, 100]"]),
    ],
)
def test_bad_files_name_the_file_and_the_fix(tmp_path, content, parts):
    path = tmp_path / "bad.txt"
    path.write_text(content)
    with pytest.raises(ParseError) as info:
        Range.from_file(path)
    message = str(info.value)
    assert str(path) in message
    for part in parts:
        assert part in message


def test_unreadable_files(tmp_path):
    with pytest.raises(OSError):
        Range.from_file(tmp_path / "missing.txt")
    path = tmp_path / "binary.txt"
    path.write_bytes(b"AA, \xff\xfe")
    with pytest.raises(ParseError, match="not UTF-8"):
        Range.from_file(path)


# -- top percent by combos -------------------------------------------------------


def test_top_percent_by_combos():
    top = generate_top_percent_range(0.10, by="combos")
    assert top.size() == 134  # round(0.10 * 1326) = 133; 20 classes make 130, 21 make 134
    assert str(top) == "66+, AT+, A8s+, KJs+"
    assert generate_top_percent_range(1.0, by="combos") == ALL_HOLDEM
    ranking = rank_starting_hands()
    for fraction in (0.02, 0.05, 0.15, 0.2, 0.25, 0.5, 0.75):
        r = generate_top_percent_range(fraction, by="combos")
        assert abs(r.size() - round(fraction * 1326)) <= 6
        # Whole classes, a prefix of the ranking.
        prefix = Range.from_string("")
        for label in ranking:
            if prefix.size() >= r.size():
                break
            prefix = prefix | Range.from_string(label)
        assert prefix == r


def test_top_percent_by_classes_stays_the_default():
    assert generate_top_percent_range(0.10).size() == 104
    assert generate_top_percent_range(0.10, by="classes") == generate_top_percent_range(0.10)
    with pytest.raises(ValueError, match='"classes"'):
        generate_top_percent_range(0.10, by="hands")
    with pytest.raises(ValueError):
        generate_top_percent_range(0.0, by="combos")
    with pytest.raises(ValueError):
        generate_top_percent_range(0.1, by="combos", game="plo")
