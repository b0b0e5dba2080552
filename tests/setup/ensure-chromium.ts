// `npm test` step 1: the e2e suite drives Debian's Chromium. Installs it when we may, else says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'sudo apt-get update && sudo apt-get install -y chromium';

function hasAptGet(): boolean {
  try {
    execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && hasAptGet()) {
  console.log(`${CHROMIUM} is missing; installing chromium with apt-get`);
  try {
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: 'inherit',
      shell: '/bin/sh',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`installing chromium failed; run: ${INSTALL}`);
    process.exit(1);
  }
  if (existsSync(CHROMIUM)) process.exit(0);
  console.error(`apt-get finished but ${CHROMIUM} is still missing; run: ${INSTALL}`);
  process.exit(1);
}

console.error(`The e2e tests need Chromium at ${CHROMIUM}. Install it with:\n\n  ${INSTALL}\n`);
process.exit(1);
