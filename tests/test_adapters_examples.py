"""The adapter examples in examples/ run as pasted (they open a store with the bundled e5 model: integration)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXPECT = {
    "langgraph_store.py": ("langgraph", "The user edits code in Neovim"),
    "openai_agents_session.py": ("agents", "allergic to peanuts"),
    "llamaindex_block.py": ("llama_index.core", "Biscuit"),
}


@pytest.mark.integration
@pytest.mark.parametrize("name", sorted(EXPECT))
def test_example_runs(name: str, tmp_path: Path) -> None:
    module, expected = EXPECT[name]
    pytest.importorskip(module)
    env = {**os.environ, "HINDSIGHT_HOME": str(tmp_path), "PYTHONPATH": str(ROOT / "src")}
    out = subprocess.run([sys.executable, str(ROOT / "examples" / name)], capture_output=True, text=True, env=env,
                         timeout=600, cwd=tmp_path)
    assert out.returncode == 0, out.stderr[-3000:]
    assert expected in out.stdout
