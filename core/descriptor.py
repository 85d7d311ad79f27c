"""The game descriptor a plugin registers: :class:`GameInfo`."""

from __future__ import annotations

import importlib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .i18n import TrText

if TYPE_CHECKING:  # pragma: no cover - imported when validating
    from .model import Game

__all__ = ["GameInfo", "DescriptorError", "load_reference", "GAME_ID"]

GAME_ID = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
"""A game id: snake_case, starting with a letter, at most 40 characters."""
_COLOR = re.compile(r"^#[0-9a-fA-F]{6}$")
_REFERENCE = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_][\w.]*$")


class DescriptorError(ValueError):
    """A :class:`GameInfo` that breaks the contract."""


@dataclass(frozen=True)
class GameInfo:
    """Everything the host needs to know about one game.

    >>> from ludotheque.core.i18n import QT_TRANSLATE_NOOP as N
    >>> info = GameInfo(id="kalah", name=N("kalah", "Kalah"),
    ...                 summary=N("kalah", "Sow seeds, capture the most."), game=game)
    ... # doctest: +SKIP
    """

    id: str
    """Stable snake_case id, equal to ``game.id``."""
    name: TrText
    """The game's name, translatable."""
    summary: TrText
    """One line for the game picker, translatable."""
    game: Game
    """The rules entry point."""
    board_widget: str | None = None
    """Lazy reference ``"package.module:Class"`` to a
    :class:`ludotheque.gui.board.BoardWidget` subclass, imported only when the game
    is opened.  None: the host's generic board (a list of legal moves)."""
    options_dialog: str | None = None
    """Lazy reference to an options dialog class; None: the host's generic form,
    built from ``game.options_schema``."""
    rules: Mapping[str, Path] = field(default_factory=dict)
    """Rules documents (Markdown) per language code: ``{"en": path, "fr": path}``."""
    translations: Path | None = None
    """Directory of compiled Qt catalogues named ``<anything>_<lang>.qm``."""
    icon: Path | None = None
    """An image (PNG or SVG) for the game picker."""
    outcome_texts: Mapping[str, TrText] = field(default_factory=dict)
    """Translatable words for :attr:`Outcome.reason` keys this game uses."""
    seat_colors: tuple[str, ...] = ()
    """The colour of each seat in this game, ``#rrggbb``, one per seat up to the most
    players (the colours of its pieces: Black's seat dark, White's light), used by
    the host's players panel and given to the board.  Empty: the host's colours.

    .. versionadded:: 2.0
    """

    @property
    def players(self) -> tuple[int, int]:
        """The range of player counts, from the game."""
        return (self.game.min_players, self.game.max_players)

    def rules_path(self, language: str) -> Path | None:
        """The rules document in *language*, else in English, else any, else None."""
        return rules_path(self.rules, language)

    def validate(self) -> None:
        """Check the descriptor against the contract.

        :raises DescriptorError: naming the first problem found.
        """
        if not isinstance(self.id, str) or not GAME_ID.match(self.id):
            raise DescriptorError(f"game id {self.id!r} is not snake_case (a-z, 0-9, _)")
        from .model import Game

        if not isinstance(self.game, Game):
            raise DescriptorError(f"game {self.id!r}: 'game' is not a ludotheque Game")
        if self.game.id != self.id:
            raise DescriptorError(
                f"game {self.id!r}: its Game object has id {self.game.id!r}")
        low, high = self.players
        if not (isinstance(low, int) and isinstance(high, int) and 1 <= low <= high):
            raise DescriptorError(f"game {self.id!r}: bad player range {low}..{high}")
        for label in ("name", "summary"):
            value = getattr(self, label)
            if not isinstance(value, TrText) or not value.source.strip():
                raise DescriptorError(
                    f"game {self.id!r}: {label} must be a non-empty TrText "
                    "(use QT_TRANSLATE_NOOP)")
        for label in ("board_widget", "options_dialog"):
            value = getattr(self, label)
            if value is not None and (not isinstance(value, str) or not _REFERENCE.match(value)):
                raise DescriptorError(
                    f"game {self.id!r}: {label} must be 'module:Class', not {value!r}")
        if not isinstance(self.rules, Mapping):
            raise DescriptorError(f"game {self.id!r}: rules must map languages to files")
        for lang, path in self.rules.items():
            if not Path(path).is_file():
                raise DescriptorError(f"game {self.id!r}: rules file for {lang!r} missing: {path}")
        if self.translations is not None and not Path(self.translations).is_dir():
            raise DescriptorError(
                f"game {self.id!r}: translations directory missing: {self.translations}")
        if self.icon is not None and not Path(self.icon).is_file():
            raise DescriptorError(f"game {self.id!r}: icon missing: {self.icon}")
        colors = self.seat_colors
        if not isinstance(colors, tuple) or not all(
                isinstance(c, str) and _COLOR.match(c) for c in colors):
            raise DescriptorError(f"game {self.id!r}: seat_colors must be a tuple of "
                                  f"'#rrggbb' strings, not {colors!r}")
        if colors and len(colors) < high:
            raise DescriptorError(f"game {self.id!r}: seat_colors gives {len(colors)} "
                                  f"colours for up to {high} players")


def rules_path(rules: Mapping[str, Path], language: str) -> Path | None:
    """The document of *rules* in *language*, else in English, else any, else None."""
    for lang in (language, "en", *rules):
        path = rules.get(lang)
        if path is not None:
            return Path(path)
    return None


def load_reference(reference: str) -> Any:
    """Import ``"package.module:Attr"`` and return the attribute."""
    module_name, _, attr = reference.partition(":")
    target: Any = importlib.import_module(module_name)
    for part in attr.split("."):
        target = getattr(target, part)
    return target
