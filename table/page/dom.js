// Small helpers to build the page's elements: HTML and SVG, text always
// as text (never parsed markup), attributes set one by one.
"use strict";

const SVG = "http://www.w3.org/2000/svg";

// el makes an HTML element with attributes and children (strings become
// text nodes).
export function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  return fill(e, attrs, kids);
}

// svg makes an SVG element the same way.
export function svg(tag, attrs, ...kids) {
  const e = document.createElementNS(SVG, tag);
  return fill(e, attrs, kids);
}

function fill(e, attrs, kids) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "text") e.textContent = v;
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  for (const k of kids) {
    if (k === undefined || k === null || k === false) continue;
    e.append(typeof k === "string" ? document.createTextNode(k) : k);
  }
  return e;
}

// byId is the element with id.
export function byId(id) {
  return document.getElementById(id);
}

// num rounds a map coordinate for an attribute.
export function num(v) {
  return Math.round(v * 100) / 100;
}
