import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricCard } from './metric-card.tsx';
import { MetricGroup } from './metric-group.tsx';

describe('MetricGroup', () => {
  it('is a region named by its h2 holding its cards', () => {
    render(
      <MetricGroup title="Appointments" description="This month">
        <MetricCard
          label="Total calls"
          format="count"
          current={60}
          previous={50}
          difference={0.2}
        />
        <MetricCard
          label="No-show calls"
          format="count"
          current={18}
          previous={20}
          difference={-0.1}
          lowerIsBetter
        />
      </MetricGroup>,
    );
    const region = screen.getByRole('region', { name: 'Appointments' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Appointments' }),
    ).toBeInTheDocument();
    expect(within(region).getAllByRole('group')).toHaveLength(2);
    expect(region).toHaveTextContent('This month');
  });
});
