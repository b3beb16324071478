import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KEYWORD_HINT, KeywordChipsInput } from './keyword-chips-input';
import { useKeywordInput } from './use-keyword-input';

function Harness({ onSubmit, initial = [] }: { onSubmit?: () => void; initial?: string[] }) {
  const state = useKeywordInput(initial);
  return (
    <>
      <KeywordChipsInput state={state} label="Search keywords" onSubmit={onSubmit} />
      <output data-testid="pending">{state.pending.join('|')}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Search keywords' });
const chips = () =>
  screen.queryByRole('list', { name: 'Keywords' })
    ? within(screen.getByRole('list', { name: 'Keywords' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];

describe('KeywordChipsInput', () => {
  it('shows the hint and adds a trimmed keyword on Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(box()).toHaveAttribute('placeholder', KEYWORD_HINT);
    await user.type(box(), '  zk rollup  {Enter}');
    expect(chips()).toEqual(['zk rollup']);
    expect(box()).toHaveValue('');
  });

  it('ignores blank text and keywords already listed in any case', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(box(), 'Oracle{Enter}oracle{Enter}   {Enter}');
    expect(chips()).toEqual(['Oracle']);
    // Enter with only spaces counts as an empty box: it asks to search instead.
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('removes a chip with its button and the last one with Backspace', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b', 'c']} />);
    await user.click(screen.getByRole('button', { name: 'Remove keyword b' }));
    expect(chips()).toEqual(['a', 'c']);
    expect(box()).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['a']);
  });

  it('counts the typed text as a pending keyword and keeps it as a chip on blur', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a']} />);
    await user.type(box(), 'bridge');
    expect(screen.getByTestId('pending')).toHaveTextContent('a|bridge');
    await user.tab();
    expect(chips()).toEqual(['a', 'bridge']);
  });
});
