// Shared by the whole-page checks: a served repository root and Debian's Chromium, driven by playwright-core.
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
    // The browser asks for /favicon.ico on its own; a page of ours never does.
    if (message.location().url?.endsWith('/favicon.ico')) return;
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}
