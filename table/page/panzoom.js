// The board's own pan and zoom: drag to pan, the wheel or a pinch to
// zoom about the pointer, buttons to zoom and fit; and the gestures on
// areas: a tap chooses an area, a long press pings it.
"use strict";

const minZoom = 0.1, maxZoom = 12;
const tapSlop = 8; // px a tap may wander
const holdMs = 550; // a press this long is a ping

export class PanZoom {
  // svg: the board's <svg>; world: the group it moves; bounds(): what a
  // fit shows (map units); tap(areaId), hold(areaId): the gestures.
  constructor(svg, world, bounds, tap, hold) {
    Object.assign(this, { svg, world, bounds, tap, hold });
    this.k = 1;
    this.x = 0;
    this.y = 0;
    this.pointers = new Map();
    this.press = null;
    svg.addEventListener("wheel", (e) => this.wheel(e), { passive: false });
    svg.addEventListener("pointerdown", (e) => this.down(e));
    svg.addEventListener("pointermove", (e) => this.move(e));
    svg.addEventListener("pointerup", (e) => this.up(e));
    svg.addEventListener("pointercancel", (e) => this.cancel(e));
    svg.addEventListener("contextmenu", (e) => e.preventDefault());
    svg.addEventListener("keydown", (e) => this.key(e));
    new ResizeObserver(() => {
      if (!this.moved) this.fit();
    }).observe(svg);
  }

  apply() {
    this.world.setAttribute("transform", `translate(${this.x.toFixed(2)} ${this.y.toFixed(2)}) scale(${this.k.toFixed(5)})`);
  }

  // fit shows the whole map with a margin.
  fit() {
    const b = this.bounds();
    const r = this.svg.getBoundingClientRect();
    if (!b || r.width < 10 || r.height < 10) return;
    const margin = Math.min(24, r.width / 40);
    const k = Math.min((r.width - 2 * margin) / b.w, (r.height - 2 * margin) / b.h);
    this.k = Math.max(minZoom, Math.min(maxZoom, k));
    this.x = r.width / 2 - (b.x + b.w / 2) * this.k;
    this.y = r.height / 2 - (b.y + b.h / 2) * this.k;
    this.moved = false;
    this.apply();
  }

  // start is the first view: the whole map, unless that makes its names
  // too small to read (a phone): then names at a readable size, centred
  // on the point given (the player's own token) or on the map.
  start(labelSize, at) {
    this.fit();
    const readable = 11 / labelSize;
    if (this.k >= readable) return;
    const b = this.bounds();
    const r = this.svg.getBoundingClientRect();
    const c = at || { x: b.x + b.w / 2, y: b.y + b.h / 2 };
    this.k = readable;
    // Keep the view on the map: no side left empty past its edge.
    const half = { x: r.width / 2 / this.k, y: r.height / 2 / this.k };
    const cx = b.w > 2 * half.x ? Math.min(Math.max(c.x, b.x + half.x), b.x + b.w - half.x) : b.x + b.w / 2;
    const cy = b.h > 2 * half.y ? Math.min(Math.max(c.y, b.y + half.y), b.y + b.h - half.y) : b.y + b.h / 2;
    this.x = r.width / 2 - cx * this.k;
    this.y = r.height / 2 - cy * this.k;
    this.moved = true;
    this.apply();
  }

  // zoomBy zooms by factor f about the point (px, py) of the svg.
  zoomBy(f, px, py) {
    const r = this.svg.getBoundingClientRect();
    if (px === undefined) {
      px = r.width / 2;
      py = r.height / 2;
    }
    const k = Math.max(minZoom, Math.min(maxZoom, this.k * f));
    this.x = px - ((px - this.x) * k) / this.k;
    this.y = py - ((py - this.y) * k) / this.k;
    this.k = k;
    this.moved = true;
    this.apply();
  }

  local(e) {
    const r = this.svg.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  wheel(e) {
    e.preventDefault();
    const p = this.local(e);
    const lines = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    this.zoomBy(Math.exp(-e.deltaY * lines * 0.0015), p.x, p.y);
  }

  down(e) {
    this.svg.setPointerCapture(e.pointerId);
    this.pointers.set(e.pointerId, this.local(e));
    if (this.pointers.size === 1) {
      const area = areaOf(e.target);
      const start = this.local(e);
      this.press = { area, start, timer: 0 };
      if (area) {
        this.press.timer = setTimeout(() => {
          if (this.press && this.press.area === area) {
            this.press.held = true;
            this.hold(area);
          }
        }, holdMs);
      }
    } else {
      this.endPress();
    }
  }

  move(e) {
    if (!this.pointers.has(e.pointerId)) return;
    const prev = this.pointers.get(e.pointerId);
    const now = this.local(e);
    if (this.pointers.size === 1) {
      if (this.press && !this.press.dragging && Math.hypot(now.x - this.press.start.x, now.y - this.press.start.y) < tapSlop) return;
      if (this.press) {
        clearTimeout(this.press.timer);
        this.press.dragging = true;
      }
      this.x += now.x - prev.x;
      this.y += now.y - prev.y;
      this.moved = true;
      this.apply();
    } else if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.entries()].map(([id, p]) => (id === e.pointerId ? now : p));
      const [a0, b0] = [...this.pointers.values()];
      const d0 = Math.hypot(a0.x - b0.x, a0.y - b0.y), d1 = Math.hypot(a.x - b.x, a.y - b.y);
      const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
      this.x += mx - (a0.x + b0.x) / 2;
      this.y += my - (a0.y + b0.y) / 2;
      if (d0 > 0) this.zoomBy(d1 / d0, mx, my);
      this.apply();
    }
    this.pointers.set(e.pointerId, now);
  }

  up(e) {
    this.pointers.delete(e.pointerId);
    const p = this.press;
    if (p && this.pointers.size === 0) {
      clearTimeout(p.timer);
      if (!p.dragging && !p.held) this.tap(p.area || "");
      this.press = null;
    }
  }

  cancel(e) {
    this.pointers.delete(e.pointerId);
    this.endPress();
  }

  endPress() {
    if (this.press) clearTimeout(this.press.timer);
    this.press = null;
  }

  // key: Enter or Space on a focused area chooses it, P pings it; the
  // arrows pan and + and - zoom.
  key(e) {
    const area = areaOf(e.target);
    const step = 40;
    const moves = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (area && (e.key === "Enter" || e.key === " ")) this.tap(area);
    else if (area && (e.key === "p" || e.key === "P")) this.hold(area);
    else if (e.key === "+" || e.key === "=") this.zoomBy(1.25);
    else if (e.key === "-") this.zoomBy(0.8);
    else if (moves[e.key]) {
      this.x += moves[e.key][0];
      this.y += moves[e.key][1];
      this.moved = true;
      this.apply();
    } else return;
    e.preventDefault();
  }
}

function areaOf(target) {
  const g = target && target.closest && target.closest("[data-area]");
  return g ? g.getAttribute("data-area") : "";
}
