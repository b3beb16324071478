import { describe, expect, it } from 'vitest';
import { categoryState, fullySelectedCategories, toggleCategory } from '@/lib/category-selection';
import { validateCredentials, validateNewPassword } from './validation';

describe('validateCredentials', () => {
  it('names each broken rule with the spec text', () => {
    expect(validateCredentials('signup', { name: '  ', email: 'nope', password: '12345' })).toEqual(
      {
        name: 'Name is required for sign up.',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters long',
      },
    );
  });

  it('does not ask for a name when signing in', () => {
    expect(
      validateCredentials('signin', { name: '', email: 'a@b.co', password: '123456' }),
    ).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it('wants 6 characters, then a matching confirmation', () => {
    expect(validateNewPassword('12345', '12345')).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateNewPassword('123456', '123457')).toEqual({ confirm: 'Passwords do not match' });
    expect(validateNewPassword('123456', '123456')).toEqual({});
  });
});

describe('category selection', () => {
  const byCategory = { DEX: ['Uniswap', 'Curve'], Lending: ['Aave'] };

  it('adds the missing projects of a partly selected category, removes a full one', () => {
    const partly = new Set(['Curve']);
    const full = toggleCategory(partly, byCategory.DEX);
    expect([...full].sort()).toEqual(['Curve', 'Uniswap']);
    expect(categoryState(full, byCategory.DEX)).toBe('all');
    expect(toggleCategory(full, byCategory.DEX).size).toBe(0);
  });

  it('counts only fully selected categories', () => {
    expect(fullySelectedCategories(byCategory, new Set(['Curve', 'Aave']))).toEqual(['Lending']);
  });
});
