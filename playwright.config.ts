import { defineConfig, devices } from '@playwright/test';
import { KONTENT_TEST_ORIGIN } from './testing/kontent-frame';

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
    // site/e2e/live-preview.spec.ts plays Kontent.ai's web app on its own origin: it may frame previews too.
    env: { PORT: String(PORT), TRUSTED_PROXIES: 'loopback', PREVIEW_FRAME_ORIGINS: `https://app.kontent.ai,${KONTENT_TEST_ORIGIN}` },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
