/** The local DAM over HTTP (spec 7.3): GET /api/dam/{container}/v4/file/{uuid} answers the file's JSON. */
import { localDamFile } from '../../../../../../../lib/media';

export async function GET(_request: Request, { params }: { params: Promise<{ container: string; uuid: string }> }) {
  const { container, uuid } = await params;
  const reply = await localDamFile(container, uuid);
  return Response.json(reply.body, { status: reply.status });
}
