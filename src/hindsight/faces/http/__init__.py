"""The REST API. ``app.py`` wires the FastAPI application (and runs it: :class:`~.app.RunningServer`);
``routes/`` holds one router per area; ``bodies.py`` the request/response bodies; ``deps.py`` what routes share
(the caller, path parameters, route options); ``middleware.py`` the guard; ``errors.py`` the error answers;
``metrics.py`` Prometheus; ``lifespan.py`` and ``loops.py`` what runs beside the server."""
