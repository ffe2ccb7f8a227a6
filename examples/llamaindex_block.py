"""Hindsight as a LlamaIndex memory block: ``pip install 'agent-hindsight[llamaindex]'``, then
``python examples/llamaindex_block.py``.

No API key needed: the block's ``aput`` / ``aget`` and LlamaIndex's ``Memory`` around it.
"""

import asyncio
import tempfile

from llama_index.core.llms import ChatMessage
from llama_index.core.memory import Memory

from hindsight import Hindsight
from hindsight.adapters.llamaindex import HindsightMemoryBlock


async def main() -> None:
    hs = Hindsight.open(tempfile.mkdtemp())
    block = HindsightMemoryBlock(hs=hs, session_id="chat-7")

    await block.aput([ChatMessage(role="user", content="Remember that my dog is called Biscuit")])
    print(await block.aget([ChatMessage(role="user", content="What is my dog called?")]))

    # inside an agent: Memory flushes older turns into the block and renders it into the system message
    memory = Memory.from_defaults(session_id="chat-7", memory_blocks=[block], token_limit=2000,
                                  tokenizer_fn=lambda text: text.split())
    await memory.aput(ChatMessage(role="user", content="Which name did I give my dog?"))
    for message in await memory.aget():
        print(message.role.value, ":", message.content)
    hs.close()


asyncio.run(main())
