import type { AgentProfileType } from '@gitsignals/contracts/constants';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { AGENT_PROFILES } from '../lib/agent-profiles';

type ProfileChoicesProps = {
  /** The radio group's name. */
  name: string;
  /** Profiles already configured: shown 'Added' and not selectable. */
  added: AgentProfileType[];
  chosen: AgentProfileType | null;
  onChoose: (type: AgentProfileType) => void;
};

/** The first step of the setup dialog: one radio card per agent profile. */
export function ProfileChoices({ name, added, chosen, onChoose }: ProfileChoicesProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Profile</legend>
      {AGENT_PROFILES.map((profile) => {
        const isAdded = added.includes(profile.type);
        return (
          <label
            key={profile.type}
            className={cn(
              'flex items-start gap-3 rounded-md border p-3 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              isAdded ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-accent/50',
              chosen === profile.type && 'border-primary bg-accent/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={profile.type}
              className="mt-1 accent-primary"
              checked={chosen === profile.type}
              disabled={isAdded}
              onChange={() => onChoose(profile.type)}
            />
            <span className="grid flex-1 gap-0.5">
              <span className="flex items-center gap-2 font-medium">
                {profile.title}
                {isAdded ? <Badge variant="secondary">Added</Badge> : null}
              </span>
              <span className="text-sm text-muted-foreground">{profile.description}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
