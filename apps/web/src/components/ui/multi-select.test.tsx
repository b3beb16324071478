import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelect } from './multi-select';

const options = ['DEX', 'Lending', 'Layer 2', 'Oracles'].map((v) => ({ value: v, label: v }));

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect label="Categories" options={options} value={value} onChange={setValue} />
      <output>{value.join('|')}</output>
    </>
  );
}

describe('MultiSelect', () => {
  it('names the trigger with the selected count', () => {
    render(<Harness initial={['DEX', 'Oracles']} />);
    expect(screen.getByRole('button', { name: 'Categories, 2 selected' })).toHaveTextContent('2');
  });

  it('is operable with the keyboard: open, filter, move, toggle, close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('button', { name: 'Categories' }).focus();
    await user.keyboard('{Enter}');

    const search = screen.getByRole('combobox', { name: 'Search categories' });
    expect(search).toHaveFocus();
    expect(screen.getByRole('listbox', { name: 'Categories' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('option', { name: 'Lending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.type(search, 'lay');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Layer 2']);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('Lending|Layer 2');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('toggles with the mouse, says when nothing matches and clears', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['DEX']} />);
    await user.click(screen.getByRole('button', { name: 'Categories, 1 selected' }));
    await user.click(screen.getByRole('option', { name: 'Oracles' }));
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('DEX|Oracles');

    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('No results found.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });
});
