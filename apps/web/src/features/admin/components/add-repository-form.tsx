import { PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAddRepositoryForm } from '../hooks/use-add-repository-form';

/** Adds a git URL or an absolute path on the server to a project, chosen by its slug. */
export function AddRepositoryForm() {
  const form = useAddRepositoryForm();
  const id = useId();
  const { errors } = form;
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle as="h2">Add a repository</CardTitle>
        <CardDescription>
          An http(s) git URL, or the absolute path of a git repository on the server’s machine.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4">
        <form
          noValidate
          onSubmit={form.submit}
          className="grid gap-3 md:grid-cols-[12rem_1fr_auto]"
        >
          <Field
            id={`${id}-project`}
            name="project"
            label="Project (slug)"
            placeholder="uniswap"
            value={form.project}
            onChange={form.setProject}
            error={errors.project}
          />
          <Field
            id={`${id}-url`}
            name="url"
            label="Repository URL or path"
            placeholder="https://github.com/owner/name or /srv/git/name.git"
            value={form.url}
            onChange={form.setUrl}
            error={errors.url}
          />
          <div className="flex items-start md:pt-6">
            <Button type="submit" busy={form.pending} className="w-full md:w-auto">
              <PlusIcon aria-hidden="true" />
              Add repository
            </Button>
          </div>
        </form>
        <div role="status" aria-live="polite" className="mt-2 text-sm">
          {errors.form ? <p className="text-destructive">{errors.form}</p> : null}
          {form.added ? (
            <p className="text-emerald-700 dark:text-emerald-400">
              Added {form.added.repository.fullName} to {form.added.project}.
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

type FieldProps = {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

function Field({ id, name, label, placeholder, value, onChange, error }: FieldProps) {
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm break-words text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
