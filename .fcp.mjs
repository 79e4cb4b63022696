import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
const res = { before: [], after: [] };
for (let i = 0; i < 15; i++) {
  for (const [name, base] of (i % 2 ? [['before', process.env.B ?? 'http://127.0.0.1:5291'], ['after', 'http://127.0.0.1:5191']] : [['after', 'http://127.0.0.1:5191'], ['before', process.env.B ?? 'http://127.0.0.1:5291']])) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await page.goto(base + (process.argv[2] ?? '/'));
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    res[name].push(Math.round(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime)));
    await ctx.close();
  }
}
const med = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const k of ['before', 'after']) console.log(k, 'FCP median', med(res[k]), JSON.stringify(res[k]));
await browser.close();
