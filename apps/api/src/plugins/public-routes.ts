import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
  FastifyPluginOptions,
} from 'fastify';

/**
 * Registers a third-party plugin in a context of its own whose every route is marked
 * `config: { public: true }` (the docs UI, the SPA's static files): the auth plugin treats
 * every other route as signed-in, so nothing becomes public by being forgotten.
 * @param setUp - runs inside that context after the plugin, e.g. to set its not-found handler
 */
export async function registerPublic<O extends FastifyPluginOptions>(
  app: FastifyInstance,
  plugin: FastifyPluginAsync<O> | FastifyPluginCallback<O>,
  options: O,
  setUp?: (context: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (context) => {
    context.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await context.register(plugin, options);
    setUp?.(context);
  });
}
