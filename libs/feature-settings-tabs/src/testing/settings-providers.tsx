import {
  ApiTestProviders,
  createFakeApiClient,
  type FakeRoutes,
} from '@salesdash/data-access-api/testing';
import type { Decorator } from '@storybook/react-vite';

/**
 * Storybook decorators giving a story its own fake API (created once per story module load)
 * and a query cache without retries.
 * @param routes - the fake API's answers
 */
export function withFakeApi(routes: FakeRoutes): Decorator[] {
  const { api } = createFakeApiClient(routes);
  return [
    (Story) => (
      <ApiTestProviders api={api}>
        <div className="max-w-2xl bg-bg p-4">
          <Story />
        </div>
      </ApiTestProviders>
    ),
  ];
}
