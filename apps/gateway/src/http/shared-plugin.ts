import type { FastifyPluginAsync } from 'fastify';

interface PluginMeta {
  name: string;
  /** Plugin names that must be registered first; Fastify refuses to boot otherwise. */
  dependencies?: string[];
}

/**
 * Marks a plugin so its decorators and hooks reach its parent context, and gives
 * it a name other plugins can depend on. This is what fastify-plugin does; it is
 * written out here because fastify-plugin is not a direct dependency of the workspace.
 */
export function sharedPlugin<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
  meta: PluginMeta,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = meta.name;
  marked[Symbol.for('plugin-meta')] = { name: meta.name, dependencies: meta.dependencies ?? [] };
  return marked;
}
