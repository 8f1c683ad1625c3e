import { failure } from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillingScreen } from './billing-screen.tsx';
import type { PeopleRoutesOptions } from './testing/people-routes.ts';
import { WithFakePeopleApi } from './testing/with-fake-people-api.tsx';

const renderScreen = (options: PeopleRoutesOptions = {}) =>
  render(
    <WithFakePeopleApi options={options}>
      <BillingScreen organizationId={7} />
    </WithFakePeopleApi>,
  );

describe('BillingScreen', () => {
  it('shows seats purchased, used (people and invites) and available', async () => {
    renderScreen();
    expect(await screen.findByText('4 active people, 1 pending invite')).toBeInTheDocument();
    const figures = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(figures).toEqual(['10', '5', '4 active people, 1 pending invite', '5']);
  });

  it('says there is no payment provider and shows the operator’s command', () => {
    renderScreen();
    expect(screen.getByText(/no payment provider/)).toBeInTheDocument();
    expect(
      screen.getByText('npm run seats -- --organization-id 7 --seats <count>'),
    ).toBeInTheDocument();
  });

  it('says when the seats could not be loaded', async () => {
    renderScreen({ billing: failure(500, 'internal', 'Internal Server Error') });
    expect(await screen.findByText('Failed to load seats')).toBeInTheDocument();
  });
});
