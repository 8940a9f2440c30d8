// `npm start`: builds the bundle, then serves the demo rules page that loads only the built file.
import { execSync } from 'node:child_process';
import { serve } from './serve.mjs';

execSync('npm run build', { stdio: 'inherit' });
const port = Number(process.env.PORT ?? 8000);
const { url } = await serve({ port });
console.log(`\nDemo: ${url}/demo/index.html  (Ctrl+C stops the server)`);
