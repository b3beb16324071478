import type { ProjectOverview } from '@gitsignals/contracts';
import { STACK_CATEGORIES } from '@gitsignals/contracts/constants';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { pluralize } from '@/lib/format';

const CATEGORY_TITLES = new Map<string, string>(STACK_CATEGORIES.map((c) => [c.key, c.title]));

/** The spec's display title ('lending' → 'Lending Integrations'), as the stack page shows it. */
function categoryLabel(key: string): string {
  return CATEGORY_TITLES.get(key) ?? key.replace(/_/g, ' ');
}

/** The technology profile in brief: how many technologies, and the largest categories. */
export function StackSummary({ stack, name }: { stack: ProjectOverview['stack']; name: string }) {
  return (
    <Card role="region" aria-labelledby="stack-summary-title">
      <CardHeader>
        <CardTitle as="h2" id="stack-summary-title">
          Stack
        </CardTitle>
        <CardDescription>
          {stack
            ? `${pluralize(stack.technology_count, 'technology', 'technologies')} detected in the repositories.`
            : 'The technology stack has not been analysed yet.'}
        </CardDescription>
      </CardHeader>
      {stack ? (
        <CardContent className="space-y-3">
          <dl className="space-y-3">
            {stack.top_categories.map((group) => (
              <div key={group.category} className="space-y-1.5">
                <dt className="text-xs font-medium text-muted-foreground">
                  {categoryLabel(group.category)}
                </dt>
                <dd className="flex flex-wrap gap-1.5">
                  {group.technologies.map((tech) => (
                    <Badge key={tech} variant="outline">
                      {tech}
                    </Badge>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <Link
            to={`/stacks/${encodeURIComponent(name)}`}
            className="inline-block text-sm text-primary underline-offset-4 hover:underline"
          >
            Full stack
          </Link>
        </CardContent>
      ) : null}
    </Card>
  );
}
