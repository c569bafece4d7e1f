/** Liveness for operators and test runners. */
export function GET() {
  return Response.json({ ok: true });
}
