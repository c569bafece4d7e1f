/** The site's reader of the environment: read and checked once per server process (schema/env.ts). */
import { readEnv, type Env } from '../../schema/env';

let env: Env | undefined;

export const serverEnv = (): Env => (env ??= readEnv(process.env));
