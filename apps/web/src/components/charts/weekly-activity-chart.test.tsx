import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WeeklyActivityChart } from './weekly-activity-chart';

describe('WeeklyActivityChart', () => {
  it('gives screen readers the totals and a table of every week', () => {
    render(
      <WeeklyActivityChart
        title="Weekly activity"
        weeks={[
          { weekStart: '2026-11-02', commits: 3, contributors: 2 },
          { weekStart: '2026-11-09', commits: 0, contributors: 0 },
          { weekStart: '2026-11-16', commits: 12, contributors: 5 },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Weekly activity' });
    expect(figure).toHaveAccessibleDescription(
      '15 meaningful commits in 3 weeks from Nov 2, 2026 to Nov 16, 2026; busiest week Nov 16, 2026 with 12 commits.',
    );
    const rows = within(screen.getByRole('table', { name: 'Weekly activity' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Week ofCommitsActive contributors',
      'Nov 2, 202632',
      'Nov 9, 202600',
      'Nov 16, 2026125',
    ]);
  });

  it('says so when the period has no meaningful commits', () => {
    render(
      <WeeklyActivityChart
        title="Weekly activity"
        weeks={[{ weekStart: '2026-11-16', commits: 0, contributors: 0 }]}
      />,
    );
    expect(screen.getByText('No meaningful commits in this period.')).toBeInTheDocument();
  });
});
