// Waits for a condition in the extension host by polling it until a deadline: the suite never sleeps blindly.

/**
 * Calls `probe` every 50 ms until it returns a value other than `undefined`, and resolves with that value.
 * Rejects after `timeoutMs` with `what` and the last value `describeLast` gives, so a failure says what was seen.
 */
export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  describeLast: () => string = () => '',
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      const last = describeLast();
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `; last seen: ${last}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
