// Loads each .excalidraw file named on the command line through
// excalidraw's restore() (what excalidraw.com runs on a file it opens) and
// fails if restore changed, added or removed anything in our elements or
// in the appState fields we wrote. Runs in Node with jsdom standing in for
// the browser; excalidraw only needs a canvas context to measure text,
// which a stub provides (restore does not measure text unless asked to).
import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";

const dom = new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/", pretendToBeVisual: true });
for (const k of ["window", "document", "navigator", "HTMLElement", "Element", "Node", "getComputedStyle",
  "requestAnimationFrame", "cancelAnimationFrame", "DOMParser", "Image", "HTMLCanvasElement", "devicePixelRatio",
  "location", "localStorage", "matchMedia"]) {
  if (dom.window[k] !== undefined && globalThis[k] === undefined) {
    Object.defineProperty(globalThis, k, { value: dom.window[k], configurable: true, writable: true });
  }
}
const ctx = new Proxy({ filter: "none", measureText: (t) => ({ width: t.length * 10, actualBoundingBoxAscent: 10, actualBoundingBoxDescent: 3 }) },
  { get: (o, k) => (k in o ? o[k] : () => {}), has: () => true, set: (o, k, v) => { o[k] = v; return true; } });
dom.window.HTMLCanvasElement.prototype.getContext = () => ctx;
window.EXCALIDRAW_ASSET_PATH = "/";

const { restore } = await import("./build/excalidraw-restore.mjs");

// diff lists every path where b differs from a.
function diff(a, b, path, out) {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null)) {
    out.push(`${path}: ${JSON.stringify(a)} became ${JSON.stringify(b)}`);
    return;
  }
  if (a === null || typeof a !== "object") {
    if (a !== b) out.push(`${path}: ${JSON.stringify(a)} became ${JSON.stringify(b)}`);
    return;
  }
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!(k in b)) out.push(`${path}.${k}: removed`);
    else if (!(k in a)) out.push(`${path}.${k}: added as ${JSON.stringify(b[k])}`);
    else diff(a[k], b[k], `${path}.${k}`, out);
  }
}

let failed = 0;
for (const file of process.argv.slice(2)) {
  const data = JSON.parse(readFileSync(file, "utf8"));
  const restored = restore(data, null, null, { repairBindings: true, refreshDimensions: false });
  const problems = [];
  if (restored.elements.length !== data.elements.length) {
    problems.push(`restore kept ${restored.elements.length} of ${data.elements.length} elements`);
  }
  const byId = new Map(restored.elements.map((e) => [e.id, e]));
  for (const el of data.elements) {
    const back = byId.get(el.id);
    if (!back) problems.push(`element ${el.id}: dropped by restore`);
    else diff(el, JSON.parse(JSON.stringify(back)), `element ${el.id}`, problems);
  }
  for (const [k, v] of Object.entries(data.appState || {})) {
    diff(v, restored.appState[k], `appState.${k}`, problems);
  }
  if (problems.length) {
    failed++;
    console.log(`FAIL ${file}: restore changed ${problems.length} things:`);
    for (const p of problems.slice(0, 40)) console.log(`  ${p}`);
  } else {
    console.log(`ok   ${file}: ${data.elements.length} elements unchanged by excalidraw ${"0.18.1"} restore`);
  }
}
process.exit(failed ? 1 : 0);
