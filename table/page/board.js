// The board drawn as SVG from the state's board: area boxes with their
// names as text, links (solid, dashed, blocked, one-way, doors, cover),
// objective and hazard marks, the tokens, the highlights the GM shows,
// and pings. The world group's transform belongs to the pan and zoom.
"use strict";

import { svg, num } from "./dom.js";
import { layout, tokenPlaces, tokenRadius, tick, normal, mid, union, fontFamily } from "./layout.js";

export class Board {
  // root is the <svg>; pictureURL(p) is the address of a token's
  // picture p with the guest's key, or "" to draw none.
  constructor(root, pictureURL) {
    this.root = root;
    this.pictureURL = pictureURL;
    this.world = svg("g", { class: "world" });
    this.defs = svg("defs");
    this.layers = {};
    for (const name of ["glow", "links", "areas", "tokens", "pings"]) {
      this.layers[name] = svg("g", { class: name });
      this.world.append(this.layers[name]);
    }
    root.append(this.defs, this.world);
    this.lay = null;
    this.board = null;
    this.places = new Map();
    this.selected = "";
  }

  // draw draws board (when given, else the last) with the state's
  // tokens, doors and highlights.
  draw(board, st) {
    if (board) {
      this.board = board;
      this.lay = layout(board);
      this.drawMap(st.doors || []);
    } else if (this.lay) {
      this.drawMap(st.doors || []);
    }
    if (!this.lay) return;
    this.drawTokens(st.tokens || []);
    this.drawHighlights(st.highlights);
  }

  // bounds is what a fit shows: the map and its tokens.
  bounds() {
    if (!this.lay) return null;
    let b = this.lay.bounds;
    for (const p of this.places.values()) {
      b = union(b, { x: p.x - tokenRadius, y: p.y - tokenRadius, w: 2 * tokenRadius, h: 2 * tokenRadius });
    }
    return b;
  }

  drawMap(doors) {
    const st = this.lay.style;
    const door = new Map(doors.map((d) => [d.link, d.door]));
    const links = this.layers.links, areas = this.layers.areas;
    links.replaceChildren();
    areas.replaceChildren();
    for (const s of this.lay.links) links.append(this.link(s, door.get(s.link.id) || s.link.door || "", st));
    for (const a of this.lay.areas.values()) areas.append(this.area(a, st));
    this.select(this.selected);
  }

  link(s, doorState, st) {
    const l = s.link;
    const g = svg("g", { class: "link " + l.kind, "data-link": l.id });
    const line = (p, q, cls) => svg("line", { x1: num(p.x), y1: num(p.y), x2: num(q.x), y2: num(q.y), class: cls || "ink" });
    const along = (p, d) => ({ x: p.x + s.dir.x * d, y: p.y + s.dir.y * d });
    const hasDoor = doorState !== "" && l.kind === "solid";
    const m = mid(s);
    if (hasDoor) {
      g.append(line(s.start, along(m, -st.doorLen / 2)), line(along(m, st.doorLen / 2), s.end));
    } else if (l.kind === "solid") {
      g.append(line(s.start, s.end));
    } else {
      const d = line(s.start, s.end, "ink dash");
      d.setAttribute("stroke-dasharray", st.dashLen + " " + st.dashGap);
      g.append(d);
    }
    for (const c of g.children) c.setAttribute("stroke-width", st.linkWidth);
    const n = normal(s);
    if (l.kind === "blocked") {
      const h = 22 / 2 / Math.SQRT2;
      const d1 = { x: (s.dir.x + n.x) * h, y: (s.dir.y + n.y) * h };
      const d2 = { x: (s.dir.x - n.x) * h, y: (s.dir.y - n.y) * h };
      for (const d of [d1, d2]) {
        g.append(svg("line", { x1: num(m.x - d.x), y1: num(m.y - d.y), x2: num(m.x + d.x), y2: num(m.y + d.y), class: "ink cross", "stroke-width": st.linkWidth * 1.2 }));
      }
    }
    for (const atA of [true, false]) {
      if (atA ? l.coverA : l.coverB) {
        const [p, q] = tick(s, atA, st);
        g.append(svg("line", { x1: num(p.x), y1: num(p.y), x2: num(q.x), y2: num(q.y), class: "ink tick", "stroke-width": 2.5 }));
      }
    }
    if (l.oneWay && l.kind === "solid") {
      const tip = s.end, size = st.arrowLen;
      const base = along(tip, -size);
      const w = size * 0.58;
      const pts = [tip, { x: base.x + n.x * w, y: base.y + n.y * w }, { x: base.x - n.x * w, y: base.y - n.y * w }];
      g.append(svg("polygon", { points: pts.map((p) => num(p.x) + "," + num(p.y)).join(" "), class: "arrow" }));
    }
    if (hasDoor) {
      const a = { x: s.dir.x * st.doorLen / 2, y: s.dir.y * st.doorLen / 2 };
      const c = { x: n.x * 13 / 2, y: n.y * 13 / 2 };
      const pts = [[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([i, j]) => num(m.x + a.x * i + c.x * j) + "," + num(m.y + a.y * i + c.y * j));
      g.append(svg("polygon", { points: pts.join(" "), class: "door " + doorState, "stroke-width": st.linkWidth },
        svg("title", { text: doorState === "closed" ? "a closed door" : "an open door" })));
    }
    return g;
  }

  area(a, st) {
    const ar = a.area, b = a.box;
    const label = ar.name + (ar.demolished ? " (demolished)" : "");
    const g = svg("g", { class: "area" + (ar.demolished ? " demolished" : ""), "data-area": ar.id, tabindex: 0, role: "button", "aria-label": label });
    g.append(svg("rect", { class: "box", x: num(b.x), y: num(b.y), width: num(b.w), height: num(b.h), rx: st.radius }));
    g.append(svg("text", { class: "name", x: num(ar.x), y: num(b.y + b.h / 2), "font-size": st.labelSize, "font-family": fontFamily, text: ar.name }));
    for (const m of a.marks) {
      const s = st.markSize;
      const shape = m.hazard
        ? svg("polygon", { class: "hazard", points: [[0, -s * 0.62], [s * 0.6, s * 0.45], [-s * 0.6, s * 0.45]].map(([x, y]) => num(m.x + x) + "," + num(m.y + y)).join(" ") })
        : svg("rect", { class: "objective", x: num(m.x - s / 2), y: num(m.y - s / 2), width: s, height: s, transform: "rotate(45 " + num(m.x) + " " + num(m.y) + ")" });
      g.append(shape, svg("text", { class: "mark", x: num(m.labelX), y: num(m.y), "font-size": st.noteSize, "font-family": fontFamily, text: m.label }));
    }
    return g;
  }

  drawTokens(tokens) {
    const layer = this.layers.tokens;
    layer.replaceChildren();
    this.defs.replaceChildren();
    this.places = tokenPlaces(this.lay, tokens);
    const r = tokenRadius;
    tokens.forEach((t, i) => {
      const p = this.places.get(t.id);
      if (!p) return;
      const cls = ["token", t.kind === "pc" ? "pc" : "team" + (t.teamIndex % 5), t.status];
      if (t.mine) cls.push("mine");
      if (t.acting) cls.push("acting");
      if (t.selected) cls.push("selected");
      const what = t.name + ", " + t.team + ", " + t.status + ", level " + t.level + " of " + t.maxLevel + (t.mine ? ", you" : "");
      const g = svg("g", { class: cls.join(" "), "data-token": t.id, "data-area": t.area, role: "img", "aria-label": what }, svg("title", { text: what }));
      g.append(svg("circle", { class: "disc", cx: num(p.x), cy: num(p.y), r }));
      const src = t.picture ? this.pictureURL(t.picture) : "";
      if (src) {
        const id = "clip" + i;
        this.defs.append(svg("clipPath", { id }, svg("circle", { cx: num(p.x), cy: num(p.y), r: r - 1.5 })));
        g.append(svg("image", { href: src, x: num(p.x - r), y: num(p.y - r), width: 2 * r, height: 2 * r, "clip-path": "url(#" + id + ")", preserveAspectRatio: "xMidYMid slice" }));
      } else {
        g.append(svg("text", { class: "initials", x: num(p.x), y: num(p.y), "font-size": num(r * 0.85), "font-family": fontFamily, text: initials(t.name) }));
      }
      g.append(svg("circle", { class: "ring", cx: num(p.x), cy: num(p.y), r }));
      if (t.mine) g.append(svg("circle", { class: "own", cx: num(p.x), cy: num(p.y), r: r + 4 }));
      if (t.status === "dead") {
        const d = r * 0.7;
        g.append(svg("path", { class: "dead", d: `M${num(p.x - d)} ${num(p.y - d)}L${num(p.x + d)} ${num(p.y + d)}M${num(p.x - d)} ${num(p.y + d)}L${num(p.x + d)} ${num(p.y - d)}` }));
      }
      layer.append(g);
    });
  }

  drawHighlights(h) {
    const layer = this.layers.glow;
    layer.replaceChildren();
    if (!h) return;
    const halo = (id, cls, grow, text) => {
      const a = this.lay.areas.get(id);
      if (!a) return;
      const b = a.box;
      layer.append(svg("rect", { class: "halo " + cls, x: num(b.x - grow), y: num(b.y - grow), width: num(b.w + 2 * grow), height: num(b.h + 2 * grow), rx: 8 + grow }));
      if (text) {
        layer.append(svg("text", { class: "halo-text " + cls, x: num(b.x + b.w + grow), y: num(b.y - grow - 3), "font-size": 12, "font-family": fontFamily, text }));
      }
    };
    for (const w of h.weapons || []) for (const t of w.targets || []) halo(t, "weapon", 14);
    for (const s of h.sight || []) halo(s, "sight", 10);
    for (const m of h.moves || []) halo(m.area, "reach", 5, m.moves === 1 ? "1 move" : m.moves + " moves");
    if (h.from) halo(h.from, "from", 5);
  }

  // select marks the area id as the one the player looks at ("" none).
  select(id) {
    this.selected = id;
    for (const g of this.layers.areas.querySelectorAll(".area")) {
      g.classList.toggle("chosen", g.getAttribute("data-area") === id);
    }
  }

  // ping flashes the area id for a moment.
  ping(id) {
    const a = this.lay && this.lay.areas.get(id);
    if (!a) return;
    const c = { x: a.box.x + a.box.w / 2, y: a.box.y + a.box.h / 2 };
    const ring = svg("circle", { class: "ping", cx: num(c.x), cy: num(c.y), r: Math.max(a.box.w, a.box.h) / 2 + 6 });
    const box = svg("rect", { class: "ping-box", x: num(a.box.x - 4), y: num(a.box.y - 4), width: num(a.box.w + 8), height: num(a.box.h + 8), rx: 12 });
    this.layers.pings.append(ring, box);
    setTimeout(() => {
      ring.remove();
      box.remove();
    }, 2400);
  }

  // ownPlace is where the seat's own token stands, if it is drawn.
  ownPlace(tokens) {
    const t = (tokens || []).find((x) => x.mine);
    return t ? this.places.get(t.id) : undefined;
  }

  // areaName is the name of the area id, if it is on the board.
  areaName(id) {
    const a = this.lay && this.lay.areas.get(id);
    return a ? a.area.name : "";
  }
}

// initials are the letters inside a token, as on the board: the first
// letters of the first two words, or one word's first two letters.
export function initials(name) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return "?";
  if (words.length === 1) {
    const w = [...words[0]];
    if (w.length < 2) return w[0].toUpperCase();
    const two = w[0] + w[1];
    return two.toUpperCase() === two ? two : w[0].toUpperCase() + w[1].toLowerCase();
  }
  return ([...words[0]][0] + [...words[1]][0]).toUpperCase();
}
