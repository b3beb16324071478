import type { AgentProfileType } from '@gitsignals/contracts/constants';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { profileInfo, type AgentProfileInfo } from '../lib/agent-profiles';
import { ProfileChoices } from './profile-choices';
import { ProfileQuestions } from './profile-questions';

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

const trimmedAnswers = (profile: AgentProfileInfo, draft: Record<string, string>) =>
  Object.fromEntries(profile.questions.map((q) => [q.key, (draft[q.key] ?? '').trim()]));

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
  const profile = step === 'choose' || chosen === null ? null : profileInfo(chosen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (profile === null) {
      if (chosen) setStep('answer');
    } else if (!saving) {
      onSave(profile.type, trimmedAnswers(profile, draft));
    }
  };

  // Both steps render the same elements down to the footer's buttons, so moving on keeps
  // focus on the submit button, as one form would.
  return (
    <DialogContent hideClose={saving}>
      <DialogHeader>
        <DialogTitle>
          {profile === null
            ? 'Add an AI profile'
            : mode.kind === 'update'
              ? `Update ${profile.title} profile`
              : `Set up the ${profile.title}`}
        </DialogTitle>
        <DialogDescription>
          {profile === null
            ? 'Choose the agent that fits your role.'
            : `${profile.description} Separate entries with commas.`}
        </DialogDescription>
      </DialogHeader>
      <form className="grid gap-4" onSubmit={submit}>
        {profile === null ? (
          <ProfileChoices
            name={`${id}-profile`}
            added={added}
            chosen={chosen}
            onChoose={setChosen}
          />
        ) : (
          <ProfileQuestions
            idPrefix={id}
            profile={profile}
            draft={draft}
            saving={saving}
            onDraftChange={setDraft}
          />
        )}
        <SetupFooter
          choosing={profile === null}
          canGoOn={chosen !== null}
          goesBack={mode.kind === 'add'}
          saving={saving}
          onBack={() => setStep('choose')}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </DialogContent>
  );
}

type SetupFooterProps = {
  choosing: boolean;
  /** A profile is chosen, so Next may go on. */
  canGoOn: boolean;
  /** The answers step goes back to the choice (adding) rather than cancelling (updating). */
  goesBack: boolean;
  saving: boolean;
  onBack: () => void;
  onCancel: () => void;
};

function SetupFooter({ choosing, canGoOn, goesBack, saving, onBack, onCancel }: SetupFooterProps) {
  if (choosing) {
    return (
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canGoOn}>
          Next
        </Button>
      </DialogFooter>
    );
  }
  return (
    <DialogFooter>
      <Button
        type="button"
        variant="outline"
        onClick={goesBack ? onBack : onCancel}
        disabled={saving}
      >
        {goesBack ? 'Back' : 'Cancel'}
      </Button>
      <Button type="submit" busy={saving}>
        {saving ? 'Saving...' : 'Save profile'}
      </Button>
    </DialogFooter>
  );
}
