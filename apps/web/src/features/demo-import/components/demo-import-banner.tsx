import { Loader2 } from 'lucide-react';
import { useDemoImportProgress } from '../api/get-health';

/**
 * A quiet line above the page while the server imports the older demo history in the background:
 * the recent days are in, older days fill in as it goes. Gone once the import is done.
 */
export function DemoImportBanner() {
  const progress = useDemoImportProgress();
  if (progress?.state !== 'importing') return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-b bg-muted/60 px-4 py-1.5 text-center text-xs text-muted-foreground"
    >
      <Loader2 aria-hidden="true" className="size-3.5 shrink-0 motion-safe:animate-spin" />
      <span>
        Importing demo history: {progress.repositoriesDone} of {progress.repositoriesTotal}{' '}
        repositories
      </span>
    </div>
  );
}
