import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createOnDemand, type Fetcher } from './on-demand';

const schema = z.object({ items: z.array(z.string()) });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('on-demand data', () => {
  it('asks the server once per URL however often the visitor reaches for it', async () => {
    const fetcher = vi.fn<Fetcher>(async () => json({ items: ['Charter'] }));
    const load = createOnDemand(fetcher);
    const answers = await Promise.all([load('/api/menu/?lang=en', schema), load('/api/menu/?lang=en', schema)]);
    expect(await load('/api/menu/?lang=en', schema)).toEqual({ items: ['Charter'] });
    expect(answers).toEqual([{ items: ['Charter'] }, { items: ['Charter'] }]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await load('/api/menu/?lang=es', schema);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed answer instead of keeping the failure', async () => {
    const fetcher = vi
      .fn<Fetcher>()
      .mockResolvedValueOnce(json({ error: 'down' }, 502))
      .mockResolvedValueOnce(json({ items: [] }));
    const load = createOnDemand(fetcher);
    await expect(load('/api/offices/?lang=en', schema)).rejects.toThrow('answered 502');
    await expect(load('/api/offices/?lang=en', schema)).resolves.toEqual({ items: [] });
  });

  it('checks with a checker loaded beside the request, as the menu and offices do', async () => {
    const loadChecker = vi.fn(async () => schema);
    await expect(createOnDemand(async () => json({ items: [1] }))('/api/menu/?lang=en', loadChecker)).rejects.toThrow('another shape');
    await expect(createOnDemand(async () => json({ items: ['Sale'] }))('/api/menu/?lang=en', loadChecker)).resolves.toEqual({ items: ['Sale'] });
    expect(loadChecker).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer of another shape rather than drawing it', async () => {
    const load = createOnDemand(async () => json({ items: [1, 2] }));
    await expect(load('/api/menu/?lang=en', schema)).rejects.toThrow('another shape');
  });
});
