/**
 * One address answering Algolia's REST protocol, as the algoliasearch client names a host: the
 * embedded engine's server, or a gateway in front of Algolia (ALGOLIA_URL).
 */
export const searchHostOf = (address: string) => {
  const url = new URL(address);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { url: url.hostname, port: url.port ? Number(url.port) : undefined, accept: 'readWrite' as const, protocol };
};
