import { chromium } from 'playwright-core';
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-quic'] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1024, height: 768 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto('/login');
await page.getByLabel('Email').fill(process.argv[2] ?? 'closer@demo.test');
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((u) => u.pathname === '/');
const path = process.argv[3] ?? '/';
if (path !== '/') await page.goto(path);
for (let i = 0; i < 6; i++) { await page.mouse.wheel(0, 800); await page.waitForTimeout(600); }
await page.waitForTimeout(1500);
await page.getByRole('heading', { name: 'Pay' }).scrollIntoViewIfNeeded().catch(() => {});
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shot-full.png', fullPage: true });
const action = process.argv[4];
if (action) {
  await page.getByRole('button', { name: action }).first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-dialog.png' });
}
await browser.close();
