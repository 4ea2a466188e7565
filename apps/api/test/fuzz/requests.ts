/**
 * The live fuzzer's requests: for one operation of the OpenAPI document, a fast-check arbitrary of
 * `Plan`s (what to send: path values, query, body, their mutations, a transport-level change, an
 * abort), and `buildRequest`, which turns a plan into the exact bytes (`RawRequest`).
 *
 * Half the plans are valid as the schema says (ids of people and requests that exist); the others
 * change one thing: a value (wrong type, injection strings, NUL, lone surrogates, 30,000
 * characters, 10,000 levels of nesting), a key added or removed, the whole body, malformed JSON,
 * or the transport — wrong or missing Content-Type, invalid UTF-8 bytes, a body over the 1 MiB
 * limit, 51 to 300 ids where 50 are allowed, a 20–70 kB URL, path traversal, chunked encoding,
 * Content-Length with Transfer-Encoding, a body on a GET, odd Accept-Encoding and headers. About
 * `abortShare` of them are closed by the client 0–400 ms after sending (or halfway through the body).
 */
import fc from 'fast-check';
import { handDocx, handPdf, p } from '../../src/cv-import/test-documents.ts';
import type { RawRequest } from './raw-http.ts';
import {
  arbitraryOf,
  hostileString,
  mutate,
  mutation,
  percentEncode,
  queryString,
  Raw,
  toText,
  type Components,
  type Json,
  type JsonSchema,
  type Mutation,
  type Operation,
  type SchemaPools,
} from './schema-arbitraries.ts';
import type { Fixture } from './live-server.ts';

/** A change below the JSON: headers, encoding, size, framing. */
export type Transport =
  | { kind: 'plain' }
  | { kind: 'content-type'; value: string }
  | { kind: 'invalid-utf8'; bytes: readonly number[] }
  | { kind: 'oversized'; extraKiB: number }
  | { kind: 'many-ids'; count: number }
  | { kind: 'long-url'; length: number }
  | { kind: 'hostile-path'; value: string }
  | { kind: 'chunked' }
  | { kind: 'length-and-chunked' }
  | { kind: 'body-on-get' }
  | { kind: 'accept-encoding'; value: string }
  | { kind: 'header'; name: string; value: string };

/** A CV upload (`multipart/form-data`, part `file`) and how its envelope is bent. */
export interface Upload {
  file: keyof UploadFiles;
  envelope:
    | 'plain'
    | 'no-boundary'
    | 'wrong-field'
    | 'two-files'
    | 'traversal-name'
    | 'lying-type'
    | 'no-file'
    | 'unclosed';
}

/** What one request is made of, before it becomes bytes. */
export interface Plan {
  pathValues: string[];
  query: Json;
  body: Json;
  queryChange: Mutation;
  bodyChange: Mutation;
  transport: Transport;
  accept: string;
  upload: Upload;
  /** Which forged Authorization header the `forged token` principal sends. */
  forged: number;
  abort?: { afterMs: number; after: 'request' | 'half-body' };
}

/** The files a CV upload may carry, made once per run (no binary file in the repository). */
export interface UploadFiles {
  cv: Buffer;
  docx: Buffer;
  scripted: Buffer;
  truncated: Buffer;
  random: Buffer;
  empty: Buffer;
  /** Over the 10 MB limit of a CV. */
  huge: Buffer;
}

export async function uploadFiles(): Promise<UploadFiles> {
  const cv = Buffer.from(
    handPdf(
      'BT /F1 14 Tf 72 720 Td (Nina Fuzz) Tj 0 -20 Td (nina.fuzz@example.test) Tj 0 -30 Td (EXPERIENCE) Tj ' +
        '0 -20 Td (2019 - 2024 Developpeuse Java, Banque Exemple) Tj 0 -30 Td (COMPETENCES) Tj 0 -20 Td (Java, Kubernetes, SQL) Tj ET',
    ),
  );
  const docx = Buffer.from(
    await handDocx({
      body: [p('Nina Fuzz'), p('Expérience'), p('2020 – 2024 Développeuse Java, Exemple SA')].join(''),
    }),
  );
  const scripted = Buffer.from(
    handPdf('BT /F1 12 Tf 72 700 Td (Scripted) Tj ET', {
      catalog: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
    }),
  );
  const random = Buffer.alloc(2048);
  for (let index = 0; index < random.length; index++) random[index] = (index * 2_654_435_761) >>> 24;
  const huge = Buffer.alloc(10 * 1024 * 1024 + 4096, 0x20);
  huge.write('%PDF-1.7\n', 'latin1');
  return {
    cv,
    docx,
    scripted,
    truncated: cv.subarray(0, Math.floor(cv.length / 2)),
    random,
    empty: Buffer.alloc(0),
    huge,
  };
}

/** Accept headers: JSON, documents (PDF and DOCX make the resume route render), none, nonsense. */
const ACCEPTS = [
  'application/json',
  'application/json',
  '*/*',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/html',
  'image/png',
  '',
  'application/json;q=0, */*;q=0',
  'application/pdf, application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

const WRONG_CONTENT_TYPES = [
  '',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/json; charset=ebcdic',
  'application/vnd.api+json',
  'application/json, text/plain',
  'APPLICATION/JSON',
  'application/json\u0000',
];

/** Traversal and odd segments put where a path's last part was. */
const HOSTILE_PATHS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '../../../../etc/passwd',
  '%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '..;/..;/etc/passwd',
  '%00',
  '%00.pdf',
  '%u0000',
  '%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '.',
  '..',
  '//',
  '\\..\\..\\windows\\win.ini',
  '%5C..%5C..%5Cwindows%5Cwin.ini',
  'me/../../../api/users',
  '%252e%252e%252f',
  '~root',
  '*',
];

const HOSTILE_HEADERS: [string, string][] = [
  ['Accept-Language', "xx'; drop table users; --"],
  ['Accept-Language', 'en-US,en;q=0.9,'.repeat(200)],
  ['Cookie', `a=${'x'.repeat(8000)}`],
  ['Origin', 'http://evil.example'],
  ['X-Forwarded-For', '1.2.3.4, 127.0.0.1'],
  ['X-Forwarded-Host', 'evil.example'],
  ['Host', 'evil.example'],
  ['Range', 'bytes=0-10,5-15,20-'],
  ['If-None-Match', '*'],
  ['Expect', '100-continue'],
  ['X-HTTP-Method-Override', 'DELETE'],
  ['Authorization', 'Bearer x'],
  ['Content-Encoding', 'gzip'],
  ['Transfer-Encoding', 'identity'],
];

const transport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 60, arbitrary: fc.constant({ kind: 'plain' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('content-type' as const),
      value: fc.constantFrom(...WRONG_CONTENT_TYPES),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('invalid-utf8' as const),
      bytes: fc.constantFrom(
        [0xc3, 0x28],
        [0xff],
        [0xed, 0xa0, 0x80],
        [0xc0, 0xaf],
        [0xf4, 0x90, 0x80, 0x80],
        [0xe2, 0x82],
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('oversized' as const),
      extraKiB: fc.integer({ min: 1, max: 1024 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('many-ids' as const),
      count: fc.integer({ min: 51, max: 300 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('long-url' as const),
      length: fc.integer({ min: 20_000, max: 70_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('hostile-path' as const),
      value: fc.constantFrom(...HOSTILE_PATHS),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'chunked' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'length-and-chunked' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'body-on-get' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('accept-encoding' as const),
      value: fc.constantFrom(
        'br',
        'gzip',
        'deflate',
        'identity;q=0',
        'gzip;q=0, br;q=0, *;q=0',
        'zstd',
        'x-garbage',
        '*',
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...HOSTILE_HEADERS)
      .map(([name, value]) => ({ kind: 'header' as const, name, value })),
  },
);

const upload: fc.Arbitrary<Upload> = fc.record({
  file: fc.oneof(
    { weight: 8, arbitrary: fc.constant('cv' as const) },
    { weight: 3, arbitrary: fc.constant('docx' as const) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'scripted' as const,
        'truncated' as const,
        'random' as const,
        'empty' as const,
      ),
    },
    { weight: 1, arbitrary: fc.constant('huge' as const) },
  ),
  envelope: fc.oneof(
    { weight: 8, arbitrary: fc.constant('plain' as const) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        'no-boundary' as const,
        'wrong-field' as const,
        'two-files' as const,
        'traversal-name' as const,
        'lying-type' as const,
        'no-file' as const,
        'unclosed' as const,
      ),
    },
  ),
});

/** Names of parameters and properties that hold user ids even where the schema says only "string". */
const USER_ID_NAMES = new Set(['ids', 'people', 'userId', 'actorId', 'idHR', 'referee', 'refereeId', 'id']);
/** Names whose strings are catalogue ids, by catalogue kind. */
const CATALOGUE_NAMES: Record<string, string> = {
  focus: 'skill',
  skills: 'skill',
  skill: 'skill',
  jobs: 'job',
  jobId: 'job',
  domain: 'domain',
  sector: 'sector',
};

/**
 * Where ids come from. Reads (`GET`) may name anyone, principals included; writes name only
 * `fixture.writeTargetIds` — neither a principal (a superadmin deleting the admin principal would
 * leave the rest of the run without one) nor the people the download phases need — and saved
 * client requests where a request is named.
 */
export function poolsFor(operation: Operation, fixture: Fixture): SchemaPools {
  const reads = operation.method === 'GET';
  const people = reads
    ? [...fixture.downloadIds, ...fixture.writeTargetIds, ...Object.values(fixture.actorIds)]
    : fixture.writeTargetIds;
  const peopleIds = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...people) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...people).map((id) => id.toUpperCase()) },
  );
  const requestIds = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...fixture.clientRequestIds) },
    { weight: 1, arbitrary: fc.uuid() },
  );
  return {
    uuid: (name) =>
      name === 'request' || operation.path.includes('client-requests') ? requestIds : peopleIds,
    text: (name) => {
      if (USER_ID_NAMES.has(name)) return peopleIds;
      const kind = CATALOGUE_NAMES[name];
      const ids = kind ? fixture.catalogue[kind] : undefined;
      return ids && ids.length > 0
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...ids) },
            { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
          )
        : undefined;
    },
  };
}

/** A path parameter: an id (or the live sign-in interaction), a random uuid, or hostile bytes percent-encoded. */
function pathParameter(
  operation: Operation,
  name: string,
  fixture: Fixture,
  interaction: string,
): fc.Arbitrary<string> {
  const own =
    name === 'uid'
      ? fc.constant(interaction)
      : operation.path.includes('client-requests')
        ? fc.constantFrom(...fixture.clientRequestIds)
        : poolsFor(operation, fixture).uuid(name);
  return fc.oneof(
    { weight: 7, arbitrary: own },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileString.map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%00',
        '%ED%A0%80',
        '%FF',
        '%',
        '%C3%28',
        '..%2F..',
        'me',
        '00000000-0000-0000-0000-000000000000',
        fixture.deletedId,
      ),
    },
  );
}

/** The plans of one operation: generated values, their mutations, the transport, an abort. */
export function planArbitrary(
  operation: Operation,
  components: Components,
  fixture: Fixture,
  interaction: string,
  abortShare: number,
): fc.Arbitrary<Plan> {
  const pools = poolsFor(operation, fixture);
  const abortWeight = Math.round(abortShare * 1000);
  return fc.record({
    pathValues: fc.tuple(
      ...operation.pathParameters.map((name) => pathParameter(operation, name, fixture, interaction)),
    ),
    query: operation.query ? arbitraryOf(operation.query, components, pools) : fc.constant(null),
    body: operation.body ? arbitraryOf(operation.body, components, pools) : fc.constant(null),
    queryChange: mutation,
    bodyChange: mutation,
    transport,
    accept: fc.constantFrom(...ACCEPTS),
    upload,
    forged: fc.nat(),
    abort: fc.oneof(
      { weight: Math.max(0, 1000 - abortWeight), arbitrary: fc.constant(undefined) },
      {
        weight: Math.max(abortWeight, 0),
        arbitrary: fc.record({
          // Half within the first 60 ms, when a route is still before its first byte.
          afterMs: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 400 })),
          after: fc.constantFrom('request' as const, 'half-body' as const),
        }),
      },
    ),
  });
}

/** Paths into `value` of arrays whose items are all strings (id lists). */
function stringArrayPaths(value: Json, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value))
    return value.length > 0 && value.every((item) => typeof item === 'string') ? [prefix] : [];
  return Object.entries(value).flatMap(([key, item]) => stringArrayPaths(item, [...prefix, key]));
}

/** The query parameters of `operation` that take a list (`anyOf` string or array). */
function listParameters(operation: Operation): string[] {
  return Object.entries(operation.query?.properties ?? {})
    .filter(
      ([, schema]: [string, JsonSchema]) =>
        (schema.anyOf ?? []).some((part) => part.type === 'array') || schema.type === 'array',
    )
    .map(([name]) => name);
}

function multipartBody(plan: Upload, files: UploadFiles): { body: Buffer; contentType: string } {
  const boundary = '----fuzz-boundary-7d1f';
  const file = files[plan.file];
  const part = (field: string, name: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        'latin1',
      ),
      bytes,
      Buffer.from('\r\n', 'latin1'),
    ]);
  const type =
    plan.file === 'docx'
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      : 'application/pdf';
  const name = plan.file === 'docx' ? 'cv.docx' : 'cv.pdf';
  const end = Buffer.from(`--${boundary}--\r\n`, 'latin1');
  switch (plan.envelope) {
    case 'plain':
      return {
        body: Buffer.concat([part('file', name, type, file), end]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    case 'no-boundary':
      return {
        body: Buffer.concat([part('file', name, type, file), end]),
        contentType: 'multipart/form-data',
      };
    case 'wrong-field':
      return {
        body: Buffer.concat([part('document', name, type, file), end]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    case 'two-files':
      return {
        body: Buffer.concat([part('file', name, type, file), part('file', 'b.pdf', type, files.cv), end]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    case 'traversal-name':
      return {
        body: Buffer.concat([part('file', '../../../etc/passwd\u0000.pdf', type, file), end]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    case 'lying-type':
      return {
        body: Buffer.concat([part('file', 'cv.png', 'image/png', file), end]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    case 'no-file':
      return { body: end, contentType: `multipart/form-data; boundary=${boundary}` };
    case 'unclosed':
      return {
        body: part('file', name, type, file).subarray(0, 200),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
  }
}

/** What `buildRequest` needs besides the plan. */
export interface BuildContext {
  fixture: Fixture;
  files: UploadFiles;
  /** The cookies of the live sign-in interaction, sent to the provider's pages. */
  interactionCookie: string;
  /** The `Authorization` header value of each principal (absent for `anonymous`). */
  authorization: (principal: string, forged?: number) => string | undefined;
}

/** The bytes of a plan for `operation` as `principal`. */
export function buildRequest(
  operation: Operation,
  principal: string,
  plan: Plan,
  context: BuildContext,
): RawRequest {
  let path = operation.path;
  operation.pathParameters.forEach((name, index) => {
    path = path.replace(`{${name}}`, plan.pathValues[index] ?? '');
  });
  let query = '';
  if (operation.query) {
    const mutated = mutate(plan.query, plan.queryChange);
    query = mutated instanceof Raw ? percentEncode(mutated.text) : queryString(mutated);
  }
  let body: Buffer | undefined;
  let contentType: string | undefined;
  let bodyValue: Json | Raw | undefined;
  if (operation.multipart) {
    ({ body, contentType } = multipartBody(plan.upload, context.files));
  } else if (operation.body) {
    bodyValue = mutate(plan.body, plan.bodyChange);
    body = Buffer.from(bodyValue instanceof Raw ? bodyValue.text : toText(bodyValue), 'utf8');
    contentType = 'application/json';
  }
  const headers: [string, string][] = [];
  const authorization = context.authorization(principal, plan.forged);
  if (authorization) headers.push(['Authorization', authorization]);
  if (plan.accept) headers.push(['Accept', plan.accept]);
  if (operation.path.startsWith('/realms/')) headers.push(['Cookie', context.interactionCookie]);

  let noContentLength = false;
  const { transport: change } = plan;
  switch (change.kind) {
    case 'plain':
      break;
    case 'content-type':
      contentType = change.value || undefined;
      body ??= Buffer.from('{}');
      break;
    case 'invalid-utf8': {
      const bytes = Buffer.from(change.bytes);
      if (body) {
        const quote = body.indexOf('"');
        body =
          quote === -1
            ? Buffer.concat([body, bytes])
            : Buffer.concat([body.subarray(0, quote + 1), bytes, body.subarray(quote + 1)]);
      } else {
        path += bytes.toString('latin1');
      }
      break;
    }
    case 'oversized':
      body = Buffer.from(`{"a":"${'x'.repeat(1024 * 1024 + change.extraKiB * 1024)}"}`);
      contentType = operation.multipart ? contentType : 'application/json';
      break;
    case 'many-ids': {
      const known = [...context.fixture.downloadIds, ...context.fixture.clientRequestIds];
      const ids = Array.from({ length: change.count }, (_, index) => known[index % known.length]!);
      const lists = listParameters(operation);
      if (lists.length > 0) {
        query = [query, ...lists.flatMap((name) => ids.map((id) => `${name}=${id}`))]
          .filter(Boolean)
          .join('&');
      }
      if (bodyValue !== undefined && !(bodyValue instanceof Raw)) {
        let value: Json = bodyValue;
        for (const at of stringArrayPaths(value)) {
          if (at.length === 0) value = ids;
          else {
            const copy = structuredClone(value) as Record<string, Json>;
            let node: Record<string, Json> = copy;
            for (const key of at.slice(0, -1)) node = node[key] as Record<string, Json>;
            node[at.at(-1)!] = ids;
            value = copy;
          }
        }
        body = Buffer.from(toText(value), 'utf8');
      }
      break;
    }
    case 'long-url':
      query = [query, `pad=${'a'.repeat(change.length)}`].filter(Boolean).join('&');
      break;
    case 'hostile-path':
      path = `${path.replace(/\/[^/]*$/, '')}/${change.value}`;
      break;
    case 'chunked':
    case 'length-and-chunked':
      if (!body) break;
      headers.push(['Transfer-Encoding', 'chunked']);
      if (change.kind === 'length-and-chunked') headers.push(['Content-Length', String(body.length)]);
      else noContentLength = true;
      body = Buffer.concat([
        Buffer.from(`${body.length.toString(16)}\r\n`, 'latin1'),
        body,
        Buffer.from('\r\n0\r\n\r\n', 'latin1'),
      ]);
      break;
    case 'body-on-get':
      if (!body) {
        body = Buffer.from('{"ids":["x"],"__proto__":{"isAdmin":true}}');
        contentType = 'application/json';
      }
      break;
    case 'accept-encoding':
      headers.push(['Accept-Encoding', change.value]);
      break;
    case 'header':
      headers.push([change.name, change.value]);
      break;
  }
  if (contentType) headers.push(['Content-Type', contentType]);
  return {
    method: operation.method,
    target: `${path}${query ? `?${query}` : ''}`,
    headers,
    ...(body ? { body } : {}),
    ...(plan.abort ? { abort: plan.abort } : {}),
    ...(noContentLength ? { noContentLength } : {}),
  };
}
