/**
 * Any /api/ path no route answers: a JSON 404, as API clients expect, instead of
 * the site's HTML not-found page. Every method gets it; the known routes are more specific and win.
 */
const notFound = (request: Request): Response => Response.json({ error: `No API at ${new URL(request.url).pathname}` }, { status: 404, headers: { 'cache-control': 'no-store' } });

export const dynamic = 'force-dynamic';
export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
