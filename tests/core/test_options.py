from __future__ import annotations

import pytest

from ludotheque.core.i18n import QT_TRANSLATE_NOOP, TrText
from ludotheque.core.options import (
    BoolOption,
    ChoiceOption,
    IntOption,
    OptionError,
    OptionsSchema,
)

N = QT_TRANSLATE_NOOP
SCHEMA = OptionsSchema([
    IntOption("seeds", N("t", "Seeds"), 4, 4, 6),
    ChoiceOption("rule", N("t", "Rule"), "seed", (("seed", N("t", "Seed")),
                                                  ("official", N("t", "Official")))),
    BoolOption("slam", N("t", "Grand slam"), False),
])


def test_defaults_fill_missing_values() -> None:
    assert SCHEMA.validate({"seeds": 6}) == {"seeds": 6, "rule": "seed", "slam": False}
    assert SCHEMA.validate(None) == SCHEMA.defaults()


@pytest.mark.parametrize("values, words", [
    ({"seeds": 3}, "between 4 and 6"),
    ({"seeds": 7}, "between 4 and 6"),
    ({"seeds": True}, "whole number"),
    ({"seeds": 4.5}, "whole number"),
    ({"rule": "house"}, "one of seed, official"),
    ({"slam": "perhaps"}, "yes or no"),
    ({"slam": 1}, "yes or no"),
    ({"colour": "red"}, "Unknown option 'colour'"),
])
def test_invalid_values_are_refused_with_a_clear_message(values: dict, words: str) -> None:
    with pytest.raises(OptionError) as info:
        SCHEMA.validate(values)
    assert words in str(info.value)
    assert isinstance(info.value.message, TrText)


def test_options_must_be_a_mapping() -> None:
    with pytest.raises(OptionError):
        SCHEMA.validate(["seeds", 4])  # type: ignore[arg-type]


@pytest.mark.parametrize("text, expected", [
    ("seeds=5", ("seeds", 5)),
    ("slam=yes", ("slam", True)),
    ("slam=off", ("slam", False)),
    ("rule=official", ("rule", "official")),
])
def test_command_line_assignments(text: str, expected: tuple) -> None:
    assert SCHEMA.parse_assignment(text) == expected


@pytest.mark.parametrize("text", ["seeds", "=4", "seeds=many", "nope=1"])
def test_bad_assignments(text: str) -> None:
    with pytest.raises(OptionError):
        SCHEMA.parse_assignment(text)


def test_schema_refuses_bad_definitions() -> None:
    with pytest.raises(ValueError):
        IntOption("n", N("t", "N"), 9, 1, 5)
    with pytest.raises(ValueError):
        ChoiceOption("c", N("t", "C"), "x", (("y", N("t", "Y")),))
    with pytest.raises(ValueError):
        OptionsSchema([BoolOption("a", N("t", "A"), True), BoolOption("a", N("t", "A"), True)])


def test_trtext_translates_arguments_and_survives_broken_translations() -> None:
    text = TrText("ctx", "Move {n} by {who}", {"n": 3, "who": TrText("ctx", "Black")})
    french = {"Move {n} by {who}": "Coup {n} de {who}", "Black": "Noir"}
    assert text.translate(lambda ctx, src: french[src]) == "Coup 3 de Noir"
    broken = {"Move {n} by {who}": "Coup {x}", "Black": "Noir"}
    assert text.translate(lambda ctx, src: broken[src]) == "Move 3 by Noir"
