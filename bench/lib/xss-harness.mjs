// Renders sanitised operator HTML in Chromium and counts what runs. Shared by bench/xss.mjs and
// apps/web-e2e/src/xss.spec.ts.
//
// The harness page is served by a tiny local server WITHOUT a Content-Security-Policy and without
// Trusted Types, so nothing but the sanitiser stands between an input and the DOM: the app's own
// CSP is a second wall, tested elsewhere (security.spec.ts). Each input is inserted three ways:
//   gateway → innerHTML   the gateway's sanitised string into a div, the way the app inserts it;
//   gateway → SafeHtml    the same string through the app's SafeHtml component (which sanitises
//                         again with the browser's DOMPurify), bundled from libs/shared/ui-kit;
//   raw → SafeHtml        the raw input through SafeHtml alone: the client's defence in depth.
// Then every element gets the events an inline handler could wait for, links and buttons are
// clicked (http/https/mailto/tel targets are cancelled: leaving the page is not script), and the
// page waits a little for images to fail and queued javascript: navigations to run.
//
// Counted: calls of the `__xss(id)` sink (a Playwright binding, so it exists in every frame and
// popup), dialogs, main-frame navigations away from the harness, popups, and DOM clobbering (a
// document property such as getElementById replaced by an element).
/* global Element, Event, MouseEvent -- renderInPage runs in the browser */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from './gateway.mjs';

const WORKSPACE = fileURLToPath(new URL('../../', import.meta.url));

/** The benchmarks' Debian Chromium flags, and external hosts resolve nowhere (as in the e2e config). */
export const HARNESS_CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
];

/** The app's SafeHtml component (libs/shared/ui-kit) with React, as one browser script. */
export async function buildSafeHtmlBundle() {
  const { build } = await import('esbuild');
  const entry = `
    import { createElement } from 'react';
    import { flushSync } from 'react-dom';
    import { createRoot } from 'react-dom/client';
    import { SafeHtml } from './libs/shared/ui-kit/src/lib/safe-html.tsx';
    window.__renderSafeHtml = (container, items) => {
      const root = createRoot(container);
      flushSync(() => root.render(items.map((item) =>
        createElement('div', { key: item.key, 'data-input': item.id }, createElement(SafeHtml, { html: item.html })))));
      return root;
    };`;
  const result = await build({
    stdin: { contents: entry, resolveDir: WORKSPACE, loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>xss harness</title>
<script src="/safe-html.js"></script></head><body><main id="stage"></main></body></html>`;

/** Serves the harness page and the SafeHtml bundle on 127.0.0.1; everything else is a fast 404. */
export async function startHarnessServer(safeHtmlBundle) {
  const server = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(PAGE);
    } else if (request.url === '/safe-html.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(safeHtmlBundle);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A harness page in `context` (a fresh browser context per harness). Returns `render(items)`,
 * items being [{ id, gateway, raw }], which answers { calls: [{ id, url }], dialogs, navigations,
 * popups, clobbered: [{ id, property }], errors: [message] } for that batch.
 */
export async function openHarness(context, harnessUrl) {
  const events = { calls: [], dialogs: 0, navigations: 0, popups: 0 };
  await context.exposeBinding('__xss', (source, id) => {
    events.calls.push({ id: typeof id === 'number' ? id : null, url: source.frame.url() });
  });
  const page = await context.newPage();
  // Any later page is a popup (window.open, a target=_blank javascript: or data: link).
  context.on('page', (popup) => {
    events.popups += 1;
    popup.on('dialog', (dialog) => void dialog.dismiss().catch(() => {}));
    void popup.close().catch(() => {});
  });
  page.on('dialog', (dialog) => {
    events.dialogs += 1;
    void dialog.dismiss().catch(() => {});
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url() !== harnessUrl) events.navigations += 1;
  });
  const load = async () => {
    await page.goto(harnessUrl);
    await page.waitForFunction(() => typeof window.__renderSafeHtml === 'function');
  };
  await load();

  async function render(items, { waitMs = 150 } = {}) {
    if (page.url() !== harnessUrl) await load();
    events.calls = [];
    events.dialogs = 0;
    events.navigations = 0;
    events.popups = 0;
    let outcome;
    try {
      outcome = await page.evaluate(renderInPage, items);
    } catch (error) {
      // The page went away under the batch (a navigation): counted by the listeners, reloaded next time.
      outcome = { clobbered: [], errors: [`the batch did not finish: ${error.message.split('\n')[0]}`] };
    }
    await page.waitForTimeout(waitMs);
    // A late javascript: navigation or timer lands here; the page is cleared for the next batch.
    const batch = {
      calls: [...events.calls], dialogs: events.dialogs, navigations: events.navigations, popups: events.popups,
      clobbered: outcome.clobbered, errors: outcome.errors,
    };
    if (page.url() === harnessUrl) await page.evaluate(() => window.__clearStage?.()).catch(() => {});
    return batch;
  }
  return { page, render };
}

/** Runs in the page: inserts, triggers, and reports clobbered document properties. */
function renderInPage(items) {
  const WATCHED = [
    'getElementById', 'createElement', 'querySelector', 'querySelectorAll', 'cookie', 'body', 'head', 'forms',
    'defaultView', 'documentElement', 'implementation', 'currentScript', 'title', 'location', 'domain',
  ];
  const baseline = (window.__baseline ??= Object.fromEntries(WATCHED.map((name) => [name, Object.prototype.toString.call(document[name])])));
  const clobbered = [];
  const errors = [];
  const check = (id) => {
    for (const name of WATCHED) {
      if (Object.prototype.toString.call(document[name]) !== baseline[name]) clobbered.push({ id, property: name });
    }
  };
  const stage = document.getElementById('stage') ?? document.body;
  const roots = [];
  window.__clearStage = () => {
    for (const root of roots.splice(0)) root.unmount();
    stage.replaceChildren();
  };
  // Leaving the page for a web or mail address is not script; anything else is let through.
  if (!window.__guarded) {
    window.__guarded = true;
    const harmless = (url) => /^(https?|mailto|tel):/i.test(url);
    document.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href], area[href]') : null;
      if (link && harmless(link.href)) event.preventDefault();
      const button = event.target instanceof Element ? event.target.closest('button, input[type=submit], input[type=image]') : null;
      if (button && button.form && harmless(button.formAction || button.form.action)) event.preventDefault();
    }, true);
    document.addEventListener('submit', (event) => {
      const form = event.target;
      const action = event.submitter?.formAction || form.action;
      if (harmless(action)) event.preventDefault();
    }, true);
  }

  const direct = document.createElement('section');
  stage.append(direct);
  for (const item of items) {
    const holder = document.createElement('div');
    holder.dataset.input = String(item.id);
    holder.innerHTML = item.gateway;
    direct.append(holder);
    check(item.id);
  }
  for (const [key, field] of [['gateway', 'gateway'], ['raw', 'raw']]) {
    const section = document.createElement('section');
    stage.append(section);
    try {
      roots.push(window.__renderSafeHtml(section, items.map((item) => ({ key: `${key}-${item.id}`, id: item.id, html: item[field] }))));
    } catch (error) {
      // Unsanitised controls can clobber globals React needs; a sanitised batch never should.
      errors.push(`SafeHtml (${key}) threw: ${error}`);
    }
    for (const item of items) check(item.id);
  }

  const TYPES = [
    'mouseover', 'mouseenter', 'mousedown', 'mouseup', 'dblclick', 'pointerover', 'pointerenter', 'pointerdown',
    'focus', 'focusin', 'blur', 'keydown', 'input', 'beforeinput', 'change', 'toggle', 'animationstart',
    'transitionend', 'scroll', 'wheel', 'contextmenu', 'auxclick', 'dragstart', 'copy', 'search', 'load', 'error',
    'begin', 'start',
  ];
  for (const element of stage.querySelectorAll('*')) {
    for (const type of TYPES) element.dispatchEvent(new Event(type, { bubbles: true }));
    if (typeof element.focus === 'function') element.focus();
    if (element.matches('a, area, button, input, summary, label') && typeof element.click === 'function') element.click();
    else element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
  return { clobbered, errors };
}
