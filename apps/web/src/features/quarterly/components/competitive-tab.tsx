import type { CompetitiveIntelligence, QuarterlyAnalysis } from '@gitsignals/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type Field = { label: string; value: string };

/** One list of the competitive intelligence: a title, and per entry a heading and its fields. */
function IntelligenceList({
  title,
  empty,
  entries,
}: {
  title: string;
  empty: string;
  entries: { heading: string; badge?: string; fields: Field[] }[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="divide-y">
            {entries.map((entry) => (
              <li key={entry.heading} className="space-y-2 py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h4 className="font-medium">{entry.heading}</h4>
                  {entry.badge === undefined ? null : (
                    <Badge
                      variant={
                        entry.badge === 'High'
                          ? 'default'
                          : entry.badge === 'Medium'
                            ? 'secondary'
                            : 'outline'
                      }
                    >
                      {entry.badge} urgency
                    </Badge>
                  )}
                </div>
                <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
                  {entry.fields
                    .filter((field) => field.value !== '')
                    .map((field) => (
                      <div key={field.label} className="contents">
                        <dt className="text-muted-foreground">{field.label}</dt>
                        <dd>{field.value}</dd>
                      </div>
                    ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Why "Technologies to adopt" is empty: nothing stands out, or nothing to measure against. */
function noAdoption(analysis: QuarterlyAnalysis): string {
  const { category, name } = analysis.project;
  const n = analysis.comparable_peers.length;
  return n > 0
    ? `No adoption stands out against ${n} comparable ${category} ${n === 1 ? 'peer' : 'peers'} this quarter.`
    : `No ${category} peer's technology profile is close enough to ${name}'s to recommend from.`;
}

function listsOf(analysis: QuarterlyAnalysis) {
  const ci: CompetitiveIntelligence = analysis.analysis_result.competitive_intelligence;
  const category = analysis.project.category;
  return [
    {
      title: 'Performance and security improvements',
      empty: 'No security fix, performance or audit work this quarter.',
      entries: ci.performance_and_security_improvements.map((i) => ({
        heading: i.improvement_type,
        fields: [
          { label: 'Technical implementation', value: i.technical_implementation },
          { label: 'Measurable impact', value: i.measurable_impact },
          { label: `${category} peers`, value: i.competitor_implementation },
        ],
      })),
    },
    {
      title: 'Development patterns and tools',
      empty: "The quarter's meaningful commits changed no file of a tool in the project's stack.",
      entries: ci.development_patterns_and_tools.map((p) => ({
        heading: p.pattern_or_tool,
        fields: [
          { label: 'Productivity impact', value: p.productivity_impact },
          { label: 'Adoption evidence', value: p.adoption_evidence },
          {
            label: analysis.comparable_peers.length > 0 ? 'Comparable peers' : `${category} peers`,
            value: p.competitor_adoption_path,
          },
        ],
      })),
    },
    {
      title: 'Technologies to adopt',
      empty: noAdoption(analysis),
      entries: ci.immediate_tech_adoptions.map((a) => ({
        heading: a.technology,
        badge: a.urgency,
        fields: [
          { label: 'Use case', value: a.use_case },
          { label: 'Version', value: a.version },
          { label: 'Implementation timeframe', value: a.implementation_timeframe },
          { label: 'Comparable peers', value: a.competitor_action },
        ],
      })),
    },
    {
      title: 'Architectural changes',
      empty:
        'No breaking change, upgrade, chain or bridge work, governance change or deprecation this quarter.',
      entries: ci.architectural_changes.map((c) => ({
        heading: c.change_type,
        fields: [
          { label: 'Technical details', value: c.technical_details },
          { label: 'Business impact', value: c.business_impact },
          { label: `${category} peers`, value: c.competitor_response },
        ],
      })),
    },
    {
      title: 'New integrations and APIs',
      empty: 'No integration, oracle or bridge change named a protocol this quarter.',
      entries: ci.new_integrations_and_apis.map((i) => ({
        heading: i.service_name,
        fields: [
          { label: 'Integration type', value: i.integration_type },
          { label: 'Competitive advantage', value: i.competitive_advantage },
          { label: 'Alternatives', value: i.competitor_alternative },
        ],
      })),
    },
  ];
}

const NAMED_PEERS = 12;

function peerNames(peers: readonly string[]): string {
  const named = peers.slice(0, NAMED_PEERS).join(', ');
  return peers.length > NAMED_PEERS ? `${named} and ${peers.length - NAMED_PEERS} more` : named;
}

/** The five lists of spec section 3, set against the projects of the same category. */
export function CompetitiveTab({ analysis }: { analysis: QuarterlyAnalysis }) {
  const { category, name } = analysis.project;
  const { peers, comparable_peers: comparable } = analysis;
  return (
    <div className="space-y-4">
      <div className="space-y-1 text-sm text-muted-foreground">
        <p>
          {peers.length === 0
            ? `No other ${category} project had activity or a technology profile to compare with this quarter.`
            : `Compared with ${peers.length} other ${category} ${peers.length === 1 ? 'project' : 'projects'}: ${peerNames(peers)}.`}
        </p>
        {comparable.length === 0 ? null : (
          <p>
            {`Stacks like ${name}'s (a quarter or more of their technologies in common), which recommendations are measured against: ${peerNames(comparable)}.`}
          </p>
        )}
      </div>
      {listsOf(analysis).map((list) => (
        <IntelligenceList key={list.title} {...list} />
      ))}
    </div>
  );
}
