/** Runs once when a server starts, before it answers a request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordPeerAddresses } = await import('./lib/peer-address');
  recordPeerAddresses();
  // After the server listens: health answers at once while the warm-up runs.
  const { warmUp } = await import('./lib/warm-up');
  setTimeout(() => void warmUp(), 100).unref();
}
