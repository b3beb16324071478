// Facts about the installation itself, one row a key (e.g. when the first-run demo import started
// and finished, so a start after an interrupted one finishes it).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
