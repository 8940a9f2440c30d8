// Serves the repository root on 127.0.0.1 with @web/dev-server, as a plain static site.
import { startDevServer } from '@web/dev-server';

/** Starts a server on `port` (0: any free port) and returns its base URL and a stop function. */
export async function serve({ port = 0, rootDir = '.' } = {}) {
  const server = await startDevServer({
    config: { rootDir, port, hostname: '127.0.0.1', nodeResolve: false, watch: false },
    readCliArgs: false,
    readFileConfig: false,
    logStartMessage: false,
    autoExitProcess: false,
  });
  const { port: actual } = server.server.address();
  return { url: `http://127.0.0.1:${actual}`, stop: () => server.stop() };
}
