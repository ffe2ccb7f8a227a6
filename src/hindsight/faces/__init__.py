"""The faces: HTTP (``http/``), MCP (``mcp.py``), the CLI (``cli/``) and the web console (``web/``).
They only translate."""
