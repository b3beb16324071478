import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorAlert } from './load-error-alert';

describe('LoadErrorAlert', () => {
  it('announces the title and reason, and retries on click', async () => {
    const onRetry = vi.fn();
    render(<LoadErrorAlert title="Error loading feed" message="Server down" onRetry={onRetry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error loading feed');
    expect(alert).toHaveTextContent('Server down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('disables the button while the retry runs', () => {
    render(<LoadErrorAlert title="Error" onRetry={() => {}} retrying />);

    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });

  it('uses the given button text', () => {
    render(<LoadErrorAlert title="Error" onRetry={() => {}} retryLabel="Reload" />);

    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });
});
