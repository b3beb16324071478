import type { AgentProfileType } from '@gitsignals/contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { AGENT_PROFILES, profileInfo } from '../lib/agent-profiles';

export type SetupMode =
  | { kind: 'add'; preselected?: AgentProfileType | undefined }
  | { kind: 'update'; type: AgentProfileType };

type ProfileSetupDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: SetupMode;
  /** Profiles already configured: shown 'Added' and not selectable. */
  added: AgentProfileType[];
  /** The stored answers of the profile being updated. */
  answers: Record<string, string>;
  saving: boolean;
  onSave: (type: AgentProfileType, answers: Record<string, string>) => void;
};

/**
 * Spec sections 2 and 4: choose a profile, answer its questions, save; then the dialog closes and
 * resets. Update skips the choice. Answers are free-text lists (no required fields, spec section 5).
 */
export function ProfileSetupDialog(props: ProfileSetupDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !props.saving && props.onOpenChange(open)}>
      {props.open ? <SetupSteps {...props} /> : null}
    </Dialog>
  );
}

function SetupSteps({
  mode,
  added,
  answers,
  saving,
  onSave,
  onOpenChange,
}: ProfileSetupDialogProps) {
  const id = useId();
  const [step, setStep] = useState<'choose' | 'answer'>(
    mode.kind === 'update' ? 'answer' : 'choose',
  );
  const [chosen, setChosen] = useState<AgentProfileType | null>(
    mode.kind === 'update'
      ? mode.type
      : mode.preselected && !added.includes(mode.preselected)
        ? mode.preselected
        : null,
  );
  const [draft, setDraft] = useState<Record<string, string>>(answers);

  if (step === 'choose' || chosen === null) {
    return (
      <DialogContent hideClose={saving}>
        <DialogHeader>
          <DialogTitle>Add an AI profile</DialogTitle>
          <DialogDescription>Choose the agent that fits your role.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) setStep('answer');
          }}
        >
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
                    name={`${id}-profile`}
                    value={profile.type}
                    className="mt-1 accent-primary"
                    checked={chosen === profile.type}
                    disabled={isAdded}
                    onChange={() => setChosen(profile.type)}
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={chosen === null}>
              Next
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    );
  }

  const profile = profileInfo(chosen);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const cleaned = Object.fromEntries(
      profile.questions.map((q) => [q.key, (draft[q.key] ?? '').trim()]),
    );
    onSave(chosen, cleaned);
  };
  return (
    <DialogContent hideClose={saving}>
      <DialogHeader>
        <DialogTitle>
          {mode.kind === 'update'
            ? `Update ${profile.title} profile`
            : `Set up the ${profile.title}`}
        </DialogTitle>
        <DialogDescription>{profile.description} Separate entries with commas.</DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" onSubmit={save}>
        {profile.questions.map((question) => (
          <div key={question.key} className="grid gap-2">
            <Label htmlFor={`${id}-${question.key}`}>{question.label}</Label>
            <textarea
              id={`${id}-${question.key}`}
              name={question.key}
              rows={3}
              maxLength={2000}
              placeholder={question.placeholder}
              value={draft[question.key] ?? ''}
              readOnly={saving}
              onChange={(event) => setDraft({ ...draft, [question.key]: event.target.value })}
              className="min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
            />
          </div>
        ))}
        <DialogFooter>
          {mode.kind === 'add' ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => setStep('choose')}
              disabled={saving}
            >
              Back
            </Button>
          ) : (
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={saving}
            >
              Cancel
            </Button>
          )}
          <Button type="submit" busy={saving}>
            {saving ? 'Saving...' : 'Save profile'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
