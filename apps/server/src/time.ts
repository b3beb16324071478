// The server's clock. The wall clock is read once, by wiring.ts's systemClock; everything else is
// handed a Clock as `now` (tests pass a fixed or moving one). UTC-day arithmetic is
// @gitsignals/domain's (utc-days.ts): the engine, the database queries and the server share it.

/** The current time, as the composition root hands it down. */
export type Clock = () => Date;
