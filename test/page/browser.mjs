// Shared by the whole-page checks: a served repository root and Debian's Chromium, driven by playwright-core.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../web-test-runner.config.mjs';
import { serve } from '../../scripts/serve.mjs';

export async function openBrowser() {
  const server = await serve();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  return {
    url: server.url,
    browser,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** Opens a page that records every page error and console error. */
export async function watchedPage(context) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A page without an icon of its own makes the browser ask for /favicon.ico: a 404 here.
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

/**
 * A page of ours served as `body` at `${url}/${name}` (with `headers`), in a context of its own
 * (`contextOptions`; `route` answers its `.min.js` requests): the watched page, the paths it
 * fetched, and its context to close.
 */
export async function servedPage(
  browser,
  url,
  { name, body, headers, contextOptions, route, initScript },
) {
  const context = await browser.newContext(contextOptions);
  if (initScript) await context.addInitScript(initScript);
  const { page, problems } = await watchedPage(context);
  if (route) await context.route(route.pattern, route.handler);
  const fetched = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.route(`**/${name}`, (request) =>
    request.fulfill({ contentType: 'text/html', headers, body }),
  );
  await page.goto(`${url}/${name}`);
  return { context, page, problems, fetched };
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe's violations in the element `selector` (into shadow roots), "rule: targets"; `rules` as
 * axe.run takes them (e.g. `{ region: { enabled: false } }`).
 */
export async function axeViolations(page, selector, rules = {}) {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ([root, chosen]) => {
      const { violations } = await window.axe.run(root, { rules: chosen });
      return violations.map(
        ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    [selector, rules],
  );
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * For page.evaluate: resolves once every element of ours in the page is defined and drawn. A
 * bundle defines each after a timer of its own, which the load event does not wait for.
 */
export const elementsDefined = () =>
  Promise.all(
    [...document.querySelectorAll('dice-roller, first-player-picker, yahtzee-scorecard')].map(
      async (element) => {
        await customElements.whenDefined(element.localName);
        await element.updateComplete;
      },
    ),
  );

/**
 * Marks each customElements.define() call of the page (`define <tag>`), for a servedPage's
 * initScript: installed before any of its scripts runs.
 */
export function markDefines() {
  const define = customElements.define;
  customElements.define = function (tag, ...rest) {
    performance.mark(`define ${tag}`);
    return define.call(this, tag, ...rest);
  };
}
