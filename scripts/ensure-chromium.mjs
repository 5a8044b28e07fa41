// Finds Debian's Chromium for the browser tests, installing it with apt when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.log(`${path} not found: installing Debian's chromium with apt-get`);
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    console.error('Could not install chromium. Install it (apt-get install chromium) or set CHROME_PATH.');
    process.exit(1);
  }
}
console.log(`browser: ${execSync(`${path} --version`).toString().trim()}`);
