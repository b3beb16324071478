import { Label } from '@/components/ui/label';
import type { AgentProfileInfo } from '../lib/agent-profiles';

type ProfileQuestionsProps = {
  /** Prefix of the text areas' ids. */
  idPrefix: string;
  profile: AgentProfileInfo;
  draft: Record<string, string>;
  saving: boolean;
  onDraftChange: (draft: Record<string, string>) => void;
};

/** The second step of the setup dialog: a text area per question of the chosen profile. */
export function ProfileQuestions({
  idPrefix,
  profile,
  draft,
  saving,
  onDraftChange,
}: ProfileQuestionsProps) {
  return profile.questions.map((question) => (
    <div key={question.key} className="grid gap-2">
      <Label htmlFor={`${idPrefix}-${question.key}`}>{question.label}</Label>
      <textarea
        id={`${idPrefix}-${question.key}`}
        name={question.key}
        rows={3}
        maxLength={2000}
        placeholder={question.placeholder}
        value={draft[question.key] ?? ''}
        readOnly={saving}
        onChange={(event) => onDraftChange({ ...draft, [question.key]: event.target.value })}
        className="min-h-20 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
      />
    </div>
  ));
}
