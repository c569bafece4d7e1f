/** DESIGN.md's import arrows hold by check: a forbidden import fails lint, an allowed one passes. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

const importErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'boundaries/dependencies').map((m) => m.message);
};

describe('import rules (DESIGN.md)', () => {
  it.each([
    ['schema/env.ts', "import React from 'react';", 'no react'],
    ['schema/components/x.ts', "import { notFound } from 'next/navigation';", 'no React, Next or Kontent SDK'],
    ['schema/x.ts', "import { createDeliveryClient } from '@kontent-ai/delivery-sdk';", 'no React, Next or Kontent SDK'],
    ['schema/navigation/x.ts', "import { renderItem } from '../../renderer/render/render-item';", 'schema/ must not import renderer/'],
    ['components/RichText/x.tsx', "import type { RenderKit } from '../../renderer/render/registry';", 'components/ must not import renderer/'],
    ['components/ui/x.ts', "import { damFile } from '../../services/media/dam';", 'components/ must not import services/'],
    ['renderer/delivery/x.ts', "import { localDeliveryTransport } from '../../services/kontent/transport';", 'renderer/ must not import services/'],
    ['renderer/render/x.tsx', "import { Button } from '../../components/ui/Button';", 'renderer/ must not import components/'],
    ['renderer/x.ts', "import { toolsEnv } from '../tools/env';", 'renderer/ must not import tools/'],
    ['services/kontent/x.ts', "import { fetchTransport } from '../../renderer/delivery/http-service';", 'services/ must not import renderer/'],
    ['services/media/x.ts', "export { SITE_URL } from '../../site/lib/site';", 'services/ must not import site/'],
    ['tools/content/x.ts', "import { serverEnv } from '../../site/lib/env';", 'tools/ must not import site/'],
    ['site/app/(site)/[variant]/[locale]/[[...slug]]/x.tsx', "import { toolsEnv } from '../../../../../../tools/env';", 'site/ must not import tools/'],
    ['components/YachtHero/YachtHero.tsx', "import { propsFor } from '../../testing/component-kit';", 'Only tests import the test harnesses in testing/'],
    ['site/lib/x.ts', "import { fixtureServices } from '../../testing/catalogue';", 'Only tests import the test harnesses in testing/'],
    ['renderer/page/x.ts', "import { el } from '../../testing/delivery-stand-in';", 'Only tests import the test harnesses in testing/'],
  ])('%s: %s fails lint', async (filePath, code, message) => {
    const errors = await importErrors(filePath, code);
    expect(errors).toEqual([expect.stringContaining(message)]);
  });

  it('process.env is read only through the environment module', async () => {
    const [result] = await eslint.lintText('export const port = process.env.PORT;\n', { filePath: 'site/lib/x.ts' });
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['no-restricted-properties']);
  });

  it.each([
    ['renderer/render/x.ts', "import { isCodename } from '../../schema/components';"],
    ['schema/navigation/x.ts', "import { richtextComponent } from '../components/richtext_component';"],
    ['schema/x.ts', "import { z } from 'zod';"],
    ['components/ui/x.tsx', "import Link from 'next/link';"],
    ['site/lib/x.ts', "import { localDamTransport } from '../../services/media/transport';"],
    ['tools/x.ts', "import { createClient } from '../renderer/delivery/client';"],
    ['services/media/x.ts', "import { damFileSchema } from '../../schema/media';"],
    ['components/YachtHero/YachtHero.test.tsx', "import { propsFor } from '../../testing/component-kit';"],
    ['renderer/page/x.test.ts', "import { el } from '../../testing/delivery-stand-in';"],
    ['testing/x.ts', "import { translatorFor } from '../site/i18n/translator';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([]);
  });
});
