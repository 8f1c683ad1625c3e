import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { shareTokenHeader } from '@salesdash/api-contract';
import fp from 'fastify-plugin';
import { registerPublic } from '../public-routes.ts';
import { documentComponents, documentOperation } from './openapi-operation.ts';
import { openapiTags } from './openapi-tags.ts';

export type OpenapiPluginOptions = {
  /** Where clients reach this server (`PUBLIC_URL`); unset, the document names `/`, its own origin. */
  publicUrl: string | undefined;
};

/** OpenAPI 3.1 generated from the routes' zod schemas, at /openapi.json and /docs. */
export const openapiPlugin = fp<OpenapiPluginOptions>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'SalesDash API',
          version: '1.0.0',
          description:
            'Every response is an envelope: `{ status: "success", data }` or `{ status: "error", message, code }`.',
          // What the published packages call UNLICENSED; SPDX spells a license of its own so.
          license: { name: 'Proprietary', identifier: 'LicenseRef-SalesDash-Proprietary' },
        },
        servers: [
          options.publicUrl === undefined
            ? { url: '/', description: 'The server this document was read from' }
            : { url: options.publicUrl, description: 'This deployment' },
        ],
        tags: [...openapiTags],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            shareToken: {
              type: 'apiKey',
              in: 'header',
              name: shareTokenHeader,
              description: 'A share link’s token: read-only access to what the link shows',
            },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'sdk_…',
              description:
                'An organization API key (`Authorization: Bearer sdk_…`, made by an admin at /settings/api-keys): only on the operations that list it, with the scope named there',
            },
          },
        },
      },
      // Paths are the server's own; a proxy prefix in PUBLIC_URL must not be cut from them.
      stripBasePath: false,
      transform: documentOperation,
      transformObject: documentComponents,
    });
    await registerPublic(app, swaggerUi, { routePrefix: '/docs', logLevel: 'warn' });
    app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);
