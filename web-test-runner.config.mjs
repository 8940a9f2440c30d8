import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

// Flags for a root user on a closed network: no sandbox, no background traffic.
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  // Dev mode stays on in tests for its extra checks; its banner is noise.
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  concurrency: 2,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 240000,
  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' })],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
    }),
  ],
};
