"""`hindsight demo`: a bilingual tour of writing, dedup and hybrid search on the embedded store."""

from __future__ import annotations

from rich.console import Console

from hindsight.client import Hindsight
from hindsight.faces.cli.render import search_table

MEMORIES = [
    ("The user prefers pytest over unittest for Python projects", "user"),
    ("The user's project deploys to Kubernetes with Helm charts", "tool"),
    ("The user probably works in a fintech startup", "agent"),
    ("用户喜欢喝美式咖啡，不加糖", "user"),
    ("用户住在北京朝阳区", "user"),
    ("用户养了一只叫豆豆的柯基犬", "user"),
]
QUERIES = ["which test framework should I use?", "where does the user deploy?", "用户喝什么咖啡？", "狗叫什么名字"]


def run(hs: Hindsight, console: Console) -> None:
    console.print(f"[bold]Hindsight demo[/bold] — store {hs.store.url}, embedder {hs.embedder.name}")
    for content, source in MEMORIES:
        r = hs.write(content, source=source, bank="demo", idempotency_key=f"demo:{content}")
        console.print(f"  write [{source:5}] {content!r} → {r.action.value} (confidence {r.confidence:.2f})")
    again = hs.write("The user prefers pytest over unittest for Python projects.", source="user", bank="demo")
    console.print(f"  write again (near-duplicate) → {again.action.value}: {again.reason}")
    for q in QUERIES:
        console.print(search_table(hs.search(q, bank="demo", top_k=3, explain=True), True))
