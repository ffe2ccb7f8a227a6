"""The REST routes, one module per area; each exposes ``router(...) -> APIRouter`` over the app's :class:`Hindsight`."""
