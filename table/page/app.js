// The table's page: it keeps one live connection to the table, follows
// the game and sends the player's answers. The board is drawn from the
// state's board as SVG; this script shows the table's words.
"use strict";
(function () {
  const main = document.getElementById("table");
  const params = new URLSearchParams(location.search);
  let guest = params.get("guest") || "";
  let closed = false;
  let last = null;

  function el(tag, text, cls) {
    const e = document.createElement(tag);
    if (text !== undefined) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }

  function show(nodes) {
    main.replaceChildren(...nodes);
  }

  function keep(key) {
    if (!key || key === guest) return;
    guest = key;
    params.set("guest", key);
    history.replaceState(null, "", location.pathname + "?" + params.toString());
  }

  function connect() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const q = guest ? "?guest=" + encodeURIComponent(guest) : "";
    const ws = new WebSocket(proto + "//" + location.host + location.pathname + "live" + q);
    ws.onmessage = (ev) => receive(ws, JSON.parse(ev.data));
    ws.onclose = () => {
      if (!closed) setTimeout(connect, 2000);
    };
  }

  function receive(ws, m) {
    if (m.guest) keep(m.guest);
    switch (m.type) {
      case "lobby": return lobby(ws);
      case "state": return state(ws, m.state);
      case "refused": return note(m.reason);
      case "removed": closed = true; return show([el("p", "The GM removed you from the table.")]);
      case "closed": closed = true; return show([el("p", "The table is closed.")]);
    }
  }

  function lobby(ws) {
    const name = el("input");
    name.placeholder = "Your name";
    name.maxLength = 40;
    const go = el("button", "Tell the GM");
    go.onclick = () => ws.send(JSON.stringify({ type: "hello", name: name.value }));
    show([el("p", "Waiting for the GM to let you in."), name, go]);
  }

  function note(text) {
    const p = document.getElementById("note") || el("p");
    p.id = "note";
    p.textContent = text;
    main.append(p);
  }

  function state(ws, st) {
    if (st.board) last = st.board;
    const send = (o) => ws.send(JSON.stringify(o));
    const out = [el("h1", last ? last.title : ""), el("p", st.banner, "banner")];
    if (st.seat.characterName) out.push(el("p", "You play " + st.seat.characterName + "."));
    const d = st.decision;
    if (d) {
      out.push(el("p", d.prompt, "prompt"));
      if (d.dice) {
        const b = el("button", "Roll for me");
        b.onclick = () => send({ type: "answer", decision: d.id, roll: true });
        out.push(b);
      }
      (d.options || []).forEach((label, i) => {
        const b = el("button", label);
        b.onclick = () => send({ type: "answer", decision: d.id, option: i });
        out.push(b);
      });
    } else if (st.waiting) {
      out.push(el("p", "Waiting for " + st.waiting + "."));
    }
    (st.acts || []).filter((a) => a.legal).forEach((a) => {
      const b = el("button", a.label + (a.hitChance ? " (" + a.hitChance + ")" : ""));
      b.onclick = () => send({ type: "act", act: a.id });
      out.push(b);
    });
    if (st.canPass) {
      const b = el("button", "No reaction");
      b.onclick = () => send({ type: "pass" });
      out.push(b);
    }
    const turns = el("ul");
    (st.turns || []).forEach((r) => turns.append(el("li", r.text)));
    out.push(turns);
    const log = el("ol");
    (st.log || []).forEach((l) => log.append(el("li", l)));
    out.push(log);
    show(out);
  }

  connect();
})();
