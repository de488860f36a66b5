"""The web server inside the game (docs/phones.md §2): on a thread of its own, with its own asyncio loop, it serves
the phone page and its art, and one WebSocket per phone. It knows no game: the table publishes each seat's news as
ready messages (`publish`) and takes the moves the phones send from `moves`; every call from the table's thread is
handed to the loop, so a slow or hostile phone only ever waits on its own connection."""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import mimetypes
import queue
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from game.core import Reason, reason_of
from phones.lobby import Ask, Lobby, Refused, read

PORT = 8765  # the port a table listens on first...
PORT_TRIES = 10  # ...then the next ones, if it is taken
MOST_CONNECTIONS = 32  # phones and pages open at once: the rest are turned away
MOST_PER_ADDRESS = 8
FRAME_BYTES = 65_536  # a WebSocket frame over this closes the connection; under it, `lobby.read` says why it is refused
MESSAGES_PER_SECOND = 20  # a phone sending more, for long, is cut off (a bucket this deep, refilled at this rate)
SEND_WAIT = 10.0  # seconds a phone may take to take in a message before it is dropped
START_WAIT = 5.0  # seconds the table waits for the server to listen, and to stop
NEWS_POLL = 0.01  # seconds between two looks at the news the table left
CLOSE_WAIT = 1.0  # seconds a phone has to answer the closing of its connection
PAGE = {"/": "index.html", "/index.html": "index.html", "/phone.css": "phone.css", "/phone.js": "phone.js"}
ART = re.compile(r"/art/(korsar|stortebeker|freibeuter)/([a-z0-9-]{1,40})\.svg")
HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
           "Content-Security-Policy": "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:"}


@dataclass(frozen=True)
class Move:
    """A move a phone sent for its seat: the action's text in the game's notation, and the moment (actions played)
    the phone saw when it chose."""

    seat: int
    action: str
    moment: int


@dataclass(frozen=True)
class Holding:
    """A seat held by a phone: whether its phone is connected now, and since when (time.monotonic) it has been, or
    has not."""

    connected: bool
    since: float


def nearby(address: str) -> bool:
    """Whether a connection comes from the local network (or this machine): nobody else is served."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_private or ip.is_loopback or ip.is_link_local


class PhoneServer:
    """Serves `root`/phone (the page) and `root`/art (the cards) and the phones' WebSockets at /ws, on `host`.
    `say` words a `Reason` in the table's language; `wake` is called (on the server's thread) when a move came, so
    a resting window looks at once; `hello` is the first message every page gets (its words)."""

    def __init__(self, lobby: Lobby, root: Path, *, host: str = "127.0.0.1", port: int = PORT,
                 say: Callable[[str], str] = str, wake: Callable[[], None] = lambda: None,
                 hello: dict[str, Any] | None = None) -> None:
        self.lobby, self.root, self.host, self.port = lobby, root, host, port
        self.say, self.wake, self.hello = say, wake, hello or {}
        self.moves: queue.SimpleQueue[Move] = queue.SimpleQueue()
        self._lock = threading.Lock()  # guards what the table reads: holdings and asks
        self._holdings: dict[int, Holding] = {}
        self._asks: list[Ask] = []
        self._outbox: dict[int, dict[str, Any]] = {}  # news the table left for the phones (`publish`)
        self._latest: dict[int, str] = {}  # each seat's last message, ready to send (the server's thread only)
        self._phones: dict[int, ServerConnection] = {}  # the connection holding each seat
        self._news: dict[ServerConnection, asyncio.Event] = {}  # set when its seat has a message to send
        self._senders: dict[ServerConnection, asyncio.Task[None]] = {}  # each seated phone's sender (`_send_news`)
        self._waiting: dict[int, ServerConnection] = {}  # ask number -> the phone waiting for the TV's OK
        self._open: set[ServerConnection] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failed: BaseException | None = None

    # -- the table's side (any thread) -------------------------------------------------------------------------------
    def start(self) -> tuple[str, int]:
        """Listen, on PORT or one of the next free ones (port 0: any): (host, port). OSError if it cannot."""
        self._thread = threading.Thread(target=self._run, name="phones", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_WAIT):
            raise OSError("the phones' server did not start")
        if self._failed is not None:
            raise OSError(reason_of(self._failed)) from self._failed
        return self.host, self.port

    def stop(self) -> None:
        """Close every connection and stop listening (waits at most START_WAIT)."""
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # the loop closed meanwhile
                pass
        if self._thread is not None:
            self._thread.join(START_WAIT)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and self._failed is None

    def publish(self, news: dict[int, dict[str, Any]]) -> None:
        """Each seat's news now (seat -> message): its phone gets it (only the latest, if it is slow to take them
        in), within NEWS_POLL. The table's thread only leaves it here: waking the server's thread from it made the
        frame wait while that thread held the interpreter (tests/perf/phones.py)."""
        with self._lock:
            self._outbox.update(news)

    def tell(self, seat: int, message: dict[str, Any]) -> None:
        """Send `message` once to `seat`'s phone (a refusal), beside its news."""
        self._call(self._send_to, seat, json.dumps(message, ensure_ascii=False))

    def holdings(self) -> dict[int, Holding]:
        with self._lock:
            return dict(self._holdings)

    def asks(self) -> list[Ask]:
        """Phones waiting for the TV's OK to take a seat another phone holds."""
        with self._lock:
            return list(self._asks)

    def answer(self, number: int, yes: bool) -> None:
        self._call(self._answer, number, yes)

    def release(self, seat: int) -> None:
        """The seat goes back to the screen: its phone is told so and let go, its secret is worth nothing."""
        self._call(self._release, seat)

    def _call(self, fn: Callable[..., None], *args: Any) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:
                pass

    # -- the server's thread -----------------------------------------------------------------------------------------
    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as e:  # noqa: BLE001 - told to the table through `start`
            self._failed = e
        finally:
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        server = await self._listen()
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        delivery = asyncio.create_task(self._deliver())
        async with server:
            await self._stop.wait()
            delivery.cancel()
            self._take_outbox()
            server.close()
            for seat, conn in list(self._phones.items()):  # the last news first (the game's end, say), once more
                if seat in self._latest:
                    await self._quietly(conn.send(self._latest[seat]), 1.0)
            await asyncio.gather(*(conn.close(1001, "the table closed") for conn in list(self._open)),
                                 return_exceptions=True)
            try:
                await asyncio.wait_for(server.wait_closed(), CLOSE_WAIT)
            except asyncio.TimeoutError:
                pass

    async def _listen(self) -> Server:
        ports = [self.port] if self.port == 0 else range(self.port, self.port + PORT_TRIES)
        error: OSError | None = None
        for port in ports:
            try:
                return await serve(self._phone, self.host, port, process_request=self._http, max_size=FRAME_BYTES,
                                   max_queue=4, compression=None, server_header=None, ping_interval=10,
                                   ping_timeout=20, open_timeout=10, close_timeout=CLOSE_WAIT,
                                   logger=_quiet)
            except OSError as e:
                error = e
        assert error is not None
        raise error

    def _http(self, conn: ServerConnection, request: Request) -> Response | None:
        """Serve the page and the art; let /ws on to the WebSocket; turn away the rest, and anyone not nearby."""
        address = str(conn.remote_address[0])
        if not nearby(address):
            return self._response(conn, 403, b"local network only", "text/plain")
        path = request.path.split("?")[0]
        if path == "/ws":
            same = sum(1 for c in self._open if str(c.remote_address[0]) == address)
            if len(self._open) >= MOST_CONNECTIONS or same >= MOST_PER_ADDRESS:
                return self._response(conn, 503, b"too many connections", "text/plain")
            return None
        file = None
        if path in PAGE:
            file = self.root / "phone" / PAGE[path]
        elif (art := ART.fullmatch(path)) is not None:
            file = self.root / "art" / art[1] / f"{art[2]}.svg"
        if file is None or not file.is_file():
            return self._response(conn, 404, b"not found", "text/plain")
        kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        return self._response(conn, 200, file.read_bytes(), kind + ("; charset=utf-8" if "text" in kind else ""))

    @staticmethod
    def _response(conn: ServerConnection, status: int, body: bytes, kind: str) -> Response:
        response = conn.respond(status, "")
        headers = Headers(HEADERS)
        headers["Content-Type"] = kind
        headers["Content-Length"] = str(len(body))
        headers["Connection"] = "close"
        return Response(response.status_code, response.reason_phrase, headers, body)

    async def _phone(self, conn: ServerConnection) -> None:
        """One phone's connection: the page's words first, then its messages one by one, each checked by the
        lobby. Once it holds a seat (`_seat`), a sender beside it passes on the seat's news."""
        self._open.add(conn)
        self._news[conn] = asyncio.Event()
        address = str(conn.remote_address[0])
        bucket, filled = float(MESSAGES_PER_SECOND), time.monotonic()
        try:
            await conn.send(json.dumps({"type": "hello", **self.hello}, ensure_ascii=False))
            async for raw in conn:
                now = time.monotonic()
                bucket = min(MESSAGES_PER_SECOND, bucket + (now - filled) * MESSAGES_PER_SECOND) - 1
                filled = now
                if bucket < -MESSAGES_PER_SECOND:
                    await conn.close(1008, "too many messages")
                    break
                try:
                    message = read(raw)
                    if bucket < 0:
                        raise Refused(Reason("too many messages: slow down"))
                    self._take(conn, address, message, now)
                except Refused as e:
                    await self._refuse(conn, reason_of(e))
        except ConnectionClosed:
            pass
        finally:
            self._open.discard(conn)
            self._news.pop(conn, None)
            sender = self._senders.pop(conn, None)
            if sender is not None:
                sender.cancel()
            for number in [n for n, c in self._waiting.items() if c is conn]:
                self._waiting.pop(number)
                self.lobby.answer(number, False)
                self._set_asks()
            seat = self._seat_of(conn)
            if seat is not None:
                del self._phones[seat]
                self._hold(seat, False)

    def _seat_of(self, conn: ServerConnection) -> int | None:
        return next((s for s, c in self._phones.items() if c is conn), None)

    def _take(self, conn: ServerConnection, address: str, message: dict[str, Any], now: float) -> None:
        """Do what a checked message asks."""
        kind = message["type"]
        if kind == "code":
            self.lobby.check(address, message["code"], now)
            seats = [{"seat": s, "name": name, "held": s in self.lobby.secrets}
                     for s, name in sorted(self.lobby.offered.items())]
            self._send_now(conn, {"type": "seats", "seats": seats})
        elif kind == "sit":
            got = self.lobby.sit(address, message["code"], message["seat"], now)
            if isinstance(got, Ask):
                self._waiting[got.number] = conn
                self._set_asks()
                self._send_now(conn, {"type": "asking", "seat": got.seat})
                self.wake()
            else:
                self._seat(conn, message["seat"], got)
        elif kind == "resume":
            self.lobby.resume(message["seat"], message["secret"])
            self._seat(conn, message["seat"], message["secret"])
        else:
            seat = self._seat_of(conn)
            if seat is None:
                raise Refused(Reason("this phone holds no seat"))
            self.moves.put(Move(seat, message["action"], message["moment"]))
            self.wake()

    def _seat(self, conn: ServerConnection, seat: int, secret: str) -> int:
        """`conn` holds `seat` now (a phone that held it before is let go) and gets its secret and its news."""
        before = self._phones.get(seat)
        if before is not None and before is not conn:  # told, then let go: its page says where the seat went
            asyncio.ensure_future(self._let_go(before, {"type": "released", "seat": seat, "moved": True}))
        for held in [s for s, c in self._phones.items() if c is conn and s != seat]:  # it held another seat
            del self._phones[held]
            self._hold(held, False)
        self._phones[seat] = conn
        self._send_now(conn, {"type": "seated", "seat": seat, "secret": secret})
        if conn not in self._senders:
            self._senders[conn] = asyncio.create_task(self._send_news(conn))
        if seat in self._latest and conn in self._news:
            self._news[conn].set()
        self._hold(seat, True)
        self.wake()
        return seat

    async def _let_go(self, conn: ServerConnection, message: dict[str, Any]) -> None:
        """Tell a phone it no longer holds its seat, then close its connection."""
        await self._quietly(conn.send(json.dumps(message)), CLOSE_WAIT)
        await conn.close(1000, "this seat went elsewhere")

    async def _send_news(self, conn: ServerConnection) -> None:
        """Pass on the news of the seat `conn` holds, the latest only, as the phone takes them in."""
        while True:
            news = self._news.get(conn)
            if news is None:
                return
            await news.wait()
            news.clear()
            seat = self._seat_of(conn)
            if seat is None or seat not in self._latest:
                continue
            try:
                await asyncio.wait_for(conn.send(self._latest[seat]), SEND_WAIT)
            except (ConnectionClosed, asyncio.TimeoutError):
                await conn.close(1011, "the phone is not taking its news")
                return

    async def _deliver(self) -> None:
        """Every NEWS_POLL, pass on the news the table left (`publish`)."""
        while True:
            await asyncio.sleep(NEWS_POLL)
            self._take_outbox()

    def _take_outbox(self) -> None:
        with self._lock:
            news, self._outbox = self._outbox, {}
        for seat, message in news.items():
            self._latest[seat] = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
            conn = self._phones.get(seat)
            if conn is not None and conn in self._news:
                self._news[conn].set()

    def _send_to(self, seat: int, text: str) -> None:
        conn = self._phones.get(seat)
        if conn is not None:
            asyncio.ensure_future(self._quietly(conn.send(text)))

    def _send_now(self, conn: ServerConnection, message: dict[str, Any]) -> None:
        asyncio.ensure_future(self._quietly(conn.send(json.dumps(message, ensure_ascii=False))))

    async def _refuse(self, conn: ServerConnection, reason: str) -> None:
        await self._quietly(conn.send(json.dumps({"type": "refused", "reason": self.say(reason)},
                                                 ensure_ascii=False)))

    @staticmethod
    async def _quietly(sending: Any, wait: float = SEND_WAIT) -> None:
        try:
            await asyncio.wait_for(sending, wait)
        except (ConnectionClosed, asyncio.TimeoutError):
            pass

    def _answer(self, number: int, yes: bool) -> None:
        conn = self._waiting.pop(number, None)
        ask = self.lobby.asks.get(number)
        secret = self.lobby.answer(number, yes)
        self._set_asks()
        if conn is None or ask is None:
            return
        if secret is None:
            asyncio.ensure_future(self._refuse(conn, Reason("the table said no")))
        else:
            self._seat(conn, ask.seat, secret)

    def _release(self, seat: int) -> None:
        self.lobby.release(seat)
        self._latest.pop(seat, None)
        conn = self._phones.pop(seat, None)
        if conn is not None:
            self._news.pop(conn, None)
            self._send_now(conn, {"type": "released", "seat": seat})
        with self._lock:
            self._holdings.pop(seat, None)
        self._set_asks()

    def _hold(self, seat: int, connected: bool) -> None:
        with self._lock:
            self._holdings[seat] = Holding(connected, time.monotonic())

    def _set_asks(self) -> None:
        with self._lock:
            self._asks = list(self.lobby.asks.values())


_quiet = logging.getLogger("pirate-table.phones")  # the library's own lines: a phone that drops is no news
_quiet.addHandler(logging.NullHandler())
_quiet.propagate = False
