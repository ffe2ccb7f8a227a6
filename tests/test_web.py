"""The web console (issue #9) end to end: a real server on loopback, a bank seeded through the Python client, and the
page driven in real headless Chromium (Debian's /usr/bin/chromium through Playwright): overview, search with the
score breakdown, a memory's provenance and history, resolving a conflict, forgetting / restoring / marking
critical, experiences with their traces, dark mode, the API-key prompt, XSS-safe rendering, and no request that
leaves the server. Screenshots land in test-artifacts/web/ (gitignored).
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from hindsight import Hindsight, Settings
from hindsight.embedder.e5 import E5Embedder
from hindsight.faces.http.app import RunningServer, create_app
from hindsight.faces.web import overview as ov
from hindsight.model import Event, EventType, Kind, Memory, Provenance, Source, Status
from hindsight.store.sqlite.keys import SQLiteKeyStore

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts" / "web"
BANK = "console"
XSS = "The wiki shows <img src=x onerror=\"document.title='pwned'\"> as a broken image"
AUTH_TRACE = [
    {"intent": "download the monthly sales report", "tool_name": "reports.fetch", "tool_input": {"month": "2026-04"},
     "tool_output": {"status": 401, "error": "Unauthorized: token expired"}},
    {"intent": "download the monthly sales report", "tool_name": "auth.login", "tool_input": {"user": "bot"},
     "tool_output": {"token": "abc"}},
    {"intent": "download the monthly sales report", "tool_name": "reports.fetch", "tool_input": {"month": "2026-04"},
     "tool_output": {"rows": 120}},
]



# -- the pure overview ------------------------------------------------------------------------------------


def _mem(i: int, at: datetime, **kw: Any) -> Memory:
    fields: dict[str, Any] = {
        "id": f"mem_{i}", "bank": "b", "kind": Kind.semantic, "content": f"memory {i}", "importance": 0.5,
        "confidence": 0.9, "status": Status.active, "created_at": at, "updated_at": at, "observed_at": at,
        "provenance": Provenance(source=Source.user, recorded_at=at), **kw,
    }
    return Memory(**fields)


def _ev(seq: int, at: datetime, t: EventType) -> Event:
    return Event(seq=seq, memory_id="mem_1", bank="b", at=at, type=t, actor="x")


def test_overview_counts_timeline_and_heat() -> None:
    t0 = datetime(2025, 3, 1, 10, tzinfo=UTC)
    mems = [
        _mem(1, t0, access_count=10, last_accessed=t0),
        _mem(2, t0 + timedelta(days=1), access_count=3, last_accessed=t0 + timedelta(days=28), kind=Kind.episodic),
        _mem(3, t0 + timedelta(days=2), status=Status.superseded, content="x" * 500),
    ]
    events = [_ev(1, t0, EventType.created), _ev(2, t0 + timedelta(days=1), EventType.created),
              _ev(3, t0 + timedelta(days=2, hours=13), EventType.superseded), _ev(4, t0, EventType.reembedded)]
    o = ov.overview("b", mems, events, t0 + timedelta(days=28))
    assert o.memories == 3 and o.by_kind == {"semantic": 2, "episodic": 1}
    assert o.by_status == {"active": 2, "superseded": 1} and o.by_source == {"user": 3}
    assert o.timeline.bucket_days == 1 and len(o.timeline.buckets) == 3  # reembedded is not charted
    assert [b.counts for b in o.timeline.buckets] == [{"created": 1}, {"created": 1}, {"superseded": 1}]
    # 10 retrievals four weeks ago (two half-lives) weigh 2.5, 3 retrievals today weigh 3
    assert [m.id for m in o.heat] == ["mem_2", "mem_1"] and o.heat[1].heat == pytest.approx(2.5)
    assert [m.id for m in o.recent] == ["mem_3", "mem_2", "mem_1"] and len(o.recent[0].content) == ov.SNIPPET_CHARS
    assert ov.timeline([]).buckets == []
    # a long history gets wider buckets, never more than MAX_BUCKETS
    long = [_ev(i, t0 + timedelta(days=i * 3), EventType.created) for i in range(200)]
    tl = ov.timeline(long)
    assert tl.bucket_days == 30 and len(tl.buckets) <= ov.MAX_BUCKETS
    assert sum(b.counts.get("created", 0) for b in tl.buckets) == 200
    assert ov.bucket_days(t0, t0 + timedelta(days=59)) == 1 and ov.bucket_days(t0, t0 + timedelta(days=60)) == 7


# -- a seeded server --------------------------------------------------------------------------------------


@dataclass
class Seeded:
    hs: Hindsight
    url: str
    ids: dict[str, str] = field(default_factory=dict)


def _seed(h: Hindsight) -> dict[str, str]:
    t = datetime.now(UTC).replace(microsecond=0) - timedelta(days=12)

    def day(n: float) -> datetime:
        return t + timedelta(days=n)

    ids: dict[str, str] = {}
    ids["pytest"] = h.write("The user prefers pytest over unittest", source="user", tags=["testing"], bank=BANK,
                            now=day(0)).id
    ids["deploy"] = h.write("The deploy script lives in ops/deploy.sh", source="tool", source_id="fs.read",
                            bank=BANK, now=day(1)).id
    ids["daughter"] = h.write("用户的女儿叫小雨，今年六岁", bank=BANK, now=day(2)).id
    ids["coffee_old"] = h.write("用户喜欢喝美式咖啡", bank=BANK, now=day(2), observed_at=day(2)).id
    newer = h.write("用户改喝拿铁了", bank=BANK, now=day(8), observed_at=day(8))
    assert newer.action == "superseded_previous", newer
    ids["coffee_new"] = newer.id
    ids["berlin"] = h.write("The user lives in Berlin", bank=BANK, now=day(5), observed_at=day(5)).id
    munich = h.write("The user lives in Munich", bank=BANK, now=day(5), observed_at=day(5))
    assert munich.action == "queued_for_review", munich
    ids["munich"] = munich.id
    report = h.review(BANK, now=day(6))
    assert sorted(report.disputed) == sorted([ids["berlin"], ids["munich"]]), report
    ids["cat"] = h.write("The user's cat is called Miso", bank=BANK, now=day(9)).id
    ids["xss"] = h.write(XSS, bank=BANK, now=day(9)).id
    ids["lunch"] = h.write("The team lunch is on Fridays at noon", bank=BANK, now=day(3)).id
    h.update(ids["lunch"], bank=BANK, status="archived", reason="not used for 90 days", now=day(10))
    for i, s in enumerate(AUTH_TRACE):
        h.trace_step("tr-auth", i, at=day(10) + timedelta(seconds=i), bank=BANK, agent="agent-a", **s)
    distilled = h.experience_distill(bank=BANK, now=day(10) + timedelta(hours=1))
    assert len(distilled.created) == 1, distilled
    ids["lesson"] = distilled.created[0]
    for q in ("which test framework does the user prefer", "pytest or unittest", "pytest", "用户喝什么咖啡"):
        h.search(q, bank=BANK, top_k=1)
    return ids


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory, e5: E5Embedder) -> Iterator[Seeded]:
    home = tmp_path_factory.mktemp("web")
    settings = Settings(home=home, review_interval_seconds=0, event_review=False)
    h = Hindsight.open(home / "store", embedder=e5, settings=settings)
    ids = _seed(h)
    with RunningServer(create_app(h, with_mcp=False)) as server:
        yield Seeded(h, server.url, ids)
    h.close()


@pytest.fixture(scope="module")
def api(seeded: Seeded) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=seeded.url, timeout=30) as client:
        yield client


# -- without a browser ------------------------------------------------------------------------------------


@pytest.mark.integration
def test_page_and_assets_are_served(api: httpx.Client) -> None:
    page = api.get("/")
    assert page.status_code == 200 and page.headers["content-type"] == "text/html; charset=utf-8"
    assert '<script src="static/app.js"' in page.text and "http" not in page.text.split("<body>")[0].replace(
        'http-equiv', '')  # nothing from elsewhere in the head
    csp = page.headers["content-security-policy"]
    assert "default-src 'none'" in csp and "connect-src 'self'" in csp and "script-src 'self'" in csp
    for name, ctype in (("app.js", "text/javascript"), ("app.css", "text/css"), ("index.html", "text/html")):
        r = api.get(f"/static/{name}")
        assert r.status_code == 200 and r.headers["content-type"].startswith(ctype), name
        assert r.headers["x-content-type-options"] == "nosniff"
    js = api.get("/static/app.js").text  # stored text only ever goes through textContent, never parsed as HTML
    assert not re.search(r"\.(inner|outer)HTML|insertAdjacentHTML|document\.write|eval\(", js)
    for bad in ("/static/nope.js", "/static/..%2Froutes.py", "/static/.hidden.css", "/static/__init__.py"):
        r = api.get(bad)
        assert r.status_code == 404 and r.json()["error"]["code"] == "not_found", bad


@pytest.mark.integration
def test_console_endpoints(api: httpx.Client, seeded: Seeded) -> None:
    o = api.get(f"/v1/banks/{BANK}/overview").json()
    total = api.get(f"/v1/banks/{BANK}").json()
    assert o["memories"] == total["memories"] and o["by_kind"] == total["by_kind"]
    assert o["by_status"] == total["by_status"] and o["by_status"]["disputed"] == 2
    assert o["timeline"]["bucket_days"] == 1 and len(o["timeline"]["buckets"]) >= 11
    series = {k for b in o["timeline"]["buckets"] for k in b["counts"]}
    assert {"created", "superseded", "archived"} <= series
    assert o["heat"][0]["id"] == seeded.ids["pytest"] and o["heat"][0]["access_count"] == 3
    assert o["recent"][0]["created_at"] >= o["recent"][-1]["created_at"]

    page = api.get(f"/v1/banks/{BANK}/memories", params={"status": "archived"}).json()
    assert page["total"] == 1 and page["items"][0]["id"] == seeded.ids["lunch"]
    everything = api.get(f"/v1/banks/{BANK}/memories", params={"limit": 2, "offset": 1}).json()
    assert everything["total"] == o["memories"] and len(everything["items"]) == 2

    (lesson,) = api.get(f"/v1/banks/{BANK}/experiences").json()
    assert lesson["memory"]["id"] == seeded.ids["lesson"] and lesson["trace_ids"] == ["tr-auth"]
    assert lesson["experience"]["agents"] == ["agent-a"] and lesson["hit_count"] == 1

    # restore refuses an active memory with a precise 422; unknown banks / bad filters are 4xx
    r = api.post(f"/v1/banks/{BANK}/memories/{seeded.ids['pytest']}/restore")
    assert r.status_code == 422 and "only archived" in r.json()["error"]["message"]
    assert api.get("/v1/banks/nope/overview").status_code == 404
    assert api.get("/v1/banks/nope/experiences").status_code == 404
    bad = api.get(f"/v1/banks/{BANK}/memories", params={"status": "sleeping"})
    assert bad.status_code == 422 and bad.json()["error"]["field"] == "status"
    assert api.get(f"/v1/banks/{BANK}/memories", params={"limit": 0}).status_code == 422
    assert api.post(f"/v1/banks/{BANK}/memories/mem_missing/restore").status_code == 404
    spec = api.get("/openapi.json").json()["paths"]
    assert "/" not in spec and "/v1/banks/{bank}/overview" in spec


# -- in Chromium ------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    if ARTIFACTS.exists():
        shutil.rmtree(ARTIFACTS)
    ARTIFACTS.mkdir(parents=True)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield b
        b.close()


class Tab:
    """A fresh browser context on the server that records every request the page makes."""

    def __init__(self, browser: Any, url: str, **context: Any) -> None:
        self.url = url
        self.context = browser.new_context(viewport={"width": 1366, "height": 900}, **context)
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.context.on("request", lambda r: self.requests.append(r.url))
        self.page = self.context.new_page()
        self.page.set_default_timeout(15_000)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def go(self, hash_: str = "#/") -> Any:
        self.page.goto(f"{self.url}/{hash_}")
        return self.page

    def shot(self, name: str) -> None:
        self.page.evaluate("window.scrollTo(0, 0)")  # the sticky header would land mid-page otherwise
        self.page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)

    def close(self) -> None:
        self.context.close()
        assert self.errors == [], self.errors
        server = urlsplit(self.url).netloc
        outside = [u for u in self.requests if not (urlsplit(u).scheme in ("http", "https")
                                                    and urlsplit(u).netloc == server) and not u.startswith("data:")]
        assert self.requests and outside == [], outside


@pytest.fixture
def tab(browser: Any, seeded: Seeded) -> Iterator[Tab]:
    t = Tab(browser, seeded.url)
    yield t
    t.close()


def _expect() -> Any:
    from playwright.sync_api import expect

    return expect


@pytest.mark.integration
def test_overview_in_the_browser(tab: Tab, api: httpx.Client) -> None:
    expect = _expect()
    page = tab.go()
    stats = api.get(f"/v1/banks/{BANK}").json()
    expect(page.get_by_test_id("count-total")).to_contain_text(str(stats["memories"]))
    expect(page.get_by_test_id("count-disputed")).to_contain_text("2")
    expect(page.get_by_test_id("count-conflicts")).to_contain_text("1")
    expect(page.locator("#bank")).to_have_value(BANK)
    expect(page.get_by_test_id("chart-kinds")).to_contain_text("experience")
    assert page.locator("[data-testid=timeline] rect.bar").count() >= 5
    expect(page.get_by_test_id("heat").locator("li").first).to_contain_text("pytest")
    expect(page.get_by_test_id("review-runs")).to_contain_text("disputed")
    expect(page.get_by_test_id("alerts")).to_contain_text("conflict")
    expect(page.locator("main")).to_contain_text("用户改喝拿铁了")  # Chinese in the newest memories
    tab.shot("overview")


@pytest.mark.integration
def test_search_shows_the_explain_breakdown(tab: Tab) -> None:
    expect = _expect()
    page = tab.go("#/search")
    page.get_by_test_id("search-input").fill("which test framework does the user like")
    page.get_by_test_id("search-input").press("Enter")
    first = page.get_by_test_id("result").first
    expect(first).to_contain_text("pytest")
    explain = first.get_by_test_id("explain")
    for label in ("similarity", "BM25 rank", "confidence", "freshness", "final"):
        expect(explain).to_contain_text(label)
    assert re.search(r"similarity\s*0\.\d{3}", explain.inner_text())
    assert re.search(r"final\s*\d\.\d{3}", explain.inner_text())
    assert "#/search?q=which" in page.url
    tab.shot("search")
    page.get_by_test_id("search-input").fill("用户喝什么咖啡")
    page.get_by_test_id("search-input").press("Enter")
    expect(page.get_by_test_id("result").first).to_contain_text("拿铁")
    # the ranking factors: a memory about the drink the question asks about is raised
    expect(page.get_by_test_id("result").first.get_by_test_id("explain")).to_contain_text("on topic (raised)")
    tab.shot("search-zh")


@pytest.mark.integration
def test_console_searches_are_not_the_agents_accesses(tab: Tab, seeded: Seeded, api: httpx.Client) -> None:
    """Searching in the console changes no access count or last-accessed time and restores no archived memory."""
    expect = _expect()
    before = {k: api.get(f"/v1/banks/{BANK}/memories/{seeded.ids[k]}").json() for k in ("pytest", "lunch")}
    assert before["lunch"]["status"] == "archived"
    page = tab.go("#/search?q=" + "which test framework does the user like".replace(" ", "+"))
    expect(page.get_by_test_id("result").first).to_contain_text("pytest")
    page = tab.go("#/search?q=team+lunch+on+Fridays&inactive=1")
    expect(page.get_by_test_id("result").first).to_contain_text("team lunch")
    for k, was in before.items():
        now = api.get(f"/v1/banks/{BANK}/memories/{seeded.ids[k]}").json()
        assert (now["access_count"], now["last_accessed"], now["status"]) == (
            was["access_count"], was["last_accessed"], was["status"]), k


@pytest.mark.integration
def test_memory_page_shows_provenance_chain_and_history(tab: Tab, seeded: Seeded) -> None:
    expect = _expect()
    page = tab.go(f"#/memory/{seeded.ids['coffee_new']}")
    expect(page.get_by_test_id("memory-content")).to_have_text("用户改喝拿铁了")
    prov = page.get_by_test_id("provenance")
    expect(prov).to_contain_text("user")
    expect(prov).to_contain_text("python")
    expect(page.get_by_test_id("chain")).to_contain_text("用户喜欢喝美式咖啡")
    expect(page.get_by_test_id("history")).to_contain_text("created")
    tab.shot("memory")
    page.get_by_test_id("chain").get_by_role("link").first.click()
    expect(page.get_by_test_id("memory")).to_contain_text("superseded")
    expect(page.get_by_test_id("history")).to_contain_text("superseded")
    expect(page.get_by_test_id("chain")).to_contain_text("replaced by")


@pytest.mark.integration
def test_a_slow_page_never_overwrites_the_one_opened_after_it(tab: Tab, seeded: Seeded) -> None:
    """Open the memory list, and while its request is still out open one memory: when the list finally answers,
    the memory stays on screen (the list's late render is dropped)."""
    expect = _expect()
    page = tab.go("#/")
    expect(page.locator("main")).to_contain_text("用户改喝拿铁了")
    held: list[Any] = []
    page.route(lambda url: "/memories?" in url or url.endswith("/memories"), lambda route: held.append(route))
    with page.expect_request(lambda r: "/memories?" in r.url, timeout=60_000):
        page.evaluate("location.hash = '#/memories'")
    assert _wait(lambda: bool(held), page)  # the list's request is out, held back
    page.evaluate(f"location.hash = '#/memory/{seeded.ids['coffee_new']}'")
    expect(page.get_by_test_id("memory-content")).to_have_text("用户改喝拿铁了")
    for route in held:
        route.continue_()
    page.wait_for_load_state("networkidle")
    expect(page.get_by_test_id("memory-content")).to_have_text("用户改喝拿铁了")
    assert page.get_by_test_id("forget").is_visible()


def _wait(cond: Any, page: Any, tries: int = 2400) -> bool:
    """Let the page run until ``cond()`` holds (each try yields to the browser's event loop once)."""
    for _ in range(tries):
        if cond():
            return True
        page.wait_for_timeout(25)
    return cond()


@pytest.mark.integration
def test_resolve_a_conflict_in_the_ui(tab: Tab, seeded: Seeded, api: httpx.Client) -> None:
    expect = _expect()
    page = tab.go("#/conflicts")
    item = page.get_by_test_id("conflict").first
    expect(item).to_contain_text("The user lives in Berlin")
    expect(item).to_contain_text("The user lives in Munich")
    expect(item).to_contain_text("confidence")
    item_id = item.get_attribute("data-item")
    tab.shot("conflicts")
    item.get_by_test_id("resolve-reason").fill("the user said they moved to Munich")
    item.get_by_test_id("keep-b").click()
    expect(page.locator("#toast")).to_contain_text("Resolved")
    expect(page.get_by_test_id("conflicts")).to_contain_text("No open conflicts")
    done = {i["id"]: i for i in api.get(f"/v1/banks/{BANK}/conflicts", params={"status": "resolved"}).json()}
    assert done[item_id]["resolution"] == "b"
    assert done[item_id]["resolution_reason"] == "the user said they moved to Munich"
    assert done[item_id]["resolved_by"] == "local"
    assert api.get(f"/v1/banks/{BANK}/conflicts").json() == []
    assert api.get(f"/v1/banks/{BANK}/memories/{seeded.ids['munich']}").json()["status"] == "active"
    page.get_by_role("link", name="Resolved").click()
    expect(page.get_by_test_id("conflicts")).to_contain_text("kept b")


@pytest.mark.integration
def test_forget_restore_and_mark_critical_in_the_ui(tab: Tab, seeded: Seeded, api: httpx.Client) -> None:
    expect = _expect()
    cat = seeded.ids["cat"]
    page = tab.go(f"#/memory/{cat}")
    page.get_by_test_id("action-reason").fill("the user asked to forget the cat")
    page.get_by_test_id("forget").click()
    expect(page.get_by_test_id("memory")).to_contain_text("forgotten")
    m = api.get(f"/v1/banks/{BANK}/memories/{cat}").json()
    assert m["status"] == "forgotten"
    events = api.get(f"/v1/banks/{BANK}/memories/{cat}/trace").json()["events"]
    assert events[-1]["type"] == "forgotten" and events[-1]["reason"] == "the user asked to forget the cat"
    assert events[-1]["actor"] == "local"

    page = tab.go(f"#/memory/{seeded.ids['lunch']}")
    expect(page.get_by_test_id("memory")).to_contain_text("archived")
    page.get_by_test_id("restore").click()
    expect(page.get_by_test_id("memory")).to_contain_text("active")
    assert api.get(f"/v1/banks/{BANK}/memories/{seeded.ids['lunch']}").json()["status"] == "active"

    page.get_by_test_id("critical").click()
    expect(page.get_by_test_id("critical")).to_have_text("Unmark critical")
    assert api.get(f"/v1/banks/{BANK}/memories/{seeded.ids['lunch']}").json()["critical"] is True
    page.locator("summary", has_text="Edit content").click()
    page.get_by_test_id("edit-content").fill("The team lunch is on Thursdays at noon")
    page.get_by_test_id("save-edit").click()
    expect(page.get_by_test_id("memory-content")).to_have_text("The team lunch is on Thursdays at noon")
    assert api.get(f"/v1/banks/{BANK}/memories/{seeded.ids['lunch']}").json()["content"].endswith("Thursdays at noon")
    tab.shot("memory-actions")


@pytest.mark.integration
def test_untrusted_content_renders_as_text(tab: Tab, seeded: Seeded) -> None:
    expect = _expect()
    page = tab.go(f"#/memory/{seeded.ids['xss']}")
    expect(page.get_by_test_id("memory-content")).to_have_text(XSS)
    assert page.locator("main img").count() == 0
    tab.go("#/memories")
    expect(page.locator("main")).to_contain_text("<img src=x onerror=")
    assert page.locator("main img").count() == 0
    assert page.title() == "Hindsight console"


@pytest.mark.integration
def test_experiences_with_their_traces(tab: Tab) -> None:
    expect = _expect()
    page = tab.go("#/experiences")
    card = page.get_by_test_id("experience").first
    expect(card).to_contain_text("auth.login")
    card.get_by_test_id("trace").first.click()
    steps = card.get_by_test_id("trace-steps")
    expect(steps.locator("tbody tr")).to_have_count(3)
    expect(steps).to_contain_text("token expired")
    expect(steps).to_contain_text("fail")
    tab.shot("experiences")


@pytest.mark.integration
def test_dark_mode(browser: Any, seeded: Seeded) -> None:
    expect = _expect()
    t = Tab(browser, seeded.url, color_scheme="dark")
    try:
        page = t.go()
        expect(page.get_by_test_id("count-total")).to_be_visible()
        bg = page.evaluate("getComputedStyle(document.body).backgroundColor")
        fg = page.evaluate("getComputedStyle(document.body).color")
        assert bg == "rgb(20, 23, 29)" and fg == "rgb(227, 230, 236)", (bg, fg)
        t.shot("overview-dark")
        t.go(f"#/memory/{seeded.ids['coffee_new']}")
        expect(page.get_by_test_id("history")).to_be_visible()
        t.shot("memory-dark")
    finally:
        t.close()


@pytest.mark.integration
def test_api_key_prompt_when_auth_is_on(browser: Any, tmp_path: Path, e5: E5Embedder) -> None:
    expect = _expect()
    h = Hindsight.open(tmp_path / "store", embedder=e5, settings=Settings(home=tmp_path, review_interval_seconds=0))
    h.write("用户住在北京朝阳区", bank="zh")
    keys = SQLiteKeyStore(h.store.path)  # type: ignore[attr-defined]
    _, token = keys.create(banks=["zh"], scope="read", name="viewer")
    try:
        with RunningServer(create_app(h, keys=keys, open_access=False, with_mcp=False)) as server:
            with httpx.Client(base_url=server.url) as c:
                assert c.get("/").status_code == 200 and c.get("/static/app.js").status_code == 200
                assert c.get("/v1/banks").status_code == 401
                assert c.get("/v1/banks/zh/overview").status_code == 401
            t = Tab(browser, server.url)
            try:
                page = t.go()
                expect(page.get_by_test_id("auth-panel")).to_be_visible()
                expect(page.locator("#auth-message")).to_contain_text("needs an API key")
                t.shot("auth-prompt")
                page.locator("#api-key").fill("hs_wrong_key")
                page.locator("#auth-form button[type=submit]").click()
                expect(page.locator("#auth-message")).to_contain_text("refused")
                page.locator("#api-key").fill(token)
                page.locator("#auth-form button[type=submit]").click()
                expect(page.get_by_test_id("auth-panel")).to_be_hidden()
                expect(page.get_by_test_id("count-total")).to_contain_text("1")
                expect(page.locator("main")).to_contain_text("用户住在北京朝阳区")
                assert page.evaluate("localStorage.getItem('hindsight.apiKey')") == token
                # a read key sees the page; an action that needs more is refused with the API's message
                page.goto(f"{server.url}/#/memories")
                page.locator("main a.mem-link").first.click()
                page.get_by_test_id("forget").click()
                expect(page.locator("#toast")).to_contain_text("scope")
            finally:
                t.close()
    finally:
        keys.close()
        h.close()


# -- the first hour (#18): the console's searches, /docs offline, the first key --------------------------


def test_docs_assets_are_served_locally(api: httpx.Client) -> None:
    html = api.get("/docs").text
    assert "/docs/static/swagger-ui-bundle.js" in html and "/docs/static/swagger-ui.css" in html
    assert "cdn" not in html.lower() and "https://" not in html.split("<body>")[0]
    js = api.get("/docs/static/swagger-ui-bundle.js")
    assert js.status_code == 200 and js.headers["content-type"].startswith("text/javascript") and len(js.content) > 1e5
    assert api.get("/docs/static/swagger-ui.css").headers["content-type"].startswith("text/css")
    for bad in ("/docs/static/nope.js", "/docs/static/..%2F__init__.py", "/docs/static/index.html"):
        r = api.get(bad)
        assert r.status_code == 404 and r.json()["error"]["code"] == "not_found", bad


@pytest.mark.integration
def test_docs_render_offline(browser: Any, seeded: Seeded) -> None:
    """/docs in Chromium with every request but loopback aborted: Swagger UI renders the operations."""
    expect = _expect()
    t = Tab(browser, seeded.url)
    blocked: list[str] = []

    def only_loopback(route: Any) -> None:
        if urlsplit(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    t.context.route("**/*", only_loopback)
    try:
        page = t.go("docs")
        expect(page.locator(".swagger-ui .info .title")).to_contain_text("Hindsight")
        expect(page.locator(".opblock").first).to_be_visible()
        assert page.locator(".opblock").count() > 20
        expect(page.locator(".swagger-ui")).to_contain_text("/v1/banks/{bank}/search")
        t.shot("docs")
    finally:
        t.close()
    assert blocked == []
