import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/auth', '/', '/admin']) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push('pageerror ' + e.message));
  await page.addInitScript(() => { document.addEventListener('securitypolicyviolation', (e) => console.error('CSP ' + e.violatedDirective)); });
  await page.goto('http://127.0.0.1:5191' + path);
  await page.waitForTimeout(2500);
  const info = await page.evaluate(() => ({
    root: document.getElementById('root').dataset.prerendered ?? null,
    stylesInRoot: document.querySelectorAll('#root style').length,
    emotionSsrInHead: [...document.head.querySelectorAll('style[data-emotion]')].filter((s) => s.getAttribute('data-emotion').includes(' ')).length,
  }));
  console.log(path, page.url(), JSON.stringify(info), logs);
  if (path === '/auth') await page.screenshot({ path: '/tmp/signin-probe/auth-after-move.png' });
  await page.close();
}
await browser.close();
