import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Playwright's own browser if one
 * is installed, else Debian's /usr/bin/chromium. Without any, stop with the command to run.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, safePlaywrightPath(), '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => !!path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one with:\n  sudo apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    );
  }
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Flags for headless Chromium as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];
