"""The plugin guard in one process: what a plugin raises is contained, and the
guard itself never fails, whatever signal handler is in place."""

from __future__ import annotations

import signal

import pytest

from ludotheque.core.plugins.registry import PluginRegistry


class Exits:
    """A plugin that exits the program when the host reads its API version."""

    @property
    def LUDOTHEQUE_API_VERSION(self) -> str:  # noqa: N802 - the attribute's name
        raise SystemExit(3)


def test_a_plugin_object_raising_systemexit_on_any_attribute_is_failed() -> None:
    registry = PluginRegistry()
    record = registry.register_object(Exits(), "exits-plugin")
    assert record.status == "failed" and "SystemExit: 3" in record.error


class Unprintable(Exception):
    """An exception whose own message raises."""

    def __str__(self) -> str:
        raise RuntimeError("no text")


class RaisesUnprintable:
    @property
    def LUDOTHEQUE_API_VERSION(self) -> str:  # noqa: N802 - the attribute's name
        raise Unprintable


def test_an_exception_that_cannot_be_printed_is_contained_too() -> None:
    record = PluginRegistry().register_object(RaisesUnprintable(), "unprintable-plugin")
    assert record.status == "failed" and "Unprintable" in record.error


def test_the_guard_survives_a_signal_handler_python_cannot_restore(monkeypatch) -> None:
    monkeypatch.setattr(signal, "getsignal", lambda number: None)
    registry = PluginRegistry()
    record = registry.register_object(Exits(), "exits-plugin")
    assert record.status == "failed"
    assert signal.getsignal is not None  # nothing was changed


def test_the_previous_sigint_handler_is_back_after_loading() -> None:
    before = signal.getsignal(signal.SIGINT)
    PluginRegistry().register_object(Exits(), "exits-plugin")
    assert signal.getsignal(signal.SIGINT) is before


def test_a_registry_that_imports_nothing_refuses_to_load_a_game() -> None:
    registry = PluginRegistry(imports=False)
    registry.load()
    names = [name for name, record in registry.plugins.items() if record.lazy]
    assert names, "the bundled plugins are installed"
    with pytest.raises(RuntimeError, match="imports no plugin"):
        registry.ensure_loaded(names[0])
