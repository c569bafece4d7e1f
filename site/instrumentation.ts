/** Runs once when a server starts, before it answers a request. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordPeerAddresses } = await import('./lib/peer-address');
  recordPeerAddresses();
  // Installed after the peer hook, so it runs first and reads the peer from the socket itself.
  const { installSecurityHeaders } = await import('./lib/security/server');
  installSecurityHeaders();
}
