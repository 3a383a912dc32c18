/**
 * The API description: `/api/openapi.json`, generated from the zod schemas the routes validate
 * with, and a readable page of it at `/api/docs`. Registered before the routes so it sees them.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { describeAnswers, referenceSharedResponses } from './openapi-responses.js';
import { siteLanguages } from '../../contract/site-languages.js';
import { siteLanguageEnums } from './openapi-languages.js';

/** Stands in the description for the sentence naming the site's languages, written when the document is served. */
const SITE_LANGUAGES_SENTENCE = '{site languages}';

const description = `REST API of the law firm's website and back office.

Every answer, errors included, is the envelope \`{ status, message, result }\`; lists add
\`pageable: { pageNo, pageSize, totalCount }\`. \`status\` equals the HTTP status. Invalid input is a
400 whose \`result.fieldErrors\` lists \`{ field, message }\`. Each operation lists every status it
can answer with; none answers 500 by design.

Facts that are the same in every language belong to the item: a lawyer's photo, phone and e-mail,
an article's cover (a version may have its own), the firm's e-mail, telephone and office photos.
Every version answers with them under the same names, and a write through any version changes
them for all; the fields' descriptions say how an array write picks the value. On an item visitors
can see, a save that publishes nothing (\`state: 'draft'\`, or any reviewer's save) keeps its
changes to these facts waiting with the text: the admin calls answer them, visitors see the old
ones until the item is published.

Messages are in the request's language: query \`lang\`, else header \`lang\`, else Accept-Language,
else the site's default. ${SITE_LANGUAGES_SENTENCE}

Admin calls (\`/api/admin/...\`) need the token from \`POST /api/admin/login\` in the Authorization
header, bare or as \`Bearer <token>\`. Public calls (\`/api/user/...\`) answer 503 while the site is
not online, except \`GET /api/user/portal-config/site-status\`.`;

interface PathParameter {
  in?: string;
  name?: string;
  description?: string;
}

/**
 * `/api/upload/*` is described as `/api/upload/{path}`: OpenAPI has no wildcard, and tools take a
 * parameter named `*` for one the path lacks.
 */
function nameWildcards<T extends object>(input: T): T {
  const document = input as { paths?: Record<string, Record<string, { parameters?: PathParameter[] }>> };
  const paths = Object.entries(document.paths ?? {}).map(([path, operations]) => {
    if (!path.endsWith('/{*}')) return [path, operations] as const;
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') Object.assign(parameter, { name: 'path', description: 'The stored path the upload answered, e.g. `2026/05/0b7c….png`' });
      }
    }
    return [`${path.slice(0, -'{*}'.length)}{path}`, operations] as const;
  });
  return { ...input, paths: Object.fromEntries(paths) };
}

export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Law firm website API', version: '1.0.0', description },
      // Paths start with /api: the document describes the site that serves it.
      servers: [{ url: '/', description: 'The site serving this document' }],
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema: schema && describeAnswers({ schema, url, route: input.route }), url };
    },
    // Schemas named with `.meta({ id })` (recursive ones) go to components.schemas, referred to by name.
    // The site's languages are put in when the document is served (apiDocument): they change at run time.
    transformObject: (document) => ('openapiObject' in document ? nameWildcards(referenceSharedResponses(jsonSchemaTransformObject(document))) : document.swaggerObject),
    // Only the API is described; probes and pages are not part of it.
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, transformSpecification: () => apiDocument(app) });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => apiDocument(app));
}

/** The document last made, and the language set it lists. */
const documents = new WeakMap<FastifyInstance, { languages: string; document: Record<string, unknown> }>();

/**
 * The API description with the site's languages in its language enums (openapi-languages.ts):
 * made again when an administrator changes the set (decision 0083).
 */
export function apiDocument(app: FastifyInstance): Record<string, unknown> {
  const { languages: codes, defaultLang } = siteLanguages();
  const languages = `${codes.join(',')};${defaultLang}`;
  let made = documents.get(app);
  if (made?.languages !== languages) {
    const document = siteLanguageEnums(structuredClone(app.swagger()) as Record<string, unknown>);
    const info = document.info as { description: string };
    info.description = info.description.replace(SITE_LANGUAGES_SENTENCE, `The site's languages are ${codes.join(', ')}; the default is ${defaultLang}.`);
    made = { languages, document };
    documents.set(app, made);
  }
  return made.document;
}
