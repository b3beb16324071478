// signals.md "Priority": an item is as urgent as its most urgent signal (each signal's priority
// is in the registry of @gitsignals/domain), and a major release (vN.0.0) is high on its own.
import { SIGNAL_REGISTRY, type Priority, type SignalId } from '@gitsignals/domain';

const carries = (signals: SignalId[], priority: Priority): boolean =>
  signals.some((s) => SIGNAL_REGISTRY[s].priority === priority);

/** Priority of a feed item from its signals; low without any. */
export function priorityFor(signals: SignalId[], opts?: { majorRelease?: boolean }): Priority {
  if (opts?.majorRelease === true) return 'high';
  if (carries(signals, 'high')) return 'high';
  if (carries(signals, 'medium')) return 'medium';
  return 'low';
}
