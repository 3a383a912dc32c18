/**
 * The operations of `/api/openapi.json` as the fuzzer needs them: method, path template,
 * parameters with their schemas, the request body's media types and schema, and the statuses the
 * document lists as answers.
 */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  pattern?: string;
  format?: string;
  $ref?: string;
};

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /api/admin/catalog`: how reports and the known findings name an operation. */
  key: string;
  method: string;
  /** Path template with `{name}` placeholders, as in the document. */
  path: string;
  parameters: Parameter[];
  body?: { mediaTypes: string[]; schema: JsonSchema };
  /** Statuses listed under `responses`. */
  statuses: Set<number>;
  /** Those of them documented as a JSON answer. */
  jsonStatuses: Set<number>;
  /** Whether the operation asks for the token (`security`). */
  secured: boolean;
}

interface OpenApiOperation {
  parameters?: (Parameter & { $ref?: string })[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, OpenApiResponse>;
  security?: unknown[];
}

interface OpenApiResponse {
  $ref?: string;
  content?: Record<string, unknown>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { responses?: Record<string, OpenApiResponse> };
}

/** A response, or the shared one it refers to (`#/components/responses/<name>`). */
function resolve(document: OpenApiDocument, response: OpenApiResponse): OpenApiResponse {
  const name = response.$ref?.replace('#/components/responses/', '');
  return name ? (document.components?.responses?.[name] ?? {}) : response;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

export function readOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const mediaTypes = Object.keys(content);
      const schema = mediaTypes.map((type) => content[type]?.schema).find(Boolean);
      const responses = Object.entries(operation.responses ?? {})
        .map(([status, response]) => [Number(status), resolve(document, response)] as const)
        .filter(([status]) => Number.isInteger(status));
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), schema: p.schema ?? {} })),
        ...(mediaTypes.length ? { body: { mediaTypes, schema: schema ?? {} } } : {}),
        statuses: new Set(responses.map(([status]) => status)),
        jsonStatuses: new Set(responses.filter(([, response]) => response.content?.['application/json']).map(([status]) => status)),
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}
