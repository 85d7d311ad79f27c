"""Typed game options: integer ranges, choices and booleans.

A :class:`Game` declares its parameters as an :class:`OptionsSchema`.  The
schema fills in defaults, validates values coming from a dialog, a save file or
the command line, and gives every option a translatable label, so the host can
build a generic options form for any game.

>>> schema = OptionsSchema([
...     IntOption("seeds", QT_TRANSLATE_NOOP("kalah", "Seeds per house"), 4, 4, 6),
...     BoolOption("empty_capture", QT_TRANSLATE_NOOP("kalah", "Empty capture"), False),
... ])
>>> schema.validate({"seeds": 5})
{'seeds': 5, 'empty_capture': False}
>>> schema.parse_assignment("empty_capture=yes")
('empty_capture', True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .i18n import QT_TRANSLATE_NOOP, TrText

__all__ = [
    "OptionError",
    "IntOption",
    "ChoiceOption",
    "BoolOption",
    "Option",
    "OptionsSchema",
]


class OptionError(ValueError):
    """An option value is unknown, of the wrong type or out of range.

    :attr:`message` is a translatable :class:`TrText`; ``str(error)`` is English.
    """

    def __init__(self, message: TrText) -> None:
        super().__init__(str(message))
        self.message = message


_UNKNOWN = QT_TRANSLATE_NOOP("options", "Unknown option '{key}'. Known options: {known}.")
_NOT_INT = QT_TRANSLATE_NOOP("options", "Option '{key}' needs a whole number, not '{value}'.")
_RANGE = QT_TRANSLATE_NOOP("options", "Option '{key}' must be between {min} and {max}, not "
                                      "{value}.")
_CHOICE = QT_TRANSLATE_NOOP("options", "Option '{key}' must be one of {choices}, not '{value}'.")
_NOT_BOOL = QT_TRANSLATE_NOOP("options", "Option '{key}' must be yes or no, not '{value}'.")
_SYNTAX = QT_TRANSLATE_NOOP("options", "Write an option as KEY=VALUE, not '{text}'.")
_NOT_MAPPING = QT_TRANSLATE_NOOP("options", "Options must be a table of names and values.")

_TRUE = {"1", "true", "yes", "on", "oui", "vrai"}
_FALSE = {"0", "false", "no", "off", "non", "faux"}


@dataclass(frozen=True)
class IntOption:
    """A whole number between :attr:`minimum` and :attr:`maximum` inclusive."""

    key: str
    label: TrText
    default: int
    minimum: int
    maximum: int
    help: TrText | None = None

    def __post_init__(self) -> None:
        if not self.minimum <= self.default <= self.maximum:
            raise ValueError(f"default of {self.key!r} outside its range")

    def validate(self, value: Any) -> int:
        """Return *value* as an int, or raise :class:`OptionError`."""
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, str):
                return self.parse(value)
            raise OptionError(_NOT_INT.format(key=self.key, value=value))
        if not self.minimum <= value <= self.maximum:
            raise OptionError(
                _RANGE.format(key=self.key, min=self.minimum, max=self.maximum, value=value)
            )
        return value

    def parse(self, text: str) -> int:
        """Parse command-line text."""
        try:
            number = int(text.strip())
        except ValueError:
            raise OptionError(_NOT_INT.format(key=self.key, value=text)) from None
        return self.validate(number)


@dataclass(frozen=True)
class ChoiceOption:
    """One value among :attr:`choices`, pairs of ``(value, label)``."""

    key: str
    label: TrText
    default: str
    choices: tuple[tuple[str, TrText], ...]
    help: TrText | None = None

    def __post_init__(self) -> None:
        if self.default not in self.values:
            raise ValueError(f"default of {self.key!r} is not a choice")

    @property
    def values(self) -> tuple[str, ...]:
        """The allowed values, in display order."""
        return tuple(value for value, _ in self.choices)

    def validate(self, value: Any) -> str:
        if not isinstance(value, str) or value not in self.values:
            raise OptionError(
                _CHOICE.format(key=self.key, choices=", ".join(self.values), value=value)
            )
        return value

    def parse(self, text: str) -> str:
        return self.validate(text.strip())


@dataclass(frozen=True)
class BoolOption:
    """Yes or no."""

    key: str
    label: TrText
    default: bool
    help: TrText | None = None

    def validate(self, value: Any) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            return self.parse(value)
        raise OptionError(_NOT_BOOL.format(key=self.key, value=value))

    def parse(self, text: str) -> bool:
        word = text.strip().lower()
        if word in _TRUE:
            return True
        if word in _FALSE:
            return False
        raise OptionError(_NOT_BOOL.format(key=self.key, value=text))


Option = IntOption | ChoiceOption | BoolOption


class OptionsSchema:
    """An ordered set of options, with validation and defaults."""

    def __init__(self, options: Iterable[Option] = ()) -> None:
        self.options: tuple[Option, ...] = tuple(options)
        self._by_key = {option.key: option for option in self.options}
        if len(self._by_key) != len(self.options):
            raise ValueError("two options share a key")

    def __iter__(self) -> Any:
        return iter(self.options)

    def __len__(self) -> int:
        return len(self.options)

    def __getitem__(self, key: str) -> Option:
        return self._by_key[key]

    def __contains__(self, key: object) -> bool:
        return key in self._by_key

    def defaults(self) -> dict[str, Any]:
        """Every option at its default value."""
        return {option.key: option.default for option in self.options}

    def validate(self, values: Mapping[str, Any] | None) -> dict[str, Any]:
        """Return a complete, checked copy of *values*, defaults filled in.

        :raises OptionError: for an unknown key or an invalid value.
        """
        if values is None:
            values = {}
        if not isinstance(values, Mapping):
            raise OptionError(_NOT_MAPPING)
        result = self.defaults()
        for key, value in values.items():
            option = self._by_key.get(key)
            if option is None:
                known = ", ".join(self._by_key) or "-"
                raise OptionError(_UNKNOWN.format(key=key, known=known))
            result[key] = option.validate(value)
        return result

    def parse_assignment(self, text: str) -> tuple[str, Any]:
        """Parse one ``KEY=VALUE`` from the command line."""
        key, sep, value = text.partition("=")
        key = key.strip()
        if not sep or not key:
            raise OptionError(_SYNTAX.format(text=text))
        option = self._by_key.get(key)
        if option is None:
            known = ", ".join(self._by_key) or "-"
            raise OptionError(_UNKNOWN.format(key=key, known=known))
        return key, option.parse(value)

    def parse_assignments(self, texts: Sequence[str]) -> dict[str, Any]:
        """Parse several ``KEY=VALUE`` and validate the whole set."""
        return self.validate(dict(self.parse_assignment(text) for text in texts))
