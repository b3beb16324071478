import type { Contact } from '@gitsignals/contracts';
import { ExternalLinkIcon } from 'lucide-react';
import { sharePercent } from '../lib/search-contacts';
import { Highlight } from './highlight';

type ContributorsTableProps = {
  contributors: Contact[];
  query: string;
};

/**
 * Core contributors derived from the project's commits: name, profile link (only when the
 * collector stored the person's login) and share of commits. No e-mail addresses, by design.
 */
export function ContributorsTable({ contributors, query }: ContributorsTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Profile
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Share of commits
            </th>
          </tr>
        </thead>
        <tbody>
          {contributors.map((c) => {
            const name = `${c.first_name} ${c.last_name}`.trim();
            const share = c.commit_share ?? 0;
            return (
              <tr key={c.id} className="border-t">
                <td className="px-3 py-2 font-medium break-all">
                  <Highlight text={name} query={query} />
                </td>
                <td className="px-3 py-2">
                  {c.profile_url ? (
                    <a
                      href={c.profile_url}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`${name} on GitHub`}
                      className="inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                      GitHub
                    </a>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <div className="flex items-center justify-end gap-2">
                    <div
                      className="hidden h-1.5 w-20 overflow-hidden rounded-full bg-muted sm:block"
                      aria-hidden="true"
                    >
                      <div
                        className="h-full rounded-full bg-primary"
                        style={{ width: `${Math.max(2, Math.round(share * 100))}%` }}
                      />
                    </div>
                    <span className="w-14 text-right tabular-nums">{sharePercent(share)}</span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
