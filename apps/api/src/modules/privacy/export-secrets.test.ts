/**
 * issue #26 §2 "The superadmin's personal-data export holds live secrets": no token, link, hash or
 * secret in ANY export. Real password-reset and activation mails are produced first, through the
 * flows a person and HR use (the provider's forgot-password page; `POST /api/users` and
 * `POST /api/users/{id}/account-email`), so the scan has something to find; then every export of
 * that person — the personal-data export, the audit log about them, and their file as JSON Resume,
 * PDF, DOCX (named and anonymised) and in a ZIP — is scanned for the raw one-time tokens, their
 * stored hashes, the password hash, the provider's key material and the shapes of any of them.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, identityCredentials, identityTokens, mailOutbox, users } from '../../db/schema.ts';
import { hashPassword } from '../../identity/password.ts';
import { settleAfterResponse } from '../../identity/after-response.ts';
import { registerIdentityProvider } from '../../identity/provider.ts';
import { createTestApp, TEST_ISSUER } from '../../../test/helpers.ts';
import { zipEntries } from '../../../test/zip.ts';
import { validResume } from '../../../test/fixtures.ts';
import { ZPersonalData } from './routes.ts';

const run = promisify(execFile);
let t: Awaited<ReturnType<typeof createTestApp>>;
/** The embedded provider's pages on the same database, for the real forgot-password flow. */
let provider: FastifyInstance;
let directory: string;

beforeAll(async () => {
  t = await createTestApp();
  provider = Fastify({ logger: false });
  await registerIdentityProvider(provider, { db: t.db, issuer: TEST_ISSUER, publicUrl: 'http://app.test' });
  await provider.ready();
  directory = await mkdtemp(join(tmpdir(), 'highlight-export-secrets-'));
});
afterAll(async () => {
  await provider?.close();
  await t?.close();
  await rm(directory, { recursive: true, force: true });
});

/** Every printable string held in a ZIP-based document (DOCX): its parts, read as UTF-8. */
async function docxText(bytes: Buffer): Promise<string> {
  return (await zipEntries(bytes))
    .map((entry) => `${entry.name}\n${entry.bytes.toString('utf8')}`)
    .join('\n');
}

let fileCounter = 0;
/** A PDF's text (pdftotext) and metadata (pdfinfo), and its raw bytes as latin1. */
async function pdfText(bytes: Buffer): Promise<string> {
  const file = join(directory, `${++fileCounter}.pdf`);
  await writeFile(file, bytes);
  const text = (await run('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
  const info = (await run('/usr/bin/pdfinfo', ['-enc', 'UTF-8', file])).stdout;
  return `${text}\n${info}\n${bytes.toString('latin1')}`;
}

/**
 * Shapes of a secret, whatever its value: a one-time link's page or parameter, an argon2 hash, a
 * SHA-256 hex digest, a JWT, a 43-character base64url token (32 random bytes), a private key.
 */
const SECRET_SHAPES: [string, RegExp][] = [
  ['one-time link page', /action-token/i],
  ['link key parameter', /[?&]key=/i],
  ['argon2 hash', /\$argon2/i],
  ['SHA-256 hex digest', /\b[0-9a-f]{64}\b/i],
  ['JWT', /\beyJ[\w-]{5,}\.[\w-]{5,}\./],
  ['32-byte base64url token', /(?<![\w-])[\w-]{43}(?![\w-])/],
  ['private key', /-----BEGIN|"d"\s*:\s*"/],
];

describe('issue #26 §2: no token, link, hash or secret in any export', () => {
  it('finds none of the real reset and activation links, hashes or keys, in any export of the person', async () => {
    const superadmin = await t.createUser({ roles: ['superadmin'] });
    const superHeaders = await t.authHeader(superadmin);
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const hrHeaders = await t.authHeader(hr);

    // Activation mail: HR adds the candidate (the account-creation mail), then sends it again.
    const email = `secret.${crypto.randomUUID().slice(0, 8)}@example.test`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: hrHeaders,
      payload: { email, firstname: 'Zoéline', lastname: 'Quartermaine', phoneNumber: '+33 6 11 22 33 44' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const [person] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (!person) throw new Error('candidate not added');
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/users/${person.id}/account-email`,
      headers: hrHeaders,
    });
    expect(resent.statusCode, resent.body).toBe(204);

    // A password, then the forgot-password page's reset mail, as the person asks for it.
    await t.db
      .insert(identityCredentials)
      .values({ userId: person.id, passwordHash: await hashPassword('Str0ng!pass') })
      .onConflictDoNothing();
    const forgot = await provider.inject({
      method: 'POST',
      url: '/realms/highlight/login-actions/reset-credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email }).toString(),
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    // issue #26 §7: the page answers first and writes the mail after; wait for that work.
    await settleAfterResponse(provider);

    // A file, so that the documents have something to print (the account confirmed, as after activation).
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id));
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${person.id}/resume`,
      headers: await t.authHeader(person),
      payload: { ...validResume(), version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // What the scan looks for: the raw tokens of the mails, the stored hashes, the key material.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = lower(${email})`);
    const links = mails.flatMap((mail) =>
      [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
    );
    const tokens = links.flatMap((link) => new URL(link).searchParams.get('key') ?? []);
    // At least the account-creation mail, its resend and the reset mail.
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    const hashes = (await t.db.select().from(identityTokens).where(eq(identityTokens.userId, person.id))).map(
      (row) => row.tokenHash,
    );
    expect(hashes.length).toBeGreaterThanOrEqual(3);
    const [credentials] = await t.db
      .select()
      .from(identityCredentials)
      .where(eq(identityCredentials.userId, person.id));
    const keyMaterial = (await t.db.select().from(appSecrets)).flatMap(
      (row) => JSON.stringify(row.value).match(/"[\w+/=-]{40,}"/g) ?? [],
    );
    const secrets = [...links, ...tokens, ...hashes, credentials?.passwordHash ?? 'no hash', ...keyMaterial];

    // Every export of the person.
    const exportResponse = await t.app.inject({
      url: `/api/users/${person.id}/personal-data`,
      headers: superHeaders,
    });
    expect(exportResponse.statusCode).toBe(200);
    const data = ZPersonalData.parse(exportResponse.json());
    // The mails are there (the person has a right to them), with their links replaced.
    expect(data.mails.length).toBe(mails.length);
    const audit = await t.app.inject({ url: `/api/audit?userId=${person.id}`, headers: superHeaders });
    expect(audit.statusCode).toBe(200);
    const exports: [string, string][] = [
      ['personal-data export', exportResponse.body],
      ['audit log', audit.body],
    ];
    for (const anonymised of [false, true]) {
      for (const format of ['json-resume', 'pdf', 'docx'] as const) {
        const response = await t.app.inject({
          url: `/api/users/${person.id}/resume?format=${format}&anonymised=${anonymised}`,
          headers: hrHeaders,
        });
        expect(response.statusCode).toBe(200);
        const text =
          format === 'pdf'
            ? await pdfText(response.rawPayload)
            : format === 'docx'
              ? await docxText(response.rawPayload)
              : response.body;
        exports.push([`${format}${anonymised ? ' anonymised' : ''}`, text]);
      }
      const zip = await t.app.inject({
        url: `/api/users/resumes?ids=${person.id}&format=docx&anonymised=${anonymised}`,
        headers: hrHeaders,
      });
      expect(zip.statusCode).toBe(200);
      for (const entry of await zipEntries(zip.rawPayload))
        exports.push([`ZIP entry ${entry.name}`, await docxText(entry.bytes)]);
    }

    for (const [name, text] of exports) {
      for (const secret of secrets) expect(text.includes(secret), `${name} holds ${secret}`).toBe(false);
      for (const [shape, pattern] of SECRET_SHAPES) expect(text, `${name}: ${shape}`).not.toMatch(pattern);
    }
    // issue #26 §2: no link at all in the mails' text, each replaced by a placeholder.
    for (const mail of data.mails) {
      expect(mail.text).not.toMatch(/https?:|www\.|\/\/|key=/i);
      expect(mail.text).toContain('[lien retiré]');
    }
  }, 60_000);
});
