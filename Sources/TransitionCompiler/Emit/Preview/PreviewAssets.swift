/// The preview page's style and script, inline so that the page is one file
/// that opens anywhere, offline.
enum PreviewAssets {
    /// Cards in a grid as wide as the window; in each, the phone beside its
    /// curve. The moving screen, the backdrop and the bezel have colours of
    /// their own, which the browser test finds in a screenshot.
    static let style = """
        body { font: 14px/1.4 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
        header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid #ddd; padding: 0.8em 2em; }
        h1 { font-size: 1.3em; margin: 0 0 0.2em; }
        header p { margin: 0 0 0.6em; color: #555; }
        .controls { display: flex; gap: 1em; align-items: center; flex-wrap: wrap; }
        .controls button { width: 6em; }
        #scrub { flex: 1; min-width: 200px; }
        #time { width: 4.5em; font-variant-numeric: tabular-nums; }
        main { display: grid; grid-template-columns: repeat(auto-fill, minmax(470px, 1fr)); gap: 1.2em; padding: 1.2em 2em; }
        .card { background: #fff; border: 1px solid #ddd; border-radius: 10px; padding: 0.8em 1em; }
        .card h2 { font-size: 1.05em; margin: 0; }
        .card p { margin: 0.15em 0; color: #555; font-size: 12px; }
        .body { display: flex; gap: 12px; align-items: flex-start; margin-top: 0.5em; }
        .stage { position: relative; flex: none; overflow: hidden; border: 4px solid #3a3a3c; border-radius: 14px; background: #000; }
        .screen { position: absolute; left: 0; top: 0; width: 100%; height: 100%; transform-origin: 50% 50%; }
        .screen span { position: absolute; left: 8px; top: 10px; font-size: 11px; font-weight: 600; }
        .backdrop { background: repeating-linear-gradient(#e4e4e9 0 22px, #d2d2d9 22px 24px); }
        .backdrop span { color: #555; }
        .moving { background: #2f6fed; box-shadow: 0 0 12px rgba(0, 0, 0, 0.25); }
        .moving span { color: #fff; }
        .dim { position: absolute; inset: 0; background: #000; opacity: 0; pointer-events: none; }
        .finger { position: absolute; width: 18px; height: 18px; margin: -9px 0 0 -9px; border-radius: 50%; background: rgba(255, 149, 0, 0.85); display: none; }
        .card svg { flex: 1; min-width: 0; height: auto; background: #fafafa; border: 1px solid #ddd; }
        \(CurveChart.style)
        .playhead { stroke: #d6336c; stroke-width: 1.5; }
        .status { min-height: 1.4em; }
        """

    /// Reads the timelines, then draws every card at the current time: each
    /// card shows the sample at that time (its last one once it is over).
    /// `#t=0.25&mode=past&reduce=1` in the address opens paused at that time,
    /// for a screenshot at a set position.
    static let script = """
        "use strict";
        const data = JSON.parse(document.getElementById("timelines").textContent);
        const cards = Array.from(document.querySelectorAll(".card")).map((element, index) => {
          const svg = element.querySelector("svg");
          const line = document.createElementNS("http://www.w3.org/2000/svg", "line");
          line.setAttribute("class", "playhead");
          line.setAttribute("y1", "28");
          line.setAttribute("y2", "216");
          svg.appendChild(line);
          return {
            data: data.cards[index],
            moving: element.querySelector(".moving"),
            backdrop: element.querySelector(".backdrop"),
            dim: element.querySelector(".dim"),
            finger: element.querySelector(".finger"),
            status: element.querySelector(".status"),
            playhead: line,
            left: Number(svg.dataset.left),
            width: Number(svg.dataset.plotWidth),
          };
        });
        const state = { time: 0, playing: true, mode: "play", reduce: false };
        const controls = {
          play: document.getElementById("play"),
          scrub: document.getElementById("scrub"),
          time: document.getElementById("time"),
          reduce: document.getElementById("reduce"),
          mode: document.getElementById("mode"),
        };

        function place(element, x, y, alpha, scale, rotation) {
          const k = data.scale;
          element.style.transform = `translate(${x * k}px, ${y * k}px) rotate(${rotation}deg) scale(${scale})`;
          element.style.opacity = alpha;
        }

        function draw() {
          for (const card of cards) {
            const timelines = card.data.timelines[state.mode] || card.data.timelines.play;
            const timeline = timelines[state.reduce ? 1 : 0];
            const frames = timeline.frames;
            const f = frames[Math.min(Math.round(state.time * data.rate), frames.length - 1)];
            place(card.moving, f[0], f[1], f[2], f[3], f[4]);
            place(card.backdrop, f[5], f[6], 1, f[7], 0);
            card.dim.style.opacity = f[8];
            if (f.length > 9) {
              card.finger.style.display = "block";
              card.finger.style.left = `${f[9] * data.scale}px`;
              card.finger.style.top = `${f[10] * data.scale}px`;
            } else {
              card.finger.style.display = "none";
            }
            const x = card.left + Math.min(state.time / data.span, 1) * card.width;
            card.playhead.setAttribute("x1", x);
            card.playhead.setAttribute("x2", x);
            card.status.textContent = status(card, timeline);
          }
          controls.time.value = `${state.time.toFixed(2)} s`;
          controls.scrub.value = Math.round(state.time * 1000);
          controls.play.textContent = state.playing ? "Pause" : "Play";
        }

        function status(card, timeline) {
          if (state.mode !== "play" && !card.data.timelines[state.mode]) return "Not interactive: the animation plays.";
          if (timeline.release === undefined) return "";
          const verdict = timeline.decision === "finish" ? "it finishes" : "it goes back";
          return state.time < timeline.release ? "The finger drags…" : `Let go at ${timeline.release} s: ${verdict}.`;
        }

        let last = null;
        function tick(now) {
          if (state.playing) {
            if (last !== null) state.time += (now - last) / 1000;
            if (state.time > data.span) state.time = 0;
            draw();
          }
          last = now;
          requestAnimationFrame(tick);
        }

        controls.play.addEventListener("click", () => { state.playing = !state.playing; last = null; draw(); });
        controls.scrub.addEventListener("input", () => {
          state.playing = false;
          state.time = Number(controls.scrub.value) / 1000;
          draw();
        });
        controls.reduce.addEventListener("change", () => { state.reduce = controls.reduce.checked; draw(); });
        controls.mode.addEventListener("change", () => { state.mode = controls.mode.value; state.time = 0; draw(); });

        const asked = new URLSearchParams(location.hash.slice(1));
        if (asked.has("t")) {
          state.time = Math.min(Math.max(Number(asked.get("t")) || 0, 0), data.span);
          state.playing = false;
        }
        if (asked.has("mode")) state.mode = asked.get("mode");
        if (asked.get("reduce") === "1") state.reduce = true;
        controls.mode.value = state.mode;
        controls.reduce.checked = state.reduce;
        draw();
        requestAnimationFrame(tick);
        """
}
