/**
 * issue #30 §2: a route marked `bulk` runs its hooks and handler in the bulk class, across an
 * async hook and awaits; other routes stay interactive.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentPriority } from '../db/fair-share.ts';
import { bulkContext } from './bulk-context.ts';

describe('bulkContext', () => {
  it('puts a bulk route’s later hooks and handler in the bulk class, and no other route', async () => {
    const app = Fastify();
    app.addHook('onRequest', bulkContext);
    const seenByHook: string[] = [];
    app.addHook('preHandler', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      seenByHook.push(currentPriority());
    });
    const answer = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return { priority: currentPriority() };
    };
    app.get('/zip', { config: { bulk: true } }, answer);
    app.get('/me', answer);
    expect((await app.inject({ url: '/zip' })).json()).toEqual({ priority: 'bulk' });
    expect((await app.inject({ url: '/me' })).json()).toEqual({ priority: 'interactive' });
    expect(seenByHook).toEqual(['bulk', 'interactive']);
    await app.close();
  });
});
