import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The CSP the built SPA and the /docs reference UI both pass (no inline scripts). */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  // 'self' covers same-origin ws:/wss: (CSP 3): the socket needs nothing more.
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Helmet with our CSP; CORS only when origins are configured (the SPA is same-origin). */
export const securityHeadersPlugin = fp<{ corsOrigins: string[] }>(
  async (app, options) => {
    await app.register(helmet, {
      // No helmet defaults: `upgrade-insecure-requests` would break plain-HTTP installs on a LAN.
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      // Share and invite links carry their token in the URL: no page may leak it as a referrer.
      referrerPolicy: { policy: 'no-referrer' },
    });
    if (options.corsOrigins.length > 0) {
      await app.register(cors, { origin: options.corsOrigins, credentials: false });
    }
  },
  { name: 'security-headers' },
);
