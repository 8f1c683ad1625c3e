import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RangeBar } from './range-bar.tsx';

const november = { startDate: '2026-11-01', endDate: '2026-11-30', preset: 'thisMonth' } as const;

describe('RangeBar', () => {
  it('shows the range it is compared with and the actions', () => {
    render(
      <RangeBar
        value={november}
        onChange={() => undefined}
        previous={{ startDate: '2026-10-01', endDate: '2026-10-30' }}
        today="2026-11-24"
        actions={<button type="button">Download</button>}
      />,
    );
    expect(screen.getByText('Compared with Oct 1, 2026 – Oct 30, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('says nothing about a comparison it does not know yet', () => {
    render(<RangeBar value={november} onChange={() => undefined} today="2026-11-24" />);
    expect(screen.queryByText(/Compared with/)).not.toBeInTheDocument();
  });
});
