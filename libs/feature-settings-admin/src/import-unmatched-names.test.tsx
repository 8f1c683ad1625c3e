import type { ImportResolution } from '@salesdash/api-contract';
import { exampleImportPreview, failure } from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportUnmatchedNames } from './import-unmatched-names.tsx';
import type { AdminRoutesOptions } from './testing/admin-routes.ts';
import { WithFakeAdminApi } from './testing/with-fake-admin-api.tsx';

const mappedProduct: Record<string, ImportResolution> = {
  'product:Mastermind': { kind: 'product', value: 'Mastermind', action: 'map', id: 2 },
};

const renderNames = (
  api: AdminRoutesOptions = {},
  names = exampleImportPreview.unmatched,
  resolutions = mappedProduct,
) =>
  render(
    <WithFakeAdminApi options={api}>
      <ImportUnmatchedNames names={names} resolutions={resolutions} onResolve={() => undefined} />
    </WithFakeAdminApi>,
  );

describe('ImportUnmatchedNames', () => {
  it('shows each name with its choice, a mapped one on its record', async () => {
    renderNames();
    await screen.findByRole('option', { name: 'Map to Course' });
    expect(screen.getByLabelText(/Product “Mastermind”/)).toHaveValue('map:2');
    expect(screen.getByLabelText(/Person “old.rep@demo.test”/)).toHaveValue('');
  });

  it('still offers to create when the lists cannot be loaded', async () => {
    renderNames({ products: failure(500, 'internal', 'Internal Server Error') });
    expect(
      await screen.findByText(/could not be loaded; you can still create them/),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: 'Create the product' })).toHaveLength(1);
  });

  it('warns that a person it creates is paid nothing on approved history', async () => {
    const warning = /approved rows are stored paying 0 % commission/;
    renderNames();
    await screen.findByRole('option', { name: 'Map to Course' });
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    renderNames({}, undefined, {
      ...mappedProduct,
      'person:old.rep@demo.test': { kind: 'person', value: 'old.rep@demo.test', action: 'create' },
    });
    expect(screen.getByText(warning)).toBeInTheDocument();
  });

  it('says when every name matched', () => {
    renderNames({}, []);
    expect(screen.getByText(/no names to resolve/)).toBeInTheDocument();
  });
});
