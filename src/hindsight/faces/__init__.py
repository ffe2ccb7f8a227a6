"""The faces: HTTP (``http/``), MCP (``mcp/``), the CLI (``cli/``) and the web console (``web/``); ``auth.py``
(who is calling) and ``errors.py`` (error bodies) are shared. They only translate."""
