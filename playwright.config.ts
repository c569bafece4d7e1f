import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'site/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // One retry: on the 2-core CI machine a busy server occasionally resets a connection; a real failure fails twice.
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: '/usr/bin/chromium' },
    trace: 'retain-on-failure',
  },
  // Every spec runs on a desktop and on a touch phone, both in Debian's chromium.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'] } },
  ],
  webServer: {
    command: `npx next start site -H localhost -p ${PORT}`,
    url: `http://localhost:${PORT}/api/health/`,
    reuseExistingServer: false,
    // `-p` sets no PORT variable; the site's default absolute URLs follow PORT (site/lib/site.ts).
    // The tests play the proxy in front of the site: each names its visitor in X-Forwarded-For.
    env: { PORT: String(PORT), TRUSTED_PROXIES: 'loopback' },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
