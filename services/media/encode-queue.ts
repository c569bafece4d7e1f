/**
 * The image CDN's encodes, bounded: a few at a time and a short queue behind them; a request beyond
 * that is refused at once (the route answers 503 with Retry-After) rather than waiting behind work
 * it cannot see the end of. sharp runs each encode on a thread of libuv's pool, the pool that also
 * reads files for cached pages, so encodes take fewer threads than the pool has.
 */
import { availableParallelism } from 'node:os';

/** libuv's thread pool when UV_THREADPOOL_SIZE is not set. */
const LIBUV_POOL_THREADS = 4;
/** One encode per core, and always one thread of the pool left for file reads. */
export const ENCODE_CONCURRENCY = Math.max(1, Math.min(availableParallelism(), LIBUV_POOL_THREADS - 1));
/** Requests waiting for an encode; the next one is refused. */
export const ENCODE_QUEUE_LENGTH = 8;
/** The longest one encode may take (sharp's own timeout); a named size takes a fraction of a second. */
export const ENCODE_TIMEOUT_SECONDS = 10;
/** When a refused client may try again: about the time the queue ahead of it takes to clear. */
export const ENCODE_RETRY_AFTER_SECONDS = 5;

/** Thrown to a request that finds every encode slot and the queue taken. */
export class EncodeQueueFull extends Error {
  constructor() {
    super('Every image encode slot and the queue behind them are taken');
    this.name = 'EncodeQueueFull';
  }
}

export type EncodeQueue = {
  /** Runs `task` in a free slot, after those already waiting; rejects with EncodeQueueFull when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Encodes running and requests waiting now. */
  load(): { running: number; waiting: number };
};

export const createEncodeQueue = ({ concurrency = ENCODE_CONCURRENCY, queueLength = ENCODE_QUEUE_LENGTH } = {}): EncodeQueue => {
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async (): Promise<void> => {
    if (running < concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= queueLength) throw new EncodeQueueFull();
    // The slot is handed over by `release` without being freed in between, so no newcomer takes it.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };

  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    run: async (task) => {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
};
