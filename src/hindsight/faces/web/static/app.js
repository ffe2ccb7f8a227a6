/* Hindsight console: a small single-page app over the REST API (no build step, no dependencies).
 *
 * Every piece of stored text is untrusted: it only ever reaches the page through textContent / attribute
 * values set by el() below, never through innerHTML.
 */
"use strict";

const KEY_STORE = "hindsight.apiKey";
const BANK_STORE = "hindsight.bank";
const SERIES_LABELS = {
  created: "written", confirmed: "confirmed", superseded: "superseded", archived: "archived / expired",
  forgotten: "forgotten", restored: "restored", edited: "edited",
};
const STATUSES = ["active", "disputed", "superseded", "falsified", "archived", "expired", "forgotten", "quarantined"];
const KINDS = ["semantic", "episodic", "experience"];

const state = { bank: null, banks: [], seq: 0 };

class AuthNeeded extends Error {}

/* -- DOM helpers ---------------------------------------------------------------------------------------- */

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  setAttrs(node, attrs);
  append(node, children);
  return node;
}

const SVG_NS = "http://www.w3.org/2000/svg";

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  setAttrs(node, attrs);
  append(node, children);
  return node;
}

function setAttrs(node, attrs) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "text") node.textContent = String(v);
    else node.setAttribute(k, v === true ? "" : String(v));
  }
}

function append(node, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

function view(...children) {
  const main = document.getElementById("view");
  main.replaceChildren(...children.flat(Infinity).filter(Boolean));
}

/* A route's view, unless another render started since (a click while the previous page was still loading): a
   slow, older render must not overwrite the newer page. */
function show(r, ...children) {
  if (r.seq === state.seq) view(...children);
}

function toast(message, kind) {
  const t = document.getElementById("toast");
  t.textContent = message;
  t.className = kind || "ok";
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, 6000);
}

function fmtTime(iso) {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return d.toISOString().slice(0, 16).replace("T", " ") + " UTC";
}

function fmtNum(x, digits) {
  if (x === null || x === undefined) return "—";
  return Number(x).toFixed(digits === undefined ? 3 : digits);
}

function badge(text, cls) {
  return el("span", { class: "badge " + (cls || ""), text });
}

function memLink(id, label) {
  return el("a", { href: "#/memory/" + encodeURIComponent(id), class: "mem-link", text: label || id });
}

/* text with memory ids turned into links (the rest stays text) */
function linkify(text) {
  const out = [];
  let last = 0;
  for (const m of String(text || "").matchAll(/\bmem_[0-9a-zA-Z]+/g)) {
    out.push(text.slice(last, m.index), memLink(m[0]));
    last = m.index + m[0].length;
  }
  out.push(String(text || "").slice(last));
  return out;
}

function section(title, ...children) {
  return el("section", { class: "panel" }, el("h2", { text: title }), ...children);
}

function empty(text) {
  return el("p", { class: "muted", text });
}

/* -- the API -------------------------------------------------------------------------------------------- */

async function api(method, path, body) {
  const headers = { Accept: "application/json" };
  const key = localStorage.getItem(KEY_STORE);
  if (key) headers.Authorization = "Bearer " + key;
  const init = { method, headers };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  let data = null;
  const text = await res.text();
  try { data = text ? JSON.parse(text) : null; } catch (e) { data = null; }
  if (res.status === 401) {
    const msg = (data && data.error && data.error.message) || "an API key is needed";
    showAuth(key ? "The saved API key was refused: " + msg : "This server needs an API key: " + msg);
    throw new AuthNeeded(msg);
  }
  if (!res.ok) {
    const msg = (data && data.error && data.error.message) || res.status + " " + res.statusText;
    throw new Error(msg);
  }
  return data;
}

function bankPath(rest) {
  return "v1/banks/" + encodeURIComponent(state.bank) + rest;
}

/* -- auth and banks ------------------------------------------------------------------------------------- */

function showAuth(message) {
  const panel = document.getElementById("auth");
  document.getElementById("auth-message").textContent = message;
  panel.hidden = false;
  document.getElementById("api-key").focus();
}

function setupChrome() {
  document.getElementById("auth-form").addEventListener("submit", (ev) => {
    ev.preventDefault();
    const value = document.getElementById("api-key").value.trim();
    if (value) localStorage.setItem(KEY_STORE, value);
    document.getElementById("api-key").value = "";
    document.getElementById("auth").hidden = true;
    start();
  });
  document.getElementById("auth-clear").addEventListener("click", () => {
    localStorage.removeItem(KEY_STORE);
    toast("API key forgotten");
    start();
  });
  document.getElementById("key-button").addEventListener("click", () => {
    const panel = document.getElementById("auth");
    if (panel.hidden) showAuth(localStorage.getItem(KEY_STORE) ? "Replace the saved API key." : "Paste an API key.");
    else panel.hidden = true;
  });
  document.getElementById("bank").addEventListener("change", (ev) => {
    state.bank = ev.target.value;
    localStorage.setItem(BANK_STORE, state.bank);
    if (location.hash.startsWith("#/memory/")) location.hash = "#/";
    else render();
  });
  window.addEventListener("hashchange", render);
}

async function start() {
  try {
    state.banks = await api("GET", "v1/banks");
  } catch (e) {
    if (e instanceof AuthNeeded) {
      view(empty("Paste an API key above to see this server's memory banks. Once a server has an API key, every "
        + "request needs one, also from this machine; an admin key for every bank "
        + "(hindsight keys create --bank '*' --scope admin) shows them all."));
      return;
    }
    view(el("p", { class: "error", text: "Could not list banks: " + e.message }));
    return;
  }
  document.getElementById("auth").hidden = true;
  const picker = document.getElementById("bank");
  picker.parentElement.hidden = state.banks.length === 0;
  const names = state.banks.map((b) => b.name);
  const saved = localStorage.getItem(BANK_STORE);
  state.bank = names.includes(saved) ? saved : (names.includes("default") && state.banks.find((b) => b.name === "default").memories > 0 ? "default" : (state.banks.slice().sort((a, b) => b.memories - a.memories)[0] || {}).name || null);
  picker.replaceChildren(...state.banks.map((b) => el("option", { value: b.name, selected: b.name === state.bank, text: `${b.name} (${b.memories})` })));
  render();
}

/* -- routing -------------------------------------------------------------------------------------------- */

function route() {
  const raw = location.hash.replace(/^#\/?/, "");
  const [path, query] = raw.split("?");
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  return { name: parts[0] || "overview", arg: parts[1], params: new URLSearchParams(query || "") };
}

async function render() {
  const r = route();
  r.seq = ++state.seq;
  for (const a of document.querySelectorAll("nav a")) {
    a.classList.toggle("current", a.dataset.nav === r.name || (r.name === "memory" && a.dataset.nav === "memories"));
  }
  if (!state.bank) {
    const key = localStorage.getItem(KEY_STORE);
    view(empty(key
      ? "No memory bank this API key may read. A key reaches only its own banks; to see every bank, use an admin "
        + "key (hindsight keys create --bank '*' --scope admin)."
      : "No memory bank yet: write a memory through the API, the CLI or MCP first."));
    return;
  }
  const views = { overview: showOverview, search: showSearch, memory: showMemory, memories: showMemories,
    conflicts: showConflicts, experiences: showExperiences };
  const fn = views[r.name] || showOverview;
  try {
    await fn(r);
  } catch (e) {
    if (e instanceof AuthNeeded) return;
    show(r, el("p", { class: "error", "data-testid": "error", text: "Error: " + e.message }));
  }
  refreshConflictCount();
}

async function refreshConflictCount() {
  try {
    const items = await api("GET", bankPath("/conflicts"));
    const badgeEl = document.getElementById("conflict-count");
    badgeEl.textContent = String(items.length);
    badgeEl.hidden = items.length === 0;
  } catch (e) { /* the view already shows the error */ }
}

/* -- charts (inline SVG) -------------------------------------------------------------------------------- */

function barChart(counts, cls, testid) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  if (!entries.length) return empty("Nothing yet.");
  const max = Math.max(...entries.map((e) => e[1]));
  const rowH = 22, labelW = 96, barW = 220, width = labelW + barW + 48;
  const chart = svg("svg", { class: "chart bars", viewBox: `0 0 ${width} ${entries.length * rowH}`, width,
    height: entries.length * rowH, role: "img", "aria-label": entries.map(([k, v]) => `${k}: ${v}`).join(", "),
    "data-testid": testid });
  entries.forEach(([k, v], i) => {
    const y = i * rowH;
    const w = Math.max(2, Math.round((v / max) * barW));
    chart.append(
      svg("text", { x: labelW - 6, y: y + 15, class: "label", "text-anchor": "end", text: k }),
      svg("rect", { x: labelW, y: y + 4, width: w, height: rowH - 8, rx: 3, class: `bar ${cls}-${k}` },
        svg("title", { text: `${k}: ${v}` })),
      svg("text", { x: labelW + w + 6, y: y + 15, class: "value", text: v }),
    );
  });
  return chart;
}

function timelineChart(tl) {
  const buckets = tl.buckets || [];
  if (!buckets.length) return empty("No events yet.");
  const series = tl.series.filter((s) => buckets.some((b) => b.counts[s]));
  const totals = buckets.map((b) => series.reduce((n, s) => n + (b.counts[s] || 0), 0));
  const max = Math.max(1, ...totals);
  const h = 120, pad = 18, step = Math.max(6, Math.min(48, Math.floor(1100 / buckets.length)));
  const width = Math.max(200, buckets.length * step + 40);
  const chart = svg("svg", { class: "chart timeline", viewBox: `0 0 ${width} ${h + pad * 2}`, width,
    height: h + pad * 2, role: "img", "aria-label": "events over time", "data-testid": "timeline" });
  chart.append(svg("line", { x1: 30, y1: h + pad, x2: width, y2: h + pad, class: "axis" }));
  chart.append(svg("text", { x: 26, y: pad + 4, class: "value", "text-anchor": "end", text: max }));
  chart.append(svg("text", { x: 26, y: h + pad, class: "value", "text-anchor": "end", text: 0 }));
  buckets.forEach((b, i) => {
    let y = h + pad;
    const x = 34 + i * step;
    for (const s of series) {
      const n = b.counts[s] || 0;
      if (!n) continue;
      const bh = Math.max(1, (n / max) * h);
      y -= bh;
      chart.append(svg("rect", { x, y, width: Math.max(3, step - 3), height: bh, class: `bar series-${s}` },
        svg("title", { text: `${b.start.slice(0, 10)}: ${n} ${SERIES_LABELS[s] || s}` })));
    }
  });
  const first = buckets[0].start.slice(0, 10), last = buckets[buckets.length - 1].start.slice(0, 10);
  chart.append(svg("text", { x: 34, y: h + pad * 2 - 2, class: "value", text: first }));
  if (buckets.length > 1) chart.append(svg("text", { x: width - 2, y: h + pad * 2 - 2, class: "value", "text-anchor": "end", text: last }));
  const legend = el("ul", { class: "legend" }, series.map((s) =>
    el("li", {}, el("span", { class: `swatch series-${s}` }), SERIES_LABELS[s] || s)));
  const per = tl.bucket_days === 1 ? "per day" : `per ${tl.bucket_days} days`;
  return el("div", {}, chart, legend, el("p", { class: "hint", text: `Events ${per}, UTC.` }));
}

function heatList(items) {
  if (!items.length) return empty("No memory has been retrieved yet.");
  const max = Math.max(...items.map((m) => m.heat || m.access_count), 0.0001);
  return el("ol", { class: "heat", "data-testid": "heat" }, items.map((m) =>
    el("li", {},
      el("span", { class: "heat-text" }, memLink(m.id, m.content), " ",
        el("span", { class: "muted", text: `${m.access_count}× · last ${fmtTime(m.last_accessed)}` })),
      el("span", { class: "heat-bar", title: `heat ${fmtNum(m.heat, 2)}` },
        el("span", { class: "heat-fill", "data-w": Math.round(((m.heat || m.access_count) / max) * 100) })))));
}

function sizeHeatBars(root) {
  // widths through the CSSOM (allowed by the page's Content-Security-Policy, unlike style attributes)
  for (const s of root.querySelectorAll(".heat-fill")) s.style.width = s.dataset.w + "%";
}

function memoryRows(items) {
  if (!items.length) return empty("No memories.");
  return el("table", { class: "list" },
    el("thead", {}, el("tr", {}, ["Memory", "Kind", "Status", "Confidence", "Created"].map((t) => el("th", { text: t })))),
    el("tbody", {}, items.map((m) => el("tr", {},
      el("td", { class: "content-cell" }, memLink(m.id, m.content), m.critical ? badge("critical", "crit") : null),
      el("td", {}, badge(m.kind, "kind-" + m.kind)),
      el("td", {}, badge(m.status, "status-" + m.status)),
      el("td", { class: "num", text: fmtNum(m.confidence, 2) }),
      el("td", { class: "nowrap", text: fmtTime(m.created_at) })))));
}

/* -- overview ------------------------------------------------------------------------------------------- */

const CHANGE_FIELDS = ["superseded", "falsified", "disputed", "source_conflicts", "merged", "consolidated", "decayed", "expired", "archived"];

async function showOverview(r) {
  const [ov, runs, alerts, conflicts] = await Promise.all([
    api("GET", bankPath("/overview")),
    api("GET", bankPath("/review/runs?limit=5")),
    api("GET", bankPath("/alerts?limit=10")),
    api("GET", bankPath("/conflicts")),
  ]);
  const s = ov.by_status;
  const card = (label, value, testid, href) => el(href ? "a" : "div", { class: "card", href, "data-testid": testid },
    el("span", { class: "card-value", text: value }), el("span", { class: "card-label", text: label }));
  const cards = el("div", { class: "cards" },
    card("memories", ov.memories, "count-total"),
    card("active", s.active || 0, "count-active"),
    card("disputed", s.disputed || 0, "count-disputed"),
    card("superseded", s.superseded || 0, "count-superseded"),
    card("open conflicts", conflicts.length, "count-conflicts", "#/conflicts"),
    card("alerts", alerts.length, "count-alerts"));
  const runList = runs.length ? el("table", { class: "list", "data-testid": "review-runs" },
    el("thead", {}, el("tr", {}, ["When", "Trigger", "Examined", "What changed"].map((t) => el("th", { text: t })))),
    el("tbody", {}, runs.map((r) => el("tr", {},
      el("td", { class: "nowrap", text: fmtTime(r.started_at) }),
      el("td", { text: r.trigger + (r.skipped ? ` (skipped: ${r.skipped})` : "") }),
      el("td", { class: "num", text: r.examined }),
      el("td", {}, changes(r)))))) : empty("No review run yet.");
  const alertList = alerts.length ? el("ul", { class: "alerts", "data-testid": "alerts" }, alerts.map((a) =>
    el("li", {}, badge(a.kind, "alert-" + a.kind), " ", el("span", { text: a.message }), " ",
      el("span", { class: "muted", text: fmtTime(a.at) }),
      a.data && a.data.item ? [" ", el("a", { href: "#/conflicts", text: "resolve" })] : null))) : empty("No alerts.");
  const page = el("div", { class: "grid" },
    el("h1", { class: "wide" }, "Bank ", el("span", { class: "bank-name", text: ov.bank })),
    el("div", { class: "wide" }, cards),
    section("Kinds", barChart(ov.by_kind, "kind", "chart-kinds")),
    section("Status", barChart(ov.by_status, "status", "chart-status")),
    el("section", { class: "panel wide" }, el("h2", { text: "Timeline" }), timelineChart(ov.timeline),
      ov.truncated ? el("p", { class: "hint", text: "Only the newest 20,000 events are counted." }) : null),
    section("Access heat", heatList(ov.heat)),
    section("Recent alerts", alertList),
    el("section", { class: "panel wide" }, el("h2", { text: "Newest memories" }), memoryRows(ov.recent)),
    el("section", { class: "panel wide" }, el("h2", { text: "Recent review runs" }), runList));
  show(r, page);
  sizeHeatBars(page);
}

function changes(run) {
  const parts = [];
  for (const f of CHANGE_FIELDS) {
    const ids = run[f] || [];
    if (!ids.length) continue;
    parts.push(el("span", { class: "change" }, `${ids.length} ${f.replace("_", " ")}: `,
      ids.slice(0, 3).map((id, i) => [i ? ", " : "", memLink(id, id.slice(0, 12) + "…")]),
      ids.length > 3 ? ` +${ids.length - 3}` : ""));
  }
  if (run.review_items && run.review_items.length) parts.push(el("span", { class: "change", text: `${run.review_items.length} conflicts opened` }));
  return parts.length ? parts : el("span", { class: "muted", text: "nothing" });
}

/* -- search --------------------------------------------------------------------------------------------- */

async function showSearch(r) {
  const q = r.params.get("q") || "";
  const inactive = r.params.get("inactive") === "1";
  const input = el("input", { type: "search", name: "q", value: q, placeholder: "What does the agent remember about…", "data-testid": "search-input", required: true, size: 50 });
  const box = el("input", { type: "checkbox", name: "inactive", checked: inactive });
  const form = el("form", { class: "search-form", onsubmit: (ev) => {
    ev.preventDefault();
    const p = new URLSearchParams({ q: input.value.trim() });
    if (box.checked) p.set("inactive", "1");
    const target = "#/search?" + p.toString();
    if (location.hash === target) render(); else location.hash = target;
  } }, input, el("label", { class: "check" }, box, " include inactive"), el("button", { type: "submit", text: "Search" }));
  if (!q) {
    show(r, el("h1", { text: "Search" }), form, empty("The same hybrid search as the API, with the score breakdown per result."));
    input.focus();
    return;
  }
  const res = await api("POST", bankPath("/search"), { query: q, explain: true, top_k: 10, include_inactive: inactive, track_access: false });
  const results = res.results.length ? el("ol", { class: "results", "data-testid": "results" }, res.results.map((hit) => {
    const x = hit.explain || {};
    const row = (label, value, title) => el("div", { class: "ex", title }, el("dt", { text: label }), el("dd", { text: value }));
    return el("li", { class: "result", "data-testid": "result" },
      el("div", { class: "result-head" }, memLink(hit.id, hit.content), " ", badge(hit.kind, "kind-" + hit.kind), " ", badge(hit.status, "status-" + hit.status)),
      el("dl", { class: "explain", "data-testid": "explain" },
        row("similarity", fmtNum(x.similarity), "cosine of the query and the memory (dense arm)"),
        row("BM25 rank", x.bm25_rank ? `#${x.bm25_rank} (${fmtNum(x.bm25_score, 2)})` : "—", "keyword arm rank and score"),
        row("relevance", fmtNum(x.relevance), `fused relevance (${x.fusion || "?"})`),
        row("confidence", fmtNum(x.confidence), "how sure we are the memory is true"),
        row("freshness", fmtNum(x.freshness), "from observed_at"),
        row("importance", fmtNum(x.importance), ""),
        row("factors", rankFactors(x), "what the query's subject and slots did to the score"),
        row("final", fmtNum(x.final), `final score (profile ${x.profile || "?"})`)));
  })) : empty("No results.");
  show(r, el("h1", { text: "Search" }), form,
    el("p", { class: "hint", text: `${res.results.length} results in ${Math.round(res.took_ms)} ms · fusion ${res.fusion} · profile ${res.profile}${res.timed_out ? " · timed out (partial)" : ""}` }),
    results);
}

function rankFactors(x) {
  const f = [];
  if (x.on_topic) f.push("on topic (raised)");
  if (x.off_topic) f.push("off topic (lowered)");
  if (x.other_person) f.push("about someone else (lowered)");
  if (x.by_name) f.push("compared by the user's name");
  return f.length ? f.join(", ") : "—";
}

/* -- one memory ------------------------------------------------------------------------------------------ */

async function showMemory(r) {
  const id = r.arg;
  const t = await api("GET", bankPath("/memories/" + encodeURIComponent(id) + "/trace"));
  const m = t.memory, p = t.provenance;
  const kv = (rows) => el("dl", { class: "kv" }, rows.filter(Boolean).map(([k, v]) => [el("dt", { text: k }), el("dd", {}, v === null || v === undefined || v === "" ? "—" : v)]));
  const chain = [];
  for (const old of t.supersedes) chain.push(el("li", {}, "replaces ", memLink(old.id, old.content), " ", badge(old.status, "status-" + old.status)));
  if (t.superseded_by) chain.push(el("li", {}, "replaced by ", memLink(t.superseded_by.id, t.superseded_by.content), " ", badge(t.superseded_by.status, "status-" + t.superseded_by.status)));
  const events = el("table", { class: "list", "data-testid": "history" },
    el("thead", {}, el("tr", {}, ["When", "Event", "By", "Reason", "Details"].map((h) => el("th", { text: h })))),
    el("tbody", {}, t.events.map((e) => el("tr", {},
      el("td", { class: "nowrap", text: fmtTime(e.at) }),
      el("td", {}, badge(e.type, "event-" + e.type)),
      el("td", { text: e.actor }),
      el("td", {}, linkify(e.reason)),
      el("td", {}, Object.keys(e.data || {}).length ? el("code", { class: "data", text: JSON.stringify(e.data) }) : "")))));
  show(r, 
    el("p", { class: "crumbs" }, el("a", { href: "#/memories", text: "Memories" }), " / ", el("code", { text: m.id })),
    el("article", { class: "memory", "data-testid": "memory" },
      el("div", { class: "badges" }, badge(m.kind, "kind-" + m.kind), " ", badge(m.status, "status-" + m.status), m.critical ? [" ", badge("critical", "crit")] : null),
      el("blockquote", { class: "content", "data-testid": "memory-content", text: m.content }),
      m.summary ? el("p", { class: "muted", text: m.summary }) : null),
    el("div", { class: "grid" },
      section("Fields", kv([
        ["confidence", fmtNum(m.confidence, 2)], ["importance", fmtNum(m.importance, 2)],
        ["observed", fmtTime(m.observed_at)], ["created", fmtTime(m.created_at)], ["updated", fmtTime(m.updated_at)],
        ["valid", `${m.valid_from ? fmtTime(m.valid_from) : "—"} → ${m.valid_until ? fmtTime(m.valid_until) : "—"}`],
        m.expires_at ? ["expires", fmtTime(m.expires_at)] : null,
        ["retrieved", `${m.access_count}× (last ${fmtTime(m.last_accessed)})`],
        ["tags", m.tags.length ? m.tags.join(", ") : ""], ["keywords", m.keywords.join(", ")],
        Object.keys(m.metadata || {}).length ? ["metadata", el("code", { class: "data", text: JSON.stringify(m.metadata) })] : null])),
      el("section", { class: "panel", "data-testid": "provenance" }, el("h2", { text: "Provenance" }), kv([
        ["source", p.source], ["source id", p.source_id], ["session", p.session_id], ["task", p.task_id],
        ["reasoning", p.reasoning_step], ["recorded", fmtTime(p.recorded_at)], ["via", p.recorded_via], ["actor", p.actor]]),
        el("p", { class: "hint", text: "Stamped by the system when the memory was written; it cannot be edited." })),
      el("section", { class: "panel wide", "data-testid": "chain" }, el("h2", { text: "Supersede chain" }),
        chain.length ? el("ul", { class: "chain" }, chain) : empty("Nothing replaced this memory and it replaces nothing.")),
      el("section", { class: "panel wide" }, el("h2", { text: "History" }), events,
        t.review_items.length ? el("p", { class: "hint" }, "Part of conflicts: ", t.review_items.join(", "), " — ", el("a", { href: "#/conflicts", text: "conflicts queue" })) : null),
      el("section", { class: "panel wide", "data-testid": "actions" }, el("h2", { text: "Actions" }), actions(m))));
}

function actions(m) {
  const reason = el("input", { type: "text", placeholder: "reason (kept in the history)", size: 40, "data-testid": "action-reason" });
  const done = async (label, call) => {
    try {
      await call();
      toast(label);
      render();
    } catch (e) {
      if (!(e instanceof AuthNeeded)) toast(e.message, "error");
    }
  };
  const path = bankPath("/memories/" + encodeURIComponent(m.id));
  const why = () => reason.value.trim() || null;
  const editor = el("textarea", { rows: 3, cols: 60, "data-testid": "edit-content" });
  editor.value = m.content;
  const buttons = [];
  const inactive = ["archived", "expired", "forgotten"].includes(m.status);
  buttons.push(el("button", { type: "button", "data-testid": "critical", text: m.critical ? "Unmark critical" : "Mark critical",
    onclick: () => done(m.critical ? "No longer critical" : "Marked critical", () => api("PATCH", path, { critical: !m.critical, reason: why() })) }));
  if (inactive) {
    buttons.push(el("button", { type: "button", "data-testid": "restore", text: "Restore",
      onclick: () => done("Restored", () => api("POST", path + "/restore" + (why() ? "?reason=" + encodeURIComponent(why()) : ""))) }));
  } else {
    buttons.push(el("button", { type: "button", class: "danger", "data-testid": "forget", text: "Forget",
      onclick: () => done("Forgotten", () => api("DELETE", path + (why() ? "?reason=" + encodeURIComponent(why()) : ""))) }));
  }
  const save = el("button", { type: "button", "data-testid": "save-edit", text: "Save edit",
    onclick: () => {
      const content = editor.value.trim();
      if (!content || content === m.content) { toast("Change the text first", "error"); return; }
      done("Saved", () => api("PATCH", path, { content, reason: why() }));
    } });
  return [el("div", { class: "row" }, reason, buttons),
    el("details", {}, el("summary", { text: "Edit content" }), editor, el("div", { class: "row" }, save))];
}

/* -- memory list ---------------------------------------------------------------------------------------- */

async function showMemories(r) {
  const status = r.params.get("status") || "";
  const kind = r.params.get("kind") || "";
  const offset = Math.max(0, parseInt(r.params.get("offset") || "0", 10) || 0);
  const limit = 50;
  const q = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (status) q.set("status", status);
  if (kind) q.set("kind", kind);
  const page = await api("GET", bankPath("/memories?" + q.toString()));
  const go = (changes) => {
    const p = new URLSearchParams({ status, kind, offset: String(offset), ...changes });
    for (const [k, v] of [...p.entries()]) if (!v || v === "0") p.delete(k);
    location.hash = "#/memories" + (p.toString() ? "?" + p.toString() : "");
  };
  const pick = (name, values, current) => el("label", {}, name + " ",
    el("select", { onchange: (ev) => go({ [name]: ev.target.value, offset: "0" }), "data-testid": "filter-" + name },
      el("option", { value: "", text: "any" }), values.map((v) => el("option", { value: v, selected: v === current, text: v }))));
  const pager = el("div", { class: "row" },
    el("span", { class: "muted", text: `${page.total} memories` + (page.total > limit ? `, ${offset + 1}–${Math.min(page.total, offset + limit)}` : "") }),
    offset > 0 ? el("button", { type: "button", class: "quiet", text: "← newer", onclick: () => go({ offset: String(Math.max(0, offset - limit)) }) }) : null,
    offset + limit < page.total ? el("button", { type: "button", class: "quiet", text: "older →", onclick: () => go({ offset: String(offset + limit) }) }) : null);
  show(r, el("h1", { text: "Memories" }), el("div", { class: "row filters" }, pick("status", STATUSES, status), pick("kind", KINDS, kind)),
    pager, memoryRows(page.items));
}

/* -- conflicts ------------------------------------------------------------------------------------------ */

async function showConflicts(r) {
  const status = r.params.get("status") === "resolved" ? "resolved" : "open";
  const items = await api("GET", bankPath("/conflicts?status=" + status));
  const tabs = el("div", { class: "tabs" },
    el("a", { href: "#/conflicts", class: status === "open" ? "current" : "", text: "Open" }),
    el("a", { href: "#/conflicts?status=resolved", class: status === "resolved" ? "current" : "", text: "Resolved" }));
  const side = (label, m, fallbackId) => el("div", { class: "side" },
    el("h3", { text: label }),
    m ? [el("blockquote", { class: "content", text: m.content }),
      el("dl", { class: "kv" },
        el("dt", { text: "observed" }), el("dd", { text: fmtTime(m.observed_at) }),
        el("dt", { text: "source" }), el("dd", { text: m.provenance.source + (m.provenance.source_id ? ` (${m.provenance.source_id})` : "") }),
        el("dt", { text: "actor" }), el("dd", { text: m.provenance.actor }),
        el("dt", { text: "confidence" }), el("dd", { text: fmtNum(m.confidence, 2) }),
        el("dt", { text: "status" }), el("dd", {}, badge(m.status, "status-" + m.status))),
      memLink(m.id, "open memory →")] : el("p", { class: "muted", text: `memory ${fallbackId} is missing` }));
  const list = items.length ? items.map((it) => {
    const reason = el("input", { type: "text", placeholder: "why (kept with the decision)", size: 40, "data-testid": "resolve-reason" });
    const choose = (keep, label) => el("button", { type: "button", "data-testid": "keep-" + keep, text: label, onclick: async (ev) => {
      ev.target.disabled = true;
      try {
        await api("POST", bankPath("/conflicts/resolve"), { item_id: it.id, keep, reason: reason.value.trim() || null });
        toast(`Resolved: kept ${keep}`);
        render();
      } catch (e) {
        ev.target.disabled = false;
        if (!(e instanceof AuthNeeded)) toast(e.message, "error");
      }
    } });
    return el("article", { class: "conflict panel", "data-testid": "conflict", "data-item": it.id },
      el("p", { class: "conflict-head" }, badge(it.type || "conflict", "kind-conflict"), " ",
        el("span", { text: it.reason }), " ", el("span", { class: "muted", text: `opened ${fmtTime(it.created_at)}` })),
      el("div", { class: "pair" }, side("A (older)", it.a, it.a_id), side("B (newer)", it.b, it.b_id)),
      it.status === "open"
        ? el("div", { class: "row resolve" }, reason, choose("a", "Keep A"), choose("b", "Keep B"), choose("both", "Keep both"), choose("neither", "Keep neither"))
        : el("p", { class: "resolved", text: `Resolved ${fmtTime(it.resolved_at)} by ${it.resolved_by || "?"}: kept ${it.resolution}${it.resolution_reason ? " — " + it.resolution_reason : ""}` }));
  }) : empty(status === "open" ? "No open conflicts: nothing waits for a person." : "No resolved conflicts yet.");
  show(r, el("h1", { text: "Conflicts" }), tabs, el("div", { "data-testid": "conflicts" }, list));
}

/* -- experiences ---------------------------------------------------------------------------------------- */

async function showExperiences(r) {
  const entries = await api("GET", bankPath("/experiences"));
  const list = entries.length ? entries.map((x) => {
    const e = x.experience || {};
    const steps = el("div", { class: "steps" });
    const traceButtons = x.trace_ids.map((tid) => el("button", { type: "button", class: "quiet", "data-testid": "trace", text: "trace " + tid,
      onclick: async () => {
        try {
          const s = await api("GET", bankPath("/traces/" + encodeURIComponent(tid)));
          steps.replaceChildren(el("h3", { text: "Trace " + tid }), el("table", { class: "list", "data-testid": "trace-steps" },
            el("thead", {}, el("tr", {}, ["#", "When", "Intent", "Tool", "Input", "Output", "Outcome"].map((h) => el("th", { text: h })))),
            el("tbody", {}, s.map((st) => el("tr", {},
              el("td", { class: "num", text: st.step_index }), el("td", { class: "nowrap", text: fmtTime(st.at) }),
              el("td", { text: st.intent || "" }), el("td", {}, el("code", { text: st.tool_name || "" })),
              el("td", {}, el("code", { class: "data", text: JSON.stringify(st.tool_input) })),
              el("td", {}, el("code", { class: "data", text: JSON.stringify(st.tool_output) })),
              el("td", {}, badge(st.outcome || "?", "outcome-" + st.outcome)))))));
        } catch (err) {
          if (!(err instanceof AuthNeeded)) toast(err.message, "error");
        }
      } }));
    return el("article", { class: "panel experience", "data-testid": "experience" },
      el("p", {}, memLink(x.memory.id, x.memory.content)),
      el("dl", { class: "kv" },
        el("dt", { text: "scenario" }), el("dd", { text: e.scenario || "—" }),
        el("dt", { text: "problem" }), el("dd", { text: e.problem || "—" }),
        el("dt", { text: "cause" }), el("dd", { text: e.cause || "—" }),
        el("dt", { text: "do this" }), el("dd", { text: e.action || "—" }),
        el("dt", { text: "seen" }), el("dd", { text: `${x.hit_count}×` }),
        el("dt", { text: "where" }), el("dd", { text: [e.tool_name, e.environment, (e.agents || []).join(", ")].filter(Boolean).join(" · ") || "—" }),
        el("dt", { text: "status" }), el("dd", {}, badge(x.memory.status, "status-" + x.memory.status))),
      el("div", { class: "row" }, traceButtons.length ? traceButtons : el("span", { class: "muted", text: "no source trace recorded" })),
      steps);
  }) : empty("No experiences yet: record execution traces (POST /traces) and distil them.");
  show(r, el("h1", { text: "Experiences" }), el("p", { class: "hint", text: "Lessons distilled from execution traces, with the traces that taught them." }), list);
}

/* -- go ------------------------------------------------------------------------------------------------- */

setupChrome();
start();
