/**
 * Readiness for load balancers and operators: 200 when the CMS (Delivery API),
 * search and, when configured, Redis and Postgres answer, and the server has warmed up; 503 otherwise. Each check's state and
 * latency is in the body. /api/health/ is liveness only: it never asks another service.
 */
import { indexName } from '../../../../schema/constants/search';
import { DEFAULT_LOCALE } from '../../../../schema/constants/locale';
import { log } from '../../../../schema/log';
import { sharedStore, UNAVAILABLE } from '../../../cache/shared-store.mjs';
import { getDelivery } from '../../../lib/delivery';
import { serverEnv } from '../../../lib/env';
import { formHost } from '../../../lib/forms/host';
import { checkReadiness, type Probe } from '../../../lib/readiness';
import { getSearch } from '../../../lib/search';
import { warmState } from '../../../lib/warm-up';

export const dynamic = 'force-dynamic';

// The languages listing: the cheapest answer of any Delivery API (an items query reads items).
const cms: Probe = () => getDelivery().client.languages().toPromise();

/** A new server is ready once it has loaded what its first visitors need (site/lib/warm-up.ts). */
const warm: Probe = async () => {
  const { state } = warmState();
  if (state === 'cold' || state === 'warming') throw new Error(`warm-up ${state}`);
};

const search = (): Probe => {
  const { lite, config } = getSearch();
  if (lite === null) return () => Promise.reject(new Error(config.mode === 'unconfigured' ? config.message : 'no search client'));
  return () => lite.search({ requests: [{ indexName: indexName('yacht', DEFAULT_LOCALE), query: '', hitsPerPage: 0 }] });
};

const redis = (): Probe => {
  const store = sharedStore();
  if (!store) return null;
  return async () => {
    const answer = await store.run((client) => client.ping());
    if (answer === UNAVAILABLE) throw new Error('Redis is unavailable');
  };
};

const postgres = (): Probe => (serverEnv().DATABASE_URL ? () => formHost().store.count() : null);

export async function GET() {
  const readiness = await checkReadiness({ cms, search: search(), redis: redis(), postgres: postgres(), warm });
  if (!readiness.ready) log.warn('not ready', { checks: readiness.checks });
  // What failed stays in the log: the endpoint is public, an error text may name hosts and users.
  const checks = Object.fromEntries(Object.entries(readiness.checks).map(([name, { state, latencyMs }]) => [name, { state, latencyMs }]));
  return Response.json({ status: readiness.ready ? 'ready' : 'not ready', checks }, { status: readiness.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
