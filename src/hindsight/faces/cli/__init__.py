"""The ``hindsight`` command line: ``main.py`` (library commands), ``commands.py`` (serve, mcp, keys, migrate),
``demo.py``."""
