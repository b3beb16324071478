import type { AlertRule, CreatedAlertRule } from '@gitsignals/contracts';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useAlerts } from '../api/get-alerts';
import { useTelegramChats } from '../api/get-telegram-chats';

/** Which destinations sign their requests: a signing secret means something only to them. */
const SIGNED = new Set(['webhook', 'slack', 'discord']);

/**
 * The alerts list and its dialogs: the form (new or a rule to edit) and, after creating a rule
 * that delivers over HTTP, its signing secret, shown this once.
 */
export function useAlertsSection() {
  const alerts = useAlerts();
  const chats = useTelegramChats(alerts.data?.telegram.available ?? false);
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const chatTitles = useMemo(
    () => new Map((chats.data ?? []).map((chat) => [chat.chatId, chat.title])),
    [chats.data],
  );

  const onCreated = (created: CreatedAlertRule) => {
    setEditing(null);
    if (SIGNED.has(created.destination.type)) setSecret(created.secret);
    else toast.success('Alert created', { description: created.name });
  };

  const atLimit = alerts.data ? alerts.data.alerts.length >= alerts.data.limit : true;
  return {
    alerts,
    chatTitles,
    editing,
    startNew: () => (atLimit ? undefined : setEditing('new')),
    edit: (rule: AlertRule) => setEditing(rule),
    closeForm: () => setEditing(null),
    onCreated,
    atLimit,
    secret,
    closeSecret: () => setSecret(null),
  };
}
