import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SunIcon } from './sun-icon.tsx';

describe('createIcon', () => {
  it('is decorative by default', () => {
    const { container } = render(<SunIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its title', () => {
    render(<SunIcon title="Light mode" size={24} />);
    const img = screen.getByRole('img', { name: 'Light mode' });
    expect(img).toHaveAttribute('width', '24');
  });
});
