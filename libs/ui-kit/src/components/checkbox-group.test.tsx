import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './checkbox-group.tsx';

const options = [
  { value: 'read', label: 'Read', hint: 'See the records.' },
  { value: 'write', label: 'Write', hint: 'Change the records.' },
] as const;

function Harness({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<('read' | 'write')[]>([]);
  return (
    <CheckboxGroup
      label="Scopes"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      error={value.length === 0 ? 'Choose at least one scope' : undefined}
    />
  );
}

describe('CheckboxGroup', () => {
  it('names the group, describes each box by its hint and keeps the options’ order', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Scopes' });
    expect(group).toHaveAccessibleDescription('Choose at least one scope');
    const write = screen.getByRole('checkbox', { name: 'Write' });
    expect(write).toHaveAccessibleDescription('Change the records.');
    await userEvent.click(write);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Read' }));
    expect(onChange).toHaveBeenLastCalledWith(['read', 'write']);
    expect(group).not.toHaveAccessibleDescription();
    screen.getByRole('checkbox', { name: 'Read' }).focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['write']);
  });

  it('locks every box when disabled', () => {
    render(
      <CheckboxGroup label="Scopes" options={options} value={[]} onChange={vi.fn()} disabled />,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
