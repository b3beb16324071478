import { Button } from '@/components/ui/button';

type AgentHubHeaderProps = {
  /** The user's profiles are loaded, so + AI Profile can tell whether one more fits. */
  showAdd: boolean;
  atMaximum: boolean;
  onAdd: () => void;
};

export function AgentHubHeader({ showAdd, atMaximum, onAdd }: AgentHubHeaderProps) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Agent Hub</h1>
        <p className="text-muted-foreground">
          AI agents that read the daily feed for what matters to your role.
        </p>
      </div>
      {showAdd ? (
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <Button onClick={onAdd} disabled={atMaximum}>
            + AI Profile
          </Button>
          {atMaximum ? (
            <span className="text-xs text-muted-foreground">(Maximum 5 profiles)</span>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
