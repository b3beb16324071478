import { API_TOKEN_PREFIX } from '@gitsignals/contracts/constants';

/** How to call the API with a token, against this server; the real token once it exists. */
export function CurlExample({ token }: { token?: string }) {
  const origin = window.location.origin;
  return (
    <div className="grid grid-cols-1 gap-1.5 text-sm">
      <p>
        Send it in the <code className="font-mono">Authorization</code> header. Every route is in{' '}
        <a href="/api/docs" className="font-medium underline underline-offset-4">
          the API documentation
        </a>
        , where you can try it.
      </p>
      <pre
        // Focusable: on a phone the line scrolls sideways, and keyboards must reach it.
        tabIndex={0}
        className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {`curl -H "Authorization: Bearer ${token ?? `${API_TOKEN_PREFIX}…`}" ${origin}/api/feeds/dailyPublicFeeds`}
      </pre>
    </div>
  );
}
