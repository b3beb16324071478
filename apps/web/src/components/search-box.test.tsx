import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './search-box';

function Harness({ placeholder }: { placeholder?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox
        label="Search bookmarks"
        placeholder={placeholder}
        value={value}
        onChange={setValue}
      />
      <p>typed: {value}</p>
    </>
  );
}

describe('SearchBox', () => {
  it('is a named search field that reports what is typed', async () => {
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search bookmarks' });
    expect(box).toHaveAttribute('placeholder', 'Search bookmarks');
    await userEvent.type(box, 'aave');
    expect(screen.getByText('typed: aave')).toBeInTheDocument();
  });

  it('shows its own placeholder when given one', () => {
    render(<Harness placeholder="Search projects or categories" />);
    expect(screen.getByRole('searchbox', { name: 'Search bookmarks' })).toHaveAttribute(
      'placeholder',
      'Search projects or categories',
    );
  });
});
