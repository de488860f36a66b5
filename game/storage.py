"""The player's files (saves, records, settings): read so that a damaged or hostile file never crashes
the game, written so that a crash or a power cut never leaves half a file (DESIGN.md §5).

A file that cannot be used is a `DamagedFile` with a reason a player can read; the caller sets it
aside (`set_aside`) under a name that never overwrites an earlier one, and carries on.
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any


class DamagedFile(ValueError):
    """A file that cannot be used: not a regular file, too large, not JSON, or not what it should be."""


def read_capped(path: Path, limit: int) -> bytes:
    """The bytes of `path`, at most `limit` of them. FileNotFoundError if there is none; DamagedFile (with
    the reason) for a device or folder, a link to nowhere, a file over the cap (even one that grows while it
    is read), or one that cannot be read."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise DamagedFile(f"{path.name} is not a regular file")
        if info.st_size > limit:
            raise DamagedFile(f"{path.name} is too large ({info.st_size:,} bytes; at most {limit:,})")
        with open(path, "rb") as f:
            raw = f.read(limit + 1)
    except FileNotFoundError:
        if os.path.lexists(path):  # a link to nowhere: there is something, and it is damaged
            raise DamagedFile(f"{path.name} is a link to a file that is not there") from None
        raise
    except OSError as e:
        raise DamagedFile(f"cannot read {path.name}: {e.strerror or e}") from e
    if len(raw) > limit:
        raise DamagedFile(f"{path.name} is too large (more than {limit:,} bytes)")
    return raw


def read_json(path: Path, limit: int) -> Any:
    """The JSON in `path`, read with a size cap of `limit` bytes (`read_capped`). FileNotFoundError if there
    is none; DamagedFile (with the reason) for a device or folder, a file over the cap, bytes that are not
    UTF-8, text that is not JSON, or JSON nested too deep to read."""
    raw = read_capped(path, limit)
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except UnicodeDecodeError as e:
        raise DamagedFile(f"{path.name} is not text (UTF-8)") from e
    except RecursionError as e:
        raise DamagedFile(f"{path.name} is nested too deep to read") from e
    except ValueError as e:  # JSONDecodeError, and integers too long to read
        raise DamagedFile(f"{path.name} is not valid JSON: {e}") from e


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
