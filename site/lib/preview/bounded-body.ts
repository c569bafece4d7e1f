/**
 * A request body read with its limit enforced while reading: a declared Content-Length above it is
 * refused unread, and a chunked body stops being read (its stream cancelled) at the first chunk
 * past it, so no body is held beyond the limit plus one chunk. Null when the body is too large.
 */
export const readLimited = async (request: { body: ReadableStream<Uint8Array> | null; headers: Headers }, limit: number): Promise<Uint8Array | null> => {
  const body = request.body;
  if (!body) return new Uint8Array();
  const declared = request.headers.get('content-length');
  if (declared !== null && declared.trim() !== '' && !(Number(declared) <= limit)) {
    await body.cancel().catch(() => undefined);
    return null;
  }
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  return Buffer.concat(parts);
};
