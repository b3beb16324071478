import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ProjectPicker } from '@/components/project-picker';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { StackExampleCards } from '../components/stack-example-cards';
import { stackPath } from '../lib/stack-path';

/** /stacks: pick a project and open its technology stack, or start from an example. */
export default function StacksPage() {
  const navigate = useNavigate();
  const [project, setProject] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (project) void navigate(stackPath(project));
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 lg:py-20">
      <PageTitle title="Stacks" />
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Explore Project Tech Stacks</h1>
        <p className="text-muted-foreground">
          The chains, oracles, bridges, frameworks and tools a project&apos;s repositories use, read
          from their manifests and files.
        </p>
      </header>
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="stacks-project">Project</Label>
          <ProjectPicker
            id="stacks-project"
            value={project}
            onChange={setProject}
            placeholder="Search for a project..."
            className="w-full"
          />
        </div>
        <Button type="submit" disabled={!project}>
          Analyze Stack
        </Button>
      </form>
      <StackExampleCards />
    </div>
  );
}
