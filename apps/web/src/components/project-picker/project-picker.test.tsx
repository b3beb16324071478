import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { projectsQueryOptions } from '@/hooks/use-projects';
import { sampleProject } from '@/test/fixtures';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { ProjectPicker } from './project-picker';

function renderPicker(initial: string | null = null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(projectsQueryOptions().queryKey, [
    sampleProject('Uniswap'),
    sampleProject('Aave', 'Lending'),
    sampleProject('Lido', 'Liquid Staking'),
  ]);
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <>
        <label htmlFor="picker">Project</label>
        <ProjectPicker
          id="picker"
          value={value}
          placeholder="Select a project"
          onChange={(name) => {
            onChange(name);
            setValue(name);
          }}
        />
      </>
    );
  }
  renderWithProviders(<Harness />, { queryClient });
  return { onChange, box: screen.getByRole('combobox', { name: 'Project' }) };
}

describe('ProjectPicker', () => {
  it('filters as you type and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderPicker();
    await user.click(box);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Aave'),
      expect.stringContaining('Lido'),
      expect.stringContaining('Uniswap'),
    ]);
    await user.keyboard('li');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Lido');
    expect(box).toHaveValue('Lido');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves the active option with the arrows and says so to assistive technology', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderPicker();
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Aave');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Uniswap');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Lido');
  });

  it('Escape closes the list and restores the chosen name', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderPicker('Aave');
    expect(box).toHaveValue('Aave');
    await user.click(box);
    await user.keyboard('zzz');
    expect(screen.getByText('No project matches.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('Aave');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lists the first fifty matches and asks for more letters', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      projectsQueryOptions().queryKey,
      Array.from({ length: 60 }, (_, i) => sampleProject(`Project ${String(i).padStart(2, '0')}`)),
    );
    renderWithProviders(<ProjectPicker value={null} onChange={() => {}} placeholder="Pick" />, {
      queryClient,
    });
    await user.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option')).toHaveLength(50);
    expect(screen.getByText('10 more: type to narrow the list')).toBeInTheDocument();
    await user.keyboard('5');
    expect(screen.getAllByRole('option')).toHaveLength(15);
  });

  it('puts names that start with the text first', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(projectsQueryOptions().queryKey, [
      sampleProject('Hop Protocol'),
      sampleProject('Across', 'Developer Tools'),
      sampleProject('Optimism'),
      sampleProject('Velodrome Optics'),
    ]);
    renderWithProviders(<ProjectPicker value={null} onChange={() => {}} placeholder="Pick" />, {
      queryClient,
    });
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('op');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Optimism'),
      expect.stringContaining('Velodrome Optics'),
      expect.stringContaining('Hop Protocol'),
    ]);
  });

  it('clears the choice', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderPicker('Aave');
    await user.click(screen.getByRole('button', { name: 'Clear project' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box).toHaveValue('');
  });
});
