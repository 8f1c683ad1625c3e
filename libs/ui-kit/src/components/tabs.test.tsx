import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

type View = 'products' | 'members';

function Harness() {
  const [value, setValue] = useState<View>('products');
  return (
    <Tabs<View>
      label="Team view"
      value={value}
      onChange={setValue}
      items={[
        { value: 'products', label: 'Products' },
        { value: 'members', label: 'Members' },
      ]}
    >
      {value === 'products' ? 'Product table' : 'Member table'}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('links the selected tab and its panel', () => {
    render(<Harness />);
    const tab = screen.getByRole('tab', { name: 'Products' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Products' })).toHaveTextContent('Product table');
  });

  it('switches with arrow keys and by click', async () => {
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Members' })).toHaveTextContent('Member table');
    await userEvent.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Product table');
  });
});
