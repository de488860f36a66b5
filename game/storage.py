"""The player's files (saves, records, settings): read so that a damaged or hostile file never crashes
the game, written so that a crash or a power cut never leaves half a file (docs/architecture.md §5).

A file that cannot be used is a `DamagedFile` with a reason a player can read; the caller sets it
aside (`set_aside`) under a name that never overwrites an earlier one, and carries on.
"""

from __future__ import annotations

import json
import os
import stat
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from game.core import Reason


class DamagedFile(ValueError):
    """A file that cannot be used: not a regular file, too large, not JSON, or not what it should be. Its
    argument is the reason, a `Reason` (game/core.py) that a view says in the player's language."""


class SystemReason(str):
    """Why the system could not read a file, in its own words, with the error's number: a view says the
    common ones in the player's (scenes.i18n.why_not); the system's text is often English whatever the game
    speaks."""

    errno: int | None

    def __new__(cls, error: OSError) -> SystemReason:
        self = super().__new__(cls, error.strerror or str(error))
        self.errno = error.errno
        return self

    def __reduce__(self):  # pickled and copied with its number
        return (_system_reason, (str(self), self.errno))


def _system_reason(text: str, number: int | None) -> SystemReason:
    return SystemReason(OSError(number, text))


def read_capped(path: Path, limit: int) -> bytes:
    """The bytes of `path`, at most `limit` of them. FileNotFoundError if there is none; DamagedFile (with
    the reason) for a device or folder, a link to nowhere, a file over the cap (even one that grows while it
    is read), or one that cannot be read."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise DamagedFile(Reason("{name} is not a regular file", name=path.name))
        if info.st_size > limit:
            raise DamagedFile(Reason("{name} is too large ({size} bytes; at most {limit})", name=path.name,
                                     size=format(info.st_size, ","), limit=format(limit, ",")))
        with open(path, "rb") as f:
            raw = f.read(limit + 1)
    except FileNotFoundError:
        if os.path.lexists(path):  # a link to nowhere: there is something, and it is damaged
            raise DamagedFile(Reason("{name} is a link to a file that is not there", name=path.name)) from None
        raise
    except OSError as e:
        raise DamagedFile(Reason("cannot read {name}: {error}", name=path.name, error=SystemReason(e))) from e
    if len(raw) > limit:
        raise DamagedFile(Reason("{name} is too large (more than {limit} bytes)", name=path.name,
                                 limit=format(limit, ",")))
    return raw


def read_json(path: Path, limit: int) -> Any:
    """The JSON in `path`, read with a size cap of `limit` bytes (`read_capped`). FileNotFoundError if there
    is none; DamagedFile (with the reason) for a device or folder, a file over the cap, bytes that are not
    UTF-8, text that is not JSON, or JSON nested too deep to read."""
    raw = read_capped(path, limit)
    try:  # "utf-8-sig": a byte-order mark first, as editors on Windows write it, is read past
        return json.loads(raw.decode("utf-8-sig"), parse_constant=_no_constant)
    except UnicodeDecodeError as e:
        raise DamagedFile(Reason("{name} is not text (UTF-8)", name=path.name)) from e
    except RecursionError as e:
        raise DamagedFile(Reason("{name} is nested too deep to read", name=path.name)) from e
    except json.JSONDecodeError as e:
        raise DamagedFile(Reason("{name} is not valid JSON (line {line}, column {column})", name=path.name,
                                 line=e.lineno, column=e.colno)) from e
    except ValueError as e:  # integers too long to read, NaN and Infinity
        raise DamagedFile(Reason("{name} holds a number this game does not write", name=path.name)) from e


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number this game writes")


def write_json_atomically(path: Path, data: object) -> None:
    """Write to a temporary file in the same folder, flush it to the disk, then rename it over `path`:
    a crash at any moment leaves either the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Flush the rename itself (POSIX: the folder's entry); other systems have nothing to do here."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to `<name>.damaged-<date>-<time>` (with `-2`, `-3`... if that is taken), so
    it is kept for a look and never overwritten. Returns the new path, or None if it could not move."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        aside = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n > 1 else ""))
        if os.path.lexists(aside):
            continue
        try:
            os.rename(path, aside)
            return aside
        except OSError:
            return None
    return None


class FileLock:
    """An exclusive hold on `path` (a lock file beside what it guards) for as long as this process keeps it:
    another process, or another holder in this one, is refused. The operating system lets go when the process
    ends, however it ends, so a crashed holder never keeps it; the lock file may stay behind and is taken over."""

    here: set[Path] = set()  # the lock files this process holds

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the hold; False if someone else has it (or the folder cannot be written: nothing to guard)."""
        if self._fd is not None:
            return True
        for _ in range(10):  # the file may be removed by its last holder between opening and locking it
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            except OSError:
                return False
            if not _lock(fd):
                os.close(fd)
                return False
            try:
                same = os.stat(self.path).st_ino == os.fstat(fd).st_ino
            except OSError:
                same = False
            if same:
                self._fd = fd
                FileLock.here.add(self.path.absolute())
                return True
            os.close(fd)
        return False

    def release(self, remove: bool = True) -> None:
        """Let go (and remove the lock file, unless `remove` is False). Nothing happens if it was not held."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        FileLock.here.discard(self.path.absolute())
        if remove and os.name == "posix":  # removed while still locked, so nobody locks the file being removed
            self.path.unlink(missing_ok=True)
        os.close(fd)
        if remove and os.name != "posix":
            try:
                self.path.unlink(missing_ok=True)
            except OSError:  # another process opened it in the meantime: it takes it over
                pass

    def held_elsewhere(self) -> bool:
        """Whether another process holds it now (a look: taken and let go at once)."""
        return self.path.absolute() not in FileLock.here and not self.is_free()

    def is_free(self) -> bool:
        """Whether nobody holds it now (a look: taken and let go at once)."""
        if self._fd is not None or self.path.absolute() in FileLock.here:
            return False
        if not os.path.lexists(self.path):
            return True
        probe = FileLock(self.path)
        if not probe.acquire():
            return False
        probe.release(remove=False)
        return True


def _lock(fd: int) -> bool:
    """An exclusive lock on the open file `fd` without waiting: True if it was granted."""
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return True
    except OSError:
        return False
