import {
  ApiTestProviders,
  createFakeApiClient,
  exampleOrgUser,
  failure,
  success,
  type FakeAnswer,
} from '@salesdash/data-access-api/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FirstScreenHint } from './first-screen-hint.tsx';

function renderHint(person: FakeAnswer, access: 2 | 3 | 4 = 4, withTeamLink = false) {
  const fake = createFakeApiClient({ 'GET users/:id': person });
  render(
    <ApiTestProviders api={fake.api}>
      <FirstScreenHint
        userId={7}
        access={access}
        organizationName="Acme"
        teamLink={withTeamLink ? <a href="/team">Team dashboard</a> : undefined}
      />
    </ApiTestProviders>,
  );
  return fake;
}

describe('FirstScreenHint', () => {
  it.each([
    [
      'names the manager',
      success(exampleOrgUser({ manager_name: 'Morgan Manager' })),
      'Ask Morgan Manager, your manager.',
    ],
    [
      'sends a rep without a manager to an admin',
      success(exampleOrgUser({ manager_id: null, manager_name: null })),
      'Ask an admin of Acme.',
    ],
    [
      'still names someone when the record cannot be read',
      failure(503, 'unavailable', 'Service unavailable'),
      'Ask an admin of Acme.',
    ],
  ])('%s', async (_case, person, whom) => {
    renderHint(person);
    const hint = screen.getByRole('status');
    expect(hint.textContent).toContain('Nothing counts for you yet');
    expect(hint.textContent).toContain('Request commission');
    await screen.findByText(new RegExp(whom.replace(/\./g, '\\.')));
  });

  it('sends managers and admins to the team dashboard, without reading their record', () => {
    const fake = renderHint(success(exampleOrgUser()), 3, true);
    const hint = screen.getByRole('status');
    expect(hint.textContent).toContain('No sales of your own in this range');
    expect(screen.getByRole('link', { name: 'Team dashboard' }).getAttribute('href')).toBe('/team');
    expect(fake.requests).toHaveLength(0);
  });
});
