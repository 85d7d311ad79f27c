"""Translatable text for pure-Python layers.

``core`` and the ``rules`` packages of games never import Qt, yet their labels,
names and error messages must appear translated in the application.  They mark
such strings with :func:`QT_TRANSLATE_NOOP`, which Qt's ``lupdate`` recognises
by name, and get back a :class:`TrText`: a small value holding the translation
*context*, the English *source* text and optional ``{name}`` arguments.

The GUI translates it with ``QCoreApplication.translate(context, source)`` and
then formats the arguments; the command line simply prints the English text.

>>> label = QT_TRANSLATE_NOOP("kalah", "Seeds per house")
>>> str(label)
'Seeds per house'
>>> msg = TrText("core", "Unknown game {game}", {"game": "chess"})
>>> str(msg)
'Unknown game chess'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["TrText", "QT_TRANSLATE_NOOP", "Translator", "render"]

#: A function ``(context, source) -> translated`` supplied by the GUI.
Translator = Callable[[str, str], str]


@dataclass(frozen=True)
class TrText:
    """A translatable string: context, English source and format arguments."""

    context: str
    """The translation context (a catalogue section, as in Qt Linguist)."""
    source: str
    """The English text, with optional ``{name}`` placeholders."""
    args: Mapping[str, Any] = field(default_factory=dict, compare=False)
    """Values for the placeholders; a :class:`TrText` value is translated too."""

    def format(self, **args: Any) -> TrText:
        """Return a copy with more placeholder values."""
        return TrText(self.context, self.source, {**self.args, **args})

    def translate(self, translator: Translator | None = None) -> str:
        """Return the text translated with *translator* (English if None)."""
        text = translator(self.context, self.source) if translator else self.source
        if not self.args:
            return text
        values = {
            key: value.translate(translator) if isinstance(value, TrText) else value
            for key, value in self.args.items()
        }
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never hide the message: fall back to English.
            return self.source.format(**values)

    def __str__(self) -> str:
        return self.translate(None)


def QT_TRANSLATE_NOOP(context: str, source: str) -> TrText:  # noqa: N802 - lupdate's name
    """Mark *source* for translation in *context* and return it as a :class:`TrText`."""
    return TrText(context, source)


def render(text: TrText | str, translator: Translator | None = None) -> str:
    """Translate *text* if it is a :class:`TrText`; return a plain string unchanged."""
    return text.translate(translator) if isinstance(text, TrText) else text
