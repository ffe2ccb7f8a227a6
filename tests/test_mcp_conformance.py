"""The MCP conformance suite (``@modelcontextprotocol/conformance``, pinned in scripts/test-tools.sh) against a real
``hindsight serve`` on loopback: every server scenario that applies to what Hindsight declares passes.

The suite's other scenarios test fixture tools, resources and prompts of its reference server (``test_image_content``,
``test://static-text``, ``test_simple_prompt``...) or capabilities Hindsight does not declare; each is listed below
with the reason, and a scenario this test does not know (a newer suite) fails the test instead of being ignored.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from helpers.services import ROOT, Proc, clean_env, free_port, wait_http

pytestmark = pytest.mark.integration

CONFORMANCE = ROOT / ".tools" / "node_modules" / ".bin" / "conformance"
INSTALL_HINT = "install it with `bash scripts/test-tools.sh` (needs node >= 20 and npm: apt-get install nodejs npm)"

#: scenarios that exercise what Hindsight declares: initialize, ping, tools, resources, prompts (the SDK declares
#: an empty prompt list), logging, completions and the streamable HTTP transport
APPLICABLE = {
    "server-initialize": "the handshake",
    "ping": "ping",
    "tools-list": "tools/list (the core profile)",
    "tools-call-error": "a failing tool call is an isError result with a message (here: an unknown tool)",
    "resources-list": "resources/list",
    "prompts-list": "prompts/list (empty)",
    "logging-set-level": "the logging capability",
    "completion-complete": "the completions capability (a prompt ref it does not know: an empty list)",
    "server-sse-multiple-streams": "concurrent POST streams on one session",
}
_FIXTURE = "calls a fixture of the suite's reference server that a memory server does not have"
NOT_APPLICABLE = {
    "tools-call-simple-text": _FIXTURE + " (test_simple_text)",
    "tools-call-image": _FIXTURE + " (test_image_content)",
    "tools-call-audio": _FIXTURE + " (test_audio_content)",
    "tools-call-embedded-resource": _FIXTURE + " (test_embedded_resource)",
    "tools-call-mixed-content": _FIXTURE + " (test_multiple_content_types)",
    "tools-call-with-logging": _FIXTURE + " (test_tool_with_logging; tests/test_mcp_profiles.py covers ours)",
    "tools-call-with-progress": _FIXTURE + " (test_tool_with_progress)",
    "tools-call-sampling": _FIXTURE + " (test_sampling; Hindsight never samples the client)",
    "tools-call-elicitation": _FIXTURE + " (test_elicitation; Hindsight never elicits)",
    "json-schema-2020-12": _FIXTURE + " (json_schema_2020_12_tool)",
    "elicitation-sep1034-defaults": _FIXTURE + " (elicitation)",
    "elicitation-sep1330-enums": _FIXTURE + " (elicitation)",
    "server-sse-polling": _FIXTURE + " (test_reconnection)",
    "resources-read-text": _FIXTURE + " (test://static-text)",
    "resources-read-binary": _FIXTURE + " (test://static-binary)",
    "resources-templates-read": _FIXTURE + " (test://template/{id}/data)",
    "resources-subscribe": "resources.subscribe is not declared",
    "resources-unsubscribe": "resources.subscribe is not declared",
    "prompts-get-simple": _FIXTURE + " (test_simple_prompt)",
    "prompts-get-with-args": _FIXTURE + " (test_prompt_with_arguments)",
    "prompts-get-embedded-resource": _FIXTURE + " (test_prompt_with_embedded_resource)",
    "prompts-get-with-image": _FIXTURE + " (test_prompt_with_image)",
}


def conformance() -> Path:
    if shutil.which("node") is None:
        pytest.fail(f"node is missing: the MCP conformance suite runs on Node.js; {INSTALL_HINT}")
    if not CONFORMANCE.exists():
        pytest.fail(f"the MCP conformance suite is not installed in .tools/; {INSTALL_HINT}")
    return CONFORMANCE


def run(*args: str, timeout: float = 300) -> str:
    done = subprocess.run([str(conformance()), *args], capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    return done.stdout + done.stderr


def test_every_server_scenario_is_classified() -> None:
    listed = run("list", "--server")
    scenarios = set(re.findall(r"^\s+- (\S+)$", listed.split("Client scenarios")[0], flags=re.M))
    assert scenarios, listed
    assert not APPLICABLE.keys() & NOT_APPLICABLE.keys()
    assert scenarios == APPLICABLE.keys() | NOT_APPLICABLE.keys(), "classify the new or gone scenarios"


def results(out: Path) -> dict[str, list[dict[str, object]]]:
    """The checks of each scenario run, by scenario name (the folders are ``server-<scenario>-<timestamp>``)."""
    found: dict[str, list[dict[str, object]]] = {}
    for checks in out.glob("server-*/checks.json"):
        m = re.fullmatch(r"server-(.+)-\d{4}-\d{2}-\d{2}T.*", checks.parent.name)
        assert m, checks
        found[m.group(1)] = json.loads(checks.read_text())
    return found


def test_conformance_against_hindsight_serve(tmp_path: Path) -> None:
    tool = conformance()
    port = free_port()
    env = clean_env(tmp_path / "home", port=port, review_interval_seconds=0)
    server = Proc(["serve", "--log-level", "warning"], env, tmp_path / "serve.log")
    try:
        wait_http(f"http://127.0.0.1:{port}/health", proc=server)
        out = tmp_path / "results"
        done = subprocess.run(
            [str(tool), "server", "--url", f"http://127.0.0.1:{port}/mcp", "-o", str(out)],
            capture_output=True, text=True, timeout=600, cwd=tmp_path,
        )  # fmt: skip
    finally:
        server.terminate()
    ran = results(out)
    assert ran.keys() <= APPLICABLE.keys() | NOT_APPLICABLE.keys(), "classify the new scenarios"
    missing = APPLICABLE.keys() - ran.keys()
    assert not missing, f"applicable scenarios that did not run: {missing}\n{done.stdout[-3000:]}"
    failed = {
        name: [c for c in checks if c.get("status") not in ("SUCCESS", "INFO")]
        for name, checks in ran.items()
        if name in APPLICABLE
    }
    assert not any(failed.values()), {k: v for k, v in failed.items() if v}
