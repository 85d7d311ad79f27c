"""Hook specifications: the contract between Ludotheque and game plugins.

A plugin is a module (or any object) named by an entry point in the group
``ludotheque`` of an installed distribution::

    [project.entry-points.ludotheque]
    mygame = "ludotheque_mygame.plugin"

The module states the plugin API version it targets and implements some of the
hooks below, marked with :data:`hookimpl`::

    from ludotheque.core.hookspecs import hookimpl

    LUDOTHEQUE_API_VERSION = "1.0"

    @hookimpl
    def ludotheque_register_games(register):
        register(GameInfo(...))

A plugin whose ``LUDOTHEQUE_API_VERSION`` has another major version than
:data:`API_VERSION`, or a newer minor version, is refused with a clear reason.
Implementations may accept any subset of a hook's arguments, so new arguments can
be added without breaking existing plugins.

Set the environment variable ``LUDOTHEQUE_TRACE_PLUGINS=1`` to print every hook
call and its result to the standard error.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:  # pragma: no cover - typing only
    from .descriptor import GameInfo
    from .players import Heuristics

__all__ = ["API_VERSION", "PROJECT", "hookimpl", "hookspec"]

from .api import API_VERSION, PROJECT

hookspec = pluggy.HookspecMarker(PROJECT)
"""Marks a hook specification (used by the host only)."""
hookimpl = pluggy.HookimplMarker(PROJECT)
"""Marks a hook implementation in a plugin."""


# -------------------------------------------------------------------------
# Registration: called once when the plugin is loaded (and on rescans for
# newly installed plugins).
# -------------------------------------------------------------------------


@hookspec
def ludotheque_register_games(register: Callable[[GameInfo], None]) -> None:
    """Register the games this plugin provides.

    Call ``register(GameInfo(...))`` once per game.  The host checks each
    descriptor (snake_case id matching ``GameInfo.game.id``, translatable name
    and summary, lazy widget references of the form ``"module:Class"``, rules
    documents that exist) and refuses the whole plugin if one is invalid or its
    id is already taken by another plugin.  Board widgets and options dialogs are
    only imported when a player opens the game.

    The return value is ignored; return None.

    :param register: the callback that adds one :class:`~ludotheque.core.descriptor.GameInfo`.

    .. versionadded:: 1.0
    """


@hookspec
def ludotheque_register_heuristics(register: Callable[[Heuristics], None]) -> None:
    """Register knowledge that makes the computer player stronger at a game.

    Call ``register(Heuristics(game_id=..., evaluate=..., rollout=..., order_moves=...))``
    for a game this plugin provides.  Every field but ``game_id`` is optional; the
    generic player works without any of them.  Heuristics for a game of another
    plugin are refused (the plugin fails with that reason): what a plugin registers
    applies to its own games only.

    The return value is ignored; return None.

    :param register: the callback that adds one :class:`~ludotheque.core.players.Heuristics`.

    .. versionadded:: 1.0
    """
