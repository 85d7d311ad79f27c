"""Application set-up: the ``QApplication``, the shared services, the main
window, and the ``ludotheque screenshot`` command."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

# The imports below (the core, PySide6 and its signature support, the enums it
# creates) make hundreds of thousands of objects that live as long as the program;
# the cyclic garbage collector would walk them over and over while they are made.
# It pauses for these imports, then those objects are set aside for good (frozen),
# as they would never be freed anyway.
_collecting = gc.isenabled()
gc.disable()
try:
    # The core before Qt: once PySide6 is imported, it reads the source of every module
    # imported after it (to see whether the module uses PySide6); the plugin registry's
    # dependencies (importlib.metadata, pluggy…) would cost more to read than to import.
    # (``python -m benchmarks.startup_gui --instructions``: 993M to 974M instructions;
    # the split below keeps the import sorter from putting PySide6 first again.)
    from ludotheque.core import __version__
    from ludotheque.core.plugins.settings import open_registry

    # isort: split
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from .context import AppContext
    from .i18n import LanguageManager, system_language
    from .settings import Settings
    from .style import RESOURCES, apply_style, follow_color_scheme
finally:
    if _collecting:
        gc.freeze()
        gc.enable()

if TYPE_CHECKING:  # the rest is imported when used, to keep the start-up quick
    import argparse
    from types import TracebackType

    from PySide6.QtWidgets import QMainWindow

    from ludotheque.core.plugins.registry import PluginRegistry
    from ludotheque.core.plugins.settings import StartupNotices

    from .main_window import MainWindow

__all__ = ["create_application", "create_context", "report_uncaught_errors", "run_app",
           "screenshot"]


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The ``QApplication`` (reused if it exists), named and styled."""
    app = QApplication.instance()
    created = app is None
    if app is None:
        # Fusion is chosen on the command line (Qt's ``-style`` option), so that
        # apply_style() need not hand a QStyle to Python (creating its enums is slow).
        args = list(argv) if argv is not None else [sys.argv[0]]
        app = QApplication([*args[:1], "-style", "Fusion", *args[1:]])
    assert isinstance(app, QApplication)
    QCoreApplication.setOrganizationName("Ludotheque")
    QCoreApplication.setApplicationName("ludotheque")
    QCoreApplication.setApplicationVersion(__version__)
    app.setApplicationDisplayName("Ludothèque")
    app.setDesktopFileName("ludotheque")
    from PySide6.QtGui import QIcon

    app.setWindowIcon(QIcon(str(RESOURCES / "ludotheque.svg")))  # desktop_entry.ICON
    apply_style(app, set_style=not created)  # light or dark, as the system is
    follow_color_scheme(app)
    return app


def create_context(*, registry: PluginRegistry | None = None, safe_mode: bool = False,
                   language: str | None = None, worker: bool = True,
                   settings: Settings | None = None) -> AppContext:
    """Build the services: registry, settings, translators, autosaves, worker.

    :param language: force a language; default: the saved one, else the system's.
    :param worker: start the computer player's process (False: computer seats play
        at random in the GUI process; for screenshots).
    """
    settings = settings or Settings()
    if registry is None:  # with the user's disabled plugins and the crash watchdog
        registry, _notices = open_registry(safe_mode=safe_mode)
    languages = LanguageManager()
    languages.add_plugin_catalogues(registry.games.values())
    chosen = language or settings.language or system_language()
    languages.set_language(chosen)
    if settings.language is None:
        settings.language = chosen
    ai = None
    if worker:
        from .ai_worker import AiWorker

        ai = AiWorker(registry=registry)
    return AppContext(registry=registry, settings=settings, languages=languages, worker=ai)


def run_app(safe_mode: bool = False, file: str | None = None, link: str | None = None
            ) -> int:
    """Open the application and run until the last window closes.

    :param file: a saved game to open at once (its errors shown as Open shows them).
    :param link: an invitation to a network game, joined at once.
    """
    from PySide6.QtCore import QTimer

    from .main_window import MainWindow

    app = create_application()
    registry, notices = open_registry(safe_mode=safe_mode)
    # The computer player's process is started once the window is up (see below).
    context = create_context(registry=registry, safe_mode=safe_mode, worker=False)
    window = MainWindow(context)
    if not safe_mode:
        window.on_screen.connect(lambda: _safe_mode_if_shift(window, context))
    window.show()
    report_uncaught_errors(window)
    _tell(window, notices)

    def start_worker() -> None:
        from .ai_worker import AiWorker

        context.worker = AiWorker(registry=context.registry)  # safe mode perhaps since
        context.worker.start()
        window.update_actions()

    QTimer.singleShot(0, start_worker)
    if file is not None:  # once the computer player is there
        QTimer.singleShot(0, lambda: window.open_file(file))
    if link is not None:
        QTimer.singleShot(0, lambda: window.network.join_link(link))
    try:
        return app.exec()
    finally:
        if context.worker is not None:
            context.worker.shutdown()


def _open_dialog(window: Any, name: str, game_id: str | None) -> Any:
    """Open the dialog *name* over *window*, as its menu would; None if it needs a game."""
    if name == "new-game":
        return window.new_game(game_id) if game_id else None
    if name == "rules":
        return window.show_rules() if game_id else None
    return {"plugins": window.show_plugins, "about": window.show_about,
            "statistics": window.show_statistics}[name]()


def _tell(window: QMainWindow, notices: StartupNotices) -> None:
    """Show what loading the plugins has to say (a plugin disabled after a crash,
    safe mode), if anything."""
    if not notices.messages:
        return
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from .i18n import tr_text

    notice = QMessageBox(QMessageBox.Icon.Information, "Ludothèque",
                         "\n\n".join(tr_text(m) for m in notices.messages), parent=window)
    notice.setTextFormat(Qt.TextFormat.PlainText)  # plugin names
    notice.open()


def _safe_mode_if_shift(window: MainWindow, context: AppContext) -> None:
    """Holding Shift while Ludotheque starts is the same as ``--safe-mode``.

    The keys are read once the window is on screen (``MainWindow.on_screen``): the
    keyboard's modifiers are an enum of the ``Qt`` namespace, which the first paint
    does not wait for (see :mod:`.style`).  No game's code has run by then (the
    start page lists the games from the discovery cache); a plugin that crashes
    while it is imported, before, is disabled by the crash watchdog.
    """
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    if not QGuiApplication.queryKeyboardModifiers() & Qt.KeyboardModifier.ShiftModifier:
        return
    registry, notices = open_registry(safe_mode=True)
    context.registry = registry
    if context.worker is not None:
        context.worker.registry = registry
    _tell(window, notices)
    window.plugins_changed()


def report_uncaught_errors(window: QMainWindow) -> None:
    """Errors that reach Qt's event loop (a board widget's click or painting, any
    slot) are written to the log with their traceback and told in *window*'s status
    bar, instead of going to a terminal that a player does not see."""
    from ludotheque.core.logs import describe, log_error

    previous = sys.excepthook

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, exc, tb)
            return
        log_error("an error reached the window", exc)
        try:
            window.statusBar().showMessage(QCoreApplication.translate(
                "MainWindow", "Something went wrong: {reason}. The details are in the "
                              "log.").format(reason=describe(exc)))
        except RuntimeError:  # the window is gone
            previous(kind, exc, tb)

    sys.excepthook = hook


def _parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise SystemExit(f"ludotheque: bad --size {text!r}; use WIDTHxHEIGHT") from None
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise SystemExit(f"ludotheque: --size {text} is out of range")
    return width, height


def screenshot(args: argparse.Namespace) -> int:
    """Render the main window offscreen to ``args.output`` (a PNG).

    The start page, or ``args.game`` after ``args.moves`` seeded random steps (to
    its end with ``args.finished``; every seat human with ``args.hot_seat``), or one
    of the dialogs (``args.dialog``).  The offscreen screen has the window's size,
    so that windows and dialogs fit it as they would a real screen of that size.
    """
    import json
    import random
    import tempfile
    from pathlib import Path

    width, height = _parse_size(args.size)
    folder = tempfile.TemporaryDirectory(prefix="ludotheque-screen-")
    if "QT_QPA_PLATFORM" not in os.environ:
        config = Path(folder.name) / "screen.json"
        config.write_text(json.dumps({"screens": [{
            "name": args.size, "x": 0, "y": 0, "width": width, "height": height,
            "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}], "windowFrameMargins": False}))
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"

    from PySide6.QtCore import Qt

    from ludotheque.core.match import AI, HUMAN, Seat

    from .main_window import MainWindow
    from .new_game_dialog import NewGameChoice

    # The plugins as the application would load them (disabled ones, safe mode and
    # the crash watchdog respected).  The match below writes nothing: it has no
    # autosave, and plays its steps outside the controller, so no match event fires.
    registry, notices = open_registry(safe_mode=getattr(args, "safe_mode", False))
    for message in notices.messages:
        print(f"ludotheque: {message}", file=sys.stderr)
    app = create_application()
    settings = Settings(Path(os.environ.get("LUDOTHEQUE_SCREENSHOT_SETTINGS", os.devnull)))
    context = create_context(registry=registry, language=args.lang, worker=False,
                             settings=settings)
    window = MainWindow(context)
    window.setMinimumSize(320, 240)
    window.resize(width, height)
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.show()
    if args.game:
        try:
            info = context.registry.game(args.game)
        except KeyError:
            known = ", ".join(sorted(context.registry.games)) or "none installed"
            print(f"ludotheque: unknown game '{args.game}' (known games: {known})",
                  file=sys.stderr)
            return 2
        low, high = info.players
        names = ("Bruno", "Chloé", "David", "Emma", "Farid")
        count = max(low, min(2, high))
        hot_seat = getattr(args, "hot_seat", False)
        seats = (Seat(HUMAN, name="Alice"),) + tuple(
            Seat(HUMAN, name=names[i % len(names)]) if hot_seat else
            Seat(AI, name=names[i % len(names)], level="intermediate")
            for i in range(count - 1))
        controller = window.start_match(info.id, NewGameChoice(seats, info.game.options_schema
                                                               .defaults()),
                                        seed=args.seed, autoplay=False)
        if controller is None:
            print(f"ludotheque: the game '{args.game}' could not start (details in the log)",
                  file=sys.stderr)
            return 1
        controller.autosave = None
        rng = random.Random(args.seed)
        match = controller.match
        steps = 100_000 if getattr(args, "finished", False) else max(0, args.moves)
        for _ in range(steps):
            if match.is_over:
                break
            if match.state.is_chance:
                match.roll()
            else:
                moves = list(match.state.legal_moves())
                match.play(rng.choice(moves))
        if not match.is_over:
            match.settle_chance()  # show a player's decision, not a pending roll
        controller.changed.emit()
    for _ in range(5):
        app.processEvents()
    shown: Any = window
    dialog_name = getattr(args, "dialog", None)
    if dialog_name:
        dialog = _open_dialog(window, dialog_name, args.game)
        if dialog is None:
            print(f"ludotheque: --dialog {dialog_name} needs --game", file=sys.stderr)
            return 2
        for _ in range(5):
            app.processEvents()
        shown = dialog
    image = shown.grab()
    if not image.save(args.output, "PNG"):
        print(f"ludotheque: could not write {args.output}", file=sys.stderr)
        return 1
    window.close()
    return 0
