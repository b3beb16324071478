/**
 * The team page (/team, spec section 2: 'Meet the Team', four cards: CEO, CTO, CPO, AI Advisor,
 * each with photo and bio). Edited by the operator.
 *
 * Defaults describe the four roles and invent nobody (docs/ARCHITECTURE "Look, feel and
 * content"): no names, no stock photos; each card shows an initials avatar. Set `name` and
 * `photoUrl` (a file under apps/web/public, e.g. '/team/ceo.jpg') to show a real person: the
 * photo's alt text is then their name and role.
 */
export type TeamMember = {
  /** The short role the spec names: CEO, CTO, CPO, AI Advisor. */
  role: string;
  /** The role spelled out. */
  roleTitle: string;
  /** Two or three letters for the generated avatar. */
  initials: string;
  bio: string;
  name?: string;
  photoUrl?: string;
};

export const team = {
  title: 'Meet the Team',
  description:
    'GitSignals is built by a small founding team. These are the four roles behind the product and what each one looks after.',
  members: [
    {
      role: 'CEO',
      roleTitle: 'Chief Executive Officer',
      initials: 'CEO',
      bio: 'Leads the company: sets its direction, talks with the investors, BD, research and risk teams who use GitSignals every day, and runs the founding-member programme and partnerships.',
    },
    {
      role: 'CTO',
      roleTitle: 'Chief Technology Officer',
      initials: 'CTO',
      bio: 'Leads engineering: the collectors that read public git activity, the analysis engine that turns commits into signals and technology stacks, and the security and reliability of the platform.',
    },
    {
      role: 'CPO',
      roleTitle: 'Chief Product Officer',
      initials: 'CPO',
      bio: 'Leads product: decides what the daily signals, agent insights, stack breakdowns and contact views show, and turns what subscribers ask for into the roadmap.',
    },
    {
      role: 'AI Advisor',
      roleTitle: 'Advisor on AI and machine learning',
      initials: 'AI',
      bio: 'Advises on the AI behind the product: how summaries and agent insights are written, how every claim is tied to the commits it cites, and how their quality is measured before a change ships.',
    },
  ] as readonly TeamMember[],
  contact: {
    title: 'Talk to the founders',
    /** `{email}` becomes the support address (content/marketing.ts `brand.contactEmail`). */
    description:
      'Questions about a signal, a project we should cover, or a team plan? Write to {email}. We answer within 24 hours.',
    emailLabel: 'Email the team',
    cta: { label: 'See founding pricing', to: '/pricing' },
  },
} as const;
