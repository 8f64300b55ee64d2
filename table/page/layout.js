// The board's geometry, as the window's board lays it out: each area a
// box around its name (bold at the style's label size, padded, at least
// the minimum width) centred on the area's point, marks stacked under
// it, links between the boxes' outlines, and each area's tokens on the
// side of its box the fewest links leave from. Pure: no drawing here.
"use strict";

const font = '"Noto Sans", "DejaVu Sans", Arial, sans-serif';
const pen = document.createElement("canvas").getContext("2d");

// measure is the width and height of text at size, bold or not.
export function measure(text, size, bold) {
  pen.font = (bold ? "bold " : "") + size + "px " + font;
  const m = pen.measureText(text);
  const h = m.fontBoundingBoxAscent + m.fontBoundingBoxDescent;
  return { w: m.width, h: h > 0 ? h : size * 1.2 };
}

export const fontFamily = font;

// TokenRadius is a token's radius in map units, as on the board.
export const tokenRadius = 14;
const tokensPerRow = 4;

// layout is the geometry of board b: areas by id, links, the bounds.
export function layout(b) {
  const st = b.style;
  const areas = new Map();
  let bounds = null;
  for (const a of b.areas) {
    const t = measure(a.name, st.labelSize, true);
    const w = Math.max(t.w + 2 * st.padX, st.minWidth);
    const h = t.h + 2 * st.padY;
    const box = { x: a.x - w / 2, y: a.y - h / 2, w, h };
    const marks = [];
    let widest = 0;
    for (const m of a.marks || []) widest = Math.max(widest, measure(m.label, st.noteSize, false).w);
    const left = a.x - (st.markSize + 4 + widest) / 2;
    let y = box.y + h + st.markGap + st.markSize / 2;
    let below = box.y + h;
    for (const m of a.marks || []) {
      const mh = measure(m.label, st.noteSize, false).h;
      marks.push({ label: m.label, hazard: !!m.hazard, x: left + st.markSize / 2, y, labelX: left + st.markSize + 4 });
      below = y + st.markSize / 2;
      y += Math.max(mh, st.markSize) + 2;
    }
    const extent = { x: Math.min(box.x, left), y: box.y, w: Math.max(w, st.markSize + 4 + widest), h: below - box.y };
    areas.set(a.id, { area: a, box, marks, below, markBox: marks.length ? { x: left, y: box.y + h, w: st.markSize + 4 + widest, h: below - box.y - h } : null });
    bounds = union(bounds, extent);
  }
  const links = [];
  for (const l of b.links) {
    const A = areas.get(l.a), B = areas.get(l.b);
    if (!A || !B) continue;
    links.push(linkShape(l, A.box, B.box, st));
  }
  return { areas, links, bounds: bounds || { x: 0, y: 0, w: 100, h: 100 }, style: st };
}

function centre(r) {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

export function union(a, b) {
  if (!a) return { ...b };
  const x = Math.min(a.x, b.x), y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

// linkShape is the visible part of a link: from outline to outline, a
// gap off each box, with its direction and normal.
function linkShape(link, a, b, st) {
  const ca = centre(a), cb = centre(b);
  const dx = cb.x - ca.x, dy = cb.y - ca.y;
  const len = Math.hypot(dx, dy);
  if (len === 0) return { link, start: ca, end: cb, dir: { x: 1, y: 0 } };
  const dir = { x: dx / len, y: dy / len };
  const ea = exit(a, dir) + st.linkGap, eb = exit(b, dir) + st.linkGap;
  let start = { x: ca.x + dir.x * ea, y: ca.y + dir.y * ea };
  let end = { x: cb.x - dir.x * eb, y: cb.y - dir.y * eb };
  if ((end.x - start.x) * dir.x + (end.y - start.y) * dir.y < 0) {
    start = ca;
    end = cb;
  }
  return { link, start, end, dir };
}

function exit(r, dir) {
  let t = Infinity;
  if (dir.x !== 0) t = Math.min(t, r.w / 2 / Math.abs(dir.x));
  if (dir.y !== 0) t = Math.min(t, r.h / 2 / Math.abs(dir.y));
  return t;
}

export function normal(s) {
  return { x: -s.dir.y, y: s.dir.x };
}

export function mid(s) {
  return { x: (s.start.x + s.end.x) / 2, y: (s.start.y + s.end.y) / 2 };
}

// tick is the cover tick at one end of a link, just outside the box.
export function tick(s, atA, st) {
  let off = 7 - st.linkGap;
  let c;
  if (atA) {
    c = { x: s.start.x + s.dir.x * off, y: s.start.y + s.dir.y * off };
  } else {
    if (s.link.oneWay) off += st.arrowLen;
    c = { x: s.end.x - s.dir.x * off, y: s.end.y - s.dir.y * off };
  }
  const n = normal(s);
  const h = st.tickLen / 2;
  return [{ x: c.x - n.x * h, y: c.y - n.y * h }, { x: c.x + n.x * h, y: c.y + n.y * h }];
}

// tokenPlaces places each area's tokens (in the order given) in rows of
// four beside its box, on the first side (above, right, left, below)
// that no link crosses, else the one crossed least.
export function tokenPlaces(lay, tokens) {
  const r = tokenRadius;
  const byArea = new Map();
  for (const t of tokens) {
    if (!lay.areas.has(t.area)) continue;
    if (!byArea.has(t.area)) byArea.set(t.area, []);
    byArea.get(t.area).push(t.id);
  }
  const out = new Map();
  for (const [id, ids] of byArea) {
    const a = lay.areas.get(id);
    const near = lay.links.filter((s) => s.link.a === id || s.link.b === id);
    placeGroup(a, ids.length, r, near).forEach((p, i) => out.set(ids[i], p));
  }
  return out;
}

const shifts = [0, 1, -1, 2, -2, 3, -3];

function placeGroup(a, n, r, links) {
  let best = null, bestN = -1;
  for (const shift of shifts) {
    for (const side of ["above", "right", "left", "below"]) {
      const slots = groupSlots(a, side, shift, n, r);
      const c = crossings(slots, r, links, a.markBox);
      if (bestN < 0 || c < bestN) {
        best = slots;
        bestN = c;
      }
      if (c === 0) return best;
    }
  }
  return best;
}

function groupSlots(a, side, shift, n, r) {
  const gap = 3, step = 2 * r + gap;
  const c = centre(a.box);
  const out = [];
  for (let i = 0; i < n; i++) {
    const line = Math.floor(i / tokensPerRow), pos = i % tokensPerRow;
    const inLine = Math.min(tokensPerRow, n - line * tokensPerRow);
    const along = (pos - (inLine - 1) / 2 + shift) * step;
    const b = a.box;
    out.push({
      above: { x: c.x + along, y: b.y - r - gap - line * step },
      below: { x: c.x + along, y: a.below + r + gap + line * step },
      right: { x: b.x + b.w + r + gap + line * step, y: c.y + along },
      left: { x: b.x - r - gap - line * step, y: c.y + along },
    }[side]);
  }
  return out;
}

function crossings(slots, r, links, marks) {
  let n = 0;
  if (marks) {
    if (slots.some((p) => p.x > marks.x - r && p.x < marks.x + marks.w + r && p.y > marks.y - r && p.y < marks.y + marks.h + r)) n++;
  }
  for (const l of links) {
    if (slots.some((p) => distToSegment(p, l.start, l.end) < r + 2)) n++;
  }
  return n;
}

function distToSegment(p, a, b) {
  const abx = b.x - a.x, aby = b.y - a.y;
  const l2 = abx * abx + aby * aby;
  if (l2 === 0) return Math.hypot(p.x - a.x, p.y - a.y);
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / l2));
  return Math.hypot(p.x - a.x - abx * t, p.y - a.y - aby * t);
}
