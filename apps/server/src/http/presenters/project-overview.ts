// A project's home (use-cases/project-overview) in the API's shape (ProjectOverview).
import { signalIdSchema, type ProjectOverview } from '@gitsignals/contracts';
import { noiseLabel } from '@gitsignals/analysis';
import {
  LEDGER_DAYS,
  type ProjectOverviewData,
} from '../../use-cases/project-overview/get-project-overview';
import { presentPublicFeedItem, toIso } from './feed-item';

const TOP_CATEGORIES = 4;

function presentStack(profile: ProjectOverviewData['profile']): ProjectOverview['stack'] {
  if (!profile) return null;
  return {
    technology_count: profile.technologyCount,
    top_categories: Object.entries(profile.categories)
      .filter(([, technologies]) => technologies.length > 0)
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
      .slice(0, TOP_CATEGORIES)
      .map(([category, technologies]) => ({ category, technologies })),
    updated_at: toIso(profile.updatedAt)!,
  };
}

function presentLedger({
  noise,
  meaningful,
  skipped,
}: ProjectOverviewData['ledger']): ProjectOverview['noise_ledger'] {
  return {
    days: LEDGER_DAYS,
    meaningful_commits: meaningful,
    filtered_commits: noise.reduce((sum, n) => sum + n.commits, 0),
    reasons: noise.map((n) => ({
      reason: n.reason,
      label: noiseLabel(n.reason),
      commits: n.commits,
    })),
    not_stored: Object.entries(skipped)
      .filter(([, commits]) => commits > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([reason, commits]) => ({ reason, label: noiseLabel(reason), commits })),
  };
}

export function presentProjectOverview(o: ProjectOverviewData): ProjectOverview {
  const { project } = o;
  return {
    project: {
      slug: project.slug,
      name: project.name,
      category: project.category,
      networks: project.networks,
      github_orgs: project.githubOrgs,
      image_url: project.iconUrl,
      website: project.website,
    },
    repositories: o.repositories.map((r) => ({
      full_name: r.fullName,
      url: r.url,
      is_fork: r.isFork,
      is_replay: r.isReplay,
      last_collected_at: toIso(r.lastCollectedAt),
    })),
    activity_end: o.end,
    weekly_activity: o.weeks,
    totals: {
      commits: o.weeks.reduce((sum, w) => sum + w.commits, 0),
      feed_items: o.itemCount,
    },
    latest_items: o.items.map(presentPublicFeedItem),
    stack: presentStack(o.profile),
    noise_ledger: presentLedger(o.ledger),
    signal_counts: o.signals.flatMap((s) => {
      const parsed = signalIdSchema.safeParse(s.signal);
      return parsed.success ? [{ signal: parsed.data, commits: s.commits }] : [];
    }),
  };
}
