import pytest

from xiapl.card import Card
from xiapl.utils import card_to_mask, cards_to_mask, mask_to_cards, mask_to_ids


def test_masks_have_bit_id_set():
    assert card_to_mask(Card.from_string("2c")) == 1
    assert card_to_mask("As") == 1 << 51
    assert card_to_mask(13) == 1 << 13
    assert cards_to_mask([Card.from_string("As"), "Kd", 0]) == (1 << 51) | (1 << 24) | 1


def test_a_string_of_cards_may_be_joined_or_separated():
    want = (1 << 51) | (1 << 50)
    assert cards_to_mask("AsKs") == cards_to_mask("As Ks") == cards_to_mask("As,Ks") == want
    assert cards_to_mask("") == 0
    assert cards_to_mask([]) == 0


def test_round_trip_all_cards():
    full = (1 << 52) - 1
    assert mask_to_ids(full) == list(range(52))
    assert [c.id for c in mask_to_cards(full)] == list(range(52))
    assert cards_to_mask(mask_to_cards(full)) == full


def test_duplicates_and_bad_bits_are_rejected():
    with pytest.raises(ValueError, match="twice"):
        cards_to_mask(["As", "As"])
    with pytest.raises(ValueError, match="twice"):
        cards_to_mask("AsKsAs")
    with pytest.raises(ValueError, match="bit 52"):
        mask_to_ids(1 << 52)
    with pytest.raises(ValueError, match="2\\*\\*64"):
        mask_to_ids(-1)
    with pytest.raises(ValueError, match="2\\*\\*64"):
        mask_to_ids(1 << 64)
    with pytest.raises(TypeError):
        mask_to_ids("3")  # type: ignore[arg-type]
