"""The player's files (game/storage.py, game/record.py): a damaged or hostile file is refused with a
reason, never read without a cap, never crashes; writes are flushed before the rename; a file set aside
never overwrites an earlier one."""

from __future__ import annotations

import copy
import errno
import json
import os
import pickle

import pytest

from game import storage
from game.core import Setup
from game.record import CorruptRecord, Record, load, save
from game.storage import DamagedFile, read_json, set_aside, write_json_atomically


def test_read_json_reads_what_write_json_atomically_wrote(tmp_path):
    path = tmp_path / "deep" / "f.json"
    write_json_atomically(path, {"name": "Æsa", "n": [1, 2]})
    assert read_json(path, 1000) == {"name": "Æsa", "n": [1, 2]}
    assert [p.name for p in path.parent.iterdir()] == ["f.json"]  # no temporary file left behind


def test_read_json_refuses_a_symlink_to_an_endless_device(tmp_path):
    path = tmp_path / "save.json"
    os.symlink("/dev/zero", path)
    with pytest.raises(DamagedFile, match="not a regular file"):
        read_json(path, 1_000_000)


def test_read_json_refuses_a_folder(tmp_path):
    (tmp_path / "save.json").mkdir()
    with pytest.raises(DamagedFile, match="not a regular file"):
        read_json(tmp_path / "save.json", 1000)


def test_read_json_refuses_a_file_over_the_cap(tmp_path):
    path = tmp_path / "big.json"
    path.write_text(json.dumps(["x" * 2000]))
    with pytest.raises(DamagedFile, match="too large"):
        read_json(path, 1000)


def test_read_json_refuses_json_nested_200000_deep(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000)
    with pytest.raises(DamagedFile, match="nested too deep"):
        read_json(path, 1_000_000)


@pytest.mark.parametrize("raw, says", [
    (b"{not json", r"not valid JSON \(line 1, column 2\)"),
    (b'{"a": 1,\n "b" 2}', r"not valid JSON \(line 2, column 6\)"),
    (b"\xff\xfe\x00", "not text"),
    (b'{"seed": NaN}', "holds a number this game does not write"),
    (b'{"seed": ' + b"9" * 5000 + b"}", "holds a number this game does not write"),
])
def test_read_json_refuses_what_is_not_json(tmp_path, raw, says):
    path = tmp_path / "f.json"
    path.write_bytes(raw)
    with pytest.raises(DamagedFile, match=says):
        read_json(path, 1_000_000)


def test_a_missing_file_is_not_a_damaged_one(tmp_path):
    with pytest.raises(FileNotFoundError):
        read_json(tmp_path / "none.json", 1000)


def test_a_file_that_cannot_be_read_keeps_the_systems_reason_and_its_number(tmp_path, monkeypatch):
    """The system's text for the English sentence, its error number for a view to say it in the player's words;
    both survive a copy or a pickle, as a Reason's fields do."""
    path = tmp_path / "f.json"
    path.write_text("{}")

    def denied(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(storage, "open", denied, raising=False)
    with pytest.raises(DamagedFile) as refused:
        read_json(path, 1000)
    reason = refused.value.args[0]
    assert reason == "cannot read f.json: Permission denied"
    for again in (copy.deepcopy(reason), pickle.loads(pickle.dumps(reason))):
        assert again == reason and again.fields["error"].errno == errno.EACCES
        assert isinstance(again.fields["error"], storage.SystemReason)


def test_a_link_to_nowhere_is_a_damaged_file_not_a_missing_one(tmp_path):
    os.symlink(tmp_path / "gone.json", tmp_path / "link.json")
    with pytest.raises(DamagedFile, match="link.json is a link to a file that is not there"):
        read_json(tmp_path / "link.json", 1000)


def test_writes_are_flushed_to_disk_before_the_rename(tmp_path, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(storage.os, "fsync", lambda fd: (calls.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(storage.os, "replace", lambda a, b: (calls.append("replace"), real_replace(a, b))[1])
    write_json_atomically(tmp_path / "f.json", [1])
    assert calls.index("fsync") < calls.index("replace")


def test_a_failed_write_leaves_the_old_file_whole(tmp_path):
    path = tmp_path / "f.json"
    write_json_atomically(path, {"old": True})
    with pytest.raises(TypeError):
        write_json_atomically(path, {"new": object()})  # cannot be written as JSON
    assert read_json(path, 1000) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["f.json"]


def test_set_aside_never_overwrites_an_earlier_file(tmp_path):
    path = tmp_path / "settings.json"
    asides = []
    for text in ("first", "second", "third"):
        path.write_text(text)
        asides.append(set_aside(path))
    assert not path.exists() and len(set(asides)) == 3
    assert sorted(a.read_text() for a in asides) == ["first", "second", "third"]
    assert all(a.name.startswith("settings.json.damaged-") for a in asides)


def test_set_aside_moves_a_symlink_not_its_target(tmp_path):
    path = tmp_path / "save.json"
    os.symlink("/dev/zero", path)
    aside = set_aside(path)
    assert aside.is_symlink() and not os.path.lexists(path)


# -- records ----------------------------------------------------------------------------------------


def record_json(**change) -> dict:
    data = {"game": "korsar", "setup": {"players": 2, "teams": False, "variants": []}, "seed": 7,
            "actions": ["draw"]}
    data.update(change)
    return data


@pytest.mark.parametrize("change, says", [
    ({"seed": 3.5}, "seed"),
    ({"seed": -1}, "seed"),
    ({"seed": int("9" * 4000)}, "seed"),
    ({"seed": True}, "seed"),
    ({"seed": "7"}, "seed"),
    ({"game": "chess"}, "unknown game"),
    ({"game": ["korsar"]}, "unknown game"),
    ({"setup": {"players": 7, "teams": True, "variants": []}}, "7"),
    ({"setup": {"players": 2.0, "teams": False, "variants": []}}, "whole number"),
    ({"setup": {"players": 2, "teams": "no", "variants": []}}, "teams"),
    ({"setup": [2]}, "options"),
    ({"actions": "draw"}, "actions"),
    ({"actions": [["draw"]]}, "actions"),
    ({"actions": ["x" * 1000]}, "actions"),
])
def test_record_fields_are_checked_one_by_one(change, says):
    with pytest.raises(CorruptRecord, match=says):
        Record.from_json(record_json(**change))


def test_record_refuses_what_is_not_an_object():
    for data in ([1, 2], "record", None, 5):
        with pytest.raises(CorruptRecord):
            Record.from_json(data)


def test_record_file_round_trip_and_damaged_file(tmp_path):
    record = Record("korsar", Setup(2), 7, ["draw"])
    save(record, tmp_path / "r.json")
    assert load(tmp_path / "r.json") == record
    (tmp_path / "bad.json").write_text("[" * 200_000)
    with pytest.raises(CorruptRecord, match="nested too deep"):
        load(tmp_path / "bad.json")
