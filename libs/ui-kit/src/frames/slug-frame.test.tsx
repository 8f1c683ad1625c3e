import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlugFrame } from './slug-frame.tsx';

describe('SlugFrame', () => {
  it('shows the title slot, the read-only badge and the content', () => {
    render(
      <SlugFrame title="Q3 product dashboard" actions={<button type="button">Theme</button>}>
        <p>Shared content</p>
      </SlugFrame>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Q3 product dashboard');
    expect(screen.getByText('Shared dashboard · read-only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Shared content');
  });
});

describe('SlugFrame without a title', () => {
  it('leaves out the separator, so a dead link shows no dangling slash', () => {
    render(<SlugFrame>content</SlugFrame>);
    expect(screen.getByRole('banner')).not.toHaveTextContent('/');
  });

  it('shows the separator once the title is known', () => {
    render(<SlugFrame title="Jordan Hayes">content</SlugFrame>);
    expect(screen.getByRole('banner')).toHaveTextContent('SalesDash/Jordan Hayes');
  });
});
