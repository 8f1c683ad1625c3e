import type { Page } from 'playwright-core';

/** Uploads `file` on the import screen; the mapping form comes next. */
export async function uploadForImport(page: Page, file: string): Promise<void> {
  await page.getByLabel('Spreadsheet (.csv or .xlsx)').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('form', { name: 'Map the columns' }).waitFor();
}

/** Runs the preview with the mapping on screen and waits for what the import does. */
export async function previewImport(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByLabel('What the import does').waitFor();
}

/** Confirms the import of the previewed rows and waits for the result. */
export async function importRows(page: Page, rows: number, fileName: string): Promise<void> {
  await page.getByRole('button', { name: `Import ${rows} ${rows === 1 ? 'row' : 'rows'}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByText(`${fileName} is imported`).waitFor({ timeout: 30_000 });
}
