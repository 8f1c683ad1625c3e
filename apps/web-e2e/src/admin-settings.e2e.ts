import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { contextPerTest, signInAs, snap } from './support/browser.ts';
import { pageApi } from './support/page-api.ts';

const context = contextPerTest();

type Product = { name: string; is_active: boolean; employees: { user_id: number }[] };
type Role = { role_title: string; commission: number };

// An admin runs products and sales roles from the UI; every dialog passes axe.
describe('products and sales roles administration', () => {
  it('lets an admin create a sales role and a product, put a person on it and archive it', async () => {
    const page = await context().newPage();
    await signInAs(page, 'admin@demo.test');

    await page.goto('/settings/roles');
    await page.getByRole('heading', { name: 'Sales roles', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New sales role' }).click();
    const roleForm = page.getByRole('dialog', { name: 'New sales role' });
    await roleForm.getByRole('button', { name: 'Create role' }).click();
    await roleForm.getByText('Enter a percent, e.g. 10').waitFor();
    await expectNoSeriousA11yViolations(page, 'role form with field messages');
    await roleForm.getByLabel('Title').fill('Journey closer');
    await roleForm.getByLabel('Commission (%)').fill('12.5');
    await roleForm.getByRole('button', { name: 'Create role' }).click();
    await roleForm.waitFor({ state: 'detached' });
    const roles = await pageApi<Role[]>(page, 'roles');
    expect(roles.find((role) => role.role_title === 'Journey closer')?.commission).toBe(12.5);

    await page.goto('/settings/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New product' }).click();
    const productForm = page.getByRole('dialog', { name: 'New product' });
    await expectNoSeriousA11yViolations(page, 'product form');
    await productForm.getByLabel('Name').fill('Journey product');
    await productForm.getByLabel('Price (USD)').fill('1500');
    await productForm.getByRole('button', { name: 'Create product' }).click();
    await productForm.waitFor({ state: 'detached' });
    await snap(page, 'admin-01-product-created');

    await page.getByRole('button', { name: 'People on Journey product' }).click();
    await page.getByRole('button', { name: 'Add a person' }).click();
    const memberForm = page.getByRole('dialog', { name: 'Add a person to Journey product' });
    await expectNoSeriousA11yViolations(page, 'team member form');
    await memberForm.getByLabel('Person').selectOption({ label: 'Jordan Hayes' });
    await memberForm.getByLabel('Sales role').selectOption({ label: 'Journey closer (12.5 %)' });
    await memberForm.getByLabel('Title').fill('Lead');
    await memberForm.getByRole('button', { name: 'Add to team' }).click();
    const team = page.getByRole('list', { name: 'Team of Journey product' });
    await team.getByText('Journey closer · Lead').waitFor();
    await expectNoSeriousA11yViolations(page, 'product team dialog');
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();

    await page.getByRole('button', { name: 'Archive Journey product' }).click();
    await expectNoSeriousA11yViolations(page, 'archive dialog');
    await page.getByRole('button', { name: 'Archive product' }).click();
    await page.getByRole('button', { name: 'Restore Journey product' }).waitFor();
    const products = await pageApi<Product[]>(page, 'products');
    const created = products.find((product) => product.name === 'Journey product');
    expect(created).toMatchObject({ is_active: false });
    expect(created?.employees).toHaveLength(1);
  });
});
