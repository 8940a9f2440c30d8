// The server behind `npm start` and the page checks: the repository as a static site, on the
// loopback address only.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { serve } from '../../scripts/serve.mjs';

let server;
before(async () => (server = await serve()));
after(() => server.stop());

test('listens on 127.0.0.1 only, not on every interface', () => {
  assert.equal(server.address, '127.0.0.1');
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
});

test('serves the demo and the bundle with their types', async () => {
  const page = await fetch(`${server.url}/demo/index.html`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type'), /^text\/html/);
  assert.match(await page.text(), /<yahtzee-scorecard/);
  const script = await fetch(`${server.url}/scripts/serve.mjs`);
  assert.match(script.headers.get('content-type'), /^text\/javascript/);
  await script.text();
});

test('a missing file is a 404, and no path leaves the repository', async () => {
  for (const path of ['/no-such-file.html', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
    const response = await fetch(`${server.url}${path}`);
    assert.equal(response.status, 404, path);
    await response.text();
  }
});
