// Waiting in api tests for work the api does after its answer (a webhook's call is processed once it
// was answered): reads every 50 ms until the read answers something, for up to 5 s.

export async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not happen`);
}
