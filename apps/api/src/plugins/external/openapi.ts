import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerPublic } from '../public-routes.ts';

/** OpenAPI 3.1 generated from the routes' zod schemas, at /openapi.json and /docs. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'SalesDash API',
          version: '1.0.0',
          description:
            'Every response is an envelope: `{ status: "success", data }` or `{ status: "error", message, code }`.',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await registerPublic(app, swaggerUi, { routePrefix: '/docs', logLevel: 'warn' });
    app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
