/**
 * `npm run bench:bare-app`: the framework's floor for first-load JavaScript. Writes a bare Next app
 * beside the site (next-intl in server components, Tailwind, one page of 50 server components, both
 * locales; no client component of its own), builds it, and weighs its pages as the budgets weigh
 * the site's (./weigh.ts), so the site's budget rows can be read against what Next alone sends.
 * --client-provider adds next-intl's NextIntlClientProvider and its Link, as many apps have.
 * --cover URL gives the page what a content page paints first on a phone: that picture as a
 * high-priority cover, and the three preloaded Jost weights of spec 2.5; with --serve the app stays
 * up for `npm run bench:lighthouse -- --url http://localhost:3230 --paths /,/es`, the LCP floor.
 * Options: --port 3230  --client-provider  --cover URL  --serve
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { processEnv } from '../env';
import { waitFor } from './wait';
import { weighPage } from './weigh';

const root = path.resolve(import.meta.dirname, '..', '..');
const app = path.join(root, '.bench', 'bare-app');
const next = path.join(root, 'node_modules', '.bin', 'next');
const options = new Command()
  .option('--port <n>', 'port for the bare app', '3230')
  .option('--client-provider', "add next-intl's client provider and Link")
  .option('--cover <url>', 'a picture to paint first, with the three preloaded font weights')
  .option('--serve', 'keep the built app running (for Lighthouse)')
  .parse()
  .opts<{ port: string; clientProvider?: boolean; cover?: string; serve?: boolean }>();

const WEIGHTS = ['300', '400', '500'];
const fontFile = (weight: string) => `jost-latin-${weight}-normal.woff2`;
/** The site's cover as a phone gets it (a 3:4 crop, 375 px wide on the page), first in the body. */
const COVER = `<img src="/cover.webp" alt="" width={750} height={1000} fetchPriority="high" className="h-[560px] w-full object-cover" />`;
const FONTS = `import localFont from 'next/font/local';\nexport const sans = localFont({ src: [${WEIGHTS.map((w) => `{ path: './${fontFile(w)}', weight: '${w}', style: 'normal' }`).join(', ')}], variable: '--font-sans', display: 'swap', preload: true });\n`;

const block = (i: number) =>
  `function Block${i}({ t }: { t: Translate }) {\n  return (\n    <section className="mx-auto max-w-5xl border-b border-slate-200 px-4 py-${4 + (i % 8)}">\n      <h2 className="text-2xl font-semibold">{t('title')} ${i}</h2>\n      <p className="mt-2 leading-7 text-slate-700">{t('body', { n: ${i} })}</p>\n    </section>\n  );\n}`;

const header = (client: boolean) =>
  client
    ? `<NextIntlClientProvider><header className="flex gap-4 p-4"><Link href="/">Home</Link><Link href="/" locale="es">ES</Link></header>{children}</NextIntlClientProvider>`
    : `<header className="flex gap-4 p-4"><a href="/">Home</a><a href="/es">ES</a></header>{children}`;

const files = (client: boolean, cover: boolean): Record<string, string> => ({
  ...(cover ? { 'app/fonts.ts': FONTS } : {}),
  'package.json': JSON.stringify({ name: 'bare-app', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      skipLibCheck: true,
      isolatedModules: true,
      resolveJsonModule: true,
      esModuleInterop: true,
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'next.config.ts': `import createNextIntlPlugin from 'next-intl/plugin';\nexport default createNextIntlPlugin('./i18n/request.ts')({});\n`,
  'postcss.config.mjs': `export default { plugins: { '@tailwindcss/postcss': {} } };\n`,
  'i18n/routing.ts': `import { defineRouting } from 'next-intl/routing';\nexport const routing = defineRouting({ locales: ['en', 'es'], defaultLocale: 'en', localePrefix: 'as-needed' });\n`,
  'i18n/navigation.ts': `import { createNavigation } from 'next-intl/navigation';\nimport { routing } from './routing';\nexport const { Link } = createNavigation(routing);\n`,
  'i18n/request.ts': `import { hasLocale } from 'next-intl';\nimport { getRequestConfig } from 'next-intl/server';\nimport { routing } from './routing';\nexport default getRequestConfig(async ({ requestLocale }) => {\n  const asked = await requestLocale;\n  const locale = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;\n  return { locale, messages: (await import(\`../messages/\${locale}.json\`)).default };\n});\n`,
  'proxy.ts': `import createMiddleware from 'next-intl/middleware';\nimport { routing } from './i18n/routing';\nexport default createMiddleware(routing);\nexport const config = { matcher: '/((?!api|_next|.*\\\\..*).*)' };\n`,
  'messages/en.json': JSON.stringify({ Home: { title: 'Yachts', body: 'A sentence of body text, number {n}.' } }),
  'messages/es.json': JSON.stringify({ Home: { title: 'Yates', body: 'Una frase de texto, número {n}.' } }),
  'app/globals.css': `@import 'tailwindcss';\n`,
  'app/[locale]/layout.tsx': `import type { ReactNode } from 'react';\n${client ? "import { NextIntlClientProvider } from 'next-intl';\nimport { Link } from '../../i18n/navigation';\n" : ''}import { setRequestLocale } from 'next-intl/server';\nimport { routing } from '../../i18n/routing';\nimport '../globals.css';\n${cover ? "import { sans } from '../fonts';\n" : ''}export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }));\nexport default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {\n  const { locale } = await params;\n  setRequestLocale(locale);\n  return (\n    <html lang={locale}>\n      <body className={${cover ? '`font-sans ${sans.variable}`' : '"font-sans"'}}>${header(client)}</body>\n    </html>\n  );\n}\n`,
  'app/[locale]/page.tsx': `import { getTranslations, setRequestLocale } from 'next-intl/server';\ntype Translate = (key: 'title' | 'body', values?: Record<string, number>) => string;\n${Array.from({ length: 50 }, (_, i) => block(i)).join('\n')}\nexport default async function Page({ params }: { params: Promise<{ locale: string }> }) {\n  const { locale } = await params;\n  setRequestLocale(locale);\n  const t = await getTranslations('Home');\n  return <main>${cover ? COVER : ''}${Array.from({ length: 50 }, (_, i) => `<Block${i} t={t} />`).join('')}</main>;\n}\n`,
});

const main = async () => {
  rmSync(app, { recursive: true, force: true });
  const cover = options.cover !== undefined;
  for (const [name, text] of Object.entries(files(options.clientProvider === true, cover))) {
    mkdirSync(path.dirname(path.join(app, name)), { recursive: true });
    writeFileSync(path.join(app, name), text);
  }
  if (options.cover !== undefined) {
    const picture = await fetch(options.cover, { headers: { accept: 'image/webp' } });
    if (!picture.ok) throw new Error(`the cover ${options.cover} answered ${picture.status}`);
    mkdirSync(path.join(app, 'public'), { recursive: true });
    writeFileSync(path.join(app, 'public', 'cover.webp'), Buffer.from(await picture.arrayBuffer()));
    for (const w of WEIGHTS) copyFileSync(path.join(root, 'node_modules', '@fontsource', 'jost', 'files', fontFile(w)), path.join(app, 'app', fontFile(w)));
  }
  const env = { ...processEnv(), NEXT_TELEMETRY_DISABLED: '1' };
  const build = spawnSync(next, ['build'], { cwd: app, stdio: 'inherit', env });
  if (build.status !== 0) throw new Error('the bare app did not build');
  const server = spawn(next, ['start', '-H', 'localhost', '-p', options.port], { cwd: app, stdio: 'ignore', detached: true, env });
  process.on('exit', () => server.pid !== undefined && process.kill(-server.pid, 'SIGTERM'));
  const origin = `http://localhost:${options.port}`;
  await waitFor(`${origin}/`);
  for (const page of ['/', '/es']) {
    const weight = await weighPage(origin, page);
    console.log(`${page.padEnd(4)} first-load JS ${(weight.jsGzip / 1024).toFixed(1)} KiB gzip (${weight.jsGzip} bytes, ${weight.scripts} scripts); HTML ${(weight.html.total / 1024).toFixed(1)} KiB`);
  }
  if (options.serve) {
    console.log(`serving ${origin} until stopped`);
    await new Promise(() => undefined);
  }
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
