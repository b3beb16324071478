import type { FormEvent } from 'react';
import { ProjectPicker } from '@/components/project-picker';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type ProjectPickerFormProps = {
  id: string;
  value: string | null;
  onChange: (name: string | null) => void;
  placeholder: string;
  /** 'Analyze', 'Analyze Stack'…; disabled until a project is chosen. */
  submitLabel: string;
  onSubmit: (project: string) => void;
  busy?: boolean;
  /** The picker takes the row's free width (landing pages) instead of its own. */
  stretch?: boolean;
};

/** "Project" picker with its submit button: the start of the analysis, stacks and quarterly pages. */
export function ProjectPickerForm({
  id,
  value,
  onChange,
  placeholder,
  submitLabel,
  onSubmit,
  busy = false,
  stretch = false,
}: ProjectPickerFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value) onSubmit(value);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className={cn('flex flex-col gap-1.5', stretch && 'min-w-0 flex-1')}>
        <Label htmlFor={id}>Project</Label>
        <ProjectPicker
          id={id}
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          className={stretch ? 'sm:w-full' : undefined}
        />
      </div>
      <Button type="submit" disabled={!value} busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
