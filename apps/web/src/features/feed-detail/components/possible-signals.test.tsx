import type { FeedCommit } from '@gitsignals/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PossibleSignals } from './possible-signals';

const SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const OTHER = 'ffeeddccbbaa99887766554433221100ffeeddcc';
const commit: FeedCommit = {
  commit_id: SHA,
  commit_url: `https://github.com/acme/repo/commit/${SHA}`,
  message: 'add price feed adapter',
  author: 'dev',
  updated_at: '2026-11-01T10:00:00.000Z',
  repository: 'acme/repo',
  recorded_at: null,
  signals: [],
};

describe('PossibleSignals', () => {
  it('lists each lower-confidence signal with its confidence and the commits behind it', () => {
    render(
      <PossibleSignals
        possible={[
          { signal: 'oracle_change', confidence: 0.62, commit_ids: [SHA, OTHER] },
          { signal: 'governance_change', confidence: 0.4, commit_ids: [OTHER] },
        ]}
        commits={[commit]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Possible signals' })).toBeInTheDocument();
    const [oracle, governance] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(oracle).toHaveTextContent(
      /^Oracle changespossible, 62% confidence, ina1b2c3d.*,ffeeddc$/,
    );
    // A commit of the item links to its code host; one the page does not list stays plain.
    expect(within(oracle!).getByRole('link')).toHaveAttribute('href', commit.commit_url);
    expect(governance).toHaveTextContent('Governance changespossible, 40% confidence');
  });

  it('renders nothing when every match was shown', () => {
    const { container } = render(<PossibleSignals possible={[]} commits={[commit]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
