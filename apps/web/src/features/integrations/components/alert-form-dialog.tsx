import type { AlertRule, AlertRulesResponse, CreatedAlertRule } from '@gitsignals/contracts';
import { AlertCircleIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAlertForm } from '../hooks/use-alert-form';
import { AlertBasicFields } from './alert-basic-fields';
import { AlertDestinationField } from './alert-destination-field';
import { AlertMatchFields } from './alert-match-fields';

type AlertFormDialogProps = {
  /** The rule to edit; null: a new rule. */
  rule: AlertRule | null;
  plan: Pick<AlertRulesResponse, 'destinations' | 'telegram'>;
  onClose: () => void;
  onCreated: (created: CreatedAlertRule) => void;
};

/**
 * New or edited rule in a dialog (focus trapped, Esc closes unless a save is running). Mounted
 * only while open, so each opening starts from the rule as saved.
 */
export function AlertFormDialog({ rule, plan, onClose, onCreated }: AlertFormDialogProps) {
  const form = useAlertForm({ rule, onCreated, onSaved: onClose });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <Dialog open onOpenChange={(open) => (open || form.pending ? undefined : onClose())}>
      <DialogContent hideClose={form.pending} className="grid-cols-1">
        <DialogHeader>
          <DialogTitle>{rule ? 'Edit alert' : 'New alert'}</DialogTitle>
          <DialogDescription>
            Choose what to watch and where to send it. Each message has the headline, a summary, the
            signals and priority, and links to the item and its commits.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
          <AlertBasicFields form={form} />
          <AlertMatchFields form={form} />
          <AlertDestinationField form={form} allowed={plan.destinations} telegram={plan.telegram} />
          {form.errors.form.length > 0 ? (
            <Alert variant="destructive">
              <AlertCircleIcon aria-hidden="true" />
              <AlertDescription>
                {form.errors.form.map((message) => (
                  <p key={message}>{message}</p>
                ))}
              </AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <Button
              variant="outline"
              aria-disabled={form.pending || undefined}
              onClick={() => (form.pending ? undefined : onClose())}
            >
              Cancel
            </Button>
            <Button type="submit" busy={form.pending}>
              {rule ? 'Save alert' : 'Create alert'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
