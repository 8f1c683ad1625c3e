import { ButtonGallery } from '@salesdash/feature-showcase';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/buttons')({
  staticData: { routeName: 'buttons' },
  component: ButtonGallery,
});
