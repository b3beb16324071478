import { PlusIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { useAlertsSection } from '../hooks/use-alerts-section';
import { AlertFormDialog } from './alert-form-dialog';
import { AlertPlanNote } from './alert-plan-note';
import { AlertRow } from './alert-row';
import { IntegrationSection } from './integration-section';
import { ListSkeleton } from './list-skeleton';
import { SigningSecretDialog } from './signing-secret-dialog';

/** Settings → Alerts & integrations: the rules, the plan's limit, and their dialogs. */
export function AlertsSection() {
  const section = useAlertsSection();
  const { alerts } = section;
  const data = alerts.data;

  const newButton = (
    <Button onClick={section.startNew} disabled={section.atLimit}>
      <PlusIcon aria-hidden="true" />
      New alert
    </Button>
  );

  return (
    <IntegrationSection
      id="alerts"
      title="Alerts"
      description="Get the signals you care about where you work: by e-mail, a webhook, Slack, Discord or Telegram, as they are found or once a day."
    >
      {alerts.isError ? (
        <LoadErrorAlert
          title="Failed to load your alerts"
          message={alerts.error.message}
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : !data ? (
        <ListSkeleton label="Loading your alerts" />
      ) : (
        <>
          {data.destinations.includes('webhook') ? null : <AlertPlanNote limit={data.limit} />}
          {data.alerts.length === 0 ? (
            <EmptyState
              text="No alerts yet. An alert watches the feed for the projects, categories, networks, signals or keywords you choose and sends each matching item to you."
              action={newButton}
            />
          ) : (
            <>
              <ul className="grid grid-cols-1 gap-3" aria-label="Your alerts">
                {data.alerts.map((rule) => (
                  <AlertRow
                    key={rule.id}
                    rule={rule}
                    chatTitles={section.chatTitles}
                    onEdit={section.edit}
                  />
                ))}
              </ul>
              <div className="flex flex-wrap items-center gap-3">
                {newButton}
                {section.atLimit ? (
                  <p className="text-sm text-muted-foreground">
                    You have {data.alerts.length} of {data.limit} alert rules.
                  </p>
                ) : null}
              </div>
            </>
          )}
          {section.editing ? (
            <AlertFormDialog
              rule={section.editing === 'new' ? null : section.editing}
              plan={data}
              onClose={section.closeForm}
              onCreated={section.onCreated}
            />
          ) : null}
        </>
      )}
      <SigningSecretDialog secret={section.secret} onClose={section.closeSecret} />
    </IntegrationSection>
  );
}
