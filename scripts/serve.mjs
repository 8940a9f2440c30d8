// Serves the repository root as a plain static site on 127.0.0.1 only: never on another interface.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file a request path names inside `root`, or undefined for a path that leaves it. */
function fileOf(root, url) {
  const path = decodeURIComponent(new URL(url, 'http://127.0.0.1').pathname);
  const file = resolve(join(root, path));
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

/**
 * Starts a server on `port` (0: any free port) and returns its base URL, the address it listens
 * on and a stop function.
 */
export async function serve({ port = 0, rootDir = '.' } = {}) {
  const root = resolve(rootDir);
  const server = createServer(async (request, response) => {
    let file = fileOf(root, request.url ?? '/');
    try {
      if (file && (await stat(file)).isDirectory()) file = join(file, 'index.html');
      if (!file || !(await stat(file)).isFile()) throw new Error('not a file');
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const { port: actual, address } = server.address();
  return {
    url: `http://127.0.0.1:${actual}`,
    address,
    stop: () =>
      new Promise((done) => {
        server.close(() => done());
        // Keep-alive connections would hold the close until they time out.
        server.closeAllConnections();
      }),
  };
}
