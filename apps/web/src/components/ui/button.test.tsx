import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button busy', () => {
  it('keeps its name and focusability, and says it is busy', () => {
    render(<Button busy>Sign In</Button>);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('is a plain button when not busy', () => {
    render(<Button>Sign In</Button>);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
