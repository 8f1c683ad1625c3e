import { LinkButton } from './link-button.tsx';

/** Short product pitch used by the landing and hero demo screens. */
export function ProductIntro({ label }: { label: string }) {
  return (
    <section className="flex max-w-xl flex-col items-center gap-4 text-center">
      <p className="text-xs font-semibold uppercase tracking-wide text-fg-muted">{label}</p>
      <h1 className="text-3xl font-semibold text-fg">
        Every sale, every commission, one dashboard.
      </h1>
      <p className="text-fg-muted">
        SalesDash shows your team&apos;s cash collected, calls, close rates and commissions as they
        happen.
      </p>
      <LinkButton to="/login">Sign in</LinkButton>
    </section>
  );
}
