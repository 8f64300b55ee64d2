// The table's page: the screens (lobby, the game, the end), and each
// message of the table given to the part of the page that shows it.
"use strict";

import { byId } from "./dom.js";
import { Table } from "./net.js";
import { Board } from "./board.js";
import { PanZoom } from "./panzoom.js";
import { showDecision, reopen } from "./decision.js";
import { tabs, showActs, showTurns, showLog, showSheet, noSheet } from "./panels.js";

const board = new Board(byId("board"), pictureURL);
const view = new PanZoom(byId("board"), board.world, () => board.bounds(), chooseArea, pingArea);
const pickTab = tabs();
let last = null; // the last state
let lastSeq = 0;
let fitted = false;
const filter = { area: "", name: "" };

const table = new Table({
  message: receive,
  status: (text) => {
    const c = byId("conn");
    c.textContent = text;
    c.hidden = !text;
  },
  gone: () => final("The GM closed the table", "The table is no longer open. Ask the GM for a new link if it opens again."),
});

// pictureURL is where a token's picture is (the table's own address
// below the page, "picture/ID?v=…") with the guest's key; anything else
// is not drawn.
function pictureURL(p) {
  if (!/^picture\/[A-Za-z0-9_-]+\?v=[A-Za-z0-9_-]+$/.test(p) || !table.guest) return "";
  return p + "&guest=" + encodeURIComponent(table.guest);
}

function send(req) {
  if (table.send(req)) return true;
  toast("Not connected: try again in a moment.");
  return false;
}

function screen(which) {
  byId("lobby").hidden = which !== "lobby";
  byId("game").hidden = which !== "game";
  byId("final").hidden = which !== "final";
  document.body.className = "on-" + which;
}

function receive(m) {
  switch (m.type) {
    case "lobby":
      return lobby();
    case "state":
      if (m.seq && m.seq < lastSeq) return;
      lastSeq = m.seq || lastSeq;
      return state(m.state);
    case "ping":
      return ping(m.ping);
    case "refused":
      if (m.of === "answer" || m.of === "withdraw") reopen(byId("decision"));
      return toast("Refused: " + (m.reason || "the table did not take that."));
    case "removed":
      return final("You were removed from the table", "The GM removed you from this table.");
    case "closed":
      return final("The GM closed the table", "The table is closed. Thank you for playing.");
  }
}

function lobby() {
  screen("lobby");
  byId("title").textContent = "Unhex Board";
  byId("banner").textContent = "";
}

byId("hello").addEventListener("submit", (e) => {
  e.preventDefault();
  const name = byId("name").value.trim();
  if (!name) return;
  if (send({ type: "hello", name })) {
    byId("lobby-wait").textContent = `Thank you, ${name}. Waiting for the GM to let you in.`;
  }
});

function state(st) {
  if (!st) return;
  screen("game");
  last = st;
  if (st.board) byId("title").textContent = st.board.title || "Unhex Board";
  byId("banner").textContent = st.banner || "";
  board.draw(st.board, st);
  if (!fitted && st.board) {
    fitted = true;
    const size = st.board.style.labelSize, own = board.ownPlace(st.tokens);
    requestAnimationFrame(() => view.start(size, own));
  }
  const seat = st.seat || {};
  const role = seat.characterName ? "play " + seat.characterName : "watch";
  byId("seat").textContent = seat.name ? `${seat.name}, you ${role}.` : `You ${role}.`;
  const over = byId("over");
  over.hidden = !st.over;
  over.textContent = st.over ? "The combat is over: " + st.over : "";
  showDecision(byId("decision"), st.decision, send);
  byId("waiting").textContent = st.waiting && !st.decision ? "Waiting for " + st.waiting + "." : "";
  if (filter.area && !board.areaName(filter.area)) chooseArea("");
  showActs(st, filter, send);
  showTurns(st);
  showLog(st);
  if (st.sheet) showSheet(st.sheet);
  else if (!seat.character) noSheet();
}

// chooseArea shows what the player may do at the area tapped ("" none).
function chooseArea(id) {
  const name = board.areaName(id);
  filter.area = name ? id : "";
  filter.name = name;
  board.select(filter.area);
  const box = byId("area");
  box.hidden = !name;
  if (!last) return;
  if (name) {
    byId("area-name").textContent = name;
    const here = (last.tokens || []).filter((t) => t.area === id).map((t) => t.name + (t.status !== "conscious" ? " (" + t.status + ")" : ""));
    byId("area-who").textContent = here.length ? "Here: " + here.join(", ") + "." : "No one here.";
    pickTab("tab-acts");
  }
  showActs(last, filter, send);
}

function pingArea(id) {
  if (board.areaName(id) && send({ type: "ping", area: id })) toast("You pinged " + board.areaName(id) + ".");
}

function ping(p) {
  if (!p) return;
  board.ping(p.area);
  const name = board.areaName(p.area);
  if (name && p.by) toast(p.by + " pings " + name + ".");
}

let toastTimer = 0;
function toast(text) {
  const t = byId("toast");
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (t.hidden = true), 4000);
}

function final(head, text) {
  screen("final");
  byId("final-head").textContent = head;
  byId("final-text").textContent = text;
  byId("banner").textContent = "";
  byId("conn").hidden = true;
}

byId("zoom-in").addEventListener("click", () => view.zoomBy(1.25));
byId("zoom-out").addEventListener("click", () => view.zoomBy(0.8));
byId("zoom-fit").addEventListener("click", () => view.fit());
byId("area-close").addEventListener("click", () => chooseArea(""));
byId("area-ping").addEventListener("click", () => pingArea(filter.area));
byId("acts-all").addEventListener("click", () => chooseArea(""));

table.connect();
