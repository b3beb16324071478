import type { AgentProfileType } from '@gitsignals/contracts/constants';
import { BotIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AGENT_PROFILES } from '../lib/agent-profiles';

/** No profiles yet (spec section 2): a welcome with the five agents to choose from. */
export function AgentWelcome({ onChoose }: { onChoose: (type: AgentProfileType) => void }) {
  return (
    <section aria-labelledby="agent-welcome-title" className="grid gap-6">
      <div className="grid gap-2">
        <h2 id="agent-welcome-title" className="text-xl font-semibold">
          Welcome to the Agent Hub
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          Pick an agent, tell it what you care about, and it reads each day's feed for you: every
          feed item that matches your answers becomes an insight with what it means for you.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {AGENT_PROFILES.map((profile) => (
          <li
            key={profile.type}
            className="flex flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-xs"
          >
            <div className="flex items-center gap-2">
              <BotIcon aria-hidden="true" className="size-5 text-primary" />
              <h3 className="font-semibold">{profile.title}</h3>
            </div>
            <p className="flex-1 text-sm text-muted-foreground">{profile.description}</p>
            <Button
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => onChoose(profile.type)}
              aria-label={`Set up the ${profile.title}`}
            >
              Set up
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
