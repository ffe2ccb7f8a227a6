"""The web console (issue #9): a small single-page app served by ``hindsight serve`` at ``/``.

``routes.py`` serves the page and its assets and adds the read-only JSON the console needs beyond the REST API;
``overview.py`` computes a bank's overview (pure); ``static/`` holds the page (vanilla JS, no build step).
"""
