"""Import scripts of ``bench/`` (not a package) for the tests that keep them from rotting."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

BENCH = Path(__file__).resolve().parents[2] / "bench"


def bench_module(name: str) -> ModuleType:
    """``bench/<name>.py`` as a module. ``bench/`` stays on the import path (at its end, so it shadows nothing):
    the scripts import their siblings lazily too (guard_train.py reads hygiene_data.py inside ``main``)."""
    if str(BENCH) not in sys.path:
        sys.path.append(str(BENCH))
    return importlib.import_module(name)


def bench_modules(**names: str) -> SimpleNamespace:
    """Several bench scripts under names of the caller's choice: ``bench_modules(ku="knowledge_update")``."""
    return SimpleNamespace(**{attr: bench_module(mod) for attr, mod in names.items()})
