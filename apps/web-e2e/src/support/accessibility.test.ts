import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './accessibility.ts';
import { launchChromium } from './browser.ts';

// The gate itself, in Chromium without a server: a broken page must fail, naming the rule and
// the element; a sound one must pass.
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

const document = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Gate test</title></head><body><main>${body}</main></body></html>`;

describe('expectNoSeriousA11yViolations', () => {
  it('fails an unlabeled input and low-contrast text, listing rule ids and selectors', async () => {
    await page.setContent(
      document(
        '<h1>Sign in</h1><input id="email" type="email">' +
          '<p id="faint" style="color:#d4d4d4;background:#ffffff">Forgot password?</p>',
      ),
    );
    const failure = await expectNoSeriousA11yViolations(page, 'broken login').then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(failure).toMatch(/accessibility violation\(s\) on "broken login"/);
    expect(failure).toMatch(/^- label \(critical\): .*$/m);
    expect(failure).toMatch(/^ {4}#email\b/m);
    expect(failure).toMatch(/^- color-contrast \(serious\): .*$/m);
    expect(failure).toMatch(/^ {4}#faint\b/m);
  });

  it('fails a button without a name inside a landmark', async () => {
    await page.setContent(document('<h1>Menu</h1><button id="icon-only"><svg></svg></button>'));
    await expect(expectNoSeriousA11yViolations(page, 'icon button')).rejects.toThrow(
      /- button-name \(critical\)[^\n]*\n {4}#icon-only/,
    );
  });

  it('scans inside frames too (in the partial mode, which legacy mode is not)', async () => {
    await page.setContent(
      document(
        '<h1>Embedded</h1><iframe title="Form" srcdoc="<!doctype html><html lang=en><body><main>' +
          '<input id=&quot;in-frame&quot; type=&quot;email&quot;></main></body></html>"></iframe>',
      ),
    );
    await page.frameLocator('iframe').locator('#in-frame').waitFor();
    await expect(expectNoSeriousA11yViolations(page, 'framed form')).rejects.toThrow(
      /- label \(critical\)[^\n]*\n {4}iframe.*#in-frame/,
    );
  });

  it('measures text that fades in once it has arrived, not halfway', async () => {
    await page.setContent(
      document(
        '<h1>Saved</h1><style>@keyframes in { from { opacity: 0.1 } to { opacity: 1 } }</style>' +
          '<p style="color:#404040;background:#ffffff;animation:in 600ms">Adjustment added</p>',
      ),
    );
    await expect(expectNoSeriousA11yViolations(page, 'toast fading in')).resolves.toBeUndefined();
  });

  it('finds the same violations in the legacy mode as in the partial mode', async () => {
    await page.setContent(
      document(
        '<h1>Sign in</h1><input id="email" type="email"><button id="icon-only"><svg></svg></button>' +
          '<p id="faint" style="color:#d4d4d4;background:#ffffff">Forgot password?</p>',
      ),
    );
    const ids = async (legacy: boolean) =>
      (await new AxeBuilder({ page }).setLegacyMode(legacy).analyze()).violations
        .map((violation) => `${violation.id} ${violation.nodes.length}`)
        .sort();
    expect(await ids(true)).toEqual(await ids(false));
    expect(await ids(true)).toEqual(
      expect.arrayContaining(['button-name 1', 'color-contrast 1', 'label 1']),
    );
  });

  it('passes a labelled form with readable text', async () => {
    await page.setContent(
      document(
        '<h1>Sign in</h1><label for="email">Email</label><input id="email" type="email">' +
          '<p style="color:#404040;background:#ffffff">Forgot password?</p>',
      ),
    );
    await expect(expectNoSeriousA11yViolations(page, 'sound login')).resolves.toBeUndefined();
  });
});
