// The background phase's manners: between two pieces of work, whatever waits on the event loop
// (a request, a timer) runs first; and once the server is stopping, no next piece starts.

/** Lets waiting requests and timers run; false once asked to stop. */
export async function nextTurn(signal: AbortSignal | undefined): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  return !signal?.aborted;
}
