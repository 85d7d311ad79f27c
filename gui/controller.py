"""The match controller: the only place where the GUI changes a match.

It validates the moves a board requests through :class:`Match`, rolls chance
steps with :meth:`Match.roll` (seeded and recorded), asks the
:class:`~ludotheque.gui.ai_worker.AiWorker` for computer moves, autosaves after
every change and tells the views to refresh.

Signals:

* ``changed()``: the position, the history or the seats' state changed.
* ``move_rejected(str)``: a requested move was refused (translated reason).
* ``chance_rolled(object)``: a chance outcome was drawn.
* ``thinking_changed(bool)``: a computer seat started or stopped thinking.
* ``finished()``: the match just ended.
* ``match_finished(str)``: the match is shown at its end: played to it here
  (``"played"``, a resignation too) or stepped through again (``"replayed"``).
* ``hint_ready(object)``: the move the strong level suggests.
* ``autosave_failed(str)``: the autosave could not be written (translated reason).
* ``game_failed(str)``: the game's own code (rules, serialisation) or the computer
  player failed; a translated sentence saying what it cost.  The details (the
  traceback) are in the log (:mod:`ludotheque.core.logs`).

The views may still be showing a change (a board animating a sowing): the chance
steps and the computer's moves wait for them (:meth:`MatchController.set_view_busy`,
:meth:`MatchController.view_ready`); a computer player thinks meanwhile.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ludotheque.core.autosave import AutosaveStore
from ludotheque.core.descriptor import GameInfo
from ludotheque.core.events import PLAYED, REPLAYED, MatchFinished, SeatInfo, seat_infos
from ludotheque.core.i18n import QT_TRANSLATE_NOOP, TrText
from ludotheque.core.logs import log_error, report
from ludotheque.core.match import HUMAN, Match
from ludotheque.core.model import CHANCE, Move, MoveError, State, has_hidden_information
from ludotheque.core.saves import SaveError

from .ai_worker import AiWorker
from .i18n import tr_text
from .texts import seat_name

__all__ = ["MatchController", "has_hidden_information"]

_NOT_YOUR_TURN = QT_TRANSLATE_NOOP("MatchController", "It is not your turn.")
_MOVE_FAILED = QT_TRANSLATE_NOOP(
    "MatchController", "The game could not play this move: {reason}. The position is "
                       "unchanged; details are in the log.")
_ROLL_FAILED = QT_TRANSLATE_NOOP(
    "MatchController", "The game could not draw its chance step: {reason}. Details are in "
                       "the log.")
_COMPUTER_FAILED = QT_TRANSLATE_NOOP(
    "MatchController", "The computer player failed ({reason}); it played a random move "
                       "instead. Details are in the log.")
_COMPUTER_ILLEGAL = QT_TRANSLATE_NOOP(
    "MatchController", "The computer player chose a move the rules refuse; it played a "
                       "random move instead.")
_AUTOSAVE_BROKEN = QT_TRANSLATE_NOOP(
    "MatchController", "the game could not be written down ({reason})")

CHANCE_DELAY_MS = 350
COMPUTER_DELAY_MS = 250
VIEW_POLL_MS = 100
"""How often a step waiting for the views asks again whether they are ready (besides
:meth:`MatchController.view_ready`, which the views call when they are)."""
VIEW_WAIT_LIMIT_S = 20.0
"""The longest a step waits for the views: a board whose animation never ends must
not stop the game."""


def new_autosave_key() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + f"-{int(time.time() * 1000) % 1000:03d}"


class MatchController(QObject):
    """Drives one :class:`Match` for the window.

    :param plugin: ``(distribution, version)`` recorded in save files.
    :param autoplay: roll dice and let computer seats move automatically (False
        for screenshots and replays).
    """

    changed = Signal()
    move_rejected = Signal(str)
    chance_rolled = Signal(object)
    thinking_changed = Signal(bool)
    finished = Signal()
    hint_ready = Signal(object)
    autosave_failed = Signal(str)
    game_failed = Signal(str)
    match_finished = Signal(str)

    network = False
    """Whether a match server owns the match (:class:`~.network_controller.
    NetworkController`): no undo, save, restart or hint here."""

    def __init__(self, match: Match, info: GameInfo, *, plugin: tuple[str, str] = ("", ""),
                 worker: AiWorker | None = None, autosave: AutosaveStore | None = None,
                 autosave_key: str | None = None, autoplay: bool = True,
                 delays: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.info = info
        self.plugin = plugin
        self.worker = worker
        self.autosave = autosave
        self.autosave_key = autosave_key or new_autosave_key()
        self.autoplay = autoplay
        self.delays = delays
        self.thinking_seat: int | None = None
        self.hint: Move | None = None
        self._job: int | None = None
        self._hint_job: int | None = None
        self._closed = False
        self._advance_timer = QTimer(self)
        self._advance_timer.setSingleShot(True)
        self._advance_timer.timeout.connect(self._advance)
        self._view_busy: Callable[[], bool] | None = None
        self._busy_since: float | None = None
        self._waiting = False  # a chance step or the random player waits for the views
        self._held: Callable[[], None] | None = None  # the computer's move, waiting
        self._view_timer = QTimer(self)
        self._view_timer.setSingleShot(True)
        self._view_timer.timeout.connect(self.view_ready)
        if worker is not None:
            worker.move_ready.connect(self._on_worker_move_ready)
            worker.failed.connect(self._on_worker_failed)
        self.hidden_information = has_hidden_information(match.state)

    # --- queries ---------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.match.state

    @property
    def at_end(self) -> bool:
        """Whether the cursor is after the last recorded step (not replaying)."""
        return self.match.cursor == len(self.match)

    def human_to_move(self) -> int | None:
        """The human seat to move now, if any."""
        match = self.match
        if match.is_over and self.at_end or match.resigned is not None:
            return None
        player = match.state.current_player
        if player < 0 or match.seats[player].kind != HUMAN:
            return None
        return player

    def seat_infos(self) -> tuple[SeatInfo, ...]:
        """Who plays each seat, with the names to show (in the current language) and
        the game's seat colours: what boards and panels are given."""
        match = self.match
        names = [seat_name(seat, index) for index, seat in enumerate(match.seats)]
        return seat_infos(match.seats, names, self.info.seat_colors)

    def finished_event(self, origin: str) -> MatchFinished | None:
        """The event that tells plugins the match finished (None if it has not)."""
        match = self.match
        outcome = match.result()
        if outcome is None:
            return None
        return MatchFinished(self.info.id, dict(match.options), self.seat_infos(), outcome,
                             match.final_state, origin, len(match), match.seed)

    @property
    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if seat.kind == HUMAN]

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen in a game with secrets."""
        return self.hidden_information and len(self.human_seats) >= 2

    def viewer(self) -> int | None:
        """The seat whose view the board shows."""
        humans = self.human_seats
        if not humans:
            return None
        to_move = self.human_to_move()
        if to_move is not None:
            return to_move
        if self.match.is_over and self.at_end:
            return None if self.hot_seat else humans[0]
        if len(humans) == 1:
            return humans[0]
        # A computer or chance is to move: keep the last human who moved.
        for index in range(self.match.cursor - 1, -1, -1):
            mover = self.match.steps[index][0]
            if mover in humans:
                return mover
        return humans[0]

    def shown_state(self) -> State:
        """The state to show: the viewer's view, or the full state when nobody hides."""
        viewer = self.viewer()
        state = self.match.state
        if viewer is None or state.is_over():
            return state
        return state.view(viewer)

    def last_move(self) -> Move | None:
        cursor = self.match.cursor
        return self.match.steps[cursor - 1][1] if cursor else None

    def last_chance(self) -> Move | None:
        """The latest chance outcome at or before the cursor."""
        steps = self.match.steps
        for index in range(self.match.cursor - 1, -1, -1):
            if steps[index][0] == CHANCE:
                return steps[index][1]
        return None

    # --- commands --------------------------------------------------------------

    def request_move(self, move: Move) -> bool:
        """A board asks to play *move* for the human to move; returns whether it was played."""
        seat = self.human_to_move()
        if seat is None or self.thinking_seat is not None:
            self.move_rejected.emit(tr_text(_NOT_YOUR_TURN))
            return False
        try:
            self.match.play(move)
        except (MoveError, ValueError) as exc:
            message = exc.message if isinstance(exc, MoveError) else str(exc)
            self.move_rejected.emit(tr_text(message))
            return False
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the game's rules failed: say so
            self._report(_MOVE_FAILED, f"{self.info.id}: playing {move!r}", exc)
            return False
        self._after_change()
        return True

    def can_undo(self) -> bool:
        return self.match.can_undo()

    def undo(self) -> None:
        """Back to the previous decision of a human (over chance and computer moves)."""
        self.cancel_thinking()
        match = self.match
        if not match.can_undo():
            return
        match.undo()
        humans = self.human_seats
        if humans:
            while match.can_undo() and match.state.current_player not in humans:
                match.undo()
        self._after_change(advance=False)

    def redo(self) -> None:
        self.cancel_thinking()
        match = self.match
        if not match.can_redo():
            return
        match.redo()
        humans = self.human_seats
        if humans:
            while match.can_redo() and match.state.current_player not in humans:
                match.redo()
        self._after_change(advance=self.at_end, origin=REPLAYED)

    def jump(self, index: int) -> None:
        """Show the position after *index* steps (replay)."""
        self.cancel_thinking()
        index = max(0, min(index, len(self.match)))
        if index == self.match.cursor:
            return
        self.match.jump(index)
        self._after_change(advance=self.at_end, save=False, origin=REPLAYED)

    def resign(self) -> bool:
        """The human to move (or the only human) gives up."""
        seat = self.human_to_move()
        if seat is None and len(self.human_seats) == 1:
            seat = self.human_seats[0]
        if seat is None or self.match.is_over:
            return False
        self.cancel_thinking()
        self.match.resign(seat)
        self._after_change(advance=False)
        self.finished.emit()
        return True

    def request_hint(self) -> bool:
        """Ask the worker for the move the strong level would play here."""
        seat = self.human_to_move()
        if seat is None or self.worker is None or self.thinking_seat is not None:
            return False
        try:
            self._hint_job = self.worker.request(self.info.id, self.match.state.view(seat),
                                                 "ai", "strong", self._seed())
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the game's player could not be sent
            report(f"{self.info.id}: asking for a hint", exc)
            return False
        return True

    def start(self) -> None:
        """Begin: roll opening dice and let a computer seat move if it starts."""
        self._schedule()

    def set_view_busy(self, busy: Callable[[], bool] | None) -> None:
        """*busy* tells whether the views still show the last change (a board's
        animation): chance steps and the computer's moves wait until it says no
        (asked again at :meth:`view_ready`, and every :data:`VIEW_POLL_MS`)."""
        self._view_busy = busy

    def view_ready(self) -> None:
        """The views finished showing a change (a board's ``animation_finished``):
        play what waited for them."""
        self._view_timer.stop()
        if self._closed or (self._held is None and not self._waiting):
            return
        if self._views_busy():
            self._view_timer.start(VIEW_POLL_MS)
            return
        self._busy_since = None  # (the next wait counts from its own start)
        if self._held is not None:
            play, self._held = self._held, None
            play()
        else:
            self._waiting = False
            self._advance()

    @property
    def waiting_for_views(self) -> bool:
        """Whether a chance step or a computer's move waits for the views."""
        return self._waiting or self._held is not None

    def _views_busy(self) -> bool:
        if self._view_busy is None or not self._view_busy():
            self._busy_since = None
            return False
        now = time.monotonic()
        if self._busy_since is None:
            self._busy_since = now
        return now - self._busy_since < VIEW_WAIT_LIMIT_S

    def _wait_for_views(self) -> None:
        self._view_timer.start(VIEW_POLL_MS)

    def close(self) -> None:
        """The match is being replaced or the window closes: stop everything."""
        self._closed = True
        self._advance_timer.stop()
        self.cancel_thinking()

    def cancel_thinking(self) -> None:
        self._advance_timer.stop()
        self._view_timer.stop()
        self._waiting = False
        self._held = None
        self._busy_since = None
        self._hint_job = None
        if self._job is not None or (self.worker is not None and self.worker.busy):
            self._job = None
            if self.worker is not None:
                self.worker.cancel()
        if self.thinking_seat is not None:
            self.thinking_seat = None
            self.thinking_changed.emit(False)

    # --- progress --------------------------------------------------------------

    def _after_change(self, advance: bool = True, save: bool = True,
                      origin: str = PLAYED) -> None:
        self.hint = None
        if save:
            self._save_autosave()
        ended = self.match.is_over and self.at_end
        if ended:
            if self.autosave is not None:
                self.autosave.discard(self.autosave_key)
            self.match_finished.emit(origin)  # before the views show the end (records)
        self.changed.emit()
        if ended:
            if self.match.resigned is None:
                self.finished.emit()
            return
        if advance:
            self._schedule()

    def _save_autosave(self) -> None:
        if self.autosave is None:
            return
        try:
            self.autosave.save(self.autosave_key, self.match, self.plugin)
        except SaveError as exc:
            self.autosave_failed.emit(tr_text(exc.message))
        except OSError as exc:
            self.autosave_failed.emit(str(exc))
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the game's moves would not serialise
            reason = report(f"{self.info.id}: the autosave", exc)
            self.autosave_failed.emit(tr_text(_AUTOSAVE_BROKEN.format(reason=reason)))

    def _schedule(self) -> None:
        if self._closed or not self.autoplay or not self.at_end or self.match.is_over:
            return
        player = self.match.state.current_player
        if player == CHANCE:
            delay = CHANCE_DELAY_MS
        elif player >= 0 and self.match.seats[player].kind != HUMAN:
            delay = COMPUTER_DELAY_MS
        else:
            return
        self._advance_timer.start(delay if self.delays else 0)

    def _advance(self) -> None:
        if self._closed or not self.at_end or self.match.is_over:
            return
        player = self.match.state.current_player
        if (player == CHANCE or self.worker is None) and self._views_busy():
            self._waiting = True  # the dice and the random player wait for the views
            self._wait_for_views()
            return
        if player == CHANCE:
            try:
                outcome = self.match.roll()
            except KeyboardInterrupt:
                raise
            except BaseException as exc:  # noqa: BLE001 - the game's rules failed: say so
                self._report(_ROLL_FAILED, f"{self.info.id}: the chance step", exc)
                return
            self.chance_rolled.emit(outcome)
            self._after_change()
            return
        if player < 0 or self.match.seats[player].kind == HUMAN:
            return
        seat = self.match.seats[player]
        if self.worker is None:
            from ludotheque.core.players import RandomPlayer

            move = RandomPlayer().choose(self.match.state.view(player),
                                         random.Random(self._seed()))
            self._play_computer(move)
            return
        try:
            job = self.worker.request(self.info.id, self.match.state.view(player), seat.kind,
                                      seat.level, self._seed())
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the game's player could not be sent
            # (its plugin no longer loads, or what it registered does not pickle)
            self._report(_COMPUTER_FAILED, f"{self.info.id}: asking the computer player", exc)
            self._play_random()
            return
        self.thinking_seat = player
        self.thinking_changed.emit(True)
        self._job = job

    def _seed(self) -> int:
        return (self.match.seed * 1_000_003 + self.match.cursor) % (2**63)

    def _play_computer(self, move: Move) -> None:
        try:
            self.match.play(move)
        except (MoveError, ValueError):
            # A wrong answer must not block the game: fall back to a random legal move.
            self.game_failed.emit(tr_text(_COMPUTER_ILLEGAL))
            self._play_random()
            return
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the game's rules failed: say so
            self._report(_MOVE_FAILED, f"{self.info.id}: playing {move!r}", exc)
            return
        self._after_change()

    def _play_random(self) -> None:
        """Play a random legal move for the computer seat to move."""
        try:
            moves = list(self.match.state.legal_moves())
            if moves:
                self.match.play(random.Random(self._seed()).choice(moves))
        except KeyboardInterrupt:
            raise
        except BaseException as exc:  # noqa: BLE001 - the game's rules failed: say so
            self._report(_MOVE_FAILED, f"{self.info.id}: a random move", exc)
            return
        if moves:
            self._after_change()

    def _report(self, text: TrText, what: str, exc: BaseException) -> None:
        """Log *exc* with its traceback and tell the window in one sentence."""
        self.game_failed.emit(tr_text(text.format(reason=report(what, exc))))

    def _on_worker_move_ready(self, job_id: int, move: Any) -> None:
        if job_id == self._hint_job:
            self._hint_job = None
            self.hint = move
            self.hint_ready.emit(move)
            return
        if job_id != self._job or self._closed:
            return
        self._job = None
        self._when_views_ready(lambda: self._play_computer(move))

    def _when_views_ready(self, play: Callable[[], None]) -> None:
        """The computer seat has its move: *play* it now, or once the views have
        shown the last change (it is still thinking meanwhile)."""
        if self._views_busy():
            self._held = lambda: self._stop_thinking_and(play)
            self._wait_for_views()
            return
        self._stop_thinking_and(play)

    def _stop_thinking_and(self, play: Callable[[], None]) -> None:
        self.thinking_seat = None
        self.thinking_changed.emit(False)
        play()

    def _on_worker_failed(self, job_id: int, text: str) -> None:
        if job_id == self._hint_job:
            self._hint_job = None
            return
        if job_id != self._job or self._closed:
            return
        self._job = None
        lines = text.strip().splitlines()
        log_error(f"{self.info.id}: the computer player failed:\n{text}")
        self.game_failed.emit(tr_text(_COMPUTER_FAILED.format(
            reason=lines[-1] if lines else "?")))
        self._when_views_ready(self._play_random)

