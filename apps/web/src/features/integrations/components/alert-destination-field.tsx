import type { AlertDestinationType } from '@gitsignals/contracts';
import { ALERT_DESTINATION_TYPES } from '@gitsignals/contracts/constants';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { AlertFormState } from '../hooks/use-alert-form';
import { DESTINATION_NAMES } from '../lib/describe-rule';
import { ChoiceGroup } from './choice-group';
import { FieldError } from './field-error';
import { TelegramChatField } from './telegram-chat-field';

const URL_PLACEHOLDERS = {
  webhook: 'https://example.com/gitsignals',
  slack: 'https://hooks.slack.com/services/…',
  discord: 'https://discord.com/api/webhooks/…',
} as const;

type DestinationFieldProps = {
  form: AlertFormState;
  /** The destinations this plan allows (GET /alerts). */
  allowed: readonly string[];
  telegram: { available: boolean; botUsername: string | null };
};

/** Where the rule delivers: e-mail, a webhook-style URL, or a linked Telegram chat. */
export function AlertDestinationField({ form, allowed, telegram }: DestinationFieldProps) {
  const { values, set, errors } = form;
  const error = errors.fields.destination;
  const choices = ALERT_DESTINATION_TYPES.map((type: AlertDestinationType) => {
    const premium = !allowed.includes(type);
    const missingBot = type === 'telegram' && !telegram.available;
    return {
      value: type,
      label: DESTINATION_NAMES[type],
      disabled: premium || missingBot,
      hint: premium ? 'premium' : missingBot ? 'not set up on this server' : undefined,
    };
  });
  const type = values.destinationType;

  return (
    <div className="grid grid-cols-1 gap-3">
      <ChoiceGroup
        legend="Destination"
        name="alert-destination"
        choices={choices}
        value={type}
        onChange={(next) => set('destinationType', next)}
        error={type === 'email' ? error : undefined}
      />
      {type === 'webhook' || type === 'slack' || type === 'discord' ? (
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="alert-url">{DESTINATION_NAMES[type]} URL</Label>
          <Input
            id="alert-url"
            type="url"
            inputMode="url"
            value={values.url}
            placeholder={URL_PLACEHOLDERS[type]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'alert-url-error' : undefined}
            onChange={(event) => set('url', event.target.value)}
          />
          <FieldError id="alert-url-error" message={error} />
        </div>
      ) : null}
      {type === 'telegram' ? (
        <TelegramChatField
          value={values.chatId}
          onChange={(chatId) => set('chatId', chatId)}
          error={error}
        />
      ) : null}
    </div>
  );
}
