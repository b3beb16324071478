// The queue as alert rules see it (the jobs' adapter is jobs/scheduler.ts): recorded deliveries
// are handed to it, and the items an analysis wrote are matched against the rules there, never
// inside a request or the analysis itself (ADR 060).

export interface AlertQueue {
  /** Queues one attempt of each delivery (already recorded in alert_deliveries). */
  deliver(deliveryIds: string[]): Promise<void>;
}

/** No queue in this process (a test without one): recorded deliveries stay pending. */
export const unavailableAlertQueue: AlertQueue = { deliver: async () => undefined };

/**
 * The queue once the jobs have started (the server listens before they do); deliveries recorded
 * before then are queued when it arrives, so a test sent in that second is not lost.
 */
export function deferredAlertQueue(): AlertQueue & { attach(queue: AlertQueue): Promise<void> } {
  let target: AlertQueue | null = null;
  const waiting: string[] = [];
  return {
    async deliver(ids) {
      if (target) return target.deliver(ids);
      waiting.push(...ids);
    },
    async attach(queue) {
      target = queue;
      if (waiting.length > 0) await queue.deliver(waiting.splice(0));
    },
  };
}
