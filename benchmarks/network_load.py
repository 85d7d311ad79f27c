"""The match server under load: one ``ludotheque serve`` process, N Kalah matches of
two remote seats each, played by bots over loopback WebSocket.

Each scenario starts a fresh server (``python -m ludotheque.core.cli serve --port 0``
on a temporary ``--data`` folder), opens two connections per match from one or more
client processes (asyncio + websockets), creates every match and joins both seats,
then lets the bots play: the seat to move sends a random legal move from its view,
either once a second per match (``--rate``, the default scenarios) or as soon as its
view arrives (``--flat-out``).  A finished game is followed by a new match on the
same connections.  After a warm-up it measures, over ``--seconds``:

* moves a second accepted (the mover received its ``update``);
* the round trip of a move, from sending it to the mover's ``update``, p50 and p99;
* the server's memory (VmRSS, VmHWM in ``/proc``) and CPU, each client process's
  CPU and event-loop lag (a client that cannot keep up says so here).

Then it SIGKILLs the server in the middle of the play and reads its journal: every
move a client saw acknowledged must be there, the very move, at its ply ("not one
move lost"); and it times a new server resuming every match from that journal.

The bots depend only on ``type``, ``seat``, ``match``, ``invites[*].token`` and the
view's ``ply``, ``to_move``, ``legal`` and ``outcome``.  Each connection keeps under
the server's rate limit (20 messages a second on average) by itself.

Run: ``python -m benchmarks.network_load [--matches N ...] [--flat-out] [--seconds S]
[--workers K] [--servers P] [--json FILE]``.  Without ``--matches`` nor ``--flat-out``
it runs the four scenarios of the issue: 10, 100 and 1,000 matches at one move a
second, and 100 matches flat out, and writes ``results/DATE-network-load.json``.
``--servers P`` spreads the matches over P server processes, each with its own
journal.  Diagnoses (the server stopped with SIGINT, no journal check):
``--breakdown`` times the server's parts per move, ``--profile FILE`` runs it under
cProfile.
On a shared machine a scenario disturbed by other programs runs again (``--retries``);
each scenario also says how fast the host was: the CPU time the hypervisor stole,
and a fixed piece of work timed before and after it (``host_reference_ms``).
Loopback only, bounded in time; never part of ``make test``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import platform
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
DEFAULT_SCENARIOS: list[tuple[int, float | None]] = [(10, 1.0), (100, 1.0), (1000, 1.0),
                                                     (100, None)]
"""(matches, moves a second per match; None: flat out)."""

CLIENT_RATE = 18.0
CLIENT_BURST = 30.0
"""Each connection's own token bucket, under the server's 20 a second, bursts of 40."""

CONNECT_AT_ONCE = 64
"""Handshakes in flight per client process while the matches are set up."""

GOALS = {"p99_ms_at_1000": 50.0, "flat_out_moves_per_s": 2200.0}
REFERENCE = {
    "name": "boardgame.io 0.50.2 server, Kalah, same kind of machine",
    "in_memory_1000_matches_p99_ms": [58, 68],
    "in_memory_100_flat_out_moves_per_s": [1974, 2228],
    "file_storage_saturation_moves_per_s": 720,
    "file_storage_saturation_p99_s": 1.66,
    "file_storage_one_match_moves_per_s": 1.3,
    "file_storage_sigkill": "lost moves the clients had already seen",
}


# --- the server process ----------------------------------------------------------------

def start_server(data: Path, launcher: list[str] | None = None,
                 ) -> tuple[subprocess.Popen[str], str, float]:
    """A ``ludotheque serve`` process on a free port (*launcher*: the command that runs
    ``serve ARGS``, by default ``python -m ludotheque.core.cli``); the line it printed
    (its address, the matches it resumed) and the seconds it took to print it."""
    command = (launcher or [sys.executable, "-m", "ludotheque.core.cli"]) + [
        "serve", "--port", "0", "--data", str(data)]
    started = time.monotonic()
    with open(data.parent / f"{data.name}.log", "a") as log:  # the server's messages
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=log, text=True,
                                   cwd=ROOT,
                                   env={**os.environ, "LUDOTHEQUE_DATA_DIR": str(data.parent)})
    assert process.stdout is not None
    line = process.stdout.readline()
    if not line.startswith("Serving "):
        process.kill()
        process.wait()
        raise RuntimeError(f"the server did not start: {line!r} (log: {data.parent})")
    return process, line, time.monotonic() - started


def address_of(line: str) -> str:
    """``ws://HOST:PORT`` from the server's first line."""
    return line.split(" on ")[1].split(" ")[0]


def proc_status(pid: int) -> dict[str, float]:
    """VmRSS, VmHWM (MiB) and threads of process *pid*."""
    found: dict[str, float] = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            found[key] = int(value.split()[0]) / 1024
        elif key == "Threads":
            found[key] = int(value)
    return found


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of process *pid* so far."""
    return cpu_seconds_of(Path(f"/proc/{pid}/stat"))


def thread_cpu_seconds(pid: int) -> tuple[float, float]:
    """CPU seconds of the main thread of *pid* and of all its other threads."""
    main = others = 0.0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            seconds = cpu_seconds_of(task / "stat")
        except OSError:  # a thread that just ended
            continue
        if task.name == str(pid):
            main += seconds
        else:
            others += seconds
    return main, others


def machine_busy_seconds() -> float:
    """CPU seconds all the machine's cores spent busy so far (``/proc/stat``)."""
    fields = [int(value) for value in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle, iowait
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def machine_stolen_seconds() -> float:
    """CPU seconds the hypervisor gave other machines while this one wanted to run
    (``steal`` in ``/proc/stat``; 0 on bare metal)."""
    fields = [int(value) for value in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return (fields[7] if len(fields) > 7 else 0) / os.sysconf("SC_CLK_TCK")


def host_reference_ms(rounds: int = 5) -> float:
    """Milliseconds a fixed piece of pure-Python work takes now (JSON and arithmetic,
    the median of *rounds*): on a shared virtual machine the same code runs at
    different speeds from one hour to the next, and this says how fast the host was
    around a scenario."""
    sample = {"type": "update", "from": 41, "steps": [{"player": 1, "move": "3",
                                                       "text": "Player 2 sows house 3"}],
              "view": {"ply": 42, "state": {"board": list(range(14)), "player": 0}}}
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(2000):
            json.dumps(sample)
            sum(range(200))
        times.append(time.perf_counter() - start)
    return round(1000 * sorted(times)[rounds // 2], 1)


def wait_for_quiet(limit: float, busy_share: float = 0.15) -> float:
    """Wait (at most *limit* seconds) for three seconds in a row with the machine's cores
    under *busy_share* busy (another program running tests skews the figures); the
    seconds waited."""
    started = time.monotonic()
    quiet = 0
    while quiet < 3 and time.monotonic() - started < limit:
        before = machine_busy_seconds()
        time.sleep(1.0)
        busy = (machine_busy_seconds() - before) / (os.cpu_count() or 1)
        quiet = quiet + 1 if busy < busy_share else 0
    return time.monotonic() - started


def cpu_seconds_of(stat: Path) -> float:
    fields = stat.read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# --- an instrumented server (--breakdown) --------------------------------------------------

PROBE = "--probe-server"
MOVES = "Table.accept (event loop, one a move)"
"""``python -m benchmarks.network_load --probe-server FILE -- serve ARGS``: the same
server, with the time spent in its parts added up and written to FILE as JSON when it
stops (SIGINT)."""


def probe_server(argv: list[str]) -> int:
    """Run ``ludotheque serve`` with timers around the server's parts (nothing else
    changes)."""
    import functools
    import inspect
    import threading

    from ludotheque.core.cli.main import main as ludotheque
    from ludotheque.core.network import journal, protocol, server, table

    out = Path(argv[0])
    serve_args = argv[argv.index("--") + 1:]
    totals: dict[str, list[float]] = {}
    lock = threading.Lock()

    def add(name: str, wall: float, cpu: float) -> None:
        with lock:
            entry = totals.setdefault(name, [0, 0.0, 0.0])
            entry[0] += 1
            entry[1] += wall
            entry[2] += cpu

    def timed(owner: Any, attribute: str, name: str) -> None:
        function = getattr(owner, attribute, None)
        if function is None:
            return
        if inspect.iscoroutinefunction(function):
            @functools.wraps(function)
            async def run_async(*args: Any, **kwargs: Any) -> Any:
                started = time.perf_counter()
                try:
                    return await function(*args, **kwargs)
                finally:
                    add(name, time.perf_counter() - started, 0.0)
            setattr(owner, attribute, run_async)
        else:
            @functools.wraps(function)
            def run(*args: Any, **kwargs: Any) -> Any:
                started, cpu = time.perf_counter(), time.thread_time()
                try:
                    return function(*args, **kwargs)
                finally:
                    add(name, time.perf_counter() - started, time.thread_time() - cpu)
            setattr(owner, attribute, run)

    journals: list[Any] = []
    opened = journal.Journal.__init__

    def open_journal(self: Any, *args: Any, **kwargs: Any) -> None:
        opened(self, *args, **kwargs)
        journals.append(self)
    journal.Journal.__init__ = open_journal  # type: ignore[method-assign]
    timed(server, "parse", "protocol.parse (main thread)")
    timed(protocol, "parse", "protocol.parse")
    timed(server.MatchServer, "_move", "MatchServer._move (wall, awaits included)")
    timed(server.MatchServer, "_broadcast", "MatchServer._broadcast (wall, awaits included)")
    timed(table.Table, "accept", MOVES)
    timed(server.MatchServer, "_settle_and_store",
          "MatchServer._settle_and_store (wall, the journal's wait included)")
    timed(table.Table, "update", "Table.update (event loop, one a seat)")
    timed(table.Table, "steps", "Table.steps (within update)")
    timed(table.Table, "view", "Table.view (within update)")
    timed(journal.Journal, "_commit", "Journal._commit (writer thread)")
    sys.argv = ["ludotheque", *serve_args]
    try:
        return ludotheque(serve_args)
    except KeyboardInterrupt:
        return 0
    finally:
        commits = sum(getattr(opened_journal, "commits", 0) for opened_journal in journals)
        totals["Journal transactions storing steps"] = [commits, 0.0, 0.0]
        out.write_text(json.dumps({name: {"calls": int(calls), "wall_s": round(wall, 4),
                                          "cpu_s": round(cpu, 4)}
                                   for name, (calls, wall, cpu) in sorted(totals.items())},
                                  indent=1) + "\n")


# --- the bots (client processes) ---------------------------------------------------------

@dataclass
class Window:
    go: float
    start: float
    end: float


@dataclass
class ClientStats:
    window: Window
    rtts: list[float] = field(default_factory=list)
    moves: int = 0
    moves_total: int = 0
    games: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    lags: list[float] = field(default_factory=list)


class Bucket:
    """A connection's token bucket, so as never to meet the server's rate limit."""

    def __init__(self) -> None:
        self.tokens, self.last = CLIENT_BURST, time.monotonic()

    def wait(self) -> float:
        """Take a token; the seconds to wait before using it."""
        now = time.monotonic()
        self.tokens = min(CLIENT_BURST, self.tokens + (now - self.last) * CLIENT_RATE)
        self.last = now
        self.tokens -= 1
        return 0.0 if self.tokens >= 0 else -self.tokens / CLIENT_RATE


class MatchBot:
    """Both seats of one match, on two connections of their own; a new match on the
    same connections when a game ends."""

    def __init__(self, index: int, rate: float | None, stats: ClientStats,
                 records: list[dict[str, Any]]) -> None:
        self.index = index
        self.rng = random.Random(index)
        self.rate, self.stats, self.records = rate, stats, records
        self.sockets: list[Any] = []
        self.buckets = [Bucket(), Bucket()]
        self.record: dict[str, Any] = {}
        self.views: list[dict[str, Any] | None] = [None, None]
        self.pending: list[tuple[int, float, Any] | None] = [None, None]
        self.next_at = 0.0
        self.server = 0
        self.playing = False
        self.tasks: set[asyncio.Task[None]] = set()

    async def open(self, address: str, compression: str | None, server: int = 0) -> None:
        from websockets.asyncio.client import connect

        self.server = server
        for _ in range(2):
            self.sockets.append(await connect(address, compression=compression, proxy=None,
                                              ping_interval=None, open_timeout=120,
                                              max_size=2**20))
        await self._new_match(setup=True)

    async def _new_match(self, setup: bool = False) -> None:
        await self._send_now(0, {"type": "create", "version": 1, "game": "kalah",
                                 "options": {}, "seats": [{"kind": "human"},
                                                          {"kind": "human"}]})
        if setup:
            self._created(json.loads(await self.sockets[0].recv()))
            for seat in (0, 1):
                self._joined(seat, json.loads(await self.sockets[seat].recv()))

    def _created(self, message: dict[str, Any]) -> None:
        if message.get("type") != "created":
            raise RuntimeError(f"create refused: {message}")
        self.record = {"match": message["match"], "seen": 0, "moves": {}, "server": self.server}
        self.records.append(self.record)
        self.views = [None, None]
        self.pending = [None, None]
        for seat, invite in enumerate(message["invites"]):
            self._send(seat, {"type": "join", "version": 1, "match": message["match"],
                              "token": invite["token"]})

    def _joined(self, seat: int, message: dict[str, Any]) -> None:
        if message.get("type") != "welcome" or message.get("seat") != seat:
            raise RuntimeError(f"join refused: {message}")
        self._view(seat, message["view"])

    def start(self) -> None:
        """Play: from the go time, every view of the seat to move is answered."""
        self.playing = True
        for seat in (0, 1):
            self._spawn(self._read(seat))
        self.next_at = self.stats.window.go + (self.rng.random() / self.rate if self.rate
                                               else 0.0)
        for seat in (0, 1):
            view = self.views[seat]
            if view is not None:
                self._view(seat, view)

    def _spawn(self, coroutine: Any) -> None:
        task = asyncio.ensure_future(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def _send(self, seat: int, message: dict[str, Any]) -> None:
        self._spawn(self._send_now(seat, message))

    async def _send_now(self, seat: int, message: dict[str, Any]) -> None:
        delay = self.buckets[seat].wait()
        if delay:
            await asyncio.sleep(delay)
        try:
            await self.sockets[seat].send(json.dumps(message))
        except Exception:  # noqa: BLE001 - the server is gone (killed at the end)
            self.playing = False

    async def _read(self, seat: int) -> None:
        try:
            async for frame in self.sockets[seat]:
                message = json.loads(frame)
                kind = message.get("type")
                if kind == "update":
                    self._view(seat, message["view"])
                elif kind == "welcome":
                    self._joined(seat, message)
                elif kind == "created":
                    self._created(message)
                elif kind == "error":
                    self.stats.errors[message.get("code", "?")] += 1
                    self.pending[seat] = None
                    view = self.views[seat]
                    if view is not None:
                        self._view(seat, view)  # try again from the last view
        except Exception:  # noqa: BLE001 - the server is gone (killed at the end)
            pass
        self.playing = False

    def _view(self, seat: int, view: dict[str, Any]) -> None:
        now = time.monotonic()
        self.views[seat] = view
        ply = view["ply"]
        record = self.record
        record["seen"] = max(record["seen"], ply)
        pending = self.pending[seat]
        if pending is not None and ply > pending[0]:
            sent_ply, sent_at, move = pending
            self.pending[seat] = None
            record["moves"][sent_ply] = move
            window = self.stats.window
            self.stats.moves_total += 1
            if window.start <= now < window.end:
                self.stats.moves += 1
            if window.start <= sent_at < window.end:
                self.stats.rtts.append(now - sent_at)
        if not self.playing:
            return
        if view.get("outcome") is not None:
            if seat == 0:
                self.stats.games += 1
                self._spawn(self._new_match())
            return
        if view.get("to_move") == seat and view.get("legal") and self.pending[seat] is None:
            self.pending[seat] = (ply, 0.0, None)  # claimed: one move per view
            self._spawn(self._move(seat, view))

    async def _move(self, seat: int, view: dict[str, Any]) -> None:
        now = time.monotonic()
        when = now
        if self.rate:
            when = max(now, self.next_at)
            self.next_at = when + 1 / self.rate
        delay = max(when - now, self.buckets[seat].wait())
        if delay > 0:
            await asyncio.sleep(delay)
        if not self.playing:
            return
        move = self.rng.choice(view["legal"])
        self.pending[seat] = (view["ply"], time.monotonic(), move)
        try:
            await self.sockets[seat].send(json.dumps({"type": "move", "ply": view["ply"],
                                                      "move": move}))
        except Exception:  # noqa: BLE001 - the server is gone (killed at the end)
            self.playing = False


async def _client(addresses: list[str], first: int, count: int, rate: float | None,
                  compression: str | None, pipe: Connection) -> dict[str, Any]:
    loop = asyncio.get_running_loop()
    stats = ClientStats(Window(0.0, 0.0, 0.0))
    records: list[dict[str, Any]] = []
    bots = [MatchBot(first + i, rate, stats, records) for i in range(count)]
    started = time.monotonic()
    gate = asyncio.Semaphore(CONNECT_AT_ONCE)

    async def open_one(bot: MatchBot) -> None:
        async with gate:
            server = bot.index % len(addresses)
            await bot.open(addresses[server], compression, server)

    await asyncio.gather(*(open_one(bot) for bot in bots))
    pipe.send({"ready": True, "setup_s": time.monotonic() - started})
    order = await loop.run_in_executor(None, pipe.recv)
    stats.window = Window(order["go"], order["start"], order["end"])
    cpu: list[float] = []
    loop.call_at(stats.window.start, lambda: cpu.append(time.process_time()))
    loop.call_at(stats.window.end, lambda: cpu.append(time.process_time()))
    await asyncio.sleep(max(0.0, stats.window.go - time.monotonic()))
    for bot in bots:
        bot.start()

    tick = 0.01
    while any(bot.playing for bot in bots) and time.monotonic() < order["deadline"]:
        before = time.monotonic()
        await asyncio.sleep(tick)
        if stats.window.start <= before < stats.window.end:
            stats.lags.append(time.monotonic() - before - tick)
    for bot in bots:
        for socket in bot.sockets:
            socket.transport.abort()
        for task in list(bot.tasks):
            task.cancel()
    return {"rtts": stats.rtts, "moves": stats.moves, "moves_total": stats.moves_total,
            "games": stats.games, "errors": dict(stats.errors), "lags": stats.lags,
            "cpu_s": cpu[1] - cpu[0] if len(cpu) == 2 else None, "records": records}


def run(main: Any) -> Any:
    """*main* on the server's event loop (uvloop where installed): the bots share the
    server's cores, and every bit of CPU they spare goes to the server."""
    from ludotheque.core.network.loop import run as run_server

    return run_server(main)


def _client_process(addresses: list[str], first: int, count: int, rate: float | None,
                    compression: str | None, pipe: Connection) -> None:
    try:
        result = run(_client(addresses, first, count, rate, compression, pipe))
    except Exception as exc:  # noqa: BLE001 - reported to the parent
        result = {"failed": repr(exc)}
    pipe.send(result)


# --- one scenario ------------------------------------------------------------------------

def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


def check_journal(data: Path, records: list[dict[str, Any]]) -> dict[str, int]:
    """Every move a client saw acknowledged is in the journal, at its ply."""
    from ludotheque.core.network.journal import Journal

    with Journal(data) as journal:
        stored = {record.id: record.steps for record in journal.matches()}
    seen = lost = different = acknowledged = 0
    for record in records:
        steps = stored.get(record["match"], [])
        seen += record["seen"]
        lost += max(0, record["seen"] - len(steps))
        for ply, move in record["moves"].items():
            acknowledged += 1
            if ply < len(steps) and steps[ply] != move:
                different += 1
    return {"matches": len(records), "journaled_matches": len(stored),
            "steps_seen": seen, "journaled_steps": sum(map(len, stored.values())),
            "moves_acknowledged": acknowledged, "lost": lost, "different": different}


@dataclass
class Scenario:
    matches: int
    rate: float | None
    servers: int = 1

    @property
    def name(self) -> str:
        pace = "flat out" if self.rate is None else f"{self.rate:g} move/s each"
        spread = f", {self.servers} servers" if self.servers > 1 else ""
        return f"{self.matches} matches, {pace}{spread}"


@dataclass
class Diagnosis:
    """A server run to see where its time goes (stopped with SIGINT, no journal check):
    under cProfile (its main thread), or with timers around its parts."""

    profile: Path | None = None
    breakdown: Path | None = None

    @property
    def active(self) -> bool:
        return self.profile is not None or self.breakdown is not None

    def launcher(self) -> list[str] | None:
        if not self.active:
            return None
        command = [sys.executable]
        if self.profile is not None:
            command += ["-m", "cProfile", "-o", str(self.profile)]
        if self.breakdown is None:
            return command + ["-m", "ludotheque.core.cli"]
        return command + ["-m", "benchmarks.network_load", PROBE, str(self.breakdown), "--"]


def run_scenario(scenario: Scenario, seconds: float, warmup: float, workers: int,
                 compression: str | None, diagnosis: Diagnosis | None = None,
                 servers: int = 1) -> dict[str, Any]:
    """One scenario on *servers* server processes (match *i* on process *i* mod
    *servers*, each with its own journal; the clients connect to each directly)."""
    diagnosis = diagnosis or Diagnosis()
    folder = Path(tempfile.mkdtemp(prefix="ludotheque-load-"))
    datas = [folder / f"server{index}" for index in range(servers)]
    processes: list[subprocess.Popen[str]] = []
    context = multiprocessing.get_context("spawn")
    clients: list[tuple[Any, Connection]] = []
    try:
        addresses = []
        for data in datas:
            process, line, _ = start_server(data, diagnosis.launcher())
            processes.append(process)
            addresses.append(address_of(line))
        pids = [process.pid for process in processes]
        base = [proc_status(pid) for pid in pids]
        workers = max(1, min(workers, scenario.matches))
        share = [scenario.matches // workers + (i < scenario.matches % workers)
                 for i in range(workers)]
        first = 0
        for count in share:
            mine, theirs = context.Pipe()
            client = context.Process(target=_client_process, daemon=True, args=(
                addresses, first, count, scenario.rate, compression, theirs))
            client.start()
            clients.append((client, mine))
            first += count
        setup = []
        for _, pipe in clients:
            ready = pipe.recv()
            if "failed" in ready:
                raise RuntimeError(f"a client failed while setting up: {ready['failed']}")
            setup.append(ready["setup_s"])
        setup_status = [proc_status(pid) for pid in pids]
        go = time.monotonic() + 0.5
        window = Window(go, go + warmup, go + warmup + seconds)
        for _, pipe in clients:
            pipe.send({"go": window.go, "start": window.start, "end": window.end,
                       "deadline": window.end + 60})
        time.sleep(max(0.0, window.start - time.monotonic()))
        cpu_start = [cpu_seconds(pid) for pid in pids]
        threads_start = [thread_cpu_seconds(pid) for pid in pids]
        busy_start = machine_busy_seconds()
        stolen_start = machine_stolen_seconds()
        time.sleep(max(0.0, window.end - time.monotonic()))
        stolen_end = machine_stolen_seconds()
        cpu_end = [cpu_seconds(pid) for pid in pids]
        threads_end = [thread_cpu_seconds(pid) for pid in pids]
        busy_end = machine_busy_seconds()
        status = [proc_status(pid) for pid in pids]
        for process in processes:
            if not diagnosis.active:
                process.send_signal(signal.SIGKILL)  # in the middle of the play
            else:
                process.send_signal(signal.SIGINT)  # the profile or the timings are written
        for process in processes:
            process.wait(timeout=120)
        results = []
        for client, pipe in clients:
            result = pipe.recv()
            if "failed" in result:
                raise RuntimeError(f"a client failed: {result['failed']}")
            results.append(result)
            client.join(timeout=30)
        rtts = [rtt for result in results for rtt in result["rtts"]]
        lags = [lag for result in results for lag in result["lags"]]
        errors: Counter[str] = Counter()
        for result in results:
            errors.update(result["errors"])
        records = [record for result in results for record in result["records"]]
        journal: dict[str, int] = {}
        resumed, resume_s = 0, 0.0
        if not diagnosis.active:
            for index, data in enumerate(datas):
                found = check_journal(data, [record for record in records
                                             if record["server"] == index])
                for key, value in found.items():
                    journal[key] = journal.get(key, 0) + value
                again, line, took = start_server(data)
                again.send_signal(signal.SIGTERM)
                again.wait(timeout=60)
                resumed += int(line.split("(")[1].split(" matches resumed")[0])
                resume_s = max(resume_s, took)

        def total(values: list[float]) -> float:
            return round(sum(values), 1)

        def percent(ends: list[float], starts: list[float]) -> float:
            return round(100 * (sum(ends) - sum(starts)) / seconds, 1)

        return {
            "scenario": scenario.name, "matches": scenario.matches,
            "rate_per_match": scenario.rate, "connections": 2 * scenario.matches,
            "server_processes": servers,
            "seconds": seconds, "warmup": warmup, "client_processes": len(clients),
            "compression": compression or "none",
            "setup_s": round(max(setup), 2),
            "moves": sum(result["moves"] for result in results),
            "moves_per_s": round(sum(result["moves"] for result in results) / seconds, 1),
            "rtt_ms": {"count": len(rtts),
                       **{name: round(1000 * percentile(rtts, share), 2) for name, share in
                          (("p50", 0.5), ("p90", 0.9), ("p99", 0.99), ("max", 1.0))}},
            "server": {"rss_mib_idle": total([entry["VmRSS"] for entry in base]),
                       "rss_mib_set_up": total([entry["VmRSS"] for entry in setup_status]),
                       "rss_mib": total([entry["VmRSS"] for entry in status]),
                       "hwm_mib": total([entry["VmHWM"] for entry in status]),
                       "threads": int(sum(entry["Threads"] for entry in status)),
                       "cpu_percent": percent(cpu_end, cpu_start),
                       "cpu_percent_per_process": [
                           round(100 * (end - start) / seconds, 1)
                           for start, end in zip(cpu_start, cpu_end)],
                       "main_thread_cpu_percent": percent(
                           [main for main, _ in threads_end],
                           [main for main, _ in threads_start]),
                       "other_threads_cpu_percent": percent(
                           [others for _, others in threads_end],
                           [others for _, others in threads_start])},
            "clients": {"cpu_percent": [round(100 * r["cpu_s"] / seconds, 1)
                                        for r in results if r["cpu_s"] is not None],
                        "loop_lag_ms_p99": round(1000 * percentile(lags, 0.99), 2),
                        "loop_lag_ms_max": round(1000 * percentile(lags, 1.0), 2)},
            "machine_cpu_percent": round(100 * (busy_end - busy_start) / seconds, 1),
            "stolen_cpu_percent": round(100 * (stolen_end - stolen_start) / seconds, 1),
            "games_finished": sum(result["games"] for result in results),
            "errors": dict(errors), "journal": journal,
            "resume_s": None if diagnosis.active else round(resume_s, 2),
            "resumed_matches": None if diagnosis.active else resumed,
        }
    finally:
        for client, _ in clients:
            if client.is_alive():
                client.kill()
                client.join()
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
        shutil.rmtree(folder, ignore_errors=True)


# --- the command ---------------------------------------------------------------------------

def machine() -> dict[str, Any]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    from importlib.metadata import version

    return {"date": time.strftime("%Y-%m-%d %H:%M"), "cpus": os.cpu_count(), "cpu": model,
            "platform": platform.platform(), "python": platform.python_version(),
            "websockets": version("websockets")}


def print_table(rows: list[dict[str, Any]]) -> None:
    head = (f"{'scenario':<40} {'moves/s':>8} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} "
            f"{'srv CPU':>7} {'cli CPU':>9} {'RSS MiB':>7} {'HWM MiB':>7} {'errors':>6} "
            f"{'lost':>5}")
    print(head)
    print("-" * len(head))
    for row in rows:
        rtt, server = row["rtt_ms"], row["server"]
        cli = "+".join(f"{cpu:.0f}" for cpu in row["clients"]["cpu_percent"])
        print(f"{row['scenario']:<40} {row['moves_per_s']:>8.1f} {rtt['p50']:>7.1f} "
              f"{rtt['p99']:>7.1f} {rtt['max']:>7.1f} {server['cpu_percent']:>6.0f}% "
              f"{cli:>8}% {server['rss_mib']:>7.1f} {server['hwm_mib']:>7.1f} "
              f"{sum(row['errors'].values()):>6} "
              f"{row['journal'].get('lost', '-')!s:>5}")


OTHERS_LIMIT = 10.0
"""Other processes' share of a core during a measurement above which it is run again."""


def measure_once(scenario: Scenario, args: argparse.Namespace, workers: int,
                 compression: str | None) -> dict[str, Any]:
    """One run of *scenario*, printed."""
    waited = wait_for_quiet(args.quiet_wait) if args.quiet_wait > 0 else 0.0
    breakdown = Path(tempfile.mkstemp(suffix=".json")[1]) if args.breakdown else None
    diagnosis = Diagnosis(args.profile, breakdown)
    reference = host_reference_ms()
    row = run_scenario(scenario, args.seconds, args.warmup, workers, compression, diagnosis,
                       scenario.servers)
    row["waited_for_quiet_s"] = round(waited, 1)
    row["host_reference_ms"] = [reference, host_reference_ms()]
    if breakdown is not None:
        row["breakdown"] = json.loads(breakdown.read_text() or "{}")
        breakdown.unlink()
        print_breakdown(row)
    others = row["machine_cpu_percent"] - row["server"]["cpu_percent"] - sum(
        row["clients"]["cpu_percent"])
    row["other_processes_cpu_percent"] = round(max(0.0, others), 1)
    print(f"   set up in {row['setup_s']} s; {row['games_finished']} games finished; "
          f"the machine's cores {row['machine_cpu_percent']:.0f}% busy (other processes "
          f"about {max(0.0, others):.0f}%); errors {row['errors'] or 'none'}; client loop "
          f"lag p99 {row['clients']['loop_lag_ms_p99']} ms; journal {row['journal'] or '-'}; "
          f"restarted on its journal, the server resumed {row['resumed_matches']} matches in "
          f"{row['resume_s']} s; the host: {row['stolen_cpu_percent']:.0f}% of a core stolen, "
          f"reference work {row['host_reference_ms'][0]} ms before and "
          f"{row['host_reference_ms'][1]} ms after (lower is faster)", flush=True)
    return row


def print_breakdown(row: dict[str, Any]) -> None:
    """The server's parts, in milliseconds per accepted move (over the whole run)."""
    parts = row["breakdown"]
    moves = max(1, parts.get(MOVES, {}).get("calls", 1))
    print(f"   server time per move, over {moves} moves (wall ms / CPU ms of the thread):")
    for name, entry in parts.items():
        print(f"     {name:<52} {1000 * entry['wall_s'] / moves:7.3f} "
              f"{1000 * entry['cpu_s'] / moves:7.3f}   ({entry['calls']} calls)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.network_load",
                                     description=__doc__.split("\n\n")[0] if __doc__ else "")
    parser.add_argument("--matches", type=int, nargs="+", default=None,
                        help="matches of each scenario (default: 10 100 1000, and 100 "
                             "flat out)")
    parser.add_argument("--flat-out", action="store_true",
                        help="bots move as soon as they may (default with --matches: one "
                             "move a second per match)")
    parser.add_argument("--rate", type=float, default=1.0,
                        help="moves a second per match when not flat out (default 1)")
    parser.add_argument("--seconds", type=float, default=20.0,
                        help="the measured steady state of each scenario (default 20)")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds before it")
    parser.add_argument("--servers", type=int, default=1,
                        help="server processes, each with its own journal, the matches "
                             "spread over them (default 1)")
    parser.add_argument("--workers", type=int, default=0,
                        help="client processes (default: 1 up to 100 matches, 2 above)")
    parser.add_argument("--compression", choices=["deflate", "none"], default="deflate",
                        help="the clients' WebSocket compression offer (default: deflate, "
                             "the websockets library's default)")
    parser.add_argument("--profile", type=Path, default=None,
                        help="diagnosis: run the server under cProfile, writing this file "
                             "(its main thread; no SIGKILL, no journal check)")
    parser.add_argument("--breakdown", action="store_true",
                        help="diagnosis: time the server's parts (parse, move, play, "
                             "journal, views, broadcast) and print them per move")
    parser.add_argument("--json", type=Path, default=None,
                        help="write the raw results here (default: benchmarks/results/"
                             "DATE-network-load.json when the default scenarios run)")
    parser.add_argument("--no-json", action="store_true", help="only print the figures")
    parser.add_argument("--retries", type=int, default=2,
                        help=f"runs more of a scenario while other processes took over "
                             f"{OTHERS_LIMIT:g}%% of a core meanwhile; the quietest is kept "
                             f"(default 2)")
    parser.add_argument("--quiet-wait", type=float, default=120.0,
                        help="before each scenario, wait up to this many seconds for the "
                             "machine to be quiet (default 120)")
    arguments = sys.argv[1:] if argv is None else argv
    if arguments[:1] == [PROBE]:
        return probe_server(arguments[1:])
    args = parser.parse_args(arguments)
    if args.servers > 1 and (args.breakdown or args.profile):
        parser.error("--breakdown and --profile look at one server process: without --servers")
    if not Path("/proc/self/status").exists():
        print("== network load: needs Linux (/proc for the server's memory and CPU)")
        return 0
    if args.matches is None and not args.flat_out:
        scenarios = [Scenario(n, rate, args.servers) for n, rate in DEFAULT_SCENARIOS]
        output = args.json or RESULTS / f"{time.strftime('%Y-%m-%d')}-network-load.json"
    else:
        scenarios = [Scenario(n, None if args.flat_out else args.rate, args.servers)
                     for n in (args.matches or [100])]
        output = args.json
    if args.no_json:
        output = None
    compression = None if args.compression == "none" else "deflate"
    about = machine()
    print(f"# network load, {about['date']}: {about['cpus']} x {about['cpu']}, "
          f"{about['platform']}, Python {about['python']}, websockets {about['websockets']}")
    rows = []
    for scenario in scenarios:
        workers = args.workers or (1 if scenario.matches <= 100 else 2)
        print(f"== {scenario.name}: {2 * scenario.matches} connections from {workers} client "
              f"process(es) to {scenario.servers} server process(es), {args.warmup:g} s warm-up, "
              f"{args.seconds:g} s measured", flush=True)
        attempts: list[dict[str, Any]] = []
        while True:
            row = measure_once(scenario, args, workers, compression)
            attempts.append(row)
            if row["other_processes_cpu_percent"] <= OTHERS_LIMIT or \
                    len(attempts) > args.retries:
                break
            print(f"   other processes took {row['other_processes_cpu_percent']:.0f}% of a "
                  f"core meanwhile: once more", flush=True)
        row = min(attempts, key=lambda attempt: attempt["other_processes_cpu_percent"])
        row["set_aside"] = [{"other_processes_cpu_percent": attempt[
            "other_processes_cpu_percent"], "moves_per_s": attempt["moves_per_s"],
            "rtt_ms": attempt["rtt_ms"], "journal": attempt["journal"]}
            for attempt in attempts if attempt is not row]
        rows.append(row)
    print()
    print_table(rows)
    if output is not None:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(json.dumps({"machine": about, "goals": GOALS, "reference": REFERENCE,
                                      "scenarios": rows}, indent=1) + "\n")
        print(f"\nraw results: {output}")
    failed = any(run["journal"].get("lost") or run["journal"].get("different")
                 for row in rows for run in [row, *row["set_aside"]])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
