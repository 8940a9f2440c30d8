// The tests need a real Chromium: use CHROME_PATH or Debian's, and install Debian's when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
// Debian's chromium lands at the default path: it cannot stand in for a CHROME_PATH that is missing.
if (!process.env.CHROME_PATH && isRoot && hasApt) {
  console.log(`No Chromium at ${path}: installing Debian's chromium (about a minute)...`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  [
    `No Chromium found at ${path}.`,
    'The tests run in a real Chromium. Either:',
    '  - on Debian or Ubuntu, as root: apt-get update && apt-get install -y chromium',
    '  - or point CHROME_PATH at an installed Chrome or Chromium: CHROME_PATH=/path/to/chrome npm test',
  ].join('\n'),
);
process.exit(1);
