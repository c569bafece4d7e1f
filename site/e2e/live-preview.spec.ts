/**
 * Kontent's live preview (spec 2.4.8, 4.6, 5.6): a page of the test's own plays the
 * Kontent.ai web app, frames a preview page and speaks the smart-link SDK's postMessage protocol.
 * What an editor types shows at once, without a reload and where the editor was reading; Kontent's
 * refresh after a save shows the saved draft in place; an add button asks Kontent to add content
 * with the element, the item and the insert position. In English and in Spanish.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';
import { openInKontent, type FrameMessage, type KontentApp } from '../../testing/kontent-frame';
import { previewLink } from '../../testing/preview-grant';
import { saveDraft } from '../../testing/save-draft';

// The e2e server reads the default content folder (playwright.config.ts sets no CONTENT_DIR).
const CONTENT_DIR = path.resolve('.data/content');

const rawElement = z.object({ type: z.string(), name: z.string(), value: z.unknown() }).loose();
type RawElement = z.infer<typeof rawElement>;
const storedComponent = z.object({ system: z.object({ id: z.string(), codename: z.string(), type: z.string() }).loose(), elements: z.record(z.string(), rawElement) });
const rawItem = z.object({
  system: z.object({ id: z.string(), name: z.string(), codename: z.string(), language: z.string(), type: z.string() }).loose(),
  elements: z.record(z.string(), rawElement),
});
type RawItem = z.infer<typeof rawItem>;

let drafts: RawItem[] | undefined;
const allDrafts = (): RawItem[] => (drafts ??= z.array(rawItem).parse(JSON.parse(readFileSync(path.join(CONTENT_DIR, 'items.preview.json'), 'utf8'))));
const draftById = (id: string, language: string): RawItem => {
  const found = allDrafts().find((item) => item.system.id === id && item.system.language === language);
  if (!found) throw new Error(`no draft with id ${id} in ${language}`);
  return found;
};
const draftByCodename = (codename: string, language: string): RawItem => {
  const found = allDrafts().find((item) => item.system.codename === codename && item.system.language === language);
  if (!found) throw new Error(`no draft ${codename} in ${language}`);
  return found;
};
const codenames = (element: RawElement | undefined): string[] => (Array.isArray(element?.value) ? element.value.filter((c): c is string => typeof c === 'string') : []);
const text = (element: RawElement | undefined): string => (typeof element?.value === 'string' ? element.value : '');

type SdkElement = Record<string, unknown> & { type: string; name: string };
type SdkItem = { system: Record<string, unknown>; elements: Record<string, SdkElement> };

/** A stored element in the Delivery SDK's parsed shape, as Kontent's update messages carry it. */
const sdkElement = (element: RawElement, language: string): SdkElement => {
  const { type, name, value } = element;
  if (type === 'rich_text') {
    const components = z.array(storedComponent).catch([]).parse(element.components);
    return {
      type,
      name,
      value,
      linkedItemCodenames: codenames({ ...element, value: element.modular_content }),
      linkedItems: components.map((component) => sdkItem({ ...component, system: { ...component.system, name: component.system.codename, language } }, language)),
      links: [],
      images: [],
    };
  }
  if (type === 'date_time') return { type, name, value, displayTimeZone: element.display_timezone ?? null };
  if (type === 'taxonomy') return { type, name, value, taxonomyGroup: element.taxonomy_group };
  if (type === 'modular_content') return { type, name, value, linkedItems: [] };
  return { type, name, value };
};
const sdkItem = (item: { system: Record<string, unknown>; elements: Record<string, RawElement> }, language: string): SdkItem => ({
  system: { ...item.system, language, collection: 'default', lastModified: '2026-01-01T00:00:00Z' },
  elements: Object.fromEntries(Object.entries(item.elements).map(([codename, element]) => [codename, sdkElement(element, language)])),
});

/** One changed element of an update message (`IUpdateMessageElement`). */
const changed = (codename: string, type: string, data: Record<string, unknown>) => ({ element: { id: `el-${codename}`, codename }, type, data });

const componentTag = (codename: string) => `<object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="${codename}"></object>`;

const PAGES = [
  { locale: 'en', path: '/about/', words: { typed: 'Written a moment ago, not saved yet.', component: 'A component typed in the rich text', again: 'The same component, typed again' } },
  { locale: 'es', path: '/es/about/', words: { typed: 'Escrito hace un momento, aún sin guardar.', component: 'Un componente escrito en el texto', again: 'El mismo componente, escrito de nuevo' } },
] as const;

type Editor = { app: KontentApp; frame: Frame; language: string; page: RawItem; update(item: { system: { id: string; codename: string } }, elements: unknown[]): Promise<void> };

const openEditor = async (page: Page, baseURL: string | undefined, pagePath: string): Promise<Editor> => {
  const app = await openInKontent(page, new URL(baseURL ?? '').origin, previewLink(pagePath));
  // The SDK said hello and the web app answered: it now takes updates and shows add buttons.
  await expect.poll(() => app.handshakes(), { timeout: 20_000 }).toBe(1);
  const frame = await app.frame();
  const language = (await frame.locator('body').getAttribute('data-kontent-language-codename')) ?? '';
  const listId = await frame.locator('[data-kontent-element-codename="components"]').first().getAttribute('data-kontent-item-id');
  return {
    app,
    frame,
    language,
    page: draftById(listId ?? '', language),
    update: (item, elements) =>
      app.send('kontent-smart-link:preview:update', {
        projectId: 'demo',
        variant: { id: `variant-${language}`, codename: language },
        item: { id: item.system.id, codename: item.system.codename },
        elements,
      }),
  };
};

/** The page was not reloaded (the window and the SDK's handshake are the same) and the editor still reads where they were. */
const expectInPlace = async (editor: Editor, scrollY: number) => {
  expect(await editor.frame.evaluate(() => Reflect.get(window, 'livePreviewMarker'))).toBe('the same window');
  expect(await editor.frame.evaluate(() => window.scrollY)).toBe(scrollY);
  expect(await editor.app.handshakes()).toBe(1);
};

/** The page's first block of a type that shows something (the demo's broken draft headline does not). */
const blockOf = (editor: Editor, type: string): RawItem => {
  const found = codenames(editor.page.elements.components)
    .map((codename) => draftByCodename(codename, editor.language))
    .find((item) => item.system.type === type && (type !== 'headline_component' || text(item.elements.text).trim() !== ''));
  if (!found) throw new Error(`no ${type} on ${editor.page.system.codename}`);
  return found;
};

/** A rich text of the page whose component the preview shows, when the demo content has one. */
const shownComponent = async (editor: Editor) => {
  for (const codename of codenames(editor.page.elements.components)) {
    const block = draftByCodename(codename, editor.language);
    for (const [elementCodename, element] of Object.entries(block.elements)) {
      const component = z.array(storedComponent).catch([]).parse(element.components)[0];
      if (element.type !== 'rich_text' || !component) continue;
      const shown = editor.frame.locator(`[data-kontent-component-id="${component.system.id}"]:not([data-kontent-add-button])`);
      const textElement = Object.entries(component.elements).find(([, value]) => value.type === 'text' && text(value).trim() !== '');
      if ((await shown.count()) === 0 || !textElement) continue;
      return { block, elementCodename, element, component, textElement: textElement[0], shown: shown.first() };
    }
  }
  return null;
};

/** A new component inside the rich text of the page's rich-text block, as Kontent sends it when an editor inserts one. */
const insertComponent = async (editor: Editor, words: string) => {
  const block = blockOf(editor, 'richtext_component');
  const headline = blockOf(editor, 'headline_component');
  const id = randomUUID();
  const codename = `n${id.replaceAll('-', '_')}`;
  const component = sdkItem({ system: { id, name: id, codename, type: headline.system.type }, elements: headline.elements }, editor.language);
  const send = async (value: string) => {
    const withText = { ...component, elements: { ...component.elements, text: { type: 'text', name: 'Text', value } } };
    await editor.update(block, [
      changed('content', 'rich_text', { value: `<p>${value}.</p>${componentTag(codename)}`, linkedItemCodenames: [codename], linkedItems: [withText], links: [], images: [] }),
    ]);
  };
  await send(words);
  return { block, id, send, shown: editor.frame.locator(`[data-kontent-component-id="${id}"]:not([data-kontent-add-button])`) };
};

/** Clicks the add button the SDK drew for `target`, and the popover's action `action`. */
const add = async (editor: Editor, target: Locator, action: 'insert-linked-item' | 'create-component') => {
  await target.scrollIntoViewIfNeeded();
  const marked = async () =>
    target.evaluate((node) => {
      const button = [...document.querySelectorAll('ksl-add-button')].find((each) => Reflect.get(each, 'targetRef') === node);
      button?.setAttribute('data-test-add', '');
      return button !== undefined;
    });
  await expect.poll(marked, { timeout: 10_000 }).toBe(true);
  await editor.frame.locator('ksl-add-button[data-test-add]').click();
  await editor.frame.locator(`ksl-add-button[data-test-add] #${action}`).click();
  const lastOf = async (type: string): Promise<FrameMessage | undefined> => (await editor.app.received()).filter((message) => message.type === type).at(-1);
  await expect.poll(async () => (await lastOf('kontent-smart-link:add:action')) !== undefined).toBe(true);
  const initial = await lastOf('kontent-smart-link:add:initial');
  const action_ = await lastOf('kontent-smart-link:add:action');
  await editor.frame.evaluate(() => document.querySelector('ksl-add-button[data-test-add]')?.removeAttribute('data-test-add'));
  return { initial, action: action_ };
};

for (const { locale, path: pagePath, words } of PAGES) {
  test.describe(`live preview in Kontent.ai's frame (${locale}; spec 2.4.8, 4.6)`, () => {
    test.setTimeout(120_000);

    test(`what an editor types shows at once without a reload, then Kontent's refresh after a save shows the saved draft in place (${locale})`, async ({ page, baseURL }, testInfo) => {
      const editor = await openEditor(page, baseURL, pagePath);
      expect(editor.language).toBe(locale);
      await editor.frame.evaluate(() => {
        Reflect.set(window, 'livePreviewMarker', 'the same window');
        window.scrollTo(0, 120);
      });
      const scrollY = await editor.frame.evaluate(() => window.scrollY);
      expect(scrollY).toBe(120);

      // The page title: the h1 of the page's cover block.
      const title = editor.frame.locator('main h1');
      const cover = draftById((await title.evaluate((node) => node.closest('[data-kontent-item-id]')?.getAttribute('data-kontent-item-id'))) ?? '', editor.language);
      const titleElement = (await title.getAttribute('data-kontent-element-codename')) ?? '';
      const typedTitle = `${text(cover.elements[titleElement]).slice(0, -2)}…`;
      await editor.update(cover, [changed(titleElement, 'text', { value: typedTitle })]);
      await expect(title).toHaveText(typedTitle);
      await expectInPlace(editor, scrollY);

      // A rich text.
      const richText = blockOf(editor, 'richtext_component');
      const richTextShown = editor.frame.locator(`[data-kontent-item-id="${richText.system.id}"]`);
      await editor.update(richText, [changed('content', 'rich_text', { value: `<p>${words.typed}</p>`, linkedItemCodenames: [], linkedItems: [], links: [], images: [] })]);
      await expect(richTextShown).toContainText(words.typed);
      await expectInPlace(editor, scrollY);

      // A component inside rich text: the demo's own when the page shows one, else one the editor inserts now.
      const existing = await shownComponent(editor);
      if (existing) {
        const element = sdkElement(existing.element, editor.language);
        const linkedItems = z
          .array(z.custom<SdkItem>())
          .parse(element.linkedItems)
          .map((item) =>
            item.system.id === existing.component.system.id ? { ...item, elements: { ...item.elements, [existing.textElement]: { type: 'text', name: 'Text', value: words.component } } } : item,
          );
        await editor.update(existing.block, [changed(existing.elementCodename, 'rich_text', { ...element, linkedItems })]);
        await expect(existing.shown).toContainText(words.component);
      } else {
        const inserted = await insertComponent(editor, words.component);
        await expect(inserted.shown).toContainText(words.component);
        await inserted.send(words.again);
        await expect(inserted.shown).toContainText(words.again);
      }
      await expectInPlace(editor, scrollY);

      // A linked-item list: the page's blocks lose one and end with a block of another page (read from the preview API).
      const blocks = codenames(editor.page.elements.components);
      const removed = draftByCodename(blocks.at(-2) ?? '', editor.language);
      const borrowed = draftByCodename('page_home__headline_component_4', editor.language);
      await editor.update(editor.page, [changed('components', 'modular_content', { value: [...blocks.filter((c) => c !== removed.system.codename), borrowed.system.codename], linkedItems: [] })]);
      const list = editor.frame.locator('[data-kontent-element-codename="components"]').first();
      const last = list.locator(':scope > [data-kontent-item-id]').last();
      await expect(last).toHaveAttribute('data-kontent-item-id', borrowed.system.id);
      await expect(last).toContainText(text(borrowed.elements.text));
      await expect(editor.frame.locator(`[data-kontent-item-id="${removed.system.id}"]`)).toHaveCount(0);
      await expectInPlace(editor, scrollY);

      // Kontent saves the page's cover (desktop) or a headline (phone: the projects run side by side and save apart),
      // then sends its refresh: the saved draft shows, the other unsaved changes stay, nothing reloads.
      const saved = testInfo.project.name === 'mobile' ? { item: blockOf(editor, 'headline_component'), element: 'text' } : { item: cover, element: titleElement };
      const savedValue = `${text(saved.item.elements[saved.element]).slice(0, -3)}, ok`;
      const before = await saveDraft(CONTENT_DIR, { codename: saved.item.system.codename, language: editor.language, element: saved.element, value: savedValue });
      try {
        await editor.app.send(
          'kontent-smart-link:preview:refresh',
          { projectId: 'demo', languageCodename: editor.language, updatedItemCodename: saved.item.system.codename },
          { manualRefresh: false },
        );
        await expect(editor.frame.locator(`[data-kontent-item-id="${saved.item.system.id}"]`).first()).toContainText(savedValue);
        // The page's own unsaved change (its list of blocks) is still shown.
        await expect(last).toHaveAttribute('data-kontent-item-id', borrowed.system.id);
        await expectInPlace(editor, scrollY);
      } finally {
        await saveDraft(CONTENT_DIR, { codename: saved.item.system.codename, language: editor.language, element: saved.element, value: before });
      }
    });

    test(`add buttons ask Kontent to add before a page's block and after a component in rich text, naming element, item and position (${locale}; spec 5.6)`, async ({ page, baseURL }) => {
      const editor = await openEditor(page, baseURL, pagePath);
      const blocks = editor.frame.locator('[data-kontent-element-codename="components"] > [data-kontent-item-id]');
      const target = blocks.nth(3);
      const targetId = (await target.getAttribute('data-kontent-item-id')) ?? '';
      const onPage = await add(editor, target, 'insert-linked-item');
      const expected = { projectId: 'demo', languageCodename: editor.language, itemId: editor.page.system.id, elementCodename: 'components', insertPosition: { placement: 'before', targetId } };
      expect(onPage.initial?.data).toEqual(expected);
      expect(onPage.action?.data).toEqual({ ...expected, action: 'InsertLinkedItem' });

      const inserted = await insertComponent(editor, 'Add after me');
      await expect(inserted.shown).toContainText('Add after me');
      await editor.app.answerAddAs('RichText');
      const marker = editor.frame.locator(`[data-kontent-add-button-insert-position="after"][data-kontent-component-id="${inserted.id}"]`);
      const inText = await add(editor, marker, 'create-component');
      const inRichText = {
        projectId: 'demo',
        languageCodename: editor.language,
        itemId: inserted.block.system.id,
        elementCodename: 'content',
        insertPosition: { placement: 'after', targetId: inserted.id },
      };
      expect(inText.initial?.data).toEqual(inRichText);
      expect(inText.action?.data).toEqual({ ...inRichText, action: 'CreateComponent' });
    });
  });
}
