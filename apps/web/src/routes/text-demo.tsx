import { Card, PageHeader } from '@salesdash/ui-kit';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/text-demo')({
  staticData: { routeName: 'text-demo' },
  component: TextDemoPage,
});

function TextDemoPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Text demo" description="Demo of the type scale." />
      <Card title="Type scale">
        <div className="flex flex-col gap-2 text-fg">
          <p className="text-2xl font-semibold">Heading · $12,480.00 total cash</p>
          <p className="text-lg font-medium">Subheading · 42 closed deals</p>
          <p className="text-sm">
            Body text: metrics compare the current period with the previous one.
          </p>
          <p className="text-xs text-fg-muted">Caption: updated a moment ago</p>
        </div>
      </Card>
    </div>
  );
}
