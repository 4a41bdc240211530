"""Build the one-folder executable, prove it plays, and optionally zip it.

The one build script: ``.ci/run`` calls it after the tests, and the release
workflow (.github/workflows/release.yml) calls it on Windows, macOS and Linux.
Steps:

1. ``pyinstaller build.spec`` (skipped with ``--no-build``);
2. smoke tests of the built program, headless, judged by exit status (the
   Windows build has no console to print to), each run's output captured and
   printed, and each stopped after SMOKE_TIMEOUT seconds with what it printed
   (a windowed build that crashes on Windows waits on an error dialog):
   ``--version``, 60 frames of the title screen saving a screenshot (which
   must appear), then a seeded computer-vs-computer demo of each game for 240
   frames, which proves the bundle holds every play screen and computer player;
   then the online server (``--serve --port 0``): its ``listening on`` line is
   read, a client says hello and is welcomed, and the server is stopped;
3. ``--time N``: the median wall and CPU time of N runs of ``--frames 1``
   (start-up to the first frame and out); then the bundle's size;
4. ``--zip``: ``dist/triptych-VERSION-SYSTEM-MACHINE.zip`` holding the folder
   (on macOS, Triptych.app), ready to attach to a release.

Usage: python tools/build.py [--no-build] [--time N] [--zip]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path

from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from scenes.core import i18n  # noqa: E402

DIST = ROOT / "dist"
SMOKE_TIMEOUT = 300        # seconds for one run of the built program
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def version() -> str:
    """The version in game/version.py, read without importing the game."""
    namespace: dict[str, str] = {}
    exec((ROOT / "game" / "version.py").read_text(encoding="utf-8"), namespace)
    return namespace["__version__"]


def system_name() -> str:
    """windows, macos or linux, and the machine: the zip's name tag."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    machine = platform.machine().lower()
    machine = {"amd64": "x64", "x86_64": "x64", "aarch64": "arm64"}.get(machine, machine)
    return f"{system}-{machine}"


def shipped() -> Path:
    """What a friend receives: the app on macOS, else the one folder."""
    return DIST / "Triptych.app" if sys.platform == "darwin" else DIST / "triptych"


def executable() -> Path:
    """The built program inside what is shipped."""
    if sys.platform == "darwin":
        return shipped() / "Contents" / "MacOS" / "triptych"
    return shipped() / ("triptych.exe" if sys.platform == "win32" else "triptych")


def folder_size(path: Path) -> int:
    """Bytes of the files under ``path``, links not followed nor counted."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build() -> None:
    print("== compile the translation catalogs", flush=True)
    for mo in i18n.compile_all():
        print(f"   {mo.relative_to(ROOT)}", flush=True)
    print("== pyinstaller build.spec", flush=True)
    subprocess.run([sys.executable, "-m", "PyInstaller", "build.spec", "--noconfirm",
                    "--log-level", "WARN"], cwd=ROOT, check=True, stdin=subprocess.DEVNULL)


def run(args: Sequence[str], env: dict[str, str], timeout: float = SMOKE_TIMEOUT) -> str:
    """Run the built program, its output captured and shown; any exit status but 0,
    or no exit within ``timeout`` seconds (a crashed windowed build on Windows
    waits on an error dialog), stops the build with what it printed."""
    cmd = [str(executable()), *args]
    try:
        done = subprocess.run(cmd, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=timeout, check=False)
    except subprocess.TimeoutExpired as late:
        show_output(late.stdout, late.stderr)
        raise SystemExit(f"built program did not exit within {timeout:g} s (stopped): "
                         f"{' '.join(args)}") from None
    show_output(done.stdout, done.stderr)
    if done.returncode != 0:
        raise SystemExit(f"built program failed (exit status {done.returncode}): "
                         f"{' '.join(args)}")
    return (done.stderr or b"").decode("utf-8", "replace")


def show_output(stdout: bytes | str | None, stderr: bytes | str | None) -> None:
    """Print what the program wrote, each line marked with the stream it came on."""
    for name, data in (("stdout", stdout), ("stderr", stderr)):
        if isinstance(data, bytes):
            data = data.decode("utf-8", "replace")
        for line in (data or "").splitlines():
            print(f"   {name}| {line}", flush=True)


def smoke(env: dict[str, str], scratch: Path) -> None:
    run(["--version"], env)
    print("== built program answered --version", flush=True)
    shot = scratch / "smoke.png"
    run(["--frames", "60", "--screenshot", str(shot)], env)
    if not shot.is_file() or shot.stat().st_size == 0:
        raise SystemExit("built program ran 60 frames but saved no screenshot")
    print("== built program ran 60 frames, saved a screenshot and exited 0", flush=True)
    for lang in ("es", "de"):
        said = run(["--lang", lang, "--game", "troy", "--frames", "30"], env)
        if "catalog cannot be used" in said:      # it would have spoken English
            raise SystemExit(f"the built program could not read its {lang} catalog")
        print(f"== built program spoke {lang} for 30 frames", flush=True)
    # The play scenes and computer players are imported on demand: make sure the
    # bundle really holds them by letting the computer play each game briefly.
    for game in registry.keys():
        run(["--demo", game, "--seed", "1", "--frames", "240"], env)
        print(f"== built program played the {game} demo for 240 frames", flush=True)
    serve_smoke(env, scratch)


def serve_smoke(env: dict[str, str], scratch: Path) -> None:
    """``--serve --port 0``: read the listening line, say hello, stop the server."""
    cmd = [str(executable()), "--serve", "--port", "0", "--db", str(scratch / "server.db")]
    proc = subprocess.Popen(cmd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        said: list[str] = []
        reader = threading.Thread(target=lambda: said.append(
            proc.stdout.readline().strip() if proc.stdout else ""), daemon=True)
        reader.start()
        reader.join(SMOKE_TIMEOUT)                 # a server that never says a word
        line = said[0] if said else ""
        if not line.startswith("listening on ws://"):
            raise SystemExit(f"built server said {line!r}, not 'listening on ws://H:P'")
        url = line.split()[-1]
        with connect(url, open_timeout=SMOKE_TIMEOUT) as ws:
            ws.send(json.dumps({"type": "hello", "protocol": 1, "client": "build smoke"}))
            welcome = json.loads(ws.recv(timeout=SMOKE_TIMEOUT))
        if welcome.get("type") != "welcome":
            raise SystemExit(f"built server answered hello with {welcome!r}")
        if sys.platform == "win32":
            proc.terminate()
            proc.wait(SMOKE_TIMEOUT)
        else:
            proc.send_signal(signal.SIGTERM)
            if proc.wait(SMOKE_TIMEOUT) != 0:
                raise SystemExit(f"built server exited {proc.returncode} on SIGTERM")
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    print(f"== built server listened on {url}, welcomed a client and stopped", flush=True)


def startup_time(env: dict[str, str], runs: int) -> tuple[float, float | None]:
    """Median wall and CPU seconds of ``--frames 1`` over ``runs`` runs, after a warm-up.

    CPU time (user + system, POSIX only, else None) hardly moves when other
    work shares the machine, so it compares builds better than wall time.
    """
    walls: list[float] = []
    cpus: list[float] = []
    for i in range(runs + 1):
        cpu_before = _children_cpu()
        start = time.perf_counter()
        run(["--frames", "1"], env)
        if i:
            walls.append(time.perf_counter() - start)
            cpus.append(_children_cpu() - cpu_before)
    cpu = statistics.median(cpus) if sys.platform != "win32" else None
    return statistics.median(walls), cpu


def _children_cpu() -> float:
    """CPU seconds used by finished child processes so far (0 where unknown)."""
    if sys.platform == "win32":
        return 0.0
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def make_zip() -> Path:
    """Zip what is shipped, keeping symbolic links and executable bits."""
    out = DIST / f"triptych-{version()}-{system_name()}.zip"
    out.unlink(missing_ok=True)
    if sys.platform == "darwin":
        # ditto keeps the app's links, extended attributes and signature intact
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(shipped()), str(out)],
                       check=True)
        return out
    top = shipped()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(top.rglob("*")):
            name = path.relative_to(top.parent).as_posix()
            if path.is_symlink():
                info = zipfile.ZipInfo(name)
                info.create_system = 3                   # Unix: mode bits are read
                info.external_attr = 0o120777 << 16      # a symbolic link
                zf.writestr(info, os.readlink(path))
            elif path.is_file():
                zf.write(path, name)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-build", action="store_true",
                        help="test the program already in dist/ instead of building it")
    parser.add_argument("--time", type=int, default=0, metavar="N",
                        help="also time N start-ups to the first frame (median)")
    parser.add_argument("--zip", action="store_true",
                        help="zip the result as dist/triptych-VERSION-SYSTEM-MACHINE.zip")
    args = parser.parse_args(argv)

    if not args.no_build:
        build()
    if not executable().is_file():
        raise SystemExit(f"no built program at {executable()}")
    with tempfile.TemporaryDirectory(prefix="triptych-smoke-") as tmp:
        scratch = Path(tmp)
        # headless, and never touching the real settings and saves
        env = {**os.environ, **HEADLESS, "TRIPTYCH_DATA_DIR": str(scratch / "data")}
        smoke(env, scratch)
        if args.time > 0:
            wall, cpu = startup_time(env, args.time)
            cpu_text = f", {cpu:.3f} s of CPU" if cpu is not None else ""
            print(f"== start-up to the first frame and exit: {wall:.3f} s{cpu_text} "
                  f"(median of {args.time})", flush=True)
    print(f"== {shipped().relative_to(ROOT)}: {folder_size(shipped()) / 1e6:.1f} MB",
          flush=True)
    if args.zip:
        out = make_zip()
        print(f"== {out.relative_to(ROOT)}: {out.stat().st_size / 1e6:.1f} MB", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
