import { z } from 'zod';
import { SIGNAL_IDS } from './constants';

export const signalIdSchema = z.enum(SIGNAL_IDS);
