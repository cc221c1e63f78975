import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { watchBrowser } from './trouble.js';

/** Debian's chromium; browsers are never downloaded (scripts/ensure-test-deps.sh installs it). */
export const CHROMIUM_PATH = process.env.TIS_CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium with every window watched for the report of a failed test (./trouble.ts). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with scripts/ensure-test-deps.sh ` +
        '(apt-get install -y --no-install-recommends chromium fonts-noto-cjk).',
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  return watchBrowser(browser);
}
