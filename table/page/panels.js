// The side panels: the acts list (the engine's listing, the illegal ones
// greyed with their reason, filtered to an area the player tapped), the
// turn list, the log, the seat's own sheet, and the tabs between them.
"use strict";

import { el, byId } from "./dom.js";

// tabs wires the tab buttons to their panels.
export function tabs() {
  const all = [...document.querySelectorAll('[role="tab"]')];
  const pick = (tab) => {
    for (const t of all) {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      byId(t.getAttribute("aria-controls")).hidden = !on;
    }
  };
  all.forEach((t, i) => {
    t.addEventListener("click", () => pick(t));
    t.addEventListener("keydown", (e) => {
      const d = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
      if (!d) return;
      const next = all[(i + d + all.length) % all.length];
      pick(next);
      next.focus();
    });
  });
  pick(all[0]);
  return (id) => pick(byId(id));
}

// showActs lists acts (filtered to the area filter.area when set: acts
// moving there or aimed at someone standing there); send takes one.
export function showActs(st, filter, send) {
  const list = byId("acts");
  const tokens = new Map((st.tokens || []).map((t) => [t.id, t]));
  let acts = st.acts || [];
  if (filter.area) acts = acts.filter((a) => a.to === filter.area || (a.target && tokens.get(a.target) && tokens.get(a.target).area === filter.area));
  const rows = acts.map((a, i) => {
    const why = a.legal ? null : el("span", { class: "reason", id: "act-why-" + i, text: a.reason || "Not allowed now." });
    const b = el("button", { type: "button", class: "act" + (a.reaction ? " reaction" : ""), "data-act": a.id, "aria-describedby": why ? "act-why-" + i : undefined, disabled: !a.legal },
      el("span", { class: "label", text: a.label }),
      a.hitChance ? el("span", { class: "chance", text: a.hitChance + " to hit" }) : null,
      a.reaction ? el("span", { class: "tag", text: "reaction" }) : null);
    if (a.legal) b.addEventListener("click", () => send({ type: "act", act: a.id }));
    return el("li", {}, b, why);
  });
  if (st.canPass) {
    const b = el("button", { type: "button", class: "act pass", text: "No reaction" });
    b.addEventListener("click", () => send({ type: "pass" }));
    rows.push(el("li", {}, b));
  }
  list.replaceChildren(...rows);
  const f = byId("acts-filter");
  f.hidden = !filter.area;
  if (filter.area) f.firstChild.textContent = `What you can do at ${filter.name}: ${acts.length ? acts.length : "nothing"}.`;
  byId("acts-none").hidden = rows.length > 0 || !!filter.area;
  return acts.length;
}

// showTurns writes the turn list: team headings, and each combatant with
// whose turn it is marked.
export function showTurns(st) {
  const mine = (st.seat && st.seat.character) || "";
  const rows = (st.turns || []).map((r) => {
    if (r.heading) return el("li", { class: "heading", text: r.text });
    const cls = ["row"];
    if (r.acting) cls.push("acting");
    if (r.acted) cls.push("acted");
    if (r.status && r.status !== "conscious") cls.push("down");
    if (r.id && r.id === mine) cls.push("mine");
    return el("li", { class: cls.join(" ") }, r.acting ? el("span", { class: "now", text: "▶ " }) : null, r.text);
  });
  if (!rows.length) rows.push(el("li", { class: "none", text: "No combat yet." }));
  byId("turns").replaceChildren(...rows);
}

// showLog writes the log lines, newest last, and keeps the newest in view.
export function showLog(st) {
  const log = byId("log");
  const lines = st.log || [];
  if (log.childElementCount === lines.length && (!lines.length || log.lastChild.textContent === lines[lines.length - 1])) return;
  log.replaceChildren(...lines.map((l) => el("li", { text: l })));
  if (!lines.length) log.append(el("li", { class: "none", text: "Nothing has happened yet." }));
  const panel = byId("panel-log");
  panel.scrollTop = panel.scrollHeight;
}

// showSheet shows the seat's sheet, an SVG page whose text stays text.
// Only drawing elements are kept: nothing that runs or fetches.
export function showSheet(sheet) {
  const box = byId("sheet");
  const doc = new DOMParser().parseFromString(sheet.svg, "image/svg+xml");
  const root = doc.documentElement;
  if (root.nodeName !== "svg" || doc.querySelector("parsererror")) {
    box.replaceChildren(el("p", { class: "none", text: "The sheet could not be shown." }));
    return;
  }
  for (const bad of root.querySelectorAll("script, foreignObject, iframe, a, use, image, style, animate, set")) bad.remove();
  for (const e of [root, ...root.querySelectorAll("*")]) {
    for (const at of [...e.attributes]) {
      if (/^on/i.test(at.name) || /href$/i.test(at.name) || at.name === "style") e.removeAttribute(at.name);
    }
  }
  root.removeAttribute("width");
  root.removeAttribute("height");
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", "The character sheet of " + sheet.name);
  root.classList.add("sheetpage");
  box.replaceChildren(document.importNode(root, true));
}

// noSheet is the sheet panel of a spectator: no character, no sheet.
export function noSheet() {
  byId("sheet").replaceChildren(el("p", { class: "none", text: "You watch: no sheet of your own." }));
}
