import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ProjectPickerForm } from '@/components/project-picker-form';
import { useSession } from '@/hooks/use-session';
import { useSignInDialog } from '@/hooks/use-sign-in-dialog';

const LANDING_PATH = '/quarterly-analysis';

/**
 * Quarterly analysis landing (/quarterly-analysis, spec section 2): pick a project, Analyze.
 * Visitors see the page and get the sign-up dialog, which brings them back here.
 */
export default function QuarterlyLandingPage() {
  const session = useSession();
  const signInDialog = useSignInDialog();
  const navigate = useNavigate();
  const [project, setProject] = useState<string | null>(null);
  const loggedOut = session.status === 'unauthenticated';

  useEffect(() => {
    if (loggedOut) signInDialog.open({ mode: 'signup', redirectTo: LANDING_PATH });
  }, [loggedOut, signInDialog]);

  const onSubmit = (chosen: string) => {
    const target = `/quarterly-analysis/${encodeURIComponent(chosen)}`;
    if (session.status !== 'authenticated') {
      signInDialog.open({ mode: 'signup', redirectTo: target });
      return;
    }
    void navigate(target);
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6 lg:py-20">
      <PageTitle title="Quarterly analysis" />
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Explore quarterly Github activity</h1>
        <p className="text-muted-foreground">
          A quarter of a project&apos;s commits, releases and signals: metrics, milestones, top
          priorities and how it compares with projects of its category.
        </p>
      </header>
      <ProjectPickerForm
        id="quarterly-project"
        value={project}
        onChange={setProject}
        placeholder="Analyze a project's quarterly activity"
        submitLabel="Analyze"
        onSubmit={onSubmit}
        stretch
      />
    </div>
  );
}
