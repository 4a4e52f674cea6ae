import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
await p.addInitScript(() => {
  sessionStorage.setItem('segla.chunk-reload-at', String(Date.now()));
  window.addEventListener('vite:preloadError', (e: any) => console.log('PRELOAD', String(e.payload?.message ?? e.payload)));
  window.addEventListener('unhandledrejection', (e) => console.log('UNHANDLED', String(e.reason?.message ?? e.reason)));
});
p.on('console', (m) => console.log('console', m.type(), m.text()));
p.on('pageerror', (e) => console.log('pageerror', e.message));
p.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
await p.goto(process.argv[2]);
await p.waitForTimeout(3000);
console.log('BODY', (await p.textContent('body'))?.slice(0, 200));
await b.close();
