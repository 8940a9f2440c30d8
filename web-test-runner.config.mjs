import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { a11ySnapshotPlugin } from '@web/test-runner-commands/plugins';

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
  // Test files run side by side; a page in the background must not have its timers and frames throttled.
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  // Dev mode stays on in tests for its extra checks; its banner is noise.
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  // One file at a time: pages in the background get no animation frames, and files share one localStorage.
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 240000,
  // A machine busy with another job can take over 30 s (the default) to open a test page.
  browserStartTimeout: 120000,
  // a11ySnapshot: a test reads the accessibility tree as a screen reader gets it (heading levels).
  plugins: [
    esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' }),
    a11ySnapshotPlugin(),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
      // The runner opens each test file's page with Puppeteer's 30 s navigation timeout: beside
      // another job's npm test a page once took longer (keys.test.ts, "Navigation timeout").
      createPage: async ({ context }) => {
        const page = await context.newPage();
        page.setDefaultNavigationTimeout(120000);
        return page;
      },
    }),
  ],
};
