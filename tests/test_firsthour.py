"""The first hour (#18): where each setting came from, plain / JSON log lines, bulk imports without attack
alerts, and the CLI's --version, config and first-key warning (in process, through typer's runner)."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from typer.testing import CliRunner

from helpers.hash_embedder import HashEmbedder
from hindsight import Hindsight, Settings
from hindsight.config import shown, sources
from hindsight.faces.cli import logs
from hindsight.faces.cli.main import app


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No HINDSIGHT_ variable from outside; the working directory is an empty temp dir (no .env)."""
    import os

    for k in list(os.environ):
        if k.upper().startswith("HINDSIGHT_"):
            monkeypatch.delenv(k)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HINDSIGHT_HOME", str(tmp_path / "home"))
    return tmp_path


def test_sources_and_precedence(clean_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (clean_env / ".env").write_text("HINDSIGHT_JUDGE=rules\nHINDSIGHT_PORT=9000\nOTHER=ignored\n")
    monkeypatch.setenv("HINDSIGHT_PORT", "9100")
    s = Settings()
    assert s.judge == "rules" and s.port == 9100  # .env read; the environment wins over it
    assert Settings(port=9200).port == 9200  # code (CLI options) wins over both
    src = sources()
    assert (src["judge"], src["port"], src["home"], src["fusion"]) == (".env", "env", "env", "default")
    assert sources(given=["port"])["port"] == "code"


def test_shown_masks_secrets() -> None:
    assert shown("llm_api_key", "sk-123") == "(set)" and shown("llm_api_key", None) == "-"
    assert shown("store_url", "postgresql://u:pw@db:5432/h") == "postgresql://u:***@db:5432/h"
    assert shown("redis_url", "redis://cache:6379/0") == "redis://cache:6379/0"


def test_version_and_config_commands(clean_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    runner = CliRunner()
    v = runner.invoke(app, ["--version"])
    assert v.exit_code == 0 and v.stdout.startswith("hindsight 0.") and "agent-hindsight" in v.stdout
    (clean_env / ".env").write_text("HINDSIGHT_JUDGE=rules\n")
    monkeypatch.setenv("HINDSIGHT_LLM_API_KEY", "sk-secret")
    c = runner.invoke(app, ["config"])
    assert c.exit_code == 0, c.output
    lines = {line.split()[0]: line for line in c.stdout.splitlines() if line.startswith("HINDSIGHT_")}
    assert lines["HINDSIGHT_JUDGE"].split()[1:] == ["rules", "(.env)"]
    assert lines["HINDSIGHT_LLM_API_KEY"].split()[1:] == ["(set)", "(env)"] and "sk-secret" not in c.stdout
    assert lines["HINDSIGHT_EMBEDDER"].split()[1:] == ["e5", "(default)"]
    assert "HINDSIGHT_FUSION" not in lines  # defaults only with --all
    rows = json.loads(runner.invoke(app, ["config", "--json"]).stdout)
    assert {r["name"] for r in rows} == set(Settings.model_fields)
    bad = runner.invoke(app, ["config"], env={"HINDSIGHT_PORT": "not a port"})
    assert bad.exit_code == 2 and "port" in bad.output


def test_first_key_warns_that_keyless_access_ends(clean_env: Path) -> None:
    runner = CliRunner()
    db = str(clean_env / "keys.db")
    first = runner.invoke(app, ["keys", "create", "--bank", "team", "--scope", "write", "--db", db])
    assert first.exit_code == 0, first.output
    assert "first API key" in first.output and "--bank '*' --scope admin" in first.output
    second = runner.invoke(app, ["keys", "create", "--bank", "*", "--scope", "admin", "--db", db])
    assert second.exit_code == 0 and "first API key" not in second.output


def test_json_and_plain_log_lines(capsys: pytest.CaptureFixture[str]) -> None:
    root = logging.getLogger()
    saved, level = list(root.handlers), root.level
    try:
        logs.configure("json", "info")
        logging.getLogger("hindsight.alerts").warning("[%s] %s", "b", "write_burst " + "x" * 120)
        try:
            raise ValueError("boom")
        except ValueError:
            logging.getLogger("uvicorn.error").exception("failed")
        lines = capsys.readouterr().err.splitlines()
        first, second = (json.loads(line) for line in lines)  # the traceback stays inside its line
        assert first["level"] == "WARNING" and first["logger"] == "hindsight.alerts"
        assert first["message"] == "[b] write_burst " + "x" * 120  # one line, never wrapped
        assert second["logger"] == "uvicorn.error" and "ValueError: boom" in second["exc"]
        logs.configure("plain", "warning")
        logging.getLogger("hindsight.serve").info("hidden")
        logging.getLogger("hindsight.alerts").warning("shown " + "y" * 120)
        (line,) = capsys.readouterr().err.splitlines()
        assert line.endswith("WARNING hindsight.alerts: shown " + "y" * 120)
    finally:
        for h in list(root.handlers):
            root.removeHandler(h)
        for h in saved:
            root.addHandler(h)
        root.setLevel(level)


def test_bulk_import_raises_no_attack_alerts(tmp_path: Path, hash_embedder: HashEmbedder) -> None:
    settings = Settings(home=tmp_path, burst_writes=10, event_review=False)
    h = Hindsight.open(tmp_path / "store", embedder=hash_embedder, settings=settings)
    try:
        records = [{"content": f"inventory item {i} is stored on shelf {i % 7}", "source": "import"}
                   for i in range(40)]
        h.import_records(records, bank="imported")
        assert h.alerts("imported") == []
        # the same volume written by an agent is a burst
        h.write_many([{"content": f"agent note {i} about ticket {i * 3}", "source": "agent", "bank": "agent"}
                      for i in range(40)])
        assert {a["kind"] for a in h.alerts("agent")} >= {"write_burst"}
    finally:
        h.close()
