import type { ComponentType } from 'react';
import { JobsScreen } from './jobs-screen';
import { LlmScreen } from './llm-screen';
import { MailScreen } from './mail-screen';
import { RepositoriesScreen } from './repositories-screen';
import { UsersScreen } from './users-screen';

export type AdminScreen = {
  /** The path segment: /admin/<slug>. */
  slug: string;
  label: string;
  description: string;
  Screen: ComponentType;
};

/** The console's screens in tab order; /admin opens the first. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    slug: 'repositories',
    label: 'Repositories',
    description:
      'Each project’s repositories, their last collect and errors; add one, collect now.',
    Screen: RepositoriesScreen,
  },
  {
    slug: 'jobs',
    label: 'Jobs',
    description: 'Jobs per queue, the failed ones with a retry, and the last daily run.',
    Screen: JobsScreen,
  },
  {
    slug: 'llm',
    label: 'LLM',
    description: 'Calls, tokens, cost and fallbacks per day and model, the last 30 days.',
    Screen: LlmScreen,
  },
  {
    slug: 'email',
    label: 'E-mail',
    description: 'How mail leaves, what was kept, sent or failed per day, the newest messages.',
    Screen: MailScreen,
  },
  {
    slug: 'users',
    label: 'Users & subscriptions',
    description: 'Accounts, confirmations, subscribers per plan and the newest accounts.',
    Screen: UsersScreen,
  },
];
