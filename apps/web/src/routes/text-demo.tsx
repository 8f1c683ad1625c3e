import { TypeScale } from '@salesdash/feature-showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/text-demo')({
  staticData: { routeName: 'text-demo' },
  component: TypeScale,
});
