import type {
  AlertDeliveryMode,
  AlertDestinationType,
  AlertRule,
  AlertRuleRequest,
  Priority,
  SignalId,
} from '@gitsignals/contracts';

/** What the rule form holds while the user edits it: every field, even those not sent. */
export type AlertFormValues = {
  name: string;
  delivery: AlertDeliveryMode;
  minPriority: Priority | '';
  projects: string[];
  categories: string[];
  networks: string[];
  signals: SignalId[];
  keywords: string[];
  destinationType: AlertDestinationType;
  /** Kept while another type is picked, so switching back does not lose what was typed. */
  url: string;
  chatId: string;
};

/** The fields a server 400 may name, as the form lays them out. */
export const ALERT_FORM_FIELDS = [
  'name',
  'delivery',
  'minPriority',
  'projects',
  'categories',
  'networks',
  'signals',
  'keywords',
  'destination',
] as const;
export type AlertFormField = (typeof ALERT_FORM_FIELDS)[number];

export const EMPTY_ALERT_FORM: AlertFormValues = {
  name: '',
  delivery: 'instant',
  minPriority: '',
  projects: [],
  categories: [],
  networks: [],
  signals: [],
  keywords: [],
  destinationType: 'email',
  url: '',
  chatId: '',
};

export function formValuesOf(rule: AlertRule): AlertFormValues {
  const { destination } = rule;
  return {
    name: rule.name,
    delivery: rule.delivery,
    minPriority: rule.minPriority ?? '',
    projects: [...rule.projects],
    categories: [...rule.categories],
    networks: [...rule.networks],
    signals: [...rule.signals],
    keywords: [...rule.keywords],
    destinationType: destination.type,
    url: 'url' in destination ? destination.url : '',
    chatId: destination.type === 'telegram' ? destination.chatId : '',
  };
}

function destinationOf(values: AlertFormValues): AlertRuleRequest['destination'] {
  switch (values.destinationType) {
    case 'email':
      return { type: 'email' };
    case 'telegram':
      return { type: 'telegram', chatId: values.chatId };
    default:
      return { type: values.destinationType, url: values.url.trim() };
  }
}

/** The request body: the server checks it and names any field it refuses. */
export function requestOf(values: AlertFormValues): AlertRuleRequest {
  return {
    name: values.name,
    delivery: values.delivery,
    ...(values.minPriority ? { minPriority: values.minPriority } : {}),
    projects: values.projects,
    categories: values.categories,
    networks: values.networks,
    signals: values.signals,
    keywords: values.keywords,
    destination: destinationOf(values),
  };
}

/** A rule as PUT wants it again, e.g. to pause or resume it unchanged. */
export function requestOfRule(rule: AlertRule): AlertRuleRequest {
  return requestOf(formValuesOf(rule));
}
