import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignOutForm } from './sign-out-form';

describe('SignOutForm', () => {
  it('is a button that posts to the sign-out action, never a link', () => {
    render(<SignOutForm />);
    const form = screen.getByRole('button', { name: 'Выйти' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/auth/logout');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
