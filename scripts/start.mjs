// `npm start`: builds the bundle, then serves the demo rules page (which loads only the built file)
// on 127.0.0.1 only, until Ctrl+C.
import { execSync } from 'node:child_process';
import { createServer } from 'node:net';
import { serve } from './serve.mjs';

const port = Number(process.env.PORT ?? 8000);

/** True when nothing listens on 127.0.0.1:port yet. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

// Said before the build, so a busy port costs no waiting.
if (!(await portIsFree(port))) {
  console.error(
    `npm start: port ${port} is busy (another npm start?). Stop it, or use another port: PORT=${port + 1} npm start`,
  );
  process.exit(1);
}
execSync('npm run build', { stdio: 'inherit' });
const { url } = await serve({ port });
console.log(`\nDemo: ${url}/demo/index.html`);
console.log('This keeps running: Ctrl+C stops it. Open a second terminal for npm test.');
