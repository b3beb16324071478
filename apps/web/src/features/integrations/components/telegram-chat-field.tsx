import { useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTelegramChats } from '../api/get-telegram-chats';
import { useTelegramLinkFlow } from '../hooks/use-telegram-link-flow';
import { ChoiceGroup } from './choice-group';
import { TelegramLinkPanel } from './telegram-link-panel';

type TelegramChatFieldProps = {
  value: string;
  onChange: (chatId: string) => void;
  error: string | undefined;
};

/** The chats this user linked, and the way to link another one. */
export function TelegramChatField({ value, onChange, error }: TelegramChatFieldProps) {
  const chats = useTelegramChats(true);
  const flow = useTelegramLinkFlow(useCallback((chatId: string) => onChange(chatId), [onChange]));
  const choices = (chats.data ?? []).map((chat) => ({ value: chat.chatId, label: chat.title }));

  return (
    <div className="grid grid-cols-1 gap-3">
      {chats.isPending ? (
        <Spinner label="Loading your Telegram chats" />
      ) : choices.length > 0 ? (
        <ChoiceGroup
          legend="Telegram chat"
          name="alert-telegram-chat"
          choices={choices}
          value={value}
          onChange={onChange}
          error={error}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {chats.isError
            ? 'Your Telegram chats could not be loaded.'
            : 'No Telegram chat linked yet.'}
          {error ? <span className="block text-destructive">{error}</span> : null}
        </p>
      )}
      {flow.current ? (
        <TelegramLinkPanel link={flow.current} onRestart={flow.begin} onCancel={flow.cancel} />
      ) : (
        <div>
          <Button variant="outline" size="sm" busy={flow.starting} onClick={flow.begin}>
            Link a Telegram chat
          </Button>
        </div>
      )}
    </div>
  );
}
