// XSS inputs for the operator-HTML pipeline: the hand-written corpus (bench/fixtures/xss-corpus.json)
// plus fuzzed inputs that mutate and combine its vectors, from a seeded PRNG so a seed replays a run.
// Shared by bench/xss.mjs (10,000 inputs) and apps/web-e2e/src/xss.spec.ts (the small run in npm test).
//
// Every sink call in an input is `__xss(<input id>)`, so a harness that defines __xss learns which
// input ran (the id survives most encodings; a harness re-renders a failing batch one by one anyway).
import { readFileSync } from 'node:fs';

const CORPUS_URL = new URL('../fixtures/xss-corpus.json', import.meta.url);

/** The corpus vectors: { id, category, html } with a bare `__xss()` sink. */
export function loadCorpus() {
  return JSON.parse(readFileSync(CORPUS_URL, 'utf8')).vectors;
}

/** mulberry32: small, fast and good enough to drive mutations; the same seed gives the same inputs. */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  const chance = (p) => next() < p;
  return { next, int, pick, chance };
}

const TAGS = [
  'a', 'abbr', 'area', 'audio', 'b', 'base', 'bdo', 'blockquote', 'body', 'br', 'button', 'canvas', 'caption',
  'code', 'details', 'dialog', 'div', 'embed', 'fieldset', 'font', 'form', 'frame', 'frameset', 'h1', 'hr', 'html',
  'i', 'iframe', 'image', 'img', 'input', 'isindex', 'keygen', 'label', 'li', 'link', 'marquee', 'math', 'menu',
  'meta', 'meter', 'noscript', 'object', 'ol', 'option', 'p', 'picture', 'pre', 'progress', 'select', 'source',
  'span', 'strong', 'style', 'summary', 'svg', 'table', 'td', 'template', 'textarea', 'th', 'title', 'tr', 'u',
  'ul', 'video', 'xmp', 'x-custom', 'animate', 'set', 'foreignObject', 'mglyph', 'mtext', 'annotation-xml',
];
const EVENTS = [
  'onerror', 'onload', 'onclick', 'ondblclick', 'onmouseover', 'onmouseenter', 'onmousedown', 'onmouseup',
  'onpointerover', 'onpointerenter', 'onpointerdown', 'onfocus', 'onfocusin', 'onblur', 'onkeydown', 'oninput',
  'onchange', 'ontoggle', 'onbegin', 'onend', 'onanimationstart', 'ontransitionend', 'onscroll', 'onwheel',
  'onpageshow', 'onstart', 'onbeforeinput', 'onauxclick', 'oncontextmenu', 'onloadstart', 'onsearch', 'onshow',
];
const URL_ATTRIBUTES = [
  'href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'background', 'lowsrc', 'dynsrc',
  'srcset', 'codebase', 'cite', 'longdesc', 'values', 'to', 'from', 'ping',
];
// Flags that make an element fire its events without a user: focus, media and toggle.
const TRIGGER_ATTRIBUTES = ['autofocus', 'tabindex=0', 'src=x', 'open', 'contenteditable', 'style=display:block'];
const WRAPPERS = [
  ['<svg>', '</svg>'],
  ['<math>', '</math>'],
  ['<math><mtext>', '</mtext></math>'],
  ['<svg><style>', '</style></svg>'],
  ['<math><style>', '</style></math>'],
  ['<math><mtext><table><mglyph><style>', ''],
  ['<svg><foreignObject>', '</foreignObject></svg>'],
  ['<svg><desc>', '</desc></svg>'],
  ['<math><annotation-xml encoding="text/html">', '</annotation-xml></math>'],
  ['<noscript>', '</noscript>'],
  ['<template>', '</template>'],
  ['<textarea>', '</textarea>'],
  ['<title>', '</title>'],
  ['<xmp>', '</xmp>'],
  ['<noembed>', '</noembed>'],
  ['<select>', '</select>'],
  ['<table>', '</table>'],
  ['<form>', '</form>'],
  ['<a href="/x">', '</a>'],
  ['<p title="', '">'],
  ['<!--', '-->'],
  ['<style>', '</style>'],
  ['<iframe srcdoc="', '"></iframe>'],
  ['<details open>', '</details>'],
];
const BREAKERS = ['"', "'", '`', '>', '<', '/>', '-->', '<!--', ']]>', '</style>', '</textarea>', '</title>', '</noscript>', '</script>', '"><', "'><", '</svg>', '</math>', '</p>'];
const SEPARATORS = [' ', '/', '\n', '\t', '\f', '\r', ' /', '  '];
// Characters the URL parser drops from "javascript:" (tab, LF, CR), as text or as references.
const SCHEME_NOISE = ['\t', '\n', '\r', '&#9;', '&#x09;', '&#10;', '&#x0A;', '&#13;', '&#x0d;', '&Tab;', '&NewLine;', '&#0;', '\u0000'];
// What may precede a URL: C0 controls and spaces are trimmed by the URL parser.
const URL_PREFIX = ['', ' ', '  ', '&#1;', '&#x0B;', '&#x20;', '\u0001', '\f', '&#14;', '\u0000', '&#0000032;'];
const SCHEMES = ['javascript', 'javascript', 'javascript', 'vbscript', 'livescript', 'data'];

/** One character as a character reference, decimal or hex, padded or not, with or without `;`. */
function reference(random, char) {
  const code = char.codePointAt(0);
  const hex = random.chance(0.5);
  const digits = hex ? code.toString(16) : String(code);
  const padded = random.chance(0.3) ? '0'.repeat(random.int(6)) + digits : digits;
  const cased = hex && random.chance(0.5) ? padded.toUpperCase() : padded;
  return `&#${hex ? (random.chance(0.5) ? 'x' : 'X') : ''}${cased}${random.chance(0.8) ? ';' : ''}`;
}

function randomCase(random, text) {
  return [...text].map((c) => (random.chance(0.5) ? c.toUpperCase() : c.toLowerCase())).join('');
}

/** Encodes some characters of `text` as references (attribute values decode them before use). */
function encodeSome(random, text, share) {
  return [...text].map((c) => (random.chance(share) ? reference(random, c) : c)).join('');
}

/** A javascript:-style URL with the tricks browsers and URL parsers have been fooled by. */
function hostileUrl(random, sink) {
  let scheme = random.pick(SCHEMES);
  if (scheme === 'data') {
    const body = random.pick([
      `text/html,<script>parent.${sink}</script>`,
      `text/html;base64,${Buffer.from(`<script>opener.${sink}</script>`).toString('base64')}`,
      `image/svg+xml,<svg onload=${sink} xmlns="http://www.w3.org/2000/svg"/>`,
      `,${sink}`,
    ]);
    return `${random.pick(URL_PREFIX)}${random.chance(0.3) ? randomCase(random, 'data') : 'data'}:${body}`;
  }
  if (random.chance(0.6)) scheme = randomCase(random, scheme);
  const chars = [...scheme];
  for (let i = random.int(3); i > 0; i--) chars.splice(1 + random.int(chars.length - 1), 0, random.pick(SCHEME_NOISE));
  scheme = chars.join('');
  if (random.chance(0.4)) scheme = encodeSome(random, scheme, 0.4);
  const colon = random.pick([':', ':', ':', '&colon;', '&#58;', '&#x3a;', '&#X3A', '%3A']);
  let payload = random.pick([sink, sink, `void(0);${sink}`, `//%0a${sink}`, `/*x*/${sink}`, `${sink}//`]);
  const parentheses = random.int(10);
  if (parentheses === 0 || parentheses === 1) payload = payload.replace('(', '%28').replace(')', '%29');
  else if (parentheses === 2) payload = payload.replace('(', '&lpar;').replace(')', '&rpar;');
  return `${random.pick(URL_PREFIX)}${scheme}${colon}${payload}`;
}

/** An attribute value quoted any of the ways a parser accepts (or half-accepts). */
function quote(random, value) {
  switch (random.int(6)) {
    case 0: return value.replace(/[\s>]/g, (c) => reference(random, c));
    case 1: return `'${value}'`;
    case 2: return `\`${value}\``;
    case 3: return `"${value}`; // unbalanced
    default: return `"${value}"`;
  }
}

/** One element with a random handler or hostile URL attribute. */
function syntheticVector(random, sink) {
  const tag = random.chance(0.3) ? randomCase(random, random.pick(TAGS)) : random.pick(TAGS);
  const attributes = [];
  for (let i = random.int(3); i > 0; i--) attributes.push(random.pick(TRIGGER_ATTRIBUTES));
  if (random.chance(0.55)) {
    const event = random.chance(0.3) ? randomCase(random, random.pick(EVENTS)) : random.pick(EVENTS);
    const handler = random.chance(0.2) ? encodeSome(random, sink, 0.3) : sink;
    attributes.push(`${event}${random.pick(['=', '=', ' = ', '\n=', '=\n'])}${quote(random, handler)}`);
  } else {
    attributes.push(`${random.pick(URL_ATTRIBUTES)}=${quote(random, hostileUrl(random, sink))}`);
  }
  if (tag.toLowerCase() === 'iframe' && random.chance(0.5)) attributes.push(`srcdoc="<img src=x onerror=parent.${sink}>"`);
  const shuffled = attributes.sort(() => random.next() - 0.5);
  const open = `<${tag}${shuffled.map((a) => random.pick(SEPARATORS) + a).join('')}${random.pick(['>', '>', '/>', ' >', ''])}`;
  const close = random.chance(0.6) ? `x</${tag}>` : random.pick(['', 'x', '<b>x</b>']);
  return open + close;
}

/** Changes a corpus vector a little: case, separators, encodings, a breaker, a null. */
function mutate(random, html) {
  let out = html;
  const steps = 1 + random.int(3);
  for (let i = 0; i < steps; i++) {
    switch (random.int(9)) {
      case 0: // tag and attribute names in random case, the sink untouched
        out = out.replace(/<\/?[a-z][\w:-]*/gi, (m) => randomCase(random, m)).replace(/\s(on\w+|href|src|action|formaction)=/gi, (m) => randomCase(random, m));
        break;
      case 1: // javascript: with noise inside the scheme
        out = out.replace(/javascript:/gi, () => hostileUrl(random, '').replace(/[^:;]*$/, '').replace(/(&colon;|&#58;|&#x3a;|&#X3A|%3A)$/, ':') || 'javascript:');
        break;
      case 2: // entity-encode part of every quoted attribute value
        out = out.replace(/="([^"]*)"/g, (_m, value) => `="${encodeSome(random, value, 0.25)}"`);
        break;
      case 3: // a breaker at a random place
        {
          const at = random.int(out.length + 1);
          out = out.slice(0, at) + random.pick(BREAKERS) + out.slice(at);
        }
        break;
      case 4: // separators between a tag and its attributes
        out = out.replace(/<([a-z][\w-]*) /gi, (_m, tag) => `<${tag}${random.pick(SEPARATORS)}`);
        break;
      case 5: // a null or newline somewhere
        {
          const at = random.int(out.length + 1);
          out = out.slice(0, at) + random.pick(['\u0000', '\n', '\r\n', '&#0;', '\u2028', '\uFEFF']) + out.slice(at);
        }
        break;
      case 6: // percent-encode the sink's parentheses inside URLs
        out = out.replace(/(javascript:[^"'\s>]*)\(([^)]*)\)/gi, '$1%28$2%29');
        break;
      case 7: // drop the closing quote of the first quoted value
        out = out.replace(/="([^"]*)"/, '="$1');
        break;
      default: // drop the last closing tag
        out = out.replace(/<\/[a-z][\w-]*>(?!.*<\/[a-z])/is, '');
    }
  }
  return out;
}

/** One fuzzed input: mutated or synthetic vectors, combined, maybe inside namespace/raw-text wrappers. */
function fuzzOne(random, corpus, sink) {
  const parts = [];
  for (let i = 1 + random.int(random.chance(0.2) ? 3 : 1); i > 0; i--) {
    parts.push(random.chance(0.5) ? mutate(random, random.pick(corpus).html.replaceAll('__xss()', sink)) : syntheticVector(random, sink));
  }
  let html = parts.join(random.pick(['', '', ' ', '\n', '<br>', '<p>text</p>']));
  for (let i = random.chance(0.45) ? 1 + random.int(3) : 0; i > 0; i--) {
    const [open, close] = random.pick(WRAPPERS);
    html = `${open}${html}${random.chance(0.8) ? close : ''}`;
  }
  return html;
}

/**
 * The corpus, then `count` fuzzed inputs from `seed`: [{ id, source: 'corpus' | 'fuzz', category, html }].
 * Ids are numbers from 1 (so the sink call reads `__xss(12)`); `corpusId` names the corpus vector.
 */
export function xssInputs({ count, seed, includeCorpus = true }) {
  const corpus = loadCorpus();
  const random = createRandom(seed);
  const inputs = [];
  if (includeCorpus) {
    for (const vector of corpus) {
      const id = inputs.length + 1;
      inputs.push({ id, source: 'corpus', corpusId: vector.id, category: vector.category, html: vector.html.replaceAll('__xss()', `__xss(${id})`) });
    }
  }
  for (let i = 0; i < count; i++) {
    const id = inputs.length + 1;
    // Operator HTML is never empty (messages require content); a vector that mutated away gets text.
    const html = fuzzOne(random, corpus, `__xss(${id})`) || 'x';
    inputs.push({ id, source: 'fuzz', category: 'fuzz', html });
  }
  return inputs;
}
