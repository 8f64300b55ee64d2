// The live connection to the table: one WebSocket, the guest's key kept
// in the page's address (?guest=KEY) so a reload or a reconnect resumes
// the same guest, and a reconnect after a drop with a growing pause.
"use strict";

const firstPause = 500; // ms before the first retry
const longestPause = 15000;

export class Table {
  // handlers: message(m), status(text or ""), gone() when the table's
  // address no longer answers (the table was closed while away).
  constructor(handlers) {
    this.on = handlers;
    this.params = new URLSearchParams(location.search);
    this.guest = this.params.get("guest") || "";
    this.pause = firstPause;
    this.final = false;
    this.ws = null;
    this.tries = 0;
  }

  connect() {
    if (this.final) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const q = this.guest ? "?guest=" + encodeURIComponent(this.guest) : "";
    const ws = new WebSocket(proto + "//" + location.host + location.pathname + "live" + q);
    this.ws = ws;
    ws.addEventListener("open", () => {
      this.pause = firstPause;
      this.tries = 0;
      this.on.status("");
    });
    ws.addEventListener("message", (ev) => {
      let m;
      try {
        m = JSON.parse(ev.data);
      } catch {
        return;
      }
      if (m.guest) this.keep(m.guest);
      if (m.type === "removed" || m.type === "closed") this.final = true;
      this.on.message(m);
    });
    ws.addEventListener("close", () => {
      if (this.ws !== ws || this.final) return;
      this.ws = null;
      this.retry();
    });
  }

  // retry waits, longer each time, then connects again; a table that
  // no longer knows its own address was closed.
  retry() {
    this.tries++;
    this.on.status("Reconnecting…");
    const wait = this.pause;
    this.pause = Math.min(this.pause * 2, longestPause);
    setTimeout(async () => {
      if (this.tries > 1 && (await this.tableGone())) {
        this.final = true;
        this.on.gone();
        return;
      }
      this.connect();
    }, wait);
  }

  async tableGone() {
    try {
      const r = await fetch(location.pathname, { method: "HEAD", cache: "no-store" });
      return r.status === 404;
    } catch {
      return false; // no answer at all: the network, or the app restarting
    }
  }

  keep(key) {
    if (key === this.guest) return;
    this.guest = key;
    this.params.set("guest", key);
    history.replaceState(null, "", location.pathname + "?" + this.params.toString());
  }

  // send sends one request; false when there is no connection now.
  send(req) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(req));
    return true;
  }
}
