"""Hook specifications: the contract between Ludotheque and game plugins.

A plugin is a module (or any object) named by an entry point in the group
``ludotheque`` of an installed distribution::

    [project.entry-points.ludotheque]
    mygame = "ludotheque_mygame.plugin"

The module states the plugin API version it targets and implements some of the
hooks below, marked with :data:`hookimpl`; everything it uses of the host comes
from :mod:`ludotheque.core` (rules) and :mod:`ludotheque.gui` (boards and options
dialogs)::

    from ludotheque.core import GameInfo, hookimpl

    LUDOTHEQUE_API_VERSION = "2.0"

    @hookimpl
    def ludotheque_register_games(register):
        register(GameInfo(...))

A plugin whose ``LUDOTHEQUE_API_VERSION`` has another major version than
:data:`API_VERSION`, or a newer minor version, is refused with a clear reason.
Implementations may accept any subset of a hook's arguments, so new arguments can
be added without breaking existing plugins.  The host calls every hook through
pluggy, one plugin at a time (a plugin that fails never stops another).

Set the environment variable ``LUDOTHEQUE_TRACE_PLUGINS=1`` to print every hook
call and its result to the standard error.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:  # pragma: no cover - typing only
    from .descriptor import GameInfo
    from .events import MatchFinished
    from .players import ComputerPlayer, GameKnowledge

__all__ = ["API_VERSION", "PROJECT", "hookimpl", "hookspec"]

from .api import API_VERSION, PROJECT

hookspec = pluggy.HookspecMarker(PROJECT)
"""Marks a hook specification (used by the host only)."""
hookimpl = pluggy.HookimplMarker(PROJECT)
"""Marks a hook implementation in a plugin."""


# -------------------------------------------------------------------------
# Registration: called once when the plugin is loaded (and on rescans for
# newly installed plugins).  What a plugin registers applies to its own games.
# -------------------------------------------------------------------------


@hookspec
def ludotheque_register_games(register: Callable[[GameInfo], None]) -> None:
    """Register the games this plugin provides.

    Call ``register(GameInfo(...))`` once per game.  The host checks each
    descriptor (snake_case id matching ``GameInfo.game.id``, translatable name
    and summary, lazy widget references of the form ``"module:Class"``, rules
    documents that exist, seat colours) and refuses the whole plugin if one is
    invalid or its id is already taken by another plugin.  Board widgets and
    options dialogs are only imported when a player opens the game.

    The return value is ignored; return None.

    :param register: the callback that adds one :class:`~ludotheque.core.GameInfo`.

    .. versionadded:: 1.0
    .. versionchanged:: 2.0 ``GameInfo`` has ``seat_colors``.
    """


@hookspec
def ludotheque_register_knowledge(register: Callable[[GameKnowledge], None]) -> None:
    """Register what one of this plugin's games knows about its positions.

    Call ``register(GameKnowledge(game_id=..., evaluate=..., rollout=...,
    playout=..., order_moves=..., move_scores=...))`` once per game that has any.
    Every field but ``game_id`` is optional; the computer player works without any
    of them.  Knowledge for another plugin's game makes the plugin fail.

    The return value is ignored; return None.

    :param register: the callback that adds one :class:`~ludotheque.core.GameKnowledge`.

    .. versionadded:: 2.0
    """


@hookspec
def ludotheque_register_players(register: Callable[[ComputerPlayer], None]) -> None:
    """Register how the computer player of one of this plugin's games plays.

    Call ``register(ComputerPlayer(game_id=..., levels=(…), search={…}))`` to tune
    the host's search for the game (iterations per level, search parameters), or
    ``register(ComputerPlayer(game_id=..., factory=make_player))`` to bring a
    player of the game's own.  A game that registers none gets the host's search
    with the host's budgets.  A computer player for another plugin's game makes the
    plugin fail.

    The return value is ignored; return None.

    :param register: the callback that adds one :class:`~ludotheque.core.ComputerPlayer`.

    .. versionadded:: 2.0
    """


# -------------------------------------------------------------------------
# Match events: called while the application or the command line runs.
# -------------------------------------------------------------------------


@hookspec
def ludotheque_match_did_finish(event: MatchFinished) -> None:
    """A match just reached its end: a notification (records, statistics).

    Called for every plugin, whatever the game; look at ``event.game_id``.
    ``event.origin`` says whether the match was played to its end here
    (``"played"``), opened finished from a file (``"loaded"``) or stepped through
    again to its end (``"replayed"``): only a played match is a new result.
    Write files of your own here (never from a board widget), atomically; an
    exception is logged and does not reach the player.

    The return value is ignored; return None.

    :param event: a :class:`~ludotheque.core.MatchFinished`.

    .. versionadded:: 2.0
    """
