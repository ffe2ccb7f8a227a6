"""Hindsight as an OpenAI Agents SDK session: ``pip install 'agent-hindsight[openai-agents]'``, then
``python examples/openai_agents_session.py``.

No API key needed: the session calls the Runner makes (``get_items`` before a turn, ``add_items`` after it).
With a key, pass ``session=session`` to ``Runner.run(agent, text, session=session)`` and put
``(await session.context(text)).text`` in the agent's instructions.
"""

import asyncio
import tempfile

from hindsight import Hindsight
from hindsight.adapters.openai_agents import HindsightSession


async def main() -> None:
    hs = Hindsight.open(tempfile.mkdtemp())
    session = HindsightSession("chat-42", hs)

    await session.add_items([
        {"role": "user", "content": "Remember that I am allergic to peanuts"},
        {"role": "assistant", "content": "Noted: no peanuts."},
    ])
    print(await session.get_items())             # the conversation, exactly as the Runner stored it
    print(await session.pop_item())              # undo the last item
    await session.clear_session()                # a fresh conversation...
    print(await session.get_items())
    block = await session.context("What should I avoid eating?")
    print(block.text)                            # ...but Hindsight still remembers the allergy
    hs.close()


asyncio.run(main())
