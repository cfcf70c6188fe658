import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, resolved once at start. */
export interface ServerConfig {
  /** Folder of the built web app to serve (SPA fallback to its index.html); none serves the API alone. */
  webDist?: string | undefined;
  /** Log level for pino; `silent` in tests. */
  logLevel: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Reads the server's configuration from environment variables. */
export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): ServerConfig & { port: number; host: string } {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    webDist: path.resolve(env.WEB_DIST ?? path.join(here, '../../web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
