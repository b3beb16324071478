import { z } from 'zod';
import { SIGNALS } from './constants';

export type SignalId = (typeof SIGNALS)[number]['id'];
export const signalIdSchema = z.enum(SIGNALS.map((s) => s.id) as [SignalId, ...SignalId[]]);
