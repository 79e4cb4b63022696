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
    // Headless Chromium builds the omnibox's two popup pages (WebUI, about 400 modules) for every
    // new window, i.e. for every browser context a test or a bench run opens: on 2 cores that took
    // 10 times the CPU of the page under test, during its load. Puppeteer turns them off too.
    // Playwright merges this list with its own --disable-features.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
};
