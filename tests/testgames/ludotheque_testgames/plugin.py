"""Registers the test games with Ludotheque."""

from ludotheque.core import QT_TRANSLATE_NOOP, GameInfo, hookimpl

from .highcard import HighCardGame
from .pig import PigGame
from .stones import StonesGame

LUDOTHEQUE_API_VERSION = "2.0"


@hookimpl
def ludotheque_register_games(register):
    register(GameInfo(id="pig", name=QT_TRANSLATE_NOOP("testgames", "Pig"),
                      summary=QT_TRANSLATE_NOOP("testgames", "A dice race."), game=PigGame()))
    register(GameInfo(id="high_card", name=QT_TRANSLATE_NOOP("testgames", "High card"),
                      summary=QT_TRANSLATE_NOOP("testgames", "Bet on a secret card."),
                      game=HighCardGame()))
    register(GameInfo(id="stones", name=QT_TRANSLATE_NOOP("testgames", "Stones"),
                      summary=QT_TRANSLATE_NOOP("testgames", "Take the last stone."),
                      game=StonesGame()))
