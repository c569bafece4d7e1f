/**
 * The DAM client of spec 7.3: `GET {host}/{container}/v4/file/{uuid}` through a transport (the
 * hosted DAM over fetch, or the local media service in-process). A file that is missing or
 * malformed is logged with its uuid and container (spec 8.3) and read as no file, never thrown.
 */
import { damFileSchema, fromDamFile, type RawMediaItem } from '../../schema/media';
import type { Transport } from '../delivery/http-service';
import { log } from '../../schema/log';

export type DamConfig = { host: string; container: string };
export type DamClient = { file(uuid: string): Promise<RawMediaItem | null> };

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const createDamClient = ({ host, container }: DamConfig, transport: Transport): DamClient => {
  const report = (problem: string) => log.error(`media: ${problem}`);
  return {
    file: async (uuid) => {
      const url = `${host.replace(/\/+$/, '')}/${encodeURIComponent(container)}/v4/file/${encodeURIComponent(uuid)}`;
      try {
        const response = await transport({ url, method: 'GET', headers: { accept: 'application/json' } });
        if (response.status === 404) {
          report(`Media file not found: ${uuid} in container ${container}`);
          return null;
        }
        if (response.status !== 200) {
          report(`The DAM answered ${response.status} for ${uuid} in container ${container}`);
          return null;
        }
        const file = damFileSchema.safeParse(response.body);
        if (!file.success) {
          report(`Media file ${uuid} in container ${container} is malformed: ${file.error.issues[0]?.message ?? ''}`);
          return null;
        }
        return fromDamFile(uuid, file.data);
      } catch (error) {
        report(`The DAM could not be reached for ${uuid} in container ${container}: ${describe(error)}`);
        return null;
      }
    },
  };
};
