import { chromium } from '@playwright/test';
const [,, email, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto('http://localhost:3000/');
await page.waitForTimeout(2500);
console.log('url', page.url());
await page.screenshot({ path: '/tmp/shots/login.png' });
await page.fill('input[name="email"], input[type="email"], input[name="login"]', email);
await page.fill('input[type="password"]', 'Demo-2026!');
await page.keyboard.press('Enter');
await page.waitForTimeout(4000);
console.log('after login', page.url());
await page.screenshot({ path: '/tmp/shots/after.png', fullPage: true });
let i = 0;
for (const p of paths) {
  await page.goto('http://localhost:3000' + p);
  await page.waitForTimeout(2500);
  console.log(p, '->', page.url());
  await page.screenshot({ path: `/tmp/shots/p${i++}.png`, fullPage: true });
}
await browser.close();
