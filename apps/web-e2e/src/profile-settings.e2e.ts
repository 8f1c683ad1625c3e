import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { contextPerTest, signInAs, snap } from './support/browser.ts';
import { pageApi } from './support/page-api.ts';

const context = contextPerTest();

type Profile = { display_name: string; profile_picture: string | null };

/** A landscape photo of two halves, so the crop step has something to frame. */
const photo = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d4ed8' } })
    .composite([
      {
        input: {
          create: { width: 160, height: 200, channels: 3, background: '#f59e0b' },
        },
        left: 160,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

// The Profile, Password and Organization tabs of /settings; every state passes axe.
describe('settings: profile, password and organization', () => {
  it('uploads a framed picture that then shows in the user menu, and names the time zone’s effects', async () => {
    const page = await context().newPage();
    await signInAs(page, 'admin@demo.test');
    const menu = page.getByRole('button', { name: /User menu/ });
    await expect.poll(() => menu.locator('img').count()).toBe(0);

    await page.goto('/settings');
    const names = page.getByRole('form', { name: 'Your name' });
    await names.waitFor();
    await expectNoSeriousA11yViolations(page, 'profile tab');
    const original = (await pageApi<Profile>(page, 'profile')).display_name;
    await names.getByLabel('Display name').fill('Olivia B.');
    await names.getByRole('button', { name: 'Save profile' }).click();
    await names.getByText('Saved.').waitFor();
    expect((await pageApi<Profile>(page, 'profile')).display_name).toBe('Olivia B.');
    await expect.poll(() => menu.textContent()).toContain('Olivia B.');
    // Other journeys of this server find the admin by name: the name goes back.
    await names.getByLabel('Display name').fill(original);
    await names.getByRole('button', { name: 'Save profile' }).click();
    await expect
      .poll(async () => (await pageApi<Profile>(page, 'profile')).display_name)
      .toBe(original);

    await page.getByTestId('avatar-file').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: await photo(),
    });
    const crop = page.getByRole('dialog', { name: 'Frame your picture' });
    await crop.waitFor();
    await expectNoSeriousA11yViolations(page, 'crop step');
    // Framed from the keyboard: move right, zoom in.
    await crop.getByRole('group', { name: /arrow keys move the picture/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('+');
    await crop.getByRole('button', { name: 'Use this picture' }).click();
    await crop.waitFor({ state: 'detached' });
    await page.getByText('Picture saved.').waitFor();
    await menu.locator('img').waitFor();
    await snap(page, 'settings-01-picture-in-menu');
    const profile = await pageApi<Profile>(page, 'profile');
    expect(profile.profile_picture).toMatch(/^\/api\/avatars\/\d+\?v=/);

    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is required').waitFor();
    await expectNoSeriousA11yViolations(page, 'password tab with field messages');

    await page.getByRole('tab', { name: 'Organization' }).click();
    const organization = page.getByRole('form', { name: 'Organization' });
    await organization.waitFor();
    await organization.getByLabel('Time zone').selectOption('Europe/Berlin');
    await organization.getByText('What a new time zone changes').waitFor();
    await organization.getByRole('button', { name: 'Save organization' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change the time zone to Europe/Berlin?' });
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page, 'time zone confirmation');
    // Other journeys of this server read the demo organization's days: keep its zone.
    await confirm.getByRole('button', { name: /^Keep / }).click();
    await confirm.waitFor({ state: 'detached' });
  });
});
