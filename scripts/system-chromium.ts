/**
 * How every tool here starts a browser: the system Chromium (Debian package, or CHROMIUM_PATH),
 * never one Playwright downloads; flags that keep it quiet and fast on a CI container.
 */
export const SYSTEM_CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
