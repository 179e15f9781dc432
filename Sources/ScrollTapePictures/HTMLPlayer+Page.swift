import ScrollTape

/// The page of `HTMLPlayer`: markup, style and script, with @TITLE@ and @DATA@ filled in.
extension HTMLPlayer {
    static let page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>@TITLE@ — scrolltape</title>
        <style>
        body { font: 13px -apple-system, Helvetica, Arial, sans-serif; margin: 0; display: grid;
          grid-template-columns: auto 1fr; grid-template-rows: auto 1fr; height: 100vh; }
        header { grid-column: 1 / 3; padding: 8px 12px; border-bottom: 1px solid #ddd; display: flex;
          gap: 10px; align-items: center; flex-wrap: wrap; }
        header h1 { font-size: 15px; margin: 0 12px 0 0; }
        #scrubber { flex: 1; min-width: 300px; }
        #stage { padding: 12px; overflow: auto; }
        #side { padding: 12px; overflow: auto; border-left: 1px solid #ddd; }
        pre { background: #f6f6f6; padding: 8px; margin: 4px 0 12px; white-space: pre-wrap; font-size: 12px; }
        .removed { color: #b00; } .added { color: #070; }
        #violations a { color: #c00; } #violations li.current { font-weight: bold; }
        h2 { font-size: 13px; margin: 8px 0 2px; }
        #notice { flex-basis: 100%; margin: 0; padding: 4px 8px; background: #fff3cd; color: #664d03;
          border: 1px solid #e6c35c; }
        </style>
        </head>
        <body>
        <header>
          <h1>@TITLE@</h1>
          <button id="back" title="step back (←)">◀</button>
          <button id="play" title="play / pause (space)">▶ play</button>
          <button id="forward" title="step forward (→)">▶|</button>
          <label>speed <select id="speed">
            <option value="0.25">¼×</option><option value="0.5">½×</option><option value="1" selected>1×</option>
            <option value="2">2×</option><option value="4">4×</option></select></label>
          <input id="scrubber" type="range" min="0" value="0" step="1" aria-label="index">
          <span id="position"></span>
          <p id="notice" hidden></p>
        </header>
        <div id="stage"><svg id="screen" xmlns="http://www.w3.org/2000/svg"></svg></div>
        <div id="side">
          <h2>event</h2><pre id="event"></pre>
          <h2>state</h2><pre id="state"></pre>
          <h2>diff from the index before</h2><pre id="diff"></pre>
          <h2>violations</h2><ol id="violations"></ol>
          <h2>marks</h2><ol id="marks"></ol>
        </div>
        <script type="application/json" id="data">@DATA@</script>
        <script>
        "use strict";
        const data = JSON.parse(document.getElementById("data").textContent);
        const last = data.t.length - 1;
        const svgNS = "http://www.w3.org/2000/svg";
        const screen = document.getElementById("screen");
        const scrubber = document.getElementById("scrubber");
        scrubber.max = last;
        // What the page left out (the views' frames past a budget), said where it is seen.
        if (data.notice) {
          const notice = document.getElementById("notice");
          notice.textContent = data.notice.charAt(0).toUpperCase() + data.notice.slice(1) + ".";
          notice.hidden = false;
        }
        // The screen at index i: the session's, or the one a safeArea event (a rotation) made.
        function screenAt(i) {
          const s = sparseAt(data.screens, i);
          return s ? s[1] : data;
        }
        function fitScreen(d) {
          const scale = Math.min(1, 760 / Math.max(d.width, d.height));
          screen.setAttribute("width", d.width * scale + 2);
          screen.setAttribute("height", d.height * scale + 2);
          screen.setAttribute("viewBox", "-1 -1 " + (d.width + 2) + " " + (d.height + 2));
        }
        fitScreen(data.device);
        const phaseNames = { i: "idle", t: "tracking", g: "dragging", d: "decelerating", b: "bouncing", s: "snapping" };
        function phaseAt(i) { return phaseNames[data.phases[i]]; }
        function el(name, attributes, parent) {
          const node = document.createElementNS(svgNS, name);
          for (const key in attributes) node.setAttribute(key, attributes[key]);
          if (parent) parent.appendChild(node);
          return node;
        }
        // The last entry of a sparse list [[index, …], …] at or before index i.
        function sparseAt(list, i) {
          let low = 0, high = list.length - 1, found = null;
          while (low <= high) {
            const middle = (low + high) >> 1;
            if (list[middle][0] <= i) { found = list[middle]; low = middle + 1; } else { high = middle - 1; }
          }
          return found;
        }
        // A list of changes [[index, …], …] replayed into a state: at(i) is the state after every
        // entry at or before index i. At most about 64 copies of the state (checkpoints) make a
        // jump anywhere cost at most list.length / 64 entries.
        function replayer(list, empty, apply, copy) {
          const every = Math.max(64, Math.ceil(list.length / 64));
          const checkpoints = [];
          let state = empty();
          for (let k = 0; k < list.length; k++) {
            if (k % every === 0) checkpoints.push(copy(state));
            apply(state, list[k]);
          }
          let cursor = 0;
          state = empty();
          return function at(i) {
            let low = 0, high = list.length;
            while (low < high) { const middle = (low + high) >> 1; if (list[middle][0] <= i) low = middle + 1; else high = middle; }
            const checkpoint = Math.floor(low / every);
            if (low < cursor || checkpoint > Math.floor(cursor / every)) {
              state = copy(checkpoints[Math.min(checkpoint, checkpoints.length - 1)] || empty());
              cursor = Math.min(checkpoint, checkpoints.length - 1) * every;
              if (cursor < 0) cursor = 0;
            }
            while (cursor < low) apply(state, list[cursor++]);
            return state;
          };
        }
        // The fingers down: [index, [[id, x, y] down or moved…], [id lifted…]] entries.
        const fingersAt = replayer(data.touches, () => new Map(), (state, entry) => {
          for (const touch of entry[1]) state.set(touch[0], touch);
          for (const id of entry[2]) state.delete(id);
        }, state => new Map(state));
        function touchesAt(i) { return Array.from(fingersAt(i).values()); }
        // The views' frames: [index, [[view, x, y, width, height] that moved…]] entries, each
        // where scrolling does not move it: relative to the origin of the innermost scroll view
        // around it (view.in, numbered as in data.scrolls; none: the window).
        const framesAt = replayer(data.frames, () => [], (state, entry) => {
          for (const change of entry[1]) state[change[0]] = [change[1], change[2], change[3], change[4]];
        }, state => state.slice());
        // The other scroll views' offsets: [index, [[scroll, offset] that changed…]] entries.
        const scrollOffsetsAt = replayer(data.scrollOffsets, () => [], (state, entry) => {
          for (const change of entry[1]) state[change[0]] = change[1];
        }, state => state.slice());
        function offsetAt(s, i) { return s === 0 ? data.offsets[i] : scrollOffsetsAt(i)[s]; }
        // The view of each scroll view (-1: none), by its number in data.scrolls.
        const viewNumbers = new Map(data.views.map((view, v) => [view.id, v]));
        const scrollViews = data.scrolls.map(id => viewNumbers.has(id) ? viewNumbers.get(id) : -1);
        const round = value => Math.round(value * 1e4) / 1e4;
        // The window frames of the views at index i: each kept frame plus the origin of the scroll
        // view it is in (that scroll view's window origin less its offset along its axis; the
        // list's window origin is its frame's, the others' their own frame's, in turn).
        function windowFramesAt(i) {
          const kept = framesAt(i), origins = [];
          function origin(s) {
            if (s === undefined) return [0, 0];
            if (origins[s] !== undefined) return origins[s];
            let o = null;
            if (s === 0) {
              const list = sparseAt(data.listOrigins, i);
              o = list ? [list[1], list[2]] : [0, 0];
            } else {
              const v = scrollViews[s], r = v >= 0 ? kept[v] : null;
              const around = r ? origin(data.views[v].in) : null;
              o = around ? [around[0] + r[0], around[1] + r[1]] : null;
            }
            if (o) {
              const along = offsetAt(s, i) || 0;
              o = data.axes[s] === "vertical" ? [o[0], o[1] - along] : [o[0] - along, o[1]];
            }
            origins[s] = o;
            return o;
          }
          return kept.map((r, v) => {
            const o = origin(data.views[v].in);
            return r && o ? [round(r[0] + o[0]), round(r[1] + o[1]), r[2], r[3]] : undefined;
          });
        }
        function itemCountAt(i) { const s = sparseAt(data.itemCounts, i); return s ? s[1] : 0; }
        function stateAt(i) {
          if (data.states.length) return data.states[i];
          const state = { index: i, t: data.t[i], scroll: { offset: data.offsets[i],
            velocity: data.velocities[i], phase: phaseAt(i), itemCount: itemCountAt(i) } };
          for (let s = 1; s < data.scrolls.length; s++) state["scrolls." + data.scrolls[s] + ".offset"] = offsetAt(s, i);
          state.header = data.heights[i] === null ? null : { height: data.heights[i] };
          state.touches = touchesAt(i).map(t => ({ id: t[0], x: t[1], y: t[2] }));
          return state;
        }
        function lines(value, prefix) {
          if (value === null || typeof value !== "object") return [prefix + " = " + JSON.stringify(value)];
          if (Array.isArray(value) && value.length === 0) return [prefix + " = []"];
          let out = [];
          for (const key in value) out = out.concat(lines(value[key], prefix ? prefix + "." + key : key));
          return out;
        }
        // The items of a scroll view with frame f (window) and `layout` at `offset` along its axis.
        function drawItems(parent, f, layout, offset, count, prefix) {
          if (!layout) return;
          if (layout.sections) return drawSections(parent, f, layout, offset, prefix);
          const vertical = layout.axis === "vertical";
          const pitch = layout.length + layout.spacing;
          const extent = vertical ? f[3] : f[2];
          const first = Math.max(0, Math.floor((offset - layout.leading) / pitch));
          for (let k = first; k < count && layout.leading + k * pitch - offset < extent; k++) {
            const start = layout.leading + k * pitch - offset;
            const r = vertical ? [f[0], f[1] + start, f[2], layout.length] : [f[0] + start, f[1], layout.length, f[3]];
            el("rect", { x: r[0] + 0.5, y: r[1] + 0.5, width: r[2] - 1, height: r[3] - 1,
              fill: k % 2 ? "#f3f6fb" : "#e9eef7", stroke: "#c9d3e3" }, parent);
            const label = el("text", { x: r[0] + 8, y: r[1] + Math.min(24, r[3] - 4), fill: "#567" }, parent);
            label.textContent = prefix + "item " + k;
          }
        }
        // A list in sections: rows of their own lengths, then each section's header and footer
        // where they are (in a plain list pinned inside the adjusted inset, as UITableView pins them).
        function drawSections(parent, f, layout, offset, prefix) {
          const vertical = layout.axis === "vertical";
          const extent = vertical ? f[3] : f[2];
          const rect = (start, length) => vertical ? [f[0], f[1] + start - offset, f[2], length]
                                                   : [f[0] + start - offset, f[1], length, f[3]];
          const box = (r, fill, text) => {
            el("rect", { x: r[0] + 0.5, y: r[1] + 0.5, width: r[2] - 1, height: r[3] - 1, fill: fill, stroke: "#c9d3e3" }, parent);
            const label = el("text", { x: r[0] + 8, y: r[1] + Math.min(18, r[3] - 3), fill: "#567" }, parent);
            label.textContent = text;
          };
          const pinStart = offset + layout.pin[0], pinEnd = offset + extent - layout.pin[1];
          const floating = [];
          let position = 0, row = 0;
          layout.sections.forEach(([header, footer, rows], s) => {
            const start = position;
            position += header;
            for (const length of rows) {
              if (position + length > offset && position < offset + extent)
                box(rect(position, length), row % 2 ? "#f3f6fb" : "#e9eef7", prefix + "item " + row);
              position += length; row++;
            }
            position += footer;
            const end = position, plain = layout.style === "plain";
            if (header > 0) floating.push([plain ? Math.max(start, Math.min(pinStart, end - header)) : start, header, prefix + "section " + s + " header"]);
            if (footer > 0) floating.push([plain ? Math.min(end - footer, Math.max(pinEnd - footer, start + header)) : end - footer, footer, prefix + "section " + s + " footer"]);
          });
          for (const [start, length, text] of floating)
            if (start + length > offset && start < offset + extent) box(rect(start, length), "#d5deec", text);
        }
        let index = 0;
        function draw(i) {
          while (screen.firstChild) screen.removeChild(screen.firstChild);
          const now = screenAt(i), d = now.device;
          fitScreen(d);
          el("rect", { x: 0, y: 0, width: d.width, height: d.height, rx: 36, fill: "#fff", stroke: "#222", "stroke-width": 2 }, screen);
          const [top, left, bottom, right] = d.safeArea;
          el("rect", { x: left, y: top, width: d.width - left - right, height: d.height - top - bottom,
            fill: "none", stroke: "#9c9", "stroke-dasharray": "4,4", id: "safe-area" }, screen);
          // The list: its frame (the device's when none), the items in view.
          const f = now.scroll.frame.every(v => v === 0) ? [0, 0, d.width, d.height] : now.scroll.frame;
          const offset = data.offsets[i];
          const list = el("g", { id: "list", "data-offset": offset }, screen);
          const clip = el("clipPath", { id: "viewport" }, list);
          el("rect", { x: f[0], y: f[1], width: f[2], height: f[3] }, clip);
          const items = el("g", { "clip-path": "url(#viewport)" }, list);
          drawItems(items, f, now.layouts[0], offset, itemCountAt(i), "");
          // The scroll indicator while the list moves, its length the part of the content in view.
          const range = sparseAt(data.itemCounts, i);
          if (range && phaseAt(i) !== "idle" && range[3] > range[2]) {
            const [across, from, to] = now.scroll.track;
            const extent = now.scroll.extent, span = range[3] - range[2];
            const length = Math.max(36, (to - from) * extent / (span + extent));
            const position = from + Math.min(1, Math.max(0, (offset - range[2]) / span)) * (to - from - length);
            const bar = now.scroll.axis === "vertical"
              ? { x: across, y: position, width: 3, height: length } : { x: position, y: across, width: length, height: 3 };
            el("rect", Object.assign({ id: "indicator", rx: 1.5, fill: "rgba(0,0,0,0.45)" }, bar), screen);
          }
          // The views at their frames (the nearest kept index at or before i), in the window; the
          // header's subviews inside the header's frame, as it clips them.
          const frames = windowFramesAt(i);
          let headerGroup = null;
          data.views.forEach((view, v) => {
            const r = frames[v];
            if (!r) return;
            const isHeader = data.header && view.id === data.header.view;
            const height = isHeader && data.heights[i] !== null ? data.heights[i] : r[3];
            const colour = view.kind === "button" ? "#cfe0ff" : view.kind === "label" ? "none"
              : view.kind === "scroll" ? "rgba(220,235,220,0.6)" : "rgba(250,240,215,0.92)";
            const parent = view.inHeader && headerGroup ? headerGroup : screen;
            const node = el("rect", { x: r[0], y: r[1], width: r[2], height: height, fill: colour,
              stroke: view.kind === "label" ? "#bbb" : "#b89b5e", "data-view": view.id }, parent);
            if (isHeader) {
              node.setAttribute("id", "header"); node.setAttribute("data-height", height);
              const clip = el("clipPath", { id: "header-clip" }, screen);
              el("rect", { x: r[0], y: r[1], width: r[2], height: height }, clip);
              headerGroup = el("g", { "clip-path": "url(#header-clip)", id: "header-content" }, screen);
            }
            const label = el("text", { x: r[0] + 4, y: r[1] + Math.min(14, height - 2), fill: "#654", "font-size": 11 }, parent);
            label.textContent = view.id;
          });
          // The items of the other scroll views, in their frames.
          const counts = sparseAt(data.otherCounts, i);
          for (let s = 1; s < data.scrolls.length; s++) {
            const v = scrollViews[s];
            const r = v >= 0 && frames[v];
            if (!r || !counts) continue;
            const clip = el("clipPath", { id: "viewport-" + s }, screen);
            el("rect", { x: r[0], y: r[1], width: r[2], height: r[3] }, clip);
            const offset = offsetAt(s, i);
            const group = el("g", { "clip-path": "url(#viewport-" + s + ")", "data-scroll": data.scrolls[s],
              "data-offset": offset }, screen);
            drawItems(group, r, now.layouts[s], offset, counts[1][s - 1], data.scrolls[s] + " ");
          }
          // The keyboard: its end frame's height from the bottom, sliding in over its duration.
          const keyboard = sparseAt(data.keyboards, i);
          if (keyboard && keyboard[1] > 0) {
            const progress = keyboard[3] > 0 ? Math.min(1, Math.max(0, (data.t[i] - keyboard[2]) / keyboard[3])) : 1;
            const height = keyboard[1] * progress;
            el("rect", { id: "keyboard", x: 0, y: d.height - height, width: d.width, height: height,
              fill: "rgba(200,204,212,0.95)", stroke: "#999", "data-height": keyboard[1] }, screen);
          }
          for (const touch of touchesAt(i)) {
            el("circle", { cx: touch[1], cy: touch[2], r: 18, fill: "rgba(220,40,40,0.35)", stroke: "#c22",
              class: "finger", "data-id": touch[0] }, screen);
          }
        }
        function render(i, fromScrubber) {
          index = Math.max(0, Math.min(last, i));
          if (!fromScrubber) scrubber.value = index;
          draw(index);
          document.getElementById("position").textContent = "index " + index + " / " + last + "   t = " + data.t[index].toFixed(4) + " s"
            + (data.framesEnd !== null && index > data.framesEnd ? "   (views as at event " + data.framesEnd + ")" : "");
          document.getElementById("event").textContent = index === 0 ? "(the session line)" : (data.events[index - 1] || "(event " + index + ")");
          const now = lines(stateAt(index), ""), before = index > 0 ? lines(stateAt(index - 1), "") : [];
          document.getElementById("state").textContent = now.filter(l => !l.startsWith("index") && !l.startsWith("t ")).join("\\n");
          const diff = document.getElementById("diff");
          diff.innerHTML = "";
          const gone = before.filter(l => !now.includes(l) && !l.startsWith("index") && !l.startsWith("t "));
          const come = now.filter(l => !before.includes(l) && !l.startsWith("index") && !l.startsWith("t "));
          for (const [list, mark, cls] of [[gone, "- ", "removed"], [come, "+ ", "added"]]) {
            for (const l of list) { const span = document.createElement("div"); span.className = cls; span.textContent = mark + l; diff.appendChild(span); }
          }
          if (!gone.length && !come.length) diff.textContent = "(no change)";
          for (const item of document.querySelectorAll("#violations li")) item.classList.toggle("current", +item.dataset.index === index);
          if (location.hash !== "#index=" + index) history.replaceState(null, "", "#index=" + index);
        }
        // Violations and marks: links that jump to their event.
        function links(list, container, text) {
          const shown = list.slice(0, 2000);
          for (const entry of shown) {
            const item = document.createElement("li");
            item.dataset.index = entry[0];
            const a = document.createElement("a");
            a.href = "#index=" + entry[0];
            a.className = container === "violations" ? "violation" : "mark";
            a.dataset.index = entry[0];
            a.textContent = text(entry);
            a.addEventListener("click", event => { event.preventDefault(); stop(); render(entry[0]); });
            item.appendChild(a);
            document.getElementById(container).appendChild(item);
          }
          if (list.length === 0) {
            const none = document.createElement("li");
            none.textContent = "none";
            document.getElementById(container).appendChild(none);
          }
          if (list.length > shown.length) {
            const more = document.createElement("li");
            more.textContent = (list.length - shown.length) + " more";
            document.getElementById(container).appendChild(more);
          }
        }
        links(data.violations, "violations", v => "event " + v[0] + ": [" + v[1] + "] " + v[2]);
        links(data.marks, "marks", m => "event " + m[0] + ": " + m[1]);
        // Playing at real speed × the chosen one, a frame every 1/60 s (a timer, not animation
        // frames, so it also runs where nothing is painted).
        let playing = null;
        function stop() { if (playing) clearTimeout(playing.timer); playing = null; document.getElementById("play").textContent = "▶ play"; }
        function play() {
          if (index >= last) render(0);
          const speed = +document.getElementById("speed").value;
          const startT = data.t[index], startClock = performance.now();
          playing = { timer: 0 };
          document.getElementById("play").textContent = "❚❚ pause";
          const tick = () => {
            const target = startT + (performance.now() - startClock) / 1000 * speed;
            let i = index;
            while (i < last && data.t[i + 1] <= target) i++;
            if (i !== index) render(i);
            if (index >= last) return stop();
            playing.timer = setTimeout(tick, 1000 / 60);
          };
          playing.timer = setTimeout(tick, 1000 / 60);
        }
        document.getElementById("play").onclick = () => playing ? stop() : play();
        document.getElementById("back").onclick = () => { stop(); render(index - 1); };
        document.getElementById("forward").onclick = () => { stop(); render(index + 1); };
        document.getElementById("speed").onchange = () => { if (playing) { stop(); play(); } };
        scrubber.addEventListener("input", () => { stop(); render(+scrubber.value, true); });
        document.addEventListener("keydown", event => {
          if (event.target.tagName === "SELECT") return;
          if (event.key === "ArrowRight") { stop(); render(index + (event.shiftKey ? 10 : 1)); event.preventDefault(); }
          if (event.key === "ArrowLeft") { stop(); render(index - (event.shiftKey ? 10 : 1)); event.preventDefault(); }
          if (event.key === " ") { playing ? stop() : play(); event.preventDefault(); }
        });
        function fromHash() {
          const match = /index=(\\d+)/.exec(location.hash);
          render(match ? +match[1] : 0);
        }
        window.addEventListener("hashchange", fromHash);
        fromHash();
        </script>
        </body>
        </html>

        """
}
