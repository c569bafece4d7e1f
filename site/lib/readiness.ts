/**
 * Readiness: whether this server can serve pages now, from the services it needs.
 * Each probe gets a deadline; a probe that throws, answers late or cannot be reached is down.
 * Services that are not configured (Redis, Postgres) are reported as such and never fail it.
 */
import { performance } from 'node:perf_hooks';
import { problemOf } from '../../schema/log';

export type ProbeState = 'up' | 'down' | 'unconfigured';
export type ProbeReport = { state: ProbeState; latencyMs?: number; problem?: string };
export type Readiness = { ready: boolean; checks: Record<string, ProbeReport> };
/** A probe resolves when its service answered; null means the service is not configured here. */
export type Probe = (() => Promise<unknown>) | null;

export const PROBE_DEADLINE_MS = 3_000;

const withDeadline = (work: Promise<unknown>, ms: number): Promise<unknown> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

const run = async (probe: Probe, deadlineMs: number): Promise<ProbeReport> => {
  if (probe === null) return { state: 'unconfigured' };
  const start = performance.now();
  try {
    await withDeadline(Promise.resolve().then(probe), deadlineMs);
    return { state: 'up', latencyMs: Math.round(performance.now() - start) };
  } catch (error) {
    return { state: 'down', latencyMs: Math.round(performance.now() - start), problem: problemOf(error) };
  }
};

/** Runs every probe at once; ready when none is down. */
export const checkReadiness = async (probes: Readonly<Record<string, Probe>>, deadlineMs = PROBE_DEADLINE_MS): Promise<Readiness> => {
  const entries = await Promise.all(Object.entries(probes).map(async ([name, probe]) => [name, await run(probe, deadlineMs)] as const));
  const checks = Object.fromEntries(entries);
  return { ready: entries.every(([, report]) => report.state !== 'down'), checks };
};
