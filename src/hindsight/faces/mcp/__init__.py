"""The MCP face (G1): tools an agent calls, memories as resources. Only translation; behaviour is in the client.

``hindsight mcp`` serves it over stdio; ``hindsight serve`` mounts it at ``/mcp`` (streamable HTTP) next to the
HTTP API, where every call carries the API key's identity (see :mod:`hindsight.faces.auth`).

- :mod:`.server`: :func:`create_mcp` (wiring) and :func:`run_stdio`;
- :mod:`.hindsight_mcp`: the SDK server with argument errors worded for the agent and tool calls counted;
- :mod:`.access`: who is calling (:data:`PRINCIPAL_KEY`) and running a call as them;
- :mod:`.tools`: the tools, one module per area; :mod:`.profile`: which are offered (``HINDSIGHT_MCP_TOOLS``)
  and their compact schemas; :mod:`.logs`: ``logging/setLevel`` and call logs to the client;
- :mod:`.resources`: the resources and their completions;
- :mod:`.outputs`: the tools' own output models.
"""

from hindsight.faces.mcp.access import PRINCIPAL_KEY
from hindsight.faces.mcp.outputs import ExperienceRecallOut, TraceStepOut
from hindsight.faces.mcp.server import create_mcp, run_stdio

__all__ = ["PRINCIPAL_KEY", "ExperienceRecallOut", "TraceStepOut", "create_mcp", "run_stdio"]
