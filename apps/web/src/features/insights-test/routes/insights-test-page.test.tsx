import type { InsightsTestResponse } from '@gitsignals/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import InsightsTestPage from './insights-test-page';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

const answer: InsightsTestResponse = {
  model: 'claude',
  model_id: 'claude-sonnet-4-5',
  provider: 'anthropic',
  result: 'Line one\n  indented line two',
  usage: { input_tokens: 1200, output_tokens: 345 },
  cost_usd: 0.00877,
  duration_ms: 2345,
  finish_reason: 'stop',
};

const allEnabled = { openai: true, claude: true, gemini: true };

function renderPage(
  hasActiveSubscription: boolean,
  onInsights: (init?: RequestInit) => Promise<Response> = async () => Response.json(answer),
  enabled: Record<string, boolean> = allEnabled,
) {
  fetchMock.mockImplementation(async (url, init) => {
    if (url.startsWith('/api/billing/subscription-status/'))
      return Response.json({ hasActiveSubscription });
    if (url === '/api/feeds/insights/models')
      return Response.json({
        models: Object.entries(enabled).map(([model, on]) => ({ model, enabled: on })),
      });
    return onInsights(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<InsightsTestPage />, {
    route: '/insights-test',
    session: signedInSession(),
    routes: [{ path: '/pricing', element: <p>Pricing page</p> }],
  });
}

const insightCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/feeds/insights');

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('InsightsTestPage', () => {
  it('shows non-subscribers the page blurred under a subscribe overlay linking to /pricing', async () => {
    const user = userEvent.setup();
    renderPage(false);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your subscription');
    const heading = await screen.findByRole('heading', { name: 'Subscribe to test insights' });
    expect(heading).toBeInTheDocument();
    // The form behind the overlay is out of reach.
    expect(screen.queryByRole('textbox', { name: 'Prompt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View plans' }));
    expect(await screen.findByText('Pricing page')).toBeInTheDocument();
  });

  it("says 'Please enter a prompt' for a blank prompt and sends nothing", async () => {
    const user = userEvent.setup();
    renderPage(true);
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    await user.type(prompt, '   ');
    await user.click(screen.getByRole('button', { name: 'Run prompt' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a prompt');
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(prompt).toHaveFocus();
    expect(insightCalls()).toHaveLength(0);
  });

  it('sends the trimmed prompt with the chosen model and shows the raw result', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => {};
    renderPage(true, () => new Promise((resolve) => (release = resolve)));
    await user.type(await screen.findByRole('textbox', { name: 'Prompt' }), '  Hello models  ');
    await user.click(screen.getByRole('radio', { name: /Claude Sonnet/ }));
    await user.click(screen.getByRole('button', { name: 'Run prompt' }));

    expect(await screen.findByText('Waiting for Claude Sonnet…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Running…' })).toHaveAttribute('aria-busy', 'true');
    const [, init] = insightCalls()[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: 'u1',
      prompt: 'Hello models',
      model: 'claude',
    });

    release(Response.json(answer));
    const result = await screen.findByTestId('insights-result');
    expect(result.textContent).toBe('Line one\n  indented line two');
    expect(
      screen.getByText(/claude-sonnet-4-5 · 1,200 input and 345 output tokens · 2.3 s · \$0.0088/),
    ).toBeInTheDocument();
  });

  it('marks the models this server has not enabled, and says so instead of running one', async () => {
    const user = userEvent.setup();
    renderPage(true, undefined, { openai: true, claude: false, gemini: false });
    await user.type(await screen.findByRole('textbox', { name: 'Prompt' }), 'Hi');
    const claude = screen.getByRole('radio', { name: /Claude Sonnet/ });
    await waitFor(() => expect(claude).toHaveAccessibleName(/Not enabled on this server/));
    await user.click(claude);
    expect(screen.getByRole('note')).toHaveTextContent(
      "The Claude model isn't enabled on this GitSignals server. Choose another model to run your prompt.",
    );
    expect(screen.getByRole('button', { name: 'Run prompt' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /GPT mini/ }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run prompt' })).toBeEnabled();
    expect(insightCalls()).toHaveLength(0);
  });

  it("shows the server's product message when a model turns out not to be enabled", async () => {
    const user = userEvent.setup();
    renderPage(true, async () =>
      Response.json(
        {
          error: {
            code: 'model_not_configured',
            message: "The Gemini model isn't enabled on this GitSignals server.",
          },
        },
        { status: 503 },
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Prompt' }), 'Hi');
    await user.click(screen.getByRole('radio', { name: /Gemini Flash/ }));
    // Ctrl+Enter runs it from the text area.
    await user.click(screen.getByRole('textbox', { name: 'Prompt' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to generate insights');
    expect(alert).toHaveTextContent("The Gemini model isn't enabled on this GitSignals server.");
  });

  it('names the limit for a prompt over it, before asking the server', async () => {
    const user = userEvent.setup();
    renderPage(true);
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    await user.click(prompt);
    await user.paste('x'.repeat(8001));
    await user.click(screen.getByRole('button', { name: 'Run prompt' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The prompt is too long: at most 8,000 characters (it has 8,001).',
    );
    expect(insightCalls()).toHaveLength(0);
  });
});
