import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar.tsx';

describe('initialsOf', () => {
  it.each([
    ['Avery Ace', 'AA'],
    ['avery', 'A'],
    ['  Mary  Jane  Watson ', 'MW'],
    ['élise durand', 'ÉD'],
    ['', '?'],
    ['   ', '?'],
    ['Liv Bennett (Admin)', 'LB'],
    ['Liv Bennett [contractor] ', 'LB'],
    ['(Admin) Liv Bennett', 'LB'],
    ["Sean O'Brien", 'SO'],
    ['"Liv" Bennett', 'LB'],
    ['Liv Bennett, Jr.', 'LJ'],
    ['Dr. Liv Bennett', 'DB'],
    ['Liv - Bennett', 'LB'],
    ['Mary-Jane Watson', 'MW'],
    ['(Admin)', 'A'],
    ['#1 Closer', '1C'],
    ['...', '?'],
    ['Zoë 🚀', 'Z'],
  ])('%j → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows the picture named after the person', () => {
    render(<Avatar name="Avery Ace" src="/avery.png" />);
    expect(screen.getByRole('img', { name: 'Avery Ace' })).toHaveAttribute('src', '/avery.png');
  });

  it('falls back to the initials without a picture or when it fails to load', () => {
    const { rerender } = render(<Avatar name="Avery Ace" />);
    expect(screen.getByRole('img', { name: 'Avery Ace' })).toHaveTextContent('AA');
    rerender(<Avatar name="Avery Ace" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Avery Ace' }));
    expect(screen.getByRole('img', { name: 'Avery Ace' })).toHaveTextContent('AA');
  });
});
