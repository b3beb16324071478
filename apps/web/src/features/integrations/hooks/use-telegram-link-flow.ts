import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTelegramLink } from '../api/get-telegram-link';
import { telegramChatsKey, useUserId } from '../api/integration-keys';
import { useStartTelegramLink } from '../api/start-telegram-link';

/**
 * Linking a chat: ask for a one-time code, show it with the bot's t.me link, then ask every 2 s
 * whether the bot has seen it. Once linked, the chat list is read again and the new chat chosen.
 */
export function useTelegramLinkFlow(onLinked: (chatId: string) => void) {
  const userId = useUserId();
  const queryClient = useQueryClient();
  const start = useStartTelegramLink();
  const [code, setCode] = useState<string | null>(null);
  const link = useTelegramLink(code);
  const handled = useRef<string | null>(null);
  const linkedChat = link.data?.status === 'linked' ? link.data.chat : null;

  useEffect(() => {
    if (!linkedChat || code === null || handled.current === code) return;
    handled.current = code;
    void queryClient.invalidateQueries({ queryKey: telegramChatsKey(userId) });
    onLinked(linkedChat.chatId);
    toast.success('Telegram chat linked', { description: linkedChat.title });
    setCode(null);
  }, [linkedChat, code, onLinked, queryClient, userId]);

  const begin = () => {
    if (start.isPending) return;
    start.mutate(undefined, {
      onSuccess: (started) => setCode(started.code),
      onError: (error) => toast.error('Could not start linking', { description: error.message }),
    });
  };

  const current = code === null ? null : (link.data ?? start.data ?? null);
  return {
    begin,
    starting: start.isPending,
    /** The code on screen, its link and whether it still waits; null when none is shown. */
    current,
    cancel: () => setCode(null),
  };
}
