// Every repository is a named Fastify plugin that decorates the app, so load order is declared and tests can swap one.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export function repositoryPlugin<K extends keyof FastifyInstance>(
  name: K,
  create: (app: FastifyInstance) => FastifyInstance[K],
  dependencies: string[] = ['database'],
) {
  return fp(
    async (app) => {
      if (!app.hasDecorator(name)) app.decorate(name, create(app) as never);
    },
    { name: String(name), dependencies },
  );
}
