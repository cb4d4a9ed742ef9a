import Fastify from 'fastify';
import { BrandConfigError } from '@platform/shared/brand';
import app, { serverOptions } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';

/** Past this, a stuck connection or query must not keep a stopped instance alive. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const server = Fastify(serverOptions(config));

  try {
    await server.register(app, { config });
    await server.listen({ port: config.port, host: config.host });
  } catch (error) {
    // A broken brand manifest is an operator mistake: print the file and JSON path, not a stack.
    if (error instanceof BrandConfigError) console.error(error.message);
    else server.log.fatal({ err: error }, 'gateway failed to start');
    await server.close().catch(() => undefined);
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means the operator does not want to wait for in-flight requests.
      process.exit(1);
    }
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      server.log.error('shutdown grace period passed, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  server.log.info(`Gateway ready at http://${shownHost}:${port}`);
}

void main();
