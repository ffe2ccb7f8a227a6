"""The REST API: ``app.py`` wires the FastAPI application."""
