"""Translatable text for pure-Python layers.

``core`` and the ``rules`` packages of games never import Qt, yet their labels,
names, sentences and error messages must appear translated in the application.
They mark such strings so that Qt's ``lupdate`` finds them, and get back a
:class:`TrText`: a small value holding the translation *context*, the English
*source* text, optional ``{name}`` arguments and, for a text that depends on a
number, that number (Qt's plural forms).

Two ways to mark a string:

* :func:`QT_TRANSLATE_NOOP` ``(context, source)``, which ``lupdate`` recognises by name;
* a :class:`Texts` object whose variable is named as its context:
  ``kalah = Texts("kalah")`` then ``kalah.tr(source)``, or ``kalah.tr(source, "", n)``
  for a text with a plural (``%n`` stands for the number; ``lupdate`` reads
  ``kalah.tr`` as the context ``kalah`` and marks a call with three arguments as a
  plural message).

The GUI translates a :class:`TrText` with ``QCoreApplication.translate`` and then
formats the arguments; without a translator (the English source) a plural reads
``(s)`` as the English plural: no ``s`` for exactly one, ``s`` otherwise.

>>> label = QT_TRANSLATE_NOOP("kalah", "Seeds per house")
>>> str(label)
'Seeds per house'
>>> msg = TrText("core", "Unknown game {game}", {"game": "chess"})
>>> str(msg)
'Unknown game chess'
>>> kalah = Texts("kalah")
>>> str(kalah.tr("{player} sows %n seed(s)", "", 1).format(player="Ada"))
'Ada sows 1 seed'
>>> str(kalah.tr("{player} sows %n seed(s)", "", 4).format(player="Ada"))
'Ada sows 4 seeds'
>>> turn = kalah.tr("{sowing}, {player} plays again")
>>> str(turn.format(sowing=kalah.tr("{player} sows"), player="Ada"))
'Ada sows, Ada plays again'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["TrText", "Texts", "QT_TRANSLATE_NOOP", "Translator", "render"]

#: ``(context, source) -> translated``, or ``(context, source, disambiguation, n)``
#: (``QCoreApplication.translate``), supplied by the GUI.
Translator = Callable[..., str]


@dataclass(frozen=True)
class TrText:
    """A translatable string: context, English source, format arguments and, for a
    plural, its number."""

    context: str
    """The translation context (a catalogue section, as in Qt Linguist)."""
    source: str
    """The English text, with optional ``{name}`` placeholders (and ``%n``)."""
    args: Mapping[str, Any] = field(default_factory=dict, compare=False)
    """Values for the placeholders; a :class:`TrText` value is translated too, with
    the values of this text it lacks (so ``{player}`` reaches every part)."""
    n: int | None = None
    """The number a plural text depends on (``%n`` in the text); None: no plural."""
    disambiguation: str | None = None
    """Qt's disambiguation (a comment for translators telling two equal sources apart)."""

    def format(self, **args: Any) -> TrText:
        """Return a copy with more placeholder values."""
        return TrText(self.context, self.source, {**self.args, **args}, self.n,
                      self.disambiguation)

    def translate(self, translator: Translator | None = None) -> str:
        """Return the text translated with *translator* (English if None)."""
        if translator is None:
            text = self.source
        elif self.n is None and self.disambiguation is None:
            text = translator(self.context, self.source)
        else:
            text = translator(self.context, self.source, self.disambiguation,
                              -1 if self.n is None else self.n)
        if self.n is not None:
            text = _english_plural(text.replace("%n", str(self.n)), self.n)
        if not self.args:
            return text
        # A text given as a value is translated too, and sees this text's values it
        # lacks (a sentence made of parts: ``{player}`` is filled in every part).
        values = {
            key: value.format(**{k: v for k, v in self.args.items()
                                 if k not in value.args and k != key}).translate(translator)
            if isinstance(value, TrText) else value
            for key, value in self.args.items()
        }
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never hide the message: fall back to English.
            english = self.source
            if self.n is not None:
                english = _english_plural(english.replace("%n", str(self.n)), self.n)
            return english.format(**values)

    def __str__(self) -> str:
        return self.translate(None)


def _english_plural(text: str, n: int) -> str:
    """The English source's plural: ``seed(s)`` reads ``seed`` for 1, else ``seeds``.
    (A translation has no ``(s)``; a game may also ship an English catalogue.)"""
    return text.replace("(s)", "" if n == 1 else "s")


class Texts:
    """The translatable texts of one context, for code that cannot import Qt.

    Name the variable as the context, so that ``lupdate`` files the strings under
    it: ``kalah = Texts("kalah")``; ``kalah.tr("Extra turn")``;
    ``kalah.tr("%n seed(s)", "", seeds)`` for a plural (Qt's plural forms in the
    catalogues; ``%n`` is the number).  The tests of the host check that each
    variable bears its context's name.
    """

    __slots__ = ("context",)

    def __init__(self, context: str) -> None:
        self.context = context

    def tr(self, source: str, disambiguation: str | None = None, n: int | None = None
           ) -> TrText:
        """The :class:`TrText` of *source* in this context (with *n* for a plural)."""
        return TrText(self.context, source, {}, n, disambiguation or None)

    def __repr__(self) -> str:
        return f"Texts({self.context!r})"


def QT_TRANSLATE_NOOP(context: str, source: str) -> TrText:  # noqa: N802 - lupdate's name
    """Mark *source* for translation in *context* and return it as a :class:`TrText`."""
    return TrText(context, source)


def render(text: TrText | str, translator: Translator | None = None) -> str:
    """Translate *text* if it is a :class:`TrText`; return a plain string unchanged."""
    return text.translate(translator) if isinstance(text, TrText) else text
