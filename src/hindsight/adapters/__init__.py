"""Framework adapters (optional extras): each module imports its framework and is imported only by its users.

- :mod:`hindsight.adapters.langgraph` — a LangGraph ``BaseStore`` (``pip install 'agent-hindsight[langgraph]'``)
- :mod:`hindsight.adapters.openai_agents` — an OpenAI Agents SDK ``Session`` (``[openai-agents]``)
- :mod:`hindsight.adapters.llamaindex` — a LlamaIndex memory block (``[llamaindex]``)
"""
