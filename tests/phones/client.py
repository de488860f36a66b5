"""A phone for tests: a WebSocket client over loopback that keeps every message the table's server sent it, read on
a thread of its own, with every wait bounded."""

from __future__ import annotations

import contextlib
import json
import queue
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

WAIT = 5.0  # seconds any one answer may take over loopback


class TestPhone:
    __test__ = False  # not a test class, for pytest

    def __init__(self, port: int, host: str = "127.0.0.1") -> None:
        self._stack = contextlib.ExitStack()
        self.ws: ClientConnection = self._stack.enter_context(
            connect(f"ws://{host}:{port}/ws", open_timeout=WAIT, close_timeout=1))
        self.got: list[dict[str, Any]] = []  # every message, in order
        self.raw: list[str] = []
        self._new: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self.closed = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            for text in self.ws:
                message = json.loads(text)
                self.raw.append(str(text))
                self.got.append(message)
                self._new.put(message)
        except ConnectionClosed:
            pass
        finally:
            self.closed.set()

    def send(self, **message: Any) -> None:
        self.ws.send(json.dumps(message))

    def expect(self, kind: str, wait: float = WAIT) -> dict[str, Any]:
        """The next message of `kind` (those before it are skipped); AssertionError after `wait` seconds."""
        end = time.monotonic() + wait
        while (left := end - time.monotonic()) > 0:
            try:
                message = self._new.get(timeout=left)
            except queue.Empty:
                break
            if message["type"] == kind:
                return message
        raise AssertionError(f"no {kind} message came; the last ones: {self.got[-3:]}")

    def sit(self, code: str, seat: int) -> str:
        """Take `seat` with the table's code: the seat's secret."""
        self.send(type="sit", code=code, seat=seat)
        return str(self.expect("seated")["secret"])

    def news(self) -> dict[str, Any] | None:
        """The latest table message, if any came."""
        return next((m for m in reversed(self.got) if m["type"] == "table"), None)

    def close(self) -> None:
        self._stack.close()
