"""The ``hindsight`` command line: ``main.py`` (the typer app, library commands), ``commands.py`` (serve, mcp,
worker, keys, migrate), ``demo.py``, ``render.py`` (tables and JSON output)."""
