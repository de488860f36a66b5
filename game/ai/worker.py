"""The AI's own process: one per table, so that the window's process only draws and the hard AI's thinking has
a core of its own.

`WorkerThinker` starts the process (multiprocessing, spawn: the same on every system and in the one-file
executable, whose start calls `freeze_support`), sends it each question (the agent's `Mind` and the seat's view,
pickled) and reads the answers as they come, without ever waiting for one. The process decides the questions in
the order asked, keeping each mind's agent between decisions, at a lower priority than the window's process. If it
dies (or an agent fails in it), it is started once more and asked again; if that one dies too, the machines play
on in this process at the normal level, and `notice` says so. Closing never waits: the process is stopped at once.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
import traceback
from dataclasses import replace
from multiprocessing.connection import Connection
from typing import Any

from game.ai.agent import Agent, Verdict
from game.ai.thinking import FELL_BACK, LocalThinker, Mind, Thinker
from game.core import Action, State

NICENESS = 5  # how much lower the AI's process runs than the window's (POSIX nice), so a frame never waits for it
STOP_WAIT = 0.5  # seconds a benchmark's closing waits for the idle process to report its CPU time
RESTARTS = 1  # a process that died is started again this many times; then the machines fall back


def serve(conn: Connection) -> None:
    """The AI process's loop: a question `(ticket, mind, view)` in, `(ticket, (action, verdict), error)` out, until the
    table says stop (None: it answers with its CPU time) or goes away."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is for the window's process
    _lower_priority(0)
    agents: dict[Mind, Agent] = {}
    while True:
        try:
            question = conn.recv()
        except (EOFError, OSError):  # the window's process is gone
            return
        if question is None:
            conn.send(("cpu", time.process_time(), None))
            return
        ticket, mind, view = question
        try:
            agent = agents.get(mind) or agents.setdefault(mind, mind.agent())
            action = agent.choose(view)
            conn.send((ticket, (action, agent.verdict), None))
        except Exception:  # a fault in an agent: the table decides what to do about it
            conn.send((ticket, None, traceback.format_exc(limit=8)))


def _lower_priority(pid: int) -> None:
    """Run process `pid` (0: this one) at NICENESS where the system allows it (POSIX)."""
    if hasattr(os, "setpriority"):
        try:
            os.setpriority(os.PRIO_PROCESS, pid, NICENESS)
        except OSError:
            pass


class WorkerThinker(Thinker):
    """Answers from the AI's own process (see the module's docstring)."""

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._conn: Connection | None = None
        self._asked: dict[int, tuple[Mind, State]] = {}  # asked, not yet answered
        self._answers: dict[int, Action] = {}
        self._verdicts: dict[int, Verdict] = {}  # why each answer given was chosen, until asked
        self._tickets = 0
        self.restarts = RESTARTS
        self.fallback: LocalThinker | None = None  # after the last restart failed: the normal agents, here
        self.failures: list[str] = []  # why each process failed (a traceback, or that it died)
        self.cpu_s = 0.0  # CPU seconds the processes used, as each reported when it stopped (benchmarks)
        self._start()

    def _start(self) -> None:
        multiprocessing.active_children()  # reaps the processes of tables closed before
        ours, theirs = self._context.Pipe()
        self._process = self._context.Process(target=serve, args=(theirs,), name="pirate-table-ai", daemon=True)
        self._process.start()
        _lower_priority(self._process.pid)  # at once: its start (importing the games) is already work
        theirs.close()
        self._conn = ours

    def ask(self, mind: Mind, view: State) -> int:
        self._tickets += 1
        self._asked[self._tickets] = (mind, view)
        if self.fallback is None:
            self._send((self._tickets, mind, view))
        return self._tickets

    def answer(self, ticket: int) -> Action | None:
        if self.fallback is not None and ticket in self._asked:
            mind, view = self._asked.pop(ticket)
            return self.fallback.agent(replace(mind, difficulty="normal")).choose(view)
        self._receive()
        if ticket in self._answers:
            return self._answers.pop(ticket)
        return None

    def verdict(self, ticket: int) -> Verdict | None:
        return self._verdicts.pop(ticket, None)

    def drop(self, ticket: int) -> None:
        """Forgotten: an answer still to come for it is thrown away (the process decides it all the same)."""
        self._asked.pop(ticket, None)
        self._answers.pop(ticket, None)
        self._verdicts.pop(ticket, None)

    def wait(self, seconds: float) -> None:
        if self.fallback is None and self._conn is not None and not self._answers:
            try:
                self._conn.poll(seconds)
            except (EOFError, OSError):
                pass

    def _send(self, question: tuple[int, Mind, State]) -> None:
        try:
            assert self._conn is not None
            self._conn.send(question)
        except (OSError, ValueError, AssertionError):  # the process is gone: `_receive` finds out and restarts it
            pass

    def _receive(self) -> None:
        """Take in every answer that has come; restart the process if it has died or an agent failed in it."""
        if self.fallback is not None or self._conn is None:
            return
        try:
            while self._conn.poll():
                ticket, action, error = self._conn.recv()
                if error is not None:
                    self._failed(error)
                    return
                if self._asked.pop(ticket, None) is not None:
                    self._answers[ticket], verdict = action
                    if verdict is not None:
                        self._verdicts[ticket] = verdict
        except (EOFError, OSError):
            self._failed("the AI's process ended")
            return
        if not self._process.is_alive():
            self._failed(f"the AI's process ended (exit code {self._process.exitcode})")

    def _failed(self, why: str) -> None:
        self.failures.append(why)
        self._stop()
        if self.restarts > 0:
            self.restarts -= 1
            self._start()
            for ticket, (mind, view) in sorted(self._asked.items()):
                self._send((ticket, mind, view))
        else:
            self.fallback = LocalThinker()
            self.notice = FELL_BACK

    def close(self, report: bool = False) -> None:
        """Stop the process at once, without waiting for it (a table closing must not make its frame long). With
        `report` (benchmarks), an idle process is asked to stop instead, and says how much CPU time it used
        (`cpu_s`), waiting at most STOP_WAIT for it."""
        if report and self._conn is not None and self._process is not None and not self._asked:
            process = self._process
            if self._ask_to_stop():
                process.join(STOP_WAIT)
        self._stop()
        self._asked.clear()

    def _ask_to_stop(self) -> bool:
        """Ask the idle process to stop and read the CPU time it used, waiting at most STOP_WAIT: whether it did."""
        assert self._conn is not None
        try:
            self._conn.send(None)
            deadline = time.monotonic() + STOP_WAIT
            while self._conn.poll(max(0.0, deadline - time.monotonic())):
                ticket, value, _error = self._conn.recv()
                if ticket == "cpu":
                    self.cpu_s += value
                    return True
        except (EOFError, OSError, ValueError):
            pass
        return False

    def _stop(self) -> None:
        """End the process if it still runs (at once: it is reaped later, `_start`), and close our end of the
        pipe."""
        process, self._process = self._process, None
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if process is not None and process.is_alive():
            process.terminate()
