#!/usr/bin/env python3
"""A long interactive REPL session in a pseudo-terminal (tmux), for hunting heap damage.

Drives `swiftdrill` (optionally under a wrapper such as valgrind) through what a tester did in
session 35 when a segfault was seen once: Tab completions everywhere, Ctrl-C at the prompt and
mid-question, a 1 MB pasted line, invalid UTF-8, history (Up/Down, Ctrl-R), the four games with
a few rounds each and quitting midway, quiz, drill, lessons, a lesson with a snippet run, stats,
help, lessons again, Ctrl-D; then a restart (history reload) and the same again.

    long_repl_session.py --bin PATH [--wrap 'valgrind --error-exitcode=9 ...'] [--rounds 2]
                         [--paste-bytes 1048576] [--slow 1.0] [--log DIR] [--piped]
                         [--env ASAN_OPTIONS=log_path=/tmp/asan]

Each round starts the binary afresh in one SWIFTDRILL_HOME (so the history is reloaded). Exit
status 0 when every run ended by Ctrl-D with status 0; otherwise 1, with the pane and status kept
in --log. A sanitizer's or valgrind's report goes where its own options send it (the wrapper's
--log-file, ASAN_OPTIONS=log_path=...), and the pane is saved too.
"""

import argparse
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time

PROMPT = "swiftdrill> "
# A tmux server of its own: other users of the default server may stop it.
TMUX = ["tmux", "-L", "swiftdrill-long-repl"]


class Pane:
    def __init__(self, name, slow):
        self.name = name
        self.slow = slow

    def keys(self, *keys, literal=False):
        command = [*TMUX, "send-keys", "-t", self.name] + (["-l"] if literal else []) + ["--"] + list(keys)
        subprocess.run(command, check=False)
        time.sleep(0.15 * self.slow)

    def hex(self, data):
        subprocess.run([*TMUX, "send-keys", "-t", self.name, "-H"] + [f"{b:02x}" for b in data])
        time.sleep(0.15 * self.slow)

    def text(self):
        out = subprocess.run(
            [*TMUX, "capture-pane", "-p", "-J", "-S", "-200", "-t", self.name], capture_output=True, text=True)
        return out.stdout

    def alive(self):
        out = subprocess.run(
            [*TMUX, "display-message", "-p", "-t", self.name, "#{pane_dead}"], capture_output=True, text=True)
        return out.returncode == 0 and out.stdout.strip() == "0"

    def wait(self, pattern, timeout):
        """Waits until the pane's last lines match `pattern`; False on timeout or exit."""
        deadline = time.time() + timeout * self.slow
        while time.time() < deadline:
            if not self.alive():
                return False
            lines = [line for line in self.text().splitlines() if line.strip()]
            if lines and re.search(pattern, "\n".join(lines[-3:]), re.M):
                return True
            time.sleep(0.2)
        return False

    def command(self, line, until=PROMPT + r"$", timeout=20):
        self.keys(line, literal=True)
        self.keys("Enter")
        return self.wait(until, timeout)


def paste(pane, size):
    with tempfile.NamedTemporaryFile("w", delete=False) as file:
        chunk = "paste-" + "abcdefghij" * 9 + " "
        file.write((chunk * (size // len(chunk) + 1))[:size])
        path = file.name
    subprocess.run([*TMUX, "load-buffer", "-b", "s36paste", path], check=False)
    subprocess.run([*TMUX, "paste-buffer", "-d", "-b", "s36paste", "-t", pane.name], check=False)
    os.unlink(path)


def games(pane):
    pane.command("play add1", until=r"add 1> $")
    for answer in ["8105", "1111", "", "99999", "abc"]:
        pane.command(answer, until=r"add 1> $", timeout=5)
    pane.keys("Tab")
    pane.command(":quit")
    pane.command("play guess", until=r"guess> $")
    for answer in ["50", "25", "75", "-1", "1000", "x"]:
        pane.command(answer, until=r"guess> $|" + PROMPT + "$", timeout=5)
    pane.keys("C-c")
    pane.wait(PROMPT + "$", 10)
    pane.command("play anagrams", until=r"level> $")
    pane.command("1", until=r"> $")
    for answer in ["tea", "eat", "xyzzy", ""]:
        pane.command(answer, until=r"> $", timeout=5)
    pane.command(":quit", until=PROMPT + r"$|level> $")
    if pane.wait(r"level> $", 2):
        pane.command("q")
    pane.command("play bullseye", until=r"\] 100")
    for key in ["Right", "Right", "PageUp", "Left", "Enter", "Right", "PageDown", "Enter", "s", "i"]:
        pane.keys(key)
    pane.keys("q")
    pane.wait(PROMPT + "$", 10)


def back_to_prompt(pane):
    """Leaves whatever asks (a question, a lesson, a check: progress differs from round to round)
    with Ctrl-C, or q at a lesson's prompt, until the REPL's prompt is back."""
    for _ in range(5):
        if pane.wait(PROMPT + "$", 2):
            return
        if pane.wait(r"lesson \(.*\)> $", 1):
            pane.command("q", until=PROMPT + "$", timeout=5)
        else:
            pane.keys("C-c")


def paged(pane, command):
    """A command whose output may go through the pager: q leaves the pager, if it came."""
    pane.command(command, until=PROMPT + r"$|^:|\(END\)")
    if not pane.wait(PROMPT + "$", 1):
        pane.keys("q")
        pane.wait(PROMPT + "$", 10)


def lessons(pane):
    paged(pane, "lessons")


def round_(pane, paste_bytes):
    pane.wait(PROMPT + "$", 60)
    # Tab on an empty line, partial commands and partial ids.
    for partial in ["", "q", "pl", "play ", "play a", "show ", "show interview-verbal-b", "lesson ", "lesson f", "quiz --le", "st"]:
        pane.keys(partial, literal=True) if partial else None
        pane.keys("Tab")
        pane.keys("Tab")
        pane.keys("C-u")
    pane.keys("C-c")
    pane.wait(PROMPT + "$", 5)
    pane.command("help")
    paged(pane, "show interview-verbal-beginner/what-is-an-optional")
    # A 1 MB line, a Tab after it, then Enter (an unknown command).
    paste(pane, paste_bytes)
    pane.keys("Tab")
    pane.keys("Enter")
    pane.wait(PROMPT + "$", 600)
    pane.keys("lesson ", literal=True)
    pane.keys("Tab")
    pane.keys("C-u")
    # Invalid UTF-8 at the prompt, Tab after it, then sent.
    pane.hex(b"play \xff\xfe\xc3(")
    pane.keys("Tab")
    pane.keys("Enter")
    pane.wait(PROMPT + "$", 10)
    # History: Up/Down, Ctrl-R.
    for key in ["Up", "Up", "Up", "Down", "Up"]:
        pane.keys(key)
    pane.keys("C-u")
    pane.keys("C-r")
    pane.keys("play", literal=True)
    pane.keys("C-g")
    pane.keys("C-u")
    games(pane)
    pane.command("quiz --count 3 --seed 1", until=r"> $|\? $")
    pane.command("x", until=r"> $|\? $|" + PROMPT + "$", timeout=10)
    back_to_prompt(pane)
    pane.command("drill", until=r"> $|" + PROMPT + "$")
    back_to_prompt(pane)
    lessons(pane)
    # The lesson resumes where the last round left it, maybe at a check with its own prompt.
    pane.command("lesson 1", until=r"> $")
    if pane.wait(r"lesson \(.*\)> $", 1):
        pane.command("run 1", until=r"lesson \(.*\)> $", timeout=120)
        pane.command("", until=r"> $")
    back_to_prompt(pane)
    paged(pane, "stats")
    pane.command("help")
    lessons(pane)
    pane.keys("Tab")
    pane.keys("Tab")
    pane.keys("C-d")


def piped(args, home, root):
    """The same kinds of input with stdin a pipe (no terminal, no libedit): one run."""
    lines = ["help", "show interview-verbal-beginner/what-is-an-optional", "y" * args.paste_bytes, "play \udcff\udcfe(",
             "play add1", "8105", "1111", ":quit", "play guess", "50", "-1", ":quit",
             "play anagrams", "1", "tea", ":quit", "q", "quiz --count 3 --seed 1", "x", "", "1",
             "drill", "", "lessons", "lesson 1", "", "run 1", "q", "stats", "help", "lessons"]
    script = "\n".join(lines).encode("utf-8", "surrogateescape") + b"\n"
    environment = dict(os.environ, SWIFTDRILL_HOME=home, SWIFTDRILL_BUNDLED=root,
                       SWIFTDRILL_NOW="2026-01-15T09:00:00Z", SWIFT_BACKTRACE="enable=no")
    environment.update(entry.split("=", 1) for entry in args.env)
    started = time.time()
    run = subprocess.run(shlex.split(args.wrap) + [args.bin], input=script, env=environment,
                         stdout=subprocess.DEVNULL, stderr=open(os.path.join(args.log, "piped.stderr"), "wb"))
    print(f"piped: exit status {run.returncode}, {time.time() - started:.0f} s", flush=True)
    return run.returncode == 0


def run_child(status_file, command):
    """The pane's process: runs `command` with Ctrl-C left to it and writes its exit status (a
    negative number for a signal), which tmux does not always report."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    child = subprocess.run(command, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    with open(status_file, "w") as file:
        file.write(str(child.returncode))
    sys.exit(0)


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--run-child":
        run_child(sys.argv[2], sys.argv[3:])
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--wrap", default="")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--paste-bytes", type=int, default=1 << 20)
    parser.add_argument("--slow", type=float, default=1.0, help="multiplies every wait (ASan: 2, valgrind: 10)")
    parser.add_argument("--log", default=None, help="where each round's screen is kept")
    parser.add_argument("--home", default=None)
    parser.add_argument("--piped", action="store_true", help="also one run with stdin a pipe")
    parser.add_argument("--env", action="append", default=[], help="KEY=VALUE for the binary (ASAN_OPTIONS=...)")
    args = parser.parse_args()
    args.log = args.log or tempfile.mkdtemp(prefix="swiftdrill-long-repl.")
    os.makedirs(args.log, exist_ok=True)
    home = args.home or tempfile.mkdtemp(prefix="swiftdrill-home.")
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    failures = 0
    for index in range(1, args.rounds + 1):
        name = f"longrepl{os.getpid()}r{index}"
        environment = {
            "SWIFTDRILL_HOME": home, "SWIFTDRILL_BUNDLED": root, "SWIFTDRILL_NOW": "2026-01-15T09:00:00Z",
            "PAGER": "less", "SWIFT_BACKTRACE": "enable=no",
        }
        environment.update(entry.split("=", 1) for entry in args.env)
        exports = " ".join(f"{key}={shlex.quote(value)}" for key, value in environment.items())
        status_file = os.path.join(args.log, f"round{index}.status")
        child = f"{shlex.quote(sys.executable)} {shlex.quote(os.path.abspath(__file__))} --run-child {shlex.quote(status_file)}"
        subprocess.run(
            [*TMUX, "new-session", "-d", "-s", name, "-x", "100", "-y", "40",
             f"exec env {exports} {child} {args.wrap} {shlex.quote(args.bin)}",
             ";", "set-option", "-t", name, "remain-on-exit", "on"],
            check=True)
        pane = Pane(name, args.slow)
        started = time.time()
        try:
            round_(pane, args.paste_bytes)
            deadline = time.time() + 60 * args.slow
            while pane.alive() and time.time() < deadline:
                time.sleep(0.5)
        finally:
            with open(os.path.join(args.log, f"round{index}.pane"), "w") as file:
                file.write(pane.text())
            subprocess.run([*TMUX, "kill-session", "-t", name], check=False)
        status = open(status_file).read().strip() if os.path.exists(status_file) else "none (still running after Ctrl-D)"
        if status.startswith("-"):
            status = f"killed by signal {status[1:]}"
        print(f"round {index}: exit status {status}, {time.time() - started:.0f} s", flush=True)
        failures += status != "0"
    if args.piped and not piped(args, home, root):
        failures += 1
    print(f"log: {args.log}; home: {home}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
