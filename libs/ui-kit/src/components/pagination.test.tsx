import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('disables both buttons on a single page', () => {
    render(<Pagination page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('moves one page at a time and can be disabled while loading', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination
        page={2}
        totalPages={5}
        totalCount={48}
        pageSize={10}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('Showing 11–20 of 48');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    rerender(<Pagination page={2} totalPages={5} onPageChange={onPageChange} disabled />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
