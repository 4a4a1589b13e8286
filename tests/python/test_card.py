import pickle

import pytest

from xiapl.card import Card, card_id
from xiapl.errors import ParseError

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def test_every_card_round_trips_through_its_name_and_id():
    for number in range(52):
        card = Card.from_id(number)
        assert card.id == number
        assert card.rank == number % 13 + 2
        assert card.suit == SUITS[number // 13]
        assert str(card) == RANKS[card.rank - 2] + card.suit
        assert Card.from_string(str(card)) == card
        assert Card.from_string(str(card).lower()) == card
        assert Card.from_string(str(card).upper()) == card


def test_seed_example_ace_of_spades():
    ace = Card.from_string("As")
    assert (ace.rank, ace.suit, ace.id) == (14, "s", 51)
    assert repr(ace) == "<Card As>"


def test_ten_is_an_alias_of_t():
    assert Card.from_string("10h") == Card.from_string("Th") == Card.from_id(2 * 13 + 8)
    assert Card.from_string("10S") == Card.from_string("ts")


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("", "empty"),
        ("A", "suit is missing"),
        ("Ax", '"x" is not a suit'),
        ("1s", '"1" is not a rank'),
        ("11h", '"11" is not a rank'),
        ("AsKs", "more than one card"),
        ("Zs", '"Z" is not a rank'),
        (" As", "not a rank"),
    ],
)
def test_bad_cards_raise_value_errors_that_explain(text, fragment):
    with pytest.raises(ValueError) as info:
        Card.from_string(text)
    assert isinstance(info.value, ParseError)
    assert fragment in str(info.value)
    assert "10 also means T" in str(info.value)


@pytest.mark.parametrize("bad_id", [52, 53, -1, 1000, 2**64])
def test_bad_ids_are_value_errors(bad_id):
    with pytest.raises(ValueError, match=r"0\.\.51"):
        Card(bad_id)
    # Card.from_id gives an invalid card (as the 0.1 API did); using it raises.
    with pytest.raises(ValueError, match=r"0\.\.51"):
        _ = Card.from_id(bad_id).rank


def test_wrong_types_are_type_errors():
    with pytest.raises(TypeError):
        Card.from_string(51)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Card.from_id("As")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Card.from_id(1.5)  # type: ignore[arg-type]


def test_cards_are_immutable_hashable_and_picklable():
    ace = Card.from_string("As")
    with pytest.raises(AttributeError):
        ace.foo = 1  # type: ignore[attr-defined]
    assert len({Card.from_string("As"), Card.from_id(51), Card.from_string("Ks")}) == 2
    assert pickle.loads(pickle.dumps(ace)) == ace
    assert sorted([Card.from_string("As"), Card.from_string("2c")])[0] == Card.from_id(0)


def test_there_is_one_object_per_card():
    assert Card.from_string("As") is Card.from_id(51) is Card("as")
    assert Card(Card.from_id(3)) is Card.from_id(3)


def test_card_id_agrees_with_the_library_parser_on_every_two_letter_string() -> None:
    # card_id answers common spellings from a table; the library's parser is the reference.
    import ctypes
    import string

    from xiapl._native import lib

    out = ctypes.c_int32()
    for first in string.printable:
        for second in string.printable:
            text = first + second
            try:
                lib.xiapl_card_parse(text.encode(), ctypes.byref(out))
                expected: object = out.value
            except ValueError:
                expected = ValueError
            try:
                got: object = card_id(text)
            except ValueError:
                got = ValueError
            assert got == expected, text
