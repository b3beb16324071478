import { SIGNALS } from '@gitsignals/contracts/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SignalTable } from './signal-table';

function signalRows() {
  return within(screen.getByRole('table')).getAllByRole('rowheader');
}

describe('SignalTable', () => {
  it('shows the first 6 of the 18 signals, with definition and priority', () => {
    renderWithProviders(<SignalTable />);
    const rows = signalRows();
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual(
      SIGNALS.slice(0, 6).map((s) => s.id),
    );
    const chain = screen.getByRole('row', { name: /Chain expansions/ });
    expect(within(chain).getByText('High')).toHaveAttribute('data-priority', 'high');
    expect(
      within(chain).getAllByText(
        'adds support or a deployment for a chain or network the project did not have',
      ).length,
    ).toBeGreaterThan(0);
  });

  it("'Show All 18 Signals' reveals all 18 and can hide them again, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignalTable />);
    const toggle = screen.getByRole('button', { name: 'Show All 18 Signals' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('table').id);

    await user.click(toggle);
    expect(signalRows()).toHaveLength(18);
    expect(signalRows().at(-1)).toHaveTextContent('Contributor activity');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Show Fewer Signals');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(signalRows()).toHaveLength(6);
    await user.keyboard(' ');
    expect(signalRows()).toHaveLength(18);
  });
});
