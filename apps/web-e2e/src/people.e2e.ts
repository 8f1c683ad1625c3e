import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { contextPerTest, signInAs, snap } from './support/browser.ts';
import { pageApi } from './support/page-api.ts';

const context = contextPerTest();

type People = { people: { display_name: string; is_active: boolean }[] };

// An admin deactivates someone (asked first: sessions end, the seat frees) and
// brings them back; the People screen and its dialogs pass axe.
describe('people administration', () => {
  it('lets an admin deactivate and reactivate a person from the People screen', async () => {
    const page = await context().newPage();
    await signInAs(page, 'admin@demo.test');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'People' })
      .click();
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Invite teammate' }).waitFor();

    // The search is sent after a pause and the table reloads with its answer: a click on a row
    // of the list before it could land on the loading table instead.
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/api/users/people?') && response.url().includes('search=Chloe'),
    );
    await page.getByLabel('Search people by name or email').fill('Chloe');
    await searched;
    await page.getByRole('button', { name: 'Deactivate Chloe Nguyen' }).click();
    const deactivate = page.getByRole('dialog', { name: 'Deactivate Chloe Nguyen?' });
    await deactivate.getByText(/sessions end/).waitFor();
    await expectNoSeriousA11yViolations(page, 'deactivate dialog');
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await deactivate.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: 'Deactivate Chloe Nguyen' })
      .waitFor({ state: 'detached' });
    const after = await pageApi<People>(page, 'users/people', { search: 'Chloe', status: 'all' });
    expect(after.people).toMatchObject([{ display_name: 'Chloe Nguyen', is_active: false }]);

    await page.getByRole('button', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: 'Reactivate Chloe Nguyen' }).click();
    const reactivate = page.getByRole('dialog', { name: 'Reactivate Chloe Nguyen?' });
    await expectNoSeriousA11yViolations(page, 'reactivate dialog');
    await reactivate.getByRole('button', { name: 'Reactivate' }).click();
    await reactivate.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Deactivate Chloe Nguyen' }).waitFor();
    await snap(page, 'people-01-reactivated');
    const back = await pageApi<People>(page, 'users/people', { search: 'Chloe' });
    expect(back.people).toMatchObject([{ display_name: 'Chloe Nguyen', is_active: true }]);

    await page.getByRole('button', { name: 'Edit Chloe Nguyen' }).click();
    await page.getByRole('dialog', { name: 'Edit Chloe Nguyen' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'person form');
  });
});
