/** Waits until a server answers a URL with 2xx, for the benchmarks that start their own servers. */
export const waitFor = async (url: string, timeoutMs = 60_000): Promise<void> => {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};
