import { exampleImportUpload } from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportResultCounts } from './import-result-counts.tsx';

describe('ImportResultCounts', () => {
  it('says what an import did in one line', () => {
    render(
      <ImportResultCounts
        batch={{
          ...exampleImportUpload,
          rows_created: 1200,
          rows_updated: 3,
          rows_duplicate: 2,
          rows_rejected: 1,
        }}
      />,
    );
    expect(
      screen.getByText('1,200 created · 3 updated · 2 duplicates skipped · 1 rejected'),
    ).toBeInTheDocument();
  });
});
