// What a screen reader is told as the game moves, in one polite live
// region: the player's turn coming, a new decision waiting on them, a
// reaction they may take. Each is said once, when it starts.
"use strict";

// announcer returns a function that, given each new state, writes what
// started into region.
export function announcer(region) {
  let turn = false, decision = "", react = false;
  return (st) => {
    const said = [];
    const me = (st.tokens || []).find((t) => t.mine);
    const nowTurn = !!(me && me.acting) && !st.over;
    if (nowTurn && !turn) said.push("Your turn.");
    turn = nowTurn;
    const d = st.decision;
    if (d && d.id !== decision) said.push("A decision for you: " + d.prompt + ".");
    decision = d ? d.id : "";
    if (st.canPass && !react) said.push("You may react.");
    react = !!st.canPass;
    if (said.length) region.textContent = said.join(" ");
  };
}
