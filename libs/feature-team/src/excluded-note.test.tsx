import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExcludedNote } from './excluded-note.tsx';

describe('ExcludedNote', () => {
  it.each([
    [{ people: 1, totalCash: 4000 }, 'Excludes $4,000.00 from 1 inactive person · Show'],
    [{ people: 3, totalCash: 1234.5 }, 'Excludes $1,234.50 from 3 inactive people · Show'],
    [{ people: 2, totalCash: 0 }, 'Excludes $0.00 from 2 inactive people · Show'],
  ])('%j reads "%s"', (excluded, text) => {
    render(<ExcludedNote excluded={excluded} onShow={() => undefined} />);
    expect(screen.getByRole('note')).toHaveTextContent(text);
  });

  it('includes those people on Show', async () => {
    const onShow = vi.fn();
    render(<ExcludedNote excluded={{ people: 2, totalCash: 10 }} onShow={onShow} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 inactive people' }));
    expect(onShow).toHaveBeenCalledOnce();
  });

  it('renders nothing when nobody is left out', () => {
    const { container } = render(<ExcludedNote excluded={undefined} onShow={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
