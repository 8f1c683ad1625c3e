import { Button, Card, PageHeader } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/buttons')({
  staticData: { routeName: 'buttons' },
  component: ButtonsDemoPage,
});

function ButtonsDemoPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Buttons" description="Demo of the button variants of the design system." />
      <Card title="Variants">
        <div className="flex flex-wrap gap-3">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger">Danger</Button>
          <Button loading>Loading</Button>
          <Button disabled>Disabled</Button>
        </div>
      </Card>
    </div>
  );
}
