"""Hindsight as a LangGraph store: ``pip install 'agent-hindsight[langgraph]'``, then
``python examples/langgraph_store.py``.

No API key needed: the store calls and a tiny graph without an LLM.
"""

import tempfile
from typing import TypedDict

from langgraph.graph import START, StateGraph
from langgraph.store.base import BaseStore

from hindsight import Hindsight
from hindsight.adapters.langgraph import HindsightStore

hs = Hindsight.open(tempfile.mkdtemp())  # your store: Hindsight.open() (~/.hindsight) or a PostgreSQL URL
store = HindsightStore(hs)

store.put(("users", "u1"), "diet", {"content": "The user is vegetarian"})
store.put(("users", "u1"), "editor", {"content": "The user edits code in Neovim"})
print(store.get(("users", "u1"), "diet").value)
for item in store.search(("users", "u1"), query="what does the user eat?", limit=1):
    print(f"{item.key}: {item.value['content']} (score {item.score:.2f})")
print(store.list_namespaces())


class State(TypedDict):
    user: str
    question: str
    answer: str


def recall(state: State, *, store: BaseStore) -> dict:
    hits = store.search(("users", state["user"]), query=state["question"], limit=1)
    return {"answer": hits[0].value["content"] if hits else "nothing remembered"}


graph = StateGraph(State)
graph.add_node("recall", recall)
graph.add_edge(START, "recall")
app = graph.compile(store=store)
print(app.invoke({"user": "u1", "question": "Which editor does the user use?", "answer": ""})["answer"])

store.delete(("users", "u1"), "diet")  # erased for good (Hindsight.erase), not just hidden
print(store.get(("users", "u1"), "diet"))
hs.close()
