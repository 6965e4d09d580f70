/// The HTML view's page: markup, style and script of our own, in one file with no network
/// reference. `ContentGraph.html` puts the escaped title between `head` and `afterTitle` and the
/// graph's JSON between `afterTitle` and `tail`. How the page works: docs/content-graph.md "HTML".
enum GraphPage {
    /// Up to the `<title>` text.
    static let head = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>
        """

    /// From the end of the title to the start of the embedded JSON.
    static let afterTitle = " · content graph</title>\n<style>\n" + style + "\n</style>\n" + body

    /// The page's body up to the embedded JSON.
    static let body = """
        </head>
        <body>
        <header id="bar">
          <h1 id="title"></h1>
          <input id="search" type="search" placeholder="Search name, #id, action:N or N" aria-label="Search actions" autocomplete="off">
          <span id="search-count"></span>
          <button id="fold-all" type="button">Fold all</button>
          <button id="unfold-all" type="button">Unfold all</button>
          <label class="toggle"><input id="show-edges" type="checkbox" checked> edges</label>
          <span id="stats"></span>
        </header>
        <div id="sources" aria-label="Sources and variables"></div>
        <main id="main"><div id="flow"><div id="rows"></div><svg id="edges" aria-hidden="true"></svg></div></main>
        <aside id="details" aria-live="polite"><p class="hint">Click an action to see what feeds it, what it feeds, its parameters and, after a run, its values run by run.</p></aside>
        <pre id="selftest" hidden></pre>
        <script type="application/json" id="graph-data">
        """

    /// From the end of the JSON to the end of the page.
    static let tail = "</script>\n<script>\n" + script + "\n</script>\n</body>\n</html>\n"

    /// The page's style: a bar, the sources strip, the workflow column with its edge gutter, the
    /// details panel (beside it on wide windows, below it on narrow ones).
    static let style = """
        :root { font-family: -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; font-size: 13px; color: #1d1d1f; }
        * { box-sizing: border-box; }
        body { margin: 0; display: grid; grid-template-columns: minmax(0, 1fr) 400px; grid-template-rows: auto auto minmax(0, 1fr); height: 100vh; background: #f5f5f7; }
        #bar { grid-column: 1 / 3; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 8px 12px; background: #fff; border-bottom: 1px solid #d2d2d7; }
        #bar h1 { font-size: 15px; margin: 0 12px 0 0; }
        #search { width: 260px; padding: 4px 8px; border: 1px solid #c7c7cc; border-radius: 6px; }
        #stats, #search-count { color: #6e6e73; }
        button { border: 1px solid #c7c7cc; background: #fff; border-radius: 6px; padding: 3px 8px; cursor: pointer; font: inherit; }
        #sources { grid-column: 1 / 3; display: flex; flex-wrap: wrap; gap: 6px; padding: 6px 12px; border-bottom: 1px solid #e5e5ea; background: #fafafa; }
        #sources:empty { display: none; }
        .source { border-radius: 12px; padding: 2px 9px; background: #e8e8ed; cursor: pointer; border: 1px solid transparent; }
        .source.variable { background: #e3ecff; }
        #main { overflow: auto; padding: 12px; }
        #flow { position: relative; width: 900px; }
        #rows { position: relative; width: 720px; }
        #edges { position: absolute; left: 0; top: 0; pointer-events: none; overflow: visible; }
        #edges path { fill: none; stroke-width: 1.2; }
        #edges .e-output { stroke: #6e6e73; }
        #edges .e-implicit-input { stroke: #aeaeb2; stroke-dasharray: 3 3; }
        #edges .e-variable { stroke: #5e8bff; stroke-dasharray: 5 2; }
        #edges .e-source { stroke: #9b9ba1; }
        #edges .e-block-result { stroke: #c7c7cc; stroke-dasharray: 1 3; }
        #edges.dim path { opacity: .18; }
        #edges path.hot-in { stroke: #0a84ff; stroke-width: 2.4; opacity: 1; stroke-dasharray: none; }
        #edges path.hot-out { stroke: #ff9f0a; stroke-width: 2.4; opacity: 1; stroke-dasharray: none; }
        .row { display: flex; align-items: center; gap: 6px; min-height: 28px; margin: 3px 0; padding: 3px 8px 3px 4px; background: #fff; border: 1px solid #e0e0e5; border-radius: 7px; cursor: pointer; white-space: nowrap; overflow: hidden; }
        .row:hover { border-color: #a1a1a6; }
        .row .idx { color: #8e8e93; min-width: 2.6em; text-align: right; font-variant-numeric: tabular-nums; }
        .row .name { font-weight: 600; flex: none; max-width: 45%; overflow: hidden; text-overflow: ellipsis; }
        .row .params { color: #3a3a3c; flex: 1 1 auto; min-width: 3em; overflow: hidden; text-overflow: ellipsis; }
        .row .chip { color: #6e6e73; flex: 0 1 auto; min-width: 2em; overflow: hidden; text-overflow: ellipsis; }
        .row .more { color: #8e8e93; flex: none; font-size: 11px; }
        .row .more:empty { display: none; }
        .row .val { color: #1c6b3a; flex: 1 1 0; min-width: 3em; overflow: hidden; text-overflow: ellipsis; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
        .row .badge { border-radius: 4px; padding: 0 5px; font-size: 11px; background: #e8e8ed; color: #3a3a3c; flex: none; }
        .row .badge.warn { background: #ffe4c2; color: #8a4b00; }
        .row .badge.err { background: #ffd6d6; color: #a10000; }
        .row .fold, .row .fold-space { width: 20px; flex: none; padding: 0; border: none; background: none; font-size: 12px; }
        .row .hidden-count { color: #8e8e93; display: none; }
        .row.unsupported { background: repeating-linear-gradient(135deg, #fff, #fff 6px, #fff4e5 6px, #fff4e5 12px); border-color: #ffb340; }
        .row.failed { border-color: #ff3b30; background: #fff0f0; }
        .row.note { background: #fffbe6; border-style: dashed; }
        .row.note .name { font-weight: 400; font-style: italic; }
        .row.middle, .row.end { background: transparent; border-color: transparent; min-height: 22px; color: #6e6e73; }
        .row.middle .name, .row.end .name { font-weight: 500; }
        .row.selected { outline: 2px solid #1d1d1f; outline-offset: 1px; }
        .row.feeds { border-color: #0a84ff; box-shadow: inset 4px 0 0 #0a84ff; }
        .row.fed { border-color: #ff9f0a; box-shadow: inset 4px 0 0 #ff9f0a; }
        .row.match { background: #fff7b0; }
        .source.feeds { border-color: #0a84ff; } .source.fed { border-color: #ff9f0a; } .source.selected { outline: 2px solid #1d1d1f; }
        .block { border-left: 3px solid #c7c7cc; margin: 4px 0; padding-left: 10px; border-radius: 6px; background: rgba(0,0,0,.025); }
        .block.if { border-color: #ff9f0a; } .block.repeat { border-color: #af52de; } .block.menu { border-color: #30b0c7; }
        .block > .body { padding-left: 14px; }
        .block.deep { padding-left: 2px; border-left-width: 1px; background: none; } .block.deep > .body { padding-left: 2px; }
        .block.deeper { padding-left: 0; border-left: none; background: none; margin: 0; } .block.deeper > .body { padding-left: 0; }
        .block.folded > .body, .block.folded > .row.middle, .block.folded > .row.end { display: none; }
        .block.folded > .row.start .hidden-count { display: inline; }
        #details { overflow: auto; padding: 12px 14px; background: #fff; border-left: 1px solid #d2d2d7; }
        #details h2 { font-size: 15px; margin: 0 0 4px; }
        #details h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: #6e6e73; margin: 14px 0 4px; }
        #details .meta { color: #6e6e73; word-break: break-all; }
        #details ul { margin: 0; padding-left: 18px; }
        #details pre { margin: 2px 0 6px; padding: 6px 8px; background: #f5f5f7; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 240px; overflow: auto; font-size: 12px; }
        #details table { border-collapse: collapse; width: 100%; table-layout: fixed; }
        #details th { width: 30%; overflow-wrap: anywhere; }
        #details table.samples th { width: auto; }
        #details table.samples th:first-child, #details table.samples td:first-child { width: 2.5em; }
        #details table.samples th:nth-child(2), #details table.samples td:nth-child(2) { width: 5.5em; }
        #details td, #details th { border-top: 1px solid #e5e5ea; padding: 3px 4px; vertical-align: top; text-align: left; font-size: 12px; }
        #details .error { background: #fff0f0; border: 1px solid #ff3b30; border-radius: 6px; padding: 6px 8px; white-space: pre-wrap; }
        #details .warn { background: #fff4e5; border: 1px solid #ffb340; border-radius: 6px; padding: 6px 8px; }
        #details .hint { color: #6e6e73; }
        a.node-link { color: #0a64d8; cursor: pointer; text-decoration: none; } a.node-link:hover { text-decoration: underline; }
        .type { color: #6e6e73; font-size: 11px; }
        @media (max-width: 980px) {
          body { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto auto minmax(0, 1fr) 38vh; }
          #bar, #sources { grid-column: 1; }
          #details { border-left: none; border-top: 1px solid #d2d2d7; }
          #rows { width: 560px; }
          #search { width: 180px; }
        }
        """

    /// The page's script: reads the JSON, builds rows and nested blocks, draws the edges in the
    /// gutter, and answers clicks, folding and search. `#select=ID` selects a node on opening;
    /// `#selftest` runs the checks of scripts/browser-check.py and writes them into `#selftest`.
    static let script = #"""
        (function () {
        "use strict";
        var data = JSON.parse(document.getElementById("graph-data").textContent);
        var byId = {}, rowOf = {}, chipOf = {}, parentBlock = {}, blockOf = {}, blocks = [], arcs = [];
        var actions = [], sources = [], selected = null, marked = [], matches = [], matchAt = -1;
        data.nodes.forEach(function (n) { byId[n.id] = n; n.ins = []; n.outs = []; (n.kind === "action" ? actions : sources).push(n); });
        data.edges.forEach(function (e) { if (byId[e.from]) byId[e.from].outs.push(e); if (byId[e.to]) byId[e.to].ins.push(e); });
        actions.sort(function (a, b) { return a.index - b.index; });
        var failedId = data.failure && data.failure.node;

        function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text != null) e.textContent = String(text); return e; }
        function blockKind(n) { var i = n.identifier || ""; return i.indexOf("conditional") >= 0 ? "if" : i.indexOf("menu") >= 0 ? "menu" : "repeat"; }
        // Set Variable and Add to Variable pass their input on, but the row names the variable.
        var namesVariable = { "is.workflow.actions.setvariable": true, "is.workflow.actions.appendvariable": true };
        function isNote(n) { return n.identifier === "is.workflow.actions.comment"; }
        function show(v) { return typeof v === "string" ? v : JSON.stringify(v, null, 2); }
        function brief(v) { var s = typeof v === "string" ? JSON.stringify(v) : JSON.stringify(v); s = s == null ? "nothing" : s; return s.length > 48 ? s.slice(0, 47) + "…" : s; }
        function micros(ns) { var u = ns / 1000; return (u >= 1000 ? (u / 1000).toFixed(2) + " ms" : u.toFixed(1) + " µs"); }

        function makeRow(n) {
          var r = el("div", "row" + (n.mode ? " " + n.mode : "") + (n.unsupported ? " unsupported" : "") + (isNote(n) ? " note" : "") + (n.id === failedId ? " failed" : ""));
          r.setAttribute("data-node", n.id); r.tabIndex = 0;
          if (n.mode === "start") { var f = el("button", "fold", "▾"); f.type = "button"; f.title = "Fold or unfold this block"; f.setAttribute("aria-expanded", "true"); r.appendChild(f); }
          else r.appendChild(el("span", "fold-space"));
          r.appendChild(el("span", "idx", n.index));
          r.appendChild(el("span", "name", n.label));
          if (n.summary) { var sum = el("span", "params", n.summary); sum.title = n.summary; r.appendChild(sum); }
          if (n.actionId) r.appendChild(el("span", "chip", "#" + n.actionId));
          if (n.outputName && n.outputName !== n.label && (!n.mode || n.mode === "end") && !namesVariable[n.identifier]) r.appendChild(el("span", "chip", "→ " + n.outputName));
          if (n.unsupported) r.appendChild(el("span", "badge warn", "unsupported: " + n.unsupported.identifier));
          if (n.run) {
            r.appendChild(el("span", "badge", "×" + n.run.runs + " · " + micros(n.run.nanoseconds)));
            if ("output" in n.run) r.appendChild(el("span", "val", "= " + brief(n.run.output)));
          }
          if (n.id === failedId) r.appendChild(el("span", "badge err", "error"));
          if (n.mode === "start") r.appendChild(el("span", "hidden-count"));
          r.appendChild(el("span", "more"));
          rowOf[n.id] = r;
          return r;
        }

        function build() {
          var frag = document.createDocumentFragment(), stack = [{ box: frag, block: null }];
          actions.forEach(function (n) {
            var top = stack[stack.length - 1];
            if (n.mode === "start") {
              var b = { id: n.id, parent: top.block, el: el("div", "block " + blockKind(n) + (stack.length > 24 ? " deeper" : stack.length > 12 ? " deep" : "")), hidden: 0, folded: false, members: [] };
              b.el.setAttribute("data-block", n.id); blocks.push(b); blockOf[n.id] = b; parentBlock[n.id] = top.block;
              top.box.appendChild(b.el); b.el.appendChild(makeRow(n));
              var body = el("div", "body"); b.el.appendChild(body); stack.push({ box: body, block: b });
            } else if (n.mode && top.block) {
              parentBlock[n.id] = top.block; top.block.el.appendChild(makeRow(n));
              if (n.mode === "middle") { var next = el("div", "body"); top.block.el.appendChild(next); top.box = next; }
              else stack.pop();
            } else { parentBlock[n.id] = top.block; top.box.appendChild(makeRow(n)); }
            for (var p = parentBlock[n.id]; p; p = p.parent) { p.hidden += 1; p.members.push(n.id); }
          });
          blocks.forEach(function (b) { rowOf[b.id].querySelector(".hidden-count").textContent = "… " + b.hidden + " hidden"; });
          document.getElementById("rows").appendChild(frag);
          var strip = document.getElementById("sources");
          sources.forEach(function (n) {
            var c = el("span", "source " + n.kind, (n.kind === "variable" ? "variable " : "") + n.label);
            c.setAttribute("data-node", n.id); chipOf[n.id] = c; strip.appendChild(c);
          });
          data.edges.forEach(function (e) {
            var from = byId[e.from], to = byId[e.to];
            if (!from || !to || to.kind !== "action") return;
            if (from.kind === "action") arcs.push({ from: e.from, to: e.to, kind: e.kind });
            else if (e.kind === "reads-variable") (e.setBy || []).forEach(function (w) { if (byId[w]) arcs.push({ from: w, to: e.to, kind: "variable" }); });
          });
        }

        function rep(id) { var r = id; for (var b = parentBlock[id]; b; b = b.parent) if (b.folded) r = b.id; return r; }
        function visible(id) { var r = rowOf[id]; return !!r && r.getClientRects().length > 0; }

        var pending = false;
        function redraw() { if (!pending) { pending = true; requestAnimationFrame(function () { pending = false; draw(); }); } }
        // Data-flow edges run in lanes beside the rows: each edge is a bracket out to its own
        // vertical lane, and two edges whose spans overlap never share a lane, so no two lines lie
        // on each other. Short edges take the inner lanes. Edges past the last lane are drawn only
        // while one of their ends is selected; each row counts the edges it has that are not drawn.
        var laneGap = 7, maxLanes = 40;
        function draw() {
          var svg = document.getElementById("edges"), rows = document.getElementById("rows"), flow = document.getElementById("flow");
          var w = rows.offsetWidth;
          svg.textContent = "";
          Object.keys(rowOf).forEach(function (id) { var m = rowOf[id].lastChild; if (m.textContent) m.textContent = ""; });
          if (!document.getElementById("show-edges").checked) { flow.style.width = w + "px"; return; }
          var ys = {}, groups = {}, hot = [], spans = [], undrawn = {};
          function y(id) { var r = rep(id); if (!(r in ys)) { var row = rowOf[r]; ys[r] = row.offsetTop + row.offsetHeight / 2; } return ys[r]; }
          arcs.forEach(function (a) {
            var y1 = y(a.from), y2 = y(a.to);
            if (y1 !== y2) spans.push({ arc: a, y1: y1, y2: y2, top: Math.min(y1, y2), bottom: Math.max(y1, y2) });
          });
          spans.sort(function (p, q) { return (p.bottom - p.top) - (q.bottom - q.top) || p.top - q.top; });
          var lanes = [];
          spans.forEach(function (sp) {
            for (var i = 0; i < lanes.length; i++) {
              if (lanes[i].every(function (o) { return sp.bottom < o.top - 3 || sp.top > o.bottom + 3; })) { lanes[i].push(sp); sp.lane = i; return; }
            }
            if (lanes.length < maxLanes) { lanes.push([sp]); sp.lane = lanes.length - 1; } else sp.lane = -1;
          });
          var used = Math.max(lanes.length, 1), gutter = 18 + used * laneGap;
          flow.style.width = (w + gutter) + "px";
          svg.setAttribute("width", w + gutter); svg.setAttribute("height", rows.offsetHeight);
          spans.forEach(function (sp) {
            var a = sp.arc, isHot = selected && (a.to === selected || a.from === selected);
            if (sp.lane < 0 && !isHot) { [rep(a.from), rep(a.to)].forEach(function (id) { undrawn[id] = (undrawn[id] || 0) + 1; }); return; }
            var x = w + 10 + (sp.lane < 0 ? used : sp.lane) * laneGap, r = Math.min(4, (sp.bottom - sp.top) / 2), down = sp.y2 > sp.y1 ? 1 : -1;
            var d = "M" + w + " " + sp.y1 + "H" + (x - r) + "Q" + x + " " + sp.y1 + " " + x + " " + (sp.y1 + down * r) +
              "V" + (sp.y2 - down * r) + "Q" + x + " " + sp.y2 + " " + (x - r) + " " + sp.y2 + "H" + (w + 4);
            if (isHot) hot.push({ d: d, cls: a.to === selected ? "hot-in" : "hot-out" });
            else (groups[a.kind] = groups[a.kind] || []).push(d);
          });
          Object.keys(undrawn).forEach(function (id) { rowOf[id].lastChild.textContent = "+" + undrawn[id] + " edge" + (undrawn[id] === 1 ? "" : "s"); });
          svg.setAttribute("class", selected ? "dim" : "");
          var ns = svg.namespaceURI, defs = document.createElementNS(ns, "defs");
          [["tip-in", "#0a84ff"], ["tip-out", "#ff9f0a"]].forEach(function (m) {
            var marker = document.createElementNS(ns, "marker"), tip = document.createElementNS(ns, "path");
            marker.setAttribute("id", m[0]); marker.setAttribute("viewBox", "0 0 8 8"); marker.setAttribute("refX", "7"); marker.setAttribute("refY", "4");
            marker.setAttribute("markerWidth", "6"); marker.setAttribute("markerHeight", "6"); marker.setAttribute("orient", "auto");
            tip.setAttribute("d", "M0 0L8 4L0 8z"); tip.setAttribute("fill", m[1]); marker.appendChild(tip); defs.appendChild(marker);
          });
          svg.appendChild(defs);
          Object.keys(groups).forEach(function (k) { var p = document.createElementNS(ns, "path"); p.setAttribute("class", "e-" + k); p.setAttribute("d", groups[k].join("")); svg.appendChild(p); });
          hot.forEach(function (h) { var p = document.createElementNS(ns, "path"); p.setAttribute("class", h.cls); p.setAttribute("d", h.d); p.setAttribute("marker-end", "url(#" + (h.cls === "hot-in" ? "tip-in" : "tip-out") + ")"); svg.appendChild(p); });
          window.graphLanes = { lanes: lanes.length, spans: spans.length, undrawn: spans.filter(function (sp) { return sp.lane < 0; }).length };
        }

        function fold(b, on) {
          b.folded = on; b.el.classList.toggle("folded", on);
          var f = rowOf[b.id].querySelector(".fold"); f.textContent = on ? "▸" : "▾"; f.setAttribute("aria-expanded", String(!on));
          redraw();
        }
        function reveal(id) { for (var b = parentBlock[id]; b; b = b.parent) if (b.folded) fold(b, false); }
        function mark(id, cls) { var e = rowOf[id] || chipOf[id]; if (e) { e.classList.add(cls); marked.push([e, cls]); } }

        function select(id) {
          var n = byId[id]; if (!n) return;
          marked.forEach(function (m) { m[0].classList.remove(m[1]); }); marked = [];
          selected = id; reveal(id); mark(id, "selected");
          n.ins.forEach(function (e) { mark(e.from, "feeds"); (e.setBy || []).forEach(function (w) { mark(w, "feeds"); }); });
          n.outs.forEach(function (e) { mark(e.to, "fed"); var t = byId[e.to]; if (t && t.kind === "variable") t.outs.forEach(function (r) { mark(r.to, "fed"); }); });
          details(n); redraw();
          if (rowOf[id] && location.hash.indexOf("#selftest") !== 0) rowOf[id].scrollIntoView({ block: "nearest" });
        }

        function link(id) { var a = el("a", "node-link", id); a.setAttribute("data-target", id); a.href = "#"; return a; }
        function edgeItem(e, other) {
          var li = el("li"); li.appendChild(link(other)); var o = byId[other];
          li.appendChild(document.createTextNode(" " + (o ? o.label : "") + " · " + e.kind + (e.parameter ? " → " + e.parameter : "") + (e.reference ? " {{" + e.reference + "}}" : "")));
          if (e.setBy && e.setBy.length) { li.appendChild(document.createTextNode(" · set by ")); e.setBy.forEach(function (w, i) { if (i) li.appendChild(document.createTextNode(", ")); li.appendChild(link(w)); }); }
          return li;
        }
        function table(pairs, cls) {
          var t = el("table", cls);
          Object.keys(pairs).forEach(function (k) { var tr = el("tr"); tr.appendChild(el("th", null, k)); var td = el("td"); td.appendChild(el("pre", null, show(pairs[k]))); tr.appendChild(td); t.appendChild(tr); });
          return t;
        }
        function details(n) {
          var d = document.getElementById("details"); d.textContent = "";
          d.appendChild(el("h2", null, (n.index ? n.index + ". " : "") + n.label));
          d.appendChild(el("div", "meta", [n.id, n.actionId ? "#" + n.actionId : "", n.identifier || n.kind].filter(Boolean).join(" · ")));
          if (n.outputName) d.appendChild(el("div", "meta", "output: " + n.outputName + (n.outputType ? " (" + n.outputType + ")" : "")));
          if (n.unsupported) d.appendChild(el("p", "warn", "Cannot run here: " + n.unsupported.reason + " (imported from " + n.unsupported.identifier + ")"));
          if (n.id === failedId) { d.appendChild(el("h3", null, "Error")); d.appendChild(el("div", "error", data.failure.message)); }
          d.appendChild(el("h3", null, "Fed by (" + n.ins.length + ")"));
          var ins = el("ul", "ins"); n.ins.forEach(function (e) { ins.appendChild(edgeItem(e, e.from)); }); d.appendChild(ins);
          d.appendChild(el("h3", null, "Feeds (" + n.outs.length + ")"));
          var outs = el("ul", "outs"); n.outs.forEach(function (e) { outs.appendChild(edgeItem(e, e.to)); }); d.appendChild(outs);
          if (n.written) { d.appendChild(el("h3", null, "Parameters as written")); d.appendChild(table(n.written, "written")); }
          if (n.run) {
            var r = n.run;
            d.appendChild(el("h3", null, "Run"));
            d.appendChild(el("div", "runs", "ran " + r.runs + "× · " + micros(r.nanoseconds) + " in all" + (r.runs > 1 ? " · " + micros(r.nanoseconds / r.runs) + " each on average" : "")));
            if ("output" in r) {
              d.appendChild(el("h3", null, "Output" + (r.runs > 1 ? " (last run)" : "")));
              var out = el("pre", "output", show(r.output)); out.setAttribute("data-role", "output"); d.appendChild(out);
              d.appendChild(el("div", "type", "type: " + r.outputType));
              d.appendChild(el("h3", null, "Resolved parameters" + (r.runs > 1 ? " (last run)" : ""))); d.appendChild(table(r.parameters, "resolved"));
            }
            if (r.samples && r.samples.length > 1) {
              d.appendChild(el("h3", null, "Runs one by one"));
              var t = el("table", "samples"), head = el("tr");
              ["#", "time", "output", "parameters"].forEach(function (h) { head.appendChild(el("th", null, h)); }); t.appendChild(head);
              r.samples.forEach(function (s, i) {
                var tr = el("tr", "sample"); tr.appendChild(el("td", null, i + 1)); tr.appendChild(el("td", null, micros(s.nanoseconds)));
                var o = el("td"); o.appendChild(el("pre", null, show(s.output))); o.appendChild(el("span", "type", s.outputType)); tr.appendChild(o);
                var p = el("td"); p.appendChild(el("pre", null, Object.keys(s.parameters).map(function (k) { return k + ": " + brief(s.parameters[k]); }).join("\n"))); tr.appendChild(p);
                t.appendChild(tr);
              });
              d.appendChild(t);
              if (r.runs > r.samples.length) d.appendChild(el("p", "hint", "The first " + r.samples.length + " of " + r.runs + " runs are kept."));
            }
          } else if (n.kind === "action") {
            d.appendChild(el("p", "hint", data.ran ? "This action did not run." : "Make the page after a run to see values."));
          }
        }

        function search(q) {
          matches.forEach(function (id) { rowOf[id].classList.remove("match"); }); matches = []; matchAt = -1;
          q = q.trim().toLowerCase();
          if (q) actions.forEach(function (n) {
            var hay = [n.label, n.id, n.actionId ? "#" + n.actionId : "", n.outputName || "", n.identifier || "", n.unsupported ? n.unsupported.identifier : ""].join("\n").toLowerCase();
            if (String(n.index) === q || hay.indexOf(q) >= 0) { matches.push(n.id); reveal(n.id); rowOf[n.id].classList.add("match"); }
          });
          document.getElementById("search-count").textContent = q ? matches.length + " found" : "";
        }

        var t0 = performance.now();
        build();
        document.getElementById("title").textContent = data.title;
        draw();
        var builtMs = performance.now() - t0, renderMs = performance.now();
        document.body.offsetHeight;
        document.getElementById("stats").textContent = actions.length + " actions · " + data.edges.length + " edges" + (data.ran ? " · after a run" : "") + " · drawn in " + builtMs.toFixed(0) + " ms";
        window.graphTiming = { sinceNavigationMs: renderMs, buildMs: builtMs };

        document.getElementById("rows").addEventListener("click", function (ev) {
          var f = ev.target.closest("button.fold"); if (f) { var b = blockOf[f.parentNode.getAttribute("data-node")]; fold(b, !b.folded); return; }
          var r = ev.target.closest(".row"); if (r) select(r.getAttribute("data-node"));
        });
        document.getElementById("rows").addEventListener("keydown", function (ev) { var r = ev.target.closest(".row"); if (r && ev.key === "Enter") select(r.getAttribute("data-node")); });
        document.getElementById("sources").addEventListener("click", function (ev) { var c = ev.target.closest(".source"); if (c) select(c.getAttribute("data-node")); });
        document.getElementById("details").addEventListener("click", function (ev) { var a = ev.target.closest("a.node-link"); if (a) { ev.preventDefault(); select(a.getAttribute("data-target")); } });
        var timer = 0, box = document.getElementById("search");
        box.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(function () { search(box.value); }, 120); });
        box.addEventListener("keydown", function (ev) { if (ev.key === "Enter") { search(box.value); if (matches.length) { matchAt = (matchAt + 1) % matches.length; select(matches[matchAt]); } } });
        document.getElementById("fold-all").addEventListener("click", function () { blocks.forEach(function (b) { fold(b, true); }); });
        document.getElementById("unfold-all").addEventListener("click", function () { blocks.forEach(function (b) { fold(b, false); }); });
        document.getElementById("show-edges").addEventListener("change", redraw);
        window.addEventListener("resize", redraw);

        function selfTest() {
          var checks = [];
          function check(name, ok, detail) { checks.push({ name: name, ok: !!ok, detail: detail || "" }); }
          var missing = actions.filter(function (n) { return document.querySelectorAll('.row[data-node="' + CSS.escape(n.id) + '"]').length !== 1; });
          check("every action has exactly one row (" + actions.length + ")", missing.length === 0, missing.map(function (n) { return n.id; }).join(" "));
          check("every source has a chip (" + sources.length + ")", sources.every(function (n) { return !!chipOf[n.id]; }));
          check("only the page's own two scripts", document.scripts.length === 2 && !window.__injected, "scripts: " + document.scripts.length);
          check("edges are drawn", arcs.length === 0 || document.querySelectorAll("#edges path").length > 1, arcs.length + " arcs");
          var tested = blocks.filter(function (b) { return b.hidden > 1; });
          tested = tested.slice(0, 1).concat(tested.filter(function (b) { return b.parent; }).slice(0, 1));
          check("every block with actions inside is tried (" + tested.length + ")", tested.length > 0 || !blocks.some(function (b) { return b.hidden > 1; }));
          tested.forEach(function (b) {
            rowOf[b.id].querySelector(".fold").click();
            var shown = b.members.filter(visible);
            check("folding " + b.id + " hides its " + b.members.length + " actions", b.folded && shown.length === 0 && visible(b.id), shown.join(" "));
            rowOf[b.id].querySelector(".fold").click();
            var hidden = b.members.filter(function (id) { return !visible(id); });
            check("unfolding " + b.id + " shows them again", !b.folded && hidden.length === 0, hidden.join(" "));
          });
          function fed(n) { return n.ins.some(function (e) { return byId[e.from].kind === "action"; }) ? 1 : 0; }
          var ran = actions.filter(function (n) { return n.run && "output" in n.run; });
          ran.sort(function (a, b) { return fed(b) - fed(a) || (b.run.samples || []).length - (a.run.samples || []).length; });
          check("an action ran with an output", !data.ran || !!data.failure || ran.length > 0);
          if (failedId) {
            rowOf[failedId].click();
            var error = document.querySelector("#details .error");
            check("the action the run failed at is marked and shows the error", rowOf[failedId].classList.contains("failed") && error && error.textContent === data.failure.message);
          }
          ran.slice(0, 2).forEach(function (n) {
            rowOf[n.id].click(); draw();
            var shown = document.querySelector('#details pre[data-role="output"]');
            check("clicking " + n.id + " shows its output", shown && shown.textContent === show(n.run.output), shown ? shown.textContent.slice(0, 80) : "no output shown");
            var keys = Object.keys(n.run.parameters), cells = Array.prototype.map.call(document.querySelectorAll("#details table.resolved th"), function (th) { return th.textContent; });
            check("clicking " + n.id + " shows its resolved parameters", keys.every(function (k) { return cells.indexOf(k) >= 0; }), keys.join(","));
            var runs = document.querySelectorAll("#details table.samples tr.sample").length;
            check("clicking " + n.id + " shows each of its runs", runs === ((n.run.samples || []).length > 1 ? n.run.samples.length : 0), runs + " rows");
            var feeders = n.ins.filter(function (e) { return byId[e.from].kind === "action"; }).map(function (e) { return e.from; });
            check("clicking " + n.id + " highlights what feeds it", feeders.every(function (id) { return rowOf[rep(id)].classList.contains("feeds") || rep(id) === n.id; }), feeders.join(" "));
            check("clicking " + n.id + " draws its edges", !fed(n) || document.querySelectorAll("#edges path.hot-in").length > 0);
          });
          box.value = actions.length ? actions[actions.length - 1].label : ""; search(box.value);
          check("search finds the last action", actions.length === 0 || matches.indexOf(actions[actions.length - 1].id) >= 0, matches.length + " found");
          var ok = checks.every(function (c) { return c.ok; });
          var out = document.getElementById("selftest");
          out.textContent = JSON.stringify({ ok: ok, actions: actions.length, edges: data.edges.length, renderMs: renderMs, buildMs: builtMs, checks: checks });
          out.hidden = false; document.body.setAttribute("data-selftest", ok ? "pass" : "fail");
        }

        // `#layout=ID`: selects ID, then checks through the element boxes that no text lies on
        // other text, that no row wraps and that no table cell is squeezed into a narrow column
        // (scripts/browser-check.py runs it at three window sizes).
        function layoutCheck() {
          var checks = [], boxes = [];
          function check(name, ok, detail) { checks.push({ name: name, ok: !!ok, detail: detail || "" }); }
          function clip(rect, node) {
            var r = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
            for (var e = node.parentElement; e && e !== document.body; e = e.parentElement) {
              var style = getComputedStyle(e);
              if (style.overflowX === "visible" && style.overflowY === "visible") continue;
              var c = e.getBoundingClientRect();
              r = { left: Math.max(r.left, c.left), top: Math.max(r.top, c.top), right: Math.min(r.right, c.right), bottom: Math.min(r.bottom, c.bottom) };
            }
            return r;
          }
          var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (var t = walker.nextNode(); t; t = walker.nextNode()) {
            if (!t.textContent.trim() || t.parentElement.closest("script, #selftest, svg")) continue;
            var range = document.createRange(); range.selectNodeContents(t);
            Array.prototype.forEach.call(range.getClientRects(), function (rect) {
              var r = clip(rect, t);
              if (r.right - r.left > 1 && r.bottom - r.top > 1) boxes.push({ r: r, node: t });
            });
          }
          boxes.sort(function (a, b) { return a.r.top - b.r.top; });
          var clashes = [];
          for (var i = 0; i < boxes.length && clashes.length < 5; i++) {
            for (var j = i + 1; j < boxes.length && boxes[j].r.top < boxes[i].r.bottom - 1; j++) {
              var a = boxes[i].r, b = boxes[j].r;
              if (boxes[i].node !== boxes[j].node && Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1)
                clashes.push(JSON.stringify(boxes[i].node.textContent.slice(0, 30)) + " on " + JSON.stringify(boxes[j].node.textContent.slice(0, 30)));
            }
          }
          check("no text overlaps other text (" + boxes.length + " text boxes at " + innerWidth + "×" + innerHeight + ")", clashes.length === 0, clashes.join("; "));
          var tall = Array.prototype.filter.call(document.querySelectorAll(".row"), function (r) { return r.getClientRects().length && r.offsetHeight > 36; });
          check("every row is one line", tall.length === 0, tall.map(function (r) { return r.getAttribute("data-node") + " " + r.offsetHeight + "px"; }).join(" "));
          var narrow = Array.prototype.filter.call(document.querySelectorAll("#details th, #details td"), function (c) { return c.textContent.trim().length > 3 && c.getBoundingClientRect().width < 40; });
          check("no table column is squeezed under 40 px", narrow.length === 0, narrow.map(function (c) { return c.textContent.slice(0, 20); }).join(" | "));
          var lanes = window.graphLanes || { lanes: 0, spans: 0, undrawn: 0 };
          check("edges run in " + lanes.lanes + " lanes, " + lanes.undrawn + " of " + lanes.spans + " counted on their rows instead", lanes.spans === 0 || lanes.lanes > 0);
          var out = document.getElementById("selftest");
          out.textContent = JSON.stringify({ ok: checks.every(function (c) { return c.ok; }), actions: actions.length, edges: data.edges.length, renderMs: 0, buildMs: 0, checks: checks });
          out.hidden = false;
        }

        var hash = decodeURIComponent(location.hash || "");
        if (hash === "#selftest") selfTest();
        else if (hash.indexOf("#layout=") === 0) { select(hash.slice(8)); draw(); layoutCheck(); }
        else if (hash.indexOf("#select=") === 0) select(hash.slice(8));
        else if (failedId) select(failedId);
        })();
        """#
}
