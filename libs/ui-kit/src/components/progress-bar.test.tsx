import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('announces its value and fills that share', () => {
    render(<ProgressBar label="Import progress" value={250} max={1000} valueText="250 of 1,000" />);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '250');
    expect(bar).toHaveAttribute('aria-valuetext', '250 of 1,000');
    expect(bar.firstElementChild).toHaveStyle({ width: '25%' });
  });

  it('stays empty when there is nothing to do', () => {
    render(<ProgressBar label="Import progress" value={0} max={0} />);
    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ width: '0%' });
  });
});
