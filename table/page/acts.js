// The acts list: what the player's character can do now first, grouped
// (attacks with their chance to hit, moves, the rest), then, folded
// under "Not possible now (N)", the acts the engine lists as not allowed,
// each with its reason. An area the player tapped narrows both to the
// acts moving there or aimed at someone standing there.
"use strict";

import { el, byId } from "./dom.js";

const groups = [
  { name: "attacks", head: "Attacks", has: (a) => a.kind === "attack" || a.kind === "grapple" || a.kind.startsWith("aoe-") || !!a.hitChance },
  { name: "moves", head: "Moves", has: (a) => a.kind === "move" || a.kind === "drag" },
  { name: "other", head: "Other acts", has: () => true },
];

// groupOf is the group an act is listed in.
function groupOf(a) {
  return groups.find((g) => g.has({ ...a, kind: a.kind || "" }));
}

// showActs lists st's acts (narrowed to filter.area when set); send
// takes one. It returns how many acts are possible.
export function showActs(st, filter, send) {
  const list = byId("acts");
  const tokens = new Map((st.tokens || []).map((t) => [t.id, t]));
  let acts = st.acts || [];
  if (filter.area) acts = acts.filter((a) => a.to === filter.area || (a.target && tokens.get(a.target) && tokens.get(a.target).area === filter.area));
  const legal = acts.filter((a) => a.legal), illegal = acts.filter((a) => !a.legal);
  const kids = [];
  for (const g of groups) {
    const these = legal.filter((a) => groupOf(a) === g);
    if (!these.length) continue;
    kids.push(el("li", { class: "group", "data-group": g.name }, el("h3", { id: "acts-" + g.name, text: g.head }),
      el("ul", { "aria-labelledby": "acts-" + g.name }, ...these.map((a) => el("li", {}, actButton(a, send))))));
  }
  if (st.canPass) {
    const b = el("button", { type: "button", class: "act pass", text: "No reaction" });
    b.addEventListener("click", () => send({ type: "pass" }));
    kids.push(el("li", { class: "group" }, b));
  }
  if (illegal.length) kids.push(notNow(illegal));
  list.replaceChildren(...kids);
  const f = byId("acts-filter");
  f.hidden = !filter.area;
  if (filter.area) {
    f.firstChild.textContent = `At ${filter.name}: ` + (acts.length ? `${legal.length} possible, ${illegal.length} not now.` : "nothing to do.");
  }
  byId("acts-none").hidden = kids.length > 0 || !!filter.area;
  return legal.length;
}

// actButton is a possible act: tapping it takes it.
function actButton(a, send) {
  const b = el("button", { type: "button", class: "act" + (a.reaction ? " reaction" : ""), "data-act": a.id },
    el("span", { class: "label", text: a.label }),
    a.hitChance ? el("span", { class: "chance", text: a.hitChance + " to hit" }) : null,
    a.reaction ? el("span", { class: "tag", text: "reaction" }) : null);
  b.addEventListener("click", () => send({ type: "act", act: a.id }));
  return b;
}

// notOpen remembers whether the player unfolded the acts not possible
// now, across the redraws each new state makes.
let notOpen = false;

// notNow is the folded list of the acts not allowed now, with reasons.
function notNow(acts) {
  const rows = acts.map((a, i) => el("li", { class: "notnow", "data-act": a.id },
    el("span", { class: "label", text: a.label }),
    a.hitChance ? el("span", { class: "chance", text: a.hitChance + " to hit" }) : null,
    el("span", { class: "reason", id: "act-why-" + i, text: a.reason || "Not allowed now." })));
  const d = el("details", { class: "notnow-box" }, el("summary", { text: `Not possible now (${acts.length})` }), el("ul", {}, ...rows));
  d.open = notOpen;
  d.addEventListener("toggle", () => (notOpen = d.open));
  return el("li", { class: "group" }, d);
}
