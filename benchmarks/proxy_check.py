"""The reverse-proxy configurations of ``docs/scaling.md``, checked live.

Run by hand where nginx or HAProxy is installed (not by ``make bench``; loopback
only): starts two ``ludotheque serve`` processes (``--shard s1`` on port 8801 and
``--shard s2`` on 8802, each with its own journal), a self-signed certificate for
127.0.0.1 (``openssl``), and the proxy with the configuration printed in
``docs/scaling.md``, taken from that page, with only its address and certificate
lines set for this machine.  Then, through the proxy over TLS, it creates matches
(``ludotheque play --server``, which the proxy sends to either process) and plays
both seats of each from their invitation links (``ludotheque join``, which the
proxy must send to the process holding the match); for one more match per process,
it claims an open seat and asks for a hand-over with a wrong creator token, which
only the process holding the match answers with ``bad_token``.

Prints, per proxy, the matches each process created and whether every game was
played to its end; exits 1 if one was not, if a process created none, or if a claim
or a hand-over went to the wrong process.  The ports are fixed (8801, 8802, 8443):
nothing else may listen on them.

Run: ``python -m benchmarks.proxy_check [--proxy nginx haproxy] [--matches N]``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCALING = ROOT / "docs" / "scaling.md"
PORTS = {"s1": 8801, "s2": 8802}
PROXY_PORT = 8443


def documented(kind: str) -> str:
    """The configuration block for *kind* (``nginx`` or ``haproxy``) in scaling.md."""
    text = SCALING.read_text(encoding="utf-8")
    if kind == "nginx":
        found = re.search(r"```nginx\n(.*?)```", text, re.S)
    else:
        found = re.search(r"HAProxy \(with the usual `defaults`\):\n\n```\n(.*?)```", text,
                          re.S)
    if found is None:
        raise SystemExit(f"no {kind} configuration in {SCALING}")
    return found.group(1)


def nginx_config(folder: Path, cert: Path, key: Path) -> Path:
    block = documented("nginx")
    block = block.replace("listen 443 ssl;", f"listen 127.0.0.1:{PROXY_PORT} ssl;")
    block = block.replace("# ssl_certificate …; ssl_certificate_key …;",
                          f"ssl_certificate {cert}; ssl_certificate_key {key};")
    config = folder / "nginx.conf"
    config.write_text(
        f"pid {folder}/nginx.pid;\nerror_log {folder}/nginx-error.log;\n"
        "events {}\n"
        f"http {{\n    access_log off;\n    client_body_temp_path {folder};\n"
        f"{block}}}\n", encoding="utf-8")
    return config


def haproxy_config(folder: Path, pem: Path) -> Path:
    block = documented("haproxy")
    block = block.replace("bind :443 ssl crt /etc/haproxy/play.pem",
                          f"bind 127.0.0.1:{PROXY_PORT} ssl crt {pem}")
    config = folder / "haproxy.cfg"
    config.write_text("global\n    log stdout format raw local0 err\n"
                      "defaults\n    mode http\n    timeout connect 5s\n"
                      "    timeout client 1m\n    timeout server 1m\n\n" + block,
                      encoding="utf-8")
    return config


def certificate(folder: Path) -> tuple[Path, Path, Path]:
    """A self-signed certificate for 127.0.0.1: ``(cert, key, cert + key)``."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True,
                   capture_output=True)
    pem = folder / "play.pem"
    pem.write_bytes(cert.read_bytes() + key.read_bytes())
    return cert, key, pem


def _wait_for_port(port: int, seconds: float = 30) -> None:
    import socket

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise SystemExit(f"nothing listens on port {port}")


def check(kind: str, matches: int) -> bool:
    """Play *matches* Kalah matches through *kind*; True if every one ended."""
    folder = Path(tempfile.mkdtemp(prefix=f"ludotheque-{kind}-"))
    cert, key, pem = certificate(folder)
    public = f"wss://127.0.0.1:{PROXY_PORT}"
    env = dict(os.environ, SSL_CERT_FILE=str(cert), LUDOTHEQUE_DATA_DIR=str(folder / "user"))
    cli = [sys.executable, "-m", "ludotheque.core.cli"]
    logs = open(folder / "processes.log", "wb")
    processes = [subprocess.Popen([*cli, "serve", "--port", str(port), "--shard", shard,
                                   "--data", str(folder / shard), "--public-url", public],
                                  env=env, stdout=subprocess.DEVNULL, stderr=logs)
                 for shard, port in PORTS.items()]
    if kind == "nginx":
        proxy = [shutil.which("nginx") or "nginx", "-c", str(nginx_config(folder, cert, key)),
                 "-g", "daemon off;"]
    else:
        proxy = [shutil.which("haproxy") or "haproxy", "-db", "-f",
                 str(haproxy_config(folder, pem))]
    processes.append(subprocess.Popen(proxy, stdout=subprocess.DEVNULL, stderr=logs))
    try:
        for port in (*PORTS.values(), PROXY_PORT):
            _wait_for_port(port)
        shards: Counter[str] = Counter()
        ended = 0
        for _ in range(matches):
            created = subprocess.run([*cli, "play", "kalah", "--server", public, "--seat",
                                      "remote", "--seat", "remote", "--json"], env=env,
                                     capture_output=True, text=True, timeout=120)
            if created.returncode != 0:
                print(f"  {kind}: create failed: {created.stderr.strip()[-300:]}")
                continue
            invites = json.loads(created.stdout)["invites"]
            shards[invites[0]["link"].split("match=")[1].split("-")[0]] += 1
            players = [subprocess.Popen([*cli, "join", invite["link"], "--seat", "random",
                                         "--json"], env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
                       for invite in invites]
            results = [player.communicate(timeout=300) for player in players]
            if all(player.returncode == 0 and json.loads(out).get("result")
                   for player, (out, _) in zip(players, results)):
                ended += 1
            else:
                print(f"  {kind}: a game did not end: {[err[-300:] for _, err in results]}")
        print(f"  {kind}: {ended} of {matches} games played to the end through the proxy "
              f"(TLS), matches created per process: {dict(sorted(shards.items()))}")
        routed = _claims_and_hand_overs(public, cert)
        print(f"  {kind}: claims and hand-overs answered by the process holding the match: "
              f"{routed}")
        return ended == matches and set(shards) == set(PORTS) and set(routed) == set(PORTS)
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(timeout=30)
        logs.close()
        shutil.rmtree(folder, ignore_errors=True)


def _claims_and_hand_overs(public: str, cert: Path) -> list[str]:
    """Through the proxy, until each process holds one: a match with an open seat,
    claimed, then a hand-over asked with a wrong creator token.  The processes (by
    shard) whose matches answered both as the holder does."""
    import asyncio

    from ludotheque.core.match import Seat
    from ludotheque.core.network.client import NetworkError, claim, create_match, hand_over

    os.environ["SSL_CERT_FILE"] = str(cert)  # this process's TLS trusts the proxy too

    async def run() -> list[str]:
        routed: set[str] = set()
        for _ in range(8):
            created = await create_match(public, "kalah", {}, [Seat(), Seat()],
                                         open_seats=[1])
            shard = created["match"].split("-")[0]
            if shard in routed:
                continue
            link = await claim(public, created["match"], 1)
            try:
                await hand_over(public, created["match"], "not-the-creator", 1, "beginner")
            except NetworkError as exc:
                if exc.code == "bad_token" and created["match"] in link:
                    routed.add(shard)
            if routed == set(PORTS):
                break
        return sorted(routed)

    return asyncio.run(run())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.proxy_check",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--proxy", nargs="+", default=["nginx", "haproxy"],
                        choices=["nginx", "haproxy"])
    parser.add_argument("--matches", type=int, default=6)
    args = parser.parse_args(argv)
    print("== The reverse proxies of docs/scaling.md: two shards, matches played through "
          "the proxy")
    ok = True
    for kind in args.proxy:
        if shutil.which(kind) is None:
            print(f"  {kind}: not installed")
            ok = False
            continue
        ok = check(kind, args.matches) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
