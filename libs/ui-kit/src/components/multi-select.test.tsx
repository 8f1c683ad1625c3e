import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectProps } from './multi-select.tsx';

const products = [
  { value: 'solar', label: 'Solar Panels' },
  { value: 'battery', label: 'Home Battery' },
  { value: 'roof', label: 'Roofing' },
  { value: 'hvac', label: 'HVAC' },
];

type HarnessProps = Partial<MultiSelectProps> & { onChange?: (next: string[]) => void };

/** Controlled like a real filter bar, so each change shows up in the checkboxes. */
function Harness({ value: initial = [], onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<readonly string[]>(initial);
  return (
    <>
      <MultiSelect
        label="Filter by Products"
        options={products}
        searchPlaceholder="Search products"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = (name: RegExp | string = /^Filter by Products/) =>
  screen.getByRole('button', { name });

describe('MultiSelect', () => {
  it('names the trigger by its label and what is selected', () => {
    const { rerender } = render(
      <MultiSelect label="Filter by Products" options={products} value={[]} onChange={vi.fn()} />,
    );
    expect(trigger('Filter by Products')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <MultiSelect
        label="Filter by Products"
        options={products}
        value={['roof']}
        onChange={vi.fn()}
      />,
    );
    expect(trigger('Filter by Products, Roofing selected')).toHaveTextContent(
      'Filter by Products·Roofing',
    );
    rerender(
      <MultiSelect
        label="Filter by Products"
        options={products}
        value={['roof', 'solar']}
        onChange={vi.fn()}
      />,
    );
    expect(trigger('Filter by Products, 2 selected')).toBeInTheDocument();
  });

  it('opens on click with focus in the search box and toggles options in their order', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Filter by Products' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Roofing' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Solar Panels' }));
    expect(onChange).toHaveBeenLastCalledWith(['solar', 'roof']);
    expect(within(dialog).getByRole('checkbox', { name: 'Roofing' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Roofing' }));
    expect(onChange).toHaveBeenLastCalledWith(['solar']);
    expect(trigger()).toHaveAccessibleName('Filter by Products, Solar Panels selected');
  });

  it('filters the options by a case-insensitive part of their label', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    await userEvent.keyboard('OF');
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Roofing',
    ]);
    await userEvent.keyboard('x');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
  });

  it('selects all matches of the search and clears everything', async () => {
    const onChange = vi.fn();
    render(<Harness value={['hvac']} onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('o');
    await userEvent.click(screen.getByRole('button', { name: 'Select all' }));
    // "o" matches Solar Panels, Home Battery and Roofing; HVAC stays selected.
    expect(onChange).toHaveBeenLastCalledWith(['solar', 'battery', 'roof', 'hvac']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('works from the keyboard and gives focus back to the trigger on Escape', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Solar Panels' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('checkbox', { name: 'Home Battery' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['battery']);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('checkbox', { name: 'HVAC' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps one tab stop in the list, on the option last focused', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Select all' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('checkbox', { name: 'Home Battery' })).toHaveFocus();
  });

  it('closes on a click outside and when focus leaves it', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger());
    await userEvent.tab({ shift: true });
    expect(trigger()).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger());
    // Search box, the list's one tab stop, Select all, Clear, then out.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on Space, and without a search box focuses the first option', async () => {
    render(<Harness searchable={false} />);
    trigger().focus();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Solar Panels' })).toHaveFocus();
  });

  it('says so when there is nothing to pick', async () => {
    render(<Harness options={[]} />);
    await userEvent.click(trigger());
    expect(screen.getByRole('status')).toHaveTextContent('No options');
  });

  it('is a busy, disabled trigger while loading, and disabled on request', () => {
    const { rerender } = render(
      <MultiSelect label="Filter by Managers" options={[]} value={[]} onChange={vi.fn()} loading />,
    );
    expect(trigger('Filter by Managers')).toBeDisabled();
    expect(trigger('Filter by Managers')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <MultiSelect
        label="Filter by Managers"
        options={products}
        value={[]}
        onChange={vi.fn()}
        disabled
      />,
    );
    expect(trigger('Filter by Managers')).toBeDisabled();
    expect(trigger('Filter by Managers')).not.toHaveAttribute('aria-busy');
  });
});
