// The decision the engine waits on from this seat, as a form: options as
// buttons, a number in its range, dice ("Roll for me" or the dice the
// player threw), a spread over locations, a choice of items; withdraw
// when the act may still be taken back. Each answer is one "answer".
"use strict";

import { el } from "./dom.js";

// showDecision fills box with decision d; send(req) sends a request.
export function showDecision(box, d, send) {
  if (!d) {
    box.hidden = true;
    box.replaceChildren();
    box.removeAttribute("data-decision");
    return;
  }
  if (box.getAttribute("data-decision") === d.id && !box.hidden) return; // keep what the player typed
  box.setAttribute("data-decision", d.id);
  box.hidden = false;
  const answer = (fields) => {
    if (send({ type: "answer", decision: d.id, ...fields })) {
      for (const c of box.querySelectorAll("button, input")) c.disabled = true;
      box.classList.add("sent");
    }
  };
  const kids = [el("h2", { id: "decision-prompt", text: d.prompt })];
  if (d.lastRoll) kids.push(el("p", { class: "lastroll", text: d.lastRoll }));
  if (d.options) kids.push(options(d.options, answer));
  else if (d.range) kids.push(range(d.range, answer));
  else if (d.dice) kids.push(dice(d.dice, answer));
  else if (d.spread) kids.push(spread(d.spread, answer));
  else if (d.items) kids.push(items(d.items, answer));
  if (d.canWithdraw) {
    const w = el("button", { type: "button", class: "withdraw", text: "Withdraw the act" });
    w.addEventListener("click", () => send({ type: "withdraw", decision: d.id }));
    kids.push(el("p", {}, w));
  }
  box.classList.remove("sent");
  box.replaceChildren(...kids);
  const first = box.querySelector("input, button");
  if (first) first.focus({ preventScroll: true });
}

function options(list, answer) {
  const row = el("div", { class: "choices" });
  list.forEach((label, i) => {
    const b = el("button", { type: "button", text: label });
    b.addEventListener("click", () => answer({ option: i }));
    row.append(b);
  });
  return row;
}

// form is a form whose submit calls ok, with a message line for what
// does not fit.
function form(cls, ok, ...kids) {
  const note = el("p", { class: "formnote", role: "status" });
  const f = el("form", { class: cls }, ...kids, note);
  f.addEventListener("submit", (e) => {
    e.preventDefault();
    const why = ok();
    note.textContent = why || "";
  });
  return f;
}

function range(r, answer) {
  const input = el("input", { id: "answer-number", type: "number", min: r.min, max: r.max, step: 1, value: r.min, inputmode: "numeric", required: true });
  return form("range", () => {
    const n = Number(input.value);
    if (!Number.isInteger(n) || n < r.min || n > r.max) return `A whole number from ${r.min} to ${r.max}.`;
    answer({ number: n });
  }, el("label", { for: "answer-number", text: `A number from ${r.min} to ${r.max}` }), input, el("button", { type: "submit", text: "Answer" }));
}

function dice(dc, answer) {
  const roll = el("button", { type: "button", class: "roll", text: "Roll for me" });
  roll.addEventListener("click", () => answer({ roll: true }));
  const digits = dc.one ? 1 : 2;
  const input = el("input", {
    id: "answer-dice", inputmode: "numeric", autocomplete: "off", maxlength: digits, pattern: dc.one ? "[0-9]" : "[0-9]{2}",
    placeholder: dc.example || (dc.one ? "7" : "34"), size: 3, required: true,
  });
  const typed = form("dice", () => {
    const v = input.value.trim();
    if (!new RegExp("^[0-9]{" + digits + "}$").test(v)) return dc.one ? "Type the one die you threw: a digit." : "Type the two digits your dice show, tens first: 07, 34, 00.";
    answer({ dice: v });
  }, el("label", { for: "answer-dice", text: dc.one ? "I rolled (one die):" : "I rolled:" }), input, el("button", { type: "submit", text: "Answer" }));
  return el("div", { class: "dicebox" }, el("p", {}, roll), el("p", { class: "or", text: "or throw your own dice" }), typed);
}

function spread(sp, answer) {
  const inputs = [];
  const total = el("span", { class: "total" });
  const count = () => inputs.reduce((n, i) => n + (Number(i.input.value) || 0), 0);
  const show = () => {
    total.textContent = `${count()} of ${sp.total} placed` + (sp.maxLocations ? `, on at most ${sp.maxLocations} ${sp.maxLocations === 1 ? "location" : "locations"}` : "");
  };
  const rows = sp.locations.map((loc, i) => {
    const id = "spread-" + i;
    const input = el("input", { id, type: "number", min: 0, max: loc.limit || sp.total, step: 1, value: 0, inputmode: "numeric" });
    input.addEventListener("input", show);
    inputs.push({ loc, input });
    return el("div", { class: "spreadrow" }, el("label", { for: id, text: loc.name + (loc.limit ? ` (up to ${loc.limit})` : "") }), input);
  });
  show();
  return form("spread", () => {
    const parts = [];
    for (const { loc, input } of inputs) {
      const n = Number(input.value) || 0;
      if (!Number.isInteger(n) || n < 0) return "Whole numbers only.";
      if (loc.limit && n > loc.limit) return `${loc.name} takes at most ${loc.limit}.`;
      if (n > 0) parts.push({ location: loc.location, count: n });
    }
    const n = count();
    if (sp.fill ? n > sp.total : n !== sp.total) return sp.fill ? `At most ${sp.total}.` : `Place exactly ${sp.total}.`;
    if (sp.maxLocations && parts.length > sp.maxLocations) return `At most ${sp.maxLocations} locations.`;
    if (!parts.length) return "Place at least one.";
    answer({ spread: parts });
  }, ...rows, el("p", {}, total), el("button", { type: "submit", text: "Answer" }));
}

function items(list, answer) {
  const boxes = list.map((name, i) => {
    const id = "item-" + i;
    const input = el("input", { id, type: "checkbox", value: i });
    return { input, row: el("div", { class: "itemrow" }, input, el("label", { for: id, text: name })) };
  });
  return form("items", () => {
    const picked = boxes.filter((b) => b.input.checked).map((b) => Number(b.input.value));
    answer(picked.length ? { items: picked } : { noItems: true });
  }, ...boxes.map((b) => b.row), el("button", { type: "submit", text: "Answer" }));
}

// reopen lets the player answer again after an answer was refused.
export function reopen(box) {
  box.classList.remove("sent");
  for (const c of box.querySelectorAll("button, input")) c.disabled = false;
}
