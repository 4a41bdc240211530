"""The one load path: whatever the bytes, a checked value or a file kept aside.

Property tests feed the parser and the schemas random bytes, random JSON and
JSON that is almost right; the named tests keep the cases found by hand.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.core import storage
from scenes.core.settings import SCHEMA, Settings
from tests.support import refuse_to_read

FUZZ = settings(max_examples=200, deadline=None, derandomize=True, database=None)

JSON_TEXT = st.text(alphabet='[]{}",:0123456789.eE+-truefalsnNaIfiy \\u\n', max_size=80)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=30,
)


@FUZZ
@given(st.binary(max_size=300))
def test_random_bytes_parse_or_are_damaged(raw: bytes) -> None:
    try:
        storage.parse_json(raw)
    except storage.Damaged:
        pass


@FUZZ
@given(JSON_TEXT)
def test_json_like_text_parses_or_is_damaged(text: str) -> None:
    try:
        value = storage.parse_json(text.encode())
    except storage.Damaged:
        return
    json.dumps(value, allow_nan=False)  # what parsed is plain, finite JSON


def _plain(value: object, depth: int = 1) -> bool:
    """Whether the parser must accept ``value``: finite, short numbers, shallow."""
    if depth > storage.MAX_DEPTH:
        return False
    if isinstance(value, float):
        return value == value and abs(value) != float("inf")
    if isinstance(value, int) and not isinstance(value, bool):
        return len(str(abs(value))) <= storage.MAX_INT_DIGITS
    if isinstance(value, list):
        return all(_plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(_plain(v, depth + 1) for v in value.values())
    return True


@FUZZ
@given(JSON_VALUES)
def test_plain_json_reads_back_and_anything_else_is_damaged(value: object) -> None:
    raw = json.dumps(value).encode()
    if _plain(value):
        assert storage.parse_json(raw) == value
    else:
        with pytest.raises(storage.Damaged):
            storage.parse_json(raw)


@pytest.mark.parametrize("raw, reason", [
    (b"[" * 100_000 + b"]" * 100_000, "nested"),
    (b'{"a":' * 5000 + b"1" + b"}" * 5000, "nested"),
    (b'{"volume": 1' + b"0" * 400 + b"}", "out of range"),
    (b'{"volume": 1e999}', "out of range"),
    (b'{"volume": -1e999}', "out of range"),
    (b'{"volume": NaN}', "not a number"),
    (b'{"volume": Infinity}', "not a number"),
    (b'{"volume": 1' + b"0" * 5000 + b"}", "out of range"),
    (b" " * (storage.MAX_BYTES + 1), "larger than"),
    (b"\xff\xfe{}", "not text"),
])
def test_what_used_to_crash_is_named_damage(raw: bytes, reason: str) -> None:
    with pytest.raises(storage.Damaged, match=reason):
        storage.parse_json(raw)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    text = json.dumps({"chronicle": ["[" * 500, "{{{{ \\\" [[["]})
    assert storage.parse_json(text.encode())["chronicle"][0] == "[" * 500


def test_schemas_check_ranges_not_only_types() -> None:
    assert storage.whole(0, 3)(3, "x") == 3
    for bad in (4, -1, True, 1.0, "1", None):
        with pytest.raises(storage.Damaged):
            storage.whole(0, 3)(bad, "x")
    assert storage.number(0, 1)(1, "v") == 1.0
    with pytest.raises(storage.Damaged, match="volume"):
        SCHEMA({"volume": 1.5})
    with pytest.raises(storage.Damaged):
        storage.one_of(0, 1)(False, "side")  # false is not 0 in a save
    record = storage.Record(required={"a": storage.boolean()},
                            optional={"b": (storage.whole(0, 9), 5),
                                      "c": (storage.whole(0, 9), storage.ABSENT)},
                            lenient={"d": storage.one_of("x", "y")})
    assert record({"a": True, "d": "z", "e": 1}) == {"a": True, "b": 5}
    assert record({"a": False, "c": 2, "d": "y"}) == {"a": False, "b": 5, "c": 2, "d": "y"}


def _settings_variants() -> list[dict]:
    good = {"fullscreen": True, "volume": 0.4, "pregame": {
        "essentia": {"vs_computer": True, "human_side": 1, "difficulty": "hard",
                     "circles": "wild", "tiles": "strategic"},
        "troy": {"less_bloody": True}}}
    return [good, {}, {"volume": 1}, {"pregame": {}}]


@st.composite
def mutated_settings(draw: st.DrawFn) -> bytes:
    """A good settings file with a value swapped, a key renamed, or bytes cut."""
    data = draw(st.sampled_from(_settings_variants()))
    data = json.loads(json.dumps(data))
    how = draw(st.sampled_from(["value", "nested", "truncate", "whole"]))
    if how == "value":
        data[draw(st.sampled_from(["fullscreen", "volume", "pregame", "other"]))] = draw(
            JSON_VALUES)
    elif how == "nested" and data.get("pregame"):
        game = draw(st.sampled_from(sorted(data["pregame"])))
        data["pregame"][game][draw(st.text(max_size=12) | st.sampled_from(
            ["difficulty", "human_side", "circles", "vs_computer"]))] = draw(JSON_VALUES)
    raw = json.dumps(data).encode()
    if how == "truncate":
        raw = raw[: draw(st.integers(0, len(raw)))]
    elif how == "whole":
        raw = json.dumps(draw(JSON_VALUES)).encode()
    return raw


@FUZZ
@given(st.one_of(mutated_settings(), st.binary(max_size=200)))
def test_a_settings_file_loads_or_is_kept_aside_whole(tmp_path_factory, raw: bytes) -> None:
    folder = tmp_path_factory.mktemp("data")
    path = folder / "settings.json"
    path.write_bytes(raw)
    loaded = storage.load(path, Settings.from_dict)
    if loaded.problem is None:
        assert isinstance(loaded.value, Settings) and path.read_bytes() == raw
        assert 0.0 <= loaded.value.volume <= 1.0
    else:
        assert loaded.damaged and not path.exists()
        assert (folder / "settings.json.damaged").read_bytes() == raw  # nothing destroyed


def test_an_older_damaged_copy_is_kept_too(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    for n in range(3):
        path.write_text("[" * (n + 30))
        assert storage.load(path, Settings.from_dict).damaged
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["settings.json.damaged", "settings.json.damaged-2",
                     "settings.json.damaged-3"]


def test_a_folder_where_the_file_should_be_is_moved_aside(tmp_path: Path) -> None:
    (tmp_path / "settings.json").mkdir()
    loaded = storage.load(tmp_path / "settings.json", Settings.from_dict)
    assert loaded.damaged and loaded.kept == tmp_path / "settings.json.damaged"
    assert (tmp_path / "settings.json.damaged").is_dir()


def test_writes_say_why_they_failed(tmp_path: Path) -> None:
    blocker = tmp_path / "saves"
    blocker.write_text("a file where the folder should be")
    problem = storage.write_json(blocker / "troy.json", {"a": 1})
    assert problem and problem == problem.lower()
    assert storage.write_json(tmp_path / "ok.json", {"a": 1}) is None
    assert json.loads((tmp_path / "ok.json").read_text()) == {"a": 1}


def test_nothing_is_written_that_could_not_be_read_back(tmp_path: Path) -> None:
    problem = storage.write_json(tmp_path / "big.json", ["x" * 1000] * (storage.MAX_BYTES // 900))
    assert problem and "larger than" in problem and not (tmp_path / "big.json").exists()


def test_stale_temp_files_are_removed_and_nothing_else(tmp_path: Path) -> None:
    keep = ["settings.json", ".hidden-file.json", ".chess-abcdefgh.json", "troy.json",
            ".troy-abc.json"]
    stale = [".settings-a1b2c3d4.json", ".troy-x_y_z123.json", ".essentia-00000000.json"]
    for name in keep + stale:
        (tmp_path / name).write_text("{")
    removed = storage.remove_stale_temp_files(tmp_path, ["settings", "essentia", "symbol",
                                                         "troy"])
    assert sorted(p.name for p in removed) == sorted(stale)
    assert sorted(os.listdir(tmp_path)) == sorted(keep)


def test_the_hundredth_damaged_copy_goes_beside_the_ninety_ninth(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    (tmp_path / "settings.json.damaged").write_text("copy 1")
    for n in range(2, 100):
        (tmp_path / f"settings.json.damaged-{n}").write_text(f"copy {n}")
    path.write_text("[" * 40)
    loaded = storage.load(path, Settings.from_dict)
    assert loaded.kept == tmp_path / "settings.json.damaged-100"
    assert loaded.kept.read_text() == "[" * 40
    assert (tmp_path / "settings.json.damaged-99").read_text() == "copy 99"
    assert len(list(tmp_path.glob("settings.json.damaged*"))) == 100


def test_a_file_that_cannot_be_read_is_set_aside_whole(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 0.2}')
    refuse_to_read(monkeypatch, "settings.json")
    loaded = storage.load(path, Settings.from_dict)
    assert loaded.problem == "permission denied" and not loaded.damaged
    assert loaded.kept == tmp_path / "settings.json.unreadable"
    assert loaded.kept.read_text() == '{"volume": 0.2}' and not path.exists()
    assert storage.write_json(path, {"volume": 0.5}) is None   # a new file: nothing lost


def test_a_file_that_cannot_be_read_nor_moved_is_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 0.2}')
    refuse_to_read(monkeypatch, "settings.json")
    monkeypatch.setattr(storage, "move_aside", lambda path, suffix=storage.DAMAGED: None)
    loaded = storage.load(path, Settings.from_dict)
    assert loaded.problem == "permission denied" and loaded.kept is None
    problem = storage.write_json(path, {"volume": 0.5})
    assert problem == "settings.json cannot be read (permission denied), so it is kept"
    assert path.read_text() == '{"volume": 0.2}'
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]   # no temp left


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="the superuser reads every file whatever its mode")
def test_a_mode_000_file_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 0.2}')
    path.chmod(0)
    loaded = storage.load(path, Settings.from_dict)
    kept = tmp_path / "settings.json.unreadable"
    assert loaded.kept == kept and loaded.problem == "permission denied"
    kept.chmod(0o600)
    assert kept.read_text() == '{"volume": 0.2}'


@pytest.mark.parametrize("where", ["no folder", "a file for a folder"])
def test_no_file_is_no_problem(tmp_path: Path, where: str) -> None:
    if where == "a file for a folder":
        (tmp_path / "saves").write_text("a file where the saves folder should be")
    assert storage.load(tmp_path / "saves" / "troy.json", Settings.from_dict) == \
        storage.Loaded()
